/**
 * The Quiz tab of the lesson viewer when it practises in the browser: a self-contained HTML page (inline CSS and one
 * inline script, nothing fetched) that checks each answer, shows the right one and counts the score. One builder for
 * both kinds of lesson: the course's own (its key terms, features/content) and the authored ones (their practice quiz,
 * features/authoring). The page carries its answer key, so it is only ever made from material a student may see
 * answered (ADR 0022).
 */
import { contentSecurityPolicyFor, escapeHtml, htmlDocument } from './html';
import { scriptFontFaces } from './fonts';
import { FONT_STACK } from './sims/shell';

/**
 * One question: its prompt and, by kind (ADR 0041), its options in the order shown with the right one (single choice,
 * true/false) or the right ones (multiple select: right only when exactly those are chosen), or a typed answer — a
 * number within a tolerance, or a text matching an accepted one once normalised (`accepted` already normalised with
 * normaliseAnswerText, which the page's script repeats for what is typed). `display` is the answer as shown.
 */
export type PracticeQuestion =
  | { prompt: string; options: readonly string[]; correct: number }
  | { prompt: string; options: readonly string[]; correct: readonly number[]; multiple: true }
  | { prompt: string; typed: 'number'; answer: number; tolerance: number; display: string }
  | { prompt: string; typed: 'text'; accepted: readonly string[]; display: string };

/**
 * The page's own words (the authored lessons' frames give them in the reader's language, ADR 0044; English
 * otherwise). `{lesson}`, `{n}`, `{right}` and `{total}` are filled in; the script reads its words from the form.
 */
export interface PracticePageWords {
  lesson: string;
  checkYourself: string;
  checkAnswers: string;
  tryAgain: string;
  correct: string;
  notAnswered: string;
  notQuite: string;
  answerIs: string;
  score: string;
}

export const ENGLISH_PRACTICE_WORDS: PracticePageWords = {
  lesson: 'Lesson {n}', checkYourself: 'Check yourself: {lesson}', checkAnswers: 'Check answers', tryAgain: 'Try again', correct: 'Correct!',
  notAnswered: 'Not answered. ', notQuite: 'Not quite. ', answerIs: 'The answer is: ', score: 'You got {right} of {total} right.',
};

export interface PracticeQuizPage {
  subject: string;
  lesson: string;
  position: number;
  /** The header's colour: the subject's accent. */
  accent: string;
  /** One line above the questions: what to do. */
  intro: string;
  questions: readonly PracticeQuestion[];
  /** The page's words; English when left out. */
  words?: PracticePageWords;
  /** The language of the page's text (its `lang`); English when left out. */
  lang?: string;
  /** A short line above the questions (that they are shown in English, say); none when left out. */
  note?: string;
}

const CSS = `
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
html, body { margin: 0; }
body { font-family: ${FONT_STACK}; font-size: 16px; line-height: 1.5; color: #1f2937; background: #f8fafc; }
.page { max-width: 760px; margin: 0 auto; padding: 14px 16px 24px; }
header { background: var(--accent); color: #fff; border-radius: 14px; padding: 12px 16px; }
header p { margin: 0; font-size: 13px; font-weight: 600; text-transform: uppercase; letter-spacing: .02em; opacity: .95; }
h1 { margin: 4px 0 2px; font-size: clamp(20px, 4.5vw, 26px); line-height: 1.25; }
.intro { margin: 12px 0; color: #334155; }
fieldset { background: #fff; border: 1px solid #e2e8f0; border-radius: 12px; margin: 0 0 12px; padding: 10px 14px 12px; }
fieldset.right { border-color: #16a34a; background: #f0fdf4; }
fieldset.wrong { border-color: #dc2626; background: #fef2f2; }
/* A floated legend sits inside the box instead of cutting its border, even over two lines. */
legend { float: left; width: 100%; font-weight: 700; padding: 0; margin: 0 0 6px; }
legend + * { clear: both; }
label { display: flex; gap: 10px; align-items: flex-start; padding: 6px 4px; border-radius: 8px; cursor: pointer; }
label:hover { background: #f1f5f9; }
input[type=text] { font: inherit; width: 100%; max-width: 320px; padding: 8px 10px; border: 1px solid #94a3b8; border-radius: 8px; }
input[type=radio], input[type=checkbox] { margin-top: 4px; width: 18px; height: 18px; accent-color: var(--accent); flex: none; }
.feedback { margin: 6px 4px 0; font-weight: 600; min-height: 1.2em; }
.right .feedback { color: #15803d; }
.wrong .feedback { color: #b91c1c; }
.actions { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; }
button { font: inherit; font-weight: 600; border-radius: 8px; padding: 8px 14px; min-height: 40px; cursor: pointer; border: 1px solid #cbd5e1; background: #fff; color: #1f2937; }
button.primary { background: var(--accent); border-color: var(--accent); color: #fff; }
button:focus-visible, input:focus-visible { outline: 3px solid #fbbf24; outline-offset: 2px; }
.score { font-weight: 700; font-size: 17px; }
.note { margin: 12px 0 0; padding: 8px 12px; border-radius: 10px; background: #fef9c3; color: #713f12; font-size: 14px; }
`;

