// The site as an installable, offline and locked-down app: the loading board before the wasm
// arrives, the service worker (a game against the computer with the network cut, a new build
// replacing the old cache), the Content-Security-Policy, the web app manifest and its icons.

import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  site, artifacts, askHelp, assert, BASE, board, click, closePage, eq, openPage, playFirstLit, profile,
  root, test, text, waitFor,
} from '../lib.mjs';

/** Every file of a build directory, as the service worker lists them (sw.js aside). */
function buildFiles(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => e.isDirectory()
    ? buildFiles(path.join(dir, e.name), `${prefix}${e.name}/`)
    : [`${prefix}${e.name}`]).filter((f) => f !== 'sw.js').sort();
}

/** The version a build's sw.js caches under (a hash of every file). */
function versionOf(dir) {
  const m = /"version":"([0-9a-f]+)"/.exec(fs.readFileSync(path.join(dir, 'sw.js'), 'utf8'));
  assert(m, `no version in ${dir}/sw.js`);
  return m[1];
}

/** Waits until the service worker controls the page; returns the names of the site's caches. */
async function controlled(page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await waitFor(page, () => page.evaluate(() => !!navigator.serviceWorker.controller), 'the service worker to control the page');
  return page.evaluate(() => caches.keys());
}

/** The URLs held in each cache of the origin, by cache name. */
const cached = (page) => page.evaluate(async () => {
  const out = {};
  for (const key of await caches.keys()) out[key] = (await (await caches.open(key)).keys()).map((r) => r.url);
  return out;
});

/** Records every request of a context, service worker's included, and every CSP violation. */
async function watchedContext(options = {}) {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  context.requests = [];
  context.on('request', (r) => context.requests.push(r.url()));
  await context.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__csp.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sample}`);
    });
  });
  return context;
}

function noForeignRequests(context) {
  const foreign = context.requests.filter((u) => !u.startsWith(site.origin) && !u.startsWith('data:'));
  eq(foreign, [], 'requests outside the site (the service worker\'s included)');
}

/** Plays `n` moves as White against the computer, waiting for each of its answers. */
async function playAgainstComputer(page, n) {
  const ready = async () => {
    const b = await board(page);
    return b.status !== 'playing' || (b.turn === 'white' && b.thinking === 'false');
  };
  for (let i = 0; i < n; i++) {
    await waitFor(page, ready, 'White to move', 20000);
    const b = await board(page);
    if (b.status !== 'playing') return;
    let played = await playFirstLit(page, b);
    if (!played) { await page.waitForTimeout(1000); played = await playFirstLit(page, b); }
    assert(played, `no legal move found in ${b.fen}`);
    await waitFor(page, async () => (await board(page)).fen !== b.fen, 'the move');
  }
  await waitFor(page, ready, 'the computer\'s answer', 20000);
}

test('before the wasm arrives the page shows a board and "Loading…", from the first paint', async () => {
  const context = await watchedContext({ viewport: { width: 1000, height: 700 } });
  const page = await context.newPage();
  // Hold the page's wasm as a very slow connection would.
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route(/app-[0-9a-f]+_bg\.wasm$/, async (route) => { await held; await route.continue(); });
  await page.goto(site.origin + BASE, { waitUntil: 'domcontentloaded' });
  await page.waitForTimeout(300);
  const shown = await page.evaluate(() => {
    const label = document.querySelector('.loading');
    const canvas = document.getElementById('board');
    const r = canvas.getBoundingClientRect();
    return {
      label: label.textContent, visible: getComputedStyle(label).display !== 'none',
      squares: getComputedStyle(canvas).backgroundImage, side: r.width, fen: canvas.dataset.fen,
    };
  });
  eq(shown.label, 'Loading…', 'the label');
  assert(shown.visible, 'the label is shown');
  assert(/^url\("data:image\/svg/.test(shown.squares), `the board's squares are drawn by CSS: ${shown.squares}`);
  assert(shown.side > 300, `the board has its size before any script: ${shown.side}`);
  eq(shown.fen, undefined, 'the app has not started');
  await page.screenshot({ path: path.join(artifacts, 'loading.png') });
  release();
  await page.waitForSelector('#board[data-fen]', { state: 'attached', timeout: 10000 });
  assert(await page.$eval('.loading', (e) => getComputedStyle(e).display === 'none'), 'the label is gone once the board is ready');
  eq(await page.evaluate(() => window.__csp), [], 'CSP violations');
  noForeignRequests(context);
  await context.close();
});

