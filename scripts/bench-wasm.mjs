// The AI's top level in the browser against the same search natively: nodes per second and
// depth on the positions of `bao bench-ai`, searched by the search worker of the release
// build in dist/ (headless Debian Chromium) and by the native `bao` binary.
// Run it through scripts/bench-wasm.sh, which builds both first. With more than one built site
// (DIST ...), each game's positions are searched by each site's worker in turn, side by side,
// one line per site and game (`dist`).
// Usage: node scripts/bench-wasm.mjs BAO_BINARY [SECONDS] [DIST ...]
import { execFileSync } from 'node:child_process';
import { searchInWorker, withServedPage } from './worker-search.mjs';

const [bao, secondsArg = '1', ...dists] = process.argv.slice(2);
const seconds = Number(secondsArg);
if (!bao || !(seconds > 0)) {
  console.error('usage: node scripts/bench-wasm.mjs BAO_BINARY [SECONDS]');
  process.exit(2);
}

const topLines = (text) => text.trim().split('\n').map((line) => JSON.parse(line)).filter((row) => row.level === 'top');
const native = topLines(execFileSync(bao, ['bench-ai', '--seconds', String(seconds)], { encoding: 'utf8' }));

const sites = dists.length ? dists : [undefined];
const pages = [];
const closers = sites.map((root) => withServedPage((page) => new Promise((release) => pages.push({ root, page, release })), root));
while (pages.length < sites.length) await new Promise((resolve) => setTimeout(resolve, 50));
for (const row of native) {
  for (const { root, page } of pages) {
    const requests = row.positions.map((text) => ({ position: JSON.parse(text), level: 'top', seed: 1, millis: 1000 * seconds }));
    const searched = await searchInWorker(page, requests);
    const nodes = searched.reduce((sum, r) => sum + r.done.nodes, 0);
    const ms = searched.reduce((sum, r) => sum + r.ms, 0);
    const wasmRate = Math.round((1000 * nodes) / ms);
    console.log(JSON.stringify({
      ...(root ? { dist: root } : {}),
      variant: row.variant,
      level: 'top',
      native_nodes_per_s: row.nodes_per_s,
      wasm_nodes_per_s: wasmRate,
      native_over_wasm: Math.round((100 * row.nodes_per_s) / wasmRate) / 100,
      native_depths: row.depths,
      wasm_depths: searched.map((r) => r.done.depth),
      stages: row.stages,
    }));
  }
}
for (const { release } of pages) release();
await Promise.all(closers);
