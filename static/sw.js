// Service worker: keeps the app working offline. scripts/post-build.mjs fills in the asset
// list (the build's hashed file names) and the version at build time.
// What the page needs to show (its first load), cached when the service worker installs.
const ASSETS = /*ASSETS*/[];
// The study bundle and the AI worker: cached when first fetched, or when the page asks for a
// warm-up once it has loaded ("warm-up"), so every page works offline later.
const LATER = /*LATER*/[];
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
  if (event.data === 'warm-up') event.waitUntil(warmUp());
});

async function warmUp() {
  const cache = await caches.open(CACHE);
  for (const asset of LATER) {
    if (await cache.match(asset)) continue;
    try {
      const response = await fetch(asset);
      if (response.ok) await cache.put(asset, response);
    } catch {
      // Offline: the asset is cached when it is first fetched.
    }
  }
}

const isLater = (url) => LATER.some((asset) => new URL(asset, self.location).pathname === url.pathname);

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
    if (cached) return cached;
    const response = await fetch(request);
    if (response.ok && isLater(new URL(request.url))) await cache.put(request, response.clone());
    return response;
  })());
});
