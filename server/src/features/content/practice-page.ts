/**
 * The Quiz tab of a course lesson: a self-check on the lesson's key terms (content/practice-quiz-page.ts builds it).
 *
 * Why key terms and not the catalogue's questions: the catalogue's questions are the ones the seeded assessments ask,
 * and correct answers must never reach a student's browser before an assessment is submitted (ARCHITECTURE §4). The
 * key terms and their meanings are already on the lesson's content page, so a page that checks them in the browser
 * gives nothing away.
 *
 * In the reader's language (ADR 0044): the lesson's key terms from the course's translation where it has one
 * (server/content/<language>/), else the English ones with a note; the page's buttons in the reader's language.
 */
import type { Language } from '@prayog/contract';
import { findLesson } from '../../content/catalogue';
import { translatedLesson } from '../../content/translations';
import { renderPracticeQuizPage } from '../../content/practice-quiz-page';
import { subjectAccent } from '../../content/theme';
import { fill, frameWords } from '../authoring';

/** The sentence above the questions and each question's prompt, in the language of the key terms. */
const KEY_TERM_WORDS: Readonly<Record<string, { intro: string; prompt: string }>> = {
  en: { intro: 'Pick the key term that matches each meaning, then press <b>Check answers</b>. This practice is not marked.', prompt: 'Which term means: “{meaning}”' },
  hi: { intro: 'हर अर्थ से मेल खाता मुख्य शब्द चुनें, फिर <b>उत्तर जाँचें</b> दबाएँ। इस अभ्यास के अंक नहीं गिने जाते।', prompt: 'किस शब्द का अर्थ है: “{meaning}”' },
  mr: { intro: 'प्रत्येक अर्थाशी जुळणारा मुख्य शब्द निवडा, मग <b>उत्तरे तपासा</b> दाबा. या सरावाचे गुण मोजले जात नाहीत.', prompt: 'कोणत्या शब्दाचा अर्थ आहे: “{meaning}”' },
  bn: { intro: 'প্রতিটি অর্থের সঙ্গে মেলে এমন মূল শব্দটি বেছে নিন, তারপর <b>উত্তর যাচাই করুন</b> চাপুন। এই অনুশীলনের নম্বর গোনা হয় না।', prompt: 'কোন শব্দের অর্থ: “{meaning}”' },
};

/** The self-check page of a lesson in the language, or null for an unknown subject or position. */
export function renderPracticePage(subjectSlug: string, position: number, language: Language = 'en'): string | null {
  const english = findLesson(subjectSlug, position);
  if (!english) return null;
  const translated = language === 'en' ? undefined : translatedLesson(language, subjectSlug, position);
  const { subject, lesson } = translated ?? english;
  const textLanguage = translated ? language : 'en';
  const words = frameWords(language);
  const keyTermWords = KEY_TERM_WORDS[textLanguage] ?? KEY_TERM_WORDS.en;
  // Options in the language's alphabetical order, the same for every question, so the answer's place varies.
  const terms = lesson.keyTerms.map((k) => k.term).sort((a, b) => a.localeCompare(b, textLanguage));
  return renderPracticeQuizPage({
    subject: subject.name, lesson: lesson.name, position: lesson.position, accent: subjectAccent(subject.slug),
    intro: keyTermWords.intro,
    words, lang: textLanguage,
    note: textLanguage === language ? undefined : words.questionsNotInLanguage || undefined,
    questions: lesson.keyTerms.map((k) => ({ prompt: fill(keyTermWords.prompt, { meaning: k.meaning }), options: terms, correct: terms.indexOf(k.term) })),
  });
}
