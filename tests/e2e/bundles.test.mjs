// The page's two bundles (bao::app::handover, bao::ui::bundle): the first load is the play
// bundle alone; the study bundle comes when a study page is first opened, takes the page over
// with the game as it was, and starts at once on later visits. A study bundle that cannot be
// loaded leaves the game as it was, says why, and loads on the next try.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowserAndServer, openPage, gotoApp, newGame, playSow, playAny, plies, counts, setSpeed } from './helpers.mjs';

const shared = sharedBrowserAndServer();
const study = (url) => /\/bao-study(\.js|_bg\.wasm)$/.test(new URL(url).pathname);
const worker = (url) => /\/bao-worker/.test(new URL(url).pathname);

/** A page that records the paths of every request it makes. */
async function recordingPage() {
  const opened = await openPage(shared.browser);
  opened.requests = [];
  opened.page.on('request', (request) => opened.requests.push(request.url()));
  return opened;
}

test('the first load is the play bundle; Learn to play brings the study bundle with nothing lost', async () => {
  const { page, requests, foreign, errors } = await recordingPage();
  await page.goto(shared.url);
  await page.waitForSelector('#welcome-learn');
  await page.waitForTimeout(500);
  assert.deepEqual(requests.filter((u) => study(u) || worker(u)), [], 'neither the study bundle nor the AI worker loads with the page');
  await page.click('#welcome-learn');
  // Learn to play opens the first step of the learning path.
  await page.waitForSelector('#learn-step[data-step="sow-first"]');
  assert.ok(requests.some((u) => u.endsWith('/bao-study.js')) && requests.some((u) => u.endsWith('/bao-study_bg.wasm')));
  // One app on the page: one toolbar, one board or page.
  assert.equal(await page.locator('header.top').count(), 1);
  assert.equal(await page.evaluate(() => localStorage.getItem('bao.bundle')), 'study');
  assert.deepEqual(foreign, []);
  assert.deepEqual(errors, []);
});

test('analysing a viewed ply hands over the game and the ply; a later visit starts with the study bundle', async () => {
  const { page, requests, errors } = await recordingPage();
  await gotoApp(page, shared.url);
  await newGame(page, { variant: 'kujifunza', opponent: 'human' });
  await setSpeed(page, 'instant');
  // A3> is a legal first move of Bao la Kujifunza (app.test.mjs plays it too).
  await playSow(page, 'A3', '>');
  await playAny(page);
  await page.click('.history [data-ply="1"]');
  const viewed = await counts(page);
  assert.equal(requests.filter(study).length, 0);
  await page.click('#btn-analyse');
  await page.waitForSelector('#analysis svg.board [data-hole="A1"]');
  // The analysis board stands after ply 1, the ply that was viewed.
  assert.deepEqual(await page.$$eval('#analysis [data-hole]', (els) => Object.fromEntries(els.map((e) => [e.dataset.hole, Number(e.dataset.count)]))), viewed);
  requests.length = 0;
  await page.reload();
  await page.waitForSelector('svg.board [data-hole="A1"]');
  assert.ok(requests.some((u) => u.endsWith('/bao-study_bg.wasm')), 'the study bundle starts at once');
  assert.equal(await plies(page), 2, 'the game is kept');
  assert.deepEqual(errors, []);
});

test('a study bundle that cannot be loaded says so, keeps the game, and loads on the next try', async () => {
  const { page, context, errors } = await recordingPage();
  let blocked = true;
  await context.route(/\/bao-study(\.js|_bg\.wasm)$/, (route) => (blocked ? route.abort() : route.continue()));
  await gotoApp(page, shared.url);
  await newGame(page, { variant: 'kujifunza', opponent: 'human' });
  await setSpeed(page, 'instant');
  await playSow(page, 'A3', '>');
  const before = await counts(page);
  await page.click('#btn-drills');
  await page.waitForSelector('.notice[data-kind="study-failed"]');
  assert.match(await page.textContent('.notice[data-kind="study-failed"]'), /could not be loaded .*Your game is unchanged/);
  assert.deepEqual(await counts(page), before, 'the board is as it was');
  assert.equal(await plies(page), 1);
  blocked = false;
  await page.click('#btn-drills');
  await page.waitForSelector('#drill-page');
  assert.equal(await page.locator('header.top').count(), 1);
  assert.deepEqual(errors.filter((e) => !/Failed to load resource|net::ERR_FAILED/.test(e)), []);
});
