/** What the quizzes feature offers the other features: they import it from here, never its files (issue 30). */
export { chosenFromAnswers } from './attempt-scoring';
export { certificateDate } from './certificate-pdf';
export { openToStudents } from './quiz-visibility';
export { quizTextsIn, type QuizTexts } from './quiz-texts';
