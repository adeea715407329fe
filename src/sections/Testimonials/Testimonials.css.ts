import { style } from '@vanilla-extract/css';
import { withoutIslands } from '../../system/withoutIslands';
import { vars } from '../../theme/tokens.css';
import { actionText } from '../../theme/textStyles';
import { displaySize, displayWeight, textSize } from '../../theme/typeScale';

/** Room below the cards for the dots the island adds; none without JavaScript, where there are none. */
export const carousel = style({
  position: 'relative',
  maxWidth: '48rem',
  margin: '0 auto',
  paddingBottom: `calc(2.75rem + ${vars.space['4']})`,
  selectors: { [withoutIslands]: { paddingBottom: 0 } },
});

export const slide = style({ position: 'relative', flex: '0 0 100%', scrollSnapAlign: 'start', scrollSnapStop: 'always', padding: `0 ${vars.space['1']}` });

export const figure = style({
  display: 'grid',
  gap: vars.space['5'],
  justifyItems: 'center',
  alignContent: 'center',
  height: '100%',
  margin: 0,
  padding: `${vars.space['7']} ${vars.space['5']}`,
  borderRadius: vars.radius.soft,
  background: vars.color.white,
  border: `1px solid ${vars.color.line}`,
  textAlign: 'center',
});

export const quote = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: displaySize.quote,
  fontWeight: displayWeight.quote,
  lineHeight: 1.45,
});

export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], textAlign: 'start' });
export const avatar = style({ width: 56, height: 56, borderRadius: vars.radius.pill });
export const name = style([actionText, { display: 'block' }]);
export const role = style({ display: 'block', fontSize: textSize.small, color: vars.color.inkSoft });
