// `npm run i18n -- <command>`: the catalogues of the interface languages (issue 33 item 4, docs/languages.md).
//   check [code…]     names every key missing from (or extra in) a language's catalogues; exit 1 if any
//   pack <code>       writes languages/<code>.pack.json: every text still to translate, in ONE file, with its English
//   unpack <file>     puts a translated pack's texts into the catalogue files (creating them), then checks again
// The web's catalogues are <folder>/i18n/<code>.json beside each en.json (English is the source); the server's are
// server/src/i18n/<code>.json and <code>/<feature>.json, whose keys are the Hindi catalogue's (kept complete by the
// server's tests). Languages are listed in contract/src/common/languages.json.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const read = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const write = (file, value) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), `${JSON.stringify(value, null, 2)}\n`);
};
const exists = (file) => fs.existsSync(path.join(root, file));
const languages = read('contract/src/common/languages.json').languages.map((l) => l.code);

/** Every web catalogue folder: the shell's, the shared building blocks', each feature's. */
function webFolders() {
  const folders = ['web/src/lib/i18n', 'web/src/components/i18n'];
  for (const feature of fs.readdirSync(path.join(root, 'web/src/features')).sort()) {
    if (exists(`web/src/features/${feature}/i18n/en.json`)) folders.push(`web/src/features/${feature}/i18n`);
  }
  return folders;
}

/** A nested catalogue as key path → text. */
function flatten(tree, prefix = '', out = new Map()) {
  for (const [key, value] of Object.entries(tree ?? {})) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') flatten(value, at, out);
    else out.set(at, value);
  }
  return out;
}
function setPath(tree, at, value) {
  const keys = at.split('.');
  let node = tree;
  for (const key of keys.slice(0, -1)) node = node[key] ??= {};
  node[keys.at(-1)] = value;
}
const slots = (text) => [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort().join(',');

/** Server catalogue files of a language, by the Hindi file they mirror. */
function serverFiles(code) {
  const hindi = ['server/src/i18n/hi.json', ...fs.readdirSync(path.join(root, 'server/src/i18n/hi')).sort().map((f) => `server/src/i18n/hi/${f}`)];
  return hindi.map((source) => ({ source, target: source.replace(/\/hi(\.json|\/)/, `/${code}$1`) }));
}

/** What a language lacks: [{ file, key, english, problem }]. */
function problemsOf(code) {
  const problems = [];
  for (const folder of webFolders()) {
    const english = flatten(read(`${folder}/en.json`));
    const file = `${folder}/${code}.json`;
    const translated = exists(file) ? flatten(read(file)) : new Map();
    for (const [key, text] of english) {
      const value = translated.get(key);
      if (typeof value !== 'string' || value.trim() === '') problems.push({ file, key, english: text, problem: 'missing' });
      else if (slots(value) !== slots(text)) problems.push({ file, key, english: text, problem: `placeholders differ: {{${slots(text)}}}` });
    }
    for (const key of translated.keys()) if (!english.has(key)) problems.push({ file, key, english: null, problem: 'not in English' });
  }
  for (const { source, target } of serverFiles(code)) {
    const hindi = read(source);
    const translated = exists(target) ? read(target) : {};
    for (const key of Object.keys(hindi.messages ?? {})) {
      if (!translated.messages?.[key]?.trim()) problems.push({ file: target, key, english: key, problem: 'missing' });
    }
    const done = new Map((translated.templates ?? []).map((t) => [t.en, t.text ?? t.hi]));
    for (const { en } of hindi.templates ?? []) {
      if (!done.get(en)?.trim()) problems.push({ file: target, key: `template: ${en}`, english: en, problem: 'missing' });
    }
  }
  return problems;
}

function check(codes) {
  let missing = 0;
  for (const code of codes.length ? codes : languages.filter((l) => l !== 'en')) {
    if (!languages.includes(code)) console.log(`${code}: not in contract/src/common/languages.json (add it there first)`);
    const problems = problemsOf(code);
    missing += problems.length;
    console.log(`${code}: ${problems.length === 0 ? 'complete' : `${problems.length} to do`}`);
    for (const p of problems) console.log(`  ${p.file}  ${p.key}  (${p.problem})`);
  }
  process.exitCode = missing > 0 ? 1 : 0;
}

function pack(code) {
  const untranslated = {};
  for (const p of problemsOf(code)) if (p.english !== null) (untranslated[p.file] ??= {})[p.key] = p.english;
  const file = `languages/${code}.pack.json`;
  write(file, { language: code, howTo: 'Replace each English text with its translation, keep {{names}} as they are, then run: npm run i18n -- unpack ' + file, texts: untranslated });
  console.log(`${file}: ${Object.values(untranslated).reduce((n, t) => n + Object.keys(t).length, 0)} texts to translate`);
}

function unpack(file) {
  const { language: code, texts } = read(file);
  for (const [target, entries] of Object.entries(texts)) {
    if (target.startsWith('server/')) {
      const catalogue = exists(target) ? read(target) : { messages: {}, templates: [] };
      for (const [key, text] of Object.entries(entries)) {
        if (key.startsWith('template: ')) {
          const en = key.slice('template: '.length);
          catalogue.templates = [...(catalogue.templates ?? []).filter((t) => t.en !== en), { en, text }];
        } else (catalogue.messages ??= {})[key] = text;
      }
      write(target, catalogue);
    } else {
      const catalogue = exists(target) ? read(target) : {};
      for (const [key, text] of Object.entries(entries)) setPath(catalogue, key, text);
      write(target, catalogue);
    }
  }
  check([code]);
}

const [command, ...args] = process.argv.slice(2);
if (command === 'check') check(args);
else if (command === 'pack' && args[0]) pack(args[0]);
else if (command === 'unpack' && args[0]) unpack(args[0]);
else {
  console.log('usage: npm run i18n -- check [code…] | pack <code> | unpack <file>');
  process.exitCode = 2;
}
