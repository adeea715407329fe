import type { StyleRule } from '@vanilla-extract/css';
import { responsiveStyle } from './breakpoints';
import { vars } from './tokens.css';
import { displaySize, displayWeight, textSize, textWeight } from './typeScale';

/**
 * Every type style more than one component sets, each written once: a style file spreads or
 * composes one of these instead of writing its size, weight and spacing out again.
 */

/** Headings (src/theme/global.css.ts), and a heading's words set where they are not one (a product page's slides). */
export const headingText = {
  fontFamily: vars.font.display,
  fontWeight: displayWeight.heading,
  lineHeight: 1.15,
  letterSpacing: '-0.01em',
  textWrap: 'balance',
} as const;

/** An introduction: running text on a phone, a step larger on a desktop. */
export const leadText: StyleRule = { fontSize: textSize.body, ...responsiveStyle({ desktop: { fontSize: textSize.lead } }) };

/** The small capitals above a heading, and labels set like them (a product's subtitle, a contact detail's name). */
export const eyebrowText = {
  fontSize: textSize.eyebrow,
  fontWeight: textWeight.action,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
} as const satisfies StyleRule;

/** Buttons, links set as actions, form labels, tabs, names. */
export const actionText = { fontSize: textSize.action, fontWeight: textWeight.action } as const satisfies StyleRule;

/** A figure set large beside its label (the hero's numbers, the differentials'). */
export const figureText = {
  fontFamily: vars.font.display,
  fontWeight: displayWeight.heading,
  fontSize: displaySize.section,
  lineHeight: 1,
} as const satisfies StyleRule;
