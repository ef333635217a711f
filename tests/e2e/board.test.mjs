// End-to-end tests of the board's explanations: the first-lap preview, a steady page
// (messages as toasts, a visible focus ring, the direction bar on a phone), the reserve seeds
// drawn as seeds, the legend and the Bawo gambit explained while it is made.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowserAndServer, openPage, gotoApp, newGame, setSpeed, plies, playAny, setLanguage, inSettings } from './helpers.mjs';

const shared = sharedBrowserAndServer();

async function visit(options) {
  const opened = await openPage(shared.browser, options);
  await gotoApp(opened.page, shared.url);
  return opened;
}

/** The names of the holes carrying a class, sorted. */
async function marked(page, cls) {
  const names = await page.$$eval(`svg.board [data-hole].${cls}`, (els) => els.map((e) => e.dataset.hole));
  return names.sort();
}

// Bao la Kujifunza starts with 2 seeds in every hole (RULES.md §10). A3> drops into A4 and A5
// and ends in A5 (3 seeds) facing a4 (A i faces a(9−i)), which holds 2: captured. A3< drops
// into A2 and A1 and ends in A1 facing a8: captured too.
test('hovering a playable hole previews where its first laps end and what they capture; the setting hides it', async () => {
  const { page, context, errors } = await visit();
  await newGame(page, { variant: 'kujifunza' });
  await page.hover('[data-hole="A3"]');
  await page.waitForSelector('[data-hole="A5"].preview-end');
  assert.deepEqual(await marked(page, 'preview-end'), ['A1', 'A5']);
  assert.deepEqual(await marked(page, 'preview-capture'), ['a4', 'a8']);
  assert.equal(await page.locator('svg.board .preview .preview-ring').count(), 2, 'a dashed ring on each end hole');
  const line = await page.textContent('#lap-preview');
  assert.ok(line.includes('A3>: the first lap ends in A5 and captures 2 from a4; the whole move captures '), line);
  assert.deepEqual(await counts3(page), ['2', '2', '2'], 'nothing is played by hovering');
  // An unplayable hole (North's) shows nothing; leaving the board clears the preview.
  await page.hover('[data-hole="a3"]');
  await page.waitForSelector('.preview-end', { state: 'detached' });
  await page.hover('[data-hole="A3"]');
  await page.waitForSelector('.preview-end');
  await page.mouse.move(1, 1);
  await page.waitForSelector('.preview-end', { state: 'detached' });
  // The setting switches it off.
  await inSettings(page, () => page.click('#preview'));
  await page.hover('[data-hole="A3"]');
  await page.waitForTimeout(200);
  assert.equal(await page.locator('.preview-end').count(), 0, 'the preview is off');
  await inSettings(page, () => page.click('#preview'));
  await page.hover('[data-hole="A3"]');
  await page.waitForSelector('[data-hole="A5"].preview-end');
  assert.deepEqual(errors, []);
  await context.close();
});

