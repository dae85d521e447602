#!/usr/bin/env node
// The size rule of the developers' guide: no source file over 600 lines and no function over
// 80, apart from data tables. Run by `make test` (target `size`); prints every breach and
// exits 1 if there is one.
//
//   node scripts/check-size.mjs [FILE...]      (default: every .rs/.js/.mjs file under
//                                               engine/, src-tauri/, ui/, tests/, scripts/)
//
// How it counts:
// - A file's lines are all its lines, less the lines of its data tables.
// - A data table is a top-level `const`/`static` item (Rust) or a top-level `const NAME =` or
//   `export default` (JS) whose value is a literal of data: no function inside it (the golden
//   files, tests/unit/golden/*.js, are each one). A function that builds a table in code is a
//   function like any other.
// - A function runs from its first line to the line of its closing brace, blank and comment
//   lines and nested functions included. Its first line is the line of its `fn` or `function`
//   keyword; for a JS method (`name(…) {`) or arrow function (`… => {`), the line of its opening
//   brace. Rust closures are parts of their function; JS arrows with a brace body are functions
//   (a test's callback too). Braces inside strings, template literals, character literals and
//   comments do not count.

import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MAX_FILE_LINES = 600;
export const MAX_FUNCTION_LINES = 80;
const ROOTS = ['engine', 'src-tauri', 'ui', 'tests', 'scripts'];
const SKIP_DIRS = new Set(['target', 'node_modules', 'artifacts', 'gen', '.git']);
const NOT_FUNCTION_BEFORE_PARENS = new Set(['if', 'for', 'while', 'switch', 'catch', 'with', 'return', 'function']);

/**
 * Splits source text into the tokens that matter here: words, brackets, `=>`, `;` and `=`,
 * each with its line (1-based). Strings, template literals, character literals, regex
 * literals and comments become nothing (a template's `${…}` is scanned as code).
 */
export function tokenize(text, lang) {
  const s = new Scanner(text, lang);
  while (s.i < text.length) s.step();
  return s.out;
}

const WORD = /[\w$]+/y;

class Scanner {
  constructor(text, lang) {
    Object.assign(this, { text, lang, i: 0, line: 1, depth: 0, out: [] });
    this.templates = []; // the brace depth at which each open template's `${` began
    this.last = ''; // the last significant character or word: a JS regex or a division?
  }

  push(v) {
    this.out.push({ v, line: this.line });
  }

  /** Moves over `n` characters, counting lines. */
  skip(n) {
    for (let k = 0; k < n && this.i < this.text.length; k++) {
      if (this.text[this.i] === '\n') this.line++;
      this.i++;
    }
  }

  /** Moves to just past the next `end` (a string's closing quote), over backslash escapes. */
  skipQuoted(end) {
    while (this.i < this.text.length && !this.text.startsWith(end, this.i)) this.skip(this.text[this.i] === '\\' ? 2 : 1);
    this.skip(end.length);
  }

  /** From inside a template literal to its end, or into the code of its next `${`. */
  skipTemplate() {
    while (this.i < this.text.length) {
      const c = this.text[this.i];
      if (c === '\\') this.skip(2);
      else if (c === '`') return this.skip(1);
      else if (c === '$' && this.text[this.i + 1] === '{') {
        this.templates.push(this.depth++);
        return this.skip(2);
      } else this.skip(1);
    }
  }

  skipComment() {
    if (this.text[this.i + 1] === '/') {
      while (this.i < this.text.length && this.text[this.i] !== '\n') this.i++;
      return;
    }
    let nest = 1;
    this.skip(2);
    while (this.i < this.text.length && nest > 0) {
      const two = this.text.slice(this.i, this.i + 2);
      if (this.lang === 'rust' && two === '/*') nest++;
      if (two === '*/') nest--;
      this.skip(two === '/*' || two === '*/' ? 2 : 1);
    }
  }

  skipRegex() {
    let inClass = false;
    this.i++;
    while (this.i < this.text.length && this.text[this.i] !== '\n') {
      const r = this.text[this.i];
      if (r === '/' && !inClass) break;
      if (r === '[') inClass = true;
      else if (r === ']') inClass = false;
      this.i += r === '\\' ? 2 : 1;
    }
    this.i++;
    while (/[a-z]/.test(this.text[this.i] || '')) this.i++;
  }

