// The game as a player meets it (issue 39): the setup always in view, questions in a dialog that
// moves nothing, notices that never shift the buttons, captures you can follow, one evaluation
// convention, levels, the move list, links, two players, clocks, sound, themes and layouts.

import path from 'node:path';
import {
  site, artifacts, askHelp, assert, BASE, board, cellOf, centre, click, closePage, eq, openPage,
  playFirstLit, test, text, waitFor, settings
} from '../lib.mjs';

test('the setup is in view from the start: variant, players and level; whose move under it', async () => {
  const page = await openPage({ query: '?variant=russian&opponent=computer&level=3&color=black' });
  const setup = await text(page, 'setup');
  assert(setup.startsWith('Russian'), `variant first: ${setup}`);
  assert(setup.includes('You: Black') && setup.includes('Computer: White'), `each side's colour: ${setup}`);
  assert(/level 3/i.test(setup), `the level: ${setup}`);
  await waitFor(page, async () => (await board(page)).turn === 'black', 'the computer\'s first move');
  await waitFor(page, async () => (await text(page, 'status')).startsWith('Your move'), 'whose move follows the game');
  await closePage(page);

  const two = await openPage({ query: '?variant=international&opponent=human' });
  const line = await text(two, 'setup');
  assert(line.includes('Two players') && !line.includes('to move'), `two players: ${line}`);
  assert((await text(two, 'status')).startsWith('White to move'), 'whose move, in the status');
  await closePage(two);
});

/** Sets the viewport and waits for the board to take its new size. */
async function resize(page, viewport) {
  await page.setViewportSize(viewport);
  await waitFor(page, () => page.$eval('#board', (c) => Math.abs(c.width - c.getBoundingClientRect().width * devicePixelRatio) < 1), 'the board to resize');
}

/** Where each panel button is on the screen. */
// The keyboard's controls come after the move list, which grows: they move with it.
const buttonBoxes = (page) => page.$$eval('#panel button[id]:not(.keyboard-play button)', (bs) => bs.map((b) => {
  const r = b.getBoundingClientRect();
  return [b.id, Math.round(r.left), Math.round(r.top)];
}));
const dialogOpen = (page) => page.$eval('#confirm', (d) => d.open);

test('a draw offer at move 1 against level 8 asks first, then is declined; resigning asks too', async () => {
  const page = await openPage({ query: '?variant=brazilian&opponent=computer&level=8&color=white' });
  const before = await buttonBoxes(page);
  await page.click('#offer-draw');
  assert(await dialogOpen(page), 'the offer asks first');
  assert((await text(page, 'confirm-text')).includes('draw'), 'the question names the draw');
  eq(await buttonBoxes(page), before, 'the question moved no button');
  await page.click('#confirm-no');
  assert(!(await dialogOpen(page)), 'cancelled');
  await page.waitForTimeout(300);
  eq(await text(page, 'notice'), '', 'nothing was offered');
  await page.click('#offer-draw');
  await page.click('#confirm-yes');
  await waitFor(page, async () => (await text(page, 'notice')).includes('declines'), 'the computer\'s answer');
  eq((await board(page)).status, 'playing', 'the game goes on');
  await page.click('#resign');
  assert(await dialogOpen(page), 'resigning asks first');
  eq((await board(page)).status, 'playing', 'not resigned yet');
  await page.screenshot({ path: path.join(artifacts, 'question-resign.png') });
  await page.keyboard.press('Escape');
  assert(!(await dialogOpen(page)), 'Escape answers no');
  eq((await board(page)).status, 'playing', 'still playing');
  await page.click('#resign');
  await page.click('#confirm-yes');
  eq((await board(page)).status, 'black-won', 'resigned after the confirmation');
  await closePage(page);
});

