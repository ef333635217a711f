// End-to-end tests of the AI in the built app: a whole game against it, the hint, its progress
// and cancelling a search by undo.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowserAndServer, openPage, gotoApp, newGame, setSpeed, plies, playAny, counts } from './helpers.mjs';

const shared = sharedBrowserAndServer();

/** A new game of `variant` against a friend at instant speed, with the hint asked once. */
async function hintAsked(variant) {
  const opened = await openPage(shared.browser);
  await gotoApp(opened.page, shared.url);
  await newGame(opened.page, { variant });
  await setSpeed(opened.page, 'instant');
  await opened.page.click('#btn-hint');
  return opened;
}

test('the hint shows a hole first, then the whole move, and the move it gives is legal', async () => {
  const { page, context, errors } = await hintAsked('kujifunza');
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

test("the hint at Bao la Kiswahili's start is the top level's book move, the first move the learning path teaches", async () => {
  const { page, context, errors } = await hintAsked('kiswahili');
  await page.waitForFunction(() => /play from A6/.test(document.querySelector('#hint')?.textContent ?? ''));
  await page.click('#btn-hint');
  // bao_ai::FIRST_MOVES (A6<), the answer of strat-first-move (content/learn/14-strategy-kiswahili.json).
  await page.waitForFunction(() => /Hint: A6</.test(document.querySelector('#hint')?.textContent ?? ''));
  assert.deepEqual(errors, []);
  await context.close();
});

test('a game against the lowest level is played to its end by clicks', async () => {
  const { page, context, errors } = await openPage(shared.browser);
  await gotoApp(page, shared.url);
  await newGame(page, { variant: 'kujifunza', opponent: 'computer', level: '1', side: 'north' });
  assert.match(await page.textContent('.side-line[data-side="north"]'), /computer, level 1/);
  await setSpeed(page, 'instant');
  for (let moves = 0; ; moves++) {
    assert.ok(moves < 1000, 'the game ends within the ply limit');
    // Either the person can play or the game is over; the computer answers in between.
    await page.waitForSelector('.result, .hole.playable', { timeout: 20000 });
    if (await page.locator('.result').count()) break;
    await playAny(page);
    const total = Object.values(await counts(page)).reduce((a, b) => a + b, 0);
    assert.equal(total, 64, 'seeds are never lost');
  }
  assert.ok((await plies(page)) >= 2, 'both sides moved');
  assert.match(await page.textContent('.result'), /You won|You lost|Draw/);
  assert.equal(await page.locator('.thinking').count(), 0, 'nobody thinks after the end');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the thinking line streams depth and best move; undo terminates the search worker', async () => {
  const { page, context, errors } = await openPage(shared.browser);
  const closed = [];
  page.on('worker', (worker) => worker.on('close', () => closed.push(worker.url())));
  // Every search request the page sends its worker asks the top level to search until
  // cancelled, so that the search is certain to be running when undo cancels it (the worker
  // protocol's `until_cancelled`; a rated level's depth would end it; the page itself never
  // asks for that). A search request is one line, `search` and its ` key=value` fields.
  await page.addInitScript(() => {
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (message, ...rest) {
      if (typeof message === 'string' && message.startsWith('search ')) {
        const fields = message.split(' ').slice(1).filter((field) => !/^(level|until_cancelled)=/.test(field));
        message = ['search', ...fields, 'level=top', 'until_cancelled=true'].join(' ');
      }
      return post.call(this, message, ...rest);
    };
  });
  await gotoApp(page, shared.url);
  await newGame(page, { variant: 'kiswahili', opponent: 'computer', side: 'north' });
  await setSpeed(page, 'instant');
  await page.click('.hole.playable >> nth=0');
  if (await page.locator('.arrow').count()) await page.click('.arrow >> nth=0');
  const depthShown = async () => {
    const text = (await page.locator('.thinking').textContent().catch(() => '')) ?? '';
    const found = text.match(/(\d+) moves ahead, best so far ([AaBb][1-8]\S*)/);
    return found ? Number(found[1]) : 0;
  };
  await page.waitForFunction(() => /moves ahead, best so far [AaBb][1-8]/.test(document.querySelector('.thinking')?.textContent ?? ''), null, { timeout: 20000 });
  const first = await depthShown();
  await page.waitForFunction((d) => Number(document.querySelector('.thinking')?.textContent.match(/(\d+) moves ahead/)?.[1] ?? 0) > d, first, { timeout: 20000 });
  assert.ok((await depthShown()) > first, 'the depth grows while it thinks');
  const before = closed.length;
  await page.click('#btn-undo');
  assert.equal(await plies(page), 0);
  await page.waitForFunction(() => !document.querySelector('.thinking'));
  // The close event can wait until a worker still compiling its wasm gets that far.
  for (let i = 0; i < 200 && closed.length === before; i++) await page.waitForTimeout(20);
  assert.equal(closed.length, before + 1, 'the thinking worker was terminated');
  assert.match(closed[closed.length - 1], /bao-worker_loader\.js$/);
  assert.equal(await plies(page), 0, 'the cancelled search played no move');
  assert.deepEqual(errors, []);
  await context.close();
});

// The worker's script, or only its wasm (fetched inside the worker), cannot be fetched: offline
// before they were cached.
for (const [what, blockedFiles] of [['script', /\/bao-worker[._]/], ['wasm', /\/bao-worker_bg\.wasm$/]]) {
  test(`a search worker whose ${what} cannot be loaded says so and offers to try again`, async () => {
    const { page, context, errors } = await openPage(shared.browser);
    let blocked = true;
    await context.route(blockedFiles, (route) => (blocked ? route.abort() : route.continue()));
    await gotoApp(page, shared.url);
    await setSpeed(page, 'instant');
    // The computer plays South, so it moves first.
    await newGame(page, { variant: 'kujifunza', opponent: 'computer', level: '1', side: 'south' });
    await page.waitForSelector('.notice[data-kind="computer-failed"]', { timeout: 20000 });
    assert.match(await page.textContent('.notice[data-kind="computer-failed"]'), /could not start/);
    assert.equal(await page.locator('.thinking').count(), 0, 'the status no longer says the computer is thinking');
    assert.equal(await plies(page), 0);
    blocked = false;
    await page.click('#btn-retry-computer');
    await page.waitForFunction(() => document.querySelectorAll('.history [data-ply]').length - 1 === 1, null, { timeout: 20000 });
    assert.equal(await page.locator('.notice[data-kind="computer-failed"]').count(), 0, 'the notice is gone once it moved');
    assert.deepEqual(errors.filter((e) => !/Failed to load resource|bao-worker/.test(e)), []);
    await context.close();
  });
}
