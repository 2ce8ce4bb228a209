/**
 * Reservations in a booking e-mail saved as a file (.eml): the schema.org
 * markup in its HTML (and in HTML files attached to it), and the calendar
 * files and Wallet passes attached to it, handed back for their own readers.
 */
import PostalMime, { type Attachment } from 'postal-mime';
import { mergeReads, readHtml, readJsonLdText } from './read-html';
import { MAX_CONFIRMATION_BYTES, ConfirmationError, type ConfirmationRead } from './types';

export interface MailAttachment {
  filename: string;
  mimeType: string;
  content: Uint8Array;
}

const CALENDAR_TYPES = new Set(['text/calendar', 'application/ics']);
const PASS_TYPE = 'application/vnd.apple.pkpass';

function bytesOf(content: Attachment['content']): Uint8Array {
  if (typeof content === 'string') return new TextEncoder().encode(content);
  return ArrayBuffer.isView(content) ? new Uint8Array(content.buffer, content.byteOffset, content.byteLength) : new Uint8Array(content);
}

/** What another reader takes: a calendar file or a Wallet pass, by its name or its type. */
function handedOn(attachment: Attachment): MailAttachment | null {
  const name = (attachment.filename ?? '').trim();
  const type = attachment.mimeType.toLowerCase();
  const calendar = /\.ics$/i.test(name) || CALENDAR_TYPES.has(type);
  const pass = /\.pkpass$/i.test(name) || type === PASS_TYPE;
  if (!calendar && !pass) return null;
  // An invitation sent as a bare calendar part has no file name; the reader goes by the name's ending.
  const filename = name !== '' ? name : calendar ? 'invite.ics' : 'pass.pkpass';
  return { filename, mimeType: type, content: bytesOf(attachment.content) };
}

/** A mail inside the mail: how a forwarded confirmation often arrives ("Forward as attachment"). */
function isMail(attachment: Attachment): boolean {
  return attachment.mimeType.toLowerCase() === 'message/rfc822' || /\.eml$/i.test(attachment.filename ?? '');
}

/** How deep mails inside mails are read (a forward of a forward); deeper ones are left alone. */
const MAX_NESTED_MAILS = 3;

function isHtml(attachment: Attachment): boolean {
  return attachment.mimeType.toLowerCase() === 'text/html' || /\.html?$/i.test(attachment.filename ?? '');
}

/** A plain-text mail is read only for JSON-LD written into it: a script block, or the JSON itself. */
function readText(text: string): ConfirmationRead {
  const trimmed = text.trim();
  if (!/<script\b[^>]*application\/ld\+json/i.test(trimmed) && !/^[[{]/.test(trimmed)) return { reservations: [], problems: [] };
  return readJsonLdText(trimmed);
}

/**
 * The reservations in an e-mail file, and the attachments (.ics, .pkpass) for
 * the calendar and Wallet readers. A file that is not an e-mail throws a
 * ConfirmationError; an e-mail without booking data reads as no reservations.
 */
export async function readEml(raw: Uint8Array | string, depth = 0): Promise<{ read: ConfirmationRead; attachments: MailAttachment[] }> {
  if (raw.length > MAX_CONFIRMATION_BYTES) throw new ConfirmationError('This e-mail is larger than 10 MB, too large to read.');
  let email: Awaited<ReturnType<typeof PostalMime.parse>>;
  try {
    email = await PostalMime.parse(raw);
  } catch {
    throw new ConfirmationError('This file could not be read as an e-mail.');
  }
  const reads: ConfirmationRead[] = [];
  if (email.html !== undefined && email.html.trim() !== '') reads.push(readHtml(email.html));
  else if (email.text !== undefined) reads.push(readText(email.text));
  const attachments: MailAttachment[] = [];
  const decoder = new TextDecoder();
  for (const attachment of email.attachments) {
    const passed = handedOn(attachment);
    if (passed) attachments.push(passed);
    else if (isHtml(attachment)) reads.push(readHtml(decoder.decode(bytesOf(attachment.content))));
    else if (isMail(attachment) && depth < MAX_NESTED_MAILS) {
      try {
        const inner = await readEml(bytesOf(attachment.content), depth + 1);
        reads.push(inner.read);
        attachments.push(...inner.attachments);
      } catch {
        reads.push({ reservations: [], problems: ['A mail attached to this one could not be read.'] });
      }
    }
  }
  return { read: mergeReads(reads), attachments };
}
