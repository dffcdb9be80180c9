import type { Subject } from '../schema';

export const robotics: Subject = {
  slug: 'robotics',
  name: 'Robotics',
  description: 'Discover how robots sense, think and act, and learn to program them step by step.',
  lessons: [
    {
      position: 1,
      name: 'What Is a Robot?',
      summary: 'A robot is a machine that can sense its surroundings, decide what to do and then act on its own.',
      sections: [
        {
          heading: 'Sense, think, act',
          paragraphs: [
            'A robot is a machine that can do a job by itself by following a program. Every robot repeats three steps again and again: it senses, it thinks and it acts.',
            "Sensing means collecting information, like a camera spotting an obstacle. Thinking means the robot's small computer, called the controller, decides what to do. Acting means moving a motor, a wheel, an arm or switching on a light.",
          ],
        },
        {
          heading: 'Robot or not?',
          paragraphs: [
            'A ceiling fan moves, but it cannot sense anything or decide anything, so it is not a robot. A washing machine that senses the water level and changes its cycle is closer to one.',
            'A robot vacuum cleaner is a real robot: it senses walls with its bumpers, decides which way to turn and drives its wheels until the whole floor is clean.',
          ],
        },
      ],
      keyTerms: [
        { term: 'Robot', meaning: 'A machine that senses, decides and acts by following a program.' },
        { term: 'Sensor', meaning: 'A part that collects information, such as light, distance or touch.' },
        { term: 'Controller', meaning: "The robot's small computer (its brain) that runs the program." },
        { term: 'Actuator', meaning: 'A part that makes something move, such as a motor.' },
      ],
      activity: {
        title: 'Robot or not?',
        materials: ['Notebook and pencil', 'A list or pictures of ten everyday machines'],
        steps: [
          'Draw a table with three columns: Senses?, Decides?, Acts?',
          'Write ten machines from your home or school in the rows, such as a fan, a lift and a robot vacuum.',
          'Tick each column that is true for each machine.',
          'Circle the machines that tick all three columns: these are robots.',
          'Open the Robot Grid simulator and guide the robot to the star. Notice that you are doing the thinking for it!',
        ],
      },
      hint: [
        'Remember the three steps every robot repeats: sense, think, act.',
        'If a machine cannot sense anything, it is not a robot.',
        'A motor is an actuator; a camera is a sensor.',
        'In the simulator, plan your whole path on paper before you press Run.',
      ],
      simulator: 'robot-grid',
    },
    {
      position: 2,
      name: 'Parts of a Robot',
      summary: 'Every robot has a body, a brain, sensors, actuators and a power source that work together.',
      sections: [
        {
          heading: 'The five main parts',
          paragraphs: [
            'Most robots are built from five kinds of parts. The frame, or chassis, holds everything together. The controller is the brain: a small computer such as a microcontroller board that runs the program.',
            "Sensors are the robot's eyes, ears and skin. Actuators, such as motors, are its muscles. A power source, usually a battery, gives energy to all the other parts.",
          ],
        },
        {
          heading: 'How the parts talk',
          paragraphs: [
            'Sensors send signals to the controller. The controller runs its program, makes a decision and sends signals to the actuators. Wires carry both the signals and the power.',
            'If one part fails, the whole robot can stop working. A flat battery, a loose wire or a mistake in the program are the most common reasons a school robot will not move.',
          ],
        },
      ],
      keyTerms: [
        { term: 'Chassis', meaning: 'The frame or body of a robot that holds all its parts.' },
        { term: 'Microcontroller', meaning: 'A tiny computer on one chip that can run a program and control motors.' },
        { term: 'Power source', meaning: 'Usually a battery; it supplies the energy every part needs.' },
        { term: 'Program', meaning: 'The list of instructions the controller follows.' },
      ],
      activity: {
        title: 'Design a paper robot',
        materials: ['Chart paper', 'Sketch pens', 'Scissors and glue (optional)'],
        steps: [
          'Draw a robot of your own design on chart paper.',
          'Label its chassis, controller, sensors, actuators and power source.',
          'Next to each sensor, write what it measures.',
          'Next to each actuator, write what it moves.',
          'Explain to a partner how a signal travels from a sensor, through the controller, to a motor.',
        ],
      },
      hint: [
        'Controller = brain, sensors = senses, actuators = muscles, battery = energy.',
        'The chassis holds the parts together but does not think.',
        'When a robot does not work, check the battery first, then the wires, then the program.',
      ],
      simulator: 'robot-grid',
    },
    {
      position: 3,
      name: 'Motors and Movement',
      summary: 'Motors turn electrical energy into movement, and robots steer by turning their wheels at different speeds.',
      sections: [
        {
          heading: 'Kinds of motors',
          paragraphs: [
            'A DC motor spins round and round when current flows through it; reversing the battery makes it spin the other way. The wheels of small robots are usually driven by DC motors through gears.',
            'A servo motor turns to an exact angle, such as 90 degrees, and holds it there. Servos are used in robot arms, grippers and steering.',
          ],
        },
        {
          heading: 'How a two-wheeled robot turns',
          paragraphs: [
            'Many robots have two driven wheels, one on each side, and a small free wheel called a caster. When both wheels turn forward at the same speed, the robot goes straight.',
            'If the left wheel turns forward and the right wheel turns backward, the robot spins to the right on the spot. Steering by changing the speeds of the two wheels is called differential drive.',
          ],
        },
        {
          heading: 'Gears: speed or strength',
          paragraphs: [
            'Gears pass motion from the motor to the wheel. A small gear driving a big gear makes the wheel turn slower but with more force, which helps a robot climb a slope.',
            'A big gear driving a small gear does the opposite: more speed, but less force.',
          ],
        },
      ],
      keyTerms: [
        { term: 'DC motor', meaning: 'A motor that spins continuously when current flows through it.' },
        { term: 'Servo motor', meaning: 'A motor that turns to an exact angle and holds it.' },
        { term: 'Differential drive', meaning: 'Steering by making the left and right wheels turn at different speeds.' },
        { term: 'Gear', meaning: 'A toothed wheel that passes turning motion to another gear.' },
      ],
      activity: {
        title: 'Be the wheels',
        materials: ['Open floor space', 'Chalk or tape to mark a start line'],
        steps: [
          'Work in pairs, standing side by side with linked arms: one of you is the left wheel, the other is the right wheel.',
          'Walk forward together at the same speed and notice that you move in a straight line.',
          'Now only the left wheel walks forward while the right wheel stays still. Which way do you turn?',
          'Try left wheel forward and right wheel backward. What happens?',
          'Complete the rule in your notebook: to turn right, the ____ wheel must move faster.',
        ],
      },
      hint: [
        'Both wheels forward at the same speed = a straight line.',
        'To turn right, make the left wheel faster than the right wheel; to turn left, do the opposite.',
        'Use a servo when you need an exact angle and a DC motor for continuous spinning.',
        'A small gear driving a big gear = slower but stronger.',
      ],
      simulator: 'robot-grid',
    },
    {
      position: 4,
      name: 'Sensors: How Robots Feel the World',
      summary: 'Sensors measure things like distance, light and touch, and turn them into signals the controller can read.',
      sections: [
        {
          heading: 'Common robot sensors',
          paragraphs: [
            'A touch sensor, or bump switch, tells the robot it has hit something. A light sensor measures brightness. An infrared (IR) sensor sends out invisible light and checks how much bounces back, which helps a robot tell a black line from a white floor.',
            'An ultrasonic sensor works like a bat. It sends out a sound too high for humans to hear and times the echo. The longer the echo takes to return, the farther away the object is.',
          ],
        },
        {
          heading: 'From signal to decision',
          paragraphs: [
            'A sensor only gives a number, such as "distance = 12 cm". The program decides what the number means, for example: if the distance is less than 10 cm, stop and turn.',
            'Sensor readings are never perfect. Dust, sunlight or a soft surface can change them, so engineers test their robots many times and choose safe values.',
          ],
        },
      ],
      keyTerms: [
        { term: 'Ultrasonic sensor', meaning: 'Measures distance by timing the echo of a high-pitched sound.' },
        { term: 'Infrared (IR) sensor', meaning: 'Uses invisible infrared light that bounces off surfaces.' },
        { term: 'Touch sensor', meaning: 'A switch that is pressed when the robot bumps into something.' },
        { term: 'Threshold', meaning: 'The value at which a program changes what it does, like "closer than 10 cm".' },
      ],
      activity: {
        title: 'Sensor hunt',
        materials: ['Notebook and pencil', 'A mobile phone or home appliances to look at (optional)'],
        steps: [
          'List five sensors you can find in a phone or at home, such as the touch screen or the TV remote receiver.',
          'Next to each one, write what it measures.',
          'Write an "if" rule a robot could use with each sensor, for example "If it is dark, switch on the headlamp."',
          'Choose a threshold number for one rule and explain why you chose it.',
          'Share your best rule with the class.',
        ],
      },
      hint: [
        'Ultrasonic = a sound echo; infrared = invisible light bouncing back.',
        'A longer echo time means the object is farther away.',
        'A threshold is the "change point" in a rule, like "closer than 10 cm".',
        'Sensors only give numbers; the program decides what they mean.',
      ],
      simulator: 'robot-grid',
    },
    {
      position: 5,
      name: 'Algorithms: Step-by-Step Instructions',
      summary: 'An algorithm is a clear, ordered list of steps, and a robot follows it exactly as written.',
      sections: [
        {
          heading: 'Robots do exactly what you say',
          paragraphs: [
            'An algorithm is a set of step-by-step instructions to finish a task. A recipe for chai is an algorithm: boil water, add tea leaves, add milk and sugar, boil again, then strain.',
            'Robots cannot guess what you mean. If you forget a step or put steps in the wrong order, the robot still follows your program, and the result is wrong.',
          ],
        },
        {
          heading: 'Planning a path',
          paragraphs: [
            'To move a robot on a grid we can use three commands: Forward (one square ahead), Left (turn 90° left on the spot) and Right (turn 90° right on the spot). Turning does not move the robot to a new square.',
            'Before coding, mark the start and the goal, and trace the path with your finger. Count the squares and the turns, then write the commands in order.',
          ],
        },
        {
          heading: 'Debugging',
          paragraphs: [
            'A mistake in a program is called a bug, and finding and fixing it is called debugging.',
            'Run the program, watch where the robot first goes wrong and change only that step. Testing small parts one at a time makes bugs easy to find.',
          ],
        },
      ],
      keyTerms: [
        { term: 'Algorithm', meaning: 'An ordered list of steps to complete a task.' },
        { term: 'Sequence', meaning: 'The order in which steps are carried out.' },
        { term: 'Bug', meaning: 'A mistake in a program.' },
        { term: 'Debugging', meaning: 'Finding and fixing bugs.' },
      ],
      activity: {
        title: 'Program a classmate',
        materials: ['Chalk or tape to draw a 5 × 5 grid on the floor', 'A small object to use as the goal'],
        steps: [
          'Draw a 5 × 5 grid on the floor and place the goal object in one square.',
          'One student is the robot and stands in a corner square, facing along one side.',
          'The others write a program using only Forward, Left and Right.',
          'The robot follows the program exactly, even if it is wrong.',
          'If the robot misses the goal, find the bug, fix that step and run it again.',
          'Solve the levels in the Robot Grid simulator using as few commands as you can.',
        ],
      },
      hint: [
        'Left and Right only turn the robot; they do not move it to a new square.',
        'Always check which way the robot is facing before you plan.',
        'Trace the path with your finger and count the squares before writing commands.',
        'If something goes wrong, fix one step at a time and run again.',
      ],
      simulator: 'robot-grid',
    },
    {
      position: 6,
      name: 'Loops and Decisions',
      summary: 'Loops repeat steps, and if–then–else decisions let a robot react to what its sensors detect.',
      sections: [
        {
          heading: 'Loops save work',
          paragraphs: [
            'To make a robot drive around a square you could write "forward, turn right" four times. A loop does the same job in one block: repeat 4 times [forward, turn right].',
            'Some loops run a fixed number of times. A forever loop keeps running until the robot is switched off, and most robots run their main program inside one.',
          ],
        },
        {
          heading: 'Decisions with if–then–else',
          paragraphs: [
            'A decision lets the robot choose: "if the path ahead is clear, go forward, else turn right." The condition is a question whose answer is either true or false.',
            'Putting a decision inside a forever loop makes a robot that keeps checking its sensors and reacting. This is how an obstacle-avoiding robot works.',
          ],
        },
      ],
      keyTerms: [
        { term: 'Loop', meaning: 'A block that repeats the steps inside it.' },
        { term: 'Forever loop', meaning: 'A loop that never stops on its own.' },
        { term: 'Condition', meaning: 'A question with a true or false answer, such as "is the path clear?".' },
        { term: 'If–then–else', meaning: 'A decision that runs one set of steps if the condition is true and another if it is false.' },
      ],
      activity: {
        title: 'Loop it',
        materials: ['Computer or tablet with the Scratch Blocks simulator', 'Squared notebook'],
        steps: [
          'On squared paper, draw the path of a robot driving around a square.',
          'Write the program without a loop and count the commands.',
          'Rewrite it using "repeat 4" and count the blocks again.',
          'Build the loop version in the Scratch Blocks simulator and run it with the pen down.',
          'Change the repeat number and the turn to draw a triangle (repeat 3, turn 120°).',
        ],
      },
      hint: [
        'Count how many times a pattern repeats: that number goes in the repeat block.',
        'For a regular shape, each turn = 360° ÷ the number of sides.',
        'A condition always has a true or false answer.',
        'Put sensor checks inside a forever loop so the robot keeps reacting.',
      ],
      simulator: 'scratch-blocks',
    },
    {
      position: 7,
      name: 'Line-Following Robots',
      summary: 'A line-following robot uses infrared sensors and three simple rules to stay on a dark line.',
      sections: [
        {
          heading: 'Seeing the line',
          paragraphs: [
            'A white floor reflects most of the infrared light that falls on it, while a black line absorbs most of it. So an IR sensor pointing down can tell whether it is over the line or not.',
            'Many line followers use two sensors, one on each side of the line. When the robot is centred, both sensors see white and the robot goes straight.',
          ],
        },
        {
          heading: 'The three rules',
          paragraphs: [
            'If the left sensor sees black, the robot has drifted to the right, so it turns left. If the right sensor sees black, it turns right. If both see white, it goes straight.',
            'The robot checks these rules many times every second inside a forever loop. Checking the result of your own action and correcting it is called feedback.',
          ],
        },
        {
          heading: 'Real uses',
          paragraphs: [
            'Factories, warehouses and hospitals use robots that follow lines or tape on the floor to carry goods and medicines.',
            'Line-following races are also a popular event in school robotics competitions across India.',
          ],
        },
      ],
      keyTerms: [
        { term: 'Reflect', meaning: 'To bounce light back; white surfaces reflect well.' },
        { term: 'Absorb', meaning: 'To take in light instead of bouncing it back; black surfaces absorb well.' },
        { term: 'Feedback', meaning: 'Checking the result of an action and correcting it again and again.' },
        { term: 'Line follower', meaning: 'A robot that uses sensors to drive along a line on the floor.' },
      ],
      activity: {
        title: 'Human line follower',
        materials: ['Black tape or chalk to draw a curved line on the floor'],
        steps: [
          'Make a long, curved line on the floor.',
          'One student is the robot and walks slowly along the line. Two "sensor" friends walk just to the left and right of the line.',
          'When a sensor friend steps on the line, they call out "Left!" or "Right!", and the robot turns a little that way.',
          'Try walking faster. What happens on the sharp curves?',
          'Write the three rules of a two-sensor line follower in your notebook.',
        ],
      },
      hint: [
        'Black absorbs infrared light; white reflects it.',
        'Left sensor sees black → turn left. Right sensor sees black → turn right. Both see white → go straight.',
        'A line follower that goes too fast can miss sharp bends.',
        'Feedback means checking and correcting again and again.',
      ],
      simulator: 'robot-grid',
    },
    {
      position: 8,
      name: 'Robots in Our World',
      summary: 'Robots help people in space, on farms, in factories and in hospitals, and they must be designed to be safe.',
      sections: [
        {
          heading: 'Robots at work',
          paragraphs: [
            'In factories, robot arms weld and paint cars with great accuracy. On farms, drones spray crops and check plant health. In hospitals, surgical robots help doctors make tiny, precise movements.',
            "In 2023, India's Chandrayaan-3 mission landed near the Moon's south pole. Its six-wheeled rover, Pragyan, drove on the Moon and studied the lunar soil.",
          ],
        },
        {
          heading: 'Robots and people',
          paragraphs: [
            'Robots are best at jobs that are dull, dirty or dangerous, such as cleaning sewers or handling bombs, so that people stay safe.',
            "Good designers add safety features such as emergency stop buttons and think about how robots change people's jobs. New jobs appear too: someone has to design, build, program and repair robots.",
          ],
        },
      ],
      keyTerms: [
        { term: 'Rover', meaning: 'A robot vehicle that explores the surface of a moon or planet.' },
        { term: 'Drone', meaning: 'A flying robot without a pilot on board.' },
        { term: 'Industrial robot', meaning: 'A robot arm used in factories for jobs like welding and painting.' },
        { term: 'Emergency stop', meaning: 'A big button that switches a robot off at once for safety.' },
      ],
      activity: {
        title: 'Design a helper robot',
        materials: ['Chart paper', 'Sketch pens'],
        steps: [
          'Choose a problem in your school or town, such as sorting waste or watering plants.',
          'Design a robot to help. Draw it and label its sensors, actuators, controller and power source.',
          'Write its algorithm in 4–6 steps, with at least one loop and one decision.',
          'Add one safety feature and explain why it is needed.',
          'Present your design to the class in one minute.',
        ],
      },
      hint: [
        'Think "dull, dirty or dangerous" when choosing a job for a robot.',
        'Pragyan was the rover of Chandrayaan-3; Vikram was its lander.',
        'Every design needs sensors, actuators, a controller and a power source.',
        'A safety feature such as an emergency stop protects the people near a robot.',
      ],
      simulator: 'robot-grid',
    },
  ],
  questions: [
    { lessonPosition: 1, text: 'Which three steps does every robot repeat?', options: ['Sense, think, act', 'Start, stop, start', 'Push, pull, lift', 'Read, write, print'], correctIndex: 0 },
    { lessonPosition: 1, text: 'Which of these machines is a robot?', options: ['A ceiling fan', 'A robot vacuum cleaner that turns when it bumps into a wall', 'A pencil sharpener', 'A wall clock'], correctIndex: 1 },
    { lessonPosition: 2, text: 'Which part of a robot acts as its brain?', options: ['The battery', 'A wheel', 'The controller', 'The chassis'], correctIndex: 2 },
    { lessonPosition: 2, text: 'What is the job of the battery in a robot?', options: ['It supplies energy to the other parts', 'It senses obstacles', 'It decides where to go', 'It holds the parts together'], correctIndex: 0 },
    { lessonPosition: 3, text: 'Which motor is best for turning a robot arm to exactly 90 degrees?', options: ['A loudspeaker', 'A table fan', 'A DC motor that spins freely', 'A servo motor'], correctIndex: 3 },
    { lessonPosition: 3, text: "A two-wheeled robot's left wheel turns forward and its right wheel turns backward. What does the robot do?", options: ['Moves straight ahead', 'Spins to the right on the spot', 'Spins to the left on the spot', 'Moves straight backward'], correctIndex: 1 },
    { lessonPosition: 4, text: 'How does an ultrasonic sensor measure distance?', options: ['By weighing the object', 'By timing the echo of a sound', 'By measuring the temperature', 'By reading a barcode'], correctIndex: 1 },
    { lessonPosition: 5, text: 'What is an algorithm?', options: ['A type of battery', "A robot's metal frame", 'An ordered list of steps to complete a task', 'A kind of sensor'], correctIndex: 2 },
    { lessonPosition: 5, text: 'On a grid, a robot faces north (up). It runs: Right, Forward, Forward. Where does it end up?', options: ['Two squares east (to the right) of its start', 'Two squares north of its start', 'Two squares west of its start', 'In the same square it started in'], correctIndex: 0 },
    { lessonPosition: 6, text: 'How many times must a robot repeat "forward, turn right 90°" to go once around a square?', options: ['2', '3', '4', '6'], correctIndex: 2 },
    { lessonPosition: 7, text: 'In a two-sensor line follower, the left sensor sees the black line. What should the robot do?', options: ['Turn right', 'Turn left', 'Stop for ever', 'Drive backward'], correctIndex: 1 },
    { lessonPosition: 8, text: "What was the name of the rover in India's Chandrayaan-3 mission?", options: ['Vikram', 'Pragyan', 'Mangalyaan', 'Aryabhata'], correctIndex: 1 },
  ],
};
