// Patience service worker: keeps the built site so the game plays offline once loaded.
// Pages and assets are served from the cache at once and refreshed in the background (stale-while-revalidate);
// the install step reads the page and its scripts for the hashed asset names, so all of them are kept up front.
const CACHE = 'patience-v1';
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
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const cached = await cache.match(request, { ignoreSearch: true, ignoreVary: true });
      const fresh = fetch(request)
        .then((response) => {
          if (response.ok) cache.put(request, response.clone());
          return response;
        })
        .catch(() => cached ?? (request.mode === 'navigate' ? cache.match('./index.html') : Response.error()));
      return cached ?? fresh;
    }),
  );
});
