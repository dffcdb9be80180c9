/**
 * How a lesson PDF draws its text, per script. The standard face is pdfkit's built-in Helvetica (WinAnsi text only,
 * nothing embedded: ADR 0009), which every English PDF uses. The Devanagari face embeds Noto Sans Devanagari (the
 * self-hosted web font the app already ships, `@fontsource/noto-sans-devanagari`; pdfkit's fontkit shapes its
 * conjuncts and matras). That package cuts the font by script, so the Devanagari file has no digits or punctuation:
 * a text is drawn as runs, Devanagari in the Devanagari cut and everything else in the Latin cut of the same family
 * (the same metrics). pdfkit embeds only the glyphs used, so a Hindi PDF stays small (about 20-30 kB).
 *
 * A document is given its face once (`useFace`); the layout helpers of pdfs.ts ask `faceOf(doc)`.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import type { PdfDoc } from './pdf-document';
import { toWinAnsi } from './pdf-text';

export type FontStyle = 'regular' | 'bold' | 'italic';
export type TextOptions = PDFKit.Mixins.TextOptions;

export interface PdfFace {
  /** The text as this face can print it (characters it has no glyph for replaced). */
  printable(text: string): string;
  /** Draws printable text at (x, y), or where the document's cursor is when both are null. */
  draw(doc: PdfDoc, style: FontStyle, size: number, text: string, x: number | null, y: number | null, options?: TextOptions): void;
  /** The height printable text takes when drawn with `options` (its width). */
  measure(doc: PdfDoc, style: FontStyle, size: number, text: string, options?: TextOptions): number;
}

const HELVETICA: Record<FontStyle, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' };

export const standardFace: PdfFace = {
  printable: toWinAnsi,
  draw(doc, style, size, text, x, y, options = {}) {
    doc.font(HELVETICA[style]).fontSize(size);
    if (x === null || y === null) doc.text(text, options);
    else doc.text(text, x, y, options);
  },
  measure: (doc, style, size, text, options = {}) => doc.font(HELVETICA[style]).fontSize(size).heightOfString(text, options),
};

// ---------------------------------------------------------------- the Devanagari font files

const require = createRequire(import.meta.url);
const PACKAGE = '@fontsource/noto-sans-devanagari';

/** The code point ranges of one cut of the font, as the package states them ("U+0900-097F,U+20B9,…"). */
function parseRanges(list: string): [number, number][] {
  return list.split(',').map((r) => {
    const [from, to] = r.trim().replace(/^U\+/, '').split('-');
    return [Number.parseInt(from, 16), Number.parseInt(to ?? from, 16)];
  });
}
const inRanges = (ranges: [number, number][], cp: number) => ranges.some(([a, b]) => cp >= a && cp <= b);

/**
 * The plain OpenType font a WOFF file wraps: each table inflated (node's zlib) and laid out again behind an sfnt
 * header. fontkit reads WOFF itself, but inflates a table in JavaScript every time it reads from it (for each glyph),
 * which made a Hindi PDF take seconds.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF file');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compLength, origLength] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)];
    const stored = woff.subarray(offset, offset + compLength);
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data: compLength < origLength ? zlib.inflateSync(stored) : stored };
  });
  const pow = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // the flavour: TrueType or CFF outlines
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(pow * 16, 6);
  header.writeUInt16BE(Math.log2(pow), 8);
  header.writeUInt16BE(count * 16 - pow * 16, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((t, i) => {
    header.writeUInt32BE(t.tag, 12 + i * 16);
    header.writeUInt32BE(t.checksum, 16 + i * 16);
    header.writeUInt32BE(offset, 20 + i * 16);
    header.writeUInt32BE(t.data.length, 24 + i * 16);
    const padded = Buffer.alloc(Math.ceil(t.data.length / 4) * 4);
    t.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

interface DevanagariFiles { deva: [number, number][]; latin: [number, number][]; fonts: Record<string, Buffer> }
let files: DevanagariFiles | undefined;
/** Read once, when the first Devanagari PDF is made (an English-only server never opens them). */
function devanagariFiles(): DevanagariFiles {
  if (!files) {
    const unicode = JSON.parse(fs.readFileSync(require.resolve(`${PACKAGE}/unicode.json`), 'utf8')) as Record<string, string>;
    // WOFF, not WOFF2: fontkit's subsetter breaks on the WOFF2 files' transformed glyph tables.
    const font = (cut: string, weight: number) => sfntOfWoff(fs.readFileSync(require.resolve(`${PACKAGE}/files/noto-sans-devanagari-${cut}-${weight}-normal.woff`)));
    files = {
      deva: parseRanges(unicode.devanagari),
      latin: parseRanges(unicode.latin),
      fonts: { 'Deva': font('devanagari', 400), 'Deva-Bold': font('devanagari', 700), 'DevaLatin': font('latin', 400), 'DevaLatin-Bold': font('latin', 700) },
    };
  }
  return files;
}

