// The page for players who do not use a pointer or a screen: an axe-core audit (no serious or
// critical violation) of the page and its dialogs in every theme and language, a whole game by
// keyboard alone (the board's cursor, Enter, the typed move), the live region that says the
// moves, the position as text, the cursor drawn in each theme, touch targets, the CSP in force,
// and no request leaving the origin.

import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import {
  artifacts, assert, BASE, board, click, closePage, eq, openPage, site, test, text, waitFor, menu, settings
} from '../lib.mjs';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The serious and critical violations axe finds in the document as it is now. axe is evaluated
 * through the DevTools protocol: the page's CSP refuses inline scripts.
 */
async function audit(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id, impact: v.impact, help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`).slice(0, 3),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** The languages the page offers (its language selector's values), or English alone. */
const languages = (page) => page.evaluate(() => {
  const select = document.querySelector('select#language');
  return select ? [...select.options].map((o) => o.value) : [null];
});

/** Chooses `value` in the settings' select `id`; a language reloads the page. */
const choose = (page, id, value) => settings(page, () => (id === 'language'
  ? Promise.all([page.waitForNavigation(), page.selectOption(`#${id}`, value)])
  : page.selectOption(`#${id}`, value)));

test('axe finds no serious or critical violation: the page, the new-game dialog and the leaderboard, in every theme and language', async () => {
  const page = await openPage({ query: '?variant=russian&opponent=human' });
  const themes = await page.$$eval('#theme option', (os) => os.map((o) => o.value));
  assert(themes.length >= 4 && themes.includes('colour-safe') && themes.includes('contrast'), `themes: ${themes}`);
  // A move played and the first position viewed: the move list and the viewing bar show too.
  for (const move of ['c3-d4', 'f6-g5']) {
    await page.fill('#move-input', move);
    await page.press('#move-input', 'Enter');
  }
  await page.click('#moves button.move');
  await page.waitForSelector('#review:not([hidden])');
  const found = [];
  for (const language of await languages(page)) {
    if (language) {
      await choose(page, 'language', language);
      await page.waitForSelector('#board[data-fen]', { state: 'attached' });
    }
    for (const theme of themes) {
      await choose(page, 'theme', theme);
      const where = `${language || 'en'}/${theme}`;
      // The page with a refusal, a typed move's error and the position text all showing.
      await page.fill('#move-input', 'z9-a1');
      await page.press('#move-input', 'Enter');
      await menu(page, 'describe-position');
      for (const v of await audit(page)) found.push({ where: `${where} page`, ...v });
      await page.click('#new-game');
      await page.waitForSelector('dialog[open]');
      for (const v of await audit(page)) found.push({ where: `${where} new game`, ...v });
      await page.click('#cancel');
      await menu(page, 'leaderboard-open');
      await page.waitForSelector('#leaderboard[open]');
      for (const v of await audit(page)) found.push({ where: `${where} leaderboard`, ...v });
      await page.click('#leaderboard-close');
    }
  }
  eq(found, [], 'serious or critical violations');
  await closePage(page);
});

test('buttons, selects, the move field and the checkbox rows are at least 44 px tall', async () => {
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    const page = await openPage({ query: '?variant=russian&opponent=computer&level=1&color=white', viewport });
    const small = await page.evaluate(() => [...document.querySelectorAll('button, select, input, .check')]
      .filter((e) => e.offsetParent !== null && !e.closest('.check input'))
      .map((e) => [e.id || e.className || e.tagName, Math.round(e.getBoundingClientRect().height)])
      .filter(([, h]) => h < 44));
    // The checkboxes are inside their 44 px label rows, which take the tap.
    eq(small.filter(([name]) => name !== 'INPUT'), [], `targets under 44 px at ${viewport.width}x${viewport.height}`);
    await closePage(page);
  }
});

/** Reads where the cursor stands from what it says: "c3, white man" → "c3". */
async function cursorName(page) {
  const said = await text(page, 'cursor-square');
  return said.split(',')[0];
}

/** Keeps every line the announcements' log adds in `window.__said`, in order. */
const listen = (page) => page.evaluate(() => {
  window.__said = [];
  const region = document.getElementById('announcer');
  new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) window.__said.push(n.textContent);
  }).observe(region, { childList: true });
});

/** The log's last line. */
const lastSaid = (page) => page.$eval('#announcer', (r) => r.lastElementChild?.textContent ?? '');
const said = (page) => page.evaluate(() => window.__said);