test('notices never move the buttons: a refusal, a hint, the engine\'s line, the draw count', async () => {
  // Two kings each: the draw count shows after a move; blocked men give refusals.
  const fen = 'W:WKa1,c1:BKh8,f8';
  const page = await openPage({ query: `?variant=brazilian&opponent=human&fen=${encodeURIComponent(fen)}` });
  const before = await buttonBoxes(page);
  await click(page, 'f8'); // Not White's piece: a notice.
  assert((await text(page, 'notice')).length > 0, 'a notice is shown');
  eq(await buttonBoxes(page), before, 'the refusal moved no button');
  await askHelp(page, 'hint');
  await waitFor(page, async () => (await text(page, 'notice')).startsWith('Hint'), 'the hint');
  eq(await buttonBoxes(page), before, 'the hint moved no button');
  await click(page, 'a1');
  await click(page, 'b2');
  assert((await text(page, 'draw-count')).length > 0, 'the draw count shows');
  eq(await buttonBoxes(page), before, 'the draw count moved no button');
  for (const viewport of [{ width: 390, height: 844 }, { width: 844, height: 390 }]) {
    await resize(page, viewport);
    const boxes = await buttonBoxes(page);
    await click(page, 'h8'); // Black's king: picked up, no notice.
    await click(page, 'c1'); // Not Black's piece: a notice.
    assert((await text(page, 'notice')).length > 0, 'a notice again');
    eq(await buttonBoxes(page), boxes, `no button moved at ${viewport.width}x${viewport.height}`);
  }
  await closePage(page);
});

/** The colour at the centre of a square, from the canvas pixels. */
async function colourAt(page, name) {
  const b = await board(page);
  const [x, y] = centre(b, cellOf(b.variant, name));
  return page.evaluate(([x, y]) => {
    const c = document.getElementById('board');
    const r = c.getBoundingClientRect();
    const s = c.width / r.width;
    const d = c.getContext('2d').getImageData(Math.floor((x - r.left) * s), Math.floor((y - r.top) * s), 1, 1).data;
    return [d[0], d[1], d[2]];
  }, [x, y]);
}
const isWhiteMan = ([r, g, b]) => r > 190 && g > 190 && b > 170;
const isRed = ([r, g, b]) => r > 150 && g < 110 && b < 110;

test('a capture entered step by step shows the piece at its stop and marks what it took; pointing shows what a capture takes', async () => {
  // English: c1xe3 over d2, then over d4, d6 or over f4, f6; both end on e7.
  const fen = 'W:Wc1:Bd2,d4,f4,d6,f6';
  const page = await openPage({ query: `?variant=english&opponent=human&fen=${encodeURIComponent(fen)}` });
  const start = (await board(page)).fen;
  await click(page, 'c1');
  await click(page, 'e3');
  eq((await board(page)).fen, start, 'nothing played yet');
  assert(isWhiteMan(await colourAt(page, 'e3')), `the man stands at its stop e3: ${await colourAt(page, 'e3')}`);
  assert(!isWhiteMan(await colourAt(page, 'c1')), 'and no longer on c1');
  assert(isRed(await colourAt(page, 'd2')), `the man taken on d2 is marked: ${await colourAt(page, 'd2')}`);
  assert(!isRed(await colourAt(page, 'f4')), 'f4 not marked yet');
  // Hovering a next stop shows the piece that jump takes.
  const b = await board(page);
  const [gx, gy] = centre(b, cellOf('english', 'g5'));
  await page.mouse.move(gx, gy);
  assert(isRed(await colourAt(page, 'f4')), `hovering g5 marks f4: ${await colourAt(page, 'f4')}`);
  assert(!isRed(await colourAt(page, 'd4')), 'not d4');
  await page.screenshot({ path: path.join(artifacts, 'capture-step.png') });
  // Pressing c5 shows d4 instead; releasing elsewhere plays nothing.
  const [cx, cy] = centre(b, cellOf('english', 'c5'));
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  assert(isRed(await colourAt(page, 'd4')), 'pressing c5 marks d4');
  assert(!isRed(await colourAt(page, 'f4')), 'and no longer f4');
  await page.mouse.move(b.x + 2, b.y + 2);
  await page.mouse.up();
  eq((await board(page)).fen, start, 'a release elsewhere plays nothing');
  await click(page, 'g5');
  eq((await board(page)).fen, 'B:W7:B10,18', 'the capture over d2, f4 and f6');
  await closePage(page);
});

