// The first-load budget (issues 10–12: every file of the first load together under 400 KB
// gzip). The first load is the service worker's install list (sw.js ASSETS, written by
// scripts/post-build.mjs) and sw.js itself; the study bundle, the AI worker and the puzzles
// come later (bao::ui::bundle) and must not be in it. scripts/first-load-size.sh prints the
// same sums file by file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST } from './helpers.mjs';
import { swList } from '../../scripts/sw-lists.mjs';

const BUDGET = 400_000;

const gzipped = async (file) => gzipSync(await readFile(join(DIST, file)), { level: 9 }).length;

test('the first load is the play bundle and stays under 400 KB gzip', async () => {
  const first = [...swList(DIST, 'ASSETS'), 'sw.js'];
  const later = swList(DIST, 'LATER');
  assert.ok(first.some((f) => /^bao-web-.*_bg\.wasm$/.test(f)), 'the play bundle is in the first load');
  assert.deepEqual(first.filter((f) => /^bao-(study|worker)|^puzzles\//.test(f)), [], 'nothing loaded later is in the first load');
  assert.deepEqual(later.sort(), ['bao-study.js', 'bao-study_bg.wasm', 'bao-worker.js', 'bao-worker_bg.wasm', 'bao-worker_loader.js']);
  let total = 0;
  for (const file of first) total += await gzipped(file);
  assert.ok(total < BUDGET, `first load ${total} B gzip, budget ${BUDGET} B`);
});