/** Tabs past the header's New game and Menu to the board. */
async function tabToBoard(page) {
  const stops = [];
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab');
    stops.push(await page.evaluate(() => document.activeElement.id));
  }
  eq(stops, ['new-game', 'menu-open', 'board'], 'Tab goes New game, Menu, the board');
}

/** Presses arrows to bring the cursor from `from` to `to` (algebraic names, White at the bottom). */
async function moveCursor(page, from, to) {
  const dx = to.charCodeAt(0) - from.charCodeAt(0);
  const dy = Number(to.slice(1)) - Number(from.slice(1));
  for (let i = 0; i < Math.abs(dx); i++) await page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(dy); i++) await page.keyboard.press(dy > 0 ? 'ArrowUp' : 'ArrowDown');
}

test('a whole game against the computer by keyboard alone: cursor, Enter, the typed move; every move is said', async () => {
  const fen = 'W:Wa1,c1,e1,c3,e3,g3:Bb6,d6,f6,h6,b8,h8';
  const page = await openPage({ query: `?variant=russian&opponent=computer&level=1&color=white&fen=${encodeURIComponent(fen)}` });
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await listen(page);
  // The board is Tab's first stop after the header's two buttons; its cursor shows only with
  // the keyboard's focus.
  await tabToBoard(page);
  assert(await page.$eval('#board', (c) => c.matches(':focus-visible')), 'the focus ring shows');
  let at = await cursorName(page);
  assert(/^[a-h][1-8]$/.test(at), `the cursor says its square: ${at}`);

  // A wrong typed move is refused with its reason; nothing changes.
  const start = (await board(page)).fen;
  await page.focus('#move-input');
  await page.keyboard.type('c3-c4');
  await page.keyboard.press('Enter');
  assert(/not a playable square/.test(await text(page, 'move-entry-reply')), 'the reason');
  await page.fill('#move-input', 'b2-a3');
  await page.keyboard.press('Enter');
  assert(/no piece on b2/.test(await text(page, 'move-entry-reply')), 'no piece there');
  eq((await board(page)).fen, start, 'the refused moves changed nothing');
  // A legal typed move is played and said.
  await page.fill('#move-input', 'c3-d4');
  await page.keyboard.press('Enter');
  await waitFor(page, async () => (await said(page)).includes('White c3 to d4.'), 'the typed move said');
  // The computer's reply is said after it, not instead of it: both lines stay in the log.
  await waitFor(page, async () => /^Black /.test(await lastSaid(page)), 'the reply said');
  const log = await page.$$eval('#announcer p', (ps) => ps.map((p) => p.textContent));
  eq(log.slice(-2)[0], 'White c3 to d4.', `the move, then the reply: ${log}`);
  eq(await page.$eval('#announcer', (r) => r.getAttribute('role')), 'log', 'a log');
  eq(await page.$eval('#move-input', (i) => i.value), '', 'the field emptied');

  // The rest by the cursor: the hint (asked by keyboard) names a good move; the arrows bring
  // the cursor to its squares and Enter picks up and plays, stop by stop.
  let whiteMoves = 1, captures = 0;
  for (let guard = 0; guard < 120; guard++) {
    const b = await board(page);
    if (b.status !== 'playing') break;
    if (b.thinking === 'true' || b.turn !== 'white') { await page.waitForTimeout(50); continue; }
    await page.focus('#hint');
    await page.keyboard.press('Enter');
    await waitFor(page, async () => /^Hint: /.test(await text(page, 'notice')), 'the hint', 20000);
    const hint = (await text(page, 'notice')).slice('Hint: '.length);
    const squares = hint.split(/[-:x]/);
    if (hint.includes(':')) captures++;
    await page.focus('#board');
    for (const sq of squares) {
      await moveCursor(page, at, sq);
      at = sq;
      eq(await cursorName(page), sq, 'the cursor stands where the arrows took it');
      await page.keyboard.press('Enter');
    }
    await waitFor(page, async () => (await board(page)).fen !== b.fen, `the move ${squares.join('-')} played`);
    whiteMoves++;
  }
  const end = await board(page);
  assert(end.status !== 'playing', `the game ended: ${end.fen}`);
  const all = (await said(page)).join(' | ');
  const last = (await said(page)).at(-1);
  assert(/wins|Draw/.test(last), `the result is said: ${last}`);
  assert(/White (king )?[a-h]\d (to [a-h]\d|captures)/.test(all) || /White captures/.test(all), `White's moves said: ${all}`);
  assert(/Black (king )?([a-h]\d to|captures from)/.test(all), `the computer's moves said: ${all}`);
  assert(/captures from [a-h]\d to [a-h]\d, taking [a-h]\d/.test(all), `a capture said with what it took: ${all}`);
  assert(whiteMoves >= 3 && captures >= 1, `several moves (${whiteMoves}) and a capture by keyboard (${captures})`);
  console.log(`    ${whiteMoves} white moves by keyboard, ${captures} captures; last said: ${last}`);
  const foreign = requests.filter((u) => !u.startsWith(site.origin) && !u.startsWith('data:'));
  eq(foreign, [], 'no request left the origin');
  await closePage(page);
});

