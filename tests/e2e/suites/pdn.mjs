// Game records (issue 40): PDN out (copy, download) and in (paste, file; a file of many games
// listed, one chosen), replay (steps, keys, going on, a reload, another language), share links
// and their breakage, tag values shown as text only, and the time a file of 1,000 games takes
// (reported, not asserted).

import fs from 'node:fs';
import path from 'node:path';
import {
  root, site, artifacts, assert, board, closePage, eq, openPage, playFirstLit, test, text, waitFor, menu, settings
} from '../lib.mjs';

/** A page in a context that may use the clipboard. */
async function clipboardPage(query, viewport = { width: 1280, height: 800 }) {
  const context = await site.browser.newContext({ viewport });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin });
  return openPage({ context, query });
}

const clipboard = (page) => page.evaluate(() => navigator.clipboard.readText());
const viewing = (page) => page.$eval('#board', (c) => c.dataset.viewing ?? null);
const replayPlace = (page) => text(page, 'replay-place');

async function openDialog(page) {
  await menu(page, 'pdn-open');
  await waitFor(page, () => page.$eval('#pdn', (d) => d.open), 'the game record dialog');
}

/** Waits for the dialog to have read the text: 'done' or 'failed'. */
async function readState(page, timeout = 15000) {
  await waitFor(page, () => page.$eval('#pdn', (d) => ['done', 'failed'].includes(d.dataset.state)), 'the reading', timeout);
  return page.$eval('#pdn', (d) => d.dataset.state);
}

async function pasteAndRead(page, pdn) {
  await openDialog(page);
  await page.fill('#pdn-text', pdn);
  await page.click('#pdn-read');
  return readState(page);
}

const MOVES = '32-28,19-23,28x19,14x23,37-32,17-21';

test('pdn: a game exported (copy and download) imports back and replays', async () => {
  const page = await clipboardPage(`?variant=international&opponent=human&moves=${MOVES}`);
  const played = await board(page);
  await openDialog(page);
  await page.click('#pdn-copy');
  await waitFor(page, async () => (await text(page, 'pdn-notice')).includes('copied'), 'the copy');
  const pdn = await clipboard(page);
  for (const tag of ['[Event "', '[Date "', '[White "Player"]', '[Black "Player 2"]', '[Result "*"]', '[GameType "20"]']) {
    assert(pdn.includes(tag), `${tag} in ${pdn}`);
  }
  assert(!pdn.includes('[FEN'), 'no FEN for a game from the start position');
  assert(pdn.includes('1. 32-28 19-23 2. 28x19 14x23 3. 37-32 17-21 *'), pdn);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#pdn-download')]);
  assert(/^draughts-\d{4}\.\d\d\.\d\d-Player-Player-2\.pdn$/.test(download.suggestedFilename()), download.suggestedFilename());
  const saved = path.join(artifacts, 'pdn-export.pdn');
  await download.saveAs(saved);
  eq(fs.readFileSync(saved, 'utf8'), pdn, 'the file holds what was copied');
  await page.click('#pdn-close');
  await closePage(page);

  // Back in, on a fresh page: a new game, then the file's game in replay from its start.
  const fresh = await openPage({ query: '?variant=russian&opponent=human' });
  eq(await pasteAndRead(fresh, pdn), 'done', 'read');
  eq(await fresh.$$eval('#pdn-games .pdn-game', (bs) => bs.map((b) => b.textContent)),
    ['1. Player – Player 2, *, 3 moves'], 'the list: six plies, three moves');
  eq(await fresh.$eval('#pdn-variant', (s) => [s.value, s.disabled]), ['international', true], 'the rules from GameType');
  await fresh.click('#pdn-open-game');
  await waitFor(fresh, async () => (await board(fresh)).variant === 'international', 'the imported game');
  eq((await board(fresh)).fen, played.fen, 'the same game');
  eq(await viewing(fresh), '0', 'shown from its start');
  eq(await replayPlace(fresh), 'move 0 of 3', 'where the replay stands, in moves');
  await fresh.click('#replay-forward');
  await fresh.click('#replay-forward');
  eq(await viewing(fresh), '2', 'two steps on');
  await fresh.click('#replay-last');
  eq(await viewing(fresh), null, 'the last position');
  await fresh.click('#replay-first');
  eq(await viewing(fresh), '0', 'the first position');
  // Going on from move 2 against the computer: the game's first two moves, then the player.
  await fresh.click('#replay-forward');
  await fresh.click('#replay-forward');
  await fresh.click('#replay-computer');
  const after = await board(fresh);
  eq([after.turn, await viewing(fresh)], ['white', null], 'the player moves from there');
  eq(await fresh.$eval('#replay', (r) => r.hidden), true, 'a game of its own, no longer a replay');
  eq(await fresh.$$eval('#moves button[data-ply]', (bs) => bs.length), 2, 'with the two moves before it');
  assert(fresh.errors.length === 0, fresh.errors.join('\n'));
  await closePage(fresh);
});

