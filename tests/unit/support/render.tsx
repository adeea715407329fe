import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import type { SiteContent } from '../../../src/content/types';
import { IslandContext, startPageIslands } from '../../../src/islandBox/IslandContext';
import { ContentProvider } from '../../../src/site/ContentContext';

/** Renders a section the way a page render does: with the content and an island collector. */
export function renderWithContent(ui: ReactElement, content: SiteContent) {
  return render(
    <HelmetProvider>
      <ContentProvider value={content}>
        <IslandContext.Provider value={startPageIslands()}>{ui}</IslandContext.Provider>
      </ContentProvider>
    </HelmetProvider>,
  );
}
