/** What the authoring feature offers the other features: they import it from here, never its files (issue 30). */
export { loadQuestions } from './quiz-questions';
// The QTI exchange (issue 32 item 6) reads the bank and writes imported questions through the authoring rules.
export { refuseQuestionsOfOtherKind, resolveQuestions, writeQuestions, type WrittenQuestion } from './quiz-questions';
export { questionBank } from './question-bank.service';
// Versions of content in other languages (ADR 0044) are written by the same rules as the content itself.
export { QUIZ_AUTHOR_ROLES } from './quiz-questions';
export { sanitizeLessonHtml } from './sanitize';
export { storeLessonDocument } from './uploads.service';
// The frames' own words in each language: the course's key-term pages (features/content) wear them too (ADR 0044).
export { fill, frameWords } from './page-words';
