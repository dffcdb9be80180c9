import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API_BASE, QTI_FILE_FIELD, endpointPath, qtiEndpoints, qtiImportResultSchema, qtiPreviewSchema, type QtiImportResult, type QtiPreview,
} from '@prayog/contract';
import { apiBlob } from '../lib/api';
import { saveBlob } from '../lib/save-blob';
import { uploadToEndpoint } from '../lib/upload';
import { authoringKeys } from './authoring';

/**
 * A subject's question bank as IMS QTI 3.0 (qtiEndpoints, issue 32 item 6): the package downloaded, and a package
 * uploaded twice — first with `?dry_run=true` for the preview (nothing saved), then for real.
 */

function qtiForm(file: File): FormData {
  const form = new FormData();
  form.append(QTI_FILE_FIELD, file, file.name);
  return form;
}

/** Downloads the subject's bank as a zip, saved under the server's name for it. */
export function useDownloadQti() {
  return useMutation({
    mutationFn: async (subjectId: number) => {
      const { blob, filename } = await apiBlob(`${API_BASE}${endpointPath(qtiEndpoints.exportBank, { id: subjectId })}`);
      saveBlob(blob, filename ?? `subject-${subjectId}-qti.zip`);
    },
  });
}

/** The dry run: every item the import would take and every one it would not, with why. Nothing is cached. */
export function usePreviewQti() {
  return useMutation({
    mutationFn: async ({ subjectId, file }: { subjectId: number; file: File }): Promise<QtiPreview> => {
      const answer: unknown = await uploadToEndpoint(qtiEndpoints.importBank, qtiForm(file), { params: { id: subjectId }, query: { dry_run: 'true' } });
      // The endpoint answers a preview (200) or a result (201): which one is checked here.
      return qtiPreviewSchema.parse(answer);
    },
  });
}

/** The import itself: new quizzes of the subject, so the authoring lists and banks are refetched. */
export function useImportQti() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ subjectId, file }: { subjectId: number; file: File }): Promise<QtiImportResult> => {
      const answer: unknown = await uploadToEndpoint(qtiEndpoints.importBank, qtiForm(file), { params: { id: subjectId }, query: { dry_run: 'false' } });
      return qtiImportResultSchema.parse(answer);
    },
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: authoringKeys.quizLists() }),
      queryClient.invalidateQueries({ queryKey: authoringKeys.banks() }),
    ]),
  });
}