/** What neither cut has, spelt as a Hindi reader expects (the English PDFs' toWinAnsi does the same for WinAnsi). */
const HINDI_REPLACEMENTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/ओम \(Ω\)/g, 'ओम'],
  [/ \(kΩ\)/g, ''],
  [/\(Ω\)/g, '(ओम)'],
  [/(\d) ?kΩ/g, '$1 किलो-ओम'],
  [/kΩ/g, 'किलो-ओम'],
  [/(\d) ?Ω/g, '$1 ओम'],
  [/Ω/g, 'ओम'],
  [/ ?\(✓\)/g, ''],
  [/✓/g, ''],
  // The robot grid's button says "▶ Run".
  [/▶/g, 'Run'],
  [/→/g, '->'],
  [/←/g, '<-'],
  [/↻/g, 'दाएँ'],
  [/↺/g, 'बाएँ'],
  [/≤/g, '<='],
  [/≥/g, '>='],
  [/≈/g, '~'],
];

// ---------------------------------------------------------------- fonts, opened once

interface Position { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }
interface GlyphRunLike { glyphs: unknown[]; positions: Position[] }
type FontkitFont = { layout: (text: string, features?: unknown) => GlyphRunLike; characterSet: number[]; glyphForCodePoint: (cp: number) => unknown };

/**
 * The fonts as fontkit opened them for the first document, given to every later one (pdfkit takes an opened font as
 * well as bytes), with their shaped words kept: opening the tables and shaping each word are nearly all of a Hindi
 * PDF's time, and the lesson plans of twelve grades shape the same words. Each document still embeds its own subset
 * of the glyphs it used, so sharing changes no byte.
 */
const opened = new Map<string, PDFKit.Mixins.PDFFontSource>();

/**
 * The font with `layout` remembered per text. pdfkit scales the positions of what layout returns in place, so each
 * call gets fresh copies of the positions (and an advance width summed from them, as fontkit's own run gives).
 */
function sharedLayouts(font: FontkitFont): FontkitFont {
  const shaped = new Map<string, GlyphRunLike>();
  const layout = (text: string, features?: unknown): GlyphRunLike => {
    const key = features === undefined ? text : `${JSON.stringify(features)}\u0000${text}`;
    let run = shaped.get(key);
    if (!run) {
      const made = font.layout(text, features);
      run = { glyphs: made.glyphs, positions: made.positions.map((p) => ({ ...p })) };
      shaped.set(key, run);
    }
    const positions = run.positions.map((p) => ({ ...p }));
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() { return positions.reduce((sum, p) => sum + p.xAdvance, 0); },
    } as GlyphRunLike;
  };
  return new Proxy(font, { get: (target, prop) => (prop === 'layout' ? layout : Reflect.get(target, prop, target)) });
}

