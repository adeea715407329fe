import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';
import { eyebrowText, leadText } from '../theme/textStyles';
import { displaySize } from '../theme/typeScale';

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

export const eyebrow = style([eyebrowText, { color: 'inherit', opacity: 0.8 }]);

export const title = style({
  fontSize: displaySize.section,
});

export const intro = style([leadText, { opacity: 0.86 }]);
