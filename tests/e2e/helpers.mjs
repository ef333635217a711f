// Shared set-up for the end-to-end tests: the built dist/ served on 127.0.0.1, headless
// Debian Chromium through playwright-core (no browser download), every request to another
// host recorded (and refused) so a test can assert there were none.
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../../scripts/static-server.mjs';

export const DIST = fileURLToPath(new URL('../../dist', import.meta.url));

const FLAGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
];

export function launch() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS, headless: true });
}

/** Serves `root` (dist/) under `mount` on a free port; returns { server, url }. */
export async function serve(mount = '/', root = DIST) {
  const server = await startServer(root, 0, mount);
  return { server, url: `http://127.0.0.1:${server.address().port}${mount}` };
}

/**
 * Registers the suite's set-up: one browser and one server for all tests of the file. The
 * returned object's `browser` and `url` are filled in before the first test runs.
 */
export function sharedBrowserAndServer() {
  const shared = { browser: null, server: null, url: null };
  before(async () => {
    ({ server: shared.server, url: shared.url } = await serve());
    shared.browser = await launch();
  });
  after(async () => {
    await shared.browser?.close();
    shared.server?.close();
  });
  return shared;
}

/**
 * A fresh browser context and page. `foreign` collects requests to any other host (they are
 * aborted); `errors` collects console errors and page errors.
 */
export async function openPage(browser, { serviceWorkers = 'block', viewport } = {}) {
  const context = await browser.newContext({ serviceWorkers, viewport: viewport ?? { width: 1280, height: 900 } });
  const foreign = [];
  const errors = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1' || url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
    foreign.push(url.href);
    return route.abort();
  });
  const page = await context.newPage();
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (err) => errors.push(String(err)));
  return { context, page, foreign, errors };
}

/**
 * A first visit with service workers allowed: the app opened, its service worker ready and
 * controlling the page (reloaded once if it did not yet). Returns openPage's object.
 */
export async function controlledPage(browser, url) {
  const opened = await openPage(browser, { serviceWorkers: 'allow' });
  await gotoApp(opened.page, url);
  await opened.page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await opened.page.evaluate(() => !!navigator.serviceWorker.controller))) await gotoApp(opened.page, url);
  return opened;
}

/** Closes `server` and its open connections: from then on only a service worker answers. */
export async function stopServer(server) {
  const closed = new Promise((done) => server.close(done));
  server.closeAllConnections?.();
  await closed;
}

/** Opens the app and waits for the board. */
export async function gotoApp(page, url) {
  await page.goto(url);
  await page.waitForSelector('svg.board [data-hole="A1"]');
}

/**
 * Starts a new game from the dialog (opening it unless it is open), answering "replace?";
 * `coach` ticks "with a coach" (a game against the computer).
 */
export async function newGame(page, { variant, setup, opponent = 'human', level, side, coach = false } = {}) {
  if (!(await page.locator('#new-game').count())) await page.click('#btn-new');
  await page.selectOption('#ng-variant', variant);
  if (setup) await page.selectOption('#ng-setup', setup);
  await page.selectOption('#ng-opponent', opponent);
  if (level) await page.selectOption('#ng-level', level);
  if (side) await page.selectOption('#ng-side', side);
  if (coach) await page.check('#ng-coach');
  await page.click('#ng-start');
  if (await page.locator('#confirm-replace').count()) await page.click('#confirm-yes');
  await page.waitForSelector('#new-game', { state: 'detached' });
}

/** Opens the settings panel (#btn-settings in the toolbar) unless it is open. */
export async function showSettings(page) {
  if (!(await page.isVisible('#settings-panel'))) await page.click('#btn-settings');
}

/** Closes the settings panel if it is open. */
export async function hideSettings(page) {
  if (await page.isVisible('#settings-panel')) await page.click('#settings-panel .close');
}

/** Changes settings in the panel: opens it, runs `change`, closes it again. */
export async function inSettings(page, change) {
  await showSettings(page);
  await change();
  await hideSettings(page);
}

