// The portal's cards show days and moments with the app's one formatter per kind (lib/format.ts).
export { formatDay, formatMoment } from '../../../lib/format';
