/**
 * The PDF's invisible text layer: each line of text where the browser laid it
 * out, on the page whose image shows it.
 *
 * Lines are read from the laid-out document (a range per word), not wrapped
 * again by jsPDF: the layer's font (Noto Sans) is wider than the one the page
 * image was drawn in, so wrapping a text to the width the browser gave it
 * broke words and amounts that did not fit ('€1,022.9' and '3'). Each line is
 * instead written whole and scaled across to the width it has in the image,
 * so searching finds it and a selection covers the letters it shows.
 *
 * The page of a line follows html2pdf's own slicing of the drawing (pages of
 * a whole number of canvas pixels), so a long text (a proposal's terms) has
 * each of its lines on the page that shows it, rather than all of them
 * written from the page where the text starts and past its bottom edge.
 */

/** A line of text and where it sits in the printable document, in CSS pixels from its top left. */
export interface TextLine {
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
  fontPx: number;
}

/** One laid-out printable part: its lines, its width in CSS pixels and the PDF page (0-based) it starts on. */
export interface TextLayout {
  lines: TextLine[];
  width: number;
  firstPage: number;
}

/** The little of jsPDF the text layer uses. */
export interface TextLayerPdf {
  getNumberOfPages(): number;
  setPage(page: number): void;
  setFontSize(size: number): void;
  getTextWidth(text: string): number;
  text(text: string, x: number, y: number, options: Record<string, unknown>): void;
}

/** How the pages were drawn: html2canvas's scale and the page's inner box (mm). */
export interface PageGeometry {
  scale: number;
  marginMm: number;
  inner: { width: number; ratio: number };
}

const MM_PER_PT = 25.4 / 72;

interface WordBox {
  text: string;
  rect: { left: number; top: number; right: number; bottom: number; height: number };
}

/**
 * Words (each a run of non-space characters) in lines: a word whose top is
 * within half a line of the current line's joins it; any other starts a new
 * line. A word the browser broke across two lines stays whole on the first.
 */
export function linesOfWords(words: readonly WordBox[], fontPx: number): TextLine[] {
  const lines: Array<TextLine & { words: string[] }> = [];
  for (const { text, rect } of words) {
    const line = lines.at(-1);
    if (line && Math.abs(rect.top - line.top) < Math.max(line.height, rect.height) / 2) {
      line.words.push(text);
      line.width = Math.max(line.width, rect.right - line.left);
      line.height = Math.max(line.height, rect.bottom - line.top);
    } else {
      lines.push({ words: [text], text: '', left: rect.left, top: rect.top, width: rect.right - rect.left, height: rect.height, fontPx });
    }
  }
  return lines.map(({ words: parts, ...line }) => ({ ...line, text: parts.join(' ') }));
}

/** The lines of one text element as the browser laid them out, relative to `origin`. */
function linesOf(node: HTMLElement, origin: DOMRect): TextLine[] {
  const fontPx = parseFloat(getComputedStyle(node).fontSize) || 12;
  const words: WordBox[] = [];
  const range = node.ownerDocument.createRange();
  const walker = node.ownerDocument.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const value = text.nodeValue ?? '';
    for (const match of value.matchAll(/\S+/gu)) {
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      const first = [...range.getClientRects()].find((rect) => rect.width > 0 || rect.height > 0);
      if (!first) continue;
      words.push({
        text: match[0],
        rect: {
          left: first.left - origin.left,
          top: first.top - origin.top,
          right: first.right - origin.left,
          bottom: first.bottom - origin.top,
          height: first.height,
        },
      });
    }
  }
  return linesOfWords(words, fontPx);
}

/** Every line of the container's `data-pdf-text` elements, and the container's width. */
export function measureTextLines(container: HTMLElement): { lines: TextLine[]; width: number } {
  const origin = container.getBoundingClientRect();
  const lines = [...container.querySelectorAll<HTMLElement>('[data-pdf-text]')].flatMap((node) => linesOf(node, origin));
  return { lines, width: origin.width };
}

/**
 * Writes the lines of one part over its page images, invisible. html2pdf
 * draws the part on a canvas `scale` times its CSS size and cuts it into
 * pages of floor(canvas width × page ratio) pixels; each line goes on the
 * page holding its middle, at the place the image shows it, written in one
 * piece and scaled across to its width in the image.
 */
export function addTextLayer(pdf: TextLayerPdf, layout: TextLayout, geometry: PageGeometry, write: (text: string) => string): void {
  if (layout.width <= 0) return;
  const canvasWidth = Math.floor(layout.width * geometry.scale);
  const pagePx = Math.floor(canvasWidth * geometry.inner.ratio);
  const mmPerCanvasPx = geometry.inner.width / canvasWidth;
  const pages = pdf.getNumberOfPages();
  for (const line of layout.lines) {
    const text = write(line.text);
    if (!text.trim()) continue;
    const middle = (line.top + line.height / 2) * geometry.scale;
    const page = Math.min(layout.firstPage + Math.floor(middle / pagePx), pages - 1);
    const top = line.top * geometry.scale - (page - layout.firstPage) * pagePx;
    // The baseline: the bottom of the line's box less the font's descent (about a fifth of its size).
    const baseline = top + (line.height - line.fontPx * 0.22) * geometry.scale;
    pdf.setPage(page + 1);
    pdf.setFontSize((line.fontPx * geometry.scale * mmPerCanvasPx) / MM_PER_PT);
    const widthMm = line.width * geometry.scale * mmPerCanvasPx;
    const naturalMm = pdf.getTextWidth(text);
    const horizontalScale = naturalMm > 0 && widthMm > 0 ? Math.min(Math.max(widthMm / naturalMm, 0.5), 2) : 1;
    pdf.text(text, geometry.marginMm + line.left * geometry.scale * mmPerCanvasPx, geometry.marginMm + baseline * mmPerCanvasPx, {
      renderingMode: 'invisible',
      horizontalScale,
    });
  }
}
