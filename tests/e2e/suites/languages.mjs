// The interface's languages: chosen from the browser's, switched in the panel at any time and
// remembered, every text of the page in the chosen one (no message id, no unfilled variable,
// no English left over), the texts boot.js shows before the app runs and the web app
// manifest's name included; screenshots of each language on a phone.

import fs from 'node:fs';
import path from 'node:path';
import {
  site, artifacts, assert, BASE, board, click, closePage, eq, openPage, root, test, text, waitFor, settings
} from '../lib.mjs';

const locales = path.join(root, 'www', 'locales');

/** The messages of a language's .ftl files that fit on one line, by id. */
function messages(tag) {
  const found = {};
  const dir = path.join(locales, tag);
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ftl'))) {
    for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      const m = /^([a-z][a-z0-9-]*) *=(.*)$/.exec(line);
      if (m) found[m[1]] = m[2].trim();
    }
  }
  return found;
}

const ENGLISH = messages('en');
const IDS = Object.keys(ENGLISH).filter((id) => id.includes('-'));
/** Words of the English interface that every other language writes differently. */
const LEFTOVERS = ['New game', 'Undo', 'Redo', 'Resign', 'Hint', 'Offer a draw', 'Flip board',
  'Show square names', 'Leaderboard', 'Your colour', 'Time per move', 'to move', "Computer's level",
  'Two players', 'Loading', 'Language'];

/** Every text the page holds for a reader: its text (hidden dialogs and options included, the
 * noscript note aside: it shows only without scripts, so no language can be chosen for it),
 * the ARIA labels, placeholders and the title. */
function pageText(page) {
  return page.evaluate(() => {
    const parts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.parentElement.closest('noscript')) parts.push(n.textContent);
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      parts.push(el.getAttribute('aria-label') || '', el.getAttribute('placeholder') || '', el.getAttribute('title') || '');
    }
    return parts.join('\n');
  });
}

/** What is wrong with a page's text in language `tag`. */
function problems(all, tag) {
  const out = [];
  const brace = /.{0,30}[{}].{0,30}/.exec(all);
  if (brace) out.push(`a brace, as of an unfilled variable: ${brace[0]}`);
  for (const id of IDS) if (new RegExp(`(^|[^\\w-])${id}($|[^\\w-])`).test(all)) out.push(`the message id ${id}`);
  if (tag !== 'en') for (const word of LEFTOVERS) if (all.includes(word)) out.push(`English: ${word}`);
  return out;
}

/** Chooses `tag` in the panel: the page reloads in it. */
async function choose(page, tag) {
  await settings(page, () => Promise.all([page.waitForNavigation(), page.selectOption('#language', tag)]));
  await page.waitForSelector('#board[data-fen]', { state: 'attached', timeout: 10000 });
}

test('languages: the browser\'s language is chosen (another region of it will do), else English', async () => {
  const tags = fs.readdirSync(locales).filter((t) => fs.statSync(path.join(locales, t)).isDirectory());
  const cases = [['en-US', 'en'], ['zh-CN', 'en']];
  if (tags.includes('pt-BR')) cases.push(['pt-PT', 'pt-BR']);
  if (tags.includes('es')) cases.push(['es-MX', 'es']);
  if (tags.includes('ru')) cases.push(['ru-RU', 'ru']);
  for (const [locale, tag] of cases) {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
    const page = await openPage({ context });
    eq(await page.evaluate(() => document.documentElement.lang), tag, `<html lang> for ${locale}`);
    eq(await page.$eval('#language', (s) => s.value), tag, `the selector for ${locale}`);
    eq(await text(page, 'new-game'), messages(tag)['new-game'], `the buttons for ${locale}`);
    eq(await page.title(), messages(tag).title, `the title for ${locale}`);
    const href = await page.$eval('link[rel="manifest"]', (l) => l.getAttribute('href'));
    eq(href, tag === 'en' ? 'manifest.webmanifest' : `manifest-${tag}.webmanifest`, `the manifest for ${locale}`);
    const manifest = await page.evaluate(async (h) => (await fetch(h)).json(), href);
    eq([manifest.name, manifest.lang, manifest.description], [messages(tag).title, tag, messages(tag)['manifest-description']],
      `the manifest's name for ${locale}`);
    await closePage(page);
  }
});

