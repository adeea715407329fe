import { style } from '@vanilla-extract/css';
import { responsiveStyle } from '../../theme/breakpoints';
import { vars } from '../../theme/tokens.css';
import { base as buttonBase, variant } from '../../components/QuoteLink/QuoteLink.css';
import { eyebrowText } from '../../theme/textStyles';
import { displaySize } from '../../theme/typeScale';

export { visuallyHidden } from '../../system/visuallyHidden.css';

export const grid = style({
  display: 'grid',
  gap: vars.space['6'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  ...responsiveStyle({ desktop: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
});

export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  borderRadius: vars.radius.soft,
  overflow: 'hidden',
  background: vars.color.white,
  border: `1px solid ${vars.color.line}`,
  boxShadow: vars.shadow.soft,
});

export const media = style({ aspectRatio: '16 / 10', background: vars.color.sand });
export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
export const body = style({ display: 'grid', alignContent: 'start', gap: vars.space['3'], padding: vars.space['6'] });
export const subTitulo = style([eyebrowText, { color: vars.color.brassDeep }]);
export const title = style({ fontSize: displaySize.block });
export const text = style({ color: vars.color.inkSoft });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], marginTop: vars.space['3'] });
export const learnMore = style([buttonBase, variant.outlineDark]);
