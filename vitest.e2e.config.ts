import { basename, resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The journey files that take longest, longest first (each beside two others, a fresh run of
 * 2026-11-29: 78 to 40 s). They start first, so the step does not end with one long file running
 * alone while the other workers idle (by file size, as vitest orders a fresh clone, `routes`
 * started last and ran its final 30 s alone). Files not named here follow, in vitest's order.
 */
const LONGEST_FIRST = [
  'return-visits',
  'consent',
  'itinerary-editor',
  'itinerary-map-export',
  'routes',
  'agents',
  'itinerary-trip',
  'accounts',
  'commerce',
  'discovery',
  'itinerary-collaboration',
  'trip-errors',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = LONGEST_FIRST.indexOf(basename(file.moduleId, '.e2e.test.ts'));
      return at === -1 ? LONGEST_FIRST.length : at;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  // The tests use the app's own modules (questions, colours) as the app imports them.
  resolve: { alias: { '@': resolve(import.meta.dirname, 'src') } },
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    // Files run side by side, as many as --maxWorkers says (scripts/lib/e2e-run.mjs: three). Tests marked
    // concurrent (the routes' screens) run three at a time inside their file; the rest of a file's tests
    // one after another.
    maxConcurrency: 3,
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
