// Cadence's service worker (docs/web.md "Installable and offline"). It keeps the last copy of
// Home, Today and each habit page this device opened, and answers with it when the network is
// gone, marked so the page can say it is offline. Assets are cached by their versioned address.
// Check-ins made offline are queued by app.js, not here.
"use strict";
const PAGES = "cadence-pages-v1";
const ASSETS = "cadence-assets-v1";

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== PAGES && key !== ASSETS).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()));
});

// The pages kept for offline use: Home, Today and a habit's detail page.
function keptPage(url) {
  return url.pathname === "/" || url.pathname === "/today" || /^\/habits\/\d+$/.test(url.pathname);
}

// The cached copy with a mark on <body>, so app.js shows that it is not live.
async function offlineCopy(response) {
  const text = await response.text();
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(text.replace("<body>", '<body data-offline-copy="true">'), { status: 200, headers });
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(caches.open(ASSETS).then(async (cache) => {
      const hit = await cache.match(request);
      if (hit) return hit;
      const response = await fetch(request);
      if (response.ok) cache.put(request, response.clone());
      return response;
    }));
    return;
  }

  if (request.mode !== "navigate") return;
  // Signing in or out starts over: another person may use this device next.
  if (url.pathname === "/sign-in" || url.pathname === "/welcome") {
    event.waitUntil(caches.delete(PAGES));
    return;
  }
  if (!keptPage(url)) return;
  event.respondWith((async () => {
    const cache = await caches.open(PAGES);
    try {
      const response = await fetch(request);
      const landed = new URL(response.url || request.url);
      if (response.ok && keptPage(landed)) await cache.put(landed.pathname, response.clone());
      return response;
    } catch (error) {
      const hit = await cache.match(url.pathname);
      if (hit) return offlineCopy(hit);
      throw error;
    }
  })());
});
