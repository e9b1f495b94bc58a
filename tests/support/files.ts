import jpeg from 'jpeg-js';

/** A real JPEG of the given size (grey), as a camera or an editor would write it. */
export function jpegOf(width: number, height: number, quality = 60): Uint8Array {
  const data = Buffer.alloc(width * height * 4, 0x99);
  return new Uint8Array(jpeg.encode({ data, width, height }, quality).data);
}

/**
 * A valid one-page PDF (catalog, page tree, page, cross-reference table), padded to about `bytes`
 * with a comment before its cross-reference table when asked: what a server that parses PDFs accepts.
 */
export function pdfOf(bytes = 0): Uint8Array {
  const objects = ['<</Type/Catalog/Pages 2 0 R>>', '<</Type/Pages/Kids[3 0 R]/Count 1>>', '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>'];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj${object}endobj\n`;
    return at;
  });
  const tailSize = 200;
  if (bytes > body.length + tailSize) body += `%${'%'.repeat(bytes - body.length - tailSize - 2)}\n`;
  const xref = body.length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}

/** A PDF's magic bytes and nothing a reader could open: refused by a server that parses PDFs. */
export const fakePdf = new Uint8Array(Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'));

/** A real 1 × 1 PNG. */
export const pngBytes = new Uint8Array(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADUlEQVQImWP4////fwAJ+wP9CNHoHgAAAABJRU5ErkJggg==', 'base64'),
);
