/**
 * A day's travel in the editor (issue 33): the legs between stops, the day's
 * totals, "Shortest route for this day" as a change to accept, and a problem
 * at its stop with fixes that write. A Kyoto trip, 3 to 8 May 2027, from a
 * hotel by Shijō-Kawaramachi; every figure is an estimate (no route service).
 */
import { act, cleanup, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AT } from '@/domain/days/__tests__/kyoto';
import type { GeoPoint, PlanItem } from '@/domain/itineraries/types';
import { anItem } from '@/testing/builders';
import { expectNoAxeViolations } from '@/testing/render-routes';
import { userActions } from '@/stores/use-user-store';
import { highlightActions, useHighlightedLeg } from '../../hooks/use-highlight';
import { CREATOR, EditorHarness, itinerary, memoryApi, type MemoryApi } from './fixtures';

vi.mock('../../map/map-panel', () => ({ MapPanel: () => null }));

function stop(id: string, title: string, at: GeoPoint | null, day: number | null, order: string, extra: Partial<PlanItem> = {}): PlanItem {
  return anItem({ id, title, day, order, timeZone: 'Asia/Tokyo', place: at ? { name: title, geocode: at, source: 'Wikidata (CC0)' } : null, ...extra });
}

const HOTEL = stop('hotel', 'Hotel Shijō', AT.hotel, 1, 'a0', { type: 'stay', nights: 5, startTime: '15:00' });
const NARA = { name: 'Nara', geocode: { lat: 34.68, lng: 135.82 }, source: 'Wikidata (CC0)' };

/** Day 2 zigzags across the river; day 3 runs late for a train; day 4 has a stop without a place; day 5 is as short as it gets. */
const KYOTO = [
  HOTEL,
  stop('gion', 'Gion', AT.gion, 2, 'a0'),
  stop('chion', 'Chion-in', AT.chionIn, 2, 'a1'),
  stop('nishiki', 'Nishiki Market', AT.nishiki, 2, 'a2'),
  stop('kodai', 'Kōdai-ji', AT.kodaiJi, 2, 'a3'),
  stop('gion3', 'Gion', AT.gion, 3, 'a0', { startTime: '15:00' }),
  stop('kinkaku', 'Kinkaku-ji', AT.kinkakuJi, 3, 'a1', { startTime: '17:00' }),
  stop('train', 'Train to Nara', AT.kyotoStation, 3, 'a2', { type: 'transport', startTime: '19:00', endTime: '19:45', arrival: NARA }),
  stop('tea', 'Tea ceremony', null, 4, 'a0'),
  stop('nanzen', 'Nanzen-ji', AT.nanzenJi, 4, 'a1'),
  stop('nishiki5', 'Nishiki Market', AT.nishiki, 5, 'a0'),
  stop('gion5', 'Gion', AT.gion, 5, 'a1'),
  stop('ginkaku', 'Ginkaku-ji', AT.ginkakuJi, null, 'a0'),
];

const TRIP = itinerary({ title: 'Six days in Kyoto', period: { start: '2027-05-03', end: '2027-05-08' }, days: 6, destinations: ['Kyoto'] });

async function setup(items = KYOTO, memory: MemoryApi = memoryApi(items, TRIP)) {
  const user = userEvent.setup();
  render(<EditorHarness memory={memory} access={CREATOR} />);
  await screen.findByRole('heading', { level: 1, name: TRIP.title });
  return { memory, user };
}

/** The leg the plan and the map share as highlighted. */
const highlightedLegNow = () => renderHook(useHighlightedLeg).result.current;

const day = (n: number) => screen.getByRole('region', { name: new RegExp(`^Day ${n}\\b`) });
const listOf = (n: number) => within(day(n)).getByRole('list', { name: /^Items of/ });
/** What a screen reader reads of each leg of a day, in order. */
const legsOf = (n: number) =>
  within(listOf(n))
    .queryAllByRole('listitem')
    .filter((row) => row.hasAttribute('data-leg-key'))
    .map((row) => row.querySelector('.visually-hidden')?.textContent);
const titlesOf = (n: number) =>
  within(listOf(n))
    .queryAllByRole('listitem')
    .map((row) => row.querySelector('.plan-item__title')?.textContent)
    .filter(Boolean);
const dayItemsOf = (memory: MemoryApi, n: number) =>
  memory.items
    .filter((item) => item.day === n)
    .sort((a, b) => (a.order < b.order ? -1 : 1))
    .map((item) => item.id);