test('the computer\'s line scores from White\'s side, shows no speed for a forced move, and clears with a new game', async () => {
  // Black (the computer) has one man against four kings: one legal move, a lost game.
  const fen = 'B:WKa1,Kc1,Ke1,Kg1:Bh8';
  const page = await openPage({ query: `?variant=brazilian&opponent=computer&level=8&color=white&fen=${encodeURIComponent(fen)}` });
  await waitFor(page, async () => (await board(page)).turn === 'white' && (await board(page)).thinking === 'false', 'the computer\'s move');
  const line = await text(page, 'engine-line');
  assert(/^Depth \d+ · (\+\d+\.\d\d|White wins)/.test(line), `White's point of view: ${line}`);
  assert(!/positions\/s/.test(line), `no speed for a forced move: ${line}`);
  await page.click('#new-game');
  await page.selectOption('#variant', 'international');
  await page.click('#start');
  eq(await text(page, 'engine-line'), '', 'a new game starts without the old line');
  await closePage(page);
});

/** Plays a move and returns how long the computer took to reply, in milliseconds, and whether
 * its thinking bar was seen filling. */
async function replyTime(page) {
  const b = await board(page);
  if (!await playFirstLit(page, b)) throw new Error(`no legal move in ${b.fen}`);
  const t0 = Date.now();
  let sawBar = false;
  await waitFor(page, async () => {
    const b = await board(page);
    if (b.thinking === 'true') {
      sawBar ||= await page.$eval('#thinking', (t) => t.dataset.active === 'true' && Number(t.querySelector('[role=progressbar]').getAttribute('aria-valuenow')) > 0);
    }
    return b.turn === 'white' && b.thinking === 'false';
  }, 'the reply', 20000);
  return { ms: Date.now() - t0, sawBar };
}

test('levels: described in the form and the setup line, time per move grows with the level, level 8 has a choice of time, a change mid-game is noted', async () => {
  const page = await openPage({ query: '?variant=brazilian&opponent=computer&level=2&color=white' });
  assert((await text(page, 'setup')).includes('level 2 (novice)'), `setup: ${await text(page, 'setup')}`);
  await page.click('#new-game');
  const options = await page.$$eval('#level option', (os) => os.map((o) => o.textContent));
  eq(options[0], '1 · Beginner: sees one move ahead, often blunders', 'level 1 described');
  eq(options[7], '8 · Full strength: thinks for as long as you allow', 'level 8 described');
  assert(await page.$eval('#move-time', (s) => s.closest('.field').hidden), 'no time choice below level 8');
  await page.selectOption('#level', '8');
  assert(!(await page.$eval('#move-time', (s) => s.closest('.field').hidden)), 'level 8 offers a time');
  eq(await page.$$eval('#move-time option', (os) => os.map((o) => o.textContent)), ['1 s a move', '3 s a move', '10 s a move'], 'the times');
  eq(await page.$eval('#move-time', (s) => s.value), '3', '3 s by default');
  await page.screenshot({ path: path.join(artifacts, 'levels-form.png') });
  await page.click('#cancel');

  // From the start position the first reply is never forced.
  const low = await replyTime(page);
  await settings(page, () => page.selectOption('#game-level', '6'));
  assert((await text(page, 'moves')).includes('level 2 → 6'), `the change is noted: ${await text(page, 'moves')}`);
  assert((await text(page, 'setup')).includes('level 6 (expert)'), 'the setup line follows');
  await settings(page, () => page.selectOption('#game-level', '8'));
  await settings(page, () => page.selectOption('#game-time', '1'));
  assert((await text(page, 'setup')).includes('1 s a move'), `level 8's time in the setup: ${await text(page, 'setup')}`);
  await closePage(page);

  const six = await openPage({ query: '?variant=brazilian&opponent=computer&level=6&color=white' });
  const high = await replyTime(six);
  // How long each level holds its move is checked natively (ui::thinking's tests); here the
  // times are only reported, since a loaded machine stretches or squeezes them.
  console.log(`    reply at level 2: ${low.ms} ms, at level 6: ${high.ms} ms`);
  assert(high.sawBar, 'a thinking bar filled while it thought');
  await closePage(six);
});