test('languages: each one, switched in the panel, speaks everywhere on the page, keeps the game and survives a reload', async () => {
  const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
  const page = await openPage({ context, query: '?variant=russian&opponent=human' });
  const tags = await page.$$eval('#language option', (os) => os.map((o) => o.value));
  assert(tags[0] === 'en' && tags.length >= 1, `the languages: ${tags}`);
  const names = await page.$$eval('#language option', (os) => os.map((o) => o.textContent));
  for (let i = 0; i < tags.length; i++) eq(names[i], messages(tags[i])['language-name'], `${tags[i]} named in itself`);
  // A move and a refusal, so that the status, the move list and a notice have something to say.
  await click(page, 'c3');
  await click(page, 'd4');
  await waitFor(page, async () => (await board(page)).turn === 'black', 'the move');
  const fen = (await board(page)).fen;
  for (const tag of [...tags.slice(1), 'en']) {
    await choose(page, tag);
    eq(await page.evaluate(() => document.documentElement.lang), tag, '<html lang>');
    eq((await board(page)).fen, fen, `${tag}: the game is kept`);
    await click(page, 'd4');
    await waitFor(page, async () => (await text(page, 'notice')) !== '', `${tag}: a notice`);
    const all = await pageText(page);
    eq(problems(all, tag), [], `${tag}'s page`);
    eq(await text(page, 'new-game'), messages(tag)['new-game'], `${tag}: the buttons`);
    const sideways = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    assert(sideways[0] <= sideways[1], `${tag}: the page scrolls sideways on a phone: ${sideways}`);
    // A word wider than its button spills over the border (or is cut): long words must wrap.
    const spilling = await page.$$eval('button, label', (els) => els
      .filter((e) => e.offsetParent && !e.matches('.visually-hidden') && e.scrollWidth > e.clientWidth + 1)
      .map((e) => e.id || e.textContent));
    eq(spilling, [], `${tag}: text wider than its control`);
    await page.screenshot({ path: path.join(artifacts, `language-${tag}.png`) });
    if (tag !== 'en') {
      await page.reload();
      await page.waitForSelector('#board[data-fen]', { state: 'attached', timeout: 10000 });
      eq(await page.$eval('#language', (s) => s.value), tag, `${tag} is remembered`);
      eq(await page.evaluate(() => document.documentElement.lang), tag, `${tag} is remembered`);
    }
  }
  await closePage(page);
});

test('languages: boot.js says a failed start in the page\'s language, before the app runs', async () => {
  const tags = fs.readdirSync(locales).filter((t) => fs.statSync(path.join(locales, t)).isDirectory());
  const tag = tags.find((t) => t !== 'en') || 'en';
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 700 }, locale: tag });
  // The app's wasm cannot be fetched: the start fails before any Rust runs.
  await context.route(/_bg\.wasm$/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(site.origin + BASE);
  await page.waitForSelector('#fatal:not([hidden])', { timeout: 10000 });
  const message = await page.$eval('#fatal', (e) => e.textContent);
  const prefix = messages(tag)['startup-failed'].split('{')[0];
  assert(message.startsWith(prefix) && message.length > prefix.length, `${tag}: ${message}`);
  eq(await page.evaluate(() => document.documentElement.lang), tag, '<html lang>');
  eq(await page.title(), messages(tag).title, 'the title');
  eq(await page.$eval('.loading span', (e) => e.textContent), messages(tag).loading, 'the loading label');
  await context.close();
});

test('languages: a first visit fetches only its own language\'s messages (English\'s none); one that cannot be fetched leaves the page in English', async () => {
  const fetched = (page) => page.requests.filter((u) => u.includes('/locales/')).map((u) => u.slice(u.lastIndexOf('/') + 1));
  let context = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  let page = await openPage({ context });
  eq(fetched(page), [], 'English is in the app');
  await closePage(page);

  context = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU' });
  page = await openPage({ context });
  const files = fetched(page);
  eq(files.length, 1, `one file: ${files}`);
  assert(/^ru-[0-9a-f]{16}\.ftl$/.test(files[0]), `Russian's: ${files}`);
  eq(await text(page, 'new-game'), messages('ru')['new-game'], 'the page in Russian');
  await closePage(page);

  context = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'vi-VN' });
  await context.route('**/locales/**', (route) => route.abort());
  page = await openPage({ context });
  // The aborted request is the failure expected (the console names no URL for it).
  page.errors = page.errors.filter((e) => !e.includes('/locales/') && !e.includes('net::ERR_FAILED'));
  eq(await text(page, 'new-game'), ENGLISH['new-game'], 'the page in English');
  eq(await page.evaluate(() => document.documentElement.lang), 'en', '<html lang>');
  eq(await page.$eval('#language', (s) => s.value), 'en', 'the selector says what the page speaks');
  await closePage(page);
});

test('languages: on a phone the header fits the screen in the longest languages', async () => {
  for (const locale of ['ru-RU', 'pt-BR', 'bg-BG']) {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, locale });
    const page = await openPage({ context, query: '?variant=brazilian&opponent=computer&level=1&color=white' });
    const off = await page.evaluate(() => [...document.querySelectorAll('.bar, .bar *')]
      .filter((el) => el.getBoundingClientRect().right > innerWidth + 0.5)
      .map((el) => `${el.id || el.tagName}: ${Math.round(el.getBoundingClientRect().right)}`));
    eq(off, [], `${locale}: nothing of the header beyond the screen's right edge`);
    await closePage(page);
  }
});
