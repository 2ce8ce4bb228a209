import { QueryClient } from '@tanstack/react-query';
import { curatedCityNamesQueryOptions } from '../destination';

describe('the curated city names', () => {
  it('come in alphabetical order, accented names among their letters', async () => {
    const names = (await new QueryClient().fetchQuery(curatedCityNamesQueryOptions())).map((city) => city.name);
    expect(names.length).toBeGreaterThan(50);
    const i = names.indexOf('Kraków');
    expect(names[i - 1]!.localeCompare('Kraków', 'en')).toBeLessThan(0);
    expect(names[i + 1]!.localeCompare('Kraków', 'en')).toBeGreaterThan(0);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
