/**
 * A change the model proposes is checked before it is shown (check-change.ts):
 * a closed place is not added, a place already planned not twice, one in the
 * ideas moves to the day, and what the days become is said.
 */
import { describe, expect, it } from 'vitest';
import { placeDraft } from '@/domain/assistant/planner/plan';
import { blankItem } from '@/domain/itineraries/plan';
import type { PlanItem } from '@/domain/itineraries/types';
import { realData } from '../../planner/__tests__/data';
import type { ProposedChange } from '../change';
import { checkChange } from '../check-change';
import type { EditContext } from '../propose';

const { placesData, cityIndex } = realData();
const paris = (id: string) => placesData.placeById.get(`paris/${id}`)!;

function visit(id: string, day: number | null, order: string, place: string, start: string | null = null, end: string | null = null): PlanItem {
  return blankItem({ id, day, order, type: 'attraction', title: paris(place).name, place: placeDraft(paris(place)), startTime: start, endTime: end });
}

const items: PlanItem[] = [
  visit('louvre', 1, 'a0', 'louvre', '10:00', '12:00'),
  visit('orsay', 2, 'a0', 'orsay', '10:00', '12:00'),
  visit('tuileries', null, 'a0', 'tuileries'),
];
const ctx: EditContext = {
  itinerary: { days: 3, period: { start: '2027-05-10', end: '2027-05-12' }, destinations: ['Paris'], geocode: { lat: 48.8566, lng: 2.3522 } },
  items,
  placesData,
  cityIndex,
  newId: () => 'new',
};

const adding = (...added: PlanItem[]): ProposedChange => ({ summary: 'Add places.', add: added, move: [], remove: [], itinerary: null });

describe('a change the model proposed, checked before it is shown', () => {
  it('does not add a place closed for works during the trip, and says so', () => {
    const checked = checkChange(ctx, adding(visit('new1', 1, 'a1', 'centre-pompidou')));
    expect(checked.change).toBeNull();
    expect(checked.notes).toEqual([expect.stringMatching(/^Centre Pompidou is closed .*2030.*, so I did not add it\.$/)]);
  });

  it('does not add a place already on a day, and says where it is', () => {
    const checked = checkChange(ctx, adding(visit('new1', 2, 'a1', 'louvre'), visit('new2', 2, 'a2', 'rodin')));
    expect(checked.change?.add.map((item) => item.title)).toEqual(['Musée Rodin']);
    expect(checked.notes).toContain('Musée du Louvre is already on day 1, so I did not add it again.');
  });

  it('adds a place twice when the change itself asks for it twice (lunch there on two days)', () => {
    const checked = checkChange(ctx, adding(visit('new1', 2, 'a1', 'rodin'), visit('new2', 3, 'a0', 'rodin')));
    expect(checked.change?.add.map((item) => item.day)).toEqual([2, 3]);
    expect(checked.notes).toEqual([]);
  });

  it('moves a place from the ideas to the day instead of adding it a second time', () => {
    const checked = checkChange(ctx, adding(visit('new1', 2, 'a1', 'tuileries')));
    expect(checked.change?.add).toEqual([]);
    expect(checked.change?.move).toEqual([{ id: 'tuileries', title: 'Jardin des Tuileries', fromDay: null, toDay: 2, order: 'a1' }]);
    expect(checked.notes).toEqual(['Jardin des Tuileries was in your ideas, so it moves to day 2.']);
  });

  it('says what the change makes of a day it touches, with the fix the day will offer', () => {
    const many = ['sainte-chapelle', 'notre-dame', 'pantheon', 'conciergerie', 'pont-neuf', 'musee-cluny'].map((place, i) => visit(`new${i}`, 3, `a${i}`, place));
    const checked = checkChange(ctx, adding(...many));
    expect(checked.change?.add).toHaveLength(6);
    expect(checked.notes).toEqual([expect.stringMatching(/^Day 3: 6 visits today: more than the 5 a moderate day holds\. Once it is accepted, the day offers to fix it: Move “.+” to your ideas\./)]);
  });

  it('says nothing of a change that holds', () => {
    const checked = checkChange(ctx, adding(visit('new1', 3, 'a0', 'rodin')));
    expect(checked).toEqual({ change: adding(visit('new1', 3, 'a0', 'rodin')), notes: [] });
  });
});
