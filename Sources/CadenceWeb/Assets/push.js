// Web Push on this device (docs/web.md "Notifications on this device"; docs/domain-rules.md
// "§15 Web Push"). "Notify this device" (#notify-this-device, on Settings and the habit
// form) asks the browser's permission only when it is tapped, never on page load; it subscribes
// with the server's public key (GET /api/v1/push/key) and keeps the subscription on the server
// (POST /api/v1/push/subscriptions). On every page, where the permission is already granted, a
// subscription made for another key (after `cadence push rotate-keys`) or unknown to the server
// is renewed silently. #reminder-destination says where a habit's reminders arrive. The service
// worker's outbox of Done check-ins is flushed when a page opens online.
(function () {
  "use strict";
  var supported = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

  function bytes(text) {
    var plain = text.replace(/-/g, "+").replace(/_/g, "/");
    while (plain.length % 4) plain += "=";
    var raw = atob(plain), out = new Uint8Array(raw.length);
    for (var i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
    return out;
  }
  function sameKey(buffer, key) {
    if (!buffer) return false;
    var mine = new Uint8Array(buffer), theirs = bytes(key);
    if (mine.length !== theirs.length) return false;
    for (var i = 0; i < mine.length; i++) if (mine[i] !== theirs[i]) return false;
    return true;
  }
  function api(method, path, body) {
    var init = { method: method, credentials: "same-origin", headers: { "Accept": "application/json" } };
    if (body !== undefined) { init.headers["Content-Type"] = "application/json"; init.body = JSON.stringify(body); }
    return fetch(path, init).then(function (response) {
      if (!response.ok) throw new Error("HTTP " + response.status);
      return response.status === 204 ? null : response.json();
    });
  }
  function say(text) {
    document.querySelectorAll("#push-state").forEach(function (state) { state.textContent = text; });
  }
  // The page's words for these sentences, rendered by the server in the page's language as
  // data-say-* attributes of #push-device (docs/web.md "Notifications on this device").
  var lang = document.documentElement.lang || "en";
  function word(name, values) {
    var panel = document.getElementById("push-device");
    var key = "say" + name.replace(/(^|-)([a-z])/g, function (_, __, c) { return c.toUpperCase(); });
    var text = (panel && panel.dataset[key]) || "";
    Object.keys(values || {}).forEach(function (k) { text = text.split("{" + k + "}").join(values[k]); });
    return text;
  }
  // A count's words: the sample count (0, 1, 2, 3, 11, 100) of the same plural category.
  function counted(name, count) {
    var forms = {};
    try { forms = JSON.parse(word(name) || "{}"); } catch (e) { forms = {}; }
    var rules = new Intl.PluralRules(lang);
    var category = rules.select(count);
    var sample = Object.keys(forms).filter(function (n) { return rules.select(Number(n)) === category; })[0] || "100";
    return (forms[sample] || "").split("{count}").join(new Intl.NumberFormat(lang).format(count));
  }
  function gets() { return word(isPhone() ? "phone-gets" : "device-gets"); }
  function isPhone() {
    return /Mobi|Android|iPhone|iPad/.test(navigator.userAgent) || window.matchMedia("(max-width: 700px)").matches;
  }
  function ready() {
    return navigator.serviceWorker.register("/sw.js").then(function () { return navigator.serviceWorker.ready; });
  }

  // This browser's subscription for the server's current key, made (or renewed) and kept on the server.
  function subscribe(registration) {
    return api("GET", "/api/v1/push/key").then(function (answer) {
      return registration.pushManager.getSubscription().then(function (existing) {
        if (existing && sameKey(existing.options && existing.options.applicationServerKey, answer.publicKey)) return existing;
        var gone = existing ? existing.unsubscribe() : Promise.resolve();
        return gone.then(function () {
          // A browser without a reachable push service may never answer: give up after 20 s.
          var late = new Promise(function (resolve, reject) { setTimeout(function () { reject(new Error("no answer")); }, 20000); });
          return Promise.race([
            registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytes(answer.publicKey) }), late]);
        });
      });
    }).then(function (subscription) {
      return api("POST", "/api/v1/push/subscriptions", subscription.toJSON());
    });
  }

  // Where reminders arrive: this device, the person's other devices, their channels.
  function describe() {
    var note = document.getElementById("reminder-destination");
    var panel = document.getElementById("push-device");
    if (!note && !panel) return Promise.resolve();
    var own = supported ? ready().then(function (r) { return r.pushManager.getSubscription(); }).catch(function () { return null; })
      : Promise.resolve(null);
    return Promise.all([api("GET", "/api/v1/push/subscriptions"), api("GET", "/api/v1/notify/channels"), own]).then(function (all) {
      var devices = all[0], channels = all[1], mine = all[2];
      var here = mine && devices.filter(function (d) { return d.endpoint === mine.endpoint; })[0];
      var parts = [];
      var others = devices.length - (here ? 1 : 0);
      if (here) parts.push(word(isPhone() ? "this-phone" : "this-device"));
      if (others > 0) parts.push(counted(here ? "other-devices" : "devices", others));
      if (channels.length > 0) parts.push(counted("channels", channels.length));
      var where = parts.length === 0 ? word("nowhere") : new Intl.ListFormat(lang, { type: "conjunction" }).format(parts);
      if (note) { note.textContent = word("arrive", { where: where }); note.dataset.where = where; }
      if (panel) panel.dataset.thisDevice = here ? String(here.id) : "";
      var test = document.getElementById("test-this-device");
      if (test) test.hidden = !here;
      if (here) say(gets());
      return here;
    }).catch(function () {});
  }

  function turnOn() {
    say(word("asking"));
    Notification.requestPermission().then(function (permission) {
      if (permission !== "granted") { say(word("blocked")); return; }
      return ready().then(subscribe).then(function () { return describe(); }).then(function () {
        say(gets());
      });
    }).catch(function () { say(word("failed")); });
  }

  function sendTest() {
    var panel = document.getElementById("push-device");
    var id = panel && panel.dataset.thisDevice;
    if (!id) return;
    api("POST", "/api/v1/push/subscriptions/" + id + "/test").then(function (answer) {
      say(answer.delivered ? word("test-sent") : word("test-not-delivered", { reason: answer.reason }));
    }).catch(function () { say(word("test-failed")); });
  }

  // Renews a subscription made for another key, or one the server no longer knows, without asking.
  function renew() {
    if (Notification.permission !== "granted") return Promise.resolve();
    return ready().then(function (registration) {
      return registration.pushManager.getSubscription().then(function (existing) {
        if (!existing) return;
        return Promise.all([api("GET", "/api/v1/push/key"), api("GET", "/api/v1/push/subscriptions")]).then(function (all) {
          var known = all[1].some(function (d) { return d.endpoint === existing.endpoint; });
          if (!known || !sameKey(existing.options && existing.options.applicationServerKey, all[0].publicKey)) {
            return subscribe(registration);
          }
        });
      });
    }).catch(function () {});
  }

  function flushOutbox() {
    if (!("serviceWorker" in navigator) || !navigator.onLine) return;
    navigator.serviceWorker.ready.then(function (registration) {
      if (registration.active) registration.active.postMessage({ type: "cadence-flush-outbox" });
    }).catch(function () {});
  }

  document.addEventListener("DOMContentLoaded", function () {
    var signedIn = !!document.getElementById("sign-out-form");
    if (signedIn) flushOutbox();
    window.addEventListener("online", flushOutbox);
    var buttons = document.querySelectorAll("#notify-this-device");
    if (!signedIn) return;
    if (!supported) {
      if (buttons.length) say(word("unsupported"));
      describe();
      return;
    }
    buttons.forEach(function (button) { button.hidden = false; button.addEventListener("click", turnOn); });
    var test = document.getElementById("test-this-device");
    if (test) test.addEventListener("click", sendTest);
    renew().then(describe);
  });
})();
