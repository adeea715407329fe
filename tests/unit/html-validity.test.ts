// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOnce, type BuiltSite } from './support/builtSite';
import { ROOT } from './support/content';

// The project's committed configuration: .htmlvalidate.json; the README says why each rule it turns off is wrong for this markup.
const config = JSON.parse(fs.readFileSync(path.join(ROOT, '.htmlvalidate.json'), 'utf8')) as ConfigData;
const validator = new HtmlValidate(config);

async function errorsIn(html: string, file: string): Promise<string[]> {
  const report = await validator.validateString(html, file);
  return report.results.flatMap((result) =>
    result.messages.filter((m) => m.severity === 2).map((m) => `${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`),
  );
}

let site: BuiltSite;
beforeAll(async () => {
  site = await buildOnce();
});

describe('valid HTML', () => {
  it('the validator, as configured, still reports invalid markup', async () => {
    const broken = '<!doctype html><html lang="pt-BR"><head><title>x</title></head><body><ul><div>x</div></ul><p id="a"></p><p id="a"></p><img src="/x.png"></body></html>';
    const errors = await errorsIn(broken, 'broken.html');
    expect(errors.join('\n')).toMatch(/element-permitted-content/);
    expect(errors.join('\n')).toMatch(/no-dup-id/);
    expect(errors.join('\n')).toMatch(/wcag\/h37/);
  });

  it('every HTML file the build writes passes html-validate with zero errors', async () => {
    expect(site.htmlFiles.length).toBeGreaterThanOrEqual(10);
    const errors = (await Promise.all(site.htmlFiles.map((file) => errorsIn(site.read(file), file)))).flat();
    expect(errors, `\n${errors.join('\n')}\n`).toEqual([]);
  });
});
