import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { draftsSignedOut } from '@/lib/drafts';
import { loggedOut } from '@/stores/session';
import { getComponentsState } from '@/stores/use-components-store';
import { getEditingState } from '@/stores/use-editing-store';
import { getTimeZoneState } from '@/stores/use-time-zone-store';
import { userActions } from '@/stores/use-user-store';
import { aPlace } from '@/testing/builders';
import { valuesFromItem } from '../lib/item-form';
import { CREATOR, EditorHarness, item, itinerary, memoryApi, PENDING, VIEWER } from './fixtures';

vi.mock('../../map/map-panel', () => ({
  MapPanel: ({ markers, label }: { markers: { id: string; day: number | null; index: number }[]; label: string }) => (
    <ul aria-label={label}>
      {markers.map((marker) => (
        <li key={marker.id}>{`${marker.id}: day ${marker.day ?? 'ideas'} #${marker.index}`}</li>
      ))}
    </ul>
  ),
}));

vi.mock('../hooks/use-destination-places', () => ({
  useDestinationPlaces: () => ({
    status: 'ready',
    cities: [{ id: 'lisbon', name: 'Lisbon', country: 'PT', geocode: { lat: 38.72, lng: -9.14 }, population: 500000, geonameId: 1, curated: true, timeZone: 'Europe/Lisbon' }],
    search: (query: string) =>
      'belem tower'.startsWith(query.toLowerCase())
        ? [{ id: 'lisbon/belem-tower', name: 'Belém Tower', category: 'sight', cityId: 'lisbon', geocode: { lat: 38.69, lng: -9.22 }, description: '', visitMinutes: 60, source: 'Wikidata (CC0)' }]
        : [],
    timeZoneOf: () => 'Europe/Lisbon',
  }),
}));

// The place search answers from the curated guide here (item-dialog.test.tsx covers live results).
vi.mock('../hooks/use-place-search', async () => {
  const { fromCuratedPlace } = await import('@/services/places-search');
  return {
    usePlaceSearch: (query: string, places: { search: (query: string) => Parameters<typeof fromCuratedPlace>[0][] }) => ({
      searching: false,
      result: query.trim().length < 2 ? null : { source: 'curated', places: places.search(query).map(fromCuratedPlace), fallback: 'offline', message: null },
    }),
  };
});

const plan = () => [
  item('castle', 1, 'a0', { title: 'São Jorge Castle', startTime: '10:00', endTime: '12:00' }),
  item('tram', 1, 'a1', { title: 'Tram 28', place: null, type: 'activity' }),
  item('market', 2, 'a0', { title: 'Time Out Market', type: 'restaurant', cost: { amount: 2450, currency: 'EUR' } }),
  item('hotel', 1, 'a2', { title: 'Casa do Bairro', type: 'stay', nights: 2 }),
  item('fado', null, 'a0', { title: 'Fado night' }),
  item('alt', 2, 'a0V', { title: 'Mercado de Campo de Ourique', optionOf: 'market' }),
];

/** The editor of `doc`, once the open itinerary's first snapshot is in. */
async function setup(access = CREATOR, items = plan(), doc = itinerary()) {
  const memory = memoryApi(items, doc);
  const user = userEvent.setup();
  render(<EditorHarness memory={memory} access={access} />);
  await screen.findByRole('heading', { level: 1, name: doc.title });
  return { memory, user };
}

const day = (name: RegExp) => screen.getByRole('region', { name });
/** The rows of a day's items (the rows of travel between them left out). */
const itemsOf = (name: RegExp) =>
  within(within(day(name)).getByRole('list', { name: /^Items of/ }))
    .queryAllByRole('listitem')
    .filter((row) => !row.hasAttribute('data-leg-key'));
const titlesOf = (name: RegExp) =>
  itemsOf(name)
    .map((row) => row.querySelector('.plan-item__title')?.textContent)
    .filter(Boolean);

