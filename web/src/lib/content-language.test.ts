import { describe, expect, it } from 'vitest';
import { inReaderLanguage } from './content-language';

describe('inReaderLanguage', () => {
  it('names the language in a practice page’s address, which a frame asks for without the app’s Accept-Language', () => {
    expect(inReaderLanguage('/api/content/lesson-pages/12/practice/', 'hi')).toBe('/api/content/lesson-pages/12/practice/?lang=hi');
    expect(inReaderLanguage('/api/content/quizzes/robotics/3/', 'mr')).toBe('/api/content/quizzes/robotics/3/?lang=mr');
  });

  it('leaves every other address as it is (pages fetched with the app’s headers, simulators, videos)', () => {
    for (const url of ['/api/content/lesson-pages/12/', '/api/content/simulators/ohms-law/', 'https://www.youtube.com/embed/x']) {
      expect(inReaderLanguage(url, 'hi')).toBe(url);
    }
  });
});
