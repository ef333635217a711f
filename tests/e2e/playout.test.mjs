// End-to-end: a learning play-out judged by the search worker (the checker's bounded search
// runs off the page's thread): the step is busy while the search runs, then says why.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowserAndServer, openLearn, stepIds } from './helpers.mjs';

const shared = sharedBrowserAndServer();

test('survive: of the four first moves one holds and three lose by force, each judged by the worker', async () => {
  const ids = stepIds();
  const { page, context, errors } = await openLearn(shared.browser, shared.url, ids.slice(0, ids.indexOf('survive')));
  await page.click('[data-step="survive"]');
  await page.waitForSelector('#learn-step[data-step="survive"][aria-busy="false"]');
  // The step's claim (content/learn, checked by search): all four first moves lose against best
  // play, A5< at once; the bounded search of the step also proves A3> and A5> lost.
  const holes = await page.$$eval('#learn-step .hole.playable', (els) => els.map((e) => e.dataset.hole));
  const kinds = [];
  let refuted = false;
  for (const hole of holes) {
    await page.click(`#learn-step [data-hole="${hole}"]`);
    const dirs = await page.$$eval('#learn-step .arrow', (els) => els.map((e) => e.dataset.dir));
    for (const [i, dir] of (dirs.length ? dirs : [null]).entries()) {
      if (i > 0) await page.click(`#learn-step [data-hole="${hole}"]`);
      if (dir) await page.click(`#learn-step .arrow[data-dir="${dir}"]`);
      await page.waitForSelector('#learn-step[aria-busy="false"] #learn-feedback');
      const kind = await page.getAttribute('#learn-feedback', 'data-kind');
      kinds.push(kind);
      if (kind === 'wrong') assert.match(await page.textContent('#learn-feedback'), /North can win whatever you play/);
      else assert.match(await page.textContent('#learn-feedback'), /North replies/);
      if (kind === 'wrong' && !refuted) {
        // The refutation: the search's winning line for North, shown lap by lap, and left on
        // the board at its end (the board no longer shows the position after the move).
        refuted = true;
        const seeds = () => page.$$eval('#learn-step [data-hole]', (els) => els.map((e) => e.dataset.count).join());
        const after = await seeds();
        await page.click('#learn-refute');
        await page.waitForSelector('#learn-step #lap-bar[data-state="playing"]');
        await page.locator('#learn-step #lap-end:enabled').click({ timeout: 2000 }).catch(() => {});
        await page.waitForSelector('#learn-step #lap-bar[data-state="idle"]');
        assert.notEqual(await seeds(), after, "the line's end stays on the board");
        assert.ok(await page.isEnabled('#learn-step #lap-back'), 'and can be stepped back lap by lap');
      }
      await page.click('#learn-back');
      await page.click('[data-step="survive"]');
      await page.waitForSelector('#learn-step[data-step="survive"]:not(:has(#learn-feedback))');
    }
  }
  assert.deepEqual(kinds.toSorted(), ['going', 'wrong', 'wrong', 'wrong']);
  assert.deepEqual(errors, []);
  await context.close();
});
