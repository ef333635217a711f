// End-to-end: the game review of a short recorded game (tests/data/game.txt): progress, the
// graph with one point per ply, the marks `bao review` gives at the same default budget, a
// click on a point, learning from a marked ply, its mistakes as own exercises; stored own
// exercises, a new line with a move as good as the best and an old six-field line; console
// clean.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { homedir } from 'node:os';
import { sharedBrowserAndServer, openPage, gotoApp, setLanguage, axeViolations as violations } from './helpers.mjs';

const shared = sharedBrowserAndServer();
const RECORD = readFileSync(new URL('../data/game.txt', import.meta.url), 'utf8');
const fragmentFor = (record) => '#game=' + Buffer.from(record).toString('base64url');
const PLIES = RECORD.split('\n\n')[1].split('\n').filter((l) => l.trim()).length;

/** The marks of `bao review` at its default budget, if the built tool is there. */
function cliMarks() {
  const bao = `${process.env.CARGO_TARGET_DIR ?? `${homedir()}/.cache/bao/target`}/release/bao`;
  if (!existsSync(bao)) return null;
  const file = new URL('../data/game.txt', import.meta.url).pathname;
  const lines = execFileSync(bao, ['review', file]).toString().trim().split('\n').map((l) => JSON.parse(l));
  return lines.filter((l) => l.mark).map((l) => `${l.ply}:${l.mark}`);
}

test('a short game is reviewed: progress, graph, the marks of bao review, learning', async () => {
  const { page, context, errors, foreign } = await openPage(shared.browser);
  await page.goto(shared.url + fragmentFor(RECORD));
  await page.waitForSelector('.notice[data-kind="loaded"]');
  await page.click('#btn-review');
  await page.waitForSelector('#review-progress');
  assert.equal(await page.locator('#review-progress').getAttribute('max'), String(PLIES));
  // Every ply reviewed in the worker, then the marks.
  await page.waitForFunction((n) => document.querySelector('#review-progress')?.value === n, PLIES, { timeout: 120000 });
  assert.equal(await page.locator('#review-graph circle.pt').count(), PLIES, 'one point per ply');
  const marks = await page.$$eval('#review-graph circle.pt[data-mark]', (els) => els.map((e) => `${e.dataset.ply}:${e.dataset.mark}`));
  assert.ok(marks.length > 0, 'the game has a marked move');
  const expected = cliMarks();
  if (expected) assert.deepEqual(marks, expected, 'the same marks as bao review');
  assert.equal(await page.locator('#review-marks li').count(), marks.length);
  // A click on the last point shows the position after it.
  await page.click(`#review-graph circle.pt[data-ply="${PLIES}"]`);
  assert.match(await page.locator('#review-ply').innerText(), new RegExp(`${PLIES}`));
  // On the board every page has: its move played again and stepped lap by lap; no move taken.
  assert.equal(await page.locator('#review-board [data-hole]').count(), 32);
  assert.equal(await page.getAttribute('#review-board', 'data-takes-move'), 'false');
  await page.locator('#review-board #lap-end:enabled').click({ timeout: 2000 }).catch(() => {});
  await page.waitForSelector('#review-board #lap-bar[data-state="idle"]');
  await page.click('#review-board #lap-back');
  assert.match(await page.textContent('#review-board #lap-counter'), /· paused$|before the move/);
  // Learning: the first marked position, its best move typed is checked as good.
  const better = (await page.locator('#review-marks li button').first().innerText()).split(': ').pop().split(' ')[0];
  await page.click('#review-learn');
  await page.waitForSelector('#review-prompt');
  assert.equal(await page.getAttribute('#review-board', 'data-takes-move'), 'true', 'the try can be played on the board');
  assert.equal(await page.locator('#review-marks').count(), 0, 'the better moves are not listed above the question');
  await page.fill('#review-try', better);
  await page.click('#review-check');
  await page.waitForSelector('#review-outcome.ok', { timeout: 60000 });
  assert.deepEqual(errors, []);
  assert.deepEqual(foreign, []);
  await context.close();
});

test('a review can be cancelled and goes on', async () => {
  const { page, context, errors } = await openPage(shared.browser);
  await page.goto(shared.url + fragmentFor(RECORD));
  await page.waitForSelector('.notice[data-kind="loaded"]');
  await page.click('#btn-review');
  await page.click('#review-cancel');
  await page.waitForSelector('#review-resume');
  const stopped = await page.locator('#review-progress').evaluate((e) => e.value);
  assert.ok(stopped < PLIES);
  await page.click('#review-resume');
  await page.waitForFunction((n) => document.querySelector('#review-progress')?.value === n, PLIES, { timeout: 120000 });
  assert.deepEqual(errors, []);
  await context.close();
});


