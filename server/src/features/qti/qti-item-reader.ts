import {
  QTI_MESSAGES, QUESTION_MAX_MARKS, QUIZ_KINDS, QUIZ_MAX_ANSWERS, QUESTION_MAX_TAGS, normaliseAnswerText, parseAnswerNumber, questionInputSchema,
  type QuestionKind, type QuizKind,
} from '@prayog/contract';
import type { WrittenQuestion } from '../authoring';
import { MEDIA, bodyText, isInteraction, optionText } from './qti-body-text';
import type { OfferedItem } from './qti-package-reader';
import { allText, attr, descendants, elements, firstChild, nameOf, parseXml, type XmlNode } from './qti-xml';

/** A question as an import writes it: the authoring service's written question, new (no id). */
export type ReadQuestion = Omit<WrittenQuestion, 'id'>;
export type ReadItem =
  | { ok: true; identifier: string; quizKind: QuizKind; question: ReadQuestion }
  | { ok: false; identifier: string; reason: string };

/** Why an item is refused, as a value the reader returns (thrown only inside this file). */
class Refusal {
  constructor(readonly reason: string) {}
}
const refuse = (reason: string): never => {
  throw new Refusal(reason);
};

interface Declaration {
  cardinality: string;
  baseType: string;
  correct: string[];
  /** Mapping entries in order. */
  mapping: { key: string; value: number }[];
}

function declarations(root: XmlNode): Map<string, Declaration> {
  const found = new Map<string, Declaration>();
  for (const d of elements(root, 'qti-response-declaration')) {
    const correct = elements(firstChild(d, 'qti-correct-response') ?? d, 'qti-value').map((v) => allText(v).trim());
    const mapping = elements(firstChild(d, 'qti-mapping') ?? d, 'qti-map-entry')
      .map((e) => ({ key: attr(e, 'map-key') ?? '', value: Number(attr(e, 'mapped-value') ?? 0) }));
    found.set(attr(d, 'identifier') ?? '', {
      cardinality: attr(d, 'cardinality') ?? 'single', baseType: attr(d, 'base-type') ?? '',
      correct: firstChild(d, 'qti-correct-response') ? correct : [], mapping,
    });
  }
  return found;
}

/** The marks: SCORE's normal-maximum, else MAXSCORE's default, else the response mapping's upper bound, else 1. */
function marksOf(root: XmlNode): number {
  const outcomes = elements(root, 'qti-outcome-declaration');
  const score = outcomes.find((o) => attr(o, 'identifier') === 'SCORE');
  const max = outcomes.find((o) => attr(o, 'identifier') === 'MAXSCORE');
  const maxDefault = max && firstChild(firstChild(max, 'qti-default-value') ?? max, 'qti-value');
  const upper = descendants(root, (n) => n === 'qti-mapping').map((m) => attr(m, 'upper-bound')).find((v) => v !== undefined);
  const written = (score && attr(score, 'normal-maximum')) ?? (maxDefault ? allText(maxDefault).trim() : undefined) ?? upper;
  if (written === undefined) return 1;
  const marks = Number(written);
  return Number.isInteger(marks) && marks >= 1 && marks <= QUESTION_MAX_MARKS ? marks : refuse(QTI_MESSAGES.badMarks);
}

/** The numeric tolerance its response processing gives (qti-equal), 0 when it only matches. */
function toleranceOf(root: XmlNode): number {
  const rules = firstChild(root, 'qti-response-processing');
  const equal = rules && descendants(rules, (n) => n === 'qti-equal')[0];
  if (!equal) return 0;
  const mode = attr(equal, 'tolerance-mode') ?? 'exact';
  if (mode === 'exact') return 0;
  if (mode !== 'absolute') refuse(QTI_MESSAGES.relativeTolerance);
  const [below, above = below] = (attr(equal, 'tolerance') ?? '0').trim().split(/\s+/).map(Number);
  if (!Number.isFinite(below) || below < 0) refuse(QTI_MESSAGES.badNumber);
  if (below !== above) refuse(QTI_MESSAGES.unevenTolerance);
  return below;
}

function choiceQuestion(interaction: XmlNode, d: Declaration, preserve: boolean, declaredKind: string | undefined) {
  if (d.cardinality !== 'single' && d.cardinality !== 'multiple') refuse(QTI_MESSAGES.badCardinality);
  const choices = descendants(interaction, (n) => n === 'qti-simple-choice').map((c) => ({ id: attr(c, 'identifier') ?? '', text: optionText(c, preserve) }));
  if (choices.length > QUIZ_MAX_ANSWERS) refuse(QTI_MESSAGES.tooManyOptions);
  if (choices.length < 2) refuse(QTI_MESSAGES.tooFewOptions);
  // Some tools give only a mapping: its rewarded options are the right ones.
  const right = d.correct.length ? d.correct : d.mapping.filter((m) => m.value > 0).map((m) => m.key);
  if (right.length === 0) refuse(QTI_MESSAGES.noCorrectResponse);
  if (right.some((id) => !choices.some((c) => c.id === id))) refuse(QTI_MESSAGES.unknownCorrect);
  const maxChoices = Number(attr(interaction, 'max-choices') ?? 1);
  const single = d.cardinality === 'single' || maxChoices === 1;
  const kind: QuestionKind = declaredKind === 'true_false' && single ? 'true_false'
    : declaredKind === 'multiple' || !single ? 'multiple' : 'single';
  if (kind !== 'multiple' && right.length > 1) refuse(QTI_MESSAGES.oneCorrectOnly);
  return { kind, answers: choices.map((c) => ({ text: c.text, is_correct: right.includes(c.id) })) };
}

