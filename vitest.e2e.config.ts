import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The tests use the app's own modules (questions, colours) as the app imports them.
  resolve: { alias: { '@': resolve(import.meta.dirname, 'src') } },
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    // Files run side by side, as many as --maxWorkers says (scripts/lib/e2e-run.mjs: three; those that
    // must be alone run in a second pass). Tests marked concurrent (the routes' screens) run three at a
    // time inside their file; the rest of a file's tests one after another.
    maxConcurrency: 3,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