/** Three games in other programs' styles: CRLF, numbers glued to moves, comments, no GameType. */
const THREE = [
  '[Event "Club"]\r\n[White "Ann"]\r\n[Black "Bob"]\r\n[Result "2-0"]\r\n[GameType "20"]\r\n\r\n',
  '1.32-28 19-23 {opening} 2.28x19 14x23 (2... 13x24) 3.33-29! 2-0\r\n\r\n',
  '[White "Petrov"]\n[Black "Ivanov"]\n1.c3-d4 f6-e5 2.d4:f6 g7:e5 *\n\n',
  '[White "Carla"]\n[Black "Dirk"]\n[Result "1/2-1/2"]\n1. 11-15 23-19 2. 8-11 22-17 1/2-1/2\n',
].join('');

test('pdn: a file of three games lists them and opens the third (rules proposed)', async () => {
  const page = await openPage({ query: '?variant=brazilian&opponent=human' });
  await openDialog(page);
  await page.setInputFiles('#pdn-file', { name: 'three.pdn', mimeType: 'application/octet-stream', buffer: Buffer.from(THREE, 'latin1') });
  eq(await readState(page), 'done', 'read');
  eq(await page.$$eval('#pdn-games .pdn-game', (bs) => bs.map((b) => b.textContent)), [
    '1. Ann – Bob, 2-0, 3 moves',
    '2. Petrov – Ivanov, *, 2 moves',
    '3. Carla – Dirk, 1/2-1/2, 2 moves',
  ], 'the list');
  await page.click('#pdn-games [data-index="2"]');
  eq(await page.$eval('#pdn-variant', (s) => [s.value, s.disabled]), ['english', false], 'English proposed, the choice open');
  await page.click('#pdn-games [data-index="1"]');
  eq(await page.$eval('#pdn-variant', (s) => s.value), 'russian', 'Russian for the ":" captures');
  // A wrong choice says where and changes nothing.
  const before = await board(page);
  await page.selectOption('#pdn-variant', 'english');
  await page.click('#pdn-open-game');
  const said = await text(page, 'pdn-notice');
  assert(/game 2, line \d+: move 1\. c3-d4/.test(said), said);
  eq((await board(page)).fen, before.fen, 'the game in progress unchanged');
  await page.click('#pdn-games [data-index="2"]');
  await page.click('#pdn-open-game');
  await waitFor(page, async () => (await board(page)).variant === 'english', 'the third game');
  eq(await text(page, 'replay-title'), 'Carla – Dirk · 1/2-1/2', 'its players and result');
  await page.keyboard.press('End');
  eq(await viewing(page), null, 'End: the last position');
  eq(await replayPlace(page), 'move 2 of 2', 'all four plies: two moves');
  await page.keyboard.press('ArrowLeft');
  eq(await viewing(page), '3', 'Left: one back');
  await page.keyboard.press('Home');
  eq(await viewing(page), '0', 'Home: the start');
  await page.keyboard.press('ArrowRight');
  eq(await viewing(page), '1', 'Right: one on');
  assert(page.errors.length === 0, page.errors.join('\n'));
  await closePage(page);
});

