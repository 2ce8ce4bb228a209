import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigation, useParams } from 'react-router-dom';
import { track } from '@/services/analytics';
import { preferencesSaved, useProfileStatus, useSessionStatus, useSignedInUser } from './session';
import { AppNotices } from './app-notices';
import { lazyPart } from '@/components/lazy-part';
import { ReloadButton } from '@/components/load-boundary';
import { withQueryClient } from './provider';
import { isUpdateAvailable, layoutPainted, markFirstScreenShown } from './startup';

/** Code the layout needs only once it has painted (see consent-layer.tsx). */
function afterLayoutPaint<T>(load: () => Promise<T>): () => Promise<T> {
  return () => layoutPainted().then(load);
}

/** The cookie choices and the tags they allow; with its code missing, nothing is tracked (no choice made). */
const ConsentLayer = lazyPart(
  afterLayoutPaint(() => import('./consent-layer').then((module) => module.default)),
  { what: 'The cookie choices', failed: null },
);

/**
 * A control whose code loads on demand: drawn the same (not yet pressable)
 * meanwhile, so nothing moves when it arrives, and a control of its size that
 * reloads the page when its code cannot be had.
 */
function lazyControl(load: () => Promise<ComponentType>, { label, className, reload }: { label: string; className: string; reload: string }) {
  return lazyPart(load, {
    what: label,
    standIn: (
      <button type="button" className={className} aria-disabled="true">
        {label}
      </button>
    ),
    failed: <ReloadButton className={className} label={reload} />,
  });
}

/** The footer's "Cookie settings". */
const ConsentSettingsButton = lazyControl(
  afterLayoutPaint(() => import('@/features/consent/components/consent-banner').then((module) => module.ConsentSettingsButton)),
  { label: 'Cookie settings', className: 'consent-link', reload: 'Reload for cookie settings' },
);

/** Only signed-in people with a profile need it: loaded on demand, outside the first paint; without it the result is saved next visit. */
const QuizResultSync = lazyPart(
  () => import('@/features/quiz/components/quiz-result-sync').then((module) => module.QuizResultSync),
  { what: 'Saving your quiz result', failed: null },
);

const NAV = [
  { to: '/explore', label: 'Explore' },
  { to: '/plan', label: 'Plan a trip' },
  { to: '/trips', label: 'My trips' },
  { to: '/shop', label: 'Shop' },
  { to: '/quiz', label: 'Travel quiz' },
] as const;

/** When a newer build is out, the next navigation loads the page afresh. */
function useReloadOnNavigationWhenUpdated() {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (isUpdateAvailable()) window.location.reload();
  }, [location.key]);
}

/** The screen as a route pattern (no usernames or ids in analytics). */
export function screenPattern(pathname: string, params: Record<string, string | undefined>): string {
  let pattern = pathname;
  for (const [name, value] of Object.entries(params)) {
    if (!value || name === '*') continue;
    pattern = pattern.replace(`/${encodeURIComponent(value)}`, `/:${name}`).replace(`/${value}`, `/:${name}`);
  }
  return pattern;
}

/** Screen views; returns the screen's pattern (the consent layer applies the visitor's choice to the tags with it). */
function useTrackScreenViews(): string {
  const { pathname } = useLocation();
  const params = useParams();
  const pattern = screenPattern(pathname, params);
  useEffect(() => {
    track('Screen Viewed', { screen: pattern });
  }, [pattern]);
  return pattern;
}

/**
 * Where the header's "Sign in" goes: back here afterwards. On the sign-in
 * screens themselves it is plain /auth, keeping a `next` already there.
 */
export function signInHref(pathname: string, search: string): string {
  if (pathname === '/auth' || pathname.startsWith('/auth/')) {
    const next = new URLSearchParams(search).get('next');
    return next ? `/auth?next=${encodeURIComponent(next)}` : '/auth';
  }
  return `/auth?next=${encodeURIComponent(pathname + search)}`;
}

/** Sign out, signed in only. */
const SignOutButton = lazyControl(
  withQueryClient(() => import('./sign-out-button').then((module) => module.default)),
  { label: 'Sign out', className: 'button button--quiet button--small', reload: 'Reload to sign out' },
);

