import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { NEWS, ROBOTICS, item } from '../test/fixtures';
import { changedFields, countOf, groupItems, percentDone } from './items';
import { placeLabel } from './labels';

beforeAll(async () => {
  await i18n.loadNamespaces(['translations']);
});

describe('changedFields', () => {
  const lesson = item('lesson', 1, 'lesson', 1, { name: ['Motors', 'मोटर'], content_html: ['<p>Motors</p>', null] });
  it('sends only the fields whose text differs from the saved version', () => {
    expect(changedFields(lesson, { name: 'मोटर', content_html: '<p>मोटर</p>' })).toEqual({ content_html: '<p>मोटर</p>' });
    expect(changedFields(lesson, undefined)).toEqual({});
  });
  it('sends an emptied field as empty (only spaces count as empty), and nothing for a field left empty', () => {
    expect(changedFields(lesson, { name: '   ' })).toEqual({ name: '' });
    expect(changedFields(lesson, { content_html: '' })).toEqual({});
  });
});

describe('groupItems', () => {
  it('makes a section of the subject, each lesson, and each quiz with its questions and options', () => {
    const groups = groupItems(ROBOTICS);
    expect(groups.map((g) => [g.key, g.items.length, g.missing])).toEqual([['subject-3', 1, 0], ['lesson-11', 1, 2], ['quiz-40', 4, 3]]);
    expect(countOf(ROBOTICS)).toEqual({ fields: 9, missing: 5 });
  });
  it('gives each news item and update a section, and every notification one section together', () => {
    const groups = groupItems(NEWS);
    expect(groups.map((g) => [g.key, g.items.map((i) => i.id), g.missing])).toEqual([['news-5', [5], 0], ['update-6', [6], 1], ['notifications', [71, 70], 3]]);
  });
});

describe('placeLabel and percentDone', () => {
  it('names an item’s place in the screen’s language from its role and position, options lettered', async () => {
    const t = i18n.getFixedT('en', 'translations');
    expect(placeLabel(t, { role: 'option', position: 2 })).toBe('Option B');
    expect(placeLabel(t, { role: 'accepted', position: 1 })).toBe('Accepted answer 1');
    await i18n.loadLanguages('hi');
    await i18n.loadNamespaces(['translations']);
    expect(placeLabel(i18n.getFixedT('hi', 'translations'), { role: 'lesson', position: 3 })).toBe('पाठ 3');
  });
  it('never rounds an unfinished share up to 100%', () => {
    expect(percentDone(1000, 1)).toBe(99);
    expect(percentDone(0, 0)).toBe(100);
  });
});
