// The position editor (issue 40): a position set up by clicking squares, the FEN following it
// both ways, positions the rules forbid refused with their reason, then played from or analysed.

import path from 'node:path';
import {
  artifacts, assert, board, cellOf, centre, click, closePage, eq, openPage, site, test, text, waitFor, menu
} from '../lib.mjs';

/** The editor's board, in the shape `centre` takes. */
async function editorBoard(page) {
  return page.evaluate(() => {
    const c = document.getElementById('editor-board');
    const r = c.getBoundingClientRect();
    return {
      variant: c.dataset.variant, fen: c.dataset.fen, orientation: c.dataset.orientation,
      x: r.left, y: r.top, side: r.width,
    };
  });
}

/** The centre of a square of the editor's board, in page pixels. */
async function spot(page, name) {
  const b = await editorBoard(page);
  return centre(b, cellOf(b.variant, name));
}

/** Chooses a palette entry (`white-man`, `black-king`, `eraser`...) and clicks `names` in turn. */
async function place(page, tool, ...names) {
  await page.click(`#tool-${tool}`);
  for (const name of names) {
    const [x, y] = await spot(page, name);
    await page.mouse.click(x, y);
  }
}

const editorFen = async (page) => (await editorBoard(page)).fen;
const fenField = (page) => page.$eval('#editor-fen', (e) => e.value);
const status = (page) => text(page, 'editor-status');
const disabled = (page, id) => page.$eval(`#${id}`, (e) => e.disabled);

/** Types `fen` into the FEN field, as a player would, replacing what is there, and Enter. */
async function typeFen(page, fen) {
  await page.fill('#editor-fen', '');
  await page.type('#editor-fen', fen);
  await page.press('#editor-fen', 'Enter');
}

/** Opens the editor and waits for it to show the game's position. */
async function openEditor(page) {
  await menu(page, 'edit-position');
  await waitFor(page, () => page.$eval('#editor', (d) => d.open), 'the editor to open');
  const fen = (await board(page)).fen;
  await waitFor(page, async () => (await editorFen(page)) === fen, 'the editor on the game\'s position');
}

