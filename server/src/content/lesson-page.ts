/**
 * Renders a lesson as a complete, self-contained HTML page (inline CSS only, no scripts, no
 * external resources), designed to be read inside an iframe about 570px tall.
 */
import type { Language } from '@prayog/contract';
import { getLesson, type Lesson } from './catalogue';
import { courseLabels } from './course-labels';
import { contentSecurityPolicyFor, escapeHtml, htmlDocument } from './html';
import { simulatorTitles } from './simulators';
import { FONT_STACK } from './sims/shell';
import { subjectAccent } from './theme';
import { translatedLesson } from './translations';

/** The Content-Security-Policy that suits every lesson page: no scripts, nothing fetched. */
export const lessonPageContentSecurityPolicy = contentSecurityPolicyFor('');

const CSS = `
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; font-family: ${FONT_STACK}; font-size: 16px; line-height: 1.6; color: #1f2937; background: #f8fafc; }
.page { max-width: 760px; margin: 0 auto; padding: 16px 18px 28px; }
header.hero { background: var(--accent); color: #fff; border-radius: 14px; padding: 14px 18px 16px; }
.eyebrow { display: flex; flex-wrap: wrap; gap: 6px 10px; align-items: center; font-size: 13px; font-weight: 600; letter-spacing: .02em; text-transform: uppercase; opacity: .95; }
.pill { background: rgba(255,255,255,.2); border-radius: 999px; padding: 2px 10px; }
h1 { margin: 6px 0 4px; font-size: clamp(22px, 4.5vw, 30px); line-height: 1.2; }
.summary { margin: 0; font-size: 17px; opacity: .97; }
h2 { font-size: 20px; line-height: 1.3; margin: 24px 0 8px; padding-left: 10px; border-left: 4px solid var(--accent); color: #0f172a; }
p { margin: 0 0 10px; }
.card { background: #fff; border: 1px solid #e2e8f0; border-radius: 12px; padding: 4px 16px 12px; margin-top: 14px; }
.card h2 { margin-top: 14px; }
table { width: 100%; border-collapse: collapse; font-size: 15px; }
th, td { text-align: left; vertical-align: top; padding: 8px 10px; border-bottom: 1px solid #e2e8f0; }
th { font-size: 13px; text-transform: uppercase; letter-spacing: .03em; color: #475569; }
td.term { font-weight: 700; color: var(--accent); width: 34%; }
tbody tr:nth-child(odd) { background: #f8fafc; }
.activity { background: var(--tint); border-color: transparent; }
.needs { margin: 0 0 8px; }
.needs ul { margin: 4px 0 0; padding-left: 20px; }
ol.steps { list-style: none; counter-reset: step; margin: 8px 0 0; padding: 0; }
ol.steps li { counter-increment: step; position: relative; padding: 2px 0 8px 40px; }
ol.steps li::before { content: counter(step); position: absolute; left: 0; top: 0; width: 28px; height: 28px; border-radius: 50%; background: var(--accent); color: #fff; font-weight: 700; font-size: 14px; display: flex; align-items: center; justify-content: center; }
.sim-note { margin-top: 14px; font-size: 14px; color: #475569; }
.sim-note b { color: #0f172a; }
@media (max-width: 520px) { .page { padding: 10px 10px 20px; } td.term { width: 40%; } th, td { padding: 6px; } }
@media print { body { background: #fff; } .page { max-width: none; } }
`;

/** Mixes a hex colour with white; `amount` 0 gives white, 1 the colour itself. */
function tint(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number): number => Math.round(255 - (255 - c) * amount);
  return `rgb(${mix((n >> 16) & 255)}, ${mix((n >> 8) & 255)}, ${mix(n & 255)})`;
}

/** The lesson's text, escaped, in the pieces both renderings below are made of. */
function lessonParts(lesson: Lesson, simulators: Readonly<Record<Lesson['simulator'], string>> = simulatorTitles) {
  const e = escapeHtml;
  return {
    sections: lesson.sections.map((s) => ({ heading: e(s.heading), paragraphs: s.paragraphs.map((p) => `<p>${e(p)}</p>`).join('\n') })),
    terms: lesson.keyTerms.map((t) => ({ term: e(t.term), meaning: e(t.meaning) })),
    materials: lesson.activity.materials.map((m) => `<li>${e(m)}</li>`).join(''),
    steps: lesson.activity.steps.map((s) => `<li>${e(s)}</li>`).join('\n'),
    simulator: e(simulators[lesson.simulator]),
  };
}

