// End-to-end tests of the practice pages: a "Where does it stop?" drill answered by keyboard,
// one puzzle solved and one failed — the failed one due again a day later (the page's clock
// moved forward) — and the puzzles working offline after their first use.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sharedBrowserAndServer, openPage, gotoApp, serve, launch, controlledPage, stopServer, DIST, setLanguage } from './helpers.mjs';

const shared = sharedBrowserAndServer();
const DAY = 86_400_000;

/** The shipped puzzles by id, read from the built site. */
async function puzzlesById() {
  const byId = new Map();
  for (const file of ['kujifunza.jsonl', 'kiswahili.jsonl']) {
    for (const line of (await readFile(join(DIST, 'puzzles', file), 'utf8')).split('\n')) {
      if (line.trim()) { const p = JSON.parse(line); byId.set(p.id, p); }
    }
  }
  return byId;
}

/** A fresh page with the new-game dialog closed. */
async function open(browser, url, options) {
  const opened = await openPage(browser, options);
  if (options?.clockAt) await opened.context.clock.install({ time: options.clockAt });
  await gotoApp(opened.page, url);
  if (await opened.page.locator('#new-game').count()) await opened.page.click('#new-game .close');
  return opened;
}

/** Plays a sowing on the practice board: its hole, then its arrow if one is asked for. */
async function sow(page, move) {
  const [, hole, dir] = move.match(/^([A-Ba-b][1-8])([<>])?/);
  await page.click(`#puzzle-page [data-hole="${hole}"]`);
  if (dir && (await page.locator('#puzzle-page .arrow').count())) await page.click(`#puzzle-page .arrow[data-dir="${dir}"]`);
}

/** The puzzle on screen: its id and data, once it is shown. */
async function currentPuzzle(page, byId) {
  await page.waitForSelector('#puzzle-page[data-puzzle]');
  const id = await page.getAttribute('#puzzle-page', 'data-puzzle');
  return byId.get(id);
}

test('a drill: the move in words, an answer by keyboard, feedback, the streak and the sowing lap by lap', async () => {
  const { page, errors, foreign } = await open(shared.browser, shared.url);
  const game = await page.evaluate(() => localStorage.getItem('bao.game'));
  await page.click('#btn-drills');
  await page.waitForSelector('#drill-page #drill-move');
  // North's drill is seen from North's side, and says so.
  assert.match(await page.textContent('#drill-move'), /^(South plays [AB][1-8][<>]: the \d+ seeds of [AB][1-8], sown to the (left|right)\.|North plays [ab][1-8][<>]: the \d+ seeds of [ab][1-8], sown to the (left|right)\. The board is turned: you see it from North's side\.)$/);
  assert.match(await page.textContent('#drill-streak'), /Streak: 0/);
  assert.equal(await page.locator('#drill-page .hole.picked').count(), 1, 'the start hole is marked');
  // By keyboard: the focused hole (the move's start), one step right, Enter.
  await page.locator('#drill-page svg.board [tabindex="0"]').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#drill-page[data-answered="true"]');
  const feedback = await page.textContent('#drill-prompt');
  const right = /^Right!/.test(feedback);
  assert.match(feedback, right ? /^Right! It stops in [ABab][1-8], in lap \d+\.$/ : /^Not quite: you said [ABab][1-8], but it stops in [ABab][1-8], in lap \d+\./);
  assert.match(await page.textContent('#drill-streak'), right ? /Streak: 1 · best 1 · right 1 · missed 0/ : /Streak: 0 · best 0 · right 0 · missed 1/);
  // The lap bar every board has: to the end (if the show still runs), the last lap; one lap
  // back goes back one when there is one.
  await page.locator('#drill-page #lap-end:enabled').click({ timeout: 2000 }).catch(() => {});
  await page.waitForSelector('#drill-page #lap-bar[data-state="idle"]');
  const [, , total] = (await page.textContent('#lap-counter')).match(/lap (\d+) of (\d+)/);
  assert.match(await page.textContent('#lap-counter'), new RegExp(`^lap ${total} of ${total}`));
  assert.ok(await page.locator('#drill-narration li').count() >= 1, 'the move is told lap by lap');
  assert.match(await page.getAttribute('#drill-page .hole.active', 'aria-label'), /the move stopped here/);
  if (Number(total) > 1) {
    await page.click('#lap-back');
    assert.match(await page.textContent('#lap-counter'), new RegExp(`^lap ${Number(total) - 1} of ${total} · paused`));
  }
  // The streak is kept in the learning progress, under its own key; the game is untouched.
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('bao.learn')));
  assert.equal(stored.version, 1);
  assert.equal(stored.progress.drill.solved + stored.progress.drill.missed, 1);
  assert.equal(await page.evaluate(() => localStorage.getItem('bao.game')), game);
  // The next drill, and the page in Kiswahili.
  await page.click('#drill-next');
  await page.waitForSelector('#drill-page[data-answered="false"]');
  await setLanguage(page, 'sw');
  assert.equal(await page.textContent('#drill-page h2'), 'Itasimama wapi?');
  assert.match(await page.textContent('#drill-move'), /anacheza/);
  assert.deepEqual(foreign, []);
  assert.deepEqual(errors, []);
});

