// Keeps the layout true (ARCHITECTURE.md §2): contract imports nothing of ours, server and web import
// only the contract, and no web feature imports another (pages compose them instead).
import fs from 'node:fs';
import tseslint from 'typescript-eslint';

const webFeatures = fs.existsSync('web/src/features')
  ? fs.readdirSync('web/src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const noOtherWebFeature = webFeatures.map((feature) => {
  const others = webFeatures.filter((f) => f !== feature).map(escape);
  return {
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: others.length ? [{
          regex: `^(\\.\\./)+(features/)?(${others.join('|')})(/|$)|/features/(${others.join('|')})(/|$)`,
          message: 'A web feature must not import another feature; compose them in a page or move shared code to web/src/components or web/src/lib.',
        }] : [],
      }],
    },
  };
});

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
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^@prayog/server|/server/src/', message: 'The web app talks to the server over HTTP only; import shapes from @prayog/contract.' }] }] },
  },
  ...noOtherWebFeature,
);
