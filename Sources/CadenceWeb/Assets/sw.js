// Cadence's service worker (docs/web.md "Installable and offline"). It keeps the last copy of
// Home, Today, Health, To-dos and each habit page this device opened, and answers with it when
// the network is gone, marked so the page can say it is offline; any other page (or one never
// kept) is answered with the app's offline page (/offline, kept when the worker installs).
// Assets are cached by their versioned address. Quick actions made offline are queued by
// app.js, not here.
"use strict";
const PAGES = "cadence-pages-v1";
const ASSETS = "cadence-assets-v1";

self.addEventListener("install", (event) => {
  event.waitUntil(keepOfflinePage().catch(() => {}).then(() => self.skipWaiting()));
});

// The offline page and the assets it links (its stylesheet, script and icon), in ASSETS: it
// holds nobody's data, so it stays when someone signs out.
const OFFLINE_PAGE = "/offline";
async function keepOfflinePage() {
  const cache = await caches.open(ASSETS);
  const response = await fetch(OFFLINE_PAGE, { credentials: "omit", cache: "no-store" });
  if (!response.ok) return;
  const text = await response.clone().text();
  await cache.put(OFFLINE_PAGE, response);
  const assets = Array.from(text.matchAll(/\/assets\/[A-Za-z0-9._-]+\?v=[0-9a-f]+/g), (match) => match[0]);
  await Promise.all(assets.map(async (path) => { if (!(await cache.match(path))) await cache.add(path); }));
}

// The app's offline page (with links back to Home and Today); a plain one if it was never kept.
async function offlinePage() {
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(OFFLINE_PAGE);
  if (hit) return hit;
  return new Response('<!doctype html><html lang="en"><title>Offline · Cadence</title><main id="main"><h1 id="offline-page">' +
    'You are offline</h1><p><a id="offline-home" href="/">Home</a> · <a id="offline-today" href="/today">Today</a></p></main></html>',
  { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
}
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== PAGES && key !== ASSETS).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()));
});

// The pages kept for offline use: Home, Today, Health, To-dos and a habit's detail page.
function keptPage(url) {
  return ["/", "/today", "/health", "/todos"].includes(url.pathname) || /^\/habits\/\d+$/.test(url.pathname);
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
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // A form posted without a connection lands on the offline page, not the browser's error.
  if (request.method === "POST" && request.mode === "navigate") {
    event.respondWith(fetch(request).catch(() => offlinePage()));
    return;
  }
  if (request.method !== "GET") return;

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
    event.respondWith(fetch(request).catch(() => offlinePage()));
    return;
  }
  if (!keptPage(url)) {
    event.respondWith(fetch(request).catch(() => offlinePage()));
    return;
  }
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
      return offlinePage();
    }
  })());
});