test('the move list: a click shows an earlier position, the arrows step, nothing changes the game, and it resumes', async () => {
  const page = await openPage({ query: '?variant=russian&opponent=human' });
  for (const sq of ['c3', 'd4', 'f6', 'e5', 'd4', 'f6']) await click(page, sq);
  const game = await board(page);
  const viewing = () => page.$eval('#board', (c) => c.dataset.viewing ?? null);
  eq(await viewing(), null, 'not viewing at first');
  await page.click('#moves button[data-ply="1"]');
  eq(await viewing(), '1', 'the position after the first move');
  eq(await text(page, 'review-text'), 'Viewing move 1: c3-d4', 'which move is shown');
  // c3 is empty after c3-d4; the man on d4 stands there; f6 still has its man (greyed).
  await waitFor(page, () => page.$eval('#board', (c) => c.dataset.moving !== 'true'), 'the board to settle');
  const [r, g, b] = await colourAt(page, 'd4');
  assert(r > 150 && Math.abs(r - g) < 12 && Math.abs(g - b) < 12, `the man on d4, in grey: ${[r, g, b]}`);
  await page.screenshot({ path: path.join(artifacts, 'viewing.png') });
  await page.keyboard.press('ArrowLeft');
  eq(await viewing(), '0', 'the left arrow steps back');
  eq(await text(page, 'review-text'), 'Viewing the start position', 'the start');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  eq(await viewing(), '2', 'the right arrow steps on');
  await click(page, 'e5');
  assert((await text(page, 'notice')).includes('earlier position'), 'a click on the board explains');
  for (const id of ['undo', 'hint', 'resign', 'offer-draw']) {
    assert(await page.$eval(`#${id}`, (b) => b.disabled), `${id} is off while viewing`);
  }
  eq((await board(page)).fen, game.fen, 'the game did not change');
  await page.click('#view-exit');
  eq(await viewing(), null, 'back to the game');
  await click(page, 'g7');
  await click(page, 'e5');
  assert((await board(page)).fen !== game.fen, 'the game resumes');
  await page.keyboard.press('ArrowLeft');
  eq(await viewing(), '3', 'the left arrow starts viewing from the game');
  await page.keyboard.press('ArrowRight');
  eq(await viewing(), null, 'and the right arrow comes back to it');
  await closePage(page);
});

test('links: the address follows the game with its moves, a reload keeps it, another game\'s link asks first', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await openPage({ context, query: '?variant=russian&opponent=human' });
  for (const sq of ['c3', 'd4', 'f6', 'e5']) await click(page, sq);
  const search = () => page.evaluate(() => location.search);
  eq(await search(), '?variant=russian&moves=c3-d4,f6-e5&opponent=human', 'the address holds the game');
  const played = await board(page);
  await page.reload();
  await page.waitForSelector('#board[data-fen]', { state: 'attached', timeout: 5000 });
  eq((await board(page)).fen, played.fen, 'a reload opens the same game');
  assert(!(await dialogOpen(page)), 'without a question');

  // A link to another game, with its moves: asked first; kept, then opened.
  const other = '?variant=international&moves=32-28,19-23&opponent=human';
  await page.goto(site.origin + BASE + other);
  await page.waitForSelector('#board[data-fen]', { state: 'attached', timeout: 5000 });
  assert(await dialogOpen(page), 'a game in progress is not replaced without asking');
  assert((await text(page, 'confirm-text')).includes('link'), 'the question names the link');
  eq((await board(page)).fen, played.fen, 'the game in progress is shown meanwhile');
  await page.click('#confirm-no');
  eq((await board(page)).variant, 'russian', 'kept');
  eq(await search(), '?variant=russian&moves=c3-d4,f6-e5&opponent=human', 'the address is the kept game\'s');
  await page.goto(site.origin + BASE + other);
  await page.waitForSelector('#board[data-fen]', { state: 'attached', timeout: 5000 });
  await page.click('#confirm-yes');
  const opened = await board(page);
  eq(opened.variant, 'international', 'the link opened');
  assert((await text(page, 'moves')).includes('19-23'), 'with its moves');
  eq(opened.turn, 'white', 'two moves played');
  eq(await search(), other, 'the address is the link\'s game');
  await closePage(page);
});

