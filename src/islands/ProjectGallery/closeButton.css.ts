import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';
import { actionText } from '../../theme/textStyles';

/** The shape the gallery's and the lightbox's close buttons share; each sets its own colours. */
export const closeButtonShape = style({
  ...actionText,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '2.75rem',
  padding: `0 ${vars.space['4']}`,
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
});
