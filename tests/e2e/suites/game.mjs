// The game as a player meets it: every variant's moves, captures, hints, draws, undo, analysis,
// saving, links, layouts and the page's speed.

import path from 'node:path';
import {
  site, artifacts, askHelp, assert, BASE, board, cellOf, centre, click, closePage, eq, lit, openPage,
  playFirstLit, SIZE, test, text, waitFor,
} from '../lib.mjs';

// The first legal step of each variant from its start position, found from the rules text.
const STARTS = {
  brazilian: { piece: 'c3', dests: ['b4', 'd4'], blocked: 'b2', empty: 'e5' },
  russian: { piece: 'c3', dests: ['b4', 'd4'], blocked: 'a1', empty: 'e5' },
  international: { piece: '32', dests: ['27', '28'], blocked: '41', empty: '24' },
  english: { piece: '11', dests: ['15', '16'], blocked: '1', empty: '18' },
  spanish: { piece: '10', dests: ['13', '14'], blocked: '1', empty: '18' },
  turkish: { piece: 'd3', dests: ['d4'], blocked: 'd2', empty: 'd5' },
};

test('the page loads fast, draws the board and makes no outside request', async () => {
  const page = await openPage();
  const b = await board(page);
  eq(b.variant, 'brazilian', 'default variant');
  eq(b.status, 'playing', 'status');
  assert(b.side > 200, 'board has a size');
  const playable = await page.evaluate(() => performance.getEntriesByName('draughts-playable')[0].startTime);
  // Measured and reported, not a timed test (the machine may be busy).
  console.log(`    navigation to playable board: ${playable.toFixed(0)} ms`);
  assert((await text(page, 'status')).length > 0, 'status line filled');
  await page.screenshot({ path: path.join(artifacts, 'desktop-start.png') });
  await closePage(page);
});

test('startup is split: the board is drawn, then the panel built, each in a later turn of the event loop', async () => {
  // No main-thread task may run long, so the wasm start only finds the game, a later task lays
  // the page out and draws the board, and a later one builds the panel and sets data-fen.
  // Counted, not timed: each synchronous run of the page's code is one turn (a new turn starts
  // after the microtasks of the last one have run).
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => {
    let turn = 0;
    let inTurn = false;
    const seen = (window.__startup = {});
    const note = (what) => {
      if (!inTurn) {
        inTurn = true;
        turn++;
        queueMicrotask(() => { inTurn = false; });
      }
      if (!(what in seen)) seen[what] = turn;
    };
    const text = Object.getOwnPropertyDescriptor(Node.prototype, 'textContent');
    Object.defineProperty(Node.prototype, 'textContent', {
      get() { return text.get.call(this); },
      set(v) { if (this.id === 'title') note('title'); text.set.call(this, v); },
    });
    const { fillRect } = CanvasRenderingContext2D.prototype;
    CanvasRenderingContext2D.prototype.fillRect = function (...args) {
      if (this.canvas.id === 'board') note('board');
      return fillRect.apply(this, args);
    };
    const { appendChild } = Node.prototype;
    Node.prototype.appendChild = function (child) {
      if (this.id === 'panel') note('panel');
      return appendChild.call(this, child);
    };
    const { setAttribute } = Element.prototype;
    Element.prototype.setAttribute = function (name, value) {
      if (name === 'data-fen') note('fen');
      return setAttribute.call(this, name, value);
    };
  });
  const page = await openPage({ context });
  const turns = await page.evaluate(() => window.__startup);
  assert(turns.title < turns.board, `the board is drawn after start() returned: ${JSON.stringify(turns)}`);
  assert(turns.board < turns.panel, `the panel is built after the board is drawn: ${JSON.stringify(turns)}`);
  assert(turns.panel <= turns.fen, `data-fen comes with the panel: ${JSON.stringify(turns)}`);
  await closePage(page);
});