// The answer key and the words are read from data attributes, so the script, and the hash the policy pins, is the same
// for every page in every language.
const SCRIPT = `
(function () {
  var form = document.getElementById('check');
  var score = document.getElementById('score');
  function word(name) { return form.getAttribute('data-' + name) || ''; }
  var sets = Array.prototype.slice.call(form.querySelectorAll('fieldset'));
  // The same rules as the server's marking (question-kinds.ts): Devanagari and Bengali digits and grouping commas in numbers;
  // typed text compared in Unicode NFC without joiners, case, extra spaces or a final full stop or danda.
  function number(text) {
    var ascii = text.trim().replace(/[\\u0966-\\u096F]/g, function (d) { return String(d.charCodeAt(0) - 0x0966); })
      .replace(/[\\u09E6-\\u09EF]/g, function (d) { return String(d.charCodeAt(0) - 0x09E6); })
      .replace(/\\s/g, '').replace(/(\\d),(?=\\d)/g, '$1');
    return /^[+-]?(\\d+(\\.\\d*)?|\\.\\d+)$/.test(ascii) ? Number(ascii) : NaN;
  }
  function normalise(text) {
    return text.normalize('NFC').replace(/[\\u200B-\\u200D\\uFEFF]/g, '').toLocaleLowerCase('en').replace(/\\s+/g, ' ').trim()
      .replace(/\\s*[.\\u0964\\u0965]+$/, '').trim();
  }
  function verdict(set) {
    var kind = set.getAttribute('data-kind');
    var answer = set.getAttribute('data-answer');
    if (kind === 'number' || kind === 'text') {
      var typed = set.querySelector('input').value;
      if (typed.trim() === '') return null;
      if (kind === 'text') return JSON.parse(answer).indexOf(normalise(typed)) >= 0;
      return Math.abs(number(typed) - Number(answer)) <= Number(set.getAttribute('data-tolerance')) + 1e-9;
    }
    var chosen = Array.prototype.slice.call(set.querySelectorAll('input:checked')).map(function (i) { return i.value; });
    if (chosen.length === 0) return null;
    return chosen.sort().join(',') === answer.split(',').sort().join(',');
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var right = 0;
    sets.forEach(function (set) {
      var ok = verdict(set);
      if (ok) right += 1;
      set.className = ok ? 'right' : 'wrong';
      set.querySelector('.feedback').textContent = ok
        ? word('correct')
        : word(ok === null ? 'not-answered' : 'not-quite') + word('answer-is') + set.getAttribute('data-text');
    });
    score.textContent = word('score').replace('{right}', String(right)).replace('{total}', String(sets.length));
  });
  form.addEventListener('reset', function () {
    sets.forEach(function (set) { set.className = ''; set.querySelector('.feedback').textContent = ''; });
    score.textContent = '';
  });
})();
`;

/** Every practice page runs the same script, so they share one policy. */
export const practiceQuizContentSecurityPolicy = contentSecurityPolicyFor(`<script>${SCRIPT}</script>`);

export function renderPracticeQuizPage(page: PracticeQuizPage): string {
  const e = escapeHtml;
  const w = page.words ?? ENGLISH_PRACTICE_WORDS;
  const lessonLabel = w.lesson.replace('{n}', String(page.position));
  const heading = w.checkYourself.replace('{lesson}', () => page.lesson);
  const scriptWords = ([['correct', w.correct], ['not-answered', w.notAnswered], ['not-quite', w.notQuite], ['answer-is', w.answerIs], ['score', w.score]] as const)
    .map(([name, text]) => ` data-${name}="${e(text)}"`).join('');
  const fieldsets = page.questions.map((q, qi) => {
    const legend = `<legend id="q${qi}-legend">${qi + 1}. ${e(q.prompt)}</legend>`;
    const feedback = '<p class="feedback" aria-live="polite"></p>';
    if ('typed' in q) {
      const answer = q.typed === 'text' ? JSON.stringify(q.accepted) : String(q.answer);
      const tolerance = q.typed === 'number' ? ` data-tolerance="${q.tolerance}"` : '';
      return `<fieldset data-kind="${q.typed}" data-answer="${e(answer)}"${tolerance} data-text="${e(q.display)}">
${legend}
<input type="text" name="q${qi}" aria-labelledby="q${qi}-legend" autocomplete="off"${q.typed === 'number' ? ' inputmode="decimal"' : ''}>
${feedback}
</fieldset>`;
    }
    const many = 'multiple' in q;
    const right = many ? q.correct : [q.correct];
    const options = q.options.map((text, oi) =>
      `<label><input type="${many ? 'checkbox' : 'radio'}" name="q${qi}" value="${oi}"><span>${e(text)}</span></label>`).join('\n');
    return `<fieldset data-kind="${many ? 'many' : 'one'}" data-answer="${right.join(',')}" data-text="${e(right.map((i) => q.options[i] ?? '').join('; '))}">
${legend}
${options}
${feedback}
</fieldset>`;
  }).join('\n');
  return htmlDocument({
    title: `${heading} · ${page.subject}`,
    style: `${scriptFontFaces()}\n:root { --accent: ${page.accent}; }${CSS}`,
    body: `<main class="page"${page.lang ? ` lang="${e(page.lang)}"` : ''}>
<header><p>${e(page.subject)} · ${e(lessonLabel)}</p><h1>${e(heading)}</h1></header>
${page.note ? `<p class="note" role="note">${e(page.note)}</p>\n` : ''}<p class="intro">${page.intro}</p>
<form id="check"${scriptWords}>
${fieldsets}
<div class="actions"><button type="submit" class="primary">${e(w.checkAnswers)}</button><button type="reset">${e(w.tryAgain)}</button><span id="score" class="score" aria-live="polite"></span></div>
</form>
</main>
<script>${SCRIPT}</script>`,
  });
}
