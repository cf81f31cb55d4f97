// The engine worker's speed as the page runs it: serves each given build directory (dist/ of
// `trunk build --release`, with or without wasm-opt), starts its worker (worker_loader.js) in a
// page of headless Chromium and has it analyse fixed positions for a fixed time, the builds
// taking turns. The search is the same in every build (one seed), so each depth takes the same
// nodes in each: it prints, per position, the deepest depth every run finished, its nodes, and
// per build the best time to finish it over the runs (the least disturbed by anything else
// running) and the nodes per second that gives.
//
//   node tools/web/worker_speed.mjs [--ms 3000] [--runs 5] DIR...
//
// Needs the npm modules of tests/e2e (playwright-core) and /usr/bin/chromium (or CHROMIUM=...).

import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const { chromium } = await import(path.join(here, '../../tests/e2e/node_modules/playwright-core/index.mjs'));

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const [, value] = args.splice(i, 2);
  return Number(value);
};
const ms = option('--ms', 3000);
const runs = option('--runs', 5);
const dirs = args.map((d) => path.resolve(d));
if (!dirs.length) throw new Error('usage: node tools/web/worker_speed.mjs [--ms 3000] [--runs 5] DIR...');

// The first middlegame of each of these variants in the engine's bench (crates/engine/src/bench.rs).
const POSITIONS = [
  ['brazilian', 'W:Wa1,c1,e1,g1,a3,c3,g3,b4,f4,h4:Ba5,d6,f6,h6,a7,g7,b8,d8,f8,h8'],
  ['international', 'W:W27,30,31,33,35,36,37,38,40,41,42,43,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,11,12,13,15,16,18,20,22,23'],
  ['english', 'B:W17,20,21,22,24,27,30,31,32:B1,2,3,4,5,8,9,11,12'],
];

const MIME = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css' };
function serve(dir) {
  const server = http.createServer((req, res) => {
    const rel = decodeURIComponent(new URL(req.url, 'http://x').pathname).slice(1) || 'index.html';
    const file = path.join(dir, path.normalize(rel));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) { res.writeHead(404); res.end(); return; }
    res.writeHead(200, { 'content-type': MIME[path.extname(file)] || 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const builds = [];
for (const dir of dirs) {
  const server = await serve(dir);
  const page = await browser.newPage();
  // A blank page of the build's origin: the worker alone, without the game.
  await page.route('**/blank', (r) => r.fulfill({ contentType: 'text/html', body: '<!doctype html>' }));
  await page.goto(`http://127.0.0.1:${server.address().port}/blank`);
  builds.push({ dir, server, page, results: {} });
}

async function analyse(page, variant, fen) {
  return page.evaluate(({ variant, fen, ms }) => new Promise((resolve, reject) => {
    const worker = new Worker('worker_loader.js');
    const infos = [];
    let start = 0;
    worker.onerror = (e) => reject(new Error(`worker: ${e.message}`));
    worker.onmessage = ({ data }) => {
      if (data instanceof ArrayBuffer) return;
      if (data.type === 'ready') {
        start = performance.now();
        worker.postMessage({ id: 1, kind: 'analyze', variant, fen, moves: [], level: 8, movetime_ms: ms, seed: 1 });
      } else if (data.type === 'info') {
        infos.push({ depth: data.depth, nodes: data.nodes, ms: performance.now() - start });
      } else if (data.type === 'best') {
        worker.terminate();
        resolve(infos);
      } else if (data.type === 'error') {
        reject(new Error(data.message));
      }
    };
  }), { variant, fen, ms });
}

for (let run = 0; run < runs; run++) {
  for (const [variant, fen] of POSITIONS) {
    for (const build of builds) {
      const infos = await analyse(build.page, variant, fen);
      (build.results[variant] ||= []).push(infos);
      const last = infos[infos.length - 1];
      console.error(`run ${run + 1} ${path.basename(build.dir)} ${variant}: depth ${last.depth}, ${last.nodes} nodes in ${last.ms.toFixed(0)} ms`);
    }
  }
}

console.log(`| position | depth | nodes | ${builds.map((b) => `${path.basename(b.dir)}: best time, nodes/s`).join(' | ')} |`);
console.log(`|---|---|---|${builds.map(() => '---|').join('')}`);
for (const [variant] of POSITIONS) {
  const all = builds.flatMap((b) => b.results[variant]);
  const depth = Math.min(...all.map((infos) => infos[infos.length - 1].depth));
  const at = (infos) => infos.find((i) => i.depth === depth);
  const nodes = new Set(all.map((infos) => at(infos).nodes));
  if (nodes.size !== 1) console.error(`${variant}: depth ${depth} took different node counts: ${[...nodes]}`);
  const cells = builds.map((b) => {
    const best = Math.min(...b.results[variant].map((infos) => at(infos).ms));
    return `${best.toFixed(0)} ms, ${(at(b.results[variant][0]).nodes / best / 1000).toFixed(2)} M`;
  });
  console.log(`| ${variant} | ${depth} | ${[...nodes].join(' / ')} | ${cells.join(' | ')} |`);
}
for (const build of builds) build.server.close();
await browser.close();
