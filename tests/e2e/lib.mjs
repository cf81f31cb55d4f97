// What every end-to-end suite shares: the static server for dist/, the browser, opening a page,
// reading the board's data attributes and canvas, clicking squares, assertions, and the test
// registry that run.mjs runs. A suite (suites/*.mjs) imports what it needs from here.

import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

export const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '../..');
export const dist = path.resolve(process.env.DIST || path.join(root, 'dist'));
export const artifacts = path.join(here, 'artifacts');
export const BASE = '/play/';
fs.mkdirSync(artifacts, { recursive: true });

// ---------------------------------------------------------------- static server

export const MIME = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css',
  '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.json': 'application/json',
  '.webmanifest': 'application/manifest+json', '.png': 'image/png', '.ftl': 'text/plain; charset=utf-8',
};

export function serve() {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    if (!url.pathname.startsWith(BASE)) { res.writeHead(404); res.end(); return; }
    let rel = decodeURIComponent(url.pathname.slice(BASE.length)) || 'index.html';
    const file = path.join(site.dist, path.normalize(rel));
    if (!file.startsWith(site.dist) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404); res.end(); return;
    }
    res.writeHead(200, { 'content-type': MIME[path.extname(file)] || 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// ---------------------------------------------------------------- squares

export const SIZE = { international: 10 };
export const NUMERIC = new Set(['international', 'english', 'spanish']);

/** (file, rank) from White's bottom-left of a square name in the variant's notation. */
export function cellOf(variant, name) {
  const size = SIZE[variant] || 8;
  if (!NUMERIC.has(variant) || /^[a-z]/.test(name)) {
    return [name.charCodeAt(0) - 97, parseInt(name.slice(1), 10) - 1];
  }
  const half = size / 2;
  const n = parseInt(name, 10) - 1;
  const k = n % half;
  if (variant === 'spanish') {
    // Square 1 is h1, counting right to left, row by row upward.
    const rank = Math.floor(n / half);
    return [size - 1 - 2 * k - (rank % 2), rank];
  }
  const rank = size - 1 - Math.floor(n / half);
  return [2 * k + (rank % 2), rank];
}

export function nameOf(variant, [file, rank]) {
  const size = SIZE[variant] || 8;
  if (!NUMERIC.has(variant)) return String.fromCharCode(97 + file) + (rank + 1);
  for (let n = 1; n <= size * size / 2; n++) {
    const [f, r] = cellOf(variant, String(n));
    if (f === file && r === rank) return String(n);
  }
  return null;
}

export function allCells(variant) {
  const size = SIZE[variant] || 8;
  const out = [];
  for (let r = 0; r < size; r++) for (let f = 0; f < size; f++) out.push([f, r]);
  return out;
}

// ---------------------------------------------------------------- page helpers

/**
 * The browser and the site's origin, set by run.mjs before any test runs, and the directory
 * served (a test may serve another build for a while: suites/offline.mjs).
 */
export const site = { browser: null, origin: null, dist };
export const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'draughts-e2e-'));

export async function openPage({ query = '', viewport = { width: 1280, height: 800 }, scale = 1, context } = {}) {
  const ctx = context || await site.browser.newContext({ viewport, deviceScaleFactor: scale });
  const page = await ctx.newPage();
  page.errors = [];
  page.requests = [];
  page.on('console', (m) => { if (m.type() === 'error') page.errors.push(m.text()); });
  page.on('pageerror', (e) => page.errors.push(String(e)));
  page.on('request', (r) => page.requests.push(r.url()));
  // A navigation aborts the previous page's downloads (net::ERR_ABORTED): not a failure.
  page.on('requestfailed', (r) => {
    if (!/ERR_ABORTED/.test(r.failure()?.errorText || '')) page.errors.push(`request failed: ${r.url()}`);
  });
  await page.goto(site.origin + BASE + query);
  await page.waitForSelector('#board[data-fen]', { state: 'attached', timeout: 5000 });
  return page;
}

export async function board(page) {
  return page.evaluate(() => {
    const c = document.getElementById('board');
    const r = c.getBoundingClientRect();
    return {
      variant: c.dataset.variant, fen: c.dataset.fen, orientation: c.dataset.orientation,
      turn: c.dataset.turn, status: c.dataset.status, thinking: c.dataset.thinking,
      x: r.left, y: r.top, side: r.width,
    };
  });
}