const termsHead = (term: string, meaning: string) => `<thead><tr><th scope="col">${term}</th><th scope="col">${meaning}</th></tr></thead>`;
const TERMS_HEAD = termsHead('Term', 'Meaning');

/**
 * The lesson's text as the rich text an authored lesson stores (lessons.content_html): plain semantic markup with no
 * classes or styles, which the authoring sanitiser keeps as it is. The seed loads the demo lessons with it, so their
 * Content tab is the authored lesson page and an administrator can edit the text. The page's header carries the
 * lesson's name, so the text starts with the summary. In another `language` it is the lesson's translation
 * (translations.ts) with that language's fixed words (course-labels.ts), the version the seed stores beside the
 * English; a lesson not translated into it is rendered in English, words and all.
 */
export function lessonContentHtml(subjectSlug: string, position: number, language: Language = 'en'): string {
  const translated = language === 'en' ? undefined : translatedLesson(language, subjectSlug, position);
  const { lesson } = translated ?? getLesson(subjectSlug, position);
  const words = courseLabels(translated ? language : 'en');
  const p = lessonParts(lesson, words.simulators);
  const e = escapeHtml;
  return `<p><strong>${e(lesson.summary)}</strong></p>
${p.sections.map((s) => `<h2>${s.heading}</h2>\n${s.paragraphs}`).join('\n')}
<h2>${e(words.keyTerms)}</h2>
<table>
${termsHead(e(words.term), e(words.meaning))}
<tbody>
${p.terms.map((t) => `<tr><td><strong>${t.term}</strong></td><td>${t.meaning}</td></tr>`).join('\n')}
</tbody>
</table>
<h2>${e(words.activity(lesson.activity.title))}</h2>
<p><strong>${e(words.youWillNeed)}</strong></p>
<ul>${p.materials}</ul>
<ol>
${p.steps}
</ol>
<p><small>${e(words.simulatorNote)} <strong>${p.simulator}</strong></small></p>`;
}

/**
 * Returns the full HTML page for lesson `position` (1..8) of subject `subjectSlug`: the built-in page, which links
 * made before the demo lessons became authored lessons still open.
 * Throws ContentNotFoundError (from ./catalogue) for an unknown subject or position, so a route
 * can answer 404; use findLesson() first if you prefer not to catch.
 */
export function renderLessonPage(subjectSlug: string, position: number): string {
  const { subject, lesson } = getLesson(subjectSlug, position);
  const accent = subjectAccent(subject.slug);
  const e = escapeHtml;
  const p = lessonParts(lesson);

  const sections = p.sections.map((s) => `<section>\n<h2>${s.heading}</h2>\n${s.paragraphs}\n</section>`).join('\n');
  const terms = p.terms.map((t) => `<tr><td class="term">${t.term}</td><td>${t.meaning}</td></tr>`).join('\n');

  return htmlDocument({
    title: `Lesson ${lesson.position}: ${lesson.name} · ${subject.name}`,
    style: `:root { --accent: ${accent}; --tint: ${tint(accent, 0.08)}; }${CSS}`,
    body: `<main class="page">
<header class="hero">
<div class="eyebrow"><span class="pill">${e(subject.name)}</span><span>Lesson ${lesson.position} of ${subject.lessons.length}</span></div>
<h1>${e(lesson.name)}</h1>
<p class="summary">${e(lesson.summary)}</p>
</header>
${sections}
<div class="card">
<h2>Key terms</h2>
<table>
${TERMS_HEAD}
<tbody>
${terms}
</tbody>
</table>
</div>
<div class="card activity">
<h2>Activity: ${e(lesson.activity.title)}</h2>
<div class="needs"><b>You will need:</b><ul>${p.materials}</ul></div>
<ol class="steps">
${p.steps}
</ol>
</div>
<p class="sim-note">Simulator for this lesson: <b>${p.simulator}</b></p>
</main>`,
  });
}
