import { describe, expect, it } from 'vitest';
import { answerMatchKey, creditOf, marksOf, normaliseAnswerText, parseAnswerNumber } from './question-kinds';

describe('the marking rules of ADR 0041', () => {
  it('normalises typed text: case, spaces, Unicode form, joiners and a final full stop or danda', () => {
    expect(normaliseAnswerText('  Newton’s   FIRST law. ')).toBe('newton’s first law');
    // क़ as one code point (U+0958) and as क + nukta (U+0915 U+093C) are the same letter.
    expect(normaliseAnswerText('\u0958लम')).toBe(normaliseAnswerText('\u0915\u093Cलम'));
    expect(normaliseAnswerText('घ\u200Dर्षण।')).toBe('घर्षण');
    expect(normaliseAnswerText('घर्षण ॥')).toBe('घर्षण');
  });

  it('reads numbers with a sign, a decimal point, grouping commas and Devanagari digits; nothing else', () => {
    expect(parseAnswerNumber(' -3.50 ')).toBe(-3.5);
    expect(parseAnswerNumber('९.८')).toBe(9.8);
    expect(parseAnswerNumber('1,00,000')).toBe(100000);
    expect(parseAnswerNumber('१,२५०.५')).toBe(1250.5);
    expect(parseAnswerNumber('৯.৮')).toBe(9.8);
    expect(parseAnswerNumber('.5')).toBe(0.5);
    for (const bad of ['', 'nine', '9.8 m/s', '1e3', '--1', 'Infinity']) expect(parseAnswerNumber(bad)).toBeNull();
    expect(answerMatchKey('numeric', '09.80')).toBe('9.8');
    expect(answerMatchKey('short_text', ' Friction ')).toBe('friction');
    expect(answerMatchKey('single', 'x')).toBeNull();
  });

  it('gives multiple select right minus wrong over the right options, never below zero', () => {
    const right = { ids: [1, 2], keys: [], tolerance: 0 };
    expect(creditOf('multiple', { optionIds: [1, 2] }, right)).toBe(1);
    expect(creditOf('multiple', { optionIds: [1] }, right)).toBe(0.5);
    expect(creditOf('multiple', { optionIds: [1, 3] }, right)).toBe(0);
    expect(creditOf('multiple', { optionIds: [3, 4] }, right)).toBe(0);
    expect(creditOf('multiple', { optionIds: [1, 2, 3] }, right)).toBe(0.5);
  });

  it('marks single choice, numbers within the tolerance and accepted texts', () => {
    expect(creditOf('single', { optionIds: [1] }, { ids: [1], keys: [], tolerance: 0 })).toBe(1);
    expect(creditOf('true_false', { optionIds: [2] }, { ids: [1], keys: [], tolerance: 0 })).toBe(0);
    expect(creditOf('numeric', { key: '9.75' }, { ids: [], keys: ['9.8'], tolerance: 0.1 })).toBe(1);
    expect(creditOf('numeric', { key: '9.65' }, { ids: [], keys: ['9.8'], tolerance: 0.1 })).toBe(0);
    expect(creditOf('short_text', { key: 'घर्षण' }, { ids: [], keys: ['friction', 'घर्षण'], tolerance: 0 })).toBe(1);
  });

  it('turns credit into marks: full marks, part of them, or minus the negative share (never −0)', () => {
    expect(marksOf(1, 4, 25)).toBe(4);
    expect(marksOf(0.5, 2, 25)).toBe(1);
    expect(marksOf(0, 4, 25)).toBe(-1);
    expect(marksOf(0, 1, 33)).toBe(-0.33);
    expect(Object.is(marksOf(0, 1, 0), 0)).toBe(true);
  });
});