const registered = new WeakSet<PdfDoc>();
function register(doc: PdfDoc): void {
  if (registered.has(doc)) return;
  for (const [name, bytes] of Object.entries(devanagariFiles().fonts)) doc.registerFont(name, opened.get(name) ?? bytes);
  registered.add(doc);
}

/**
 * Selects a font of the face. The first time, before anything is shaped with it, each of its characters' glyphs is
 * looked up once, and what pdfkit opened (its private `_font.font`) is kept for every next document.
 *
 * Why the look-up: fontkit keeps a glyph with the characters it was first made for, and its Indic shaper classes a
 * glyph by them. Noto draws ऐ as ए plus the e-matra's glyph, so a text whose first e-matra came from an ऐ left that
 * glyph classed as ऐ, and every later "में" or "सेंसर" was a broken cluster (a dotted circle before the anusvara).
 * Making each glyph first from its own character keeps the classes right whatever text comes first.
 */
function select(doc: PdfDoc, name: string, size: number): void {
  doc.font(name).fontSize(size);
  if (!opened.has(name)) {
    const font = (doc as unknown as { _font?: { font?: FontkitFont } })._font?.font;
    if (typeof font?.layout !== 'function') return;
    for (const cp of font.characterSet) font.glyphForCodePoint(cp);
    opened.set(name, sharedLayouts(font) as unknown as PDFKit.Mixins.PDFFontSource);
  }
}

// ---------------------------------------------------------------- laying a text out

type Run = { latin: boolean; text: string };
/** Splits text into runs of one cut each; spaces (in both cuts) stay with the run before them. */
export function devanagariRuns(text: string): Run[] {
  const { deva } = devanagariFiles();
  const runs: Run[] = [];
  for (const ch of text) {
    const last = runs[runs.length - 1];
    const latin = ch === ' ' && last ? last.latin : !inRanges(deva, ch.codePointAt(0)!);
    if (last && last.latin === latin) last.text += ch;
    else runs.push({ latin, text: ch });
  }
  return runs;
}

const fontOf = (style: FontStyle, latin: boolean) => `${latin ? 'DevaLatin' : 'Deva'}${style === 'bold' ? '-Bold' : ''}`;

interface Word { runs: (Run & { width: number })[]; width: number }
interface Line { words: Word[]; width: number }

function widthOf(doc: PdfDoc, style: FontStyle, size: number, run: Run): number {
  select(doc, fontOf(style, run.latin), size);
  return doc.widthOfString(run.text);
}
const spaceWidth = (doc: PdfDoc, style: FontStyle, size: number) => widthOf(doc, style, size, { latin: false, text: ' ' });

/**
 * Breaks the text into lines no wider than `width`, at spaces and forced line breaks (a word wider than the line
 * stands alone on its line). The face lays lines out itself rather than through pdfkit's wrapper: that wrapper breaks
 * each font's run on its own, so a "?" or "!" after a Hindi word could start the next line, and it aligns each run of
 * a centred line on its own.
 */
