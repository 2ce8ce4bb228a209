/** Reading what the app lets people download: PDF text and iCalendar events. */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF: `pdftotext` (poppler-utils) where installed, otherwise
 * the literal strings of its content streams (inflated when compressed),
 * which is enough to find the words the app wrote with the standard fonts.
 */
export function pdfText(path: string): { text: string; via: 'pdftotext' | 'streams' } {
  const run = spawnSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
  if (run.status === 0 && !run.error) return { text: run.stdout, via: 'pdftotext' };
  return { text: streamStrings(readFileSync(path)), via: 'streams' };
}

export function streamStrings(pdf: Buffer): string {
  const latin1 = pdf.toString('latin1');
  const out: string[] = [];
  const stream = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = stream.exec(latin1))) {
    const start = match.index + match[0].length;
    const end = latin1.indexOf('endstream', start);
    if (end < 0) break;
    const raw = pdf.subarray(start, end);
    let body = raw.toString('latin1');
    try {
      body = inflateSync(raw).toString('latin1');
    } catch {
      // Not compressed (or an image): read as is.
    }
    for (const literal of body.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      out.push(
        literal[1]!
          .replace(/\\([0-7]{1,3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8)))
          .replace(/\\([nrt])/g, (_, c: string) => ({ n: '\n', r: '\r', t: '\t' })[c] ?? c)
          .replace(/\\([()\\])/g, '$1'),
      );
    }
    stream.lastIndex = end;
  }
  return out.join('\n');
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