test('the computer offers a draw in a dead-drawn ending, and the player accepts', async () => {
  // English, two kings each, move 20 reached by quiet king moves: the computer (Black) offers
  // a draw with its move.
  // The link is replayed; the player plays on against the computer (White, the side to move)
  // and plays the last quiet move.
  const moves = '1-5,30-25,5-1,25-21,1-5,32-27,5-1,27-23,1-5,23-18,5-1,18-14,1-5,14-10,5-1,21-17,1-5,10-6,5-1,6-2,1-5,17-13,5-1,13-9,1-5,9-6,5-1,6-10,1-5,2-6,5-1,6-9,1-5,9-13,5-1,10-14,1-5,13-9';
  const fen = encodeURIComponent('W:WK1,K3:BK30,K32');
  const page = await openPage({ query: `?variant=english&fen=${fen}&moves=${moves}&opponent=computer&level=7&color=white` });
  await page.click('#replay-computer');
  await click(page, '5');
  await click(page, '1');
  await waitFor(page, () => dialogOpen(page), 'the computer\'s offer', 30000);
  assert((await text(page, 'confirm-text')).includes('computer offers a draw'), `the offer: ${await text(page, 'confirm-text')}`);
  await page.screenshot({ path: path.join(artifacts, 'computer-offers-draw.png') });
  await page.click('#confirm-yes');
  eq((await board(page)).status, 'draw', 'drawn by agreement');
  await closePage(page);
});

test('two players: the form shows only what applies, and turning the board after each move is remembered', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await openPage({ context });
  await page.click('#new-game');
  await page.selectOption('#opponent', 'human');
  const hidden = (selector) => page.$eval(selector, (el) => el.closest('.field, .check').hidden);
  assert(await hidden('#level') && await hidden('#color') && await hidden('#move-time'), 'no level, colour or time between two players');
  assert(!(await hidden('#form-turn-board')), 'the board-turning choice is there');
  assert(!(await page.$eval('#form-turn-board', (b) => b.checked)), 'off by default: White stays at the bottom');
  await page.check('#form-turn-board');
  await page.screenshot({ path: path.join(artifacts, 'two-players-form.png') });
  await page.click('#start');
  eq((await board(page)).orientation, 'white', 'White to move at the bottom');
  await click(page, 'c3');
  await click(page, 'd4');
  eq((await board(page)).orientation, 'black', 'turned for Black');
  await page.reload();
  await page.waitForSelector('#board[data-fen]', { state: 'attached', timeout: 5000 });
  eq((await board(page)).orientation, 'black', 'remembered across visits');
  assert(await page.$eval('#turn-board', (b) => b.checked), 'the panel shows the choice');
  await settings(page, () => page.uncheck('#turn-board'));
  eq((await board(page)).orientation, 'white', 'White at the bottom again');
  await page.click('#new-game');
  assert(!(await page.$eval('#form-turn-board', (b) => b.checked)), 'the form remembers it too');
  await page.click('#cancel');
  await closePage(page);
});

