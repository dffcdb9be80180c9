// Shows the sign-in screen drawn at build time (ADR 0032; web/build/prerender-sign-in.ts) before the app's code has
// arrived: at / and /login, in the language the app would choose (web/src/lib/i18n/language.ts: the one this browser
// chose, else Hindi for a browser set to Hindi, else English). A classic script at the end of <body>, so it runs
// before the first paint; the app replaces what it drew when it starts. Plain ES5: it runs on every phone.
(function () {
  var path = location.pathname;
  if (path !== '/' && path !== '/login' && path !== '/login/') return;
  var chosen = null;
  try {
    chosen = localStorage.getItem('language');
  } catch (_) { // eslint-disable-line @typescript-eslint/no-unused-vars -- ES5 has no catch without a binding
    // Storage can be disabled: the browser's own language decides, as in the app.
  }
  var browser = (navigator.language || '').toLowerCase();
  var language = chosen === 'hi' || chosen === 'en' ? chosen : browser.indexOf('hi') === 0 ? 'hi' : 'en';
  var template = document.getElementById('prerendered-sign-in-' + language);
  var root = document.getElementById('root');
  if (!template || !root || root.firstChild) return;
  document.documentElement.lang = language;
  // What Mantine's provider sets when the app starts; its colours are keyed on it.
  document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
  root.setAttribute('data-prerendered', language);
  root.appendChild(document.importNode(template.content, true));
})();
