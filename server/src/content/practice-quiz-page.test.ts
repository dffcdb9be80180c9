// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { normaliseAnswerText } from '@prayog/contract';
import { renderPracticeQuizPage } from './practice-quiz-page';

/** What the test touches of jsdom's document (the server's type-check has no DOM library). */
interface Node {
  querySelector(selector: string): Node | null;
  querySelectorAll(selector: string): ArrayLike<Node>;
  getAttribute(name: string): string | null;
  dispatchEvent(event: unknown): boolean;
  value: string;
  checked: boolean;
  className: string;
  textContent: string | null;
  innerHTML: string;
}
const dom = globalThis as unknown as {
  document: Node & { documentElement: Node; getElementById(id: string): Node | null };
  Event: new (type: string, init: { cancelable: boolean }) => unknown;
};

/** The page's own script, run in the test's document as the lesson viewer's frame runs it. */
function open(html: string) {
  const { document } = dom;
  document.documentElement.innerHTML = html.replace(/^[\s\S]*?<html[^>]*>/, '').replace(/<\/html>\s*$/, '');
  const script = document.querySelector('script')!.textContent!;
  new Function(script)();
  const sets = Array.from(document.querySelectorAll('fieldset'));
  const check = () => {
    document.getElementById('check')!.dispatchEvent(new dom.Event('submit', { cancelable: true }));
    return sets.map((s) => s.className);
  };
  return { sets, check, score: () => document.getElementById('score')!.textContent };
}

describe('the practice page checks every kind of question in the browser (ADR 0041)', () => {
  const html = renderPracticeQuizPage({
    subject: 'Forces', lesson: 'Friction', position: 3, accent: '#228be6', intro: 'Answer each question.',
    questions: [
      { prompt: 'Which pulls things down?', options: ['Gravity', 'Magnetism'], correct: 0 },
      { prompt: 'Which are forces?', options: ['Push', 'Pull', 'Colour'], correct: [0, 1], multiple: true },
      { prompt: 'g in m/s²?', typed: 'number', answer: 9.8, tolerance: 0.1, display: '9.8' },
      { prompt: 'What slows a rolling ball?', typed: 'text', accepted: ['friction', 'घर्षण'].map(normaliseAnswerText), display: 'friction; घर्षण' },
    ],
  });

  it('marks right answers of each kind, typed ones as the server would (Devanagari digits, joiners, danda)', () => {
    const { sets, check, score } = open(html);
    sets[0].querySelectorAll('input')[0].checked = true;
    sets[1].querySelectorAll('input')[0].checked = true;
    sets[1].querySelectorAll('input')[1].checked = true;
    sets[2].querySelector('input')!.value = '९.७५';
    sets[3].querySelector('input')!.value = ' घ\u200Dर्षण। ';
    expect(check()).toEqual(['right', 'right', 'right', 'right']);
    expect(score()).toBe('You got 4 of 4 right.');
  });

  it('says what was wrong or blank and shows the answers', () => {
    const { sets, check } = open(html);
    sets[1].querySelectorAll('input')[0].checked = true;
    sets[2].querySelector('input')!.value = '10.5';
    expect(check()).toEqual(['wrong', 'wrong', 'wrong', 'wrong']);
    expect(sets[0].querySelector('.feedback')!.textContent).toBe('Not answered. The answer is: Gravity');
    expect(sets[1].querySelector('.feedback')!.textContent).toBe('Not quite. The answer is: Push; Pull');
    expect(sets[1].querySelectorAll('input[type=checkbox]')).toHaveLength(3);
    expect(sets[2].querySelector('input')!.getAttribute('inputmode')).toBe('decimal');
    expect(sets[3].querySelector('.feedback')!.textContent).toBe('Not answered. The answer is: friction; घर्षण');
  });
});
