import { unzipSync } from 'fflate';
import { QTI_MAX_ITEMS, QTI_MAX_UNPACKED_BYTES, QTI_MESSAGES } from '@prayog/contract';
import { HttpError, badRequest } from '../../lib/http-errors';
import { allText, attr, descendants, elements, firstChild, nameOf, parseXml, type XmlNode } from './qti-xml';

/** One item a file offers: its XML (null when the package lists a file it does not hold), and what the manifest says. */
export interface OfferedItem {
  /** Where it came from: the file in the package, or the uploaded file's name. */
  source: string;
  xml: string | null;
  /** The LOM keywords of its manifest resource. */
  tags: string[];
  /** The manifest calls it a QTI 2 item. */
  qti2?: boolean;
}

/** Zip entries looked at: the XML ones only (pictures and the like are never unpacked). */
const MAX_ENTRIES = 20_000;
const ZIP_MAGIC = [0x50, 0x4b];

const utf8 = new TextDecoder('utf-8', { fatal: true });
function decode(bytes: Uint8Array): string | null {
  try {
    return utf8.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
}

/**
 * The items of an upload: a zip content package (its manifest's item resources, in order) or one item's XML. A file
 * that is neither, a zip that does not open or unpacks too large, a package without manifest or with too many items
 * is refused (400) as a whole; a single item's own problems are the reader's to name.
 */
export function offeredItems(bytes: Buffer, fileName: string): OfferedItem[] {
  if (bytes.length >= 4 && bytes[0] === ZIP_MAGIC[0] && bytes[1] === ZIP_MAGIC[1]) return packageItems(bytes);
  const xml = decode(bytes);
  if (xml === null || !xml.trimStart().startsWith('<')) throw badRequest(QTI_MESSAGES.notPackage);
  const parsed = parseXml(xml);
  if ('root' in parsed && nameOf(parsed.root) === 'manifest') throw badRequest(QTI_MESSAGES.manifestAlone);
  // A lone XML that is not even well-formed is not an item we could name: the whole file is refused.
  if ('problem' in parsed && parsed.problem === 'malformed') throw badRequest(QTI_MESSAGES.notPackage);
  return [{ source: fileName || 'item.xml', xml, tags: [] }];
}

function unzip(bytes: Buffer): Record<string, Uint8Array> {
  let entries = 0;
  let unpacked = 0;
  try {
    return unzipSync(bytes, {
      filter(file) {
        if (++entries > MAX_ENTRIES) throw badRequest(QTI_MESSAGES.tooManyItems);
        if (!file.name.toLowerCase().endsWith('.xml')) return false;
        // fflate inflates into a buffer of the declared size, so the declared sizes bound what unpacking takes.
        unpacked += file.originalSize;
        if (unpacked > QTI_MAX_UNPACKED_BYTES) throw badRequest(QTI_MESSAGES.unpackedTooLarge);
        return true;
      },
    });
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw badRequest(QTI_MESSAGES.badZip);
  }
}

/** a/b/../c.xml → a/c.xml; a leading ./ or / dropped. */
function normalisePath(path: string): string {
  const parts: string[] = [];
  for (const part of path.replace(/\\/g, '/').split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

const keywordsOf = (resource: XmlNode) => descendants(firstChild(resource, 'metadata') ?? resource, (n) => n === 'keyword')
  .flatMap((k) => {
    const strings = elements(k, 'string');
    return (strings.length ? strings : [k]).map((s) => allText(s).trim());
  }).filter(Boolean);

function packageItems(bytes: Buffer): OfferedItem[] {
  const files = unzip(bytes);
  // The package's own manifest is the one nearest the top (some tools zip the package's folder).
  const manifestPath = Object.keys(files).filter((p) => p.split('/').pop() === 'imsmanifest.xml').sort((a, b) => a.split('/').length - b.split('/').length)[0];
  if (manifestPath === undefined) throw badRequest(QTI_MESSAGES.noManifest);
  const manifestXml = decode(files[manifestPath]);
  const parsed = manifestXml === null ? null : parseXml(manifestXml);
  if (!parsed || !('root' in parsed) || nameOf(parsed.root) !== 'manifest') throw badRequest(QTI_MESSAGES.badManifest);
  const base = manifestPath.slice(0, manifestPath.length - 'imsmanifest.xml'.length);
  const resources = elements(firstChild(parsed.root, 'resources') ?? parsed.root, 'resource')
    .filter((r) => /^imsqti_item_xmlv(3p0|2p\d)/.test(attr(r, 'type') ?? ''));
  if (resources.length === 0) throw badRequest(QTI_MESSAGES.noItems);
  if (resources.length > QTI_MAX_ITEMS) throw badRequest(QTI_MESSAGES.tooManyItems);
  return resources.map((r) => {
    const href = attr(r, 'href') ?? (firstChild(r, 'file') ? attr(firstChild(r, 'file')!, 'href') : undefined) ?? '';
    const path = normalisePath(base + decodeURIComponentSafe(href));
    const found = href ? files[path] : undefined;
    return {
      source: href || attr(r, 'identifier') || '?', xml: found ? decode(found) : null, tags: keywordsOf(r),
      ...(/^imsqti_item_xmlv2/.test(attr(r, 'type') ?? '') ? { qti2: true } : {}),
    };
  });
}

function decodeURIComponentSafe(href: string): string {
  try {
    return decodeURIComponent(href);
  } catch {
    return href;
  }
}
