// Service worker: keeps the app working offline. scripts/post-build.mjs fills in the asset
// list (the build's hashed file names) and the version at build time.
// Everything the site uses — the app, the AI worker, the puzzles — is cached when the service
// worker installs, so that every page and the computer work offline after one visit.
const ASSETS = /*ASSETS*/[];
const VERSION = /*VERSION*/"";
const CACHE = `bao-${VERSION}`;

self.addEventListener('install', (event) => {
  // A new version waits until the page asks for it ("reload to update"), never mid-game.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(ASSETS)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    // Older versions' caches go (and the puzzle cache of versions that kept them apart).
    for (const key of await caches.keys()) {
      if (key.startsWith('bao-') && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // Navigations get the cached page (the URL may carry an address or a share link).
    const cached = await cache.match(request, { ignoreSearch: true })
      ?? (request.mode === 'navigate' ? await cache.match('./') : undefined);
    return cached ?? fetch(request);
  })());
});
