import { style } from '@vanilla-extract/css';
import { responsiveStyle } from '../../theme/breakpoints';
import { vars } from '../../theme/tokens.css';
import { eyebrowText } from '../../theme/textStyles';
import { displaySize } from '../../theme/typeScale';

export const panel = style({
  display: 'grid',
  minHeight: 500,
  background: vars.color.sand,
  ...responsiveStyle({ desktop: { gridTemplateColumns: '3fr 2fr' } }),
});
export const media = style({ position: 'relative', aspectRatio: '16 / 10', overflow: 'hidden', ...responsiveStyle({ desktop: { aspectRatio: 'auto' } }) });
export const image = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', filter: 'saturate(0.85)' });
export const copy = style({
  display: 'grid',
  alignContent: 'center',
  justifyItems: 'start',
  gap: vars.space['4'],
  padding: `${vars.space['7']} ${vars.space['4']}`,
  ...responsiveStyle({ tablet: { padding: vars.space['8'] } }),
});
export const eyebrow = style([eyebrowText, { color: vars.color.brassDeep }]);
export const title = style({ fontSize: displaySize.section });
export const text = style({ color: vars.color.inkSoft, maxWidth: '34rem' });
export const list = style({ margin: 0, paddingLeft: '1.25rem', color: vars.color.inkSoft, maxWidth: '34rem' });
