import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AUTHORING_FILE_FIELD, QUIZ_MAX_QUESTIONS, authoringEndpoints,
  type CreateLessonRequest, type CreateQuizRequest, type CreateSubjectRequest, type LessonFileKind, type QuizKind, type QuizType,
  type UpdateLessonRequest, type UpdateQuizRequest, type UpdateSubjectRequest,
} from '@prayog/contract';
import { apiBlob, callEndpoint, type ApiBlob } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import { uploadToEndpoint } from '../lib/upload';
import { assignmentKeys } from './assignments';
import { lessonKeys } from './lessons';
import type { ServerPage } from './paging';

/**
 * Course authoring (authoringEndpoints, issue 12): subjects, their lessons and files, quizzes and the subject's
 * question bank. Administrators author everything; teachers their own school's quizzes (the server decides, and
 * marks each quiz `editable`).
 */

/** The quiz list's filters; every one may be left out. */
export interface QuizListFilters {
  search?: string;
  quiz_type?: QuizType;
  /** Practice (a lesson's self-check) or graded (assignable) only, ADR 0022. */
  kind?: QuizKind;
  subject_id?: number;
  /** Only this grade's quizzes. */
  grade?: number;
  include_archived?: boolean;
}

/** Subjects are few (a few per grade): one request holds them all. */
const SUBJECTS_LIMIT = 200;
/** The practice quiz choices of a lesson: the subject's practice quizzes, at most one server page. */
const PRACTICE_QUIZ_LIMIT = 200;

const archivedParam = (include: boolean | undefined) => (include ? 'true' as const : undefined);

export const authoringKeys = {
  all: ['authoring'] as const,
  subjectLists: () => [...authoringKeys.all, 'subjects'] as const,
  subjects: (includeArchived: boolean) => [...authoringKeys.subjectLists(), { includeArchived }] as const,
  lessonLists: () => [...authoringKeys.all, 'lessons'] as const,
  lessons: (subjectId: number, includeArchived: boolean) => [...authoringKeys.lessonLists(), subjectId, { includeArchived }] as const,
  quizLists: () => [...authoringKeys.all, 'quizzes'] as const,
  quizzes: (filters: QuizListFilters, page: ServerPage) => [...authoringKeys.quizLists(), filters, page] as const,
  quizDetails: () => [...authoringKeys.all, 'quiz'] as const,
  quiz: (id: number) => [...authoringKeys.quizDetails(), id] as const,
  banks: () => [...authoringKeys.all, 'bank'] as const,
  bank: (subjectId: number, search: string, kind: QuizKind, tag: string) => [...authoringKeys.banks(), subjectId, search, kind, tag] as const,
};

export const authoringQueries = {
  subjects: (includeArchived: boolean) => queryOptions({
    queryKey: authoringKeys.subjects(includeArchived),
    queryFn: ({ signal }) => callEndpoint(authoringEndpoints.listSubjects, {
      query: { limit: SUBJECTS_LIMIT, offset: 0, include_archived: archivedParam(includeArchived) }, signal,
    }),
    enabled: whenSignedIn,
    placeholderData: keepPreviousData,
  }),
  lessons: (subjectId: number, includeArchived: boolean) => queryOptions({
    queryKey: authoringKeys.lessons(subjectId, includeArchived),
    queryFn: ({ signal }) => callEndpoint(authoringEndpoints.listLessons, {
      params: { id: subjectId }, query: { include_archived: archivedParam(includeArchived) }, signal,
    }),
    enabled: whenSignedIn,
    placeholderData: keepPreviousData,
  }),
  quizzes: (filters: QuizListFilters, page: ServerPage) => queryOptions({
    queryKey: authoringKeys.quizzes(filters, page),
    queryFn: ({ signal }) => callEndpoint(authoringEndpoints.listQuizzes, {
      query: { ...filters, include_archived: archivedParam(filters.include_archived), ...page }, signal,
    }),
    enabled: whenSignedIn,
    placeholderData: keepPreviousData,
  }),
  quiz: (id: number) => queryOptions({
    queryKey: authoringKeys.quiz(id),
    queryFn: ({ signal }) => callEndpoint(authoringEndpoints.getQuiz, { params: { id }, signal }),
    enabled: whenSignedIn,
    // The editor starts from what is stored now, not from a copy another author has since changed.
    staleTime: 0,
  }),
  bank: (subjectId: number, search: string, kind: QuizKind, tag = '') => queryOptions({
    queryKey: authoringKeys.bank(subjectId, search, kind, tag),
    // One tag's questions come whole (a quiz holds at most QUIZ_MAX_QUESTIONS), so "Add all with this tag" takes them all.
    queryFn: ({ signal }) => callEndpoint(authoringEndpoints.questionBank, {
      params: { id: subjectId }, query: { search: search || undefined, kind, tag: tag || undefined, limit: tag ? QUIZ_MAX_QUESTIONS : 50, offset: 0 }, signal,
    }),
    enabled: whenSignedIn,
    placeholderData: keepPreviousData,
  }),
};

