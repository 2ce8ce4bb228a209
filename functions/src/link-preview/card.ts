/**
 * The preview image: a 1200x630 PNG card (the size Open Graph and chat apps
 * show large), drawn as SVG and rasterised with resvg. Text is set in the
 * Noto Sans the app already ships for PDFs (src/lib/pdf/fonts, SIL OFL),
 * inlined into the bundle (written once to the instance's temporary folder,
 * where resvg reads it), so the image looks the same on every machine.
 * Chinese, Japanese and Korean characters fall back to a subset of Noto Sans
 * CJK JP (functions/fonts/card-cjk.otf, 5.4 MB, SIL OFL; made by
 * scripts/fonts/make-card-cjk-font.py), deployed beside the bundle and read
 * only for cards that have such characters.
 * A card is about 30-60 KB, far under the 5 MB chat apps accept.
 */
import { createHash } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import fontDataUrl from '@/lib/pdf/fonts/pdf-text.ttf?inline';
import { clip, escapeHtml } from './html';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export interface CardContent {
  /** One or two letters on the disc. */
  initials: string;
  /** The name or the trip's title. */
  title: string;
  /** @username, or destinations and day count. */
  subtitle: string;
  /** A home city, or who made the trip. */
  detail: string;
}

const PRIMARY = '#0f5f5c';
const ACCENT = '#c4572b';
const INK = '#1c2321';
const FONT = 'Noto Sans';
const CJK_FONT = 'Noto Sans CJK JP';
/** Every text's families: Noto Sans, then the CJK font for the characters Noto Sans lacks. */
const FAMILIES = `${FONT}, ${CJK_FONT}`;

/** The Wayfare mark (public/favicon.svg), drawn at `size` px from (x, y). */
function mark(x: number, y: number, size: number): string {
  const scale = size / 24;
  return `<g transform="translate(${x} ${y}) scale(${scale})"><rect width="24" height="24" rx="6" fill="${PRIMARY}"/><path fill="#fff" d="M12 4c-3.1 0-5.5 2.4-5.5 5.5 0 4 5.5 10.5 5.5 10.5s5.5-6.5 5.5-10.5C17.5 6.4 15.1 4 12 4zm0 7.4a1.9 1.9 0 1 1 0-3.8 1.9 1.9 0 0 1 0 3.8z"/></g>`;
}

/** Characters of Chinese, Japanese and Korean (Hangul, kana, ideographs, their punctuation and full-width forms). */
const CJK = /[\u1100-\u11ff\u2e80-\u2fdf\u3000-\u33ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]/u;

/** Text width of Noto Sans, in em, on average per character (for line breaks without measuring). */
const EM_PER_CHAR = 0.56;
/** Chinese, Japanese and Korean characters are one em wide. */
const CJK_EM_PER_CHAR = 1;

/** The average width per character of a text, in em: wider the more CJK characters it has. */
function emPerChar(text: string): number {
  const chars = [...text];
  const wide = chars.filter((char) => CJK.test(char)).length;
  return chars.length ? (wide * CJK_EM_PER_CHAR + (chars.length - wide) * EM_PER_CHAR) / chars.length : EM_PER_CHAR;
}
/** Where the text column starts and how wide it is. */
const TEXT_X = 350;
const TEXT_WIDTH = CARD_WIDTH - TEXT_X - 60;

/** Words in at most `maxLines` lines of at most `perLine` characters; the last line cut with an ellipsis. */
export function wrapLines(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.replace(/\s+/g, ' ').trim().split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= perLine || !current) {
      current = next;
      continue;
    }
    lines.push(current);
    current = word;
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines.map((line) => clip(line, perLine));
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = clip(`${kept[maxLines - 1]} ${lines.slice(maxLines).join(' ')}`, perLine);
  return kept;
}

