/**
 * The one way the product makes a PDF (issue 30): certificates, planners, sign-in slips, the lesson PDFs and the demo
 * data's documents all start a document here and collect its bytes here. pdfkit's built-in Helvetica and Courier draw
 * only WinAnsi text, so every text goes through `toWinAnsi` (ADR 0009); nothing is embedded.
 */
import PDFDocument from 'pdfkit';

export { toWinAnsi } from './pdf-text';

export type PdfDoc = PDFKit.PDFDocument;

/** The house colours the product's documents share. */
export const PDF_COLOURS = { navy: '#1f3b63', gold: '#c9a227', ink: '#222222', muted: '#5f6b7a' } as const;

/**
 * A new A4 document, written by Prayog unless `info.Author` says otherwise. `info.Title` and `info.Subject` are kept
 * as given: the caller maps them to WinAnsi with the rest of its text.
 */
export function createPdf(options: PDFKit.PDFDocumentOptions = {}): PdfDoc {
  return new PDFDocument({ size: 'A4', ...options, info: { Author: 'Prayog', ...options.info } });
}

/**
 * Ends the document and resolves to its bytes. The stream keeps what was drawn before its reader came, so the
 * document may be drawn first and finished here.
 */
export function finishPdf(doc: PdfDoc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
