// The AI's top level in the browser against the same search natively: nodes per second and
// depth on the positions of `bao bench-ai`, searched by the search worker of the release
// build in dist/ (headless Debian Chromium) and by the native `bao` binary.
// Run it through scripts/bench-wasm.sh, which builds both first.
// Usage: node scripts/bench-wasm.mjs BAO_BINARY [SECONDS]
import { execFileSync } from 'node:child_process';
import { launch, serve } from '../tests/e2e/helpers.mjs';

const [bao, secondsArg = '1'] = process.argv.slice(2);
const seconds = Number(secondsArg);
if (!bao || !(seconds > 0)) {
  console.error('usage: node scripts/bench-wasm.mjs BAO_BINARY [SECONDS]');
  process.exit(2);
}

const topLines = (text) => text.trim().split('\n').map((line) => JSON.parse(line)).filter((row) => row.level === 'top');
const native = topLines(execFileSync(bao, ['bench-ai', '--seconds', String(seconds)], { encoding: 'utf8' }));

const { server, url } = await serve();
const browser = await launch();
try {
  const page = await browser.newPage();
  await page.goto(url);
  for (const row of native) {
    const requests = row.positions.map((text) => ({ position: JSON.parse(text), level: 'top', seed: 1, millis: 1000 * seconds }));
    const searched = await page.evaluate(async (requests) => {
      const worker = new Worker('./bao-worker_loader.js');
      const replies = [];
      let wake = null;
      worker.onmessage = (event) => { replies.push(JSON.parse(event.data)); wake?.(); };
      const next = async (kind) => {
        for (;;) {
          const index = replies.findIndex((reply) => reply.kind === kind || reply.kind === 'error');
          if (index >= 0) return replies.splice(0, index + 1).pop();
          await new Promise((resolve) => { wake = resolve; });
        }
      };
      await next('ready');
      const results = [];
      for (const request of requests) {
        const began = performance.now();
        worker.postMessage(JSON.stringify(request));
        const done = await next('done');
        if (done.kind === 'error') throw new Error(done.message);
        results.push({ nodes: done.nodes, depth: done.depth, ms: performance.now() - began });
      }
      worker.terminate();
      return results;
    }, requests);
    const nodes = searched.reduce((sum, r) => sum + r.nodes, 0);
    const ms = searched.reduce((sum, r) => sum + r.ms, 0);
    const wasmRate = Math.round((1000 * nodes) / ms);
    console.log(JSON.stringify({
      variant: row.variant,
      level: 'top',
      native_nodes_per_s: row.nodes_per_s,
      wasm_nodes_per_s: wasmRate,
      native_over_wasm: Math.round((100 * row.nodes_per_s) / wasmRate) / 100,
      native_depths: row.depths,
      wasm_depths: searched.map((r) => r.depth),
      stages: row.stages,
    }));
  }
} finally {
  await browser.close();
  server.close();
}
