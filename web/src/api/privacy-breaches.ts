import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, breachEndpoints, endpointPath, type RecordBreach } from '@prayog/contract';
import { apiBlob, callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import { saveBlob } from '../lib/save-blob';
import { privacyKeys } from './privacy';

/** The breach register (breachEndpoints, issue 31 item 7, ADR 0039): administrators only. */
export const breachKeys = { all: [...privacyKeys.all, 'breaches'] as const };

export const breachQueries = {
  list: () => queryOptions({
    queryKey: breachKeys.all,
    queryFn: ({ signal }) => callEndpoint(breachEndpoints.breaches, { signal }),
    enabled: whenSignedIn,
  }),
};

export function useBreaches() {
  return useQuery(breachQueries.list());
}

/** Records, notifies about or marks reported an incident; the register reads again. */
export function useBreachActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: breachKeys.all });
  return {
    record: useMutation({ mutationFn: (body: RecordBreach) => callEndpoint(breachEndpoints.recordBreach, { body }), onSuccess: refresh }),
    notify: useMutation({ mutationFn: (id: number) => callEndpoint(breachEndpoints.notifyBreach, { params: { id } }), onSuccess: refresh }),
    reported: useMutation({ mutationFn: (id: number) => callEndpoint(breachEndpoints.markBreachReported, { params: { id } }), onSuccess: refresh }),
    /** Saves the draft of the Board's report (a text file). */
    report: useMutation({
      mutationFn: async (id: number) => {
        const { blob, filename } = await apiBlob(`${API_BASE}${endpointPath(breachEndpoints.breachReport, { id })}`);
        saveBlob(blob, filename ?? `breach-${id}-board-report-draft.txt`);
      },
    }),
  };
}
