// End-to-end test of the practice levels: a step solved offers its levels on the same board;
// the first level is played there and its star is shown, on the step and on the Learn page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sharedBrowserAndServer, openLearn } from './helpers.mjs';

const shared = sharedBrowserAndServer();

/** The levels of a step as the level file holds them. */
function levelsOf(file, step) {
  const path = fileURLToPath(new URL(`../../content/levels/${file}`, import.meta.url));
  return JSON.parse(readFileSync(path, 'utf8')).steps.find((s) => s.step === step).levels;
}

test('a solved step offers its levels on its board; the first level is played and earns its stars', async () => {
  const { page, errors, foreign } = await openLearn(shared.browser, shared.url, []);
  await page.click('[data-step="sow-first"]');
  await page.waitForSelector('#learn-step[data-step="sow-first"]');
  assert.equal(await page.locator('#learn-levels').count(), 0, 'no levels before the step is solved');

  // sow-first: A3 holds 3 and sows A4, A5, A6 (empty): it stops in A6.
  await page.click('#learn-step [data-hole="A6"]');
  await page.waitForSelector('#learn-step[data-solved="true"][data-stars="3"]');
  await page.waitForSelector('#learn-levels');
  assert.equal(await page.locator('#learn-levels .learn-level').count(), 5, 'five levels offered');
  assert.equal(await page.getAttribute('#learn-level-1', 'data-stars'), '0');

  // Level 1 (content/levels/01-sowing.json): South's A1 holds 2, North's a3 1, b1 2 and b4 1;
  // A1> sows A2, A3 (empty): it stops in A3, capturing nothing (the lap ends in an empty hole).
  const [first] = levelsOf('01-sowing.json', 'sow-first');
  assert.deepEqual([first.board, first.goal.move], ['2000000000000000/0010000020010000', 'A1>'], 'the level this test works out');
  const boards = await page.locator('svg.board').count();
  await page.click('#learn-level-1');
  await page.waitForSelector('#learn-level-heading[data-level="1"]');
  assert.equal(await page.getAttribute('#learn-step', 'data-solved'), 'false');
  assert.equal(await page.locator('svg.board').count(), boards, 'the level is on the same board, no second one');
  assert.match(await page.textContent('#learn-goal'), /A1>/, "the task names the level's move");
  assert.equal(await page.getAttribute('#learn-step [data-hole="A1"]', 'data-count'), '2', "the level's board");
  assert.equal(await page.getAttribute('#learn-step [data-hole="b1"]', 'data-count'), '2');
  await page.click('#learn-step [data-hole="A3"]');
  await page.waitForSelector('#learn-step[data-solved="true"][data-stars="3"]');
  await page.waitForSelector('#learn-level-1[data-stars="3"]');
  assert.match(await page.getAttribute('#learn-level-1', 'aria-label'), /Level 1 of 5 — ★★★/);

  // The Learn page counts the levels done beside the step.
  await page.click('#learn-back');
  await page.waitForSelector('#learn');
  assert.equal(await page.getAttribute('.learn-levels-done[data-step="sow-first"]', 'data-done'), '1');
  assert.equal(await page.textContent('.learn-levels-done[data-step="sow-first"]'), '1/5');
  // And the stars are kept in the progress.
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('bao.learn')));
  assert.equal(stored.progress.steps['sow-first/1'].stars, 3, 'kept as a step is, under the level key');
  assert.deepEqual(errors, []);
  assert.deepEqual(foreign, []);
});