  /** A Rust character literal ('a', '\n', '\u{1F600}', '{') or a lifetime ('a). */
  skipQuote() {
    const m = /^'(?:\\(?:u\{[0-9a-fA-F]+\}|x[0-9a-fA-F]{2}|.)|[^\\'\n])'/u.exec(this.text.slice(this.i, this.i + 12));
    this.i += m ? m[0].length : 1;
  }

  /** Rust raw and byte strings: r"…", r#"…"#, br"…", b"…". */
  rawString() {
    const m = /^(?:br|r|b)(#*)"/.exec(this.text.slice(this.i, this.i + 12));
    if (!m || /\w/.test(this.text[this.i - 1] || '')) return false;
    this.skip(m[0].length);
    if (m[0] === 'b"') this.skipQuoted('"');
    else this.skipQuoted('"' + m[1]);
    return true;
  }

  closeBrace() {
    const open = this.templates.length && this.templates[this.templates.length - 1] === this.depth - 1;
    this.depth--;
    this.i++;
    if (!open) return this.push('}');
    this.templates.pop();
    this.skipTemplate();
  }

  /** One token, or one thing skipped. */
  step() {
    const { text, lang } = this;
    const c = text[this.i];
    const comment = c === '/' && (text[this.i + 1] === '/' || text[this.i + 1] === '*');
    if (comment) return this.skipComment();
    if (/\s/.test(c)) return this.skip(1);
    const before = this.last;
    WORD.lastIndex = this.i;
    const word = WORD.exec(text);
    this.last = word ? word[0] : c;
    if (c === '/' && lang === 'js' && regexMayStart(before)) return this.skipRegex();
    if (c === '"' || (c === "'" && lang === 'js')) return this.skip(1), this.skipQuoted(c);
    if (c === "'") return this.skipQuote();
    if (c === '`' && lang === 'js') return this.skip(1), this.skipTemplate();
    if (lang === 'rust' && (c === 'r' || c === 'b') && this.rawString()) return;
    if (word) {
      this.push(word[0]);
      this.i += word[0].length;
    } else if (c === '=' && text[this.i + 1] === '>') {
      this.push('=>');
      this.i += 2;
    } else if (c === '}') {
      this.closeBrace();
    } else {
      if (c === '{') this.depth++;
      if ('{()[];='.includes(c)) this.push(c);
      this.i++;
    }
  }
}

/** Whether a `/` after `before` (the last significant character or word) starts a regex. */
function regexMayStart(before) {
  return before === '' || '(,=:[!&|?{};+-*%<>~^'.includes(before) || ['return', 'typeof', 'case', 'of', 'in', 'void', 'yield', 'await'].includes(before);
}

/** Index of the token closing the bracket opened at `open` (`{`/`}` or `(`/`)`). */
function closing(tokens, open) {
  const [o, c] = tokens[open].v === '(' ? ['(', ')'] : ['{', '}'];
  let n = 0;
  for (let k = open; k < tokens.length; k++) {
    if (tokens[k].v === o) n++;
    else if (tokens[k].v === c && --n === 0) return k;
  }
  return tokens.length - 1;
}

/** The index of the `(` matching the `)` at `close`. */
function openingParen(tokens, close) {
  let n = 0;
  for (let k = close; k >= 0; k--) {
    if (tokens[k].v === ')') n++;
    else if (tokens[k].v === '(' && --n === 0) return k;
  }
  return -1;
}

/** Functions: `{ name, start, end }` with their first and last lines. */
export function functions(tokens, lang) {
  const out = [];
  for (let k = 0; k < tokens.length; k++) {
    const tok = tokens[k];
    if (lang === 'rust' && tok.v === 'fn' && tokens[k + 1] && /^\w/.test(tokens[k + 1].v)) {
      // The body is the first `{` at bracket depth 0 before a `;` (a declaration has none).
      let parens = 0;
      for (let m = k + 1; m < tokens.length; m++) {
        const v = tokens[m].v;
        if (v === '(') parens++;
        else if (v === ')') parens--;
        else if (parens === 0 && v === ';') break;
        else if (parens === 0 && v === '{') {
          out.push({ name: tokens[k + 1].v, start: tok.line, end: tokens[closing(tokens, m)].line });
          break;
        }
      }
    } else if (lang === 'js' && tok.v === '{' && k > 0) {
      const prev = tokens[k - 1];
      if (prev.v === '=>') {
        out.push({ name: '(arrow)', start: tok.line, end: tokens[closing(tokens, k)].line });
      } else if (prev.v === ')') {
        const open = openingParen(tokens, k - 1);
        const before = tokens[open - 1];
        if (!before || !/^[\w$]/.test(before.v) || NOT_FUNCTION_BEFORE_PARENS.has(before.v) && before.v !== 'function') continue;
        const kw = tokens[open - 2] && tokens[open - 2].v === 'function' ? tokens[open - 2] : before.v === 'function' ? before : null;
        out.push({ name: before.v === 'function' ? '(anonymous)' : before.v, start: (kw || tok).line, end: tokens[closing(tokens, k)].line });
      }
    }
  }
  return out;
}

