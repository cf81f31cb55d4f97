// The engine bench in a browser worker (a module worker of a blank page, as the page's engine
// worker is a worker of the game's page), for speed.mjs: runs bench(depth, network) twice, so that the
// second run meets code the optimising tier has compiled, and posts the second run's lines.
import init, { bench } from './pkg-web/draughts_wasm_hub.js';

self.onmessage = async ({ data }) => {
  await init();
  bench(data.depth, data.network);
  self.postMessage(bench(data.depth, data.network));
};