test('the board keys: Escape puts a piece back, D describes the position, a flipped board keeps Up up the screen', async () => {
  const page = await openPage({ query: '?variant=russian&opponent=human' });
  await tabToBoard(page);
  eq(await cursorName(page), 'a3', 'the cursor starts on the movable piece nearest the bottom-left');
  await page.keyboard.press('Enter');
  assert(/a3, white man, picked up/.test(await text(page, 'cursor-square')), 'picked up');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  assert(/b4, empty, can move here/.test(await text(page, 'cursor-square')), 'a destination');
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowDown');
  eq(await text(page, 'cursor-square'), 'a3, white man', 'put back');
  // The page's own arrow keys (stepping through the moves) do not fire on the board.
  eq(await page.$eval('#board', (c) => c.dataset.viewing ?? null), null, 'not viewing');
  await page.keyboard.press('d');
  const described = await text(page, 'position-text');
  assert(/^White to move\. White: men on a1, a3, b2, c1, c3, .*Black: men on .*h8; no kings\.$/.test(described), described);
  assert(await page.$eval('#position-text', (e) => !e.hidden), 'shown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await waitFor(page, async () => (await board(page)).turn === 'black', 'a3-b4 played');
  eq(await lastSaid(page), 'White a3 to b4.', 'said');
  eq(await text(page, 'cursor-square'), '', 'the square\'s words from before the move silenced');
  assert(await page.$eval('#position-text', (e) => e.hidden), 'the old description is hidden');
  // Flipped: Black at the bottom, Up goes toward rank 1.
  await page.click('#flip');
  await page.focus('#board');
  await page.keyboard.press('Escape');
  const from = await cursorName(page);
  await page.keyboard.press('ArrowUp');
  const up = await cursorName(page);
  eq(Number(up.slice(1)), Number(from.slice(1)) - 1, `Up on the flipped board goes down the ranks: ${from} → ${up}`);
  await closePage(page);
});

test('the cursor is drawn in every theme, and only while the board has the focus', async () => {
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    const page = await openPage({ query: '?variant=international&opponent=human', viewport });
    const pixels = () => page.$eval('#board', (c) => c.toDataURL());
    for (const theme of await page.$$eval('#theme option', (os) => os.map((o) => o.value))) {
      await settings(page, () => page.selectOption('#theme', theme));
      await page.evaluate(() => document.activeElement.blur());
      const without = await pixels();
      await page.focus('#board');
      await page.keyboard.press('ArrowUp');
      assert(await pixels() !== without, `${theme}: the cursor is drawn`);
      await page.locator('.board-wrap').screenshot({ path: path.join(artifacts, `cursor-${theme}-${viewport.width}.png`) });
      await page.evaluate(() => document.activeElement.blur());
      eq(await pixels(), without, `${theme}: the cursor goes with the focus`);
    }
    await closePage(page);
  }
});

test('with reduced motion nothing slides: no transition, no piece animation', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const page = await openPage({ context, query: '?variant=russian&opponent=human' });
  const transitions = await page.evaluate(() => [...document.querySelectorAll('*')]
    .map((e) => getComputedStyle(e).transitionDuration)
    .filter((d) => d.split(',').some((t) => parseFloat(t) > 0)));
  eq(transitions, [], 'transitions');
  await page.fill('#move-input', 'c3-d4');
  await page.press('#move-input', 'Enter');
  eq(await page.$eval('#board', (c) => c.dataset.moving ?? 'false'), 'false', 'the piece is at once where it lands');
  await closePage(page);
});

