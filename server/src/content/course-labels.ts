/**
 * The fixed words the course's lesson text and lesson PDFs put around a lesson's own text ("Key terms", "You will
 * need", the hint sheet's and the lesson plan's headings), per language the course is written in (translations.ts).
 * English is what the pages and PDFs always said; a language without an entry here is rendered with the English words.
 */
import type { Language } from '@prayog/contract';
import type { SimulatorId } from './schema';
import { simulatorTitles } from './simulators';

export interface CourseLabels {
  simulators: Readonly<Record<SimulatorId, string>>;
  keyTerms: string;
  term: string;
  meaning: string;
  activity: (title: string) => string;
  youWillNeed: string;
  simulatorNote: string;
  /** "Page 1 of 2" in a PDF's footer. */
  page: (n: number, of: number) => string;
  hint: {
    title: (lesson: string) => string;
    kicker: (subject: string, position: number) => string;
    tips: string;
    tryIt: (activity: string) => string;
    explore: (simulator: string) => string;
    footer: (subject: string, position: number, lesson: string) => string;
  };
  plan: {
    title: (lesson: string, grade: number) => string;
    kicker: (subject: string, position: number, count: number) => string;
    corner: (grade: number) => string;
    objectivesHeading: string;
    objectives: (summary: string, terms: string, activity: string) => string[];
    materials: string;
    device: (simulator: string) => string;
    printedHint: string;
    timeline: string;
    columns: [string, string, string];
    rows: (p: { lesson: string; sections: string; terms: string; activity: string; steps: number; simulator: string }) => string[][];
    gradeTip: (grade: number) => string;
    assessment: string;
    review: (position: number) => string;
    answer: string;
    /** The options' letters: a) b) c) d). */
    letters: readonly string[];
    footer: (subject: string, position: number, grade: number) => string;
    /** How a list of names is joined, and how a name is quoted, in the plan's sentences. */
    list: (items: string[]) => string;
    quote: (text: string) => string;
  };
}

const quoteEn = (text: string) => `"${text}"`;

const en: CourseLabels = {
  simulators: simulatorTitles,
  keyTerms: 'Key terms',
  term: 'Term',
  meaning: 'Meaning',
  activity: (title) => `Activity: ${title}`,
  youWillNeed: 'You will need:',
  simulatorNote: 'Simulator for this lesson:',
  page: (n, of) => `Page ${n} of ${of}`,
  hint: {
    title: (lesson) => `Hint: ${lesson}`,
    kicker: (subject, position) => `Hint sheet · ${subject} · Lesson ${position}`,
    tips: 'Tips for the quiz and the activity',
    tryIt: (activity) => `Try it yourself: ${activity}`,
    explore: (simulator) => `Then explore the ${simulator} simulator to check your ideas.`,
    footer: (subject, position, lesson) => `Prayog  ·  ${subject}  ·  Lesson ${position}: ${lesson}`,
  },
  plan: {
    title: (lesson, grade) => `Lesson plan: ${lesson} (Grade ${grade})`,
    kicker: (subject, position, count) => `Lesson plan · ${subject} · Lesson ${position} of ${count}`,
    corner: (grade) => `Grade ${grade}\n40 minutes`,
    objectivesHeading: 'Learning objectives: by the end of the lesson, students will be able to',
    objectives: (summary, terms, activity) => [
      `explain the main idea in their own words: "${summary}"`,
      `use the key terms ${terms} correctly;`,
      `carry out the activity "${activity}" and describe what they found;`,
      'answer the assessment questions for this lesson.',
    ],
    materials: 'Materials',
    device: (simulator) => `Computer or tablet with the ${simulator} simulator`,
    printedHint: 'Printed hint sheet (one per group)',
    timeline: 'Timeline (40 minutes)',
    columns: ['Time', 'Stage', 'What happens'],
    rows: (p) => [
      ['0-5 min', 'Warm-up', `Write "${p.lesson}" on the board and ask what students already know about it. Collect examples from daily life, then share the lesson summary.`],
      ['5-15 min', 'Explain', `Teach ${p.sections} using the lesson page. Write the key terms on the board: ${p.terms}.`],
      ['15-33 min', 'Activity', `"${p.activity}": groups follow the ${p.steps} steps on the lesson page. Move around, use the hint-sheet tips, and let early finishers explore the ${p.simulator} simulator.`],
      ['33-40 min', 'Wrap-up', 'Ask the assessment questions below and discuss the answers. Each student writes one thing they learned.'],
    ],
    gradeTip: (grade) => {
      if (grade <= 5) return `Grade ${grade}: read the text aloud together, show each activity step before students try it, and let them work in pairs.`;
      if (grade <= 8) return `Grade ${grade}: let groups of 3-4 read the lesson page on their own first, then discuss the key terms as a class.`;
      return `Grade ${grade}: ask students to predict results before testing them and to explain the reasoning behind each step.`;
    },
    assessment: 'Assessment questions',
    review: (position) => `  (review of lesson ${position})`,
    answer: 'Answer:',
    letters: ['a', 'b', 'c', 'd'],
    footer: (subject, position, grade) => `Prayog  ·  ${subject}  ·  Lesson plan for Lesson ${position}, Grade ${grade}`,
    list: (items) => items.join(', '),
    quote: quoteEn,
  },
};

