// Writes web/src/assets/hindi-label.woff2 and bengali-label.woff2: the few letters of the language switch's
// "हिन्दी", "मराठी" and "বাংলা" labels, cut from the self-hosted Noto Sans Devanagari and Noto Sans Bengali (SIL Open
// Font License), so the switch reads right on a machine without those fonts while the full fonts still load only once
// such a language is chosen. Run after changing a label:
//   node web/scripts/language-label-font.mjs
import fs from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const cuts = [
  // The file keeps its first name: the stylesheet and the built pages point at it.
  { font: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2', labels: 'हिन्दी मराठी', file: 'hindi-label.woff2' },
  { font: '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2', labels: 'বাংলা', file: 'bengali-label.woff2' },
];
for (const { font, labels, file } of cuts) {
  const out = new URL(`../src/assets/${file}`, import.meta.url);
  fs.writeFileSync(out, await subsetFont(fs.readFileSync(require.resolve(font)), labels, { targetFormat: 'woff2' }));
  console.log(`${out.pathname}: ${fs.statSync(out).size} bytes`);
}
