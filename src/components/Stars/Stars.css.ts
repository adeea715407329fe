import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const stars = style({ display: 'flex', color: vars.color.brass });
export const filled = style({ fill: 'currentColor' });
export const empty = style({ fill: 'none', opacity: 0.5 });