for (const [variant, s] of Object.entries(STARTS)) {
  test(`${variant}: only legal destinations light up, illegal clicks change nothing, a click plays`, async () => {
    const page = await openPage({ query: `?variant=${variant}&opponent=human` });
    const before = await board(page);
    eq(before.variant, variant, 'variant');
    await click(page, s.blocked);
    eq(await lit(page), [], 'a blocked piece lights nothing');
    assert((await text(page, 'notice')).includes('cannot move'), 'blocked piece explained');
    await click(page, s.piece);
    eq(await lit(page), [...s.dests].sort(), 'destinations');
    await click(page, s.empty);
    eq((await board(page)).fen, before.fen, 'illegal click changed nothing');
    eq(await lit(page), [], 'a wrong click puts the piece back');
    await click(page, s.piece);
    await click(page, s.dests[0]);
    const after = await board(page);
    assert(after.fen !== before.fen, 'the move was played');
    assert(after.turn !== before.turn, 'the turn passed');
    const moves = await text(page, 'moves');
    assert(moves.includes(`${s.piece}-${s.dests[0]}`), `move list shows the move: ${moves}`);
    await page.screenshot({ path: path.join(artifacts, `variant-${variant}.png`) });
    await closePage(page);
  });
}

test('a compulsory maximum capture is the only thing playable', async () => {
  // Brazilian: c3xe5xg3 takes two; e3 could take one but may not.
  const fen = 'W:Wc3,e3:Bd4,f4,g7,b8';
  const page = await openPage({ query: `?variant=brazilian&opponent=human&fen=${encodeURIComponent(fen)}` });
  const before = await board(page);
  await click(page, 'e3');
  eq(await lit(page), [], 'the lesser capture lights nothing');
  const notice = await text(page, 'notice');
  assert(notice.includes('you must take the most pieces: 2'), `notice: ${notice}`);
  eq((await board(page)).fen, before.fen, 'nothing played');
  await click(page, 'c3');
  eq(await lit(page), ['g3'], 'only the maximum capture');
  await page.screenshot({ path: path.join(artifacts, 'max-capture.png') });
  await click(page, 'g3');
  const after = await board(page);
  eq(after.fen, 'B:We3,g3:Bg7,b8', 'both pieces taken');
  await closePage(page);
});

test('an ambiguous capture is entered step by step', async () => {
  // English: c1xe3, then over d4,d6 or over f4,f6; both end on e7.
  const fen = 'W:Wc1:Bd2,d4,f4,d6,f6';
  const page = await openPage({ query: `?variant=english&opponent=human&fen=${encodeURIComponent(fen)}` });
  const before = await board(page);
  await click(page, 'c1');
  eq(await lit(page), ['23', '7'].sort(), 'first landing and the shared end');
  await click(page, 'e7');
  assert((await text(page, 'notice')).includes('one by one'), 'asked for the path');
  eq((await board(page)).fen, before.fen, 'nothing played yet');
  await click(page, 'e3');
  eq((await board(page)).fen, before.fen, 'still nothing played');
  eq(await lit(page), ['14', '16', '7'].sort(), 'next landings and the end');
  await page.screenshot({ path: path.join(artifacts, 'ambiguous-step.png') });
  await click(page, 'g5');
  const after = await board(page);
  eq(after.fen, 'B:W7:B10,18', 'the d2, f4 and f6 pieces taken');
  await closePage(page);
});

test('a whole game against the computer is played to its end', async () => {
  const page = await openPage({ query: '?variant=brazilian&opponent=computer&level=1&color=white' });
  const longTasks = await page.evaluate(() => {
    window.__long = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push(e.duration); })
      .observe({ type: 'longtask' });
    return true;
  });
  assert(longTasks, 'observer');
  let plies = 0;
  for (let guard = 0; guard < 400; guard++) {
    const b = await board(page);
    if (b.status !== 'playing') break;
    if (b.thinking === 'true' || b.turn !== 'white') { await page.waitForTimeout(30); continue; }
    // The computer's move may still be sliding over a destination dot: a second pass comes
    // after the longest animation (900 ms).
    let played = await playFirstLit(page, b);
    if (!played) {
      await page.waitForTimeout(1000);
      played = await playFirstLit(page, b);
    }
    assert(played, `no legal move found in ${b.fen}`);
    plies++;
  }
  const b = await board(page);
  assert(b.status !== 'playing', 'the game ended');
  const status = await text(page, 'status');
  assert(/wins|Draw/.test(status), `result in plain words: ${status}`);
  const long = await page.evaluate(() => window.__long);
  console.log(`    ${plies} human moves; result: ${status}; main-thread tasks over 50 ms during play: ${JSON.stringify(long.map(Math.round))}`);
  await page.screenshot({ path: path.join(artifacts, 'game-over.png') });
  await closePage(page);
});

