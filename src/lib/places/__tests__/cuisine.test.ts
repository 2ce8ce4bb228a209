import { isLocalCooking, readCuisine } from '../cuisine';

describe('a place to eat’s cooking, read from its description', () => {
  it('names the cuisine of its first phrase and whose cooking it is', () => {
    expect(readCuisine('Soba cooking, a MICHELIN Bib Gourmand for good food at a fair price.')).toEqual({ name: 'soba', country: 'JP' });
    expect(readCuisine('Italian restaurant with vegetarian dishes.')).toEqual({ name: 'italian', country: 'IT' });
    expect(readCuisine('Cantonese cooking with a MICHELIN star.')).toEqual({ name: 'cantonese', country: 'HK' });
    // "Traditional cuisine" is the cooking of where the place stands.
    expect(readCuisine('Traditional Cuisine cooking, a MICHELIN Bib Gourmand.')).toEqual({ name: 'traditional cuisine', country: 'local' });
  });

  it('gives no country for cooking of no one country, and reads only the first phrase', () => {
    expect(readCuisine('Modern cuisine cooking with a MICHELIN star.')).toEqual({ name: null, country: null });
    expect(readCuisine('Yoshoku cooking, a MICHELIN Bib Gourmand.')).toEqual({ name: null, country: null });
    expect(readCuisine('Market hall of local stalls, with Italian and Thai counters.')).toEqual({ name: null, country: null });
  });

  it('counts a place as local where its cooking is its country’s, or says it cooks the local food', () => {
    expect(isLocalCooking({ country: 'JP' }, 'JP')).toBe(true);
    expect(isLocalCooking({ country: 'local' }, 'PT')).toBe(true);
    expect(isLocalCooking({ country: 'CN' }, 'JP')).toBe(false);
    expect(isLocalCooking(undefined, 'JP')).toBe(false);
  });
});
