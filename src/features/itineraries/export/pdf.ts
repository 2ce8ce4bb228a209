/**
 * The trip's PDF export (its own chunk: imported only when someone asks for a
 * PDF): the printable document (./printable.ts) drawn by the shared renderer
 * (src/lib/pdf/render-pdf.ts) in parts of whole days, with a text layer.
 */
import { renderPdf } from '@/lib/pdf/render-pdf';
import type { ItineraryDoc, PlanItem } from '@/domain/itineraries/types';
import type { TripTravelNotes } from '@/domain/days/notes';
import { downloadBlob } from './download';
import { KEEP_TOGETHER, buildPrintable, fileNameFor } from './printable';

export { MAX_PART_PX, splitPrintable, toLatin1 } from '@/lib/pdf/render-pdf';

/** Makes the trip's PDF (with its travel between stops, when given) and starts its download; resolves with the file name. */
export async function downloadPdf(itinerary: ItineraryDoc, items: PlanItem[], travel?: TripTravelNotes): Promise<string> {
  const fileName = fileNameFor(itinerary.title, 'pdf');
  const blob = await renderPdf(buildPrintable(itinerary, items, new Date(), travel), {
    fileName,
    keepTogether: KEEP_TOGETHER,
    properties: { title: itinerary.title, subject: 'Trip itinerary', creator: 'Wayfare' },
  });
  downloadBlob(blob, fileName);
  return fileName;
}
