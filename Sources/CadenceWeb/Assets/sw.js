// Cadence's service worker (docs/web.md "Installable and offline"). It keeps the last copy of
// Home, Today, Health, To-dos and each habit page this device opened, and answers with it when
// the network is gone, marked so the page can say it is offline; any other page (or one never
// kept) is answered with the app's offline page (/offline, kept when the worker installs).
// Assets are cached by their versioned address. Quick actions made offline are queued by
// app.js, not here
// (a notification's Done, by the Web Push section below).
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

// ---- Web Push (docs/web.md "Notifications on this device"; docs/domain-rules.md "§15 Web Push")
// A push message (JSON: type, title, body, habit, day, url, tag, icon) becomes a notification with
// the habit's icon and, for a reminder, two actions: Done checks the habit in for the message's
// day and replaces the notification with "Logged"; Open (or a tap) opens Today. A Done check-in
// goes through an outbox in IndexedDB: sent at once when online, else when the worker next wakes
// (a push, a tap, a background sync, or a page asking with {type: "cadence-flush-outbox"}).
const OUTBOX = { db: "cadence-push", store: "outbox" };
const APP_ICON = "/assets/icon-192.png";

function outboxStore(mode, work) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(OUTBOX.db, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(OUTBOX.store, { keyPath: "clientId" });
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const transaction = open.result.transaction(OUTBOX.store, mode);
      const result = work(transaction.objectStore(OUTBOX.store));
      transaction.oncomplete = () => { open.result.close(); resolve(result && "result" in result ? result.result : undefined); };
      transaction.onerror = () => { open.result.close(); reject(transaction.error); };
    };
  });
}

// Sends every waiting Done check-in; one that is recorded (201), already recorded (200) or refused
// for good (another 4xx) leaves the outbox; 401, 429, 5xx and no network keep it for later.
async function flushPushOutbox() {
  const items = (await outboxStore("readonly", (store) => store.getAll())) || [];
  let sent = 0;
  for (const item of items) {
    let response;
    try {
      response = await fetch("/api/v1/habits/" + item.habit + "/checkins", {
        method: "POST", credentials: "same-origin",
        headers: { "Content-Type": "application/json", "Accept": "application/json", "Idempotency-Key": item.clientId },
        body: JSON.stringify({ clientId: item.clientId, date: item.day })
      });
    } catch (error) {
      break;
    }
    if (response.status === 401 || response.status === 429 || response.status >= 500) break;
    await outboxStore("readwrite", (store) => store.delete(item.clientId));
    sent += 1;
  }
  return { sent, waiting: items.length - sent };
}

// The habit's icon (an emoji) drawn on the app's colour, or the app's icon.
async function habitIcon(emoji) {
  if (!emoji || typeof OffscreenCanvas === "undefined") return APP_ICON;
  try {
    const canvas = new OffscreenCanvas(192, 192);
    const context = canvas.getContext("2d");
    context.fillStyle = "#4f46e5";
    context.fillRect(0, 0, 192, 192);
    context.font = "120px sans-serif";
    context.textAlign = "center";
    context.textBaseline = "middle";
    context.fillText(emoji, 96, 104);
    const blob = await canvas.convertToBlob({ type: "image/png" });
    const data = new Uint8Array(await blob.arrayBuffer());
    let text = "";
    for (let i = 0; i < data.length; i += 1) text += String.fromCharCode(data[i]);
    return "data:image/png;base64," + btoa(text);
  } catch (error) {
    return APP_ICON;
  }
}

async function showPushMessage(message) {
  const habit = message.habit && typeof message.habit.id === "number" ? message.habit : null;
  const options = {
    body: String(message.body || ""), tag: String(message.tag || "cadence"), icon: await habitIcon(message.icon),
    badge: APP_ICON, data: { type: message.type, habit, day: message.day, url: message.url || "/today" }
  };
  if (message.type === "reminder" && habit) options.actions = [{ action: "done", title: "Done" }, { action: "open", title: "Open" }];
  await self.registration.showNotification(String(message.title || "Cadence"), options);
}

self.addEventListener("push", (event) => {
  let message = {};
  try { message = event.data ? event.data.json() : {}; } catch (error) { message = { body: event.data ? event.data.text() : "" }; }
  event.waitUntil(showPushMessage(message).then(() => flushPushOutbox()).catch(() => {}));
});

async function openToday(url) {
  const target = new URL(url || "/today", self.location.origin);
  if (target.origin !== self.location.origin) target.href = new URL("/today", self.location.origin).href;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  for (const client of windows) {
    if ("focus" in client) {
      await client.focus();
      return "navigate" in client ? client.navigate(target.href) : client;
    }
  }
  return self.clients.openWindow(target.href);
}

// Done: queue the check-in, try to send it, and replace the notification with "Logged".
async function doneFromNotification(notification) {
  const data = notification.data || {};
  const clientId = self.crypto && self.crypto.randomUUID ? self.crypto.randomUUID() : "sw-" + Date.now() + "-" + Math.random();
  await outboxStore("readwrite", (store) => store.put({ clientId, habit: data.habit.id, day: data.day || null }));
  notification.close();
  const outcome = await flushPushOutbox();
  if (outcome.waiting > 0 && self.registration.sync) self.registration.sync.register("cadence-push-outbox").catch(() => {});
  await self.registration.showNotification("Logged", {
    body: data.habit.name + (outcome.waiting > 0 ? " (will be sent when this device is online)" : ""),
    tag: notification.tag, icon: APP_ICON, badge: APP_ICON, data: { type: "logged", url: data.url || "/today" }
  });
}

function handleNotificationAction(notification, action) {
  const data = notification.data || {};
  if (action === "done" && data.habit) return doneFromNotification(notification);
  notification.close();
  return openToday(data.url);
}

self.addEventListener("notificationclick", (event) => {
  event.waitUntil(handleNotificationAction(event.notification, event.action).catch(() => {}));
});

self.addEventListener("sync", (event) => {
  if (event.tag === "cadence-push-outbox") event.waitUntil(flushPushOutbox());
});

// Messages from this site's pages: flush the outbox; and, for the browser tests (no DevTools
// command clicks a notification's action), {type: "cadence-notification-action", tag, action}
// runs the same handler as a click on that notification.
self.addEventListener("message", (event) => {
  const message = event.data || {};
  if (message.type === "cadence-flush-outbox") event.waitUntil(flushPushOutbox().catch(() => {}));
  if (message.type === "cadence-notification-action") {
    event.waitUntil(self.registration.getNotifications({ tag: message.tag }).then((shown) => {
      const notification = shown[0];
      const reply = (answer) => event.source && event.source.postMessage(answer);
      if (!notification) return reply({ type: "cadence-notification-action", ok: false });
      return handleNotificationAction(notification, message.action)
        .then(() => reply({ type: "cadence-notification-action", ok: true }));
    }).catch(() => {}));
  }
});
