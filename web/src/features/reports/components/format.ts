// A calendar day (YYYY-MM-DD) with the app's one day formatter (lib/format.ts).
export { formatDay } from '../../../lib/format';
// Marks (7.5, −0.5): the server rounds them to two decimals; shown as counted.
export { formatCount } from '../../../lib/format';
