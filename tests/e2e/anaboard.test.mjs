// End-to-end tests of the analysis board's move explanations (with the game's
// narration and lap stepping): a capturing move played on the analysis board is told beside
// it, in English and Kiswahili, and stepped lap by lap with the game's lap bar and keys.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowserAndServer, openPage, gotoApp, newGame, counts, setLanguage } from './helpers.mjs';

const shared = sharedBrowserAndServer();

/** The lap bar's stepper position (0: before the move). */
async function position(page) {
  return Number(await page.getAttribute('#lap-bar', 'data-position'));
}

/** The seeds of these holes on the analysis board. */
async function seeds(page, holes) {
  const all = await counts(page);
  return Object.fromEntries(holes.map((h) => [h, all[h]]));
}

const FRONT = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'a3', 'a4', 'a7'];

// A3> from Bao la Kujifunza's start (two seeds in every hole, RULES.md §10), by hand with
// RULES.md §2 and §4 (A i faces a(9−i); a central or left-kimbi capture moving clockwise
// enters at the left kichwa A1):
//   lap 1: A3's 2 seeds to A4, A5 (3 each); A5 faces a4 (2): a capture move;
//   lap 2: a4's 2 into A1, A2 (3 each); A2 faces a7 (2): captured;
//   lap 3: a7's 2 into A1, A2 (4 each); a7 is empty now: relay;
//   lap 4: A2's 4 into A3 A4 A5 A6 (1, 4, 4, 3); A6 faces a3 (2): captured;
//   lap 5: a3's 2 into A1 (5) and A2, which was empty: the move ends.
const AFTER_LAP = {
  3: { A1: 4, A2: 4, A3: 0, A4: 3, A5: 3, A6: 2, a3: 2, a4: 0, a7: 0 },
  4: { A1: 4, A2: 0, A3: 1, A4: 4, A5: 4, A6: 3, a3: 2, a4: 0, a7: 0 },
  5: { A1: 5, A2: 1, A3: 1, A4: 4, A5: 4, A6: 3, a3: 0, a4: 0, a7: 0 },
};

test('a capture played on the analysis board is told beside it and stepped lap by lap', async () => {
  const { page, context, errors } = await openPage(shared.browser);
  await gotoApp(page, shared.url);
  await newGame(page, { variant: 'kujifunza' });
  await page.click('#btn-analyse');
  await page.waitForSelector('#analysis');
  assert.match(await page.textContent('#narration'), /No move has been played yet/);

  await page.click('#analysis [data-hole="A3"]');
  await page.click('#analysis .arrow[data-dir=">"]');
  await page.waitForSelector('#analysis-tree .tree-move.current[data-path="0"]');
  await page.waitForSelector('#narration[data-ply="1"]');
  const told = await page.textContent('#narration');
  assert.match(told, /Move 1\. A3>\*?, played by South/);
  assert.match(told, /lap 2: captured 2 from a4 → entered at kichwa A1/);
  assert.match(told, /lap 5: captured 2 from a3 → entered at kichwa A1/);
  assert.deepEqual(await seeds(page, FRONT), AFTER_LAP[5], 'the move is shown at its end');
  assert.equal(await position(page), 5, 'five lap steps');

  // One lap back: the board after lap 4, the lap's narration line marked.
  await page.click('#lap-back');
  await page.waitForFunction(() => document.querySelector('#lap-bar')?.dataset.position === '4');
  assert.deepEqual(await seeds(page, FRONT), AFTER_LAP[4]);
  assert.match(await page.textContent('#narration li.current'), /^lap 4: relay from A2, 4 seeds/);
  assert.equal(await page.getAttribute('#lap-bar', 'data-state'), 'paused');
  // `[` and `]` through the page's one key listener.
  await page.keyboard.press('[');
  await page.waitForFunction(() => document.querySelector('#lap-bar')?.dataset.position === '3');
  assert.deepEqual(await seeds(page, FRONT), AFTER_LAP[3]);
  await page.keyboard.press(']');
  await page.waitForFunction(() => document.querySelector('#lap-bar')?.dataset.position === '4');
  assert.deepEqual(await seeds(page, FRONT), AFTER_LAP[4]);
  await page.click('#lap-end');
  await page.waitForFunction(() => document.querySelector('#lap-bar')?.dataset.state === 'idle');
  assert.deepEqual(await seeds(page, FRONT), AFTER_LAP[5]);

  // Space (with no button focused) plays the move again, and pauses it.
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press(' ');
  await page.waitForFunction(() => document.querySelector('#lap-bar')?.dataset.state === 'playing');
  await page.keyboard.press(' ');
  await page.waitForFunction(() => document.querySelector('#lap-bar')?.dataset.state === 'paused');
  await page.click('#lap-end');

  // Back to the start and forward again through the tree: the move is told again.
  await page.click('#btn-tree-first');
  await page.waitForSelector('#narration[data-ply="0"]');
  await page.click('#analysis-tree .tree-move[data-path="0"]');
  await page.waitForSelector('#narration[data-ply="1"]');

  // In Kiswahili.
  await setLanguage(page, 'sw');
  await page.waitForFunction(() => /umechezwa na Kusini/.test(document.querySelector('#narration')?.textContent ?? ''));
  assert.match(await page.textContent('#narration'), /mzunguko 5: amekula kete 2 \S+ a3/);
  assert.deepEqual(errors, []);
  await context.close();
});
