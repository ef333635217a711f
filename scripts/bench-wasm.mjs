// The AI's top level in the browser against the same search natively: nodes per second and
// depth on the positions of `bao bench-ai`, searched by the search worker of the release
// build in dist/ (headless Debian Chromium) and by the native `bao` binary.
// Run it through scripts/bench-wasm.sh, which builds both first.
// Usage: node scripts/bench-wasm.mjs BAO_BINARY [SECONDS]
import { execFileSync } from 'node:child_process';
import { searchInWorker, withServedPage } from './worker-search.mjs';

const [bao, secondsArg = '1'] = process.argv.slice(2);
const seconds = Number(secondsArg);
if (!bao || !(seconds > 0)) {
  console.error('usage: node scripts/bench-wasm.mjs BAO_BINARY [SECONDS]');
  process.exit(2);
}

const topLines = (text) => text.trim().split('\n').map((line) => JSON.parse(line)).filter((row) => row.level === 'top');
const native = topLines(execFileSync(bao, ['bench-ai', '--seconds', String(seconds)], { encoding: 'utf8' }));

await withServedPage(async (page) => {
  for (const row of native) {
    const requests = row.positions.map((text) => ({ position: JSON.parse(text), level: 'top', seed: 1, millis: 1000 * seconds }));
    const searched = await searchInWorker(page, requests);
    const nodes = searched.reduce((sum, r) => sum + r.done.nodes, 0);
    const ms = searched.reduce((sum, r) => sum + r.ms, 0);
    const wasmRate = Math.round((1000 * nodes) / ms);
    console.log(JSON.stringify({
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
});
