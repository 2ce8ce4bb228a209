import { lazy, Suspense, type ComponentType, type JSX, type ReactNode } from 'react';
import { importWithReload } from '@/lib/chunk-reload';
import { LoadBoundary } from './load-boundary';

/** Drawn in the part's place: the same for every use, or drawn from the part's props (its label, its size). */
type Drawn<P> = ReactNode | ((props: P) => ReactNode);

export interface LazyPartOptions<P> {
  /** What it is, as a sentence's subject ("The cover editor"): said when its code cannot be loaded. */
  what: string;
  /** Drawn while the code loads, the part's size and shape (a button not yet pressable), so nothing moves when it arrives; nothing by default. */
  standIn?: Drawn<P>;
  /**
   * Drawn instead when the code cannot be loaded: by default "<what> could
   * not be loaded" with Reload. A part with nothing to show (the consent
   * layer's tags) passes null; a small control passes a control of its size
   * that reloads.
   */
  failed?: Drawn<P>;
}

/** A lazy part's props, and a stand-in for this place only (a skeleton drawn from what the screen already holds). */
export type LazyPartProps<P> = P & { standIn?: ReactNode };

/** The part's own props: the place's stand-in is the lazy part's, not the loaded component's. */
function withoutStandIn<P extends object>(props: LazyPartProps<P>): P & JSX.IntrinsicAttributes {
  const own: Partial<LazyPartProps<P>> = { ...props };
  delete own.standIn;
  return own as P & JSX.IntrinsicAttributes;
}

/**
 * The one way a part of a screen loads on demand (docs/architecture.md,
 * "Lazy parts"): its code is fetched when it first renders, a chunk that
 * fails to load reloads the page once (`importWithReload`, keeping what the
 * person was doing), the stand-in is drawn meanwhile, and when the code
 * cannot be had the part says so in its own place, never taking the screen
 * around it down. Screens use `lazyScreen` (src/app/lazy-screen.ts).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, options: LazyPartOptions<P>): ComponentType<LazyPartProps<P>> {
  const Loaded = lazy(importWithReload(() => load().then((component) => ({ default: component }))));
  const drawn = (what: Drawn<P> | undefined, props: P): ReactNode => (typeof what === 'function' ? what(props) : what);
  function LazyPart(props: LazyPartProps<P>) {
    const failed = 'failed' in options ? { fallback: drawn(options.failed, props) ?? null } : {};
    return (
      <LoadBoundary what={options.what} {...failed}>
        <Suspense fallback={props.standIn ?? drawn(options.standIn, props) ?? null}>
          <Loaded {...withoutStandIn(props)} />
        </Suspense>
      </LoadBoundary>
    );
  }
  LazyPart.displayName = `LazyPart(${options.what})`;
  return LazyPart;
}