test('pdn: tag values with HTML are shown as text, never run', async () => {
  const page = await openPage({ query: '?variant=international&opponent=human' });
  const evil = '[White "<img src=x onerror=window.__pwned=1>"]\n[Black "<b>bold</b>"]\n[GameType "20"]\n1. 32-28 19-23 *\n';
  eq(await pasteAndRead(page, evil), 'done', 'read');
  eq(await page.$eval('#pdn-games .pdn-game', (b) => b.textContent), '1. <img src=x onerror=window.__pwned=1> – <b>bold</b>, *, 1 move', 'literal in the list');
  await page.click('#pdn-open-game');
  await waitFor(page, async () => !(await page.$eval('#replay', (r) => r.hidden)), 'the replay');
  eq(await text(page, 'replay-title'), '<img src=x onerror=window.__pwned=1> – <b>bold</b> · *', 'literal in the title');
  eq(await page.$$eval('#pdn-games img, #pdn-games b, #replay img, #replay b', (els) => els.length), 0, 'no element made of them');
  eq(await page.evaluate(() => window.__pwned ?? null), null, 'nothing ran');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(artifacts, 'pdn-replay-390x844.png') });
  await closePage(page);
});

test('pdn: a bad file and a rule set we do not play are refused, changing nothing', async () => {
  const page = await openPage({ query: `?variant=international&opponent=human&moves=${MOVES}` });
  const before = await board(page);
  eq(await pasteAndRead(page, '[White "A"]\n1. 32-28 19-23\n2. 28x19 {never closed\n'), 'failed', 'refused');
  eq(await text(page, 'pdn-notice'), 'Not opened (game 1, line 3: unterminated comment). Nothing was changed.', 'what and where');
  eq(await page.$$eval('#pdn-games li', (l) => l.length), 0, 'nothing listed');
  await page.fill('#pdn-text', '[GameType "22"]\n1. 22-18 11-14 *');
  await page.click('#pdn-read');
  await readState(page);
  await page.click('#pdn-open-game');
  assert((await text(page, 'pdn-notice')).includes('Italian draughts'), await text(page, 'pdn-notice'));
  await page.screenshot({ path: path.join(artifacts, 'pdn-dialog-1280x800.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(artifacts, 'pdn-dialog-390x844.png') });
  eq((await board(page)).fen, before.fen, 'the game unchanged');
  await closePage(page);
});

test('pdn: a shared link opens ready to replay; Share and Copy FEN copy the link and the position', async () => {
  const query = '?variant=russian&moves=c3-d4,f6-e5,d4xf6,g7xe5&opponent=human';
  const page = await clipboardPage(query);
  eq(await page.$eval('#replay', (r) => r.hidden), false, 'the replay bar');
  eq(await replayPlace(page), 'move 2 of 2', 'at its end');
  eq(await text(page, 'replay-title'), 'Shared game', 'a shared game');
  await page.keyboard.press('Home');
  eq(await viewing(page), '0', 'stepped to the start');
  await page.click('#replay-forward');
  eq(await viewing(page), '1', 'and on');
  await menu(page, 'copy-fen');
  await waitFor(page, async () => (await text(page, 'record-notice')).includes('FEN'), 'the copy');
  const fen = await clipboard(page);
  assert(/^B:W/.test(fen), `the FEN of the position shown (Black to move): ${fen}`);
  await menu(page, 'share');
  await waitFor(page, async () => (await text(page, 'record-notice')).includes('link'), 'the share');
  const link = await clipboard(page);
  assert(link.startsWith(site.origin + '/play/?variant=russian'), link);
  assert(/moves=c3-d4,f6-e5,d4[x:]f6,g7[x:]e5/.test(link), link);
  await page.screenshot({ path: path.join(artifacts, 'pdn-shared-1280x800.png') });
  await closePage(page);
  // The link copied opens the same game.
  const again = await openPage({ query: link.slice(link.indexOf('?')) });
  eq(await replayPlace(again), 'move 2 of 2', 'the same two moves');
  await closePage(again);
});

test('pdn: a broken link says what is wrong and opens a new game', async () => {
  const page = await openPage({ query: '?variant=russian&moves=c3-d4,c3-d4' });
  const said = await text(page, 'notice');
  assert(said.includes('could not be opened') && said.includes('move 2'), said);
  const b = await board(page);
  eq(b.status, 'playing', 'a game to play');
  eq(await page.$$eval('#moves button[data-ply]', (bs) => bs.length), 0, 'a new game');
  eq(await page.$eval('#replay', (r) => r.hidden), true, 'nothing to replay');
  await closePage(page);
});

test('pdn: a file of 1,000 games (about 1 MB) is read in short tasks', async () => {
  const source = fs.readFileSync(path.join(root, 'tests/data/international.pdn'), 'utf8');
  const first = source.split(/\n(?=\[Event)/)[0].trim();
  const note = `{ ${'A long annotation, as club bulletins write them. '.repeat(4)}}`;
  let file = '';
  for (let i = 1; i <= 1000; i++) {
    file += first.replace('de Vries, Jan', `Player ${i}`).replace(' 1.31-27', `${note}\n 1.31-27`) + '\n\n';
  }
  const page = await openPage({ query: '?variant=international&opponent=human' });
  await openDialog(page);
  // The file is made in the page and handed to the file input as a picked file would be (a
  // file set through the test driver is copied in on the main thread, a long task of its own).
  await page.evaluate((text) => { window.__file = new File([text], 'thousand.pdn'); }, file);
  const measured = await page.evaluate(() => new Promise((resolve) => {
    const long = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) long.push(e.duration); })
      .observe({ type: 'longtask' });
    const dialog = document.getElementById('pdn');
    const input = document.getElementById('pdn-file');
    const files = new DataTransfer();
    files.items.add(window.__file);
    const started = performance.now();
    new MutationObserver(() => {
      if (['done', 'failed'].includes(dialog.dataset.state)) {
        const took = performance.now() - started;
        // Long tasks are reported after they end: wait a moment for the last one.
        setTimeout(() => resolve({ took, long, state: dialog.dataset.state }), 200);
      }
    }).observe(dialog, { attributes: true, attributeFilter: ['data-state'] });
    input.files = files.files;
    input.dispatchEvent(new Event('change'));
  }));
  eq(measured.state, 'done', 'read');
  eq(await page.$eval('#pdn', (d) => d.dataset.games), '1000', 'every game listed');
  await page.click('#pdn-games [data-index="999"]');
  await page.click('#pdn-open-game');
  await waitFor(page, async () => !(await page.$eval('#replay', (r) => r.hidden)), 'the last game');
  eq(await text(page, 'replay-title'), 'Player 1000 – Kuipers, Anna · 2-0', 'the 1,000th game');
  const long = measured.long.map((d) => Math.round(d));
  const report = `1,000 games, ${file.length} bytes: listed ${Math.round(measured.took)} ms after the file was picked; ` +
    `long tasks (over 50 ms) meanwhile: ${long.length ? long.join(', ') + ' ms' : 'none'}`;
  console.log(`     ${report}`);
  fs.writeFileSync(path.join(artifacts, 'pdn-thousand.txt'), report + '\n');
  await closePage(page);
});

test('pdn: a profile is deleted after a question, with its games; the last one stays', async () => {
  const page = await openPage({ query: '?variant=russian&opponent=human', viewport: { width: 390, height: 844 } });
  const resign = async () => {
    await page.click('#resign');
    await page.click('#confirm-yes');
    await waitFor(page, async () => (await board(page)).status !== 'playing', 'the resignation');
  };
  const rows = () => page.$$eval('#standings tr', (rs) => rs.slice(1).map((r) => r.cells[0].textContent));
  await resign(page);
  await menu(page, 'leaderboard-open');
  eq((await rows()).sort(), ['Player', 'Player 2'], 'both players of the game');
  const scroll = await page.$eval('.standings-scroll', (s) => [s.scrollWidth > s.clientWidth, getComputedStyle(s).overflowX]);
  eq(scroll[1], 'auto', 'the standings scroll sideways');
  eq(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'the page does not');
  await page.screenshot({ path: path.join(artifacts, 'pdn-leaderboard-390x844.png') });
  await page.click('#delete-profile');
  eq(await text(page, 'delete-text'), 'Delete Player and their 1 game from the records?', 'the question');
  await page.click('#delete-no');
  eq(await page.$eval('#delete-question', (q) => q.hidden), true, 'kept');
  eq((await rows()).length, 2, 'nothing deleted');
  await page.click('#delete-profile');
  await page.click('#delete-yes');
  await waitFor(page, async () => (await rows()).length === 0, 'the game left the leaderboard with the player');
  eq(await page.$$eval('#profile-white option', (os) => os.map((o) => o.textContent)), ['Player 2'], 'one player left');
  await page.click('#delete-profile');
  eq(await text(page, 'records-notice'), 'The last player cannot be deleted.', 'the last one stays');
  eq(await page.$eval('#delete-question', (q) => q.hidden), true, 'without a question');
  await closePage(page);
});

test('pdn: a file dropped on the page opens the dialog with its game; analyse from a replayed position', async () => {
  const page = await openPage({ query: '?variant=brazilian&opponent=human' });
  await page.evaluate((pdn) => {
    const files = new DataTransfer();
    files.items.add(new File([pdn], 'dropped.pdn'));
    const over = new DragEvent('dragover', { dataTransfer: files, bubbles: true, cancelable: true });
    document.body.dispatchEvent(over);
    document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: files, bubbles: true, cancelable: true }));
  }, '[White "Dropped"]\n[Black "File"]\n[GameType "25"]\n1. c3-d4 f6-e5 2. d4:f6 g7:e5 *\n');
  eq(await readState(page), 'done', 'read');
  eq(await page.$eval('#pdn-games .pdn-game', (b) => [b.textContent, b.getAttribute('aria-pressed')]),
    ['1. Dropped – File, *, 2 moves', 'true'], 'the one game, chosen');
  await page.click('#pdn-open-game');
  await waitFor(page, async () => (await board(page)).variant === 'russian', 'the dropped game');
  await page.click('#replay-forward');
  await page.click('#replay-analyse');
  await waitFor(page, () => page.$eval('#analysis', (a) => a.dataset.analysis === 'on'), 'analysis');
  eq(await page.$$eval('#moves button[data-ply]', (bs) => bs.length), 1, 'the game up to the position analysed');
  eq(await page.$eval('#replay', (r) => r.hidden), true, 'no longer a replay');
  assert(page.errors.length === 0, page.errors.join('\n'));
  await closePage(page);
});