export async function setSpeed(page, speed) {
  await inSettings(page, () => page.selectOption('#speed', speed));
}

/** The language setting: 'auto', 'en' or 'sw'. */
export async function setLanguage(page, lang) {
  await inSettings(page, () => page.selectOption('#language', lang));
}

/** Seed counts of all 32 holes by name. */
export function counts(page) {
  return page.$$eval('[data-hole]', (els) => Object.fromEntries(els.map((e) => [e.dataset.hole, Number(e.dataset.count)])));
}

export async function plies(page) {
  return page.locator('.history [data-ply]:not([data-ply="0"])').count();
}

/**
 * Plays some legal move by clicks, the way the tests pick moves: the last highlighted
 * (playable) hole in board order, then the "<" direction if one is asked for.
 */
export async function playAny(page) {
  const before = await plies(page);
  const hole = await page.locator('.hole.playable').last().getAttribute('data-hole');
  await page.click(`[data-hole="${hole}"]`);
  if (await page.locator('.arrow').count()) await page.click('.arrow[data-dir="<"]');
  await page.waitForFunction((n) => document.querySelectorAll('.history [data-ply]').length - 1 > n, before);
}

/** Clicks a hole, and the arrow for `dir` if the hole asks for a direction. */
export async function playSow(page, hole, dir) {
  const before = await plies(page);
  await page.click(`[data-hole="${hole}"]`);
  if (dir) await page.click(`.arrow[data-dir="${dir}"]`);
  await page.waitForFunction((n) => document.querySelectorAll('.history [data-ply]').length - 1 > n, before);
  // The move is over when its lap caption goes (a capture's pause shows no hand).
  await page.waitForSelector('.anim-info', { state: 'detached' });
  await page.waitForSelector('.hand', { state: 'detached' });
}

/**
 * A fresh page at instant speed on the Learn page, with a stored progress (bao.learn, format
 * version 1) that has solved `solved` with three stars; seeded once, so a reload keeps what
 * the app writes.
 */
export async function openLearn(browser, url, solved) {
  const opened = await openPage(browser);
  const steps = Object.fromEntries(solved.map((id) => [id, { stars: 3, tries: 0, hints: 0 }]));
  const progress = JSON.stringify({ version: 1, progress: { steps } });
  await opened.page.addInitScript((text) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('bao.learn', text);
    }
  }, progress);
  await gotoApp(opened.page, url);
  if (await opened.page.locator('#new-game').count()) await opened.page.click('#new-game .close');
  await setSpeed(opened.page, 'instant');
  await opened.page.click('#btn-learn');
  await opened.page.waitForSelector('#learn');
  return opened;
}

/** Plays a move on the step's board: the hole, and the arrow of `dir` if one is offered. */
export async function playStep(page, hole, dir) {
  await page.click(`#learn-step [data-hole="${hole}"]`);
  if (await page.locator('#learn-step .arrow').count()) await page.click(`#learn-step .arrow[data-dir="${dir}"]`);
  await page.waitForSelector('#learn-feedback');
}

/** The learning path's step ids in teaching order: the stage files of content/learn/ in name
 * order, each step in its file's order. */
export function stepIds() {
  const dir = fileURLToPath(new URL('../../content/learn/', import.meta.url));
  return readdirSync(dir).filter((f) => f.endsWith('.json')).sort()
    .flatMap((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')).steps.map((step) => step.id));
}

const AXE = readFileSync(fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url)), 'utf8');

/**
 * The accessibility rules that fail on `page` as it is now: `rule: selectors` lines. Level A of
 * WCAG 2.0 and 2.1 (axe-core), without axe's "label-content-name-mismatch", which reads a hole's
 * drawn name and count ("A1" "2") as one word that its label ("A1, 2 seeds") does not contain.
 */
export async function axeViolations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const result = await page.evaluate(() => axe.run(document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag21a'] },
    rules: { 'label-content-name-mismatch': { enabled: false } },
  }));
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
