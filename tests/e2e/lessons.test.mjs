// End-to-end tests of the learning path's steps on the Learn page (they replace the six old
// lessons): a step judges the learner's move, offers "try again" and leads on to the next
// step; a solved step is ticked in the stage list and remembered after a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowserAndServer, openLearn, playStep, counts, plies, stepIds } from './helpers.mjs';

const shared = sharedBrowserAndServer();

/** The steps before Bao hamna, in curriculum order (content/learn). */
const BEFORE_HAMNA = stepIds().slice(0, stepIds().indexOf('bao-hamna'));

test('the capture step: a smaller capture is judged a miss, try again, the biggest one passes, then the next step', async () => {
  const { page, context, errors } = await openLearn(shared.browser, shared.url, BEFORE_HAMNA.filter((id) => id !== 'capture-most'));
  assert.equal(await page.getAttribute('[data-step="capture-most"]', 'data-stars'), '0');
  await page.click('[data-step="capture-most"]');
  await page.waitForSelector('#learn-step[data-step="capture-most"]');
  assert.match(await page.textContent('#learn-step-title'), /Capturing and the kichwa · step 4 of/);
  // The step's study position (content/learn): South A3=2, A5=1, A6=2, A8=1; North a1=6, a4=2.
  const start = await counts(page);
  assert.deepEqual([start.A3, start.A5, start.A6, start.A8, start.a1, start.a4], [2, 1, 2, 1, 6, 2]);
  assert.deepEqual((await page.$$eval('#learn-step .hole.playable', (els) => els.map((e) => e.dataset.hole))).sort(), ['A3', 'A6'], 'only the two captures are offered');

  await playStep(page, 'A3', '>'); // A3> captures a4's 2 seeds; A6> would capture 6
  await page.waitForSelector('#learn-feedback[data-kind="wrong"]');
  assert.match(await page.textContent('#learn-feedback'), /That captures 2; another move captures 6\./);
  assert.equal((await counts(page)).a4, 0, 'a4 was captured');
  await page.click('#learn-try-again');
  await page.waitForFunction(() => !document.querySelector('#learn-feedback'));
  assert.deepEqual(await counts(page), start, 'back at the start');

  await playStep(page, 'A6', '>');
  await page.waitForSelector('#learn-feedback[data-kind="right"]');
  assert.equal((await counts(page)).a1, 0, 'the six seeds of a1 were captured');
  await page.click('#learn-next');
  await page.waitForSelector('#learn-step[data-step="entry-kimbi"]');
  await page.click('#learn-back');
  assert.equal(await page.getAttribute('[data-step="capture-most"]', 'data-stars'), '2', 'the solved step is ticked with its stars');
  await page.reload();
  await page.waitForSelector('#learn', { state: 'attached' }); // a reload stays on the Learn page
  await page.click('#btn-learn');
  assert.equal(await page.getAttribute('[data-step="capture-most"]', 'data-stars'), '2', 'and remembered after a reload');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the Bao hamna step ends with a win, leaves the game alone and is not filed in the game list', async () => {
  const { page, context, errors } = await openLearn(shared.browser, shared.url, BEFORE_HAMNA);
  await page.click('[data-step="bao-hamna"]');
  await page.waitForSelector('#learn-step[data-step="bao-hamna"]');
  await playStep(page, 'A6', '>'); // A6> captures a1, relays from A8 and captures a4: North's last front seeds
  await page.waitForSelector('#learn-feedback[data-kind="right"]');
  assert.match(await page.textContent('#learn-feedback'), /Bao hamna/);
  await page.click('#learn-to-game');
  await page.waitForSelector('main:not(.mode-page) svg.board');
  assert.equal(await plies(page), 0, 'the game being played was not touched');
  await page.click('#btn-games');
  assert.equal(await page.locator('#game-list li').count(), 0, 'a step is not a game to list');
  assert.deepEqual(errors, []);
  await context.close();
});

