// Puzzles (issue 52): `?puzzle=russian` opens a puzzle that fits the player; one solved by
// clicking (the replies played from the solution), one failed (the engine's refutation played,
// the solution said); the puzzle rating moves, and after a reload the rating and both puzzles are
// kept; `&id=` opens one puzzle, a bad one says why; the box fits on a phone.

import path from 'node:path';
import {
  allCells, artifacts, assert, BASE, board, click, closePage, eq, lit, nameOf, openPage, site, test, text, waitFor,
} from '../lib.mjs';

const puzzle = (page) => page.evaluate(() => {
  const e = document.getElementById('puzzle');
  if (!e || e.hidden) return { hidden: true };
  const rating = Number(document.getElementById('puzzle-rating').dataset.rating);
  return { hidden: false, variant: e.dataset.variant, id: e.dataset.id, state: e.dataset.state, rating };
});

/** Waits until the puzzle box shows `want` (a part of its state) with its words written. */
async function until(page, want, what) {
  await waitFor(page, async () => {
    const now = await puzzle(page);
    const words = now.hidden ? '' : await text(page, 'puzzle-task');
    return !now.hidden && words !== '' && !/Loading/.test(words)
      && Object.entries(want).every(([k, v]) => now[k] === v);
  }, what, 20000);
}

/** The solution of puzzle `id`, read from the set the page fetched. */
async function solution(page, variant, id) {
  const file = await page.evaluate((v) => fetch(`puzzles/${v}.txt`).then((r) => r.text()), variant);
  const line = file.split('\n').find((l) => l.split('\t')[0] === id);
  return line.split('\t')[2].split(' ');
}

/** A move's first and last squares. */
const ends = (move) => {
  const squares = move.split(/[-x:]/);
  return [squares[0], squares[squares.length - 1]];
};

/** Plays `move` by clicking its ends and waits for the board to change. */
async function play(page, move) {
  const before = (await board(page)).fen;
  const [from, to] = ends(move);
  await click(page, from);
  await click(page, to);
  await waitFor(page, async () => (await board(page)).fen !== before, `${move} played`);
}

test('puzzles: ?puzzle=russian, one solved by clicking and one failed with its refutation; the rating moves; both kept after a reload', async () => {
  const page = await openPage({ query: '?puzzle=russian' });
  await until(page, { variant: 'russian', state: 'solving' }, 'a Russian puzzle');
  const first = await puzzle(page);
  eq(first.rating, 1500, 'a new player starts at 1500');
  const moves = await solution(page, 'russian', first.id);
  for (let i = 0; i < moves.length; i += 2) {
    await play(page, moves[i]);
    if (i + 1 < moves.length) {
      const [, to] = ends(moves[i + 1]);
      await waitFor(page, async () => (await board(page)).fen.startsWith((await board(page)).turn === 'white' ? 'W' : 'B')
        && (await page.$eval('#board', (c) => c.dataset.moving !== 'true')), `the reply ${to}`);
      await waitFor(page, async () => (await board(page)).turn === (await board(page)).orientation, 'the solver to move again');
    }
  }
  await until(page, { state: 'solved' }, 'solved');
  const solved = await puzzle(page);
  assert(solved.rating > 1500, `the rating up: ${solved.rating}`);
  await page.screenshot({ path: path.join(artifacts, 'puzzle-solved-1280x800.png') });
  // The next one, failed: a legal move off the solution.
  await page.click('#puzzle-next');
  await waitFor(page, async () => (await puzzle(page)).id !== first.id, 'another puzzle');
  await until(page, { state: 'solving' }, 'the next puzzle');
  const second = await puzzle(page);
  const [solFrom, solTo] = ends((await solution(page, 'russian', second.id))[0]);
  const b = await board(page);
  let wrong = null;
  for (const cell of allCells(b.variant)) {
    const from = nameOf(b.variant, cell);
    await click(page, from);
    const dests = await lit(page);
    const to = dests.find((d) => !(from === solFrom && d === solTo));
    if (to) { wrong = [from, to]; break; }
  }
  assert(wrong, 'a move off the solution');
  const before = (await board(page)).fen;
  await click(page, wrong[1]);
  await until(page, { state: 'failed' }, 'failed');
  const failedText = await text(page, 'puzzle-feedback');
  assert(failedText.includes('is not it') && failedText.includes(solFrom), `the solution said: ${failedText}`);
  // The refutation: the other side answers the wrong move.
  await waitFor(page, async () => (await board(page)).turn === b.turn && (await board(page)).fen !== before, 'the refutation played', 30000);
  const failed = await puzzle(page);
  assert(failed.rating < solved.rating, `the rating down: ${failed.rating}`);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('draughts.records')).puzzles);
  const russian = stored.find((p) => p.variant === 'russian');
  eq([russian.solved, russian.failed], [[Number(first.id)], [Number(second.id)]], 'both kept');
  await page.reload();
  await until(page, { variant: 'russian' }, 'the puzzles after a reload');
  eq((await puzzle(page)).rating, failed.rating, 'the rating kept');
  await closePage(page);
});

test('puzzles: &id= opens that puzzle and the address follows it; a bad id or rule set says why', async () => {
  const page = await openPage({ query: '?puzzle=brazilian&id=3' });
  await until(page, { variant: 'brazilian', id: '3' }, 'puzzle 3');
  assert(page.url().endsWith('?puzzle=brazilian&id=3'), page.url());
  await closePage(page);
  const bad = await openPage({ query: '?puzzle=brazilian&id=99999' });
  await waitFor(bad, async () => (await text(bad, 'notice')).includes('no puzzle 99999'), 'no such puzzle');
  eq((await puzzle(bad)).hidden, true, 'no puzzle box');
  await closePage(bad);
  const chess = await openPage({ query: '?puzzle=chess' });
  await waitFor(chess, async () => (await text(chess, 'notice')) !== '', 'no such rule set');
  await closePage(chess);
});

test('puzzles: the box fits with the board at 1280x800, 390x844 and 844x390, in Russian and Vietnamese', async () => {
  for (const locale of ['ru-RU', 'vi-VN']) {
    for (const [width, height] of [[1280, 800], [390, 844], [844, 390]]) {
      const where = `${locale} ${width}x${height}`;
      const context = await site.browser.newContext({ viewport: { width, height }, locale });
      const page = await openPage({ query: '?puzzle=brazilian', context });
      await until(page, { variant: 'brazilian' }, `${where}: a Brazilian puzzle`);
      const ids = ['board', 'puzzle-task', 'puzzle-leave', 'new-game'];
      const boxes = await page.evaluate((ids) => ids.map((id) => {
        const r = document.getElementById(id).getBoundingClientRect();
        return { id, top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height };
      }), ids);
      for (const r of boxes) {
        assert(r.height > 0 && r.top >= 0 && r.bottom <= height + 0.5 && r.left >= 0 && r.right <= width + 0.5,
          `${where}: #${r.id} on the screen: ${JSON.stringify(r)}`);
      }
      await page.screenshot({ path: path.join(artifacts, `puzzle-${locale}-${width}x${height}.png`) });
      await context.close();
    }
  }
});

test('puzzles: every rule set has its set served and read by the page', async () => {
  const page = await openPage({ query: '?variant=brazilian&opponent=human' });
  for (const variant of ['brazilian', 'russian', 'international', 'english', 'spanish', 'turkish']) {
    await page.goto(`${site.origin}${BASE}?puzzle=${variant}`);
    await until(page, { variant, state: 'solving' }, `a ${variant} puzzle`);
    eq((await board(page)).variant, variant, `${variant} on the board`);
  }
  await closePage(page);
});
