// The page frame: the pages' navigation, one settings panel, the header
// naming the game on the page's board, the narration without an inner scroll bar, and the
// board as large as the screen allows — whole, without scrolling, at least 95% of a phone's
// width and 65% of a desktop's height — its box unmoved by a notice; and the start-up shell
// (src/ui/shell.rs) painting the frame and the board at the app's own size before any script.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sharedBrowserAndServer, openPage, gotoApp, newGame, setSpeed, playSow, DIST } from './helpers.mjs';

const shared = sharedBrowserAndServer();

const SIZES = [
  { width: 390, height: 844, minWidth: 0.95 },
  { width: 1280, height: 900, minHeight: 0.65 },
  { width: 1920, height: 1080, minHeight: 0.65 },
];

/** The board's box checked against the viewport: whole on the screen, unscrolled, large enough. */
async function assertBoardFits(page, size, where) {
  // From the top of the page (a click on the previous page may have scrolled it).
  const { box, scrollY } = await page.evaluate(() => {
    window.scrollTo(0, 0);
    const r = document.querySelector('.app:not(.shell) svg.board').getBoundingClientRect();
    return { box: { x: r.x, y: r.y, right: r.right, bottom: r.bottom, width: r.width, height: r.height }, scrollY: window.scrollY };
  });
  const label = `${where} at ${size.width}x${size.height}: ${JSON.stringify(box)}`;
  assert.equal(scrollY, 0, `${label}: not scrolled`);
  assert.ok(box.x >= 0 && box.y >= 0 && box.right <= size.width && box.bottom <= size.height, `${label}: the whole board is on the screen`);
  if (size.minWidth) assert.ok(box.width >= size.minWidth * size.width, `${label}: at least ${size.minWidth * 100}% of the width`);
  if (size.minHeight) assert.ok(box.height >= size.minHeight * size.height, `${label}: at least ${size.minHeight * 100}% of the height`);
  return box;
}

