import { createHash } from 'node:crypto';
import { answerMatchKey, type BankQuestion } from '@prayog/contract';
import { el, text, xmlDocument, type XmlNode } from './qti-xml';

/**
 * One bank question as a QTI 3.0 qti-assessment-item (ADR 0043):
 * - single and true/false: a choice interaction, max-choices 1, matched against the correct response;
 * - multiple: max-choices 0, scored by map-response: each right option +marks/n, each wrong one −marks/n (n the right
 *   options), bounded to 0..marks — Prayog's rule (right chosen − wrong chosen) / n, never below zero;
 * - numeric: a float text entry, right when qti-equal with tolerance-mode absolute holds;
 * - short text: a string text entry, scored by a case-insensitive mapping of every accepted answer (Prayog also
 *   ignores spacing and normalises Devanagari, which QTI cannot say).
 * The marks are SCORE's normal-maximum and MAXSCORE's default; the kind and the quiz kind ride on the item body as
 * data-prayog-* attributes (QTI 3 allows data-* on body elements), the tags in the manifest as LOM keywords.
 */

export const QTI_NAMESPACE = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
const SCHEMA_LOCATION = `${QTI_NAMESPACE} https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_asiv3p0_v1p0.xsd`;
const RESPONSE = 'RESPONSE';
const OPTION_IDS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'];

/**
 * An item's identifier from its text, so exporting the same bank again gives the same package whatever its ids (the
 * bank holds each text once, so no two items share one).
 */
export function itemIdentifier(questionText: string): string {
  return `item-${createHash('sha256').update(questionText).digest('hex').slice(0, 20)}`;
}

const float = (n: number) => String(Number(n.toFixed(6)));
const value = (v: string) => el('qti-value', {}, [text(v)]);
const baseValue = (n: number) => el('qti-base-value', { 'base-type': 'float' }, [text(float(n))]);
const variable = el('qti-variable', { identifier: RESPONSE });
const setScore = (expression: XmlNode) => el('qti-set-outcome-value', { identifier: 'SCORE' }, [expression]);

/** Full marks when the condition holds; SCORE stays at its default 0 otherwise. */
const scoreWhen = (condition: XmlNode, marks: number) => el('qti-response-processing', {}, [
  el('qti-response-condition', {}, [el('qti-response-if', {}, [condition, setScore(baseValue(marks))])]),
]);
/** The map_response rule: nothing answered scores 0, else the mapping's sum (within its bounds). */
const mapResponse = el('qti-response-processing', {}, [
  el('qti-response-condition', {}, [
    el('qti-response-if', {}, [el('qti-is-null', {}, [variable]), setScore(baseValue(0))]),
    el('qti-response-else', {}, [setScore(el('qti-map-response', { identifier: RESPONSE }))]),
  ]),
]);

function interactionAndRules(q: BankQuestion) {
  const marks = q.marks;
  if (q.kind === 'numeric') {
    const answer = answerMatchKey('numeric', q.answers[0]?.text ?? '') ?? '0';
    const tolerance = float(q.tolerance ?? 0);
    return {
      declaration: el('qti-response-declaration', { identifier: RESPONSE, cardinality: 'single', 'base-type': 'float' }, [el('qti-correct-response', {}, [value(answer)])]),
      interaction: el('p', {}, [el('qti-text-entry-interaction', { 'response-identifier': RESPONSE, 'expected-length': 12 })]),
      rules: scoreWhen(el('qti-equal', { 'tolerance-mode': 'absolute', tolerance: `${tolerance} ${tolerance}`, 'include-lower-bound': 'true', 'include-upper-bound': 'true' }, [
        variable, el('qti-correct', { identifier: RESPONSE }),
      ]), marks),
    };
  }
  if (q.kind === 'short_text') {
    const accepted = q.answers.map((a) => a.text);
    return {
      declaration: el('qti-response-declaration', { identifier: RESPONSE, cardinality: 'single', 'base-type': 'string' }, [
        el('qti-correct-response', {}, [value(accepted[0] ?? '')]),
        el('qti-mapping', { 'default-value': 0, 'lower-bound': 0, 'upper-bound': marks },
          accepted.map((a) => el('qti-map-entry', { 'map-key': a, 'mapped-value': marks, 'case-sensitive': 'false' }))),
      ]),
      interaction: el('p', {}, [el('qti-text-entry-interaction', { 'response-identifier': RESPONSE, 'expected-length': 20 })]),
      rules: mapResponse,
    };
  }
  const options = q.answers.map((a, i) => ({ id: OPTION_IDS[i], ...a }));
  const right = options.filter((o) => o.is_correct);
  const multiple = q.kind === 'multiple';
  const mapping = multiple ? [el('qti-mapping', { 'default-value': 0, 'lower-bound': 0, 'upper-bound': marks },
    options.map((o) => el('qti-map-entry', { 'map-key': o.id, 'mapped-value': float((o.is_correct ? marks : -marks) / Math.max(right.length, 1)) })))] : [];
  return {
    declaration: el('qti-response-declaration', { identifier: RESPONSE, cardinality: multiple ? 'multiple' : 'single', 'base-type': 'identifier' }, [
      el('qti-correct-response', {}, right.map((o) => value(o.id))), ...mapping,
    ]),
    interaction: el('qti-choice-interaction', { 'response-identifier': RESPONSE, 'max-choices': multiple ? 0 : 1, shuffle: 'false' },
      options.map((o) => el('qti-simple-choice', { identifier: o.id }, [text(o.text)]))),
    rules: multiple ? mapResponse : scoreWhen(el('qti-match', {}, [variable, el('qti-correct', { identifier: RESPONSE })]), marks),
  };
}

/** The item's XML document. */
export function itemXml(q: BankQuestion): string {
  const { declaration, interaction, rules } = interactionAndRules(q);
  const stem = q.text.split(/\r?\n/).map((line) => el('p', {}, line === '' ? [] : [text(line)]));
  return xmlDocument(el('qti-assessment-item', {
    xmlns: QTI_NAMESPACE, 'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance', 'xsi:schemaLocation': SCHEMA_LOCATION,
    identifier: itemIdentifier(q.text), title: q.text.replace(/\s+/g, ' ').slice(0, 100), adaptive: 'false', 'time-dependent': 'false',
  }, [
    declaration,
    el('qti-outcome-declaration', { identifier: 'SCORE', cardinality: 'single', 'base-type': 'float', 'normal-maximum': q.marks, 'normal-minimum': 0 }, [
      el('qti-default-value', {}, [value('0')]),
    ]),
    el('qti-outcome-declaration', { identifier: 'MAXSCORE', cardinality: 'single', 'base-type': 'float' }, [el('qti-default-value', {}, [value(String(q.marks))])]),
    el('qti-item-body', { 'xml:space': 'preserve', 'data-prayog-kind': q.kind, 'data-prayog-quiz-kind': q.quiz_kind }, [...stem, interaction]),
    rules,
  ]));
}
