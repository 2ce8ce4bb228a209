/**
 * For the unit tests that run code in Chromium (`*.chromium.test.ts`): the
 * test's entry module bundled by Vite as the app is bundled (the `@` alias,
 * chunks and emitted assets), served to a real Chromium by the test itself
 * (no app server: each request to the page's origin is answered from the
 * build), and closed again after.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.ttf': 'font/ttf' };

export interface ChromiumBundle {
  page: Page;
  /** The build's own folder (its files in `dist`), removed by `close`. */
  dir: string;
  /** The paths the page asked for, in order. */
  requested: string[];
  close: () => Promise<void>;
}

/**
 * Builds `entry` (a module's source, which puts what the test calls on
 * `window.<ready>`), opens it in Chromium at `origin` and waits for `ready`.
 * `watch` sees the page before it loads (its workers, its console).
 */
export async function openChromiumBundle({
  entry,
  origin,
  ready,
  define = {},
  watch,
}: {
  entry: string;
  origin: string;
  ready: string;
  define?: Record<string, string>;
  watch?: (page: Page) => void;
}): Promise<ChromiumBundle> {
  if (!chromiumPath()) throw new Error('Chromium is missing: apt-get install -y chromium (npm test installs it).');
  const dir = mkdtempSync(join(tmpdir(), 'chromium-bundle-'));
  let browser: Browser | undefined;
  const close = async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    writeFileSync(join(dir, 'entry.js'), entry);
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"></head><body><script type="module" src="./entry.js"></script></body></html>');
    await build({
      configFile: false,
      root: dir,
      logLevel: 'error',
      resolve: { alias: { '@': join(ROOT, 'src') } },
      define,
      build: { outDir: join(dir, 'dist'), emptyOutDir: true, target: 'es2022' },
    });
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    const requested: string[] = [];
    const page = await browser.newPage();
    await page.route(`${origin}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      requested.push(path);
      const file = join(dir, 'dist', path === '/' ? 'index.html' : path);
      return route.fulfill({ body: readFileSync(file), contentType: TYPES[extname(file)] ?? 'application/octet-stream' });
    });
    watch?.(page);
    await page.goto(`${origin}/`);
    await page.waitForFunction((name) => name in window, ready);
    return { page, dir, requested, close };
  } catch (error) {
    await close();
    throw error;
  }
}