/** A page where one move was played and then the game resigned, that game opened from the
 * history in replay. */
async function resignedPastGame(query) {
  const page = await clipboardPage(query);
  assert(await playFirstLit(page, await board(page)), 'a move');
  await page.click('#resign');
  await page.click('#confirm-yes');
  await waitFor(page, async () => (await board(page)).status !== 'playing', 'the resignation');
  await menu(page, 'leaderboard-open');
  await page.click('#history .past-game');
  await waitFor(page, async () => !(await page.$eval('#replay', (r) => r.hidden)), 'the replay');
  return page;
}

test('pdn: a past game from the history opens in replay and exports with its players and result', async () => {
  const page = await resignedPastGame('?variant=russian&opponent=human');
  const title = await text(page, 'replay-title');
  assert(/^Player – Player 2 · (2-0|0-2)$/.test(title), title);
  eq(await viewing(page), '0', 'from its start');
  await openDialog(page);
  await page.click('#pdn-copy');
  await waitFor(page, async () => (await text(page, 'pdn-notice')).includes('copied'), 'the copy');
  const pdn = await clipboard(page);
  const result = title.slice(-3);
  for (const tag of ['[White "Player"]', '[Black "Player 2"]', `[Result "${result}"]`, '[GameType "25"]']) {
    assert(pdn.includes(tag), `${tag} in ${pdn}`);
  }
  assert(/\[Date "\d{4}\.\d\d\.\d\d"\]/.test(pdn), pdn);
  assert(pdn.trim().endsWith(result), pdn);
  await closePage(page);
});

