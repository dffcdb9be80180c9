// A calendar day (YYYY-MM-DD) with the app's one day formatter (lib/format.ts).
export { formatDay } from '../../../lib/format';
