import { type NavigatorLike, shareProfile } from '@/lib/share';
import { shareTrip } from '../share-trip';

const ORIGIN = 'https://wayfare.example';

/** A navigator with or without a share sheet and clipboard, recording what it was given. */
function device({ sheet, clipboard, sheetFails = false }: { sheet: boolean; clipboard: boolean; sheetFails?: boolean }) {
  const shared: ShareData[] = [];
  const copied: string[] = [];
  const nav: NavigatorLike = {};
  if (sheet) {
    nav.share = async (data) => {
      if (sheetFails) throw new DOMException('Share canceled', 'AbortError');
      shared.push(data);
    };
  }
  if (clipboard) nav.clipboard = { writeText: async (text) => void copied.push(text) };
  return { nav, shared, copied };
}

const DEVICES = [
  ['a share sheet', { sheet: true, clipboard: true }, 'shared'],
  ['a share sheet the person cancels', { sheet: true, clipboard: true, sheetFails: true }, 'failed'],
  ['no share sheet, a clipboard', { sheet: false, clipboard: true }, 'copied'],
  ['neither', { sheet: false, clipboard: false }, 'failed'],
] as const;

describe('sharing a trip and a profile: the same share sheet or copy fallback', () => {
  it.each(DEVICES)('with %s, both end the same way', async (_device, setup, outcome) => {
    const trip = device(setup);
    const profile = device(setup);
    await expect(shareTrip('lisbon-3-days', 'Lisbon in 3 days', { origin: ORIGIN, navigatorLike: trip.nav })).resolves.toBe(outcome);
    await expect(shareProfile('ana', { origin: ORIGIN, navigatorLike: profile.nav })).resolves.toBe(outcome);
    expect(trip.shared.length).toBe(profile.shared.length);
    expect(trip.copied.length).toBe(profile.copied.length);
  });

  it('offers the trip link with a title, and copies that same link where there is no sheet', async () => {
    const withSheet = device({ sheet: true, clipboard: true });
    await shareTrip('lisbon-3-days', 'Lisbon in 3 days', { origin: ORIGIN, navigatorLike: withSheet.nav });
    expect(withSheet.shared).toEqual([{ title: 'A trip on Wayfare: Lisbon in 3 days', url: `${ORIGIN}/trip/lisbon-3-days` }]);
    expect(withSheet.copied).toEqual([]);
    const withoutSheet = device({ sheet: false, clipboard: true });
    await shareTrip('lisbon-3-days', 'Lisbon in 3 days', { origin: ORIGIN, navigatorLike: withoutSheet.nav });
    expect(withoutSheet.copied).toEqual([`${ORIGIN}/trip/lisbon-3-days`]);
  });
});
