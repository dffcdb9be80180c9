/**
 * YouTube watch links cannot be framed; the same video in embed form can (spec 2 §2.1: "links in
 * the watch?v= form are converted to embed form"). Other addresses are returned unchanged.
 */
export function toEmbedUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, window.location.origin);
  } catch {
    return url;
  }
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  const id = host === 'youtu.be'
    ? parsed.pathname.slice(1)
    : (host === 'youtube.com' || host === 'youtube-nocookie.com') && parsed.pathname === '/watch'
      ? parsed.searchParams.get('v')
      : null;
  if (!id || !/^[\w-]{6,20}$/.test(id)) return url;
  const start = parsed.searchParams.get('t') ?? parsed.searchParams.get('start');
  const seconds = start ? Number.parseInt(start, 10) : Number.NaN;
  return `https://www.youtube.com/embed/${id}${Number.isFinite(seconds) && seconds > 0 ? `?start=${seconds}` : ''}`;
}

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
