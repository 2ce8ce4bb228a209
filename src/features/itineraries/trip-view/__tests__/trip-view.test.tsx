import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyPart } from '@/components/lazy-part';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { aPlace, aTrip, anItem } from '@/testing/builders';
import { NO_ACCESS, itineraryAccess } from '@/domain/itineraries/access';
import type { ItineraryAccess, ItineraryDoc, ItinerarySnapshot, PlanItem } from '@/domain/itineraries/types';
import type { AppError } from '@/domain/app-error';
import { TripView, type TripViewProps } from '../trip-view';
import { useHighlightedId } from '../../hooks/use-highlight';
import { combineTrip, type TripLoad } from '../use-trip';

// The map (Leaflet) is the map engineer's and has its own tests: a stand-in that lists its markers.
vi.mock('../../map/map-panel', () => ({
  MapPanel: ({ markers, label }: { markers: { id: string; title: string }[]; label: string }) => (
    <section aria-label={label}>{markers.map((m) => m.title).join(', ')}</section>
  ),
}));

const ITINERARY: ItineraryDoc = aTrip({
  id: 'lisbon-food',
  title: 'Lisbon: food and fado',
  period: { start: '2027-05-01', end: '2027-05-02' },
  days: 2,
  public: true,
  creatorId: 'ana',
  collaborators: { pending: ['lea'], accepted: ['marco'] },
});

function item(partial: Partial<PlanItem> & Pick<PlanItem, 'id' | 'title'>): PlanItem {
  return anItem({ place: aPlace(partial.title), ...partial });
}

const ITEMS: PlanItem[] = [
  item({ id: 'i1', title: 'Time Out Market', type: 'restaurant', startTime: '12:30', endTime: '14:00', cost: { amount: 2500, currency: 'EUR' }, notes: 'Go early.' }),
  item({ id: 'i2', title: 'Belém Tower', day: 2 }),
  item({ id: 'i3', title: 'LX Factory', day: null }),
];

/** A ready trip as its first read shows it: the access flags are decided from the document for `uid`. */
type ReadyWithoutAccess = Omit<Extract<TripLoad, { status: 'ready' }>, 'access'> & { access?: ItineraryAccess };

function renderView(given: TripLoad | ReadyWithoutAccess, props: Partial<TripViewProps> = {}) {
  const onClone = vi.fn(() => Promise.resolve('copy-1'));
  const uid = props.viewer?.uid ?? null;
  const load: TripLoad = given.status === 'ready' ? { ...given, access: given.access ?? itineraryAccess(given.itinerary, uid) } : given;
  render(
    <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter initialEntries={['/trip/lisbon-food']}>
      <Routes>
        <Route
          path="/trip/:id"
          element={
            <TripView id="lisbon-food" load={load} viewer={{ status: 'ready', uid: null }} creator={null} onClone={onClone} onRetry={() => undefined} {...props} />
          }
        />
        <Route path="/organize/:id" element={<h1>Editor</h1>} />
        <Route path="/auth" element={<h1>Sign in</h1>} />
      </Routes>
    </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onClone, user: userEvent.setup() };
}

const ready = (itinerary: ItineraryDoc = ITINERARY, items: PlanItem[] | null = ITEMS): ReadyWithoutAccess => ({ status: 'ready', itinerary, items, live: false });

