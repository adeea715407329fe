import { createGlobalTheme } from '@vanilla-extract/css';

/** Design tokens: palette from DESIGN.md, every text pair checked for WCAG AA (see tests/contrast.test.ts). */
export const vars = createGlobalTheme(':root', {
  color: {
    ink: '#0E2A3B',
    inkSoft: '#3D5463',
    paper: '#FAF7F2',
    sand: '#EFE6D8',
    sandDeep: '#E3D5BF',
    brass: '#B0895A',
    brassDeep: '#7A5A32',
    onBrass: '#0E2A3B',
    white: '#FFFFFF',
    line: 'rgba(14, 42, 59, 0.12)',
    scrim: 'rgba(8, 26, 37, 0.72)',
    chatGreen: '#25D366',
    focus: '#B0895A',
  },
  font: {
    display: '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, "Noto Serif", serif',
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
