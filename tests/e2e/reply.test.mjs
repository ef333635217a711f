// End-to-end tests of the opponent's best reply to the move being considered: said beside the
// board in a game (hover or pick) and on the analysis board, worked out by the AI worker; the
// setting switches it off in games; never on a learning step's board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowserAndServer, openPage, gotoApp, newGame, plies, setLanguage, inSettings, openLearn, stepIds } from './helpers.mjs';

const shared = sharedBrowserAndServer();

const code = (text) => Buffer.from(text).toString('base64url');

// Bao la Kujifunza (mtaji rules, RULES.md §10), South to move. South's front holds only A1 (2
// seeds), a kichwa: the front row may never be emptied, so it must be sown towards the centre
// (§5): A1> drops into A2 and A3 and ends in the empty A3, South's only legal move (B8's 2
// seeds start no move while a front hole holds 2). North then: a4 (2) sown clockwise drops
// into a5 and a6, which held 1; a6 faces A3 (A i faces a(9−i)), which now holds the seed A1>
// left there: a capture, and capturing is compulsory (§3), so a4> is North's only legal move.
// It takes A3's one seed (entered at the kichwa a1, empty before: the move ends there), and
// South still has B8 to play: the game goes on.
const START = '{"variant":"kujifunza","to_move":"south","takasia":null,"ply":0,'
  + '"south":{"front":[2,0,0,0,0,0,0,0],"back":[0,0,0,0,0,0,0,2],"reserve":0,"house":"lost"},'
  + '"north":{"front":[0,0,0,2,0,1,0,0],"back":[1,1,1,1,1,1,1,1],"reserve":0,"house":"lost"}}';
const RECORD = `Variant: kujifunza\nStart: ${START}\nStudy: yes\n\n`;

/** The reply line of `mv` once the worker has answered. */
async function replyOf(page, mv) {
  const line = `#reply-preview [data-move="${mv}"]:not([data-searching])`;
  await page.waitForSelector(line);
  return page.textContent(line);
}

test('hovering a hole in a game says the opponent\'s best reply and what it captures; the setting hides it', async () => {
  const { page, context, errors } = await openPage(shared.browser);
  await gotoApp(page, shared.url + '#game=' + code(RECORD));
  await page.waitForSelector('.notice[data-kind="loaded"]');
  await page.hover('[data-hole="A1"]');
  assert.equal(await replyOf(page, 'A1>'), "After A1>, North's best reply is a4>: it captures 1 seed (A3).");
  assert.match(await page.textContent('#lap-preview'), /^A1>: the first lap ends in A3/, 'beside the first lap\'s preview');
  assert.equal(await plies(page), 0, 'nothing is played by hovering');
  await setLanguage(page, 'sw');
  await page.hover('[data-hole="A1"]');
  assert.equal(await replyOf(page, 'A1>'), 'Baada ya A1>, jibu bora la Kaskazini ni a4>: anakula kete 1 (A3).');
  await setLanguage(page, 'en');
  // Leaving the board clears it; the setting switches it off (and is kept after a reload).
  await page.mouse.move(1, 1);
  await page.waitForSelector('#reply-preview', { state: 'detached' });
  await inSettings(page, () => page.click('#reply'));
  await page.reload();
  await page.waitForSelector('svg.board [data-hole="A1"]');
  await page.hover('[data-hole="A1"]');
  await page.waitForSelector('#lap-preview');
  await page.waitForTimeout(300);
  assert.equal(await page.locator('#reply-preview').count(), 0, 'the reply is off');
  await inSettings(page, () => page.click('#reply'));
  await page.hover('[data-hole="A1"]');
  assert.match(await replyOf(page, 'A1>'), /a4>/);
  assert.deepEqual(errors, []);
  await context.close();
});

// Against the computer, the person playing South at Bao la Kujifunza's start (2 seeds in every
// hole): A3 picked offers two directions, and the reply to each is said (as touch, which has no
// hover, shows them once a hole is picked); while the computer is to move nothing is.
test('a hole picked against the computer says the reply to each of its moves', async () => {
  const { page, context, errors } = await openPage(shared.browser);
  await gotoApp(page, shared.url);
  await newGame(page, { variant: 'kujifunza', opponent: 'computer', level: '1', side: 'north' }); // the computer plays North
  await page.click('[data-hole="A3"]');
  await page.waitForSelector('.arrow[data-dir=">"]');
  for (const mv of ['A3>', 'A3<']) assert.match(await replyOf(page, mv), new RegExp(`^After ${mv}, North's best reply is [ab]\\d[<>]`));
  await page.click('.arrow[data-dir=">"]');
  await page.waitForFunction(() => document.querySelectorAll('.history [data-ply]').length - 1 >= 1);
  assert.equal(await page.locator('#reply-preview').count(), 0, 'not while the computer moves or its move is shown');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the analysis board says the reply to the move under the pointer', async () => {
  const { page, context, errors } = await openPage(shared.browser);
  await page.goto(shared.url + '#/analysis/' + code(RECORD));
  await page.waitForSelector('#analysis svg.board [data-hole="A1"]');
  await page.hover('#analysis [data-hole="A1"]');
  assert.equal(await replyOf(page, 'A1>'), "After A1>, North's best reply is a4>: it captures 1 seed (A3).");
  assert.deepEqual(errors, []);
  await context.close();
});

test('a learning step\'s board says no reply', async () => {
  const { page, context, errors } = await openLearn(shared.browser, shared.url, []);
  const first = stepIds()[0];
  await page.click(`[data-step="${first}"]`);
  await page.waitForSelector(`#learn-step[data-step="${first}"] svg.board`);
  // A hole the step offers (else one of South's): its moves are the step's answer.
  const playable = page.locator('#learn-step .hole.playable');
  const hole = (await playable.count()) ? await playable.first().getAttribute('data-hole') : 'A3';
  await page.hover(`#learn-step [data-hole="${hole}"]`);
  await page.waitForTimeout(500);
  assert.equal(await page.locator('#reply-preview').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});
