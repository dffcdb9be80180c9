/**
 * A light, dependency-free preview of Word (.docx) and Excel (.xlsx) hint documents: their text and
 * cells, read in the browser. Office files are zip archives of XML; the browser's own
 * DecompressionStream inflates them and DOMParser reads the XML, so no viewer library (hundreds of
 * kB) is shipped for a tab most lessons never use. Old binary .doc/.xls files and anything this
 * cannot read give null, and the viewer offers the file as a download instead.
 */

export type OfficePreview =
  | { kind: 'word'; paragraphs: { text: string; heading: boolean }[] }
  | { kind: 'excel'; sheets: { name: string; rows: string[][] }[] };

const MAX_ROWS = 500;
const MAX_COLUMNS = 50;
const MAX_SHEETS = 10;

/** The archive's files by name, inflated on demand. */
async function readZip(buffer: ArrayBuffer): Promise<Map<string, () => Promise<string>>> {
  const view = new DataView(buffer);
  let end = -1;
  for (let i = buffer.byteLength - 22; i >= Math.max(0, buffer.byteLength - 65_557); i--) {
    if (view.getUint32(i, true) === 0x06054b50) { end = i; break; }
  }
  if (end < 0) throw new Error('not a zip archive');
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const files = new Map<string, () => Promise<string>>();
  const decoder = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (view.getUint32(offset, true) !== 0x02014b50) throw new Error('bad central directory');
    const method = view.getUint16(offset + 10, true);
    const size = view.getUint32(offset + 20, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const local = view.getUint32(offset + 42, true);
    const name = decoder.decode(new Uint8Array(buffer, offset + 46, nameLength));
    files.set(name, async () => {
      const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
      const data = new Uint8Array(buffer, start, size);
      if (method === 0) return decoder.decode(data);
      if (method !== 8) throw new Error('unsupported compression');
      const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
      return new Response(stream).text();
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

const WORD_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const RELATIONSHIP_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const parseXml = (text: string) => new DOMParser().parseFromString(text, 'application/xml');
/** Elements by local name, whatever their namespace prefix (w:, x:, none). */
const byName = (root: Document | Element, name: string) => Array.from(root.getElementsByTagNameNS('*', name));

async function readWord(files: Map<string, () => Promise<string>>): Promise<OfficePreview> {
  const document = files.get('word/document.xml');
  if (!document) throw new Error('no document part');
  const xml = parseXml(await document());
  const paragraphs = byName(xml, 'p').map((p) => {
    let text = '';
    for (const node of byName(p, '*')) {
      if (node.localName === 't') text += node.textContent ?? '';
      else if (node.localName === 'tab') text += '\t';
      else if (node.localName === 'br') text += '\n';
    }
    const styleNode = byName(p, 'pStyle')[0];
    const style = styleNode?.getAttributeNS(WORD_NS, 'val') ?? styleNode?.getAttribute('w:val') ?? '';
    return { text, heading: /^(heading|title)/i.test(style) };
  });
  return { kind: 'word', paragraphs: paragraphs.filter((p) => p.text.trim() !== '') };
}

/** "C12" → 2 (0-based column). */
function columnIndex(ref: string): number {
  const letters = /^[A-Z]+/.exec(ref)?.[0] ?? 'A';
  return [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
}

async function readExcel(files: Map<string, () => Promise<string>>): Promise<OfficePreview> {
  const workbook = files.get('xl/workbook.xml');
  const rels = files.get('xl/_rels/workbook.xml.rels');
  if (!workbook || !rels) throw new Error('no workbook part');
  const targets = new Map(byName(parseXml(await rels()), 'Relationship').map((r) => [r.getAttribute('Id'), r.getAttribute('Target') ?? '']));
  const sharedPart = files.get('xl/sharedStrings.xml');
  const shared = sharedPart ? byName(parseXml(await sharedPart()), 'si').map((si) => byName(si, 't').map((t) => t.textContent ?? '').join('')) : [];
  const sheets: { name: string; rows: string[][] }[] = [];
  for (const sheet of byName(parseXml(await workbook()), 'sheet').slice(0, MAX_SHEETS)) {
    const relId = sheet.getAttributeNS(RELATIONSHIP_NS, 'id') ?? sheet.getAttribute('r:id');
    const target = targets.get(relId) ?? '';
    const part = files.get(target.startsWith('/') ? target.slice(1) : `xl/${target}`);
    if (!part) continue;
    const rows = byName(parseXml(await part()), 'row').slice(0, MAX_ROWS).map((row) => {
      const cells: string[] = [];
      for (const cell of byName(row, 'c')) {
        const col = columnIndex(cell.getAttribute('r') ?? '');
        if (col >= MAX_COLUMNS) continue;
        const type = cell.getAttribute('t');
        const value = byName(cell, 'v')[0]?.textContent ?? '';
        cells[col] = type === 's' ? (shared[Number(value)] ?? '')
          : type === 'inlineStr' ? byName(cell, 't').map((t) => t.textContent ?? '').join('')
            : type === 'b' ? (value === '1' ? 'TRUE' : 'FALSE')
              : value;
      }
      return Array.from(cells, (c) => c ?? '');
    });
    sheets.push({ name: sheet.getAttribute('name') ?? `Sheet ${sheets.length + 1}`, rows });
  }
  if (sheets.length === 0) throw new Error('no sheets');
  return { kind: 'excel', sheets };
}

/** The preview of a Word or Excel document, or null when it cannot be read here. */
export async function readOfficePreview(blob: Blob, kind: 'word' | 'excel'): Promise<OfficePreview | null> {
  if (typeof DecompressionStream === 'undefined') return null;
  try {
    const files = await readZip(await blob.arrayBuffer());
    return kind === 'word' ? await readWord(files) : await readExcel(files);
  } catch {
    return null;
  }
}