test('a browser without WebAssembly\'s vector instructions is told so plainly, and the app does not start', async () => {
  const context = await watchedContext({ viewport: { width: 1000, height: 700 } });
  // Such a browser: the vector module boot.js checks does not validate.
  await context.addInitScript(() => {
    const validate = WebAssembly.validate;
    WebAssembly.validate = (bytes) => (bytes.length < 64 ? false : validate(bytes));
  });
  const page = await context.newPage();
  await page.goto(site.origin + BASE);
  await page.waitForSelector('#fatal:not([hidden])', { timeout: 5000 });
  const message = await page.$eval('#fatal', (e) => e.textContent);
  assert(/too old for it .*vector instructions.*update it/.test(message), `the message: ${message}`);
  const box = await page.$eval('#fatal', (e) => e.getBoundingClientRect().toJSON());
  assert(box.top >= 0 && box.bottom <= 700 && box.height > 20, `the message is in view: ${JSON.stringify(box)}`);
  await page.waitForTimeout(500);
  eq(await page.$eval('#board', (c) => c.dataset.fen), undefined, 'the app did not start');
  await page.screenshot({ path: path.join(artifacts, 'no-simd.png') });
  noForeignRequests(context);
  await context.close();
});

test('the computer downloads the weights of the rule set it plays and no other; a failed download is said plainly', async () => {
  // No service worker, which would fetch every file of the build: only what the page and its
  // engine worker ask for.
  const context = await watchedContext({ serviceWorkers: 'block' });
  const page = await openPage({ context, query: '?variant=russian&opponent=computer&level=1&color=black' });
  await waitFor(page, async () => (await page.$$('#moves .move')).length > 0, 'the computer\'s first move', 20000);
  const weights = context.requests.filter((u) => u.includes('/weights/')).map((u) => u.slice(u.lastIndexOf('/') + 1));
  eq(weights.length, 1, `one weights file: ${weights}`);
  assert(/^patterns-russian-[0-9a-f]{16}\.bin$/.test(weights[0]), `Russian's: ${weights}`);
  await closePage(page);

  const cut = await watchedContext({ serviceWorkers: 'block' });
  await cut.route(/\/weights\//, (route) => route.abort());
  const failing = await openPage({ context: cut, query: '?variant=international&opponent=computer&level=1&color=black' });
  await waitFor(failing, async () => /^The computer stopped working: .*patterns\/international\.bin.* could not be loaded/
    .test(await text(failing, 'notice')), 'the notice', 20000);
  eq((await board(failing)).variant, 'international', 'the board is still there');
  // The download refused above is the failure expected, and the only one.
  await waitFor(failing, async () => failing.errors.length > 0, 'the refused download reported');
  eq(failing.errors.map((e) => e.replace(/-[0-9a-f]{16}\.bin$/, '.bin')),
    [`request failed: ${site.origin}${BASE}weights/patterns-international.bin`], 'console errors');
  failing.errors = [];
  await closePage(failing);
});

test('after one visit the game plays against the computer with the network cut', async () => {
  const context = await watchedContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  let page = await openPage({ context, query: '?variant=brazilian&opponent=computer&level=1&color=white' });
  const keys = await controlled(page);
  const version = versionOf(site.dist);
  const scope = site.origin + BASE;
  eq(keys, [`draughts ${scope} ${version}`], 'one cache, named by the scope and the build\'s content hash');
  const urls = (await cached(page))[keys[0]].map((u) => u.slice(scope.length)).sort();
  eq(urls, buildFiles(site.dist), 'every file of the build is cached');

  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('#board[data-fen]', { state: 'attached', timeout: 10000 });
  const errors = page.errors.length;
  const online = await page.evaluate(() => fetch('index.html?not-cached').then(() => true, () => false));
  assert(!online, 'the network is cut');
  // That refused request is reported as a failure: the one expected.
  page.errors.splice(errors);
  eq((await board(page)).variant, 'brazilian', 'the saved game is back');
  await playAgainstComputer(page, 3);
  const moves = await page.$$eval('#moves .move', (els) => els.map((e) => e.textContent));
  assert(moves.length >= 6, `three moves and three answers: ${moves}`);
  // A hint and analysis: every feature runs on the cached files.
  if ((await board(page)).status === 'playing') {
    await askHelp(page, 'hint');
    await waitFor(page, async () => (await text(page, 'notice')).startsWith('Hint: '), 'a hint');
  }
  await askHelp(page, 'analyse');
  await waitFor(page, async () => (await text(page, 'analysis-depth')).length > 0, 'the analysis');
  await askHelp(page, 'analyse');
  await page.screenshot({ path: path.join(artifacts, 'offline-phone.png') });
  eq(await page.evaluate(() => window.__csp), [], 'CSP violations');
  await context.setOffline(false);
  noForeignRequests(context);
  await closePage(page);
});

test('a new build replaces the old cache on the next visit, and the page reloads into it', async () => {
  // A second build: the first with two files changed, listed again by the post-build hook.
  const second = fs.mkdtempSync(path.join(os.tmpdir(), 'draughts-build-'));
  const first = site.dist;
  try {
    fs.cpSync(first, second, { recursive: true });
    fs.rmSync(path.join(second, 'sw.js'));
    fs.appendFileSync(path.join(second, 'boot.js'), '\n// the second build\n');
    const html = path.join(second, 'index.html');
    fs.writeFileSync(html, fs.readFileSync(html, 'utf8').replace('</body>', '<!-- the second build --></body>'));
    execFileSync(process.execPath, [path.join(root, 'tools/web/post_build.mjs')], {
      env: { ...process.env, TRUNK_STAGING_DIR: second, TRUNK_PROFILE: 'debug' }, stdio: 'pipe',
    });
    const [a, b] = [versionOf(first), versionOf(second)];
    assert(a !== b, 'the second build has another version');

    const context = await watchedContext();
    const page = await openPage({ context, query: '?variant=russian&opponent=human' });
    const scope = site.origin + BASE;
    eq(await controlled(page), [`draughts ${scope} ${a}`], 'the first build\'s cache');
    // Another site on the same origin (another path) keeps its caches.
    const other = `draughts ${site.origin}/elsewhere/ 0123456789abcdef`;
    await page.evaluate((name) => caches.open(name), other);
    await click(page, 'c3');
    await click(page, 'd4');
    const played = (await board(page)).fen;

    // The next visit is served by the first build's cache, while the second build installs;
    // once it takes over, the page reloads into it, the game still there.
    site.dist = second;
    let loads = 0;
    page.on('load', () => loads++);
    await page.reload();
    await page.waitForSelector('#board[data-fen]', { state: 'attached', timeout: 10000 });
    const second_ = async () => {
      try {
        return await page.evaluate(() => document.body.innerHTML.includes('the second build')
          && !!document.querySelector('#board[data-fen]'));
      } catch { return false; } // the page is reloading
    };
    await waitFor(page, second_, 'the page to reload into the second build', 20000);
    assert(loads >= 2, `the page reloaded itself: ${loads} loads`);
    eq((await page.evaluate(() => caches.keys())).sort(), [`draughts ${scope} ${b}`, other].sort(), 'caches after the update');
    const files = await cached(page);
    eq(files[`draughts ${scope} ${b}`].length, buildFiles(second).length, 'every file of the new build');
    eq((await board(page)).fen, played, 'the game in progress came back');

    // With the network cut, the page is the new build's.
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('#board[data-fen]', { state: 'attached', timeout: 10000 });
    assert(await second_(), 'the page is the second build\'s');
    const boot = await page.evaluate(() => fetch('boot.js').then((r) => r.text()));
    assert(boot.includes('the second build'), 'the cached boot.js is the new one');
    eq(await page.evaluate(() => window.__csp), [], 'CSP violations');
    await context.setOffline(false);
    noForeignRequests(context);
    await closePage(page);
  } finally {
    site.dist = first;
    fs.rmSync(second, { recursive: true, force: true });
  }
});

test('the Content-Security-Policy refuses inline code and is never broken by the game', async () => {
  const context = await watchedContext();
  const page = await openPage({ context, query: '?variant=international&opponent=human' });
  const csp = await page.$eval('meta[http-equiv="Content-Security-Policy"]', (m) => m.content);
  for (const rule of ["default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", "style-src 'self'",
    "worker-src 'self'", "connect-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'none'"]) {
    assert(csp.includes(rule), `the policy has ${rule}: ${csp}`);
  }
  assert(!/unsafe-inline|unsafe-eval'/.test(csp.replace("'wasm-unsafe-eval'", '')), `no unsafe source: ${csp}`);
  eq(await page.$$eval('script:not([src])', (s) => s.length), 0, 'no inline script in the page');

  // Normal play: moves, analysis (its bar's width is set through the CSSOM), a hint, a new game.
  await click(page, '32');
  await click(page, '28');
  await click(page, '19');
  await click(page, '23');
  await askHelp(page, 'analyse');
  await waitFor(page, async () => (await text(page, 'analysis-depth')).length > 0, 'the analysis');
  await askHelp(page, 'analyse');
  await askHelp(page, 'hint');
  await page.click('#new-game');
  await page.click('#cancel');
  eq(await page.evaluate(() => window.__csp), [], 'no CSP violation during play');

  // Inline code is refused.
  await page.addScriptTag({ content: 'window.__inline = 1' }).catch(() => {});
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__inserted = 1';
    document.body.append(s);
    document.body.setAttribute('onclick', 'window.__handler = 1');
    document.body.click();
  });
  const ran = await page.evaluate(() => [window.__inline, window.__inserted, window.__handler]);
  eq(ran, [undefined, undefined, undefined], 'inline scripts and handlers did not run');
  // Code evaluated by the tests may call eval unless told not to (CDP's default).
  const cdp = await context.newCDPSession(page);
  for (const expression of ['eval("1")', 'new Function("return 1")()']) {
    const { exceptionDetails } = await cdp.send('Runtime.evaluate', { expression, allowUnsafeEvalBlockedByCSP: false });
    assert(/EvalError/.test(exceptionDetails?.exception?.description), `${expression} is refused: ${JSON.stringify(exceptionDetails)}`);
  }
  const blocked = [];
  page.on('requestfailed', (r) => blocked.push(`${r.url()} ${r.failure()?.errorText}`));
  const external = await page.evaluate(() => new Promise((resolve) => {
    const s = document.createElement('script');
    s.src = 'https://example.com/x.js';
    s.onerror = () => resolve('refused');
    s.onload = () => resolve('loaded');
    document.head.append(s);
  }));
  eq(external, 'refused', 'a script of another origin is refused');
  const violations = await page.evaluate(() => window.__csp.map((v) => v.split(' ')[0]));
  assert(violations.length >= 6 && violations.every((v) => /^script-src/.test(v)),
    `the refusals were the policy's: ${violations}`);
  // Those refusals are reported in the console, as they should be; nothing else was.
  page.errors = page.errors.filter((e) => !/Content Security Policy/.test(e));
  // The foreign script was stopped by the browser before any network access.
  eq(blocked, ['https://example.com/x.js csp'], 'the refused request');
  page.errors = page.errors.filter((e) => e !== 'request failed: https://example.com/x.js');
  page.requests = page.requests.filter((u) => u !== 'https://example.com/x.js');
  context.requests = context.requests.filter((u) => u !== 'https://example.com/x.js');
  noForeignRequests(context);
  await closePage(page);
});

