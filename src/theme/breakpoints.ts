import type { StyleRule } from '@vanilla-extract/css';

/** Mobile first: styles apply from this width up. */
export const breakpoints = { tablet: 720, desktop: 1080 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const mq = (bp: Breakpoint) => `screen and (min-width: ${breakpoints[bp]}px)`;

/** `responsiveStyle({ tablet: {...}, desktop: {...} })` instead of ad-hoc media queries. */
export function responsiveStyle(rules: Partial<Record<Breakpoint, StyleRule>>): StyleRule {
  const media: Record<string, StyleRule> = {};
  for (const [bp, rule] of Object.entries(rules) as Array<[Breakpoint, StyleRule]>) media[mq(bp)] = rule;
  return { '@media': media };
}

export const reducedMotion = '(prefers-reduced-motion: reduce)';

/**
 * Where hover looks apply: a pointer that hovers (a mouse). On a touch screen the tapped control
 * kept its hover look until the next tap elsewhere, and every tap restyled it (and the control it
 * left) in the frame that answers the tap.
 */
export const canHover = '(hover: hover)';

/** `hoverStyles({ '&:hover': { … } })`: the selectors, under `canHover` only. */
export function hoverStyles(selectors: NonNullable<StyleRule['selectors']>): StyleRule {
  return { '@media': { [canHover]: { selectors } } };
}