export function useAuthoringSubjects(includeArchived: boolean) {
  return useQuery(authoringQueries.subjects(includeArchived));
}

export function useAuthoringSubjectRows(includeArchived: boolean) {
  return useQuery({ ...authoringQueries.subjects(includeArchived), select: (page) => page.results });
}

export function useSubjectLessons(subjectId: number, includeArchived: boolean) {
  return useQuery(authoringQueries.lessons(subjectId, includeArchived));
}

export function useAuthoringQuizzes(filters: QuizListFilters, page: ServerPage) {
  return useQuery(authoringQueries.quizzes(filters, page));
}

/** The quizzes a lesson of the subject may use as its practice quiz: its practice quizzes only (ADR 0022). */
export function usePracticeQuizChoices(subjectId: number) {
  return useQuery({
    ...authoringQueries.quizzes({ subject_id: subjectId, kind: 'practice' }, { limit: PRACTICE_QUIZ_LIMIT, offset: 0 }),
    select: (page) => page.results,
  });
}

/** One quiz with its questions; nothing is fetched while `id` is null. */
export function useAuthoringQuiz(id: number | null) {
  return useQuery({ ...authoringQueries.quiz(id ?? 0), enabled: () => id !== null && whenSignedIn() });
}

/**
 * The subject's reusable questions of quizzes of one kind (a quiz asks only its own kind's), with one tag only when
 * `tag` is given; nothing is fetched while no subject is chosen.
 */
export function useQuestionBank(subjectId: number | null, search: string, kind: QuizKind, tag = '') {
  return useQuery({ ...authoringQueries.bank(subjectId ?? 0, search, kind, tag), enabled: () => subjectId !== null && whenSignedIn() });
}

/**
 * Subjects and lessons changed: the authoring lists, and what students and coaches read of the course (the
 * Subjects cards, a subject's curriculum, the Curriculum viewer).
 */
function useInvalidateCourse() {
  const queryClient = useQueryClient();
  return () => Promise.all([
    queryClient.invalidateQueries({ queryKey: authoringKeys.subjectLists() }),
    queryClient.invalidateQueries({ queryKey: authoringKeys.lessonLists() }),
    queryClient.invalidateQueries({ queryKey: lessonKeys.all }),
  ]);
}

/** Quizzes changed: the quiz lists, each opened quiz, the question banks and the quizzes a teacher can assign. */
function useInvalidateQuizzes() {
  const queryClient = useQueryClient();
  return () => Promise.all([
    queryClient.invalidateQueries({ queryKey: authoringKeys.quizLists() }),
    queryClient.invalidateQueries({ queryKey: authoringKeys.quizDetails() }),
    queryClient.invalidateQueries({ queryKey: authoringKeys.banks() }),
    queryClient.invalidateQueries({ queryKey: assignmentKeys.all }),
    // A lesson's practice quiz may be the one changed or archived.
    queryClient.invalidateQueries({ queryKey: authoringKeys.lessonLists() }),
  ]);
}

