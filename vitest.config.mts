import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  test: {
    // Two files at a time, one a core: the browser files alone took 227 s one at a time and 179 s two
    // at a time (2026-11-27, the machine busy throughout), three at a time 191 s.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Files share each worker's module cache and window (isolate: false): loading the build
          // pipeline, React and jsdom once per file was a third of this project's time. So nothing a
          // test changes outlives it: the setup file unmounts what it rendered and puts real timers
          // back, spies and stubbed globals are undone, and no file mocks a module.
          // `npm run test:unit -- --sequence.shuffle.files` shows whether a file depends on another.
          isolate: false,
          pool: 'threads',
          restoreMocks: true,
          unstubGlobals: true,
          setupFiles: ['tests/unit/support/setup.ts'],
          globalSetup: ['tests/unit/support/globalSetup.ts'],
          testTimeout: 60_000,
          // Some files read the whole build in beforeAll: on a busy 2-core machine that outlasts 10 s.
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/support/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // The key behaviours in other engines than the browser project's Chromium: the support
          // floor's Chromium, Firefox ESR and WebKitGTK (see the README's "Browsers").
          name: 'engines',
          include: ['tests/engines/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/support/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'deploy',
          include: ['tests/deploy/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
