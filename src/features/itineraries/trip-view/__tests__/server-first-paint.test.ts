import { FIRST_PAINT_ID } from '@/domain/users/first-paint';
import { serverTripFirstPaint } from '../server-first-paint';

const facts = {
  kind: 'trip',
  id: 'abcd1234',
  title: 'Tiles of Lisbon',
  public: true,
  clonedFrom: null,
  isPaidItinerary: false,
  period: { start: '2027-05-01', end: '2027-05-04' },
  days: 4,
  destinations: ['Lisbon'],
  description: '',
  itineraryImageSrc: 'https://images.example.com/lisbon.jpg',
};

/** The head's first-paint element with `text` as it is (not always JSON). */
function pageSays(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_PAINT_ID;
  script.textContent = text;
  document.head.append(script);
  onTestFinished(() => script.remove());
}

describe('serverTripFirstPaint', () => {
  it("reads the trip heading the server painted for this trip's address", () => {
    pageSays(JSON.stringify(facts));
    expect(serverTripFirstPaint('abcd1234')).toEqual(facts);
  });

  it('reads nothing on a page without one, or for another trip', () => {
    expect(serverTripFirstPaint('abcd1234')).toBeNull();
    pageSays(JSON.stringify(facts));
    expect(serverTripFirstPaint('other999')).toBeNull();
  });

  it("reads nothing from a profile's first paint", () => {
    pageSays(JSON.stringify({ username: 'ana', displayName: 'Ana', photoURL: null, homeCity: null, bio: null }));
    expect(serverTripFirstPaint('abcd1234')).toBeNull();
  });

  it.each([
    ['broken JSON', '{"kind":"trip",'],
    ['an empty title', JSON.stringify({ ...facts, title: '  ' })],
    ['a private trip', JSON.stringify({ ...facts, public: false })],
    ['a day count that is not a whole number', JSON.stringify({ ...facts, days: 2.5 })],
    ['a period that is not two dates', JSON.stringify({ ...facts, period: { start: 'May', end: '2027-05-04' } })],
    ['destinations that are not text', JSON.stringify({ ...facts, destinations: [1] })],
    ['a cover that is a script', JSON.stringify({ ...facts, itineraryImageSrc: 'javascript:alert(1)' })],
    ['a cover on another site without a scheme', JSON.stringify({ ...facts, itineraryImageSrc: '//evil.example/x.jpg' })],
  ])('trusts nothing from %s', (_kind, text) => {
    pageSays(text);
    expect(serverTripFirstPaint('abcd1234')).toBeNull();
  });
});
