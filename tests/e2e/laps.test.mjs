// End-to-end tests of lap stepping: pause, one lap back and forward, play on,
// to the end, for the move being animated and for an earlier move replayed from the move list;
// the board at every lap checked against the events of the release `bao play`; the keys; the
// "animate only the opponent's moves" setting; a click during the computer's move finishing it
// visibly; no "lap 0" during a namua placement.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { sharedBrowserAndServer, openPage, gotoApp, newGame, setSpeed, counts, playAny, setLanguage, inSettings } from './helpers.mjs';

const shared = sharedBrowserAndServer();

/** The release `bao` tool (CI builds it before the end-to-end stage). */
function bao(args, input) {
  const target = process.env.CARGO_TARGET_DIR || join(homedir(), '.cache/bao/target');
  const exe = join(target, 'release/bao');
  assert.ok(existsSync(exe), `${exe} is built (cargo build --release --bin bao)`);
  return execFileSync(exe, args, { encoding: 'utf8', input });
}

/** Seed counts by hole name of a position in RULES.md §12's JSON (front A1–A8, back B1–B8). */
function boardOf(position) {
  const board = {};
  for (const [side, front, back] of [['south', 'A', 'B'], ['north', 'a', 'b']]) {
    position[side].front.forEach((n, i) => { board[`${front}${i + 1}`] = n; });
    position[side].back.forEach((n, i) => { board[`${back}${i + 1}`] = n; });
  }
  return board;
}

/**
 * The board before the move and after each of its laps, replayed from `bao play`'s events: a lap
 * begins with every lift and every capture (the app's lap counter counts the same way).
 */
function boardsByLap(start, moveText) {
  const played = JSON.parse(bao(['play', '-', moveText], JSON.stringify(start)));
  const board = boardOf(start);
  const boards = [];
  for (const e of played.events) {
    if (e.type === 'lift' || e.type === 'capture') boards.push({ ...board });
    if (e.type === 'lift' || e.type === 'capture') board[e.hole] -= e.count;
    if (e.type === 'drop' || e.type === 'place') board[e.hole] += 1;
  }
  boards.push({ ...board });
  assert.deepEqual(board, boardOf(played.position), 'the replayed events end on the position bao prints');
  return boards;
}

async function visit() {
  const opened = await openPage(shared.browser);
  await gotoApp(opened.page, shared.url);
  return opened;
}

async function position(page) {
  return Number(await page.getAttribute('#lap-bar', 'data-position'));
}

/** Clicks a lap bar button and waits for the stepper to stand at `expected`. */
async function stepTo(page, button, expected) {
  await page.click(button);
  await page.waitForSelector(`#lap-bar[data-position="${expected}"]`);
}

