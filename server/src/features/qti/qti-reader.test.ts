/**
 * How items written by other tools are read (ADR 0043): what is taken and as what, and every item refused with its
 * reason; whole files that are not packages are refused as a whole (400), zip bombs never unpacked.
 */
import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { QTI_MESSAGES, QTI_MAX_UNPACKED_BYTES } from '@prayog/contract';
import { HttpError } from '../../lib/http-errors';
import { readItem, type ReadItem } from './qti-item-reader';
import { offeredItems } from './qti-package-reader';

const NS = 'xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0"';
const item = (inner: string, attrs = '') => `<?xml version="1.0"?>\n<qti-assessment-item ${NS} identifier="i1" title="t" ${attrs}>${inner}</qti-assessment-item>`;
const choiceDecl = (correct: string[], cardinality = 'single') => `<qti-response-declaration identifier="RESPONSE" cardinality="${cardinality}" base-type="identifier">
  ${correct.length ? `<qti-correct-response>${correct.map((c) => `<qti-value>${c}</qti-value>`).join('')}</qti-correct-response>` : ''}</qti-response-declaration>`;
const choices = (ids: string[]) => ids.map((id) => `<qti-simple-choice identifier="${id}">Option  ${id}</qti-simple-choice>`).join('');
const choiceItem = (opts: { correct?: string[]; ids?: string[]; max?: number; cardinality?: string; body?: string; extra?: string } = {}) => item(
  `${choiceDecl(opts.correct ?? ['A'], opts.cardinality)}${opts.extra ?? ''}
  <qti-item-body>${opts.body ?? '<p>Which\n   one?</p>'}<qti-choice-interaction response-identifier="RESPONSE" max-choices="${opts.max ?? 1}">${choices(opts.ids ?? ['A', 'B', 'C'])}</qti-choice-interaction></qti-item-body>`,
);
const read = (xml: string, tags: string[] = []) => readItem({ source: 'items/one.xml', xml, tags });
const refused = (r: ReadItem) => (r.ok ? `taken as ${r.question.kind}` : r.reason);
const taken = (r: ReadItem) => {
  if (!r.ok) throw new Error(`refused: ${r.reason}`);
  return r;
};

