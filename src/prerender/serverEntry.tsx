import { renderToString } from 'react-dom/server';
import { HelmetProvider, type HelmetServerState } from 'react-helmet-async';
import '../theme/global.css';
import type { SiteContent } from '../content/types';
import { IslandContext, startPageIslands } from '../islandBox/IslandContext';
import { routes } from '../pages/routes';
import type { HydrateStrategy } from '../shared/islandProps';
import { ContentProvider } from '../site/ContentContext';

export interface RenderedPage {
  path: string;
  file: string;
  name: string;
  body: string;
  head: string;
  htmlAttributes: string;
  /** Each island the page rendered, and whether any of its boxes hydrates at idle time (else only when visible). */
  islands: Record<string, HydrateStrategy[]>;
}

/** Renders every route to its body markup and head tags. Bundled by esbuild so the styles compile. */
export function renderSite(content: SiteContent): RenderedPage[] {
  return routes(content).map((route) => {
    const helmetContext: { helmet?: HelmetServerState } = {};
    const collector = startPageIslands();
    const body = renderToString(
      <HelmetProvider context={helmetContext}>
        <ContentProvider value={content}>
          <IslandContext.Provider value={collector}>{route.element}</IslandContext.Provider>
        </ContentProvider>
      </HelmetProvider>,
    );
    const helmet = helmetContext.helmet!;
    const head = [helmet.title, helmet.meta, helmet.link, helmet.script].map((part) => part.toString()).join('');
    return {
      path: route.path,
      file: route.file,
      name: route.name,
      body,
      head,
      htmlAttributes: helmet.htmlAttributes.toString(),
      islands: Object.fromEntries([...collector.used].sort(([a], [b]) => a.localeCompare(b)).map(([name, s]) => [name, [...s].sort()])),
    };
  });
}
