// End-to-end tests of the built site: serves dist/ on 127.0.0.1 under a sub-path (so relative
// URLs are checked too), drives Debian's Chromium with playwright-core, clicks squares by canvas
// coordinates and reads the board's data attributes, the status line and the canvas pixels.
// The tests are in suites/*.mjs (each registers its tests with lib.mjs's `test`), run in the
// order of their file names.
//
// Usage: node run.mjs [name-filter]. Needs dist/ built (trunk build --release; DIST=... serves
// another directory) and /usr/bin/chromium (override with CHROMIUM=...). Prints "N passed,
// M failed" last; screenshots go to tests/e2e/artifacts/.

import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { here, profile, serve, site, tests } from './lib.mjs';

const suites = path.join(here, 'suites');
for (const file of fs.readdirSync(suites).filter((f) => f.endsWith('.mjs')).sort()) {
  await import(path.join(suites, file));
}

// ---------------------------------------------------------------- runner

const filter = process.argv[2] || '';
const server = await serve();
site.origin = `http://127.0.0.1:${server.address().port}`;
site.browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--no-first-run', '--disable-quic'],
});
let passed = 0, failed = 0;
for (const t of tests.filter((t) => t.name.includes(filter))) {
  const started = Date.now();
  try {
    await t.fn();
    passed++;
    console.log(`ok   ${t.name} (${Date.now() - started} ms)`);
  } catch (e) {
    failed++;
    console.log(`FAIL ${t.name}\n     ${String(e.stack || e).split('\n').slice(0, 3).join('\n     ')}`);
  }
}
await site.browser.close();
server.close();
fs.rmSync(profile, { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
