/** Reading what the app lets people download: PDF text and iCalendar events. */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { streamStrings as pdfStreamStrings } from '../../../src/testing/pdf-text';

/** The strings shown by the PDF's content streams, decoded (see src/testing/pdf-text.ts). */
export function streamStrings(pdf: Buffer): string {
  return pdfStreamStrings(pdf, { inflate: (bytes) => inflateSync(bytes) });
}

/**
 * The text of a PDF: `pdftotext` (poppler-utils) where installed, otherwise
 * the strings of its content streams (inflated when compressed), decoded
 * through the fonts' ToUnicode maps: enough to find the words the app wrote.
 */
export function pdfText(path: string): { text: string; via: 'pdftotext' | 'streams' } {
  const run = spawnSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
  if (run.status === 0 && !run.error) return { text: run.stdout, via: 'pdftotext' };
  return { text: streamStrings(readFileSync(path)), via: 'streams' };
}

/** The events of an .ics file: unfolded, one record of property -> value each. */
export function icsEvents(text: string): Array<Record<string, string>> {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: Array<Record<string, string>> = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current && line.includes(':')) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1).replace(/\\([,;\\])/g, '$1').replace(/\\n/gi, '\n');
    }
  }
  return events;
}
