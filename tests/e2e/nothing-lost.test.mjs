// Nothing lost, nothing stuck, tried as a hostile user would: a full or missing browser
// storage, huge inputs, two tabs on one game, an update while a tab holds typed text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile, cp, appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  sharedBrowserAndServer, openPage, gotoApp, newGame, setSpeed, plies, playAny, launch, serve, controlledPage, DIST,
} from './helpers.mjs';

const shared = sharedBrowserAndServer();

/** Fills the page's localStorage to its last byte (halving the chunk on every refusal). */
async function fillStorage(page) {
  await page.evaluate(() => {
    let chunk = 'x'.repeat(1 << 20);
    for (let i = 0; chunk.length > 0; i++) {
      try { localStorage.setItem(`fill-${i}`, chunk); } catch { chunk = chunk.slice(0, chunk.length >> 1); }
    }
  });
}

/** Plays up to `n` moves while the game runs; how many were played. */
async function playSome(page, n) {
  let played = 0;
  while (played < n && (await page.locator('.hole.playable').count()) > 0) {
    await playAny(page);
    played += 1;
  }
  return played;
}

/** The move lines of a record file's text (after the blank line that ends the headers). */
function moveLines(text) {
  return text.split('\n\n').slice(1).join('\n').split('\n').filter((line) => line.trim() !== '');
}

test('a save the full storage refuses is told at once; the game stays, exports whole, and is not replaced unasked', async () => {
  const { page, context, errors } = await openPage(shared.browser);
  await gotoApp(page, shared.url);
  await setSpeed(page, 'instant');
  await newGame(page, { variant: 'kujifunza' });
  await playAny(page);
  await fillStorage(page);
  assert.equal(await page.locator('.notice[data-kind="storage-failed"]').count(), 0, 'nothing failed yet');
  await playAny(page);
  // At once: the next save failed.
  await page.waitForSelector('.notice[data-kind="storage-failed"]', { timeout: 2000 });
  const words = await page.textContent('.notice[data-kind="storage-failed"]');
  assert.match(words, /storage is full/);
  assert.match(words, /Not saved: the game/);
  assert.match(words, /only in this tab/);
  const more = await playSome(page, 6);
  const total = await plies(page);
  assert.equal(total, 2 + more);
  // The lasting line is still there, and its export holds every move.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#btn-export-unsaved')]);
  const record = await readFile(await download.path(), 'utf8');
  assert.equal(moveLines(record).length, total, record);
  // A new game asks first, and offers the export there too; "no" keeps the game.
  await page.click('#btn-new');
  await page.selectOption('#ng-variant', 'kujifunza');
  await page.click('#ng-start');
  await page.waitForSelector('#confirm-replace #confirm-export');
  await page.click('#confirm-no');
  assert.equal(await plies(page), total, 'the game is kept');
  // Room again: the next save goes through and the line goes.
  await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('fill-')).forEach((k) => localStorage.removeItem(k)));
  await page.click('#btn-undo');
  await page.waitForSelector('.notice[data-kind="storage-failed"]', { state: 'detached' });
  const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('bao.game')));
  assert.equal(moveLines(saved.game.record).length, total - 1);
  assert.deepEqual(errors, []);
  await context.close();
});

for (const [what, script] of [
  ['throws when it is asked for', () => Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } })],
  ['is null', () => Object.defineProperty(window, 'localStorage', { value: null })],
  ['refuses every write', () => { Storage.prototype.setItem = function () { throw new DOMException('denied', 'SecurityError'); }; }],
]) {
  test(`where the storage ${what}, the app says nothing is saved and the game goes on`, async () => {
    const { page, context, errors } = await openPage(shared.browser);
    await page.addInitScript(script);
    await gotoApp(page, shared.url);
    await page.waitForSelector('.notice[data-kind="storage-failed"]', { timeout: 5000 });
    assert.match(await page.textContent('.notice[data-kind="storage-failed"]'), /does not let the app use its storage/);
    if (await page.locator('#new-game').count()) await page.click('#new-game .close');
    await setSpeed(page, 'instant');
    await newGame(page, { variant: 'kujifunza' });
    await playAny(page);
    assert.equal(await plies(page), 1);
    assert.equal(await page.locator('.notice[data-kind="storage-failed"]').count(), 1);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('where only reading the storage fails, what it holds is never written over', async () => {
  const { page, context, errors } = await openPage(shared.browser);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('bao.game', 'the saved game');
    }
    const read = Storage.prototype.getItem;
    window.storedGame = () => read.call(localStorage, 'bao.game');
    Storage.prototype.getItem = function () { throw new DOMException('denied', 'SecurityError'); };
  });
  await gotoApp(page, shared.url);
  await page.waitForSelector('.notice[data-kind="storage-failed"]');
  if (await page.locator('#new-game').count()) await page.click('#new-game .close');
  await setSpeed(page, 'instant');
  await newGame(page, { variant: 'kujifunza' });
  await playAny(page);
  assert.equal(await page.evaluate(() => window.storedGame()), 'the saved game', 'untouched');
  assert.deepEqual(errors, []);
  await context.close();
});