describe('TripView', () => {
  it('says plainly when a trip does not exist', () => {
    renderView({ status: 'not-found' });
    expect(screen.getByRole('heading', { level: 1, name: 'Trip not found' })).toBeInTheDocument();
  });

  it('says a private trip is private, and offers sign-in to a visitor', () => {
    renderView({ status: 'private' });
    expect(screen.getByRole('heading', { level: 1, name: 'This trip is private' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?next=%2Ftrip%2Flisbon-food');
  });

  it('says a damaged trip is damaged (not private), and what its creator can still do', () => {
    const damaged = { damaged: true as const, id: 'lisbon-food', title: 'Lisbon: food and fado', creatorId: 'ana' };
    renderView({ status: 'damaged', damaged, live: true }, { viewer: { status: 'ready', uid: 'ana' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Part of this trip’s data is damaged' })).toBeInTheDocument();
    expect(screen.queryByText(/private/i)).toBeNull();
    expect(screen.getByText(/“Lisbon: food and fado” cannot be shown until its data is repaired/)).toBeInTheDocument();
    expect(screen.getByText(/You can still delete it from/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My trips' })).toHaveAttribute('href', '/trips');
    expect(screen.getByText('This page shows the trip again as soon as it is repaired.')).toBeInTheDocument();
    expect(document.title).toBe('Damaged trip · Wayfare');
  });

  it('names each kind of item as the editor does: Attraction, Restaurant, Transport', () => {
    renderView(
      ready(ITINERARY, [
        item({ id: 'k1', title: 'Belém Tower', type: 'attraction' }),
        item({ id: 'k2', title: 'Time Out Market', type: 'restaurant', order: 'a1' }),
        item({ id: 'k3', title: 'Tram 28', type: 'transport', order: 'a2' }),
      ]),
    );
    const day1 = screen.getByRole('region', { name: /^Day 1/ });
    const kinds = [...day1.querySelectorAll('.trip-item__type')].map((node) => node.textContent);
    expect(kinds).toEqual(['Attraction', 'Restaurant', 'Transport']);
  });

  it('shows a damaged item in its day, said plainly, instead of dropping it', () => {
    renderView({ ...ready(), damagedItems: [{ id: 'bad1', day: 2, title: 'Fado night' }, { id: 'bad2', day: null, title: null }] });
    const day2 = screen.getByRole('region', { name: /Day 2/ });
    expect(day2).toHaveTextContent('Belém Tower');
    expect(day2).toHaveTextContent('Damaged item');
    expect(day2).toHaveTextContent('Fado night');
    expect(day2).toHaveTextContent('Part of this item’s data is damaged');
    expect(screen.getByRole('region', { name: /Ideas/ })).toHaveTextContent('An item without a readable title');
  });

  it('paints a skeleton while loading', () => {
    renderView({ status: 'loading' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Loading the trip');
  });

  it('shows each day with its items, the ideas and the map', () => {
    renderView(ready());
    expect(screen.getByRole('heading', { level: 1, name: 'Lisbon: food and fado' })).toBeInTheDocument();
    const day1 = screen.getByRole('region', { name: /Day 1/ });
    expect(day1).toHaveTextContent('Saturday 1 May');
    expect(day1).toHaveTextContent('12:30–14:00');
    expect(day1).toHaveTextContent('Time Out Market');
    expect(day1).toHaveTextContent('Go early.');
    expect(day1).toHaveTextContent('€25.00');
    expect(screen.getByRole('region', { name: /Day 2/ })).toHaveTextContent('Belém Tower');
    expect(screen.getByRole('region', { name: /Ideas/ })).toHaveTextContent('LX Factory');
    expect(screen.getByRole('region', { name: 'Map of Lisbon: food and fado' })).toHaveTextContent('Time Out Market, Belém Tower, LX Factory');
  });

  it('offers a stranger no edit control, and asks a visitor to sign in to clone', async () => {
    const { user, onClone } = renderView(ready());
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change cover' })).toBeNull();
    expect(screen.getByText('Sign in to clone this trip and make it your own.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clone' }));
    expect(onClone).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('clones for a signed-in stranger and opens the copy in the editor', async () => {
    const { user, onClone } = renderView(ready(), { viewer: { status: 'ready', uid: 'sam' } });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clone' }));
    expect(onClone).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Editor' })).toBeInTheDocument();
  });

  it('says why a clone failed, and lets the person try again', async () => {
    const onClone = vi.fn(() => Promise.reject(new Error('You are offline.')));
    const { user } = renderView(ready(), { viewer: { status: 'ready', uid: 'sam' }, onClone });
    const button = screen.getByRole('button', { name: 'Clone' });
    await user.click(button);
    expect(await screen.findByText('The trip could not be cloned. You are offline.')).toHaveAttribute('role', 'alert');
    expect(button).toHaveAccessibleDescription(/could not be cloned/);
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.click(button);
    expect(onClone).toHaveBeenCalledTimes(2);
  });

  it('opens the cover editor for the creator; if its code cannot load, says so with Reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The page already reloaded for this chunk a moment ago: the failure now reaches the part.
    sessionStorage.setItem(`wayfare:chunk-reload:${window.location.pathname}`, String(Date.now() - 1_000));
    const Broken = lazyPart(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/cover-editor.js')), {
      what: 'The cover editor',
      standIn: <p>Loading…</p>,
    });
    const { user } = renderView(ready(), { viewer: { status: 'ready', uid: 'ana' }, renderCoverEditor: () => <Broken /> });
    const toggle = screen.getByRole('button', { name: 'Change cover' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const message = await screen.findByText('The cover editor could not be loaded. Check your connection, then reload the page.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('offers Edit to editors, and the cover to the creator only', () => {
    renderView(ready(), { viewer: { status: 'ready', uid: 'marco' } });
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/organize/lisbon-food');
    expect(screen.queryByRole('button', { name: 'Change cover' })).toBeNull();
  });

  it('shows what the trip’s access flags allow, not what it would decide from the document', () => {
    // Marco is an editor by the document, but the live snapshot the store decided on says read-only.
    const readOnly = { isUserCanAccess: true, canReadPlan: true, isUserCanEdit: false, isCreator: false, isPending: true };
    renderView({ ...ready(), live: true, access: readOnly }, { viewer: { status: 'ready', uid: 'marco' } });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    cleanup();
    renderView({ ...ready(), live: true, access: { ...readOnly, isUserCanEdit: true, isPending: false } }, { viewer: { status: 'ready', uid: 'lea' } });
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/organize/lisbon-food');
  });

  it('shows those who plan the trip what was booked for a stop, with its code to copy, and a cancelled booking as cancelled', async () => {
    const none = { code: null, provider: null, number: null, terminal: null, seat: null, party: null };
    const dinner = item({ id: 'b1', title: 'Dinner at Prado', type: 'restaurant', booking: { ...none, code: 'PR-4411', party: 2, status: 'confirmed' } });
    const show = item({ id: 'b2', title: 'Fado show', type: 'activity', day: 2, booking: { ...none, provider: 'Clube de Fado', status: 'cancelled' } });
    const { user } = renderView(ready(ITINERARY, [dinner, show]), { viewer: { status: 'ready', uid: 'ana' } });
    const day1 = screen.getByRole('region', { name: /Day 1/ });
    expect(day1).toHaveTextContent('Table for 2 · Confirmation PR-4411');
    await user.click(within(day1).getByRole('button', { name: 'Copy the confirmation code PR-4411' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('PR-4411');
    expect(within(day1).getByRole('button', { name: 'Confirmation code PR-4411 copied' })).toHaveTextContent('Copied');
    expect(screen.getByRole('region', { name: /Day 2/ })).toHaveTextContent('Cancelled · Clube de Fado');
    cleanup();
    // A reader of the public trip sees the stops, never the codes that manage the bookings.
    renderView(ready(ITINERARY, [dinner, show]));
    expect(screen.getByRole('region', { name: /Day 1/ })).toHaveTextContent('Dinner at Prado');
    expect(screen.queryByText(/PR-4411/)).toBeNull();
    expect(screen.queryByText(/Clube de Fado/)).toBeNull();
  });

  it('shows a pending collaborator the trip read-only', () => {
    renderView(ready({ ...ITINERARY, public: false }), { viewer: { status: 'ready', uid: 'lea' } });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('region', { name: /Day 1/ })).toHaveTextContent('Time Out Market');
  });

  it('shows a paid itinerary as a locked preview to someone who has not bought it', () => {
    renderView(ready({ ...ITINERARY, isPaidItinerary: true, price: { amount: 900, currency: 'EUR' } }, null), {
      viewer: { status: 'ready', uid: 'sam' },
    });
    expect(screen.getByRole('note')).toHaveTextContent('paid itinerary (€9.00)');
    expect(within(screen.getByRole('region', { name: /Day 1/ })).getByText('Locked')).toBeInTheDocument();
    expect(screen.queryByText('Time Out Market')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clone' })).toBeNull();
    expect(screen.queryByRole('region', { name: /Map of/ })).toBeNull();
  });

  it("lays a paid trip's preview out as the plan, beside a map of only the places it shows, highlighted as the plan's", async () => {
    const paid = ready({ ...ITINERARY, isPaidItinerary: true, price: { amount: 900, currency: 'EUR' } }, null);
    const { user } = renderView(paid, {
      viewer: { status: 'ready', uid: 'sam' },
      renderLockedPlan: (_itinerary, { layout, highlightedId, onHighlight }) =>
        layout(
          <>
            <p>Day 1 in full</p>
            <button type="button" onClick={() => onHighlight('i1')}>
              Highlight Time Out Market ({highlightedId ?? 'none'})
            </button>
          </>,
          [ITEMS[0]!],
        ),
    });
    const plan = screen.getByText('Day 1 in full').closest('.trip-body__plan');
    const map = screen.getByRole('region', { name: 'Map of Lisbon: food and fado' });
    // Beside the preview, in the map's own column, with the preview's place only.
    expect(plan?.parentElement).toBe(map.closest('.trip-body__map')?.parentElement);
    expect(map).toHaveTextContent('Time Out Market');
    expect(map).not.toHaveTextContent(/Belém|LX Factory/);
    await user.click(screen.getByRole('button', { name: /Highlight Time Out Market/ }));
    expect(screen.getByRole('button', { name: 'Highlight Time Out Market (i1)' })).toBeInTheDocument();
    // The editor's highlight, one state for plan and map; nothing stays highlighted once the page closes.
    const highlight = () => renderHook(() => useHighlightedId()).result.current;
    expect(highlight()).toBe('i1');
    cleanup();
    expect(highlight()).toBeNull();
  });

  it("keeps the map's place while a paid trip's preview loads", () => {
    const paid = ready({ ...ITINERARY, isPaidItinerary: true }, null);
    renderView(paid, { renderLockedPlan: (_itinerary, { layout }) => layout(<p>Loading the preview</p>, 'pending') });
    expect(document.querySelector('.trip-body__map .trip-skeleton')).not.toBeNull();
    expect(screen.queryByRole('region', { name: /Map of/ })).toBeNull();
  });
});

describe('combineTrip', () => {
  const error = (kind: 'permission-denied' | 'not-found' | 'unavailable') => Object.assign(new Error(kind), { kind, code: kind }) as never;
  const trip = { itinerary: ITINERARY, items: ITEMS };
  const signedOut = { status: 'ready' as const, uid: null };
  const signedIn = { status: 'ready' as const, uid: 'marco' };
  const EDITOR = itineraryAccess(ITINERARY, 'marco');
  /** The open itinerary's slot as the store gives it: a snapshot, with the flags it decided. */
  const heard = (data: ItinerarySnapshot, access = EDITOR) => ({ status: 'ready' as const, data, error: null, access });
  const refused = (failure: AppError) => ({ status: 'error' as const, data: undefined, error: failure, access: NO_ACCESS });

  it('shows the REST read first, then the live one', () => {
    expect(combineTrip({ kind: 'done', trip }, null, signedIn)).toMatchObject({ status: 'ready', live: false });
    const snapshot = { itinerary: { ...ITINERARY, title: 'Changed' }, items: [], fromCache: false, hasPendingWrites: false };
    expect(combineTrip({ kind: 'done', trip }, heard(snapshot), signedIn)).toMatchObject({ status: 'ready', live: true, itinerary: { title: 'Changed' } });
  });

  it('carries the access flags: decided from the document for the first read, the store’s once live', () => {
    // Marco is an editor by the document: the first read says so; the live snapshot's flags win once they are there.
    expect(combineTrip({ kind: 'done', trip }, null, signedIn)).toMatchObject({ access: { isUserCanEdit: true } });
    expect(combineTrip({ kind: 'done', trip }, null, signedOut)).toMatchObject({ access: { isUserCanEdit: false, isUserCanAccess: true } });
    const readOnly = { ...EDITOR, isUserCanEdit: false };
    const snapshot = { itinerary: ITINERARY, items: ITEMS, fromCache: false, hasPendingWrites: false };
    expect(combineTrip({ kind: 'done', trip }, heard(snapshot, readOnly), signedIn)).toMatchObject({ access: { isUserCanEdit: false }, live: true });
  });

  it('says when a trip does not exist, and when it is not on this device while offline', () => {
    expect(combineTrip({ kind: 'done', trip: null }, refused(error('not-found')), signedIn)).toEqual({ status: 'not-found' });
    const offline = Object.assign(error('unavailable'), { message: 'This trip is not saved on this device.' });
    expect(combineTrip({ kind: 'done', trip: null }, refused(offline), signedIn)).toEqual({ status: 'error', message: 'This trip is not saved on this device.' });
    // A public trip read before the connection dropped still shows.
    expect(combineTrip({ kind: 'done', trip }, refused(offline), signedIn)).toMatchObject({ status: 'ready', live: false });
  });

  it('calls a trip private for a visitor, but waits for the live read of a signed-in person', () => {
    expect(combineTrip({ kind: 'failed', error: error('permission-denied') }, null, signedOut)).toEqual({ status: 'private' });
    expect(combineTrip({ kind: 'failed', error: error('permission-denied') }, null, signedIn)).toEqual({ status: 'loading' });
    expect(combineTrip({ kind: 'failed', error: error('permission-denied') }, refused(error('permission-denied')), signedIn)).toEqual({ status: 'private' });
  });

  it('reads "no public trip by that id" as private (or deleted) for a visitor, and waits for the live read when signed in', () => {
    // The first read asks only for a public trip: no answer is no refusal, and no proof that it does not exist.
    expect(combineTrip({ kind: 'done', trip: null }, null, signedOut)).toEqual({ status: 'private' });
    expect(combineTrip({ kind: 'done', trip: null }, null, signedIn)).toEqual({ status: 'loading' });
    const own = { itinerary: { ...ITINERARY, public: false }, items: ITEMS, fromCache: false, hasPendingWrites: false };
    expect(combineTrip({ kind: 'done', trip: null }, heard(own), signedIn)).toMatchObject({ status: 'ready', live: true });
  });

  it('says a trip is damaged (never private), and recovers when the live read has it repaired', () => {
    const damaged = { damaged: true as const, id: 'lisbon-food', title: 'Lisbon: food and fado', creatorId: 'marco' };
    const broken = { itinerary: null, items: null, damaged, fromCache: false, hasPendingWrites: false };
    // The REST read could not see the private trip; the live read has it, damaged.
    expect(combineTrip({ kind: 'done', trip: null }, heard(broken), signedIn)).toEqual({ status: 'damaged', damaged, live: true });
    expect(combineTrip({ kind: 'done', trip: damaged }, null, signedOut)).toEqual({ status: 'damaged', damaged, live: false });
    const repaired = { itinerary: ITINERARY, items: ITEMS, damagedItems: [], fromCache: false, hasPendingWrites: false };
    expect(combineTrip({ kind: 'done', trip: damaged }, heard(repaired), signedIn)).toMatchObject({ status: 'ready', live: true });
  });
});
