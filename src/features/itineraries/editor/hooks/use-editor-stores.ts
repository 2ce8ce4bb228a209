/**
 * The editor's view stores while it is shown: TimeZone (the zones offered),
 * Editing (on for editors) and Components (which days are collapsed), the
 * last two cleared on close. Stays, flights and alternatives are items of the
 * open plan, read from the ItineraryDetails store, never copied.
 */
import { useEffect } from 'react';
import { componentsActions } from '@/stores/use-components-store';
import { editingActions } from '@/stores/use-editing-store';
import { getTimeZoneState, timeZoneActions } from '@/stores/use-time-zone-store';

/** Every IANA zone the browser knows, for the item form. */
export function supportedTimeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
}

export function useEditorStores(canEdit: boolean): void {
  useEffect(() => {
    editingActions.editingSet(canEdit);
  }, [canEdit]);

  useEffect(() => {
    if (getTimeZoneState().timezoneList.length === 0) {
      timeZoneActions.timezoneListLoaded(supportedTimeZones());
    }
  }, []);

  useEffect(
    () => () => {
      componentsActions.componentsCleared();
      editingActions.editingSet(false);
    },
    [],
  );
}
