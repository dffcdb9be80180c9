import type { NoticeSection } from '@prayog/contract';

/**
 * The product's standard privacy notice (issue 31 item 1, ADR 0032), in English and Hindi. It must stay true to what
 * the product does: a release that changes what is kept, who sees it or what a person can do changes this text and
 * raises NOTICE_TEXT_REVISION with a note of what changed; the server then publishes the next version at its start
 * (notice.service.ts) and everyone is asked to accept it again.
 */
export const NOTICE_TEXT_REVISION = 4;

/** What the latest revision changed, shown to people who accepted an earlier version (none for the first). */
export const REVISION_CHANGES: Record<number, { en: string; hi: string }> = {
  2: {
    en: 'You can now ask for a correction or an erasure, raise a grievance or name a nominee from Privacy in your account; your school answers by the date shown, within 90 days at most. The notice also says how long a student\'s data is kept after they leave.',
    hi: 'अब आप अपने खाते में गोपनीयता से सुधार या मिटाने का अनुरोध कर सकते हैं, शिकायत कर सकते हैं या किसी व्यक्ति को नामित कर सकते हैं; आपका विद्यालय दिखाई गई तारीख तक उत्तर देता है, अधिकतम 90 दिनों में। सूचना यह भी बताती है कि विद्यार्थी के जाने के बाद उनका डेटा कितने समय रखा जाता है।',
  },
  3: {
    en: 'A parent whose link the school confirmed can now turn off the recording of their child\'s time in lessons, and the school\'s messages to the child, under Privacy; what was kept of them is then deleted.',
    hi: 'जिन अभिभावकों का संबंध विद्यालय ने पुष्टि किया है, वे अब गोपनीयता में अपने बच्चे के पाठों में बिताए समय का रिकॉर्ड, और बच्चे को विद्यालय के संदेश, बंद कर सकते हैं; तब उनका रखा हुआ डेटा मिटा दिया जाता है।',
  },
  4: {
    en: 'The notice now says how long the records of sign-ins, of time in lessons day by day, and of who read or changed what are kept, even while the student is at the school: they are deleted a month at a time after the period shown.',
    hi: 'सूचना अब बताती है कि साइन इन, दिन-प्रतिदिन पाठों में बिताए समय, और किसने क्या पढ़ा या बदला, इनके रिकॉर्ड कितने समय रखे जाते हैं, विद्यार्थी के विद्यालय में रहते हुए भी: दिखाई गई अवधि के बाद वे महीने-दर-महीने मिटा दिए जाते हैं।',
  },
};

/** What changed when a deployment changed only its retention periods (RETENTION_DAYS, LOG_RETENTION_MONTHS). */
export const retentionChanged = (days: number, logMonths: number) => ({
  en: `A student's data is now kept ${days} days after they leave the school, then erased; the records of sign-ins, of time in lessons day by day and of who read or changed what are kept ${logMonths} months.`,
  hi: `अब विद्यार्थी के विद्यालय छोड़ने के ${days} दिन बाद तक उनका डेटा रखा जाता है, फिर मिटा दिया जाता है; साइन इन, दिन-प्रतिदिन पाठों में बिताए समय और किसने क्या पढ़ा या बदला, इनके रिकॉर्ड ${logMonths} महीने रखे जाते हैं।`,
});

export interface NoticeContact { name: string; email: string }

const section = (heading: { en: string; hi: string }, en: string[], hi: string[]): NoticeSection => ({ heading, paragraphs: { en, hi } });

/**
 * The notice's sections with the programme's grievance contact and the deployment's retention periods (RETENTION_DAYS
 * after a student leaves; LOG_RETENTION_MONTHS for the logs kept by month, ADR 0045) filled in. A deployment that
 * changes a period publishes a new version at its start (notice.service.ts).
 */
