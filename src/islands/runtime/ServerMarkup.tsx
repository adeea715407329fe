import { createElement, forwardRef, type HTMLAttributes, type ReactNode } from 'react';

type ServerMarkupProps = HTMLAttributes<HTMLElement> & {
  /** The element's tag; a plain `div` by default. */
  as?: 'div' | 'ul';
  /** The server markup: given on the server only (`<Island>` passes a section's children on). */
  children?: ReactNode;
};

/**
 * An element of an island whose content the server renders and React then leaves alone: on the
 * server it renders its children; in the browser, where the island has no children to give it, it
 * renders an empty `dangerouslySetInnerHTML`, which hydration neither checks nor replaces, so the
 * server's nodes stay as they are (the slides of a carousel, the cards of a list). The island may
 * still add to it through a portal.
 */
export const ServerMarkup = forwardRef<HTMLElement, ServerMarkupProps>(function ServerMarkup({ as = 'div', children, ...attributes }, ref) {
  if (children !== undefined) return createElement(as, { ...attributes, ref }, children);
  return createElement(as, { ...attributes, ref, suppressHydrationWarning: true, dangerouslySetInnerHTML: KEEP });
});

const KEEP = { __html: '' };
