// Game review (issue 52): a finished game reviewed in the worker, its blunder marked in the move
// list and on the graph with the better move, each side's accuracy, and the review kept with the
// game in the records; the review box on the screen with the board.

import path from 'node:path';
import {
  artifacts, assert, board, click, closePage, eq, menu, openPage, site, test, text, waitFor,
} from '../lib.mjs';

/** A Russian ending where White's d4-e5 hangs a man (f6:d4 is forced), against level 1. */
const BLUNDER = '?variant=russian&fen=W:Wa1,c1,d4,g3:Bf6,h8,b8,a7&opponent=computer&level=1&color=white';

/** Plays d4-e5??, waits for the forced capture, and resigns. */
async function blunderAndResign(page) {
  await click(page, 'd4');
  await click(page, 'e5');
  await waitFor(page, async () => (await board(page)).fen.startsWith('W:'), 'the capture');
  await page.click('#resign');
  await page.click('#confirm-yes');
  eq((await board(page)).status, 'black-won', 'White resigned');
}

const viewing = (page) => page.$eval('#board', (c) => c.dataset.viewing);

const attempt = (page) => page.$eval('#review-box', (e) => e.dataset.attempt);

const reviewState = (page) => page.$eval('#review-box', (e) => (e.hidden ? 'hidden' : e.dataset.state || 'offered'));

/** Reviews the game shown and waits for the review to finish. */
async function review(page) {
  await waitFor(page, async () => (await reviewState(page)) === 'offered', 'the review offered');
  await page.click('#review-start');
  await waitFor(page, async () => (await reviewState(page)) === 'done', 'the review finished', 60000);
}

test('a finished game is reviewed: the blunder marked with the better move, accuracies, the graph shows the move', async () => {
  const page = await openPage({ query: BLUNDER });
  eq(await reviewState(page), 'hidden', 'no review of a game in progress');
  await blunderAndResign(page);
  await waitFor(page, async () => (await reviewState(page)) === 'offered', 'the review offered');
  await page.click('#review-start');
  // Under way: progress, and Stop.
  await waitFor(page, async () => ['running', 'done'].includes(await reviewState(page)), 'the review running');
  await waitFor(page, async () => (await reviewState(page)) === 'done', 'the review finished', 60000);
  const mark = await page.$eval('#moves button[data-ply="1"]', (b) => [b.dataset.mark, b.textContent]);
  eq(mark[0], 'blunder', `d4-e5 marked: ${mark[1]}`);
  assert(mark[1].endsWith('??'), `the glyph: ${mark[1]}`);
  const capture = await page.$eval('#moves button[data-ply="2"]', (b) => b.dataset.mark || '');
  eq(capture, '', 'the forced capture is not marked');
  const summary = await text(page, 'review-summary');
  assert(/White: \d+% accuracy, 1 blunder/.test(summary), `White's summary: ${summary}`);
  assert(/Black: 100% accuracy/.test(summary), `Black's summary: ${summary}`);
  assert((await page.$$('#review-graph circle.blunder')).length === 1, 'the blunder on the graph');
  // A click on the graph's start shows the first position; the blunder's move judged.
  const g = await page.$eval('#review-graph', (e) => { const r = e.getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; });
  await page.mouse.click(g[0] + g[2] * 0.5, g[1] + g[3] / 2);
  await waitFor(page, async () => (await viewing(page)) === '1', 'the move after a click on the graph');
  const verdict = await text(page, 'review-verdict');
  assert(verdict.includes('d4-e5') && verdict.includes('Blunder') && verdict.includes('Better was'), `the verdict: ${verdict}`);
  await page.screenshot({ path: path.join(artifacts, 'review-1280x800.png') });
  await closePage(page);
});

test('learn from your mistakes: the position before the blunder on the board, a move no better taken back, the engine move found', async () => {
  const page = await openPage({ query: BLUNDER });
  await blunderAndResign(page);
  await review(page);
  const best = await page.evaluate(() => JSON.parse(localStorage.getItem('draughts.records')).games.at(-1).review.positions[0].line[0]);
  await page.click('#review-learn');
  await waitFor(page, async () => (await reviewState(page)) === 'practice', 'the mistakes on the board');
  eq((await board(page)).fen, 'W:Wa1,c1,g3,d4:Bf6,a7,b8,h8', 'the position before d4-e5');
  const task = await text(page, 'mistake-task');
  assert(task.includes('d4-e5') && task.includes('Blunder') && task.includes('White'), `the task: ${task}`);
  eq(await text(page, 'mistake-progress'), 'Mistake 1 of 1', 'one mistake');
  // The blunder again: searched, no better, taken back.
  await click(page, 'd4');
  await click(page, 'e5');
  await waitFor(page, async () => (await attempt(page)) === 'no-better', 'no better');
  await waitFor(page, async () => (await board(page)).fen === 'W:Wa1,c1,g3,d4:Bf6,a7,b8,h8', 'taken back');
  assert((await text(page, 'mistake-feedback')).includes('no better'), 'said so');
  const [from, to] = best.split('-');
  await click(page, from);
  await click(page, to);
  await waitFor(page, async () => (await attempt(page)) === 'solved', 'the engine move found');
  const said = await text(page, 'mistake-feedback');
  assert(said.includes(best) && said.includes('last mistake'), `well found: ${said}`);
  await page.screenshot({ path: path.join(artifacts, 'review-mistakes-1280x800.png') });
  await page.click('#mistakes-leave');
  await waitFor(page, async () => (await reviewState(page)) === 'done', 'back to the review');
  eq(await page.$eval('#moves button[data-ply="1"]', (b) => b.dataset.mark), 'blunder', 'the reviewed game back');
  await closePage(page);
});

