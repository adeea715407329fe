import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';
import { actionText } from '../../theme/textStyles';
import { hoverStyles } from '../../theme/breakpoints';

export { visuallyHidden } from '../../system/visuallyHidden.css';

export const base = style({
  ...actionText,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minHeight: '3rem',
  padding: `${vars.space['2']} ${vars.space['5']}`,
  textAlign: 'center',
  borderRadius: vars.radius.pill,
  letterSpacing: '0.01em',
  textDecoration: 'none',
  transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
});

export const variant = styleVariants({
  primary: {
    background: vars.color.brass,
    color: vars.color.onBrass,
    border: `1px solid ${vars.color.brass}`,
    ...hoverStyles({ '&:hover': { background: vars.color.sandDeep, borderColor: vars.color.sandDeep } }),
  },
  dark: {
    background: vars.color.ink,
    color: vars.color.paper,
    border: `1px solid ${vars.color.ink}`,
    ...hoverStyles({ '&:hover': { background: vars.color.inkSoft } }),
  },
  outlineLight: {
    background: 'transparent',
    color: vars.color.white,
    border: '1px solid rgba(255, 255, 255, 0.7)',
    ...hoverStyles({ '&:hover': { background: 'rgba(255, 255, 255, 0.12)' } }),
  },
  outlineDark: {
    background: 'transparent',
    color: vars.color.ink,
    border: `1px solid ${vars.color.ink}`,
    ...hoverStyles({ '&:hover': { background: vars.color.sand } }),
  },
});
