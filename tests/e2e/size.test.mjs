// The size budget: the first visit caches everything the site uses — the app, the
// AI worker, the puzzles, styles and icons: the service worker's install list (sw.js ASSETS,
// written by scripts/post-build.mjs) and sw.js itself — and all of it together stays within
// 600,000 B gzip -9. scripts/first-load-size.sh prints the same sums file by file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { DIST } from './helpers.mjs';
import { swList } from '../../scripts/sw-lists.mjs';

const BUDGET = 600_000;

// gzip -9, as scripts/first-load-size.sh counts.
const gzipped = async (file) => execFileSync('gzip', ['-9c', join(DIST, file)], { maxBuffer: 1 << 26 }).length;

test('the first visit caches one app, the AI worker and the puzzles, within 600,000 B gzip', async () => {
  const cached = [...swList(DIST, 'ASSETS'), 'sw.js'];
  const apps = cached.filter((f) => /_bg\.wasm$/.test(f) && !/^bao-worker/.test(f));
  assert.equal(apps.length, 1, `one app wasm, found ${apps}`);
  assert.match(apps[0], /^bao-web-.*_bg\.wasm$/);
  for (const file of ['bao-worker_loader.js', 'bao-worker.js', 'bao-worker_bg.wasm', 'index.html', 'manifest.webmanifest']) {
    assert.ok(cached.includes(file), `${file} is cached on the first visit`);
  }
  const puzzles = (await readdir(join(DIST, 'puzzles'))).filter((f) => f.endsWith('.jsonl'));
  assert.ok(puzzles.length >= 2, 'the shipped puzzle sets');
  for (const file of puzzles) assert.ok(cached.includes(`puzzles/${file}`), `puzzles/${file} is cached on the first visit`);
  let total = 0;
  for (const file of cached) total += await gzipped(file);
  assert.ok(total <= BUDGET, `everything cached on the first visit: ${total} B gzip, budget ${BUDGET} B`);
});