/** Picks `hole` on the page's board (its move waits for a direction). */
async function pick(page, hole) {
  await page.click(`[data-hole="${hole}"]`);
  await page.waitForSelector('.arrow[data-dir=">"]');
}

test('two tabs moving in one game at the same instant keep both games, and tell the tab that lost the race', async () => {
  const context = await shared.browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  const errors = [];
  const tab = async () => {
    const page = await context.newPage();
    page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
    page.on('pageerror', (err) => errors.push(String(err)));
    return page;
  };
  const [a, b] = [await tab(), await tab()];
  await gotoApp(a, shared.url);
  await setSpeed(a, 'instant');
  await newGame(a, { variant: 'kujifunza' });
  await gotoApp(b, shared.url);
  // Two different first moves, each waiting for its direction, then chosen at the same instant.
  await pick(a, 'A3');
  await pick(b, 'A6');
  const at = Date.now() + 300;
  const choose = (page) => page.evaluate((when) => new Promise((done) => {
    setTimeout(() => { document.querySelector('.arrow[data-dir=">"]').dispatchEvent(new MouseEvent('click', { bubbles: true })); done(); }, when - Date.now());
  }), at);
  await Promise.all([choose(a), choose(b)]);
  await a.waitForTimeout(1500);
  // Both games are kept: one is the saved game, the other in the game list.
  const stored = await a.evaluate(() => [JSON.parse(localStorage.getItem('bao.game')).game.record,
    ...JSON.parse(localStorage.getItem('bao.games') ?? '{"games":[]}').games.map((g) => g.record)]);
  const firstMoves = stored.map((record) => moveLines(record)[0]).filter(Boolean);
  assert.ok(firstMoves.includes('A3>') && firstMoves.includes('A6>'), JSON.stringify(stored));
  const told = (await a.locator('.notice[data-kind="tab-clash"]').count()) + (await b.locator('.notice[data-kind="tab-clash"]').count());
  assert.ok(told >= 1, 'a tab whose version went to the game list is told');
  // The next move in either tab loses neither.
  await playAny(b);
  await b.waitForTimeout(500);
  const after = await b.evaluate(() => [JSON.parse(localStorage.getItem('bao.game')).game.record,
    ...JSON.parse(localStorage.getItem('bao.games') ?? '{"games":[]}').games.map((g) => g.record)]);
  const afterFirst = after.map((record) => moveLines(record)[0]).filter(Boolean);
  assert.ok(afterFirst.includes('A3>') && afterFirst.includes('A6>'), JSON.stringify(after));
  assert.deepEqual(errors, []);
  await context.close();
});

test('an update applied from one tab does not reload another that holds typed text; that tab asks first itself', async () => {
  const root = await mkdtemp(join(tmpdir(), 'bao-dist-'));
  await cp(DIST, root, { recursive: true });
  const { server, url } = await serve('/', root);
  const browser = await launch();
  try {
    const { page: a, context, errors } = await controlledPage(browser, url);
    const b = await context.newPage();
    b.on('pageerror', (err) => errors.push(String(err)));
    await b.goto(`${url}#/editor`);
    await b.waitForSelector('#editor-json');
    await b.fill('#editor-json', 'my own notes');
    await b.evaluate(() => { window.stillThisPage = true; });
    // A new build: its service worker differs.
    await appendFile(join(root, 'sw.js'), '\n// next version\n');
    await a.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
    await a.waitForSelector('#btn-update');
    await b.waitForSelector('#btn-update');
    // In the tab with typed text, "reload to update" asks.
    await b.click('#btn-update');
    await b.waitForSelector('#btn-update-anyway');
    assert.equal(await b.inputValue('#editor-json'), 'my own notes');
    // From the other tab the update is applied: that tab reloads, this one is told.
    await Promise.all([a.waitForEvent('load'), a.click('#btn-update')]);
    await a.waitForSelector('[data-hole="A1"]');
    await b.waitForSelector('#btn-update-reload', { timeout: 10000 });
    assert.equal(await b.evaluate(() => window.stillThisPage), true, 'not reloaded');
    assert.equal(await b.inputValue('#editor-json'), 'my own notes', 'the typed text is still there');
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
    await rm(root, { recursive: true, force: true });
  }
});

