// The game as a player meets it (issue 39): the setup always in view, questions in a dialog that
// moves nothing, notices that never shift the buttons, captures you can follow, one evaluation
// convention, levels, the move list, links, two players, clocks, sound, themes and layouts.

import path from 'node:path';
import {
  artifacts, assert, board, click, closePage, eq, openPage, site, test, text, waitFor,
} from '../lib.mjs';

test('the setup is in view from the start: variant, players, level and whose move', async () => {
  const page = await openPage({ query: '?variant=russian&opponent=computer&level=3&color=black' });
  const setup = await text(page, 'setup');
  assert(setup.startsWith('Russian'), `variant first: ${setup}`);
  assert(setup.includes('You: Black') && setup.includes('Computer: White'), `each side's colour: ${setup}`);
  assert(/level 3/i.test(setup), `the level: ${setup}`);
  await waitFor(page, async () => (await board(page)).turn === 'black', 'the computer\'s first move');
  await waitFor(page, async () => (await text(page, 'setup')).endsWith('Black to move'), 'whose move follows the game');
  await closePage(page);

  const two = await openPage({ query: '?variant=international&opponent=human' });
  const line = await text(two, 'setup');
  assert(line.includes('Two players') && line.endsWith('White to move'), `two players: ${line}`);
  await closePage(two);
});