describe('items of other tools', () => {
  it('takes a single choice, collapsing the text as HTML shows it, worth 1 mark, graded, with the manifest tags', () => {
    const r = taken(read(choiceItem(), ['electricity', '']));
    expect(r).toMatchObject({ identifier: 'i1', quizKind: 'graded' });
    expect(r.question).toEqual({
      text: 'Which one?', kind: 'single', marks: 1, tolerance: null, tags: ['electricity'],
      answers: [{ text: 'Option A', is_correct: true }, { text: 'Option B', is_correct: false }, { text: 'Option C', is_correct: false }],
    });
  });

  it('takes several right options as a multiple choice, from a mapping when there is no correct response, with its marks', () => {
    const mapping = `<qti-response-declaration identifier="RESPONSE" cardinality="multiple" base-type="identifier"><qti-mapping lower-bound="0" upper-bound="4">
      <qti-map-entry map-key="A" mapped-value="2"/><qti-map-entry map-key="B" mapped-value="-2"/><qti-map-entry map-key="C" mapped-value="2"/></qti-mapping></qti-response-declaration>`;
    const xml = item(`${mapping}<qti-item-body><p>Pick the metals.</p><qti-choice-interaction response-identifier="RESPONSE" max-choices="0">${choices(['A', 'B', 'C'])}</qti-choice-interaction></qti-item-body>`);
    const r = taken(read(xml));
    expect(r.question.kind).toBe('multiple');
    expect(r.question.marks).toBe(4);
    expect(r.question.answers.map((a) => a.is_correct)).toEqual([true, false, true]);
  });

  it('takes a numeric entry with its absolute tolerance, and a string entry with every accepted answer once', () => {
    const numeric = item(`<qti-response-declaration identifier="R" cardinality="single" base-type="float"><qti-correct-response><qti-value> 9.80 </qti-value></qti-correct-response></qti-response-declaration>
      <qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float" normal-maximum="3"/>
      <qti-item-body><p>g is <qti-text-entry-interaction response-identifier="R"/> m/s².</p></qti-item-body>
      <qti-response-processing><qti-response-condition><qti-response-if><qti-equal tolerance-mode="absolute" tolerance="0.2"><qti-variable identifier="R"/><qti-correct identifier="R"/></qti-equal></qti-response-if></qti-response-condition></qti-response-processing>`);
    expect(taken(read(numeric)).question).toMatchObject({ text: 'g is _____ m/s².', kind: 'numeric', marks: 3, tolerance: 0.2, answers: [{ text: '9.8', is_correct: true }] });

    const words = item(`<qti-response-declaration identifier="R" cardinality="single" base-type="string"><qti-correct-response><qti-value>Delhi</qti-value></qti-correct-response>
      <qti-mapping default-value="0"><qti-map-entry map-key="New Delhi" mapped-value="1" case-sensitive="false"/><qti-map-entry map-key="delhi" mapped-value="1"/><qti-map-entry map-key="Mumbai" mapped-value="0"/></qti-mapping></qti-response-declaration>
      <qti-item-body><qti-text-entry-interaction response-identifier="R"><qti-prompt>The capital?</qti-prompt></qti-text-entry-interaction></qti-item-body>`);
    expect(taken(read(words)).question).toMatchObject({ text: 'The capital?', kind: 'short_text', answers: [{ text: 'New Delhi' }, { text: 'delhi' }] });
  });

  it('names why it cannot take each other item', () => {
    const hotspot = item(`<qti-response-declaration identifier="R" cardinality="single" base-type="point"/><qti-item-body><p>Where?</p><qti-hotspot-interaction response-identifier="R"/></qti-item-body>`);
    expect(refused(read(hotspot))).toBe('qti-hotspot-interaction is not supported.');
    expect(refused(read(choiceItem({ correct: [] })))).toBe(QTI_MESSAGES.noCorrectResponse);
    expect(refused(read(choiceItem({ ids: ['A', 'B', 'C', 'D', 'E', 'F', 'G'] })))).toBe(QTI_MESSAGES.tooManyOptions);
    expect(refused(read(choiceItem({ ids: ['A'] })))).toBe(QTI_MESSAGES.tooFewOptions);
    expect(refused(read(choiceItem({ correct: ['Z'] })))).toBe(QTI_MESSAGES.unknownCorrect);
    expect(refused(read(choiceItem({ correct: ['A', 'B'] })))).toBe(QTI_MESSAGES.oneCorrectOnly);
    expect(refused(read(choiceItem({ cardinality: 'ordered' })))).toBe(QTI_MESSAGES.badCardinality);
    expect(refused(read(choiceItem({ body: '<p>Look: <img src="a.png" alt="a circuit"/></p>' })))).toBe(QTI_MESSAGES.media);
    expect(refused(read(choiceItem({ body: '' })))).toBe(QTI_MESSAGES.noText);
    expect(refused(read(choiceItem({ extra: '<qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float" normal-maximum="0.5"/>' })))).toBe(QTI_MESSAGES.badMarks);
    expect(refused(read(choiceItem({ extra: '<qti-template-declaration identifier="T" cardinality="single" base-type="integer"/>' })))).toBe(QTI_MESSAGES.templates);
    expect(refused(read(choiceItem({ ids: ['A', 'B'], body: '<p>Same?</p>' }).replace('Option  B', 'option a')))).toBe('The answers of a question must differ from each other.');
    expect(refused(read(item('<qti-item-body><p>Nothing asked.</p></qti-item-body>')))).toBe(QTI_MESSAGES.noInteraction);
    expect(refused(read(item(`<qti-item-body><p>Two.</p><qti-text-entry-interaction response-identifier="A"/><qti-text-entry-interaction response-identifier="B"/></qti-item-body>`)))).toBe(QTI_MESSAGES.severalInteractions);
    expect(refused(read(`<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="old"/>`))).toBe(QTI_MESSAGES.qti2);
    expect(refused(read('<qti-assessment-item><p>unclosed</qti-assessment-item>'))).toBe(QTI_MESSAGES.notWellFormed);
    expect(refused(read('<!DOCTYPE x [<!ENTITY a "aaaa">]><qti-assessment-item>&a;</qti-assessment-item>'))).toBe(QTI_MESSAGES.entities);
    expect(refused(readItem({ source: 'items/gone.xml', xml: null, tags: [] }))).toBe(QTI_MESSAGES.missingFile);
    const relative = item(`<qti-response-declaration identifier="R" cardinality="single" base-type="float"><qti-correct-response><qti-value>5</qti-value></qti-correct-response></qti-response-declaration>
      <qti-item-body><p>Five?</p><qti-text-entry-interaction response-identifier="R"/></qti-item-body>
      <qti-response-processing><qti-equal tolerance-mode="relative" tolerance="5"><qti-variable identifier="R"/><qti-correct identifier="R"/></qti-equal></qti-response-processing>`);
    expect(refused(read(relative))).toBe(QTI_MESSAGES.relativeTolerance);
    expect(refused(read(relative.replace('relative" tolerance="5"', 'absolute" tolerance="1 2"')))).toBe(QTI_MESSAGES.unevenTolerance);
  });
});

