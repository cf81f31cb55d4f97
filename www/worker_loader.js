// Starts the engine worker (a classic worker): loads wasm-bindgen's no-modules glue, then the
// wasm next to it. Trunk's generated shim uses an initialisation form wasm-bindgen deprecates.
importScripts("./worker.js");
wasm_bindgen({ module_or_path: "./worker_bg.wasm" });
