import { afterEach, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { queryClient } from './query-client';

afterEach(async () => {
  queryClient.clear();
  await i18next.changeLanguage('en');
});

describe('the query client', () => {
  it('fetches what is on screen again when the language changes (content comes in the call’s language, ADR 0044)', async () => {
    queryClient.setQueryData(['subjects'], { name: 'Robotics' });
    expect(queryClient.getQueryState(['subjects'])?.isInvalidated).toBe(false);
    await i18next.changeLanguage('hi');
    expect(queryClient.getQueryState(['subjects'])?.isInvalidated).toBe(true);
  });
});
