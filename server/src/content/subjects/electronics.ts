import type { Subject } from '../schema';

export const electronics: Subject = {
  slug: 'electronics',
  name: 'Electronics',
  description: "Learn how electricity flows, build simple circuits and use Ohm's law to predict what will happen.",
  lessons: [
    {
      position: 1,
      name: 'What Is Electricity?',
      summary: 'Electric current is a flow of tiny charged particles, and it flows easily through conductors but not through insulators.',
      sections: [
        {
          heading: 'Charges on the move',
          paragraphs: [
            'Everything is made of atoms, and atoms contain tiny particles called electrons, which carry a negative electric charge. When electrons move steadily through a wire, we call it an electric current.',
            'A battery pushes electrons around a complete path: out of its negative terminal, through the wires and the bulb, and back to its positive terminal. By an old tradition, circuit diagrams show current flowing the other way, from + to −.',
          ],
        },
        {
          heading: 'Conductors and insulators',
          paragraphs: [
            'Materials that let current flow easily are called conductors. Most metals, such as copper, aluminium and silver, are good conductors, which is why wires are made of copper.',
            'Materials that block current are called insulators, such as rubber, plastic, glass and dry wood. Wires are coated with plastic so the current stays inside and we can hold them safely.',
          ],
        },
      ],
      keyTerms: [
        { term: 'Electron', meaning: 'A tiny particle with a negative charge, found in every atom.' },
        { term: 'Electric current', meaning: 'A flow of electric charge through a material.' },
        { term: 'Conductor', meaning: 'A material that lets current flow easily, such as copper.' },
        { term: 'Insulator', meaning: 'A material that blocks current, such as rubber or plastic.' },
      ],
      activity: {
        title: 'Conductor tester',
        materials: ['Two AA cells in a holder', 'A torch bulb in a holder', 'Three wires with crocodile clips', 'Test objects: coin, eraser, key, paper, pencil lead'],
        steps: [
          'Connect the cells and the bulb with the wires, leaving a gap between two free clips.',
          'Clip an object into the gap so that it completes the loop.',
          'If the bulb lights, the object is a conductor; if not, it is an insulator.',
          'Record your results in a two-column table.',
          'Test pencil lead (graphite). Does it conduct even though it is not a metal?',
        ],
      },
      hint: [
        'Current is a flow of electric charge, carried by electrons in metal wires.',
        'Metals are conductors; plastic, rubber and glass are insulators.',
        'A bulb lights only when the path is complete.',
        'Graphite (pencil lead) is a non-metal that conducts electricity.',
      ],
      simulator: 'ohms-law',
    },
    {
      position: 2,
      name: 'Voltage, Current and Resistance',
      summary: 'Voltage pushes the charge, current is how much charge flows each second, and resistance slows the flow down.',
      sections: [
        {
          heading: 'A water pipe picture',
          paragraphs: [
            'Think of electricity like water in a pipe. Voltage is like the water pressure: the push given by the battery. It is measured in volts (V).',
            'Current is like the amount of water flowing past each second. It is measured in amperes, or amps (A). Resistance is like a narrow part of the pipe that makes flowing harder. It is measured in ohms (Ω).',
          ],
        },
        {
          heading: 'Everyday numbers',
          paragraphs: [
            'An AA cell gives 1.5 V and a phone charger gives about 5 V. The mains sockets in Indian homes supply about 230 V, which is dangerous and can kill.',
            'A long, thin wire has more resistance than a short, thick one. Resistors are small parts made to have a fixed resistance, marked with coloured bands.',
          ],
        },
      ],
      keyTerms: [
        { term: 'Voltage', meaning: 'The electrical push that drives current, measured in volts (V).' },
        { term: 'Current', meaning: 'The amount of charge flowing each second, measured in amperes (A).' },
        { term: 'Resistance', meaning: 'How much a part opposes the current, measured in ohms (Ω).' },
        { term: 'Resistor', meaning: 'A part made to have a fixed resistance.' },
      ],
      activity: {
        title: 'Measure the push',
        materials: ["Computer or tablet with the Ohm's Law simulator", 'Notebook'],
        steps: [
          "Open the Ohm's Law simulator and set the resistance to 10 Ω.",
          'Set the voltage to 2 V, 4 V, 6 V and 8 V, and write down the current each time.',
          'What happens to the current when the voltage doubles?',
          'Now keep the voltage at 6 V and raise the resistance. What happens to the current and to the bulb?',
          'Write one sentence comparing voltage, current and resistance to water in a pipe.',
        ],
      },
      hint: [
        'Voltage = push (volts, V); current = flow (amperes, A); resistance = opposition (ohms, Ω).',
        'More voltage gives more current if the resistance stays the same.',
        'More resistance gives less current if the voltage stays the same.',
        'Mains electricity in India is about 230 V: never experiment with it.',
      ],
      simulator: 'ohms-law',
    },
    {
      position: 3,
      name: "Ohm's Law",
      summary: "Ohm's law, V = I × R, links voltage, current and resistance, so you can work out any one from the other two.",
      sections: [
        {
          heading: 'The law',
          paragraphs: [
            'In 1827 the German scientist Georg Simon Ohm showed that the current through a conductor is proportional to the voltage across it, as long as its temperature stays the same. We write this as V = I × R.',
            'Here V is the voltage in volts, I is the current in amperes and R is the resistance in ohms. Rearranging gives I = V ÷ R and R = V ÷ I.',
          ],
        },
        {
          heading: 'Worked examples',
          paragraphs: [
            'A 9 V battery is connected to a 450 Ω resistor. The current is I = 9 ÷ 450 = 0.02 A, which is 20 milliamperes (mA).',
            "A 6 V supply drives 0.5 A through a lamp, so the lamp's resistance is R = 6 ÷ 0.5 = 12 Ω. Always check your units: 1 A = 1000 mA and 1 kΩ = 1000 Ω.",
          ],
        },
        {
          heading: 'The triangle trick',
          paragraphs: [
            'Draw a triangle with V at the top and I and R side by side at the bottom. Cover the quantity you want: covering I leaves V over R, so I = V ÷ R.',
            'The law works best for resistors. A bulb filament gets much hotter as it glows, so its resistance changes as the current changes.',
          ],
        },
      ],
      keyTerms: [
        { term: "Ohm's law", meaning: 'V = I × R: voltage equals current times resistance.' },
        { term: 'Milliampere (mA)', meaning: 'One thousandth of an ampere; 1000 mA = 1 A.' },
        { term: 'Kilohm (kΩ)', meaning: 'One thousand ohms.' },
        { term: 'Proportional', meaning: 'When one quantity doubles, the other doubles too.' },
      ],
      activity: {
        title: 'Check the law',
        materials: ["Computer or tablet with the Ohm's Law simulator", 'Calculator (optional)'],
        steps: [
          'In the simulator, choose 12 V and 6 Ω. Predict the current before you look.',
          'Check your prediction: it should be 2 A.',
          'Find two different settings that both give a current of 0.5 A.',
          'Make a table of V, R and I for five settings, and check that V = I × R every time.',
          'Draw the V–I–R triangle in your notebook.',
        ],
      },
      hint: [
        'V = I × R, I = V ÷ R and R = V ÷ I.',
        'Change milliamperes to amperes (divide by 1000) before using the formula.',
        'Cover the quantity you want in the V–I–R triangle to see the formula.',
        'Doubling the voltage doubles the current when the resistance stays the same.',
      ],
      simulator: 'ohms-law',
    },
    {
      position: 4,
      name: 'Simple Circuits and Switches',
      summary: 'A circuit is a complete loop, and a switch opens or closes the loop to turn things off and on.',
      sections: [
        {
          heading: 'Open and closed circuits',
          paragraphs: [
            'A circuit needs a source of energy (such as a cell), a path (wires) and a load (such as a bulb or a motor). Current flows only when the loop is complete, or closed.',
            'If there is a break anywhere, the circuit is open and no current flows. A switch is a simple device that opens and closes a circuit on purpose.',
          ],
        },
        {
          heading: 'Circuit symbols',
          paragraphs: [
            'Engineers draw circuits with symbols instead of pictures. A cell is a long line next to a short line, and the long line is the positive terminal. A bulb is a circle with a cross inside, and a resistor is a small rectangle.',
            'A battery is two or more cells joined together, so it is drawn as several cells in a row.',
          ],
        },
        {
          heading: 'Short circuits',
          paragraphs: [
            'If a wire joins the two terminals of a battery directly, with no load, a very large current flows. This is a short circuit: the wire gets hot and the battery can be damaged.',
            'Fuses and circuit breakers (MCBs) in our homes cut off the supply when the current is too large, which helps prevent fires.',
          ],
        },
      ],
      keyTerms: [
        { term: 'Closed circuit', meaning: 'A complete loop, so current can flow.' },
        { term: 'Open circuit', meaning: 'A loop with a break in it, so no current flows.' },
        { term: 'Switch', meaning: 'A device that opens or closes a circuit.' },
        { term: 'Short circuit', meaning: 'A path with almost no resistance, so a dangerously large current flows.' },
      ],
      activity: {
        title: 'Safety-pin switch',
        materials: ['Two AA cells in a holder', 'Torch bulb in a holder', 'Three wires', 'Two drawing pins, a safety pin and a piece of thick card'],
        steps: [
          'Push two drawing pins into the card, about 3 cm apart.',
          'Hook the safety pin around one drawing pin so that it can swing across to touch the other.',
          'Connect the cells, the bulb and the two pins in one loop.',
          'Swing the safety pin to touch the second pin: the circuit closes and the bulb lights.',
          'Draw your circuit using the correct symbols.',
        ],
      },
      hint: [
        'Current flows only in a closed (complete) loop.',
        'A switch does not make electricity; it only opens or closes the path.',
        'In the cell symbol, the longer line is the positive (+) terminal.',
        'A short circuit has almost no resistance, so the current becomes dangerously large.',
      ],
      simulator: 'ohms-law',
    },
    {
      position: 5,
      name: 'Series and Parallel Circuits',
      summary: 'Parts can be joined one after another (series) or side by side (parallel), and each way behaves differently.',
      sections: [
        {
          heading: 'Series circuits',
          paragraphs: [
            'In a series circuit, all the parts are in one loop, one after another. The same current flows through every part.',
            'The total resistance is the sum: R = R1 + R2. Adding bulbs in series makes each one dimmer, and if one bulb breaks, the loop is broken and all the bulbs go out.',
          ],
        },
        {
          heading: 'Parallel circuits',
          paragraphs: [
            'In a parallel circuit, each part is on its own branch connected across the supply, so every branch gets the full supply voltage.',
            'If one bulb in a parallel circuit breaks, the others stay lit. That is why the lights and fans in your home are wired in parallel: switching off the fan does not switch off the light.',
          ],
        },
      ],
      keyTerms: [
        { term: 'Series circuit', meaning: 'Parts joined one after another in a single loop.' },
        { term: 'Parallel circuit', meaning: 'Parts joined on separate branches across the same supply.' },
        { term: 'Branch', meaning: 'One of the separate paths in a parallel circuit.' },
        { term: 'Total resistance', meaning: 'In series, the sum of all the resistances: R1 + R2 + …' },
      ],
      activity: {
        title: 'Two bulbs, two ways',
        materials: ['Two AA cells in a holder', 'Two identical torch bulbs in holders', 'Five wires', "Ohm's Law simulator"],
        steps: [
          'Connect the two bulbs in series with the cells and note how bright they are.',
          'Unscrew one bulb. What happens to the other one?',
          'Now connect the two bulbs in parallel and compare their brightness.',
          'Unscrew one bulb again. What happens this time?',
          'In the simulator, find the current for 6 V across 10 Ω, and across 20 Ω (two 10 Ω resistors in series).',
        ],
      },
      hint: [
        'Series: one path, the same current everywhere, and the resistances add up.',
        'Parallel: several branches, each with the full supply voltage.',
        'One broken bulb switches off a whole series circuit, but not a parallel one.',
        'Home wiring is parallel so that each appliance works on its own.',
      ],
      simulator: 'ohms-law',
    },
    {
      position: 6,
      name: 'LEDs and Resistors',
      summary: 'An LED is a light that lets current flow in one direction only, and it always needs a resistor to protect it.',
      sections: [
        {
          heading: 'Meet the LED',
          paragraphs: [
            'LED stands for light-emitting diode. A diode is a part that lets current flow in one direction only. LEDs give bright light while using much less energy than old filament bulbs.',
            'An LED has two legs. The longer leg is the anode (+) and the shorter leg is the cathode (−). If you connect it the wrong way round, it simply does not light.',
          ],
        },
        {
          heading: 'Why a resistor?',
          paragraphs: [
            'Once an LED switches on, it lets current through very easily, so without help a large current would flow and burn it out. A resistor in series limits the current.',
            'A typical red LED needs about 2 V and 20 mA (0.02 A). With a 9 V battery, the resistor must take the other 7 V, so R = 7 ÷ 0.02 = 350 Ω. We pick the next larger standard value, 390 Ω, to be safe.',
          ],
        },
      ],
      keyTerms: [
        { term: 'LED', meaning: 'Light-emitting diode: a part that gives light when current flows through it.' },
        { term: 'Diode', meaning: 'A part that lets current flow in one direction only.' },
        { term: 'Anode', meaning: 'The positive (+) leg of an LED, usually the longer one.' },
        { term: 'Cathode', meaning: 'The negative (−) leg of an LED, usually the shorter one.' },
      ],
      activity: {
        title: 'Light an LED safely',
        materials: ['One red LED', 'Resistors of 330 Ω and 1 kΩ', 'Two AA cells in a holder', 'Breadboard or wires with clips'],
        steps: [
          'Find the longer leg (anode) of the LED.',
          'Connect: battery + → 330 Ω resistor → LED anode, then LED cathode → battery −.',
          'The LED should glow. If it does not, turn it round.',
          'Swap the 330 Ω resistor for the 1 kΩ one. Does the LED get brighter or dimmer?',
          'Work out the current in each case with I = (battery voltage − 2 V) ÷ R.',
        ],
      },
      hint: [
        'Long leg = anode (+); short leg = cathode (−).',
        'An LED connected the wrong way round will not light.',
        'Always put a resistor in series with an LED.',
        'LED resistor: R = (supply voltage − LED voltage) ÷ LED current.',
      ],
      simulator: 'ohms-law',
    },
    {
      position: 7,
      name: 'Measuring with a Multimeter',
      summary: 'A multimeter measures voltage, current and resistance, but each one must be connected in the right way.',
      sections: [
        {
          heading: 'One meter, many jobs',
          paragraphs: [
            'A multimeter is a voltmeter, an ammeter and an ohmmeter in one box. You choose the job with the dial, plug the black probe into COM and the red probe into the correct socket.',
            'Start on a range larger than the value you expect, then turn down for a more exact reading. A digital meter shows a minus sign if the probes are the wrong way round.',
          ],
        },
        {
          heading: 'Connecting correctly',
          paragraphs: [
            'To measure voltage, touch the probes across a part, in parallel with it. The circuit stays as it is.',
            'To measure current, the meter must be in series: open the circuit and let the current flow through the meter. To measure resistance, switch the power off and take the part out of the circuit first.',
          ],
        },
      ],
      keyTerms: [
        { term: 'Multimeter', meaning: 'A meter that can measure voltage, current and resistance.' },
        { term: 'Voltmeter', meaning: 'Measures voltage; connected in parallel, across a part.' },
        { term: 'Ammeter', meaning: 'Measures current; connected in series, in the loop.' },
        { term: 'Continuity test', meaning: 'A setting that beeps when two points are connected.' },
      ],
      activity: {
        title: 'Meter detective',
        materials: ['Digital multimeter', 'A new and a used AA cell', 'Three resistors', 'Wires with clips'],
        steps: [
          'Set the dial to DC volts (20 V range) and measure the new and the used cell. Which reads lower?',
          'Switch to the resistance (Ω) setting and measure the three resistors.',
          'Use the continuity (beep) setting to check whether a wire is broken inside.',
          'Build a circuit with a cell and a resistor, and measure the current with the meter in series.',
          'Check your reading with I = V ÷ R.',
        ],
      },
      hint: [
        'Voltmeter: across the part (parallel). Ammeter: in the loop (series).',
        'Measure resistance only with the power switched off.',
        'Start on a high range and turn down.',
        'A minus sign on a digital meter means the probes are swapped.',
      ],
      simulator: 'ohms-law',
    },
    {
      position: 8,
      name: 'Electric Power and Safety',
      summary: 'Electric power tells us how fast energy is used, and safe habits protect us from electric shocks.',
      sections: [
        {
          heading: 'Power and energy',
          paragraphs: [
            'Power is the rate at which energy is used. It is measured in watts (W) and found with P = V × I. An electric kettle on 230 V that draws 6.5 A uses about 1500 W.',
            'Electricity bills count energy in units, and one unit is one kilowatt-hour (kWh). A 1000 W heater running for one hour uses 1 unit; a 10 W LED bulb would take 100 hours to use the same amount.',
          ],
        },
        {
          heading: 'Staying safe',
          paragraphs: [
            'Mains electricity at 230 V can kill. Never touch switches or plugs with wet hands, never push objects into sockets and never pull a plug out by its wire.',
            'Fuses, MCBs and earthing protect people in homes. If someone gets a shock, do not touch them: switch off the supply first or push them away with something dry and wooden, and call an adult.',
          ],
        },
      ],
      keyTerms: [
        { term: 'Power', meaning: 'How fast energy is used, in watts (W): P = V × I.' },
        { term: 'Kilowatt-hour (kWh)', meaning: 'One "unit" of electrical energy: 1000 W used for one hour.' },
        { term: 'Earthing', meaning: 'A wire that safely carries stray current into the ground.' },
        { term: 'MCB', meaning: 'Miniature circuit breaker: a switch that turns off by itself when the current is too large.' },
      ],
      activity: {
        title: 'Energy audit',
        materials: ['Notebook', 'Power ratings from the labels of home appliances'],
        steps: [
          'List five appliances at home and find their power (in watts) on their labels.',
          'Estimate how many hours each one is used per day.',
          'Work out the daily energy of each: watts × hours ÷ 1000 = units (kWh).',
          'Find the appliance that uses the most energy.',
          'Suggest two ways your family could save electricity.',
        ],
      },
      hint: [
        'P = V × I, and power is measured in watts.',
        'Units on a bill are kilowatt-hours: kilowatts × hours.',
        'Never touch anything connected to the mains with wet hands.',
        'In an emergency, switch off the supply before helping anyone.',
      ],
      simulator: 'ohms-law',
    },
  ],
  questions: [
    { lessonPosition: 1, text: 'Which of these is a good conductor of electricity?', options: ['Rubber', 'Copper', 'Plastic', 'Dry wood'], correctIndex: 1 },
    { lessonPosition: 1, text: 'Which particles move through a metal wire to carry an electric current?', options: ['Electrons', 'Protons', 'Neutrons', 'Atoms of air'], correctIndex: 0 },
    { lessonPosition: 2, text: 'In which unit is electrical resistance measured?', options: ['Volt', 'Ampere', 'Watt', 'Ohm'], correctIndex: 3 },
    { lessonPosition: 2, text: 'What is the approximate voltage of the mains supply in Indian homes?', options: ['1.5 V', '12 V', '230 V', '1000 V'], correctIndex: 2 },
    { lessonPosition: 3, text: 'A 12 V battery is connected to a 4 Ω resistor. What current flows?', options: ['3 A', '48 A', '8 A', '16 A'], correctIndex: 0 },
    { lessonPosition: 3, text: 'A current of 0.5 A flows through a 20 Ω resistor. What is the voltage across it?', options: ['40 V', '10 V', '20.5 V', '0.025 V'], correctIndex: 1 },
    { lessonPosition: 4, text: 'What is a short circuit?', options: ['A circuit with a very long wire', 'A circuit whose switch is open', 'A path with almost no resistance, so a very large current flows', 'A circuit with two bulbs in parallel'], correctIndex: 2 },
    { lessonPosition: 5, text: 'Resistors of 10 Ω and 20 Ω are connected in series. What is their total resistance?', options: ['10 Ω', '20 Ω', '30 Ω', '200 Ω'], correctIndex: 2 },
    { lessonPosition: 5, text: 'Why are the lights and fans in a house wired in parallel?', options: ['So each appliance can be switched on and off on its own', 'So all appliances share one switch', 'To make the bulbs dimmer', 'So one broken bulb turns everything off'], correctIndex: 0 },
    { lessonPosition: 6, text: 'Which leg of an LED is usually the anode (+)?', options: ['The shorter leg', 'The longer leg', 'Either leg, it does not matter', 'An LED has only one leg'], correctIndex: 1 },
    { lessonPosition: 7, text: 'How should an ammeter be connected to measure the current through a bulb?', options: ['In parallel with the bulb', 'Across the battery terminals', 'Anywhere, even if the circuit is open', 'In series with the bulb'], correctIndex: 3 },
    { lessonPosition: 8, text: 'A 1000 W heater runs for 2 hours. How many units (kWh) of energy does it use?', options: ['0.5', '2', '1000', '2000'], correctIndex: 1 },
  ],
};
