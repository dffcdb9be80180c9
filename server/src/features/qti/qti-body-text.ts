import { attr, childrenOf, nameOf, textOf, type XmlNode } from './qti-xml';

/**
 * An item body's words as a Prayog question's plain text: each block (a paragraph, a heading, a list item, the
 * interaction's prompt) one line, line breaks kept, the interaction itself left out — or, when a text entry stands
 * inside a sentence, a blank "_____" in its place. Whitespace is collapsed as HTML would show it, unless the item
 * says xml:space="preserve" (Prayog's own packages do, so a text round-trips exactly).
 */

const BLOCKS = new Set([
  'p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'ul', 'ol', 'dl', 'dt', 'dd', 'blockquote', 'pre', 'table', 'thead',
  'tbody', 'tfoot', 'tr', 'caption', 'section', 'article', 'aside', 'header', 'footer', 'figure', 'figcaption', 'address', 'qti-prompt',
]);
/** What a scorer or a feedback step reads, not the student's question. */
const SKIPPED = new Set(['qti-feedback-block', 'qti-feedback-inline', 'qti-modal-feedback', 'qti-rubric-block', 'qti-template-block', 'qti-template-inline']);
/** Elements Prayog cannot show; an item with any of them is refused. */
export const MEDIA = new Set(['img', 'object', 'audio', 'video', 'math', 'svg', 'picture', 'iframe', 'embed', 'canvas']);
export const isInteraction = (name: string) => name.endsWith('-interaction');
const BLANK = '_____';

interface Mode { preserve: boolean }

const spaceOf = (node: XmlNode, inherited: Mode): Mode => {
  const space = attr(node, 'space');
  return space === 'preserve' ? { preserve: true } : space === 'default' ? { preserve: false } : inherited;
};

/** The inline text of nodes: text, inline elements' text, <br> as a new line, an inline text entry as a blank. */
function inlineText(nodes: XmlNode[], mode: Mode): string {
  let out = '';
  for (const node of nodes) {
    const value = textOf(node);
    if (value !== null) {
      out += mode.preserve ? value.replace(/\r\n?/g, '\n') : value.replace(/\s+/g, ' ');
      continue;
    }
    const name = nameOf(node);
    if (name === null || SKIPPED.has(name)) continue;
    if (name === 'br') out += '\n';
    else if (name === 'qti-text-entry-interaction') out += BLANK;
    else if (!isInteraction(name)) out += inlineText(childrenOf(node), spaceOf(node, mode));
  }
  return out;
}

const hasBlocks = (nodes: XmlNode[]) => nodes.some((n) => BLOCKS.has(nameOf(n) ?? ''));
const onlyInteraction = (nodes: XmlNode[]) => nodes.some((n) => isInteraction(nameOf(n) ?? ''))
  && nodes.every((n) => isInteraction(nameOf(n) ?? '') || (textOf(n) ?? '').trim() === '');

/** The lines of nodes: one per block; inline runs between blocks make a line of their own. */
function lines(nodes: XmlNode[], mode: Mode, out: string[]): void {
  let run: XmlNode[] = [];
  const flush = () => {
    const words = inlineText(run, mode);
    if (words.trim() !== '') out.push(...words.split('\n'));
    run = [];
  };
  for (const node of nodes) {
    const name = nameOf(node);
    if (name !== null && SKIPPED.has(name)) continue;
    if (name !== null && isInteraction(name)) {
      flush();
      // The choices are the options; only the prompt is part of the question.
      lines(childrenOf(node).filter((c) => nameOf(c) === 'qti-prompt'), spaceOf(node, mode), out);
      continue;
    }
    if (name === null || !BLOCKS.has(name)) {
      run.push(node);
      continue;
    }
    flush();
    const inner = childrenOf(node);
    const innerMode = spaceOf(node, mode);
    if (hasBlocks(inner)) lines(inner, innerMode, out);
    // A paragraph holding only the answer box is not a line of the question; an empty one is (a blank line).
    else if (!onlyInteraction(inner)) out.push(...inlineText(inner, innerMode).split('\n'));
  }
  flush();
}

/** The question text of an item body (its first and last blank lines dropped, each line's ends trimmed unless preserved). */
export function bodyText(body: XmlNode, inherited = false): string {
  const mode = spaceOf(body, { preserve: inherited });
  const out: string[] = [];
  lines(childrenOf(body), mode, out);
  const tidy = mode.preserve ? out : out.map((l) => l.trim());
  return tidy.join('\n').trim();
}

/** An option's text: its words on one line unless preserved. */
export function optionText(choice: XmlNode, inherited: boolean): string {
  const mode = spaceOf(choice, { preserve: inherited });
  const out: string[] = [];
  lines(childrenOf(choice), mode, out);
  return (mode.preserve ? out.join('\n') : out.map((l) => l.trim()).filter(Boolean).join(' ')).trim();
}
