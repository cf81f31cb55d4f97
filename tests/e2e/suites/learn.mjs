// Lessons on the board (issue 51): a rule set's course opened by its address, the menu or the
// rules page; a task done by clicking, a wrong move refused or missed with its reason and tried
// again; a finished lesson ticked across a reload and in the records' export; the game in
// progress set aside and given back; the lesson box on the screen with the board.

import path from 'node:path';
import {
  artifacts, assert, board, click, closePage, eq, menu, openPage, site, test, text, waitFor,
} from '../lib.mjs';

/** The lesson box's state: rule set, lesson and task (from 1), and how the task stands. */
const lesson = (page) => page.evaluate(() => {
  const e = document.getElementById('lesson');
  // Not built yet (the page is still starting): hidden.
  if (!e) return { hidden: true };
  const { variant, lesson, task, state } = e.dataset;
  return { hidden: e.hidden, variant, lesson, task, state };
});

/** Waits until the lesson box shows `want` (a part of its state) with its words written. */
async function until(page, want, what) {
  await waitFor(page, async () => {
    const now = await lesson(page);
    const words = now.hidden ? '' : await text(page, 'lesson-task');
    return !now.hidden && words !== '' && Object.entries(want).every(([k, v]) => now[k] === v);
  }, what);
}

/** Plays a move by clicking its squares, and waits for the task's verdict or the answer. */
async function play(page, squares) {
  const before = (await board(page)).fen;
  for (const sq of squares) await click(page, sq);
  await waitFor(page, async () => (await board(page)).fen !== before, `${squares.join('-')} played`);
}

test('the first Brazilian lesson, in Vietnamese: a missed task and a refused move said why, done by clicking, ticked after a reload', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'vi-VN' });
  const page = await openPage({ query: '?learn=brazilian', context });
  await until(page, { variant: 'brazilian', lesson: '1', task: '1', state: 'trying' }, 'the first task');
  const english = 'A man moves one square diagonally forward';
  const rule = await text(page, 'lesson-rule');
  assert(rule.length > 40 && !rule.startsWith(english), `the rule in Vietnamese: ${rule}`);
  // Task 1, reach d4: c3-b4 misses, and says where the man went.
  await play(page, ['c3', 'b4']);
  await until(page, { state: 'missed' }, 'the miss');
  const missed = await text(page, 'lesson-feedback');
  assert(missed.includes('b4') && missed.includes('d4'), `why it missed: ${missed}`);
  // The board takes no move until the task is tried again.
  await click(page, 'b4');
  await waitFor(page, async () => (await text(page, 'notice')) !== '', 'the task-over notice');
  await page.click('#lesson-retry');
  await until(page, { state: 'trying' }, 'the task again');
  eq((await board(page)).fen, 'W:Wc3:Bh8', 'the task from its start');
  await play(page, ['c3', 'd4']);
  await until(page, { state: 'met' }, 'the task met');
  assert((await text(page, 'lesson-feedback')).includes('d4'), 'why it is right');
  await page.click('#lesson-next');
  await until(page, { task: '2', state: 'trying' }, 'task 2');
  await play(page, ['e3', 'f4']);
  await until(page, { state: 'met' }, 'task 2 met');
  await page.click('#lesson-next');
  await until(page, { task: '3', state: 'trying' }, 'task 3');
  // A man with no free square: refused, with the page's reason.
  await click(page, 'b2');
  await waitFor(page, async () => (await text(page, 'notice')) !== '', 'the refusal');
  const refusal = await text(page, 'notice');
  await play(page, ['a3', 'b4']);
  await until(page, { state: 'met' }, 'the lesson finished');
  assert(refusal.length > 5, `the refusal says why: ${refusal}`);
  const ticked = () => page.$eval('#lesson-choice option[value="0"]', (o) => o.textContent.startsWith('✓'));
  await waitFor(page, ticked, 'the lesson ticked');
  assert((await text(page, 'lesson-progress')).includes('1'), await text(page, 'lesson-progress'));
  await page.screenshot({ path: path.join(artifacts, 'learn-vi-1280x800.png') });
  // The address names the lesson; a reload opens it, still ticked.
  assert(page.url().includes('learn=brazilian&lesson=1'), page.url());
  await page.reload();
  await page.waitForSelector('#board[data-fen]', { state: 'attached' });
  await until(page, { variant: 'brazilian', lesson: '1', task: '1' }, 'the lesson after a reload');
  await waitFor(page, ticked, 'the lesson still ticked');
  await closePage(page);
});

