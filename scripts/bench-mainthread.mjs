// Benchmark (not a test): main-thread long tasks (over 50 ms) in the built app while it works —
// analysis for 10 s on the start of Bao la Kiswahili and on a mid-game position (its progress
// reports re-render the page), every first move of the learning path's play-out steps
// win-ending and survive (the step checker's search; counted from the tap to the verdict, the
// Learn page's own re-opening of the step reported apart), a move the coach warns about (its
// proof search; twice), five moves of a coached Bao la Kiswahili game (judged by the coach's
// search in its worker) and a game review. A `PerformanceObserver` for `longtask` is installed
// before the page's scripts; each scenario counts only the tasks that start after it begins
// (not the first load's wasm compile). Prints one JSON line per scenario: the count of long
// tasks and the longest in ms. `calibrate` checks the observer (one 120 ms task).
// Needs the release site in dist/ (scripts/build.sh). Usage:
//   node scripts/bench-mainthread.mjs [SCENARIO...]   (calibrate analysis-start analysis-mid learn-win learn-survive coach coach-kiswahili review)
import { readFileSync } from 'node:fs';
import { launch, serve, openPage, gotoApp, newGame, setSpeed, openLearn, stepIds } from '../tests/e2e/helpers.mjs';

/** Records every long task from the page's start; `window.__longTasks` holds [start, duration]. */
function observeLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

const now = (page) => page.evaluate(() => performance.now());
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The long tasks that started at or after `since` (a page clock reading). */
async function tasksSince(page, since) {
  const tasks = await page.evaluate((t) => window.__longTasks.filter(([start]) => start >= t).map(([, d]) => d), since);
  return { long_tasks: tasks.length, longest_ms: Math.round(Math.max(0, ...tasks)), total_ms: Math.round(tasks.reduce((a, b) => a + b, 0)) };
}

/** A fresh page of the app with the observer installed. */
async function appPage(browser, url) {
  const opened = await openPage(browser);
  await opened.page.addInitScript(observeLongTasks);
  await gotoApp(opened.page, url);
  return opened;
}

/** A fresh page with the observer installed, opened on a record's share link (its last ply). */
async function recordPage(browser, url, record) {
  const opened = await openPage(browser);
  await opened.page.addInitScript(observeLongTasks);
  await opened.page.goto(url + '#game=' + Buffer.from(record).toString('base64url'));
  await opened.page.waitForSelector('.notice[data-kind="loaded"]');
  return opened;
}

/** Ten seconds of analysis (the limit raised once from its 5 s) on the live game's position. */
async function analyseTenSeconds(page) {
  const since = await now(page);
  await page.click('#btn-analyse');
  await page.waitForSelector('#analysis');
  await page.click('#btn-analysis-more');
  await pause(10_000);
  const depth = (await page.textContent('#analysis-depth'))?.trim();
  return { ...(await tasksSince(page, since)), shown: depth };
}

const SCENARIOS = {
  // The observer itself: a 120 ms busy loop on the page must count as one long task.
  async calibrate(browser, url) {
    const { page, context } = await appPage(browser, url);
    const since = await now(page);
    await page.evaluate(() => setTimeout(() => { const t = performance.now(); while (performance.now() - t < 120); }));
    await pause(200);
    const result = await tasksSince(page, since);
    await context.close();
    return result;
  },
  async 'analysis-start'(browser, url) {
    const { page, context } = await appPage(browser, url);
    await newGame(page, { variant: 'kiswahili' });
    const result = await analyseTenSeconds(page);
    await context.close();
    return result;
  },
  async 'analysis-mid'(browser, url) {
    // 16 plies of a random game (`bao random kiswahili 1 7`), loaded as a record (a share link).
    const moves = ['A7<*', 'a5<', 'A6>*', 'a1', 'A7', 'a4<', 'A8', 'a3<', 'A5>', 'a1', 'A7', 'a5>', 'A3>', 'a7', 'A4>', 'a4>'];
    const record = `Variant: kiswahili\nResult: *\n\n${moves.join('\n')}\n`;
    const { page, context } = await recordPage(browser, url, record);
    const result = await analyseTenSeconds(page);
    await context.close();
    return { ...result, plies: moves.length };
  },
  'learn-win': (browser, url) => playOut(browser, url, 'win-ending'),
  'learn-survive': (browser, url) => playOut(browser, url, 'survive'),
  async coach(browser, url) {
    const { page, context } = await appPage(browser, url);
    if (await page.locator('#welcome-play').count()) await page.click('#welcome-play');
    await newGame(page, { variant: 'kujifunza', opponent: 'computer', coach: true });
    await setSpeed(page, 'instant');
    await page.waitForSelector('#coach-status[data-coach="on"]');
    // A4> leaves the shipped proof (its first move is A3>): the coach proves what is left. The
    // first warning decodes the shipped proof too; the move is taken back and asked again.
    const warned = async () => {
      const since = await now(page);
      await page.click('[data-hole="A4"]');
      await page.click('.arrow[data-dir=">"]');
      await page.waitForSelector('#coach-warning');
      await pause(300);
      const result = await tasksSince(page, since);
      await page.click('#btn-coach-take-back');
      await page.waitForSelector('#coach-warning', { state: 'detached' });
      return result;
    };
    const first = await warned();
    const again = await warned();
    await context.close();
    return { ...first, again };
  },
  // A coached game of Bao la Kiswahili: five of the person's moves, each judged by the coach's
  // search in its worker before it is played (a warned move is played anyway), and the
  // computer's replies; counted from the first tap to the fifth move's reply.
  async 'coach-kiswahili'(browser, url) {
    const { page, context } = await appPage(browser, url);
    if (await page.locator('#welcome-play').count()) await page.click('#welcome-play');
    await newGame(page, { variant: 'kiswahili', opponent: 'computer', coach: true });
    await setSpeed(page, 'instant');
    await page.waitForSelector('#coach-status[data-coach="on"]');
    const since = await now(page);
    const plies = () => page.evaluate(() => document.querySelectorAll('.history [data-ply]').length - 1);
    for (let move = 0; move < 5; move++) {
      const before = await plies();
      await page.waitForSelector('svg.board .hole.playable');
      await page.click('svg.board .hole.playable >> nth=0');
      // A direction or a kichwa to choose: the named direction bar's first button.
      if (await page.locator('.dir-choice').count()) await page.click('.dir-choice >> nth=0');
      await page.waitForFunction((n) => document.querySelectorAll('.history [data-ply]').length - 1 > n || document.querySelector('#coach-warning'), before, { timeout: 60_000 });
      if (await page.locator('#coach-warning').count()) await page.click('#btn-coach-play-anyway');
      await page.waitForFunction((n) => document.querySelectorAll('.history [data-ply]').length - 1 >= n + 2 || document.querySelector('.result'), before, { timeout: 60_000 });
    }
    const result = { ...(await tasksSince(page, since)), plies: await plies() };
    await context.close();
    return result;
  },
  async review(browser, url) {
    const record = readFileSync(new URL('../tests/data/game.txt', import.meta.url), 'utf8');
    const { page, context } = await recordPage(browser, url, record);
    const since = await now(page);
    await page.click('#btn-review');
    await page.waitForSelector('#review-progress');
    const plies = Number(await page.getAttribute('#review-progress', 'max'));
    await page.waitForFunction((n) => document.querySelector('#review-progress')?.value === n, plies, { timeout: 180_000 });
    await pause(500);
    const result = await tasksSince(page, since);
    await context.close();
    return { ...result, plies };
  },
};

