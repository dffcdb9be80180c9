/**
 * pdfkit's built-in Helvetica fonts only know the WinAnsi character set. This turns our lesson
 * text into WinAnsi-safe text: common symbols get readable replacements, anything else becomes '?'.
 */
const REPLACEMENTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/ohms \(Ω\)/g, 'ohms'],
  [/ \(kΩ\)/g, ''],
  [/\(Ω\)/g, '(ohms)'],
  [/(\d) ?Ω (resistor|lamp|bulb)/g, '$1-ohm $2'],
  [/kΩ/g, ' kilohm'],
  [/Ω/g, ' ohm'],
  [/ {2,}/g, ' '],
  [/−/g, '-'],
  [/→/g, '->'],
  [/←/g, '<-'],
  [/↑/g, 'up'],
  [/↻/g, 'right'],
  [/↺/g, 'left'],
  [/⚑/g, 'flag'],
  [/≤/g, '<='],
  [/≥/g, '>='],
  [/≈/g, '~'],
  [/[\u2009\u202f]/g, ' '],
];

// WinAnsi: printable ASCII, Latin-1 and these characters in 0x80-0x9F.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function isWinAnsi(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return ch === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch);
}

export function toWinAnsi(text: string): string {
  let out = text;
  for (const [pattern, replacement] of REPLACEMENTS) out = out.replace(pattern, replacement);
  // "10 ohm" reads better as "10 ohms" after a number other than 1.
  out = out.replace(/(\d+(?:\.\d+)?) (kil)?ohm\b/g, (m, num: string, kil?: string) => (num === '1' ? m : `${num} ${kil ?? ''}ohms`));
  return Array.from(out, (ch) => (isWinAnsi(ch) ? ch : '?')).join('');
}

export function isWinAnsiText(text: string): boolean {
  return Array.from(text).every(isWinAnsi);
}
