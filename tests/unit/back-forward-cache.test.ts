// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheControlFor } from '../../src/deploy/cacheControl';
import { filesUnder } from './support/builtSite';

const SRC = path.join(__dirname, '../../src');

/** What keeps a page out of the back/forward cache (tests/browser/back-forward-cache.test.ts checks the pages themselves). */
describe('back/forward cache eligibility, as the site grows', () => {
  it('no code listens for unload or beforeunload (pagehide does that job and keeps the page cacheable)', () => {
    const offenders = filesUnder(SRC)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => /addEventListener\(\s*['"](before)?unload['"]|\bon(before)?unload\s*=/i.test(fs.readFileSync(path.join(SRC, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('no page is sent with Cache-Control: no-store', () => {
    for (const key of ['index.html', 'toldos/index.html', '404.html']) expect(cacheControlFor(key), key).not.toMatch(/no-store/);
  });
});
