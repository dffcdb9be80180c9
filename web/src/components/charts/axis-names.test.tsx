import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { longNameAxisProps, wrapLabel } from './index';

/** Draws the axis's tick for one name, as Recharts would: `count` names sharing an axis `width` px wide. */
function drawTick(narrow: boolean, name: string, width: number, count: number) {
  const { tick } = longNameAxisProps(narrow);
  const { container } = render(<svg>{tick({ x: 50, y: 10, payload: { value: name }, width, visibleTicksCount: count })}</svg>);
  const group = container.querySelector('[data-axis-name]')!;
  return {
    lines: Array.from(group.querySelectorAll('tspan'), (t) => t.textContent),
    text: group.querySelector('text')!.textContent,
    title: group.querySelector('title')!.textContent,
    slanted: group.hasAttribute('data-slanted'),
  };
}

describe('long names on a chart axis', () => {
  it('wraps a quiz name onto lines in the room of its bar instead of cutting it ("Robotics Homewo…")', () => {
    const tick = drawTick(false, 'Robotics Homework 3: Line Follower', 600, 5);
    expect(tick.lines.join(' ')).toBe('Robotics Homework 3: Line Follower');
    expect(tick.lines.length).toBeGreaterThan(1);
    expect(tick.lines.every((line) => (line ?? '').length <= 16)).toBe(true);
    expect(tick.title).toBe('Robotics Homework 3: Line Follower');
    expect(tick.slanted).toBe(false);
  });

  it('gives the full name on hover when even three lines are too few, and slants names on a phone', () => {
    const long = drawTick(false, 'Artificial Intelligence Homework (Grade 7) - Classification and Nearest Neighbours', 300, 4);
    expect(long.lines).toHaveLength(3);
    expect(long.lines[2]?.endsWith('…')).toBe(true);
    expect(long.title).toBe('Artificial Intelligence Homework (Grade 7) - Classification and Nearest Neighbours');

    const phone = drawTick(true, 'Completion Rate (%)', 200, 4);
    expect(phone.slanted).toBe(true);
    expect(phone.text).toBe('Completion Rate (%)');
  });

  it('breaks only at spaces unless a word is longer than a line', () => {
    expect(wrapLabel('Total Students', 8, 3)).toEqual(['Total', 'Students']);
    expect(wrapLabel('प्रयास करने वाले विद्यार्थी', 10, 3)).toEqual(['प्रयास', 'करने वाले', 'विद्यार्थी']);
    expect(wrapLabel('Supercalifragilistic', 8, 3)).toEqual(['Supercal', 'ifragili', 'stic']);
  });
});
