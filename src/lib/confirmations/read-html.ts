/**
 * Reservations in an HTML confirmation (an e-mail's HTML, a saved booking
 * page): its JSON-LD blocks and its microdata. The HTML is only parsed, into a
 * document of its own: DOMParser runs none of its scripts, loads none of its
 * images, and nothing of it is put into the app's page.
 */
import { reservationsFromSchemaOrg } from './schema-org';
import { microdataItems } from './schema-org-microdata';
import { MAX_CONFIRMATION_BYTES, ConfirmationError, type ConfirmationRead, type Reservation } from './types';

const TOO_LARGE = 'This confirmation is larger than 10 MB, too large to read.';

function brokenBlocks(broken: number): string {
  return broken === 1
    ? 'One block of booking data in this confirmation is broken and was skipped.'
    : `${broken} blocks of booking data in this confirmation are broken and were skipped.`;
}

/** A block's JSON, allowing the HTML comment or CDATA wrapper some senders put around it. */
function parseBlock(text: string): { ok: true; value: unknown } | { ok: false } {
  const unwrapped = text
    .trim()
    .replace(/^(<!--|<!\[CDATA\[)/, '')
    .replace(/(-->|\]\]>)$/, '')
    .trim();
  try {
    return { ok: true, value: JSON.parse(unwrapped) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The reservations in JSON-LD blocks' text; each block that is not JSON is skipped and counted. */
function readBlocks(blocks: string[]): ConfirmationRead {
  const objects: unknown[] = [];
  let broken = 0;
  for (const block of blocks) {
    if (block.trim() === '') continue;
    const parsed = parseBlock(block);
    if (parsed.ok) objects.push(parsed.value);
    else broken += 1;
  }
  const read = reservationsFromSchemaOrg(objects, 'json-ld');
  return { reservations: read.reservations, problems: broken > 0 ? [brokenBlocks(broken), ...read.problems] : read.problems };
}

function isJsonLdScript(script: HTMLScriptElement): boolean {
  return (script.getAttribute('type') ?? '').split(';')[0]?.trim().toLowerCase() === 'application/ld+json';
}

/** What tells one reservation from another when the same one is marked up twice (JSON-LD and microdata, body and attachment). */
function identity(reservation: Reservation): string {
  const { kind, code, number, underName, status, from } = reservation;
  return JSON.stringify([kind, code, number, underName, status, from.time?.local ?? null, from.code ?? from.name]);
}

/**
 * Several reads of one confirmation as one: problems once each, and a
 * reservation given twice (some senders mark it up in JSON-LD and microdata
 * both) once, as the first read gave it.
 */
export function mergeReads(reads: ConfirmationRead[]): ConfirmationRead {
  const seen = new Set<string>();
  const reservations: Reservation[] = [];
  for (const read of reads) {
    // Repeats within one read are kept: two travellers on one booking may share every field shown.
    const fresh = read.reservations.filter((reservation) => !seen.has(identity(reservation)));
    for (const reservation of read.reservations) seen.add(identity(reservation));
    reservations.push(...fresh);
  }
  return { reservations, problems: [...new Set(reads.flatMap((read) => read.problems))] };
}

/** The reservations in an HTML confirmation, from its JSON-LD and its microdata. */
export function readHtml(html: string): ConfirmationRead {
  if (html.length > MAX_CONFIRMATION_BYTES) throw new ConfirmationError(TOO_LARGE);
  const document = new DOMParser().parseFromString(html, 'text/html');
  const blocks = [...document.querySelectorAll('script')].filter(isJsonLdScript).map((script) => script.textContent ?? '');
  const fromJsonLd = readBlocks(blocks);
  const fromMicrodata = reservationsFromSchemaOrg(microdataItems(document), 'microdata');
  return mergeReads([fromJsonLd, fromMicrodata]);
}

const SCRIPT_BLOCK = /<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json[^>]*>([\s\S]*?)<\/script\s*>/gi;

/**
 * The reservations in JSON-LD as pasted: the bare JSON, or the
 * `<script type="application/ld+json">` blocks copied with it. Broken JSON is
 * a problem, never a throw.
 */
export function readJsonLdText(text: string): ConfirmationRead {
  if (text.length > MAX_CONFIRMATION_BYTES) throw new ConfirmationError(TOO_LARGE);
  const blocks = [...text.matchAll(SCRIPT_BLOCK)].map((match) => match[1] ?? '');
  if (blocks.length > 0) return readBlocks(blocks);
  if (text.trim() === '') return { reservations: [], problems: [] };
  const parsed = parseBlock(text);
  if (!parsed.ok) return { reservations: [], problems: ['This booking data is broken, so nothing could be read from it.'] };
  return reservationsFromSchemaOrg([parsed.value], 'json-ld');
}