/**
 * A play-out step opened with every earlier step solved. Every first move of the learner is
 * judged in turn (the step checker's search; the right one goes on with the computer's reply),
 * each from the step opened afresh; then a hint (the same search, for the best move).
 */
async function playOut(browser, url, id) {
  const ids = stepIds();
  const { page, context } = await openLearn(browser, url, ids.slice(0, ids.indexOf(id)));
  await page.addInitScript(observeLongTasks);
  await page.reload();
  await page.waitForSelector('svg.board [data-hole="A1"]');
  if (!(await page.locator('#learn').count())) await page.click('#btn-learn');
  await page.waitForSelector('#learn');
  await page.click(`[data-step="${id}"]`);
  await page.waitForSelector(`#learn-step[data-step="${id}"]`);
  const holes = await page.$$eval('#learn-step .hole.playable', (els) => els.map((e) => e.dataset.hole));
  const moves = [];
  const reopened = [];
  for (const hole of holes) {
    const [clicked, clickedAt] = [Date.now(), await now(page)];
    await page.click(`#learn-step [data-hole="${hole}"]`);
    const dirs = await page.$$eval('#learn-step .arrow', (els) => els.map((e) => e.dataset.dir));
    for (const [i, dir] of (dirs.length ? dirs : [null]).entries()) {
      if (i > 0) await page.click(`#learn-step [data-hole="${hole}"]`);
      const [began, beganAt] = dir ? [Date.now(), await now(page)] : [clicked, clickedAt];
      if (dir) await page.click(`#learn-step .arrow[data-dir="${dir}"]`);
      await page.waitForSelector('#learn-try-again, #learn-take-back');
      // The move, its verdict, the time from the tap to the verdict and the long tasks between.
      const kind = await page.getAttribute('#learn-feedback', 'data-kind');
      moves.push({ move: `${hole}${dir ?? ''}`, kind, ms: Date.now() - began, ...(await tasksSince(page, beganAt)) });
      // Back to the stages and the step opened again: its board is at the start.
      const backAt = await now(page);
      await page.click('#learn-back');
      await page.click(`[data-step="${id}"]`);
      await page.waitForSelector(`#learn-step[data-step="${id}"]:not(:has(#learn-try-again, #learn-take-back))`);
      reopened.push((await tasksSince(page, backAt)).longest_ms);
    }
  }
  // The moves' long tasks together (the windows between a tap and its verdict).
  const played = { long_tasks: moves.reduce((n, m) => n + m.long_tasks, 0), longest_ms: Math.max(0, ...moves.map((m) => m.longest_ms)) };
  const hinted = await now(page);
  await page.click('#learn-hint');
  await pause(500);
  const hint = await tasksSince(page, hinted);
  await context.close();
  return { ...played, moves, reopen_longest_ms: reopened, hint };
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in SCENARIOS));
if (unknown.length) {
  console.error(`unknown scenario ${unknown.join(', ')}; known: ${Object.keys(SCENARIOS).join(' ')}`);
  process.exit(2);
}
const { server, url } = await serve();
const browser = await launch();
try {
  for (const name of wanted.length ? wanted : Object.keys(SCENARIOS)) {
    const began = Date.now();
    const result = await SCENARIOS[name](browser, url);
    console.log(JSON.stringify({ scenario: name, ...result, wall_s: Math.round((Date.now() - began) / 100) / 10 }));
  }
} finally {
  await browser.close();
  server.close();
}
