export { formatDay, formatMoment, todayDay } from '../../../lib/format';
