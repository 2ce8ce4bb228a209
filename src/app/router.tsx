import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { lazyPart } from '@/components/lazy-part';
import { PublicProfileSkeleton } from '@/features/profiles/components/profile-skeleton';
import { isValidDocumentId } from '@/lib/document-id';
import { isValidTheme, isValidToken, isValidUsername } from '@/lib/route-params';
import { Layout } from './layout';
import { RootErrorBoundary, RouteErrorBoundary } from './error-boundary';
import { KeptServerPaint } from './kept-server-paint';
import { checkedFallback, lazyScreen, type ParamChecks, type ScreenModule } from './lazy-screen';

/**
 * Where the first screen will be, while its module loads: as tall as the window, so the footer does not jump.
 * Its heading is for screen readers only: the page has one while it loads, and the layout does not move.
 */
export function ScreenPending() {
  return (
    <div className="screen-pending" aria-busy="true">
      <h1 className="visually-hidden">Loading…</h1>
    </div>
  );
}

/**
 * A skeleton loaded when its route is the first one opened (a link to a city
 * or a proposal): the layout paints meanwhile, and a skeleton whose code
 * cannot be had leaves the pending page, for the screen to say what failed.
 * The shared profile's skeleton is not one of these: it shows the name and
 * photo the server painted, so it must be in the first paint.
 */
const DestinationScreenSkeleton = lazyPart(
  () => import('@/features/explore/components/destination-skeleton').then((module) => module.DestinationScreenSkeleton),
  { what: 'The page', standIn: <ScreenPending />, failed: <ScreenPending /> },
);
const ProposalScreenSkeleton = lazyPart(
  () => import('@/features/agents/components/proposal-skeleton').then((module) => module.ProposalScreenSkeleton),
  { what: 'The page', standIn: <ScreenPending />, failed: <ScreenPending /> },
);

/** A shared trip: the screen the server painted (its heading), while the trip screen's module loads. */
function TripServerPaint() {
  return <KeptServerPaint fallback={<ScreenPending />} />;
}

const optionalId = (value: string | undefined) => value === undefined || isValidDocumentId(value);

const id = { id: isValidDocumentId };
const profile = { username: isValidUsername };
const profileItem = { username: isValidUsername, ...id };

/**
 * A screen whose skeleton paints at once, while the session, the screen's
 * module and what the address names load (a shared link's first paint).
 */
function paintsSkeletonFirst(path: string, Skeleton: ComponentType, load: () => Promise<ScreenModule>, params: ParamChecks): RouteObject {
  return { path, HydrateFallback: checkedFallback(Skeleton, params), lazy: lazyScreen(load, params) };
}

/** Every screen of the app: one lazy module each, inside one layout. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: () => null,
    children: [
      {
        ErrorBoundary: RouteErrorBoundary,
        // The layout paints at once; the first screen's module is asked for after it (see holdScreensUntil).
        HydrateFallback: ScreenPending,
        children: [
          { index: true, lazy: lazyScreen(() => import('./routes/index')) },
          { path: 'home', lazy: lazyScreen(() => import('./routes/home')) },
          { path: 'account', lazy: lazyScreen(() => import('./routes/account')) },
          { path: 'auth', lazy: lazyScreen(() => import('./routes/auth')) },
          { path: 'auth/forgot-password', lazy: lazyScreen(() => import('./routes/auth-forgot-password')) },
          { path: 'auth/phone', lazy: lazyScreen(() => import('./routes/auth-phone')) },
          { path: 'auth/welcome', lazy: lazyScreen(() => import('./routes/onboarding')) },
          { path: 'discovery/:id?', lazy: lazyScreen(() => import('./routes/discovery'), { id: optionalId }) },
          { path: 'explore', lazy: lazyScreen(() => import('./routes/explore')) },
          paintsSkeletonFirst('explore/:id', DestinationScreenSkeleton, () => import('./routes/explore'), id),
          { path: 'gift', lazy: lazyScreen(() => import('./routes/gift')) },
          { path: 'invitation/:params', lazy: lazyScreen(() => import('./routes/invitation'), { params: isValidToken }) },
          { path: 'organize/:id?', lazy: lazyScreen(() => import('./routes/organize'), { id: optionalId }) },
          { path: 'payment-successful', lazy: lazyScreen(() => import('./routes/payment-successful')) },
          { path: 'plan', lazy: lazyScreen(() => import('./routes/plan')) },
          { path: 'privacy', lazy: lazyScreen(() => import('./routes/privacy')) },
          { path: 'profile', lazy: lazyScreen(() => import('./routes/profile')) },
          { path: 'proposals', lazy: lazyScreen(() => import('./routes/proposals')) },
          paintsSkeletonFirst('proposals/:id', ProposalScreenSkeleton, () => import('./routes/proposals'), id),
          { path: 'quiz', lazy: lazyScreen(() => import('./routes/quiz')) },
          { path: 'quote/:id?', lazy: lazyScreen(() => import('./routes/quote'), { id: optionalId }) },
          { path: 'redeem', lazy: lazyScreen(() => import('./routes/redeem')) },
          {
            path: 'shop/:theme?',
            lazy: lazyScreen(() => import('./routes/shop'), {
              theme: (value) => value === undefined || isValidTheme(value),
            }),
          },
          { path: 'terms-and-conditions', lazy: lazyScreen(() => import('./routes/terms-and-conditions')) },
          { path: 'travel-personality', lazy: lazyScreen(() => import('./routes/travel-personality')) },
          { path: 'trips', lazy: lazyScreen(() => import('./routes/trips')) },
          { path: 'trip', lazy: lazyScreen(() => import('./routes/current-trip')) },
          paintsSkeletonFirst('trip/:id', TripServerPaint, () => import('./routes/trip'), id),
          paintsSkeletonFirst(':username', PublicProfileSkeleton, () => import('./routes/public-profile'), profile),
          paintsSkeletonFirst(':username/:id', PublicProfileSkeleton, () => import('./routes/public-profile'), profileItem),
          { path: '*', lazy: lazyScreen(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
