/**
 * The fixed words of the authored lesson frames (the Content and Quiz tabs) in each language: a frame is a page of its
 * own, outside the web app and its catalogues, so it carries its words with it (ADR 0044). English is the fallback of a
 * language not listed here. `{n}`, `{lesson}`, `{right}` and `{total}` are filled in by the page.
 */
import type { Language } from '@prayog/contract';
import type { PracticePageWords } from '../../content/practice-quiz-page';

export interface FrameWords extends PracticePageWords {
  /** "Lesson {n}": the header's place of the lesson in its subject. */
  lesson: string;
  /** The practice page's one line above the questions (trusted markup: the bold names its button). */
  practiceIntro: string;
  /** Shown at the top of the content page when the lesson has no version in the language. */
  lessonNotInLanguage: string;
  /** Shown at the top of the practice page when none of its questions has a version in the language. */
  questionsNotInLanguage: string;
}

const WORDS: Readonly<Record<string, FrameWords>> = {
  en: {
    lesson: 'Lesson {n}',
    checkYourself: 'Check yourself: {lesson}',
    practiceIntro: 'Answer each question, then press <b>Check answers</b>. This practice is not marked.',
    checkAnswers: 'Check answers', tryAgain: 'Try again', correct: 'Correct!', notAnswered: 'Not answered. ', notQuite: 'Not quite. ',
    answerIs: 'The answer is: ', score: 'You got {right} of {total} right.',
    lessonNotInLanguage: '', questionsNotInLanguage: '',
  },
  hi: {
    lesson: 'पाठ {n}',
    checkYourself: 'स्वयं जाँचें: {lesson}',
    practiceIntro: 'हर प्रश्न का उत्तर दें, फिर <b>उत्तर जाँचें</b> दबाएँ। इस अभ्यास के अंक नहीं गिने जाते।',
    checkAnswers: 'उत्तर जाँचें', tryAgain: 'फिर से करें', correct: 'सही!', notAnswered: 'उत्तर नहीं दिया। ', notQuite: 'पूरी तरह सही नहीं। ',
    answerIs: 'सही उत्तर: ', score: '{total} में से {right} सही।',
    lessonNotInLanguage: 'यह पाठ अभी हिन्दी में नहीं है, इसलिए अंग्रेज़ी में दिखाया गया है।',
    questionsNotInLanguage: 'ये प्रश्न अभी हिन्दी में नहीं हैं, इसलिए अंग्रेज़ी में दिखाए गए हैं।',
  },
  mr: {
    lesson: 'पाठ {n}',
    checkYourself: 'स्वतः तपासा: {lesson}',
    practiceIntro: 'प्रत्येक प्रश्नाचे उत्तर द्या, मग <b>उत्तरे तपासा</b> दाबा. या सरावाचे गुण मोजले जात नाहीत.',
    checkAnswers: 'उत्तरे तपासा', tryAgain: 'पुन्हा प्रयत्न करा', correct: 'बरोबर!', notAnswered: 'उत्तर दिले नाही. ', notQuite: 'पूर्ण बरोबर नाही. ',
    answerIs: 'बरोबर उत्तर: ', score: '{total} पैकी {right} बरोबर.',
    lessonNotInLanguage: 'हा पाठ अजून मराठीत नाही, म्हणून तो इंग्रजीत दाखवला आहे.',
    questionsNotInLanguage: 'हे प्रश्न अजून मराठीत नाहीत, म्हणून ते इंग्रजीत दाखवले आहेत.',
  },
  bn: {
    lesson: 'পাঠ {n}',
    checkYourself: 'নিজে যাচাই করুন: {lesson}',
    practiceIntro: 'প্রতিটি প্রশ্নের উত্তর দিন, তারপর <b>উত্তর যাচাই করুন</b> চাপুন। এই অনুশীলনের নম্বর গোনা হয় না।',
    checkAnswers: 'উত্তর যাচাই করুন', tryAgain: 'আবার চেষ্টা করুন', correct: 'ঠিক!', notAnswered: 'উত্তর দেওয়া হয়নি। ', notQuite: 'পুরোপুরি ঠিক নয়। ',
    answerIs: 'সঠিক উত্তর: ', score: '{total}টির মধ্যে {right}টি ঠিক।',
    lessonNotInLanguage: 'এই পাঠটি এখনও বাংলায় নেই, তাই ইংরেজিতে দেখানো হয়েছে।',
    questionsNotInLanguage: 'এই প্রশ্নগুলি এখনও বাংলায় নেই, তাই ইংরেজিতে দেখানো হয়েছে।',
  },
};

/** The frames' words in the language, or in English for a language without them yet. */
export const frameWords = (language: Language): FrameWords => WORDS[language] ?? WORDS.en;

/** A word with its `{name}` slots filled. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
