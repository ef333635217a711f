// End-to-end tests of the built release dist/ in headless Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { sharedBrowserAndServer, openPage, gotoApp, newGame, setSpeed, counts, plies, playAny, playSow, setLanguage } from './helpers.mjs';

const shared = sharedBrowserAndServer();

/** A fresh visitor's page with the app loaded. */
async function visit(options) {
  const opened = await openPage(shared.browser, options);
  await gotoApp(opened.page, shared.url);
  return opened;
}

const fragmentFor = (record) => '#game=' + Buffer.from(record).toString('base64url');
const lastMove = (page) => page.locator('.history button.ply:not(.start)').last().textContent();

test('the first screen: a board of 32 named holes, Bao la Kujifunza has two seeds everywhere, no other host', async () => {
  const { page, context, foreign, errors } = await visit();
  const csp = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  assert.doesNotMatch(csp, /unsafe-inline/);
  await newGame(page, { variant: 'kujifunza' });
  const labels = await page.$$eval('[data-hole]', (els) => els.map((e) => e.getAttribute('aria-label')));
  assert.equal(labels.length, 32);
  for (const label of labels) assert.match(label, /^[ABab][1-8], 2 seeds/);
  assert.deepEqual(new Set(Object.values(await counts(page))), new Set([2]));
  await setLanguage(page, 'sw');
  await newGame(page, { variant: 'kiswahili' });
  assert.match(await page.getAttribute('[data-hole="A5"]', 'aria-label'), /^A5, nyumba, kete 6/);
  assert.equal(await page.getAttribute('html', 'lang'), 'sw');
  assert.deepEqual(foreign, []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a complete hot-seat game of Bao la Kujifunza played by clicks to its end', async () => {
  const { page, context, errors } = await visit();
  await newGame(page, { variant: 'kujifunza' });
  await setSpeed(page, 'instant');
  let moves = 0;
  while (!(await page.locator('.result').count())) {
    assert.ok(moves < 1000, 'the game ends within the ply limit');
    await playAny(page);
    moves += 1;
    const total = Object.values(await counts(page)).reduce((a, b) => a + b, 0);
    assert.equal(total, 64, 'seeds are never lost');
  }
  assert.equal(await plies(page), moves);
  const reason = await page.getAttribute('.result', 'data-reason');
  assert.ok(['bao_hamna', 'front_row_empty', 'no_legal_move', 'repetition', 'ply_limit'].includes(reason), reason);
  assert.match(await page.textContent('.result'), /wins|Draw/);
  assert.match(await page.textContent('#live'), /played/);
  assert.equal(await page.locator('.hole.playable').count(), 0, 'nothing playable after the end');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Bao la Kiswahili: a namua capture from a central hole offers the two kichwa', async () => {
  const { page, context } = await visit();
  await newGame(page, { variant: 'kiswahili' });
  await setSpeed(page, 'fast');
  await playSow(page, 'A6', '>');
  await playSow(page, 'a6', '<');
  const before = await counts(page);
  await page.click('[data-hole="A5"]');
  assert.equal(await page.locator('.arrow').count(), 0);
  assert.equal(await page.getAttribute('[data-hole="A1"]', 'data-target'), '<');
  assert.equal(await page.getAttribute('[data-hole="A8"]', 'data-target'), '>');
  await page.click('[data-hole="A1"]');
  await page.waitForFunction(() => document.querySelectorAll('.history [data-ply]').length - 1 === 3);
  await page.click('#btn-skip').catch(() => {});
  // The move is over when its lap caption goes (a capture's pause shows no hand).
  await page.waitForSelector('.anim-info', { state: 'detached' });
  assert.equal(await lastMove(page), 'A5<');
  const after = await counts(page);
  assert.ok(before.a4 > 0 && after.a4 === 0, 'a4, facing A5, was captured');
  assert.ok(after.A1 > before.A1, 'the captured seeds entered at the left kichwa');
  assert.ok(await page.locator('[data-hole="a4"].captured').count(), 'the capture is highlighted');
  await context.close();
});

test('reaching the nyumba in a namua capture animates, pauses, asks stop or safari, then finishes', async () => {
  const record = 'Variant: kiswahili\n\nA6>*\na6<*\nA5>\na3<\nA7<*\na3<\nA5<\na5>\nA3>\na2\n';
  const { page, context } = await visit();
  await page.goto(shared.url + fragmentFor(record));
  await page.waitForSelector('.notice[data-kind="loaded"]');
  assert.equal(await plies(page), 10);
  assert.equal(new URL(page.url()).hash, '#/play', 'the link is consumed: the address is the game page');
  await setSpeed(page, 'slow');
  await page.click('[data-hole="A8"]');
  await page.waitForSelector('.hand');
  assert.equal(await page.locator('#safari-go').count(), 0, 'the shared beginning is animated first');
  await page.waitForSelector('#safari-go');
  assert.equal(await plies(page), 10, 'nothing is played before the answer');
  await page.click('#safari-stop');
  await page.waitForFunction(() => document.querySelectorAll('.history [data-ply]').length - 1 === 11);
  assert.equal(await lastMove(page), 'A8');
  await page.click('#btn-skip');
  assert.equal(await page.locator('[data-hole="A5"] rect.pit').count(), 1, 'stopping keeps the nyumba');
  await context.close();
});

test('Bawo: the gambit is placed seed by seed with undo and confirm', async () => {
  const { page, context } = await visit();
  await newGame(page, { variant: 'bawo', setup: 'chikoko' });
  await setSpeed(page, 'instant');
  assert.equal(await page.getAttribute('.gambit', 'data-total'), '5');
  for (const hole of ['A1', 'A1', 'B3', 'A6', 'A7']) await page.click(`[data-hole="${hole}"]`);
  assert.ok(await page.isEnabled('#gambit-confirm'));
  await page.click('#gambit-undo');
  assert.equal(await page.getAttribute('.gambit', 'data-placed'), '4');
  assert.ok(!(await page.isEnabled('#gambit-confirm')));
  await page.click('[data-hole="B3"]');
  assert.equal(await page.getAttribute('[data-hole="B3"]', 'data-count'), '2');
  await page.click('#gambit-confirm');
  await page.waitForFunction(() => document.querySelectorAll('.history [data-ply]').length - 1 === 1);
  assert.equal(await lastMove(page), '@A1,A1,A6,B3,B3');
  assert.equal(await page.getAttribute('#to-move', 'data-side'), 'north');
  assert.ok(await page.locator('.gambit').count(), 'North places next');
  await page.click('[data-hole="A2"]');
  assert.equal(await page.getAttribute('.notice', 'data-kind'), 'cannot-play');
  await context.close();
});

test('the game is resumed after a reload', async () => {
  const { page, context } = await visit();
  await newGame(page, { variant: 'kujifunza' });
  await setSpeed(page, 'instant');
  await playSow(page, 'A3', '>');
  const before = await counts(page);
  await page.reload();
  await page.waitForSelector('[data-hole="A1"]');
  assert.equal(await plies(page), 1);
  assert.deepEqual(await counts(page), before);
  assert.equal(await page.inputValue('#speed'), 'instant', 'settings are remembered');
  await context.close();
});

test('export then import restores the same game', async () => {
  const { page, context } = await visit();
  await newGame(page, { variant: 'kujifunza' });
  await setSpeed(page, 'instant');
  await playSow(page, 'A3', '>');
  await playAny(page);
  const before = await counts(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#btn-export')]);
  const file = await download.path();
  const record = await readFile(file, 'utf8');
  assert.match(record, /^Variant: kujifunza\n/);
  assert.match(record, /\n\nA3>/);
  await newGame(page, { variant: 'kiswahili' });
  assert.equal(await plies(page), 0);
  await page.click('#btn-games');
  assert.equal(await page.locator('#game-list li').count(), 1, 'the replaced game is listed');
  await page.click('#game-list .close');
  await page.click('#btn-import');
  await page.setInputFiles('#import-file', file);
  await page.waitForSelector('.notice[data-kind="loaded"]');
  assert.equal(await plies(page), 2);
  assert.deepEqual(await counts(page), before);
  await context.close();
});

test('a bad share link says what is wrong and leaves the current game alone', async () => {
  const { page, context } = await visit();
  await newGame(page, { variant: 'kujifunza' });
  await setSpeed(page, 'instant');
  await playSow(page, 'A3', '>');
  const before = await counts(page);
  await page.goto(shared.url + fragmentFor('Variant: kujifunza\n\nA3>\nA3>\n'));
  await page.waitForSelector('.notice[data-kind="bad-record"]');
  const text = await page.textContent('.notice');
  assert.match(text, /line 4 \(A3>\)/);
  assert.equal(await plies(page), 1);
  assert.deepEqual(await counts(page), before);
  await page.goto(shared.url + '#game=%%%');
  await page.waitForSelector('.notice[data-kind="bad-link"]');
  assert.equal(await plies(page), 1);
  await context.close();
});

test('a share link continues the game and shares it back', async () => {
  const { page, context } = await visit();
  await page.goto(shared.url + fragmentFor('Variant: kujifunza\n\nA3>\n'));
  await page.waitForSelector('.notice[data-kind="loaded"]');
  await setSpeed(page, 'instant');
  await playAny(page);
  await page.click('#btn-share');
  const link = await page.inputValue('#share-link');
  const record = Buffer.from(new URL(link).hash.slice('#game='.length), 'base64url').toString();
  assert.match(record, /\n\nA3>\n[ab][1-8]/);
  await context.close();
});

test('a move by keyboard only: arrows, Enter, a direction key; u undoes, ? shows the keys', async () => {
  const { page, context } = await visit();
  await newGame(page, { variant: 'kujifunza' });
  await setSpeed(page, 'instant');
  for (let i = 0; i < 40 && !(await page.evaluate(() => document.activeElement?.dataset?.hole)); i++) await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.hole), 'A1');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.hole), 'A3');
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('.arrow').count(), 2);
  await page.keyboard.press('.');
  await page.waitForFunction(() => document.querySelectorAll('.history [data-ply]').length - 1 === 1);
  assert.equal(await lastMove(page), 'A3>');
  await page.keyboard.press('u');
  await page.waitForFunction(() => document.querySelectorAll('.history [data-ply]').length - 1 === 0);
  await page.keyboard.press('?');
  await page.waitForSelector('#keys');
  await page.keyboard.press('Escape');
  await page.waitForSelector('#keys', { state: 'detached' });
  await context.close();
});