test('clocks: the side to move\'s runs, the other stands, and a flag ends the game', async () => {
  // Three seconds each (0.05 minutes), no increment, two players: White lets the time run out.
  const page = await openPage({ query: '?variant=brazilian&opponent=human&clock=0.05%2B0' });
  const clock = (side) => page.$eval(`#clock-${side}`, (c) => ({ running: c.dataset.running, time: c.querySelector('.clock-time').textContent }));
  assert(!(await page.$eval('#clocks', (c) => c.hidden)), 'the clocks are shown');
  assert((await text(page, 'setup')).includes('0.05 min'), `the setup names the clock: ${await text(page, 'setup')}`);
  await click(page, 'c3');
  await click(page, 'd4');
  let black = await clock('black');
  eq(black.running, 'true', 'Black\'s clock runs after White\'s move');
  eq((await clock('white')).running, 'false', 'White\'s stands');
  const whiteLeft = (await clock('white')).time;
  await page.waitForTimeout(500);
  eq((await clock('white')).time, whiteLeft, 'White\'s time does not move');
  assert((await clock('black')).time !== black.time, `Black's time runs: ${black.time}`);
  await page.screenshot({ path: path.join(artifacts, 'clocks.png') });
  await waitFor(page, async () => (await board(page)).status !== 'playing', 'Black\'s flag', 10000);
  eq((await board(page)).status, 'white-won', 'Black lost on time');
  assert((await text(page, 'status')).startsWith('White wins: Black ran out of time.'), `in plain words: ${await text(page, 'status')}`);
  eq((await clock('black')).time, '0:00.0', 'Black\'s clock at zero');
  eq((await clock('black')).running, 'false', 'stopped');
  await closePage(page);
});

test('sound: a move, a capture and the end are heard, synthesized at run time; the mute switch is remembered', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => {
    window.__tones = [];
    const { createOscillator } = AudioContext.prototype;
    AudioContext.prototype.createOscillator = function () {
      const osc = createOscillator.call(this);
      const { start } = osc;
      osc.start = function (...args) { window.__tones.push(osc.frequency.value); return start.apply(this, args); };
      return osc;
    };
  });
  const page = await openPage({ context, query: '?variant=brazilian&opponent=human' });
  const tones = () => page.evaluate(() => window.__tones.length);
  assert(await page.$eval('#sound', (b) => b.checked), 'sound on by default');
  await click(page, 'c3');
  await click(page, 'd4');
  eq(await tones(), 1, 'a move: one knock');
  await click(page, 'f6');
  await click(page, 'e5');
  await click(page, 'd4');
  await click(page, 'f6');
  eq(await tones(), 4, 'a capture: a double knock');
  await settings(page, () => page.uncheck('#sound'));
  await click(page, 'g7');
  await click(page, 'e5');
  eq(await tones(), 4, 'muted');
  await page.reload();
  await page.waitForSelector('#board[data-fen]', { state: 'attached', timeout: 5000 });
  assert(!(await page.$eval('#sound', (b) => b.checked)), 'the mute switch is remembered');
  await settings(page, () => page.check('#sound'));
  await page.click('#resign');
  await page.click('#confirm-yes');
  eq(await tones(), 3, 'the end of the game: three notes');
  eq(page.requests.filter((u) => /\.(mp3|ogg|wav|m4a)$/.test(u)), [], 'no sound file downloaded');
  await closePage(page);
});

test('themes: wood, high contrast, tournament green and colour-blind safe, chosen in the panel and remembered', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await openPage({ context, query: '?variant=brazilian&opponent=human' });
  eq(await page.$$eval('#theme option', (os) => os.map((o) => o.value)), ['wood', 'contrast', 'tournament', 'colour-safe'], 'four themes');
  await settings(page, () => page.selectOption('#theme', 'colour-safe'));
  const [sr, sg, sb] = await colourAt(page, 'd4');
  assert(sr === sg && sg === sb, `a grey dark square: ${[sr, sg, sb]}`);
  const [or, , ob] = await colourAt(page, 'c3');
  const [br, , bb] = await colourAt(page, 'f6');
  assert(or > ob + 80 && bb > br + 80, `orange and blue pieces: ${[or, ob]} ${[br, bb]}`);
  await settings(page, () => page.selectOption('#theme', 'wood'));
  const wood = await colourAt(page, 'd4');
  assert(wood[0] > wood[2] + 40, `a wooden dark square: ${wood}`);
  await settings(page, () => page.selectOption('#theme', 'tournament'));
  const green = await colourAt(page, 'd4');
  assert(green[1] > green[0] + 40 && green[1] > green[2] + 40, `a green dark square: ${green}`);
  await page.screenshot({ path: path.join(artifacts, 'theme-tournament.png') });
  await settings(page, () => page.selectOption('#theme', 'contrast'));
  const [r, g, b] = await colourAt(page, 'd4');
  assert(r === g && g === b && r < 120, `a grey dark square: ${[r, g, b]}`);
  await page.reload();
  await page.waitForSelector('#board[data-fen]', { state: 'attached', timeout: 5000 });
  eq(await page.$eval('#theme', (s) => s.value), 'contrast', 'remembered across visits');
  eq(await page.evaluate(() => document.documentElement.dataset.theme), 'contrast', 'the frame follows');
  eq(await colourAt(page, 'd4'), [r, g, b], 'drawn in it from the first paint');
  await page.screenshot({ path: path.join(artifacts, 'theme-contrast.png') });
  await closePage(page);
});

