// Cadence web app: progressive enhancement only. Every page works without this script
// (plain forms, post/redirect/get); it adds the tap-and-hold gesture on Today (docs/web.md
// "Today"), in-place updates after an action, the browser's time zone on sign-up forms, and
// auto-submitting filters.
(function () {
  "use strict";
  document.documentElement.classList.add("js");

  var HOLD_MS = 800;
  var hold = null;
  var busy = false;

  // --- Time zone prefill (onboarding and sign-up). ---
  function prefillTimeZones(root) {
    var zone;
    try { zone = Intl.DateTimeFormat().resolvedOptions().timeZone; } catch (e) { zone = null; }
    if (!zone) return;
    root.querySelectorAll("input[data-browser-time-zone]").forEach(function (input) {
      var known = knownZone(input, zone);
      if (!input.dataset.touched && known) input.value = known;
    });
  }

  // A zone of the field's list (`datalist#time-zones`), matched without regard to case; null when
  // the list lacks it (docs/web.md "Entries on Today and Health": a zone the server would refuse is caught here, so
  // the typed password is not lost to a refused post).
  function knownZone(input, name) {
    var list = input.list;
    var wanted = (name || "").trim().toLowerCase();
    if (!list) return name;
    for (var i = 0; i < list.options.length; i++) {
      if (list.options[i].value.toLowerCase() === wanted) return list.options[i].value;
    }
    return null;
  }

  document.addEventListener("input", function (event) {
    if (event.target.matches && event.target.matches("input[data-browser-time-zone]")) event.target.setCustomValidity("");
  });

  document.addEventListener("submit", function (event) {
    var input = event.target.querySelector && event.target.querySelector("input[data-browser-time-zone]");
    if (!input) return;
    var known = knownZone(input, input.value);
    if (known) { input.value = known; return; }
    if (input.value === input.defaultValue) return;  // the server's own value (its default zone)
    event.preventDefault();
    input.setCustomValidity("Pick a time zone from the list, such as Europe/Paris.");
    input.reportValidity();
  }, true);

  // --- In-place updates: post a form, follow the redirect, swap <main>. ---
  function swapMain(html, url) {
    var doc = new DOMParser().parseFromString(html, "text/html");
    var fresh = doc.getElementById("main");
    var main = document.getElementById("main");
    if (!fresh || !main) { window.location.href = url; return; }
    main.innerHTML = fresh.innerHTML;
    if (doc.title) document.title = doc.title;
    if (url && window.history && history.replaceState) history.replaceState(null, "", url);
    prefillTimeZones(main);
  }

  // Today's buttons share one form (#today-form) and each names its action and habit
  // (check-in=12): the pressed button goes with the form's fields, as a plain post sends it.
  function formBody(form, submitter) {
    var body = new URLSearchParams(new FormData(form));
    if (submitter && submitter.name) body.append(submitter.name, submitter.value);
    return body;
  }

  // Posts the form the plain way (a new page), with the pressed button's name and value.
  function plainSubmit(form, submitter) {
    if (submitter && submitter.name) {
      var field = document.createElement("input");
      field.type = "hidden";
      field.name = submitter.name;
      field.value = submitter.value;
      form.appendChild(field);
    }
    form.submit();
  }

  function submitInPlace(form, submitter, focusHabit) {
    if (busy) return;
    busy = true;
    var tile = tileOf(submitter) || form.closest(".tile");
    var wasComplete = tile && tile.dataset.complete === "true";
    if (tile) tile.setAttribute("aria-busy", "true");
    postForm(form, formBody(form, submitter)).then(function (result) {
      busy = false;
      swapMain(result.text, result.response.url);
      if (focusHabit) {
        var fresh = document.querySelector('.tile[data-habit-id="' + focusHabit + '"]');
        if (fresh) {
          if (!wasComplete && fresh.dataset.complete === "true") fresh.classList.add("just-completed");
          var button = fresh.querySelector(".tile-button");
          if (button && document.activeElement === document.body) button.focus({ preventScroll: true });
        }
      }
    }).catch(function () {
      busy = false;
      // No connection: a quick action waits in the queue; anything else is posted the plain way.
      if (!queueAction(form, submitter)) plainSubmit(form, submitter);
    });
  }

  // --- Tap-and-hold on Today's tiles. ---
  function tileOf(element) { return element && element.closest ? element.closest(".tile") : null; }

  function toggleMenu(tile, focusAmount) {
    var menu = tile.querySelector(".tile-menu");
    if (!menu) return;
    var open = focusAmount ? true : !menu.open;
    closeMenus(menu);
    menu.open = open;
    if (open) {
      var target = (focusAmount && menu.querySelector("input[name=amount]")) || menu.querySelector("button, input:not([type=hidden]), a");
      if (target) target.focus();
    }
  }

  function closeMenus(except) {
    document.querySelectorAll(".tile-menu[open]").forEach(function (menu) { if (menu !== except) menu.open = false; });
  }

  // Escape closes the open menus (a tile's, the tab bar's More) and gives focus back to the
  // button of the one it was in (docs/web.md "Navigation").
  function closeMenusReturningFocus() {
    var active = document.activeElement;
    document.querySelectorAll(".tile-menu[open], #tab-more[open]").forEach(function (menu) {
      var hadFocus = active && menu.contains(active);
      menu.open = false;
      var summary = menu.querySelector("summary");
      if (summary && (hadFocus || active === document.body)) summary.focus();
    });
  }

  function startHold(button) {
    cancelHold();
    var tile = tileOf(button);
    if (!tile) return;
    tile.classList.add("holding");
    hold = { button: button, tile: tile, done: false, timer: window.setTimeout(completeHold, HOLD_MS) };
  }

  function completeHold() {
    if (!hold) return;
    var current = hold;
    current.done = true;
    current.tile.classList.remove("holding");
    if (navigator.vibrate) { try { navigator.vibrate(15); } catch (e) { /* not allowed */ } }
    if (current.tile.querySelector("input[name=amount]")) {
      toggleMenu(current.tile, true);
    } else if (current.tile.dataset.dayFull === "true") {
      offerUndo(current.tile);
    } else {
      submitInPlace(current.button.form, current.button, current.tile.dataset.habitId);
    }
  }

  // A done yes/no tile takes no more check-ins (docs/web.md "Entries on Today and Health"):
  // holding it opens its menu with Undo last focused instead of logging again.
  function offerUndo(tile) {
    var menu = tile.querySelector(".tile-menu");
    if (!menu) return;
    closeMenus(menu);
    menu.open = true;
    var undo = menu.querySelector("button[name=undo]");
    if (undo) undo.focus();
  }

  function endHold(isTap) {
    if (!hold) return;
    var current = hold;
    hold = null;
    window.clearTimeout(current.timer);
    current.tile.classList.remove("holding");
    if (!current.done && isTap) toggleMenu(current.tile, false);
  }

  function cancelHold() { endHold(false); }

  document.addEventListener("pointerdown", function (event) {
    var button = event.target.closest && event.target.closest(".tile-button");
    if (!button) {
      if (!(event.target.closest && event.target.closest(".tile-menu"))) closeMenus(null);
      return;
    }
    if (event.pointerType === "mouse" && event.button !== 0) return;
    startHold(button);
  });
  document.addEventListener("pointerup", function (event) {
    if (!hold) return;
    var button = event.target.closest && event.target.closest(".tile-button");
    endHold(button === hold.button);
  });
  document.addEventListener("pointercancel", cancelHold);
  document.addEventListener("pointerleave", function (event) {
    if (hold && event.target === hold.button) cancelHold();
  }, true);
  document.addEventListener("contextmenu", function (event) {
    if (event.target.closest && event.target.closest(".tile-button")) event.preventDefault();
  });
  // The script decides what a press does; the button's own click (a plain submit) is only
  // for browsers without it.
  document.addEventListener("click", function (event) {
    if (event.target.closest && event.target.closest(".tile-button")) event.preventDefault();
  });
  document.addEventListener("keydown", function (event) {
    var button = event.target.closest && event.target.closest(".tile-button");
    if (button && (event.key === " " || event.key === "Enter")) {
      event.preventDefault();
      if (!event.repeat && (!hold || hold.button !== button)) startHold(button);
    } else if (event.key === "Escape") {
      closeMenusReturningFocus();
    } else if (event.key === "Enter" && event.target.matches && event.target.matches("#today-form input[name=amount]")) {
      // Enter in an amount field presses that tile's Log button (the form's own default
      // button is disabled, so that Enter never presses another tile's).
      var log = tileOf(event.target) && tileOf(event.target).querySelector("button[name=log]");
      event.preventDefault();
      if (log) log.click();
    }
  });
  document.addEventListener("keyup", function (event) {
    var button = event.target.closest && event.target.closest(".tile-button");
    if (button && (event.key === " " || event.key === "Enter")) {
      event.preventDefault();
      endHold(true);
    }
  });

  // Forms on Today (the tiles' form, the undo toast) update the page in place.
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (event.defaultPrevented) return;
    if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== "post") return;
    if (form.id !== "today-form" && !form.closest("#undo-toast")) return;
    event.preventDefault();
    var submitter = event.submitter || null;
    var tile = tileOf(submitter);
    submitInPlace(form, submitter, tile ? tile.dataset.habitId : null);
  });

  // Filters submit on change.
  document.addEventListener("change", function (event) {
    var select = event.target;
    if (select.matches && select.matches("select[data-auto-submit]") && select.form) select.form.submit();
  });
  document.addEventListener("input", function (event) {
    if (event.target.matches && event.target.matches("input[data-browser-time-zone]")) event.target.dataset.touched = "1";
  });

  // Steppers (the health page's sleep hours): the − and + buttons move the field by their
  // data-step, inside its min and max. Without this script the field is typed as usual.
  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("[data-stepper] button[data-step]");
    if (!button) return;
    var input = button.closest("[data-stepper]").querySelector("input[type=number]");
    if (!input) return;
    var step = parseFloat(button.dataset.step) || 0;
    var value = (parseFloat(input.value) || 0) + step;
    var min = input.min === "" ? -Infinity : parseFloat(input.min);
    var max = input.max === "" ? Infinity : parseFloat(input.max);
    input.value = String(Math.round(Math.min(max, Math.max(min, value)) * 100) / 100);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });

  // --- Habit forms show only the fields that apply (docs/web.md "Decisions"). Without the
  // script every field shows, in an order that reads top to bottom. ---
  function showApplicable(form) {
    if (!form || !form.querySelector) return;
    var value = function (name) { var field = form.querySelector("[name=" + name + "]"); return field ? field.value : ""; };
    var kind = value("kind"), goal = value("goalType"), schedule = value("scheduleType");
    form.querySelectorAll("[data-when-kind], [data-unless-goal], [data-when-schedule]").forEach(function (element) {
      var show = true;
      if (element.dataset.whenKind) show = show && element.dataset.whenKind === kind;
      if (element.dataset.unlessGoal) show = show && element.dataset.unlessGoal !== goal;
      if (element.dataset.whenSchedule) show = show && element.dataset.whenSchedule.split(" ").indexOf(schedule) >= 0;
      element.hidden = !show;
    });
  }
  document.addEventListener("change", function (event) {
    var field = event.target;
    if (field.name === "kind" || field.name === "goalType" || field.name === "scheduleType") showApplicable(field.form);
  });

  // --- Copy buttons (a new token's secret). ---
  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("button[data-copy]");
    if (!button) return;
    var source = document.querySelector(button.dataset.copy);
    if (!source || !navigator.clipboard) return;
    navigator.clipboard.writeText(source.textContent.trim()).then(function () { button.textContent = "Copied"; });
  });

  // --- Offline (docs/web.md "Installable and offline"): the service worker keeps the last
  // pages; a quick action (check-in, log, undo, skip, a day's total, a health entry, completing
  // or reopening a to-do) that cannot reach the server waits here, with an id of its own so
  // that sending it again never counts it twice, and goes out when the connection returns. ---
  var QUEUE_KEY = "cadence-check-in-queue";
  function queued() {
    try { return JSON.parse(localStorage.getItem(QUEUE_KEY) || "[]"); } catch (e) { return []; }
  }
  function saveQueue(items) {
    try { localStorage.setItem(QUEUE_KEY, JSON.stringify(items)); } catch (e) { /* storage off: nothing can wait */ }
  }
  // The signed-in account: each queued action belongs to one and is sent only while it is
  // signed in (another person on this device must neither send nor lose it).
  function currentAccount() {
    var form = document.getElementById("sign-out-form");
    return form ? form.dataset.account || "" : "";
  }
  function mine(item) { return !item.account || item.account === currentAccount(); }
  function newClientId() {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
    return "c-" + Date.now().toString(36) + "-" + Math.random().toString(36).slice(2, 12);
  }
  // #offline-mark only on the copy the service worker answered with (never on a live page);
  // #offline-queue on a live page while actions wait.
  function showOfflineMark() {
    var main = document.getElementById("main");
    if (!main) return;
    var waiting = queued().filter(mine).length;
    var cached = document.body.dataset.offlineCopy === "true";
    var words = waiting > 0 ? waiting + (waiting === 1 ? " action waits" : " actions wait") + " to be sent." : "";
    var mark = document.getElementById("offline-mark");
    var queueNote = document.getElementById("offline-queue");
    if (!cached && mark) mark.remove();
    if (cached || waiting === 0) { if (queueNote) queueNote.remove(); }
    var id = cached ? "offline-mark" : (waiting > 0 ? "offline-queue" : null);
    if (!id) return;
    var note = document.getElementById(id);
    if (!note) {
      note = document.createElement("p");
      note.id = id;
      note.className = "offline-mark";
      note.setAttribute("role", "status");
      main.insertBefore(note, main.firstChild);
    }
    note.dataset.waiting = String(waiting);
    note.textContent = (cached ? "Offline: this is the last copy saved on this device. " : "") + words;
  }
  function pageDay(form) {
    var field = form && form.querySelector("input[name=day]");
    var marked = document.querySelector("#habit-grid[data-day], .today-date[data-day]");
    return (field && field.value) || (marked && marked.dataset.day) || null;
  }
  function number(text) { return text === "" || text == null ? null : Number(String(text).replace(",", ".")); }
  // What a form and its pressed button ask for, as a queue item (null: not a quick action).
  function quickAction(form, submitter) {
    var path = new URL(form.action, location.href).pathname, match, tile = tileOf(submitter);
    var name = submitter && submitter.name, value = submitter && submitter.value;
    var day = pageDay(form);
    if (form.id === "today-form" && /^\d+$/.test(value || "")) {
      if (name === "check-in" || name === "log") {
        var amountField = name === "log" && tile ? tile.querySelector("input[name=amount]") : null;
        return { kind: "check-in", habit: value, day: day, amount: amountField ? number(amountField.value) : null };
      }
      if (name === "undo") return { kind: "undo", habit: value, day: day };
      if (name === "skip" || name === "unskip") return { kind: "skip", habit: value, day: day, skipped: name === "skip" };
      return null;
    }
    if ((match = /^\/habits\/(\d+)\/check-in$/.exec(path))) {
      var amount = form.querySelector("input[name=amount]");
      return { kind: "check-in", habit: match[1], day: day, amount: amount ? number(amount.value) : null };
    }
    if ((match = /^\/habits\/(\d+)\/undo$/.exec(path))) return { kind: "undo", habit: match[1], day: day };
    if ((match = /^\/habits\/(\d+)\/skip$/.exec(path))) {
      var skipped = form.querySelector("input[name=skipped]");
      return { kind: "skip", habit: match[1], day: day, skipped: !skipped || skipped.value !== "false" };
    }
    if ((match = /^\/habits\/(\d+)\/days\/(\d{4}-\d{2}-\d{2})$/.exec(path)) && form.querySelector("input[name=amount]")) {
      return { kind: "total", habit: match[1], day: match[2], total: number(form.querySelector("input[name=amount]").value) };
    }
    if (path === "/health/entries") {
      var type = form.querySelector("input[name=type]"), unit = form.querySelector("[name=unit]");
      var entry = name === "value" ? value : (form.querySelector("[name=value]") || {}).value;
      if (!type || number(entry) === null || !isFinite(number(entry))) return null;
      return { kind: "health", type: type.value, value: number(entry), unit: unit ? unit.value : null, day: day };
    }
    if ((match = /^\/todos\/(\d+)\/(complete|reopen)$/.exec(path))) return { kind: match[2], todo: match[1] };
    return null;
  }
  // Queues the action; an undo first takes back a check-in of that habit still waiting here.
  function queueAction(form, submitter) {
    var action = quickAction(form, submitter);
    if (!action) return false;
    var items = queued();
    if (action.kind === "undo") {
      for (var index = items.length - 1; index >= 0; index -= 1) {
        var waiting = items[index];
        if (mine(waiting) && (waiting.kind || "check-in") === "check-in" && waiting.habit === action.habit && waiting.day === action.day) {
          items.splice(index, 1);
          saveQueue(items);
          markTile(action.habit, -1);
          showOfflineMark();
          return true;
        }
      }
    }
    action.clientId = newClientId();
    action.account = currentAccount();
    items.push(action);
    saveQueue(items);
    if (action.habit) markTile(action.habit, action.kind === "check-in" ? 1 : 0);
    markQueuedForm(form, submitter);
    showOfflineMark();
    return true;
  }
  function markTile(habit, change) {
    var tile = document.querySelector('.tile[data-habit-id="' + habit + '"]');
    if (!tile) return;
    var count = Math.max(0, (Number(tile.dataset.queued) || 0) + change);
    if (count > 0 || change === 0) tile.dataset.queued = String(Math.max(count, 1)); else tile.removeAttribute("data-queued");
    tile.removeAttribute("aria-busy");
  }
  // A to-do's check or a health form shows that its action waits (data-queued).
  function markQueuedForm(form, submitter) {
    if (form.id === "today-form") return;
    form.dataset.queued = "true";
    var row = form.closest("li");
    if (row) row.dataset.queued = "true";
    if (submitter && submitter.classList.contains("todo-check")) {
      var done = submitter.getAttribute("aria-checked") !== "true";
      submitter.setAttribute("aria-checked", String(done));
      submitter.classList.toggle("checked", done);
      submitter.textContent = done ? "✓" : "";
    }
  }
  // The API request that carries a queued action; each names its id (Idempotency-Key).
  function requestFor(item) {
    var habit = "/api/v1/habits/" + item.habit;
    switch (item.kind || "check-in") {
      case "check-in":
        var body = { clientId: item.clientId };
        if (item.day) body.date = item.day;
        if (typeof item.amount === "number" && isFinite(item.amount)) body.amount = item.amount;
        return { method: "POST", path: habit + "/checkins", body: body };
      case "undo": return { method: "DELETE", path: habit + "/days/" + (item.day || "today") + "/last" };
      case "skip": return { method: "POST", path: habit + "/skips", body: { from: item.day, to: item.day, skipped: item.skipped } };
      case "total": return { method: "PUT", path: habit + "/days/" + item.day, body: { total: item.total } };
      case "health":
        // docs/domain-rules.md §12 "Health": the client id makes a resent water or mood count once.
        var entry = { type: item.type, value: item.value, clientId: item.clientId };
        if (item.unit) entry.unit = item.unit;
        if (item.day) entry.date = item.day;
        return { method: "POST", path: "/api/v1/health", body: entry };
      case "complete": case "reopen": return { method: "POST", path: "/api/v1/todos/" + item.todo + "/" + item.kind };
    }
    return null;
  }
  var flushing = false;
  function flushQueue() {
    var items = queued().filter(mine);
    if (flushing || items.length === 0 || !currentAccount()) return;
    flushing = true;
    var sent = 0;
    var drop = function (item) { saveQueue(queued().filter(function (other) { return other.clientId !== item.clientId; })); };
    var next = function () {
      var rest = queued().filter(mine);
      if (rest.length === 0) { flushing = false; if (sent > 0) location.reload(); return; }
      var item = rest[0];
      var request = requestFor(item);
      if (!request) { drop(item); next(); return; }
      var headers = { "Accept": "application/json", "Idempotency-Key": item.clientId };
      if (request.body) headers["Content-Type"] = "application/json";
      fetch(request.path, {
        method: request.method, credentials: "same-origin", headers: headers,
        body: request.body ? JSON.stringify(request.body) : undefined
      }).then(function (response) {
        if (response.status >= 500 || response.status === 429 || response.status === 401) { flushing = false; return; }
        // Done (2xx), already done (200 for a repeat) or refused for good (4xx): it leaves the queue.
        drop(item);
        sent += 1;
        next();
      }).catch(function () { flushing = false; showOfflineMark(); });
    };
    next();
  }
  // Without a connection, a quick action's own form (Health's, a to-do's check, a habit page's
  // check-in, undo, skip or day's total) waits in the queue instead of leaving the page.
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (event.defaultPrevented || navigator.onLine !== false) return;
    if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== "post") return;
    if (form.id === "today-form" || form.closest("#undo-toast")) return;
    if (queueAction(form, event.submitter || null)) event.preventDefault();
  });
  window.addEventListener("online", function () { showOfflineMark(); flushQueue(); });
  window.addEventListener("offline", showOfflineMark);
  setInterval(function () { if (queued().filter(mine).length > 0 && navigator.onLine) flushQueue(); }, 15000);
  if ("serviceWorker" in navigator) {
    window.addEventListener("load", function () { navigator.serviceWorker.register("/sw.js").catch(function () {}); });
  }
  // Signing out forgets the kept pages (the queue keeps each account's check-ins for its return).
  document.addEventListener("submit", function (event) {
    if (event.target && event.target.id === "sign-out-form" && window.caches) caches.delete("cadence-pages-v1");
  }, true);

  // --- Undo a delete (docs/web.md "Undo a delete"): a delete of a to-do, note, health entry or
  // money transaction posts in place; the answer's #undo-toast (with button#undo) then shows
  // at the bottom, and its form (inside #undo-toast) posts in place too. Without this script
  // both are plain posts and the answer page shows the same toast. ---
  var UNDOABLE_DELETE = /^\/(todos|notes|health\/entries|money\/accounts\/\d+\/transactions)\/\d+\/delete$/;
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.method.toLowerCase() !== "post") return;
    if (!UNDOABLE_DELETE.test(new URL(form.action, location.href).pathname)) return;
    event.preventDefault();
    submitInPlace(form, event.submitter || null, null);
  });

  // Confirmations for destructive buttons that carry data-confirm.
  document.addEventListener("submit", function (event) {
    var submitter = event.submitter;
    var message = (submitter && submitter.dataset.confirm) || event.target.dataset.confirm;
    if (message && !window.confirm(message)) event.preventDefault();
  }, true);

  document.addEventListener("DOMContentLoaded", function () {
    prefillTimeZones(document);
    document.querySelectorAll("form").forEach(function (form) { if (form.querySelector("[name=scheduleType]")) showApplicable(form); });
    showOfflineMark();
    if (navigator.onLine) flushQueue();
    // The year heatmap opens on its most recent weeks when it has to scroll.
    document.querySelectorAll(".chart-scroll").forEach(function (box) { box.scrollLeft = box.scrollWidth; });
  });

  // --- Routines on Today (docs/web.md "Routines on Today"): Start walks through the routine's
  // habits still due, one tap each — a panel (.routine-walk) names the next habit and its Done
  // button (.routine-walk-done) checks it in with the tile's own post (check-in=<id> on
  // #today-form); the fresh page's card then offers the next, until the card shows done. Without
  // this script Start is that post itself, for the next habit. ---
  var walkingRoutine = null;

  function routineCard(id) {
    return id ? document.querySelector('section.routine-card[data-routine-id="' + id + '"]') : null;
  }

  function showRoutineStep(card) {
    var old = card.querySelector(".routine-walk");
    if (old) old.remove();
    var next = card.querySelector("li.routine-habit[data-walk=true]");
    if (!next) { walkingRoutine = null; return; }
    var panel = document.createElement("div");
    panel.className = "routine-walk";
    panel.setAttribute("role", "group");
    panel.setAttribute("aria-label", "Next in " + (card.querySelector(".routine-title") || {}).textContent);
    var name = document.createElement("p");
    name.className = "routine-walk-habit";
    name.textContent = next.dataset.habitName;
    var done = document.createElement("button");
    done.type = "button";
    done.className = "button primary routine-walk-done";
    done.textContent = "Done";
    done.dataset.habitId = next.dataset.habitId;
    var stop = document.createElement("button");
    stop.type = "button";
    stop.className = "link-button routine-walk-stop";
    stop.textContent = "Stop";
    panel.appendChild(name);
    panel.appendChild(done);
    panel.appendChild(stop);
    card.appendChild(panel);
    done.focus({ preventScroll: true });
  }

  // Posts a form's body where the form posts, and answers the response with its text (for swapMain).
  function postForm(form, body) {
    return fetch(form.action, {
      method: "POST",
      body: body,
      credentials: "same-origin",
      headers: { "Content-Type": "application/x-www-form-urlencoded" }
    }).then(function (response) {
      return response.text().then(function (text) { return { response: response, text: text }; });
    });
  }

  function walkStep(button) {
    var form = document.getElementById("today-form");
    if (!form || busy) return;
    busy = true;
    button.disabled = true;
    postForm(form, formBody(form, { name: "check-in", value: button.dataset.habitId })).then(function (result) {
      busy = false;
      swapMain(result.text, result.response.url);
      var card = routineCard(walkingRoutine);
      if (card) showRoutineStep(card); else walkingRoutine = null;
    }).catch(function () {
      busy = false;
      button.disabled = false;
    });
  }

  document.addEventListener("click", function (event) {
    var target = event.target;
    if (!target || !target.closest) return;
    var start = target.closest(".start-routine");
    if (start) {
      var card = start.closest("section.routine-card");
      if (!card) return;
      event.preventDefault();
      walkingRoutine = card.dataset.routineId;
      showRoutineStep(card);
      return;
    }
    var done = target.closest(".routine-walk-done");
    if (done) {
      event.preventDefault();
      walkStep(done);
      return;
    }
    var stop = target.closest(".routine-walk-stop");
    if (stop) {
      event.preventDefault();
      walkingRoutine = null;
      var panel = stop.closest(".routine-walk");
      if (panel) panel.remove();
    }
  });
})();