test('editor: squares clicked set up a position, the FEN follows both ways, then a game is played from it', async () => {
  const page = await openPage({ query: '?variant=russian&opponent=human' });
  await openEditor(page);
  eq(await fenField(page), (await board(page)).fen, 'the field shows the board');
  await page.click('#editor-clear');
  eq(await editorFen(page), 'W:W:B', 'cleared');
  eq(await status(page), 'White has no pieces.', 'an empty board cannot be played');
  assert(await disabled(page, 'editor-play') && await disabled(page, 'editor-analyse'), 'nothing to play yet');

  await place(page, 'white-man', 'c3', 'e3');
  await place(page, 'black-man', 'f6');
  await place(page, 'white-king', 'a1');
  eq(await editorFen(page), 'W:WKa1,c3,e3:Bf6', 'placed by clicks');
  eq(await fenField(page), 'W:WKa1,c3,e3:Bf6', 'the field follows the board');
  eq(await status(page), 'Ready to play: White to move.', 'a playable position');
  assert(!(await disabled(page, 'editor-play')), 'it can be played');

  // The same piece clicked again goes; a right-click takes any piece; the eraser too.
  await place(page, 'white-king', 'a1');
  const [ex, ey] = await spot(page, 'e3');
  await page.mouse.click(ex, ey, { button: 'right' });
  eq(await editorFen(page), 'W:Wc3:Bf6', 'a1 and e3 taken away');
  await place(page, 'eraser', 'f6');
  eq(await status(page), 'Black has no pieces.', 'the reason follows the board');
  await place(page, 'black-man', 'f6');

  // A drag moves a piece.
  const [fx, fy] = await spot(page, 'c3');
  const [tx, ty] = await spot(page, 'd4');
  await page.mouse.move(fx, fy);
  await page.mouse.down();
  await page.mouse.move(tx, ty, { steps: 6 });
  await page.mouse.up();
  eq(await editorFen(page), 'W:Wd4:Bf6', 'dragged from c3 to d4');
  // Dragged off the board, a piece goes (a click would put the palette's black king there).
  await place(page, 'white-man', 'h2');
  await page.click('#tool-black-king');
  const [hx, hy] = await spot(page, 'h2');
  const edge = await editorBoard(page);
  await page.mouse.move(hx, hy);
  await page.mouse.down();
  await page.mouse.move(edge.x + edge.side + 40, hy, { steps: 6 });
  await page.mouse.up();
  eq(await editorFen(page), 'W:Wd4:Bf6', 'h2 dragged off the board');

  // A man on its crowning row is refused, and the board stays.
  await place(page, 'black-man', 'a1');
  assert((await status(page)).startsWith('A man cannot stand on a1'), `refused: ${await status(page)}`);
  eq(await editorFen(page), 'W:Wd4:Bf6', 'nothing placed');

  // A FEN that cannot be read, then a forbidden one: refused with the reason, the board kept.
  await typeFen(page, 'W:Wz9:Bf6');
  assert((await status(page)).includes('cannot be read') && (await status(page)).includes('z9'), `unreadable: ${await status(page)}`);
  eq(await editorFen(page), 'W:Wd4:Bf6', 'the board kept');
  await typeFen(page, 'W:Wd4,h8:Bf6');
  assert((await status(page)).startsWith('A man cannot stand on h8'), `forbidden: ${await status(page)}`);
  eq(await editorFen(page), 'W:Wd4:Bf6', 'the board kept');
  eq(await page.$eval('#editor-fen', (e) => e.getAttribute('aria-invalid')), 'true', 'the refused FEN marked');
  // While the field holds it, the board's old position is not the one to play.
  assert(await disabled(page, 'editor-play') && await disabled(page, 'editor-analyse'), 'no way out past a refused FEN');
  await typeFen(page, 'B:Wc3,e3:Bf6,h8');
  eq(await editorFen(page), 'B:Wc3,e3:Bf6,h8', 'the board follows the typed FEN');
  eq(await status(page), 'Ready to play: Black to move.', 'Black to move, as typed');
  await page.selectOption('#editor-turn', 'white');
  eq(await editorFen(page), 'W:Wc3,e3:Bf6,h8', 'the side to move chosen');
  eq(await fenField(page), 'W:Wc3,e3:Bf6,h8', 'and written in the field');

  // Play from here: the new-game form chooses the players, its variant kept.
  await page.click('#editor-play');
  await waitFor(page, () => page.$eval('#new-game-dialog', (d) => d.open), 'the new-game form');
  assert(!(await page.$eval('#editor', (d) => d.open)), 'the editor closed');
  assert(await disabled(page, 'variant'), 'the variant is the position\'s');
  await page.selectOption('#opponent', 'human');
  await page.click('#start');
  await waitFor(page, async () => (await board(page)).fen === 'W:Wc3,e3:Bf6,h8', 'the game from the position');
  const url = new URL(page.url());
  eq(url.searchParams.get('fen'), 'W:Wc3,e3:Bf6,h8', 'the link holds the start position');
  eq(url.searchParams.get('opponent'), 'human', 'between two players');
  await click(page, 'c3');
  await click(page, 'd4');
  await waitFor(page, async () => (await board(page)).turn === 'black', 'the move played');
  eq((await board(page)).fen, 'B:We3,d4:Bf6,h8', 'c3-d4 played');
  eq(new URL(page.url()).searchParams.get('moves'), 'c3-d4', 'the link holds the move');

  // A new game afterwards starts from the start position again, any variant.
  await page.click('#new-game');
  assert(!(await disabled(page, 'variant')), 'the variant free again');
  await page.click('#start');
  await waitFor(page, async () => (await board(page)).fen.startsWith('W:Wa1,c1'), 'a new game from the start');
  await closePage(page);
});

