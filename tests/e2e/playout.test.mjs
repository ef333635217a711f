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
      await page.click('#learn-back');
      await page.click('[data-step="survive"]');
      await page.waitForSelector('#learn-step[data-step="survive"]:not(:has(#learn-feedback))');
    }
  }
  assert.deepEqual(kinds.toSorted(), ['going', 'wrong', 'wrong', 'wrong']);
  assert.deepEqual(errors, []);
  await context.close();
});
