import fs from 'node:fs';
import path from 'node:path';
import { staleCaptions, staleCaptionsNotice, uncaptionedMedia, uncaptionedNotice } from '../content/captions';
import { loadContent } from '../content/loadContent';
import type { SiteContent } from '../content/types';
import { buildAtomically } from './atomicDist';
import { bundleClient } from './bundleClient';
import { bundleServer } from './bundleServer';
import type { BundleMemo } from './bundleMemo';
import { htmlDocument } from './document';
import { criticalCss } from './criticalCss';
import { lateCss } from './lateCss';
import { faviconPng } from '../media/images/favicon';
import { writeFile, writeHashed } from '../media/files';
import { readPublicFiles, writePublicFiles } from '../media/images/publicFiles';
import { firstBuildNote, prepareMedia } from '../media/prepareMedia';
import { progressFor, type Progress } from '../media/progress';
import { robotsTxt } from './robots';
import { sitemapXml } from './sitemap';
import { SHARE_IMAGE_PATH } from '../site/publicFiles';
import { sampleTestimonialsWarning } from '../content/sampleContent';
import { siteOrigin } from '../content/siteOrigin';
import { measurePage, type PageSize } from './sizeReport';
import { editorBackendFrom, type EditorBackend } from '../editor/editorConfig';
import { writeEditor } from '../editor/writeEditor';

export interface BuildOptions {
  root: string;
  contentDir?: string;
  distDir?: string;
  /** The icons and the share image, published without their metadata (src/media/images/publicFiles.ts); by default `<root>/public`. */
  publicDir?: string;
  /** Overrides the content's site origin (canonical URLs, Open Graph). */
  origin?: string;
  log?: (line: string) => void;
  /** The dev server's bundles, reused while no source file has changed. */
  bundles?: BundleMemo;
  /** Where the media work shows its progress: by default a live bar on a terminal, plain lines otherwise. */
  progress?: Progress;
  /** The media cache; by default `<root>/.build-cache` (the bench keeps its generated galleries' apart). */
  cacheDir?: string;
  /** Where the staff's editor at /admin/ commits (src/editor/); by default EDITOR_REPO's. */
  editor?: EditorBackend;
}

/** Validates content, renders every page, bundles the islands and swaps the new site into dist/. */
export async function buildSite(options: BuildOptions): Promise<PageSize[]> {
  const { root, log = console.log, bundles } = options;
  const contentDir = options.contentDir ?? path.join(root, 'content');
  const dist = options.distDir ?? path.join(root, 'dist');
  const publicDir = options.publicDir ?? path.join(root, 'public');
  const loaded = withOrigin(await loadContent(contentDir), options.origin, log);
  const uncaptioned = uncaptionedNotice(uncaptionedMedia(loaded.products));
  if (uncaptioned) log(uncaptioned);
  const stale = staleCaptionsNotice(staleCaptions(contentDir, loaded.products));
  if (stale) log(stale);
  const samples = sampleTestimonialsWarning(loaded);
  if (samples) log(samples);

  const progress = options.progress ?? progressFor();
  const cache = options.cacheDir ?? path.join(root, '.build-cache');
  const first = firstBuildNote(path.join(cache, 'images'));
  if (first) progress.note(first);

  return buildAtomically(dist, async (staging) => {
    // Checked before the media work: a phone file in public/, or a share image of the wrong size, stops the build at once.
    const publicFiles = await readPublicFiles(publicDir, { shareImage: SHARE_IMAGE_PATH, log });
    const content = await prepareMedia(loaded, { contentDir, outDir: staging, cacheDir: cache, progress });
    const makeServer = () => {
      // A private folder for the server bundle, inside the project so it resolves node_modules,
      // and so two builds at once never share one.
      fs.mkdirSync(path.join(root, '.build-cache'), { recursive: true });
      const workDir = fs.mkdtempSync(path.join(root, '.build-cache', 'server-'));
      return bundleServer(root, workDir).finally(() => fs.rmSync(workDir, { recursive: true, force: true }));
    };
    const server = await (bundles ? bundles.serverBundle(makeServer) : makeServer());
    const pages = server.renderSite(content);
    const favicon = writeHashed(staging, 'assets', 'favicon', 'png', await faviconPng(fs.readFileSync(path.join(publicDir, 'favicon.svg'))));
    const islands = Object.fromEntries(pages.map((p) => [p.name, p.islands]));
    const scripts = await (bundles
      ? bundles.clientBundle(islands, staging, (dir) => bundleClient(root, dir, islands))
      : bundleClient(root, staging, islands));
    const inlined = new Map<string, string>();
    for (const page of pages) {
      const css = await criticalCss(server.css, page);
      inlined.set(page.name, css);
      // Pages that inline the same rules share one file: it is named by its content.
      const stylesheet = writeHashed(staging, 'assets', 'site', 'css', lateCss(server.css, css));
      writeFile(
        path.join(staging, page.file),
        htmlDocument(
          page,
          {
            css,
            stylesheet,
            favicon,
            script: scripts[page.name]?.entry,
            hydrationCode: scripts[page.name]?.hydrationCode.map((file) => `/${file}`),
            googleTagManagerId: content.site.googleTagManagerId,
          },
          { googleTagManager: content.site.googleTagManagerId !== null },
        ),
      );
    }
    writePublicFiles(publicFiles, staging);
    writeFile(path.join(staging, 'sitemap.xml'), sitemapXml(content.site.origin, pages));
    writeFile(path.join(staging, 'robots.txt'), robotsTxt(content.site.origin));
    writeEditor(staging, { root, products: loaded.products, backend: options.editor ?? editorBackendFrom(process.env) });
    // React is counted with the entry on every page with islands: a browser that needs one of them
    // (the header's, say, where it has no popovers) prefetches it, whether or not that island runs.
    const fetchedUnasked = (name: string) => [...(scripts[name]?.firstLoad ?? []), ...(scripts[name]?.hydrationCode ?? [])];
    return pages.map((page) => measurePage(staging, page.path, page.file, inlined.get(page.name)!, fetchedUnasked(page.name)));
  });
}

function withOrigin(content: SiteContent, override: string | undefined, log: (line: string) => void): SiteContent {
  if (override) return { ...content, site: { ...content.site, origin: siteOrigin(override) ?? content.site.origin } };
  if (content.site.originIsSample) {
    log(`warning: site origin is the sample ${content.site.origin}; set SITE_ORIGIN (or content/site.json "origin") before publishing.`);
  }
  return content;
}
