/** What the translations feature offers the other features: the one way every read path picks content in the caller's language (ADR 0044). */
export { inLanguage, textLanguage, versionOf } from './in-language';