// The same position: once A3 is picked, pointing at one direction's button leaves only that
// direction's preview bright.
test('pointing at a direction shows that direction\'s first lap', async () => {
  const { page, context, errors } = await visit();
  await newGame(page, { variant: 'kujifunza' });
  await page.click('[data-hole="A3"]');
  await page.waitForSelector('.dir-choice[data-dir=">"]');
  const opacity = (dir) => page.$eval(`svg.board .preview[data-dir="${dir}"]`, (e) => Number(getComputedStyle(e).opacity));
  await page.hover('.dir-choice[data-dir=">"]');
  assert.equal(await page.getAttribute('svg.board .preview[data-dir=">"]', 'data-end'), 'A5');
  assert.equal(await opacity('>'), 1);
  assert.ok((await opacity('<')) < 0.5, 'the other direction is dimmed');
  await page.hover('.arrow[data-dir="<"]');
  assert.ok((await opacity('>')) < 0.5);
  assert.equal(await opacity('<'), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

async function counts3(page) {
  return Promise.all(['A3', 'A4', 'A5'].map((h) => page.getAttribute(`[data-hole="${h}"]`, 'data-count')));
}

test('a refused click shows its message over the page and does not move the board', async () => {
  const { page, context, errors } = await visit();
  await newGame(page, { variant: 'kujifunza' });
  const before = await page.locator('svg.board').boundingBox();
  await page.click('[data-hole="a3"]');
  await page.waitForSelector('.notice[data-kind="cannot-play"]');
  assert.ok(await page.isVisible('.notice[data-kind="cannot-play"]'));
  assert.match(await page.textContent('.notice[data-kind="cannot-play"]'), /a3/);
  assert.deepEqual(await page.locator('svg.board').boundingBox(), before, 'the board stays where it was');
  assert.equal(await page.$eval('.toasts', (e) => getComputedStyle(e).position), 'fixed');
  await page.click('.notice .dismiss');
  await page.waitForSelector('.notice', { state: 'detached' });
  assert.deepEqual(await page.locator('svg.board').boundingBox(), before);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the focus ring is visible on a playable hole after Tab, and focusing it previews its move', async () => {
  const { page, context, errors } = await visit();
  await newGame(page, { variant: 'kujifunza' });
  await page.focus('#btn-new');
  let hole = null;
  for (let i = 0; i < 40 && !hole; i++) {
    await page.keyboard.press('Tab');
    hole = await page.evaluate(() => document.activeElement?.dataset?.hole ?? null);
  }
  assert.ok(hole, 'Tab reaches the board');
  for (let i = 0; i < 8 && hole !== 'A3'; i++) {
    await page.keyboard.press(hole < 'A3' ? 'ArrowRight' : 'ArrowLeft');
    // The board moves the DOM focus after the render: wait for it to leave the old hole.
    await page.waitForFunction((old) => document.activeElement?.dataset?.hole !== old, hole);
    hole = await page.evaluate(() => document.activeElement?.dataset?.hole ?? null);
  }
  assert.equal(hole, 'A3');
  assert.equal(await page.locator('[data-hole="A3"].playable').count(), 1, 'A3 is playable at the start');
  const ring = await page.$eval('[data-hole="A3"] .focus-ring', (e) => {
    const s = getComputedStyle(e);
    return { stroke: s.stroke, width: parseFloat(s.strokeWidth), display: s.display };
  });
  assert.notEqual(ring.stroke, 'none', 'the ring is drawn');
  assert.ok(ring.width >= 3 && ring.display !== 'none', JSON.stringify(ring));
  // The other holes' rings stay hidden.
  assert.equal(await page.$eval('[data-hole="A4"] .focus-ring', (e) => getComputedStyle(e).stroke), 'none');
  await page.waitForSelector('[data-hole="A5"].preview-end');
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a phone the direction bar sits below the board with targets of 44 px, the hole names show, in both languages', async () => {
  const { page, context, errors } = await visit({ viewport: { width: 360, height: 740 } });
  await newGame(page, { variant: 'kujifunza' });
  await setSpeed(page, 'instant');
  assert.equal(await page.locator('svg.board .hole-name').count(), 32);
  assert.ok(await page.isVisible('[data-hole="A1"] .hole-name'), 'coordinates visible');
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), 'no sideways scrolling');
  await page.click('[data-hole="A3"]');
  await page.waitForSelector('.dir-bar');
  assert.equal(await page.locator('svg.board .arrow').first().isVisible(), false, 'no arrows over the neighbouring holes');
  const board = await page.locator('svg.board').boundingBox();
  const buttons = page.locator('.dir-bar .dir-choice');
  assert.equal(await buttons.count(), 2);
  for (let i = 0; i < 2; i++) {
    const box = await buttons.nth(i).boundingBox();
    assert.ok(box.height >= 44 && box.width >= 44, `target ${i}: ${JSON.stringify(box)}`);
    assert.ok(box.y >= board.y + board.height, 'below the board, covering no hole');
  }
  // Touch has no hover: the picked hole previews each direction offered.
  assert.match(await page.textContent('.dir-choice[data-dir=">"]'), /ends in A5 and captures 2 from a4/);
  assert.deepEqual(await marked(page, 'preview-end'), ['A1', 'A5']);
  await setLanguage(page, 'sw');
  await page.waitForFunction(() => document.querySelector('.dir-choice[data-dir=">"]')?.textContent.includes('mzunguko wa kwanza unaishia A5'));
  await page.click('.dir-choice[data-dir=">"]');
  await page.waitForFunction(() => document.querySelectorAll('.history [data-ply]').length - 1 === 1);
  assert.equal(await plies(page), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

// Bao la Kiswahili: 22 reserve seeds each (RULES.md §8); a namua move puts one on the board.
test('the namua reserves are drawn as seeds in fives with their count', async () => {
  const { page, context, errors } = await visit();
  await newGame(page, { variant: 'kiswahili' });
  await setSpeed(page, 'instant');
  const seeds = (side) => page.locator(`.reserve[data-side="${side}"] .rseed`).count();
  assert.equal(await seeds('south'), 22);
  assert.equal(await seeds('north'), 22);
  assert.deepEqual(await page.$$eval('.reserve[data-side="south"] .seed-group', (gs) => gs.map((g) => g.children.length)), [5, 5, 5, 5, 2]);
  assert.match(await page.textContent('.reserve[data-side="south"]'), /22/);
  // The board's box on the page (a click below the board may scroll the page).
  const boardBox = () => page.$eval('svg.board', (e) => {
    const r = e.getBoundingClientRect();
    return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
  });
  const before = await boardBox();
  const hole = await page.locator('.hole.playable').first().getAttribute('data-hole');
  await page.click(`[data-hole="${hole}"]`);
  if (await page.locator('.dir-choice').count()) await page.click('.dir-choice >> nth=0');
  if (await page.locator('#safari-stop').count()) await page.click('#safari-stop');
  await page.waitForFunction(() => document.querySelectorAll('.reserve[data-side="south"] .rseed').length === 21);
  assert.deepEqual(await boardBox(), before, 'the reserve lines keep their height');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the legend explains the markings and opens the glossary', async () => {
  const { page, context, errors } = await visit();
  await newGame(page, { variant: 'kiswahili' });
  await page.click('#legend summary');
  for (const mark of ['house', 'kichwa', 'kimbi', 'takasia', 'preview']) assert.ok(await page.isVisible(`#legend [data-mark="${mark}"]`), mark);
  assert.match(await page.textContent('#legend [data-mark="house"]'), /^nyumba/);
  await page.click('#legend-glossary');
  await page.waitForSelector('#glossary');
  assert.deepEqual(errors, []);
  await context.close();
});

// Bawo, Chikoko (RULES.md §9): North starts with a5 8, a6 and a7 2 each. North's gambit takes
// every seed of South's front holes facing North's occupied front holes; A i faces a(9−i), so
// a seed in A3 (facing a6) is lost at once and one in A1 (facing the empty a8) is not.
test('the Bawo gambit shows which placements the opponent captures at once, and the rule', async () => {
  const { page, context, errors } = await visit();
  await newGame(page, { variant: 'bawo', setup: 'chikoko' });
  await setSpeed(page, 'instant');
  await page.waitForSelector('.gambit-rule');
  assert.match(await page.textContent('.gambit-rule'), /North's gambit captures every seed in South's front holes/);
  await page.click('[data-hole="A1"]');
  await page.waitForFunction(() => document.querySelector('.gambit-exposure')?.textContent.includes('cannot capture'));
  await page.click('[data-hole="A3"]');
  await page.waitForSelector('[data-hole="A3"].exposed');
  assert.deepEqual(await marked(page, 'exposed'), ['A3']);
  assert.match(await page.textContent('.gambit-exposure'), /North can capture at once: A3 \(1 seed\)/);
  await setLanguage(page, 'sw');
  await page.waitForFunction(() => document.querySelector('.gambit-exposure')?.textContent.includes('anaweza kula mara moja'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('a refused hole is told on its own board only: gone when its page is left, said again on the analysis board', async () => {
  const { page, context, errors } = await visit();
  await newGame(page, { variant: 'kujifunza' });
  await page.click('[data-hole="a3"]');
  await page.waitForSelector('.notice[data-kind="cannot-play"]');
  await page.click('#btn-analyse');
  await page.waitForSelector('#analysis');
  assert.equal(await page.locator('.notice[data-kind="cannot-play"]').count(), 0, 'not about the board on screen');
  await page.click('#btn-puzzles');
  await page.waitForSelector('#puzzle-page');
  assert.equal(await page.locator('.notice[data-kind="cannot-play"]').count(), 0);
  // The same hole refused on the analysis board: that board's notice.
  await page.click('#btn-analyse');
  await page.waitForSelector('#btn-analysis-close');
  await page.click('main svg.board [data-hole="a3"]');
  await page.waitForSelector('.notice[data-kind="cannot-play"]');
  assert.match(await page.textContent('.notice[data-kind="cannot-play"]'), /a3/);
  assert.deepEqual(errors, []);
  await context.close();
});

/**
 * The reserve lines of the board on screen, as drawn: each line's side, words, seeds (the
 * number given, the seeds drawn, their groups and their accessible name) and where it sits.
 */
async function reserveLines(page) {
  return page.$$eval('.app:not(.shell) .reserve', (lines) => lines.map((p) => {
    const seeds = p.querySelector('.reserve-seeds');
    const board = (el) => el?.matches('svg.board') ?? false;
    return {
      side: p.dataset.side,
      text: p.querySelector('.reserve-text')?.textContent,
      seeds: Number(seeds?.dataset.seeds),
      drawn: p.querySelectorAll('.reserve-seeds > .seed-group > i.rseed').length,
      groups: [...p.querySelectorAll('.seed-group')].map((g) => g.children.length),
      label: seeds?.getAttribute('aria-label'),
      at: board(p.nextElementSibling) ? 'above' : board(p.previousElementSibling) ? 'below' : 'apart',
    };
  }));
}

/** Every board draws its reserves one way: two lines, the opponent's of the side the board is
 * seen from above it and that side's below, each "Side · reserve n" with its n seeds drawn in
 * fives and named (`seeds`: the counts expected, when known). */
async function assertReservesDrawn(page, where, seeds) {
  const seen = /seen from (South|North)$/.exec(await page.getAttribute('.app:not(.shell) svg.board', 'aria-label'))[1].toLowerCase();
  const top = seen === 'south' ? 'north' : 'south';
  const lines = await reserveLines(page);
  assert.deepEqual(lines.map((l) => [l.side, l.at]), [[top, 'above'], [seen, 'below']], `${where}: ${JSON.stringify(lines)}`);
  for (const line of lines) {
    const n = seeds ? seeds[line.side] : line.seeds;
    const side = line.side === 'south' ? 'South' : 'North';
    assert.equal(line.text, `${side} · reserve ${n}`, where);
    assert.equal(line.seeds, n, where);
    assert.equal(line.drawn, n, `${where}: every seed drawn`);
    const fives = [...Array(Math.floor(n / 5)).fill(5), ...(n % 5 ? [n % 5] : [])];
    assert.deepEqual(line.groups, fives, `${where}: in fives`);
    assert.equal(line.label, `${n} seeds in reserve`, where);
  }
  return seen;
}

// Bao la Kiswahili starts with 22 seeds in each reserve (RULES.md §3) and a namua move takes one
// of the mover's; Bao la Kujifunza has no reserve (0 each, RULES.md §10): the drills' and the
// first step's boards are of Bao la Kujifunza. A puzzle's reserves are its position's.
test('every board draws the reserves the same way', async () => {
  const { page, context, errors } = await visit();
  await newGame(page, { variant: 'kiswahili' });
  await setSpeed(page, 'instant');
  assert.equal(await assertReservesDrawn(page, 'the game', { south: 22, north: 22 }), 'south');
  await playAny(page);
  await assertReservesDrawn(page, 'the game after a namua move', { south: 21, north: 22 });
  await page.click('#btn-analyse');
  await page.waitForSelector('#analysis svg.board');
  await assertReservesDrawn(page, 'the analysis board', { south: 21, north: 22 });
  await page.click('#btn-review');
  await page.waitForSelector('#review-board svg.board');
  // The review opens on the game's start, before its first move.
  await assertReservesDrawn(page, 'the review', { south: 22, north: 22 });
  await page.click('#btn-puzzles');
  await page.waitForSelector('#puzzle-page svg.board');
  await assertReservesDrawn(page, 'a puzzle');
  await page.click('#btn-drills');
  await page.waitForSelector('#drill-page svg.board');
  // A drill of North's move is seen from North's side, and says so.
  const seen = await assertReservesDrawn(page, 'a drill', { south: 0, north: 0 });
  assert.equal(seen === 'north', (await page.textContent('#drill-move')).startsWith('North'));
  await page.click('#btn-learn');
  await page.evaluate(() => { location.hash = '#/learn/board-front'; });
  await page.waitForSelector('#learn-step svg.board');
  await assertReservesDrawn(page, 'a learning step', { south: 0, north: 0 });
  assert.deepEqual(errors, []);
  await context.close();
});