/** Reloads the page and waits for it to be ready again. */
async function reload(page) {
  await page.reload();
  await page.waitForSelector('#board[data-fen]', { state: 'attached', timeout: 5000 });
}

const CLUB = '[Event "Club"]\n[Date "2026.11.30"]\n[White "Ann"]\n[Black "Bob"]\n[Result "2-0"]\n[GameType "20"]\n\n'
  + `1. 32-28 19-23 2. 28x19 14x23 3. 37-32 17-21 2-0\n`;

/** Imports CLUB and opens it in replay, from its start (over a game in progress: after a yes). */
async function importClub(page, { overGame = false } = {}) {
  eq(await pasteAndRead(page, CLUB), 'done', 'read');
  await page.click('#pdn-open-game');
  if (overGame) await page.click('#confirm-yes');
  await waitFor(page, async () => (await board(page)).variant === 'international', 'the imported game');
  eq(await replayPlace(page), 'move 0 of 3', 'from its start');
}

const barHidden = (page) => page.$eval('#replay', (r) => r.hidden);

test('pdn: a replay survives a reload (bar, title, move shown, tags); going on or a new game ends it', async () => {
  const page = await clipboardPage('?variant=russian&opponent=human', { width: 390, height: 844 });
  await importClub(page);
  await page.click('#replay-forward');
  await page.click('#replay-forward');
  eq(await replayPlace(page), 'move 1 of 3', 'two steps on: both sides\' first move');
  const shown = await board(page);
  await reload(page);
  eq(await barHidden(page), false, 'the bar is back');
  eq(await text(page, 'replay-title'), 'Ann – Bob · 2-0', 'with its title');
  eq([await replayPlace(page), await viewing(page)], ['move 1 of 3', '2'], 'at the move shown');
  eq((await board(page)).fen, shown.fen, 'the same game');
  await page.screenshot({ path: path.join(artifacts, 'pdn-replay-reloaded-390.png'), fullPage: true });
  await openDialog(page);
  await page.click('#pdn-copy');
  await waitFor(page, async () => (await text(page, 'pdn-notice')).includes('copied'), 'the copy');
  const pdn = await clipboard(page);
  for (const tag of ['[Event "Club"]', '[Date "2026.11.30"]', '[White "Ann"]', '[Black "Bob"]', '[Result "2-0"]']) {
    assert(pdn.includes(tag), `${tag} in ${pdn}`);
  }
  await page.click('#pdn-close');
  // A step is saved too.
  await page.click('#replay-forward');
  await reload(page);
  eq([await replayPlace(page), await viewing(page)], ['move 2 of 3', '3'], 'the step kept');
  // Going on from there: a game of its own, which a reload does not turn back into a replay.
  await page.click('#replay-people');
  eq(await barHidden(page), true, 'no longer a replay');
  await reload(page);
  eq(await barHidden(page), true, 'still no replay after a reload');
  eq(await page.$$eval('#moves button[data-ply]', (bs) => bs.length), 3, 'the game up to move 3');
  // A new game over a replay: no bar after a reload either.
  await importClub(page, { overGame: true });
  await page.click('#new-game');
  await page.click('#start');
  await waitFor(page, async () => barHidden(page), 'the new game');
  await reload(page);
  eq(await barHidden(page), true, 'a new game after a reload');
  eq(await page.$$eval('#moves button[data-ply]', (bs) => bs.length), 0, 'with no moves');
  assert(page.errors.length === 0, page.errors.join('\n'));
  await closePage(page);
});

