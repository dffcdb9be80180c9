import type { Subject } from '../schema';

export const scratchProgramming: Subject = {
  slug: 'scratch-programming',
  name: 'Scratch Programming',
  description: 'Create stories, animations and games by snapping together colourful code blocks in Scratch.',
  lessons: [
    {
      position: 1,
      name: 'Meet Scratch',
      summary: 'Scratch is a free, block-based programming language in which you build programs by snapping blocks together.',
      sections: [
        {
          heading: 'What is Scratch?',
          paragraphs: [
            'Scratch is a programming language made at the MIT Media Lab for young learners. Instead of typing code, you drag colourful blocks and snap them together like puzzle pieces.',
            'Blocks only fit together in ways that make sense, so you spend less time on spelling mistakes and more time on ideas. Scratch is free and can be used in many languages.',
          ],
        },
        {
          heading: 'The Scratch screen',
          paragraphs: [
            'The stage is where your project plays. The characters and objects on the stage are called sprites; the orange cat is the sprite every new project starts with.',
            'The block palette holds blocks sorted by colour into categories, such as Motion (blue), Looks (purple), Sound (pink), Events (yellow) and Control (orange). You build scripts in the code area.',
          ],
        },
        {
          heading: 'Your first script',
          paragraphs: [
            'A script is a stack of blocks. It usually starts with a hat block such as "when green flag clicked". Clicking the green flag starts the project, and the red stop sign stops it.',
            'Try this: when green flag clicked → move 10 steps → say "Namaste!" for 2 seconds.',
          ],
        },
      ],
      keyTerms: [
        { term: 'Sprite', meaning: 'A character or object that performs on the stage.' },
        { term: 'Stage', meaning: 'The area where the project runs and sprites move.' },
        { term: 'Block', meaning: 'A puzzle-shaped piece of code, such as "move 10 steps".' },
        { term: 'Script', meaning: 'A stack of blocks joined together that runs from top to bottom.' },
      ],
      activity: {
        title: 'Hello, sprite!',
        materials: ['Computer or tablet with Scratch, or the Scratch Blocks simulator'],
        steps: [
          'Open Scratch (or the Scratch Blocks simulator).',
          'Find the Motion, Looks and Events categories in the block palette.',
          'Build the script: when green flag clicked, move 10 steps, say "Namaste!" for 2 seconds.',
          'Click the green flag and watch the sprite.',
          'Change 10 to 100 and run it again. What changed?',
        ],
      },
      hint: [
        'Sprites are the characters; the stage is where they perform.',
        'Blocks are grouped by colour: Motion is blue, Looks is purple and Events is yellow.',
        'Most scripts start with a yellow hat block such as "when green flag clicked".',
        'The green flag starts a project and the red stop sign stops it.',
      ],
      simulator: 'scratch-blocks',
    },
    {
      position: 2,
      name: 'Motion and Coordinates',
      summary: 'Every point on the Scratch stage has an x and a y coordinate, and Motion blocks use them to move sprites.',
      sections: [
        {
          heading: 'The stage is a grid',
          paragraphs: [
            'The Scratch stage is 480 steps wide and 360 steps tall, and its centre is the point (0, 0). The x value runs from −240 at the left edge to 240 at the right edge.',
            'The y value runs from −180 at the bottom to 180 at the top. So (100, 50) is to the right of and above the centre, and (−100, −50) is to the left of and below it.',
          ],
        },
        {
          heading: 'Moving and turning',
          paragraphs: [
            '"move 10 steps" moves a sprite in the direction it is facing. Direction 90 means facing right, 0 means up, 180 means down and −90 means left.',
            '"turn 15 degrees" rotates the sprite. "go to x: y:" jumps straight to a point, and "glide 1 secs to x: y:" slides there smoothly.',
          ],
        },
      ],
      keyTerms: [
        { term: 'Coordinate', meaning: 'A pair of numbers (x, y) that gives a position on the stage.' },
        { term: 'x-axis', meaning: 'The left–right line; x grows towards the right.' },
        { term: 'y-axis', meaning: 'The up–down line; y grows towards the top.' },
        { term: 'Direction', meaning: 'The way a sprite is facing, in degrees (90 = right).' },
      ],
      activity: {
        title: 'Treasure map',
        materials: ['Squared paper', 'Scratch or the Scratch Blocks simulator'],
        steps: [
          'Draw a big plus sign on squared paper for the x and y axes, and mark (0, 0).',
          'Mark three treasures at (100, 100), (−150, 50) and (0, −120).',
          'Write a "go to x: y:" block for each treasure.',
          'In Scratch, build a script that visits all three treasures using glide blocks.',
          'After each move, check the x and y values shown for the sprite.',
        ],
      },
      hint: [
        'x is left–right; y is up–down.',
        'A negative x is left of the centre; a negative y is below it.',
        'Direction 90 means facing right and 0 means facing up.',
        'The centre of the stage is (0, 0).',
      ],
      simulator: 'scratch-blocks',
    },
    {
      position: 3,
      name: 'Events: Starting Scripts',
      summary: 'Event blocks start scripts when something happens, such as a click, a key press or a message.',
      sections: [
        {
          heading: 'What is an event?',
          paragraphs: [
            'An event is something that happens while a program runs, such as clicking the green flag, pressing a key or clicking a sprite. Event blocks are yellow hat blocks that wait for an event and then run the blocks below them.',
            'One sprite can have many scripts, each starting with a different event. When an event happens, only the scripts under that event\'s hat run.',
          ],
        },
        {
          heading: 'Useful event blocks',
          paragraphs: [
            '"when green flag clicked" starts the project. "when space key pressed" lets a player control a sprite with the keyboard, for example moving with the arrow keys.',
            '"when this sprite clicked" makes buttons and clickable characters. "broadcast" sends a message, and "when I receive" lets other sprites react to it, so sprites can talk to each other.',
          ],
        },
      ],
      keyTerms: [
        { term: 'Event', meaning: 'Something that happens, like a click or a key press, that can start a script.' },
        { term: 'Hat block', meaning: 'A block with a rounded top that starts a script.' },
        { term: 'Broadcast', meaning: 'A block that sends a message to all sprites.' },
        { term: 'When I receive', meaning: 'A hat block that runs its script when a certain message arrives.' },
      ],
      activity: {
        title: 'Arrow-key controller',
        materials: ['Computer with Scratch'],
        steps: [
          'Give the cat a script: when right arrow key pressed → point in direction 90 → move 10 steps.',
          'Make similar scripts for the left (−90), up (0) and down (180) arrow keys.',
          'Add: when this sprite clicked → say "Ouch!" for 1 seconds.',
          'Make the cat broadcast "meet" when the space key is pressed, and make a second sprite say "Hello!" when it receives "meet".',
          'Test every key and the click, and fix anything that does not work.',
        ],
      },
      hint: [
        'Event blocks are yellow and have a rounded "hat" on top.',
        'Each script runs only when its own event happens.',
        'Use one "when key pressed" script for each arrow key.',
        'Broadcast sends a message; "when I receive" listens for it.',
      ],
      simulator: 'scratch-blocks',
    },
    {
      position: 4,
      name: 'Loops: Repeat and Forever',
      summary: 'Loops repeat a group of blocks, so you can make patterns and animations with much less code.',
      sections: [
        {
          heading: 'repeat and forever',
          paragraphs: [
            'The "repeat 10" block runs the blocks inside it 10 times and then moves on. The "forever" block runs the blocks inside it again and again until the stop sign is clicked.',
            'Loops are orange Control blocks shaped like the letter C, so other blocks fit inside their mouth.',
          ],
        },
        {
          heading: 'Drawing shapes with loops',
          paragraphs: [
            'With the Pen extension, a sprite can draw as it moves. "repeat 4 [move 100 steps, turn 90 degrees]" draws a square.',
            'To draw any regular shape, the sprite turns a total of 360 degrees. So each turn is 360 divided by the number of sides: 120° for a triangle, 72° for a pentagon and 60° for a hexagon.',
          ],
        },
      ],
      keyTerms: [
        { term: 'Loop', meaning: 'A block that repeats the blocks inside it.' },
        { term: 'Iteration', meaning: 'One run through the blocks inside a loop.' },
        { term: 'repeat', meaning: 'A loop that runs a fixed number of times.' },
        { term: 'forever', meaning: 'A loop that keeps running until the project is stopped.' },
      ],
      activity: {
        title: 'Shape factory',
        materials: ['Scratch Blocks simulator, or Scratch with the Pen extension'],
        steps: [
          'Put the pen down and draw a square with repeat 4 [move 100 steps, turn 90 degrees].',
          'Change it to draw a triangle (repeat 3, turn 120).',
          'Draw a hexagon (repeat 6, turn 60).',
          'Predict the turn needed for an octagon, then test your prediction.',
          'Put your shape inside another repeat with a small extra turn to make a flower pattern.',
        ],
      },
      hint: [
        'Turn angle = 360 ÷ number of sides.',
        'Blocks inside the C-shaped loop repeat; blocks below it run once afterwards.',
        'A forever loop never ends on its own; use the stop sign.',
        'repeat 4 means the blocks inside run exactly 4 times.',
      ],
      simulator: 'scratch-blocks',
    },
    {
      position: 5,
      name: 'Looks and Sound',
      summary: 'Looks and Sound blocks bring sprites to life with costumes, speech bubbles and music.',
      sections: [
        {
          heading: 'Costumes and animation',
          paragraphs: [
            'A costume is one picture of a sprite. The cat has two costumes with its legs in different positions, so switching between them with "next costume" makes the cat look as if it is walking.',
            'Adding "wait 0.2 seconds" between costume changes controls the speed of the animation, just like flipping the pages of a flip book.',
          ],
        },
        {
          heading: 'Talking and sound',
          paragraphs: [
            '"say Hello! for 2 seconds" shows a speech bubble, and "think Hmm..." shows a thought bubble. Looks blocks can also change a sprite\'s size and colour, or hide and show it.',
            '"start sound" plays a sound while the script carries on at once, but "play sound until done" waits for the sound to finish. You can even record your own voice.',
          ],
        },
      ],
      keyTerms: [
        { term: 'Costume', meaning: 'One of the pictures a sprite can show.' },
        { term: 'Backdrop', meaning: 'A background picture for the stage.' },
        { term: 'Animation', meaning: 'Pictures shown quickly one after another so they seem to move.' },
        { term: 'Speech bubble', meaning: 'The box that shows what a sprite says.' },
      ],
      activity: {
        title: 'Walking cat',
        materials: ['Computer with Scratch'],
        steps: [
          'Build: when green flag clicked → forever [move 10 steps, next costume, wait 0.2 seconds, if on edge, bounce].',
          'Run it and watch the cat walk.',
          'Change the wait to 0.1 and then to 0.5 seconds. Which looks most natural?',
          'Set the rotation style to "left-right" so the cat does not walk upside down.',
          'Add a "say" block so the cat greets the audience before it starts walking.',
        ],
      },
      hint: [
        '"next costume" switches the sprite to its next picture.',
        'A short wait between costume changes makes the animation visible and smooth.',
        'Backdrops belong to the stage; costumes belong to sprites.',
        '"play sound until done" waits for the sound; "start sound" does not.',
      ],
      simulator: 'scratch-blocks',
    },
    {
      position: 6,
      name: 'Decisions and Sensing',
      summary: 'If blocks and Sensing blocks let sprites make choices, such as reacting when they touch something.',
      sections: [
        {
          heading: 'if and if–else',
          paragraphs: [
            'The "if < > then" block runs the blocks inside it only when its condition is true. "if < > then … else" runs one group of blocks when the condition is true and the other group when it is false.',
            'Conditions are six-sided (hexagon) blocks. They always answer true or false, for example "touching edge?" or "key space pressed?".',
          ],
        },
        {
          heading: 'Sensing the world',
          paragraphs: [
            'Light-blue Sensing blocks check things like "touching mouse-pointer?", "touching color?" and "distance to". The "ask and wait" block lets the user type an answer.',
            'A condition is checked only at the moment the if block runs. That is why games put if blocks inside a forever loop, so the check happens again and again.',
          ],
        },
      ],
      keyTerms: [
        { term: 'Condition', meaning: 'A hexagon block whose answer is true or false.' },
        { term: 'Boolean', meaning: 'A value that can only be true or false.' },
        { term: 'if–else', meaning: 'A block that runs one of two groups of blocks depending on a condition.' },
        { term: 'Sensing block', meaning: 'A light-blue block that checks touching, keys, the mouse or distance.' },
      ],
      activity: {
        title: "Don't touch the wall",
        materials: ['Computer with Scratch'],
        steps: [
          'Paint a maze backdrop with black walls and a green goal area.',
          'Make a small sprite move with the arrow keys.',
          'Add: forever [if touching color black then go to x: −200 y: 0].',
          'Add another if block so the sprite says "You win!" when it touches green.',
          'Ask a partner to test your maze, then fix any bug they find.',
        ],
      },
      hint: [
        'Hexagon-shaped blocks are conditions: they are either true or false.',
        'Put if blocks inside a forever loop so they keep checking.',
        'if–else always runs exactly one of its two groups of blocks.',
        'Use "touching color" for walls and goals painted in a single colour.',
      ],
      simulator: 'scratch-blocks',
    },
    {
      position: 7,
      name: 'Variables: Keeping Score',
      summary: 'Variables store values, such as a score or a number of lives, that can change while a program runs.',
      sections: [
        {
          heading: 'Boxes with names',
          paragraphs: [
            'A variable is like a labelled box that holds one value. You create one in the Variables category and give it a clear name, such as score or lives.',
            '"set score to 0" puts a value into the box, replacing what was there. "change score by 1" adds to the value already there. A variable can be shown on the stage so players can see it.',
          ],
        },
        {
          heading: 'Using variables in games',
          paragraphs: [
            'Always reset your variables at the start of a game with "set", or the old score will carry over from the last game.',
            'Variables can be used in conditions too: "if score = 10 then say You win!". Green Operator blocks can add, compare and pick random numbers, such as "pick random 1 to 6" for a dice.',
          ],
        },
      ],
      keyTerms: [
        { term: 'Variable', meaning: 'A named store for a value that can change.' },
        { term: 'set', meaning: 'A block that gives a variable a new value.' },
        { term: 'change', meaning: 'A block that adds a number to a variable.' },
        { term: 'Operator', meaning: 'A green block that does maths or compares values.' },
      ],
      activity: {
        title: 'Click counter game',
        materials: ['Computer with Scratch'],
        steps: [
          'Create a variable called score.',
          'When green flag clicked: set score to 0 and reset timer.',
          'When this sprite clicked: change score by 1, then go to a random position.',
          'Add a forever loop with: if timer > 10 then say your score and stop all.',
          'Play three times and record your best score.',
        ],
      },
      hint: [
        '"set" replaces the value; "change" adds to it.',
        'Reset every variable when the green flag is clicked.',
        'Give variables meaningful names such as score or lives.',
        'Use "pick random 1 to 6" to roll a dice.',
      ],
      simulator: 'scratch-blocks',
    },
    {
      position: 8,
      name: 'Make and Debug a Game',
      summary: 'Plan, build, test and improve your own catch game using everything you have learned.',
      sections: [
        {
          heading: 'Plan first',
          paragraphs: [
            'Good programmers plan before they code. Write down the goal of your game, the sprites you need and what each sprite does. In a catch game, a basket moves with the arrow keys and apples fall from the sky.',
            'Break the big job into small parts: moving the basket, making apples fall, checking for a catch and keeping score. Build and test one part at a time.',
          ],
        },
        {
          heading: 'Finding bugs',
          paragraphs: [
            'A bug is a mistake that makes a program behave differently from what you wanted. Click a single script to run just that part, and show variables on the stage to see what is happening.',
            'Ask a friend to play-test your game: players find bugs you missed, and their ideas help you improve it. Scratch also lets you share projects and remix others\' work, always giving credit.',
          ],
        },
      ],
      keyTerms: [
        { term: 'Decomposition', meaning: 'Breaking a big problem into smaller parts.' },
        { term: 'Bug', meaning: 'A mistake that makes a program behave wrongly.' },
        { term: 'Play-testing', meaning: 'Letting other people try a game to find problems.' },
        { term: 'Remix', meaning: "Building on someone else's shared project and giving them credit." },
      ],
      activity: {
        title: 'Catch the apple',
        materials: ['Computer with Scratch'],
        steps: [
          'Make a basket sprite that moves left and right with the arrow keys.',
          'Make an apple that starts at a random x at the top (y = 170) and falls down.',
          'If the apple touches the basket: change score by 1 and send the apple back to the top.',
          'If the apple reaches the bottom (y < −170): change lives by −1 and send it back to the top.',
          'Stop the game when lives = 0 and show the final score.',
          'Ask a classmate to play-test your game and fix one bug they find.',
        ],
      },
      hint: [
        'Decomposition: split the game into small parts and test each one.',
        'Set score and lives when the green flag is clicked.',
        'Use "pick random −220 to 220" for the x position of a falling object.',
        'If something goes wrong, run one script at a time to find the bug.',
      ],
      simulator: 'scratch-blocks',
    },
  ],
  questions: [
    { lessonPosition: 1, text: 'In Scratch, what is a sprite?', options: ['A character or object that performs on the stage', 'The background of the stage', 'A type of loop', 'The green flag'], correctIndex: 0 },
    { lessonPosition: 1, text: 'Which block usually starts a Scratch script when the project is run?', options: ['move 10 steps', 'when green flag clicked', 'next costume', 'say Hello!'], correctIndex: 1 },
    { lessonPosition: 2, text: 'What are the coordinates of the centre of the Scratch stage?', options: ['(240, 180)', '(−240, −180)', '(0, 0)', '(480, 360)'], correctIndex: 2 },
    { lessonPosition: 2, text: 'A sprite moves from x: 0, y: 0 to x: 100, y: −50. Where is it now, compared with the centre?', options: ['Left and above', 'Right and above', 'Left and below', 'Right and below'], correctIndex: 3 },
    { lessonPosition: 2, text: 'Which way does a sprite face when its direction is 90?', options: ['Up', 'Right', 'Down', 'Left'], correctIndex: 1 },
    { lessonPosition: 3, text: 'Which block lets one sprite send a message that other sprites can react to?', options: ['next costume', 'change size by 10', 'broadcast', 'move 10 steps'], correctIndex: 2 },
    { lessonPosition: 4, text: 'Which script draws a square?', options: ['repeat 4 [move 100 steps, turn 90 degrees]', 'repeat 3 [move 100 steps, turn 120 degrees]', 'repeat 4 [move 100 steps, turn 45 degrees]', 'forever [turn 90 degrees]'], correctIndex: 0 },
    { lessonPosition: 4, text: 'How many degrees should a sprite turn at each corner to draw a regular hexagon?', options: ['45', '60', '90', '120'], correctIndex: 1 },
    { lessonPosition: 5, text: 'Which block switches a sprite to its next picture to make an animation?', options: ['change x by 10', 'show', 'next backdrop', 'next costume'], correctIndex: 3 },
    { lessonPosition: 6, text: 'What does an "if–else" block do?', options: ['Repeats blocks forever', 'Runs one group of blocks if its condition is true and the other group if it is false', 'Stops all scripts', 'Creates a new sprite'], correctIndex: 1 },
    { lessonPosition: 7, text: 'A script runs "set score to 0" and then "change score by 3". What is the value of score now?', options: ['3', '0', '30', '−3'], correctIndex: 0 },
    { lessonPosition: 8, text: 'What is decomposition in programming?', options: ['Deleting old projects', 'Breaking a big problem into smaller parts', 'Making a sprite smaller', 'Running a loop forever'], correctIndex: 1 },
  ],
};
