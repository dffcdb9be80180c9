/**
 * Printable PDFs for a lesson, made with pdfkit's built-in Helvetica fonts (nothing embedded):
 * a one-page hint sheet for students, a one-to-two-page lesson plan for teachers and the lesson's slides.
 * The hint sheet and the lesson plan may also be made in a language the course is translated into (translations.ts):
 * then the text is the translation's, the fixed words are that language's (course-labels.ts), and a Devanagari text
 * is drawn in the embedded Noto Sans Devanagari (pdf-face.ts).
 * Output is deterministic: the same arguments always give the same bytes. The layout helpers (banner, heading,
 * table …) are exported for the programme documents (seed/programme-pdfs.ts), so every Prayog PDF looks alike; they
 * draw in the document's face (the standard one unless `useFace` set another).
 */
import type { Language } from '@prayog/contract';
import { ContentNotFoundError, getLesson, type Lesson, type Question, type Subject } from './catalogue';
import { courseLabels, type CourseLabels } from './course-labels';
import { createPdf, finishPdf, toWinAnsi, type PdfDoc } from './pdf-document';
import { faceFor, faceOf, standardFace, useFace, type FontStyle } from './pdf-face';
import { translatedLesson } from './translations';
import { subjectAccent } from './theme';

type Doc = PdfDoc;

/** Fixed creation date, so identical input gives identical bytes (pdfkit derives the file ID from it). */
export const PDF_CREATION_DATE = new Date(Date.UTC(2025, 0, 1, 0, 0, 0));

export const MARGIN = 50;
export const INK = '#1f2937';
export const MUTED = '#64748b';
const RULE = '#e2e8f0';
const t = toWinAnsi;

function createDoc(title: string, subject: Subject, language: Language = 'en'): Doc {
  const face = faceFor(language);
  // A translation says its language (screen readers, text extraction); the English PDFs stay as they always were.
  const doc = createPdf({ margin: MARGIN, bufferPages: true, ...(language === 'en' ? {} : { lang: language }), info: { Title: face.printable(title), Subject: face.printable(subject.name), CreationDate: PDF_CREATION_DATE } });
  useFace(doc, face);
  return doc;
}

/**
 * The lesson and the fixed words to print it with: in `language` where the course has the lesson translated; in
 * English for English. A language it is not translated into is ContentNotFoundError, so a caller never stores an
 * English PDF as a translation.
 */
function lessonIn(subjectSlug: string, position: number, language: Language): { subject: Subject; lesson: Lesson; words: CourseLabels } {
  if (language === 'en') return { ...getLesson(subjectSlug, position), words: courseLabels('en') };
  const found = translatedLesson(language, subjectSlug, position);
  if (!found) throw new ContentNotFoundError(`No lesson ${String(position)} of "${subjectSlug}" in ${language}`);
  return { ...found, words: courseLabels(language) };
}

/** Draws `text` in the document's face (made printable first). */
function write(doc: Doc, style: FontStyle, size: number, text: string, x: number | null, y: number | null, options?: PDFKit.Mixins.TextOptions): void {
  const face = faceOf(doc);
  face.draw(doc, style, size, face.printable(text), x, y, options);
}
function measure(doc: Doc, style: FontStyle, size: number, text: string, options?: PDFKit.Mixins.TextOptions): number {
  const face = faceOf(doc);
  return face.measure(doc, style, size, face.printable(text), options);
}


export function contentWidth(doc: Doc): number {
  return doc.page.width - MARGIN * 2;
}

/** Starts a new page when fewer than `needed` points are left above the bottom margin. */
export function ensureSpace(doc: Doc, needed: number): void {
  if (doc.y + needed > doc.page.height - MARGIN) doc.addPage();
}

export function banner(doc: Doc, accent: string, kicker: string, title: string, right?: string): void {
  const height = 84;
  const face = faceOf(doc);
  doc.rect(0, 0, doc.page.width, height).fill(accent);
  // Letter-spaced capitals only in Latin script: spacing would pull a Devanagari cluster's marks off their letters.
  const spaced = face === standardFace ? { characterSpacing: 1 } : {};
  doc.fillColor('#ffffff');
  face.draw(doc, 'bold', 10, face.printable(kicker).toUpperCase(), MARGIN, 18, { ...spaced, width: contentWidth(doc) - 120 });
  write(doc, 'bold', 20, title, MARGIN, 36, { width: contentWidth(doc) - 120, height: 44, ellipsis: true });
  if (right) write(doc, 'bold', 13, right, doc.page.width - MARGIN - 120, 20, { width: 120, align: 'right' });
  doc.fillColor(INK);
  doc.y = height + 22;
  doc.x = MARGIN;
}

