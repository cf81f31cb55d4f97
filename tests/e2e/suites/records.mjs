// The player's records (issue 40): every finished game recorded once, the leaderboard and
// history per variant, a store that cannot be read kept aside, export and import.

import fs from 'node:fs';
import path from 'node:path';
import {
  site, artifacts, assert, board, closePage, eq, openPage, playFirstLit, test, text, waitFor, menu, settings
} from '../lib.mjs';

/** The leaderboard's rows (cells' text) and the history's lines. */
const standings = (page) => page.$$eval('#standings tr', (rows) => rows.slice(1).map((r) => [...r.cells].map((c) => c.textContent)));
/** What an empty leaderboard says instead of its table, if it says anything. */
const emptyText = (page) => page.$eval('#no-standings', (p) => (p.hidden ? null : p.textContent));
const history = (page) => page.$$eval('#history .past-game', (bs) => bs.map((b) => b.textContent));
const stored = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('draughts.records')));

async function resign(page) {
  await page.click('#resign');
  await page.click('#confirm-yes');
  await waitFor(page, async () => (await board(page)).status !== 'playing', 'the resignation');
}

async function openLeaderboard(page) {
  await menu(page, 'leaderboard-open');
  await waitFor(page, () => page.$eval('#leaderboard', (d) => d.open), 'the leaderboard');
}

test('a finished game is recorded once and shows on the leaderboard, across a reload', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  let page = await openPage({ context, query: '?variant=russian&opponent=human' });
  await openLeaderboard(page);
  eq(await standings(page), [], 'nobody has played yet');
  eq(await emptyText(page), "Nobody is in this variant's leaderboard yet: finish a game against the computer or a friend to appear here.", 'the empty table says why');
  await page.click('#leaderboard-close');
  assert(await playFirstLit(page, await board(page)), 'a move');
  await resign(page);
  await openLeaderboard(page);
  eq(await page.$eval('#leaderboard-variant', (s) => s.value), 'russian', 'the current variant');
  const rows = await standings(page);
  eq(rows.length, 2, 'both players of the two-player game');
  eq(await emptyText(page), null, 'a table with players has no empty line');
  const names = rows.map((r) => r[0]).sort();
  eq(names, ['Player', 'Player 2'], 'the default profiles');
  const winner = rows.find((r) => r[2] === '1');
  assert(winner && winner[1].includes('±'), `a rating with its margin: ${JSON.stringify(rows)}`);
  const lines = await history(page);
  eq(lines.length, 1, 'one game in the history');
  assert(lines[0].includes('resignation') && lines[0].includes('1 moves') === false && lines[0].includes('Player 2'), lines[0]);
  await page.screenshot({ path: path.join(artifacts, 'leaderboard-1280x800.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(artifacts, 'leaderboard-390x844.png') });
  const wide = await page.$eval('#leaderboard', (d) => d.getBoundingClientRect().right <= window.innerWidth + 0.5);
  assert(wide, 'the dialog fits a phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.reload();
  await page.waitForSelector('#board[data-fen]', { state: 'attached' });
  eq((await stored(page)).games.length, 1, 'the reload of the finished game did not record it again');
  await openLeaderboard(page);
  eq((await standings(page)).length, 2, 'the leaderboard is kept');
  const other = await page.$eval('#leaderboard-variant', (s) => { s.value = 'brazilian'; s.dispatchEvent(new Event('change')); return s.value; });
  eq(other, 'brazilian', 'another variant');
  eq(await standings(page), [], 'nobody played Brazilian');
  assert((await emptyText(page)) !== null, 'and says so');
  await page.selectOption('#leaderboard-variant', 'russian');
  await page.click('#history .past-game');
  await waitFor(page, async () => (await page.$eval('#board', (c) => c.dataset.viewing)) === '0', 'the past game opened at its start');
  await closePage(page);
});

test('an unreadable records store is kept aside with a notice, and the app works', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  let page = await openPage({ context, query: '?variant=international&opponent=human' });
  await page.evaluate(() => localStorage.setItem('draughts.records', '{broken'));
  await page.reload();
  await page.waitForSelector('#board[data-fen]', { state: 'attached' });
  await waitFor(page, async () => (await text(page, 'notice')).includes('could not be read'), 'the notice');
  eq(await text(page, 'notice'), 'Your records could not be read; they were kept aside and a new record was started.', 'the notice');
  const aside = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('draughts.records.unreadable.')).map((k) => localStorage.getItem(k)));
  eq(aside, ['{broken'], 'the broken text kept aside');
  assert((await stored(page)).profiles.length === 1, 'a new record');
  await resign(page);
  eq((await stored(page)).games.length, 1, 'games are recorded again');
  await closePage(page);
});

