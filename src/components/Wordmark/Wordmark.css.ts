import { globalStyle, style } from '@vanilla-extract/css';

export const wordmark = style({ display: 'inline-block', lineHeight: 0 });
globalStyle(`${wordmark} svg`, { height: '100%', width: 'auto' });

export const sprite = style({ position: 'absolute', width: 0, height: 0, overflow: 'hidden' });
