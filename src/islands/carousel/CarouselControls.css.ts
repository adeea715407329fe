import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';
import { hoverStyles } from '../../theme/breakpoints';

export const arrow = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.white,
  color: vars.color.ink,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast}`,
  ...hoverStyles({ '&:hover': { background: vars.color.sand } }),
});

export const dots = style({ display: 'flex', alignItems: 'center' });

/** A 24 px target (WCAG 2.5.8) around a small dot; the current one is a longer brass bar. */
export const dot = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.5rem',
  height: '1.5rem',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  '::before': {
    content: '""',
    width: '0.5rem',
    height: '0.5rem',
    borderRadius: vars.radius.pill,
    background: vars.color.inkSoft,
    opacity: 0.45,
    transition: `width ${vars.motion.fast}, opacity ${vars.motion.fast}`,
  },
  selectors: { '&[aria-current="true"]::before': { width: '1.25rem', opacity: 1, background: vars.color.brassDeep } },
  ...hoverStyles({ '&:not([aria-current="true"]):hover::before': { opacity: 0.8 } }),
});

export const ellipsis = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1rem',
  color: vars.color.inkSoft,
  letterSpacing: 0,
  userSelect: 'none',
});
