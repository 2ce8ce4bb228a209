/**
 * The building block of a printable document (a trip, a proposal) that a PDF
 * is made from: plain DOM with inline styles, since html2pdf copies it off
 * screen, away from the app's CSS.
 */
export type PrintableStyle = Partial<CSSStyleDeclaration>;

/**
 * An element with inline `style`; with `text`, that text marked
 * `data-pdf-text` so the PDF gets it in its searchable text layer.
 * `className` names what html2pdf must keep on one page.
 */
export function printableElement<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  style: PrintableStyle,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node.style, style);
  if (className) node.className = className;
  if (text !== undefined) {
    node.textContent = text;
    node.dataset.pdfText = '';
  }
  return node;
}