test('a review is kept with the game in the records: back after a reload and with the past game', async () => {
  const page = await openPage({ query: BLUNDER });
  await blunderAndResign(page);
  await review(page);
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('draughts.records')).games.at(-1).review);
  eq(kept.positions.length, 3, 'a position each, kept with the game');
  eq(kept.positions[0].line[0], 'a1-b2', 'the better move kept where d4-e5 was played');
  await page.reload();
  await page.waitForSelector('#board[data-fen]', { state: 'attached' });
  await waitFor(page, async () => (await reviewState(page)) === 'done', 'the review after a reload');
  // Another game, then the past one from the history: reviewed, nothing asked of the worker.
  await page.click('#new-game');
  await page.click('#start');
  await waitFor(page, async () => (await reviewState(page)) === 'hidden', 'no review of the new game');
  await menu(page, 'leaderboard-open');
  await page.selectOption('#leaderboard-variant', 'russian');
  await page.click('#history .past-game');
  await waitFor(page, async () => (await reviewState(page)) === 'done', 'the past game with its review');
  eq(await page.$eval('#moves button[data-ply="1"]', (b) => b.dataset.mark), 'blunder', 'marked');
  await closePage(page);
});

test('a reviewed game exports as PDN with its evaluations and marks, and imports back reviewed', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin });
  const page = await openPage({ query: BLUNDER, context });
  await blunderAndResign(page);
  await review(page);
  await menu(page, 'pdn-open');
  await page.click('#pdn-copy');
  await waitFor(page, async () => (await text(page, 'pdn-notice')).includes('copied'), 'the copy');
  const pdn = await page.evaluate(() => navigator.clipboard.readText());
  assert(pdn.includes('[ReviewNodes "150000"]'), `the budget: ${pdn}`);
  assert(/\{\[%eval [\d.-]+\] \[%line [a-h1-8 :-]+\]\}\s+1\. d4-e5\?\?\s+\{\[%eval -[\d.]+\]\}/.test(pdn), `the blunder and its evaluations: ${pdn}`);
  await page.click('#pdn-close');
  await closePage(page);
  // Into a fresh page: the game opens in replay, reviewed, without asking the worker.
  const fresh = await openPage({ query: '?variant=brazilian&opponent=human' });
  await menu(fresh, 'pdn-open');
  await fresh.fill('#pdn-text', pdn);
  await fresh.click('#pdn-read');
  await waitFor(fresh, () => fresh.$eval('#pdn', (d) => d.dataset.state === 'done'), 'read');
  await fresh.click('#pdn-open-game');
  await waitFor(fresh, async () => (await reviewState(fresh)) === 'done', 'reviewed from the file');
  eq(await fresh.$eval('#moves button[data-ply="1"]', (b) => b.dataset.mark), 'blunder', 'the blunder marked again');
  assert((await text(fresh, 'review-summary')).includes('1 blunder'), 'the summary');
  await closePage(fresh);
});

test('the review box and the mistakes fit beside the board at 1280x800, 390x844 and 844x390, in Russian and French', async () => {
  for (const locale of ['ru-RU', 'fr-FR']) {
    for (const [width, height] of [[1280, 800], [390, 844], [844, 390]]) {
      const context = await site.browser.newContext({ viewport: { width, height }, locale });
      const page = await openPage({ query: BLUNDER, context });
      await blunderAndResign(page);
      await page.click('#result-close').catch(() => {});
      await review(page);
      const where = `${locale} ${width}x${height}`;
      const ids = ['review-box', 'review-graph', 'moves', 'flip', 'analyse', 'new-game', 'menu-open'];
      const boxes = await page.evaluate((ids) => ids.map((id) => {
        const r = document.getElementById(id).getBoundingClientRect();
        return { id, top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height };
      }), ids);
      for (const b of boxes) {
        assert(b.height > 0 && b.top >= 0 && b.bottom <= height + 0.5 && b.left >= 0 && b.right <= width + 0.5,
          `${where}: #${b.id} on the screen: ${JSON.stringify(b)}`);
      }
      const moves = boxes.find((b) => b.id === 'moves');
      assert(moves.height >= 32, `${where}: a row of moves at least: ${moves.height}`);
      const scroll = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
      eq(scroll, [width, height], `${where}: the page neither scrolls nor runs off the side`);
      await page.screenshot({ path: path.join(artifacts, `review-${locale}-${width}x${height}.png`) });
      // The blunder on the board to mend: its words and buttons fit too.
      await page.click('#review-learn');
      await waitFor(page, async () => (await reviewState(page)) === 'practice', `${where}: the mistakes`);
      const practice = await page.evaluate((ids) => ids.map((id) => {
        const r = document.getElementById(id).getBoundingClientRect();
        return { id, top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height };
      }), ['board', 'mistake-task', 'mistakes-leave']);
      for (const b of practice) {
        assert(b.height > 0 && b.top >= 0 && b.bottom <= height + 0.5 && b.left >= 0 && b.right <= width + 0.5,
          `${where}: #${b.id} on the screen while mending: ${JSON.stringify(b)}`);
      }
      await page.screenshot({ path: path.join(artifacts, `review-mistakes-${locale}-${width}x${height}.png`) });
      await context.close();
    }
  }
});
