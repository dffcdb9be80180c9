import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  AUTHORING_FILE_FIELD, translationsEndpoints,
  type Language, type TranslatableKind, type TranslationItem,
} from '@prayog/contract';
import { apiBlob, callEndpoint, type ApiBlob } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import { uploadToEndpoint } from '../lib/upload';

/**
 * Versions of the content in other languages (translationsEndpoints, ADR 0044): what is missing per subject and
 * language, one subject's (or the news and updates') items with the English text beside the version, and the writes
 * of one item's version and of a lesson's hint and lesson plan in a language.
 */

/** A lesson's documents that have a version per language. */
export type TranslatedFileKind = 'hint' | 'lesson_plan';

export const translationKeys = {
  all: ['translations'] as const,
  coverages: () => [...translationKeys.all, 'coverage'] as const,
  coverage: (language: Language) => [...translationKeys.coverages(), language] as const,
  subject: (id: number, language: Language) => [...translationKeys.all, 'subject', id, language] as const,
  news: (language: Language) => [...translationKeys.all, 'news', language] as const,
};

export const translationQueries = {
  coverage: (language: Language) => queryOptions({
    queryKey: translationKeys.coverage(language),
    queryFn: ({ signal }) => callEndpoint(translationsEndpoints.coverage, { query: { language }, signal }),
    enabled: whenSignedIn,
  }),
  /** The editor's items: a subject's (`of` its id) or the news and updates' (`'news'`). */
  items: (of: number | 'news', language: Language) => queryOptions({
    queryKey: of === 'news' ? translationKeys.news(language) : translationKeys.subject(of, language),
    queryFn: ({ signal }): Promise<{ language: Language; items: TranslationItem[] }> => (of === 'news'
      ? callEndpoint(translationsEndpoints.news, { query: { language }, signal })
      : callEndpoint(translationsEndpoints.subject, { params: { id: of }, query: { language }, signal })),
    enabled: whenSignedIn,
  }),
};

export function useTranslationCoverage(language: Language) {
  return useQuery(translationQueries.coverage(language));
}

export function useTranslationItems(of: number | 'news', language: Language) {
  return useQuery(translationQueries.items(of, language));
}

/**
 * After a write the server answers the item as it now is: it replaces the item in every cached list holding it (so the
 * other items' unsaved edits stay), and the coverage counts are read again.
 */
function keepItem(queryClient: QueryClient, saved: TranslationItem, language: Language) {
  const replace = <T extends { items: TranslationItem[] }>(data: T | undefined): T | undefined => (data && {
    ...data, items: data.items.map((item) => (item.kind === saved.kind && item.id === saved.id ? saved : item)),
  });
  const lists = { predicate: ({ queryKey }: { queryKey: readonly unknown[] }) => queryKey[0] === translationKeys.all[0] && queryKey.at(-1) === language && queryKey[1] !== 'coverage' };
  queryClient.setQueriesData<{ language: Language; items: TranslationItem[] }>(lists, replace);
  return queryClient.invalidateQueries({ queryKey: translationKeys.coverages() });
}

export interface SaveTranslationInput {
  kind: TranslatableKind;
  id: number;
  language: Language;
  /** The fields to set; '' or null removes a field's version (readers then see the English). */
  fields: Record<string, string | null>;
}

export function useSaveTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, language, fields }: SaveTranslationInput) =>
      callEndpoint(translationsEndpoints.save, { params: { kind, id, language }, body: { fields } }),
    onSuccess: (saved, { language }) => keepItem(queryClient, saved, language),
  });
}

export interface LessonFileInput { id: number; language: Language; fileKind: TranslatedFileKind }

/** Uploads a lesson's hint or lesson plan in a language (replacing the one before), reporting the share sent so far to `onProgress`. */
export function useUploadTranslatedLessonFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, language, fileKind, file, onProgress }: LessonFileInput & { file: File; onProgress?: (fraction: number) => void }) => {
      const form = new FormData();
      form.append(AUTHORING_FILE_FIELD, file);
      return uploadToEndpoint(translationsEndpoints.uploadLessonFile, form, { params: { id, language, fileKind }, onProgress });
    },
    onSuccess: (saved, { language }) => keepItem(queryClient, saved, language),
  });
}

export function useDeleteTranslatedLessonFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, language, fileKind }: LessonFileInput) =>
      callEndpoint(translationsEndpoints.deleteLessonFile, { params: { id, language, fileKind } }),
    onSuccess: (saved, { language }) => keepItem(queryClient, saved, language),
  });
}

/** A lesson's document in a language or in English (its `hint_url` …), fetched with the token header. */
export function fetchTranslationFile(url: string): Promise<ApiBlob> {
  return apiBlob(url);
}