test('the computer replies without freezing the page, and undo takes back the pair', async () => {
  const page = await openPage({ query: '?variant=international&opponent=computer&level=8&color=white' });
  await click(page, '32');
  await click(page, '28');
  await waitFor(page, async () => (await board(page)).thinking === 'true', 'thinking');
  // The page stays responsive while the worker searches.
  const t0 = Date.now();
  await page.evaluate(() => 1 + 1);
  assert(Date.now() - t0 < 200, 'main thread responsive during the search');
  await waitFor(page, async () => (await board(page)).turn === 'white' && (await board(page)).thinking === 'false', 'the reply');
  const listed = await page.$$eval('#moves .move', (els) => els.length);
  assert(listed === 2, `two moves listed: ${listed}`);
  await page.click('#undo');
  eq((await board(page)).turn, 'white', 'white to move again');
  eq(await text(page, 'moves'), '', 'undo took back both moves');
  await page.click('#redo');
  assert((await text(page, 'moves')).length > 0, 'redo brought them back');
  await closePage(page);
});

test('undo while the computer thinks cancels the search; no stale reply is played', async () => {
  const page = await openPage({ query: '?variant=brazilian&opponent=computer&level=8&color=white' });
  const start = (await board(page)).fen;
  await click(page, 'c3');
  await click(page, 'd4');
  await waitFor(page, async () => (await board(page)).thinking === 'true', 'thinking');
  await page.click('#undo');
  let b = await board(page);
  eq([b.fen, b.thinking], [start, 'false'], 'back at the start, not thinking');
  await page.waitForTimeout(3000);
  eq((await board(page)).fen, start, 'no reply arrived later');
  await click(page, 'c3');
  await click(page, 'b4');
  await waitFor(page, async () => (await board(page)).turn === 'white' && (await board(page)).thinking === 'false', 'the restarted worker replies');
  await closePage(page);
});

test('a reload restores the game; a corrupt save shows a notice and a fresh game', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  let page = await openPage({ context, query: '?variant=russian&opponent=human' });
  await click(page, 'c3');
  await click(page, 'd4');
  const played = await board(page);
  await page.reload();
  await page.waitForSelector('#board[data-fen]', { state: 'attached', timeout: 5000 });
  const restored = await board(page);
  eq(restored.fen, played.fen, 'position restored');
  eq(restored.variant, 'russian', 'variant restored');
  assert((await text(page, 'moves')).includes('c3-d4'), 'move list restored');
  await page.evaluate(() => localStorage.setItem('draughts.game', '{"version":1,"settings":'));
  await page.reload();
  await page.waitForSelector('#board[data-fen]', { state: 'attached', timeout: 5000 });
  const fresh = await board(page);
  eq(fresh.status, 'playing', 'a fresh game');
  assert((await text(page, 'notice')).includes('could not be read'), 'notice shown');
  await page.screenshot({ path: path.join(artifacts, 'corrupt-save.png') });
  await closePage(page);
});

test('drag and drop plays a move; flip turns the board', async () => {
  const page = await openPage({ query: '?variant=brazilian&opponent=human' });
  const b = await board(page);
  const [x0, y0] = centre(b, cellOf('brazilian', 'e3'));
  const [x1, y1] = centre(b, cellOf('brazilian', 'f4'));
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move((x0 + x1) / 2, (y0 + y1) / 2, { steps: 4 });
  await page.mouse.move(x1, y1, { steps: 4 });
  await page.mouse.up();
  assert((await text(page, 'moves')).includes('e3-f4'), 'dragged move played');
  await page.click('#flip');
  eq((await board(page)).orientation, 'black', 'flipped');
  await click(page, 'f6');
  eq(await lit(page), ['e5', 'g5'], 'destinations still right when flipped');
  await page.screenshot({ path: path.join(artifacts, 'flipped.png') });
  await closePage(page);
});

