import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

const webRoot = path.resolve(import.meta.dirname, '..');

/**
 * Draws the sign-in screen into index.html at build time (ADR 0032): a phone on a slow network shows the form as soon
 * as the HTML and the stylesheet arrive, instead of after the app's code has downloaded and run. One <template> per
 * language; public/prerendered.js, a few lines run before the first paint, copies the one the browser reads into the
 * page at / and /login (elsewhere nothing is shown until the app starts, as before).
 *
 * The screen is rendered by React's server renderer from the app's own components (app/prerender/sign-in.tsx),
 * compiled by a second, server-side build with the same CSS-module names, so it never drifts from the real one.
 */
export function prerenderSignIn(): Plugin {
  return {
    name: 'prayog-prerender-sign-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        // Under the workspace's node_modules, where Node finds the packages the server-side build leaves as imports.
        const cache = path.resolve(webRoot, '../node_modules/.cache');
        fs.mkdirSync(cache, { recursive: true });
        const outDir = fs.mkdtempSync(path.join(cache, 'prayog-prerender-'));
        try {
          await build({
            configFile: false,
            root: webRoot,
            logLevel: 'warn',
            plugins: [react()],
            // The workspace's contract is TypeScript source: compiled in, not imported by Node.
            ssr: { noExternal: ['@prayog/contract'] },
            build: { ssr: 'src/app/prerender/sign-in.tsx', outDir, emptyOutDir: true, minify: false, copyPublicDir: false },
          });
          const entry = pathToFileURL(path.join(outDir, 'sign-in.js')).href;
          const { render, LANGUAGES } = await import(entry) as { render(language: string): Promise<string>; LANGUAGES: readonly string[] };
          // Mantine's provider writes the theme's CSS variables as <style> elements, the same in every language: they go
          // into <head> once, where they apply before the first paint (the app's provider adds its own when it starts).
          const styles = new Set<string>();
          let templates = '';
          for (const language of LANGUAGES) {
            const markup = (await render(language)).replace(/<style data-mantine-styles=[^>]*>[\s\S]*?<\/style>/g, (style) => {
              styles.add(style);
              return '';
            });
            templates += `<template id="prerendered-sign-in-${language}">${markup}</template>`;
          }
          // Replacer functions: the markup is inserted as it is ('$' in a text is not a replacement pattern).
          const withTemplates = html
            .replace('</head>', () => `${[...styles].join('')}</head>`)
            .replace('<div id="root"></div>', () => `<div id="root"></div>${templates}<script src="/prerendered.js"></script>`);
          if (!withTemplates.includes(templates)) throw new Error('index.html has no empty <div id="root"></div> to draw the sign-in screen after');
          return withTemplates;
        } finally {
          fs.rmSync(outDir, { recursive: true, force: true });
        }
      },
    },
  };
}
