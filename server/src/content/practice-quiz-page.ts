/**
 * The Quiz tab of the lesson viewer when it practises in the browser: a self-contained HTML page (inline CSS and one
 * inline script, nothing fetched) that checks each answer, shows the right one and counts the score. One builder for
 * both kinds of lesson: the course's own (its key terms, features/content) and the authored ones (their practice quiz,
 * features/authoring). The page carries its answer key, so it is only ever made from material a student may see
 * answered (ADR 0022).
 */
import { contentSecurityPolicyFor, escapeHtml, htmlDocument } from './html';
import { FONT_STACK } from './sims/shell';

/** One question: its prompt, its options in the order shown, and which of them is right. */
export interface PracticeQuestion {
  prompt: string;
  options: readonly string[];
  correct: number;
}

export interface PracticeQuizPage {
  subject: string;
  lesson: string;
  position: number;
  /** The header's colour: the subject's accent. */
  accent: string;
  /** One line above the questions: what to do. */
  intro: string;
  questions: readonly PracticeQuestion[];
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
input[type=radio] { margin-top: 4px; width: 18px; height: 18px; accent-color: var(--accent); flex: none; }
.feedback { margin: 6px 4px 0; font-weight: 600; min-height: 1.2em; }
.right .feedback { color: #15803d; }
.wrong .feedback { color: #b91c1c; }
.actions { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; }
button { font: inherit; font-weight: 600; border-radius: 8px; padding: 8px 14px; min-height: 40px; cursor: pointer; border: 1px solid #cbd5e1; background: #fff; color: #1f2937; }
button.primary { background: var(--accent); border-color: var(--accent); color: #fff; }
button:focus-visible, input:focus-visible { outline: 3px solid #fbbf24; outline-offset: 2px; }
.score { font-weight: 700; font-size: 17px; }
`;

// The answer key is read from data attributes, so the script, and the hash the policy pins, is the same for every page.
const SCRIPT = `
(function () {
  var form = document.getElementById('check');
  var score = document.getElementById('score');
  var sets = Array.prototype.slice.call(form.querySelectorAll('fieldset'));
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var right = 0;
    sets.forEach(function (set) {
      var chosen = set.querySelector('input:checked');
      var ok = chosen !== null && chosen.value === set.getAttribute('data-answer');
      if (ok) right += 1;
      set.className = ok ? 'right' : 'wrong';
      set.querySelector('.feedback').textContent = ok
        ? 'Correct!'
        : (chosen === null ? 'Not answered. ' : 'Not quite. ') + 'The answer is: ' + set.getAttribute('data-text');
    });
    score.textContent = 'You got ' + right + ' of ' + sets.length + ' right.';
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
  const fieldsets = page.questions.map((q, qi) => {
    const options = q.options.map((text, oi) => `<label><input type="radio" name="q${qi}" value="${oi}"><span>${e(text)}</span></label>`).join('\n');
    return `<fieldset data-answer="${q.correct}" data-text="${e(q.options[q.correct] ?? '')}">
<legend>${qi + 1}. ${e(q.prompt)}</legend>
${options}
<p class="feedback" aria-live="polite"></p>
</fieldset>`;
  }).join('\n');
  return htmlDocument({
    title: `Check yourself: ${page.lesson} · ${page.subject}`,
    style: `:root { --accent: ${page.accent}; }${CSS}`,
    body: `<main class="page">
<header><p>${e(page.subject)} · Lesson ${page.position}</p><h1>Check yourself: ${e(page.lesson)}</h1></header>
<p class="intro">${page.intro}</p>
<form id="check">
${fieldsets}
<div class="actions"><button type="submit" class="primary">Check answers</button><button type="reset">Try again</button><span id="score" class="score" aria-live="polite"></span></div>
</form>
</main>
<script>${SCRIPT}</script>`,
  });
}
