import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { pageNotFound } from '@/lib/route-params';
import { importWithReload } from './chunk-reload';

/** What a screen module exports: its component, and optionally a data loader. */
export interface ScreenModule {
  default: ComponentType;
  loader?: (args: LoaderFunctionArgs) => unknown;
}

/** Param checks per route: each param must pass its check, or the route is a 404. */
export type ParamChecks = Record<string, (value: string | undefined) => boolean>;

/**
 * A lazy route: the module loads on demand (reloading once on a chunk-load
 * failure), params are checked before the module's own loader runs.
 */
export function lazyScreen(
  load: () => Promise<ScreenModule>,
  checks: ParamChecks = {},
): NonNullable<RouteObject['lazy']> {
  const loadWithReload = importWithReload(load);
  return async () => {
    const module = await loadWithReload();
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
