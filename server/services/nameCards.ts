import { and, asc, eq, inArray } from 'drizzle-orm';
import QRCode from 'qrcode';
import { personName } from '../../engine/personName';
import { ENTRY_CODE_LENGTH, entryQrText, NAME_CARD, NAME_CARDS_MAX } from '../../engine/venue';
import type { Writer } from '../db/openDatabase';
import { affiliations, entryCodes, personNameColumns, users } from '../db/schema';
import { japanesePdf } from './pdf';
import { drawCode } from './sponsors';

/**
 * Name cards (issue 66, §2 "name card printing"): A4 sheets of 91 × 55 mm cards, each with the
 * participant's name in Japanese and English, their affiliation, and a QR code of their entry code
 * that staff scan at the entrance. Text is set in Noto Sans JP (the receipts' font), so Japanese
 * reads the same in any viewer and printer driver.
 */

/** Each listed participant's entry code, drawing the ones they lack (a code taken meanwhile is drawn again). */
export async function ensureEntryCodes(tx: Writer, conferenceId: string, userIds: number[]): Promise<Map<number, string>> {
  const codes = new Map<number, string>();
  for (let start = 0; start < userIds.length; start += 1000) {
    const batch = userIds.slice(start, start + 1000);
    for (const row of await tx.select({ userId: entryCodes.userId, code: entryCodes.code }).from(entryCodes).where(inArray(entryCodes.userId, batch)))
      codes.set(row.userId, row.code);
  }
  const missing = userIds.filter((id) => !codes.has(id));
  for (let attempt = 0; missing.length > 0; attempt++) {
    if (attempt > 8) throw new Error('No free entry codes after 9 draws');
    const drawn = missing.map((userId) => ({ userId, conferenceId, code: drawCode(ENTRY_CODE_LENGTH) }));
    const inserted = await tx.insert(entryCodes).values(drawn).onConflictDoNothing().returning({ userId: entryCodes.userId, code: entryCodes.code });
    for (const row of inserted) codes.set(row.userId, row.code);
    missing.splice(0, missing.length, ...missing.filter((id) => !codes.has(id)));
    // A row another printing wrote meanwhile is read, not drawn again.
    if (missing.length > 0)
      for (const row of await tx.select({ userId: entryCodes.userId, code: entryCodes.code }).from(entryCodes).where(inArray(entryCodes.userId, missing)))
        codes.set(row.userId, row.code);
    missing.splice(0, missing.length, ...missing.filter((id) => !codes.has(id)));
  }
  return codes;
}

export interface NameCard {
  userId: number;
  nameJa: string;
  nameEn: string;
  affiliationJa: string;
  affiliationEn: string;
  code: string;
}

/**
 * The cards to print: the participants asked for (approved accounts of this conference; none
 * asked for means every approved account), in the order of their names' readings.
 */
export async function nameCardsFor(tx: Writer, conferenceId: string, userIds?: number[]): Promise<NameCard[]> {
  const conditions = [eq(users.conferenceId, conferenceId), eq(users.approvalStatus, 'approved'), eq(users.isDummy, false)];
  if (userIds) conditions.push(inArray(users.id, userIds.length > 0 ? userIds : [0]));
  const rows = await tx
    .select({
      id: users.id,
      ...personNameColumns,
      affiliation: affiliations.name,
      affiliationKanji: affiliations.nameKanji,
      affiliationEn: affiliations.nameEn,
    })
    .from(users)
    .leftJoin(affiliations, eq(affiliations.userId, users.id))
    .where(and(...conditions))
    .orderBy(asc(users.nameSeiKana), asc(users.nameSei), asc(users.id))
    .limit(NAME_CARDS_MAX);
  const codes = await ensureEntryCodes(
    tx,
    conferenceId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    userId: row.id,
    nameJa: personName(row, 'ja'),
    nameEn: personName(row, 'en'),
    affiliationJa: row.affiliationKanji || row.affiliation || '',
    affiliationEn: row.affiliationEn || row.affiliation || '',
    code: codes.get(row.id)!,
  }));
}

const MM = 72 / 25.4;

/** Draws `text` in the largest size up to `size` that fits `width` on one line. */
function fitted(doc: PDFKit.PDFDocument, text: string, font: string, size: number, width: number): number {
  doc.font(font);
  let current = size;
  while (current > 6 && doc.fontSize(current).widthOfString(text) > width) current -= 0.5;
  return current;
}

/** The sheets as a PDF: ten cards to an A4 page, cut lines in light grey, the QR code at each card's right. */
export async function renderNameCards(cards: NameCard[], conferenceName: string): Promise<Buffer> {
  const { doc, done } = japanesePdf({ title: `${conferenceName} name cards`, margin: 0 });
  const width = NAME_CARD.widthMm * MM;
  const height = NAME_CARD.heightMm * MM;
  const perPage = NAME_CARD.columns * NAME_CARD.rows;
  const qrSize = 22 * MM;
  const pad = 4 * MM;
  cards.forEach((card, index) => {
    if (index > 0 && index % perPage === 0) doc.addPage({ size: 'A4', margin: 0 });
    const slot = index % perPage;
    const x = NAME_CARD.marginLeftMm * MM + (slot % NAME_CARD.columns) * width;
    const y = NAME_CARD.marginTopMm * MM + Math.floor(slot / NAME_CARD.columns) * height;
    doc.rect(x, y, width, height).lineWidth(0.3).strokeColor('#cccccc').stroke();
    const textWidth = width - qrSize - pad * 3;
    doc
      .fillColor('#555555')
      .font('regular')
      .fontSize(fitted(doc, conferenceName, 'regular', 7, textWidth))
      .text(conferenceName, x + pad, y + pad, { width: textWidth, lineBreak: false });
    doc
      .fillColor('#000000')
      .fontSize(fitted(doc, card.nameJa, 'bold', 20, textWidth))
      .text(card.nameJa, x + pad, y + pad + 14, { width: textWidth, lineBreak: false });
    if (card.nameEn && card.nameEn !== card.nameJa)
      doc.fontSize(fitted(doc, card.nameEn, 'regular', 11, textWidth)).text(card.nameEn, x + pad, y + pad + 42, { width: textWidth, lineBreak: false });
    if (card.affiliationJa)
      doc
        .fontSize(fitted(doc, card.affiliationJa, 'regular', 9, textWidth))
        .text(card.affiliationJa, x + pad, y + height - pad - 30, { width: textWidth, lineBreak: false });
    if (card.affiliationEn && card.affiliationEn !== card.affiliationJa)
      doc
        .fontSize(fitted(doc, card.affiliationEn, 'regular', 8, textWidth))
        .text(card.affiliationEn, x + pad, y + height - pad - 16, { width: textWidth, lineBreak: false });
    // The entry QR code, module by module (no image to embed), with its code to type under it.
    const { modules } = QRCode.create(entryQrText(card.code), { errorCorrectionLevel: 'M' });
    const cell = qrSize / modules.size;
    const qrX = x + width - pad - qrSize;
    const qrY = y + (height - qrSize) / 2 - 4;
    for (let row = 0; row < modules.size; row++)
      for (let column = 0; column < modules.size; column++) if (modules.get(row, column)) doc.rect(qrX + column * cell, qrY + row * cell, cell, cell);
    doc.fillColor('#000000').fill();
    doc
      .font('regular')
      .fontSize(6)
      .text(card.code, qrX - 4, qrY + qrSize + 3, { width: qrSize + 8, align: 'center', lineBreak: false });
  });
  if (cards.length === 0) doc.font('regular').fontSize(12).text('—', 56, 56);
  doc.end();
  return done;
}
