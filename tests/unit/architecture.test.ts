// @vitest-environment node
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, tempDir } from './support/content';

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

/** dependency-cruiser over `paths` in `cwd`, with the repository's rules: the violations it finds. */
function violations(cwd: string, paths: string[]): Violation[] {
  const args = [...paths, '--config', path.join(ROOT, '.dependency-cruiser.cjs'), '--output-type', 'json'];
  let out: string;
  try {
    out = execFileSync(path.join(ROOT, 'node_modules/.bin/depcruise'), args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    // It exits non-zero when it finds violations; the report is on stdout all the same.
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    // No report at all: it could not run (a path that does not exist, say), and says why on stderr.
    if (!stdout.trim()) throw new Error(`depcruise ${paths.join(' ')} failed: ${stderr.trim()}`);
    out = stdout;
  }
  return (JSON.parse(out) as { summary: { violations: Violation[] } }).summary.violations;
}

const describeViolation = ({ from, to, rule }: Violation) => `${from} → ${to} (${rule.name})`;

describe('the direction of imports (.dependency-cruiser.cjs)', () => {
  it('holds across the site, its tools and its tests', () => {
    // sample-media/ goes once real photos are in (README): the rules hold with or without it.
    const paths = ['src', 'perf', 'scripts', 'sample-media', 'tests', 'build.ts'].filter((name) => fs.existsSync(path.join(ROOT, name)));
    expect(violations(ROOT, paths).map(describeViolation)).toEqual([]);
  });

  it('forbids what it says it forbids', () => {
    // A small tree that breaks each rule once, in a folder of its own.
    const dir = tempDir('architecture');
    const files: Record<string, string> = {
      'src/content/types.ts': 'export type T = 1;\n',
      'src/sections/Hero.ts': "export const hero = 1;\n",
      'src/islands/Menu.ts': "import { hero } from '../sections/Hero';\nimport fs from 'node:fs';\nexport const menu = [hero, fs];\n",
      'src/shared/a.ts': "import { b } from './b';\nexport const a = b;\n",
      'src/shared/b.ts': "import { a } from './a';\nexport const b = a;\n",
      'src/theme/tokens.ts': "import { menu } from '../islands/Menu';\nexport const tokens = menu;\n",
      'src/prerender/run.ts': "import { bench } from '../../perf/bench/main';\nexport const run = bench;\n",
      'src/media/poster.ts': "import { hero } from '../sections/Hero';\nexport const poster = hero;\n",
      'perf/bench/main.ts': "import { gate } from '../gate/ci';\nexport const bench = gate;\n",
      'perf/gate/ci.ts': 'export const gate = 1;\n',
      'perf/lab/phone.ts': "import { gate } from '../gate/ci';\nexport const phone = gate;\n",
    };
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext' } }));
    const found = violations(dir, ['src', 'perf']).map(({ from, to, rule }) => `${rule.name}: ${from} → ${to}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'islands-imports-only-below: src/islands/Menu.ts → src/sections/Hero.ts',
        'browser-code-stays-in-the-browser: src/islands/Menu.ts → fs',
        'no-circular: src/shared/a.ts → src/shared/b.ts',
        'theme-imports-only-below: src/theme/tokens.ts → src/islands/Menu.ts',
        'src-does-not-import-tools: src/prerender/run.ts → perf/bench/main.ts',
        'media-imports-only-below: src/media/poster.ts → src/sections/Hero.ts',
        'bench-and-gate-apart: perf/bench/main.ts → perf/gate/ci.ts',
        'perf-lab-is-shared: perf/lab/phone.ts → perf/gate/ci.ts',
      ]),
    );
  });
});
