// `npm run bench -- bundle`: builds the web app and prints the bytes each route moves over the wire: index.html, the
// JavaScript and CSS it needs before it can show anything, and the English catalogues its modules load right after
// (the sign-in route, and each role's dashboard route: its shell and its first panel), each file as the server sends
// it to a browser that accepts brotli (the build's .br copy, ADR 0028; a file without one goes as it is).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(repoRoot, 'web');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The module that starts each role's dashboard: its shell and the panel it opens first (the shell's panel at path '').
 * Keep in step with web/src/app/router.tsx and web/src/app/shells/: a module missing from the build stops the run.
 */
const ROLE_ROUTES: Record<string, [shell: string, firstPanel: string]> = {
  student: ['src/app/shells/student.tsx', 'src/features/student-dashboard/pages/StudentDashboardPage.tsx'],
  teacher: ['src/app/shells/teacher.tsx', 'src/features/staff-dashboard/pages/TeacherHomePage.tsx'],
  school: ['src/app/shells/school.tsx', 'src/features/staff-dashboard/pages/SchoolHomePage.tsx'],
  parent: ['src/app/shells/parent.tsx', 'src/features/parents/pages/ParentDashboardPage.tsx'],
  admin: ['src/app/shells/admin.tsx', 'src/features/admin/pages/AdminDashboardPage.tsx'],
};

/** Every chunk a module needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

/** The chunks' modules load their screen's English catalogue as soon as they render: it comes right after. */
function withCatalogues(manifest: Manifest, keys: Set<string>): Set<string> {
  const all = new Set(keys);
  for (const key of keys) {
    for (const dep of manifest[key].dynamicImports ?? []) if (dep.endsWith('/en.json')) staticClosure(manifest, dep, all);
  }
  return all;
}

/** A file's size as the server sends it with Accept-Encoding: br. */
function wireBytes(outDir: string, file: string): number {
  const br = path.join(outDir, `${file}.br`);
  return fs.statSync(fs.existsSync(br) ? br : path.join(outDir, file)).size;
}

function wireKb(outDir: string, manifest: Manifest, keys: Iterable<string>): number {
  const files = new Set<string>(['index.html']);
  for (const key of keys) {
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.add(css);
  }
  let bytes = 0;
  for (const file of files) if (!file.endsWith('.json')) bytes += wireBytes(outDir, file);
  return Math.round(bytes / 102.4) / 10;
}

export async function bundleBench(): Promise<void> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prayog-bundle-'));
  try {
    execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], { cwd: webDir, stdio: 'inherit' });
    const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
    if (!entry) throw new Error('The build has no entry chunk');
    const signIn = staticClosure(manifest, entry);
    const results: Record<string, number> = { sign_in_kb: wireKb(outDir, manifest, withCatalogues(manifest, signIn)) };
    console.log(`sign-in route: ${results.sign_in_kb} kB on the wire (brotli; ${signIn.size} chunks, index.html and CSS)`);
    for (const [role, [shell, firstPanel]] of Object.entries(ROLE_ROUTES)) {
      const missing = [shell, firstPanel].filter((m) => !manifest[m]);
      if (missing.length > 0) throw new Error(`The build has no ${missing.join(' or ')}: is ROLE_ROUTES in step with the shells?`);
      const chunks = staticClosure(manifest, firstPanel, staticClosure(manifest, shell, new Set(signIn)));
      results[`${role}_kb`] = wireKb(outDir, manifest, withCatalogues(manifest, chunks));
      console.log(`${role} dashboard route: ${results[`${role}_kb`]} kB on the wire (brotli; ${chunks.size} chunks and their catalogues, first panel ${firstPanel})`);
    }
    console.log(`RESULT bundle ${Object.entries(results).map(([k, v]) => `${k}=${v}`).join(' ')}`);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}
