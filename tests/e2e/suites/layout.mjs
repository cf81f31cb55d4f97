// The page's shape during play (issue 50): on every supported screen, in Russian and another
// language, the board, the status, a notice, the move list, the analysis and the game's buttons
// are all on the screen at once, nothing scrolls or runs off the side; the move list in two
// columns; the evaluation bar beside the board and the best move drawn on it; a replayed game
// with one navigator, which takes no move until the player chooses to play on.

import path from 'node:path';
import {
  artifacts, askHelp, assert, board, cellOf, centre, click, closePage, eq, menu, openPage, site, test, text,
  waitFor,
} from '../lib.mjs';

/** A Brazilian game of 26 moves, from the start. */
const MOVES = 'a3-b4,f6-g5,e3-d4,d6-c5,b4xd6,e7xe3,f2xd4,c7-d6,d2-e3,b6-a5,e1-f2,f8-e7,g3-f4,'
  + 'a7-b6,b2-a3,g7-f6,a1-b2,b6-c5,d4xb6,a5xc7,e3-d4,g5xc5,c3-d4,c5xe3,f2xd4,d6-e5';

const SCREENS = [[1280, 800], [1920, 1080], [390, 844], [844, 390], [768, 1024]];

/** The box of each element by id, in viewport pixels. */
const boxes = (page, ids) => page.evaluate((ids) => Object.fromEntries(ids.map((id) => {
  const r = document.getElementById(id).getBoundingClientRect();
  return [id, { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height }];
})), ids);

/** A live game of `MOVES` between two players: the shared link replayed, then played on. */
async function liveGame(options) {
  const page = await openPage({ query: `?variant=brazilian&opponent=human&moves=${MOVES}`, ...options });
  await page.click('#replay-people');
  await waitFor(page, () => page.$eval('#panel', (p) => p.dataset.replay === 'false'), 'a game in play');
  return page;
}

// Russian and Vietnamese on every screen; the other languages on the phones, where room is
// shortest.
const PHONES = [[390, 844], [844, 390]];
for (const [locale, screens] of [['ru-RU', SCREENS], ['vi-VN', SCREENS], ['en-US', PHONES], ['pt-BR', PHONES],
  ['bg-BG', PHONES], ['es-ES', PHONES], ['tr-TR', PHONES], ['nl-NL', PHONES], ['fr-FR', PHONES]]) {
  test(`nothing below a fold during play on ${screens.length} screens, in ${locale}`, async () => {
    for (const [width, height] of screens) {
      const where = `${locale} ${width}x${height}`;
      const context = await site.browser.newContext({ viewport: { width, height }, locale });
      const page = await liveGame({ context });
      await askHelp(page, 'analyse');
      await waitFor(page, () => page.$eval('#analysis-score', (e) => e.textContent !== ''), `${where}: a score`);
      // A refusal: a black piece clicked on White's move.
      await click(page, 'h8');
      await waitFor(page, async () => (await text(page, 'notice')) !== '', `${where}: a notice`);
      const ids = ['board', 'eval-bar', 'setup', 'status', 'notice', 'moves', 'analysis', 'undo', 'resign', 'move-input', 'new-game', 'menu-open'];
      const b = await boxes(page, ids);
      for (const id of ids) {
        const r = b[id];
        assert(r.height > 0, `${where}: #${id} shown`);
        assert(r.top >= 0 && r.left >= 0 && r.bottom <= height + 0.5 && r.right <= width + 0.5,
          `${where}: #${id} on the screen: ${JSON.stringify(r)}`);
      }
      const page_ = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
      eq(page_, [width, height], `${where}: the page neither scrolls nor runs off the side`);
      assert(b.moves.height >= 32, `${where}: at least a row of moves: ${b.moves.height}`);
      const current = await page.$eval('#moves', (list) => {
        const last = list.querySelector('li.current').getBoundingClientRect();
        const r = list.getBoundingClientRect();
        return last.top >= r.top - 1 && last.bottom <= r.bottom + 1;
      });
      assert(current, `${where}: the last move is in view in the list`);
      assert(b['eval-bar'].right <= b.board.left + 1 && b['eval-bar'].bottom > b.board.top,
        `${where}: the evaluation bar beside the board`);
      // Within the status line, no move is cut between two lines.
      const cut = await page.$$eval('#status span', (spans) => spans.filter((s) => s.getClientRects().length > 1).length);
      eq(cut, 0, `${where}: no part of the status wraps inside itself`);
      await page.screenshot({ path: path.join(artifacts, `layout-${locale}-${width}x${height}.png`) });
      await closePage(page);
    }
  });
}

