// A tiny static file server for dist/ on 127.0.0.1 (used by scripts/serve.sh and the e2e
// tests). Usage: node scripts/static-server.mjs DIR [PORT]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.jsonl': 'application/jsonl',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Serves `root` under any URL prefix `mount` (default "/"); resolves to the http.Server. */
export function startServer(root, port = 0, mount = '/') {
  const base = resolve(root);
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    let path = decodeURIComponent(url.pathname);
    if (!path.startsWith(mount)) {
      res.writeHead(404).end('not found');
      return;
    }
    path = path.slice(mount.length);
    if (path === '' || path.endsWith('/')) path += 'index.html';
    const file = normalize(join(base, path));
    if (!file.startsWith(base)) {
      res.writeHead(403).end('forbidden');
      return;
    }
    try {
      if (!(await stat(file)).isFile()) throw new Error('not a file');
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => ok(server)));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dir = 'dist', port = '8080'] = process.argv.slice(2);
  const server = await startServer(dir, Number(port));
  console.log(`Serving ${dir}/ on http://127.0.0.1:${server.address().port}/ (Ctrl-C stops)`);
}
