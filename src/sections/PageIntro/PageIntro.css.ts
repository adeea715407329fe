import { style } from '@vanilla-extract/css';
import { responsiveStyle } from '../../theme/breakpoints';
import { darkBandBackground, vars } from '../../theme/tokens.css';
import { eyebrowText, leadText } from '../../theme/textStyles';
import { displaySize } from '../../theme/typeScale';

export const intro = style({
  position: 'relative',
  display: 'grid',
  alignItems: 'end',
  background: darkBandBackground,
  color: vars.color.white,
  overflow: 'hidden',
});

export const introWithImage = style([intro, { minHeight: ['min(78vh, 44rem)', 'min(78svh, 44rem)'] }]);

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const scrim = style({
  position: 'absolute',
  inset: 0,
  background: 'linear-gradient(180deg, rgba(8, 26, 37, 0.6) 0%, rgba(8, 26, 37, 0.25) 35%, rgba(8, 26, 37, 0.88) 100%)',
  ...responsiveStyle({
    desktop: { background: 'linear-gradient(90deg, rgba(8, 26, 37, 0.88) 0%, rgba(8, 26, 37, 0.5) 50%, rgba(8, 26, 37, 0.1) 85%)' },
  }),
});

export const inner = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space['4'],
  width: '100%',
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `calc(${vars.size.header} + ${vars.space['7']}) ${vars.space['4']} ${vars.space['7']}`,
  ...responsiveStyle({ tablet: { padding: `calc(${vars.size.header} + ${vars.space['8']}) ${vars.space['6']} ${vars.space['8']}` } }),
});

export const eyebrow = style(eyebrowText);

export const title = style({ maxWidth: '18ch', fontSize: displaySize.page, lineHeight: 1.08 });

export const text = style([leadText, { maxWidth: '38rem' }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], marginTop: vars.space['2'] });
