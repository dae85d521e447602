// The size rule's counting (scripts/check-size.mjs): what a function is, what a data table is.

import test from 'node:test';
import assert from 'node:assert/strict';
import { tokenize, functions, dataTables, check } from '../../scripts/check-size.mjs';

const fns = (text, lang) => functions(tokenize(text, lang), lang).map((f) => [f.name, f.start, f.end]);
const body = (n) => Array.from({ length: n }, (_, i) => `  x${i}();`).join('\n');

test('JS functions: declarations, methods and arrows, from their first line to their brace', () => {
  const js = ['function a(x) {', '  if (x) {', '    return 1;', '  }', '}', 'const o = {', '  m() {', '  },', '};', 'list.map((v) => {', '  return v;', '});'].join('\n');
  assert.deepEqual(fns(js, 'js'), [['a', 1, 5], ['m', 7, 8], ['(arrow)', 10, 12]]);
});

test('braces in strings, templates, regexes and comments do not count', () => {
  const js = ["function a() {", "  const s = '}' + \"{\" + `${'}'} }`;", '  const r = /[{]/g; // }', '  /* { */', '}'].join('\n');
  assert.deepEqual(fns(js, 'js'), [['a', 1, 5]]);
  const rs = ['fn a() {', '    let c = \'{\';', '    let s = r#"}"#;', "    let l: &'static str = \"}\";", '}'].join('\n');
  assert.deepEqual(fns(rs, 'rust'), [['a', 1, 5]]);
});

test('Rust functions: items with a body from their fn line; declarations have none', () => {
  const rs = ['trait T {', '    fn decl(&self);', '    fn with_body(&self) -> u8 {', '        1', '    }', '}', 'fn long(', '    a: u8,', ') {', '}'].join('\n');
  assert.deepEqual(fns(rs, 'rust'), [['with_body', 3, 5], ['long', 7, 10]]);
});

test('a function over 80 lines and a file over 600 are breaches; data tables do not count', () => {
  assert.deepEqual(check('a.js', `function f() {\n${body(78)}\n}\n`), []);
  assert.match(check('a.js', `function f() {\n${body(79)}\n}\n`)[0], /function f is 81 lines/);
  const table = `const TABLE = {\n${Array.from({ length: 700 }, (_, i) => `  k${i}: 'v',`).join('\n')}\n};\n`;
  assert.deepEqual(check('t.js', table), []);
  const code = `const api = {\n${Array.from({ length: 700 }, (_, i) => `  k${i}: () => ${i},`).join('\n')}\n};\n`;
  assert.match(check('c.js', code)[0], /702 lines/);
  const golden = `// Written by a test.\nexport default /** @satisfies {T[]} */ ([\n${Array.from({ length: 700 }, (_, i) => `  { "k": ${i} },`).join('\n')}\n]);\n`;
  assert.deepEqual(check('g.js', golden), [], 'a default export of data is a table');
  const exported = `export default {\n${Array.from({ length: 700 }, (_, i) => `  k${i}: () => ${i},`).join('\n')}\n};\n`;
  assert.match(check('e.js', exported)[0], /702 lines/);
  const rs = `const T: [u8; 3] = [\n${Array.from({ length: 700 }, () => '    1,').join('\n')}\n];\n`;
  assert.deepEqual(dataTables(tokenize(rs, 'rust'), 'rust', []), [[1, 702]]);
});
