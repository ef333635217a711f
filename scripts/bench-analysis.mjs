// Benchmark (not a test): the analysis board's search in the browser's worker — the top level
// with three lines and forced moves searched, 2 s a position — on the mtaji positions of
// `bao bench-ai`, against the same search natively. Reports the depth reached per position and
// the mean. Needs the release site in dist/ (scripts/build.sh) and a release `bao`.
// Usage: node scripts/bench-analysis.mjs BAO_BINARY [SECONDS] [LINES]
import { execFileSync } from 'node:child_process';
import { searchInWorker, withServedPage } from './worker-search.mjs';

const [bao, secondsArg = '2', linesArg = '3'] = process.argv.slice(2);
const [seconds, lines] = [Number(secondsArg), Number(linesArg)];
if (!bao || !(seconds > 0) || !(lines > 0)) {
  console.error('usage: node scripts/bench-analysis.mjs BAO_BINARY [SECONDS] [LINES]');
  process.exit(2);
}

const rows = execFileSync(bao, ['bench-ai', '--seconds', String(seconds), '--lines', String(lines)], { encoding: 'utf8' })
  .trim().split('\n').map((line) => JSON.parse(line));
const games = rows.filter((row) => row.variant);

const all = [];
await withServedPage(async (page) => {
  for (const row of games) {
    const requests = row.positions.map((text) => ({ position: JSON.parse(text), level: 'top', millis: 1000 * seconds, lines, search_forced: true }));
    const searched = (await searchInWorker(page, requests))
      .map(({ done }) => ({ depth: done.depth, proven: /^(south|north):/.test(done.verdict ?? ''), lines: done.lines.length }));
    searched.forEach((r) => all.push(r));
    console.log(JSON.stringify({ variant: row.variant, native_depths: row.depths, wasm_depths: searched.map((r) => r.depth), proven: searched.map((r) => r.proven), lines: searched.map((r) => r.lines) }));
  }
});
const mean = (list) => Math.round((10 * list.reduce((sum, d) => sum + d, 0)) / Math.max(1, list.length)) / 10;
const open = all.filter((r) => !r.proven).map((r) => r.depth);
console.log(JSON.stringify({ seconds, lines, mtaji_positions: all.length, wasm_mean_depth: mean(all.map((r) => r.depth)), open_positions: open.length, wasm_open_mean_depth: mean(open) }));
