import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': resolve(import.meta.dirname, 'src') } },
  define: { __BUILD_ID__: JSON.stringify('test-build') },
  test: {
    // Components read the testing stage's configuration (.env.testing), as under `npm start`.
    env: loadEnv('testing', import.meta.dirname, 'VITE_'),
    environment: 'jsdom',
    globals: true,
    include: [
      'src/**/__tests__/**/*.test.{ts,tsx}',
      'scripts/**/__tests__/**/*.test.{ts,mjs}',
      'functions/src/**/__tests__/**/*.test.ts',
    ],
    setupFiles: ['src/testing/setup-tests.ts'],
    restoreMocks: true,
  },
});
