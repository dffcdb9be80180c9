/** Files the journeys upload. */

/** A tiny but well-formed one-page PDF: it starts with %PDF, which is what the server checks of an uploaded PDF. */
export const SMALL_PDF = Buffer.from([
  '%PDF-1.4',
  '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
  '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
  '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj',
  'trailer <</Root 1 0 R>>',
  '%%EOF',
].join('\n'));
