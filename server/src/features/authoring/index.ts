/** What the authoring feature offers the other features: they import it from here, never its files (issue 30). */
export { loadQuestions } from './quiz-questions';
