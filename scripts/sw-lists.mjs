// The service worker's file list in a built dist/ (written by scripts/post-build.mjs):
// `ASSETS`, everything the site uses, cached when it installs. Paths relative to dist/.
// As a command, prints one file a line: node scripts/sw-lists.mjs DIST ASSETS
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The files of list `name` in `dist`'s sw.js, without the page's own `./`. */
export function swList(dist, name) {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const match = sw.match(new RegExp(`const ${name} = (\\[[^\\]]*\\])`));
  if (!match) throw new Error(`${dist}/sw.js has no ${name} list`);
  return JSON.parse(match[1]).filter((asset) => asset !== './').map((asset) => asset.slice(2));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dist, name] = process.argv.slice(2);
  for (const file of swList(dist, name)) console.log(file);
}
