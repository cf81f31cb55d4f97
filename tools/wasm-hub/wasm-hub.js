#!/usr/bin/env node
// The page's engine worker code as a Hub engine under Node: each line of standard input goes
// to the wasm session (pkg/, built by build.sh), and what it answers goes to standard output.
// `draughts match --first hub=tools/wasm-hub/wasm-hub.js,...` starts it with the argument
// `hub`, which it ignores. A search runs synchronously, as in the worker; lines that arrive
// meanwhile wait in order.
'use strict';
const path = require('path');
const readline = require('readline');

let HubEngine;
try {
  ({ HubEngine } = require(path.join(__dirname, 'pkg', 'draughts_wasm_hub.js')));
} catch (e) {
  process.stderr.write(`wasm-hub: cannot load pkg/ (run tools/wasm-hub/build.sh): ${e.message}\n`);
  process.exit(1);
}

const engine = new HubEngine();
const input = readline.createInterface({ input: process.stdin, terminal: false });
input.on('line', (line) => {
  const out = engine.line(line);
  if (out) {
    process.stdout.write(out);
  }
  if (engine.quit()) {
    process.exit(0);
  }
});
input.on('close', () => process.exit(0));
