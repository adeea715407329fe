import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';
import { eyebrowText } from '../../theme/textStyles';
import { displaySize } from '../../theme/typeScale';

export const info = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['5'],
  padding: `${vars.space['6']} ${vars.space['4']}`,
  borderRadius: vars.radius.soft,
  background: vars.color.ink,
  color: vars.color.paper,
});

export const title = style({ fontSize: displaySize.block });
export const list = style({ display: 'grid', gap: vars.space['5'], margin: 0 });

export const item = style({
  display: 'grid',
  gap: vars.space['1'],
});
globalStyle(`${item} dt`, { display: 'flex', alignItems: 'center', gap: vars.space['3'], ...eyebrowText, opacity: 0.8 });
globalStyle(`${item} dd`, { margin: 0, paddingLeft: `calc(22px + ${vars.space['3']})`, overflowWrap: 'anywhere' });

export const icon = style({ flex: 'none', color: vars.color.brass });

export const hours = style({ display: 'grid', gap: vars.space['1'], listStyle: 'none', margin: 0, padding: 0 });
globalStyle(`${hours} li`, { display: 'flex', justifyContent: 'space-between', gap: vars.space['4'], maxWidth: '20rem' });

// Plain characters a dialer accepts when copied; the line break is the stylesheet's to prevent.
export const phone = style({ whiteSpace: 'nowrap' });
