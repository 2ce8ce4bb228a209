/**
 * The text of a PDF without a PDF library: the strings its content streams
 * show (inflated when compressed, given `inflate`), decoded through the fonts'
 * ToUnicode maps for embedded fonts, as jsPDF writes them (the PDF exports).
 * Used by the unit tests and, with Node's zlib, by the browser tests.
 */

export interface PdfTextOptions {
  /** Inflates a compressed (FlateDecode) stream; throws when the stream is not compressed. */
  inflate?: (bytes: Uint8Array) => Uint8Array;
}

function latin1(bytes: Uint8Array): string {
  let out = '';
  for (let start = 0; start < bytes.length; start += 0x8000) out += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return out;
}

/** Every stream of the PDF, inflated when compressed. */
function streams(pdf: Uint8Array, inflate: PdfTextOptions['inflate']): string[] {
  const text = latin1(pdf);
  const out: string[] = [];
  const stream = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = stream.exec(text))) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const raw = pdf.subarray(start, end);
    let body = latin1(raw);
    try {
      if (inflate) body = latin1(inflate(raw));
    } catch {
      // Not compressed (or an image): read as is.
    }
    out.push(body);
    stream.lastIndex = end + 'endstream'.length;
  }
  return out;
}

/** Glyph code -> text, from every ToUnicode map of the PDF (the app embeds one font). */
function toUnicodeMaps(bodies: readonly string[]): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const body of bodies) {
    if (!body.includes('begincmap')) continue;
    for (const block of body.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const [, code, text] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(code!.toLowerCase(), utf16(text!));
    }
  }
  return map;
}

/** The shown strings of every content stream, one a line. */
export function streamStrings(pdf: Uint8Array, { inflate }: PdfTextOptions = {}): string {
  const bodies = streams(pdf, inflate);
  const unicode = toUnicodeMaps(bodies);
  const out: string[] = [];
  for (const body of bodies) {
    for (const shown of body.matchAll(/(?:\(((?:\\.|[^\\)])*)\)|<([0-9a-fA-F\s]*)>)\s*Tj/g)) {
      if (shown[2] !== undefined) {
        const hex = shown[2].replace(/\s/g, '').toLowerCase();
        out.push((hex.match(/.{4}/g) ?? []).map((code) => unicode.get(code) ?? '\ufffd').join(''));
        continue;
      }
      out.push(
        shown[1]!
          .replace(/\\([0-7]{1,3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8)))
          .replace(/\\([nrt])/g, (_, c: string) => ({ n: '\n', r: '\r', t: '\t' })[c] ?? c)
          .replace(/\\([()\\])/g, '$1'),
      );
    }
  }
  return out.join('\n');
}

