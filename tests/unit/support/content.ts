import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadContent } from '../../../src/content/loadContent';
import type { SiteContent } from '../../../src/content/types';

export const ROOT = path.resolve(__dirname, '../../..');
export const CONTENT_DIR = path.join(ROOT, 'content');

let cached: Promise<SiteContent> | undefined;
/** The project's real content, validated once per test file. */
export const realContent = () => (cached ??= loadContent(CONTENT_DIR));

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `orla-${prefix}-`));
}

/** A copy of content/ in a temp folder, for tests that break it on purpose. */
export function copyOfContent(): string {
  const dir = tempDir('content');
  fs.cpSync(CONTENT_DIR, dir, { recursive: true });
  return dir;
}

export function editJson(dir: string, file: string, edit: (json: any) => void): void {
  const full = path.join(dir, file);
  const json = JSON.parse(fs.readFileSync(full, 'utf8'));
  edit(json);
  fs.writeFileSync(full, JSON.stringify(json, null, 2));
}
