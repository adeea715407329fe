import { createContext, useContext } from 'react';
import type { SiteContent } from '../content/types';
import { chatLink } from '../shared/chatLink';

const ContentContext = createContext<SiteContent | null>(null);

export const ContentProvider = ContentContext.Provider;

/** The validated content, for server-rendered sections. Islands get what they need as props instead. */
export function useContent(): SiteContent {
  const content = useContext(ContentContext);
  if (!content) throw new Error('useContent() outside <ContentProvider>');
  return content;
}

export function useQuoteHref(): string {
  const { site } = useContent();
  return chatLink(site.chat.number, site.chat.message);
}
