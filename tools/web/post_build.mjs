// Trunk's post-build hook (Trunk.toml): runs in the staging directory Trunk is about to publish
// as dist/, after every build (`trunk build`, `trunk serve`).
//
// 1. wasm-opt (Binaryen, from npm: compiled to JavaScript, run by Node), release builds only:
//    -Oz on the page's wasm (app-*_bg.wasm: its size is the page's start), -O3 on the engine
//    worker's (worker_bg.wasm: its speed is the computer's strength). Trunk's own wasm-opt step
//    is off (data-wasm-opt="0" in index.html): it would run Debian's binaryen 108, which breaks
//    wasm-bindgen 0.2.130's externref table. DRAUGHTS_WASM_OPT=0 skips this step.
// 2. Checks that index.html holds no inline script or style, which its Content-Security-Policy
//    refuses (Trunk writes the app's loader as <script src="boot.js">: Trunk.toml's
//    pattern_script), and that the policy is there.
// 3. Writes into boot.js the texts it shows before the app runs (the title, "Loading…", a
//    failed start), in every language, from www/locales/<tag>/*.ftl, and the web app
//    manifest in every language (its name and description). Writes each language's messages
//    but English's (which the app holds) as one file, locales/<tag>-<hash>.ftl, every
//    language's rules pages and lessons as another, locales/<tag>-rules-<hash>.ftl, and their
//    names into boot.js, which fetches the page's language's messages while the app loads and
//    its rules pages and lessons when the rules dialog or a lesson opens.
// 4. Writes the engine worker's fitted weights, one file a rule set (see below), and their
//    addresses into worker_loader.js.
// 5. Writes sw.js, the service worker, from www/sw.js: the list of every file of the build with
//    each one's SHA-256 (checked by the browser as it caches them) and the build's version, a
//    hash of them all, which names the cache. Nothing in that list is kept by hand.
//
// Needs `npm ci` in tools/web (.ci/setup runs it).

import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) fail('TRUNK_STAGING_DIR is not set: this script is run by Trunk (Trunk.toml, [[hooks]])');
const release = process.env.TRUNK_PROFILE === 'release';

function fail(message) {
  console.error(`post_build: ${message}`);
  process.exit(1);
}

// ---------------------------------------------------------------- 1. wasm-opt

// The features the wasm32 build uses (Rust's defaults and +simd128 from .cargo/config.toml);
// reference types keep wasm-bindgen's externref table as it is.
const FEATURES = [
  '--enable-simd', '--enable-bulk-memory', '--enable-bulk-memory-opt', '--enable-nontrapping-float-to-int',
  '--enable-sign-ext', '--enable-mutable-globals', '--enable-reference-types', '--enable-multivalue',
];

function wasmOpt(file, level) {
  const bin = path.join(here, 'node_modules', 'binaryen', 'bin', 'wasm-opt');
  if (!fs.existsSync(bin)) fail(`${bin} is missing: run \`npm ci\` in tools/web (or .ci/setup)`);
  const before = fs.statSync(file).size;
  const out = `${file}.opt`;
  const run = spawnSync(process.execPath, [bin, file, '-o', out, level, ...FEATURES], { stdio: 'inherit' });
  if (run.status !== 0) fail(`wasm-opt ${level} ${path.basename(file)} failed`);
  fs.renameSync(out, file);
  console.log(`post_build: wasm-opt ${level} ${path.basename(file)}: ${before} -> ${fs.statSync(file).size} bytes`);
}

const top = fs.readdirSync(staging);
if (release && process.env.DRAUGHTS_WASM_OPT !== '0') {
  const app = top.filter((f) => /^app-.*_bg\.wasm$/.test(f));
  if (app.length !== 1 || !top.includes('worker_bg.wasm')) fail(`unexpected wasm files: ${top.join(' ')}`);
  wasmOpt(path.join(staging, app[0]), '-Oz');
  wasmOpt(path.join(staging, 'worker_bg.wasm'), '-O3');
}

// ---------------------------------------------------------------- 2. index.html