describe('itinerary editor', () => {
  it('shows each dated day with its items in order, stays by night, alternatives under their slot, and ideas', async () => {
    await setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Lisbon weekend' })).toBeInTheDocument();
    expect(day(/Day 1 · Mon 1 Jun/)).toBeInTheDocument();
    expect(titlesOf(/Day 1/)).toEqual(['São Jorge Castle', 'Tram 28', 'Casa do Bairro']);
    expect(titlesOf(/Day 2/)).toEqual(['Time Out Market']);
    expect(titlesOf(/Ideas/)).toEqual(['Fado night']);
    expect(within(day(/Day 2/)).getByText(/Casa do Bairro · Night 2 of 2/)).toBeInTheDocument();
    expect(within(day(/Day 2/)).getByRole('list', { name: 'Alternatives to Time Out Market' })).toHaveTextContent('Mercado de Campo de Ourique');
    expect(within(day(/Day 2/)).getByText(/€24.50/)).toBeInTheDocument();
    // Markers: items with a place, numbered within their day; no marker for the tram (no place).
    expect(screen.getByRole('list', { name: 'Map of Lisbon weekend' })).toHaveTextContent('castle: day 1 #1');
    expect(screen.getByRole('list', { name: 'Map of Lisbon weekend' })).toHaveTextContent('hotel: day 1 #3');
    expect(screen.getByRole('list', { name: 'Map of Lisbon weekend' })).not.toHaveTextContent('tram');
    // The spec's stores carry the screen's state.
    expect(getTimeZoneState().timezoneList.length).toBeGreaterThan(100);
    expect(getEditingState().isEditing).toBe(true);
  });

  it('shows a damaged item in its day as "Damaged item", counted with the day, and removes it for an editor', async () => {
    const memory = memoryApi(plan(), itinerary(), [
      { id: 'broken', day: 2, title: 'Tile museum' },
      { id: 'unreadable', day: null, title: null },
    ]);
    const user = userEvent.setup();
    render(<EditorHarness memory={memory} access={CREATOR} />);
    await screen.findByRole('heading', { level: 1, name: 'Lisbon weekend' });
    const row = within(day(/Day 2/)).getByText('Damaged item').closest('li');
    expect(row).toHaveTextContent('Tile museum');
    expect(row).toHaveTextContent('its details cannot be shown');
    expect(within(day(/Day 2/)).getByRole('button', { name: /Day 2/ })).toHaveTextContent('2 items');
    expect(titlesOf(/Ideas/)).toEqual(['Fado night', 'An item without a readable title']);
    expect(within(day(/Ideas/)).getByRole('button', { name: /Ideas/ })).toHaveTextContent('2 items');

    await user.click(within(day(/Day 2/)).getByRole('button', { name: 'Remove “Tile museum”' }));
    await waitFor(() => expect(within(day(/Day 2/)).queryByText('Damaged item')).toBeNull());
    expect(memory.calls).toEqual([{ verb: 'deleteItem', args: ['trip-1', 'broken'] }]);
    expect(within(day(/Day 2/)).getByRole('button', { name: /Day 2/ })).toHaveTextContent('1 item');
  });

  it('shows a viewer a damaged item in its day with no Remove', async () => {
    const memory = memoryApi(plan(), itinerary(), [{ id: 'broken', day: 2, title: 'Tile museum' }]);
    render(<EditorHarness memory={memory} access={VIEWER} />);
    await screen.findByRole('heading', { level: 1, name: 'Lisbon weekend' });
    expect(within(day(/Day 2/)).getByText('Damaged item')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('gives a viewer no edit control at all', async () => {
    await setup(VIEWER);
    expect(screen.getByText(/only its creator and companions can change it/)).toBeInTheDocument();
    for (const name of [/Drag to move/, /^Actions/, /Add to day/, /Add an idea/, /Undo/, /Rename/, /Change dates/, /Edit mode/, /Use this one/, /Copy share link/]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('switch')).toBeNull();
    expect(getEditingState().isEditing).toBe(false);
  });

  it('lets an editor turn edit mode off to see the plan as others do', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Edit mode: on', pressed: true }));
    expect(screen.queryByRole('button', { name: /Drag to move/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add to day/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit mode: off', pressed: false }));
    expect(screen.getAllByRole('button', { name: /Drag to move/ }).length).toBeGreaterThan(0);
  });

  it('tells a pending invitee to accept the invitation to edit, with no edit controls', async () => {
    await setup(PENDING);
    expect(screen.getByText(/Accept the invitation to edit/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Drag to move/ })).toBeNull();
  });

  it('moves an item with the keyboard through its menu: one write of day and order', async () => {
    const { memory, user } = await setup();
    const actions = within(day(/Day 1/)).getByRole('button', { name: 'Actions for Tram 28' });
    actions.focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Move up' }));
    expect(titlesOf(/Day 1/)).toEqual(['Tram 28', 'São Jorge Castle', 'Casa do Bairro']);
    await waitFor(() => expect(memory.calls).toHaveLength(1));
    const [call] = memory.calls;
    expect(call?.verb).toBe('moveItem');
    expect(call?.args.slice(0, 3)).toEqual(['trip-1', 'tram', 1]);
    expect(String(call?.args[3]) < 'a0').toBe(true);
    expect(screen.getByText(/Moved Tram 28 to Day 1 · Mon 1 Jun, position 1/)).toBeInTheDocument();
  });

  it('does not undo a companion’s move when saving an edit begun before it', async () => {
    const { memory, user } = await setup();
    await user.click(within(day(/Day 1/)).getByRole('button', { name: 'Actions for São Jorge Castle' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: /Edit/ });
    // While the dialog is open, a companion moves the castle to day 2.
    act(() => memory.companion((items) => items.map((entry) => (entry.id === 'castle' ? { ...entry, day: 2, order: 'a5' } : entry))));
    await user.type(within(dialog).getByLabelText('Notes'), 'Book the tower');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(memory.calls).toHaveLength(1));
    expect(memory.calls[0]).toEqual({ verb: 'updateItem', args: ['trip-1', { id: 'castle', fields: { notes: 'Book the tower' } }] });
    expect(memory.items.find((entry) => entry.id === 'castle')).toMatchObject({ day: 2, order: 'a5', notes: 'Book the tower' });
    expect(titlesOf(/Day 2/)).toEqual(['Time Out Market', 'São Jorge Castle']);
  });

  it('moves an item by keyboard one place per arrow press, announcing where it is and where it lands', async () => {
    const longPlan = [
      ...['a0', 'a1', 'a2', 'a3', 'a4'].map((order, index) => item(`one${index + 1}`, 1, order, { title: `Day one stop ${index + 1}` })),
      ...['a0', 'a1', 'a2', 'a3', 'a4', 'a5'].map((order, index) => item(`two${index + 1}`, 2, order, { title: `Day two stop ${index + 1}` })),
    ];
    const { memory, user } = await setup(CREATOR, longPlan);
    const status = () => screen.getAllByRole('status').map((region) => region.textContent).join(' | ');
    const handle = () => within(day(/Day 1/)).queryByRole('button', { name: 'Drag to move Day one stop 5' }) ?? screen.getByRole('button', { name: 'Drag to move Day one stop 5' });
    handle().focus();
    await user.keyboard(' ');
    expect(status()).toContain('Picked up Day one stop 5, in Day 1 · Mon 1 Jun, position 5 of 5.');
    await user.keyboard('{ArrowDown}');
    expect(status()).toContain('Day one stop 5 is now in Day 2 · Tue 2 Jun, position 1 of 7.');
    expect(titlesOf(/Day 2/)[0]).toBe('Day one stop 5');
    expect(handle()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(status()).toContain('Day one stop 5 is now in Day 2 · Tue 2 Jun, position 2 of 7.');
    await user.keyboard('{ArrowDown}');
    expect(status()).toContain('Day one stop 5 is now in Day 2 · Tue 2 Jun, position 3 of 7.');
    await user.keyboard(' ');
    expect(status()).toContain('Dropped Day one stop 5 in Day 2 · Tue 2 Jun, position 3 of 7.');
    expect(titlesOf(/Day 2/)).toEqual(['Day two stop 1', 'Day two stop 2', 'Day one stop 5', 'Day two stop 3', 'Day two stop 4', 'Day two stop 5', 'Day two stop 6']);
    await waitFor(() => expect(memory.calls).toHaveLength(1));
    const [call] = memory.calls;
    expect(call?.verb).toBe('moveItem');
    expect(call?.args.slice(0, 3)).toEqual(['trip-1', 'one5', 2]);
    expect(String(call?.args[3]) > 'a1' && String(call?.args[3]) < 'a2').toBe(true);
    expect(handle()).toHaveFocus();

    // Escape puts it back where it was, and says where that is.
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    expect(status()).toContain('Day one stop 5 is now in Day 2 · Tue 2 Jun, position 2 of 7.');
    await user.keyboard('{Escape}');
    expect(status()).toContain('Moving Day one stop 5 was cancelled. It is back in Day 2 · Tue 2 Jun, position 3 of 7.');
    expect(titlesOf(/Day 2/)[2]).toBe('Day one stop 5');
    expect(memory.calls).toHaveLength(1);
  });

  it('credits Google Maps on a stop whose place came from it, and only there', async () => {
    const fromGoogle = { ...aPlace('ramen', { category: 'food' }), name: 'Menya Inoichi', source: 'Google Maps', providerId: 'ChIJramen' };
    await setup(CREATOR, [
      item('ramen', 1, 'a0', { title: 'Lunch at Menya Inoichi', type: 'restaurant', place: fromGoogle }),
      item('castle', 1, 'a1', { title: 'São Jorge Castle' }),
    ]);
    const [ramen, castle] = itemsOf(/Day 1/);
    expect(within(ramen!).getByText('Google Maps')).toHaveAttribute('translate', 'no');
    expect(castle).not.toHaveTextContent('Google Maps');
  });

  it('warns on a stop planned when its place is closed, by the weekday of its day, and not when it is open', async () => {
    const hours = ['1 09:00-18:00', '2 09:00-18:00', '3 09:00-18:00'];
    const withHours = (id: string) => ({ ...aPlace(id, { category: 'food' }), name: 'Mercado da Ribeira', hours });
    const timed = [
      item('lunch', 1, 'a0', { title: 'Lunch at the market', type: 'restaurant', place: withHours('lunch'), startTime: '12:30', endTime: '13:30' }),
      item('dinner', 2, 'a0', { title: 'Dinner at the market', type: 'restaurant', place: withHours('dinner'), startTime: '19:30', endTime: '21:00' }),
      item('sunday', 3, 'a0', { title: 'Market again', type: 'restaurant', place: withHours('sunday'), startTime: '12:00', endTime: '13:00' }),
    ];
    await setup(CREATOR, timed, itinerary({ period: { start: '2026-06-01', end: '2026-06-03' } }));
    expect(itemsOf(/Day 1/)[0]).not.toHaveTextContent('closed');
    expect(itemsOf(/Day 2/)[0]).toHaveTextContent('Mercado da Ribeira is closed at 19:30 on Tuesdays (open 09:00–18:00).');
    // Day 3 is a Wednesday: open at noon.
    expect(itemsOf(/Day 3/)[0]).not.toHaveTextContent('closed');
  });

  it('flags times left out of order by a move, and re-times the day in one click, keeping each stop’s length', async () => {
    const timed = [
      item('museum', 1, 'a0', { title: 'Gulbenkian Museum', startTime: '15:05', endTime: '17:00' }),
      item('lunch', 2, 'a0', { title: 'Lunch', type: 'restaurant', startTime: '12:20', endTime: '13:20' }),
      item('cafe', 2, 'a1', { title: 'Café', type: 'restaurant', startTime: '13:40', endTime: '14:20' }),
    ];
    const { memory, user } = await setup(CREATOR, timed);
    expect(within(day(/Day 2/)).queryByRole('note')).toBeNull();
    screen.getByRole('button', { name: 'Drag to move Gulbenkian Museum' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    expect(titlesOf(/Day 2/)).toEqual(['Lunch', 'Gulbenkian Museum', 'Café']);
    expect(screen.getByText(/Times on Day 2 · Tue 2 Jun are now out of order: Re-time day 2 puts them in order\./)).toBeInTheDocument();
    expect(within(day(/Day 2/)).getByRole('note')).toHaveTextContent('Times out of order: 1 stop starts before a stop above it.');
    const cafeRow = () => itemsOf(/Day 2/)[2];
    expect(cafeRow()).toHaveTextContent('Time out of order. Starts at 13:40, before “Gulbenkian Museum” above it (15:05).');

    await user.click(within(day(/Day 2/)).getByRole('button', { name: 'Re-time day 2' }));
    expect(within(day(/Day 2/)).queryByRole('note')).toBeNull();
    expect(within(day(/Day 2/)).getByRole('button', { name: /^Day 2/ })).toHaveFocus();
    expect(itemsOf(/Day 2/)[1]).toHaveTextContent('13:40–15:35');
    expect(cafeRow()).toHaveTextContent('15:35–16:15');
    expect(cafeRow()).not.toHaveTextContent('out of order');
    await waitFor(() => expect(memory.calls).toHaveLength(2));
    expect(memory.calls[1]).toEqual({
      verb: 'applyItemChanges',
      args: [
        'trip-1',
        {
          upsert: [],
          remove: [],
          update: [
            { id: 'museum', fields: { startTime: '13:40', endTime: '15:35' } },
            { id: 'cafe', fields: { startTime: '15:35', endTime: '16:15' } },
          ],
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: /^Undo/ }));
    expect(cafeRow()).toHaveTextContent('13:40–14:20');
    expect(within(day(/Day 2/)).getByRole('note')).toBeInTheDocument();
  });

  it('moves an item to another day and to ideas with "Move to day…"', async () => {
    const { memory, user } = await setup();
    await user.click(within(day(/Day 1/)).getByRole('button', { name: 'Actions for São Jorge Castle' }));
    await user.selectOptions(screen.getByLabelText('Move to day…'), 'Day 2 · Tue 2 Jun');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(titlesOf(/Day 2/)).toEqual(['Time Out Market', 'São Jorge Castle']);
    await user.click(within(day(/Day 2/)).getByRole('button', { name: 'Actions for Time Out Market' }));
    await user.selectOptions(screen.getByLabelText('Move to day…'), 'Ideas');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(titlesOf(/Ideas/)).toEqual(['Fado night', 'Time Out Market']);
    await waitFor(() => expect(memory.calls.map((call) => call.verb)).toEqual(['moveItem', 'moveItem']));
    expect(memory.calls[1]?.args.slice(1, 3)).toEqual(['market', null]);
  });

  it('undoes a delete and a move with the button and with Ctrl+Z', async () => {
    const { memory, user } = await setup();
    await user.click(within(day(/Day 1/)).getByRole('button', { name: 'Actions for Tram 28' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(titlesOf(/Day 1/)).toEqual(['São Jorge Castle', 'Casa do Bairro']);
    await waitFor(() => expect(memory.items.map((entry) => entry.id)).not.toContain('tram'));
    await user.click(screen.getByRole('button', { name: /^Undo/ }));
    expect(titlesOf(/Day 1/)).toEqual(['São Jorge Castle', 'Tram 28', 'Casa do Bairro']);
    await waitFor(() => expect(memory.items.find((entry) => entry.id === 'tram')).toEqual(plan()[1]));

    await user.click(within(day(/Day 1/)).getByRole('button', { name: 'Actions for São Jorge Castle' }));
    await user.click(screen.getByRole('button', { name: 'Move down' }));
    expect(titlesOf(/Day 1/)).toEqual(['Tram 28', 'São Jorge Castle', 'Casa do Bairro']);
    document.body.focus();
    await user.keyboard('{Control>}z{/Control}');
    expect(titlesOf(/Day 1/)).toEqual(['São Jorge Castle', 'Tram 28', 'Casa do Bairro']);
    await waitFor(() => expect(memory.items.find((entry) => entry.id === 'castle')?.order).toBe('a0'));
    expect(memory.calls.map((call) => call.verb)).toEqual(['deleteItem', 'saveItem', 'moveItem', 'updateItem']);
    // Undoing the move writes back only the field the move changed.
    expect(memory.calls[3]?.args[1]).toEqual({ id: 'castle', fields: { order: 'a0' } });
  });

  it('saves only the fields an edit changes, and undo leaves a companion’s later change alone', async () => {
    const { memory, user } = await setup();
    await user.click(within(day(/Day 1/)).getByRole('button', { name: 'Actions for São Jorge Castle' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: /Edit/ });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Castelo');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(memory.calls).toHaveLength(1));
    expect(memory.calls[0]).toEqual({ verb: 'updateItem', args: ['trip-1', { id: 'castle', fields: { title: 'Castelo' } }] });

    // A companion moves the castle and writes a note on it; then I undo my rename.
    act(() =>
      memory.companion((items) =>
        items.map((entry) => (entry.id === 'castle' ? { ...entry, order: 'a3', notes: 'Meet at the gate' } : entry)),
      ),
    );
    expect(titlesOf(/Day 1/)).toEqual(['Tram 28', 'Casa do Bairro', 'Castelo']);
    await user.click(screen.getByRole('button', { name: /^Undo/ }));
    await waitFor(() => expect(memory.calls).toHaveLength(2));
    expect(memory.calls[1]).toEqual({ verb: 'updateItem', args: ['trip-1', { id: 'castle', fields: { title: 'São Jorge Castle' } }] });
    expect(memory.items.find((entry) => entry.id === 'castle')).toMatchObject({ order: 'a3', notes: 'Meet at the gate' });
    expect(titlesOf(/Day 1/)).toEqual(['Tram 28', 'Casa do Bairro', 'São Jorge Castle']);

    // Undo never overwrites a change someone made since: it says what it left.
    await user.click(within(day(/Day 1/)).getByRole('button', { name: 'Actions for Tram 28' }));
    await user.click(screen.getByRole('button', { name: 'Move down' }));
    await waitFor(() => expect(memory.calls).toHaveLength(3));
    act(() => memory.companion((items) => items.map((entry) => (entry.id === 'tram' ? { ...entry, order: 'a9' } : entry))));
    await user.click(screen.getByRole('button', { name: /^Undo/ }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Undone in part. Undo left the position of “Tram 28” as it is: someone else changed it since.',
    );
    expect(memory.calls).toHaveLength(3);
    expect(titlesOf(/Day 1/)).toEqual(['Casa do Bairro', 'São Jorge Castle', 'Tram 28']);
  });

  it('adds a place from search to a day, at its end', async () => {
    const { memory, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Add to day 2' }));
    const dialog = screen.getByRole('dialog', { name: /Add to Day 2/ });
    await user.type(within(dialog).getByLabelText('Find a place'), 'belem');
    await user.click(within(dialog).getByRole('button', { name: /Belém Tower/ }));
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Belém Tower');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(titlesOf(/Day 2/)).toEqual(['Time Out Market', 'Belém Tower']);
    await waitFor(() => expect(memory.calls[0]?.verb).toBe('saveItem'));
    const saved = memory.calls[0]?.args[1] as { place: { geocode: unknown }; timeZone: string; order: string; day: number };
    expect(saved).toMatchObject({ day: 2, timeZone: 'Europe/Lisbon', place: { geocode: { lat: 38.69, lng: -9.22 } } });
    expect(saved.order > 'a0').toBe(true);
  });

  it('says at the field what is wrong and keeps what was typed', async () => {
    const { memory, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Add an idea' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an idea' });
    await user.type(within(dialog).getByLabelText('Cost (EUR)'), '12.345');
    await user.type(within(dialog).getByLabelText('Notes'), 'Ask for a table by the window');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Give the item a name.');
    expect(within(dialog).getByLabelText('Cost (EUR)')).toHaveAccessibleDescription(/Optional Enter a cost with at most 2 decimals/);
    expect(within(dialog).getByLabelText('Cost (EUR)')).toHaveValue('12.345');
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('Ask for a table by the window');
    expect(memory.calls).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Name'), 'Cervejaria Ramiro');
    await user.clear(within(dialog).getByLabelText('Cost (EUR)'));
    await user.type(within(dialog).getByLabelText('Cost (EUR)'), '45.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(titlesOf(/Ideas/)).toEqual(['Fado night', 'Cervejaria Ramiro']);
    await waitFor(() => expect(memory.calls[0]?.args[1]).toMatchObject({ day: null, cost: { amount: 4550, currency: 'EUR' } }));
  }, 20_000);

  it('offers back the notes of an edit cut short by a sign-out in another tab once you sign in and open it again', async () => {
    const owner = itinerary().creatorId;
    userActions.userSignedIn(owner);
    const first = await setup();
    await first.user.click(within(day(/Day 1/)).getByRole('button', { name: 'Actions for São Jorge Castle' }));
    await first.user.click(screen.getByRole('button', { name: 'Edit' }));
    await first.user.type(within(screen.getByRole('dialog', { name: /Edit/ })).getByLabelText('Notes'), 'Ask for the rooftop table');

    // Signed out in the other tab: this tab clears its stores and drafts, and the editor goes.
    act(() => {
      loggedOut();
      draftsSignedOut();
    });
    cleanup();

    userActions.userSignedIn(owner);
    const { memory, user } = await setup();
    await user.click(within(day(/Day 1/)).getByRole('button', { name: 'Actions for São Jorge Castle' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: /Edit/ });
    expect(within(dialog).getByText(/What you typed here before and did not save is back/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('Ask for the rooftop table');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(memory.calls[0]).toEqual({ verb: 'updateItem', args: ['trip-1', { id: 'castle', fields: { notes: 'Ask for the rooftop table' } }] }));

    // Saved: the next Edit starts from the item, with nothing to offer back.
    await user.click(within(day(/Day 1/)).getByRole('button', { name: 'Actions for São Jorge Castle' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(within(screen.getByRole('dialog', { name: /Edit/ })).queryByText(/did not save is back/)).not.toBeInTheDocument();
  }, 20_000);

  it('discards an offered-back draft on request, back to the item as stored', async () => {
    const owner = itinerary().creatorId;
    userActions.userSignedIn(owner);
    sessionStorage.setItem(
      `wayfare:draft:of:${owner}:item:trip-1:castle`,
      JSON.stringify({ ...valuesFromItem(plan()[0]!, 'EUR'), notes: 'Ask for the rooftop table' }),
    );
    const { user } = await setup();
    await user.click(within(day(/Day 1/)).getByRole('button', { name: 'Actions for São Jorge Castle' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: /Edit/ });
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('Ask for the rooftop table');
    await user.click(within(dialog).getByRole('button', { name: 'Discard it' }));
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('');
    expect(within(dialog).queryByText(/did not save is back/)).not.toBeInTheDocument();
  });

  it('does not offer one account’s draft to another signed in on the same tab', async () => {
    const owner = itinerary().creatorId;
    sessionStorage.setItem(
      `wayfare:draft:of:someone-else:item:trip-1:castle`,
      JSON.stringify({ ...valuesFromItem(plan()[0]!, 'EUR'), notes: 'Not yours' }),
    );
    userActions.userSignedIn(owner);
    const { user } = await setup();
    await user.click(within(day(/Day 1/)).getByRole('button', { name: 'Actions for São Jorge Castle' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(within(screen.getByRole('dialog', { name: /Edit/ })).getByLabelText('Notes')).toHaveValue('');
  });

  it('uses an alternative in one batch', async () => {
    const { memory, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Use Mercado de Campo de Ourique instead of Time Out Market' }));
    expect(titlesOf(/Day 2/)).toEqual(['Mercado de Campo de Ourique']);
    expect(within(day(/Day 2/)).getByRole('list', { name: 'Alternatives to Mercado de Campo de Ourique' })).toHaveTextContent('Time Out Market');
    await waitFor(() => expect(memory.calls.map((call) => call.verb)).toEqual(['applyItemChanges']));
  });

  it('shortening the trip moves the dropped day to ideas in one batch, and undo brings it back', async () => {
    const { memory, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Change dates' }));
    const end = screen.getByLabelText('Last day');
    await user.clear(end);
    await user.type(end, '2026-06-01');
    expect(screen.getByText(/items? on days after day 1 will move to Ideas/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply dates' }));
    expect(screen.queryByRole('region', { name: /Day 2/ })).toBeNull();
    expect(titlesOf(/Ideas/)).toEqual(['Fado night', 'Time Out Market']);
    await waitFor(() => expect(memory.itinerary.days).toBe(1));
    expect(memory.calls).toHaveLength(1);
    expect(memory.calls[0]?.verb).toBe('applyItemChanges');
    await user.click(screen.getByRole('button', { name: /^Undo/ }));
    expect(titlesOf(/Day 2/)).toEqual(['Time Out Market']);
    await waitFor(() => expect(memory.itinerary.period).toEqual({ start: '2026-06-01', end: '2026-06-03' }));
  });

  it('offers the title and description a planned trip was named with, following its new length, and undo takes them back', async () => {
    const doc = itinerary({ title: '3 days in Lisbon', description: '3 days in Lisbon. 3 places.' });
    const { memory, user } = await setup(CREATOR, plan(), doc);
    await user.click(screen.getByRole('button', { name: 'Change dates' }));
    const end = screen.getByLabelText('Last day');
    await user.clear(end);
    await user.type(end, '2026-06-01');
    const rename = screen.getByRole('checkbox', { name: 'Also rename the trip “A day in Lisbon” and update its description' });
    expect(rename).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Apply dates' }));
    await waitFor(() => expect(memory.itinerary.title).toBe('A day in Lisbon'));
    expect(memory.itinerary.description).toMatch(/^A day in Lisbon\. \d+ places?\.$/);
    expect(screen.getByRole('heading', { level: 1, name: 'A day in Lisbon' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Undo/ }));
    await waitFor(() => expect(memory.itinerary.title).toBe('3 days in Lisbon'));
  });

  it('leaves a title of the person’s own as it is when the days change', async () => {
    const { memory, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Change dates' }));
    const end = screen.getByLabelText('Last day');
    await user.clear(end);
    await user.type(end, '2026-06-01');
    expect(screen.queryByRole('checkbox', { name: /^Also rename/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Apply dates' }));
    await waitFor(() => expect(memory.itinerary.days).toBe(1));
    expect(memory.itinerary.title).toBe('Lisbon weekend');
  });

  it('renders the items of days far below the fold only as they come near', async () => {
    const observed: { callback: IntersectionObserverCallback; node: Element }[] = [];
    class FakeObserver {
      constructor(private callback: IntersectionObserverCallback) {}
      observe(node: Element) {
        observed.push({ callback: this.callback, node });
      }
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    // 12 items a day: the first 48 items (four days) render at once.
    const long = Array.from({ length: 6 * 12 }, (_, index) =>
      item(`stop${index}`, Math.floor(index / 12) + 1, `a${String(index % 12).padStart(2, '0')}`, { title: `Stop ${index}` }),
    );
    await setup(CREATOR, long, itinerary({ period: null, days: 6 }));
    expect(titlesOf(/^Day 4/)).toHaveLength(12);
    expect(titlesOf(/^Day 5/)).toEqual([]);
    expect(within(day(/^Day 5/)).getByRole('button', { name: /Day 5/ })).toHaveTextContent('12 items');
    const day5 = observed.find((entry) => entry.node === day(/^Day 5/));
    expect(day5).toBeDefined();
    act(() => day5?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(titlesOf(/^Day 5/)).toHaveLength(12);
    expect(titlesOf(/^Day 5/)[0]).toBe('Stop 48');
    vi.unstubAllGlobals();
  });

  it('collapses a day into the Components store', async () => {
    const { user } = await setup();
    const toggle = within(day(/Day 1/)).getByRole('button', { name: /Day 1/, expanded: true });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(day(/Day 1/)).queryByText('São Jorge Castle')).toBeNull();
    expect(getComponentsState()).toEqual({ components: [{ id: 'day-1', collapsed: true }] });
  });

  it('takes back a change the server refuses and says so', async () => {
    const { memory, user } = await setup();
    memory.failWrites(true);
    await user.click(within(day(/Day 1/)).getByRole('button', { name: 'Actions for Tram 28' }));
    await user.click(screen.getByRole('button', { name: 'Move up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Moving “Tram 28” could not be saved/);
    expect(titlesOf(/Day 1/)).toEqual(['São Jorge Castle', 'Tram 28', 'Casa do Bairro']);
    expect(screen.getByRole('button', { name: /^Undo/ })).toBeDisabled();
  });

  it('lets only the creator make the trip public', async () => {
    const { memory, user } = await setup();
    await user.click(screen.getByRole('switch', { name: 'Public' }));
    await waitFor(() => expect(memory.calls[0]).toEqual({ verb: 'updateItinerary', args: ['trip-1', { public: true }] }));
    await act(async () => {});
    expect(screen.getByRole('switch', { name: 'Public' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Public' })).toHaveAccessibleDescription('On: anyone with the link can see it (bookings stay with the people planning it).');
  });

  it('makes a trip with bookings public too, saying its bookings stay with the people planning it', async () => {
    const booking = { code: 'TM-28', provider: null, number: null, terminal: null, seat: null, party: 2, status: 'confirmed' as const };
    const { memory, user } = await setup(CREATOR, plan().map((item) => (item.title === 'Tram 28' ? { ...item, booking } : item)));
    await user.click(screen.getByRole('switch', { name: 'Public' }));
    await waitFor(() => expect(memory.calls.filter((call) => call.verb === 'updateItinerary')).toEqual([{ verb: 'updateItinerary', args: ['trip-1', { public: true }] }]));
    await act(async () => {});
    expect(screen.getByRole('switch', { name: 'Public' })).toHaveAccessibleDescription('On: anyone with the link can see it (bookings stay with the people planning it).');
  });

  it('takes a booking on a public trip, and says in the item dialog who sees it', async () => {
    const { user } = await setup(CREATOR, plan(), { ...itinerary(), public: true });
    await user.click(within(day(/Day 1/)).getByRole('button', { name: 'Actions for Tram 28' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByText('Booking details'));
    expect(within(dialog).getByText(/only the people planning it see them and their confirmation codes/)).toBeVisible();
    expect(within(dialog).getByLabelText('Confirmation code')).toBeVisible();
  });

  it('names the privacy switch "Public" whatever its state, so off reads as not public', async () => {
    await setup();
    const visibility = screen.getByRole('switch');
    expect(visibility).toHaveAccessibleName('Public');
    expect(visibility).not.toBeChecked();
    expect(visibility).toHaveAccessibleDescription('Off: only you and your companions can see it.');
  });
});
