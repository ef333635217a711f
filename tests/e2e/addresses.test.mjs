// End-to-end tests of the addresses: a page and what it shows opened from the URL fragment,
// the browser's Back and Forward between pages, a reload that stays where it was, a share link
// made before the addresses still opening its game, an analysis from any sub-path, and an
// address that names nothing giving a notice that changes nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowserAndServer, openPage, serve, plies, stepIds } from './helpers.mjs';

const shared = sharedBrowserAndServer();
const code = (text) => Buffer.from(text).toString('base64url');
const hash = (page) => new URL(page.url()).hash;

test('a step opens by its address; Back and Forward move between pages; a reload stays', async () => {
  const { page, context, errors, foreign } = await openPage(shared.browser);
  const first = stepIds()[0];
  await page.goto(shared.url + '#/learn/' + first);
  await page.waitForSelector(`#learn-step[data-step="${first}"]`);
  assert.equal(hash(page), '#/learn/' + first);

  // Another page is a new entry of the history: the drills, at the level a fresh learner has.
  await page.click('#btn-drills');
  await page.waitForSelector('#drill-page');
  await page.waitForFunction(() => location.hash === '#/drill/short');
  await page.goBack();
  await page.waitForSelector(`#learn-step[data-step="${first}"]`);
  assert.equal(hash(page), '#/learn/' + first);
  await page.goForward();
  await page.waitForSelector('#drill-page');
  assert.equal(hash(page), '#/drill/short');

  // A reload stays on the page, and on the step.
  await page.reload();
  await page.waitForSelector('#drill-page');
  assert.equal(hash(page), '#/drill/short');
  await page.goBack();
  await page.waitForSelector(`#learn-step[data-step="${first}"]`);
  await page.reload();
  await page.waitForSelector(`#learn-step[data-step="${first}"]`);
  assert.equal(hash(page), '#/learn/' + first);
  assert.deepEqual(errors, []);
  assert.deepEqual(foreign, []);
  await context.close();
});

test('a share link made before the addresses opens its game, and the address is the game page', async () => {
  const { page, context, errors } = await openPage(shared.browser);
  // Bao la Kujifunza, two moves: A3> a6>.
  await page.goto(shared.url + '#game=' + code('Variant: kujifunza\n\nA3>\na6>\n'));
  await page.waitForSelector('.notice[data-kind="loaded"]');
  assert.equal(await plies(page), 2);
  await page.waitForFunction(() => location.hash === '#/play');
  // A reload keeps the game (it is the saved game now), not a second import.
  await page.reload();
  await page.waitForSelector('svg.board [data-hole="A1"]');
  assert.equal(await plies(page), 2);
  assert.equal(await page.locator('.notice[data-kind="loaded"]').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an analysis of a record by its address, from a sub-path, and its reload', async () => {
  const { server, url } = await serve('/some/sub/path/');
  const { page, context, errors } = await openPage(shared.browser);
  const record = 'Variant: kujifunza\nResult: *\n\nA3>\na6>\n';
  await page.goto(url + '#/analysis/' + code(record));
  await page.waitForSelector('#analysis #analysis-tree');
  assert.equal(await page.locator('#analysis-tree .tree-move').count(), 2, 'A3> and a6> on the main line');
  // Back one move: the cursor moves, the address (the record) stays, a reload keeps the cursor.
  await page.click('#btn-tree-prev');
  await page.waitForSelector('#analysis-tree .tree-move.current[data-path="0"]');
  await page.reload();
  await page.waitForSelector('#analysis-tree .tree-move.current[data-path="0"]');
  assert.equal(await page.locator('#analysis-tree .tree-move').count(), 2);
  assert.deepEqual(errors, []);
  await context.close();
  server.close();
});

test('an address that names nothing gives a notice and changes nothing', async () => {
  const { page, context, errors } = await openPage(shared.browser);
  await page.goto(shared.url + '#game=' + code('Variant: kujifunza\n\nA3>\n'));
  await page.waitForSelector('.notice[data-kind="loaded"]');
  await page.goto(shared.url + '#/nowhere');
  await page.waitForSelector('.notice[data-kind="bad-address"]');
  assert.match(await page.textContent('.notice'), /The address #\/nowhere names no page of the app\. Nothing was changed\./);
  assert.equal(await plies(page), 1, 'the game is unchanged');
  await page.goto(shared.url + '#/learn/no-such-step');
  await page.waitForFunction(() => /no learning step “no-such-step”/.test(document.querySelector('.notice')?.textContent ?? ''));
  assert.equal(await page.locator('#learn').count(), 0, 'no page opened');
  assert.equal(await plies(page), 1);
  assert.deepEqual(errors, [], 'the console stays clean');
  await context.close();
});

// A fresh browser (nothing stored) opening a page by its bare address sees what the page is for
// at once: the analysis board on the game being played (a new one: its start), the stages, a
// drill, a puzzle, the editor's board; the review, with no moves yet, says how to get some.
test('on a fresh visit every page opened by its bare address shows its content', async () => {
  const pages = [
    ['#/analysis', '#analysis svg.board [data-hole="A1"]', /^#\/analysis\//],
    ['#/learn', '#learn .learn-stages li', /^#\/learn$/],
    ['#/drill', '#drill-page svg.board [data-hole="A1"]', /^#\/drill\/short$/],
    ['#/puzzles', '#puzzle-page svg.board [data-hole="A1"]', /^#\/puzzle\//],
    ['#/editor', '#editor #edit-A1', /^#\/editor\//],
    ['#/review', '#review #review-none', /^#\/review$/],
  ];
  for (const [address, content, after] of pages) {
    const { page, context, errors, foreign } = await openPage(shared.browser);
    await page.goto(shared.url + address);
    await page.waitForSelector(content);
    await page.waitForFunction((pattern) => new RegExp(pattern).test(location.hash), after.source);
    if (address === '#/analysis') {
      assert.equal(await page.locator('#analysis #btn-analyse-game').count(), 0, 'no button to press first');
      assert.equal(await page.getAttribute('.top .variant-title', 'data-variant'), 'kiswahili', 'the header names the game analysed');
      // Bao la Kiswahili's start: 6, 2 and 2 seeds in A5, A6 and A7.
      const start = await page.$$eval('#analysis svg.board [data-hole]', (holes) => holes.filter((h) => h.dataset.count !== '0').map((h) => `${h.dataset.hole}=${h.dataset.count}`).sort());
      assert.deepEqual(start, ['A5=6', 'A6=2', 'A7=2', 'a5=6', 'a6=2', 'a7=2']);
    }
    if (address === '#/review') assert.match(await page.textContent('#review-none'), /Import record.*Review/);
    assert.deepEqual(errors, [], address);
    assert.deepEqual(foreign, [], address);
    await context.close();
  }
});
