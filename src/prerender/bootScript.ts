import path from 'node:path';
import { buildSync } from 'esbuild';
import { esbuildTargets } from './browserTargets';

let compiled: string | undefined;

/**
 * The page's inline boot script: src/boot/boot.ts and what it imports, bundled and minified into
 * one classic script that runs it with the options written on its own element. The same text on
 * every page, compiled once per process.
 */
export function bootScript(): string {
  compiled ??= compileBootScript();
  return compiled;
}

function compileBootScript(): string {
  const result = buildSync({
    stdin: {
      contents: "import { boot } from './boot'; import { readBootOptions } from '../shared/bootOptions'; boot(readBootOptions(document.currentScript));",
      resolveDir: path.join(__dirname, '../boot'),
      sourcefile: 'inline-boot.ts',
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: esbuildTargets(),
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  // Nothing in it may end the inline <script> early.
  const text = result.outputFiles[0]!.text.trim();
  if (/<\/script/i.test(text)) throw new Error('boot script: its compiled text contains "</script"');
  return text;
}
