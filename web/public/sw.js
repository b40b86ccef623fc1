// Patience service worker: keeps the built site so the game plays offline once loaded.
// Pages and assets are served from the cache at once and refreshed in the background (stale-while-revalidate);
// the install step reads the page and its scripts for the hashed asset names, so all of them are kept up front.
// Each build has a cache of its own (the build writes its name here); activating removes the caches of older builds.
const CACHE = 'patience-__PATIENCE_BUILD__';
// Vite's hashed file names, as the page names them (./assets/index-AbCd1234.js) and as scripts name each other.
const ASSET = /([\w-]+-[\w-]{8}\.(?:js|css|wasm))\b/g;

const precache = async () => {
  const cache = await caches.open(CACHE);
  await cache.addAll(['./', './index.html', './manifest.webmanifest', './icon.svg', './icon-192.png']);
  const seen = new Set();
  const queue = ['./index.html'];
  while (queue.length > 0) {
    const url = queue.shift();
    const response = await cache.match(url);
    if (!response) continue;
    const text = await response.text();
    for (const match of text.matchAll(ASSET)) {
      const asset = `./assets/${match[1]}`;
      if (seen.has(asset)) continue;
      seen.add(asset);
      await cache.add(asset).catch(() => undefined);
      if (asset.endsWith('.js')) queue.push(asset);
    }
  }
};

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith('patience-') && name !== CACHE).map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// Only into this build's cache, and only while it is there: once a newer build's worker has removed it, a page still
// served by this one must not bring it back.
const keep = async (request, response) => {
  if (await caches.has(CACHE)) await (await caches.open(CACHE)).put(request, response);
};

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const options = { cacheName: CACHE, ignoreSearch: true, ignoreVary: true };
      const cached = await caches.match(request, options);
      const fresh = fetch(request)
        .then((response) => {
          if (response.ok) keep(request, response.clone()).catch(() => undefined);
          return response;
        })
        .catch(
          async () =>
            cached ??
            (request.mode === 'navigate' ? await caches.match('./index.html', options) : undefined) ??
            Response.error(),
        );
      return cached ?? fresh;
    })(),
  );
});
