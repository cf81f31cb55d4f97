// The side-by-side speed table: `draughts bench`'s positions searched natively (the release
// `draughts bench --network tables`, as the page evaluates English), by the same engine's wasm
// under Node, and in a worker of headless Chromium, taking turns for a number of rounds so that
// all three meet the same load. The searches are deterministic: each position takes the same
// nodes everywhere (checked). Under Node and in the worker the bench runs twice and the second
// run counts: the first one's code is still being compiled by the optimising tier (as in a
// page, whose worker searches many times). Prints the best time of the rounds for each
// position (the least disturbed by anything else running: on a loaded machine a whole
// run is always interrupted, a position of a few milliseconds often not) and the speed relative
// to native, per variant and for the whole bench (the positions' best times added up).
//
//   tools/wasm-hub/build.sh && cargo build --release -p draughts-cli
//   node tools/wasm-hub/speed.mjs [--rounds 5] [--depth 9] [--network]
//   NATIVE_BASELINE=path/to/draughts node tools/wasm-hub/speed.mjs ...   (one more column)
//
// Needs the npm modules of tests/e2e (playwright-core) and /usr/bin/chromium (or CHROMIUM=...).

import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const { chromium } = await import(path.join(root, 'tests/e2e/node_modules/playwright-core/index.mjs'));

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i < 0 ? fallback : Number(args[i + 1]);
};
const rounds = option('--rounds', 5);
const depth = option('--depth', 9);
// English by the built-in network everywhere (the command line's default) instead of by its
// terms and tables (the page's).
const network = args.includes('--network');

/** The bench's lines: one per position (variant, nodes, ms, FEN), then the totals. */
function parse(text) {
  const positions = [];
  for (const line of text.split('\n')) {
    const m = line.match(/^(\w+)\s+(\d+)\s+([\d.]+) ms\s+(\S+)/);
    if (m) positions.push({ variant: m[1], nodes: Number(m[2]), ms: Number(m[3]), fen: m[4] });
  }
  const nodes = Number(text.match(/^nodes (\d+)/m)?.[1]);
  const ms = Number(text.match(/^time ([\d.]+) ms/m)?.[1]);
  if (!positions.length || !nodes || !ms) throw new Error(`not a bench output:\n${text}`);
  return { positions, nodes, ms };
}

const benchOf = (program) => () =>
  execFileSync(program, ['bench', ...(network ? [] : ['--network', 'tables']), '--depth', String(depth)], { encoding: 'utf8' });
const native = benchOf(path.join(root, 'target/release/draughts'));

const node = () =>
  execFileSync(process.execPath, ['-e', `const { bench } = require(${JSON.stringify(path.join(here, 'pkg/draughts_wasm_hub.js'))}); bench(${depth}, ${network}); process.stdout.write(bench(${depth}, ${network}))`], { encoding: 'utf8' });

const MIME = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm' };
const server = http.createServer((req, res) => {
  const rel = decodeURIComponent(new URL(req.url, 'http://x').pathname).slice(1);
  const file = path.join(here, path.normalize(rel));
  if (rel === 'blank') { res.writeHead(200, { 'content-type': 'text/html' }); res.end('<!doctype html>'); return; }
  if (!file.startsWith(here) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) { res.writeHead(404); res.end(); return; }
  res.writeHead(200, { 'content-type': MIME[path.extname(file)] || 'application/octet-stream' });
  fs.createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const page = await browser.newPage();
await page.goto(`http://127.0.0.1:${server.address().port}/blank`);
const chromiumBench = () =>
  page.evaluate(({ depth, network }) => new Promise((resolve, reject) => {
    const worker = new Worker('bench_worker.mjs', { type: 'module' });
    worker.onerror = (e) => reject(new Error(`worker: ${e.message}`));
    worker.onmessage = ({ data }) => { worker.terminate(); resolve(data); };
    worker.postMessage({ depth, network });
  }), { depth, network });

const runners = [['native', native], ['Node', node], ['Chromium', chromiumBench]];
// Another native build beside them, e.g. one for x86-64's baseline instructions (built with
// RUSTFLAGS="-C target-cpu=x86-64"), to see what the processor's own instructions give.
if (process.env.NATIVE_BASELINE) runners.push(['native baseline', benchOf(process.env.NATIVE_BASELINE)]);
const best = {};
for (let round = 1; round <= rounds; round++) {
  for (const [name, run] of runners) {
    const result = parse(await run());
    console.error(`round ${round} ${name}: ${result.nodes} nodes, ${result.ms} ms`);
    const kept = best[name];
    if (!kept) { best[name] = result; continue; }
    if (result.nodes !== kept.nodes) throw new Error(`${name}: ${result.nodes} nodes, earlier ${kept.nodes}`);
    result.positions.forEach((p, i) => { kept.positions[i].ms = Math.min(kept.positions[i].ms, p.ms); });
  }
}
await browser.close();
server.close();

const reference = best.native;
for (const [name] of runners) {
  if (best[name].nodes !== reference.nodes) throw new Error(`${name} searched ${best[name].nodes} nodes, native ${reference.nodes}`);
}
const speed = (nodes, ms) => (nodes / Math.max(ms, 0.1) / 1000).toFixed(2);
console.log(`depth ${depth}, English by ${network ? 'the network' : 'the tables'}, each position's best of ${rounds} rounds added up; M nodes/s (ratio to native)\n`);
console.log(`| positions | nodes | ${runners.map(([name]) => name).join(' | ')} |`);
console.log(`|---|---|${runners.map(() => '---|').join('')}`);
const row = (label, nodes, pick) => {
  const cells = runners.map(([name]) => {
    const ms = pick(best[name]);
    const nps = speed(nodes, ms);
    return name === 'native' ? `${nps} (${ms} ms)` : `${nps} (${(pick(reference) / Math.max(ms, 0.1)).toFixed(2)})`;
  });
  console.log(`| ${label} | ${nodes.toLocaleString('en')} | ${cells.join(' | ')} |`);
};
// Per variant: its positions' best times added up (single positions take a few milliseconds).
for (const variant of [...new Set(reference.positions.map((p) => p.variant))]) {
  const mine = (b) => b.positions.filter((p) => p.variant === variant);
  const nodes = mine(reference).reduce((n, p) => n + p.nodes, 0);
  row(variant, nodes, (b) => Number(mine(b).reduce((ms, p) => ms + p.ms, 0).toFixed(1)));
}
row('**all**', reference.nodes, (b) => Number(b.positions.reduce((ms, p) => ms + p.ms, 0).toFixed(1)));
