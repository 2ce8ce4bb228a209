/**
 * Bundles the Cloud Functions into one CommonJS file, functions/lib/index.js,
 * with the app's embedded planner (src/features/assistant/planner) and the
 * places data (src/data, JSON) inlined, so the deployed function holds them.
 * firebase-admin, firebase-functions, openai, stripe, zod and @resvg/resvg-js (native) stay external: they are
 * the functions package's dependencies, installed at deploy.
 * Type-checking is separate: `tsc --noEmit -p functions/tsconfig.json`.
 */
import { builtinModules } from 'node:module';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const here = import.meta.dirname;
const external = ['@resvg/resvg-js', 'firebase-admin', 'firebase-functions', 'openai', 'stripe', 'zod'];

export default defineConfig({
  root: here,
  logLevel: 'warn',
  resolve: { alias: { '@': resolve(here, '..', 'src') } },
  ssr: { noExternal: true, external },
  build: {
    ssr: resolve(here, 'src', 'index.ts'),
    outDir: resolve(here, 'lib'),
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rolldownOptions: {
      external: (id: string) =>
        id.startsWith('node:') ||
        builtinModules.includes(id) ||
        external.some((name) => id === name || id.startsWith(`${name}/`)),
      output: { format: 'cjs', entryFileNames: 'index.js' },
    },
  },
});
