import { style } from '@vanilla-extract/css';
import { base as buttonBase, variant } from '../../components/QuoteLink/QuoteLink.css';
import { renderedWhenNear } from '../../system/renderedWhenNear';
import { withoutIslands } from '../../system/withoutIslands';
import { vars } from '../../theme/tokens.css';

export { visuallyHidden } from '../../system/visuallyHidden.css';

export const carousel = style({ position: 'relative', background: vars.color.paper, paddingBottom: vars.space['5'] });

/** A carousel below the first screen (the home page's, after the full-screen hero), at about its height on a phone. */
export const belowTheFold = style(renderedWhenNear('780px'));

/**
 * The link to the whole gallery under a carousel that shows only a product's first slides. The
 * gallery needs JavaScript; without it the link would lead back to the carousel, so it is not shown.
 */
export const allProjects = style({
  display: 'flex',
  justifyContent: 'center',
  marginTop: vars.space['4'],
  padding: `0 ${vars.space['4']}`,
  selectors: { [withoutIslands]: { display: 'none' } },
});
export const allProjectsLink = style([buttonBase, variant.outlineDark]);
