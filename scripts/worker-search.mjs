// Shared by the browser benchmarks (bench-wasm.mjs, bench-analysis.mjs): the release site in
// dist/ served locally, one headless page, and searches run one after another in a fresh AI
// worker of that page (the worker's own protocol, bao::ai::protocol: a record a line, a word
// and its ` key=value` fields).
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

/** A position's JSON (RULES.md §12, as `bao` writes it) in the protocol's form: its fields
 * in order, separated by `/`, `-` for no bawo_setup or takasia. */
export function positionText(position) {
  const side = (s) => [s.front.join(','), s.back.join(','), s.reserve, s.house];
  return [position.variant, position.bawo_setup ?? '-', position.to_move, ...side(position.south), ...side(position.north), position.takasia ?? '-', position.ply ?? 0].join('/');
}

/** A search request's text: `{ position, history, level, seed, nodes, millis, lines,
 * search_forced, until_cancelled }` with the position as JSON; absent or false fields are
 * left out, as the page leaves them out. */
export function searchRequest(request) {
  const fields = { ...request, position: positionText(request.position), history: request.history?.join(',') };
  const written = Object.entries(fields).filter(([, value]) => value !== undefined && value !== null && value !== false && value !== '');
  return ['search', ...written.map(([key, value]) => `${key}=${value}`)].join(' ');
}

/** A worker reply's text as an object: its `kind` and head fields (numbers as numbers), and
 * its `line` records as `lines`; an `error` reply's `message`. Moves stay in notation. */
export function readReply(text) {
  if (text.startsWith('error ')) return { kind: 'error', message: text.slice('error '.length) };
  const record = (line) => {
    const [word, ...fields] = line.split(' ');
    const read = (value) => (/^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value);
    return { word, fields: Object.fromEntries(fields.map((field) => field.split(/=(.*)/s).slice(0, 2)).map(([key, value]) => [key, read(value)])) };
  };
  const [head, ...more] = text.split('\n').map(record);
  return { kind: head.word, ...head.fields, lines: more.filter((r) => r.word === 'line').map((r) => r.fields) };
}

/**
 * Posts each request (its text) to a new worker of `page`, one after another, and returns
 * each one's final `done` reply (read by `readReply`) with the time it took (`{ done, ms }`);
 * a worker `error` reply throws.
 */
export async function searchInWorker(page, requests) {
  const texts = requests.map(searchRequest);
  const results = await page.evaluate(async (texts) => {
    const worker = new Worker('./bao-worker_loader.js');
    const replies = [];
    let wake = null;
    worker.onmessage = (event) => { replies.push(event.data); wake?.(); };
    const kind = (reply) => reply.split(/[ \n]/, 1)[0];
    const next = async (wanted) => {
      for (;;) {
        const index = replies.findIndex((reply) => kind(reply) === wanted || kind(reply) === 'error');
        if (index >= 0) return replies.splice(0, index + 1).pop();
        await new Promise((resolve) => { wake = resolve; });
      }
    };
    await next('ready');
    const results = [];
    for (const text of texts) {
      const began = performance.now();
      worker.postMessage(text);
      const done = await next('done');
      if (kind(done) === 'error') throw new Error(done);
      results.push({ done, ms: performance.now() - began });
    }
    worker.terminate();
    return results;
  }, texts);
  return results.map(({ done, ms }) => ({ done: readReply(done), ms }));
}
