/** A Kyoto trip's places (real coordinates from src/data/places/cities/kyoto.json) and item builders for the days tests. */
import { initialOrders } from '@/domain/itineraries/order';
import type { GeoPoint, PlanItem } from '@/domain/itineraries/types';
import { anItem } from '@/testing/builders';

export const AT = {
  /** A hotel by Shijō-Kawaramachi. */
  hotel: { lat: 35.0037, lng: 135.769 },
  nishiki: { lat: 35.005, lng: 135.7649 },
  pontocho: { lat: 35.0055, lng: 135.7707 },
  gion: { lat: 35.0037, lng: 135.7788 },
  chionIn: { lat: 35.0054, lng: 135.7834 },
  kodaiJi: { lat: 34.9999, lng: 135.7809 },
  sannenzaka: { lat: 34.9964, lng: 135.781 },
  kiyomizu: { lat: 34.9949, lng: 135.785 },
  kikunoi: { lat: 35.00182, lng: 135.78155 },
  heian: { lat: 35.016, lng: 135.7824 },
  nanzenJi: { lat: 35.011, lng: 135.7934 },
  philosophersPath: { lat: 35.0236, lng: 135.7942 },
  ginkakuJi: { lat: 35.027, lng: 135.7982 },
  nijo: { lat: 35.0142, lng: 135.7481 },
  kinkakuJi: { lat: 35.0394, lng: 135.7292 },
  fushimiInari: { lat: 34.9671, lng: 135.7727 },
  sanjusangendo: { lat: 34.988, lng: 135.7717 },
  nationalMuseum: { lat: 34.99, lng: 135.7732 },
  kyotoStation: { lat: 34.9858, lng: 135.7588 },
  /** Kansai International Airport. */
  kix: { lat: 34.4347, lng: 135.2441 },
  /** Tokyo Haneda. */
  haneda: { lat: 35.5494, lng: 139.7798 },
} satisfies Record<string, GeoPoint>;

/** A stop at a place, on day 1 unless said. */
export function stopAt(id: string, title: string, at: GeoPoint, extra: Partial<PlanItem> = {}): PlanItem {
  return anItem({ id, title, timeZone: 'Asia/Tokyo', place: { name: title, geocode: at, source: 'Wikidata (CC0)' }, ...extra });
}

/** The hotel, checked into on `day` for `nights` nights. */
export function hotel(day = 1, nights = 5, extra: Partial<PlanItem> = {}): PlanItem {
  return stopAt('hotel', 'Hotel Shijō', AT.hotel, { type: 'stay', day, nights, startTime: '15:00', ...extra });
}

/** The items in this order on `day`, with fresh ascending order keys. */
export function onDay(day: number, items: readonly PlanItem[]): PlanItem[] {
  const orders = initialOrders(items.length);
  return items.map((item, i) => ({ ...item, day, order: orders[i]! }));
}