export function heading(doc: Doc, accent: string, text: string): void {
  ensureSpace(doc, 60);
  doc.moveDown(0.3);
  const y = doc.y;
  doc.rect(MARGIN, y + 1, 4, 14).fill(accent);
  doc.fillColor(INK);
  write(doc, 'bold', 13, text, MARGIN + 12, y, { width: contentWidth(doc) - 12 });
  doc.moveDown(0.35);
  doc.x = MARGIN;
}

export function paragraph(doc: Doc, text: string, options: { size?: number; color?: string; style?: FontStyle } = {}): void {
  doc.fillColor(options.color ?? INK);
  write(doc, options.style ?? 'regular', options.size ?? 11, text, MARGIN, doc.y, { width: contentWidth(doc), lineGap: 2 });
  doc.moveDown(0.3);
}

export function bullets(doc: Doc, accent: string, items: readonly string[], size = 11, numbered = false): void {
  const indent = numbered ? 20 : 16;
  doc.font('Helvetica').fontSize(size);
  items.forEach((item, index) => {
    const height = measure(doc, 'regular', size, item, { width: contentWidth(doc) - indent, lineGap: 2 });
    ensureSpace(doc, height + 6);
    const y = doc.y;
    if (numbered) doc.fillColor(accent).font('Helvetica-Bold').fontSize(size).text(`${index + 1}.`, MARGIN, y, { width: indent, lineBreak: false });
    else doc.circle(MARGIN + 4, y + size * 0.45, 2.6).fill(accent);
    doc.fillColor(INK);
    write(doc, 'regular', size, item, MARGIN + indent, y, { width: contentWidth(doc) - indent, lineGap: 2 });
    doc.y += size >= 12 ? 5 : 3;
  });
  doc.x = MARGIN;
}

export interface Column { header: string; width: number; bold?: boolean }

/** Draws a simple ruled table with a coloured header row. Widths are fractions of the page width. */
export function table(doc: Doc, accent: string, columns: readonly Column[], rows: readonly (readonly string[])[]): void {
  const total = contentWidth(doc);
  const widths = columns.map((c) => c.width * total);
  const pad = 5;
  const rowHeight = (cells: readonly string[], bold: boolean[]): number =>
    Math.max(...cells.map((cell, i) => measure(doc, bold[i] ? 'bold' : 'regular', 10, cell, { width: widths[i]! - pad * 2, lineGap: 1.5 }))) + pad * 2;
  const drawRow = (cells: readonly string[], header: boolean, shaded: boolean): void => {
    const bold = columns.map((c) => header || Boolean(c.bold));
    const h = rowHeight(cells, bold);
    ensureSpace(doc, h);
    const y = doc.y;
    if (header) doc.rect(MARGIN, y, total, h).fill(accent);
    else if (shaded) doc.rect(MARGIN, y, total, h).fill('#f8fafc');
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc.fillColor(header ? '#ffffff' : INK);
      write(doc, bold[i] ? 'bold' : 'regular', 10, cell, x + pad, y + pad, { width: widths[i]! - pad * 2, lineGap: 1.5 });
      x += widths[i]!;
    });
    doc.moveTo(MARGIN, y + h).lineTo(MARGIN + total, y + h).lineWidth(0.6).strokeColor(RULE).stroke();
    doc.y = y + h;
  };
  drawRow(columns.map((c) => c.header), true, false);
  rows.forEach((row, i) => drawRow(row, false, i % 2 === 1));
  doc.x = MARGIN;
  doc.moveDown(0.6);
}

/** Lays out answer options in two columns (a, b on the first row; c, d on the second). */
function optionGrid(doc: Doc, options: readonly string[]): void {
  const indent = 12;
  const colWidth = (contentWidth(doc) - indent) / 2;
  doc.fillColor(INK);
  for (let i = 0; i < options.length; i += 2) {
    const pair = options.slice(i, i + 2);
    const y = doc.y;
    const h = Math.max(...pair.map((o) => measure(doc, 'regular', 10, o, { width: colWidth - 8 })));
    pair.forEach((o, j) => write(doc, 'regular', 10, o, MARGIN + indent + j * colWidth, y, { width: colWidth - 8 }));
    doc.y = y + h + 2;
  }
  doc.x = MARGIN;
  doc.moveDown(0.2);
}

