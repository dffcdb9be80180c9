/**
 * YouTube watch links cannot be framed; the same video in embed form can (spec 2 §2.1: "links in
 * the watch?v= form are converted to embed form"). Other addresses are returned unchanged. `privacyEnhanced` embeds
 * from youtube-nocookie.com, which sets no cookie until the video plays (a child's screen, issue 31 item 8).
 */
export function toEmbedUrl(url: string, { privacyEnhanced = false } = {}): string {
  let parsed: URL;
  try {
    parsed = new URL(url, window.location.origin);
  } catch {
    return url;
  }
  const linkHost = parsed.hostname.replace(/^(www\.|m\.)/, '');
  const id = linkHost === 'youtu.be'
    ? parsed.pathname.slice(1)
    : linkHost !== 'youtube.com' && linkHost !== 'youtube-nocookie.com' ? null
      : parsed.pathname === '/watch' ? parsed.searchParams.get('v')
        // An address already in embed form keeps its video; its host follows `privacyEnhanced`.
        : /^\/embed\/[\w-]+$/.test(parsed.pathname) ? parsed.pathname.slice('/embed/'.length) : null;
  if (!id || !/^[\w-]{6,20}$/.test(id)) return url;
  const start = parsed.searchParams.get('t') ?? parsed.searchParams.get('start');
  const seconds = start ? Number.parseInt(start, 10) : Number.NaN;
  const host = privacyEnhanced ? 'www.youtube-nocookie.com' : 'www.youtube.com';
  return `https://${host}/embed/${id}${Number.isFinite(seconds) && seconds > 0 ? `?start=${seconds}` : ''}`;
}

/**
 * An authored lesson's page (/api/content/lesson-pages/{id}/): served only with the token header, so the viewer fetches
 * it and frames it from a blob. The other course pages (simulators, practice quizzes) are public and framed by address.
 */
export const isTokenOnlyPage = (url: string): boolean => /^\/api\/content\/lesson-pages\/\d+\/$/.test(url);

export type DocumentKind = 'pdf' | 'word' | 'excel' | 'unsupported';

const KIND_BY_TYPE: Record<string, DocumentKind> = {
  'application/pdf': 'pdf',
  'application/msword': 'word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'word',
  'application/vnd.ms-excel': 'excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'excel',
};
const KIND_BY_EXTENSION: Record<string, DocumentKind> = { pdf: 'pdf', doc: 'word', docx: 'word', xls: 'excel', xlsx: 'excel' };

/** Which viewer a hint document needs, from the type the server sent (the file name when the type is generic). */
export function documentKind(contentType: string, filename?: string | null): DocumentKind {
  const type = contentType.split(';')[0].trim().toLowerCase();
  const byType = KIND_BY_TYPE[type];
  if (byType) return byType;
  if (type === 'application/octet-stream' && filename) {
    return KIND_BY_EXTENSION[filename.split('.').pop()?.toLowerCase() ?? ''] ?? 'unsupported';
  }
  return 'unsupported';
}
