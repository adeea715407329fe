import { globalStyle, style } from '@vanilla-extract/css';
import { clearZone } from '../../components/FloatingChat/FloatingChat.css';
import { canHover, responsiveStyle } from '../../theme/breakpoints';
import { renderedWhenNear } from '../../system/renderedWhenNear';
import { vars } from '../../theme/tokens.css';
import { eyebrowText } from '../../theme/textStyles';
import { textSize } from '../../theme/typeScale';

// The floating chat button never covers the footer and its contact details.
export const footer = style([
  clearZone,
  {
    // Below the fold on nearly every page, like the bands.
    ...renderedWhenNear('940px'),
    background: vars.color.inkDeep,
    color: vars.color.paper,
    padding: `${vars.space['8']} ${vars.space['4']} calc(${vars.space['6']} + env(safe-area-inset-bottom))`,
    ...responsiveStyle({ tablet: { padding: `${vars.space['8']} ${vars.space['6']} ${vars.space['6']}` } }),
  },
]);

export const grid = style({
  display: 'grid',
  gap: vars.space['7'],
  maxWidth: vars.size.content,
  margin: '0 auto',
  ...responsiveStyle({
    tablet: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    desktop: { gridTemplateColumns: '1.5fr 0.8fr 1.5fr 1fr' },
  }),
});

export const brandBlock = style({ display: 'grid', gap: vars.space['4'], alignContent: 'start' });
export const wordmark = style({ height: '2rem' });
export const blurb = style({ opacity: 0.85, maxWidth: '28rem', fontSize: textSize.small });

export const heading = style([eyebrowText, { fontFamily: vars.font.body, marginBottom: vars.space['4'], opacity: 0.8 }]);

export const list = style({ display: 'grid', gap: vars.space['2'], listStyle: 'none', margin: 0, padding: 0 });
globalStyle(`${list} a`, { textDecoration: 'none', display: 'inline-block', padding: `${vars.space['1']} 0` });
globalStyle(`${list} a:hover`, { '@media': { [canHover]: { textDecoration: 'underline' } } });

export const contactLine = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], overflowWrap: 'break-word', minWidth: 0 });

export const chatButtons = style({ display: 'flex', gap: vars.space['3'], listStyle: 'none', margin: 0, padding: 0 });
export const chatButton = style({ width: '3rem', height: '3rem', padding: 0, borderRadius: vars.radius.pill });
export const chatIcon = style({ color: vars.color.chatGreen });

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  maxWidth: vars.size.content,
  margin: `${vars.space['7']} auto 0`,
  paddingTop: vars.space['5'],
  borderTop: '1px solid rgba(250, 247, 242, 0.16)',
  fontSize: textSize.small,
  opacity: 0.8,
});

// Plain characters a dialer accepts when copied; the line break is the stylesheet's to prevent.
export const phone = style({ whiteSpace: 'nowrap' });
