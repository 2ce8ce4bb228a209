import { wordsForDays } from '../plan';

describe('the words of a trip follow its length', () => {
  it('renames the titles a plan is made with', () => {
    expect(wordsForDays({ title: '6 days in Kyoto', description: '', days: 6 }, 4, 0)?.title).toBe('4 days in Kyoto');
    expect(wordsForDays({ title: 'Tokyo and Kyoto in 10 days', description: '', days: 10 }, 8, 0)?.title).toBe('Tokyo and Kyoto in 8 days');
    expect(wordsForDays({ title: 'A day in Porto', description: '', days: 1 }, 2, 0)?.title).toBe('2 days in Porto');
    expect(wordsForDays({ title: '2 days in Porto', description: '', days: 2 }, 1, 0)?.title).toBe('A day in Porto');
  });

  it('updates the length and the count of places in the description, even in the older words', () => {
    const words = wordsForDays({ title: 'Kyoto in spring', description: 'A moderate-paced 6 days in Kyoto for two. 30 places. Mid-range budget.', days: 6 }, 4, 21);
    expect(words).toEqual({ title: 'Kyoto in spring', description: 'A moderate-paced 4 days in Kyoto for two. 21 places. Mid-range budget.' });
  });

  it('offers nothing for words of the person’s own, or when the length is the same', () => {
    expect(wordsForDays({ title: 'Lisbon weekend', description: 'With Ana and Lea.', days: 3 }, 2, 5)).toBeNull();
    expect(wordsForDays({ title: '3 days in Lisbon', description: '', days: 3 }, 3, 5)).toBeNull();
    // "13 days" is not "3 days".
    expect(wordsForDays({ title: '13 days in Lisbon', description: '', days: 3 }, 2, 5)).toBeNull();
  });
});