test('a 50 MB file is refused unread: the tab stays alive and answers a click within a second', async () => {
  const { page, context, errors } = await openPage(shared.browser);
  await gotoApp(page, shared.url);
  if (await page.locator('#new-game').count()) await page.click('#new-game .close');
  await page.click('#btn-import');
  const dir = await mkdtemp(join(tmpdir(), 'bao-huge-'));
  const huge = join(dir, 'huge.txt');
  await writeFile(huge, Buffer.alloc(50 * 1024 * 1024, 'A'));
  await page.setInputFiles('#import-file', huge);
  await page.waitForSelector('#import-error[data-kind="too-large"]', { timeout: 5000 });
  const words = await page.textContent('#import-error');
  assert.ok(words.length < 200, words);
  assert.match(words, /51200 KB/);
  const start = Date.now();
  await page.click('#import .close');
  await page.waitForSelector('#import', { state: 'detached' });
  assert.ok(Date.now() - start < 1000, `answered in ${Date.now() - start} ms`);
  assert.deepEqual(errors, []);
  await context.close();
  await rm(dir, { recursive: true, force: true });
});

/** The longest task the page's main thread ran while `action` ran, in ms. */
async function longestTask(page, action) {
  await page.evaluate(() => {
    window.longest = 0;
    new PerformanceObserver((list) => list.getEntries().forEach((e) => { window.longest = Math.max(window.longest, e.duration); })).observe({ type: 'longtask' });
  });
  await action();
  await page.waitForTimeout(300);
  return page.evaluate(() => window.longest);
}

