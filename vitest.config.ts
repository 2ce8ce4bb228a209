import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';

/** Tests of code that never touches the DOM: they run in plain Node, without a jsdom per file. */
const NODE_TESTS = [
  'src/domain/**/__tests__/**/*.test.ts',
  'src/lib/places/__tests__/**/*.test.ts',
  'src/services/firebase/collections/itineraries/__tests__/**/*.test.ts',
  'scripts/**/__tests__/**/*.test.{ts,mjs}',
  'functions/src/**/__tests__/**/*.test.ts',
];

/**
 * Code run in Chromium (playwright-core), from Node: in child processes of their own, not worker threads.
 * From a worker thread, a browser launched beside the DOM files was closed at once ("Target page, context
 * or browser has been closed") in every run of `vitest run` alone; a child process is where Playwright runs.
 */
const CHROMIUM_TESTS = ['src/**/__tests__/**/*.chromium.test.ts'];

/**
 * DOM tests share one jsdom per worker (`isolate: false`), which saves creating
 * a jsdom and a worker per file, the largest cost of the step (docs/testing.md).
 * Those that do not replace modules also share one module graph; those that do
 * (`vi.mock`, `vi.doMock`) start each file from a fresh module graph, their
 * mocks included (src/testing/fresh-modules-per-file.ts). Which is which is read
 * from the files themselves, so a new test lands in the right group by itself.
 */
const MOCKING = /\bvi\.(mock|doMock|unmock|doUnmock)\(/;
const NODE_DIRS = ['src/domain/', 'src/lib/places/', 'src/services/firebase/collections/itineraries/'];
const mockingDomTests = readdirSync(resolve(import.meta.dirname, 'src'), { recursive: true, encoding: 'utf8' })
  .map((path) => `src/${path.split('\\').join('/')}`)
  .filter((path) => /\/__tests__\/.+\.test\.tsx?$/.test(path) && !NODE_DIRS.some((dir) => path.startsWith(dir)))
  .filter((path) => MOCKING.test(readFileSync(resolve(import.meta.dirname, path), 'utf8')));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': resolve(import.meta.dirname, 'src') } },
  define: { __BUILD_ID__: JSON.stringify('test-build') },
  test: {
    // Components read the testing stage's configuration (.env.testing), as under `npm start`.
    env: loadEnv('testing', import.meta.dirname, 'VITE_'),
    globals: true,
    restoreMocks: true,
    // Both cores: the default leaves one for the runner, which mostly waits.
    maxWorkers: 2,
    // Worker threads start a file faster than child processes: 218 s instead of 235 s for the whole
    // step here (docs/testing.md); every file passes the same way.
    pool: 'threads',
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...NODE_TESTS, ...CHROMIUM_TESTS, ...mockingDomTests],
          setupFiles: ['src/testing/setup-tests.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-mocks',
          environment: 'jsdom',
          include: mockingDomTests,
          setupFiles: ['src/testing/fresh-modules-per-file.ts', 'src/testing/setup-tests.ts'],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'node', environment: 'node', include: NODE_TESTS } },
      { extends: true, test: { name: 'chromium', environment: 'node', include: CHROMIUM_TESTS, pool: 'forks' } },
    ],
  },
});
