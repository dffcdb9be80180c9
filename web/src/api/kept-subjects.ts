import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { activityEndpoints, API_BASE, endpointPath, lessonEndpoints, type CurriculumResponse } from '@prayog/contract';
import { apiBlob, isApiError, responseSchemaOf } from '../lib/api';
import { storage } from '../lib/storage';
import { inReaderLanguage } from '../lib/content-language';
import { currentLanguage } from '../lib/i18n';
import {
  keepSubject, keptSubjects, keptSupported, removeSubject, type KeptEntry, type KeptSubject, type Session,
} from '../offline/kept';

/**
 * Subjects kept on the phone (ADR 0029): which ones are kept, keeping one (its answers fetched with the token and
 * written to the kept cache) and removing one. The service worker answers the same URLs from that cache offline.
 */
export const keptKeys = {
  all: ['kept-subjects'] as const,
  subject: (grade: number, slug: string) => [...keptKeys.all, storage.username(), grade, slug] as const,
};

function session(): Session | null {
  const username = storage.username();
  const token = storage.authToken();
  return username && token ? { username, token } : null;
}

/** The URL the app asks for an endpoint (as lib/api builds it), so the service worker finds the kept answer. */
const apiUrl = (path: string, query?: Record<string, string | number>) =>
  `${API_BASE}${path}${query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}` : ''}`;

/** Only the app's own API is kept; addresses elsewhere (YouTube) need a connection. */
const isOwnApi = (url: string | null): url is string => url !== null && url.startsWith(`${API_BASE}/`);
/** Answers only the signed-in student may read: the lesson's own page and stored files (hints). The rest is course text. */
const isPersonal = (url: string) => /^\/api\/content\/lesson-pages\/\d+\/$/.test(url) || url.startsWith(`${API_BASE}/files/`)
  || url.startsWith(`${API_BASE}/curriculum/`) || url.startsWith(`${API_BASE}/student_dashboard/`);
/** Pictures a lesson page shows from the app's own API. */
const imagesIn = (html: string) => Array.from(html.matchAll(/<img\b[^>]*\bsrc=["']([^"']+)["']/gi), (m) => m[1].replace(/&amp;/g, '&')).filter(isOwnApi);

async function fetchEntry(url: string): Promise<KeptEntry> {
  const { blob, contentType } = await apiBlob(url);
  return { url, blob, contentType, personal: isPersonal(url) };
}

/** A lesson resource that has gone (404) is left out; a dropped connection fails the whole keep. */
async function optionalEntry(url: string): Promise<KeptEntry | null> {
  try {
    return await fetchEntry(url);
  } catch (error) {
    if (isApiError(error) && error.status > 0) return null;
    throw error;
  }
}

/** Everything the lesson screens of one subject read, fetched now with the token. */
async function subjectEntries(grade: number, slug: string): Promise<{ name: string; entries: KeptEntry[] }> {
  const curriculumEntry = await fetchEntry(apiUrl(endpointPath(lessonEndpoints.curriculum, { grade, subject: slug })));
  const curriculum: CurriculumResponse = responseSchemaOf(lessonEndpoints.curriculum).parse(JSON.parse(await curriculumEntry.blob.text()));
  const subjectsUrl = apiUrl(endpointPath(lessonEndpoints.subjects));
  const urls = new Set<string>([subjectsUrl, apiUrl(endpointPath(activityEndpoints.lessonSummary), { grade, subject: slug })]);
  for (const lesson of curriculum.data) {
    const quiz = lesson.quiz && inReaderLanguage(lesson.quiz, currentLanguage());
    for (const url of [lesson.content, lesson.editor, quiz, lesson.hint]) if (isOwnApi(url)) urls.add(url);
  }
  const entries: KeptEntry[] = [curriculumEntry];
  // A few at a time: a phone on 3G gains nothing from thirty requests at once.
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const entry = await optionalEntry(url);
      if (!entry) continue;
      entries.push(entry);
      // Pictures: the subject's card image, and those the lesson pages show.
      const images = entry.url === subjectsUrl
        ? responseSchemaOf(lessonEndpoints.subjects).parse(JSON.parse(await entry.blob.text())).subjects
          .filter((s) => s.grade === grade && s.slug === slug).map((s) => s.image).filter(isOwnApi)
        : entry.contentType.startsWith('text/html') ? imagesIn(await entry.blob.text()) : [];
      for (const image of images) if (!urls.has(image)) { urls.add(image); queue.push(image); }
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return { name: curriculum.subject.name, entries };
}

export const keptQueries = {
  /** This subject as kept on the phone for the signed-in student, or null. */
  subject: (grade: number, slug: string) => queryOptions({
    queryKey: keptKeys.subject(grade, slug),
    queryFn: async (): Promise<KeptSubject | null> => {
      const me = session();
      if (!me) return null;
      return (await keptSubjects(me)).find((s) => s.grade === grade && s.slug === slug) ?? null;
    },
    enabled: () => keptSupported() && session() !== null,
    staleTime: Infinity,
    networkMode: 'always',
  }),
};

export function useKeptSubject(grade: number, slug: string) {
  return useQuery(keptQueries.subject(grade, slug));
}

/** Keeps the subject on the phone: `auto` when it is only the last subject opened, not the student's choice. */
export function useKeepSubject(grade: number, slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ auto }: { auto: boolean }) => {
      const me = session();
      if (!me) throw new Error('Not signed in');
      const { name, entries } = await subjectEntries(grade, slug);
      return keepSubject(me, { grade, slug, name }, entries, { auto });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keptKeys.all }),
  });
}

/** Removes the subject from the phone (works offline). */
export function useRemoveKeptSubject(grade: number, slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const me = session();
      if (me) await removeSubject(me, grade, slug);
    },
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: keptKeys.all }),
  });
}
