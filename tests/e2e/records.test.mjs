// End-to-end tests of the records and move list: stepping through the plies with the
// keys and the buttons, importing a plain move list (and a bad one reported in the dialog),
// resigning asked first, every setting reachable on a phone, "play from here", and the
// players and date that records and the game list carry.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { sharedBrowserAndServer, openPage, gotoApp, newGame, setSpeed, counts, plies, playAny, setLanguage } from './helpers.mjs';

const shared = sharedBrowserAndServer();

async function visit(options) {
  const opened = await openPage(shared.browser, options);
  await gotoApp(opened.page, shared.url);
  return opened;
}

/** The `data-ply` of the highlighted move-list entry (0: the start). */
function current(page) {
  return page.getAttribute('.history .ply.current', 'data-ply');
}

/** Imports `text` through the dialog, choosing `game` for a plain move list if given. */
async function importText(page, text, game) {
  await page.click('#btn-import');
  await page.fill('#import-text', text);
  if (game) await page.selectOption('#import-game', game);
  await page.click('#import-load');
}

/** Imports a plain move list and answers "replace the unfinished game?" if asked. */
async function importMoves(page, moves, game) {
  await importText(page, moves, game);
  if (await page.locator('#confirm-replace').count()) await page.click('#confirm-yes');
  await page.waitForSelector('#import', { state: 'detached' });
}

