import { strToU8, zipSync, type Zippable } from 'fflate';
import type { BankQuestion } from '@prayog/contract';
import { itemIdentifier, itemXml } from './qti-item-writer';
import { el, text, xmlDocument } from './qti-xml';

/**
 * A QTI 3.0 content package: imsmanifest.xml listing one resource of type imsqti_item_xmlv3p0 per item, with the
 * question's tags as LOM keywords in the resource's metadata, and the items under items/. The same bank gives the
 * same bytes (items named by their text, no dates inside), so two exports can be compared.
 */

const CP_NAMESPACE = 'http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1';
const LOM_NAMESPACE = 'http://ltsc.ieee.org/xsd/LOM';
export const ITEM_RESOURCE_TYPE = 'imsqti_item_xmlv3p0';
/** Zip entries get a fixed time, so the bytes do not change with the clock. */
const FIXED_TIME = new Date('2026-01-01T00:00:00Z');

const langString = (value: string) => el('imsmd:string', { language: 'x-none' }, [text(value)]);

function resource(q: BankQuestion, href: string) {
  const identifier = itemIdentifier(q.text);
  return el('resource', { identifier: `res-${identifier}`, type: ITEM_RESOURCE_TYPE, href }, [
    el('metadata', {}, [
      el('imsmd:lom', {}, [el('imsmd:general', {}, [
        el('imsmd:identifier', {}, [el('imsmd:catalog', {}, [text('prayog')]), el('imsmd:entry', {}, [text(identifier)])]),
        el('imsmd:title', {}, [langString(q.text.replace(/\s+/g, ' ').slice(0, 100))]),
        ...q.tags.map((tag) => el('imsmd:keyword', {}, [langString(tag)])),
      ])]),
    ]),
    el('file', { href }),
  ]);
}

export function manifestXml(packageId: string, title: string, items: { question: BankQuestion; href: string }[]): string {
  return xmlDocument(el('manifest', {
    xmlns: CP_NAMESPACE, 'xmlns:imsmd': LOM_NAMESPACE, identifier: packageId,
  }, [
    el('metadata', {}, [el('schema', {}, [text('QTI Package')]), el('schemaversion', {}, [text('3.0.0')]),
      el('imsmd:lom', {}, [el('imsmd:general', {}, [el('imsmd:title', {}, [langString(title)])])])]),
    el('organizations'),
    el('resources', {}, items.map((i) => resource(i.question, i.href))),
  ]));
}

/** The zip of a bank's questions, in the bank's order. */
export function qtiPackage(packageId: string, title: string, bank: BankQuestion[]): Uint8Array {
  const items = bank.map((question) => ({ question, href: `items/${itemIdentifier(question.text)}.xml` }));
  const files: Zippable = { 'imsmanifest.xml': [strToU8(manifestXml(packageId, title, items)), { mtime: FIXED_TIME }] };
  for (const { question, href } of items) files[href] = [strToU8(itemXml(question)), { mtime: FIXED_TIME }];
  return zipSync(files, { level: 6 });
}
