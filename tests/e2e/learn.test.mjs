// End-to-end tests of the learning path: a newcomer's first visit, "Learn to play", the board
// stage's first step (tap the hole named A3), the sowing stage worked with one wrong answer and one hint, its stars on the page and in the toolbar;
// the path by keyboard, on a phone and in Kiswahili; a broken progress set aside.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowserAndServer, openPage, setSpeed, setLanguage } from './helpers.mjs';

const shared = sharedBrowserAndServer();

/** Taps a hole of the step's board and waits for the feedback of that kind. */
async function tap(page, hole, kind) {
  await page.click(`#learn-step [data-hole="${hole}"]`);
  await page.waitForSelector(`#learn-feedback[data-kind="${kind}"]`);
}

test('a newcomer: Learn to play, the named hole, the sowing stage with one wrong answer and one hint, stars shown', async () => {
  const { page, context, errors, foreign } = await openPage(shared.browser);
  await page.goto(shared.url);
  await page.waitForSelector('#welcome');
  assert.equal(await page.locator('#new-game').count(), 0, 'no bare new-game dialog on a first visit');
  assert.equal(await page.locator('#welcome-play').count(), 1, '"Play" is offered next to "Learn to play"');
  await setSpeed(page, 'instant');
  await page.click('#welcome-learn');

  // board-front, the path's first step: tap the hole named A3 (RULES.md §1: South's front row
  // A1…A8 from his left). A4 is wrong and says so; A3 is right and stays marked.
  await page.waitForSelector('#learn-step[data-step="board-front"]');
  assert.match(await page.textContent('#learn-goal'), /Tap A3/);
  assert.equal(await page.locator('#learn-step .hole.playable').count(), 0, 'no hole is offered to sow');
  await tap(page, 'A4', 'wrong');
  assert.match(await page.textContent('#learn-feedback'), /Not quite\. You tapped A4\./);
  await tap(page, 'A3', 'right');
  await page.waitForSelector('#learn-step[data-solved="true"][data-stars="2"]');
  assert.deepEqual(await page.$$eval('#learn-step .hole.hint', (els) => els.map((e) => e.dataset.hole)), ['A3'], 'the named hole is marked');
  await page.click('#learn-next');
  await page.waitForSelector('#learn-step[data-step="board-back"]');
  await page.click('#learn-back');
  await page.waitForSelector('#learn');
  await page.click('[data-step="sow-first"]');

  // sow-first: A3 holds 3 and sows to the right: A4, A5, A6 (empty) — the move stops in A6.
  await page.waitForSelector('#learn-step[data-step="sow-first"]');
  assert.match(await page.textContent('#learn-goal'), /A3>/);
  assert.equal(await page.getAttribute('.learn-live', 'aria-live'), 'polite', 'goal and feedback are in a live region');
  await tap(page, 'A5', 'wrong');
  assert.match(await page.textContent('#learn-feedback'), /Not quite\. Not A5: the last seed fell into the empty hole A6 after one lap/);
  await tap(page, 'A6', 'right');
  await page.waitForSelector('#learn-step[data-solved="true"][data-stars="2"]');
  assert.match(await page.textContent('#learn-result'), /★★☆/, 'one miss: two stars');
  await page.click('[data-hole="A4"]');
  assert.equal(await page.getAttribute('#learn-step', 'data-stars'), '2', 'a solved step takes no more answers');

  // sow-corner: A7> sows A8, then B8, B7 (empty): it stops in B7. One hint first: the row.
  await page.click('#learn-next');
  await page.waitForSelector('#learn-step[data-step="sow-corner"]');
  await page.click('#learn-hint');
  await page.waitForSelector('#learn-feedback[data-kind="hint"]');
  assert.match(await page.textContent('#learn-feedback'), /Look at your back row\./);
  assert.ok((await page.locator('#learn-step .hole.hint').count()) === 8, 'the row is marked on the board');
  // The hole would be the answer itself: the next hint is "show me".
  assert.match(await page.textContent('#learn-hint'), /^Show me/);
  await tap(page, 'B7', 'right');
  await page.waitForSelector('#learn-step[data-solved="true"][data-stars="2"]');

  // sow-choose, by keyboard: the move whose last seed falls into B2 is A2< (A1, B1, B2).
  await page.click('#learn-next');
  await page.waitForSelector('#learn-step[data-step="sow-choose"]');
  // A2 and A7 can start, both in the front row: "which row" would narrow nothing.
  assert.match(await page.textContent('#learn-hint'), /^Hint: which hole/);
  await page.focus('#learn-step [data-hole="A2"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#learn-step .arrow');
  await page.keyboard.press('<');
  await page.waitForSelector('#learn-step[data-solved="true"][data-stars="3"]');
  assert.ok((await page.locator('#learn-told li').count()) >= 1, 'the move is told lap by lap');

  // The end of the stage: its stars, the next stage and a practice game.
  await page.waitForSelector('#learn-stage-end[data-stage="sowing"]');
  assert.match(await page.textContent('#learn-stage-end h3'), /Stage complete: 7 of 9 stars\./);
  assert.equal(await page.locator('#learn-next-stage').count(), 1);
  assert.match(await page.textContent('#learn-practice'), /Bao la Kujifunza/);
  assert.equal(await page.getAttribute('#btn-learn', 'data-stages'), '1', 'the toolbar shows the stage done');
  assert.equal(await page.getAttribute('#btn-learn', 'data-stars'), '9', 'two for board-front, seven for sowing');
  assert.match(await page.textContent('#btn-learn'), /1\/18 stages · 9 ★/);

  // The progress is kept: after a reload the stage list shows the stars.
  await page.click('#learn-back');
  await page.reload();
  await page.waitForSelector('#learn', { state: 'attached' }); // a reload stays on the Learn page
  await page.click('#btn-learn');
  await page.waitForSelector('#learn');
  assert.equal(await page.getAttribute('[data-step="sow-first"]', 'data-stars'), '2');
  assert.equal(await page.getAttribute('[data-step="sow-choose"]', 'data-stars'), '3');
  assert.equal(await page.locator('[data-step="relay-one"]:not([disabled])').count(), 1, 'the next stage is open');
  assert.equal(await page.locator('[data-step="relay-two"][disabled]').count(), 1, 'its second step is locked');

  // The practice game: Bao la Kujifunza against the computer, on the game's page.
  await page.click('[data-step="sow-first"]');
  await page.waitForSelector('#learn-step[data-step="sow-first"]');
  await page.click('#learn-back');
  await page.click('[data-step="sow-choose"]');
  await page.click('#learn-step [data-hole="A2"]');
  await page.click('#learn-step .arrow[data-dir="<"]');
  await page.click('#learn-practice');
  await page.waitForSelector('main:not(.mode-page) svg.board');
  assert.match(await page.textContent('.variant-title'), /Bao la Kujifunza/);
  assert.deepEqual(errors, []);
  assert.deepEqual(foreign, []);
  await context.close();
});

