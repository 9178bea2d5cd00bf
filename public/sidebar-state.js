// Runs before the dashboard's first paint (inline in its head with head.js and boot.js, allowed by
// its hash in the page's CSP): applies the sidebar state saved in the 'sidebar:state' cookie so a
// collapsed sidebar never flashes open.
(function () {
  var match = document.cookie.match(/(?:^|;\s*)sidebar:state=(true|false)/);
  document.documentElement.setAttribute('data-sidebar', match && match[1] === 'false' ? 'collapsed' : 'expanded');
})();
