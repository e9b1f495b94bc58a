import { parentPort, workerData } from 'node:worker_threads';
import { renderAbstractBook, type BookContent } from './abstractBookPdf';

/**
 * The abstract book drawn in a worker thread (started by abstractBooks.ts), so that the server's
 * event loop keeps answering while a large book is written. The book's head comes in `workerData`,
 * its sessions and index entries follow in messages (sent a piece at a time: copying ten
 * thousand presentations to a thread in one go held the server for over a second); once all are
 * in, the count of presentations done goes out as it grows, then the PDF.
 */
export type BookWorkerInput =
  { kind: 'section'; section: BookContent['sections'][number] } | { kind: 'index'; entries: BookContent['index'] } | { kind: 'end' };
export type BookWorkerMessage = { kind: 'progress'; done: number } | { kind: 'done'; pdf: Uint8Array; pages: number };

const port = parentPort!;
const content: BookContent = { ...(workerData as Omit<BookContent, 'sections' | 'index'>), sections: [], index: [] };

port.on('message', (message: BookWorkerInput) => {
  if (message.kind === 'section') content.sections.push(message.section);
  else if (message.kind === 'index') content.index.push(...message.entries);
  else void draw();
});

async function draw() {
  const { pdf, pages } = await renderAbstractBook(content, async (done) => {
    port.postMessage({ kind: 'progress', done } satisfies BookWorkerMessage);
  });
  const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const whole = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength;
  port.postMessage({ kind: 'done', pdf: bytes, pages } satisfies BookWorkerMessage, whole ? [pdf.buffer as ArrayBuffer] : []);
  port.close();
}
