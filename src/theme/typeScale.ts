/**
 * Every text size and weight the site uses, and no others: a component picks a step here instead of
 * a size of its own.
 *
 * Each size and weight of a family that a page lays out is a font strike the browser sets up before
 * it can shape that text, on the main thread, in the first layout. On Linux, where CI measures, each
 * strike is also a synchronous call to the browser process. Traced on /toldos/ at 1× (medians of 7),
 * the page's 17 strikes made its layout 62 ms; the same page in one size and weight, 36 ms.
 * Headings grow with the screen in a few fluid steps; running text has fixed sizes.
 */
export const displaySize = {
  /** The home page's headline. */
  hero: 'clamp(2.25rem, 1.6rem + 3.6vw, 4.25rem)',
  /** An inner page's headline, the 404's, and the closing call to action. */
  page: 'clamp(2.125rem, 1.6rem + 2.8vw, 3.5rem)',
  /** A band's heading, a product's name, a figure. */
  section: 'clamp(1.875rem, 1.4rem + 2vw, 2.75rem)',
  /** A heading inside a band: a form's, a grid's, a dialog's, the phone menu's links. */
  block: 'clamp(1.5rem, 1.3rem + 1vw, 2rem)',
  /** A card's title. */
  card: '1.25rem',
  /** A testimonial's words, in `displayWeight.quote`: a strike of their own whatever their size, so they keep a fluid one. */
  quote: 'clamp(1.1875rem, 1rem + 0.9vw, 1.5rem)',
} as const;

/** Display text is set in one weight, quotes in the regular one. */
export const displayWeight = { heading: 500, quote: 400 } as const;

export const textSize = {
  /** Running text; on a desktop, an introduction is a step larger (`lead`). */
  body: '1.0625rem',
  /** A desktop introduction beside a headline. */
  lead: '1.1875rem',
  /** Buttons, links set as actions, form labels, tabs, names: always in `textWeight.action`. */
  action: '1rem',
  /** Secondary text: roles, notes, the footer's fine print, figures' labels. */
  small: '0.9375rem',
  /** The small capitals above a heading: always in `textWeight.action`. */
  eyebrow: '0.8125rem',
} as const;

export const textWeight = { regular: 400, action: 600 } as const;
