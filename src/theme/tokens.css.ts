import { createGlobalTheme } from '@vanilla-extract/css';
import { palette } from './palette';

/** Design tokens: palette from DESIGN.md, every text pair checked for WCAG AA (see tests/unit/contrast.test.ts). */
export const vars = createGlobalTheme(':root', {
  color: palette,
  font: {
    /*
     * Iowan Old Style on iPhones and Macs, Palatino Linotype on Windows; Android's `serif` is Noto
     * Serif. Each family a device lacks is font work on the main thread before the first paint
     * (README, "Fewer fonts before the first paint"), so none that an earlier one covers.
     */
    display: '"Iowan Old Style", "Palatino Linotype", serif',
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  },
  space: {
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.5rem',
    '6': '2rem',
    '7': '3rem',
    '8': '4rem',
    '9': '6rem',
  },
  radius: { soft: '14px', pill: '999px' },
  shadow: {
    soft: '0 1px 2px rgba(14, 42, 59, 0.06), 0 8px 24px rgba(14, 42, 59, 0.06)',
    header: '0 1px 0 rgba(14, 42, 59, 0.08), 0 6px 20px rgba(14, 42, 59, 0.08)',
  },
  size: { content: '72rem', text: '40rem', header: '4.5rem' },
  motion: { slide: '500ms', fast: '200ms' },
});

/** The dark opening band of an inner page and of the 404: ink deepening toward the sea, so the transparent header reads on it. */
export const darkBandBackground = `linear-gradient(160deg, ${vars.color.ink} 0%, #17394D 100%)`;
