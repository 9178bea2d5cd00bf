// Starts the app once the prerendered page has painted. The HTML is complete without
// JavaScript; loading the scripts after the first paint keeps them from competing with
// the stylesheet on slow connections. (External, not inline: the CSP allows only this origin.)
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    var app = document.createElement('script');
    app.type = 'module';
    app.src = entry;
    document.head.appendChild(app);
  }
  // Once the browser reports the first contentful paint; the timer covers browsers
  // without paint timing and tabs that do not paint (hidden).
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch (e) {
    /* no paint timing: the timer below starts the app */
  }
  setTimeout(start, 1000);
})();
