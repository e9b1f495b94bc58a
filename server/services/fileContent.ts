import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';

/** Images larger than this many pixels are refused before decoding (a decompression bomb). */
const MAX_IMAGE_PIXELS = 50_000_000;
/**
 * How long a PDF may take to parse. A real one parses in well under a second (21 MB of images in
 * 71 ms, 2,000 pages in 174 ms); pdf-lib crawls through garbage at about 5 ms a kilobyte.
 */
const PDF_PARSE_TIMEOUT_MS = 3000;

export type ContentCheck = { ok: true; width?: number; height?: number } | { ok: false };

/**
 * Whether a file's bytes are what their magic bytes claim (issue 62): an image is decoded in full
 * (libvips, off the event loop; a truncated or corrupt image fails), a PDF is parsed and must hold
 * at least one page. The magic bytes alone let a 41-byte JPEG header pass as a 1200 × 1200 image.
 */
export async function checkContent(mime: string, data: Buffer): Promise<ContentCheck> {
  try {
    if (mime === 'image/jpeg' || mime === 'image/png') {
      const { info } = await sharp(data, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).raw().toBuffer({ resolveWithObject: true });
      return { ok: true, width: info.width, height: info.height };
    }
    if (mime === 'application/pdf') return { ok: hasPdfTrailer(data) && (await pdfChecker.check(data)) };
    return { ok: true };
  } catch {
    return { ok: false };
  }
}

/** Every PDF ends with `startxref`, an offset and `%%EOF` (ISO 32000 7.5.5): garbage seldom does. */
function hasPdfTrailer(data: Buffer): boolean {
  const tail = data.subarray(Math.max(0, data.length - 1024)).toString('latin1');
  return /startxref\s+\d+\s+%%EOF\s*$/.test(tail);
}

/**
 * pdf-lib's parser in a worker thread: a PDF is parsed without holding the event loop, and one
 * that takes longer than PDF_PARSE_TIMEOUT_MS ends its worker and is refused. One worker, one
 * PDF at a time (the per-client upload limits bound the queue).
 */
class PdfChecker {
  private worker: Promise<Worker> | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly pdfLib = createRequire(import.meta.url).resolve('pdf-lib');

  check(data: Buffer): Promise<boolean> {
    const run = this.queue.then(() => this.parse(data));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Parses in the worker once it is ready: the time limit is the parse's alone, not the worker's
   * start (loading pdf-lib), which on a busy machine took longer than the limit and refused a
   * good PDF.
   */
  private async parse(data: Buffer): Promise<boolean> {
    let worker: Worker;
    try {
      worker = await (this.worker ??= this.start());
    } catch {
      this.worker = undefined;
      return false;
    }
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        resolve(ok);
      };
      const onMessage = (message: { ok: boolean }) => done(message.ok);
      const onError = () => {
        this.worker = undefined;
        done(false);
      };
      const timer = setTimeout(() => {
        this.worker = undefined;
        void worker.terminate();
        done(false);
      }, PDF_PARSE_TIMEOUT_MS);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.postMessage(data);
    });
  }

  /** A worker that has loaded pdf-lib (it says so once, before it parses anything). */
  private start(): Promise<Worker> {
    const source = `
      const { parentPort, workerData } = require('node:worker_threads');
      const { PDFDocument } = require(workerData.pdfLib);
      parentPort.on('message', async (bytes) => {
        try {
          const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true });
          parentPort.postMessage({ ok: document.getPageCount() > 0 });
        } catch {
          parentPort.postMessage({ ok: false });
        }
      });
      parentPort.postMessage({ ready: true });`;
    const worker = new Worker(source, { eval: true, workerData: { pdfLib: this.pdfLib } });
    worker.unref();
    return new Promise((resolve, reject) => {
      worker.once('message', () => {
        worker.off('error', reject);
        resolve(worker);
      });
      worker.once('error', reject);
    });
  }
}

const pdfChecker = new PdfChecker();
