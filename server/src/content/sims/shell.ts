import { escapeHtml, htmlDocument } from '../html';

/**
 * System font stack, after the course's Devanagari and Bengali faces (content/fonts.ts): a page that declares them
 * (lesson text, practice pages) draws those scripts in them; the simulators declare none and download no font.
 */
export const FONT_STACK =
  "'Prayog Script', " + 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, Cantarell, "Helvetica Neue", Arial, sans-serif';

const BASE_CSS = `
*, *::before, *::after { box-sizing: border-box; }
html, body { margin: 0; }
body { font-family: ${FONT_STACK}; font-size: 15px; line-height: 1.4; color: #1f2937; background: #f8fafc; }
header.sim-head { display: flex; align-items: baseline; flex-wrap: wrap; gap: 4px 12px; padding: 8px 14px; background: var(--accent); color: #fff; }
header.sim-head h1 { margin: 0; font-size: 17px; }
header.sim-head p { margin: 0; font-size: 13px; opacity: .92; }
main { padding: 10px 14px 14px; }
button { font: inherit; font-size: 14px; border: 1px solid #cbd5e1; background: #fff; color: #1f2937; border-radius: 8px; padding: 6px 10px; cursor: pointer; min-height: 34px; }
button:hover { background: #f1f5f9; }
button:focus-visible, input:focus-visible, select:focus-visible { outline: 3px solid #fbbf24; outline-offset: 1px; }
button:disabled { opacity: .45; cursor: not-allowed; }
button.primary { background: var(--accent); border-color: var(--accent); color: #fff; font-weight: 600; }
button.primary:hover { filter: brightness(1.08); }
button.pressed { background: var(--accent); color: #fff; border-color: var(--accent); }
.panel { background: #fff; border: 1px solid #e2e8f0; border-radius: 12px; padding: 10px 12px; }
.msg { min-height: 1.4em; font-weight: 600; }
.msg.good { color: #15803d; }
.msg.bad { color: #b91c1c; }
.muted { color: #64748b; font-size: 13px; }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

export interface SimulatorParts {
  title: string;
  /** One short line telling the student what to do. */
  tagline: string;
  accent: string;
  css: string;
  body: string;
  /** Plain JavaScript; runs at the end of <body>. Must not use inline event attributes. */
  script: string;
}

/** Wraps a simulator's parts into a complete, self-contained HTML document. */
export function simulatorDocument(parts: SimulatorParts): string {
  return htmlDocument({
    title: `${parts.title} · Prayog simulator`,
    style: `:root { --accent: ${parts.accent}; }${BASE_CSS}${parts.css}`,
    body: `<header class="sim-head"><h1>${escapeHtml(parts.title)}</h1><p>${escapeHtml(parts.tagline)}</p></header>
<main>
${parts.body}
</main>
<script>${parts.script}</script>`,
  });
}
