import { createElement, type ComponentType } from 'react';
import { useParams, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { nextTask } from '@/lib/next-task';
import { pageNotFound } from '@/lib/route-params';
import { importWithReload } from '@/lib/chunk-reload';
import { withQueryClient } from './provider';

/** What a screen module exports: its component, and optionally a data loader. */
export interface ScreenModule {
  default: ComponentType;
  loader?: (args: LoaderFunctionArgs) => unknown;
}

/** Param checks per route: each param must pass its check, or the route is a 404. */
export type ParamChecks = Record<string, (value: string | undefined) => boolean>;

let screensAllowed: Promise<void> = Promise.resolve();

let firstModuleSettled: () => void = () => undefined;
/**
 * Resolves once the first screen's module has loaded (or failed to): its
 * loader may still wait, for the session say, which starts only after this.
 */
export const firstScreenModule = new Promise<void>((resolve) => {
  firstModuleSettled = resolve;
});

/**
 * Screens' modules are asked for only once `ready` resolves: main.tsx holds
 * them until the layout has painted, so the first paint costs the entry chunk
 * alone and the first screen's code follows it (docs/performance.md).
 */
export function holdScreensUntil(ready: Promise<void>): void {
  screensAllowed = ready;
}

/**
 * A lazy route: the module loads on demand (reloading once on a chunk-load
 * failure), with the query client the first time, and params are checked
 * before the module's own loader runs.
 */
export function lazyScreen(
  load: () => Promise<ScreenModule>,
  checks: ParamChecks = {},
): NonNullable<RouteObject['lazy']> {
  const loadWithReload = withQueryClient(importWithReload(load));
  return async () => {
    await screensAllowed;
    const module = await loadWithReload().finally(firstModuleSettled);
    // The module was evaluated in the task that received it: the route renders in the next one.
    await nextTask();
    return {
      Component: module.default,
      loader: (args: LoaderFunctionArgs) => {
        for (const [name, check] of Object.entries(checks)) {
          if (!check(args.params[name])) throw pageNotFound();
        }
        return module.loader ? module.loader(args) : null;
      },
    };
  };
}

/**
 * A route's skeleton, painted with the layout while the screen's module and
 * its loader's data load; only for params that pass the route's checks (any
 * other is a 404 a moment later, with no skeleton before it).
 */
export function checkedFallback(Fallback: ComponentType, checks: ParamChecks): ComponentType {
  return function CheckedFallback() {
    const params = useParams();
    const valid = Object.entries(checks).every(([name, check]) => check(params[name]));
    return valid ? createElement(Fallback) : null;
  };
}
