// End-to-end tests of the explanations: the hole names on the board and the visible
// narration and trail of the highlighted move.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowserAndServer, openPage, gotoApp, newGame, setSpeed, playAny, playSow, setLanguage, inSettings } from './helpers.mjs';

const shared = sharedBrowserAndServer();

async function visit() {
  const opened = await openPage(shared.browser);
  await gotoApp(opened.page, shared.url);
  return opened;
}

test('every hole carries its name; the setting hides the names and is remembered', async () => {
  const { page, context, errors } = await visit();
  await newGame(page, { variant: 'kujifunza' });
  const text = await page.textContent('svg.board');
  for (const name of ['A1', 'A8', 'B1', 'B8', 'a1', 'a8', 'b1', 'b8']) assert.ok(text.includes(name), `${name} is on the board`);
  const names = await page.$$eval('svg.board [data-hole]', (els) => els.map((e) => [e.dataset.hole, e.querySelector('.hole-name')?.textContent]));
  assert.equal(names.length, 32);
  for (const [hole, name] of names) assert.equal(name, hole, 'each hole shows its own name');
  // Seen from South, A1 is left of A8 and a8 sits above A1 (A i faces a(9−i), RULES.md §1).
  const box = async (hole) => page.locator(`[data-hole="${hole}"] .hole-name`).boundingBox();
  const [a1, a8, north8] = [await box('A1'), await box('A8'), await box('a8')];
  assert.ok(a1.x < a8.x && Math.abs(north8.x - a1.x) < 5 && north8.y < a1.y);
  await page.click('#btn-flip');
  const [a1f, north8f] = [await box('A1'), await box('a8')];
  assert.ok(north8f.y > a1f.y, 'the names follow the flip');

  await inSettings(page, () => page.click('#coords'));
  await page.waitForSelector('svg.board .hole-name', { state: 'detached' });
  assert.ok(!(await page.textContent('svg.board')).includes('A1'));
  await page.reload();
  await page.waitForSelector('svg.board [data-hole="A1"]');
  assert.equal(await page.locator('svg.board .hole-name').count(), 0, 'hidden after a reload');
  assert.equal(await page.isChecked('#coords'), false);
  assert.deepEqual(errors, []);
  await context.close();
});

// Bao la Kujifunza starts with 2 seeds in every hole (RULES.md §10). South's A3> sows A4, A5;
// A5 (3 seeds) faces a4 (2 seeds): captured, entered at the left kichwa A1 (a central capture
// going clockwise, §4), sown A1 A2; A2 (3) faces a7 (2): captured again.
test('after a capture the narration names the captured hole and the seeds; a viewed ply is told with its trail', async () => {
  const { page, context, errors } = await visit();
  await newGame(page, { variant: 'kujifunza' });
  await setSpeed(page, 'instant');
  assert.match(await page.textContent('#narration'), /No move has been played yet/);
  const board = await page.locator('svg.board').boundingBox();
  await playSow(page, 'A3', '>');
  const told = await page.locator('#narration li').allTextContents();
  assert.equal(told[0], 'lap 1: A3, 2 seeds to the right, ends in A5');
  assert.match(told[1], /^lap 2: captured 2 from a4 → entered at kichwa A1/);
  assert.match(told[2], /^lap 3: captured 2 from a7 /);
  assert.match(await page.textContent('#narration h2'), /^Last move, South: 1\. A3>/);
  assert.deepEqual(await page.locator('svg.board').boundingBox(), board, 'the board does not move');
  for (const hole of ['a4', 'a7']) assert.equal(await page.locator(`[data-hole="${hole}"].captured`).count(), 1, `${hole} is marked captured`);
  assert.equal(await page.locator('[data-hole="A3"].touched').count(), 1, 'the trail starts in A3');

  await playAny(page);
  await page.waitForSelector('.hand', { state: 'detached' });
  assert.match(await page.textContent('#narration h2'), /^Last move, North: 1… /);
  await page.click('.history [data-ply="1"]');
  await page.waitForSelector('#narration[data-ply="1"]');
  assert.match(await page.textContent('#narration h2'), /^Move 1\. A3>, played by South/);
  assert.equal(await page.locator('#narration li').first().textContent(), 'lap 1: A3, 2 seeds to the right, ends in A5');
  assert.match(await page.textContent('.status .viewing'), /Viewing the position after 1\. A3>/);
  assert.equal(await page.locator('[data-hole="a4"].captured').count(), 1, 'the trail follows the viewed ply');
  await setLanguage(page, 'sw');
  assert.match(await page.textContent('#narration h2'), /^Mwendo 1\. A3>, umechezwa na Kusini/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('after a capture by the computer the narration names each captured hole and the seeds, as the announcement counts them', async () => {
  const { page, context, errors } = await visit();
  await newGame(page, { variant: 'kujifunza', opponent: 'computer', level: '1', side: 'north' });
  await setSpeed(page, 'instant');
  let caught = null;
  for (let moves = 0; moves < 12 && !caught; moves++) {
    await page.waitForSelector('.result, .hole.playable', { timeout: 20000 });
    if (await page.locator('.result').count()) break;
    await playAny(page);
    // The computer's reply: North's move is the last one and nothing is animated.
    await page.waitForFunction(() => /^Last move, North/.test(document.querySelector('#narration h2')?.textContent ?? '') && !document.querySelector('.hand'), null, { timeout: 20000 });
    caught = (await page.textContent('#live')).match(/^North played .* and captured (\d+) seeds/);
  }
  assert.ok(caught, 'the computer captured within its first moves (captures are compulsory in mtaji)');
  const lines = (await page.locator('#narration li').allTextContents()).join('\n');
  // "captured 2 from A4", or in a grouped line "captured 4 from A4 and 2 from A6".
  const named = [...lines.matchAll(/(\d+) from ([AB][1-8])/g)];
  assert.ok(named.length > 0, lines);
  assert.equal(named.reduce((sum, m) => sum + Number(m[1]), 0), Number(caught[1]), 'the narration counts the seeds the engine reports');
  for (const [, , hole] of named) {
    assert.match(hole, /^A/, 'a capture takes a front-row hole of South');
    assert.equal(await page.locator(`[data-hole="${hole}"].captured`).count(), 1, `${hole} is marked on the board`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});
