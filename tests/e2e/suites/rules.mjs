// The rules page of every variant (issue 41): opened from the game (the Rules button) on the game's
// variant, a heading, every section, diagrams drawn by the board code (their canvases not
// blank), a variant chosen inside, closed by its button and by Escape; screenshots of
// Brazilian and Turkish on a phone and a desktop.

import path from 'node:path';
import { site, artifacts, assert, closePage, eq, openPage, test, waitFor, menu
} from '../lib.mjs';

const VARIANTS = ['brazilian', 'russian', 'international', 'english', 'spanish', 'turkish'];
const TITLES = {
  brazilian: 'Brazilian draughts',
  russian: 'Russian draughts',
  international: 'International draughts',
  english: 'English draughts (checkers)',
  spanish: 'Spanish draughts',
  turkish: 'Turkish draughts',
};

/** What the open dialog shows: title, section headings, and for each diagram whether its
 * canvas has a size, how many colours it holds (a blank canvas has one), and its caption. */
const shown = (page) => page.$eval('#rules', (d) => ({
  open: d.open,
  variant: d.dataset.variant,
  title: d.querySelector('h2').textContent,
  headings: [...d.querySelectorAll('h3')].map((h) => h.textContent),
  paragraphs: d.querySelectorAll('.rules-section p').length,
  diagrams: [...d.querySelectorAll('figure canvas')].map((c) => {
    const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const colours = new Set();
    for (let i = 0; i < data.length; i += 4 * 97) colours.add(`${data[i]},${data[i + 1]},${data[i + 2]},${data[i + 3]}`);
    return { width: c.width, colours: colours.size, caption: c.parentElement.querySelector('figcaption').textContent, label: c.getAttribute('aria-label') };
  }),
}));

const SECTIONS = ['Board and pieces', 'How men move', 'How kings move', 'Captures', 'Which capture to choose', 'Crowning', 'End of the game and draws', 'Notation'];

function checkPage(s, variant, title = TITLES[variant], sections = SECTIONS) {
  assert(s.open, `${variant}: the dialog is open`);
  eq(s.variant, variant, 'the variant shown');
  eq(s.title, title, `${variant}: the heading`);
  eq(s.headings, sections, `${variant}: the sections`);
  assert(s.paragraphs >= 15, `${variant}: ${s.paragraphs} paragraphs`);
  assert(s.diagrams.length >= 6, `${variant}: ${s.diagrams.length} diagrams`);
  for (const d of s.diagrams) {
    assert(d.width > 100, `${variant}: a diagram ${d.width} px wide`);
    assert(d.colours > 3, `${variant}: the diagram "${d.caption}" is drawn (${d.colours} colours)`);
    assert(d.caption.length > 10 && !d.caption.startsWith('rules-'), `${variant}: a caption: ${d.caption}`);
    assert(d.label.includes(d.caption), `${variant}: the canvas is labelled by its caption`);
  }
}

async function openRules(page) {
  await menu(page, 'rules-open');
  await waitFor(page, () => page.$eval('#rules', (d) => d.open && d.querySelectorAll('figure canvas').length > 0), 'the rules');
}

for (const variant of VARIANTS) {
  test(`rules: the ${variant} rules open from the game with drawn diagrams`, async () => {
    const page = await openPage({ query: `?variant=${variant}&opponent=human` });
    eq(await page.$eval('#rules-open', (b) => b.textContent), 'Rules', 'the button');
    await openRules(page);
    checkPage(await shown(page), variant);
    const text = await page.$eval('#rules', (d) => d.textContent);
    assert(!/rules-[a-z]+-/.test(text), 'no message id shows');
    await page.click('#rules-close');
    eq(await page.$eval('#rules', (d) => d.open), false, 'closed');
    eq(await page.$eval('#board', (c) => c.dataset.variant), variant, 'the game is as it was');
    await closePage(page);
  });
}

