import { afterEach, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { inLanguageDigits } from './index';
import { formatCount } from '../format';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('numbers in sentences', () => {
  it('writes a number in the language’s own digits, ungrouped, and leaves other values alone', () => {
    expect(inLanguageDigits(2026, undefined, 'mr')).toBe('२०२६');
    expect(inLanguageDigits(7, undefined, 'bn')).toBe('৭');
    expect(inLanguageDigits(2026, undefined, 'hi')).toBe('2026');
    expect(inLanguageDigits(2.5, undefined, 'en')).toBe('2.5');
    expect(inLanguageDigits('7 A', undefined, 'mr')).toBe('7 A');
  });

  it('a count interpolated into a Marathi or Bengali sentence reads in the same digits as the figures Intl formats beside it', async () => {
    i18next.addResource('mr', 'translation', 'digitsProbe', '{{count}} विद्यार्थी');
    i18next.addResource('bn', 'translation', 'digitsProbe', '{{count}} জন শিক্ষার্থী');
    await i18next.changeLanguage('mr');
    expect(i18next.t('digitsProbe' as never, { count: 40 } as never)).toBe('४० विद्यार्थी');
    expect(formatCount(40, 'mr')).toBe('४०');
    await i18next.changeLanguage('bn');
    expect(i18next.t('digitsProbe' as never, { count: 40 } as never)).toBe('৪০ জন শিক্ষার্থী');
    expect(formatCount(40, 'bn')).toBe('৪০');
  });
});