export function centre(b, [file, rank]) {
  const size = SIZE[b.variant] || 8;
  const s = b.side / size;
  const col = b.orientation === 'white' ? file : size - 1 - file;
  const row = b.orientation === 'white' ? size - 1 - rank : rank;
  return [b.x + (col + 0.5) * s, b.y + (row + 0.5) * s];
}

export async function click(page, name) {
  const b = await board(page);
  const [x, y] = centre(b, cellOf(b.variant, name));
  await page.mouse.click(x, y);
}

/**
 * Squares whose centre shows a destination dot (green), read from the canvas pixels once the
 * last move's piece has landed: while it slides it may cover a dot.
 */
export async function lit(page) {
  await waitFor(page, () => page.$eval('#board', (c) => c.dataset.moving !== 'true'), 'the piece to land');
  const b = await board(page);
  const size = SIZE[b.variant] || 8;
  const pixels = await page.evaluate((size) => {
    // One read of the whole canvas: many small reads are slow and would pollute the
    // long-task measurements.
    const c = document.getElementById('board');
    const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const s = c.width / size;
    const out = [];
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) {
        const i = (Math.floor((row + 0.5) * s) * c.width + Math.floor((col + 0.5) * s)) * 4;
        out.push([col, row, data[i], data[i + 1], data[i + 2]]);
      }
    }
    return out;
  }, size);
  const names = [];
  for (const [col, row, r, g, bl] of pixels) {
    if (g - r > 25 && g - bl > 25) {
      const file = b.orientation === 'white' ? col : size - 1 - col;
      const rank = b.orientation === 'white' ? size - 1 - row : row;
      names.push(nameOf(b.variant, [file, rank]));
    }
  }
  return names.sort();
}

export const text = (page, id) => page.$eval(`#${id}`, (e) => e.textContent);

export async function waitFor(page, predicate, what, timeout = 15000) {
  const start = Date.now();
  for (;;) {
    if (await predicate()) return;
    if (Date.now() - start > timeout) throw new Error(`timed out waiting for ${what}`);
    await page.waitForTimeout(25);
  }
}

export function assert(cond, message) { if (!cond) throw new Error(message); }
export function eq(a, b, message) {
  const [x, y] = [JSON.stringify(a), JSON.stringify(b)];
  if (x !== y) throw new Error(`${message}: expected ${y}, got ${x}`);
}

export async function closePage(page) {
  const errors = page.errors;
  const foreign = page.requests.filter((u) => !u.startsWith(site.origin) && !u.startsWith('data:'));
  await page.context().close();
  eq(errors, [], 'console errors');
  eq(foreign, [], 'requests outside the site');
}

/** Presses Hint or Analyse (`id`): in a rated game the page first asks whether to give up the
 * rating, and the player says yes. */
export async function askHelp(page, id) {
  await page.click(`#${id}`);
  if (await page.$eval('#confirm', (d) => d.open)) await page.click('#confirm-yes');
}

/** Clicks the menu's item `id` (the leaderboard, the game record, Share, the rules…), opening the
 * menu first when it is closed. */
export async function menu(page, id) {
  if (!(await page.isVisible(`#${id}`))) await page.click('#menu-open');
  await page.click(`#${id}`);
}

/** Opens the settings dialog from the menu, runs `change` in it and closes it (unless the change
 * reloaded the page, as a new language does). */
export async function settings(page, change) {
  await menu(page, 'settings-open');
  await page.waitForSelector('#settings[open]');
  const result = await change();
  // After a reload the new page's dialog is closed.
  if (await page.$eval('#settings', (d) => d.open).catch(() => false)) await page.click('#settings-close');
  return result;
}

/** Picks up the pieces of `b` until one lights a destination, then plays the first one. */
export async function playFirstLit(page, b) {
  for (const cell of allCells(b.variant)) {
    await click(page, nameOf(b.variant, cell));
    const dests = await lit(page);
    if (!dests.length) continue;
    await click(page, dests[0]);
    await waitFor(page, async () => (await board(page)).fen !== b.fen || (await lit(page)).length, 'a move');
    // A step-by-step capture: keep clicking the first lit square.
    for (let i = 0; i < 12 && (await board(page)).fen === b.fen; i++) await click(page, (await lit(page))[0]);
    return true;
  }
  return false;
}

// ---------------------------------------------------------------- registry

/** Every test, in the order the suites register them. */
export const tests = [];
/** Registers a test: a name (run.mjs's filter matches it) and an async body that throws on failure. */
export const test = (name, fn) => tests.push({ name, fn });
