// End-to-end tests of the AI in the built app: the hint and cancelling a search by undo.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowserAndServer, openPage, gotoApp, newGame, setSpeed, plies } from './helpers.mjs';

const shared = sharedBrowserAndServer();

test('the hint shows a hole first, then the whole move, and the move it gives is legal', async () => {
  const { page, context, errors } = await openPage(shared.browser);
  await gotoApp(page, shared.url);
  await newGame(page, { variant: 'kujifunza' });
  await setSpeed(page, 'instant');
  await page.click('#btn-hint');
  await page.waitForFunction(() => /play from [AB][1-8]/.test(document.querySelector('#hint')?.textContent ?? ''));
  const hole = (await page.textContent('#hint')).match(/from ([AB][1-8])/)[1];
  assert.equal(await page.getAttribute('.hole.hint', 'data-hole'), hole, 'the hinted hole is marked on the board');
  await page.click('#btn-hint');
  await page.waitForFunction(() => /Hint: [AB][1-8][<>]?/.test(document.querySelector('#hint')?.textContent ?? ''));
  const move = (await page.textContent('#hint')).match(/Hint: ([AB][1-8])([<>]?)/);
  assert.equal(move[1], hole);
  await page.click(`[data-hole="${hole}"]`);
  if (move[2]) await page.click(`.arrow[data-dir="${move[2]}"]`);
  await page.waitForFunction(() => document.querySelectorAll('.history [data-ply]').length - 1 === 1);
  assert.equal(await page.locator('#hint').count(), 0, 'a move ends the hint');
  assert.deepEqual(errors, []);
  await context.close();
});

test('undo while the computer thinks terminates its search worker, and no move arrives', async () => {
  const { page, context } = await openPage(shared.browser);
  const closed = [];
  page.on('worker', (worker) => worker.on('close', () => closed.push(worker.url())));
  await gotoApp(page, shared.url);
  if (!(await page.locator('#new-game').count())) await page.click('#btn-new');
  await page.selectOption('#ng-variant', 'kiswahili');
  await page.selectOption('#ng-opponent', 'computer');
  await page.selectOption('#ng-level', '5');
  await page.selectOption('#ng-side', 'north');
  await page.click('#ng-start');
  await page.waitForSelector('#new-game', { state: 'detached' });
  await setSpeed(page, 'instant');
  await page.click('.hole.playable >> nth=0');
  if (await page.locator('.arrow').count()) await page.click('.arrow >> nth=0');
  await page.waitForSelector('.thinking');
  const before = closed.length;
  await page.click('#btn-undo');
  assert.equal(await plies(page), 0);
  await page.waitForFunction(() => !document.querySelector('.thinking'));
  // The close event can wait until a worker still compiling its wasm gets that far.
  for (let i = 0; i < 200 && closed.length === before; i++) await page.waitForTimeout(20);
  assert.equal(closed.length, before + 1, 'the thinking worker was terminated');
  assert.match(closed[closed.length - 1], /bao-worker_loader\.js$/);
  // The top level thinks 1.5 s; had its worker survived, its move would land by now.
  await page.waitForTimeout(2500);
  assert.equal(await plies(page), 0, 'the cancelled search played no move');
  await context.close();
});
