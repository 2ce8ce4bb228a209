import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// The data layer against the real emulators (Auth, Firestore with the rules,
// Functions), in Node with the Firebase JS SDK:
//   node scripts/with-emulators.mjs --only auth,firestore,functions -- npx vitest run --config vitest.integration.config.ts
// The files share the emulators, so they never run in parallel.
export default defineConfig({
  resolve: { alias: { '@': resolve(import.meta.dirname, 'src') } },
  test: {
    environment: 'node',
    include: ['tests/integration/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // firebase-admin would otherwise probe the Google Cloud metadata server.
    env: { METADATA_SERVER_DETECTION: 'none' },
  },
});
