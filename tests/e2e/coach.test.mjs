// End-to-end tests of the coach: a coached game of Bao la Kujifunza from the new-game dialog,
// a warned move taken back (by the button and by Escape), the coach switched off, and the
// practice games against perfect play — in both languages, by keyboard and on a phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowserAndServer, openPage, gotoApp, newGame, setSpeed, plies, setLanguage } from './helpers.mjs';

const shared = sharedBrowserAndServer();

/** A fresh page with the new-game dialog open (a first visit offers Learn to play and Play). */
async function freshPage(options) {
  const opened = await openPage(shared.browser, options);
  await gotoApp(opened.page, shared.url);
  await opened.page.click('#welcome-play');
  await opened.page.waitForSelector('#new-game');
  return opened;
}

/** Clicks a hole and a direction; the coach may then ask before the move is played. */
async function sow(page, hole, dir) {
  await page.click(`[data-hole="${hole}"]`);
  await page.click(`.arrow[data-dir="${dir}"]`);
}

test('a coached game: a move leaving the proven win is warned and taken back, then played with the coach off', async () => {
  const { page, context, errors } = await freshPage();
  await newGame(page, { variant: 'kujifunza', opponent: 'computer', coach: true });
  await setSpeed(page, 'instant');
  await page.waitForSelector('#coach-status[data-coach="on"]');
  assert.match(await page.textContent('#coach-status'), /Coach on/);

  // A4> leaves the shipped proof, whose first move is A3> (src/app/coach/tests.rs).
  await sow(page, 'A4', '>');
  await page.waitForSelector('#coach-warning');
  assert.match(await page.textContent('#coach-warning-text'), /the perfect move here is A3>.*Play it anyway\?/);
  assert.equal(await plies(page), 0, 'the move waits for the answer');
  await page.click('#btn-coach-take-back');
  await page.waitForSelector('#coach-warning', { state: 'detached' });
  assert.equal(await plies(page), 0, 'taken back');

  // By keyboard: the same move asked again, Escape takes it back.
  await sow(page, 'A4', '>');
  await page.waitForSelector('#coach-warning');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'btn-coach-take-back', 'the safe answer has the focus');
  await page.keyboard.press('Escape');
  await page.waitForSelector('#coach-warning', { state: 'detached' });
  assert.equal(await plies(page), 0);

  // The coach switched off: the move is played at once, and the computer answers.
  await page.click('#btn-coach-switch');
  await page.waitForSelector('#coach-status[data-coach="off"]');
  await sow(page, 'A4', '>');
  await page.waitForFunction(() => document.querySelectorAll('.history [data-ply]').length - 1 >= 2, null, { timeout: 30000 });
  assert.equal(await page.locator('#coach-warning').count(), 0);
  await page.reload();
  await page.waitForSelector('#coach-status[data-coach="off"]');
  assert.deepEqual(errors, []);
  await context.close();
});

test('win like the perfect player, in Kiswahili: the coach names the proof move; play it anyway', async () => {
  const { page, context, errors } = await freshPage();
  await page.click('#new-game .close');
  await setLanguage(page, 'sw');
  await setSpeed(page, 'instant');
  await page.click('#btn-new');
  await page.click('#btn-perfect-player');
  if (await page.locator('#confirm-replace').count()) await page.click('#confirm-yes');
  await page.waitForSelector('#coach-status[data-coach="on"]');
  assert.match(await page.textContent('#coach-status'), /Mkufunzi yupo/);
  await sow(page, 'A6', '<');
  await page.waitForSelector('#coach-warning');
  assert.match(await page.textContent('#coach-warning-text'), /mwendo kamili hapa ni A3>/);
  await page.click('#btn-coach-play-anyway');
  await page.waitForSelector('#coach-warning', { state: 'detached' });
  await page.waitForFunction(() => document.querySelectorAll('.history [data-ply]').length - 1 >= 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('hold out against perfect play on a phone: the perfect player opens as South', async () => {
  const { page, context, errors } = await freshPage({ viewport: { width: 390, height: 844 } });
  await page.click('#btn-hold-out');
  await page.waitForSelector('#coach-status');
  await page.waitForFunction(() => document.querySelectorAll('.history [data-ply]').length - 1 >= 1, null, { timeout: 30000 });
  const first = await page.textContent('.history [data-ply="1"]');
  assert.match(first, /A3>/, 'the proof opens with A3>');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a coached game of Bao la Kiswahili: the coach box is offered, and each move is judged in a worker of its own before it is played', async () => {
  const { page, context, errors } = await freshPage();
  const workers = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await newGame(page, { variant: 'kiswahili', opponent: 'computer', coach: true });
  await setSpeed(page, 'instant');
  await page.waitForSelector('#coach-status[data-coach="on"]');
  assert.match(await page.textContent('.reserve.south'), /22/, "Bao la Kiswahili's start: 22 seeds in South's reserve (RULES.md §3)");

  // The person's first namua placement: judged first (the board waits meanwhile), then
  // played (or, if the coach warns, played anyway), and the computer answers.
  await page.click('svg.board .hole.playable >> nth=0');
  // A direction or a kichwa to choose: the named direction bar's first button.
  if (await page.locator('.dir-choice').count()) await page.click('.dir-choice >> nth=0');
  await page.waitForFunction(() => document.querySelectorAll('.history [data-ply]').length - 1 >= 1 || document.querySelector('#coach-warning'), null, { timeout: 30000 });
  if (await page.locator('#coach-warning').count()) await page.click('#btn-coach-play-anyway');
  await page.waitForFunction(() => document.querySelectorAll('.history [data-ply]').length - 1 >= 2, null, { timeout: 30000 });
  assert.equal(await page.locator('#coach-checking').count(), 0, 'no check is left waiting');
  // The computer's search and the coach's search each ran in a worker.
  assert.ok(workers.filter((url) => /bao-worker/.test(url)).length >= 2, `two search workers: ${workers.join(', ')}`);
  assert.deepEqual(errors, []);
  await context.close();
});