test('resign and draw by agreement end the game in plain words', async () => {
  const page = await openPage({ query: '?variant=turkish&opponent=human' });
  await page.click('#offer-draw');
  await page.click('#confirm-yes');
  eq((await board(page)).status, 'draw', 'agreed draw');
  assert((await text(page, 'status')).includes('agreed'), 'draw explained');
  await page.click('#new-game');
  // The rule sets, grouped by their board.
  const groups = await page.$$eval('#variant optgroup', (gs) => gs.map((g) =>
    [g.label, [...g.querySelectorAll('option')].map((o) => o.value)]));
  eq(groups, [
    ['8x8 board', ['brazilian', 'russian', 'english', 'spanish']],
    ['10x10 board', ['international']],
    ['8x8 board, straight moves', ['turkish']],
  ], 'the rule sets by board');
  await page.selectOption('#variant', 'spanish');
  await page.selectOption('#opponent', 'human');
  await page.click('#start');
  eq((await board(page)).variant, 'spanish', 'new game variant');
  await page.click('#resign');
  await page.click('#confirm-yes');
  eq((await board(page)).status, 'black-won', 'white resigned');
  assert((await text(page, 'status')).startsWith('Black wins: White resigned.'), 'result');
  await closePage(page);
});

/** The colour at the centre of a square, from the canvas pixels. */
async function colourAt(page, name) {
  const b = await board(page);
  const size = SIZE[b.variant] || 8;
  const [file, rank] = cellOf(b.variant, name);
  const col = b.orientation === 'white' ? file : size - 1 - file;
  const row = b.orientation === 'white' ? size - 1 - rank : rank;
  return page.evaluate(([col, row, size]) => {
    const c = document.getElementById('board');
    const s = c.width / size;
    const d = c.getContext('2d').getImageData(Math.floor((col + 0.5) * s), Math.floor((row + 0.5) * s), 1, 1).data;
    return [d[0], d[1], d[2]];
  }, [col, row, size]);
}

test('the hint button shows the engine\'s move on the board', async () => {
  const page = await openPage({ query: '?variant=russian&opponent=human' });
  await askHelp(page, 'hint');
  await waitFor(page, async () => (await text(page, 'notice')).startsWith('Hint: '), 'a hint');
  const hint = (await text(page, 'notice')).slice('Hint: '.length).replace(/\.$/, '');
  const to = hint.split(/[-x:]/).pop();
  const [r, , b] = await colourAt(page, to);
  assert(b - r > 40, `hint destination ${to} drawn in blue: ${[r, b]}`);
  await page.screenshot({ path: path.join(artifacts, 'hint.png') });
  await closePage(page);
});

/** The analysis part of the panel as shown: on/off, visibility, score, depth, best line, bar. */
async function analysis(page) {
  return page.evaluate(() => {
    const box = document.getElementById('analysis');
    const progress = document.getElementById('analysis-depth').textContent;
    const depth = /Depth (\d+)/.exec(progress);
    return {
      state: box.dataset.analysis, hidden: box.hidden, progress,
      pressed: document.getElementById('analyse').getAttribute('aria-pressed'),
      score: document.getElementById('analysis-score').textContent,
      depth: depth ? Number(depth[1]) : 0,
      numbered: document.getElementById('analysis-line').textContent,
      // The moves alone, without the move numbers ("3.", "3…").
      line: document.getElementById('analysis-line').textContent.split(' ').filter((t) => t && !/^\d+(\.|…)$/.test(t)),
      bar: Number(document.getElementById('eval-bar').getAttribute('aria-valuenow')),
    };
  });
}

/** Whether a move in notation is legal on the board: its piece lights its last square. */
async function legal(page, move) {
  const squares = move.split(/[-x:]/);
  await click(page, squares[0]);
  const ok = (await lit(page)).includes(squares[squares.length - 1]);
  await click(page, squares[0]); // Put the piece back.
  return ok;
}

/** A context that records the engine requests posted and the workers terminated. */
async function countingContext() {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => {
    window.__sent = [];
    window.__terminated = 0;
    const { postMessage, terminate } = Worker.prototype;
    // Requests are objects; the endgame tables handed to a new worker are an ArrayBuffer.
    Worker.prototype.postMessage = function (m) {
      window.__sent.push(m instanceof ArrayBuffer ? 'tables' : m.kind);
      return postMessage.call(this, m);
    };
    Worker.prototype.terminate = function () { window.__terminated++; return terminate.call(this); };
  });
  return context;
}
const engineLog = (page) => page.evaluate(() => ({ sent: [...window.__sent], terminated: window.__terminated }));