/** Line ranges `[start, end]` of the file's data tables (see the header). */
export function dataTables(tokens, lang, fns) {
  const out = [];
  let depth = 0;
  for (let k = 0; k < tokens.length; k++) {
    const v = tokens[k].v;
    if (v === '{') depth++;
    else if (v === '}') depth--;
    const exported = lang === 'js' && v === 'default' && k > 0 && tokens[k - 1].v === 'export';
    const item = lang === 'rust' ? v === 'const' || v === 'static' : v === 'const' || exported;
    if (depth !== 0 || !item || (tokens[k + 1] && tokens[k + 1].v === 'fn')) continue;
    // The value runs from the `=` (or `default`) to the `;` at this depth (or, in JS, to the end
    // of its bracket).
    let eq = k;
    if (!exported) {
      let brackets = 0;
      for (eq = k + 1; eq < tokens.length; eq++) {
        const w = tokens[eq].v;
        if (w === '[') brackets++;
        else if (w === ']') brackets--;
        else if (brackets === 0 && (w === '=' || w === ';' || w === '{')) break;
      }
      if (!tokens[eq] || tokens[eq].v !== '=') continue;
    }
    let end = eq + 1;
    let n = 0;
    for (; end < tokens.length; end++) {
      const w = tokens[end].v;
      if (w === '{' || w === '(' || w === '[') n++;
      else if (w === '}' || w === ')' || w === ']') n--;
      const closed = n === 0 && '})]'.includes(w) && (!tokens[end + 1] || tokens[end + 1].line > tokens[end].line);
      if (n === 0 && (w === ';' || (lang === 'js' && closed))) break;
      if (n < 0) break;
    }
    const [start, stop] = [tokens[k].line, tokens[Math.min(end, tokens.length - 1)].line];
    const hasFunction = fns.some((f) => f.start >= start && f.end <= stop) || tokens.slice(eq, end).some((t) => t.v === 'function' || t.v === '=>' || t.v === 'fn');
    if (!hasFunction && stop > start) out.push([start, stop]);
  }
  return out;
}

/** The breaches of one file's text: strings for the report. */
export function check(path, text) {
  const lang = path.endsWith('.rs') ? 'rust' : 'js';
  const tokens = tokenize(text, lang);
  const fns = functions(tokens, lang);
  const tables = dataTables(tokens, lang, fns);
  const total = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  const tableLines = tables.reduce((n, [a, b]) => n + b - a + 1, 0);
  const problems = [];
  if (total - tableLines > MAX_FILE_LINES) {
    problems.push(`${path}: ${total - tableLines} lines (over ${MAX_FILE_LINES}${tableLines ? `, data tables of ${tableLines} lines left out` : ''})`);
  }
  for (const f of fns) {
    const n = f.end - f.start + 1;
    if (n > MAX_FUNCTION_LINES) problems.push(`${path}:${f.start}: function ${f.name} is ${n} lines (over ${MAX_FUNCTION_LINES})`);
  }
  return problems;
}

function sources(dir, out) {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) sources(p, out);
    else if (/\.(rs|js|mjs)$/.test(name)) out.push(p);
  }
  return out;
}

function main() {
  const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
  const args = process.argv.slice(2);
  const files = args.length ? args : ROOTS.flatMap((r) => sources(join(repo, r), []));
  const problems = files.flatMap((f) => check(relative(repo, f) || f, readFileSync(f, 'utf8')));
  for (const p of problems) console.log(p);
  if (problems.length) {
    console.log(`size: ${problems.length} breach${problems.length === 1 ? '' : 'es'} of the size rule (files ≤ ${MAX_FILE_LINES} lines, functions ≤ ${MAX_FUNCTION_LINES})`);
    process.exit(1);
  }
  console.log(`size: ${files.length} files, none over ${MAX_FILE_LINES} lines, no function over ${MAX_FUNCTION_LINES}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