test('guard the nyumba: a capture that leaves North a way to the nyumba is refuted by that capture, the one that does not is right', async () => {
  const { page, context, errors } = await openLearn(shared.browser, shared.url, stepIds().slice(0, stepIds().indexOf('strat-nyumba-guard')));
  await page.click('[data-step="strat-nyumba-guard"]');
  await page.waitForSelector('#learn-step[data-step="strat-nyumba-guard"]');
  // The step's position (content/learn/14-strategy-kiswahili.json): South's nyumba A5 holds 15,
  // North's a4 faces it with 1.
  const start = await counts(page);
  assert.deepEqual([start.A5, start.a4], [15, 1]);
  // After A4> North's a4<, a4>, a6> and a8 each take the nyumba (the step's derivation). A
  // namua capture names its direction by the kichwa its seeds enter: A8 for >, A1 for <.
  const capture = async (hole, kichwa) => {
    await page.click(`#learn-step [data-hole="${hole}"]`);
    await page.click(`#learn-step [data-hole="${kichwa}"]`);
    await page.waitForSelector('#learn-feedback');
  };
  await capture('A4', 'A8');
  await page.waitForSelector('#learn-feedback[data-kind="wrong"]');
  assert.match(await page.textContent('#learn-feedback'), /North can then play (a4<|a4>|a6>|a8) and capture your nyumba \(\d+ seeds\)\./);
  await page.click('#learn-try-again');
  await page.waitForFunction(() => !document.querySelector('#learn-feedback'));
  // A3< takes a6, then a4, then a8: a4 is empty and no North capture reaches A5.
  await capture('A3', 'A1');
  await page.waitForSelector('#learn-feedback[data-kind="right"]');
  assert.match(await page.textContent('#learn-feedback'), /North has no capture that takes your nyumba\./);
  assert.equal((await counts(page)).a4, 0, 'a4, the hole facing the nyumba, was captured');
  assert.deepEqual(errors, []);
  await context.close();
});