const quoteHi = (text: string) => `“${text}”`;

const hi: CourseLabels = {
  simulators: { 'ohms-law': 'ओम का नियम', 'robot-grid': 'रोबोट ग्रिड', 'scratch-blocks': 'स्क्रैच ब्लॉक', 'ai-classifier': 'एआई क्लासिफ़ायर' },
  keyTerms: 'मुख्य शब्द',
  term: 'शब्द',
  meaning: 'अर्थ',
  activity: (title) => `गतिविधि: ${title}`,
  youWillNeed: 'आपको चाहिए:',
  simulatorNote: 'इस पाठ का सिम्युलेटर:',
  page: (n, of) => `पृष्ठ ${n} / ${of}`,
  hint: {
    title: (lesson) => `संकेत: ${lesson}`,
    kicker: (subject, position) => `संकेत पत्रक · ${subject} · पाठ ${position}`,
    tips: 'क्विज़ और गतिविधि के लिए सुझाव',
    tryIt: (activity) => `ख़ुद करके देखिए: ${activity}`,
    explore: (simulator) => `फिर अपने विचारों को परखने के लिए ${simulator} सिम्युलेटर चलाकर देखिए।`,
    footer: (subject, position, lesson) => `प्रयोग  ·  ${subject}  ·  पाठ ${position}: ${lesson}`,
  },
  plan: {
    title: (lesson, grade) => `पाठ योजना: ${lesson} (कक्षा ${grade})`,
    kicker: (subject, position, count) => `पाठ योजना · ${subject} · पाठ ${position} / ${count}`,
    corner: (grade) => `कक्षा ${grade}\n40 मिनट`,
    objectivesHeading: 'सीखने के उद्देश्य: पाठ के अंत तक विद्यार्थी',
    objectives: (summary, terms, activity) => [
      `मुख्य विचार को अपने शब्दों में समझा सकेंगे: “${summary}”`,
      `मुख्य शब्दों ${terms} का सही प्रयोग कर सकेंगे;`,
      `गतिविधि “${activity}” करके बता सकेंगे कि उन्होंने क्या पाया;`,
      'इस पाठ के मूल्यांकन प्रश्नों के उत्तर दे सकेंगे।',
    ],
    materials: 'सामग्री',
    device: (simulator) => `${simulator} सिम्युलेटर वाला कंप्यूटर या टैबलेट`,
    printedHint: 'छपा हुआ संकेत पत्रक (हर समूह के लिए एक)',
    timeline: 'समय-सारणी (40 मिनट)',
    columns: ['समय', 'चरण', 'क्या होता है'],
    rows: (p) => [
      ['0-5 मिनट', 'शुरुआत', `बोर्ड पर “${p.lesson}” लिखिए और पूछिए कि विद्यार्थी इसके बारे में पहले से क्या जानते हैं। रोज़मर्रा के जीवन से उदाहरण इकट्ठा कीजिए, फिर पाठ का सारांश बताइए।`],
      ['5-15 मिनट', 'समझाना', `पाठ के पृष्ठ की मदद से ${p.sections} पढ़ाइए। मुख्य शब्द बोर्ड पर लिखिए: ${p.terms}।`],
      ['15-33 मिनट', 'गतिविधि', `“${p.activity}”: समूह पाठ के पृष्ठ पर दिए ${p.steps} चरणों का पालन करते हैं। कक्षा में घूमिए, संकेत पत्रक के सुझाव काम में लाइए, और जल्दी पूरा करने वालों को ${p.simulator} सिम्युलेटर चलाने दीजिए।`],
      ['33-40 मिनट', 'समापन', 'नीचे दिए मूल्यांकन प्रश्न पूछिए और उत्तरों पर चर्चा कीजिए। हर विद्यार्थी एक बात लिखे जो उसने सीखी।'],
    ],
    gradeTip: (grade) => {
      if (grade <= 5) return `कक्षा ${grade}: पाठ मिलकर ज़ोर से पढ़िए, विद्यार्थियों के करने से पहले गतिविधि का हर चरण करके दिखाइए, और उन्हें जोड़ियों में काम करने दीजिए।`;
      if (grade <= 8) return `कक्षा ${grade}: 3-4 के समूहों को पहले ख़ुद पाठ का पृष्ठ पढ़ने दीजिए, फिर पूरी कक्षा के साथ मुख्य शब्दों पर चर्चा कीजिए।`;
      return `कक्षा ${grade}: परखने से पहले विद्यार्थियों से नतीजों का अनुमान लगवाइए और हर चरण के पीछे का तर्क समझाने को कहिए।`;
    },
    assessment: 'मूल्यांकन प्रश्न',
    review: (position) => `  (पाठ ${position} की दोहराई)`,
    answer: 'उत्तर:',
    letters: ['क', 'ख', 'ग', 'घ'],
    footer: (subject, position, grade) => `प्रयोग  ·  ${subject}  ·  पाठ ${position} की पाठ योजना, कक्षा ${grade}`,
    list: (items) => items.join(', '),
    quote: quoteHi,
  },
};

const LABELS: Readonly<Record<string, CourseLabels>> = { en, hi };

/** The fixed words in `language`, or the English ones for a language the course's frame is not written in. */
export const courseLabels = (language: Language): CourseLabels => LABELS[language] ?? en;