export function standardSections(contact: NoticeContact | null, retentionDays: number, logMonths: number): NoticeSection[] {
  const contactEn = contact
    ? `You can also write to the programme's grievance contact: ${contact.name}, ${contact.email}.`
    : 'Your school is your contact for every question and grievance about your data.';
  const contactHi = contact
    ? `आप कार्यक्रम के शिकायत संपर्क को भी लिख सकते हैं: ${contact.name}, ${contact.email}।`
    : 'आपके डेटा से जुड़े हर प्रश्न और शिकायत के लिए आपका विद्यालय ही आपका संपर्क है।';
  return [
    section(
      { en: 'Who is responsible for your data', hi: 'आपके डेटा का ज़िम्मेदार कौन है' },
      [
        'Your school uses Prayog for its science, technology and innovation programme. The school decides what Prayog is used for and is responsible for your data: under India\'s Digital Personal Data Protection Act, 2023, it is the data fiduciary.',
        'The organisation that runs Prayog keeps and processes the data only on the school\'s instructions and for the school\'s learning programme.',
      ],
      [
        'आपका विद्यालय अपने विज्ञान, तकनीक और नवाचार कार्यक्रम के लिए प्रयोग का उपयोग करता है। प्रयोग का उपयोग किस काम के लिए हो, यह विद्यालय तय करता है और वही आपके डेटा का ज़िम्मेदार है: भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के अंतर्गत वह डेटा न्यासी (डेटा फ़िड्यूशियरी) है।',
        'प्रयोग को चलाने वाली संस्था यह डेटा केवल विद्यालय के निर्देश पर और विद्यालय के शिक्षण कार्यक्रम के लिए रखती और संसाधित करती है।',
      ],
    ),
    section(
      { en: 'What is kept, and why', hi: 'क्या रखा जाता है, और क्यों' },
      [
        'Account: username, email, name, school, class and language, to sign in and show the right lessons.',
        'Learning: time in lessons, lessons completed, quiz answers and scores, homework and certificates, for reports to the student, their parents and teachers.',
        'School records: innovation club and Kreativity show membership, teachers\' remarks and class changes.',
        'Messages: notifications from the school, and whether they were read.',
        'Security: sign-ins and open sessions, and who of the school\'s staff read a student\'s records, to keep accounts and records safe.',
        `How long: while the student is at the school. When a student leaves, the school deactivates the account; ${retentionDays} days later every record of the student is erased, and the school and the parents are told in the app 48 hours before. Reactivating the account before then keeps it.`,
        `The records of sign-ins, of time in lessons day by day, and of who read or changed a student's records are kept ${logMonths} months, also while the student is at the school, then deleted a month at a time; the lessons completed, quiz scores and certificates stay.`,
      ],
      [
        'खाता: उपयोगकर्ता नाम, ईमेल, नाम, विद्यालय, कक्षा और भाषा, साइन इन करने और सही पाठ दिखाने के लिए।',
        'पढ़ाई: पाठों में बिताया समय, पूरे किए गए पाठ, प्रश्नोत्तरी के उत्तर और अंक, गृहकार्य और प्रमाणपत्र, विद्यार्थी, उनके अभिभावकों और शिक्षकों की रिपोर्ट के लिए।',
        'विद्यालय के रिकॉर्ड: नवाचार क्लब और क्रिएटिविटी शो की सदस्यता, शिक्षकों की टिप्पणियाँ और कक्षा में बदलाव।',
        'संदेश: विद्यालय की सूचनाएँ, और क्या वे पढ़ी गईं।',
        'सुरक्षा: साइन इन और खुले सत्र, और विद्यालय के किस कर्मचारी ने विद्यार्थी के रिकॉर्ड पढ़े, ताकि खाते और रिकॉर्ड सुरक्षित रहें।',
        `कब तक: जब तक विद्यार्थी विद्यालय में है। विद्यार्थी के विद्यालय छोड़ने पर विद्यालय खाता निष्क्रिय करता है; उसके ${retentionDays} दिन बाद विद्यार्थी का हर रिकॉर्ड मिटा दिया जाता है, और विद्यालय तथा अभिभावकों को 48 घंटे पहले ऐप में बताया जाता है। उससे पहले खाता फिर से सक्रिय करने पर डेटा रहता है।`,
        `साइन इन, दिन-प्रतिदिन पाठों में बिताए समय, और किसने विद्यार्थी के रिकॉर्ड पढ़े या बदले, इनके रिकॉर्ड ${logMonths} महीने रखे जाते हैं, विद्यार्थी के विद्यालय में रहते हुए भी, फिर महीने-दर-महीने मिटा दिए जाते हैं; पूरे किए गए पाठ, प्रश्नोत्तरी के अंक और प्रमाणपत्र बने रहते हैं।`,
      ],
    ),
    section(
      { en: 'Who sees it', hi: 'इसे कौन देखता है' },
      [
        'The student; parents whose link to the student the school has confirmed; the student\'s teachers and school office; and the programme\'s administrators.',
        'Leaderboards show the ten best students of a class and of a grade, with their names and scores, to the students of that school. The ten best of all schools are shown to every school with their school\'s name; other schools see a child\'s name only if a parent has agreed, and otherwise only initials.',
        'Every read of a student\'s records by the school\'s staff or an administrator is recorded, and the student and their parents can see who read what, and when.',
        'A parent whose link the school confirmed decides under Privacy whether other schools see the child\'s name, and can turn off the recording of the child\'s time in lessons and the school\'s messages to the child, which otherwise run as part of the school\'s teaching. Each choice applies at once; turning one off deletes what it kept.',
      ],
      [
        'विद्यार्थी; वे अभिभावक जिनका विद्यार्थी से संबंध विद्यालय ने पुष्टि किया है; विद्यार्थी के शिक्षक और विद्यालय कार्यालय; और कार्यक्रम के प्रशासक।',
        'लीडरबोर्ड पर किसी कक्षा और ग्रेड के दस सबसे आगे के विद्यार्थियों के नाम और अंक उसी विद्यालय के विद्यार्थियों को दिखते हैं। सभी विद्यालयों के दस सबसे आगे के विद्यार्थी हर विद्यालय को उनके विद्यालय के नाम के साथ दिखते हैं; दूसरे विद्यालय किसी बच्चे का नाम तभी देखते हैं जब अभिभावक ने सहमति दी हो, नहीं तो केवल नाम के पहले अक्षर।',
        'विद्यालय के कर्मचारी या प्रशासक जब भी किसी विद्यार्थी के रिकॉर्ड पढ़ते हैं, वह दर्ज होता है, और विद्यार्थी और उनके अभिभावक देख सकते हैं कि किसने क्या और कब पढ़ा।',
        'जिन अभिभावकों का संबंध विद्यालय ने पुष्टि किया है, वे गोपनीयता में तय करते हैं कि क्या दूसरे विद्यालय बच्चे का नाम देखें, और बच्चे के पाठों में बिताए समय का रिकॉर्ड और बच्चे को विद्यालय के संदेश बंद कर सकते हैं, जो अन्यथा विद्यालय की पढ़ाई के हिस्से के रूप में चलते हैं। हर विकल्प तुरंत लागू होता है; किसी को बंद करने पर उसका रखा हुआ डेटा मिटा दिया जाता है।',
      ],
    ),
    section(
      { en: 'What is never done', hi: 'क्या कभी नहीं किया जाता' },
      [
        'Nothing is used for advertising, sold, or shared with advertisers. No outside trackers run in Prayog, and nothing is used to profile a student beyond their learning.',
        'Lesson videos load from YouTube only after the student presses play, in its privacy-enhanced mode.',
      ],
      [
        'कुछ भी विज्ञापन के लिए उपयोग नहीं होता, बेचा नहीं जाता, और विज्ञापनदाताओं को नहीं दिया जाता। प्रयोग में कोई बाहरी ट्रैकर नहीं चलता, और पढ़ाई के अलावा किसी विद्यार्थी की प्रोफ़ाइल बनाने में कुछ भी उपयोग नहीं होता।',
        'पाठ के वीडियो YouTube से तभी लोड होते हैं जब विद्यार्थी चलाएँ दबाते हैं, उसके गोपनीयता-संवर्धित मोड में।',
      ],
    ),
    section(
      { en: 'Your rights, and whom to contact', hi: 'आपके अधिकार, और किससे संपर्क करें' },
      [
        'You can download all the data Prayog keeps about you from Privacy in your account; a parent can download their child\'s.',
        'To have your data corrected or erased, to raise a grievance or to name someone who acts for you if you cannot (a nominee), ask under Privacy in your account: your school answers by the date shown there, within 90 days at most, and gives its reason. A parent acts for a child under 18. Once erased, the records cannot be brought back; the school keeps only a note that it erased them and how many.',
        contactEn,
      ],
      [
        'प्रयोग आपके बारे में जो भी डेटा रखता है, वह सब आप अपने खाते में गोपनीयता से डाउनलोड कर सकते हैं; अभिभावक अपने बच्चे का डेटा डाउनलोड कर सकते हैं।',
        'अपना डेटा सुधरवाने या मिटवाने के लिए, कोई शिकायत करने के लिए, या किसी ऐसे व्यक्ति को नामित करने के लिए जो आपके न कर पाने पर आपकी ओर से काम करे, अपने खाते में गोपनीयता में अनुरोध करें: आपका विद्यालय वहाँ दिखाई गई तारीख तक, अधिकतम 90 दिनों में, कारण सहित उत्तर देता है। 18 वर्ष से कम आयु के बच्चे की ओर से अभिभावक यह करते हैं। मिटाए गए रिकॉर्ड वापस नहीं लाए जा सकते; विद्यालय केवल यह नोट रखता है कि उसने उन्हें मिटाया और कितने।',
        contactHi,
      ],
    ),
  ];
}