test('rules: another variant chosen inside the dialog; Escape closes it', async () => {
  const page = await openPage({ query: '?variant=brazilian&opponent=human' });
  await openRules(page);
  await page.selectOption('#rules-variant', 'international');
  await waitFor(page, async () => (await shown(page)).variant === 'international', 'the International page');
  checkPage(await shown(page), 'international');
  eq(await page.$eval('#board', (c) => c.dataset.variant), 'brazilian', 'the game keeps its variant');
  await page.keyboard.press('Escape');
  eq(await page.$eval('#rules', (d) => d.open), false, 'Escape closed it');
  await openRules(page);
  eq((await shown(page)).variant, 'brazilian', 'opened again on the game\'s variant');
  await closePage(page);
});

for (const variant of ['brazilian', 'turkish']) {
  test(`rules: the ${variant} page on a phone and a desktop (screenshots)`, async () => {
    for (const [width, height] of [[390, 844], [1280, 800]]) {
      const page = await openPage({ query: `?variant=${variant}&opponent=human`, viewport: { width, height } });
      await openRules(page);
      const fits = await page.$eval('#rules', (d) => {
        const r = d.getBoundingClientRect();
        const wide = [...d.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > r.right + 0.5);
        return r.left >= 0 && r.right <= window.innerWidth + 0.5 && wide.length === 0;
      });
      assert(fits, `${variant} ${width}x${height}: the dialog and its contents fit the screen`);
      await page.screenshot({ path: path.join(artifacts, `rules-${variant}-${width}x${height}.png`) });
      await page.$eval('#rules', (d) => d.querySelectorAll('.rules-section')[3].scrollIntoView());
      await page.screenshot({ path: path.join(artifacts, `rules-${variant}-${width}x${height}-captures.png`) });
      await closePage(page);
    }
  });
}

test('rules: in Russian the button, the variant names, Close and the rules themselves are Russian', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU' });
  const page = await openPage({ context, query: '?variant=russian&opponent=human' });
  eq(await page.$eval('#rules-open', (b) => b.textContent), 'Правила', 'the button');
  await openRules(page);
  eq(await page.$eval('#rules-close', (b) => b.textContent), 'Закрыть', 'Close');
  const option = await page.$eval('#rules-variant', (s) => s.selectedOptions[0].textContent);
  assert(/[а-я]/i.test(option), `the variant's name in Russian: ${option}`);
  const russian = await shown(page);
  checkPage(russian, 'russian', 'Русские шашки', ['Доска и шашки', 'Ход простой шашки', 'Ход дамки', 'Взятие',
    'Какое взятие выбрать', 'Превращение в дамку', 'Конец партии и ничья', 'Запись ходов']);
  for (const d of russian.diagrams) assert(/[а-я]/i.test(d.caption), `a caption in Russian: ${d.caption}`);
  const label = await page.$eval('#rules figure canvas', (c) => c.getAttribute('aria-label'));
  assert(label.startsWith('Диаграмма'), `the diagram's label: ${label}`);
  await closePage(page);
});

test('rules: the rules pages are fetched when the dialog first opens, in the page\'s language; without them the dialog says so', async () => {
  const rulesFiles = (page) => page.requests.filter((u) => /\/locales\/[a-zA-Z-]+-rules-[0-9a-f]{16}\.ftl$/.test(u))
    .map((u) => u.slice(u.lastIndexOf('/') + 1).replace(/-[0-9a-f]{16}\.ftl$/, ''));
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU' });
  const page = await openPage({ context, query: '?variant=russian&opponent=human' });
  eq(rulesFiles(page), [], 'none before the dialog');
  await openRules(page);
  eq(rulesFiles(page), ['ru-rules'], 'the page\'s language\'s, once the dialog opens');
  eq(await page.$eval('#rules h2', (h) => h.textContent), 'Русские шашки', 'written in it');
  await page.click('#rules-close');
  await openRules(page);
  eq(rulesFiles(page), ['ru-rules'], 'fetched once');
  await closePage(page);

  const cut = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await cut.route('**/locales/*-rules-*', (route) => route.abort());
  const offline = await openPage({ context: cut });
  await menu(offline, 'rules-open');
  await waitFor(offline, async () => (await offline.$eval('#rules-body', (b) => b.textContent)).startsWith('The rules could not be loaded'), 'the dialog says why');
  offline.errors = offline.errors.filter((e) => !e.includes('/locales/') && !e.includes('net::ERR_FAILED'));
  await closePage(offline);
});
