import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * XML as fast-xml-parser's ordered tree (preserveOrder): each element `{ [name]: children, ':@': attributes }`, each
 * text `{ '#text': value }`. Ordered, because an item body is mixed content whose order is the question's text.
 */
export type XmlNode = { [name: string]: XmlNode[] | string | Record<string, string> | undefined; ':@'?: Record<string, string> };

const TEXT = '#text';

/** An element with its attributes and children (undefined attributes are left out). */
export function el(name: string, attributes: Record<string, string | number | undefined> = {}, children: XmlNode[] = []): XmlNode {
  const attrs = Object.fromEntries(Object.entries(attributes).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
  return Object.keys(attrs).length ? { [name]: children, ':@': attrs } : { [name]: children };
}
export const text = (value: string): XmlNode => ({ [TEXT]: value });

const builder = new XMLBuilder({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '', format: true, indentBy: '  ', suppressEmptyNode: true });

/** A whole document: the declaration, then the root. The builder escapes text and attribute values. */
export function xmlDocument(root: XmlNode): string {
  return builder.build([{ '?xml': [text('')], ':@': { version: '1.0', encoding: 'UTF-8' } }, root]) as string;
}

const parser = new XMLParser({
  preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '', removeNSPrefix: true,
  // The text exactly as written: whitespace is judged by the reader (xml:space), numbers stay strings.
  trimValues: false, parseTagValue: false, parseAttributeValue: false, ignoreDeclaration: true, ignorePiTags: true,
});

/**
 * The root element of a document, or a reason it has none: not well-formed, or with entity declarations (refused
 * outright: a package is untrusted input, and no item needs them).
 */
export function parseXml(xml: string): { root: XmlNode } | { problem: 'entities' | 'malformed' } {
  if (/<!ENTITY/i.test(xml)) return { problem: 'entities' };
  if (XMLValidator.validate(xml) !== true) return { problem: 'malformed' };
  try {
    const root = (parser.parse(xml) as XmlNode[]).find((n) => nameOf(n) !== null);
    return root ? { root } : { problem: 'malformed' };
  } catch {
    return { problem: 'malformed' };
  }
}

/** The element's name, or null for a text (or comment) node. */
export function nameOf(node: XmlNode): string | null {
  return Object.keys(node).find((k) => k !== ':@' && k !== TEXT && !k.startsWith('#') && !k.startsWith('?')) ?? null;
}
export const attrs = (node: XmlNode): Record<string, string> => node[':@'] ?? {};
export const attr = (node: XmlNode, name: string): string | undefined => attrs(node)[name];
export function childrenOf(node: XmlNode): XmlNode[] {
  const name = nameOf(node);
  const children = name === null ? undefined : node[name];
  return Array.isArray(children) ? children : [];
}
export const textOf = (node: XmlNode): string | null => (typeof node[TEXT] === 'string' ? node[TEXT] as string : null);
export const elements = (node: XmlNode, name?: string) => childrenOf(node).filter((c) => nameOf(c) !== null && (name === undefined || nameOf(c) === name));
export const firstChild = (node: XmlNode, name: string): XmlNode | undefined => elements(node, name)[0];

/** Every element under the node (depth first, in document order) that the test picks. */
export function descendants(node: XmlNode, pick: (name: string) => boolean): XmlNode[] {
  const found: XmlNode[] = [];
  for (const child of elements(node)) {
    if (pick(nameOf(child)!)) found.push(child);
    found.push(...descendants(child, pick));
  }
  return found;
}

/** All the text under the node, as written. */
export function allText(node: XmlNode): string {
  return childrenOf(node).map((c) => textOf(c) ?? (nameOf(c) ? allText(c) : '')).join('');
}