test('records export to a file and import back without duplicates; a bad file changes nothing', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  const page = await openPage({ context, query: '?variant=english&opponent=computer&level=2&color=white' });
  await resign(page);
  await openLeaderboard(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-records')]);
  const file = path.join(artifacts, 'records-export.json');
  await download.saveAs(file);
  const exported = JSON.parse(fs.readFileSync(file, 'utf8'));
  eq(exported.games.length, 1, 'the exported game');
  eq(exported.games[0].black, { kind: 'computer', level: 2 }, 'the computer at its level');
  await page.setInputFiles('#import-file', file);
  await waitFor(page, async () => (await text(page, 'records-notice')).length > 0, 'the import');
  eq(await text(page, 'records-notice'), 'Imported 0 players and 0 games.', 'nothing new');
  eq((await stored(page)).games.length, 1, 'no duplicate');

  const bad = path.join(artifacts, 'records-bad.json');
  const broken = { ...exported, games: [{ ...exported.games[0], id: 'x', moves: ['99-1'] }] };
  fs.writeFileSync(bad, JSON.stringify(broken));
  await page.setInputFiles('#import-file', bad);
  await waitFor(page, async () => (await text(page, 'records-notice')).includes('not imported'), 'the refusal');
  eq((await stored(page)).games.length, 1, 'nothing changed');
  eq(await stored(page), exported, 'the store as it was');
  await closePage(page);
});

test('profiles: renamed (as text, never HTML), added, and chosen for White and Black', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await openPage({ context, query: '?variant=spanish&opponent=human' });
  await openLeaderboard(page);
  await page.fill('#profile-name', '<b>Ana</b>');
  await page.click('#rename-profile');
  await waitFor(page, async () => (await page.$$eval('#profile-white option', (os) => os.map((o) => o.textContent))).includes('<b>Ana</b>'), 'the new name');
  await page.fill('#profile-name', 'Bo');
  await page.click('#add-profile');
  await waitFor(page, async () => (await page.$eval('#profile-white', (s) => s.selectedOptions[0].textContent)) === 'Bo', 'the added player is current');
  const ana = await page.$eval('#profile-white', (s) => [...s.options].find((o) => o.textContent === '<b>Ana</b>').value);
  await page.selectOption('#profile-black', ana);
  await page.click('#leaderboard-close');
  await resign(page);
  await openLeaderboard(page);
  const rows = await standings(page);
  eq(rows.map((r) => r[0]).sort(), ['<b>Ana</b>', 'Bo'], 'the chosen players, names as text');
  eq(await page.$$eval('#standings b', (bs) => bs.length), 0, 'no HTML from a name');
  const black = rows.find((r) => r[0] === '<b>Ana</b>');
  eq(black[2], '1', 'Black won when White resigned');
  await closePage(page);
});

test('a full storage is reported and what was stored stays', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await openPage({ context, query: '?variant=turkish&opponent=human' });
  const before = await page.evaluate(() => localStorage.getItem('draughts.records'));
  await page.evaluate(() => {
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (key === 'draughts.records') throw new DOMException('full', 'QuotaExceededError');
      return set.call(this, key, value);
    };
  });
  await resign(page);
  await waitFor(page, async () => (await text(page, 'notice')).includes('storage is full'), 'the notice');
  eq(await page.evaluate(() => localStorage.getItem('draughts.records')), before, 'the old records kept');
  await closePage(page);
});

test('a past game asks before it replaces a game in progress', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await openPage({ context, query: '?variant=russian&opponent=human' });
  await resign(page);
  await page.click('#new-game');
  await page.click('#start');
  await waitFor(page, async () => (await board(page)).status === 'playing', 'a new game');
  assert(await playFirstLit(page, await board(page)), 'a move');
  const fen = (await board(page)).fen;
  await openLeaderboard(page);
  await page.click('#history .past-game');
  await waitFor(page, () => page.$eval('#confirm', (d) => d.open), 'the question');
  assert((await text(page, 'confirm-text')).includes('past game'), await text(page, 'confirm-text'));
  await page.click('#confirm-no');
  eq((await board(page)).fen, fen, 'the game in progress kept');
  eq((await board(page)).status, 'playing', 'still playing');
  await closePage(page);
});