function textEntryQuestion(root: XmlNode, d: Declaration) {
  if (d.cardinality !== 'single') refuse(QTI_MESSAGES.badCardinality);
  if (d.baseType === 'float' || d.baseType === 'integer') {
    const written = d.correct[0] ?? d.mapping.find((m) => m.value > 0)?.key;
    if (written === undefined) return refuse(QTI_MESSAGES.noCorrectResponse);
    const number = parseAnswerNumber(written);
    if (number === null) return refuse(QTI_MESSAGES.badNumber);
    return { kind: 'numeric' as const, tolerance: toleranceOf(root), answers: [{ text: String(number), is_correct: true }] };
  }
  if (d.baseType !== 'string') refuse(QTI_MESSAGES.badBaseType);
  // Every rewarded mapping key in order, then any correct response not among them; each answer once.
  const accepted: string[] = [];
  for (const candidate of [...d.mapping.filter((m) => m.value > 0).map((m) => m.key), ...d.correct]) {
    const clean = candidate.trim();
    if (clean && !accepted.some((a) => normaliseAnswerText(a) === normaliseAnswerText(clean))) accepted.push(clean);
  }
  if (accepted.length === 0) refuse(QTI_MESSAGES.noCorrectResponse);
  return { kind: 'short_text' as const, answers: accepted.map((text) => ({ text, is_correct: true })) };
}

/** The manifest's keywords that make valid tags (1–40 characters), each once, at most QUESTION_MAX_TAGS. */
const usableTags = (tags: string[]) => [...new Set(tags.map((t) => t.trim()).filter((t) => t.length >= 1 && t.length <= 40))].slice(0, QUESTION_MAX_TAGS);

function readRoot(root: XmlNode, tags: string[]): { quizKind: QuizKind; question: ReadQuestion } {
  const name = nameOf(root);
  if (name === 'assessmentItem') refuse(QTI_MESSAGES.qti2);
  if (name !== 'qti-assessment-item') refuse(QTI_MESSAGES.notItem);
  if (elements(root, 'qti-template-declaration').length || firstChild(root, 'qti-template-processing')) refuse(QTI_MESSAGES.templates);
  const body = firstChild(root, 'qti-item-body');
  if (!body) return refuse(QTI_MESSAGES.noInteraction);
  const interactions = descendants(body, isInteraction);
  const unsupported = interactions.find((i) => nameOf(i) !== 'qti-choice-interaction' && nameOf(i) !== 'qti-text-entry-interaction');
  if (unsupported) refuse(QTI_MESSAGES.unsupportedInteraction.replace('{{interaction}}', nameOf(unsupported)!));
  if (interactions.length === 0) refuse(QTI_MESSAGES.noInteraction);
  if (interactions.length > 1) refuse(QTI_MESSAGES.severalInteractions);
  if (descendants(body, (n) => MEDIA.has(n)).length) refuse(QTI_MESSAGES.media);
  const preserve = attr(root, 'space') === 'preserve';
  const questionText = bodyText(body, preserve);
  if (!questionText) refuse(QTI_MESSAGES.noText);
  if (questionText.length > 5000) refuse(QTI_MESSAGES.longText);

  const interaction = interactions[0];
  const declaration = declarations(root).get(attr(interaction, 'response-identifier') ?? '');
  if (!declaration) return refuse(QTI_MESSAGES.noCorrectResponse);
  const bodyPreserve = attr(body, 'space') === 'preserve' || (attr(body, 'space') !== 'default' && preserve);
  const declaredKind = attr(body, 'data-prayog-kind');
  const read = nameOf(interaction) === 'qti-choice-interaction'
    ? { tolerance: null, ...choiceQuestion(interaction, declaration, bodyPreserve, declaredKind) }
    : textEntryQuestion(root, declaration);
  const question: ReadQuestion = { text: questionText, marks: marksOf(root), tags: usableTags(tags), tolerance: null, ...read };
  // The authoring rules have the last word: the same checks a question typed in the editor meets.
  const checked = questionInputSchema.safeParse(question);
  if (!checked.success) refuse(checked.error.issues[0].message);
  const declaredQuizKind = attr(body, 'data-prayog-quiz-kind');
  const quizKind = (QUIZ_KINDS as readonly string[]).includes(declaredQuizKind ?? '') ? declaredQuizKind as QuizKind : 'graded';
  return { quizKind, question };
}

/** One offered item read as a Prayog question, or the reason it cannot be one. */
export function readItem(offered: OfferedItem): ReadItem {
  let identifier = offered.source;
  try {
    if (offered.qti2) refuse(QTI_MESSAGES.qti2);
    if (offered.xml === null) refuse(QTI_MESSAGES.missingFile);
    const parsed = parseXml(offered.xml!);
    if ('problem' in parsed) return refuse(parsed.problem === 'entities' ? QTI_MESSAGES.entities : QTI_MESSAGES.notWellFormed);
    identifier = attr(parsed.root, 'identifier') || identifier;
    return { ok: true, identifier, ...readRoot(parsed.root, offered.tags) };
  } catch (err) {
    if (err instanceof Refusal) return { ok: false, identifier, reason: err.reason };
    throw err;
  }
}
