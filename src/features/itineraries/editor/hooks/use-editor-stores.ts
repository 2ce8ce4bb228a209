/**
 * Mirrors the open plan into the spec's stores: Stays (stay items), Options
 * and OptionPlaces (alternatives and their places), FlightItineraries (flight
 * items), TimeZone (the zones offered), Components (one block per day, with
 * its collapsed state) and Editing (on for editors). Cleared on close.
 */
import { useEffect } from 'react';
import { componentsActions } from '@/stores/use-components-store';
import { editingActions } from '@/stores/use-editing-store';
import { flightItinerariesActions } from '@/stores/use-flight-itineraries-store';
import { optionPlacesActions } from '@/stores/use-option-places-store';
import { optionsActions } from '@/stores/use-options-store';
import { staysActions } from '@/stores/use-stays-store';
import { getTimeZoneState, timeZoneActions } from '@/stores/use-time-zone-store';
import type { PlanItem } from '@/domain/itineraries/types';

/** Every IANA zone the browser knows, for the item form. */
export function supportedTimeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
}

export function useEditorStores(items: readonly PlanItem[], canEdit: boolean): void {
  useEffect(() => {
    editingActions.editingSet(canEdit);
  }, [canEdit]);

  useEffect(() => {
    if (getTimeZoneState().timezoneList.length === 0) {
      timeZoneActions.timezoneListLoaded(supportedTimeZones().map((name) => ({ id: name, name })));
    }
  }, []);

  useEffect(() => {
    const stays = [];
    const options = [];
    const optionPlaces = [];
    const flights = [];
    for (const item of items) {
      if (item.type === 'stay') stays.push({ id: item.id, title: item.title, day: item.day, nights: item.nights ?? 1, place: item.place });
      if (item.type === 'flight') {
        flights.push({
          id: item.id,
          title: item.title,
          day: item.day,
          from: item.place,
          to: item.arrival,
          departure: item.startTime,
          departureTimeZone: item.timeZone,
          arrival: item.endTime,
          arrivalTimeZone: item.endTimeZone,
        });
      }
      if (item.optionOf !== null) {
        options.push({ id: item.id, optionOf: item.optionOf, title: item.title, type: item.type });
        if (item.place) optionPlaces.push({ id: item.id, optionOf: item.optionOf, ...item.place });
      }
    }
    staysActions.staysLoaded(stays);
    optionsActions.optionsLoaded(options);
    optionPlacesActions.optionPlacesLoaded(optionPlaces);
    flightItinerariesActions.flightItinerariesLoaded(flights);
  }, [items]);

  useEffect(
    () => () => {
      staysActions.staysCleared();
      optionsActions.optionsCleared();
      optionPlacesActions.optionPlacesCleared();
      flightItinerariesActions.flightItinerariesCleared();
      componentsActions.componentsCleared();
      editingActions.editingSet(false);
    },
    [],
  );
}