test('lessons open from the menu and the rules page, set the game aside, and the records keep the lessons finished', async () => {
  const page = await openPage({ query: '?variant=russian&opponent=human&moves=c3-d4,f6-e5' });
  const game = (await board(page)).fen;
  await menu(page, 'learn-open');
  await until(page, { variant: 'russian', lesson: '1', task: '1' }, 'the Russian lessons');
  assert(!(await page.isVisible('#resign')) && !(await page.isVisible('#setup')), 'no game buttons in a lesson');
  // Choosing another lesson opens it.
  await page.selectOption('#lesson-choice', '4');
  await until(page, { lesson: '5', task: '1' }, 'the fifth lesson');
  await page.click('#lesson-leave');
  await waitFor(page, async () => (await lesson(page)).hidden, 'the lesson box gone');
  eq((await board(page)).fen, game, 'the game set aside is back');
  assert(page.url().includes('variant=russian') && page.url().includes('moves='), page.url());
  // The rules page's Lessons button opens the rule set it shows.
  await menu(page, 'rules-open');
  await page.waitForSelector('#rules[open]');
  await page.selectOption('#rules-variant', 'turkish');
  await page.click('#rules-learn');
  await until(page, { variant: 'turkish', lesson: '1' }, 'the Turkish lessons');
  assert(!(await page.$eval('#rules', (d) => d.open)), 'the rules dialog closed');
  // A lesson finished is in the records' export.
  const first = await page.evaluate(() => document.querySelector('#lesson-choice option').textContent);
  assert(!first.startsWith('✓'), 'not finished yet');
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.includes('records'));
    const records = JSON.parse(localStorage.getItem(key));
    records.learned = { turkish: ['men-move'] };
    localStorage.setItem(key, JSON.stringify(records));
  });
  await page.reload();
  await until(page, { variant: 'turkish', lesson: '1' }, 'the Turkish lessons again');
  await waitFor(page, () => page.$eval('#lesson-choice option', (o) => o.textContent.startsWith('✓')), 'ticked from the records');
  await closePage(page);
});

test('Share in a lesson copies the lesson\'s link, which opens that lesson', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin });
  const page = await openPage({ query: '?learn=spanish&lesson=3', context });
  await until(page, { variant: 'spanish', lesson: '3' }, 'the Spanish lesson');
  await menu(page, 'share');
  await waitFor(page, async () => (await page.evaluate(() => navigator.clipboard.readText())).includes('learn='), 'the copy');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  assert(link.endsWith('?learn=spanish&lesson=3'), link);
  const opened = await openPage({ query: link.slice(link.indexOf('?')) });
  await until(opened, { variant: 'spanish', lesson: '3', task: '1' }, 'the shared lesson');
  await closePage(opened);
  await closePage(page);
});

test('a bad lesson address says why and shows the game', async () => {
  const page = await openPage({ query: '?learn=brazilian&lesson=99' });
  await waitFor(page, async () => (await text(page, 'notice')).includes('99'), 'the bad link notice');
  assert((await lesson(page)).hidden, 'no lesson box');
  await closePage(page);
});

// The lesson box, the board and the task's buttons on the screen at once.
for (const locale of ['ru-RU', 'vi-VN']) {
  test(`a lesson fits the screen at 1280x800, 390x844 and 844x390, in ${locale}`, async () => {
    for (const [width, height] of [[1280, 800], [390, 844], [844, 390]]) {
      const where = `${locale} ${width}x${height}`;
      const context = await site.browser.newContext({ viewport: { width, height }, locale });
      const page = await openPage({ query: '?learn=international&lesson=8', context });
      await until(page, { variant: 'international', lesson: '8' }, `${where}: the lesson`);
      const first = await page.evaluate(() => {
        const c = document.getElementById('board').dataset.fen;
        return c;
      });
      assert(first.length > 0, 'a position');
      await page.click('#lesson-next');
      await until(page, { task: '2' }, `${where}: task 2`);
      const ids = ['board', 'lesson-heading', 'lesson-choice', 'lesson-rule', 'lesson-task', 'lesson-next', 'lesson-leave'];
      const boxes = await page.evaluate((ids) => ids.map((id) => {
        const r = document.getElementById(id).getBoundingClientRect();
        return [id, r.top, r.left, r.bottom, r.right, r.height];
      }), ids);
      for (const [id, top, left, bottom, right, h] of boxes) {
        assert(h > 0, `${where}: #${id} shown`);
        assert(top >= 0 && left >= 0 && bottom <= height + 0.5 && right <= width + 0.5,
          `${where}: #${id} on the screen: ${[top, left, bottom, right]}`);
      }
      const size = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
      eq(size, [width, height], `${where}: the page neither scrolls nor runs off the side`);
      await page.screenshot({ path: path.join(artifacts, `learn-${locale}-${width}x${height}.png`) });
      await closePage(page);
    }
  });
}
