/** Test builders for the itinerary domain: every field present, overridable. */
import type { ItineraryDoc, PlanItem } from '../types';

export function buildItinerary(overrides: Partial<ItineraryDoc> = {}): ItineraryDoc {
  return {
    id: 'lisbon',
    title: 'Lisbon',
    description: '',
    destinations: ['Lisbon'],
    period: null,
    days: 1,
    context: '',
    public: false,
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

export function buildItem(id: string, overrides: Partial<PlanItem> = {}): PlanItem {
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