/** Adds a subject; a slug the grade already has is refused (409) with the server's detail. */
export function useCreateSubject() {
  const invalidate = useInvalidateCourse();
  return useMutation({
    mutationFn: (body: CreateSubjectRequest) => callEndpoint(authoringEndpoints.createSubject, { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateSubject() {
  const invalidate = useInvalidateCourse();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateSubjectRequest }) => callEndpoint(authoringEndpoints.updateSubject, { params: { id }, body: changes }),
    onSuccess: invalidate,
  });
}

/** Deletes an unused subject, or archives a used one: the answer's `detail` says which. */
export function useDeleteSubject() {
  const invalidate = useInvalidateCourse();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(authoringEndpoints.deleteSubject, { params: { id } }),
    onSuccess: invalidate,
  });
}

const fileForm = (file: File) => {
  const form = new FormData();
  form.append(AUTHORING_FILE_FIELD, file);
  return form;
};

export function useUploadSubjectImage() {
  const invalidate = useInvalidateCourse();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => uploadToEndpoint(authoringEndpoints.subjectImage, fileForm(file), { params: { id } }),
    onSuccess: invalidate,
  });
}

/** Adds a lesson; the content comes back as the server stored it (sanitised). */
export function useCreateLesson() {
  const invalidate = useInvalidateCourse();
  return useMutation({
    mutationFn: ({ subjectId, body }: { subjectId: number; body: CreateLessonRequest }) => callEndpoint(authoringEndpoints.createLesson, { params: { id: subjectId }, body }),
    onSuccess: invalidate,
  });
}

/** Changes a lesson; a new position swaps it with the lesson that held it. */
export function useUpdateLesson() {
  const invalidate = useInvalidateCourse();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateLessonRequest }) => callEndpoint(authoringEndpoints.updateLesson, { params: { id }, body: changes }),
    onSuccess: invalidate,
  });
}

export function useDeleteLesson() {
  const invalidate = useInvalidateCourse();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(authoringEndpoints.deleteLesson, { params: { id } }),
    onSuccess: invalidate,
  });
}

/** Uploads a lesson's hint, lesson plan or slides (replacing the one before), reporting the share sent so far to `onProgress`. */
export function useUploadLessonFile() {
  const invalidate = useInvalidateCourse();
  return useMutation({
    mutationFn: ({ id, kind, file, onProgress }: { id: number; kind: LessonFileKind; file: File; onProgress?: (fraction: number) => void }) =>
      uploadToEndpoint(authoringEndpoints.uploadLessonFile, fileForm(file), { params: { id, kind }, onProgress }),
    onSuccess: invalidate,
  });
}

export function useDeleteLessonFile() {
  const invalidate = useInvalidateCourse();
  return useMutation({
    mutationFn: ({ id, kind }: { id: number; kind: LessonFileKind }) => callEndpoint(authoringEndpoints.deleteLessonFile, { params: { id, kind } }),
    onSuccess: invalidate,
  });
}

export function useCreateQuiz() {
  const invalidate = useInvalidateQuizzes();
  return useMutation({
    mutationFn: (body: CreateQuizRequest) => callEndpoint(authoringEndpoints.createQuiz, { body }),
    onSuccess: invalidate,
  });
}

/** Changes a quiz; on a quiz with attempts changed questions make a new version (`new_version` in the answer). */
export function useUpdateQuiz() {
  const invalidate = useInvalidateQuizzes();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateQuizRequest }) => callEndpoint(authoringEndpoints.updateQuiz, { params: { id }, body: changes }),
    onSuccess: invalidate,
  });
}

export function useDeleteQuiz() {
  const invalidate = useInvalidateQuizzes();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(authoringEndpoints.deleteQuiz, { params: { id } }),
    onSuccess: invalidate,
  });
}

/** A lesson's uploaded file (its `hint_url`, `lesson_plan_url` or `ppt_url`), fetched with the token header. */
export function fetchAuthoringFile(url: string): Promise<ApiBlob> {
  return apiBlob(url);
}