test('on a phone in Kiswahili: the capture step says why a smaller capture misses, and a reload keeps the open step', async () => {
  const { page, context, errors } = await openPage(shared.browser, { viewport: { width: 390, height: 844 } });
  await page.goto(shared.url);
  await page.waitForSelector('#welcome');
  await setLanguage(page, 'sw');
  await setSpeed(page, 'instant');
  await page.click('#welcome-play');
  await page.waitForSelector('#new-game');
  await page.click('#new-game .close');
  await page.click('#btn-learn');
  await page.waitForSelector('#learn');
  assert.match(await page.textContent('#learn-title'), /Jifunze Bao/);
  // Bao la Kiswahili's first stage opens at once; Bao la Kujifunza's later ones are locked.
  assert.equal(await page.locator('[data-stage="namua"] button:not([disabled])').count() >= 1, true);
  assert.equal(await page.locator('[data-step="capture-most"][disabled]').count(), 1);
  await page.click('#learn-continue');
  await page.waitForSelector('#learn-step[data-step="board-front"]');
  assert.match(await page.textContent('#learn-goal'), /Lengo/);
  await page.reload();
  await page.waitForSelector('#learn-step[data-step="board-front"]');
  await tap(page, 'A4', 'wrong');
  assert.match(await page.textContent('#learn-feedback'), /^Si hivyo\./);
  const box = await page.locator('#learn-step svg.board').boundingBox();
  assert.ok(box.width <= 390, 'the board fits the phone');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a broken learning progress is set aside and reported, and the game is kept', async () => {
  const { page, context, errors } = await openPage(shared.browser);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('bao.learn', '{oops');
    }
  });
  await page.goto(shared.url);
  await page.waitForSelector('.notice[data-kind="data-set-aside"]');
  assert.match(await page.textContent('.notice[data-kind="data-set-aside"]'), /bao\.learn/);
  assert.equal(await page.evaluate(() => localStorage.getItem('bao.learn.broken')), '{oops', 'the broken text is kept aside');
  assert.equal(await page.getAttribute('#btn-learn', 'data-stars'), '0');
  assert.deepEqual(errors.filter((e) => !/could not/.test(e)), []);
  await context.close();
});

test('a step shared by its address opens on a fresh visit, ahead of the learner, and says the steps before it are not done', async () => {
  const { page, context, errors } = await openPage(shared.browser);
  // board-back is the path's second step: a fresh learner has not solved board-front before it.
  await page.goto(`${shared.url}#/learn/board-back`);
  await page.waitForSelector('#learn-step[data-step="board-back"]');
  assert.match(await page.textContent('#learn-ahead'), /steps before it are not done yet/);
  assert.equal(await page.locator('.notice[data-kind="bad-address"]').count(), 0, 'no "locked" notice');
  // The step open first, board-front, is not ahead of anything.
  await page.goto(`${shared.url}#/learn/board-front`);
  await page.waitForSelector('#learn-step[data-step="board-front"]');
  assert.equal(await page.locator('#learn-ahead').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});
