import { style } from '@vanilla-extract/css';
import { responsiveStyle } from '../../theme/breakpoints';
import { vars } from '../../theme/tokens.css';
import { base as buttonBase, variant } from '../../components/QuoteLink/QuoteLink.css';
import { eyebrowText, figureText, leadText } from '../../theme/textStyles';
import { displaySize, textSize } from '../../theme/typeScale';

export const hero = style({
  position: 'relative',
  display: 'grid',
  alignItems: 'end',
  minHeight: ['min(100vh, 56rem)', 'min(100svh, 56rem)'],
  color: vars.color.white,
  background: vars.color.ink,
  overflow: 'hidden',
});

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  objectPosition: '65% 50%',
});

export const scrim = style({
  position: 'absolute',
  inset: 0,
  background:
    'linear-gradient(180deg, rgba(8, 26, 37, 0.55) 0%, rgba(8, 26, 37, 0.15) 30%, rgba(8, 26, 37, 0.55) 60%, rgba(8, 26, 37, 0.9) 100%)',
  ...responsiveStyle({
    desktop: {
      background:
        'linear-gradient(90deg, rgba(8, 26, 37, 0.88) 0%, rgba(8, 26, 37, 0.6) 45%, rgba(8, 26, 37, 0.1) 80%), linear-gradient(180deg, rgba(8, 26, 37, 0.5) 0%, rgba(8, 26, 37, 0) 25%)',
    },
  }),
});

export const inner = style({
  position: 'relative',
  width: '100%',
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `calc(${vars.size.header} + ${vars.space['8']}) ${vars.space['4']} ${vars.space['7']}`,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['5'],
  ...responsiveStyle({ tablet: { padding: `calc(${vars.size.header} + ${vars.space['9']}) ${vars.space['6']} ${vars.space['8']}` } }),
});

export const eyebrow = style(eyebrowText);

export const title = style({
  maxWidth: '15ch',
  fontSize: displaySize.hero,
  lineHeight: 1.08,
});

export const intro = style([leadText, { maxWidth: '36rem' }]);

export const actions = style({
  display: 'grid',
  gap: vars.space['3'],
  ...responsiveStyle({ tablet: { display: 'flex', flexWrap: 'wrap' } }),
});

export const secondary = style([buttonBase, variant.outlineLight]);

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space['4'],
  maxWidth: '32rem',
  margin: `${vars.space['4']} 0 0`,
  paddingTop: vars.space['5'],
  borderTop: '1px solid rgba(255, 255, 255, 0.28)',
});

export const stat = style({ display: 'flex', flexDirection: 'column-reverse', gap: vars.space['1'] });
export const statValue = style([figureText, { margin: 0 }]);
export const statLabel = style({ fontSize: textSize.small, opacity: 0.9 });
