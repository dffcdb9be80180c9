import { useMutation } from '@tanstack/react-query';
import { API_BASE, endpointPath, privacyEndpoints } from '@prayog/contract';
import { apiBlob } from '../lib/api';
import { saveBlob } from '../lib/save-blob';

/** Privacy (privacyEndpoints, issue 31). */

/** Downloads everything Prayog keeps about a student as a ZIP (the student's own, or a parent's child's). */
export function useDownloadStudentData() {
  return useMutation({
    mutationFn: async (username: string) => {
      const { blob, filename } = await apiBlob(`${API_BASE}${endpointPath(privacyEndpoints.studentExport, { username })}`);
      saveBlob(blob, filename ?? `prayog-data-${username}.zip`);
    },
  });
}
