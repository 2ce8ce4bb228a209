import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// Security-rules tests against the emulators:
//   node scripts/with-emulators.mjs --only firestore -- npx vitest run --config vitest.rules.config.ts
// The files share one emulator and clear it between tests, so they never run in parallel.

// tests/rules/storage.rules.test.ts registers its tests only when the Storage
// emulator runs (STORAGE_EMULATOR_HOST); otherwise it is an empty file, which
// `passWithNoTests` lets through. Guard the other side: no test files at all
// is an error, not a pass.
if (!readdirSync('tests/rules').some((name) => name.endsWith('.rules.test.ts') && !name.startsWith('storage'))) {
  throw new Error('vitest.rules.config.ts: no Firestore rules tests found in tests/rules');
}

export default defineConfig({
  resolve: { alias: { '@': resolve(import.meta.dirname, 'src') } },
  test: {
    environment: 'node',
    include: ['tests/rules/**/*.test.ts'],
    fileParallelism: false,
    passWithNoTests: true,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