test('puzzles: one solved, one failed, and the failed one is due again a day later', async () => {
  const t0 = new Date('2026-12-01T09:00:00Z').getTime();
  const byId = await puzzlesById();
  const { page, errors, foreign } = await open(shared.browser, shared.url, { clockAt: t0 });
  await page.click('#btn-puzzles');
  let puzzle = await currentPuzzle(page, byId);
  assert.equal(puzzle.variant, 'kujifunza');
  assert.match(await page.textContent('#puzzle-theme'), /^Theme: /);
  assert.match(await page.textContent('#puzzle-rating'), /^Rating: (Easy|Fair|Hard|Very hard|Master|Grandmaster)$/);
  assert.equal(await page.getAttribute('#puzzle-rating', 'data-rating'), String(puzzle.rating));
  assert.equal(await page.getAttribute('#puzzle-queue', 'data-due'), '0');
  // Solve it: the learner's moves of the line (the replies are played by the page).
  for (let i = 0; i < puzzle.solution.length; i += 2) {
    await sow(page, puzzle.solution[i]);
    if (i + 2 < puzzle.solution.length) await page.waitForFunction(() => /your move again/.test(document.querySelector('#puzzle-feedback').textContent));
  }
  await page.waitForSelector('#puzzle-feedback[data-status="solved"]');
  const solvedId = puzzle.id;
  // Solved: the key move told lap by lap, and the whole solution replayed on the lap bar from
  // the puzzle's position, each move named ("South: lap 1 of …"), and left on the board.
  assert.ok(await page.locator('#puzzle-narration li').count() >= 1, 'the solution is told lap by lap');
  await page.click('#puzzle-replay');
  await page.click('#puzzle-page #lap-pause');
  for (let i = 0; i < 40 && !/before the move/.test(await page.textContent('#lap-counter')); i++) await page.click('#puzzle-page #lap-back');
  assert.match(await page.textContent('#lap-counter'), /before the move/);
  await page.click('#puzzle-page #lap-forward');
  assert.match(await page.textContent('#lap-counter'), puzzle.solution.length > 1 ? /^(South|North): lap 1 of \d+ · paused$/ : /^lap 1 of \d+ · paused$/);
  assert.equal(await page.locator('#puzzle-narration li.current').count(), 1, 'the lap shown is marked in the telling');
  await page.click('#puzzle-page #lap-end');
  await page.waitForSelector('#puzzle-page #lap-bar[data-state="idle"]');
  assert.ok(await page.isEnabled('#puzzle-page #lap-back'), 'it stays on the line, which can be stepped back');

  // The next one: failed by a legal move that is not the solution's first.
  await page.click('#puzzle-next');
  await page.waitForFunction((id) => document.querySelector('#puzzle-page').dataset.puzzle !== id, solvedId);
  puzzle = await currentPuzzle(page, byId);
  const [, start] = puzzle.solution[0].match(/^([A-Ba-b][1-8])/);
  const playable = await page.$$eval('#puzzle-page .hole.playable', (els) => els.map((e) => e.dataset.hole));
  const other = playable.find((h) => h !== start);
  if (other) {
    await page.click(`#puzzle-page [data-hole="${other}"]`);
    if (await page.locator('#puzzle-page .arrow').count()) await page.click('#puzzle-page .arrow >> nth=0');
  } else {
    const wrongDir = puzzle.solution[0].includes('>') ? '<' : '>';
    await sow(page, `${start}${wrongDir}`);
  }
  await page.waitForSelector('#puzzle-feedback[data-status="failed"]');
  assert.match(await page.textContent('#puzzle-feedback'), new RegExp(`the solution is ${puzzle.solution[0].replace(/[<>+*]/g, '.')}`));
  const failedId = puzzle.id;
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('bao.learn'))).progress.puzzles;
  assert.equal(stored[solvedId].last, 'solved');
  assert.equal(stored[failedId].last, 'failed');
  assert.ok(Math.abs(stored[failedId].due - (t0 + DAY)) < 10 * 60_000, 'due one day after the miss');
  await page.click('#puzzle-show-solution');

  // Not due yet an hour later; a day and a minute later it comes first, as a review.
  await page.clock.setSystemTime(t0 + 3_600_000);
  await page.click('#puzzle-next');
  await page.waitForFunction((id) => document.querySelector('#puzzle-page').dataset.puzzle !== id, failedId);
  assert.equal(await page.getAttribute('#puzzle-queue', 'data-due'), '0');
  await page.clock.setSystemTime(t0 + DAY + 60_000);
  await page.click('#puzzle-next');
  await page.waitForFunction((id) => document.querySelector('#puzzle-page').dataset.puzzle === id, failedId);
  assert.equal(await page.getAttribute('#puzzle-queue', 'data-due'), '1');
  assert.match(await page.textContent('#puzzle-kind'), /Review of a puzzle you missed/);
  assert.deepEqual(foreign, []);
  assert.deepEqual(errors, []);
});

