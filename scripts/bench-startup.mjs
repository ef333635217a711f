// Benchmark (not a test): the page's start-up in headless Chromium on localhost, a fresh browser
// context each run (nothing cached, nothing stored: a first visit), for one or more built sites
// measured interleaved in one run (old, new, old, new, …) so that the machine's load hits each
// alike. Per site and CPU slow-down it prints one JSON line with the median over the runs of:
//   fcp       first contentful paint (ms from navigation start);
//   board     when the board reached its final size (the last change of its box);
//   answered  when a click on a hole is first answered (the hole picked, its directions
//             offered, a move played or a notice saying why not): a click is tried every 20 ms
//             from the first frame on, as an impatient person would.
// Usage: node scripts/bench-startup.mjs [--runs N] [--cpu 1,4] DIST [DIST ...]
// (--cpu 4 slows the CPU four times through CDP Emulation.setCPUThrottlingRate, like a phone.)
import { chromium } from 'playwright-core';
import { resolve } from 'node:path';
import { startServer } from './static-server.mjs';

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];

function parseArgs(argv) {
  const options = { runs: 5, cpu: [1, 4], dists: [] };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--runs') options.runs = Number(argv[++i]);
    else if (argv[i] === '--cpu') options.cpu = argv[++i].split(',').map(Number);
    else options.dists.push(resolve(argv[i]));
  }
  if (!options.dists.length) options.dists.push(resolve('dist'));
  return options;
}

// Runs in the page before any of its scripts: samples the board's box every frame and clicks
// a hole every 20 ms until the page answers.
const PROBE = () => {
  const probe = { board: null, answered: null, box: '' };
  window.__startup = probe;
  const answered = () => document.querySelector('.hole.picked, .arrow, .history [data-ply="1"], .notice[data-kind="cannot-play"]');
  const frame = () => {
    const board = document.querySelector('svg.board');
    if (board) {
      const r = board.getBoundingClientRect();
      const box = `${Math.round(r.width)}x${Math.round(r.height)}`;
      if (box !== probe.box) { probe.box = box; probe.board = performance.now(); }
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
      console.log(JSON.stringify({ dist, cpu: rate, runs, fcp: of('fcp'), board: of('board'), answered: of('answered') }));
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.close();
}
