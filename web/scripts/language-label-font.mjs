// Writes web/src/assets/hindi-label.woff2: the few Devanagari letters of the language switch's "हिन्दी" label,
// cut from the self-hosted Noto Sans Devanagari (SIL Open Font License), so the switch reads right on a machine
// without Devanagari fonts while the full font still loads only once Hindi is chosen. Run after changing the label:
//   node web/scripts/language-label-font.mjs
import fs from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const source = require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2');
const label = 'हिन्दी';
const out = new URL('../src/assets/hindi-label.woff2', import.meta.url);
fs.writeFileSync(out, await subsetFont(fs.readFileSync(source), label, { targetFormat: 'woff2' }));
console.log(`${out.pathname}: ${fs.statSync(out).size} bytes`);
