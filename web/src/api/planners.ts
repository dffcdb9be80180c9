import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  API_BASE, endpointPath, plannerEndpoints,
  type createMacroPlanSchema, type createMicroPlanSchema, type MacroPlan, type MicroEntry, type MicroPlan, type modifyMacroPlanSchema,
  type modifyMicroPlanSchema, type PlannerMonth,
} from '@prayog/contract';
import { apiBlob, callEndpoint } from '../lib/api';
import { isApiError } from '../lib/api-error';
import { whenSignedIn } from '../lib/query-client';
import { saveBlob } from '../lib/save-blob';
import { schoolParam, type StaffRole } from '../lib/staff-role';
import { uploadToEndpoint } from '../lib/upload';
import { scopeKey, type ScopeRef } from './staff-scope';

/**
 * Macro and Micro Planner (plannerEndpoints): one grade's topics and one month's plans, read by the teacher and
 * the school account at their own paths; the teacher's adds, changes and deletes; the school account's PDF downloads.
 * An administrator reads (and downloads) a chosen school's with `?school=`.
 */
const endpointsOf = (role: StaffRole) => role === 'school'
  ? { macro: plannerEndpoints.schoolMacro, micro: plannerEndpoints.schoolMicro }
  : { macro: plannerEndpoints.teacherMacro, micro: plannerEndpoints.teacherMicro };

export const plannerKeys = {
  all: ['planners'] as const,
  macros: () => [...plannerKeys.all, 'macro'] as const,
  macro: (scope: ScopeRef, grade: number) => [...plannerKeys.macros(), ...scopeKey(scope), grade] as const,
  micros: () => [...plannerKeys.all, 'micro'] as const,
  micro: (scope: ScopeRef, month: PlannerMonth) => [...plannerKeys.micros(), ...scopeKey(scope), month] as const,
};

export const plannerQueries = {
  macro: (scope: ScopeRef, grade: number) => queryOptions({
    queryKey: plannerKeys.macro(scope, grade),
    queryFn: ({ signal }) => callEndpoint(endpointsOf(scope.role).macro, { query: { grade, ...schoolParam(scope) }, signal }),
    enabled: whenSignedIn,
    placeholderData: keepPreviousData,
  }),
  micro: (scope: ScopeRef, month: PlannerMonth) => queryOptions({
    queryKey: plannerKeys.micro(scope, month),
    queryFn: ({ signal }) => callEndpoint(endpointsOf(scope.role).micro, { query: { month, ...schoolParam(scope) }, signal }),
    enabled: whenSignedIn,
    placeholderData: keepPreviousData,
  }),
};

/** One grade's topics; nothing is fetched until a grade is chosen (`null`). */
export function useMacroPlanner(scope: ScopeRef, grade: number | null) {
  return useQuery({ ...plannerQueries.macro(scope, grade ?? 0), enabled: grade !== null && whenSignedIn() });
}

export function useMicroPlanner(scope: ScopeRef, month: PlannerMonth) {
  return useQuery(plannerQueries.micro(scope, month));
}

// A change can move a plan to another grade or month: every loaded one of that planner is refetched.
function useInvalidate(key: readonly unknown[]) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: key });
}

/**
 * What an Add ends in: the plan added, or, when the grade and month already have one (the server's 409: one plan
 * per grade and month), that plan, for the screen to open it for modifying instead of adding a second.
 */
export type AddOutcome<P> = { added: P } | { existing: P };

/** A 409 of an Add: the slot's plan as the teacher's planner answers it now, or the error again if it is gone. */
async function existingOr<P>(error: unknown, find: () => Promise<P | undefined>): Promise<{ existing: P }> {
  if (!isApiError(error) || error.status !== 409) throw error;
  const existing = await find();
  if (!existing) throw error;
  return { existing };
}

/** Adds a topic: the spec's Add form posts form data. */
export function useCreateMacroPlan() {
  const invalidate = useInvalidate(plannerKeys.macros());
  return useMutation({
    mutationFn: async (input: z.output<typeof createMacroPlanSchema>): Promise<AddOutcome<MacroPlan>> => {
      const form = new FormData();
      form.append('grade', String(input.grade));
      form.append('month', input.month);
      form.append('topic', input.topic);
      try {
        return { added: await uploadToEndpoint(plannerEndpoints.createMacro, form) };
      } catch (error) {
        return existingOr(error, async () => {
          const { school, macroplanner } = await callEndpoint(plannerEndpoints.teacherMacro, { query: { grade: input.grade } });
          const [entry] = macroplanner[input.grade]?.[input.month] ?? [];
          return entry && { ...entry, grade: input.grade, month: input.month, school };
        });
      }
    },
    onSuccess: invalidate,
  });
}

export function useModifyMacroPlan() {
  const invalidate = useInvalidate(plannerKeys.macros());
  return useMutation({
    mutationFn: (body: z.input<typeof modifyMacroPlanSchema>) => callEndpoint(plannerEndpoints.modifyMacro, { body }),
    onSuccess: invalidate,
  });
}

export function useCreateMicroPlan() {
  const invalidate = useInvalidate(plannerKeys.micros());
  return useMutation({
    mutationFn: async (body: z.output<typeof createMicroPlanSchema>): Promise<AddOutcome<MicroPlan>> => {
      try {
        return { added: await callEndpoint(plannerEndpoints.createMicro, { body }) };
      } catch (error) {
        return existingOr(error, async () => {
          const { school, microplanner_table: table } = await callEndpoint(plannerEndpoints.teacherMicro, { query: { month: body.month } });
          const [entry]: (MicroEntry | undefined)[] = table[body.month]?.[body.grade] ?? [];
          return entry && { ...entry, grade: body.grade, month: body.month, school };
        });
      }
    },
    onSuccess: invalidate,
  });
}

/** Deletes a topic (teachers; the server asks nothing, the screen's ConfirmDialog does). */
export function useDeleteMacroPlan() {
  const invalidate = useInvalidate(plannerKeys.macros());
  return useMutation({
    mutationFn: (id: number) => callEndpoint(plannerEndpoints.deleteMacro, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useDeleteMicroPlan() {
  const invalidate = useInvalidate(plannerKeys.micros());
  return useMutation({
    mutationFn: (id: number) => callEndpoint(plannerEndpoints.deleteMicro, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useModifyMicroPlan() {
  const invalidate = useInvalidate(plannerKeys.micros());
  return useMutation({
    mutationFn: (body: z.input<typeof modifyMicroPlanSchema>) => callEndpoint(plannerEndpoints.modifyMicro, { body }),
    onSuccess: invalidate,
  });
}

/** The PDF needs the token header, so it is fetched as a blob and handed to the browser; nothing cached changes. */
async function downloadPdf(path: string, query: Record<string, string | number | undefined>, fallbackName: string): Promise<void> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const { blob, filename } = await apiBlob(`${API_BASE}${path}?${search.toString()}`);
  saveBlob(blob, filename ?? fallbackName);
}

/** The school account's PDF of its planner; an administrator's names the chosen school (`?school=`). */
export function useDownloadMacroPlanner(scope: ScopeRef) {
  return useMutation({
    mutationFn: (grade: number) => downloadPdf(endpointPath(plannerEndpoints.downloadMacro), { grade, ...schoolParam(scope) }, `macro-planner-grade-${grade}.pdf`),
  });
}

export function useDownloadMicroPlanner(scope: ScopeRef) {
  return useMutation({
    mutationFn: (month: PlannerMonth) => downloadPdf(endpointPath(plannerEndpoints.downloadMicro), { month, ...schoolParam(scope) }, `micro-planner-${month.toLowerCase()}.pdf`),
  });
}
