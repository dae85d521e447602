#!/usr/bin/env node
// Writes ui/js/zh-hant.js: every 简体 text of the UI in 繁體中文 — the UI's strings, the error
// texts, the rules pages, the names the engine gives (sides,
// units, AI levels, presets) and the `zh` texts of the engine's data files (the lessons). Run
// it after adding or changing a 中文 text:
//
//     npm ci --prefix scripts/traditional      (once: OpenCC's tables, pinned)
//     node scripts/traditional/convert.mjs
//
// How: OpenCC (opencc-js) converts each text from mainland Simplified to Taiwan-standard
// characters with Taiwan phrases (`cn` → `twp`: 设置 → 設定, 默认 → 預設, 导出 → 匯出), which
// readers in Hong Kong and Macau read as well; then the curly quotes become corner brackets
// (“…” → 「…」), and the reviewed exceptions in exceptions.json are applied: phrases OpenCC
// gets wrong here, and whole texts chosen by hand. The 简体 sources it converted are kept in
// sources.json, so that a unit test can tell when a 简体 text changed without its twin.

import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simplifiedSources, engineDataTexts } from './sources.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');
const OUT = join(ROOT, 'ui', 'js', 'zh-hant.js');

async function openCC() {
  try {
    return await import('opencc-js');
  } catch (e) {
    console.error('convert.mjs: opencc-js is missing: run `npm ci --prefix scripts/traditional` first');
    process.exit(2);
  }
}

/** The engine's Chinese names, from its `zh_names` example, and its data files' texts. */
function engineNames() {
  const out = execFileSync('cargo', ['run', '-q', '-p', 'shuangcheng-engine', '--example', 'zh_names'], { cwd: ROOT, encoding: 'utf8' });
  return [...new Set([...out.split('\n').filter(Boolean), ...engineDataTexts()])];
}

const QUOTES = [['“', '「'], ['”', '」'], ['‘', '『'], ['’', '』']];

/** A converter with the exceptions applied, and a record of the exceptions it used. */
function makeConverter(OpenCC, exceptions) {
  const twp = OpenCC.Converter({ from: 'cn', to: 'twp' });
  const phrases = exceptions.filter((e) => e.from !== undefined);
  const used = new Set();
  const convert = (text) => {
    let out = twp(text);
    for (const [a, b] of QUOTES) out = out.split(a).join(b);
    for (const e of phrases) {
      if (!out.includes(e.from)) continue;
      used.add(e);
      out = out.split(e.from).join(e.to);
    }
    return out;
  };
  return { convert, used };
}

/** `value` with every string in it converted (keys and the nesting stay). */
function deepConvert(value, convert) {
  if (typeof value === 'string') return convert(value);
  if (Array.isArray(value)) return value.map((v) => deepConvert(v, convert));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deepConvert(v, convert)]));
  return value;
}

/** Puts the hand-chosen whole texts (`{ at: [part, key…], text }`) in place. */
function applyOverrides(tables, exceptions) {
  for (const e of exceptions.filter((x) => x.at)) {
    let node = tables;
    for (const k of e.at.slice(0, -1)) node = node && node[k];
    const last = e.at[e.at.length - 1];
    if (!node || !(last in node)) throw new Error(`exceptions.json: no text at ${e.at.join(' / ')}`);
    node[last] = e.text;
  }
}

const HEADER = `// 繁體中文: every 简体 text of the UI (strings, error texts, rules pages)
// and the engine's names and data texts such as the lessons' (\`names\`, by their 简体 form), converted by
// scripts/traditional/convert.mjs with OpenCC's Taiwan tables and the reviewed exceptions in
// scripts/traditional/exceptions.json. Generated: do not edit by hand; run the script.
`;

async function main() {
  const OpenCC = await openCC();
  const exceptions = JSON.parse(readFileSync(join(HERE, 'exceptions.json'), 'utf8'));
  const { convert, used } = makeConverter(OpenCC, exceptions);
  const sources = simplifiedSources();
  const names = engineNames();
  const tables = deepConvert(sources, convert);
  tables.names = Object.fromEntries(names.map((n) => [n, convert(n)]));
  applyOverrides(tables, exceptions);
  const unused = exceptions.filter((e) => e.from !== undefined && !used.has(e));
  if (unused.length) {
    console.error(`convert.mjs: exceptions no text needs any more (remove them from exceptions.json): ${unused.map((e) => e.from).join(', ')}`);
    process.exit(1);
  }
  writeFileSync(OUT, `${HEADER}export const ZH_HANT = ${JSON.stringify(tables, null, 2)};\n`);
  writeFileSync(join(HERE, 'sources.json'), JSON.stringify(Object.assign({}, sources, { names }), null, 2) + '\n');
  const count = JSON.stringify(tables).length;
  console.log(`wrote ${OUT} (${names.length} engine names, ${count} characters of JSON)`);
}

main();
