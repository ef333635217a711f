// Service worker: keeps the app working offline. scripts/post-build.mjs fills in the asset
// list (the build's hashed file names) and the version at build time.
const ASSETS = /*ASSETS*/[];
const VERSION = /*VERSION*/"";
const CACHE = `bao-${VERSION}`;
// Data loaded on first use (the puzzles), not with the page: kept here once fetched, across
// versions; fetched afresh whenever the network answers.
const DATA_CACHE = 'bao-data';
const DATA_PATH = /\/puzzles\/[^/]+$/;

self.addEventListener('install', (event) => {
  // A new version waits until the page asks for it ("reload to update"), never mid-game.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(ASSETS)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith('bao-') && key !== CACHE && key !== DATA_CACHE) await caches.delete(key);
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
  if (DATA_PATH.test(new URL(request.url).pathname)) {
    event.respondWith((async () => {
      const cache = await caches.open(DATA_CACHE);
      try {
        const response = await fetch(request);
        if (response.ok) await cache.put(request, response.clone());
        return response;
      } catch (error) {
        const cached = await cache.match(request, { ignoreSearch: true });
        if (cached) return cached;
        throw error;
      }
    })());
    return;
  }
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // Navigations get the cached page (the URL may carry a share-link fragment or query).
    const cached = await cache.match(request, { ignoreSearch: true })
      ?? (request.mode === 'navigate' ? await cache.match('./') : undefined);
    return cached ?? fetch(request);
  })());
});
