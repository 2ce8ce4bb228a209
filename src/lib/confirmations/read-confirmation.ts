/**
 * "Add a booking from a confirmation": whatever the person dropped, picked or
 * pasted, read in the browser by the reader for its format. Each reader (and
 * the library it uses) loads only when a file of its kind arrives. The file
 * is never uploaded, and an HTML confirmation is parsed, never put into the
 * page.
 */
import { ConfirmationError, MAX_CONFIRMATION_BYTES, type ConfirmationRead } from './types';

/**
 * A confirmation in no format we read ourselves (a PDF, plain text): only the
 * assistant's model can read it. Its message says what could not be read, for
 * when the assistant is not there; `text` (or the PDF's `pdf`) is what to send it.
 */
export class AssistantNeeded extends ConfirmationError {
  constructor(
    message: string,
    readonly source: { text: string } | { pdf: Uint8Array },
  ) {
    super(message);
    this.name = 'AssistantNeeded';
  }
}

export type ConfirmationInput = { name: string; type: string; bytes: Uint8Array } | { text: string };

type Format = 'eml' | 'ics' | 'pkpass' | 'html' | 'json' | 'pdf' | 'unknown';

const READABLE = 'We read e-mails saved as .eml, confirmation pages and e-mails with booking details, calendar files (.ics) and Wallet passes (.pkpass).';

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/** The format of some text, by what it starts with (a pasted e-mail's headers, a calendar, markup, JSON). */
function formatOfText(text: string): Format {
  const head = text.trimStart().slice(0, 2000);
  if (/^BEGIN:VCALENDAR/i.test(head)) return 'ics';
  if (/^[{[]/.test(head)) return 'json';
  if (/^(?:[A-Za-z-]+:[^\n]*\r?\n(?:[ \t][^\n]*\r?\n)*){2,}/.test(head) && /^(?:MIME-Version|Content-Type|From|Received|Return-Path|Delivered-To|Subject|Date|Message-ID):/im.test(head)) return 'eml';
  if (/<(?:!doctype|html|head|body|script|div|table|p)\b/i.test(head)) return 'html';
  return 'unknown';
}

function formatOfFile(name: string, type: string, bytes: Uint8Array): Format {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return 'pdf'; // %PDF
  if (extension === 'pkpass' || type === 'application/vnd.apple.pkpass' || startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'pkpass';
  if (extension === 'eml' || type === 'message/rfc822') return 'eml';
  if (extension === 'ics' || type === 'text/calendar') return 'ics';
  if (extension === 'html' || extension === 'htm' || type === 'text/html') return 'html';
  if (extension === 'json' || extension === 'jsonld' || type === 'application/ld+json' || type === 'application/json') return 'json';
  return 'unknown';
}

function decoded(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes);
}

function merged(reads: readonly ConfirmationRead[]): ConfirmationRead {
  return { reservations: reads.flatMap((read) => read.reservations), problems: reads.flatMap((read) => read.problems) };
}

async function readEmail(raw: Uint8Array | string): Promise<ConfirmationRead> {
  const { readEml } = await import('./read-eml');
  const { read, attachments } = await readEml(raw);
  const more: ConfirmationRead[] = [];
  for (const attachment of attachments) {
    const format = formatOfFile(attachment.filename, attachment.mimeType, attachment.content);
    if (format === 'ics') more.push((await import('./read-ics')).readIcs(decoded(attachment.content)));
    else if (format === 'pkpass') more.push((await import('./read-pkpass')).readPkpass(attachment.content));
  }
  return merged([read, ...more]);
}

async function readText(format: Format, text: string): Promise<ConfirmationRead> {
  switch (format) {
    case 'eml':
      return readEmail(text);
    case 'ics':
      return (await import('./read-ics')).readIcs(text);
    case 'html':
      return (await import('./read-html')).readHtml(text);
    case 'json':
      return (await import('./read-html')).readJsonLdText(text);
    default:
      throw new AssistantNeeded(`We found no booking details in this text. ${READABLE} Paste the whole e-mail with its headers, or save it as a file and drop it here.`, { text });
  }
}

/**
 * The reservations in a confirmation, and what in it could not be read.
 * Throws a ConfirmationError, with a message for the person, for a file that
 * is too large, of a kind we cannot read, or damaged.
 */
export async function readConfirmation(input: ConfirmationInput): Promise<ConfirmationRead> {
  if ('text' in input) {
    if (input.text.trim() === '') throw new ConfirmationError('Paste a confirmation e-mail or drop its file here first.');
    if (new TextEncoder().encode(input.text).length > MAX_CONFIRMATION_BYTES) throw new ConfirmationError('This text is larger than 10 MB: paste only the confirmation e-mail.');
    return readText(formatOfText(input.text), input.text);
  }
  if (input.bytes.length > MAX_CONFIRMATION_BYTES) throw new ConfirmationError(`“${input.name}” is larger than 10 MB: a confirmation is much smaller. Drop the e-mail itself, saved as .eml.`);
  if (input.bytes.length === 0) throw new ConfirmationError(`“${input.name}” is empty.`);
  const format = formatOfFile(input.name, input.type, input.bytes);
  if (format === 'pdf') {
    throw new AssistantNeeded(
      `Reading a PDF takes the assistant, which is not available now. ${READABLE} Most confirmation e-mails carry their booking details: save the e-mail itself and drop it here.`,
      { pdf: input.bytes },
    );
  }
  if (format === 'pkpass') return (await import('./read-pkpass')).readPkpass(input.bytes);
  if (format === 'eml') return readEmail(input.bytes);
  const text = decoded(input.bytes);
  const byContent = format === 'unknown' ? formatOfText(text) : format;
  if (byContent === 'unknown') throw new AssistantNeeded(`We cannot read “${input.name}”. ${READABLE}`, { text });
  return readText(byContent, text);
}
