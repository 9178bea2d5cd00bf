// Runs before the dashboard's first paint (built into dist/dashboard-head.js with head.js and
// boot.js): applies the sidebar state saved in the 'sidebar:state' cookie so a collapsed sidebar
// never flashes open. (External, not inline, because the Content-Security-Policy allows only
// scripts from this origin.)
(function () {
  var match = document.cookie.match(/(?:^|;\s*)sidebar:state=(true|false)/);
  document.documentElement.setAttribute('data-sidebar', match && match[1] === 'false' ? 'collapsed' : 'expanded');
})();
