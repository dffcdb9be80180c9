import { describe, expect, it } from 'vitest';
import { AUTHORING_MESSAGES } from '@prayog/contract';
import en from '../i18n/en.json';
import hi from '../i18n/hi.json';
import { LOCAL_MESSAGE_KEYS } from './messages';

describe('the editors’ copies of the contract’s messages', () => {
  it('are the contract’s words in English and have a Hindi text', () => {
    for (const key of LOCAL_MESSAGE_KEYS) {
      expect(en.messages[key], key).toBe(AUTHORING_MESSAGES[key]);
      expect(hi.messages[key], key).not.toBe(AUTHORING_MESSAGES[key]);
    }
    expect(Object.keys(en.messages).sort()).toEqual([...LOCAL_MESSAGE_KEYS].sort());
  });
});