test('the drills and the puzzles work offline after the first visit', async () => {
  const { server, url } = await serve('/offline/');
  const browser = await launch();
  try {
    const { page, context, errors } = await controlledPage(browser, url);
    assert.ok(await page.evaluate(() => !!navigator.serviceWorker.controller));
    const precached = await page.evaluate(async () => (await (await caches.keys()).reduce(async (acc, key) => [...(await acc), ...(await (await caches.open(key)).keys()).map((r) => r.url)], [])));
    assert.ok(precached.some((u) => u.includes('/puzzles/')), 'the puzzles are cached with the page when the service worker installs');
    await page.click('#btn-puzzles');
    await page.waitForSelector('#puzzle-page[data-puzzle]');
    await stopServer(server);
    const offline = await context.newPage();
    offline.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
    offline.on('pageerror', (err) => errors.push(String(err)));
    await offline.goto(url, { timeout: 30000 });
    await offline.waitForSelector('[data-hole="A1"]');
    await offline.click('#btn-puzzles');
    await offline.waitForSelector('#puzzle-page[data-puzzle]', { timeout: 20000 });
    await offline.click('#btn-drills');
    await offline.waitForSelector('#drill-page #drill-move');
    assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), []);
  } finally {
    await browser.close();
    server.close();
  }
});

test("a stage's themed set: the Learn page links to it, it gives only its theme, and the puzzle board shows the reserves", async () => {
  const byId = await puzzlesById();
  const { page, context, errors } = await open(shared.browser, shared.url);
  await page.click('#btn-learn');
  await page.waitForSelector('#learn');
  // The takasia stage (content/learn/13-takasia.json: "puzzles": "takasia") links to its set.
  await page.click('[data-stage="takasia"] .learn-puzzles');
  await page.waitForSelector('#puzzle-page[data-puzzle]');
  assert.equal(await page.evaluate(() => location.hash), '#/puzzles/kiswahili/takasia');
  assert.equal(await page.inputValue('#puzzle-set'), 'takasia');
  for (let i = 0; i < 3; i++) {
    const id = await page.getAttribute('#puzzle-page', 'data-puzzle');
    const puzzle = byId.get(id);
    assert.equal(puzzle.theme, 'takasia', `${id} is of the set`);
    assert.equal(await page.getAttribute('#puzzle-theme', 'data-theme'), 'takasia');
    // The reserves of the puzzle's position, above and below the board.
    for (const side of ['south', 'north']) {
      assert.equal(await page.getAttribute(`#puzzle-page .reserve.${side} .reserve-seeds`, 'data-seeds'), String(puzzle.position[side].reserve), `${id}: ${side}'s reserve`);
    }
    await page.click('#puzzle-next');
    await page.waitForFunction((before) => document.querySelector('#puzzle-page')?.dataset.puzzle !== before, id);
  }
  // Every theme again.
  await page.selectOption('#puzzle-set', '');
  await page.waitForFunction(() => location.hash.startsWith('#/puzzle'));
  assert.equal(await page.inputValue('#puzzle-set'), '');
  assert.deepEqual(errors, []);
  await context.close();
});

test("the drills' level is the learner's to choose, and stays until the streak's is chosen again", async () => {
  const { page, context, errors } = await open(shared.browser, shared.url);
  await page.click('#btn-drills');
  await page.waitForSelector('#drill-page #drill-move');
  assert.equal(await page.getAttribute('.drill-level-choice[data-level="streak"]', 'aria-pressed'), 'true', "the streak's level at first");
  assert.match(await page.textContent('#drill-level'), /short moves/, 'no streak yet: the short level');
  await page.click('.drill-level-choice[data-level="long"]');
  await page.waitForFunction(() => /long moves/.test(document.querySelector('#drill-level')?.textContent ?? ''));
  assert.equal(await page.getAttribute('.drill-level-choice[data-level="long"]', 'aria-pressed'), 'true');
  assert.ok(page.url().endsWith('#/drill/long'), page.url());
  // The next drill keeps the level chosen.
  await page.click('#drill-next');
  await page.waitForSelector('#drill-page #drill-move');
  assert.match(await page.textContent('#drill-level'), /long moves/);
  await page.click('.drill-level-choice[data-level="streak"]');
  await page.waitForFunction(() => /short moves/.test(document.querySelector('#drill-level')?.textContent ?? ''));
  assert.deepEqual(errors, []);
  await context.close();
});