/** The card as SVG; every text escaped and cut to fit its lines. */
export function cardSvg(card: CardContent): string {
  const perLine = (size: number, text: string) => Math.floor(TEXT_WIDTH / (size * emPerChar(text)));
  const oneLine = card.title.trim().length <= perLine(72, card.title);
  const titleSize = oneLine ? 72 : 58;
  const titleLines = wrapLines(card.title, perLine(titleSize, card.title), 2);
  const lineHeight = titleSize * 1.15;
  const firstBaseline = titleLines.length === 1 ? 280 : 240;
  const afterTitle = firstBaseline + (titleLines.length - 1) * lineHeight;
  const text = (value: string, x: number, y: number, size: number, fill: string) =>
    `<text x="${x}" y="${y}" font-family="${FAMILIES}" font-size="${size}" fill="${fill}">${escapeHtml(value)}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#f4f1ea"/>`,
    `<rect width="${CARD_WIDTH}" height="16" fill="${PRIMARY}"/>`,
    `<circle cx="190" cy="300" r="110" fill="${PRIMARY}"/>`,
    `<text x="190" y="300" dy="0.35em" text-anchor="middle" font-family="${FAMILIES}" font-size="88" fill="#fff">${escapeHtml(clip(card.initials, 2))}</text>`,
    ...titleLines.map((line, index) => text(line, TEXT_X, firstBaseline + index * lineHeight, titleSize, INK)),
    text(clip(card.subtitle, perLine(38, card.subtitle)), TEXT_X + 2, afterTitle + 70, 38, ACCENT),
    text(clip(card.detail, perLine(32, card.detail)), TEXT_X + 2, afterTitle + 128, 32, '#4a5452'),
    mark(80, 520, 56),
    text('Wayfare', 150, 562, 40, PRIMARY),
    text('Plan it together, go further.', 700, 562, 28, '#4a5452'),
    '</svg>',
  ].join('');
}

let fontPath: string | undefined;
/** resvg reads fonts from files: the inlined font is written once to the instance's temporary folder. */
function fontFile(): string {
  if (!fontPath) {
    const bytes = Buffer.from(fontDataUrl.slice(fontDataUrl.indexOf(',') + 1), 'base64');
    const path = join(tmpdir(), `wayfare-card-${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}.ttf`);
    if (!existsSync(path)) writeFileSync(path, bytes);
    fontPath = path;
  }
  return fontPath;
}

const CJK_FONT_FILE = 'card-cjk.otf';

let cjkFontPath: string | null | undefined;
/**
 * The CJK font's file: functions/fonts/, deployed with the functions; the
 * bundle (lib/index.js) and the sources (src/link-preview/) each find it from
 * their own folder. Null when it is missing: those characters then draw as
 * the missing-glyph box, and the card is still made.
 */
export function cjkFontFile(): string | null {
  if (cjkFontPath === undefined) {
    const candidates = [resolve(__dirname, '..', 'fonts', CJK_FONT_FILE), resolve(__dirname, '..', '..', 'fonts', CJK_FONT_FILE)];
    cjkFontPath = candidates.find((path) => existsSync(path)) ?? null;
    if (!cjkFontPath) console.warn(`link-preview: ${CJK_FONT_FILE} not found beside the functions; CJK characters draw as boxes.`);
  }
  return cjkFontPath;
}

/** The font files a card needs: Noto Sans, and the CJK font only when the card has such characters. */
export function cardFontFiles(card: CardContent): string[] {
  const cjk = CJK.test(`${card.initials}${card.title}${card.subtitle}${card.detail}`) ? cjkFontFile() : null;
  return cjk ? [fontFile(), cjk] : [fontFile()];
}

/** Rendered cards by the hash of their SVG: the same content is drawn once per instance. */
const rendered = new Map<string, Buffer>();
const MAX_RENDERED = 200;

export interface CardImage {
  png: Buffer;
  /** A strong ETag: the hash of what was drawn. */
  etag: string;
}

export function renderCard(card: CardContent): CardImage {
  const svg = cardSvg(card);
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
  let png = rendered.get(etag);
  if (!png) {
    const resvg = new Resvg(svg, {
      fitTo: { mode: 'width', value: CARD_WIDTH },
      font: { fontFiles: cardFontFiles(card), loadSystemFonts: false, defaultFontFamily: FONT },
    });
    png = resvg.render().asPng();
    if (rendered.size >= MAX_RENDERED) rendered.delete(rendered.keys().next().value as string);
    rendered.set(etag, png);
  }
  return { png, etag };
}
