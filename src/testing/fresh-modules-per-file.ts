/**
 * The `dom-mocks` project's files share a worker and a jsdom (`isolate: false`), yet each replaces
 * modules of its own (`vi.mock`). Vitest re-runs setup files before each file; this one, run first,
 * forgets every module the previous file evaluated, as vitest does between isolated files
 * (`resetModules` in its worker), and also what each module was served as (`meta`, which names the
 * mock it stood in for), so this file's mocks apply and not the last one's. A worker and a jsdom per
 * file cost more than twice the tests themselves (docs/testing.md, "Unit and component tests").
 *
 * It reaches into vitest's worker state (4.1): if that moves, this throws, rather than letting one
 * file's mocks leak into the next.
 */
interface ModuleNode {
  promise?: unknown;
  exports?: unknown;
  mockedExports?: unknown;
  meta?: unknown;
  evaluated: boolean;
  importers: Set<string>;
}

/** vitest's own modules, which it keeps between files too. */
const VITEST_OWN = /\/vitest\/dist\/|vitest-virtual-\w+\/dist|@vitest\/dist/;

const worker = (globalThis as { __vitest_worker__?: { evaluatedModules?: { idToModuleMap?: Map<string, ModuleNode> } } })
  .__vitest_worker__;
const modules = worker?.evaluatedModules?.idToModuleMap;
if (!(modules instanceof Map)) {
  throw new Error('vitest keeps its module graph elsewhere now: give the dom-mocks project isolate: true (vitest.config.ts).');
}
const self = new URL(import.meta.url).pathname;
for (const [id, node] of modules) {
  if (VITEST_OWN.test(id) || id === self) continue;
  node.promise = undefined;
  node.exports = undefined;
  node.mockedExports = undefined;
  node.meta = undefined;
  node.evaluated = false;
  node.importers.clear();
}