for (const size of SIZES) {
  test(`at ${size.width}x${size.height} the board is whole and large on the play page and on a learning step`, async () => {
    const { page, context, errors } = await openPage(shared.browser, { viewport: { width: size.width, height: size.height } });
    await gotoApp(page, shared.url);
    await page.waitForSelector('#welcome');
    await assertBoardFits(page, size, 'the play page on a first visit (its welcome shown)');
    await page.click('#welcome-learn');
    await page.waitForSelector('#learn-step[data-step="board-front"] svg.board');
    await assertBoardFits(page, size, 'a learning step');
    await page.click('#btn-play');
    await page.waitForSelector('main:not(.mode-page) svg.board');
    assert.equal(await page.locator('#welcome').count(), 0);
    await assertBoardFits(page, size, 'the play page');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a notice does not move the board', async () => {
  const { page, context, errors } = await openPage(shared.browser);
  await gotoApp(page, shared.url);
  await newGame(page, { variant: 'kiswahili' });
  const board = () => page.locator('svg.board').boundingBox();
  const before = await board();
  // B1 is empty in the namua: it cannot be played, and a notice says why.
  await page.click('[data-hole="B1"]');
  await page.waitForSelector('.notice[data-kind="cannot-play"]');
  assert.deepEqual(await board(), before);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the narration of a capturing move shows every line without a scroll bar at 1280x900', async () => {
  const { page, context, errors } = await openPage(shared.browser, { viewport: { width: 1280, height: 900 } });
  await gotoApp(page, shared.url);
  await newGame(page, { variant: 'kujifunza' });
  await setSpeed(page, 'instant');
  // A3> captures twice (explain.test.mjs): a told move of several lines.
  await playSow(page, 'A3', '>');
  await page.waitForFunction(() => document.querySelectorAll('#narration li').length >= 4);
  const { scroll, client, lines } = await page.$eval('#narration', (e) => ({ scroll: e.scrollHeight, client: e.clientHeight, lines: e.querySelectorAll('li').length }));
  assert.ok(scroll <= client, `${lines} lines: scrollHeight ${scroll} <= clientHeight ${client}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the navigation opens every page and marks the one shown; the header names the game on its board', async () => {
  const { page, context, errors } = await openPage(shared.browser);
  await gotoApp(page, shared.url);
  await newGame(page, { variant: 'kiswahili' });
  const current = () => page.getAttribute('nav.pages [aria-current="page"] button', 'id');
  const title = () => page.getAttribute('.top .variant-title', 'data-variant');
  assert.equal(await current(), 'btn-play');
  assert.equal(await title(), 'kiswahili');
  await page.click('#btn-learn');
  await page.waitForSelector('#learn');
  assert.equal(await current(), 'btn-learn');
  await page.click('[data-step="sow-first"]');
  await page.waitForSelector('#learn-step[data-step="sow-first"]');
  assert.equal(await title(), 'kujifunza', 'a Bao la Kujifunza step names its game, not the saved one');
  assert.match(await page.textContent('.top h1'), /Bao la Kujifunza/);
  for (const [button, page_] of [['#btn-drills', '#drill-page'], ['#btn-puzzles', '#puzzle-page'], ['#btn-analyse', '#analysis'], ['#btn-editor', '#editor']]) {
    await page.click(button);
    await page.waitForSelector(page_);
    assert.equal(await current(), button.slice(1));
  }
  await page.click('#btn-play');
  await page.waitForSelector('main:not(.mode-page) svg.board');
  assert.equal(await current(), 'btn-play');
  assert.equal(await title(), 'kiswahili');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the settings live in one panel, opened from one button, and change the language', async () => {
  const { page, context, errors } = await openPage(shared.browser);
  await gotoApp(page, shared.url);
  for (const id of ['#speed', '#language', '#theme', '#sound', '#coords', '#preview', '#anim-opponent-only']) {
    assert.equal(await page.isVisible(id), false, `${id} is not on the toolbar`);
    assert.equal(await page.locator(`#settings-panel ${id}`).count(), 1, `${id} is in the panel`);
  }
  await page.click('#btn-settings');
  assert.equal(await page.getAttribute('#btn-settings', 'aria-expanded'), 'true');
  for (const id of ['#speed', '#language', '#theme', '#sound', '#coords', '#preview', '#anim-opponent-only']) {
    assert.ok(await page.isVisible(id), `${id} is shown in the open panel`);
  }
  await page.selectOption('#language', 'sw');
  await page.waitForFunction(() => document.querySelector('#btn-play').textContent === 'Cheza');
  assert.equal(await page.textContent('#settings-title'), 'Mipangilio');
  await page.click('#settings-panel .close');
  assert.equal(await page.isVisible('#settings-panel'), false, 'the panel closes');
  assert.equal(await page.getAttribute('nav.pages', 'aria-label'), 'Kurasa');
  await page.click('#btn-settings');
  await page.focus('#sound');
  await page.keyboard.press('Escape');
  assert.equal(await page.isVisible('#settings-panel'), false, 'Escape closes the panel');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the start-up shell paints the frame and the board at the app\'s size before any script runs', async () => {
  const html = await readFile(join(DIST, 'index.html'), 'utf8');
  const shell = html.slice(html.indexOf('<body>'), html.indexOf('</body>'));
  assert.match(shell, /<div class="app shell" inert aria-hidden="true"><header class="top">/);
  assert.match(shell, /<svg viewBox="0 0 820 444" class="board">/);
  assert.doesNotMatch(shell, / (id|data-[a-z-]+|role|tabindex)="/, 'no ids, data or roles: nothing mistakes it for the app');
  for (const size of SIZES) {
    const viewport = { width: size.width, height: size.height };
    const still = await shared.browser.newContext({ viewport, javaScriptEnabled: false, serviceWorkers: 'block' });
    const stillPage = await still.newPage();
    await stillPage.goto(shared.url);
    const painted = await stillPage.locator('.shell svg.board').boundingBox();
    const hasHeader = await stillPage.locator('.shell header.top nav.pages').count();
    await still.close();
    assert.equal(hasHeader, 1, 'the frame: header and navigation');
    const { page, context, errors } = await openPage(shared.browser, { viewport });
    await gotoApp(page, shared.url);
    const app = await page.locator('svg.board').boundingBox();
    assert.equal(await page.locator('.shell').count(), 0, 'the app replaced the shell');
    assert.deepEqual([painted.width, painted.height], [app.width, app.height], `${size.width}x${size.height}: the shell's board has the app's size`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