// Bao la Kujifunza A3> from the start (two seeds in every hole, RULES.md §10) has five laps:
// A3's 2 seeds into A4 A5; captures of a4 and a7 entered at kichwa A1; a relay of A2's 4 seeds
// ending in A6; the capture of a3 (the hand derivation is in src/app/state/animation/tests.rs).
test('a move is paused and stepped lap by lap, each lap showing the board bao play gives', async () => {
  const { page, context, errors } = await visit();
  await newGame(page, { variant: 'kujifunza' });
  await setSpeed(page, 'slow');
  const start = JSON.parse(bao(['start', 'kujifunza']));
  const laps = boardsByLap(start, 'A3>');
  assert.equal(laps.length, 6, 'five laps');

  await page.click('[data-hole="A3"]');
  await page.click('.arrow[data-dir=">"]');
  await page.waitForSelector('#lap-bar[data-state="playing"]');
  await page.click('#lap-pause');
  await page.waitForSelector('#lap-bar[data-state="paused"]');
  assert.match(await page.textContent('#lap-counter'), /· paused$/);
  // Back to the board before the move, then forward lap by lap.
  for (let p = await position(page); p > 0 || (await page.getAttribute('#lap-bar', 'data-lap')) !== '0'; p = await position(page)) {
    await page.click('#lap-back');
    await page.waitForFunction((before) => {
      const bar = document.querySelector('#lap-bar');
      return Number(bar.dataset.position) < before || bar.dataset.lap === '0';
    }, p);
  }
  assert.deepEqual(await counts(page), laps[0], 'the board before the move');
  assert.match(await page.textContent('#lap-counter'), /^before the move/);
  for (let lap = 1; lap <= 5; lap++) {
    await stepTo(page, '#lap-forward', lap);
    assert.deepEqual(await counts(page), laps[lap], `after lap ${lap}`);
    assert.match(await page.textContent('#lap-counter'), new RegExp(`^lap ${lap} of 5`));
    // The narration marks the lap shown; the trail holds the laps done.
    assert.match(await page.textContent('#narration li.current'), new RegExp(`^lap ${lap}:`));
  }
  assert.equal(await page.locator('[data-hole="a3"].captured').count(), 1, 'lap 5 captured a3');
  await stepTo(page, '#lap-back', 4);
  assert.deepEqual(await counts(page), laps[4]);
  assert.equal(await page.locator('[data-hole="a3"].captured').count(), 0, 'the trail follows the lap shown');
  // The keys: [ one lap back, ] forward; Space plays on.
  await page.locator('#narration').click();
  await page.keyboard.press('[');
  await page.waitForSelector('#lap-bar[data-position="3"]');
  assert.deepEqual(await counts(page), laps[3]);
  await page.keyboard.press(']');
  await page.waitForSelector('#lap-bar[data-position="4"]');
  assert.deepEqual(await counts(page), laps[4]);
  await page.keyboard.press(' ');
  await page.waitForSelector('#lap-bar[data-state="playing"]');
  await page.click('#lap-end');
  await page.waitForSelector('#lap-bar[data-state="idle"]');
  assert.deepEqual(await counts(page), laps[5], 'to the end');
  assert.match(await page.textContent('#lap-counter'), /^lap 5 of 5 · South's move is over$/);

  // An earlier move, replayed from the move list: view it, step back into it.
  await setSpeed(page, 'instant');
  await playAny(page);
  await page.click('.history [data-ply="1"]');
  await page.waitForSelector('#narration[data-ply="1"]');
  await stepTo(page, '#lap-back', 4);
  assert.deepEqual(await counts(page), laps[4], 'the viewed move, one lap before its end');
  await stepTo(page, '#lap-back', 3);
  assert.deepEqual(await counts(page), laps[3]);
  await page.click('#lap-play');
  await page.waitForSelector('#lap-bar[data-state="idle"]');
  assert.deepEqual(await counts(page), laps[5], 'played on to its end');
  await setLanguage(page, 'sw');
  assert.match(await page.textContent('#lap-counter'), /^mzunguko 5 kati ya 5$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a namua placement is captioned as placing, never as lap 0', async () => {
  const { page, context, errors } = await visit();
  await newGame(page, { variant: 'kiswahili' });
  await setSpeed(page, 'slow');
  await page.evaluate(() => {
    window.seen = [];
    const note = () => {
      for (const id of ['lap', 'lap-counter']) {
        const text = document.getElementById(id)?.textContent;
        if (text) window.seen.push(text);
      }
      const hand = document.querySelector('.anim-info')?.textContent;
      if (hand) window.seen.push(hand);
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.click('[data-hole="A6"]');
  if (await page.locator('.arrow').count()) await page.click('.arrow[data-dir="<"]');
  await page.waitForSelector('#lap-bar[data-state="idle"]', { timeout: 20000 });
  const seen = await page.evaluate(() => window.seen);
  assert.ok(seen.some((t) => t.startsWith('placing a seed in A6')), seen.join(' | '));
  assert.ok(!seen.some((t) => /lap 0/.test(t)), seen.join(' | '));
  // A6 (2 + the reserve seed) is sown A5 A4 A3, along the front row towards South's left
  // (RULES.md §1): after the first seed two are in hand. Never "clockwise".
  assert.ok(seen.some((t) => t.includes("sowing to South's left (<) · 2 seeds in hand")), seen.join(' | '));
  assert.ok(!seen.some((t) => /clockwise/.test(t)), seen.join(' | '));
  // A6< captures nothing (a takata, RULES.md §5): the list writes A6<* and says what * means;
  // the status line says what namua means.
  assert.match(await page.textContent('.history .marks-legend'), /^\* takata \(captured nothing\)/);
  assert.match(await page.textContent('.side-line[data-side="south"]'), /namua \(each move adds a seed from the reserve\)/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the computer's move waits for mine; a click during its move finishes it and says so; only its moves are animated when asked", async () => {
  const { page, context, errors } = await visit();
  await newGame(page, { variant: 'kujifunza', opponent: 'computer', level: '1', side: 'north' });
  await setSpeed(page, 'slow');
  await page.click('[data-hole="A3"]');
  await page.click('.arrow[data-dir=">"]');
  await page.waitForSelector('#lap-bar[data-state="playing"]');
  assert.equal(await page.locator('#to-move .thinking').count(), 0, 'not "thinking" while my move is shown');
  await page.click('#lap-end');
  // The computer's reply is animated; a click on the board ends it, visibly.
  await page.waitForFunction(() => document.querySelectorAll('.history [data-ply]').length - 1 === 2, null, { timeout: 30000 });
  await page.waitForSelector('#lap-bar[data-state="playing"]');
  await page.click('[data-hole="a1"]');
  await page.waitForSelector('#lap-note');
  assert.equal(await page.textContent('#lap-note'), 'skipped to the end');
  assert.equal(await page.locator('.hand').count(), 0, 'the board shows the position after the move');
  await page.waitForSelector('#lap-note', { state: 'detached', timeout: 5000 });

  // Only the opponent's moves: mine appears at once (no hand is drawn while the list holds it
  // as the last ply), the computer's is still animated.
  await inSettings(page, () => page.check('#anim-opponent-only'));
  await page.evaluate(() => {
    window.handWith = new Set();
    const plies = () => document.querySelectorAll('.history [data-ply]').length - 1;
    new MutationObserver(() => { if (document.querySelector('.hand')) window.handWith.add(plies()); })
      .observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await playAny(page);
  await page.waitForFunction(() => document.querySelectorAll('.history [data-ply]').length - 1 === 4, null, { timeout: 30000 });
  await page.waitForSelector('.hand', { state: 'detached', timeout: 20000 });
  const handWith = await page.evaluate(() => [...window.handWith]);
  assert.ok(!handWith.includes(3), `my move is not animated (${handWith})`);
  assert.ok(handWith.includes(4), `the computer's is (${handWith})`);
  await page.reload();
  await page.waitForSelector('svg.board [data-hole="A1"]');
  assert.equal(await page.isChecked('#anim-opponent-only'), true, 'the setting is remembered');
  assert.deepEqual(errors, []);
  await context.close();
});
