// Benchmark (not a test): the analysis board's search in the browser's worker — the top level
// with three lines and forced moves searched, 2 s a position — on the mtaji positions of
// `bao bench-ai`, against the same search natively. Reports the depth reached per position and
// the mean. Needs the release site in dist/ (scripts/build.sh) and a release `bao`.
// Usage: node scripts/bench-analysis.mjs BAO_BINARY [SECONDS] [LINES]
import { execFileSync } from 'node:child_process';
import { launch, serve } from '../tests/e2e/helpers.mjs';

const [bao, secondsArg = '2', linesArg = '3'] = process.argv.slice(2);
const [seconds, lines] = [Number(secondsArg), Number(linesArg)];
if (!bao || !(seconds > 0) || !(lines > 0)) {
  console.error('usage: node scripts/bench-analysis.mjs BAO_BINARY [SECONDS] [LINES]');
  process.exit(2);
}

const rows = execFileSync(bao, ['bench-ai', '--seconds', String(seconds), '--lines', String(lines)], { encoding: 'utf8' })
  .trim().split('\n').map((line) => JSON.parse(line));
const games = rows.filter((row) => row.variant);

const { server, url } = await serve();
const browser = await launch();
const all = [];
try {
  const page = await browser.newPage();
  await page.goto(url);
  for (const row of games) {
    const requests = row.positions.map((text) => ({ position: JSON.parse(text), level: 'top', millis: 1000 * seconds, lines, search_forced: true }));
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
        worker.postMessage(JSON.stringify(request));
        const done = await next('done');
        if (done.kind === 'error') throw new Error(done.message);
        results.push({ depth: done.depth, proven: 'proven' in (done.verdict ?? {}), lines: done.lines.length });
      }
      worker.terminate();
      return results;
    }, requests);
    searched.forEach((r) => all.push(r));
    console.log(JSON.stringify({ variant: row.variant, native_depths: row.depths, wasm_depths: searched.map((r) => r.depth), proven: searched.map((r) => r.proven), lines: searched.map((r) => r.lines) }));
  }
} finally {
  await browser.close();
  server.close();
}
const mean = (list) => Math.round((10 * list.reduce((sum, d) => sum + d, 0)) / Math.max(1, list.length)) / 10;
const open = all.filter((r) => !r.proven).map((r) => r.depth);
console.log(JSON.stringify({ seconds, lines, mtaji_positions: all.length, wasm_mean_depth: mean(all.map((r) => r.depth)), open_positions: open.length, wasm_open_mean_depth: mean(open) }));