/** The review of the recorded game, finished. */
async function reviewed(page) {
  await page.goto(shared.url + fragmentFor(RECORD));
  await page.waitForSelector('.notice[data-kind="loaded"]');
  await page.click('.notice[data-kind="loaded"] .dismiss');
  await page.click('#btn-review');
  await page.waitForFunction((n) => document.querySelector('#review-progress')?.value === n, PLIES, { timeout: 120000 });
}

/** Plays a sowing on the practice board: its hole, then its arrow if one is asked for. */
async function sow(page, move) {
  const [, hole, dir] = move.match(/^([A-Ba-b][1-8])([<>])?/);
  await page.click(`#puzzle-page [data-hole="${hole}"]`);
  if (dir && (await page.locator('#puzzle-page .arrow').count())) await page.click(`#puzzle-page .arrow[data-dir="${dir}"]`);
}

test('the review says why, with an axis and a legend, and its mistakes become exercises', async () => {
  const { page, context, errors, foreign } = await openPage(shared.browser);
  await reviewed(page);
  // The graph: the zero line, who is ahead on each side, ply numbers; the legend's marks.
  const words = await page.$$eval('#review-graph text', (els) => els.map((e) => e.textContent));
  for (const word of ['South ahead', 'North ahead', '0 — even', 'ply', '0']) assert.ok(words.includes(word), `${word} in ${words}`);
  const legend = await page.locator('#review-legend').innerText();
  for (const word of ['blunder', 'mistake', 'slower win', 'proven win']) assert.match(legend, new RegExp(word));
  // Each marked ply: its label, the better move and what the move cost.
  const first = page.locator('#review-marks li').first();
  const ply = Number(await first.getAttribute('data-ply'));
  assert.match(await first.innerText(), /was better .*(costs|proven|plies)/);
  // "Show why": the refutation line from the position before the move, on the board, in words.
  await first.locator('.review-why').click();
  assert.match(await page.locator('#review-why').innerText(), /^Why: after [A-Ba-b][1-8][<>]?.*, (North|South)'s best answer runs .+; .+\.$/);
  assert.match(await page.locator('#review-ply').innerText(), new RegExp(`Ply ${ply - 1}$`));
  await page.waitForSelector('#review-board #lap-bar:not([data-state="idle"])', { timeout: 5000 }).catch(() => {});
  assert.deepEqual(await violations(page), [], 'the review with its graph, legend and refutation');
  // The moves of each marked ply, read before practising: ply → [played, better].
  const moves = new Map();
  for (const li of await page.locator('#review-marks li').all()) {
    const text = await li.locator('button').first().innerText();
    const [, played, better] = text.match(/^Ply \d+ (\S+) [^:]+: (\S+) was better/);
    moves.set(Number(await li.getAttribute('data-ply')), [played, better]);
  }
  // Learning: a try typed, then the next marked ply asks afresh.
  await page.click('#review-learn');
  await page.fill('#review-try', 'A1>');
  await page.click('#review-next');
  assert.equal(await page.inputValue('#review-try'), '', 'the last try goes with its ply');
  await page.click('#review-stop-learning');
  // "Practise my mistakes": the exercises go into the practice review; the puzzle page opens on one.
  await page.click('#review-practise');
  assert.match(await page.locator('#review-practised').innerText(), /^\d+ new exercises from this game/);
  await page.click('#review-open-practice');
  await page.waitForSelector('#puzzle-page[data-own] #puzzle-feedback[data-status="playing"]');
  assert.match(await page.locator('#puzzle-page[data-own] #puzzle-kind').innerText(), /^From your game of \d{4}-\d\d-\d\d \(ply \d+\)$/);
  assert.deepEqual(await violations(page), [], 'the own exercise');
  await page.waitForSelector('#puzzle-queue');
  const due = Number(await page.getAttribute('#puzzle-queue', 'data-due'));
  assert.ok(due >= 1, 'counted among the reviews due');
  // The move played again: wrong, and its refutation is shown on the board and in words.
  const own = Number((await page.locator('#puzzle-page[data-own] #puzzle-kind').innerText()).match(/ply (\d+)/)[1]);
  const [played, better] = moves.get(own);
  await sow(page, played);
  await page.waitForSelector('#puzzle-page[data-own] #puzzle-feedback[data-status="failed"]');
  assert.match(await page.locator('#puzzle-feedback').innerText(), new RegExp(`again: (North|South) answers .+The better move is ${better.replace(/[<>]/g, '.')}\\.$`));
  await page.click('#puzzle-show-solution');
  // The next one (if the game gave two) is solved with its better move; else a puzzle follows.
  await page.click('#puzzle-next');
  if (await page.locator('#puzzle-page[data-own]').count()) {
    const next = Number((await page.locator('#puzzle-page[data-own] #puzzle-kind').innerText()).match(/ply (\d+)/)[1]);
    await sow(page, moves.get(next)[1]);
    await page.waitForSelector('#puzzle-page[data-own] #puzzle-feedback[data-status="solved"]');
    assert.match(await page.locator('#puzzle-feedback').innerText(), /^Right: /);
  } else {
    await page.waitForSelector('#puzzle-page[data-puzzle]');
  }
  // Kept in the progress: the page read again still has them scheduled.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('bao.learn')).progress.own.length);
  assert.ok(stored >= 1);
  assert.deepEqual(errors, []);
  assert.deepEqual(foreign, []);
  await context.close();
});

/** An own exercise's id as the app makes it: FNV-1a (64 bits) of the position's JSON and the move played. */
function ownId(json, played) {
  let hash = 0xcbf29ce484222325n;
  for (const byte of Buffer.from(json + played)) hash = BigInt.asUintN(64, (hash ^ BigInt(byte)) * 0x100000001b3n);
  return `own-${hash.toString(16).padStart(16, '0')}`;
}

test('an own exercise accepts a move the review found as good as its best; an old stored line only the best', async () => {
  // Bao la Kujifunza, South to move with two seeds in A1 and A8 and nothing to capture: four
  // moves, A1< A1> A8< A8>. The new line (seven fields): best A1>, played A1<, A8< as good. The
  // old line (six fields, as kept before): best A1>, played A8>, due a little later.
  const json = '{"variant":"kujifunza","to_move":"south","south":{"front":[2,0,0,0,0,0,0,2],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},'
    + '"north":{"front":[0,0,0,0,0,0,0,2],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},"takasia":null,"ply":20}';
  const fresh = ownId(json, 'A1<');
  const old = ownId(json, 'A8>');
  const due = (at) => ({ last: 'failed', attempts: 0, streak: 0, due: at });
  const progress = {
    own: [[fresh, `0\t21\tA1>\tA1<\tA1<\tA8<\t${json}`], [old, `0\t21\tA1>\tA8>\t\t${json}`]],
    puzzles: { [fresh]: due(0), [old]: due(1) },
  };
  const { page, context, errors, foreign } = await openPage(shared.browser);
  await page.addInitScript((text) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('bao.learn', text);
    }
  }, JSON.stringify({ version: 1, progress }));
  await gotoApp(page, shared.url);
  if (await page.locator('#new-game').count()) await page.click('#new-game .close');
  await page.click('#btn-puzzles');
  // The new line: A8< is right, named as good as the review's best, in both languages.
  await page.waitForSelector(`#puzzle-page[data-own="${fresh}"] #puzzle-feedback[data-status="playing"]`);
  assert.equal(await page.locator('#own-unread').count(), 0, 'both lines read');
  await sow(page, 'A8<');
  await page.waitForSelector('#puzzle-page[data-own] #puzzle-feedback[data-status="solved"]');
  assert.equal(await page.locator('#puzzle-feedback').innerText(), "Right: A8< is as good as the review's best move, A1>.");
  await setLanguage(page, 'sw');
  await page.waitForFunction(() => document.querySelector('#puzzle-feedback').textContent.startsWith('Sahihi'));
  assert.equal(await page.locator('#puzzle-feedback').innerText(), 'Sahihi: A8< ni mwendo mzuri sawa na mwendo bora wa ukaguzi, A1>.');
  await setLanguage(page, 'en');
  // The old line: only the best is right, so A8< is wrong there.
  await page.click('#puzzle-next');
  await page.waitForSelector(`#puzzle-page[data-own="${old}"] #puzzle-feedback[data-status="playing"]`);
  await sow(page, 'A8<');
  await page.waitForSelector('#puzzle-page[data-own] #puzzle-feedback[data-status="failed"]');
  assert.equal(await page.locator('#puzzle-feedback').innerText(), "A8< is not the better move. The review's better move is A1>.");
  assert.deepEqual(errors, []);
  assert.deepEqual(foreign, []);
  await context.close();
});