test('the largest text the import reads is answered without freezing the page, its error short', async () => {
  const { page, context, errors } = await openPage(shared.browser);
  await gotoApp(page, shared.url);
  if (await page.locator('#new-game').count()) await page.click('#new-game .close');
  await page.click('#btn-import');
  // Just under the link limit: binary noise read as text, one line.
  const noise = Buffer.from(Array.from({ length: 340 * 1024 }, (_, i) => (i * 7919) % 251 + 1));
  const ms = await longestTask(page, async () => {
    await page.setInputFiles('#import-file', { name: 'noise.bin', mimeType: 'application/octet-stream', buffer: noise });
    await page.waitForSelector('#import-error');
  });
  assert.ok(ms < 200, `a task of ${ms} ms`);
  assert.ok((await page.textContent('#import-error')).length < 400);
  // A record of 10,000 plies' lines (8 bytes a ply): read, refused by the rules, not its size.
  const record = `Variant: kiswahili\n\n${'A5<*   \n'.repeat(10000)}`;
  await page.click('#import .close');
  await page.click('#btn-import');
  const recordMs = await longestTask(page, async () => {
    await page.setInputFiles('#import-file', { name: 'long.txt', mimeType: 'text/plain', buffer: Buffer.from(record) });
    await page.waitForSelector('#import-error');
  });
  assert.equal(await page.getAttribute('#import-error', 'data-kind'), 'bad-record');
  assert.ok(recordMs < 200, `a task of ${recordMs} ms`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an address of 200,000 characters is named in 60 and changes nothing', async () => {
  const { page, context, errors } = await openPage(shared.browser);
  /** The bad-address notice a fresh tab opened on `fragment` shows. */
  const noticeOf = async (fragment) => {
    const tab = await context.newPage();
    tab.on('pageerror', (err) => errors.push(String(err)));
    await tab.goto(`${shared.url}${fragment}`);
    await tab.waitForSelector('.notice[data-kind="bad-address"]');
    const words = await tab.textContent('.notice[data-kind="bad-address"]');
    await tab.close();
    return words;
  };
  const words = await noticeOf(`#/learn/${'a'.repeat(200000)}`);
  assert.ok(words.length < 200, `${words.length} characters`);
  // Longer than any address: refused by its size.
  assert.match(await noticeOf(`#/review/${'QUFB'.repeat(100000)}`), /longer than any address/);
  // An empty code says so.
  assert.match(await noticeOf('#/review/'), /without the code/);
  assert.deepEqual(errors, []);
  await page.close();
  await context.close();
});

test('an unreadable stored analysis is kept aside and said, like every other stored key', async () => {
  const { page, context, errors } = await openPage(shared.browser);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('bao.analysis', '{oops');
    }
  });
  await gotoApp(page, shared.url);
  await page.waitForSelector('.notice[data-kind="data-set-aside"]');
  assert.match(await page.textContent('.notice[data-kind="data-set-aside"]'), /bao\.analysis/);
  assert.equal(await page.evaluate(() => localStorage.getItem('bao.analysis.broken')), '{oops');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a position with a field no position has, or with nothing in it, is refused with what is wrong', async () => {
  const { page, context, errors } = await openPage(shared.browser);
  await page.goto(`${shared.url}#/editor`);
  await page.waitForSelector('#editor-json');
  await page.click('#editor-export');
  const json = await page.inputValue('#editor-json');
  await page.fill('#editor-json', json.replace('"ply":', '"colour":"red","ply":'));
  await page.click('#editor-import');
  assert.match(await page.textContent('#editor-import-error'), /"colour" is not a field of a position/);
  await page.fill('#editor-json', json.replace(/,"north":\{[^}]*\}/, ''));
  await page.click('#editor-import');
  assert.match(await page.textContent('#editor-import-error'), /the position has no "north" field/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a search worker killed while the computer thinks is noticed: the notice, and try again plays', async () => {
  const { page, context, errors } = await openPage(shared.browser);
  await page.addInitScript(() => {
    const Original = window.Worker;
    window.searchWorkers = [];
    window.Worker = class extends Original {
      constructor(...args) {
        super(...args);
        window.searchWorkers.push(this);
      }
    };
  });
  await gotoApp(page, shared.url);
  await setSpeed(page, 'instant');
  // The top level, the computer first (it plays South), in Bao la Kete (where it searches: in
  // Bao la Kujifunza it plays the shipped proof at once, at Bao la Kiswahili's start its book
  // move, bao_ai::FIRST_MOVES).
  if (!(await page.locator('#new-game').count())) await page.click('#btn-new');
  await page.selectOption('#ng-opponent', 'computer');
  const top = await page.locator('#ng-level option').last().getAttribute('value');
  await newGame(page, { variant: 'kete', opponent: 'computer', level: top, side: 'south' });
  // Killed mid-search: once it has said how far it has looked.
  await page.waitForFunction(() => /moves ahead/.test(document.querySelector('.thinking')?.textContent ?? ''), null, { timeout: 20000 });
  await page.evaluate(() => window.searchWorkers.forEach((worker) => worker.terminate()));
  const killed = Date.now();
  // The top level thinks 1.5 s; a silence of 10 s more is a dead worker.
  await page.waitForSelector('.notice[data-kind="computer-failed"]', { timeout: 30000 });
  assert.ok(Date.now() - killed < 20000, `noticed after ${Date.now() - killed} ms`);
  assert.match(await page.textContent('.notice[data-kind="computer-failed"]'), /stopped working/);
  assert.equal(await page.locator('.thinking').count(), 0, 'no longer "thinking"');
  await page.click('#btn-retry-computer');
  await page.waitForFunction(() => document.querySelectorAll('.history [data-ply]').length - 1 === 1, null, { timeout: 20000 });
  assert.deepEqual(errors, []);
  await context.close();
});

test('"+5 s" on the analysis board extends the running search instead of starting it again', async () => {
  const { page, context, errors } = await openPage(shared.browser);
  // Count what the page asks of its search workers, and the workers it stops.
  await page.addInitScript(() => {
    window.asked = 0;
    window.stopped = 0;
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (...args) { window.asked += 1; return post.apply(this, args); };
    const terminate = Worker.prototype.terminate;
    Worker.prototype.terminate = function () { window.stopped += 1; return terminate.call(this); };
  });
  // The bare address opens the analysis board on the game being played at once.
  await page.goto(`${shared.url}#/analysis`);
  await page.waitForSelector('#analysis-depth', { timeout: 10000 });
  const before = await page.evaluate(() => [window.asked, window.stopped]);
  // Pressed every 2 s: the same search goes on, ever longer.
  for (let i = 0; i < 3; i++) {
    await page.click('#btn-analysis-more');
    await page.waitForTimeout(2000);
  }
  assert.deepEqual(await page.evaluate(() => [window.asked, window.stopped]), before, 'nothing asked anew, nothing stopped');
  assert.equal(await page.locator('#btn-analysis-stop').count(), 1, 'still searching after 7 s and more');
  const depth = Number((await page.textContent('#analysis-depth')).match(/\d+/)[0]);
  assert.ok(depth >= 10, `depth ${depth}`);
  assert.deepEqual(errors, []);
  await context.close();
});
