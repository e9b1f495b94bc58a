import { abstractBookWords, ABSTRACT_BOOK_PROGRESS_EVERY, type AbstractRun, type AuthorIndexEntry, type BookEntry } from '../../engine/abstractBook';
import type { Language } from '../../schemas/conferenceSettings';
import { japanesePdf } from './pdf';

/**
 * The abstract book's PDF (issue 67): a cover, the contents (sessions and the author index with
 * their pages), each session from a new page with its presentations, then the author index; page
 * numbers under every page but the cover, and a bookmark for each session. Text is laid out here,
 * piece by piece, so that sub- and superscripts sit below and above the line in a smaller size
 * (pdfkit's own wrapping keeps one size a line), Japanese breaks between any two characters but
 * never before closing punctuation, and English between words.
 */

export interface BookContent {
  language: Language;
  conferenceTitle: string;
  conferenceSubtitle: string;
  /** When it was made, as the book's language writes a moment. */
  generatedAt: string;
  sections: { heading: string; meta: string; entries: BookEntry[] }[];
  index: AuthorIndexEntry[];
}

const MARGIN = 56;

const FOOTER = 28;

interface Style {
  font: 'regular' | 'bold';
  size: number;
  oblique: boolean;
  /** Below the line's baseline (positive) or above it (negative). */
  rise: number;
}

const styleOf = (run: AbstractRun, size: number, bold: boolean): Style => ({
  font: run.bold || bold ? 'bold' : 'regular',
  size: run.script ? size * 0.68 : size,
  oblique: run.italic,
  rise: run.script === 'sub' ? size * 0.18 : run.script === 'sup' ? -size * 0.38 : 0,
});
const sameStyle = (a: Style, b: Style) => a.font === b.font && a.size === b.size && a.oblique === b.oblique && a.rise === b.rise;

/** CJK characters one by one, other words whole, spaces apart: where a line may break. */
const pieces = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+|\s+/gu;
/** Closing punctuation stays on the line before it (kinsoku). */
const noLineStart = /^[、。，．・：；？！）」』】〕〉》ー…,.;:!?)\]}]/u;

class Layout {
  readonly doc: PDFKit.PDFDocument;
  readonly left: number;
  readonly width: number;
  readonly top = MARGIN;
  readonly bottom: number;
  y = MARGIN;
  private readonly widths = new Map<string, number>();

  constructor(doc: PDFKit.PDFDocument) {
    this.doc = doc;
    this.left = doc.page.margins.left;
    this.width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    this.bottom = doc.page.height - MARGIN - FOOTER;
  }

  newPage() {
    this.doc.addPage();
    this.y = this.top;
  }

  /** Room for `height` more on this page, or a new page. */
  ensure(height: number) {
    if (this.y + height > this.bottom) this.newPage();
  }