describe('legs between a day’s stops', () => {
  it('shows each leg between two stops, from the night’s stay and back, with its label, and none for the ideas', async () => {
    await setup();
    expect(legsOf(2)).toEqual([
      'From Hotel Shijō to Gion: 16 minutes on foot, 1.2 km (estimate)',
      'From Gion to Chion-in: 8 minutes on foot, 600 m (estimate)',
      'From Chion-in to Nishiki Market: 16 minutes by public transport, 2.2 km (estimate)',
      'From Nishiki Market to Kōdai-ji: 16 minutes by public transport, 2.0 km (estimate)',
      'From Kōdai-ji to Hotel Shijō: 14 minutes by public transport, 1.5 km (estimate)',
    ]);
    // The quiet row shows the short label and says it is an estimate; it sits between the two stops.
    const row = within(listOf(2)).getAllByRole('listitem').find((li) => li.dataset.legKey === 'gion>chion')!;
    expect(row).toHaveTextContent('🚶 8 min · 600 m (estimate)');
    expect(row.previousElementSibling).toHaveTextContent('Gion');
    expect(row.nextElementSibling).toHaveTextContent('Chion-in');
    // A stop without a place: the way there is not known, and said so.
    expect(legsOf(4)[0]).toBe('From Hotel Shijō to Tea ceremony: “Tea ceremony” has no place on the map, so the way there is not known.');
    expect(within(listOf(4)).getAllByRole('listitem')[0]).toHaveTextContent('Way there not known');
    // Ideas have no legs.
    const ideas = screen.getByRole('region', { name: /^Ideas/ });
    expect(within(ideas).queryAllByRole('listitem').filter((row) => row.hasAttribute('data-leg-key'))).toEqual([]);
  });

  it('goes by car beyond a walk for a person whose preferences say so, and on foot where it is near', async () => {
    userActions.userPreferencesChanged({ ride: 'car' });
    await setup();
    expect(legsOf(2)[1]).toBe('From Gion to Chion-in: 8 minutes on foot, 600 m (estimate)');
    expect(legsOf(2)[2]).toMatch(/^From Chion-in to Nishiki Market: \d+ minutes by car, [\d.]+ km \(estimate\)$/);
  });

  it('updates the legs at once when a stop moves', async () => {
    const { user } = await setup();
    await user.click(within(day(2)).getByRole('button', { name: 'Actions for Chion-in' }));
    await user.click(within(day(2)).getByRole('button', { name: 'Move up' }));
    expect(titlesOf(2)).toEqual(['Chion-in', 'Gion', 'Nishiki Market', 'Kōdai-ji']);
    expect(legsOf(2).slice(0, 3)).toEqual([
      expect.stringMatching(/^From Hotel Shijō to Chion-in: /),
      'From Chion-in to Gion: 8 minutes on foot, 600 m (estimate)',
      expect.stringMatching(/^From Gion to Nishiki Market: /),
    ]);
  });

  it('keeps the means chosen for a leg on the trip, for everyone who plans it, when the editor opens again', async () => {
    const { user, memory } = await setup();
    const means = within(day(2)).getByRole('combobox', { name: 'Means of travel from Gion to Chion-in' });
    expect(means).toHaveValue('walk');
    await user.selectOptions(means, 'car');
    await waitFor(() => expect(legsOf(2)[1]).toMatch(/^From Gion to Chion-in: \d+ minutes by car, 640 m \(estimate\)$/));
    // One field of the trip, by the leg's key: a companion's choice for another leg stays.
    expect(memory.calls).toEqual([{ verb: 'chooseLegMode', args: [TRIP.id, 'gion>chion', 'car'] }]);
    expect(memory.itinerary.legModes).toEqual({ 'gion>chion': 'car' });

    cleanup();
    await setup(KYOTO, memory);
    expect(within(day(2)).getByRole('combobox', { name: 'Means of travel from Gion to Chion-in' })).toHaveValue('car');
    expect(legsOf(2)[1]).toMatch(/by car/);
  });
});

describe('the day’s totals', () => {
  it('says at the head of the day how long and how far its travel is, by means', async () => {
    await setup();
    expect(within(day(2)).getByText(/^Travel /)).toHaveTextContent(
      'Travel 1 h 10 min · 7.5 km: 🚶 24 min · 1.8 km, 🚇 46 min · 5.7 km (estimate)',
    );
    expect(within(day(4)).getByText(/^Travel /)).toHaveTextContent('Travel 18 min · 3.1 km: 🚇 18 min · 3.1 km (2 legs not known) (estimate)');
  });

  it('highlights a leg on the map while its row is hovered, and marks the row of the leg the map highlights', async () => {
    const { user } = await setup();
    const row = within(listOf(2)).getAllByRole('listitem').find((item) => item.hasAttribute('data-leg-key'))!;
    const key = row.getAttribute('data-leg-key')!;
    await user.hover(row);
    expect(highlightedLegNow()).toBe(key);
    expect(row).toHaveClass('day-leg--highlighted');
    await user.unhover(row);
    expect(highlightedLegNow()).toBeNull();
    act(() => highlightActions.legHighlighted(key));
    expect(row).toHaveClass('day-leg--highlighted');
    act(() => highlightActions.legHighlighted(null));
  });
});

