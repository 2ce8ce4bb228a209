import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { startEntryAfterFirstPaint } from './scripts/lib/entry-after-paint.mjs';
import { resolveStage } from './src/config/stage.ts';

const stage = resolveStage(process.env.VITE_STAGE);

function gitCommit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

const builtAt = new Date();
const commit = gitCommit();
const buildId = `${builtAt.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '')}-${commit}`;

/** Writes /build/<buildId>.json and /build/latest.json next to the built app. */
function buildManifest(): Plugin {
  let outDir = 'dist';
  return {
    name: 'wayfare-build-manifest',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const meta = { buildId, commit, builtAt: builtAt.toISOString(), stage };
      mkdirSync(resolve(outDir, 'build'), { recursive: true });
      writeFileSync(resolve(outDir, 'build', `${buildId}.json`), JSON.stringify(meta, null, 2));
      writeFileSync(resolve(outDir, 'build', 'latest.json'), JSON.stringify(meta, null, 2));
    },
  };
}

/** The built page paints its own content (consent banner, a shared link's server paint) before the app's code runs. */
function entryAfterFirstPaint(): Plugin {
  return {
    name: 'wayfare-entry-after-first-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: startEntryAfterFirstPaint },
  };
}

export default defineConfig(({ command }) => ({
  // The stage decides which .env.<stage> file is read.
  mode: stage,
  plugins: [react(), buildManifest(), entryAfterFirstPaint()],
  resolve: {
    alias: [
      { find: '@', replacement: resolve(import.meta.dirname, 'src') },
      // react-router's package exports name only its development build (remix-run/react-router#14102):
      // its warnings built eagerly, on every route matched. A build takes the production one beside it.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs') },
            { find: /^react-router\/dom$/, replacement: resolve(import.meta.dirname, 'node_modules/react-router/dist/production/dom-export.mjs') },
          ]
        : []),
    ],
  },
  define: {
    __BUILD_ID__: JSON.stringify(command === 'build' ? buildId : 'dev'),
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    cssCodeSplit: false,
    sourcemap: true,
    // Every browser the build targets but Safari 16 and Firefox 114 and older knows
    // <link rel="modulepreload">; those load the same modules, only without the head start. The
    // polyfill was 0.3 KiB of the entry, which every screen loads before its first paint.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React DOM apart from the rest of the framework: its set-up is the longest piece of the first
            // code to run, and the page runs each chunk in a task of its own (entry-after-paint.mjs).
            { name: 'react-dom', priority: 3, test: /node_modules[\\/](react-dom|scheduler)[\\/]|src[\\/]app[\\/]framework\.ts/ },
            {
              name: 'framework',
              priority: 2,
              test: /node_modules[\\/](react|react-router|react-router-dom|zustand|use-sync-external-store)[\\/]|node_modules[\\/]@tanstack[\\/]react-query[\\/].*QueryClientProvider|preload-helper|src[\\/]stores[\\/]registry\.ts/,
            },
            { name: 'query', priority: 1, test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
          ],
        },
      },
    },
  },
}));
