import { useId, useState } from 'react';
import { hasCalendarItems, toIcs } from '@/domain/itineraries/ics';
import type { ItineraryDoc, PlanItem } from '@/domain/itineraries/types';
import { downloadBlob } from './download';
import { fileNameFor } from './printable';
import './export.css';

interface ExportMenuProps {
  itinerary: ItineraryDoc;
  items: PlanItem[];
}

type Status = { kind: 'idle' } | { kind: 'working' | 'done' | 'failed'; message: string };

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
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const calendarNoteId = useId();
  const calendarReason = calendarUnavailableReason(itinerary, items);
  const working = status.kind === 'working';

  async function exportPdf() {
    setStatus({ kind: 'working', message: 'Preparing the PDF…' });
    try {
      const { downloadPdf } = await loadPdf();
      const fileName = await downloadPdf(itinerary, items);
      setStatus({ kind: 'done', message: `PDF ready: ${fileName}` });
    } catch {
      setStatus({
        kind: 'failed',
        message: 'The PDF could not be made. Check your connection and try again.',
      });
    }
  }

  function exportCalendar() {
    try {
      const fileName = fileNameFor(itinerary.title, 'ics');
      downloadBlob(new Blob([toIcs(itinerary, items)], { type: 'text/calendar;charset=utf-8' }), fileName);
      setStatus({ kind: 'done', message: `Calendar file ready: ${fileName}. Open it to add the trip to your calendar.` });
    } catch {
      setStatus({ kind: 'failed', message: 'The calendar file could not be made. Try again.' });
    }
  }

  return (
    <section className="export-menu" aria-label="Export">
      <div className="export-menu__actions">
        <button type="button" className="button button--quiet" onClick={() => void exportPdf()} disabled={working}>
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
      <p className={`export-menu__status export-menu__status--${status.kind}`} role="status">
        {status.kind === 'idle' || status.kind === 'failed' ? '' : status.message}
      </p>
      <p className="export-menu__error" role="alert">
        {status.kind === 'failed' ? status.message : ''}
      </p>
    </section>
  );
}
