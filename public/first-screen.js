// Inline after head.js on a page that carries only its first screen's rules (scripts/inline-css.ts,
// firstScreenInliner): its whole stylesheets come once it has painted (<link data-whole> in
// <template id="after-paint">). Until every one has loaded (or failed: offline, the page keeps what
// it has), what lies below the first screen is hidden rather than shown unstyled: to a visitor who
// scrolls at once, a screen taller than the first section, a link to a section further down, a
// menu opened early. The selector is BELOW_FIRST_SCREEN in scripts/css-subset.ts (the build
// checks they agree). A constructed sheet, which the CSP's style-src does not govern (nothing else
// adopts one); a browser without them stops here and shows those parts as they are for that moment.
// Its bytes count against the page's first round trip: kept short.
(() => {
  var hide = new CSSStyleSheet();
  hide.replaceSync(':is(.skip-offscreen,footer,[popover]){visibility:hidden}');
  document.adoptedStyleSheets = [hide];
  // Capture at the document: load and error do not bubble, and a load event stops short of window.
  var arrived = (event) => {
    var link = event.target;
    if (!link.matches?.('link[data-whole]')) return;
    link.dataset.whole = 'done'; // src/app/wholeStylesheet.ts reads it
    if (!document.querySelector('link[data-whole=""]')) document.adoptedStyleSheets = [];
  };
  document.addEventListener('load', arrived, true);
  document.addEventListener('error', arrived, true);
})();
