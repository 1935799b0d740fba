/*
 * cookmode.js: cook mode on a recipe page (docs/kitchen.md). One step at a time in large
 * text with the step's ingredients (as the servings and units controls show them), next
 * and previous by button, arrow keys and swipe; the screen kept on with the Screen Wake
 * Lock API where the browser has it (the page says so where it does not); durations in
 * the steps ("8–10 minutes", "25 минут", "1 сағат") become timers that start, pause, run
 * several at once, beep and vibrate at the end and keep counting on other steps.
 * Leaving returns to the same place on the page. Needs kitchen.js. Classic script.
 *
 * For tests, CookbookCookMode.clock.now can be replaced and CookbookCookMode.tick()
 * called: the timers only read the clock.
 */
(function () {
  "use strict";
  var C = window.CookbookKitchen, button = document.getElementById("kitchen-cook");
  if (!C || !button) return;
  var t = C.t;
  var steps = Array.prototype.slice.call(document.querySelectorAll(".recipe .step-list > li"));
  if (!steps.length) { button.hidden = true; return; }

  var api = window.CookbookCookMode = { clock: { now: function () { return Date.now(); } }, timers: [], tick: tick, durations: durations };
  var overlay = null, index = 0, scrollX = 0, scrollY = 0, wakeLock = null, interval = null, touchX = null, touchY = null;

  // ---- Durations in a step's text ---------------------------------------------------------

  var UNIT = "(hours?|hrs?|h|minutes?|mins?|min|seconds?|secs?|" +
    "часа|часов|час|ч|минуты|минуту|минут|мин|секунды|секунду|секунд|сек|" +
    "сағат|сағ|минут|мин|секунд|сек)";
  var DURATION = new RegExp("(\\d+(?:[.,]\\d+)?)(?:\\s*(?:–|—|-|to|до|или|or)\\s*(\\d+(?:[.,]\\d+)?))?\\s*" + UNIT + "(?![A-Za-zА-Яа-яЁёӘәҒғҚқҢңӨөҰұҮүҺһІі])", "g");

  function seconds(value, unit) {
    var n = parseFloat(value.replace(",", "."));
    var u = unit.toLowerCase();
    if (/^(h|hr|hrs|hour|hours|ч|час|часа|часов|сағ|сағат)$/.test(u)) return n * 3600;
    if (/^(s|sec|secs|second|seconds|сек|секунд|секунды|секунду)$/.test(u)) return n;
    return n * 60;
  }

  /** [{text, seconds}] for each duration in `text` (the lower end of a range). */
  function durations(text) {
    var found = [], m;
    DURATION.lastIndex = 0;
    while ((m = DURATION.exec(text))) {
      var s = Math.round(seconds(m[1], m[3]));
      if (s > 0 && s <= 48 * 3600) found.push({ text: m[0], seconds: s });
    }
    return found;
  }

  function clockText(ms) {
    var total = Math.max(0, Math.ceil(ms / 1000)), h = Math.floor(total / 3600), m = Math.floor(total % 3600 / 60), s = total % 60;
    function two(x) { return (x < 10 ? "0" : "") + x; }
    return (h ? h + ":" + two(m) : String(m)) + ":" + two(s);
  }

  // ---- Timers ------------------------------------------------------------------------------

  function remaining(timer) {
    return timer.running ? timer.endAt - api.clock.now() : timer.left;
  }

  function startTimer(label, secs) {
    var timer = { id: C.newId(), label: label, total: secs * 1000, left: secs * 1000, running: true, endAt: api.clock.now() + secs * 1000, done: false };
    api.timers.push(timer);
    if (!interval) interval = window.setInterval(tick, 1000);
    renderTimers();
    return timer;
  }

  function tick() {
    api.timers.forEach(function (timer) {
      if (timer.running && !timer.done && remaining(timer) <= 0) {
        timer.running = false;
        timer.left = 0;
        timer.done = true;
        alarm(timer);
      }
    });
    renderTimers();
  }

  function alarm(timer) {
    var message = t("kitchen_timer_done", { label: timer.label });
    var live = document.getElementById("cook-alert");
    if (live) live.textContent = message;
    try {
      var Audio = window.AudioContext || window.webkitAudioContext;
      if (Audio) {
        var context = new Audio(), start = context.currentTime;
        [0, 0.4, 0.8].forEach(function (offset) {
          var osc = context.createOscillator(), gain = context.createGain();
          osc.frequency.value = 880;
          gain.gain.value = 0.2;
          osc.connect(gain);
          gain.connect(context.destination);
          osc.start(start + offset);
          osc.stop(start + offset + 0.25);
        });
      }
    } catch (e) { /* no sound */ }
    if (navigator.vibrate) { try { navigator.vibrate([300, 150, 300, 150, 300]); } catch (e) { /* no vibration */ } }
    api.lastAlarm = message;
  }

  function renderTimers() {
    var box = document.getElementById("cook-timers");
    if (!box) return;
    var live = api.timers.filter(function (x) { return !x.removed; });
    box.hidden = !live.length;
    var list = box.querySelector("ul");
    // Update texts in place (a rebuild every second would steal the focus).
    var rows = {};
    Array.prototype.forEach.call(list.children, function (li) { rows[li.getAttribute("data-id")] = li; });
    live.forEach(function (timer) {
      var li = rows[timer.id];
      if (!li) {
        li = document.createElement("li");
        li.setAttribute("data-id", timer.id);
        var name = document.createElement("span");
        name.className = "timer-label";
        name.textContent = timer.label + " ";
        var time = document.createElement("span");
        time.className = "timer-time";
        var pause = document.createElement("button");
        pause.type = "button";
        pause.className = "timer-pause";
        pause.addEventListener("click", function () {
          if (timer.done) return;
          if (timer.running) { timer.left = remaining(timer); timer.running = false; } else { timer.endAt = api.clock.now() + timer.left; timer.running = true; }
          renderTimers();
        });
        var stop = document.createElement("button");
        stop.type = "button";
        stop.className = "timer-stop";
        stop.textContent = t("kitchen_timer_remove");
        stop.setAttribute("aria-label", t("kitchen_timer_remove") + ": " + timer.label);
        stop.addEventListener("click", function () {
          timer.removed = true;
          timer.running = false;
          li.parentNode.removeChild(li);
          renderTimers();
          var next = document.getElementById("cook-next");
          if (next) next.focus();
        });
        li.appendChild(name);
        li.appendChild(time);
        li.appendChild(document.createTextNode(" "));
        li.appendChild(pause);
        li.appendChild(document.createTextNode(" "));
        li.appendChild(stop);
        list.appendChild(li);
      }
      li.className = timer.done ? "timer-done" : timer.running ? "timer-running" : "timer-paused";
      li.querySelector(".timer-time").textContent = clockText(remaining(timer));
      var pauseButton = li.querySelector(".timer-pause");
      pauseButton.textContent = timer.running ? t("kitchen_timer_pause") : t("kitchen_timer_resume");
      pauseButton.disabled = timer.done;
      pauseButton.setAttribute("aria-label", pauseButton.textContent + ": " + timer.label);
    });
    if (!live.some(function (x) { return x.running; }) && interval) { window.clearInterval(interval); interval = null; }
  }

  // ---- The overlay ------------------------------------------------------------------------

  function element(tag, className, content) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (content !== undefined) node.textContent = content;
    return node;
  }

  function build() {
    overlay = element("div", "cook-mode");
    overlay.id = "cook-mode";
    overlay.setAttribute("role", "dialog");
    overlay.setAttribute("aria-modal", "true");
    overlay.setAttribute("aria-labelledby", "cook-title");
    overlay.hidden = true;
    var top = element("div", "cook-top");
    var title = element("h2", "cook-title", (document.querySelector(".recipe h1") || {}).textContent || "");
    title.id = "cook-title";
    title.tabIndex = -1;
    var close = element("button", "cook-close", t("kitchen_cook_close"));
    close.type = "button";
    close.id = "cook-close";
    close.addEventListener("click", leave);
    top.appendChild(title);
    top.appendChild(close);
    var counter = element("p", "cook-counter");
    counter.id = "cook-counter";
    counter.setAttribute("aria-live", "polite");
    var step = element("div", "cook-step");
    step.id = "cook-step";
    var nav = element("div", "cook-nav");
    var prev = element("button", "cook-prev", "← " + t("kitchen_cook_previous"));
    prev.type = "button";
    prev.id = "cook-prev";
    prev.addEventListener("click", function () { go(index - 1); });
    var next = element("button", "cook-next", t("kitchen_cook_next") + " →");
    next.type = "button";
    next.id = "cook-next";
    next.addEventListener("click", function () { go(index + 1); });
    nav.appendChild(prev);
    nav.appendChild(next);
    var timers = element("section", "cook-timers");
    timers.id = "cook-timers";
    timers.setAttribute("aria-labelledby", "cook-timers-heading");
    timers.hidden = true;
    var th = element("h3", null, t("kitchen_timers"));
    th.id = "cook-timers-heading";
    timers.appendChild(th);
    timers.appendChild(element("ul"));
    var alert = element("p", "cook-alert");
    alert.id = "cook-alert";
    alert.setAttribute("role", "alert");
    var wake = element("p", "cook-wake");
    wake.id = "cook-wake";
    var keys = element("p", "cook-keys", t("kitchen_cook_keys"));
    [top, counter, step, nav, timers, alert, wake, keys].forEach(function (n) { overlay.appendChild(n); });
    document.body.appendChild(overlay);

    overlay.addEventListener("keydown", function (event) {
      var tag = event.target.tagName;
      if (event.key === "Escape") { event.preventDefault(); leave(); }
      else if ((event.key === "ArrowRight" || event.key === "PageDown") && tag !== "SELECT") { event.preventDefault(); go(index + 1); }
      else if ((event.key === "ArrowLeft" || event.key === "PageUp") && tag !== "SELECT") { event.preventDefault(); go(index - 1); }
      else if (event.key === "Tab") trapFocus(event);
    });
    overlay.addEventListener("touchstart", function (event) {
      if (event.touches.length !== 1) return;
      touchX = event.touches[0].clientX;
      touchY = event.touches[0].clientY;
    }, { passive: true });
    overlay.addEventListener("touchend", function (event) {
      if (touchX === null || !event.changedTouches.length) return;
      var dx = event.changedTouches[0].clientX - touchX, dy = event.changedTouches[0].clientY - touchY;
      touchX = null;
      if (Math.abs(dx) > 60 && Math.abs(dx) > 2 * Math.abs(dy)) go(index + (dx < 0 ? 1 : -1));
    });
  }

  function trapFocus(event) {
    var focusable = Array.prototype.filter.call(overlay.querySelectorAll("button, a[href], [tabindex='0']"), function (n) {
      return !n.disabled && n.offsetParent !== null;
    });
    if (!focusable.length) return;
    var first = focusable[0], last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) { event.preventDefault(); last.focus(); }
    else if (!event.shiftKey && document.activeElement === last) { event.preventDefault(); first.focus(); }
  }

  function go(to) {
    index = Math.max(0, Math.min(steps.length - 1, to));
    var source = steps[index], box = document.getElementById("cook-step");
    box.textContent = "";
    var text = source.querySelector(".step-text");
    if (text) {
      var copy = text.cloneNode(true);
      copy.className = "cook-text";
      Array.prototype.forEach.call(copy.querySelectorAll("[id]"), function (n) { n.removeAttribute("id"); });
      box.appendChild(copy);
    }
    var uses = source.querySelector(".step-uses");
    if (uses) box.appendChild(uses.cloneNode(true));
    var found = durations(text ? text.textContent : "");
    if (found.length) {
      var p = element("p", "cook-durations");
      found.forEach(function (d) {
        var b = element("button", "cook-timer-start", t("kitchen_timer_start", { time: d.text }));
        b.type = "button";
        b.addEventListener("click", function () { startTimer(d.text, d.seconds); });
        p.appendChild(b);
        p.appendChild(document.createTextNode(" "));
      });
      box.appendChild(p);
    }
    document.getElementById("cook-counter").textContent = t("kitchen_cook_step", { n: index + 1, total: steps.length });
    document.getElementById("cook-prev").disabled = index === 0;
    document.getElementById("cook-next").disabled = index === steps.length - 1;
    var active = document.activeElement;
    if (active && active.disabled) (index === 0 ? document.getElementById("cook-next") : document.getElementById("cook-prev")).focus();
  }

  function requestWakeLock() {
    var note = document.getElementById("cook-wake");
    if (!("wakeLock" in navigator) || !navigator.wakeLock.request) { note.textContent = t("kitchen_wake_off"); return; }
    navigator.wakeLock.request("screen").then(function (lock) {
      wakeLock = lock;
      note.textContent = t("kitchen_wake_on");
    }, function () { note.textContent = t("kitchen_wake_off"); });
  }

  function siblings() {
    return Array.prototype.filter.call(document.body.children, function (n) { return n !== overlay && n.tagName !== "SCRIPT"; });
  }

  function open() {
    if (!overlay) build();
    scrollX = window.pageXOffset;
    scrollY = window.pageYOffset;
    siblings().forEach(function (n) { n.setAttribute("inert", ""); n.setAttribute("data-cook-inert", ""); });
    overlay.hidden = false;
    document.documentElement.classList.add("cooking");
    var hash = /^#step-(\d+)$/.exec(window.location.hash);
    go(hash ? parseInt(hash[1], 10) - 1 : index);
    requestWakeLock();
    document.getElementById("cook-title").focus();
    api.open = true;
  }

  function leave() {
    if (!overlay || overlay.hidden) return;
    overlay.hidden = true;
    document.documentElement.classList.remove("cooking");
    Array.prototype.forEach.call(document.querySelectorAll("[data-cook-inert]"), function (n) { n.removeAttribute("inert"); n.removeAttribute("data-cook-inert"); });
    if (wakeLock) { try { wakeLock.release(); } catch (e) { /* released */ } wakeLock = null; }
    window.scrollTo(scrollX, scrollY);
    button.focus({ preventScroll: true });
    window.scrollTo(scrollX, scrollY);
    api.open = false;
  }

  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible" && overlay && !overlay.hidden && wakeLock) requestWakeLock();
  });
  button.addEventListener("click", open);
  api.enter = open;
  api.leave = leave;
  api.go = function (n) { go(n); };
})();