test('the computer answers from its worker, undo takes back both, and it opens as South', async () => {
  const { page, context, errors } = await visit();
  const workers = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await newGame(page, { variant: 'kujifunza', opponent: 'computer', side: 'north' });
  await setSpeed(page, 'instant');
  await playSow(page, 'A3', '>');
  await page.waitForFunction(() => document.querySelectorAll('.history [data-ply]').length - 1 === 2);
  assert.ok(workers.some((url) => url.endsWith('/bao-worker_loader.js')), 'the search runs in the AI worker');
  assert.equal(await page.getAttribute('#to-move', 'data-side'), 'south');
  await page.click('#btn-undo');
  await page.waitForFunction(() => document.querySelectorAll('.history [data-ply]').length - 1 === 0);
  await page.click('#btn-new');
  // Bao la Kete, where the top level searches its first move (Bao la Kiswahili's is its book
  // move, bao_ai::FIRST_MOVES, played at once).
  await page.selectOption('#ng-variant', 'kete');
  await page.selectOption('#ng-opponent', 'computer');
  await page.selectOption('#ng-level', await page.locator('#ng-level option').last().getAttribute('value'));
  await page.selectOption('#ng-side', 'south');
  await page.click('#ng-start');
  if (await page.locator('#confirm-replace').count()) await page.click('#confirm-yes');
  await page.waitForSelector('.thinking');
  await page.waitForFunction(() => document.querySelectorAll('.history [data-ply]').length - 1 === 1, null, { timeout: 15000 });
  assert.equal(await page.getAttribute('#to-move', 'data-side'), 'north');
  assert.match(await page.textContent('.side-line[data-side="south"]'), /computer, level top/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a corrupted save is kept aside, can be exported, and a fresh game starts', async () => {
  const { page, context, errors } = await visit();
  await page.evaluate(() => localStorage.setItem('bao.game', '{"version":2,"game":{"record":'));
  await page.reload();
  await page.waitForSelector('.notice[data-kind="save-broken"]');
  assert.equal(await page.evaluate(() => localStorage.getItem('bao.broken')), '{"version":2,"game":{"record":');
  assert.equal(await plies(page), 0);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#btn-export-broken')]);
  assert.equal(await readFile(await download.path(), 'utf8'), '{"version":2,"game":{"record":');
  assert.deepEqual(errors.filter((e) => !/could not save/.test(e)), []);
  await context.close();
});

test('two tabs share one game without overwriting each other', async () => {
  const { page, context } = await visit();
  await newGame(page, { variant: 'kujifunza' });
  await setSpeed(page, 'instant');
  const other = await context.newPage();
  await gotoApp(other, shared.url);
  await playSow(page, 'A3', '>');
  await other.waitForSelector('.notice[data-kind="other-tab"]');
  assert.equal(await plies(other), 1, 'the other tab follows the move');
  await playAny(other);
  await page.waitForFunction(() => document.querySelectorAll('.history [data-ply]').length - 1 === 2);
  assert.deepEqual(await counts(page), await counts(other));
  await context.close();
});