test("don't grab: the idea is open before the answer and names the greedy moves; the only win says why the others lose", async () => {
  const { page, context, errors } = await openLearn(shared.browser, shared.url, stepIds().slice(0, stepIds().indexOf('strat-dont-grab')));
  await page.click('[data-step="strat-dont-grab"]');
  await page.waitForSelector('#learn-step[data-step="strat-dont-grab"]');
  // The step's derivation (content/learn/14-strategy-kiswahili.json): A6< and B1< each take
  // a5's 7, A8< takes a4's 1 and is the only win.
  assert.ok(await page.isVisible('#learn-idea'), 'the idea is shown before any answer');
  assert.match(await page.textContent('#learn-idea'), /A6< and B1< each take 7 seeds, more than any other move, and lose/);
  await page.click('#learn-step [data-hole="A8"]');
  const left = page.locator('#learn-step .arrow[data-dir="<"]');
  if (await left.count()) await left.click();
  await page.waitForSelector('#learn-feedback[data-kind="right"]');
  assert.match(await page.textContent('#learn-feedback'), /A8< wins, and every other move loses/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('read the reply: the biggest capture is told its balance and refuted by North\'s capture back; the best balance is right', async () => {
  const { page, context, errors } = await openLearn(shared.browser, shared.url, stepIds().slice(0, stepIds().indexOf('strat-read-reply')));
  await page.click('[data-step="strat-read-reply"]');
  await page.waitForSelector('#learn-step[data-step="strat-read-reply"]');
  const sow = (hole, dir) => playStep(page, hole, dir);
  // The step's derivation (content/learn/08-strategy.json): A4> takes 16 and North's b5>
  // takes 17 back; B1< takes 14 and North's biggest reply takes 4.
  await sow('A4', '>');
  await page.waitForSelector('#learn-feedback[data-kind="wrong"]');
  assert.match(await page.textContent('#learn-feedback'), /You take 16 seeds and North's biggest capture back takes 17 seeds \(b5>\): a balance of -1, and another move's balance is \+10\./);
  assert.ok(await page.isVisible('#learn-refute'), "North's reply can be shown on the board");
  await page.click('#learn-try-again');
  await page.waitForFunction(() => !document.querySelector('#learn-feedback'));
  await sow('B1', '<');
  await page.waitForSelector('#learn-feedback[data-kind="right"]');
  assert.match(await page.textContent('#learn-feedback'), /You take 14 seeds and North's biggest capture back takes 4 seeds \([ab]\d[<>]\): a balance of \+10, better than any other move\./);
  assert.deepEqual(errors, []);
  await context.close();
});

test('read two moves ahead: the capture safe at once is told the whole line and refuted by it on the board; the best balance two moves on is right', async () => {
  const { page, context, errors } = await openLearn(shared.browser, shared.url, stepIds().slice(0, stepIds().indexOf('strat-read-ahead')));
  await page.click('[data-step="strat-read-ahead"]');
  await page.waitForSelector('#learn-step[data-step="strat-read-ahead"]');
  assert.match(await page.textContent('#learn-idea'), /North's best reply is the one that is best for him read the same way/);
  const sow = (hole, dir) => playStep(page, hole, dir);
  // The step's derivation (content/learn/08-strategy.json): A6< takes 12, North's best reply
  // is the takata a5<, A2> takes 2 and b2< 5: +9; A4> takes 7, b1< 8, B8> 15, a4> nothing: +14.
  await sow('A6', '<');
  await page.waitForSelector('#learn-feedback[data-kind="wrong"]');
  assert.match(await page.textContent('#learn-feedback'), /You take 12 seeds, then each side's best \(seeds taken\): a5< \(0\), A2> \(2\), b2< \(5\): a balance of \+9, and another move's balance is \+14\./);
  assert.ok(await page.isVisible('#learn-refute'), 'the line can be played on the board');
  await page.click('#learn-refute');
  await page.click('#learn-try-again');
  await page.waitForFunction(() => !document.querySelector('#learn-feedback'));
  await sow('A4', '>');
  await page.waitForSelector('#learn-feedback[data-kind="right"]');
  assert.match(await page.textContent('#learn-feedback'), /You take 7 seeds, then each side's best \(seeds taken\): b1< \(8\), B8> \(15\), a4> \(0\): a balance of \+14, better than any other move\./);
  assert.deepEqual(errors, []);
  await context.close();
});

test('stop or safari: each choice is read two moves ahead; the safari is told its line and refuted by it on the board, stopping is right', async () => {
  const { page, context, errors } = await openLearn(shared.browser, shared.url, stepIds().slice(0, stepIds().indexOf('strat-safari-pays')));
  await page.goto(`${shared.url}#/learn/strat-safari-pays`);
  await page.waitForSelector('#learn-step[data-step="strat-safari-pays"]');
  assert.match(await page.textContent('#learn-idea'), /The nyumba's question, read two moves ahead/);
  // The step's derivation (content/learn/14-strategy-kiswahili.json): A8 takes a1's seed and
  // its relay ends in the nyumba A5. A8+ then a5>+ (A4, A1), A3< (a6), a2 (A7, A6): -2;
  // A8 then a7< (nothing), A5< (a4), a3> (A6, A1): 0.
  await page.click('#learn-step [data-hole="A8"]');
  await page.click('#learn-safari');
  await page.waitForSelector('#learn-feedback[data-kind="wrong"]');
  assert.match(await page.textContent('#learn-feedback'), /You take 1 seed, then each side's best \(seeds taken\): a5>\+ \(2\), A3< \(1\), a2 \(2\): a balance of -2, and the other choice's is 0; the computer's search \(20000 positions\) also finds the other choice clearly better\./);
  assert.equal(await page.textContent('#learn-refute'), 'Show the moves read');
  assert.equal(await page.locator('#learn-threat').count(), 0, "North's biggest capture (a7, 3) is not his best reply read ahead: not told beside the line");
  assert.ok(await page.isVisible('#learn-refute'), 'the line can be played on the board');
  await page.click('#learn-refute');
  await page.click('#learn-try-again');
  await page.waitForFunction(() => !document.querySelector('#learn-feedback'));
  await page.click('#learn-step [data-hole="A8"]');
  await page.click('#learn-stop');
  await page.waitForSelector('#learn-feedback[data-kind="right"]');
  assert.match(await page.textContent('#learn-feedback'), /You take 1 seed, then each side's best \(seeds taken\): a7< \(0\), A5< \(1\), a3> \(2\): a balance of 0, and the other choice's is -2; the computer's search \(20000 positions\) also finds this choice clearly better\./);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the first move, the opening and the kimbi: each idea is open before the answer and said of its own board; the greedy capture is refuted by its balance', async () => {
  const solved = stepIds().slice(0, stepIds().indexOf('strat-opening'));
  const { page, context, errors } = await openLearn(shared.browser, shared.url, solved);
  // A move: its hole, then the arrow of its direction or, for a namua capture from a central
  // hole, the kichwa it enters at (A5< enters at A1, marked data-target "<").
  const sow = async (hole, dir) => {
    await page.click(`#learn-step [data-hole="${hole}"]`);
    const arrow = page.locator(`#learn-step .arrow[data-dir="${dir}"]`);
    const kichwa = page.locator(`#learn-step [data-target="${dir}"]`);
    if (await arrow.count()) await arrow.click();
    else if (await kichwa.count()) await kichwa.first().click();
    await page.waitForSelector('#learn-feedback');
  };
  // strat-first-move (content/learn/14-strategy-kiswahili.json): four takata from the start;
  // a full search 15 and 16 plies deep ranks A6< first both times; the goal's costs: A6> is
  // 3.3 seeds behind at 15 plies (510 - 180) and 1.55 at 16 (-80 + 235).
  await page.goto(`${shared.url}#/learn/strat-first-move`);
  await page.waitForSelector('#learn-step[data-step="strat-first-move"]');
  assert.match(await page.textContent('#learn-idea'), /a full search 15 moves deep and one 16 moves deep/);
  await sow('A6', '>');
  await page.waitForSelector('#learn-feedback[data-kind="wrong"]');
  assert.match(await page.textContent('#learn-feedback'), /A full search 15 and 16 moves deep \(both sides' moves counted\) ranks another move first both times: A6> scores 3\.3 and 1\.55 seeds less\./);
  await page.click('#learn-try-again');
  await page.waitForFunction(() => !document.querySelector('#learn-feedback'));
  await sow('A6', '<');
  await page.waitForSelector('#learn-feedback[data-kind="right"]');
  assert.match(await page.textContent('#learn-feedback'), /ranks it first both times, by at least a seed: A6> scores 3\.3 and 1\.55 seeds less, A7> scores 4\.75 and 2\.2 seeds less, A7< scores 2\.75 and 3\.55 seeds less\./);
  // strat-opening's derivation (content/learn/14-strategy-kiswahili.json): eight plies from
  // the start; A5< takes 13 and a2 takes 14 back; A7 takes 5 and North's best reply takes 2.
  await page.goto(`${shared.url}#/learn/strat-opening`);
  await page.waitForSelector('#learn-step[data-step="strat-opening"]');
  assert.match(await page.textContent('#learn-idea'), /This board comes from the start of a game: each side has played four moves\./);
  await sow('A5', '<');
  await page.waitForSelector('#learn-feedback[data-kind="wrong"]');
  assert.match(await page.textContent('#learn-feedback'), /You take 13 seeds and North's biggest capture back takes 14 seeds \(a2\): a balance of -1, and another move's balance is \+3\./);
  await page.click('#learn-try-again');
  await page.waitForFunction(() => !document.querySelector('#learn-feedback'));
  await sow('A7', '<');
  await page.waitForSelector('#learn-feedback[data-kind="right"]');
  assert.match(await page.textContent('#learn-feedback'), /a balance of \+3, better than any other move\./);
  // strat-kimbi's derivation (content/learn/08-strategy.json): four captures, B2< the only
  // one from a kimbi (A2); it takes 5 and leaves North nothing to capture.
  await page.goto(`${shared.url}#/learn/strat-kimbi`);
  await page.waitForSelector('#learn-step[data-step="strat-kimbi"]');
  assert.match(await page.textContent('#learn-idea'), /Of your four capture moves, one captures from a kimbi \(A1, A2, A7 or A8\)/);
  await sow('B2', '<');
  await page.waitForSelector('#learn-feedback[data-kind="right"]');
  assert.match(await page.textContent('#learn-feedback'), /You take 5 seeds and North has nothing to capture back: a balance of \+5, better than any other move\./);
  assert.deepEqual(errors, []);
  await context.close();
});
