/**
 * The demo data's own texts in Hindi (and two news items in Marathi), beside the English of news.ts, quizzes.ts and
 * assessment-papers.ts: the seed stores them as versions of those items (ADR 0044, translations.ts). The course's
 * lessons and question banks are data files (server/content/hi); these are the texts the seed writes itself.
 * Each is keyed by its English, so an English text changed without its translation is noticed (the seed throws).
 */
import type { QuizType } from '@prayog/contract';

/** The quiz types' names in a graded quiz's name ("Robotics Pre-Assessment (Grade 7)"). */
export const QUIZ_LABEL_HI: Record<QuizType, string> = {
  'pre-assessment': 'पूर्व-मूल्यांकन',
  homework: 'गृहकार्य',
  'post-assessment': 'उत्तर-मूल्यांकन',
  half_yearly: 'अर्धवार्षिक परीक्षा',
  final_exam: 'वार्षिक परीक्षा',
};
export const gradeHi = (grade: number) => `(कक्षा ${grade})`;

/** A graded quiz's topic (quizzes.ts topicFor), given the subject's and the homework lesson's Hindi names. */
export function quizTopicHi(type: QuizType, subjectName: string, homeworkLessonName: string): string {
  switch (type) {
    case 'homework': return homeworkLessonName;
    case 'pre-assessment': return `${subjectName} के बारे में आप पहले से क्या जानते हैं`;
    case 'post-assessment': return 'पाठ 1–4 की दोहराई';
    case 'half_yearly': return 'पाठ 1–4';
    case 'final_exam': return 'पाठ 1–8';
  }
}

type NewsText = { title: string; content: string };

/** news.ts GLOBAL_NEWS by English title, in Hindi and (two of them) Marathi. */
export const GLOBAL_NEWS_TEXT: Record<string, { hi: NewsText; mr?: NewsText }> = {
  'Prayog Innovation Challenge opens': {
    hi: { title: 'प्रयोग इनोवेशन चैलेंज शुरू', content: 'कक्षा 6 से 12 तक की टीमें अब इस साल के इनोवेशन चैलेंज के लिए पंजीकरण कर सकती हैं। ऐसा चालू मॉडल बनाइए जो आपके आस-पड़ोस की कोई समस्या हल करे।' },
    mr: { title: 'प्रयोग इनोव्हेशन चॅलेंज सुरू', content: 'इयत्ता 6 ते 12 मधील संघ आता या वर्षीच्या इनोव्हेशन चॅलेंजसाठी नोंदणी करू शकतात. तुमच्या परिसरातील एखादी समस्या सोडवणारे चालू मॉडेल तयार करा.' },
  },
  'New lessons in Artificial Intelligence': {
    hi: { title: 'आर्टिफ़िशियल इंटेलिजेंस के नए पाठ', content: 'आठ नए पाठ दिखाते हैं कि कंप्यूटर उदाहरणों से कैसे सीखते हैं। साथ में एक क्लासिफ़ायर सिम्युलेटर है, जिसे आप ब्राउज़र में ही सिखा सकते हैं।' },
  },
  'Scratch Week across Delhi NCR': {
    hi: { title: 'दिल्ली एनसीआर में स्क्रैच सप्ताह', content: 'अगले सप्ताह सातों साझेदार स्कूलों में कोडिंग के घंटे होंगे। अपना सबसे अच्छा स्क्रैच प्रोजेक्ट अपने शिक्षक को दिखाइए।' },
  },
  'Tips for safe electronics': {
    hi: { title: 'सुरक्षित इलेक्ट्रॉनिक्स के लिए सुझाव', content: 'अपने सर्किट के लिए हमेशा बैटरी का इस्तेमाल कीजिए, घर की बिजली का कभी नहीं। सोल्डरिंग आयरन इस्तेमाल करने से पहले अपने इनोवेशन कोच से पूछिए।' },
    mr: { title: 'सुरक्षित इलेक्ट्रॉनिक्ससाठी काही सूचना', content: 'तुमच्या सर्किटसाठी नेहमी बॅटरी वापरा, घरातील विजेचा पुरवठा कधीही वापरू नका. सोल्डरिंग आयर्न वापरण्यापूर्वी तुमच्या इनोव्हेशन कोचला विचारा.' },
  },
  'Top scorers in the half-yearly exams': {
    hi: { title: 'अर्धवार्षिक परीक्षाओं में सबसे आगे', content: 'अर्धवार्षिक STEM परीक्षाओं में 90% से ज़्यादा अंक पाने वाले हर विद्यार्थी को बधाई। अपनी रैंक जानने के लिए लीडरबोर्ड देखिए।' },
  },
};