/** Chooses the language `tag` in the panel: the page reloads in it. */
async function speak(page, tag) {
  await settings(page, () => Promise.all([page.waitForNavigation(), page.selectOption('#language', tag)]));
  await page.waitForSelector('#board[data-fen]', { state: 'attached', timeout: 10000 });
}

test('pdn: a replay reloaded in another language is titled and tagged in it', async () => {
  const page = await resignedPastGame('?variant=russian&opponent=computer&level=1&color=white');
  const title = await text(page, 'replay-title');
  const result = title.slice(-3);
  eq(title, `Player – Computer (level 1) · ${result}`, 'in English');
  eq(await viewing(page), '0', 'at its start');
  await speak(page, 'es');
  // The profile the page made is named in the page's language too.
  eq(await text(page, 'replay-title'), `Jugador – Ordenador (nivel 1) · ${result}`, 'in Spanish after the reload');
  eq(await viewing(page), '0', 'still at its start');
  await page.screenshot({ path: path.join(artifacts, 'pdn-replay-es-1280x800.png') });
  await openDialog(page);
  await page.click('#pdn-copy');
  await waitFor(page, async () => (await clipboard(page)).includes('[Event'), 'the copy');
  const pdn = await clipboard(page);
  for (const tag of ['[Event "Partida amistosa"]', '[White "Jugador"]', '[Black "Ordenador (nivel 1)"]', `[Result "${result}"]`]) {
    assert(pdn.includes(tag), `${tag} in ${pdn}`);
  }
  await closePage(page);
  // A shared game's title is no word of the language it was opened in either.
  const shared = await clipboardPage('?variant=russian&moves=c3-d4,f6-e5&opponent=human');
  eq(await text(shared, 'replay-title'), 'Shared game', 'in English');
  await speak(shared, 'pt-BR');
  assert(!(await barHidden(shared)), 'still in replay');
  eq(await text(shared, 'replay-title'), 'Partida compartilhada', 'in Portuguese after the reload');
  await closePage(shared);
});

