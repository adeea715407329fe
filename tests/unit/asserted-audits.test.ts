// @vitest-environment node
import { describe, expect, it } from 'vitest';
import rc from '../../lighthouserc.json';
import { assertedAudits, type LighthouseRc } from '../../perf/gate/assertedAudits';

describe('what the budget runs gather', () => {
  it('is every category and audit lighthouserc.json asserts, each once, and not the performance category', () => {
    const config = rc as LighthouseRc;
    const { onlyCategories, onlyAudits } = assertedAudits(config);
    const names = config.ci.assert!.assertMatrix!.flatMap((entry) => Object.keys(entry.assertions));
    for (const name of names) {
      const [first, second] = name.split(':');
      if (first === 'categories') expect(onlyCategories).toContain(second);
      else expect(onlyAudits).toContain(first);
    }
    expect(new Set(onlyAudits).size).toBe(onlyAudits.length);
    expect(onlyCategories).not.toContain('performance');
  });

  it('reads assertions outside a matrix too, and a resource-summary budget as its audit', () => {
    const config: LighthouseRc = {
      ci: { collect: {}, assert: { assertions: { 'categories:seo': 'error', 'resource-summary:font:count': ['error', { maxNumericValue: 0 }], 'uses-http2': 'warn' } } },
    };
    expect(assertedAudits(config)).toEqual({ onlyCategories: ['seo'], onlyAudits: ['resource-summary', 'uses-http2'] });
  });
});
