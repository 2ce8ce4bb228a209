import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The tests use the app's own modules (questions, colours) as the app imports them.
  resolve: { alias: { '@': resolve(import.meta.dirname, 'src') } },
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    fileParallelism: false,
    // Tests marked concurrent (the routes' screens) run three at a time; the rest one after another.
    maxConcurrency: 3,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