const html = fs.readFileSync(path.join(staging, 'index.html'), 'utf8');
for (const tag of html.match(/<script\b[^>]*>/gi) || []) {
  if (!/\ssrc=/i.test(tag)) fail(`index.html has an inline script, which its CSP refuses: ${tag}`);
}
if (/<style\b/i.test(html) || /<[^>]+\sstyle=/i.test(html)) fail('index.html has an inline style, which its CSP refuses');
const tags = html.replace(/<!--[\s\S]*?-->/g, '').match(/<[a-z][^>]*>/gi) || [];
if (tags.some((t) => /\son[a-z]+=/i.test(t))) fail('index.html has an inline event handler, which its CSP refuses');
if (!/http-equiv="Content-Security-Policy"/i.test(html)) fail('index.html has no Content-Security-Policy');

// ---------------------------------------------------------------- 3. boot.js's texts, manifests

// Texts from each language's .ftl files that are shown outside the app: boot.js's before the
// app runs, and the web app manifest's. Single-line messages, whose only variable is
// startup-failed's { $error } (replaced by boot.js).
const BOOT_MESSAGES = ['title', 'loading', 'startup-failed', 'startup-too-old'];
const MANIFEST_MESSAGES = ['title', 'manifest-description'];
const locales = path.join(root, 'www', 'locales');
const texts = {};
const localeFiles = { messages: {}, rules: {} };
// The .ftl files fetched only when the rules dialog or a lesson opens (www/build.rs's TEACHING).
const TEACHING = ['rules.ftl', 'learn.ftl', 'review.ftl', 'puzzles.ftl'];
fs.mkdirSync(path.join(staging, 'locales'), { recursive: true });
for (const tag of fs.readdirSync(locales).sort()) {
  const dir = path.join(locales, tag);
  if (!fs.statSync(dir).isDirectory()) continue;
  const found = {};
  // In the order www/build.rs lists them, one after the other: Fluent reads them as one.
  const ftl = fs.readdirSync(dir).filter((f) => f.endsWith('.ftl')).sort()
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
  for (const line of ftl.join('\n').split('\n')) {
    const m = /^([a-z][a-z0-9-]*) *= *(.*)$/.exec(line);
    if (m) found[m[1]] = m[2].trim();
  }
  // The teaching texts (the rules pages and the lessons, TEACHING) in a file of their own in
  // every language, English's too, fetched when the rules or a lesson opens; the rest in one
  // file, but English's (built in).
  const write = (files, name) => {
    const all = files.map((text) => `${text.replace(/\n*$/, '')}\n`).join('\n');
    const hash = crypto.createHash('sha256').update(all).digest('hex').slice(0, 16);
    const file = `locales/${name}-${hash}.ftl`;
    fs.writeFileSync(path.join(staging, file), all);
    return file;
  };
  const names = fs.readdirSync(dir).filter((f) => f.endsWith('.ftl')).sort();
  const pageFiles = ftl.filter((_, i) => !TEACHING.includes(names[i]));
  const rulesFiles = ftl.filter((_, i) => TEACHING.includes(names[i]));
  if (tag !== 'en') localeFiles.messages[tag] = write(pageFiles, tag);
  if (rulesFiles.length) localeFiles.rules[tag] = write(rulesFiles, `${tag}-rules`);
  for (const id of [...BOOT_MESSAGES, ...MANIFEST_MESSAGES]) {
    const value = found[id];
    if (!value) fail(`www/locales/${tag} lacks ${id} on one line, which is shown outside the app`);
    if (/\{/.test(value.replace(/\{ *\$error *\}/, ''))) fail(`www/locales/${tag}: ${id} may only use { $error }`);
  }
  texts[tag] = found;
}
if (!texts.en) fail('www/locales/en is missing');
const pick = (found, ids) => Object.fromEntries(ids.map((id) => [id, found[id]]));

const bootFile = path.join(staging, 'boot.js');
const boot = fs.readFileSync(bootFile, 'utf8');
const marked = /\/\* MESSAGES \*\/[^]*?\/\* END MESSAGES \*\//;
if (!marked.test(boot)) fail('boot.js has no /* MESSAGES */ ... /* END MESSAGES */ to fill');
const bootTexts = Object.fromEntries(Object.entries(texts).map(([tag, found]) => [tag, pick(found, BOOT_MESSAGES)]));
const filled = `/* MESSAGES */ ${JSON.stringify(bootTexts)} /* END MESSAGES */`;
const markedFiles = /\/\* LOCALE FILES \*\/[^]*?\/\* END LOCALE FILES \*\//;
if (!markedFiles.test(boot)) fail('boot.js has no /* LOCALE FILES */ ... /* END LOCALE FILES */ to fill');
const filledFiles = `/* LOCALE FILES */ ${JSON.stringify(localeFiles)} /* END LOCALE FILES */`;
fs.writeFileSync(bootFile, boot.replace(marked, () => filled).replace(markedFiles, () => filledFiles));

// The manifest in each language: manifest.webmanifest in English, manifest-<tag>.webmanifest
// for the others (boot.js points the page's <link rel="manifest"> at the page's language's).
const manifestFile = path.join(staging, 'manifest.webmanifest');
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
for (const [tag, found] of Object.entries(texts)) {
  const name = found.title;
  const own = { ...manifest, name, short_name: name, description: found['manifest-description'], lang: tag };
  const file = tag === 'en' ? manifestFile : path.join(staging, `manifest-${tag}.webmanifest`);
  fs.writeFileSync(file, `${JSON.stringify(own, null, 2)}\n`);
}

// ---------------------------------------------------------------- 4. the engine's weights

// The fitted weights the engine worker reads (it is built without them): each file of
// crates/engine/src/eval/ named here becomes weights/<name>-<hash>.bin, and worker_loader.js
// learns their addresses (self.draughtsWeights, by name), so that the worker fetches only the
// file of the rule set it plays. The list is the worker's own: a native test of
// crates/worker (engine_service.rs) checks that it names exactly the files the worker reads.
const WEIGHTS = ['patterns/brazilian', 'patterns/russian', 'patterns/international', 'patterns/spanish', 'network/english'];
const weightFiles = {};
fs.mkdirSync(path.join(staging, 'weights'), { recursive: true });
for (const name of WEIGHTS) {
  const bytes = fs.readFileSync(path.join(root, 'crates', 'engine', 'src', 'eval', `${name}.bin`));
  const hash = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  weightFiles[name] = `weights/${name.replace('/', '-')}-${hash}.bin`;
  fs.writeFileSync(path.join(staging, weightFiles[name]), bytes);
}
const loaderFile = path.join(staging, 'worker_loader.js');
const loader = fs.readFileSync(loaderFile, 'utf8');
const markedWeights = /\/\* WEIGHTS \*\/[^]*?\/\* END WEIGHTS \*\//;
if (!markedWeights.test(loader)) fail('worker_loader.js has no /* WEIGHTS */ ... /* END WEIGHTS */ to fill');
fs.writeFileSync(loaderFile, loader.replace(markedWeights, () => `/* WEIGHTS */ ${JSON.stringify(weightFiles)} /* END WEIGHTS */`));

// ---------------------------------------------------------------- 5. sw.js

function list(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const rel = prefix + e.name;
    return e.isDirectory() ? list(path.join(dir, e.name), `${rel}/`) : [rel];
  });
}

const files = list(staging).filter((f) => f !== 'sw.js').sort();
const integrity = {};
const version = crypto.createHash('sha256');
for (const file of files) {
  const digest = crypto.createHash('sha256').update(fs.readFileSync(path.join(staging, file))).digest('base64');
  integrity[file] = `sha256-${digest}`;
  version.update(`${file}\0${digest}\n`);
}
const build = { version: version.digest('hex').slice(0, 16), files: integrity };

const template = fs.readFileSync(path.join(root, 'www', 'sw.js'), 'utf8');
const marker = /^const BUILD = .*$/m;
if (!marker.test(template)) fail('www/sw.js has no line `const BUILD = ...`');
fs.writeFileSync(path.join(staging, 'sw.js'), template.replace(marker, () => `const BUILD = ${JSON.stringify(build)};`));
console.log(`post_build: sw.js caches ${files.length} files, version ${build.version}`);
