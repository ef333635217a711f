// Benchmark (not a test): a game review in the served app, through the page — the record opened
// from a share link, "Review" clicked, the time until every ply is reviewed — against
// `bao review` of the same record natively. Needs the release site in dist/ (scripts/build.sh)
// and a release `bao`.
// Usage: node scripts/bench-review.mjs BAO_BINARY [RECORD]
// The default record, tests/data/kiswahili-60.txt, is a 60-ply game of Bao la Kiswahili made by
// `bao analyse` self-play at 20,000 nodes a ply (the second-best move every seventh ply).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launch, serve, openPage } from '../tests/e2e/helpers.mjs';

const defaultRecord = fileURLToPath(new URL('../tests/data/kiswahili-60.txt', import.meta.url));
const [bao, recordFile = defaultRecord] = process.argv.slice(2);
if (!bao) {
  console.error('usage: node scripts/bench-review.mjs BAO_BINARY [RECORD]');
  process.exit(2);
}
const record = readFileSync(recordFile, 'utf8');

const nativeStart = Date.now();
const native = execFileSync(bao, ['review', recordFile], { encoding: 'utf8' }).trim().split('\n');
const nativeMs = Date.now() - nativeStart;

const { server, url } = await serve();
const browser = await launch();
try {
  const { page, errors } = await openPage(browser);
  await page.goto(url + '#game=' + Buffer.from(record).toString('base64url'));
  await page.waitForSelector('svg.board [data-hole="A1"]');
  if (await page.locator('#new-game').count()) await page.click('#new-game .close');
  const start = Date.now();
  await page.click('#btn-review');
  await page.waitForSelector('#review-progress');
  await page.waitForFunction(() => {
    const bar = document.querySelector('#review-progress');
    return bar && Number(bar.max) > 0 && Number(bar.value) === Number(bar.max);
  }, null, { timeout: 600000, polling: 250 });
  const browserMs = Date.now() - start;
  const plies = await page.getAttribute('#review-progress', 'max');
  console.log(JSON.stringify({ record: recordFile, plies: Number(plies), native_ms: nativeMs, native_lines: native.length, browser_ms: browserMs, console_errors: errors.length }));
} finally {
  await browser.close();
  server.close();
}
