import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROSTER_FILE_FIELD, rosterImportEndpoints, rosterPreviewSchema, type RosterPreview } from '@prayog/contract';
import { saveBlob } from '../lib/save-blob';
import { schoolParam, useStaffScope } from '../lib/staff-role';
import { uploadForFile, uploadToEndpoint } from '../lib/upload';
import { approvalKeys } from './approvals';
import { learnerKeys } from './learners';

/**
 * Onboarding by CSV (rosterImportEndpoints): the school account uploads a class list of students, or a list of
 * teachers. The same file is sent twice: first with `?dry_run=true` for the preview (nothing saved), then for real,
 * when the answer is the sign-in slips PDF. An administrator's chosen school goes along as `?school=`.
 */
export type RosterKind = keyof typeof rosterImportEndpoints;

/** What the slips PDF is saved as when the server names no file. */
export const SLIPS_FALLBACK_NAME = 'sign-in-slips.pdf';

function rosterForm(file: File): FormData {
  const form = new FormData();
  form.append(ROSTER_FILE_FIELD, file, file.name);
  return form;
}

/** The dry run: the rows that would be created and each bad row with its line and reason. Nothing is cached. */
export function usePreviewRoster(kind: RosterKind) {
  const scope = useStaffScope();
  return useMutation({
    mutationFn: async (file: File): Promise<RosterPreview> => {
      const answer: unknown = await uploadToEndpoint(rosterImportEndpoints[kind], rosterForm(file), { query: { dry_run: 'true', ...schoolParam(scope) } });
      // The endpoint's success schemas include the PDF's (any body), so the preview is checked here.
      return rosterPreviewSchema.parse(answer);
    },
  });
}

/** What a commit did: the file the slips were saved as. */
export interface RosterCommitted {
  fileName: string;
}

/**
 * Creates the file's valid rows and saves the sign-in slips PDF (the one-time passwords are only in it). New
 * students change every class list; new teachers are approved at once, so the approvals queue is refetched too.
 */
export function useCommitRoster(kind: RosterKind) {
  const scope = useStaffScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<RosterCommitted> => {
      const { blob, filename } = await uploadForFile(rosterImportEndpoints[kind], rosterForm(file), { query: schoolParam(scope) });
      const fileName = filename ?? SLIPS_FALLBACK_NAME;
      saveBlob(blob, fileName);
      return { fileName };
    },
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: learnerKeys.all }),
      queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
    ]),
  });
}