/** news.ts SCHOOL_NEWS, template by template (the school's short name stays as it is). */
export const SCHOOL_NEWS_HI: ((s: string) => NewsText)[] = [
  (s) => ({ title: `${s} ने अंतर-विद्यालय रोबोटिक्स प्रतियोगिता जीती`, content: 'हमारा लाइन-फ़ॉलोइंग रोबोट बारह टीमों में पहले स्थान पर रहा। इनोवेशन क्लब को बहुत-बहुत बधाई!' }),
  (s) => ({ title: `${s} में नई रोबोटिक्स किट`, content: 'लैब में नए मोटर ड्राइवर, सेंसर और चेसिस किट आ गए हैं। अगले सप्ताह से कक्षाएँ इनका इस्तेमाल करेंगी।' }),
  (s) => ({ title: `${s} की विज्ञान प्रदर्शनी की तस्वीरें`, content: 'विज्ञान प्रदर्शनी की तस्वीरें अब कक्षा की गैलरी में हैं।' }),
];

/** news.ts UPDATE_TEMPLATES by English message. */
export const UPDATE_HI: Record<string, string> = {
  'Final exams are open in Assessments. Finish each one before its due date.': 'वार्षिक परीक्षाएँ “मूल्यांकन” में खुल गई हैं। हर परीक्षा उसकी अंतिम तिथि से पहले पूरी कीजिए।',
  'Submit your holiday homework as text or a PDF from the Holiday Homework page.': '“छुट्टियों का होमवर्क” पृष्ठ से अपना छुट्टियों का होमवर्क टेक्स्ट या PDF के रूप में जमा कीजिए।',
  'Robotics workshop for grades 5 to 8 this month. Ask your coach for details.': 'इस महीने कक्षा 5 से 8 के लिए रोबोटिक्स कार्यशाला है। जानकारी के लिए अपने कोच से पूछिए।',
  'New simulator: build and test circuits with Ohm\'s law right in the lesson viewer.': 'नया सिम्युलेटर: पाठ के भीतर ही ओम के नियम से सर्किट बनाइए और परखिए।',
};
export const schoolUpdateHi = (s: string) => `${s}: इनोवेशन क्लब हर शुक्रवार स्कूल के बाद STEM लैब में मिलता है।`;

/** assessment-papers.ts: each paper's name and topic, by its key. */
export const PAPER_HI: Record<string, { name: string; topic: string }> = {
  all_kinds: { name: 'सभी प्रकार के प्रश्न: बल और गति', topic: 'बल और गति' },
  negative: { name: 'ऋणात्मक अंकन वाली इकाई परीक्षा', topic: 'बल, गति और सरल मशीनें' },
  pool: { name: 'साप्ताहिक अभ्यास संग्रह', topic: 'बल, गति, मशीनें और ऊर्जा' },
};

