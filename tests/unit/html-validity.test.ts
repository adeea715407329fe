// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOnce, type BuiltSite } from './support/builtSite';
import { contentPages, ROOT, tempDir } from './support/content';
import { nuErrors, type NuMessage } from './support/nuChecker';

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
/** The files checked hold every page of content/ and the error page. */
async function expectEveryPageIn(files: string[]): Promise<void> {
  const pages = (await contentPages()).map(([, file]) => file);
  expect(files).toEqual(expect.arrayContaining([...pages, '404.html']));
}

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
    await expectEveryPageIn(site.htmlFiles);
    const errors = (await Promise.all(site.htmlFiles.map((file) => errorsIn(site.read(file), file)))).flat();
    expect(errors, `\n${errors.join('\n')}\n`).toEqual([]);
  });
});

// The Nu checker's CSS grammar predates scroll-driven animations; only these properties' "doesn't exist" is forgiven.
const SCROLL_DRIVEN_PROPERTIES = new Set([
  'animation-timeline',
  'animation-range',
  'animation-range-start',
  'animation-range-end',
  'scroll-timeline',
  'scroll-timeline-name',
  'scroll-timeline-axis',
  'view-timeline',
  'view-timeline-name',
  'view-timeline-axis',
  'view-timeline-inset',
  'timeline-scope',
]);
// Its rules also predate `<link rel="expect" blocking="render">` (HTML Standard, 2023), which every
// page has on a line of its own: forgiven there only.
const BLOCKING_LINK = 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.';
const lineOf = (message: NuMessage) => fs.readFileSync(message.file, 'utf8').split('\n')[message.line - 1] ?? '';
const forgiven = (message: NuMessage) => {
  if (message.message === BLOCKING_LINK) return lineOf(message).startsWith('<link rel="expect" ');
  const property = /^CSS: “([a-z-]+)”: Property “\1” doesn't exist\.$/.exec(message.message)?.[1];
  return property !== undefined && SCROLL_DRIVEN_PROPERTIES.has(property);
};
const BROKEN_PAGE =
  '<!doctype html><html lang="pt-BR"><head><title>x</title><link rel="icon" href="data:image/svg+xml,%3Csvg a b%3E">' +
  '<link rel="preload" href="/a.css" as="style" blocking="render">' +
  '<style>.a { animation-timeline: view(); animation-range: entry; colr: red }</style></head>' +
  '<body><ul><div>x</div></ul></body></html>';

describe('valid HTML by the W3C Nu checker', () => {
  let found: Map<string, string[]>;
  let brokenFile: string;
  beforeAll(async () => {
    brokenFile = path.join(tempDir('nu'), 'broken.html');
    fs.writeFileSync(brokenFile, BROKEN_PAGE);
    const pages = site.htmlFiles.map((file) => path.join(site.dist, file));
    found = new Map();
    for (const message of (await nuErrors([...pages, brokenFile])).filter((m) => !forgiven(m))) {
      const file = message.file === brokenFile ? 'broken.html' : path.relative(site.dist, message.file);
      found.set(file, [...(found.get(file) ?? []), `${file}:${message.line}:${message.column} ${message.message}`]);
    }
    // One JVM over every page: seconds alone, longer on a busy 2-core machine.
  }, 120_000);

  it('still reports invalid markup, a space in a data: URL, `blocking` on a link other than the expect link and an unknown CSS property, forgiving only scroll-driven animation properties', () => {
    const errors = (found.get('broken.html') ?? []).join('\n');
    expect(errors).toMatch(/“link” element with a “blocking” attribute/);
    expect(errors).toMatch(/Element “div” not allowed as child of element “ul”/);
    expect(errors).toMatch(/Space is not allowed/);
    expect(errors).toMatch(/Property “colr” doesn't exist/);
    expect(errors).not.toMatch(/animation-timeline|animation-range/);
  });

  it('every HTML file the build writes has zero errors', async () => {
    await expectEveryPageIn(site.htmlFiles);
    const errors = [...found].filter(([file]) => file !== 'broken.html').flatMap(([, lines]) => lines);
    expect(errors, `\n${errors.join('\n')}\n`).toEqual([]);
  });
});
