import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  API_BASE, endpointPath, plannerEndpoints,
  type createMacroPlanSchema, type createMicroPlanSchema, type modifyMacroPlanSchema, type modifyMicroPlanSchema, type PlannerMonth,
} from '@prayog/contract';
import { apiBlob, callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import { saveBlob } from '../lib/save-blob';
import type { StaffRole } from '../lib/staff-role';
import { uploadToEndpoint } from '../lib/upload';

/**
 * Macro and Micro Planner (plannerEndpoints): one grade's topics and one month's plans, read by the teacher and
 * the school account at their own paths; the teacher's adds and changes; the school account's PDF downloads.
 */
const endpointsOf = (role: StaffRole) => role === 'school'
  ? { macro: plannerEndpoints.schoolMacro, micro: plannerEndpoints.schoolMicro }
  : { macro: plannerEndpoints.teacherMacro, micro: plannerEndpoints.teacherMicro };

export const plannerKeys = {
  all: ['planners'] as const,
  macros: () => [...plannerKeys.all, 'macro'] as const,
  macro: (role: StaffRole, grade: number) => [...plannerKeys.macros(), role, grade] as const,
  micros: () => [...plannerKeys.all, 'micro'] as const,
  micro: (role: StaffRole, month: PlannerMonth) => [...plannerKeys.micros(), role, month] as const,
};

export const plannerQueries = {
  macro: (role: StaffRole, grade: number) => queryOptions({
    queryKey: plannerKeys.macro(role, grade),
    queryFn: ({ signal }) => callEndpoint(endpointsOf(role).macro, { query: { grade }, signal }),
    enabled: whenSignedIn,
    placeholderData: keepPreviousData,
  }),
  micro: (role: StaffRole, month: PlannerMonth) => queryOptions({
    queryKey: plannerKeys.micro(role, month),
    queryFn: ({ signal }) => callEndpoint(endpointsOf(role).micro, { query: { month }, signal }),
    enabled: whenSignedIn,
    placeholderData: keepPreviousData,
  }),
};

/** One grade's topics; nothing is fetched until a grade is chosen (`null`). */
export function useMacroPlanner(role: StaffRole, grade: number | null) {
  return useQuery({ ...plannerQueries.macro(role, grade ?? 0), enabled: grade !== null && whenSignedIn() });
}

export function useMicroPlanner(role: StaffRole, month: PlannerMonth) {
  return useQuery(plannerQueries.micro(role, month));
}

// A change can move a plan to another grade or month: every loaded one of that planner is refetched.
function useInvalidate(key: readonly unknown[]) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: key });
}

/** Adds a topic: the spec's Add form posts form data. */
export function useCreateMacroPlan() {
  const invalidate = useInvalidate(plannerKeys.macros());
  return useMutation({
    mutationFn: (input: z.output<typeof createMacroPlanSchema>) => {
      const form = new FormData();
      form.append('grade', String(input.grade));
      form.append('month', input.month);
      form.append('topic', input.topic);
      return uploadToEndpoint(plannerEndpoints.createMacro, form);
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
    mutationFn: (body: z.input<typeof createMicroPlanSchema>) => callEndpoint(plannerEndpoints.createMicro, { body }),
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
async function downloadPdf(path: string, query: Record<string, string>, fallbackName: string): Promise<void> {
  const { blob, filename } = await apiBlob(`${API_BASE}${path}?${new URLSearchParams(query).toString()}`);
  saveBlob(blob, filename ?? fallbackName);
}

export function useDownloadMacroPlanner() {
  return useMutation({
    mutationFn: (grade: number) => downloadPdf(endpointPath(plannerEndpoints.downloadMacro), { grade: String(grade) }, `macro-planner-grade-${grade}.pdf`),
  });
}

export function useDownloadMicroPlanner() {
  return useMutation({
    mutationFn: (month: PlannerMonth) => downloadPdf(endpointPath(plannerEndpoints.downloadMicro), { month }, `micro-planner-${month.toLowerCase()}.pdf`),
  });
}