/** Plays a move for each side and resigns: a rated game. */
async function playBothAndResign(page) {
  for (let ply = 0; ply < 2; ply++) assert(await playFirstLit(page, await board(page)), `move ${ply + 1}`);
  await resign(page);
}

for (const order of [['first', 'second'], ['second', 'first']]) {
  test(`two tabs lose no record: games finished in the ${order[0]} tab, then the ${order[1]}, are both kept and seen by both`, async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const tabs = { first: await openPage({ context, query: '?variant=russian&opponent=human' }) };
    tabs.second = await openPage({ context });
    for (const name of order) await playBothAndResign(tabs[name]);
    eq((await stored(tabs.first)).games.length, 2, 'both games stored');
    eq((await stored(tabs.first)).profiles.length, 2, 'the two profiles, made once');
    for (const name of order) {
      // Without a reload: the other tab's game reached this one by the storage event.
      await openLeaderboard(tabs[name]);
      const lines = await history(tabs[name]);
      eq(lines.length, 2, `both games in the ${name} tab's history`);
      assert(lines.every((l) => !l.endsWith('unrated')), `both rated: ${lines}`);
      await tabs[name].click('#leaderboard-close');
    }
    eq(tabs.second.errors, [], 'console errors of the second tab');
    await tabs.second.close();
    await closePage(tabs.first);
  });
}

test('a game resigned before both sides have moved is recorded unrated (aborted)', async () => {
  const page = await openPage({ query: '?variant=brazilian&opponent=computer&level=1&color=black' });
  await waitFor(page, async () => (await board(page)).turn === 'black', "the computer's first move");
  await resign(page);
  const status = await text(page, 'status');
  assert(status.startsWith('White wins: Black resigned.'), `the status says how the game ended: ${status}`);
  await openLeaderboard(page);
  const lines = await history(page);
  eq(lines.length, 1, 'recorded');
  assert(lines[0].endsWith('unrated'), `unrated: ${lines[0]}`);
  eq((await stored(page)).games[0].unrated, 'aborted', 'stored as aborted');
  await closePage(page);
});

test('a rated game shows no evaluation and asks before Analyse; a yes records it unrated', async () => {
  const page = await openPage({ query: '?variant=brazilian&opponent=computer&level=1&color=white' });
  assert(await playFirstLit(page, await board(page)), 'a move');
  await waitFor(page, async () => (await board(page)).turn === 'white' && (await board(page)).thinking === 'false', "the computer's reply");
  eq(await text(page, 'engine-line'), '', "no evaluation of the computer's in a rated game");
  const asked = async () => page.$eval('#confirm', (d) => d.open);
  await page.click('#analyse');
  assert(await asked(), 'asked first');
  eq(await text(page, 'confirm-text'), "This game is rated: the computer's analysis makes it unrated. Turn analysis on?", 'the question');
  await page.click('#confirm-no');
  eq(await page.$eval('#analyse', (b) => b.getAttribute('aria-pressed')), 'false', 'no: analysis stays off');
  await page.click('#analyse');
  await page.click('#confirm-yes');
  eq(await page.$eval('#analyse', (b) => b.getAttribute('aria-pressed')), 'true', 'yes: analysis on');
  await page.click('#analyse');
  assert(!(await asked()), 'turned off without a question');
  await resign(page);
  await openLeaderboard(page);
  const lines = await history(page);
  assert(lines[0].endsWith('unrated'), `unrated: ${lines[0]}`);
  assert(lines[0].includes(', 1 move, '), `two plies are one move: ${lines[0]}`);
  eq((await stored(page)).games[0].unrated, 'analysis', 'stored as helped by analysis');
  await closePage(page);
});

test('the profiles the page made are named in the page\'s language until the player names them', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const page = await openPage({ context, query: '?variant=russian&opponent=human' });
  assert(await playFirstLit(page, await board(page)), 'a move');
  await resign(page);
  const names = async () => {
    await openLeaderboard(page);
    const shown = (await standings(page)).map((r) => r[0]).sort();
    await page.click('#leaderboard-close');
    return shown;
  };
  eq(await names(), ['Player', 'Player 2'], 'in English');
  await settings(page, () => Promise.all([page.waitForNavigation(), page.selectOption('#language', 'ru')]));
  await page.waitForSelector('#board[data-fen]', { state: 'attached' });
  eq(await names(), ['Игрок', 'Игрок 2'], 'in Russian after the switch');
  eq(await page.$$eval('#profile-white option', (os) => os.map((o) => o.textContent).sort()), ['Игрок', 'Игрок 2'], 'the choices too');
  await closePage(page);
});
