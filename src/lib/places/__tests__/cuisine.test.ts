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
  });

  it('reads a region’s cooking, street food and a food market as the cooking of where they stand', () => {
    expect(readCuisine('Cuisine from Lazio cooking, a MICHELIN Bib Gourmand.')).toEqual({ name: null, country: 'local' });
    // A region another cuisine names stays that country's.
    expect(readCuisine('Cuisine from Sichuan cooking.')).toEqual({ name: 'sichuan', country: 'CN' });
    expect(readCuisine('Street Food cooking, a MICHELIN Bib Gourmand.')).toEqual({ name: null, country: 'local' });
    expect(readCuisine('Vast traditional market.')).toEqual({ name: null, country: 'local' });
    expect(readCuisine('Market hall of local stalls, with Italian and Thai counters.')).toEqual({ name: null, country: 'local' });
    expect(readCuisine('Old quarter of fish restaurants and meyhanes.')).toEqual({ name: 'meyhanes', country: 'TR' });
    expect(readCuisine('Lower East Side deli famous for pastrami since the 1880s.')).toEqual({ name: 'deli', country: 'US' });
    // Only where it is: a supermarket is no market.
    expect(readCuisine('Supermarket chain.')).toEqual({ name: null, country: null });
  });

  it('counts a place as local where its cooking is its country’s, or says it cooks the local food', () => {
    expect(isLocalCooking({ country: 'JP' }, 'JP')).toBe(true);
    expect(isLocalCooking({ country: 'local' }, 'PT')).toBe(true);
    expect(isLocalCooking({ country: 'CN' }, 'JP')).toBe(false);
    expect(isLocalCooking(undefined, 'JP')).toBe(false);
  });
});