/** assessment-papers.ts: each question's text, by its English. */
export const PAPER_QUESTION_HI: Record<string, string> = {
  'Which force pulls a ball back down to the ground after you throw it up?': 'गेंद को ऊपर फेंकने के बाद कौन-सा बल उसे वापस ज़मीन की ओर खींचता है?',
  'Which of these are contact forces? Choose all that apply.': 'इनमें से कौन-से संपर्क बल हैं? जितने सही हों, सब चुनिए।',
  'An object moving in a straight line at a constant speed has no unbalanced force acting on it.': 'सीधी रेखा में एकसमान चाल से चलती वस्तु पर कोई असंतुलित बल नहीं लगता।',
  'What is the acceleration due to gravity near the Earth\'s surface, in m/s²? Give one decimal place.': 'पृथ्वी की सतह के पास गुरुत्वीय त्वरण कितना होता है, m/s² में? दशमलव के बाद एक अंक तक लिखिए।',
  'Name the force that opposes motion between two surfaces that touch. You may answer in English or Hindi.': 'एक-दूसरे को छूती दो सतहों के बीच गति का विरोध करने वाले बल का नाम लिखिए। आप हिन्दी या अंग्रेज़ी में उत्तर दे सकते हैं।',
  'What is the SI unit of force?': 'बल का SI मात्रक क्या है?',
  'A robot travels 12 metres in 4 seconds. What is its average speed?': 'एक रोबोट 4 सेकंड में 12 मीटर चलता है। उसकी औसत चाल क्या है?',
  'Which simple machine is a ramp used to load a heavy box onto a truck?': 'भारी डिब्बे को ट्रक पर चढ़ाने के लिए लगाया गया ढलान कौन-सी सरल मशीन है?',
  'Why do the wheels of a line-following robot have rubber tyres?': 'लाइन-फ़ॉलोइंग रोबोट के पहियों पर रबर के टायर क्यों होते हैं?',
  'A motor pushes a robot\'s wheels back against the floor, and the floor pushes the robot forward. Which law describes this?': 'मोटर रोबोट के पहियों से फ़र्श को पीछे की ओर धकेलती है, और फ़र्श रोबोट को आगे धकेलता है। यह कौन-सा नियम बताता है?',
  'Which of these quantities has both a size and a direction?': 'इनमें से किस राशि में परिमाण भी होता है और दिशा भी?',
  'A force of 10 N moves a box 3 m in the direction of the force. How much work is done?': '10 N का बल एक डिब्बे को बल की दिशा में 3 m खिसकाता है। कितना कार्य हुआ?',
  'Which of these reduce friction? Choose all that apply.': 'इनमें से कौन-से घर्षण कम करते हैं? जितने सही हों, सब चुनिए।',
  'The mass of an object changes when it is taken to the Moon.': 'किसी वस्तु को चंद्रमा पर ले जाने पर उसका द्रव्यमान बदल जाता है।',
  'A 2 kg trolley is pushed with a net force of 6 N. What is its acceleration, in m/s²?': '2 kg की ट्रॉली को 6 N के कुल बल से धकेला जाता है। उसका त्वरण कितना है, m/s² में?',
  'Which of these is a non-contact force?': 'इनमें से कौन-सा असंपर्क बल है?',
  'What happens to friction when a surface is made rougher?': 'किसी सतह को और खुरदरा बनाने पर घर्षण का क्या होता है?',
  'With no air, a heavy stone falls faster than a light feather.': 'हवा न हो, तो भारी पत्थर हल्के पंख से तेज़ गिरता है।',
  'Which instrument measures force?': 'कौन-सा उपकरण बल मापता है?',
  'A cyclist rides 30 km in 2 hours. What is the average speed, in km/h?': 'एक साइकिल सवार 2 घंटे में 30 km चलता है। उसकी औसत चाल कितनी है, km/h में?',
  'The slope of a distance–time graph gives the…': 'दूरी–समय ग्राफ़ की ढलान से क्या मिलता है?',
  'A ball rolling on a flat floor slowly stops. Why?': 'समतल फ़र्श पर लुढ़कती गेंद धीरे-धीरे रुक जाती है। क्यों?',
  'A car going round a bend at a steady speed is accelerating.': 'एकसमान चाल से मोड़ पर मुड़ती कार में त्वरण है।',
  'Which of these is periodic motion?': 'इनमें से कौन-सी आवर्त गति है?',
  'What is the point a lever turns about called?': 'जिस बिंदु के चारों ओर उत्तोलक घूमता है, उसे क्या कहते हैं?',
  'A pulley at the top of a flagpole helps mainly by…': 'झंडे के खंभे के ऊपर लगी घिरनी मुख्य रूप से कैसे मदद करती है?',
  'A lever lifts a 200 N load with a 50 N effort. What is its mechanical advantage?': 'एक उत्तोलक 50 N के आयास से 200 N का भार उठाता है। उसका यांत्रिक लाभ कितना है?',
  'A robot\'s battery drives its motor. Which energy change happens in the motor?': 'रोबोट की बैटरी उसकी मोटर चलाती है। मोटर में ऊर्जा का कौन-सा रूपांतरण होता है?',
  'What is the energy of a moving object called? One or two words, in English or Hindi.': 'गतिशील वस्तु की ऊर्जा को क्या कहते हैं? एक या दो शब्दों में, हिन्दी या अंग्रेज़ी में।',
  'Which of these store potential energy? Choose all that apply.': 'इनमें से किनमें स्थितिज ऊर्जा संचित है? जितने सही हों, सब चुनिए।',
};

/**
 * assessment-papers.ts: every option and accepted answer, by its English (the same word is the same in every
 * question). Numbers with units read the same in Hindi; a typed question's accepted Hindi answers stay themselves.
 */
