// End-to-end tests of the analysis board: the engine's three best
// lines with depth and scores, a side line played on the board and left for the main line, and
// the "assisted" question before a game against the computer is analysed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowserAndServer, openPage, gotoApp, newGame, plies, setLanguage } from './helpers.mjs';

const shared = sharedBrowserAndServer();

async function visit(options) {
  const opened = await openPage(shared.browser, options);
  await gotoApp(opened.page, shared.url);
  return opened;
}

/** Plays a move on the analysis board by clicks: the last playable hole, "<" if asked. */
async function playOnAnalysisBoard(page) {
  const before = await page.locator('#analysis-tree .tree-move').count();
  const hole = await page.locator('#analysis .hole.playable').last().getAttribute('data-hole');
  await page.click(`#analysis [data-hole="${hole}"]`);
  if (await page.locator('#analysis .arrow').count()) await page.click('#analysis .arrow[data-dir="<"]');
  await page.waitForFunction((n) => document.querySelectorAll('#analysis-tree .tree-move').length > n, before);
}

test('analysis shows three best lines with depth and scores; a side line is played and left for the main line', async () => {
  const { page, context, errors } = await visit();
  await newGame(page, { variant: 'kiswahili' });
  await page.click('#btn-analyse');
  await page.waitForSelector('#analysis');
  await page.waitForFunction(() => document.querySelectorAll('#analysis-lines .analysis-line').length === 3, null, { timeout: 20000 });
  await page.waitForFunction(() => /depth (\d+)/.test(document.querySelector('#analysis-depth')?.textContent ?? '') && Number(/depth (\d+)/.exec(document.querySelector('#analysis-depth').textContent)[1]) >= 4);
  const lines = await page.$$eval('#analysis-lines .analysis-line', (els) => els.map((e) => ({ move: e.dataset.move, score: e.querySelector('.line-score').textContent, moves: e.querySelector('.line-moves').textContent })));
  assert.equal(new Set(lines.map((l) => l.move)).size, 3, 'three distinct first moves');
  for (const line of lines) {
    assert.match(line.score, /^([+−]\d+\.\d|0\.0|.*wins.*)$/, 'a score in seeds (or a proven win)');
    assert.ok(line.moves.includes(line.move), 'the line starts with its move');
  }
  assert.match(await page.textContent('#analysis-eval'), /evaluation|proven/);
  const bar = Number(await page.getAttribute('#eval-bar', 'data-south'));
  assert.ok(bar >= 0 && bar <= 100);

  // A move on the board starts the main line; from the start, another engine move is a side line.
  await playOnAnalysisBoard(page);
  const main = await page.textContent('#analysis-tree .tree-move[data-path="0"]');
  await page.click('#btn-tree-first');
  await page.waitForFunction(() => document.querySelectorAll('#analysis-lines .analysis-line').length === 3, null, { timeout: 20000 });
  const other = await page.$$eval('#analysis-lines .analysis-line', (els, main) => els.findIndex((e) => !main.trim().endsWith(e.dataset.move)), main);
  assert.ok(other >= 0);
  await page.click(`#analysis-lines .analysis-line[data-line="${other}"]`);
  await page.waitForSelector('#analysis-tree .tree-row.indent-1 .tree-move.current[data-path="1"]');
  assert.equal(await page.isDisabled('#btn-main-line'), false);
  // → walks on along the side line.
  await page.click('#btn-tree-next');
  await page.waitForSelector('#analysis-tree .tree-move.current[data-path="1.0"]');
  await page.click('#btn-main-line');
  await page.waitForSelector('#analysis-tree .tree-move.current', { state: 'detached' });
  assert.equal(await page.isDisabled('#btn-main-line'), true, 'back on the main line (the start)');
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector('#analysis-tree .tree-move.current[data-path="0"]');

  // The variations are kept: after a reload, analysis of the same game brings them back.
  await page.reload();
  await page.waitForSelector('svg.board [data-hole="A1"]');
  await page.click('#btn-analyse');
  await page.waitForSelector('#analysis-tree .tree-row.indent-1');

  await page.click('#btn-analysis-close');
  await page.waitForSelector('#analysis', { state: 'detached' });
  assert.equal(await plies(page), 0, 'the game being played is not changed');
  assert.deepEqual(errors, []);
  await context.close();
});

test('analysing a game against the computer asks first and marks it assisted; Kiswahili and a phone', async () => {
  const { page, context, errors } = await visit({ viewport: { width: 390, height: 844 } });
  await newGame(page, { variant: 'kujifunza', opponent: 'computer', side: 'south' });
  await page.click('#btn-analyse');
  await page.waitForSelector('#assisted-question');
  assert.equal(await page.locator('#analysis-lines').count(), 0, 'nothing is analysed before the answer');
  await page.click('#btn-assisted-no');
  await page.waitForSelector('#assisted-question', { state: 'detached' });
  assert.ok(!(await page.evaluate(() => localStorage.getItem('bao.game'))).includes('Assisted'));

  await setLanguage(page, 'sw');
  await page.click('#btn-analyse');
  await page.waitForSelector('#assisted-question');
  assert.match(await page.textContent('#assisted-text'), /umesaidiwa/);
  await page.click('#btn-assisted-yes');
  // Along the shipped proof the words are exact (won / lost); off it the search says whether
  // its result is proven or an evaluation.
  await page.waitForSelector('#analysis-eval [data-basis]', { timeout: 20000 });
  const basis = await page.getAttribute('#analysis-eval [data-basis]', 'data-basis');
  const words = await page.textContent('#analysis-eval');
  if (basis === 'proof') assert.match(words, /anashinda|anashindwa/);
  else assert.match(words, /imethibitishwa|tathmini/);
  await page.waitForFunction(() => document.querySelectorAll('#analysis-lines .analysis-line').length > 0, null, { timeout: 20000 });
  await page.waitForFunction(() => (localStorage.getItem('bao.game') ?? '').includes('Assisted'));
  const box = await page.locator('svg.board').boundingBox();
  assert.ok(box.width <= 390, 'the board fits the phone');
  assert.deepEqual(errors, []);
  await context.close();
});
