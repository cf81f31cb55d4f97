#!/usr/bin/env bash
# The browser game's checks: build dist/ with Trunk, run the www wasm-bindgen browser tests in
# headless Chromium, then the end-to-end tests on the built site. Exits non-zero on any failure;
# the e2e suite's last line is "N passed, M failed".
#
# Needs (installed by .ci/setup, nothing is downloaded here): the wasm32-unknown-unknown
# target; trunk 0.21.14, wasm-bindgen-cli 0.2.130 (wasm-bindgen and wasm-bindgen-test-runner)
# on PATH; Debian's chromium and chromedriver; Node 20 with npm (tools/web installs Binaryen for
# Trunk's post-build hook, tests/e2e playwright-core, each from its package-lock.json).
set -euo pipefail
cd "$(dirname "$0")/.."

export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
# wasm-bindgen-test-runner gives ChromeDriver 5 s to bind its port by default; on a loaded
# machine it took longer and the run failed before any test ("driver failed to bind port").
export WASM_BINDGEN_TEST_DRIVER_TIMEOUT="${WASM_BINDGEN_TEST_DRIVER_TIMEOUT:-60}"
export TRUNK_SKIP_VERSION_CHECK=true

echo "== native unit tests of draughts-web and draughts-worker (the engine service and protocol)"
cargo test -p draughts-worker -p draughts-web --lib

echo "== trunk build --release (post-build hook: wasm-opt, sw.js; tools/web/post_build.mjs)"
(cd tools/web && { [ -d node_modules/binaryen ] || npm ci --no-audit --no-fund; })
trunk build --release
test -f dist/index.html
test -f dist/worker_loader.js
test -f dist/sw.js

echo "== the first visit's download (tools/web/size_check.mjs: app wasm and first visit, gzipped)"
node tools/web/size_check.mjs dist

echo "== www browser tests (wasm-bindgen-test, headless Chromium)"
(cd www && cargo test -p draughts-web --target wasm32-unknown-unknown --test web)

echo "== end-to-end tests (playwright-core, Chromium, dist/ on 127.0.0.1)"
(cd tests/e2e && { [ -d node_modules/playwright-core ] && [ -d node_modules/axe-core ] || npm ci --no-audit --no-fund; } && node run.mjs)
