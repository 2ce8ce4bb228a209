/** PDF files for tests: real PDFs (a catalog, pages, Helvetica text), small enough to write by hand. */

/** A PDF with a page for each list of lines (Helvetica, one line under the other). */
export function pdfFile(pages: readonly (readonly string[])[]): Uint8Array<ArrayBuffer> {
  const objects = new Map<number, string>();
  objects.set(1, '<< /Type /Catalog /Pages 2 0 R >>');
  objects.set(2, `<< /Type /Pages /Kids [${pages.map((_, i) => `${4 + 2 * i} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  objects.set(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  pages.forEach((lines, i) => {
    const escaped = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`);
    const stream = `BT /F1 11 Tf 72 740 Td ${lines.map((line) => `(${escaped(line)}) Tj 0 -16 Td`).join(' ')} ET`;
    objects.set(4 + 2 * i, `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + 2 * i} 0 R >>`);
    objects.set(5 + 2 * i, `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [number, object] of [...objects].sort(([a], [b]) => a - b)) {
    offsets[number] = body.length;
    body += `${number} 0 obj\n${object}\nendobj\n`;
  }
  const xref = body.length;
  const count = objects.size + 1;
  body += `xref\n0 ${count}\n0000000000 65535 f \n`;
  for (let number = 1; number < count; number += 1) body += `${String(offsets[number]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
