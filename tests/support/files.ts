import jpeg from 'jpeg-js';

/** A real JPEG of the given size (grey), as a camera or an editor would write it. */
export function jpegOf(width: number, height: number, quality = 60): Uint8Array {
  const data = Buffer.alloc(width * height * 4, 0x99);
  return new Uint8Array(jpeg.encode({ data, width, height }, quality).data);
}

/** A minimal valid PDF, padded to about `bytes` with a comment stream when asked. */
export function pdfOf(bytes = 0): Uint8Array {
  const head = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n';
  const padding = Math.max(0, bytes - head.length - 6);
  return new Uint8Array(Buffer.concat([Buffer.from(head), Buffer.alloc(padding, 0x25), Buffer.from('\n%%EOF')]));
}

/** A PNG's first bytes: enough for a content check to call it PNG, whatever its name says. */
export const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89]);
