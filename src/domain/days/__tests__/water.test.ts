import { realData } from '@/domain/assistant/planner/__tests__/data';
import { blankItem } from '@/domain/itineraries/plan';
import { describeLeg, formatLeg } from '../format';
import { legBetween } from '../legs';
import { defaultMode, DEFAULT_TRAVEL_PREFERENCES } from '../travel';
import { waterBetween } from '../water';

const { placesData } = realData();

/** A curated place of a city, by its name. */
function place(cityId: string, name: string) {
  const found = placesData.places.find((p) => p.cityId === cityId && p.name === name);
  if (!found) throw new Error(`${name} is not among ${cityId}'s places`);
  return found.geocode;
}

/** The names of a city's places (not day trips) on the far side of `water` from `from`. */
function across(cityId: string, from: string, water: string): string[] {
  const start = place(cityId, from);
  return placesData.places
    .filter((p) => p.cityId === cityId && p.category !== 'daytrip' && waterBetween(start, p.geocode)?.name === water)
    .map((p) => p.name)
    .sort();
}

describe('water a walk cannot cross', () => {
  it('the Bosphorus: the Asian shore and the Maiden’s Tower are across it from Sultanahmet, every other place is not', () => {
    expect(across('istanbul', 'Hagia Sophia', 'the Bosphorus')).toEqual(['Beylerbeyi Palace', 'Calipso', 'Kadıköy Market', "Maiden's Tower", 'Moda'].sort());
    expect(waterBetween(place('istanbul', 'Ortaköy Mosque'), place('istanbul', 'Beylerbeyi Palace'))).toEqual({ name: 'the Bosphorus', kind: 'line', roads: true });
    expect(waterBetween(place('istanbul', 'Galata Bridge'), place('istanbul', "Maiden's Tower"))).not.toBeNull();
    // The Golden Horn has bridges to walk over.
    expect(waterBetween(place('istanbul', 'Hagia Sophia'), place('istanbul', 'Galata Tower'))).toBeNull();
  });

  it('the Tagus: Cristo Rei alone is across it from Belém and the Baixa', () => {
    expect(across('lisbon', 'MAAT – Museu de Arte, Arquitetura e Tecnologia', 'the Tagus')).toEqual(['Santuário de Cristo Rei']);
    expect(across('lisbon', 'Praça do Comércio', 'the Tagus')).toEqual(['Santuário de Cristo Rei']);
  });

  it('the Chao Phraya: Wat Arun is across it from Wat Pho and the Grand Palace', () => {
    expect(waterBetween(place('bangkok', 'Wat Pho'), place('bangkok', 'Wat Arun'))?.name).toBe('the Chao Phraya');
    expect(waterBetween(place('bangkok', 'Wat Pho'), place('bangkok', 'Grand Palace'))).toBeNull();
  });

  it('islands reached by boat: the Statue of Liberty and Ellis Island', () => {
    expect(waterBetween(place('new-york', 'Brooklyn Bridge Park'), place('new-york', 'Statue of Liberty'))).toEqual({ name: 'Liberty Island', kind: 'island', roads: false });
    expect(waterBetween(place('new-york', 'Statue of Liberty'), place('new-york', 'Ellis Island National Museum of Immigration'))).not.toBeNull();
    expect(waterBetween(place('new-york', 'Brooklyn Bridge Park'), place('new-york', 'New York Stock Exchange'))).toBeNull();
  });

  it('a leg across is a ride, never a walk: the person’s ride over a road bridge, the boat to an island', () => {
    const ortakoy = place('istanbul', 'Ortaköy Mosque');
    const beylerbeyi = place('istanbul', 'Beylerbeyi Palace');
    expect(defaultMode(ortakoy, beylerbeyi, DEFAULT_TRAVEL_PREFERENCES)).toBe('transit');
    expect(defaultMode(ortakoy, beylerbeyi, { ...DEFAULT_TRAVEL_PREFERENCES, ride: 'car' })).toBe('car');
    expect(defaultMode(place('new-york', 'New York Stock Exchange'), place('new-york', 'Statue of Liberty'), { ...DEFAULT_TRAVEL_PREFERENCES, ride: 'car' })).toBe('transit');
    // A short walk on one bank stays a walk.
    expect(defaultMode(place('istanbul', 'Hagia Sophia'), place('istanbul', 'Basilica Cistern'), DEFAULT_TRAVEL_PREFERENCES)).toBe('walk');
  });
});

describe('a leg across water says so', () => {
  it('in its label and its sentence', () => {
    const stop = (id: string, name: string) => {
      const geocode = place('bangkok', name);
      const item = blankItem({ id, day: 1, order: id, type: 'attraction', title: name, place: { name, geocode, category: null, source: null, approximate: false } as never });
      return { item, role: 'visit', leaveFrom: geocode, arriveAt: geocode, journey: false } as never;
    };
    const leg = legBetween(stop('a', 'Wat Pho'), stop('b', 'Wat Arun'));
    expect(leg.mode).toBe('transit');
    expect(formatLeg(leg)).toMatch(/ · across the Chao Phraya$/);
    expect(describeLeg(leg)).toMatch(/by public transport across the Chao Phraya, /);
  });
});
