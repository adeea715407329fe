// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { palette } from '../../src/theme/palette';
import { contrastRatio } from './support/wcagContrast';

type Color = keyof typeof palette;
interface Pair {
  what: string;
  fg: Color;
  bg: Color;
  /** CSS opacity the design puts on the foreground (softened text). */
  opacity?: number;
}

// The lowest opacity any text is given (eyebrows, footer headings, the copyright line).
const SOFT = 0.8;

/** Text pairs the design uses: WCAG 1.4.3 asks 4.5:1 for body-size text. */
const TEXT: Pair[] = [
  { what: 'body text on the page', fg: 'ink', bg: 'paper' },
  { what: 'body text on sand sections', fg: 'ink', bg: 'sand' },
  { what: 'text in cards, the form and the menu', fg: 'ink', bg: 'white' },
  { what: 'secondary text on the page', fg: 'inkSoft', bg: 'paper' },
  { what: 'secondary text on sand', fg: 'inkSoft', bg: 'sand' },
  { what: 'secondary text in cards', fg: 'inkSoft', bg: 'white' },
  { what: 'placeholder text in form fields', fg: 'inkSoft', bg: 'paper' },
  { what: 'eyebrows and intros on the page', fg: 'ink', bg: 'paper', opacity: SOFT },
  { what: 'eyebrows and intros on sand', fg: 'ink', bg: 'sand', opacity: SOFT },
  { what: 'quote button label (navy on brass)', fg: 'onBrass', bg: 'brass' },
  { what: 'quote button label, hovered', fg: 'onBrass', bg: 'sandDeep' },
  { what: 'text on navy sections, skip link, dark button', fg: 'paper', bg: 'ink' },
  { what: 'dark button label, hovered', fg: 'paper', bg: 'inkSoft' },
  { what: 'softened text on navy sections', fg: 'paper', bg: 'ink', opacity: SOFT },
  { what: 'footer text', fg: 'paper', bg: 'inkDeep' },
  { what: 'softened footer text (headings, copyright)', fg: 'paper', bg: 'inkDeep', opacity: SOFT },
  { what: 'hero and page-intro text on navy before the photo loads', fg: 'white', bg: 'ink' },
  { what: 'sub-titles and eyebrows in brass on cards', fg: 'brassDeep', bg: 'white' },
  { what: 'sub-titles in brass on the page', fg: 'brassDeep', bg: 'paper' },
  { what: 'sub-titles in brass on sand', fg: 'brassDeep', bg: 'sand' },
];

/** Marks a visitor needs to see (focus ring, control edges, meaningful icons): WCAG 1.4.11 asks 3:1. */
const NON_TEXT: Pair[] = [
  { what: 'focus ring on the page', fg: 'focus', bg: 'paper' },
  { what: 'focus ring on sand', fg: 'focus', bg: 'sand' },
  { what: 'focus ring in cards and the form', fg: 'focus', bg: 'white' },
  { what: 'focus ring on navy sections', fg: 'focus', bg: 'ink' },
  { what: 'focus ring in the footer', fg: 'focus', bg: 'inkDeep' },
  { what: 'form field edge on the white card', fg: 'fieldEdge', bg: 'white' },
  { what: 'form field edge on its paper fill', fg: 'fieldEdge', bg: 'paper' },
  { what: 'rating stars in the testimonial cards', fg: 'brass', bg: 'white' },
  { what: 'brass icons on navy sections', fg: 'brass', bg: 'ink' },
  { what: 'brass icons on sand circles', fg: 'brassDeep', bg: 'sand' },
  { what: 'footer chat button ring (white at 70 %)', fg: 'white', bg: 'inkDeep', opacity: 0.7 },
];

const describePair = ({ what, fg, bg, opacity }: Pair) => `${what}: ${fg}${opacity ? ` at ${opacity}` : ''} on ${bg}`;

describe('contrast arithmetic', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
    // #767676 is the lightest grey that passes 4.5:1 on white; #777777 is the first that fails.
    expect(contrastRatio('#767676', '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeLessThan(4.5);
    // Half-transparent black on white is the grey it blends to.
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#FFFFFF')).toBeCloseTo(contrastRatio('#808080', '#FFFFFF'), 1);
  });
});

describe('the palette meets WCAG AA', () => {
  it.each(TEXT.map((pair) => [describePair(pair), pair] as const))('text: %s reaches 4.5:1', (_, { fg, bg, opacity }) => {
    expect(contrastRatio(palette[fg], palette[bg], opacity)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(NON_TEXT.map((pair) => [describePair(pair), pair] as const))('non-text: %s reaches 3:1', (_, { fg, bg, opacity }) => {
    expect(contrastRatio(palette[fg], palette[bg], opacity)).toBeGreaterThanOrEqual(3);
  });
});