describe('shortest route for this day', () => {
  it('proposes the shorter order as a change on the plan; accepting it re-orders the day in one undoable step', async () => {
    const { user, memory } = await setup();
    await user.click(within(day(2)).getByRole('button', { name: /^Shortest route for this day \(Day 2/ }));
    // The route service is asked for the day's matrix first; with no one signed in here, the order weighs estimates.
    const proposal = await within(day(2)).findByRole('group', { name: /^Proposed change to Day 2/ });
    expect(proposal).toHaveTextContent('Shortest route for day 2: 16 min and 2.1 km less travel.');
    // Shown on the plan first, as the assistant's changes are: the new order, marked, nothing written.
    expect(titlesOf(2)).toEqual(['Kōdai-ji', 'Gion', 'Chion-in', 'Nishiki Market']);
    expect(within(day(2)).getAllByText('Moved within the day').length).toBeGreaterThan(0);
    expect(
      screen.getByText('You are looking at a shorter order for day 2: the stops it moves are marked. Accept or reject it at the head of the day.'),
    ).toHaveAttribute('role', 'note');
    expect(memory.calls).toEqual([]);

    await user.click(within(proposal).getByRole('button', { name: 'Accept change' }));
    await waitFor(() => expect(dayItemsOf(memory, 2)).toEqual(['kodai', 'gion', 'chion', 'nishiki']));
    // One write: Kōdai-ji's order key puts it first, the others keep theirs.
    expect(memory.calls.map((call) => call.verb)).toEqual(['updateItem']);
    expect(titlesOf(2)).toEqual(['Kōdai-ji', 'Gion', 'Chion-in', 'Nishiki Market']);
    expect(within(day(2)).getByText(/^Travel /)).toHaveTextContent(/^Travel 54 min · 5\.4 km/);

    await user.click(within(day(2)).getByRole('button', { name: 'Undo this change' }));
    await waitFor(() => expect(dayItemsOf(memory, 2)).toEqual(['gion', 'chion', 'nishiki', 'kodai']));
  });

  it('has markup axe finds nothing wrong with: legs, their means, totals, a proposal and a problem with fixes', async () => {
    const { user } = await setup();
    expect(within(day(3)).getByRole('button', { name: 'Go to “Kinkaku-ji” before “Gion”.' })).toBeInTheDocument();
    await expectNoAxeViolations(day(3));
    await user.click(within(day(2)).getByRole('button', { name: /^Shortest route for this day \(Day 2/ }));
    expect(await within(day(2)).findByRole('group', { name: /^Proposed change to Day 2/ })).toBeInTheDocument();
    await expectNoAxeViolations(day(2));
  }, 15_000);

  it('leaves the plan as it was when the change is rejected', async () => {
    const { user, memory } = await setup();
    await user.click(within(day(2)).getByRole('button', { name: /^Shortest route for this day \(Day 2/ }));
    await user.click(await within(day(2)).findByRole('button', { name: 'Reject' }));
    expect(titlesOf(2)).toEqual(['Gion', 'Chion-in', 'Nishiki Market', 'Kōdai-ji']);
    expect(within(day(2)).getByRole('status')).toHaveTextContent('Change rejected. The plan is as it was.');
    expect(memory.calls).toEqual([]);
  });

  it('says so plainly when the day is already in its shortest order', async () => {
    const { user, memory } = await setup();
    await user.click(within(day(5)).getByRole('button', { name: /^Shortest route for this day \(Day 5/ }));
    await waitFor(() => expect(within(day(5)).getByRole('status')).toHaveTextContent('This day is already in its shortest order.'));
    expect(within(day(5)).queryByRole('group', { name: /^Proposed change/ })).toBeNull();
    expect(memory.calls).toEqual([]);
  });
});

describe('problems at the stop', () => {
  it('says at the stop that the person would be late for a fixed time, and a fix applies its writes as one undoable change', async () => {
    const { user, memory } = await setup();
    const train = within(listOf(3)).getAllByRole('listitem').find((row) => row.dataset.itemId === 'train')!;
    expect(within(train).getByRole('note')).toHaveTextContent('You would get to “Train to Nara” at 19:02, 2 min after its fixed time (19:00).');
    await user.click(within(train).getByRole('button', { name: 'Go to “Kinkaku-ji” before “Gion”.' }));

    await waitFor(() => expect(dayItemsOf(memory, 3)).toEqual(['kinkaku', 'gion3', 'train']));
    expect(memory.items.find((item) => item.id === 'kinkaku')?.startTime).toBe('15:00');
    expect(memory.items.find((item) => item.id === 'gion3')?.startTime).toBe('17:00');
    expect(memory.calls.map((call) => call.verb)).toEqual(['applyItemChanges']);
    expect(titlesOf(3)).toEqual(['Kinkaku-ji', 'Gion', 'Train to Nara']);
    expect(within(listOf(3)).queryByText(/after its fixed time/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Undo: Fixing “Train to Nara”' }));
    await waitFor(() => expect(memory.items.find((item) => item.id === 'kinkaku')?.startTime).toBe('17:00'));
    expect(dayItemsOf(memory, 3)).toEqual(['gion3', 'kinkaku', 'train']);
  });

  it('offers no fix to someone looking at the plan without editing it', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Edit mode: on' }));
    const train = within(listOf(3)).getAllByRole('listitem').find((row) => row.dataset.itemId === 'train')!;
    expect(within(train).getByRole('note')).toHaveTextContent(/after its fixed time/);
    expect(within(train).queryByRole('button', { name: /before/ })).toBeNull();
  });
});
