import { createPdf, finishPdf, PDF_COLOURS, toWinAnsi as t } from '../../content/pdf-document';

export interface SignInSlip {
  name: string;
  /** 'Grade 7 - Section A' for a student, 'Teacher' for a teacher. */
  role: string;
  username: string;
  password: string;
}

export interface SignInSlipsPdf {
  schoolName: string;
  /** When the slips were made, as the school reads it ('21 November 2026'). */
  madeOn: string;
  /** How long the one-time passwords work (ONE_TIME_PASSWORD_HOURS, ADR 0023). */
  validHours: number;
  /** Each group (a class) starts on a page of its own, so a class teacher's pages can be handed over whole. */
  groups: { title: string; slips: SignInSlip[] }[];
}

const { navy: NAVY, ink: INK, muted: MUTED } = PDF_COLOURS;
const CUT = '#8a96a6';
const BOX = '#f3f6fa';
const MARGIN = 28;
const HEAD = 22;
const COLUMNS = 2;
const ROWS = 4;
const PAD = 14;
const BOX_PAD = 8;
const VALUE_SIZE = 14;
const MIN_VALUE_SIZE = 7;
export const SLIPS_PER_PAGE = COLUMNS * ROWS;
const PAGES_BETWEEN_TURNS = 20;

/** Printed on every slip; not an API message, so English only like the other PDFs (ADR 0009). */
const firstSignInText = (p: SignInSlipsPdf) =>
  `Sign in with this username and password within ${p.validHours} hours of ${p.madeOn}. It works once: you then choose your own password.`;

/**
 * Sign-in slips on A4: eight a page in two columns, with dashed cut lines between them. Each slip has the school,
 * the person's name and class, the username and one-time password in a fixed-width face (1 and l, 0 and O stay
 * apart), and what to do at first sign-in. Built-in Helvetica and Courier, so text is mapped to WinAnsi (ADR 0009);
 * usernames and passwords are ASCII and print exactly.
 */
export async function renderSignInSlips(p: SignInSlipsPdf): Promise<Buffer> {
  const doc = createPdf({ margin: MARGIN, autoFirstPage: false, info: { Title: 'Sign-in slips', Subject: t(p.schoolName) } });
  let page = 0;
  for (const group of p.groups) {
    for (let i = 0; i < group.slips.length; i += SLIPS_PER_PAGE) {
      // 5,000 slips take about a second of work to draw: other requests get their turn every few pages.
      if (page > 0 && page % PAGES_BETWEEN_TURNS === 0) await new Promise((resolve) => setImmediate(resolve));
      startPage(doc, p, group.title, ++page);
      group.slips.slice(i, i + SLIPS_PER_PAGE).forEach((slip, k) => drawSlip(doc, p, slip, k));
    }
  }
  return finishPdf(doc);
}

const cellWidth = (doc: PDFKit.PDFDocument) => (doc.page.width - 2 * MARGIN) / COLUMNS;
const cellHeight = (doc: PDFKit.PDFDocument) => (doc.page.height - 2 * MARGIN - HEAD) / ROWS;

/** A new page: its heading line, and the cut lines around and between the slips. */
function startPage(doc: PDFKit.PDFDocument, p: SignInSlipsPdf, title: string, page: number): void {
  doc.addPage();
  // Text near the foot would otherwise start a new page of its own.
  doc.page.margins.bottom = 0;
  const width = doc.page.width - 2 * MARGIN;
  doc.font('Helvetica').fontSize(8).fillColor(MUTED)
    .text(t(`Sign-in slips  ·  ${p.schoolName}  ·  ${title}  ·  ${p.madeOn}  ·  page ${page}`), MARGIN, MARGIN, { width, lineBreak: false, ellipsis: true });
  const top = MARGIN + HEAD;
  const w = cellWidth(doc);
  const h = cellHeight(doc);
  doc.save().lineWidth(0.6).strokeColor(CUT).dash(4, { space: 3 });
  for (let c = 0; c <= COLUMNS; c++) doc.moveTo(MARGIN + c * w, top).lineTo(MARGIN + c * w, top + ROWS * h).stroke();
  for (let r = 0; r <= ROWS; r++) doc.moveTo(MARGIN, top + r * h).lineTo(MARGIN + COLUMNS * w, top + r * h).stroke();
  doc.undash().restore();
}

/** Courier's glyphs are all 0.6 em wide, so what a value needs is known without measuring. */
const COURIER_EM = 0.6;
const LABEL_HEIGHT = 12;
const FIELD_GAP = 8;

/** A value is never cut short: it shrinks to fit its line, and one too long even at the smallest size wraps. */
function valueLayout(value: string, width: number) {
  const size = Math.min(VALUE_SIZE, Math.max(MIN_VALUE_SIZE, width / (value.length * COURIER_EM)));
  const lines = Math.max(1, Math.ceil((value.length * COURIER_EM * size) / width - 1e-9));
  return { size, lines, height: LABEL_HEIGHT + lines * size * 1.15 + FIELD_GAP };
}

function drawSlip(doc: PDFKit.PDFDocument, p: SignInSlipsPdf, slip: SignInSlip, index: number): void {
  const w = cellWidth(doc);
  const h = cellHeight(doc);
  const x = MARGIN + (index % COLUMNS) * w + PAD;
  const width = w - 2 * PAD;
  let y = MARGIN + HEAD + Math.floor(index / COLUMNS) * h + PAD;
  // One line each: a long name shrinks a little first (it is how the slip finds its owner), then ends in '…'.
  const line = (text: string, font: string, size: number, color: string, gap: number, minSize = size) => {
    doc.font(font).fontSize(size);
    const fitted = Math.max(minSize, Math.min(size, (size * width) / doc.widthOfString(t(text))));
    doc.fontSize(fitted).fillColor(color).text(t(text), x, y + (size - fitted), { width, height: fitted * 1.2, ellipsis: true });
    y += size + gap;
  };
  line(p.schoolName, 'Helvetica', 8.5, MUTED, 6);
  line(slip.name, 'Helvetica-Bold', 15, NAVY, 5, 10);
  line(slip.role, 'Helvetica', 10.5, INK, 12);

  const inner = width - 2 * BOX_PAD;
  const fields = [['Username', slip.username], ['One-time password', slip.password]].map(([label, value]) => ({ label, value, ...valueLayout(value, inner) }));
  const boxHeight = BOX_PAD + fields.reduce((sum, f) => sum + f.height, 0);
  doc.rect(x, y, width, boxHeight).fill(BOX);
  let fy = y + BOX_PAD;
  for (const f of fields) {
    doc.font('Helvetica').fontSize(8.5).fillColor(MUTED).text(f.label, x + BOX_PAD, fy, { width: inner, lineBreak: false });
    doc.font('Courier-Bold').fontSize(f.size).fillColor(INK).text(f.value, x + BOX_PAD, fy + LABEL_HEIGHT, { width: inner, lineBreak: f.lines > 1 });
    fy += f.height;
  }
  y += boxHeight + 10;
  doc.font('Helvetica').fontSize(9).fillColor(INK).text(t(firstSignInText(p)), x, y, { width, height: 3 * 11, ellipsis: true });
}