function AccountArea() {
  const status = useSessionStatus();
  const user = useSignedInUser();
  const profileStatus = useProfileStatus();
  const location = useLocation();
  if (status === 'loading') {
    return <span className="account-area account-area--loading" aria-hidden="true" />;
  }
  if (!user) {
    return (
      <div className="account-area">
        <Link className="button button--small" to={signInHref(location.pathname, location.search)}>
          Sign in
        </Link>
      </div>
    );
  }
  if (profileStatus === 'missing') {
    // Signed in, onboarding not done: the one thing to do next.
    const here = location.pathname + location.search;
    const onboarding = here.startsWith('/auth') ? '/auth/welcome' : `/auth/welcome?next=${encodeURIComponent(here)}`;
    // On the onboarding page itself, the link would lead where the person already is.
    const onOnboarding = location.pathname.replace(/\/+$/, '') === '/auth/welcome';
    return (
      <div className="account-area">
        {onOnboarding ? null : (
          <Link className="button button--small" to={onboarding}>
            Finish signing up
          </Link>
        )}
        <SignOutButton />
      </div>
    );
  }
  const name = user.displayName || user.username || user.email || 'My account';
  return (
    <div className="account-area">
      {profileStatus === 'ready' ? (
        <QuizResultSync uid={user.uid} onSaved={preferencesSaved} />
      ) : null}
      <Link className="account-area__profile" to="/profile">
        {user.photoURL ? (
          <img className="avatar avatar--small" src={user.photoURL} alt="" width={32} height={32} />
        ) : (
          <span className="avatar avatar--small avatar--initial" aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <span className="account-area__name">{name}</span>
      </Link>
      <Link className="account-area__account" to="/account">
        Account
      </Link>
      <SignOutButton />
    </div>
  );
}

/**
 * The main navigation. Wide screens show the links in a row; narrow ones
 * (CSS, at most 720 px) fold them behind a "Menu" disclosure button: it says
 * whether the list is open (aria-expanded), Escape closes it and puts focus
 * back on the button, and following a link, clicking elsewhere or tabbing
 * out closes it too.
 */
export function MainNavigation() {
  // Open on the page where it was opened: any navigation closes it.
  const { key } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === key;
  const setOpen = (value: boolean) => setOpenOn(value ? key : null);
  const nav = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !nav.current?.contains(event.target)) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
  return (
    <nav
      ref={nav}
      className={open ? 'layout__nav layout__nav--open' : 'layout__nav'}
      aria-label="Main"
      onBlur={(event) => {
        if (open && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="layout__nav-toggle"
        aria-expanded={open}
        aria-controls="main-navigation"
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" />
        </svg>
        Menu
      </button>
      <ul id="main-navigation">
        {NAV.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} onClick={() => setOpen(false)}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * While the next screen's loader reads its data (a profile, a city), the
 * screen shown so far stays: a bar at the top says the next one is on its way.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return <div className="layout__progress" role="progressbar" aria-label="Opening the page" />;
}

/** The one layout every screen renders in: header, navigation, content, footer. */
export function Layout() {
  useEffect(() => {
    markFirstScreenShown();
  }, []);
  useReloadOnNavigationWhenUpdated();
  const pattern = useTrackScreenViews();
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {/* Early in the focus order (first to decide), shown fixed at the bottom. */}
      <ConsentLayer pagePath={pattern} />
      <header className="layout__header">
        <Link className="brand" to="/" aria-label="Wayfare, start page">
          <svg className="brand__mark" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M12 2c-3.9 0-7 3.1-7 7 0 5.2 7 13 7 13s7-7.8 7-13c0-3.9-3.1-7-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z" />
          </svg>
          <span className="brand__name">Wayfare</span>
        </Link>
        <MainNavigation />
        <AccountArea />
      </header>
      <NavigationProgress />
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <AppNotices />
      <footer className="layout__footer">
        <div className="layout__credits">
          <p>© 2026 Wayfare · Plan it together, go further.</p>
          <p>
            Place data: © <a href="https://www.geonames.org/">GeoNames</a> (CC BY 4.0), ©{' '}
            <a href="https://www.openstreetmap.org/copyright">OpenStreetMap contributors</a> (ODbL),{' '}
            <a href="https://www.wikidata.org/">Wikidata</a> (CC0). Airport data: ©{' '}
            <a href="https://openflights.org/data.php">OpenFlights</a> (ODbL).
          </p>
        </div>
        <nav aria-label="Legal">
          <ul>
            <li>
              <Link to="/privacy">Privacy</Link>
            </li>
            <li>
              <Link to="/terms-and-conditions">Terms</Link>
            </li>
            <li>
              <ConsentSettingsButton />
            </li>
          </ul>
        </nav>
      </footer>
    </div>
  );
}
