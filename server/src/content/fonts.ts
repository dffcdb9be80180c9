/**
 * The self-hosted Devanagari and Bengali fonts for the course's own pages (lesson text, practice pages), which are
 * documents of their own in a frame, outside the web app's stylesheet: a phone or an office computer without these
 * scripts' fonts would draw boxes (ADR 0044). The same files the web app self-hosts (@fontsource), served from one
 * address each, cut by script (unicode-range) so an English page downloads nothing.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const FILES = {
  'devanagari-400.woff2': '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2',
  'devanagari-700.woff2': '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2',
  'bengali-400.woff2': '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2',
  'bengali-700.woff2': '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2',
} as const;
export type ScriptFontFile = keyof typeof FILES;
export const SCRIPT_FONT_FILES = Object.keys(FILES) as ScriptFontFile[];

const read = new Map<ScriptFontFile, Buffer>();
/** A font file's bytes (read once, then kept). */
export function scriptFont(file: ScriptFontFile): Buffer {
  let bytes = read.get(file);
  if (!bytes) {
    bytes = fs.readFileSync(require.resolve(FILES[file]));
    read.set(file, bytes);
  }
  return bytes;
}

/** The family every course page puts first: each script's letters in its face, everything else in the system font. */
export const SCRIPT_FAMILY = "'Prayog Script'";

const RANGES = {
  devanagari: 'U+0900-097F, U+1CD0-1CFF, U+200C-200D, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF',
  bengali: 'U+0980-09FF, U+200C-200D, U+25CC',
} as const;

/**
 * The @font-face rules of SCRIPT_FAMILY. `origin` is '' for a page framed by its address; a page framed from a blob
 * (the token-only authored lesson) resolves no relative address, so it is given the server's own origin.
 */
export function scriptFontFaces(origin = ''): string {
  return (['devanagari', 'bengali'] as const).flatMap((script) => ([400, 700] as const).map((weight) => `@font-face { font-family: ${SCRIPT_FAMILY}; font-style: normal; font-weight: ${weight}; font-display: swap; src: url(${origin}/api/content/fonts/${script}-${weight}.woff2) format('woff2'); unicode-range: ${RANGES[script]}; }`)).join('\n');
}