export const PAPER_ANSWER_HI: Record<string, string> = {
  'True': 'सही', 'False': 'ग़लत',
  'Gravity': 'गुरुत्वाकर्षण', 'Friction': 'घर्षण', 'Magnetic force': 'चुंबकीय बल', 'Buoyancy': 'उत्प्लावन बल', 'Muscular force': 'पेशीय बल',
  '9.8': '9.8', 'friction': 'घर्षण', 'घर्षण': 'घर्षण', 'घर्षण बल': 'घर्षण बल',
  'Newton': 'न्यूटन', 'Joule': 'जूल', 'Watt': 'वाट', 'Pascal': 'पास्कल',
  '3 m/s': '3 m/s', '48 m/s': '48 m/s', '8 m/s': '8 m/s', '16 m/s': '16 m/s',
  'Inclined plane': 'आनत तल', 'Pulley': 'घिरनी', 'Lever': 'उत्तोलक', 'Wheel and axle': 'पहिया और धुरी',
  'To increase friction so the wheels grip': 'घर्षण बढ़ाने के लिए, ताकि पहिये पकड़ बनाए रखें',
  'To make the robot lighter': 'रोबोट को हल्का बनाने के लिए', 'To make the motors spin faster': 'मोटरों को तेज़ घुमाने के लिए',
  'To keep the sensors dry': 'सेंसरों को सूखा रखने के लिए',
  'Newton\'s third law': 'न्यूटन का तीसरा नियम', 'Newton\'s first law': 'न्यूटन का पहला नियम', 'Newton\'s second law': 'न्यूटन का दूसरा नियम',
  'The law of gravitation': 'गुरुत्वाकर्षण का नियम',
  'Velocity': 'वेग', 'Speed': 'चाल', 'Mass': 'द्रव्यमान', 'Time': 'समय',
  '30 J': '30 J', '13 J': '13 J', '3.3 J': '3.3 J', '7 J': '7 J',
  'Oiling a door hinge': 'दरवाज़े के कब्ज़े में तेल डालना', 'Ball bearings in a wheel': 'पहिये में बॉल बेयरिंग',
  'Sand on an icy road': 'बर्फ़ीली सड़क पर रेत', 'Treads on a shoe sole': 'जूते के तले पर खाँचे',
  '3': '3', '15': '15', '4': '4',
  'Tension in a rope': 'रस्सी में तनाव', 'A push on a door': 'दरवाज़े को धक्का',
  'It increases': 'बढ़ जाता है', 'It decreases': 'घट जाता है', 'It stays the same': 'उतना ही रहता है', 'It disappears': 'ख़त्म हो जाता है',
  'Spring balance': 'कमानीदार तुला', 'Thermometer': 'तापमापी', 'Ammeter': 'ऐमीटर', 'Barometer': 'दाबमापी',
  'Acceleration': 'त्वरण', 'Distance': 'दूरी', 'Force': 'बल',
  'Friction acts against its motion': 'घर्षण उसकी गति के विरुद्ध लगता है', 'Gravity pushes it backwards': 'गुरुत्वाकर्षण उसे पीछे धकेलता है',
  'It runs out of energy stored inside it': 'उसके भीतर जमा ऊर्जा ख़त्म हो जाती है', 'The floor pulls it back': 'फ़र्श उसे पीछे खींचता है',
  'A swinging pendulum': 'झूलता हुआ लोलक', 'A falling stone': 'गिरता हुआ पत्थर', 'A car braking to a stop': 'ब्रेक लगाकर रुकती कार',
  'A ball rolling down a slope': 'ढलान से लुढ़कती गेंद',
  'Fulcrum': 'आलंब', 'Effort': 'आयास', 'Load': 'भार', 'Axle': 'धुरी',
  'Changing the direction of the force': 'बल की दिशा बदलकर', 'Reducing the mass of the flag': 'झंडे का द्रव्यमान घटाकर',
  'Removing friction': 'घर्षण हटाकर', 'Making the pole taller': 'खंभे को ऊँचा करके',
  'Electrical energy to kinetic energy': 'विद्युत ऊर्जा से गतिज ऊर्जा', 'Kinetic energy to electrical energy': 'गतिज ऊर्जा से विद्युत ऊर्जा',
  'Chemical energy to light': 'रासायनिक ऊर्जा से प्रकाश', 'Heat to electrical energy': 'ऊष्मा से विद्युत ऊर्जा',
  'kinetic': 'गतिज', 'kinetic energy': 'गतिज ऊर्जा', 'गतिज': 'गतिज', 'गतिज ऊर्जा': 'गतिज ऊर्जा',
  'A stretched rubber band': 'खिंचा हुआ रबर बैंड', 'A book on a high shelf': 'ऊँची शेल्फ़ पर रखी किताब',
  'A ball rolling on the floor': 'फ़र्श पर लुढ़कती गेंद', 'A switched-off torch bulb': 'बुझा हुआ टॉर्च का बल्ब',
};
