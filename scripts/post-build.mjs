// Trunk post_build hook (runs in the staging folder before it becomes dist/):
// 1. writes the Content-Security-Policy meta tag, with the sha256 of every inline script
//    Trunk emitted (its wasm loader) and 'wasm-unsafe-eval', nothing else inline;
// 2. writes the service worker sw.js with the list of the build's (hashed) files and a cache
//    version derived from their contents;
// 3. keeps the console clean: the worker loader shims Trunk writes call wasm-bindgen's init with
//    the deprecated positional argument (rewritten to `{ module_or_path }`), and the wasm
//    preload's `integrity` attribute, which browsers ignore for fetch preloads with a warning,
//    is dropped;
// 4. makes the study bundle startable from the play bundle: bao-study.js (a no-modules
//    wasm-bindgen script) gets a `baoStudyStart()` that loads its wasm, fires
//    "bao-study-failed" if that fails, and can be called again to retry (bao::ui::bundle).
import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

const staging = process.env.TRUNK_STAGING_DIR;
const source = process.env.TRUNK_SOURCE_DIR ?? '.';
if (!staging) throw new Error('post-build.mjs runs as a Trunk hook (TRUNK_STAGING_DIR unset)');

const htmlPath = join(staging, 'index.html');
let html = await readFile(htmlPath, 'utf8');
html = html.replace(/(<link rel="preload"[^>]*?) integrity="[^"]*"([^>]*as="fetch")/g, '$1$2');
for (const name of (await readdir(staging)).filter((n) => n.endsWith('_loader.js'))) {
  const shim = await readFile(join(staging, name), 'utf8');
  const fixed = shim.replace(/wasm_bindgen\(("[^"]+")\)/, 'wasm_bindgen({ module_or_path: $1 })');
  if (fixed === shim) throw new Error(`post-build.mjs: ${name} no longer calls wasm_bindgen("…")`);
  await writeFile(join(staging, name), fixed);
}
const studyScript = join(staging, 'bao-study.js');
const study = await readFile(studyScript, 'utf8');
if (!/^let wasm_bindgen = /m.test(study)) throw new Error('post-build.mjs: bao-study.js no longer defines wasm_bindgen');
await writeFile(studyScript, `${study}
self.baoStudyStart = function () {
  return wasm_bindgen({ module_or_path: './bao-study_bg.wasm' }).catch(function (error) {
    dispatchEvent(new CustomEvent('bao-study-failed', { detail: String(error) }));
  });
};
self.baoStudyStart();
`);
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
await writeFile(htmlPath, html);

async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) =>
    e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)]));
  return nested.flat();
}
const name = (f) => relative(staging, f).split('\\').join('/');
// The puzzles load on first use and are cached then (sw.js DATA_CACHE), not with the page.
const onFirstUse = (f) => name(f).startsWith('puzzles/');
// The study bundle and the AI worker are not needed to show the page: the service worker
// caches them when they are first fetched, or in the background once the page has loaded.
const later = (f) => /^bao-(study|worker)[._]/.test(name(f));
const files = (await listFiles(staging)).filter((f) => name(f) !== 'sw.js' && !onFirstUse(f)).sort();
const version = createHash('sha256');
for (const file of files) version.update(name(file)).update(await readFile(file));
const assets = ['./', ...files.filter((f) => !later(f)).map((f) => './' + name(f))];
const laterAssets = files.filter(later).map((f) => './' + name(f));
if (laterAssets.length !== 5) throw new Error(`post-build.mjs: expected the study and worker files, found ${laterAssets}`);
const template = await readFile(join(source, 'static', 'sw.js'), 'utf8');
await writeFile(join(staging, 'sw.js'), template
  .replace('/*ASSETS*/[]', JSON.stringify(assets))
  .replace('/*LATER*/[]', JSON.stringify(laterAssets))
  .replace('/*VERSION*/""', JSON.stringify(version.digest('hex').slice(0, 16))));
console.log(`post-build: CSP with ${hashes.length} inline script hash(es); sw.js lists ${assets.length} first-load and ${laterAssets.length} later assets`);
