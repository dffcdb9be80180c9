import type { RouteSample } from '../route-samples';

/** A fresh form each call (a form's body is read once); the names make new usernames every time. */
function rosterForm(csv: string): FormData {
  const data = new FormData();
  data.append('file', new Blob([csv], { type: 'text/csv' }), 'roster.csv');
  return data;
}

/**
 * Sample calls of the roster import for the route × role matrix and the fuzz test: the school accounts (each into its
 * own school) and a superuser (the matrix adds ?school=) import for real and are answered the slips PDF.
 */
export const rosterImportSamples: Record<string, RouteSample> = {
  'POST /api/school_dashboard/roster-import/': {
    call: () => ({ url: '/api/school_dashboard/roster-import/', payload: rosterForm('name,grade,section,parent_phone\r\n"Cast, Imported",7,a,9876543210\r\nCast Second,8,B,\r\n') }),
    ok: [201],
  },
  'POST /api/school_dashboard/teacher-import/': {
    call: () => ({ url: '/api/school_dashboard/teacher-import/', payload: rosterForm('Name,Phone\nCast Imported Coach,9876501234\n') }),
    ok: [201],
  },
};