test('a plain move list imports into the chosen game, the current one by default', async () => {
  const { page, context, errors } = await visit();
  await newGame(page, { variant: 'kujifunza' });
  await page.click('#btn-import');
  assert.equal(await page.inputValue('#import-game'), 'kujifunza', 'the current game is chosen at first');
  for (const form of ['record', 'position', 'link', 'moves']) {
    assert.equal(await page.locator(`#import-examples li[data-form="${form}"] pre`).count(), 1, `an example of the ${form} form`);
  }
  await page.click('#import .close');
  await importMoves(page, 'A6> a6< A5<', 'kiswahili');
  assert.match(await page.textContent('.variant-title'), /Bao la Kiswahili/);
  assert.equal(await plies(page), 3);
  const entries = await page.locator('.history button.ply:not(.start)').allTextContents();
  // Written as the move list writes them (a takata gets its "*" marker, RULES.md §12).
  assert.deepEqual(entries.map((e) => e.replace(/\*+$/, '')), ['A6>', 'a6<', 'A5<']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('each example of the import dialog loads', async () => {
  const { page, context, errors } = await visit();
  await newGame(page, { variant: 'kujifunza' });
  const expected = { record: 2, position: 0, link: 2, moves: 3 };
  for (const [form, count] of Object.entries(expected)) {
    await page.click('#btn-import');
    await page.click(`#import-examples button[data-form="${form}"]`);
    await page.click('#import-load');
    if (await page.locator('#confirm-replace').count()) await page.click('#confirm-yes');
    await page.waitForSelector('#import', { state: 'detached' });
    assert.equal(await plies(page), count, form);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('a bad text is reported inside the import dialog, in both languages', async () => {
  const { page, context, errors } = await visit();
  await newGame(page, { variant: 'kiswahili' });
  // South moves first, so the second move is North's and A6 is not North's hole.
  await importText(page, 'A6> A6>', 'kiswahili');
  const error = page.locator('#import #import-error');
  await error.waitFor();
  assert.equal(await error.getAttribute('data-kind'), 'bad-move');
  assert.match(await error.textContent(), /^Move 2 \(A6>\) cannot be played/);
  assert.equal(await page.locator('.notice').count(), 0, 'nothing behind the dialog');
  assert.equal(await plies(page), 0, 'the current game is unchanged');
  await page.fill('#import-text', '{"variant": ');
  await page.click('#import-load');
  await page.waitForSelector('#import-error[data-kind="bad-position"]');
  await page.click('#import .close');
  await setLanguage(page, 'sw');
  await importText(page, '1. A6> 1… A6>', 'kiswahili');
  assert.match(await page.textContent('#import-error'), /^Mwendo wa 2 \(A6>\) hauwezi kuchezwa/);
  await page.fill('#import-text', '   ');
  await page.click('#import-load');
  await page.waitForSelector('#import-error[data-kind="empty"]');
  assert.deepEqual(errors, []);
  await context.close();
});

test('← / → and Home / End step through the move list, and so do its buttons; on the board the arrows move between holes', async () => {
  const { page, context, errors } = await visit();
  await newGame(page, { variant: 'kujifunza' });
  await setSpeed(page, 'instant');
  await importMoves(page, 'A6> a6< A5<', 'kiswahili');
  const boards = [];
  assert.equal(await current(page), '3');
  boards[3] = await counts(page);
  await page.focus('.history .move-list');
  const steps = [['ArrowLeft', '2'], ['ArrowLeft', '1'], ['Home', '0'], ['ArrowLeft', '0'], ['ArrowRight', '1'], ['ArrowRight', '2'], ['End', '3'], ['ArrowRight', '3']];
  for (const [key, ply] of steps) {
    await page.keyboard.press(key);
    await page.waitForFunction((p) => document.querySelector('.history .ply.current')?.dataset.ply === p, ply);
    const board = await counts(page);
    if (boards[ply]) assert.deepEqual(board, boards[ply], `${key}: the board of ply ${ply}`);
    boards[ply] = board;
    assert.equal(await page.locator('#btn-live').count(), ply === '3' ? 0 : 1, `${key}: viewing an earlier position`);
  }
  for (let ply = 1; ply <= 3; ply++) assert.notDeepEqual(boards[ply], boards[ply - 1], `ply ${ply} changes the board`);
  // The narration follows the viewed ply.
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.getAttribute('#narration', 'data-ply'), '1');

  const buttons = [['#mv-last', '3'], ['#mv-prev', '2'], ['#mv-first', '0'], ['#mv-next', '1'], ['#mv-next', '2'], ['#mv-last', '3']];
  for (const [button, ply] of buttons) {
    await page.click(button);
    assert.equal(await current(page), ply, button);
    assert.deepEqual(await counts(page), boards[ply], `${button}: the board of ply ${ply}`);
  }
  assert.ok(await page.isDisabled('#mv-next') && await page.isDisabled('#mv-last'), 'nothing after the last ply');
  await page.click('#mv-first');
  assert.ok(await page.isDisabled('#mv-first') && await page.isDisabled('#mv-prev'), 'nothing before the start');
  await page.click('#mv-last');

  // With a hole focused the arrows move the focus on the board, not the move list.
  const focused = () => page.getAttribute('svg.board [tabindex="0"]', 'data-hole');
  const before = await focused();
  await page.focus(`svg.board [data-hole="${before}"]`);
  await page.keyboard.press('ArrowRight');
  assert.equal(await current(page), '3', 'the move list stays');
  assert.notEqual(await focused(), before, 'the focus moved to another hole');
  assert.equal(await page.evaluate(() => document.activeElement.closest('svg.board') !== null), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a long Bawo gambit move wraps inside the move list', async () => {
  const { page, context, errors } = await visit({ viewport: { width: 360, height: 740 } });
  await newGame(page, { variant: 'bawo', setup: 'chikoko' });
  await setSpeed(page, 'instant');
  // Chikoko's five gambit seeds, placed as app.test.mjs places them.
  for (const hole of ['A1', 'A1', 'B3', 'A6', 'A7']) await page.click(`[data-hole="${hole}"]`);
  await page.click('#gambit-confirm');
  await page.waitForFunction(() => document.querySelectorAll('.history [data-ply]').length > 1);
  const entry = page.locator('.history .ply[data-ply="1"]');
  const list = await page.locator('.history .move-list').boundingBox();
  const box = await entry.boundingBox();
  assert.ok(box.x + box.width <= list.x + list.width + 1, 'the entry stays inside the list');
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360));
  assert.deepEqual(errors, []);
  await context.close();
});

test('resigning asks first', async () => {
  const { page, context, errors } = await visit();
  await newGame(page, { variant: 'kujifunza' });
  await page.click('#btn-resign');
  await page.waitForSelector('#confirm-resign');
  await page.click('#resign-no');
  await page.waitForSelector('#confirm-resign', { state: 'detached' });
  assert.equal(await page.locator('.result').count(), 0, 'playing on');
  await page.click('#btn-resign');
  await page.click('#resign-yes');
  await page.waitForSelector('.result[data-reason="resignation"]');
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a 360 px phone every setting, the language included, is reachable without sideways scrolling', async () => {
  const { page, context, errors } = await visit({ viewport: { width: 360, height: 740 } });
  await newGame(page, { variant: 'kiswahili' });
  const width = () => page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok((await width()) <= 360, `page width ${await width()}`);
  await page.click('#btn-settings');
  for (const id of ['#speed', '#language', '#theme', '#sound', '#coords']) {
    const box = await page.locator(id).boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 360, `${id} is on the screen: ${JSON.stringify(box)}`);
  }
  assert.ok((await width()) <= 360);
  await page.selectOption('#language', 'sw');
  await page.waitForFunction(() => document.querySelector('#btn-new').textContent === 'Mchezo mpya');
  assert.ok((await width()) <= 360, 'in Kiswahili too');
  // Undo and Redo say different things.
  assert.equal(await page.textContent('#btn-undo'), 'Tendua mwendo');
  assert.equal(await page.textContent('#btn-redo'), 'Rudia mwendo');
  for (const id of ['#mv-first', '#mv-prev', '#mv-next', '#mv-last', '#btn-resign', '#btn-import']) {
    const box = await page.locator(id).boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 360, `${id} is on the screen`);
  }
  await page.click('#btn-settings');
  assert.equal(await page.locator('#language').isVisible(), false, 'the panel folds again');
  assert.deepEqual(errors, []);
  await context.close();
});

test('"play from here" starts a new game from the viewed position, asking first', async () => {
  const { page, context, errors } = await visit();
  await newGame(page, { variant: 'kujifunza' });
  await setSpeed(page, 'instant');
  await importMoves(page, 'A6> a6< A5<', 'kiswahili');
  await page.click('.history .ply[data-ply="1"]');
  const viewed = await counts(page);
  await page.click('#btn-play-from');
  await page.waitForSelector('#confirm-replace');
  await page.click('#confirm-yes');
  await page.waitForSelector('#btn-play-from', { state: 'detached' });
  assert.equal(await plies(page), 0, 'a new game');
  assert.deepEqual(await counts(page), viewed, 'from the viewed position');
  assert.equal(await page.getAttribute('#to-move', 'data-side'), 'north', 'North moves after 1. A6>');
  assert.deepEqual(errors, []);
  await context.close();
});

test('exported records carry who played and the date; the game list shows them', async () => {
  const { page, context, errors } = await visit();
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  await newGame(page, { variant: 'kujifunza', opponent: 'computer', level: '2', side: 'north' });
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#btn-export')]);
  const record = await readFile(await download.path(), 'utf8');
  assert.match(record, /^South: You$/m);
  assert.match(record, /^North: Computer \(level 2\)$/m);
  assert.match(record, new RegExp(`^Date: ${today}$`, 'm'));

  await newGame(page, { variant: 'kujifunza' });
  await setSpeed(page, 'instant');
  await playAny(page);
  await newGame(page, { variant: 'kiswahili' });
  await page.click('#btn-games');
  const item = page.locator('#game-list li').first();
  assert.match(await item.textContent(), /Player 1 – Player 2/);
  assert.equal(await item.locator('.game-date').textContent(), ` · ${today}`);
  await page.click('#game-list .close');
  await setLanguage(page, 'sw');
  await page.click('#btn-games');
  assert.match(await page.locator('#game-list li').first().textContent(), /Mchezaji 1 – Mchezaji 2/);
  assert.deepEqual(errors, []);
  await context.close();
});
