import { style, styleVariants } from '@vanilla-extract/css';
import { responsiveStyle } from '../theme/breakpoints';
import { vars } from '../theme/tokens.css';

export const heading = style({
  display: 'grid',
  gap: vars.space['3'],
  maxWidth: vars.size.text,
  marginBottom: vars.space['7'],
});

export const align = styleVariants({
  start: {},
  center: { marginInline: 'auto', textAlign: 'center' },
});

export const eyebrow = style({
  fontSize: '0.8125rem',
  fontWeight: 600,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  color: 'inherit',
  opacity: 0.8,
});

export const title = style({
  fontSize: 'clamp(1.875rem, 1.4rem + 2vw, 2.75rem)',
});

export const intro = style({
  fontSize: '1.0625rem',
  opacity: 0.86,
  ...responsiveStyle({ desktop: { fontSize: '1.125rem' } }),
});
