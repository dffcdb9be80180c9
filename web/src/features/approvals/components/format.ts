import { formatMomentDay } from '../../../lib/format';

/** The day a request was made, in the reader's language and the school's zone; sorting uses the ISO time itself. */
export const formatRequestDay = formatMomentDay;