test('analysis mode: bar, score, depth and best line; restarts on a move, stops when off', async () => {
  const page = await openPage({ context: await countingContext(), query: '?variant=russian&opponent=human' });
  let a = await analysis(page);
  eq([a.state, a.hidden, a.pressed], ['off', true, 'false'], 'off at first');
  await askHelp(page, 'analyse');
  a = await analysis(page);
  eq([a.state, a.hidden, a.pressed], ['on', false, 'true'], 'turned on');
  // The speed shows once the search has run long enough for it to mean something.
  await waitFor(page, async () => (a = await analysis(page)).depth >= 4 && /positions\/s/.test(a.progress), 'depth 4 and a speed', 30000);
  assert(/^[+-]\d+\.\d\d$|wins/.test(a.score), `score text: ${a.score}`);
  assert(a.bar >= 0 && a.bar <= 100, `bar value: ${a.bar}`);
  assert(/positions\/s/.test(a.progress), `speed shown: ${a.progress}`);
  assert(a.line.length >= 1 && a.numbered.startsWith(`1. ${a.line[0]}`), `a numbered best line: ${a.numbered}`);
  assert(await legal(page, a.line[0]), `best move ${a.line[0]} is legal`);
  await page.screenshot({ path: path.join(artifacts, 'analysis.png') });

  // Playing the best move cancels the search and analyses the new position for Black.
  const before = await engineLog(page);
  const squares = a.line[0].split(/[-x:]/);
  for (const sq of squares) await click(page, sq);
  eq((await board(page)).turn, 'black', 'the move was played');
  let after = await engineLog(page);
  eq(after.terminated, before.terminated + 1, 'the old search was stopped');
  await waitFor(page, async () => (a = await analysis(page)).depth >= 2, 'a new analysis', 30000);
  after = await engineLog(page);
  eq(after.sent.slice(before.sent.length), ['analyze'], 'one new analysis asked for');
  assert(a.numbered.startsWith(`1… ${a.line[0]}`), `Black's line numbered as a reply: ${a.numbered}`);
  const blackBest = a.line[0];
  assert(await legal(page, blackBest), `Black's best move ${blackBest} is legal`);

  // Off: hidden, the search stopped, nothing asked for on later moves.
  await askHelp(page, 'analyse');
  a = await analysis(page);
  eq([a.state, a.hidden, a.pressed], ['off', true, 'false'], 'turned off');
  const off = await engineLog(page);
  eq(off.terminated, after.terminated + 1, 'the search was stopped');
  for (const sq of blackBest.split(/[-x:]/)) await click(page, sq);
  await page.waitForTimeout(500);
  eq((await board(page)).turn, 'white', 'a move was played');
  eq((await engineLog(page)).sent.length, off.sent.length, 'no request while off');
  await closePage(page);
});

test('analysis progress waits for a task of its own: an info message neither redraws the board nor touches the panel', async () => {
  // Analysis streams many info messages. Each one only marks the panel stale; a task posted by
  // the first shows the latest, so a burst costs one panel update and no board redraw. Counted
  // here, not timed: what the page's message handler itself changes in the DOM and on the canvas.
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => {
    window.__infos = 0;
    window.__direct = { dom: 0, canvas: 0 };
    let draws = 0;
    const proto = CanvasRenderingContext2D.prototype;
    for (const name of ['drawImage', 'fillRect', 'fillText']) {
      const original = proto[name];
      proto[name] = function (...args) { draws++; return original.apply(this, args); };
    }
    const observer = new MutationObserver(() => {});
    addEventListener('DOMContentLoaded', () => observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true }));
    const slot = Object.getOwnPropertyDescriptor(Worker.prototype, 'onmessage');
    Object.defineProperty(Worker.prototype, 'onmessage', {
      get() { return slot.get.call(this); },
      set(handler) {
        slot.set.call(this, handler && function (e) {
          if (e.data instanceof ArrayBuffer || e.data.type !== 'info') return handler.call(this, e);
          window.__infos++;
          observer.takeRecords();
          const before = draws;
          const result = handler.call(this, e);
          window.__direct.dom += observer.takeRecords().length;
          window.__direct.canvas += draws - before;
          return result;
        });
      },
    });
  });
  const page = await openPage({ context, query: '?variant=russian&opponent=human' });
  await askHelp(page, 'analyse');
  let a;
  await waitFor(page, async () => (a = await analysis(page)).depth >= 4, 'depth 4', 30000);
  const { infos, direct } = await page.evaluate(() => ({ infos: window.__infos, direct: window.__direct }));
  assert(infos >= 4, `info messages seen: ${infos}`);
  eq(direct, { dom: 0, canvas: 0 }, `DOM and canvas work inside ${infos} info handlers`);
  assert(/^[+-]\d+\.\d\d$|wins/.test(a.score), `the frame showed the score: ${a.score}`);
  await closePage(page);
});

