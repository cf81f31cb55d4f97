#!/bin/sh
# Builds the wasm Hub engine for Node: the release wasm of this crate (with the page's
# +simd128 from .cargo/config.toml), wrapped by wasm-bindgen into pkg/ for wasm-hub.js.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
cd "$root"
cargo build --release --target wasm32-unknown-unknown -p draughts-wasm-hub
wasm-bindgen --target nodejs --out-dir "$here/pkg" \
    "$root/target/wasm32-unknown-unknown/release/draughts_wasm_hub.wasm"
# The same wasm for a browser worker (speed.mjs's Chromium column).
wasm-bindgen --target web --out-dir "$here/pkg-web" \
    "$root/target/wasm32-unknown-unknown/release/draughts_wasm_hub.wasm"
