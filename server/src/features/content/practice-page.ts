/**
 * The Quiz tab of the lesson viewer: a self-check on the lesson's key terms, as one self-contained
 * HTML page (inline CSS and one inline script, nothing fetched).
 *
 * Why key terms and not the catalogue's questions: the catalogue's questions are the ones the
 * seeded assessments ask, and correct answers must never reach a student's browser before an
 * assessment is submitted (ARCHITECTURE §4). The key terms and their meanings are already on the
 * lesson's content page, so a page that checks them in the browser gives nothing away.
 */
import { findLesson } from '../../content/catalogue';
import { contentSecurityPolicyFor, escapeHtml, htmlDocument } from '../../content/html';
import { FONT_STACK } from '../../content/sims/shell';
import { subjectAccent } from '../../content/theme';

const CSS = `
*, *::before, *::after { box-sizing: border-box; }
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

// Reads the answer key from data attributes, so the script is the same for every lesson and its
// CSP hash never changes.
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
        : (chosen === null ? 'Not answered. ' : 'Not quite. ') + 'The answer is: ' + set.getAttribute('data-term');
    });
    score.textContent = 'You got ' + right + ' of ' + sets.length + ' right.';
  });
  form.addEventListener('reset', function () {
    sets.forEach(function (set) { set.className = ''; set.querySelector('.feedback').textContent = ''; });
    score.textContent = '';
  });
})();
`;

/** The self-check page of a lesson, or null for an unknown subject or position. */
export function renderPracticePage(subjectSlug: string, position: number): string | null {
  const found = findLesson(subjectSlug, position);
  if (!found) return null;
  const { subject, lesson } = found;
  const e = escapeHtml;
  // Options in alphabetical order, the same for every question, so the answer's place varies.
  const terms = lesson.keyTerms.map((k) => k.term).sort((a, b) => a.localeCompare(b, 'en'));
  const questions = lesson.keyTerms.map((k, qi) => {
    const options = terms.map((term, oi) => `<label><input type="radio" name="q${qi}" value="${oi}"><span>${e(term)}</span></label>`).join('\n');
    return `<fieldset data-answer="${terms.indexOf(k.term)}" data-term="${e(k.term)}">
<legend>${qi + 1}. Which term means: “${e(k.meaning)}”</legend>
${options}
<p class="feedback" aria-live="polite"></p>
</fieldset>`;
  }).join('\n');

  return htmlDocument({
    title: `Check yourself: ${lesson.name} · ${subject.name}`,
    style: `:root { --accent: ${subjectAccent(subject.slug)}; }${CSS}`,
    body: `<main class="page">
<header><p>${e(subject.name)} · Lesson ${lesson.position}</p><h1>Check yourself: ${e(lesson.name)}</h1></header>
<p class="intro">Pick the key term that matches each meaning, then press <b>Check answers</b>. This practice is not marked.</p>
<form id="check">
${questions}
<div class="actions"><button type="submit" class="primary">Check answers</button><button type="reset">Try again</button><span id="score" class="score" aria-live="polite"></span></div>
</form>
</main>
<script>${SCRIPT}</script>`,
  });
}

/** Every practice page runs the same script, so they share one policy. */
export const practicePageContentSecurityPolicy = contentSecurityPolicyFor(`<script>${SCRIPT}</script>`);