test('analysis knows a won kings ending from the endgame tables', async () => {
  // Three kings against one, won only by technique within the 15-move limit: beyond any
  // search's sight, known to the tables the worker builds.
  const fen = 'W:WKe7,Kb8,Kh8:BKa5';
  const page = await openPage({ query: `?variant=brazilian&opponent=human&fen=${encodeURIComponent(fen)}` });
  await askHelp(page, 'analyse');
  let a;
  await waitFor(page, async () => (a = await analysis(page)).depth >= 1, 'analysis', 30000);
  eq(a.score, 'White wins', 'the tables\' verdict');
  eq(a.bar, 100, 'the bar is pinned to White');
  assert(await legal(page, a.line[0]), `best move ${a.line[0]} is legal`);
  await page.screenshot({ path: path.join(artifacts, 'analysis-endgame-table.png') });
  await closePage(page);
});

test('a restarted worker imports the endgame tables instead of building them again', async () => {
  // Four men: near enough to the kings-only endings for the tables to be built, and an
  // analysis that is still running when a move ends it.
  const fen = 'W:Wc3,e3:Bd6,f6';
  const page = await openPage({ context: await countingContext(), query: `?variant=brazilian&opponent=human&fen=${encodeURIComponent(fen)}` });
  const tables = () => page.$eval('#board', (c) => c.dataset.tables || 'none');
  eq(await tables(), 'none', 'no tables before the analysis');
  await askHelp(page, 'analyse');
  let a;
  await waitFor(page, async () => (a = await analysis(page)).depth >= 1, 'analysis', 30000);
  eq(await tables(), 'built', 'the first worker built the tables');
  // A move cancels the analysis: the worker is ended and a new one analyses the new position.
  for (const sq of a.line[0].split(/[-x:]/)) await click(page, sq);
  await waitFor(page, async () => (await board(page)).fen !== fen, 'the move');
  await waitFor(page, async () => (a = await analysis(page)).depth >= 1, 'analysis of the new position', 30000);
  // The worker says where its tables came from before it searches: a rebuild would show here.
  eq(await tables(), 'imported', 'the new worker imported the tables');
  const log = await engineLog(page);
  eq(log.sent, ['analyze', 'tables', 'analyze'], 'the tables went to the new worker before its request');
  eq(log.terminated, 1, 'the first worker was ended');
  await page.screenshot({ path: path.join(artifacts, 'analysis-tables-imported.png') });
  await closePage(page);
});

test('analysis against the computer pauses for its move and never plays one', async () => {
  const page = await openPage({ context: await countingContext(), query: '?variant=brazilian&opponent=computer&level=1&color=white' });
  await askHelp(page, 'analyse');
  let a;
  await waitFor(page, async () => (a = await analysis(page)).depth >= 2, 'analysis on White\'s move', 30000);
  const fen = (await board(page)).fen;
  await page.waitForTimeout(300);
  eq((await board(page)).fen, fen, 'analysis plays nothing');
  for (const sq of a.line[0].split(/[-x:]/)) await click(page, sq);
  await waitFor(page, async () => (await board(page)).turn === 'white' && (await board(page)).thinking === 'false', 'the computer\'s reply');
  eq((await board(page)).status, 'playing', 'the game goes on');
  // Depth 1 may be all there is: with a single legal move the engine answers at once.
  await waitFor(page, async () => (a = await analysis(page)).depth >= 1, 'analysis resumed', 30000);
  const kinds = (await engineLog(page)).sent;
  eq(kinds, ['analyze', 'search', 'analyze'], 'analysis, the computer\'s search, analysis');
  assert(await legal(page, a.line[0]), `best move ${a.line[0]} is legal`);
  await closePage(page);
});

