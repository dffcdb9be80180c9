import type { QuizType } from '@prayog/contract';
import { createPdf, finishPdf, PDF_COLOURS, toWinAnsi as t } from '../../content/pdf-document';

export interface CertificateDetails {
  studentName: string;
  schoolName: string;
  quizName: string;
  quizType: QuizType;
  topic: string;
  scorePercent: number;
  /** Marks scored and the paper's marks (ADR 0041). */
  marks: number;
  maxMarks: number;
  /** When the attempt was submitted. */
  passedAt: Date;
  timeZone: string;
  attemptId: number;
}

/** The report types' names as the certificate prints them (English, like the rest of the PDF). */
const TYPE_LABELS: Record<QuizType, string> = {
  homework: 'Homework',
  'pre-assessment': 'Pre-Assessment',
  'post-assessment': 'Post-Assessment',
  half_yearly: 'Half-Yearly Exam',
  final_exam: 'Final Exam',
};

const { navy: NAVY, gold: GOLD, ink: INK, muted: MUTED } = PDF_COLOURS;

/** The date in the school's time zone, e.g. "21 November 2026". */
export function certificateDate(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(date);
}

/**
 * A one-page landscape A4 certificate for a passing attempt, in pdfkit's built-in Helvetica (so no
 * font files ship with the server); text is mapped to WinAnsi, which those fonts can draw.
 */
export function renderCertificate(d: CertificateDetails): Promise<Buffer> {
  const doc = createPdf({
    layout: 'landscape', margin: 0,
    info: { Title: t(`Certificate - ${d.quizName}`), Subject: t(`${d.studentName}, ${d.quizName}`) },
  });

  const W = doc.page.width;
  const H = doc.page.height;
  const lineWidth = W - 140;
  // One line each: a long name or quiz title is drawn smaller instead of wrapping into the next line.
  const centre = (text: string, y: number, font: string, size: number, color: string, spacing = 0) => {
    const safe = t(text);
    let fitted = size;
    doc.font(font);
    while (fitted > 8 && doc.fontSize(fitted).widthOfString(safe, { characterSpacing: spacing }) > lineWidth) fitted -= 1;
    doc.fontSize(fitted).fillColor(color).text(safe, 70, y + (size - fitted) / 2, { width: lineWidth, align: 'center', lineBreak: false, ellipsis: true, characterSpacing: spacing });
  };

  // Frame: a navy border with a thin gold line inside it.
  doc.lineWidth(6).strokeColor(NAVY).rect(22, 22, W - 44, H - 44).stroke();
  doc.lineWidth(1.2).strokeColor(GOLD).rect(36, 36, W - 72, H - 72).stroke();

  centre('PRAYOG', 70, 'Helvetica-Bold', 13, GOLD, 4);
  centre('Certificate of Achievement', 92, 'Helvetica-Bold', 34, NAVY);
  centre('This certificate is proudly presented to', 158, 'Helvetica', 14, MUTED);
  centre(d.studentName, 184, 'Helvetica-Bold', 32, INK);
  doc.lineWidth(1).strokeColor(GOLD).moveTo(W / 2 - 190, 228).lineTo(W / 2 + 190, 228).stroke();
  centre(d.schoolName, 240, 'Helvetica', 13, MUTED);
  centre('for successfully passing', 280, 'Helvetica', 14, MUTED);
  centre(d.quizName, 304, 'Helvetica-Bold', 22, NAVY);
  centre(`${TYPE_LABELS[d.quizType]}  ·  Topic: ${d.topic}`, 340, 'Helvetica', 13, MUTED);
  centre(`Score: ${d.scorePercent}%  (${d.marks} of ${d.maxMarks} marks)`, 378, 'Helvetica-Bold', 18, '#2b8a3e');

  // Footer: the date on the left, the certificate's reference on the right, each over a rule.
  const footY = H - 128;
  const colW = 220;
  const leftX = 110;
  const rightX = W - 110 - colW;
  doc.font('Helvetica-Bold').fontSize(13).fillColor(INK)
    .text(t(certificateDate(d.passedAt, d.timeZone)), leftX, footY, { width: colW, align: 'center' })
    .text(`PRAYOG-${d.attemptId}`, rightX, footY, { width: colW, align: 'center' });
  doc.lineWidth(0.8).strokeColor(MUTED)
    .moveTo(leftX, footY + 22).lineTo(leftX + colW, footY + 22).stroke()
    .moveTo(rightX, footY + 22).lineTo(rightX + colW, footY + 22).stroke();
  doc.font('Helvetica').fontSize(10).fillColor(MUTED)
    .text('Date', leftX, footY + 30, { width: colW, align: 'center' })
    .text('Certificate reference', rightX, footY + 30, { width: colW, align: 'center' });
  return finishPdf(doc);
}