function breakLines(doc: PdfDoc, style: FontStyle, size: number, text: string, width: number): Line[] {
  register(doc);
  const space = spaceWidth(doc, style, size);
  const lines: Line[] = [];
  for (const paragraph of text.replace(/\r/g, '').split('\n')) {
    let line: Line = { words: [], width: 0 };
    for (const token of paragraph.split(/ +/).filter(Boolean)) {
      const runs = devanagariRuns(token).map((r) => ({ ...r, width: widthOf(doc, style, size, r) }));
      const word = { runs, width: runs.reduce((sum, r) => sum + r.width, 0) };
      const grown = line.words.length ? line.width + space + word.width : word.width;
      if (line.words.length && grown > width) {
        lines.push(line);
        line = { words: [word], width: word.width };
      } else {
        line.words.push(word);
        line.width = grown;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** The line height at `size` (both cuts share the family's metrics) with the options' gap, as pdfkit steps lines. */
function lineStep(doc: PdfDoc, style: FontStyle, size: number, options: TextOptions): number {
  select(doc, fontOf(style, false), size);
  return doc.currentLineHeight(true) + (options.lineGap ?? 0);
}

const widthFor = (doc: PdfDoc, x: number, options: TextOptions) => options.width ?? doc.page.width - x - doc.page.margins.right;

/** Cuts the lines to what fits `options.height`, the last one ending in "…" (pdfkit's `ellipsis`) when text was left out. */
function fitHeight(doc: PdfDoc, style: FontStyle, size: number, lines: Line[], width: number, options: TextOptions): Line[] {
  if (options.height === undefined || !Number.isFinite(options.height)) return lines;
  const max = Math.max(1, Math.floor(options.height / lineStep(doc, style, size, options)));
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  if (options.ellipsis) {
    const last = kept[max - 1];
    const dots = { latin: true, text: '…', width: widthOf(doc, style, size, { latin: true, text: '…' }) };
    const space = spaceWidth(doc, style, size);
    while (last.words.length > 1 && last.width + dots.width > width) {
      last.width -= last.words.pop()!.width + space;
    }
    last.words[last.words.length - 1]?.runs.push(dots);
  }
  return kept;
}

function layOut(doc: PdfDoc, style: FontStyle, size: number, text: string, x: number | null, y: number | null, options: TextOptions): void {
  const left = x ?? doc.x;
  let top = y ?? doc.y;
  const width = widthFor(doc, left, options);
  const lines = fitHeight(doc, style, size, breakLines(doc, style, size, text, width), width, options);
  const step = lineStep(doc, style, size, options);
  const space = spaceWidth(doc, style, size);
  for (const line of lines) {
    // Like pdfkit's wrapper: a line that would cross the bottom margin starts a new page (not a one-line label's).
    if (options.lineBreak !== false && options.height === undefined && top + step - (options.lineGap ?? 0) > doc.page.maxY()) {
      doc.addPage();
      top = doc.page.margins.top;
    }
    let at = left + (options.align === 'right' ? width - line.width : options.align === 'center' ? (width - line.width) / 2 : 0);
    for (const word of line.words) {
      for (const run of word.runs) {
        select(doc, fontOf(style, run.latin), size);
        doc.text(run.text, at, top, { lineBreak: false });
        at += run.width;
      }
      at += space;
    }
    top += step;
  }
  doc.x = left;
  doc.y = top;
}

export const devanagariFace: PdfFace = {
  printable(text) {
    const { deva, latin } = devanagariFiles();
    let out = text;
    for (const [pattern, replacement] of HINDI_REPLACEMENTS) out = out.replace(pattern, replacement);
    return Array.from(out.replace(/[\u2009\u202f]/g, ' '), (ch) => {
      const cp = ch.codePointAt(0)!;
      return ch === '\n' || inRanges(deva, cp) || (cp >= 0x20 && inRanges(latin, cp)) ? ch : '?';
    }).join('');
  },
  draw(doc, style, size, text, x, y, options = {}) {
    layOut(doc, style, size, text, x, y, options);
  },
  measure(doc, style, size, text, options = {}) {
    return breakLines(doc, style, size, text, widthFor(doc, doc.x, options)).length * lineStep(doc, style, size, options);
  },
};

// ---------------------------------------------------------------- which face a document uses

const faces = new WeakMap<PdfDoc, PdfFace>();
/** Sets the face of a document's text (before anything is drawn); a document without one uses the standard face. */
export function useFace(doc: PdfDoc, face: PdfFace): void {
  faces.set(doc, face);
}
export const faceOf = (doc: PdfDoc): PdfFace => faces.get(doc) ?? standardFace;
/** The face for a language's script: Devanagari for Hindi and Marathi, the standard face otherwise. */
export const faceFor = (language: string): PdfFace => (language === 'hi' || language === 'mr' ? devanagariFace : standardFace);
