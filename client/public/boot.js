// Runs before the page is first drawn, and starts the app (docs/decisions/023). A file, not an
// inline script: the CSP allows scripts of this site only.
//
// 1. The colour scheme Mantine will set once the app runs (same stored choice, same system
//    fallback), so the first paint already has the right colours.
// 2. Which page prerendered into index.html this URL shows until the app replaces it
//    (styles/app.css draws only that one).
// 3. The app's entry and the chunks it imports (data-entry, data-preload and data-styles, written
//    by the build in build/prerender.ts). On a prerendered page they are asked for once the page
//    is on screen: the first paint never shares the connection with the scripts, nor waits for
//    them. Elsewhere the app starts at once, as a plain module script would.
(function () {
  var root = document.documentElement;
  var scheme = null;
  try {
    scheme = window.localStorage.getItem('mantine-color-scheme-value');
  } catch (error) {
    // Storage blocked: follow the system.
  }
  if (scheme !== 'light' && scheme !== 'dark') scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  root.setAttribute('data-mantine-color-scheme', scheme);

  // The language the app will show (client/src/i18n/i18n.ts, deviceLanguage): this device's
  // choice, else the first of the browser's languages the shop speaks, else English.
  var language = null;
  try {
    language = window.localStorage.getItem('nimbus.language');
  } catch (error) {
    // Storage blocked: the browser's languages decide.
  }
  if (language !== 'en' && language !== 'es') {
    language = 'en';
    var tags = navigator.languages || [navigator.language || ''];
    for (var t = 0; t < tags.length; t++) {
      var base = String(tags[t]).toLowerCase().split(/[-_;]/)[0];
      if (base === 'en' || base === 'es') {
        language = base;
        break;
      }
    }
  }

  var self = document.currentScript;
  var path = window.location.pathname.replace(/\/+$/, '') || '/';
  // data-page: the server rendered this page for the signed-in customer, in their language
  // (docs/decisions/034). The public pages written into index.html are English: in another
  // language the app draws the page itself rather than show it in English first (ADR 046).
  var page = (self && self.getAttribute('data-page')) || (language === 'en' ? { '/': 'home', '/home': 'home', '/login': 'login' }[path] : undefined);
  if (!(self && self.getAttribute('data-page'))) root.setAttribute('lang', language);
  if (page) root.setAttribute('data-prerendered-page', page);
  // The other pages' snapshots leave the document as the parser adds them (an observer's callback
  // runs before anything is drawn): one <main>, one set of ids.
  var observer = new MutationObserver(function (records) {
    for (var r = 0; r < records.length; r++) {
      for (var n = 0; n < records[r].addedNodes.length; n++) {
        var node = records[r].addedNodes[n];
        if (node.nodeType === 1 && node.hasAttribute('data-prerendered') && node.getAttribute('data-prerendered') !== page) node.remove();
      }
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', function () {
    observer.takeRecords();
    observer.disconnect();
    var left = document.querySelectorAll('#root > [data-prerendered]');
    for (var i = 0; i < left.length; i++) if (left[i].getAttribute('data-prerendered') !== page) left[i].remove();
  });

  var entry = self && self.getAttribute('data-entry');
  if (!entry) return; // the dev server's index.html starts the app itself
  var chunks = (self.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  // Every other page needs the rest of Mantine's styles before it renders (lib/page-assets.ts).
  // A customer's pages need fewer of them (docs/decisions/034).
  var styles = self.getAttribute(/^\/user(\/|$)/.test(path) ? 'data-account-styles' : 'data-styles');
  if (!page && styles) {
    var preload = document.createElement('link');
    preload.rel = 'preload';
    preload.as = 'style';
    preload.href = styles;
    preload.crossOrigin = '';
    document.head.appendChild(preload);
  }
  var started = false;
  // The entry and the chunks it imports, fetched side by side (the entry alone would reveal its
  // imports only once downloaded). On a prerendered page this runs once the page is on screen:
  // until then the HTML and the stylesheet have the connection to themselves.
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < chunks.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = chunks[i];
      link.crossOrigin = '';
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    script.crossOrigin = '';
    document.head.appendChild(script);
  }
  // Two frames: the first is the one that paints the prerendered page. A tab opened in the
  // background draws no frames: the timer starts the app there.
  if (page && !document.hidden) {
    // The second frame's callback runs inside that frame's rendering work: start in a task of its own.
    window.requestAnimationFrame(function () {
      window.requestAnimationFrame(function () {
        window.setTimeout(start, 0);
      });
    });
    window.setTimeout(start, 1000);
  } else {
    start();
  }
})();