export function footers(doc: Doc, text: string, page: (n: number, of: number) => string = courseLabels('en').page): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const label = range.count > 1 ? `${text}  ·  ${page(i + 1, range.count)}` : text;
    doc.fillColor(MUTED);
    write(doc, 'regular', 8.5, label, MARGIN, doc.page.height - 34, { width: contentWidth(doc), align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

function keyTermsTable(doc: Doc, accent: string, lesson: Lesson, words: CourseLabels): void {
  table(doc, accent, [{ header: words.term, width: 0.3, bold: true }, { header: words.meaning, width: 0.7 }], lesson.keyTerms.map((k) => [k.term, k.meaning]));
}

/**
 * A one-page hint sheet: lesson title, tips as bullet points and the key terms; in `language` where the course has the
 * lesson translated (else it rejects with ContentNotFoundError).
 */
export async function buildHintPdf(subjectSlug: string, position: number, language: Language = 'en'): Promise<Buffer> {
  const { subject, lesson, words } = lessonIn(subjectSlug, position, language);
  const accent = subjectAccent(subject.slug);
  const doc = createDoc(words.hint.title(lesson.name), subject, language);
  banner(doc, accent, words.hint.kicker(subject.name, lesson.position), lesson.name);
  // Devanagari has no italics: the summary stands in the upright face there.
  paragraph(doc, lesson.summary, { size: 12, color: '#334155', style: faceOf(doc) === standardFace ? 'italic' : 'regular' });
  heading(doc, accent, words.hint.tips);
  bullets(doc, accent, lesson.hint, 12);
  heading(doc, accent, words.keyTerms);
  keyTermsTable(doc, accent, lesson, words);
  heading(doc, accent, words.hint.tryIt(lesson.activity.title));
  bullets(doc, accent, lesson.activity.steps, 11, true);
  paragraph(doc, words.hint.explore(words.simulators[lesson.simulator]), { size: 11, color: '#334155' });
  footers(doc, words.hint.footer(subject.name, lesson.position, lesson.name), words.page);
  return finishPdf(doc);
}

/** The lesson's own questions first, then (up to `count`) review questions from nearby earlier lessons. */
export function assessmentQuestions(subject: Subject, position: number, count = 3): { question: Question; review: boolean }[] {
  const own = subject.questions.filter((q) => q.lessonPosition === position).map((question) => ({ question, review: false }));
  const others = subject.questions
    .filter((q) => q.lessonPosition !== position)
    .sort((a, b) => {
      const da = a.lessonPosition < position ? position - a.lessonPosition : 100 + a.lessonPosition;
      const db = b.lessonPosition < position ? position - b.lessonPosition : 100 + b.lessonPosition;
      return da - db;
    })
    .map((question) => ({ question, review: true }));
  return [...own, ...others].slice(0, Math.max(count, own.length));
}

/**
 * A one-to-two-page teacher's plan for a 40-minute class, in `language` like the hint sheet. Throws RangeError unless
 * grade is 1..12.
 */
export async function buildLessonPlanPdf(subjectSlug: string, position: number, grade: number, language: Language = 'en'): Promise<Buffer> {
  if (!Number.isInteger(grade) || grade < 1 || grade > 12) throw new RangeError(`Grade must be an integer from 1 to 12, got ${String(grade)}`);
  const { subject, lesson, words } = lessonIn(subjectSlug, position, language);
  const plan = words.plan;
  const accent = subjectAccent(subject.slug);
  const sim = words.simulators[lesson.simulator];
  const doc = createDoc(plan.title(lesson.name, grade), subject, language);
  banner(doc, accent, plan.kicker(subject.name, lesson.position, subject.lessons.length), lesson.name, plan.corner(grade));

  const terms = plan.list(lesson.keyTerms.map((k) => k.term));
  heading(doc, accent, plan.objectivesHeading);
  bullets(doc, accent, plan.objectives(lesson.summary, terms, lesson.activity.title), 10.5);

  heading(doc, accent, plan.materials);
  const materials = [...lesson.activity.materials];
  if (!materials.some((m) => m.includes(sim))) materials.push(plan.device(sim));
  materials.push(plan.printedHint);
  bullets(doc, accent, materials, 10.5);

  heading(doc, accent, plan.timeline);
  const [time, stage, what] = plan.columns;
  table(doc, accent, [{ header: time, width: 0.13, bold: true }, { header: stage, width: 0.15, bold: true }, { header: what, width: 0.72 }], plan.rows({
    lesson: lesson.name, sections: plan.list(lesson.sections.map((s) => plan.quote(s.heading))), terms,
    activity: lesson.activity.title, steps: lesson.activity.steps.length, simulator: sim,
  }));
  paragraph(doc, plan.gradeTip(grade), { size: 10, color: '#334155' });

  heading(doc, accent, plan.assessment);
  assessmentQuestions(subject, lesson.position).forEach(({ question, review }, i) => {
    const letters = plan.letters;
    const label = `${i + 1}. ${question.text}${review ? plan.review(question.lessonPosition) : ''}`;
    ensureSpace(doc, measure(doc, 'bold', 10.5, label, { width: contentWidth(doc) }) + 58);
    paragraph(doc, label, { size: 10.5, style: 'bold' });
    optionGrid(doc, question.options.map((o, j) => `${letters[j]}) ${o}`));
    paragraph(doc, `${plan.answer} ${letters[question.correctIndex]}) ${question.options[question.correctIndex]}`, { size: 10, color: '#15803d', style: 'bold' });
    doc.moveDown(0.2);
  });

  footers(doc, plan.footer(subject.name, lesson.position, grade), words.page);
  return finishPdf(doc);
}

// ---------------------------------------------------------------- lesson slides

const SLIDE_W = 841.89; // A4 landscape, in points
const SLIDE_H = 595.28;
const SLIDE_PAD = 56;
const SLIDE_BAND = 112;

/** The largest size from `max` down to `min` at which `draw`'s text fits `height`; `measure` gives its height at a size. */
function fittingSize(measure: (size: number) => number, height: number, max: number, min: number): number {
  for (let size = max; size > min; size -= 1) if (measure(size) <= height) return size;
  return min;
}

function slideFooter(doc: Doc, left: string, index: number, count: number, onAccent: boolean): void {
  doc.fillColor(onAccent ? '#ffffff' : MUTED).font('Helvetica').fontSize(11);
  doc.text(t(left), SLIDE_PAD, SLIDE_H - 34, { width: SLIDE_W - SLIDE_PAD * 2 - 80, lineBreak: false, ellipsis: true });
  doc.text(`${index} / ${count}`, SLIDE_W - SLIDE_PAD - 80, SLIDE_H - 34, { width: 80, align: 'right', lineBreak: false });
}

/** A content slide: the accent band with its title, then the body drawn by `body` in the box below it. */
function contentSlide(doc: Doc, accent: string, kicker: string, title: string, body: (top: number, height: number) => void): void {
  doc.addPage({ size: [SLIDE_W, SLIDE_H], margin: 0 });
  doc.rect(0, 0, SLIDE_W, SLIDE_BAND).fill(accent);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(12).text(t(kicker).toUpperCase(), SLIDE_PAD, 24, { characterSpacing: 1.2, width: SLIDE_W - SLIDE_PAD * 2, lineBreak: false });
  doc.font('Helvetica-Bold').fontSize(32).text(t(title), SLIDE_PAD, 48, { width: SLIDE_W - SLIDE_PAD * 2, height: 48, ellipsis: true, lineBreak: false });
  const top = SLIDE_BAND + 36;
  body(top, SLIDE_H - 56 - top);
}

/**
 * The lesson's slides for the coaches' Lesson PPT button: a title slide, one slide per section of the lesson
 * page and one of its key terms, on landscape A4 with big text in the subject's accent colour. Built from the
 * catalogue only and deterministic like the other PDFs (the same arguments give the same bytes).
 */
export async function buildLessonSlidesPdf(subjectSlug: string, position: number): Promise<Buffer> {
  const { subject, lesson } = getLesson(subjectSlug, position);
  const accent = subjectAccent(subject.slug);
  const doc = createPdf({
    size: [SLIDE_W, SLIDE_H],
    margin: 0,
    autoFirstPage: false,
    info: { Title: t(`Slides: ${lesson.name}`), Subject: t(subject.name), CreationDate: PDF_CREATION_DATE },
  });
  const count = lesson.sections.length + 2;
  const where = `${subject.name} · Lesson ${lesson.position}: ${lesson.name}`;
  const width = SLIDE_W - SLIDE_PAD * 2;

  // 1. Title slide, all in the accent colour.
  doc.addPage({ size: [SLIDE_W, SLIDE_H], margin: 0 });
  doc.rect(0, 0, SLIDE_W, SLIDE_H).fill(accent);
  doc.rect(SLIDE_PAD, 150, 90, 6).fill('#ffffff');
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(16)
    .text(t(`${subject.name} · Lesson ${lesson.position} of ${subject.lessons.length}`).toUpperCase(), SLIDE_PAD, 118, { characterSpacing: 1.5, width, lineBreak: false });
  const titleSize = fittingSize((size) => doc.font('Helvetica-Bold').fontSize(size).heightOfString(t(lesson.name), { width }), 150, 48, 30);
  doc.font('Helvetica-Bold').fontSize(titleSize).text(t(lesson.name), SLIDE_PAD, 180, { width });
  const summaryTop = doc.y + 22;
  const summarySize = fittingSize((size) => doc.font('Helvetica').fontSize(size).heightOfString(t(lesson.summary), { width, lineGap: 4 }), SLIDE_H - 70 - summaryTop, 24, 16);
  doc.font('Helvetica').fontSize(summarySize).text(t(lesson.summary), SLIDE_PAD, summaryTop, { width, lineGap: 4 });
  slideFooter(doc, 'Prayog', 1, count, true);

  // 2. One slide per section: its paragraphs as points, as big as they fit.
  lesson.sections.forEach((section, i) => {
    contentSlide(doc, accent, `${subject.name} · Lesson ${lesson.position}`, section.heading, (top, height) => {
      const indent = 30;
      const gap = 18;
      const texts = section.paragraphs.map((p) => t(p));
      const measure = (size: number) => texts.reduce((sum, p) => sum + doc.font('Helvetica').fontSize(size).heightOfString(p, { width: width - indent, lineGap: 5 }) + gap, 0);
      const size = fittingSize(measure, height, 24, 14);
      let y = top;
      for (const text of texts) {
        doc.circle(SLIDE_PAD + 7, y + size * 0.5, 5).fill(accent);
        doc.fillColor(INK).font('Helvetica').fontSize(size).text(text, SLIDE_PAD + indent, y, { width: width - indent, lineGap: 5 });
        y = doc.y + gap;
      }
    });
    slideFooter(doc, where, i + 2, count, false);
  });

  // 3. The key terms: the term in the accent colour, its meaning beside it.
  contentSlide(doc, accent, `${subject.name} · Lesson ${lesson.position}`, 'Key terms', (top, height) => {
    const termWidth = 210;
    const meaningWidth = width - termWidth - 24;
    const gap = 20;
    const measure = (size: number) => lesson.keyTerms.reduce((sum, k) => sum + Math.max(
      doc.font('Helvetica-Bold').fontSize(size).heightOfString(t(k.term), { width: termWidth }),
      doc.font('Helvetica').fontSize(size).heightOfString(t(k.meaning), { width: meaningWidth, lineGap: 4 }),
    ) + gap, 0);
    const size = fittingSize(measure, height, 24, 14);
    let y = top;
    for (const k of lesson.keyTerms) {
      doc.fillColor(accent).font('Helvetica-Bold').fontSize(size).text(t(k.term), SLIDE_PAD, y, { width: termWidth });
      const termBottom = doc.y;
      doc.fillColor(INK).font('Helvetica').fontSize(size).text(t(k.meaning), SLIDE_PAD + termWidth + 24, y, { width: meaningWidth, lineGap: 4 });
      y = Math.max(termBottom, doc.y) + gap;
      doc.moveTo(SLIDE_PAD, y - gap / 2).lineTo(SLIDE_W - SLIDE_PAD, y - gap / 2).lineWidth(0.8).strokeColor(RULE).stroke();
    }
  });
  slideFooter(doc, where, count, count, false);
  return finishPdf(doc);
}
