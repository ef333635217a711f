// Shared by the browser benchmarks (bench-wasm.mjs, bench-analysis.mjs): the release site in
// dist/ served locally, one headless page, and searches run one after another in a fresh AI
// worker of that page (the worker's own protocol, bao::ai::protocol).
import { launch, serve } from '../tests/e2e/helpers.mjs';

/** Calls `use(page)` on a page of the served site (`root`, dist/ by default); closes the
 * browser and server after. */
export async function withServedPage(use, root = undefined) {
  const { server, url } = await serve('/', root);
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.goto(url);
    return await use(page);
  } finally {
    await browser.close();
    server.close();
  }
}

/**
 * Posts each request to a new worker of `page`, one after another, and returns each one's
 * final `done` reply with the time it took (`{ done, ms }`); a worker `error` reply throws.
 */
export function searchInWorker(page, requests) {
  return page.evaluate(async (requests) => {
    const worker = new Worker('./bao-worker_loader.js');
    const replies = [];
    let wake = null;
    worker.onmessage = (event) => { replies.push(JSON.parse(event.data)); wake?.(); };
    const next = async (kind) => {
      for (;;) {
        const index = replies.findIndex((reply) => reply.kind === kind || reply.kind === 'error');
        if (index >= 0) return replies.splice(0, index + 1).pop();
        await new Promise((resolve) => { wake = resolve; });
      }
    };
    await next('ready');
    const results = [];
    for (const request of requests) {
      const began = performance.now();
      worker.postMessage(JSON.stringify(request));
      const done = await next('done');
      if (done.kind === 'error') throw new Error(done.message);
      results.push({ done, ms: performance.now() - began });
    }
    worker.terminate();
    return results;
  }, requests);
}