  private measure(text: string, style: Style) {
    const key = `${style.font}${style.size}\u0000${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      if (this.widths.size > 100_000) this.widths.clear();
      width = this.doc.font(style.font).fontSize(style.size).widthOfString(text);
      this.widths.set(key, width);
    }
    return width;
  }

  /**
   * Lines of styled runs, wrapped to the width (less `indent`), each line `size * leading` high,
   * breaking pages between lines.
   */
  paragraph(lines: readonly (readonly AbstractRun[])[], options: { size: number; bold?: boolean; leading?: number; indent?: number; colour?: string }) {
    const { size, bold = false, leading = 1.5, indent = 0, colour = '#000000' } = options;
    const height = size * leading;
    const maxWidth = this.width - indent;
    for (const runs of lines) {
      const wrapped: { text: string; style: Style; width: number }[][] = [[]];
      let x = 0;
      for (const run of runs) {
        const style = styleOf(run, size, bold);
        for (const [piece] of run.text.matchAll(pieces)) {
          const blank = /^\s+$/.test(piece);
          let line = wrapped.at(-1)!;
          if (blank && line.length === 0) continue;
          const width = this.measure(blank ? ' ' : piece, style);
          if (!blank && x + width > maxWidth && line.length > 0 && !noLineStart.test(piece)) {
            // Spaces at a line's end are dropped.
            while (line.length && /^\s+$/.test(line.at(-1)!.text)) x -= line.pop()!.width;
            wrapped.push((line = []));
            x = 0;
          }
          // A word longer than the line is cut where it reaches the edge.
          if (!blank && width > maxWidth) {
            for (const character of piece) {
              const characterWidth = this.measure(character, style);
              if (x + characterWidth > maxWidth && line.length > 0) {
                wrapped.push((line = []));
                x = 0;
              }
              line.push({ text: character, style, width: characterWidth });
              x += characterWidth;
            }
            continue;
          }
          line.push({ text: blank ? ' ' : piece, style, width });
          x += width;
        }
      }
      for (const line of wrapped) {
        this.ensure(height);
        const baseline = this.y + size * 1.1;
        let at = this.left + indent;
        // Pieces of one style in a row are drawn as one text.
        for (let i = 0; i < line.length;) {
          const style = line[i]!.style;
          let text = '';
          let width = 0;
          for (; i < line.length && sameStyle(line[i]!.style, style); i++) {
            text += line[i]!.text;
            width += line[i]!.width;
          }
          this.doc
            .font(style.font)
            .fontSize(style.size)
            .fillColor(colour)
            .text(text, at, baseline + style.rise, { lineBreak: false, baseline: 'alphabetic', oblique: style.oblique ? 12 : false });
          at += width;
        }
        this.y += height;
      }
    }
  }

  plain(text: string, options: Parameters<Layout['paragraph']>[1]) {
    this.paragraph([[{ text, bold: false, italic: false, script: null }]], options);
  }

  /** A line with text on the left and a number on the right, joined by dots: the contents and the index. */
  leader(text: string, right: string, size: number) {
    const style: Style = { font: 'regular', size, oblique: false, rise: 0 };
    const rightWidth = this.measure(right, style);
    const room = this.width - rightWidth - 12;
    let shown = text;
    if (this.measure(shown, style) > room) {
      while (shown.length > 1 && this.measure(`${shown}…`, style) > room) shown = shown.slice(0, -1);
      shown = `${shown}…`;
    }
    const baseline = this.y + size * 1.1;
    const doc = this.doc.font('regular').fontSize(size).fillColor('#000000');
    doc.text(shown, this.left, baseline, { lineBreak: false, baseline: 'alphabetic' });
    const dotsFrom = this.left + this.measure(shown, style) + 6;
    const dotsTo = this.left + this.width - rightWidth - 6;
    if (dotsTo > dotsFrom) {
      doc
        .moveTo(dotsFrom, baseline - 1)
        .lineTo(dotsTo, baseline - 1)
        .dash(1, { space: 2.5 })
        .lineWidth(0.6)
        .strokeColor('#888888')
        .stroke()
        .undash();
    }
    doc.text(right, this.left + this.width - rightWidth, baseline, { lineBreak: false, baseline: 'alphabetic' });
    this.y += size * 1.6;
  }
}

const TOC_SIZE = 10;
const tocLinesPerPage = (layout: Layout, first: boolean) => Math.floor((layout.bottom - layout.top - (first ? 40 : 0)) / (TOC_SIZE * 1.6));

/**
 * Draws the book, calling `progress` after every few presentations with the count done. Drawing
 * holds its thread for seconds to minutes: the server runs it in a worker (abstractBookWorker.ts).
 */
export async function renderAbstractBook(content: BookContent, progress: (done: number) => Promise<void>): Promise<{ pdf: Buffer; pages: number }> {
  const words = abstractBookWords[content.language];
  const { doc, done: written } = japanesePdf({
    title: `${content.conferenceTitle} ${words.title}`,
    margin: MARGIN,
    language: content.language,
    bufferPages: true,
  });
  const layout = new Layout(doc);

  // The cover.
  layout.y = 240;
  layout.paragraph([[{ text: content.conferenceTitle, bold: true, italic: false, script: null }]], { size: 24, leading: 1.4 });
  if (content.conferenceSubtitle) layout.plain(content.conferenceSubtitle, { size: 14 });
  layout.y += 24;
  layout.plain(words.title, { size: 20, bold: true });
  layout.y = layout.bottom - 30;
  layout.plain(`${words.generated}: ${content.generatedAt}`, { size: 10, colour: '#444444' });

  // The contents' pages, kept empty until the pages they list exist.
  const tocEntries = content.sections.length + 1;
  let tocPages = 1;
  for (let left = tocEntries - tocLinesPerPage(layout, true); left > 0; left -= tocLinesPerPage(layout, false)) tocPages += 1;
  const firstTocPage = 1;
  for (let page = 0; page < tocPages; page++) layout.newPage();

  // The sessions.
  const pageOf: number[] = [];
  let done = 0;
  const current = () => doc.bufferedPageRange().start + doc.bufferedPageRange().count - 1;
  for (const section of content.sections) {
    layout.newPage();
    pageOf.push(current());
    doc.outline.addItem(section.heading);
    layout.plain(section.heading, { size: 15, bold: true, leading: 1.4 });
    if (section.meta) layout.plain(section.meta, { size: 10, colour: '#444444' });
    doc
      .moveTo(layout.left, layout.y + 4)
      .lineTo(layout.left + layout.width, layout.y + 4)
      .lineWidth(1)
      .strokeColor('#1d4ed8')
      .stroke();
    layout.y += 16;
    for (const entry of section.entries) {
      // A presentation's code, title and first lines start together.
      layout.ensure(11 * 1.5 + 12 * 1.5 * 2 + 10 * 1.5 * 3);
      layout.plain([entry.code, entry.time].filter(Boolean).join('　'), { size: 11, bold: true, colour: '#1d4ed8' });
      layout.plain(entry.title, { size: 12, bold: true, leading: 1.45 });
      if (entry.authors.length) layout.paragraph([entry.authors], { size: 10 });
      if (entry.institutes.length) layout.paragraph([entry.institutes], { size: 9, colour: '#333333' });
      layout.y += 4;
      layout.paragraph(entry.abstract, { size: 10, leading: 1.6 });
      for (const note of entry.notes) layout.plain(note, { size: 9, colour: '#555555' });
      layout.y += 18;
      done += 1;
      if (done % ABSTRACT_BOOK_PROGRESS_EVERY === 0) await progress(done);
    }
  }

  // The author index.
  layout.newPage();
  const indexPage = current();
  doc.outline.addItem(words.authorIndex);
  layout.plain(words.authorIndex, { size: 15, bold: true, leading: 1.4 });
  layout.y += 6;
  for (const entry of content.index) {
    layout.ensure(9 * 1.6);
    layout.leader(entry.name, entry.codes.join(', '), 9);
  }

  // The contents.
  doc.switchToPage(firstTocPage);
  layout.y = layout.top;
  layout.plain(words.contents, { size: 15, bold: true, leading: 1.4 });
  layout.plain(words.presenterNote, { size: 9, colour: '#444444' });
  layout.y = layout.top + 40;
  let tocPage = firstTocPage;
  const tocLine = (text: string, page: number) => {
    if (layout.y + TOC_SIZE * 1.6 > layout.bottom) {
      doc.switchToPage(++tocPage);
      layout.y = layout.top;
    }
    layout.leader(text, String(page + 1), TOC_SIZE);
  };
  content.sections.forEach((section, index) => tocLine(section.heading, pageOf[index]!));
  tocLine(words.authorIndex, indexPage);

  // Page numbers, under every page but the cover.
  const pages = doc.bufferedPageRange().count;
  for (let page = 1; page < pages; page++) {
    doc.switchToPage(page);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(9)
      .fillColor('#444444')
      .text(String(page + 1), layout.left, doc.page.height - MARGIN, { width: layout.width, align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  await progress(done);
  doc.end();
  return { pdf: await written, pages };
}
