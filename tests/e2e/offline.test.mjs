// The PWA: after a first visit the service worker serves the app with the network gone,
// from a sub-path of the server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cp, appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, serve, controlledPage, stopServer, newGame, plies, playAny, DIST } from './helpers.mjs';

/** Opens `url` in a new page of `context`, up to three bounded attempts; its console and
 * page errors go to `errors`. */
async function openOffline(context, url, errors) {
  for (let attempt = 1; ; attempt++) {
    const page = await context.newPage();
    page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
    page.on('pageerror', (err) => errors.push(String(err)));
    try {
      await page.goto(url, { timeout: 20000 });
      await page.waitForSelector('[data-hole="A1"]', { timeout: 20000 });
      return page;
    } catch (error) {
      await page.close().catch(() => {});
      if (attempt === 3) throw error;
    }
  }
}

test('the app loads from a sub-path with the server gone after the first visit', async () => {
  const { server, url } = await serve('/some/sub/path/');
  const browser = await launch();
  try {
    const { page, foreign, errors } = await controlledPage(browser, url);
    assert.ok(await page.evaluate(() => !!navigator.serviceWorker.controller), 'the service worker controls the page');
    await stopServer(server);
    // A new page of the same browser context, with the server gone: only the service worker
    // can answer. Chromium has been seen to stall a reload of a service-worker page for
    // minutes under load, so each attempt is bounded and a stalled one is retried.
    const offline = await openOffline(page.context(), url, errors);
    assert.equal(await offline.locator('[data-hole]').count(), 32);
    assert.deepEqual(foreign, []);
    assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), []);
  } finally {
    await browser.close();
    server.close();
  }
});

test('the computer and every page work offline as soon as the service worker is active', async () => {
  const { server, url } = await serve('/first/');
  const browser = await launch();
  try {
    // The first visit caches everything when the service worker installs: once it is active
    // (controlledPage waits for that), the network can go.
    const { page, foreign, errors } = await controlledPage(browser, url);
    await stopServer(server);
    const offline = await openOffline(page.context(), url, errors);
    await newGame(offline, { variant: 'kujifunza', opponent: 'computer', level: '1', side: 'north' });
    await playAny(offline);
    await offline.waitForFunction(() => document.querySelectorAll('.history [data-ply]').length - 1 >= 2, null, { timeout: 30000 });
    assert.equal(await offline.locator('.notice[data-kind="computer-failed"]').count(), 0);
    await offline.click('#btn-learn');
    await offline.waitForSelector('#learn', { timeout: 30000 });
    assert.deepEqual(foreign, []);
    assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), []);
  } finally {
    await browser.close();
    server.close();
  }
});

test('a new version waits for "reload to update" and then takes over', async () => {
  const root = await mkdtemp(join(tmpdir(), 'bao-dist-'));
  await cp(DIST, root, { recursive: true });
  const { server, url } = await serve('/', root);
  const browser = await launch();
  try {
    const { page, errors } = await controlledPage(browser, url);
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller.scriptURL);
    await newGame(page, { variant: 'kujifunza' });
    await page.click('[data-hole="A3"]');
    await page.click('.arrow[data-dir=">"]');
    // A new build: its service worker differs.
    await appendFile(join(root, 'sw.js'), '\n// next version\n');
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
    await page.waitForSelector('#btn-update');
    assert.equal(await plies(page), 1, 'the game goes on until the user agrees');
    await Promise.all([page.waitForEvent('load'), page.click('#btn-update')]);
    await page.waitForSelector('[data-hole="A1"]');
    assert.equal(await page.locator('#btn-update').count(), 0, 'the new version runs');
    assert.equal(await plies(page), 1, 'the game is resumed after the update');
    assert.equal(await page.evaluate(() => navigator.serviceWorker.controller.scriptURL), firstWorker);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
    await rm(root, { recursive: true, force: true });
  }
});
