/**
 * The editor's own policy, on /admin/ alone (every other page keeps the site's, src/prerender/contentSecurityPolicy.ts).
 * Decap CMS compiles its config's validators at run time ('unsafe-eval'), instantiates WebAssembly,
 * styles itself with inline <style> (emotion), shows uploads as blob: and data: images, and talks to
 * GitHub's API, its avatars and, on a maintainer's machine, decap-server (`npm run dev`).
 */
export function editorPolicy(localBackendOrigin: string): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com']],
    ['media-src', ["'self'", 'blob:']],
    ['connect-src', ["'self'", 'blob:', 'data:', 'https://api.github.com', localBackendOrigin]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** /admin/index.html: Decap CMS's page, never indexed, sending no referrer to GitHub. */
export function editorPage(options: { script: string; localBackendOrigin: string }): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${editorPolicy(options.localBackendOrigin)}">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex, nofollow">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Editor do site</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/admin/phone.css">
<link rel="cms-config-url" type="text/yaml" href="/admin/config.yml">
</head>
<body>
<script src="/admin/${options.script}"></script>
</body>
</html>
`;
}