test('the move list has a row a move number, White\'s and Black\'s moves in two columns, the one viewed marked', async () => {
  const page = await liveGame({});
  const rows = await page.$$eval('#moves li', (lis) => lis.map((li) => [...li.children].map((c) => c.textContent)));
  eq(rows.length, 13, 'thirteen rows for 26 moves');
  eq(rows[0], ['1.', 'a3-b4', 'f6-g5'], 'the first row');
  eq(rows[12], ['13.', 'f2xd4', 'd6-e5'], 'the last row');
  const middles = await page.$eval('#moves li', (li) => [...li.children].map((c) => {
    const r = c.getBoundingClientRect();
    return [(r.top + r.bottom) / 2, r.left];
  }));
  assert(Math.max(...middles.map(([m]) => m)) - Math.min(...middles.map(([m]) => m)) < 3, `number and moves on one line: ${middles}`);
  assert(middles[0][1] < middles[1][1] && middles[1][1] < middles[2][1], 'in three columns');
  await page.click('#moves button[data-ply="3"]');
  eq(await page.$eval('#moves [aria-current="true"]', (b) => b.textContent), 'e3-d4', 'the move viewed is marked');
  eq((await board(page)).fen !== undefined, true, 'the board is there');
  await closePage(page);
});

test('analysis draws its best move on the board and fills the bar beside it; off, both go', async () => {
  const page = await openPage({ query: '?variant=russian&opponent=human' });
  const pixels = () => page.$eval('#board', (c) => c.toDataURL());
  const before = await pixels();
  eq(await page.$eval('#eval-bar', (e) => e.dataset.shown), 'false', 'no bar before analysis');
  await askHelp(page, 'analyse');
  await waitFor(page, () => page.$eval('#analysis-line', (e) => e.textContent !== ''), 'a best line');
  await waitFor(page, async () => (await pixels()) !== before, 'the best move drawn');
  eq(await page.$eval('#eval-bar', (e) => e.dataset.shown), 'true', 'the bar shown');
  await page.click('#analyse');
  await waitFor(page, async () => (await pixels()) === before, 'the arrow gone with analysis');
  eq(await page.$eval('#eval-bar', (e) => e.dataset.shown), 'false', 'the bar hidden');
  await closePage(page);
});

test('a shared game is replayed with one navigator and takes no move until the player plays on', async () => {
  const page = await openPage({ query: `?variant=brazilian&opponent=computer&level=1&color=white&moves=${MOVES}` });
  eq(await page.$eval('#panel', (p) => p.dataset.replay), 'true', 'replayed');
  for (const id of ['undo', 'resign', 'offer-draw', 'hint', 'move-input', 'status']) {
    assert(!(await page.isVisible(`#${id}`)), `#${id} hidden in a replay`);
  }
  await page.click('#moves button[data-ply="4"]');
  assert(await page.isVisible('#replay'), 'the replay bar steps');
  assert(!(await page.isVisible('#review')), 'no second navigator');
  eq(await text(page, 'replay-place'), 'move 2 of 13', 'where the replay stands, in moves');
  await page.click('#replay-last');
  const fen = (await board(page)).fen;
  await click(page, 'c3');
  await click(page, 'b4');
  eq((await board(page)).fen, fen, 'no move played in a replay');
  assert((await text(page, 'notice')).startsWith('This game is being replayed'), `said why: ${await text(page, 'notice')}`);
  eq((await board(page)).thinking, 'false', 'the computer does not play in a replay');
  await page.click('#replay-computer');
  eq(await page.$eval('#panel', (p) => p.dataset.replay), 'false', 'played on');
  assert(await page.isVisible('#resign'), 'a game in play has its buttons');
  await closePage(page);
});

test('the menu opens from the header, closes on a choice, Escape or a click elsewhere', async () => {
  const page = await openPage({ viewport: { width: 390, height: 844 } });
  const open = () => page.$eval('#menu', (m) => !m.hidden);
  await page.click('#menu-open');
  assert(await open(), 'opened');
  eq(await page.$eval('#menu-open', (b) => b.getAttribute('aria-expanded')), 'true', 'said expanded');
  await page.keyboard.press('Escape');
  assert(!(await open()), 'Escape closes it');
  eq(await page.evaluate(() => document.activeElement.id), 'menu-open', 'the focus back on its button');
  await page.click('#menu-open');
  await page.mouse.click(200, 300);
  assert(!(await open()), 'a click elsewhere closes it');
  await menu(page, 'settings-open');
  assert(!(await open()), 'a choice closes it');
  await page.waitForSelector('#settings[open]');
  const box = await page.$eval('#settings', (d) => { const r = d.getBoundingClientRect(); return [r.top, r.bottom]; });
  assert(box[0] >= 0 && box[1] <= 844, `the settings on the screen: ${box}`);
  await page.click('#settings-close');
  await closePage(page);
});

test('the new-game form has Start in view on a phone held sideways and upright, in Russian', async () => {
  for (const [width, height] of [[844, 390], [390, 844]]) {
    const context = await site.browser.newContext({ viewport: { width, height }, locale: 'ru-RU' });
    const page = await openPage({ context, query: '?variant=brazilian&opponent=computer&level=3&color=white' });
    await page.click('#new-game');
    await page.waitForSelector('#new-game-dialog[open]');
    const start = await boxes(page, ['start', 'variant', 'clock']);
    for (const [id, r] of Object.entries(start)) {
      assert(r.top >= 0 && r.bottom <= height && r.right <= width, `${width}x${height}: #${id} in view: ${JSON.stringify(r)}`);
    }
    await page.screenshot({ path: path.join(artifacts, `new-game-ru-${width}x${height}.png`) });
    await page.click('#cancel');
    await closePage(page);
  }
});

