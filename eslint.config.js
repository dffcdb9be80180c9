// Keeps the layout true (ARCHITECTURE.md §2): contract imports nothing of ours, server and web import
// only the contract, and no web feature imports another (pages compose them instead). In the web app,
// every call of the API lives in web/src/api/<resource>.ts (queries, mutations, cache keys), and only
// web/src/lib talks to the network.
import fs from 'node:fs';
import tseslint from 'typescript-eslint';

const webFeatures = fs.existsSync('web/src/features')
  ? fs.readdirSync('web/src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// no-restricted-imports is one rule: a later config object replaces an earlier one's options for the same
// file, so every web file group below gets the whole list it needs from these pieces.
const noServerImport = {
  regex: '^@prayog/server|/server/src/',
  message: 'The web app talks to the server over HTTP only; import shapes from @prayog/contract.',
};
const DATA_LAYER = 'Queries and mutations live in web/src/api/<resource>.ts';
const noQueryHooks = {
  name: '@tanstack/react-query',
  importNames: [
    'useQuery', 'useMutation', 'useQueries', 'useInfiniteQuery', 'useSuspenseQuery', 'useSuspenseQueries',
    'useSuspenseInfiniteQuery', 'queryOptions', 'infiniteQueryOptions', 'mutationOptions',
  ],
  message: `${DATA_LAYER} (use or add a hook there).`,
};
const noDirectCalls = {
  regex: '(^|/)lib/(api|upload)$',
  importNames: ['callEndpoint', 'apiRequest', 'apiBlob', 'apiUpload', 'uploadToEndpoint'],
  message: `${DATA_LAYER}: only they call the API.`,
};
const noApiLayerUpward = {
  regex: '^\\.\\./(features|components|app)(/|$)',
  message: 'web/src/api depends on web/src/lib and the contract only; screens import it, never the other way round.',
};
const restrictImports = (patterns, paths = []) => ({ 'no-restricted-imports': ['error', { patterns, paths }] });

/** Web files outside the data layer (web/src/api) and the client (web/src/lib). */
const webScreens = { files: ['web/src/**/*.{ts,tsx}'], ignores: ['web/src/api/**', 'web/src/lib/**'] };

const noOtherWebFeature = webFeatures.map((feature) => {
  const others = webFeatures.filter((f) => f !== feature).map(escape);
  const otherFeature = others.length ? [{
    regex: `^(\\.\\./)+(features/)?(${others.join('|')})(/|$)|/features/(${others.join('|')})(/|$)`,
    message: 'A web feature must not import another feature; compose them in a page or move shared code to web/src/components, web/src/lib or web/src/api.',
  }] : [];
  return {
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: restrictImports([noServerImport, noDirectCalls, ...otherFeature], [noQueryHooks]),
  };
});

const NETWORK = 'Only web/src/lib/api.ts and web/src/lib/upload.ts talk to the network; call the API through a hook in web/src/api/<resource>.ts.';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/migrations/**', '.vitest-results/**', 'e2e/screenshots/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^(@prayog/(server|web)|fastify|drizzle-orm|react)', message: 'The contract depends on zod only.' }, { regex: '\\.\\./\\.\\./\\.\\./(server|web)/', message: 'The contract depends on zod only.' }] }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^@prayog/web|/web/src/', message: 'The server may import the contract, never the web app.' }] }] },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: restrictImports([noServerImport]),
  },
  {
    files: ['web/src/api/**/*.{ts,tsx}'],
    rules: restrictImports([noServerImport, noApiLayerUpward]),
  },
  {
    ...webScreens,
    rules: restrictImports([noServerImport, noDirectCalls], [noQueryHooks]),
  },
  ...noOtherWebFeature,
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/api.ts', 'web/src/lib/upload.ts', 'web/src/lib/event-stream.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: NETWORK }, { name: 'XMLHttpRequest', message: NETWORK }],
      'no-restricted-properties': ['error',
        ...['window', 'globalThis', 'self'].flatMap((object) => ['fetch', 'XMLHttpRequest'].map((property) => ({ object, property, message: NETWORK }))),
      ],
    },
  },
);
