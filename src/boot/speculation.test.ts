import { afterEach, describe, expect, it } from 'vitest';
import { SPECULATION_RULES, speculateOnIntent } from './speculation';

const rules = () => [...document.querySelectorAll('script[type="speculationrules"]')].map((script) => script.textContent);

/** The page's code adding its rules on a connection that reports `connection` (none: the browser reports nothing). */
function speculateOn(connection?: { saveData?: boolean; effectiveType?: string }) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  speculateOnIntent();
  return rules();
}

afterEach(() => {
  document.head.innerHTML = '';
  Reflect.deleteProperty(navigator, 'connection');
});

describe('prefetch on intent', () => {
  it('adds the speculation rules once, with the text the Content-Security-Policy allows by hash', () => {
    expect(speculateOn()).toEqual([SPECULATION_RULES]);
    document.head.innerHTML = '';
    expect(speculateOn({ saveData: false, effectiveType: '4g' })).toEqual([SPECULATION_RULES]);
    document.head.innerHTML = '';
    expect(speculateOn({ effectiveType: '3g' })).toEqual([SPECULATION_RULES]);
  });

  it('prefetches same-site pages with moderate eagerness, and nothing else', () => {
    expect(JSON.parse(SPECULATION_RULES)).toEqual({ prefetch: [{ where: { href_matches: ['/', '/*/'] }, eagerness: 'moderate' }] });
  });

  it('speculates nothing under Save-Data or on a 2G connection', () => {
    expect(speculateOn({ saveData: true, effectiveType: '4g' })).toEqual([]);
    expect(speculateOn({ effectiveType: '2g' })).toEqual([]);
    expect(speculateOn({ effectiveType: 'slow-2g' })).toEqual([]);
  });
});
