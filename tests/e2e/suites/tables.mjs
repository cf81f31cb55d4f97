// The endgame tables kept across visits: the first visit's worker builds them and the page
// stores the blob in IndexedDB (`draughts-tables`, key `<variant>/<format>`); a reload hands it
// to the worker, which imports it; a damaged blob is refused, rebuilt and replaced; a browser
// that refuses IndexedDB still plays, building the tables as before.

import { artifacts, askHelp, assert, closePage, eq, openPage, site, test, waitFor } from '../lib.mjs';
import path from 'node:path';

// Four men: near enough to the kings-only endings for every Brazilian table to be built.
const FEN = 'W:Wc3,e3:Bd6,f6';
const QUERY = `?variant=brazilian&opponent=human&fen=${encodeURIComponent(FEN)}`;
const KEY = 'brazilian/1';

/** A context whose pages note every `tables` message a worker sends (`window.__notes`) and
 *  every console.info line (`window.__lines`, where the store's news go), and run `extra` (a
 *  function, before the page's scripts) if given. */
async function notingContext(extra) {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => {
    window.__notes = [];
    window.__lines = [];
    const info = console.info;
    console.info = (...args) => { window.__lines.push(args.join(' ')); info.apply(console, args); };
    const slot = Object.getOwnPropertyDescriptor(Worker.prototype, 'onmessage');
    Object.defineProperty(Worker.prototype, 'onmessage', {
      get() { return slot.get.call(this); },
      set(handler) {
        slot.set.call(this, handler && function (e) {
          if (!(e.data instanceof ArrayBuffer) && e.data.type === 'tables') {
            window.__notes.push(`${e.data.source} ${e.data.variant}`);
          }
          return handler.call(this, e);
        });
      },
    });
  });
  if (extra) await context.addInitScript(extra);
  return context;
}

/** Whether the page wrote a console.info line matching `pattern`. */
const said = (page, pattern) => page.evaluate((p) => window.__lines.some((l) => new RegExp(p).test(l)), pattern.source);

/** Turns the analysis on and waits for its first depth: the worker has its tables by then. */
async function analyse(page) {
  await askHelp(page, 'analyse');
  await waitFor(page, () => page.$eval('#analysis-depth', (e) => /Depth \d+/.test(e.textContent)), 'the analysis', 60000);
}

const tablesAttr = (page) => page.$eval('#board', (c) => c.dataset.tables || 'none');
const notes = (page) => page.evaluate(() => [...window.__notes]);

/** What the store holds: each key with its blob's size, first four bytes and FNV-1a hash. */
const stored = (page) => page.evaluate(() => new Promise((resolve, reject) => {
  const open = indexedDB.open('draughts-tables');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const db = open.result;
    const tx = db.transaction('tables');
    const keys = tx.objectStore('tables').getAllKeys();
    const values = tx.objectStore('tables').getAll();
    tx.oncomplete = () => {
      const out = {};
      keys.result.forEach((key, i) => {
        const v = values.result[i];
        if (!(v instanceof ArrayBuffer)) { out[key] = typeof v; return; }
        const bytes = new Uint8Array(v);
        let hash = 0x811c9dc5;
        for (const b of bytes) hash = Math.imul(hash ^ b, 0x01000193) >>> 0;
        out[key] = { size: bytes.length, magic: String.fromCharCode(...bytes.slice(0, 4)), hash };
      });
      db.close();
      resolve(out);
    };
  };
}));

/** Stores under `key` the blob stored under KEY, as it is (`copy`) or with its middle byte
 *  flipped (`damage`). (The page's CSP forbids building a function from text.) */
const storeBlob = (page, key, how) => page.evaluate(([key, from, how]) => new Promise((resolve, reject) => {
  const open = indexedDB.open('draughts-tables');
  open.onsuccess = () => {
    const db = open.result;
    const tx = db.transaction('tables', 'readwrite');
    const store = tx.objectStore('tables');
    const read = store.get(from);
    read.onsuccess = () => {
      const bytes = new Uint8Array(read.result.slice(0));
      if (how === 'damage') bytes[bytes.length >> 1] ^= 1;
      store.put(bytes.buffer, key);
    };
    tx.oncomplete = () => { db.close(); resolve(); };
    tx.onabort = () => reject(tx.error);
  };
}), [key, KEY, how]);

