// End-to-end tests of the learning path: lessons start from the toolbar, judge the learner's
// move, offer "try again" and lead on to the next lesson.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowserAndServer, openPage, gotoApp, setSpeed, counts, plies, playSow } from './helpers.mjs';

const shared = sharedBrowserAndServer();

/** A fresh page at instant speed with the lesson list open (the new-game dialog closed). */
async function openLessons() {
  const opened = await openPage(shared.browser);
  await gotoApp(opened.page, shared.url);
  if (await opened.page.locator('#new-game').count()) await opened.page.click('#new-game .close');
  await setSpeed(opened.page, 'instant');
  await opened.page.click('#btn-lessons');
  return opened;
}

/** Starts lesson `index` from the open lesson list and waits for its panel. */
async function startLesson(page, index, key) {
  await page.click(`#lessons [data-lesson="${index}"]`);
  if (await page.locator('#confirm-replace').count()) await page.click('#confirm-yes');
  await page.waitForSelector(`#lesson[data-lesson="${key}"]`);
}

test('the capture lesson: a smaller capture is judged a miss, try again, the biggest one passes, then the next lesson', async () => {
  const { page, context, errors } = await openLessons();
  assert.equal(await page.locator('#lessons [data-lesson]').count(), 6);
  await startLesson(page, 1, 'capture');
  assert.match(await page.textContent('#lesson h2'), /Lesson 2 of 6: Capturing/);
  // The lesson's study position (see src/app/lessons.rs): South A3=2, A5=1, A6=2, A8=1.
  const start = await counts(page);
  assert.deepEqual([start.A3, start.A5, start.A6, start.A8, start.a1, start.a4], [2, 1, 2, 1, 6, 2]);
  assert.deepEqual((await page.$$eval('.hole.playable', (els) => els.map((e) => e.dataset.hole))).sort(), ['A3', 'A6'], 'only the two captures are offered');

  await playSow(page, 'A3'); // A3> is its only move
  await page.waitForSelector('.lesson-verdict[data-reached="false"]');
  assert.equal((await counts(page)).a4, 0, 'a4 was captured');
  await page.click('#btn-try-again');
  await page.waitForFunction(() => !document.querySelector('.lesson-verdict'));
  assert.equal(await plies(page), 0);

  await playSow(page, 'A6'); // A6> is its only move
  await page.waitForSelector('.lesson-verdict[data-reached="true"]');
  assert.equal((await counts(page)).a1, 0, 'the six seeds of a1 were captured');
  await page.click('#btn-next-lesson');
  await page.waitForSelector('#lesson[data-lesson="hamna"]');
  assert.equal(await plies(page), 0);
  await page.click('#btn-lessons');
  assert.equal(await page.getAttribute('#lessons [data-lesson="1"]', 'data-solved'), 'true', 'the solved lesson is ticked');
  assert.equal(await page.getAttribute('#lessons [data-lesson="2"]', 'data-solved'), 'false');
  await page.reload();
  await page.waitForSelector('svg.board');
  await page.click('#btn-lessons');
  assert.equal(await page.getAttribute('#lessons [data-lesson="1"]', 'data-solved'), 'true', 'and remembered after a reload');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the Bao hamna lesson ends the game with a win and is not filed in the game list', async () => {
  const { page, context, errors } = await openLessons();
  await startLesson(page, 2, 'hamna');
  await playSow(page, 'A6'); // A6> is its only move
  await page.waitForSelector('.lesson-verdict[data-reached="true"]');
  assert.equal(await page.getAttribute('.result', 'data-reason'), 'bao_hamna');
  await page.click('#btn-games');
  assert.equal(await page.locator('#game-list li').count(), 0, 'a lesson is not a game to list');
  assert.deepEqual(errors, []);
  await context.close();
});
