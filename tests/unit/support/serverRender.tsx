import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import type { SiteContent } from '../../../src/content/types';
import type { IslandSource } from '../../../src/islands/runtime/hydrate';
import { IslandContext, startPageIslands } from '../../../src/islandBox/IslandContext';
import { ContentProvider } from '../../../src/site/ContentContext';
import { hydrateAll } from './hydrateAll';

/**
 * Puts a section's server markup in the document, as the built page has it, then hydrates the
 * islands inside it the way the page's entry does (every strategy at once), and resolves once all
 * of them have hydrated.
 */
export async function serverRenderAndHydrate(ui: ReactElement, content: SiteContent, sources: Record<string, IslandSource>): Promise<void> {
  document.body.innerHTML = renderToString(
    <HelmetProvider>
      <ContentProvider value={content}>
        <IslandContext.Provider value={startPageIslands()}>{ui}</IslandContext.Provider>
      </ContentProvider>
    </HelmetProvider>,
  );
  for (const box of document.querySelectorAll('[data-hydrate]')) box.removeAttribute('data-hydrate');
  await hydrateAll(sources);
}