/** Opens the page and waits for the first visit's tables to be built and stored. */
async function firstVisit(context) {
  const page = await openPage({ context, query: QUERY });
  eq(await tablesAttr(page), 'none', 'no tables before the analysis');
  await analyse(page);
  eq(await tablesAttr(page), 'built', 'the first visit\'s worker built the tables');
  let held;
  await waitFor(page, async () => (held = await stored(page))[KEY], 'the tables stored');
  return { page, held };
}

test('the endgame tables are stored on a first visit and imported on the next', async () => {
  const { page, held } = await firstVisit(await notingContext());
  eq(Object.keys(held), [KEY], 'one blob, under its variant and format');
  eq(held[KEY].magic, 'DRTB', 'the tables\' blob');
  assert(held[KEY].size > 1e6, `every 4-piece Brazilian table: ${held[KEY].size} bytes`);
  eq(await notes(page), ['built brazilian'], 'built once');

  await page.reload();
  await page.waitForSelector('#board[data-fen]', { state: 'attached' });
  eq(await tablesAttr(page), 'none', 'a new page');
  await analyse(page);
  eq(await tablesAttr(page), 'imported', 'the reloaded page\'s worker imported the stored tables');
  eq(await notes(page), ['imported brazilian'], 'nothing built');
  eq(await stored(page), held, 'the store unchanged');
  await page.screenshot({ path: path.join(artifacts, 'tables-imported.png') });
  await closePage(page);
});

test('stored tables: a damaged blob is refused, rebuilt and replaced; another format\'s blob is deleted', async () => {
  const { page, held } = await firstVisit(await notingContext());
  // One byte flipped in the middle (the checksum catches it), and a blob of an older format.
  await storeBlob(page, KEY, 'damage');
  await storeBlob(page, 'brazilian/0', 'copy');
  const damaged = await stored(page);
  assert(damaged[KEY].hash !== held[KEY].hash && damaged[KEY].size === held[KEY].size, 'the blob was damaged');
  eq(Object.keys(damaged).sort(), ['brazilian/0', KEY], 'both stored');

  await page.reload();
  await page.waitForSelector('#board[data-fen]', { state: 'attached' });
  await analyse(page);
  eq(await notes(page), ['refused brazilian', 'built brazilian'], 'the damaged blob refused, the tables built');
  eq(await tablesAttr(page), 'built', 'the worker uses the tables it built');
  let now;
  await waitFor(page, async () => JSON.stringify(now = await stored(page)) === JSON.stringify(held), 'the rebuilt tables stored', 10000)
    .catch(() => { throw new Error(`stored: ${JSON.stringify(now)}, expected ${JSON.stringify(held)}`); });
  await closePage(page);
});

test('without IndexedDB the tables are built as before, with a console line, and the page plays', async () => {
  const context = await notingContext(() => {
    Object.defineProperty(window, 'indexedDB', { get() { throw new DOMException('refused', 'SecurityError'); } });
  });
  const page = await openPage({ context, query: QUERY });
  await analyse(page);
  eq(await tablesAttr(page), 'built', 'the worker built its tables');
  await waitFor(page, () => said(page, /endgame tables are not kept across visits: .*refused/), 'the console line');
  await page.reload();
  await page.waitForSelector('#board[data-fen]', { state: 'attached' });
  await analyse(page);
  eq(await notes(page), ['built brazilian'], 'built again on the next visit');
  await closePage(page);
});

test('stored tables: a store that refuses the write (quota) leaves the tables in use and says so', async () => {
  const context = await notingContext(() => {
    IDBObjectStore.prototype.put = function () { throw new DOMException('full', 'QuotaExceededError'); };
  });
  const page = await openPage({ context, query: QUERY });
  await analyse(page);
  eq(await tablesAttr(page), 'built', 'the worker built its tables');
  await waitFor(page, () => said(page, /endgame tables not stored: .*full/), 'the console line');
  eq(await stored(page), {}, 'nothing stored');
  await closePage(page);
});
