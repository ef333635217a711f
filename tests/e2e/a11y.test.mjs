// Every control of the app has an accessible name, checked the way a screen reader's user
// meets them: axe-core's WCAG 2.0 and 2.1 level A rules run in Chromium on every page and on
// every dialog and panel, in English and Kiswahili.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowserAndServer, openPage, gotoApp, setSpeed, setLanguage, newGame, playAny, axeViolations as violations } from './helpers.mjs';

const shared = sharedBrowserAndServer();

const PAGES = ['#/play', '#/learn', '#/learn/board-front', '#/drill', '#/puzzles', '#/analysis', '#/editor', '#/review'];

for (const lang of ['en', 'sw']) {
  test(`every page's controls have names (${lang})`, async () => {
    const { page, context, errors } = await openPage(shared.browser);
    await gotoApp(page, shared.url);
    await setLanguage(page, lang);
    const found = [];
    for (const address of PAGES) {
      await page.goto(`${shared.url}${address}`);
      await page.waitForSelector('main');
      await page.waitForTimeout(300);
      found.push(...(await violations(page)).map((v) => `${address} ${v}`));
    }
    assert.deepEqual(found, []);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('every dialog and panel has named controls', async () => {
  const { page, context, errors } = await openPage(shared.browser);
  await gotoApp(page, shared.url);
  await setSpeed(page, 'instant');
  await newGame(page, { variant: 'kujifunza' });
  await playAny(page);
  const found = [];
  const check = async (name, open, close) => {
    await open();
    found.push(...(await violations(page)).map((v) => `${name} ${v}`));
    await close();
  };
  const closeDialog = () => page.click('dialog .close, .dialog .close');
  await check('new game', () => page.click('#btn-new'), closeDialog);
  await check('import', async () => { await page.click('#btn-import'); await page.waitForSelector('#import-text'); }, closeDialog);
  await check('game list', () => page.click('#btn-games'), closeDialog);
  await check('keys', () => page.click('#btn-keys'), closeDialog);
  await check('glossary', () => page.click('#btn-glossary'), closeDialog);
  await check('resign', () => page.click('#btn-resign'), () => page.click('#confirm-resign .close'));
  await check('settings', () => page.click('#btn-settings'), () => page.click('#settings-panel .close'));
  assert.deepEqual(found, []);
  assert.deepEqual(errors, []);
  await context.close();
});
