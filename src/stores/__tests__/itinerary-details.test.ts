import { act, renderHook } from '@testing-library/react';
import { defaultItinerary } from '@/stores/types';
import type { Itinerary } from '@/stores/types';
import {
  getItineraryDetailsState,
  itineraryDetailsActions,
  useItineraryItems,
} from '@/stores/use-itinerary-details-store';
import type { ItineraryUpdate } from '@/stores/use-itinerary-details-store';

const emptyDetails = {
  currentItineraryDetails: null,
  itineraryDetails: null,
  itineraryImageSrc: null,
  creator: null,
  clonedFrom: null,
};

function lisbon(overrides: Partial<Itinerary> = {}): Itinerary {
  return {
    ...defaultItinerary(),
    id: 'it1',
    title: 'Lisbon in 3 days',
    days: 3,
    itineraryImageSrc: 'https://img.example/lisbon.jpg',
    itineraryItems: [
      { id: 'i1', title: 'Belém Tower', day: 1, notes: 'Go early' },
      { id: 'i2', title: 'Time Out Market', day: 1 },
    ],
    collaborators: { pending: ['u2'], accepted: ['u3'], roles: { u3: 'editor' } },
    ...overrides,
  };
}

describe('itinerary details store', () => {
  it('starts with no itinerary open', () => {
    expect(getItineraryDetailsState()).toEqual(emptyDetails);
  });

  it('gives a new itinerary the spec defaults', () => {
    const itinerary = defaultItinerary();
    expect(itinerary.public).toBe(false);
    expect(itinerary.threadId).toBe('');
    expect(itinerary.geocode).toBeNull();
    expect(itinerary.period).toBeNull();
    expect(itinerary.itineraryItems).toEqual([]);
    expect(itinerary.collaborators).toEqual({ pending: [], accepted: [] });
    expect(defaultItinerary().itineraryItems).not.toBe(itinerary.itineraryItems);
  });

  it('opens an itinerary in both copies, with its image', () => {
    itineraryDetailsActions.itineraryLoaded(lisbon());
    const state = getItineraryDetailsState();
    expect(state.itineraryDetails).toEqual(lisbon());
    expect(state.currentItineraryDetails).toEqual(lisbon());
    expect(state.itineraryImageSrc).toBe('https://img.example/lisbon.jpg');
  });

  it('empties every detail when the itinerary is closed', () => {
    itineraryDetailsActions.itineraryLoaded(lisbon());
    itineraryDetailsActions.creatorLoaded({ id: 'u1', following: ['u2'], followers: [] });
    itineraryDetailsActions.clonedFromLoaded({ id: 'u9', following: [], followers: ['u1'] });
    itineraryDetailsActions.itineraryImageChanged('blob:preview');
    itineraryDetailsActions.itineraryClosed();
    expect(getItineraryDetailsState()).toEqual(emptyDetails);
  });

  describe('itineraryUpdated', () => {
    it('takes pending and accepted from the new data and keeps other collaborator data', () => {
      itineraryDetailsActions.itineraryLoaded(lisbon());
      itineraryDetailsActions.itineraryUpdated({
        ...lisbon({ title: 'Lisbon and Sintra', days: 4 }),
        collaborators: { pending: [], accepted: ['u3', 'u2'] },
      });
      const { itineraryDetails, currentItineraryDetails } = getItineraryDetailsState();
      expect(itineraryDetails?.collaborators).toEqual({
        pending: [],
        accepted: ['u3', 'u2'],
        roles: { u3: 'editor' },
      });
      expect(itineraryDetails?.title).toBe('Lisbon and Sintra');
      expect(itineraryDetails?.days).toBe(4);
      expect(currentItineraryDetails).toEqual(itineraryDetails);
    });

    it('gives empty pending and accepted lists when the new data has no collaborators', () => {
      itineraryDetailsActions.itineraryLoaded(lisbon());
      const update: ItineraryUpdate = lisbon();
      delete update.collaborators;
      itineraryDetailsActions.itineraryUpdated(update);
      expect(getItineraryDetailsState().itineraryDetails?.collaborators).toEqual({
        pending: [],
        accepted: [],
        roles: { u3: 'editor' },
      });
    });

    it('replaces the other fields with the new data, items included', () => {
      itineraryDetailsActions.itineraryLoaded(lisbon());
      itineraryDetailsActions.itineraryUpdated(
        lisbon({ public: true, threadId: 'th1', itineraryItems: [{ id: 'i3' }] }),
      );
      const details = getItineraryDetailsState().itineraryDetails;
      expect(details?.public).toBe(true);
      expect(details?.threadId).toBe('th1');
      expect(details?.itineraryItems).toEqual([{ id: 'i3' }]);
    });

    it('ignores data for another itinerary, or when none is open', () => {
      itineraryDetailsActions.itineraryUpdated(lisbon());
      expect(getItineraryDetailsState()).toEqual(emptyDetails);
      itineraryDetailsActions.itineraryLoaded(lisbon());
      itineraryDetailsActions.itineraryUpdated(lisbon({ id: 'it2', title: 'Porto' }));
      expect(getItineraryDetailsState().itineraryDetails).toEqual(lisbon());
    });
  });

  describe('items', () => {
    it('merges an update into the item with that id, in both copies', () => {
      itineraryDetailsActions.itineraryLoaded(lisbon());
      itineraryDetailsActions.itemUpdated('i1', { day: 2 });
      const { itineraryDetails, currentItineraryDetails } = getItineraryDetailsState();
      const expected = [
        { id: 'i1', title: 'Belém Tower', day: 2, notes: 'Go early' },
        { id: 'i2', title: 'Time Out Market', day: 1 },
      ];
      expect(itineraryDetails?.itineraryItems).toEqual(expected);
      expect(currentItineraryDetails?.itineraryItems).toEqual(expected);
      expect(itineraryDetails?.title).toBe('Lisbon in 3 days');
    });

    it('changes nothing for an unknown item id', () => {
      itineraryDetailsActions.itineraryLoaded(lisbon());
      const before = getItineraryDetailsState().itineraryDetails;
      itineraryDetailsActions.itemUpdated('nope', { day: 9 });
      expect(getItineraryDetailsState().itineraryDetails).toBe(before);
    });

    it('adds and removes items', () => {
      itineraryDetailsActions.itineraryLoaded(lisbon());
      itineraryDetailsActions.itemAdded({ id: 'i3', title: 'Alfama' });
      itineraryDetailsActions.itemRemoved('i1');
      expect(getItineraryDetailsState().itineraryDetails?.itineraryItems.map((item) => item.id)).toEqual(
        ['i2', 'i3'],
      );
    });

    it('gives components the items of the open itinerary', () => {
      const { result } = renderHook(() => useItineraryItems());
      expect(result.current).toEqual([]);
      act(() => itineraryDetailsActions.itineraryLoaded(lisbon()));
      expect(result.current).toHaveLength(2);
    });
  });

  it('gives creator and clonedFrom empty follow lists when missing', () => {
    itineraryDetailsActions.creatorLoaded({ id: 'u1' });
    itineraryDetailsActions.clonedFromLoaded({ id: 'u9', followers: ['u1'] });
    const { creator, clonedFrom } = getItineraryDetailsState();
    expect(creator).toEqual({ id: 'u1', following: [], followers: [] });
    expect(clonedFrom).toEqual({ id: 'u9', following: [], followers: ['u1'] });
  });
});
