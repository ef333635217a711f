// End-to-end: the board editor. A wrong seed total is said in words while editing and nothing
// is lost; the edited position opens as a new game; keys, Kiswahili and a phone viewport.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowserAndServer, openPage, gotoApp, newGame, counts, setLanguage } from './helpers.mjs';

const shared = sharedBrowserAndServer();

const seeds = (page, hole) => page.locator(`#edit-${hole} b`).innerText().then(Number);

async function openEditor(page) {
  await gotoApp(page, shared.url);
  await newGame(page, { variant: 'kujifunza' });
  await page.click('#btn-editor');
  await page.waitForSelector('#editor');
}

test('a wrong seed total is said while editing, nothing is lost, and the position opens as a game', async () => {
  const { page, context, errors, foreign } = await openPage(shared.browser);
  await openEditor(page);
  await page.selectOption('#edit-start-variant', 'kiswahili');
  await page.click('#edit-from-start');
  await page.waitForSelector('#editor-message.ok');
  // The Bao la Kiswahili start: 6 seeds in the nyumba (A5), 2 in A6 and A7, 22 in each reserve.
  assert.equal(await seeds(page, 'A5'), 6);
  // Shift-click takes a seed from the nyumba: 63 seeds, said in words, with the study hint.
  await page.click('#edit-A5', { modifiers: ['Shift'] });
  await page.waitForSelector('#editor-message.error');
  const message = await page.locator('#editor-message').innerText();
  assert.match(message, /63/);
  assert.match(message, /64/);
  assert.match(message, /study/);
  assert.equal(await seeds(page, 'A5'), 5, 'the edit is kept');
  assert.ok(await page.locator('#editor-play').isDisabled(), 'no game from a refused position');
  // Keys: "3" typed on the focused A1 (empty at the start) makes 66; Backspace erases it to 0;
  // "+" on A2 adds the missing seed: 64 again, and A5 still holds its 5.
  await page.focus('#edit-A1');
  await page.keyboard.press('3');
  assert.equal(await seeds(page, 'A1'), 3);
  assert.match(await page.locator('#editor-message').innerText(), /66/);
  await page.keyboard.press('Backspace');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('+');
  assert.equal(await seeds(page, 'A2'), 1);
  await page.waitForSelector('#editor-message.ok');
  assert.equal(await seeds(page, 'A5'), 5);
  // North to move, against a friend: the game starts from exactly this position.
  await page.selectOption('#edit-to-move', 'north');
  await page.click('#editor-play');
  if (await page.locator('#confirm-replace').count()) await page.click('#confirm-yes');
  await page.waitForSelector('svg.board [data-hole="A1"]');
  const board = await counts(page);
  assert.equal(board.A5, 5);
  assert.equal(board.A2, 1);
  assert.equal(board.A1, 0);
  assert.deepEqual(errors, []);
  assert.deepEqual(foreign, []);
  await context.close();
});

test('export and import as JSON, the takasia rule in Kiswahili, on a phone', async () => {
  const { page, context, errors } = await openPage(shared.browser, { viewport: { width: 390, height: 844 } });
  await openEditor(page);
  await setLanguage(page, 'sw');
  await page.selectOption('#edit-start-variant', 'kujifunza');
  await page.click('#edit-from-start');
  await page.click('#editor-export');
  const json = await page.locator('#editor-json').inputValue();
  const exported = JSON.parse(json);
  assert.equal(exported.variant, 'kujifunza');
  assert.deepEqual(exported.south.front, [2, 2, 2, 2, 2, 2, 2, 2], 'two seeds in every hole (RULES.md §10)');
  // Bao la Kujifunza has no takasia: the engine refuses it, in Kiswahili.
  await page.selectOption('#edit-takasia', 'A1');
  await page.waitForSelector('#editor-message.error');
  assert.notEqual(await page.locator('#editor-message').innerText(), '');
  // The exported JSON read back: the position as it was, valid again.
  await page.fill('#editor-json', json);
  await page.click('#editor-import');
  await page.waitForSelector('#editor-message.ok');
  assert.equal(await page.locator('#editor-share').count(), 1, 'a valid position has a share link');
  // Not JSON: said, and the position stays.
  await page.fill('#editor-json', '{"nope": 1}');
  await page.click('#editor-import');
  await page.waitForSelector('#editor-import-error');
  assert.equal(await seeds(page, 'a8'), 2);
  assert.deepEqual(errors, []);
  await context.close();
});

// A touch held still on a hole for HOLD_MS (500 ms, src/ui/hooks/long_press.rs) and the mouse's
// button held as long: each takes away exactly one seed, and the release adds none. Touches are
// real ones (the DevTools protocol's touch events in a touch context), so the browser's own
// long-press context menu and the click after the release happen as on a phone.
test('a long press takes one seed away, by touch and by mouse; a tap adds one', async () => {
  const context = await shared.browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await openEditor(page);
  await page.selectOption('#edit-start-variant', 'kujifunza');
  await page.click('#edit-from-start');
  await page.waitForSelector('#editor-message.ok');
  // Bao la Kujifunza's start: two seeds in every hole (RULES.md §10), 64 in all.
  const centre = async (hole) => {
    const box = await page.locator(`#edit-${hole}`).boundingBox();
    return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
  };
  const cdp = await context.newCDPSession(page);
  const touchHold = async (hole, ms) => {
    const point = await centre(hole);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await page.waitForTimeout(ms);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  await touchHold('A3', 1200);
  await page.waitForTimeout(300);
  assert.equal(await seeds(page, 'A3'), 1, 'a long touch removes one seed, and its release adds none');
  assert.match(await page.locator('#edit-total').innerText(), /63/);
  // A quick tap still adds one.
  await page.tap('#edit-A4');
  assert.equal(await seeds(page, 'A4'), 3);
  // The mouse held as long on A5: one seed less.
  const point = await centre('A5');
  await page.mouse.move(point.x, point.y);
  await page.mouse.down();
  await page.waitForTimeout(1200);
  await page.mouse.up();
  await page.waitForTimeout(300);
  assert.equal(await seeds(page, 'A5'), 1, 'a long mouse press removes one seed');
  // Held, but moved away before the time: no press, nothing removed.
  const start = await centre('A6');
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: start.x, y: start.y + 40 }] });
  await page.waitForTimeout(1200);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForTimeout(300);
  assert.equal(await seeds(page, 'A6'), 2, 'a moved touch is no long press');
  assert.deepEqual(errors, []);
  await context.close();
});
