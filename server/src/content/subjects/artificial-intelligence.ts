import type { Subject } from '../schema';

export const artificialIntelligence: Subject = {
  slug: 'artificial-intelligence',
  name: 'Artificial Intelligence',
  description: 'Explore how computers learn from data, recognise patterns and make predictions, and how to use AI fairly and safely.',
  lessons: [
    {
      position: 1,
      name: 'What Is Artificial Intelligence?',
      summary: 'Artificial intelligence is the science of making computers do tasks that normally need human intelligence.',
      sections: [
        {
          heading: 'Machines that seem smart',
          paragraphs: [
            'Artificial intelligence (AI) is the science of building computer programs that do things we usually think need human intelligence, such as recognising faces, understanding speech, translating languages or playing chess.',
            'The name "artificial intelligence" was coined by the computer scientist John McCarthy in 1955, for a research workshop held at Dartmouth College in the USA in 1956.',
          ],
        },
        {
          heading: 'AI around you',
          paragraphs: [
            'You may already use AI every day: map apps predict traffic, phones unlock by recognising your face, video apps suggest what to watch next and voice assistants answer questions.',
            "Today's AI is narrow AI: each system is good at one kind of task, so a chess program cannot drive a car. AI that can do everything a human can, sometimes called general AI, does not exist yet.",
          ],
        },
        {
          heading: 'Rules or learning?',
          paragraphs: [
            'Older programs only followed rules written by people. Most modern AI instead learns patterns from many examples. This is called machine learning.',
            'Either way, people are needed: humans collect the data, choose the goal and check whether the AI is doing a good job.',
          ],
        },
      ],
      keyTerms: [
        { term: 'Artificial intelligence (AI)', meaning: 'Computer systems that do tasks that usually need human intelligence.' },
        { term: 'Narrow AI', meaning: 'AI that is good at one kind of task only.' },
        { term: 'Machine learning', meaning: 'A way of building AI in which the computer learns patterns from examples.' },
        { term: 'Recommendation system', meaning: 'AI that suggests things you may like, such as videos or songs.' },
      ],
      activity: {
        title: 'AI or not?',
        materials: ['Notebook and pencil'],
        steps: [
          'List ten technologies you use, such as a calculator, face unlock, a fan regulator and a translation app.',
          'For each one, ask: does it recognise, predict or decide something that normally needs human thinking?',
          'Sort them into two lists: "AI" and "not AI".',
          'For each AI example, write what it has to recognise or predict.',
          'Discuss one example on which your group disagreed.',
        ],
      },
      hint: [
        'AI = computers doing tasks that usually need human intelligence.',
        'A calculator follows fixed rules and is not usually called AI.',
        "All of today's AI is narrow: good at one kind of task.",
        'Machine learning means learning patterns from examples instead of being given every rule.',
      ],
      simulator: 'ai-classifier',
    },
    {
      position: 2,
      name: 'Data: The Fuel of AI',
      summary: 'AI systems learn from data, so the amount and quality of the data decide how well they work.',
      sections: [
        {
          heading: 'What is data?',
          paragraphs: [
            "Data is information that can be collected and stored, such as numbers, words, pictures and sounds. A table of students' heights, a photo album and recordings of people speaking are all data.",
            'In a data table, each row is usually one example, such as one fruit, and each column is a feature: a property we measure, like weight or colour. The answer we want the AI to learn, like "lemon" or "orange", is called the label.',
          ],
        },
        {
          heading: 'Good data, good AI',
          paragraphs: [
            'An AI trained on a few blurry photos will make many mistakes. More examples, clearer examples and correct labels all make an AI better. People say: "garbage in, garbage out".',
            'Data must also be collected fairly and kept private. Personal data, such as your name, address and photos, should only be shared with permission.',
          ],
        },
      ],
      keyTerms: [
        { term: 'Data', meaning: 'Information such as numbers, words, pictures or sounds.' },
        { term: 'Feature', meaning: 'A measurable property of an example, like weight or colour.' },
        { term: 'Label', meaning: 'The correct answer for an example, like "lemon".' },
        { term: 'Dataset', meaning: 'A collection of examples used to train or test an AI.' },
      ],
      activity: {
        title: 'Build a fruit dataset',
        materials: ['Lemons and oranges (or pictures of them)', 'Ruler', 'Graph paper'],
        steps: [
          'Make a table with the columns: width (cm), colour score, label.',
          'For each fruit, measure its width and give it a colour score from 1 (green) to 5 (orange).',
          'Write the label, lemon or orange, in the last column.',
          'Plot each fruit as a dot on graph paper: width across, colour score up.',
          'Do you see two groups? Where would a new fruit 7 cm wide with colour score 4 go?',
        ],
      },
      hint: [
        'Each row of a dataset is one example; each column is a feature.',
        'The label is the correct answer for an example.',
        'More data of better quality usually makes a better AI.',
        'Personal data should only be shared with permission.',
      ],
      simulator: 'ai-classifier',
    },
    {
      position: 3,
      name: 'Learning from Examples',
      summary: 'In machine learning, a computer finds patterns in labelled examples during training and is then tested on new examples.',
      sections: [
        {
          heading: 'Training',
          paragraphs: [
            'Think of how a small child learns what a cat is. Nobody gives rules; the child sees many cats and hears "cat". Machine learning works in a similar way: the computer is given many labelled examples and finds the patterns that link the features to the labels.',
            'This stage is called training, and what the computer learns is called a model. The model can then be used to make predictions about new examples.',
          ],
        },
        {
          heading: 'Testing',
          paragraphs: [
            'To know whether a model has really learned, we test it on examples it has never seen. A model that only memorised its training examples will do badly on new ones.',
            'Accuracy is the percentage of test examples the model gets right. If a model classifies 45 of 50 test images correctly, its accuracy is 45 ÷ 50 × 100 = 90%.',
          ],
        },
      ],
      keyTerms: [
        { term: 'Training', meaning: 'Letting a computer learn patterns from labelled examples.' },
        { term: 'Model', meaning: 'What the computer has learned; it is used to make predictions.' },
        { term: 'Test data', meaning: 'New examples, kept aside, used to check a model.' },
        { term: 'Accuracy', meaning: 'The percentage of test examples a model gets right.' },
      ],
      activity: {
        title: 'Be the model',
        materials: ['20 picture cards of two kinds of animal (for example birds and insects)', 'Notebook'],
        steps: [
          'Split the 20 cards into 14 training cards and 6 test cards. Keep the test cards hidden.',
          'In groups, study the training cards and write a rule for telling the two kinds apart. Your rule is your model.',
          'Use your rule to label the test cards without looking at the answers.',
          'Check the answers and work out your accuracy.',
          'Discuss: would more training cards have helped? Why?',
        ],
      },
      hint: [
        'Training data teaches the model; test data checks it.',
        'Test data must be new to the model.',
        'Accuracy = correct answers ÷ total test examples × 100.',
        'A model that only memorises does badly on new examples.',
      ],
      simulator: 'ai-classifier',
    },
    {
      position: 4,
      name: 'Classification and Nearest Neighbours',
      summary: 'A classifier sorts things into groups, and the nearest-neighbour method labels a new point by looking at the closest known points.',
      sections: [
        {
          heading: 'Sorting into classes',
          paragraphs: [
            'Classification means putting things into groups called classes, such as "spam" or "not spam" for emails, or "ripe" or "unripe" for mangoes. A program that does this is called a classifier.',
            'If we plot examples as dots on a graph, using two features for the x and y axes, examples of the same class often form groups called clusters.',
          ],
        },
        {
          heading: 'k-nearest neighbours',
          paragraphs: [
            'One of the simplest classifiers is k-nearest neighbours (k-NN). To label a new point, find the k known points closest to it and let them vote. The class with the most votes wins.',
            'With k = 1, the new point simply copies its single nearest neighbour. With two classes, an odd k such as 3 or 5 avoids ties, and a larger k is less easily fooled by one wrongly labelled point.',
          ],
        },
      ],
      keyTerms: [
        { term: 'Classification', meaning: 'Sorting examples into groups (classes).' },
        { term: 'Class', meaning: 'One of the groups, such as "red" or "blue".' },
        { term: 'k-nearest neighbours', meaning: 'A classifier that lets the k closest known points vote.' },
        { term: 'Distance', meaning: 'How far apart two points are on the graph.' },
      ],
      activity: {
        title: 'Be the classifier',
        materials: ['AI Classifier simulator', 'Notebook'],
        steps: [
          'In the AI Classifier simulator, add about six red points on the left and six blue points on the right.',
          'Place a test point in the middle and classify it with k = 1, then with k = 3.',
          'Add one red point deep inside the blue group. Test a point right next to it with k = 1 and then k = 5.',
          'Switch on the colour map and describe the border between red and blue.',
          'Explain in one sentence why k = 5 was not fooled by the odd point.',
        ],
      },
      hint: [
        'k-NN: find the k closest labelled points and take a vote.',
        'With k = 1 the answer is the class of the single nearest point.',
        'Use an odd k with two classes to avoid a tie.',
        'Distance is measured as a straight line between two points.',
      ],
      simulator: 'ai-classifier',
    },
    {
      position: 5,
      name: 'How Computers See',
      summary: 'Computers see images as grids of numbers called pixels, and computer vision finds patterns in those numbers.',
      sections: [
        {
          heading: 'Pictures are numbers',
          paragraphs: [
            'A digital image is a grid of tiny squares called pixels. In a black-and-white (greyscale) image, each pixel is one number for its brightness, often from 0 (black) to 255 (white).',
            'A colour pixel is stored as three numbers: how much red, green and blue light it has (RGB). A photo from a phone camera has millions of pixels.',
          ],
        },
        {
          heading: 'Finding patterns',
          paragraphs: [
            'Computer vision programs first look for simple patterns, such as edges where the brightness changes suddenly. They combine edges into shapes like eyes or wheels, and shapes into objects like faces or cars.',
            'This is how face unlock, number-plate readers at toll plazas and apps that spot plant diseases from photos of leaves work. They must be trained on thousands of labelled images.',
          ],
        },
      ],
      keyTerms: [
        { term: 'Pixel', meaning: 'One tiny square of a digital image.' },
        { term: 'Resolution', meaning: 'How many pixels an image has, such as 1920 × 1080.' },
        { term: 'RGB', meaning: 'Red, green and blue: the three numbers stored for each colour pixel.' },
        { term: 'Computer vision', meaning: 'AI that finds and recognises things in images.' },
      ],
      activity: {
        title: 'Pixel picture code',
        materials: ['Squared paper', 'Pencil'],
        steps: [
          'Draw an 8 × 8 grid and shade squares to make a simple picture, such as a smiley face.',
          'Write your picture as 8 rows of numbers: 1 for a shaded square and 0 for a blank one.',
          'Give only your numbers to a partner.',
          'Your partner redraws the picture from the numbers alone.',
          'Discuss: how could a computer find the "eyes" in your grid of numbers?',
        ],
      },
      hint: [
        'A pixel is one tiny square of an image.',
        'Greyscale values often run from 0 (black) to 255 (white).',
        'A colour pixel stores three values: red, green and blue.',
        'Computer vision finds edges first, then shapes, then objects.',
      ],
      simulator: 'ai-classifier',
    },
    {
      position: 6,
      name: 'AI and Language',
      summary: 'Natural language processing helps computers understand, translate and produce human language.',
      sections: [
        {
          heading: 'Talking to computers',
          paragraphs: [
            'Natural language processing (NLP) is the part of AI that works with human languages. A voice assistant turns your speech into text, works out what you want and replies in spoken words.',
            "Translation apps can turn Hindi into Tamil or English into Bengali. India's Bhashini project is building AI tools for Indian languages, so that more people can use the internet in their own language.",
          ],
        },
        {
          heading: 'Chatbots and their limits',
          paragraphs: [
            'Modern chatbots are powered by large language models. These learn from huge amounts of text to predict which words are likely to come next, which lets them write answers that sound natural.',
            'But sounding right is not the same as being right. Chatbots can state made-up facts confidently, so check important information with a trusted source, and never share personal details with them.',
          ],
        },
      ],
      keyTerms: [
        { term: 'Natural language processing (NLP)', meaning: 'AI that works with human languages.' },
        { term: 'Speech recognition', meaning: 'Turning spoken words into text.' },
        { term: 'Chatbot', meaning: 'A program that holds a conversation in text or speech.' },
        { term: 'Large language model (LLM)', meaning: 'An AI trained on huge amounts of text to predict likely next words.' },
      ],
      activity: {
        title: 'Predict the next word',
        materials: ['Notebook and pencil', 'Blackboard'],
        steps: [
          'Your teacher writes the start of a sentence, such as "Every morning I drink a cup of ...".',
          'Everyone writes down the word they think comes next.',
          'Count how many people chose each word and draw a bar chart.',
          'Discuss: a language model does something similar, using patterns from huge amounts of text.',
          'Find a sentence where the most popular guess would be wrong, and explain why chatbots can make mistakes.',
        ],
      },
      hint: [
        'NLP is AI that works with human language.',
        'Speech recognition turns spoken words into text.',
        'A language model predicts likely next words from patterns in text.',
        'Always check important facts from a chatbot with a trusted source.',
      ],
      simulator: 'ai-classifier',
    },
    {
      position: 7,
      name: 'Bias and Fairness',
      summary: 'An AI can be unfair if it learns from data that is incomplete or one-sided, so it must be checked carefully.',
      sections: [
        {
          heading: 'Where bias comes from',
          paragraphs: [
            'Bias means a system treats some people or things unfairly. AI learns from data, so if the data is one-sided, the AI learns that too.',
            'For example, a face-recognition system trained mostly on photos of adults may work badly for children, and a speech assistant trained mostly on one accent may misunderstand people from other regions.',
          ],
        },
        {
          heading: 'Making AI fairer',
          paragraphs: [
            'Designers can collect data from many kinds of people and places, test the system separately on different groups and fix the gaps they find.',
            'Important decisions, such as who gets a loan or a job, should always be checked by people. Knowing why an AI made a decision helps us trust it or catch its mistakes.',
          ],
        },
      ],
      keyTerms: [
        { term: 'Bias', meaning: 'Unfairly favouring some people or things over others.' },
        { term: 'Fairness', meaning: 'Treating all groups of people equally well.' },
        { term: 'Representative data', meaning: 'Data that includes all the kinds of people or things the AI will meet.' },
        { term: 'Human oversight', meaning: 'People checking and being responsible for what an AI decides.' },
      ],
      activity: {
        title: 'Spot the bias',
        materials: ['AI Classifier simulator', 'Notebook'],
        steps: [
          'In the AI Classifier simulator, add ten red points but only two blue points, spread over the whole board.',
          'Test points in different places with k = 5. Which colour wins every time, and why?',
          'Add eight more blue points so the two groups are balanced, and test again.',
          'Write down how the unbalanced data changed the results.',
          'Think of a real AI system and list who might be missing from its training data.',
        ],
      },
      hint: [
        'Bias in, bias out: an AI copies the patterns in its data.',
        'Representative data includes all the kinds of people or things the AI will meet.',
        'Test an AI on different groups separately to find unfairness.',
        'People should check important decisions made with AI.',
      ],
      simulator: 'ai-classifier',
    },
    {
      position: 8,
      name: 'Using AI Responsibly',
      summary: 'Using AI well means being honest, protecting privacy, checking facts and keeping humans in charge.',
      sections: [
        {
          heading: 'Good habits with AI',
          paragraphs: [
            'AI tools can help you learn, for example by explaining a topic in a new way or quizzing you. But handing in an AI answer as your own work is dishonest, and you miss the learning.',
            'Protect your privacy: do not type your full name, address, phone number or passwords into AI apps, and check with a parent or teacher before using a new app.',
          ],
        },
        {
          heading: 'Deepfakes and trust',
          paragraphs: [
            'AI can now create realistic fake photos, voices and videos, called deepfakes. Before sharing a surprising video, ask: who made it, where did it first appear, and do trusted news sources report it?',
            'Like electricity, AI is a powerful tool. It can help doctors spot diseases, farmers plan for the weather and students learn in their own language, as long as humans use it wisely and stay in control.',
          ],
        },
      ],
      keyTerms: [
        { term: 'Deepfake', meaning: 'A realistic fake photo, video or voice made with AI.' },
        { term: 'Privacy', meaning: 'Keeping your personal information safe and under your control.' },
        { term: 'Misinformation', meaning: 'False or misleading information, shared on purpose or by mistake.' },
        { term: 'Responsible AI', meaning: 'Using and building AI in ways that are safe, fair and honest.' },
      ],
      activity: {
        title: 'AI rules for our class',
        materials: ['Chart paper', 'Sketch pens'],
        steps: [
          'In groups, list three ways AI could help you at school.',
          'List three ways AI could be misused.',
          'Write five rules for using AI responsibly in your class.',
          'Vote for the best rules and make a class poster.',
          'Put the poster up where everyone can see it.',
        ],
      },
      hint: [
        'Use AI to help you learn, not to copy answers.',
        'Never share personal details such as your address or passwords with an AI app.',
        'Check surprising videos and claims with trusted sources before sharing.',
        'Humans must stay responsible for important decisions.',
      ],
      simulator: 'ai-classifier',
    },
  ],
  questions: [
    { lessonPosition: 1, text: 'What is artificial intelligence?', options: ['A robot made only of metal', 'The science of making computers do tasks that usually need human intelligence', 'A very fast calculator', 'A type of computer virus'], correctIndex: 1 },
    { lessonPosition: 1, text: 'Who coined the term "artificial intelligence"?', options: ['Charles Babbage', 'C. V. Raman', 'Alan Turing', 'John McCarthy'], correctIndex: 3 },
    { lessonPosition: 2, text: 'In a dataset about fruits, what is the label?', options: ['The correct answer for each example, such as "lemon"', 'A measured property such as weight', 'The number of rows in the table', 'The computer that stores the data'], correctIndex: 0 },
    { lessonPosition: 3, text: 'Why is a model tested on examples it has never seen?', options: ['To make training faster', 'To check that it learned patterns rather than memorising', 'To delete wrong examples', 'To make the model bigger'], correctIndex: 1 },
    { lessonPosition: 3, text: 'A model labels 45 out of 50 test images correctly. What is its accuracy?', options: ['45%', '50%', '90%', '95%'], correctIndex: 2 },
    { lessonPosition: 4, text: "Using k-nearest neighbours with k = 3, a new point's three closest neighbours are red, blue and red. How is the new point classified?", options: ['Blue', 'Red', 'It cannot be classified', 'Purple'], correctIndex: 1 },
    { lessonPosition: 4, text: 'With two classes, why is an odd value of k, such as 3, often chosen?', options: ['It makes the computer faster', 'It makes every point the same colour', 'It avoids ties in the vote', 'It removes the need for training data'], correctIndex: 2 },
    { lessonPosition: 5, text: 'What is a pixel?', options: ['One tiny square of a digital image', 'A type of camera lens', 'A computer program', 'A unit of sound'], correctIndex: 0 },
    { lessonPosition: 5, text: 'Which three colours of light are stored for each pixel in RGB?', options: ['Red, yellow and blue', 'Red, green and blue', 'Red, grey and black', 'Rose, gold and blue'], correctIndex: 1 },
    { lessonPosition: 6, text: 'What does speech recognition do?', options: ['Turns pictures into sound', 'Makes a computer run faster', 'Sorts emails into folders', 'Turns spoken words into text'], correctIndex: 3 },
    { lessonPosition: 7, text: 'A face-recognition system trained mostly on photos of adults works poorly for children. What is the main cause?', options: ['The camera is too old', 'The training data did not represent children well', 'Children move too fast', 'The internet was slow'], correctIndex: 1 },
    { lessonPosition: 8, text: 'What is a deepfake?', options: ['A realistic fake photo, video or voice made with AI', 'A very deep swimming pool', 'A type of computer virus', 'A strong password'], correctIndex: 0 },
  ],
};