describe('whole files', () => {
  const status = (fn: () => unknown) => {
    try {
      fn();
      return 'read';
    } catch (err) {
      return err instanceof HttpError ? `${err.statusCode} ${err.detail}` : `threw ${String(err)}`;
    }
  };
  const zip = (files: Record<string, string>) => Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([n, t]) => [n, strToU8(t)]))));
  const manifest = (resources: string) => `<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1"><resources>${resources}</resources></manifest>`;

  it('refuses what is neither a package nor an item, and packages it cannot open, as a whole (400)', () => {
    expect(status(() => offeredItems(Buffer.from('%PDF-1.4 not a package'), 'a.pdf'))).toBe(`400 ${QTI_MESSAGES.notPackage}`);
    expect(status(() => offeredItems(Buffer.from([0xff, 0xfe, 0x00, 0x3c]), 'a.xml'))).toBe(`400 ${QTI_MESSAGES.notPackage}`);
    expect(status(() => offeredItems(Buffer.from('<a><b></a>'), 'a.xml'))).toBe(`400 ${QTI_MESSAGES.notPackage}`);
    expect(status(() => offeredItems(Buffer.from(manifest('')), 'imsmanifest.xml'))).toBe(`400 ${QTI_MESSAGES.manifestAlone}`);
    expect(status(() => offeredItems(Buffer.from('PK\u0003\u0004 then nothing of a zip'), 'a.zip'))).toBe(`400 ${QTI_MESSAGES.badZip}`);
    expect(status(() => offeredItems(zip({ 'items/a.xml': choiceItem() }), 'a.zip'))).toBe(`400 ${QTI_MESSAGES.noManifest}`);
    expect(status(() => offeredItems(zip({ 'imsmanifest.xml': '<manifest><oops></manifest>' }), 'a.zip'))).toBe(`400 ${QTI_MESSAGES.badManifest}`);
    expect(status(() => offeredItems(zip({ 'imsmanifest.xml': manifest('<resource type="webcontent" href="a.html"/>') }), 'a.zip'))).toBe(`400 ${QTI_MESSAGES.noItems}`);
    const many = Array.from({ length: 2001 }, (_, i) => `<resource identifier="r${i}" type="imsqti_item_xmlv3p0" href="i${i}.xml"/>`).join('');
    expect(status(() => offeredItems(zip({ 'imsmanifest.xml': manifest(many) }), 'a.zip'))).toBe(`400 ${QTI_MESSAGES.tooManyItems}`);
  });

  it('never unpacks more than the limit: a zip bomb is refused from its declared sizes', () => {
    const bomb = Buffer.from(zipSync({ 'imsmanifest.xml': strToU8(manifest('')), 'items/big.xml': new Uint8Array(QTI_MAX_UNPACKED_BYTES + 1) }, { level: 9 }));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(status(() => offeredItems(bomb, 'bomb.zip'))).toBe(`400 ${QTI_MESSAGES.unpackedTooLarge}`);
  });

  it('reads a package folder inside the zip, its items in manifest order with their LOM keywords, and names a missing file', () => {
    const resources = `<resource identifier="r1" type="imsqti_item_xmlv3p0" href="items/one.xml"><metadata><lom><general><keyword><string>light</string></keyword></general></lom></metadata></resource>
      <resource identifier="r2" type="imsqti_item_xmlv3p0"><file href="items/two.xml"/></resource>
      <resource identifier="r3" type="imsqti_item_xmlv2p2" href="items/old.xml"/>
      <resource identifier="r4" type="imsqti_test_xmlv3p0" href="test.xml"/>`;
    const offered = offeredItems(zip({ 'pkg/imsmanifest.xml': manifest(resources), 'pkg/items/one.xml': choiceItem() }), 'p.zip');
    expect(offered.map((o) => [o.source, o.xml !== null, o.tags, o.qti2 ?? false])).toEqual([
      ['items/one.xml', true, ['light'], false], ['items/two.xml', false, [], false], ['items/old.xml', false, [], true],
    ]);
    expect(offered.map((o) => refused(readItem(o)))).toEqual(['taken as single', QTI_MESSAGES.missingFile, QTI_MESSAGES.qti2]);
  });
});
