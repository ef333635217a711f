// End-to-end checks of the app core: shortcut keys leave the console clean, and a learning step
// or a game from a study position survives a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowserAndServer, openPage, gotoApp, newGame, setSpeed, counts, plies, playSow, openLearn, playStep } from './helpers.mjs';

const shared = sharedBrowserAndServer();

const fragmentFor = (record) => '#game=' + Buffer.from(record).toString('base64url');

test('pressing every shortcut key logs no console error or warning', async () => {
  const { page, context, errors } = await openPage(shared.browser);
  const warnings = [];
  page.on('console', (msg) => { if (msg.type() === 'warning') warnings.push(msg.text()); });
  await gotoApp(page, shared.url);
  await newGame(page, { variant: 'kujifunza' });
  await setSpeed(page, 'instant');
  await page.click('[data-hole="A3"]');
  // The keys of src/ui/hooks/listeners.rs: directions, undo, flip, the keys help, Escape.
  for (const key of ['<', ',', 'u', '>', '.', 'u', 'f', 'f', '?', 'Escape']) {
    await page.keyboard.press(key);
  }
  assert.equal(await page.locator('#keys').count(), 0, 'Escape closed the keys help that ? opened');
  await page.keyboard.press('?');
  await page.waitForSelector('#keys');
  await page.keyboard.press('Escape');
  assert.equal(await plies(page), 0, 'each move played by a direction key was undone by u');
  await page.waitForTimeout(100);
  assert.deepEqual(errors, []);
  assert.deepEqual(warnings.filter((w) => /preventDefault|passive/i.test(w)), []);
  await context.close();
});

test('a learning step on a study position is still there after a reload, before and after an answer', async () => {
  const { page, context, errors } = await openLearn(shared.browser, shared.url, ['sow-first', 'sow-corner', 'sow-choose', 'relay-one', 'relay-two',
    'relay-choose', 'start-front', 'start-back', 'start-kichwa', 'start-back-sow', 'capture-first', 'compulsory', 'capture-back']);
  await page.click('[data-step="capture-most"]');
  await page.waitForSelector('#learn-step[data-step="capture-most"]');
  // The capture step's study position (content/learn): 31 seeds, not 64.
  const start = await counts(page);
  await page.reload();
  await page.waitForSelector('#learn-step[data-step="capture-most"]');
  assert.equal(await page.locator('.notice[data-kind="data-set-aside"]').count(), 0, 'the stored step was read');
  assert.deepEqual(await counts(page), start, 'the step and its position are kept');
  await playStep(page, 'A3', '>'); // A3> captures only a4's two seeds: a miss
  await page.waitForSelector('#learn-feedback[data-kind="wrong"]');
  await page.reload();
  await page.waitForSelector('#learn-step[data-step="capture-most"]');
  assert.equal(await page.locator('.notice[data-kind="data-set-aside"]').count(), 0);
  assert.deepEqual(await counts(page), start, "back at the step's start");
  await playStep(page, 'A6', '>');
  await page.waitForSelector('#learn-step[data-solved="true"]');
  assert.equal(await page.getAttribute('#learn-step', 'data-stars'), '2', 'the miss made before the reload still counts');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a game from a study position, loaded from a link, is still there after a reload', async () => {
  const start = '{"variant":"kujifunza","to_move":"south","south":{"front":[0,0,2,0,1,2,0,1],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},'
    + '"north":{"front":[6,1,0,2,0,0,0,0],"back":[1,1,1,1,1,1,1,1],"reserve":0,"house":"lost"},"takasia":null,"ply":0}';
  const record = `Variant: kujifunza\nStart: ${start}\nStudy: yes\n\nA6>\n`;
  const { page, context, errors } = await openPage(shared.browser);
  await gotoApp(page, shared.url + fragmentFor(record));
  await page.waitForSelector('.notice[data-kind="loaded"]');
  assert.equal(await plies(page), 1);
  // A6> captured the six seeds of a1 (worked out in src/app/lessons.rs).
  assert.equal((await counts(page)).a1, 0);
  await page.reload();
  await page.waitForSelector('svg.board [data-hole="A1"]');
  assert.equal(await page.locator('.notice[data-kind="save-broken"]').count(), 0, 'the save was read');
  assert.equal(await plies(page), 1, 'the study game is kept');
  assert.equal((await counts(page)).a1, 0);
  assert.deepEqual(errors, []);
  await context.close();
});