test('editor: a side without a move, too many pieces, 10x10, then analysis, on a phone and a desktop', async () => {
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    const phone = viewport.width < 500;
    // The phone has a touch screen: its squares are tapped.
    const context = await site.browser.newContext({ viewport, hasTouch: phone, isMobile: phone });
    const page = await openPage({ query: '?variant=brazilian&opponent=computer&level=1&color=white', context });
    await openEditor(page);
    // White to move, its man on h2 blocked: g3 taken and f4 behind it.
    await typeFen(page, 'W:Wh2:Bg3,f4');
    eq(await status(page), 'White is to move and has no move: the game would be over.', 'nothing to move');
    assert(await disabled(page, 'editor-analyse'), 'nothing to analyse');
    await page.selectOption('#editor-turn', 'black');
    eq(await status(page), 'Ready to play: Black to move.', 'Black can move');
    await page.click('#editor-reset');
    await place(page, 'white-king', 'd4');
    eq(await status(page), 'White cannot have more than 12 pieces, as many as at the start.', 'a thirteenth piece refused');
    await page.click('#editor-flip');
    eq((await editorBoard(page)).orientation, 'black', 'flipped');
    await page.selectOption('#editor-variant', 'international');
    await waitFor(page, async () => (await editorBoard(page)).variant === 'international', 'the 10x10 board');
    await page.click('#editor-clear');
    if (phone) {
      await page.click('#tool-white-man');
      await page.touchscreen.tap(...await spot(page, '33'));
      await page.click('#tool-black-king');
      await page.touchscreen.tap(...await spot(page, '18'));
    } else {
      await place(page, 'white-man', '33');
      await place(page, 'black-king', '18');
    }
    eq(await editorFen(page), 'W:W33:BK18', 'placed on the turned 10x10 board');
    await place(page, 'white-man', '4');
    assert((await status(page)).startsWith('A man cannot stand on 4'), `White's crowning row: ${await status(page)}`);
    const name = phone ? 'phone' : 'desktop';
    await page.screenshot({ path: path.join(artifacts, `editor-${name}.png`) });
    await page.click('#editor-analyse');
    await waitFor(page, async () => (await board(page)).fen === 'W:W33:BK18', 'the position on the board');
    eq((await board(page)).variant, 'international', 'in its variant');
    eq(await page.$eval('#analysis', (e) => e.dataset.analysis), 'on', 'analysis mode on');
    eq((await board(page)).orientation, 'black', 'turned as in the editor');
    await page.screenshot({ path: path.join(artifacts, `editor-analyse-${name}.png`) });
    await closePage(page);
  }
});

test('editor: played from against the computer, which moves first from it; a reload keeps the game, recorded unrated', async () => {
  const page = await openPage({ query: '?variant=english&opponent=human' });
  await openEditor(page);
  await typeFen(page, 'B:W21,22,K30:B9,10');
  eq(await status(page), 'Ready to play: Black to move.', 'Black to move');
  await page.click('#editor-play');
  await waitFor(page, () => page.$eval('#new-game-dialog', (d) => d.open), 'the new-game form');
  await page.selectOption('#opponent', 'computer');
  await page.selectOption('#level', '1');
  await page.selectOption('#color', 'white');
  await page.click('#start');
  await waitFor(page, async () => (await board(page)).turn === 'white', 'the computer\'s move from the position', 30000);
  const played = await board(page);
  eq(played.variant, 'english', 'in the position\'s variant');
  const url = new URL(page.url());
  eq(url.searchParams.get('fen'), 'B:W21,22,K30:B9,10', 'the link holds the start position');
  eq(url.searchParams.get('opponent'), 'computer', 'against the computer');
  await page.reload();
  await page.waitForSelector('#board[data-fen]', { state: 'attached', timeout: 5000 });
  eq((await board(page)).fen, played.fen, 'the game kept across a reload');
  // Finished, it is recorded unrated: a position chosen against the computer proves nothing.
  await page.click('#resign');
  await page.click('#confirm-yes');
  await waitFor(page, async () => (await board(page)).status !== 'playing', 'the resignation');
  await menu(page, 'leaderboard-open');
  await waitFor(page, () => page.$eval('#leaderboard', (d) => d.open), 'the leaderboard');
  const lines = await page.$$eval('#history .past-game', (bs) => bs.map((b) => b.textContent));
  eq(lines.length, 1, 'the game in the history');
  assert(lines[0].endsWith('unrated'), `unrated: ${lines[0]}`);
  await closePage(page);
});
