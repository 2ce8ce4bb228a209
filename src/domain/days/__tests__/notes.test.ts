import { tripLegs } from '../legs';
import { legInWords, travelNotes } from '../notes';
import { routeCacheKey, routedLookup, type RoutedLeg } from '../routes';
import { AT, hotel, onDay, stopAt } from './kyoto';

const STAY = hotel(1, 3);
const day2 = onDay(2, [
  stopAt('nishiki', 'Nishiki Market', AT.nishiki, { startTime: '10:00' }),
  stopAt('pontocho', 'Pontochō', AT.pontocho, { startTime: '12:00' }),
  stopAt('kinkaku', 'Kinkaku-ji', AT.kinkakuJi, { startTime: '15:00' }),
]);

describe('a trip’s travel in plain words, for the PDF and the calendar file', () => {
  it('says the way into each stop from the one before, from the hotel in the morning and back to it at night', () => {
    const notes = travelNotes(tripLegs([STAY, ...day2], 3));
    expect(notes.into.get('nishiki')?.text).toMatch(/^Walk \d+ min · \d+ m from Hotel Shijō \(estimate\)$/);
    expect(notes.into.get('pontocho')?.text).toMatch(/^Walk \d+ min · \d+ m from Nishiki Market \(estimate\)$/);
    expect(notes.into.get('kinkaku')?.text).toMatch(/^Public transport \d+ min · \d+(\.\d)? km from Pontochō \(estimate\)$/);
    expect(notes.into.get('kinkaku')?.minutes).toBeGreaterThan(20);
    expect(notes.days[1]?.back?.text).toMatch(/^Public transport .* back to Hotel Shijō \(estimate\)$/);
    expect(notes.days[1]?.head).toMatch(/^Travel \d+ (h|min).*: walk \d+ min, public transport .* \(estimates\)$/);
    // Day 3 has nothing planned: nothing to say.
    expect(notes.days[2]).toEqual({ head: null, back: null });
  });

  it('writes a route service’s answer without "estimate", in miles for someone who reads miles, and says what is not known', () => {
    const answer: RoutedLeg = { ok: true, seconds: 17 * 60, meters: 1609, polyline: null };
    const routed = routedLookup(new Map([[routeCacheKey(AT.nishiki, AT.pontocho, 'walk'), answer]]));
    const notes = travelNotes(tripLegs([STAY, ...day2], 3, { routed }), 'mi');
    expect(notes.into.get('pontocho')).toEqual({ text: 'Walk 17 min · 1.0 mi from Nishiki Market', minutes: 17 });
    expect(notes.days[1]?.head).toContain('(some estimated)');

    const offMap = onDay(2, [stopAt('nishiki', 'Nishiki Market', AT.nishiki), { ...stopAt('lunch', 'Lunch somewhere', AT.gion), place: null }]);
    const unknown = travelNotes(tripLegs([STAY, ...offMap], 3));
    expect(unknown.into.get('lunch')).toEqual({ text: 'Way there not known', minutes: null });
  });

  it('has nothing to say between two stops at the same place', () => {
    const [leg] = tripLegs([...onDay(1, [stopAt('a', 'Nishiki Market', AT.nishiki), stopAt('b', 'Lunch in the market', AT.nishiki)])], 1)[0]!.legs;
    expect(leg && legInWords(leg)).toBeNull();
  });
});