test('the web app manifest is served and parses, its icons exist at their sizes, and the page is installable', async () => {
  const context = await watchedContext();
  const page = await openPage({ context });
  const href = await page.$eval('link[rel="manifest"]', (l) => l.href);
  eq(href, `${site.origin}${BASE}manifest.webmanifest`, 'the manifest link');
  const response = await page.request.get(href);
  eq(response.status(), 200, 'the manifest is served');
  const manifest = await response.json();
  const style = fs.readFileSync(path.join(root, 'www/style.css'), 'utf8');
  const bg = /--bg:\s*(#[0-9a-f]+)/i.exec(style)[1];
  eq([manifest.name, manifest.short_name, manifest.start_url, manifest.scope, manifest.display],
    ['Draughts', 'Draughts', './', './', 'standalone'], 'the manifest\'s fields');
  eq([manifest.theme_color, manifest.background_color], [bg, bg], 'colours of style.css');
  eq(await page.$eval('meta[name="theme-color"]', (m) => m.content), bg, 'the page\'s theme colour');

  const sizes = [];
  for (const icon of manifest.icons) {
    const res = await page.request.get(new URL(icon.src, href).href);
    eq(res.status(), 200, `${icon.src} is served`);
    eq(res.headers()['content-type'], icon.type, `${icon.src}'s type`);
    const body = await res.body();
    if (icon.type === 'image/png') {
      // The PNG header: the signature, then IHDR's width and height.
      eq([...body.subarray(1, 4)].map((c) => String.fromCharCode(c)).join(''), 'PNG', `${icon.src} is a PNG`);
      eq(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, icon.sizes, `${icon.src}'s size`);
    } else {
      assert(body.toString().startsWith('<svg'), `${icon.src} is an SVG`);
    }
    sizes.push(`${icon.sizes} ${icon.purpose}`);
  }
  for (const needed of ['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable', 'any any']) {
    assert(sizes.includes(needed), `an icon ${needed}: ${sizes}`);
  }

  noForeignRequests(context);
  await closePage(page);

  // Chromium's own reading of the manifest, and whether it would install the page: in a
  // browser profile of its own, since it installs nothing from an incognito one (as a
  // browser context is).
  const persistent = await chromium.launchPersistentContext(fs.mkdtempSync(path.join(profile, 'install-')), {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  try {
    const installed = persistent.pages()[0] || await persistent.newPage();
    await installed.goto(site.origin + BASE);
    await installed.waitForSelector('#board[data-fen]', { state: 'attached', timeout: 10000 });
    await controlled(installed);
    const cdp = await persistent.newCDPSession(installed);
    const app = await cdp.send('Page.getAppManifest');
    eq(app.errors, [], 'Chromium\'s manifest errors');
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    eq(installabilityErrors, [], 'installability errors');
  } finally {
    await persistent.close();
  }
});
