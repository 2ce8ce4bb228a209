import type { ItineraryDoc, PlanItem } from '../../model/types';

export function itinerary(overrides: Partial<ItineraryDoc> = {}): ItineraryDoc {
  return {
    id: 'lisbon',
    title: 'Lisbon: food and fado',
    description: 'Markets, tarts and fado.',
    destinations: ['Lisbon'],
    period: { start: '2027-05-14', end: '2027-05-15' },
    days: 2,
    context: '',
    public: true,
    creatorId: 'ana',
    collaborators: { pending: [], accepted: [] },
    clonedFrom: null,
    agentId: null,
    isPaidItinerary: false,
    price: null,
    isManualCreated: true,
    isNotFirst: false,
    threadId: '',
    geocode: null,
    itineraryImageSrc: null,
    createdAt: null,
    updatedAt: null,
    ...overrides,
  };
}

export function item(id: string, overrides: Partial<PlanItem> = {}): PlanItem {
  return {
    id,
    day: 1,
    order: 'a0',
    type: 'attraction',
    title: `Item ${id}`,
    place: null,
    startTime: null,
    endTime: null,
    timeZone: null,
    arrival: null,
    endTimeZone: null,
    nights: null,
    optionOf: null,
    notes: null,
    cost: null,
    ...overrides,
  };
}

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
