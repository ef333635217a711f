// Benchmark (not a test): the page's start-up in headless Chromium on localhost, a fresh browser
// context each run (nothing cached, nothing stored: a first visit), for one or more built sites
// measured interleaved in one run (old, new, old, new, …) so that the machine's load hits each
// alike. Per site and CPU slow-down it prints one JSON line with the median over the runs of:
//   fcp       first contentful paint (ms from navigation start);
//   frame     the first frame that shows the page frame (header and navigation) and the board at
//             its final size (the later of the two; the start-up shell paints both at once);
//   board     when the board reached its final size (the last change of its box);
//   answered  when a click on a hole is first answered (the hole picked, its directions
//             offered, a move played or a notice saying why not): a click is tried every 20 ms
//             from the first frame on, as an impatient person would.
// Usage: node scripts/bench-startup.mjs [--runs N] [--cpu 1,4] [--rev REV ...] [DIST ...]
// (--cpu 4 slows the CPU four times through CDP Emulation.setCPUThrottlingRate, like a phone;
// --rev REV builds the site of git revision REV in a temporary worktree, $TMPDIR/bao-bench-REV,
// kept for the next run, with scripts/build.sh and this build's CARGO_TARGET_DIR, and measures
// it beside the others: `--rev d67a30d dist` is old and new, interleaved, in one run.)
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServer } from './static-server.mjs';

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];

function parseArgs(argv) {
  const options = { runs: 5, cpu: [1, 4], dists: [] };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--runs') options.runs = Number(argv[++i]);
    else if (argv[i] === '--cpu') options.cpu = argv[++i].split(',').map(Number);
    else if (argv[i] === '--rev') options.dists.push(buildRevision(argv[++i]));
    else options.dists.push(resolve(argv[i]));
  }
  if (!options.dists.length) options.dists.push(resolve('dist'));
  return options;
}

// The dist/ of git revision `rev`, built once in its own worktree (node_modules shared).
function buildRevision(rev) {
  const repo = resolve(new URL('..', import.meta.url).pathname);
  const tree = join(tmpdir(), `bao-bench-${rev}`);
  const dist = join(tree, 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    if (!existsSync(tree)) execFileSync('git', ['-C', repo, 'worktree', 'add', '--detach', tree, rev], { stdio: 'inherit' });
    if (!existsSync(join(tree, 'node_modules'))) symlinkSync(join(repo, 'node_modules'), join(tree, 'node_modules'));
    execFileSync('bash', ['scripts/build.sh'], { cwd: tree, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  return dist;
}

// Runs in the page before any of its scripts: samples the board's box every frame and clicks
// a hole every 20 ms until the page answers.
const PROBE = () => {
  const probe = { board: null, frame: null, answered: null, box: '' };
  window.__startup = probe;
  const answered = () => document.querySelector('.hole.picked, .arrow, .history [data-ply="1"], .notice[data-kind="cannot-play"]');
  const frame = () => {
    const board = document.querySelector('svg.board');
    if (board) {
      const r = board.getBoundingClientRect();
      const box = `${Math.round(r.width)}x${Math.round(r.height)}`;
      if (box !== probe.box) { probe.box = box; probe.board = performance.now(); probe.frame = null; }
      if (probe.frame === null && document.querySelector('header.top nav')) probe.frame = performance.now();
    }
    if (!probe.answered) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const timer = setInterval(() => {
    if (answered()) {
      probe.answered = performance.now();
      clearInterval(timer);
      return;
    }
    const hole = document.querySelector('svg.board [data-hole="A6"]');
    if (hole) hole.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  }, 20);
};

async function measure(browser, url, cpu) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  await context.addInitScript(PROBE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.goto(url);
  await page.waitForFunction(() => window.__startup?.answered, null, { timeout: 60000, polling: 50 });
  const result = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    board: window.__startup.board,
    frame: window.__startup.frame,
    answered: window.__startup.answered,
  }));
  await context.close();
  return result;
}

const median = (values) => {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.floor(sorted.length / 2)]) : null;
};

const { runs, cpu, dists } = parseArgs(process.argv.slice(2));
const servers = await Promise.all(dists.map((dist) => startServer(dist, 0, '/')));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS, headless: true });
try {
  for (const rate of cpu) {
    const samples = dists.map(() => []);
    for (let run = 0; run < runs; run++) {
      for (const [i, server] of servers.entries()) {
        samples[i].push(await measure(browser, `http://127.0.0.1:${server.address().port}/`, rate));
      }
    }
    for (const [i, dist] of dists.entries()) {
      const of = (key) => median(samples[i].map((s) => s[key]));
      console.log(JSON.stringify({ dist, cpu: rate, runs, fcp: of('fcp'), frame: of('frame'), board: of('board'), answered: of('answered') }));
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.close();
}
