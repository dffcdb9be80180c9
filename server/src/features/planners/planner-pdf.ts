import { createPdf, finishPdf, PDF_COLOURS, toWinAnsi as t } from '../../content/pdf-document';

export interface PlannerColumn {
  header: string;
  /** Share of the table's width. */
  width: number;
  align?: 'left' | 'center';
}

export interface PlannerPdf {
  title: string;
  schoolName: string;
  /** 'Grade 7' or 'Month: April'. */
  period: string;
  /** When it was made, as the school reads it ('21 November 2026'). */
  madeOn: string;
  columns: PlannerColumn[];
  rows: string[][];
  /** The body when there are no rows. */
  emptyText: string;
}

const { navy: NAVY, ink: INK, muted: MUTED } = PDF_COLOURS;
const RULE = '#b8c2cf';
const STRIPE = '#f3f6fa';
const MARGIN = 48;
const PAD = 6;
const SIZE = 10;

/**
 * A planner as an A4 table: a title block (title, school, period), then a ruled table whose header row repeats on
 * every page; long text wraps inside its cell and a row is never split across pages. Page numbers go in the
 * footer once every page exists. Built-in Helvetica, so text is mapped to WinAnsi (ADR 0009).
 */
export function renderPlannerPdf(p: PlannerPdf): Promise<Buffer> {
  const doc = createPdf({
    margin: MARGIN, bufferPages: true,
    info: { Title: t(`${p.title} - ${p.period}`), Subject: t(p.schoolName) },
  });

  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN - 24;
  const widths = p.columns.map((c) => c.width * width);
  const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));

  // Title block.
  doc.rect(0, 0, doc.page.width, 8).fill(NAVY);
  doc.font('Helvetica-Bold').fontSize(22).fillColor(NAVY).text(t(p.title), MARGIN, 36, { width });
  doc.font('Helvetica-Bold').fontSize(13).fillColor(INK).text(t(p.schoolName), { width });
  doc.moveDown(0.2).font('Helvetica').fontSize(12).fillColor(INK).text(t(p.period), { width, continued: false });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(t(`Downloaded on ${p.madeOn}`), { width });
  let y = doc.y + 14;

  if (p.rows.length === 0) {
    const h = doc.font('Helvetica').fontSize(12).heightOfString(t(p.emptyText), { width: width - 4 * PAD }) + 4 * PAD;
    doc.lineWidth(0.8).strokeColor(RULE).fillColor(STRIPE).rect(MARGIN, y, width, h).fillAndStroke();
    doc.fillColor(MUTED).text(t(p.emptyText), MARGIN + 2 * PAD, y + 2 * PAD, { width: width - 4 * PAD, align: 'center' });
    addPageNumbers(doc);
    return finishPdf(doc);
  }

  const cellHeight = (cells: string[], font: string) => {
    doc.font(font).fontSize(SIZE);
    return Math.max(...cells.map((c, i) => doc.heightOfString(t(c), { width: widths[i] - 2 * PAD }))) + 2 * PAD;
  };
  const drawRow = (cells: string[], top: number, h: number, header: boolean, stripe: boolean) => {
    if (header || stripe) doc.rect(MARGIN, top, width, h).fill(header ? NAVY : STRIPE);
    doc.lineWidth(0.6).strokeColor(header ? NAVY : RULE);
    cells.forEach((c, i) => {
      doc.rect(xs[i], top, widths[i], h).stroke();
      doc.font(header ? 'Helvetica-Bold' : 'Helvetica').fontSize(SIZE).fillColor(header ? '#ffffff' : INK)
        .text(t(c), xs[i] + PAD, top + PAD, { width: widths[i] - 2 * PAD, height: h - 2 * PAD, ellipsis: true, align: p.columns[i].align ?? 'left' });
    });
  };
  const headers = p.columns.map((c) => c.header);
  const headerHeight = cellHeight(headers, 'Helvetica-Bold');
  const drawHeader = (top: number) => {
    drawRow(headers, top, headerHeight, true, false);
    return top + headerHeight;
  };

  y = drawHeader(y);
  p.rows.forEach((cells, k) => {
    // A row taller than a whole page is drawn anyway (clipped at the foot) rather than looping forever.
    const h = Math.min(cellHeight(cells, 'Helvetica'), bottom - MARGIN - headerHeight);
    if (y + h > bottom) {
      doc.addPage();
      y = drawHeader(MARGIN);
    }
    drawRow(cells, y, h, false, k % 2 === 1);
    y += h;
  });
  addPageNumbers(doc);
  return finishPdf(doc);
}

/** 'Page n of m' under every page, once every page exists. */
function addPageNumbers(doc: PDFKit.PDFDocument): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const footY = doc.page.height - MARGIN;
    // Writing below the bottom margin would start a new page: lift the margin while the footer is written.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(MUTED)
      .text(t(`Prayog  ·  Page ${i + 1 - range.start} of ${range.count}`), MARGIN, footY, { width: doc.page.width - 2 * MARGIN, align: 'right', lineBreak: false });
  }
}
