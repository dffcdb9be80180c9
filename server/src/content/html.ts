import { createHash } from 'node:crypto';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for use in HTML element content and in quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/**
 * The frame every self-contained page shares (lesson pages, simulators, practice quizzes).
 * `title` is plain text (escaped here); `style` and `body` are trusted markup.
 */
export function htmlDocument(parts: { title: string; style: string; body: string }): string {
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(parts.title)}</title>
<style>${parts.style}</style>
</head>
<body>
${parts.body}
</body>
</html>
`;
}

/**
 * A Content-Security-Policy for one of our self-contained documents: nothing may be loaded from
 * anywhere, inline styles are allowed, and only the document's own inline <script> blocks may run
 * (pinned by their SHA-256 hashes). Documents without scripts get `script-src 'none'`.
 */
export function contentSecurityPolicyFor(html: string): string {
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1] ?? '', 'utf8').digest('base64')}'`,
  );
  return [
    "default-src 'none'",
    `script-src ${hashes.length > 0 ? hashes.join(' ') : "'none'"}`,
    "style-src 'unsafe-inline'",
    'img-src data:',
    // The course's own Devanagari and Bengali faces (fonts.ts), from the server itself.
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}
