/**
 * The palette as plain values, so tests/unit/contrast.test.ts can check every pair the design
 * uses against WCAG AA; tokens.css.ts turns it into CSS variables.
 */
export const palette = {
  ink: '#0E2A3B',
  inkDeep: '#0A2130',
  inkSoft: '#3D5463',
  paper: '#FAF7F2',
  sand: '#EFE6D8',
  sandDeep: '#E3D5BF',
  brass: '#B0895A',
  brassDeep: '#7A5A32',
  onBrass: '#0E2A3B',
  white: '#FFFFFF',
  line: 'rgba(14, 42, 59, 0.12)',
  // A form field's edge must reach 3:1 on the card and on its own paper fill (WCAG 1.4.11); `line` is for decoration only.
  fieldEdge: '#7A8A95',
  scrim: 'rgba(8, 26, 37, 0.72)',
  chatGreen: '#25D366',
  // Brass a step deeper: 3:1 against both the light surfaces and the navy ones, which #B0895A is not on paper or sand.
  focus: '#A07B4D',
};
