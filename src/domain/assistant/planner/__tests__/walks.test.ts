import { describe, expect, it } from 'vitest';
import { keepWalks } from '../geo';
import { parseRequest } from '../parse';
import { planTrip } from '../plan';
import { realData } from './data';

const PHILOSOPHERS_PATH = ['Nanzen-ji', "Philosopher's Path (Tetsugaku-no-michi)", 'Ginkaku-ji'];
const SANNENZAKA = ['Kōdai-ji', 'Sannenzaka', 'Kiyomizu-dera'];

function kyoto(text: string) {
  const { placesData, cityIndex } = realData();
  return planTrip(parseRequest(text, { today: new Date(Date.UTC(2026, 10, 22)), cityIndex }), { placesData });
}

describe('known walks', () => {
  it.each([
    '6 days in Kyoto in April, temples and food, slow pace',
    '4 days in Kyoto',
    '3 days in Kyoto with kids',
    '2 days in Kyoto',
  ])('keeps each walk on one day, one place after another, in its order: "%s"', (text) => {
    const plan = kyoto(text);
    let walked = 0;
    for (const walk of [PHILOSOPHERS_PATH, SANNENZAKA]) {
      const days = plan.days.filter((day) => day.items.some((item) => walk.includes(item.title)));
      if (days.length === 0) continue;
      expect(days, `${walk.join(' > ')} spread over days ${days.map((d) => d.day).join(', ')}`).toHaveLength(1);
      // The visits of the day, meals left out: the walk's places follow each other in order.
      const visits = days[0]!.items.filter((item) => item.type !== 'restaurant').map((item) => item.title);
      const at = visits.indexOf(walk[0]!);
      expect(visits.slice(at, at + walk.length)).toEqual(walk);
      walked += 1;
    }
    expect(walked).toBeGreaterThan(0);
  });

  it('puts a walk together where its first place stood and leaves the rest of the path as it was', () => {
    const p = (key: string) => ({ key, geocode: { lat: 0, lng: 0 } });
    const path = [p('a'), p('w3'), p('b'), p('w1'), p('c'), p('w2')];
    expect(keepWalks(path, [['w1', 'w2', 'w3']]).map((x) => x.key)).toEqual(['a', 'w1', 'w2', 'w3', 'b', 'c']);
    expect(keepWalks(path, [['w1', 'missing']]).map((x) => x.key)).toEqual(['a', 'w3', 'b', 'w1', 'c', 'w2']);
  });
});