test('the CSP is in force: an inserted inline script does not run', async () => {
  const page = await openPage({ query: '?variant=russian&opponent=human' });
  const ran = await page.evaluate(() => new Promise((resolve) => {
    window.__a11yInline = false;
    const s = document.createElement('script');
    s.textContent = 'window.__a11yInline = true';
    document.body.append(s);
    setTimeout(() => resolve(window.__a11yInline), 100);
  }));
  eq(ran, false, 'the inline script ran');
  page.errors = page.errors.filter((e) => !/Content Security Policy/.test(e));
  await closePage(page);
});

test('axe finds no serious or critical violation in the menu, the settings, the coordinates trainer, the end of a game, a lesson, a review and its mistakes', async () => {
  const page = await openPage({ query: '?variant=russian&opponent=human' });
  const found = [];
  await page.click('#menu-open');
  for (const v of await audit(page)) found.push({ where: 'menu', ...v });
  await page.click('#settings-open');
  await page.waitForSelector('#settings[open]');
  for (const v of await audit(page)) found.push({ where: 'settings', ...v });
  await page.click('#settings-close');
  await menu(page, 'coordinates-open');
  await page.waitForSelector('#coordinates[open]');
  await page.selectOption('#coordinates-drill', 'name');
  await page.click('#coordinates-start');
  for (const v of await audit(page)) found.push({ where: 'trainer', ...v });
  await page.click('#coordinates-close');
  await page.click('#resign');
  await page.click('#confirm-yes');
  await page.waitForSelector('#result-card:not([hidden])');
  for (const v of await audit(page)) found.push({ where: 'result', ...v });
  // A lesson, its task missed: the lesson box with its feedback and buttons.
  await page.goto(`${site.origin}${BASE}?learn=brazilian&lesson=1`);
  await page.waitForSelector('#lesson-task', { state: 'attached' });
  await waitFor(page, () => page.$eval('#lesson-task', (e) => e.textContent !== ''), 'a lesson');
  await click(page, 'c3');
  await click(page, 'b4');
  await waitFor(page, () => page.$eval('#lesson', (e) => e.dataset.state === 'missed'), 'a missed task');
  for (const v of await audit(page)) found.push({ where: 'lesson', ...v });
  // A reviewed game (White's d4-e5 hangs a man), then its blunder on the board.
  await page.goto(`${site.origin}${BASE}?variant=russian&fen=W:Wa1,c1,d4,g3:Bf6,h8,b8,a7&opponent=human`);
  await page.waitForSelector('#board[data-fen]', { state: 'attached' });
  for (const [from, to] of [['d4', 'e5'], ['f6', 'd4']]) {
    await click(page, from);
    await click(page, to);
  }
  await page.click('#resign');
  await page.click('#confirm-yes');
  await page.click('#result-close');
  await page.click('#review-start');
  await waitFor(page, () => page.$eval('#review-box', (e) => e.dataset.state === 'done'), 'the review', 60000);
  for (const v of await audit(page)) found.push({ where: 'review', ...v });
  await page.click('#review-learn');
  await waitFor(page, () => page.$eval('#review-box', (e) => e.dataset.state === 'practice'), 'the mistakes');
  for (const v of await audit(page)) found.push({ where: 'mistakes', ...v });
  eq(found, [], 'serious or critical violations');
  await closePage(page);
});

test('the coordinates trainer finds squares by keyboard: the arrows move the cursor, Enter answers', async () => {
  const page = await openPage({ query: '?variant=russian&opponent=human' });
  await menu(page, 'coordinates-open');
  await page.waitForSelector('#coordinates[open]');
  await page.selectOption('#coordinates-variant', 'brazilian');
  await page.click('#coordinates-start');
  await page.focus('#coordinates-board');
  // The cursor starts where the game's does: on the movable man nearest the bottom-left, a3.
  let at = 'a3';
  for (let i = 0; i < 3; i++) {
    const asked = await page.$eval('#coordinates-prompt', (p) => p.dataset.square);
    await moveCursor(page, at, asked);
    at = asked;
    await page.keyboard.press('Enter');
    eq(await text(page, 'coordinates-feedback'), 'Right!', `${asked} found by keyboard`);
  }
  assert((await text(page, 'coordinates-score')).startsWith('3 right · 0 wrong'), await text(page, 'coordinates-score'));
  await page.click('#coordinates-close');
  await closePage(page);
});
