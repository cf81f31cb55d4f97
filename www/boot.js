// The page's startup, in a file rather than inline so that the Content-Security-Policy in
// index.html can refuse every inline script. Trunk writes its tag in place of the app's
// <link data-trunk rel="rust"> (Trunk.toml's pattern_script), with the names of the app's
// module and wasm, which carry a content hash, in data-js and data-wasm. A classic deferred
// script: it runs once the page is parsed, as Trunk's own loader (a module) would.
(function () {
  "use strict";
  var script = document.currentScript;

  // The few texts shown before the app runs, by language: tools/web/post_build.mjs writes
  // them between these markers from www/locales/<tag>/main.ftl (the build fails if one is
  // missing).
  var MESSAGES = /* MESSAGES */ null /* END MESSAGES */;

  // The page's language as the app will choose it (www/src/preferences/mod.rs, i18n.rs): the
  // player's choice in the preferences, else the first of the browser's languages that the
  // page has, the same language in another region doing (pt-PT reads pt-BR), else English.
  function chooseLanguage() {
    var tags = Object.keys(MESSAGES);
    var chosen = null;
    try {
      chosen = JSON.parse(localStorage.getItem("draughts.preferences") || "{}").language;
    } catch (e) { /* no storage, or unreadable preferences: the browser's language */ }
    if (tags.indexOf(chosen) >= 0) return chosen;
    var wanted = navigator.languages || [navigator.language || ""];
    for (var i = 0; i < wanted.length; i++) {
      var want = String(wanted[i]).toLowerCase();
      for (var j = 0; j < tags.length; j++) if (tags[j].toLowerCase() === want) return tags[j];
      for (j = 0; j < tags.length; j++) {
        if (tags[j].split("-")[0].toLowerCase() === want.split("-")[0]) return tags[j];
      }
    }
    return "en";
  }
  var lang = chooseLanguage();
  var text = MESSAGES[lang];
  document.documentElement.lang = lang;
  document.title = text.title;
  var loading = document.querySelector(".loading span");
  if (loading) loading.textContent = text.loading;
  // The messages of each language but English (which the app holds), one file a language, and
  // every language's rules pages, one file each, written by tools/web/post_build.mjs
  // ({ messages: { tag: file }, rules: { tag: file } }). The page's language's messages are
  // fetched now, while the app loads, and handed to it by draughtsMessages.load
  // (www/src/preferences/language.rs); its rules pages when the rules dialog opens, by
  // draughtsMessages.rules: each a promise of the text, or of null when it cannot be had.
  var FILES = /* LOCALE FILES */ null /* END LOCALE FILES */;
  var fetched = {};
  function fetchOnce(file) {
    if (!file) return Promise.resolve(null);
    if (!fetched[file]) {
      fetched[file] = fetch(file)
        .then(function (r) { return r.ok ? r.text() : null; })
        .catch(function () { return null; });
    }
    return fetched[file];
  }
  function loadMessages(tag) { return fetchOnce(FILES.messages[tag]); }
  function loadRules(tag) { return fetchOnce(FILES.rules[tag]); }
  self.draughtsMessages = { load: loadMessages, rules: loadRules };
  loadMessages(lang);

  // The manifest in the page's language (written by post_build.mjs), for an installed app's name.
  var manifest = document.querySelector('link[rel="manifest"]');
  if (manifest && lang !== "en") manifest.setAttribute("href", "manifest-" + lang + ".webmanifest");

  // If the wasm cannot even start (old browser, failed download), say so instead of leaving
  // the loading board. Once running, the app reports its own errors (www/src/shell/mod.rs).
  function showFatal(e) {
    var el = document.getElementById("fatal");
    if (!el || !el.hidden) return;
    var detail = String(e && (e.message || e.reason || e));
    el.textContent = text["startup-failed"].replace(/\{ *\$error *\}/, function () { return detail; });
    el.hidden = false;
  }
  addEventListener("error", showFatal);
  addEventListener("unhandledrejection", function (e) { showFatal(e.reason); });

  // The game's wasm uses WebAssembly's 128-bit vector instructions (Chrome 91, Firefox 89,
  // Safari 16.4 and later). A browser without them is told so plainly, before anything loads:
  // this tiny module (one function returning a v128.const) validates only where they exist.
  var vectors = new Uint8Array([
    0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, 1, 5, 1, 0x60, 0, 1, 0x7b, 3, 2, 1, 0,
    0x0a, 0x16, 1, 0x14, 0, 0xfd, 0x0c, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x0b,
  ]);
  if (typeof WebAssembly !== "object" || !WebAssembly.validate(vectors)) {
    showFatal(text["startup-too-old"]);
    return;
  }

  // wasm-bindgen's module for the page; its default export loads and starts the wasm.
  import(script.dataset.js)
    .then(function (glue) { return glue.default({ module_or_path: script.dataset.wasm }); })
    .catch(showFatal);

  // The service worker (sw.js) that keeps the site for offline play, once the page has loaded
  // so that it does not compete with it. Browsers have service workers only over HTTPS or on
  // localhost; elsewhere the game simply needs the network.
  if ("serviceWorker" in navigator) {
    // A page served by one version of the service worker reloads when a new version takes
    // over (a new deploy): the old version's cache is gone and its engine worker, restarted at
    // every cancelled search, must come from the same build as the page. The game in progress
    // is saved and comes back. (Not on the first visit: there the service worker takes over a
    // page that was served by the network, from the same build.)
    var served = !!navigator.serviceWorker.controller;
    navigator.serviceWorker.addEventListener("controllerchange", function () {
      if (served) {
        served = false;
        location.reload();
      }
    });
    addEventListener("load", function () {
      navigator.serviceWorker.register("sw.js").catch(function (e) {
        console.warn("The game will not work offline: " + (e && e.message));
      });
    });
  }
})();
