// The layout on a phone and a laptop screen: every page's entry of the navigation (and every
// toolbar button) in sight and tappable on a phone, in both languages, with the desktop's one
// row kept.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowserAndServer, openPage, gotoApp, setLanguage, stepIds } from './helpers.mjs';

const shared = sharedBrowserAndServer();

const PHONE = { width: 390, height: 844 };

/** The header's buttons: their ids, words and boxes, and whether a tap at the box's middle
 * lands on the button itself. */
function headerButtons(page) {
  return page.$$eval('header.top nav.pages button, header.top .toolbar > button', (buttons) => buttons.map((b) => {
    const r = b.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return { id: b.id, text: b.textContent, nav: !!b.closest('nav.pages'), x: r.x, y: r.y, right: r.right, width: r.width, height: r.height, tappable: b.contains(hit), screen: document.documentElement.clientWidth };
  }));
}

for (const lang of ['en', 'sw']) {
  test(`at 390x844 every page's entry of the navigation is on the screen and tappable (${lang})`, async () => {
    const { page, context, errors } = await openPage(shared.browser, { viewport: PHONE });
    await gotoApp(page, shared.url);
    await setLanguage(page, lang);
    for (const open of ['#btn-play', '#btn-analyse']) {
      await page.click(open);
      await page.waitForSelector(`nav.pages [aria-current="page"] ${open}`);
      const buttons = await headerButtons(page);
      assert.equal(buttons.filter((b) => b.nav).length, 7, 'Play, Learn, Drills, Puzzles, Analyse, Board editor, Review');
      for (const b of buttons) {
        const label = `${lang}, ${open}: ${b.id} "${b.text}" ${JSON.stringify(b)}`;
        assert.ok(b.x >= 0 && b.right <= b.screen, `${label}: within the screen's width`);
        assert.ok(b.width >= 24 && b.height >= 24, `${label}: a target of at least 24 px`);
        assert.ok(b.tappable, `${label}: a tap at its middle reaches it`);
      }
      for (const part of ['nav.pages', 'header.top .toolbar']) {
        const width = await page.$eval(part, (n) => ({ scroll: n.scrollWidth, client: n.clientWidth }));
        assert.ok(width.scroll <= width.client, `${lang}, ${open}: ${part} does not scroll sideways (${JSON.stringify(width)})`);
      }
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('at 1280x900 and 1920x1080 the navigation keeps its one row', async () => {
  for (const viewport of [{ width: 1280, height: 900 }, { width: 1920, height: 1080 }]) {
    const { page, context, errors } = await openPage(shared.browser, { viewport });
    await gotoApp(page, shared.url);
    const rows = await page.$$eval('nav.pages li', (items) => new Set(items.map((li) => Math.round(li.getBoundingClientRect().y))).size);
    assert.equal(rows, 1, `${viewport.width}x${viewport.height}: one row`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

// A learning step at 1280x900: the goal over the board, in sight with the whole board and the
// prompt under it (the first step, and one that asks where a move stops).
for (const step of ['board-front', 'sow-first']) {
  test(`at 1280x900 the goal of the learning step ${step} is on the screen with its board`, async () => {
    const viewport = { width: 1280, height: 900 };
    const { page, context, errors } = await openPage(shared.browser, { viewport });
    await page.goto(`${shared.url}#/learn/${step}`);
    await page.waitForSelector(`#learn-step[data-step="${step}"] svg.board [data-hole="A1"]`);
    const boxes = await page.evaluate(() => {
      window.scrollTo(0, 0);
      const box = (selector) => {
        const e = document.querySelector(selector);
        return e && (({ y, bottom }) => ({ y, bottom }))(e.getBoundingClientRect());
      };
      return { goal: box('#learn-goal'), board: box('#learn-step svg.board'), prompt: box('#learn-prompt') };
    });
    const label = JSON.stringify(boxes);
    assert.ok(boxes.goal.y >= 0 && boxes.goal.bottom <= viewport.height, `the goal is whole on the screen: ${label}`);
    assert.ok(boxes.goal.bottom <= boxes.board.y, `the goal is read before the board: ${label}`);
    assert.ok(boxes.board.bottom <= viewport.height, `the board is whole on the screen: ${label}`);
    if (boxes.prompt) assert.ok(boxes.prompt.bottom <= viewport.height, `the prompt is on the screen: ${label}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('at 1280x900 every learning step shows its whole goal and its whole board, in both languages', async () => {
  const viewport = { width: 1280, height: 900 };
  const { page, context, errors } = await openPage(shared.browser, { viewport });
  // Every step open to the learner: all of them solved.
  const steps = Object.fromEntries(stepIds().map((id) => [id, { stars: 3, tries: 0, hints: 0 }]));
  await page.addInitScript((text) => localStorage.setItem('bao.learn', text), JSON.stringify({ version: 1, progress: { steps } }));
  await gotoApp(page, shared.url);
  if (await page.locator('#new-game').count()) await page.click('#new-game .close');
  for (const lang of ['en', 'sw']) {
    await setLanguage(page, lang);
    for (const id of stepIds()) {
      await page.goto(`${shared.url}#/learn/${id}`);
      await page.waitForSelector(`#learn-step[data-step="${id}"] svg.board [data-hole="A1"]`);
      const { goal, board } = await page.evaluate(() => {
        window.scrollTo(0, 0);
        const bottom = (selector) => document.querySelector(selector).getBoundingClientRect().bottom;
        return { goal: bottom('#learn-goal'), board: bottom('#learn-step svg.board') };
      });
      assert.ok(goal <= viewport.height && board <= viewport.height, `${lang}, ${id}: goal's bottom ${goal}, board's bottom ${board}`);
    }
  }
  assert.deepEqual(errors, []);
  await context.close();
});
