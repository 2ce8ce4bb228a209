/**
 * The types of html2pdf.js as its code behaves: the worker is a promise whose
 * steps chain, `get` with a callback included. The package's own types end
 * the chain at `get` and know too few options, so tsconfig.json points the
 * module's types here (the code Vite bundles is the package's).
 */
export interface Html2PdfWorker extends PromiseLike<unknown> {
  set(options: Record<string, unknown>): Html2PdfWorker;
  from(source: HTMLElement): Html2PdfWorker;
  toContainer(): Html2PdfWorker;
  toPdf(): Html2PdfWorker;
  get(key: string): Html2PdfWorker;
  get<T>(key: string, callback: (value: T) => void): Html2PdfWorker;
}

declare function html2pdf(): Html2PdfWorker;
export default html2pdf;
