export * from './common/enums';
export * from './common/errors';
export * from './accounts/accounts.contract';
export * from './health/health.contract';
export * from './schools/schools.contract';
export * from './files/files.contract';
export * from './content/content.contract';
export * from './reports/reports.contract';

/** Every call in the spec is served under this prefix (ARCHITECTURE §3). */
export const API_BASE = '/api';
