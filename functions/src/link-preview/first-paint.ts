/**
 * A shared link's first paint, in the first HTML response: the app's layout
 * header and the screen's skeleton with what the server already knows,
 * exactly as the app's own first paint draws them (src/app/layout.tsx
 * signed-out while the session loads, and the screen's skeleton with the
 * server's data). So the name, or the trip's title, is the page's largest
 * paint before any JavaScript runs, and nothing moves when React replaces this
 * markup.
 *
 * - A profile: src/features/profiles/components/profile-skeleton.tsx, the
 *   name and photo (or initial). Compared in
 *   src/features/profiles/__tests__/public-profile-screen.test.tsx.
 * - A public trip: src/features/itineraries/trip-view/trip-skeleton.tsx with
 *   its heading (title, when, where, description) and cover. Compared in
 *   src/app/__tests__/router.test.tsx.
 *
 * The tests compare the markup, so the two cannot drift apart.
 */
import type { TripFirstPaint } from '@/domain/itineraries/first-paint';
import type { ServerFirstPaint } from '@/domain/users/first-paint';
import { periodLabel } from '@/domain/itineraries/period-label';
import { escapeHtml } from './html';

const AVATAR_SIZE = 112;

/** The main navigation's links (src/app/layout.tsx NAV). */
const NAV: ReadonlyArray<readonly [href: string, label: string]> = [
  ['/explore', 'Explore'],
  ['/plan', 'Plan a trip'],
  ['/trips', 'My trips'],
  ['/shop', 'Shop'],
  ['/quiz', 'Travel quiz'],
];

const PIN = 'M12 2c-3.9 0-7 3.1-7 7 0 5.2 7 13 7 13s7-7.8 7-13c0-3.9-3.1-7-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z';

/** The layout's header as it first paints: the session is still loading, so the account area is a placeholder. */
export function layoutHeader(): string {
  const links = NAV.map(([href, label]) => `<li><a href="${href}">${label}</a></li>`).join('');
  return [
    '<a class="skip-link" href="#main">Skip to content</a>',
    '<header class="layout__header">',
    '<a class="brand" aria-label="Wayfare, start page" href="/">',
    `<svg class="brand__mark" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path d="${PIN}"></path></svg>`,
    '<span class="brand__name">Wayfare</span></a>',
    '<nav class="layout__nav" aria-label="Main">',
    '<button type="button" class="layout__nav-toggle" aria-expanded="false" aria-controls="main-navigation">',
    '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M3 6h18M3 12h18M3 18h18"></path></svg>Menu</button>',
    `<ul id="main-navigation">${links}</ul></nav>`,
    '<span class="account-area account-area--loading" aria-hidden="true"></span>',
    '</header>',
  ].join('');
}

const line = (kind: string) => `<div class="skeleton skeleton--line skeleton--${kind}"></div>`;
const pair = (kind: string) => `<div class="skeleton skeleton--${kind}"></div>`.repeat(2);

/** The profile skeleton's header with the server's name, photo, city and bio. */
export function profileHeader(known: ServerFirstPaint): string {
  const name = escapeHtml(known.displayName);
  const avatar = known.photoURL
    ? // src last, as React writes it.
      `<img class="avatar profile-header__photo" alt="${name}" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}" decoding="async" loading="eager" fetchpriority="high" src="${escapeHtml(known.photoURL)}">`
    : `<span class="avatar avatar--initial profile-header__photo" style="font-size: ${AVATAR_SIZE / 2.5}px;" role="img" aria-label="${name}">${escapeHtml(
        known.displayName.trim().slice(0, 1).toUpperCase() || '?',
      )}</span>`;
  const city = known.homeCity
    ? `<p class="profile-header__city"><svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="currentColor"><path d="${PIN}"></path></svg><span class="visually-hidden">Home city: </span>${escapeHtml(known.homeCity)}</p>`
    : '';
  const bio = known.bio ? `<p class="profile-header__bio">${escapeHtml(known.bio)}</p>` : '';
  return [
    '<header class="profile-header">',
    avatar,
    '<div class="profile-header__text">',
    `<h1 id="profile-title">${name}</h1>`,
    `<p class="profile-header__username">@${escapeHtml(known.username)}</p>`,
    city,
    bio,
    '<p class="visually-hidden" role="status">Loading the profile…</p>',
    `<div aria-hidden="true" class="profile-stats">${pair('pill')}</div>`,
    '</div>',
    `<div class="profile-actions" aria-hidden="true"><div class="profile-actions__buttons">${pair('button')}</div></div>`,
    '</header>',
  ].join('');
}

