import sanitizeHtml from 'sanitize-html';

/** YouTube's embed players: the only frames lesson content may hold. */
const YOUTUBE_EMBED = /^https:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/[A-Za-z0-9_-]{11}(?:\?[A-Za-z0-9_=&%.-]*)?$/;

/**
 * What lesson content may keep (issue 12): formatting, lists, tables, quotes and code, links to http(s) and mailto,
 * images over http(s), and YouTube embed frames. Everything else goes — script and style elements with their text,
 * every event handler and style attribute, javascript: and data: links — and links open in a new tab without the
 * opener. sanitize-html parses as a browser does, so split or encoded tricks are judged on what they become.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'small',
    'blockquote', 'code', 'pre', 'ul', 'ol', 'li', 'a', 'span', 'div', 'figure', 'figcaption', 'img', 'iframe',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    iframe: ['src', 'title', 'width', 'height', 'allowfullscreen'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com'],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }),
  },
  // A frame kept by host must also be a player, not any page of the site; an image needs an absolute http(s) address.
  exclusiveFilter: (frame) => (frame.tag === 'iframe' && !YOUTUBE_EMBED.test(frame.attribs.src ?? ''))
    || (frame.tag === 'img' && !/^https?:\/\//i.test(frame.attribs.src ?? '')),
};

/** Lesson content as it is stored and served: sanitised, and empty when nothing visible is left. */
export function sanitizeLessonHtml(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  const visible = clean.replace(/<(?!img|iframe|hr)[^>]*>/gi, '').replace(/&nbsp;|\s/g, '');
  return visible.length === 0 && !/<(img|iframe|hr)\b/i.test(clean) ? '' : clean;
}
