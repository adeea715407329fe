import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';
import { textSize, textWeight } from '../../theme/typeScale';

/** The shape the gallery's and the lightbox's close buttons share; each sets its own colours. */
export const closeButtonShape = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '2.75rem',
  padding: `0 ${vars.space['4']}`,
  borderRadius: vars.radius.pill,
  fontSize: textSize.action,
  fontWeight: textWeight.action,
  cursor: 'pointer',
});