test('pdn: a game that does not name its rules says the rules proposed are a guess, and which others replay it', async () => {
  const page = await openPage({ query: '?variant=brazilian&opponent=human' });
  // A 10x10 game scored "2:0", as some programs write it: International's alone.
  eq(await pasteAndRead(page, '[White "A"]\n[Black "B"]\n1. 32-28 19-23 2. 28x19 14x23 3. 37-32 2:0\n'), 'done', 'read');
  await page.click('#pdn-games [data-index="0"]');
  eq(await page.$eval('#pdn-variant', (s) => s.value), 'international', 'International proposed');
  eq(await text(page, 'pdn-guess'), 'The file does not name its rules. Only these replay this game: International (10x10).', 'said to be a guess');
  await page.click('#pdn-open-game');
  await waitFor(page, async () => (await board(page)).variant === 'international', 'opened');
  // A Russian game written as Brazilian games are: both replay it, the player is told.
  eq(await pasteAndRead(page, '1. c3-d4 f6-e5 2. d4xf6 g7xe5 3. b2-c3 *\n'), 'done', 'read');
  await page.click('#pdn-games [data-index="0"]');
  const said = await text(page, 'pdn-guess');
  assert(/^The file does not name its rules\. These all replay this game: .*Brazilian.*Russian|^The file does not name its rules\. These all replay this game: .*Russian.*Brazilian/.test(said), said);
  await page.click('#pdn-close');
  await closePage(page);
});