test('the end of a game shows its result on the board, with Rematch (the other side) and a close button', async () => {
  const page = await openPage({ query: '?variant=russian&opponent=computer&level=1&color=white' });
  assert(!(await page.isVisible('#result-card')), 'no card during play');
  await click(page, 'c3');
  await click(page, 'd4');
  await waitFor(page, async () => (await board(page)).turn === 'white', 'the computer\'s reply');
  await page.click('#resign');
  await page.click('#confirm-yes');
  await page.waitForSelector('#result-card:not([hidden])');
  eq(await text(page, 'result-text'), 'Black wins: White resigned.', 'the result and why');
  const card = await boxes(page, ['result-card', 'board']);
  assert(card['result-card'].top > card.board.top && card['result-card'].bottom < card.board.bottom, 'over the board');
  await page.screenshot({ path: path.join(artifacts, 'result-card.png') });
  await page.click('#result-close');
  assert(!(await page.isVisible('#result-card')), 'closed: the final position in view');
  await page.click('#moves button[data-ply="1"]');
  await page.click('#view-exit');
  assert(await page.isVisible('#result-card'), 'back at the end, the result again');
  await page.click('#rematch');
  await waitFor(page, async () => (await board(page)).status === 'playing', 'a new game');
  eq((await board(page)).orientation, 'black', 'the player on the other side');
  assert(!(await page.isVisible('#result-card')), 'the card gone');
  assert((await text(page, 'setup')).includes('You: Black'), `the setup says so: ${await text(page, 'setup')}`);
  await closePage(page);
});

test('the coordinates trainer: a round of finding squares counts right and wrong clicks, naming counts choices, the best is kept', async () => {
  const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await openPage({ context });
  await menu(page, 'coordinates-open');
  await page.waitForSelector('#coordinates[open]');
  await page.selectOption('#coordinates-variant', 'international');
  await page.click('#coordinates-start');
  /** Clicks the square `name` on the trainer's board (White at the bottom). */
  const clickSquare = async (name) => {
    const b = await page.$eval('#coordinates-board', (c) => { const r = c.getBoundingClientRect(); return { x: r.left, y: r.top, side: r.width }; });
    const [x, y] = centre({ ...b, variant: 'international', orientation: 'white' }, cellOf('international', name));
    await page.mouse.click(x, y);
  };
  for (let i = 0; i < 3; i++) {
    const asked = await page.$eval('#coordinates-prompt', (p) => p.dataset.square);
    assert(/^([1-9]|[1-4][0-9]|50)$/.test(asked), `a square of the 10x10 board: ${asked}`);
    eq(await text(page, 'coordinates-prompt'), `Click ${asked}`, 'the question');
    await clickSquare(asked);
    eq(await text(page, 'coordinates-feedback'), 'Right!', 'a right click');
  }
  const asked = await page.$eval('#coordinates-prompt', (p) => p.dataset.square);
  const other = asked === '1' ? '2' : '1';
  await clickSquare(other);
  eq(await text(page, 'coordinates-feedback'), `No: that is ${other}`, 'a wrong click names the square clicked');
  assert((await text(page, 'coordinates-score')).startsWith('3 right · 1 wrong · '), await text(page, 'coordinates-score'));
  const box = await page.$eval('#coordinates', (d) => { const r = d.getBoundingClientRect(); return [r.top, r.bottom]; });
  assert(box[0] >= 0 && box[1] <= 844, `the trainer on a phone's screen: ${box}`);
  await page.screenshot({ path: path.join(artifacts, 'coordinates-390x844.png') });
  // The round's end, 30 seconds on: the page's clock is moved forward.
  await page.evaluate(() => { const now = performance.now(); performance.now = () => now + 31000; });
  await waitFor(page, async () => (await text(page, 'coordinates-prompt')).startsWith('Time is up: 3 right, 1 wrong'), 'the end of the round');
  eq(await text(page, 'coordinates-best'), 'Best: 3', 'the best kept');
  await page.reload();
  await page.waitForSelector('#board[data-fen]', { state: 'attached' });
  await menu(page, 'coordinates-open');
  await page.selectOption('#coordinates-variant', 'international');
  eq(await text(page, 'coordinates-best'), 'Best: 3', 'after a reload');
  // Naming: four names, the marked square's among them.
  await page.selectOption('#coordinates-drill', 'name');
  await page.click('#coordinates-start');
  eq(await text(page, 'coordinates-prompt'), 'Which square is marked?', 'the question');
  const names = await page.$$eval('.coordinates-choice:not([hidden])', (bs) => bs.map((b) => b.textContent));
  const marked = await page.$eval('#coordinates-prompt', (p) => p.dataset.square);
  eq(names.length, 4, 'four names');
  assert(names.includes(marked), `the marked square's name offered: ${names} ${marked}`);
  await page.click(`.coordinates-choice:nth-child(${names.indexOf(marked) + 1})`);
  eq(await text(page, 'coordinates-feedback'), 'Right!', 'named');
  await page.click('#coordinates-close');
  await closePage(page);
});
