// The PWA: after a first visit the service worker serves the app with the network gone,
// from a sub-path of the server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serve, openPage } from './helpers.mjs';

test('the app loads from a sub-path with the server gone after the first visit', async () => {
  const { server, url } = await serve('/some/sub/path/');
  const browser = await launch();
  try {
    const { page, foreign, errors } = await openPage(browser, { serviceWorkers: 'allow' });
    await page.goto(url);
    await page.waitForSelector('[data-hole="A1"]');
    await page.evaluate(() => navigator.serviceWorker.ready);
    if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
    assert.ok(await page.evaluate(() => !!navigator.serviceWorker.controller), 'the service worker controls the page');
    await new Promise((done) => server.close(done));
    server.closeAllConnections?.();
    await page.reload();
    await page.waitForSelector('[data-hole="A1"]');
    assert.equal(await page.locator('[data-hole]').count(), 32);
    assert.deepEqual(foreign, []);
    assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), []);
  } finally {
    await browser.close();
    server.close();
  }
});
