// `npm run build -w server`: bundles the server's entry points into dist/ as plain JavaScript, so `npm start`
// runs `node dist/main.js` without compiling TypeScript at every start (ADR 0019).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const serverDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Installed packages stay imports that Node resolves from node_modules (native addons, PGlite's wasm, pdfkit's
 * font files all sit beside their code). The workspace contract is TypeScript source, which Node cannot run,
 * so it is bundled in.
 */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@prayog/') || path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * Our modules find their files (migrations, course text, catalogues) next to themselves through
 * import.meta.url. In one bundle that URL would name dist/main.js for all of them, so each of our modules'
 * import.meta.url is pointed back at its source file, relative to the bundle: the same paths under tsx, vitest
 * and node, wherever the repository lies.
 */
const sourceImportMeta = (outdir) => ({
  name: 'source-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await fs.promises.readFile(args.path, 'utf8');
      if (/\bimport\.meta\.(dirname|filename)\b/.test(source)) {
        return { errors: [{ text: 'use import.meta.url (the build points it back at the source file), not import.meta.dirname or .filename' }] };
      }
      const relative = path.relative(outdir, args.path).split(path.sep).join('/');
      const contents = source.replace(/\bimport\.meta\.url\b/g, `new URL(${JSON.stringify(relative)}, import.meta.url).href`);
      return { contents, loader: 'ts' };
    });
  },
});

/**
 * Bundles the entry points (name → source path under server/) into `outdir`, emptied first. The browser journeys'
 * setup builds the server this way into a folder of its own (e2e/src/global-setup.ts). `outdir` must lie inside the
 * repository, where Node finds the installed packages the bundle imports.
 */
export async function buildServer({ outdir = path.join(serverDir, 'dist'), entryPoints = { main: 'src/main.ts', seed: 'src/seed/cli.ts' } } = {}) {
  fs.rmSync(outdir, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: Object.fromEntries(Object.entries(entryPoints).map(([name, source]) => [name, path.join(serverDir, source)])),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Keeps function and class names as written, for stack traces and logs.
    keepNames: true,
    logLevel: 'warning',
    plugins: [externalPackages, sourceImportMeta(outdir)],
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildServer();