test('the computer declines a draw offered in the first 20 moves', async () => {
  const page = await openPage({ query: '?variant=brazilian&opponent=computer&level=8&color=white' });
  await page.click('#offer-draw');
  await page.click('#confirm-yes'); // The offer is confirmed first.
  await waitFor(page, async () => (await board(page)).status === 'draw' || (await text(page, 'notice')).includes('declines'), 'an answer');
  eq((await board(page)).status, 'playing', 'the game goes on');
  await closePage(page);
});

test('with reduced motion a move appears at once, without animation', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 800 }, reducedMotion: 'reduce' });
  const page = await openPage({ context, query: '?variant=brazilian&opponent=human' });
  await click(page, 'c3');
  await click(page, 'd4');
  const [r, g, b] = await colourAt(page, 'd4');
  assert(r > 190 && g > 190 && b > 170, `the man stands on d4 at once: ${[r, g, b]}`);
  await closePage(page);
});

test('phone layout: stacked, sharp, playable by tap', async () => {
  const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true });
  const page = await openPage({ context, query: '?variant=international&opponent=human' });
  const b = await board(page);
  assert(b.side > 350, `board fills the width: ${b.side}`);
  const width = await page.evaluate(() => document.getElementById('board').width);
  assert(width >= b.side * 2.9, `backing store follows the pixel ratio: ${width}`);
  for (const name of ['34', '30']) {
    const [x, y] = centre(await board(page), cellOf('international', name));
    await page.touchscreen.tap(x, y);
  }
  assert((await text(page, 'moves')).includes('34-30'), 'tap played');
  await page.screenshot({ path: path.join(artifacts, 'phone.png'), fullPage: true });
  await closePage(page);
});

test('the new-game form and the screenshots of each board', async () => {
  const page = await openPage({ query: '?variant=brazilian&opponent=computer&level=2' });
  await page.click('#new-game');
  await page.screenshot({ path: path.join(artifacts, 'new-game-form.png') });
  await page.click('#cancel');
  for (const v of ['spanish', 'turkish']) {
    await page.goto(site.origin + BASE + `?variant=${v}&opponent=human`);
    await page.waitForSelector('#board[data-fen]', { state: 'attached', timeout: 5000 });
    await page.screenshot({ path: path.join(artifacts, `board-${v}.png`) });
  }
  // A king with its crown, and the last move with its capture path.
  await page.goto(site.origin + BASE + '?variant=brazilian&opponent=human&fen=' + encodeURIComponent('W:WKa1,c3:Bb2,d4,f6,Kh8'));
  await page.waitForSelector('#board[data-fen]', { state: 'attached', timeout: 5000 });
  await click(page, 'c3');
  await page.screenshot({ path: path.join(artifacts, 'kings.png') });
  await closePage(page);
});


test('a square short of a compulsory capture is refused with its reason, and the piece stays picked up', async () => {
  const fen = 'W:WKc3,Ke1,a3,g3:BKh8,b6,d6,f6';
  const page = await openPage({ query: `?variant=brazilian&opponent=human&fen=${encodeURIComponent(fen)}` });
  const start = (await board(page)).fen;
  await click(page, 'c3');
  await click(page, 'e5');
  eq(await text(page, 'notice'), 'A capture is compulsory: this piece can only stop on a square of its capture.', 'the reason');
  eq((await board(page)).fen, start, 'nothing played');
  await click(page, 'g7');
  await waitFor(page, async () => (await board(page)).fen !== start, 'the capture, the king still picked up');
  const after = (await board(page)).fen;
  assert(after.startsWith('B:') && after.includes('Kg7') && !after.includes('f6'), `c3xg7: ${after}`);
  await closePage(page);
});
