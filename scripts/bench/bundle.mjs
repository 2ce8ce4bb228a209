// Modules of src/ (TypeScript, with the `@/` alias) bundled with rolldown for
// Node into a temporary directory and loaded, for the measurements that time
// domain code without a browser (planner.mjs, days.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = join(import.meta.dirname, '..', '..');

/** `entries`: a name for each module path under src/ (e.g. `{ plan: 'domain/assistant/planner/plan.ts' }`); resolves to their exports, merged. */
export async function loadSourceModules(entries) {
  const { build } = await import('rolldown');
  const dir = mkdtempSync(join(tmpdir(), 'wayfare-bench-'));
  try {
    await build({
      input: Object.fromEntries(Object.entries(entries).map(([name, path]) => [name, join(ROOT, 'src', path)])),
      resolve: { alias: { '@': join(ROOT, 'src') } },
      platform: 'node',
      logLevel: 'silent',
      output: { dir, format: 'esm', entryFileNames: '[name].mjs' },
    });
    const loaded = await Promise.all(Object.keys(entries).map((name) => import(pathToFileURL(join(dir, `${name}.mjs`)).href)));
    return Object.assign({}, ...loaded);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
