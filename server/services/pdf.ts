import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';
import PDFDocument from 'pdfkit';

/**
 * The PDFs Kaigi prints (receipts, name cards, the abstract book) set their text in Noto Sans JP
 * from the @embedpdf/fonts-jp package; pdfkit embeds only the glyphs a document uses, so a
 * document reads the same in any viewer and stays small.
 */

const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-jp')), '..', 'fonts');
let fonts: { regular: Font; bold: Font } | undefined;
/**
 * The two faces, read and parsed once per process (4.5 MB each): pdfkit takes a parsed font as it
 * takes a file, and parsing it anew for each document was most of a receipt's time.
 */
const face = (file: string) => fontkit.create(readFileSync(path.join(fontDir, file))) as Font;
const fontFiles = () => (fonts ??= { regular: face('NotoSansJP-Regular.otf'), bold: face('NotoSansJP-Bold.otf') });

/**
 * An A4 PDF with Noto Sans JP registered as `regular` and `bold`, and its bytes once `doc.end()`
 * is called: for any document Kaigi prints. With `bufferPages`, pages stay open until the end, so
 * a table of contents and page numbers can be written once the pages behind them exist.
 */
export function japanesePdf(options: { title: string; margin: number; language?: 'ja' | 'en'; bufferPages?: boolean }): {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
} {
  const doc = new PDFDocument({
    size: 'A4',
    margin: options.margin,
    info: { Title: options.title, Producer: 'Kaigi', Creator: 'Kaigi' },
    lang: options.language ?? 'ja',
    bufferPages: options.bufferPages ?? false,
    autoFirstPage: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { regular, bold } = fontFiles();
  doc.registerFont('regular', regular as unknown as string);
  doc.registerFont('bold', bold as unknown as string);
  return { doc, done };
}
