// Starts the app. The prerendered HTML is complete without JavaScript: a reader sees the final
// page and its links work before any script runs. Input made before then is kept by head.js.
// (External, not inline: the CSP allows only this origin.)
//
// When (data-start on this script, written by scripts/prerender-plugin.ts):
// - "painted" (the dashboard, the offline shell): once the first paint is on screen; these
//   pages need the app to show their content.
// - "intent" (marketing pages): at the visitor's first input (pointer, key, touch, wheel,
//   focus), when the tab is hidden or the connection drops, or QUIET_START_MS after load once
//   the browser is idle. Loading and hydrating the app is most of the main-thread work of a
//   first visit; a reader does not need it to read, so it no longer competes with the first
//   screen. Its code is fetched (not run) as soon as the page has loaded, so the first press
//   waits only for it to run, and a visitor who goes offline keeps a working page.
//   A URL with a query (search, filters) or a lead waiting on this device starts as "painted".
(function () {
  var QUIET_START_MS = 5000;
  var INTENT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'focusin'];
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var onIntent = script.getAttribute('data-start') === 'intent' && location.search.length < 2 && !leadsWaiting();
  var started = false;

  function leadsWaiting() {
    try {
      return localStorage.getItem('northstar:leads-pending') === '1'; // src/leads/pending.ts
    } catch (e) {
      return false;
    }
  }

  // Why the app starts, for the app (src/pwa/startLater.ts): "input" means the visitor is engaged.
  function start(event) {
    if (started) return;
    started = true;
    script.setAttribute('data-started-by', !event ? 'painted' : INTENT_EVENTS.indexOf(event.type) >= 0 ? 'input' : event.type);
    INTENT_EVENTS.forEach(function (type) {
      removeEventListener(type, start, true);
    });
    // One element per task: each insertion starts a fetch (a few ms each on a slow phone),
    // and all of them in one go made a long task that blocked input.
    var queue = preload.slice();
    (function next() {
      var href = queue.shift();
      if (href === undefined) {
        var app = document.createElement('script');
        app.type = 'module';
        app.src = entry;
        document.head.appendChild(app);
        return;
      }
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
      setTimeout(next, 0);
    })();
  }

  function whenIdle(task) {
    if (window.requestIdleCallback) requestIdleCallback(task, { timeout: 2000 });
    else setTimeout(task, 200);
  }

  function afterLoad(task) {
    if (document.readyState === 'complete') task();
    else addEventListener('load', task, { once: true });
  }

  if (onIntent) {
    INTENT_EVENTS.forEach(function (type) {
      addEventListener(type, start, { capture: true, passive: true });
    });
    addEventListener('offline', start);
    var hidden = function () {
      if (document.visibilityState === 'hidden') start({ type: 'hidden' });
    };
    document.addEventListener('visibilitychange', hidden);
    hidden();
    afterLoad(function () {
      // Into the HTTP cache only: no parsing or running until the app starts.
      whenIdle(function () {
        if (started) return;
        preload.concat(entry).forEach(function (href) {
          var link = document.createElement('link');
          link.rel = 'prefetch';
          link.as = 'script';
          link.crossOrigin = 'anonymous'; // as a module script is fetched, so the cached copy is reused
          link.href = href;
          document.head.appendChild(link);
        });
      });
      setTimeout(function () {
        whenIdle(function () {
          start({ type: 'quiet' });
        });
      }, QUIET_START_MS);
    });
    return;
  }

  // The browser may paint a partly parsed page first (the header alone). This script is
  // deferred, so it runs once the whole document is parsed: wait for the first contentful
  // paint AND the frame after now, so the hero has been painted before any script loads.
  function afterNextFrame() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  try {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterNextFrame();
    }).observe({ type: 'paint', buffered: true });
  } catch (e) {
    start(); // no paint timing to wait for
  }
  // A hidden tab does not paint: start now, nothing on screen competes.
  if (document.visibilityState === 'hidden') start();
  // Last resort only. A short timer would race a slow first paint (Lighthouse's headless
  // Chromium painted 1.2 s after load) and put the scripts ahead of the page.
  setTimeout(start, 4000);
})();
