import { japanesePdf } from '../pdf';
import type { DocumentContent } from '../../../engine/payment/documents';

/**
 * An invoice, a receipt or a certificate on an A4 page (issue 64), in colour or monochrome. The
 * text is set in Noto Sans JP from the @embedpdf/fonts-jp package; pdfkit embeds only the glyphs a
 * document uses, so a receipt is tens of kilobytes and reads the same in any viewer.
 */

export type Colour = 'colour' | 'mono';

export function renderDocumentPdf(content: DocumentContent, options: { colour: Colour; title: string }): Promise<Buffer> {
  const accent = options.colour === 'colour' ? '#1d4ed8' : '#000000';
  const warning = options.colour === 'colour' ? '#b00020' : '#000000';
  const { doc, done } = japanesePdf({ title: options.title, margin: 56 });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  // Title, and its marks (reissue, void) beside it.
  doc.font('bold').fontSize(24).fillColor(accent).text(content.title, left, 56, { width, align: 'center' });
  if (content.marks.length > 0) {
    doc.font('bold').fontSize(12).fillColor(warning);
    const mark = content.marks.join(' / ');
    const markWidth = doc.widthOfString(mark) + 16;
    doc
      .rect(left + width - markWidth, 60, markWidth, 22)
      .lineWidth(1.5)
      .strokeColor(warning)
      .stroke();
    doc.text(mark, left + width - markWidth, 65, { width: markWidth, align: 'center' });
  }
  // Number and date, right.
  doc.font('regular').fontSize(10).fillColor('#000000');
  let y = 100;
  for (const [term, value] of content.meta) {
    doc.text(`${term}: ${value}`, left, y, { width, align: 'right' });
    y += 15;
  }
  // The addressee, underlined.
  y += 10;
  doc
    .font('bold')
    .fontSize(16)
    .text(content.recipientLine, left, y, { width: width * 0.65 });
  y = doc.y + 4;
  doc
    .moveTo(left, y)
    .lineTo(left + width * 0.65, y)
    .lineWidth(1)
    .strokeColor(accent)
    .stroke();
  y += 20;
  if (content.headline) {
    doc.rect(left, y, width, 34).lineWidth(1.5).strokeColor(accent).stroke();
    doc
      .font('bold')
      .fontSize(16)
      .fillColor('#000000')
      .text(content.headline, left, y + 8, { width, align: 'center' });
    y += 50;
  }
  doc.font('regular').fontSize(11);
  for (const line of content.body) {
    doc.text(line, left, y, { width });
    y = doc.y + 6;
  }
  if (content.table) {
    y += 10;
    const columns = [width * 0.6, width * 0.15, width * 0.25];
    const row = (cells: readonly string[], font: 'regular' | 'bold', shade?: boolean) => {
      const height = 22;
      if (shade)
        doc
          .rect(left, y, width, height)
          .fillColor(options.colour === 'colour' ? '#e8eefc' : '#e6e6e6')
          .fill();
      doc.font(font).fontSize(10).fillColor('#000000');
      let x = left;
      cells.forEach((cell, index) => {
        doc.text(cell, x + 6, y + 6, { width: columns[index]! - 12, align: index === 0 ? 'left' : 'right', lineBreak: false, ellipsis: true });
        x += columns[index]!;
      });
      y += height;
      doc
        .moveTo(left, y)
        .lineTo(left + width, y)
        .lineWidth(0.5)
        .strokeColor('#999999')
        .stroke();
    };
    row(content.table.head, 'bold', true);
    for (const cells of content.table.rows) row(cells, 'regular');
    y += 6;
    for (const [term, value] of content.table.totals) {
      const last = term === content.table.totals.at(-1)![0];
      doc.font(last ? 'bold' : 'regular').fontSize(last ? 12 : 10);
      doc.text(term, left + width * 0.4, y, { width: width * 0.35, align: 'right' });
      doc.text(value, left + width * 0.75, y, { width: width * 0.25 - 6, align: 'right' });
      y += last ? 20 : 16;
    }
  }
  // The issuer, bottom right.
  if (content.issuerLines.length > 0) {
    let issuerY = Math.max(y + 30, doc.page.height - doc.page.margins.bottom - 20 - content.issuerLines.length * 15);
    doc.font('regular').fontSize(10).fillColor('#000000');
    for (const [index, line] of content.issuerLines.entries()) {
      doc.font(index === 0 ? 'bold' : 'regular').text(line, left + width * 0.45, issuerY, { width: width * 0.55, align: 'right', lineBreak: false });
      issuerY += 15;
    }
  }
  doc.end();
  return done;
}
