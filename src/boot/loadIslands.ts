/** Adds the whole stylesheet; resolves once it is in, or failed (islands then draw with what the page has). */
function addStylesheet(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

/**
 * Fetches the page's island entry and the whole stylesheet side by side, then runs the entry once
 * the styles are in, so no island ever draws unstyled.
 */
export async function loadIslands(entry: string, stylesheet?: string): Promise<void> {
  const styles = stylesheet ? addStylesheet(stylesheet) : Promise.resolve();
  const module: { default: () => void } = await import(/* @vite-ignore */ entry);
  await styles;
  module.default();
}