/** What spills: elements outside their card (header, board frame, panel), and the page's own
 * horizontal scroll. A card that scrolls holds its content vertically by scrolling. */
async function spills(page) {
  return page.evaluate(() => {
    const out = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > window.innerWidth) out.push(`page scrolls sideways: ${doc.scrollWidth} > ${window.innerWidth}`);
    for (const card of document.querySelectorAll('.bar, .board-wrap, .panel')) {
      const c = card.getBoundingClientRect();
      const scrolls = card.scrollHeight > card.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(card).overflowY);
      if (card.scrollWidth > card.clientWidth + 1) out.push(`${card.className} scrolls sideways`);
      for (const el of card.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (!r.width || !r.height || el.closest('[hidden]')) continue;
        const name = el.id || el.className || el.tagName;
        if (r.left < c.left - 1 || r.right > c.right + 1) out.push(`${name} sticks out of ${card.className} sideways`);
        if (!scrolls && (r.top < c.top - 1 || r.bottom > c.bottom + 1)) out.push(`${name} sticks out of ${card.className}`);
      }
    }
    return out;
  });
}

test('layouts fit: phone portrait and landscape, tablet, laptop and a large screen; the board grows with the space', async () => {
  // The fullest panel: the computer's level, clocks, analysis, moves.
  const page = await openPage({ query: '?variant=international&opponent=computer&level=1&color=white&clock=5%2B3', viewport: { width: 1280, height: 800 } });
  await click(page, '32');
  await click(page, '28');
  await waitFor(page, async () => (await board(page)).turn === 'white', 'the computer\'s reply');
  await askHelp(page, 'analyse');
  const sides = {};
  for (const [width, height] of [[390, 844], [844, 390], [768, 1024], [1024, 768], [1280, 800], [1920, 1080]]) {
    await resize(page, { width, height });
    await page.waitForTimeout(100);
    eq(await spills(page), [], `nothing spills at ${width}x${height}`);
    const b = await board(page);
    sides[`${width}x${height}`] = Math.round(b.side);
    assert(b.y + b.side <= height || width < height, `the whole board in view at ${width}x${height}: ${b.y} + ${b.side}`);
    await page.screenshot({ path: path.join(artifacts, `layout-${width}x${height}.png`) });
  }
  console.log(`    board sides: ${JSON.stringify(sides)}`);
  assert(sides['390x844'] >= 360, 'the phone\'s width');
  assert(sides['1920x1080'] > 900, `the board grows on a large screen: ${sides['1920x1080']}`);
  assert(sides['1920x1080'] > sides['1280x800'] + 200, 'with the space');
  await closePage(page);
});

test('a desktop page does not scroll: the screen-reader regions stay inside the panel', async () => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
    const page = await openPage({ viewport });
    const [scroll, height] = await page.evaluate(() => [document.documentElement.scrollHeight, innerHeight]);
    assert(scroll <= height, `${viewport.width}x${viewport.height}: the page is ${scroll} px tall in a ${height} px window`);
    await closePage(page);
  }
});
