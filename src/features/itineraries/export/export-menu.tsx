import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { tripLegs } from '@/domain/days/legs';
import { travelNotes, type TripTravelNotes } from '@/domain/days/notes';
import { hasCalendarItems, toIcs } from '@/domain/itineraries/ics';
import type { ItineraryDoc, PlanItem } from '@/domain/itineraries/types';
import { isChunkLoadError } from '@/lib/chunk-load-error';
import { ReloadButton } from '@/components/load-boundary';
import { useLegModes } from '../days/leg-modes';
import { cachedRoutedLegs, useTravelPreferences } from '../days/use-routed-legs';
import { downloadBlob } from './download';
import { fileNameFor } from './printable';
import './export.css';

interface ExportMenuProps {
  itinerary: ItineraryDoc;
  items: PlanItem[];
}

/** What the calendar export said last. */
type CalendarOutcome = { ok: boolean; message: string } | null;

/** Why the calendar export is unavailable, or null when it is available. */
export function calendarUnavailableReason(itinerary: Pick<ItineraryDoc, 'period'>, items: PlanItem[]): string | null {
  if (!itinerary.period) return 'Add dates to the trip to put it in a calendar.';
  if (!hasCalendarItems(itinerary, items)) return 'Nothing is planned on a dated day yet.';
  return null;
}

/** The PDF chunk (html2pdf.js) loads only when someone asks for a PDF. */
const loadPdf = () => import('./pdf');

/** "Download PDF" and "Add to calendar (.ics)" for a trip, with progress and failures said plainly. */
export function ExportMenu({ itinerary, items }: ExportMenuProps) {
  const [calendar, setCalendar] = useState<CalendarOutcome>(null);
  const calendarNoteId = useId();
  const calendarReason = calendarUnavailableReason(itinerary, items);
  // The travel between stops as the plan on screen shows it (the means chosen on the trip, the routes
  // this visit already has), worked out only when a file is asked for.
  const client = useQueryClient();
  const modes = useLegModes(itinerary);
  const preferences = useTravelPreferences();
  const travel = (): TripTravelNotes => {
    const routed = cachedRoutedLegs(client, items, itinerary.days, modes, preferences);
    return travelNotes(tripLegs(items, itinerary.days, { modes, preferences, routed }), preferences.distanceUnit);
  };
  const pdf = useMutation({
    mutationFn: async () => {
      const { downloadPdf } = await loadPdf();
      return downloadPdf(itinerary, items, travel());
    },
  });
  const working = pdf.isPending;

  function exportPdf() {
    setCalendar(null);
    pdf.mutate();
  }

  function exportCalendar() {
    pdf.reset();
    try {
      const fileName = fileNameFor(itinerary.title, 'ics');
      downloadBlob(new Blob([toIcs(itinerary, items, new Date(), travel())], { type: 'text/calendar;charset=utf-8' }), fileName);
      setCalendar({ ok: true, message: `Calendar file ready: ${fileName}. Open it to add the trip to your calendar.` });
    } catch {
      setCalendar({ ok: false, message: 'The calendar file could not be made. Try again.' });
    }
  }

  const status = pdf.isPending ? 'Preparing the PDF…' : pdf.isSuccess ? `PDF ready: ${pdf.data}` : calendar?.ok ? calendar.message : '';
  // Code that could not be fetched stays unfetchable until the page is loaded again.
  const pdfChunkFailed = isChunkLoadError(pdf.error);
  const failure = pdfChunkFailed
    ? 'The PDF maker could not be loaded. Check your connection, then reload the page.'
    : pdf.isError
      ? 'The PDF could not be made. Check your connection and try again.'
      : calendar && !calendar.ok
        ? calendar.message
        : '';

  return (
    <section className="export-menu" aria-label="Export">
      <div className="export-menu__actions">
        <button type="button" className="button button--quiet" onClick={exportPdf} disabled={working}>
          Download PDF
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={exportCalendar}
          disabled={working || calendarReason !== null}
          aria-describedby={calendarReason ? calendarNoteId : undefined}
        >
          Add to calendar (.ics)
        </button>
      </div>
      {calendarReason ? (
        <p id={calendarNoteId} className="export-menu__note">
          {calendarReason}
        </p>
      ) : null}
      <p className="export-menu__status" role="status">
        {status}
      </p>
      <p className="export-menu__error" role="alert">
        {failure}
      </p>
      {pdfChunkFailed ? <ReloadButton /> : null}
    </section>
  );
}
