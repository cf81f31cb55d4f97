// Starts the engine worker (a classic worker): loads wasm-bindgen's no-modules glue, then the
// wasm next to it. Trunk's generated shim uses an initialisation form wasm-bindgen deprecates.
// The addresses of the fitted weights files, by name (tools/web/post_build.mjs fills them in):
// the worker fetches the one of the rule set it is asked to play.
self.draughtsWeights = /* WEIGHTS */ {} /* END WEIGHTS */;
importScripts("./worker.js");
wasm_bindgen({ module_or_path: "./worker_bg.wasm" });