const tripCard = `<li><div class="trip-card"><div class="trip-card__image skeleton"></div><div class="trip-card__body">${line('wide')}${line('short')}${line('short')}</div></div></li>`;

/** The whole first paint of /{username}: layout header, then the profile skeleton with its name and photo. */
export function profileFirstPaint(known: ServerFirstPaint): string {
  return [
    '<div class="layout">',
    layoutHeader(),
    '<main id="main" class="layout__main" tabindex="-1">',
    '<section class="screen profile" aria-labelledby="profile-title" aria-busy="true">',
    profileHeader(known),
    '<section class="profile-trips" aria-hidden="true">',
    line('heading'),
    `<ul class="profile-trips__grid profile-trips__grid--skeleton" aria-hidden="true">${tripCard.repeat(3)}</ul>`,
    '</section></section></main></div>',
  ].join('');
}

const tripSkeleton = (kind: string) => `<div class="trip-skeleton trip-skeleton--${kind}"></div>`;

/** The trip's heading (TripHeading), its creator still to come. */
function tripHeading(known: TripFirstPaint): string {
  const eyebrow = `${known.public ? 'Public trip' : 'Private trip'}${known.clonedFrom ? ' · cloned' : ''}${known.isPaidItinerary ? ' · paid itinerary' : ''}`;
  const where = known.destinations.join(', ') || 'Not set yet';
  return [
    '<div class="trip-header__text">',
    `<p class="trip-header__eyebrow">${eyebrow}</p>`,
    `<h1 id="trip-title">${escapeHtml(known.title)}</h1>`,
    `<div class="trip-creator" aria-hidden="true">${tripSkeleton('circle')}${tripSkeleton('line')}</div>`,
    '<dl class="trip-facts">',
    `<div><dt>When</dt><dd>${escapeHtml(periodLabel(known.period, known.days))}</dd></div>`,
    `<div><dt>Where</dt><dd>${escapeHtml(where)}</dd></div>`,
    '</dl>',
    known.description ? `<p class="trip-header__description">${escapeHtml(known.description)}</p>` : '',
    '</div>',
  ].join('');
}

/** The trip screen while the rest loads (TripSkeleton with the itinerary): cover, heading, a visitor's actions, the plan in grey. */
export function tripScreen(known: TripFirstPaint): string {
  const cover = known.itineraryImageSrc
    ? `<img class="trip-cover__image" alt="" fetchpriority="high" src="${escapeHtml(known.itineraryImageSrc)}">`
    : '<div class="trip-cover__image trip-cover__image--empty" aria-hidden="true"></div>';
  const day = `<div class="trip-day">${tripSkeleton('line')}${tripSkeleton('item')}${tripSkeleton('item')}</div>`;
  return [
    '<section class="screen trip trip--pending" aria-labelledby="trip-title" aria-busy="true">',
    `<div class="trip-cover">${cover}</div>`,
    '<header class="trip-header">',
    tripHeading(known),
    '<div class="trip-actions trip-actions--pending" aria-hidden="true">',
    tripSkeleton('button').repeat(2),
    '<div class="trip-actions__export-stand-in" aria-hidden="true"><div>',
    '<span class="button button--quiet">Download PDF</span><span class="button button--quiet">Add to calendar (.ics)</span>',
    '</div></div>',
    '<p class="trip-actions__hint trip-actions__hint--pending">Sign in to clone this trip and make it your own.</p>',
    '</div></header>',
    '<div class="trip-body" aria-hidden="true">',
    `<div class="trip-body__plan"><div class="trip-plan" aria-hidden="true">${day.repeat(2)}</div></div>`,
    `<div class="trip-body__map"><div class="trip-map trip-skeleton"></div></div>`,
    '</div></section>',
  ].join('');
}

/** The whole first paint of /trip/{id}: layout header, then the trip's skeleton with its heading. */
export function tripFirstPaint(known: TripFirstPaint): string {
  return ['<div class="layout">', layoutHeader(), '<main id="main" class="layout__main" tabindex="-1">', tripScreen(known), '</main></div>'].join('');
}
