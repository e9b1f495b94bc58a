/**
 * npm run bench:receipts — what a receipt costs (issue 64): bytes per PDF in Japanese and in
 * English, and the time to make one, beside a reference made in the same run: the same page laid
 * out by the same code in PDF's built-in Helvetica, which embeds no font (so the difference is what
 * embedding a subset of Noto Sans JP costs). Then a ZIP of --zip receipts made as the managers'
 * download makes it (one PDF at a time into a streaming archive, read by a slow reader): the heap
 * and RSS at the start and at their highest. Options: --count 40 --zip 300
 */
import { parseArgs } from 'node:util';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import archiver from 'archiver';
import PDFDocument from 'pdfkit';
import { documentContent, type DocumentInput } from '../../engine/payment/documents';
import type { OrderLine } from '../../engine/payment/fees';
import { renderDocumentPdf } from '../../server/services/payment/documentPdf';

const { values: args } = parseArgs({ options: { count: { type: 'string', default: '40' }, zip: { type: 'string', default: '300' } } });
const count = Number(args.count);

const lines: OrderLine[] = [
  { kind: 'plan', id: 1, name: '一般（非会員）', nameEn: 'General (non-member)', price: 12000, taxType: 'standard10' },
  { kind: 'extra', id: 101, name: '懇親会', nameEn: 'Banquet', price: 6000, taxType: 'standard10' },
  { kind: 'extra', id: 103, name: '弁当（持ち帰り）', nameEn: 'Boxed lunch (take-away)', price: 1080, taxType: 'reduced8' },
];
const input = (language: 'ja' | 'en', n: number): DocumentInput => ({
  kind: 'receipt',
  language,
  number: `R-${String(n).padStart(6, '0')}`,
  issuedAt: new Date('2027-03-10T01:00:00Z'),
  reissue: n % 5 === 0,
  void: false,
  conferenceTitle: language === 'ja' ? '第12回計算科学シンポジウム' : '12th Symposium on Computational Science',
  conferenceDays: '2027/03/10–12',
  issuer: {
    name: '一般社団法人 Kaigi デモ学会',
    nameEn: 'Kaigi Demo Society',
    registrationNumber: 'T1234567890123',
    address: '〒100-0001 東京都千代田区千代田1-1',
  },
  recipient: language === 'ja' ? `東京大学 大学院理学系研究科 ${n}` : `University of Tokyo ${n}`,
  purpose: language === 'ja' ? '第12回計算科学シンポジウム 参加費' : 'participation fee',
  lines,
  paidAt: new Date('2027-02-10T03:00:00Z'),
  method: 'card',
});

/** The reference: the English receipt's text, set in Helvetica (nothing embedded), with the same calls. */
function helveticaPdf(content: ReturnType<typeof documentContent>): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Helvetica-Bold').fontSize(24).text(content.title, { align: 'center' });
  doc.font('Helvetica').fontSize(10);
  for (const [term, value] of content.meta) doc.text(`${term}: ${value}`, { align: 'right' });
  doc.font('Helvetica-Bold').fontSize(16).text(content.recipientLine);
  if (content.headline) doc.text(content.headline, { align: 'center' });
  doc.font('Helvetica').fontSize(11);
  for (const line of [
    ...content.body,
    ...(content.table?.rows.map((row) => row.join('  ')) ?? []),
    ...(content.table?.totals.map((row) => row.join('  ')) ?? []),
  ])
    doc.text(line.replace(/[^\x20-\x7e]/g, '?'));
  for (const line of content.issuerLines) doc.text(line.replace(/[^\x20-\x7e]/g, '?'), { align: 'right' });
  doc.end();
  return done;
}

async function measure(label: string, make: (n: number) => Promise<Buffer>) {
  await make(0); // the fonts read and parsed once per process, as in the server
  const times: number[] = [];
  let bytes = 0;
  for (let n = 1; n <= count; n++) {
    const started = performance.now();
    bytes += (await make(n)).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { label, median: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]!, bytes: Math.round(bytes / count) };
}

const reference = await measure('Helvetica, nothing embedded (reference)', (n) => helveticaPdf(documentContent(input('en', n))));
const results = [
  reference,
  await measure('receipt, Japanese (Noto Sans JP subset)', (n) => renderDocumentPdf(documentContent(input('ja', n)), { colour: 'colour', title: 'receipt' })),
  await measure('receipt, English (Noto Sans JP subset)', (n) => renderDocumentPdf(documentContent(input('en', n)), { colour: 'mono', title: 'receipt' })),
];
console.log(`${count} receipts each, ${new Date().toISOString()}`);
console.log('what | bytes per PDF | median ms | p95 ms | median / reference');
for (const result of results) {
  console.log(
    `${result.label} | ${result.bytes.toLocaleString('en-US')} | ${result.median.toFixed(1)} | ${result.p95.toFixed(1)} | ${(result.median / reference.median).toFixed(1)}x`,
  );
}

// The ZIP: made as server/services/payment/mngOrders.ts receiptsZip makes it, read 64 KB at a time.
global.gc?.();
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const start = process.memoryUsage();
let peak = { heap: start.heapUsed, rss: start.rss };
const archive = archiver('zip', { store: true });
let zipBytes = 0;
const reader = new Writable({
  highWaterMark: 64 * 1024,
  write(chunk: Buffer, _encoding, done) {
    zipBytes += chunk.length;
    const now = process.memoryUsage();
    peak = { heap: Math.max(peak.heap, now.heapUsed), rss: Math.max(peak.rss, now.rss) };
    setTimeout(done, 1);
  },
});
const zipCount = Number(args.zip);
const zipStarted = performance.now();
const reading = pipeline(archive, reader);
for (let n = 1; n <= zipCount; n++) {
  archive.append(await renderDocumentPdf(documentContent(input(n % 2 ? 'ja' : 'en', n)), { colour: 'mono', title: 'receipt' }), { name: `R-${n}.pdf` });
  if (archive.readableLength > 4 * 1024 * 1024) await new Promise((resolve) => archive.once('drain', resolve));
}
await archive.finalize();
await reading;
console.log(
  `ZIP of ${zipCount} receipts: ${mb(zipBytes)} MB in ${((performance.now() - zipStarted) / 1000).toFixed(1)} s; heap ${mb(start.heapUsed)} MB at the start, ${mb(peak.heap)} MB at most; RSS ${mb(start.rss)} MB, ${mb(peak.rss)} MB at most`,
);
