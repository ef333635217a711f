// End-to-end: the game review of a short recorded game (tests/data/game.txt): progress, the
// graph with one point per ply, the marks `bao review` gives at the same default budget, a
// click on a point, learning from a marked ply; console clean.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { homedir } from 'node:os';
import { sharedBrowserAndServer, openPage } from './helpers.mjs';

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
  const marks = await page.$$eval('#review-graph circle.pt', (els) => els.filter((e) => e.classList.contains('blunder') || e.classList.contains('mistake'))
    .map((e) => `${e.dataset.ply}:${e.classList.contains('blunder') ? 'blunder' : 'mistake'}`));
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
  await page.click('#review-learn');
  await page.waitForSelector('#review-prompt');
  assert.equal(await page.getAttribute('#review-board', 'data-takes-move'), 'true', 'the try can be played on the board');
  const better = (await page.locator('#review-marks li').first().innerText()).split(': ').pop().split(' ')[0];
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
