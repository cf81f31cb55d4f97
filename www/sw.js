// The service worker: keeps every file of the build so that, after one visit, the game, its
// engine and every feature work without a network. Registered by boot.js.
//
// This file is a template: tools/web/post_build.mjs (Trunk's post-build hook) writes dist/sw.js
// from it, replacing the BUILD line with the build's version (a hash of every file's content)
// and the list of its files, each with its SHA-256.
//
// - install: fetches every file (past the HTTP cache, each checked against its hash, so that a
//   stale copy on the way fails the install rather than being kept) into the cache of this
//   version, then takes over at once. A failed install leaves the previous version in place.
// - activate: deletes the caches of other versions of this site (same scope), then controls
//   the open pages. boot.js reloads a page that another version was serving, so a page and
//   its engine worker always come from one build.
// - fetch: the page and every file of the build come from this version's cache (a page, its
//   module, its wasm and its worker always from one build, with or without a network); what is
//   not in the cache comes from the network.
//
// A new deploy changes the hashes, hence this file: the browser installs the new version on the
// next visit (after serving that visit from the old cache), activates it, deletes the old cache
// and the page reloads into the new version.

'use strict';

const BUILD = { version: 'unbuilt', files: {} }; // replaced by tools/web/post_build.mjs

const SCOPE = self.registration.scope;
const PREFIX = `draughts ${SCOPE} `;
const CACHE = PREFIX + BUILD.version;
const INDEX = new URL('index.html', SCOPE).href;

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(Object.entries(BUILD.files).map(([file, integrity]) =>
      new Request(new URL(file, SCOPE), { cache: 'no-cache', integrity })));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(SCOPE)) return;
  let key = request;
  if (request.mode === 'navigate') {
    // The game's page, whatever its query (a link to a position: ?variant=...&fen=...).
    const url = new URL(request.url);
    const page = url.origin + url.pathname;
    if (page !== SCOPE && page !== INDEX) return;
    key = INDEX;
  }
  event.respondWith((async () => (await caches.match(key, { cacheName: CACHE })) || fetch(request))());
});
