import { aDatedTrip, anItem } from '@/testing/builders';
import type { PlanItem } from '@/domain/itineraries/types';

export const itinerary = aDatedTrip;

export const item = (id: string, overrides: Partial<PlanItem> = {}): PlanItem => anItem({ id, ...overrides });

export const praca = item('praca', {
  title: 'Praça do Comércio',
  startTime: '10:00',
  endTime: '10:45',
  timeZone: 'Europe/Lisbon',
  notes: 'Start by the river.',
  cost: { amount: 600, currency: 'EUR' },
  place: {
    name: 'Praça do Comércio',
    address: '1100-148 Lisboa',
    geocode: { lat: 38.7075, lng: -9.1364 },
    source: 'OpenStreetMap contributors (ODbL)',
  },
});
