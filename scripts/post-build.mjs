// Trunk post_build hook (runs in the staging folder before it becomes dist/):
// 1. writes the Content-Security-Policy meta tag, with the sha256 of every inline script
//    Trunk emitted (its wasm loader) and 'wasm-unsafe-eval', nothing else inline;
// 2. writes the service worker sw.js with the list of every file of the build (the app, the
//    AI worker, the puzzles, styles and icons) and a cache version derived from their contents;
// 3. keeps the console clean: the worker loader shims Trunk writes call wasm-bindgen's init with
//    the deprecated positional argument (rewritten to `{ module_or_path }`), and the wasm
//    preload's `integrity` attribute, which browsers ignore for fetch preloads with a warning,
//    is dropped;
// 4. makes a worker whose wasm cannot be loaded (offline before it was cached) fail loudly: the
//    loader's rejected start is rethrown as an uncaught error, which the page hears as the
//    worker's error event (bao::ai::worker, Reply::Lost) instead of waiting forever;
// 5. drops the page's and the service worker's comments: they are for their readers here, not
//    bytes for every visitor;
// 6. puts the start-up shell into the page's body: the page frame and the board of the play
//    page rendered ahead of time by the app's own components (`bao-shell`, src/ui/shell.rs),
//    painted before the wasm arrives and replaced by the app when it mounts. It is a picture:
//    inert and hidden from screen readers, without ids, data or ARIA attributes (no test or
//    script mistakes it for the app), and without the closed settings panel;
// 7. joins the stylesheets into one file, in their order: one request instead of nine (a
//    browser opens six connections to a host, so nine kept the app's wasm waiting) and fewer
//    gzip bytes.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

const staging = process.env.TRUNK_STAGING_DIR;
const source = process.env.TRUNK_SOURCE_DIR ?? '.';
if (!staging) throw new Error('post-build.mjs runs as a Trunk hook (TRUNK_STAGING_DIR unset)');

const htmlPath = join(staging, 'index.html');
let html = await readFile(htmlPath, 'utf8');
const shell = execFileSync('cargo', ['run', '--quiet', '--offline', '--features', 'shell', '--bin', 'bao-shell'],
  { cwd: source, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 24 })
  .replace(/<section id="settings-panel"[\s\S]*?<\/section>/, '')
  .replace(/<circle [^>]*class="focus-ring"><\/circle>|<g class="seeds"><\/g>/g, '')
  .replace(/ (?:id|data-[a-z-]+|aria-[a-z]+|role|tabindex)="[^"]*"/g, '')
  .replace('<div class="app shell">', '<div class="app shell" inert aria-hidden="true">');
if (!shell.includes('<svg') || !html.includes('<!-- SHELL')) throw new Error('post-build.mjs: no shell, or no place for it');
html = html.replace(/<!-- SHELL[\s\S]*?-->/, () => shell);
html = html.replace(/(<link rel="preload"[^>]*?) integrity="[^"]*"([^>]*as="fetch")/g, '$1$2');
for (const name of (await readdir(staging)).filter((n) => n.endsWith('_loader.js'))) {
  const shim = await readFile(join(staging, name), 'utf8');
  const fixed = shim.replace(/wasm_bindgen\(("[^"]+")\)/,
    'wasm_bindgen({ module_or_path: $1 }).catch(function (error) { setTimeout(function () { throw error; }); })');
  if (fixed === shim) throw new Error(`post-build.mjs: ${name} no longer calls wasm_bindgen("…")`);
  await writeFile(join(staging, name), fixed);
}
const sheets = [...html.matchAll(/<link rel="stylesheet" href="\.\/([^"]+\.css)"[^>]*>\s*/g)];
if (sheets.length) {
  const css = (await Promise.all(sheets.map(([, file]) => readFile(join(staging, file), 'utf8')))).join('\n');
  const file = `styles-${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
  await writeFile(join(staging, file), css);
  for (const [, old] of sheets) await rm(join(staging, old));
  const integrity = `sha384-${createHash('sha384').update(css).digest('base64')}`;
  html = html.replace(sheets[0][0], `<link rel="stylesheet" href="./${file}" integrity="${integrity}">\n  `);
  for (const [tag] of sheets.slice(1)) html = html.replace(tag, '');
}
const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
  .map(([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
const csp = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`.trim(),
  "style-src 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');
if (!html.includes('CSP_PLACEHOLDER')) throw new Error('index.html lost its CSP_PLACEHOLDER');
html = html.replace('CSP_PLACEHOLDER', csp);
// The page's comments are for its readers here, not bytes for every visitor.
html = html.replace(/<!--[\s\S]*?-->\s*/g, '');
await writeFile(htmlPath, html);

async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) =>
    e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)]));
  return nested.flat();
}
const name = (f) => relative(staging, f).split('\\').join('/');
// Everything the site uses — the app, the AI worker, the puzzles, styles and icons — is cached
// when the service worker installs, so every page and the computer work offline after one visit.
// (Not sw.js itself, nor the notes copied with the puzzles.)
const files = (await listFiles(staging)).filter((f) => name(f) !== 'sw.js' && !name(f).endsWith('.md')).sort();
const version = createHash('sha256');
for (const file of files) version.update(name(file)).update(await readFile(file));
const assets = ['./', ...files.map((f) => './' + name(f))];
for (const wanted of [/^bao-web-.*_bg\.wasm$/, /^bao-worker_bg\.wasm$/, /^puzzles\/.*\.jsonl$/]) {
  if (!files.some((f) => wanted.test(name(f)))) throw new Error(`post-build.mjs: no file matches ${wanted}`);
}
const template = await readFile(join(source, 'static', 'sw.js'), 'utf8');
// Its whole-line comments are for its readers here, not bytes for every visitor.
await writeFile(join(staging, 'sw.js'), template.replace(/^\s*\/\/.*\n/gm, '')
  .replace('/*ASSETS*/[]', JSON.stringify(assets))
  .replace('/*VERSION*/""', JSON.stringify(version.digest('hex').slice(0, 16))));
console.log(`post-build: CSP with ${hashes.length} inline script hash(es); sw.js lists ${assets.length} assets`);
