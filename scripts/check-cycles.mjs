// make lint: no import cycles between the modules of the engine (engine/src), its command line
// (engine/src/bin/shuangcheng-cli) and the app core (src-tauri/src); a binary (bin/, main.rs)
// is a crate of its own, checked as a ROOT of its own.
//
// Every path a module names is resolved to the module that defines what it names: `use`
// trees (nested, over several lines) and paths from `crate`, `super` and `self` in the code,
// followed through `use` and `pub use`. A module that re-exports what a path names on its way
// counts too, as well as the one that defines it (`crate::position::GameKind`, re-exported by
// `position` from `registry`, is an edge to both), unless it only declares modules and
// re-exports (a facade, as a crate's lib.rs): that names nothing of its own.
//
// A reference from module A to module B is an edge between the two siblings under their
// closest common parent: from `service::saves::state` to `service::matches::context`, the
// edge is `saves → matches` inside `service`. A parent that defines items of its own is a node
// of its children's graph too, written `(parent)`: a child that names the parent's items is an
// edge to it, and the parent's code that names a child's items (its `pub use` included) an
// edge from it; declaring a child (`mod a;`) is not. Test modules (`#[cfg(test)] mod tests`
// to the end of a file) are left out. Prints each cycle with one reference per edge
// (file:line) and exits 1, or prints a one-line summary per crate.
//
//   node scripts/check-cycles.mjs [--edges] [--layers] [ROOT…]   (ROOT: those two)
//
// --edges also prints every edge, by parent: what each module imports from its siblings.
// --layers prints, by parent, the siblings in layers from the bottom: a module's layer is one
// above the highest of those it imports, so no module names one of its own layer or above.

import fs from 'node:fs';
import path from 'node:path';

/** The module path of a source file: lib.rs (or a binary's main.rs) is [], a/mod.rs is ['a'], a/b.rs is ['a', 'b']. */
export function modulePath(root, file) {
  const parts = path.relative(root, file).replace(/\.rs$/, '').split(path.sep);
  if (parts.at(-1) === 'mod' || (parts.length === 1 && ['lib', 'main'].includes(parts[0]))) parts.pop();
  return parts;
}

/** The code of a file without comments, string literals and its trailing test module; lines kept. */
export function codeOf(text) {
  const lines = text.split('\n');
  const testsAt = lines.findIndex((l, i) => l.trim() === '#[cfg(test)]' && /^mod tests\b/.test((lines[i + 1] || '').trim()));
  const kept = (testsAt >= 0 ? lines.slice(0, testsAt) : lines).join('\n');
  return kept
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/"(?:[^"\\]|\\.)*"/g, (s) => s.replace(/[^\n]/g, ' '))
    .replace(/\/\/.*$/gm, '');
}

/** Splits a use tree's list at its top-level commas. */
function splitTop(list) {
  const out = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    if (list[i] === '{') depth += 1;
    else if (list[i] === '}') depth -= 1;
    else if (list[i] === ',' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}

/** A use tree (`a::{b, c::{d as e}, self}`) as [{ path: ['a', 'c', 'd'], name: 'e' }, …]; `*` is a glob. */
export function useTree(tree, prefix = []) {
  const t = tree.replace(/\s+/g, ' ').trim();
  const brace = t.indexOf('{');
  if (brace >= 0) {
    const head = t.slice(0, brace).replace(/::\s*$/, '');
    const headSegs = head ? head.split('::').map((s) => s.trim()) : [];
    return splitTop(t.slice(brace + 1, t.lastIndexOf('}'))).flatMap((item) => useTree(item, [...prefix, ...headSegs]));
  }
  const [p, alias] = t.split(/\s+as\s+/);
  const segs = [...prefix, ...p.split('::').map((s) => s.trim())];
  if (segs.at(-1) === 'self') segs.pop();
  return [{ path: segs, name: alias ? alias.trim() : segs.at(-1) }];
}

/** The `use` declarations of some code, each with the line it starts on. */
export function usesOf(code) {
  const out = [];
  for (const m of code.matchAll(/\b(?:pub(?:\([^)]*\))?\s+)?use\s+([^;]+);/g)) {
    const line = code.slice(0, m.index).split('\n').length;
    for (const u of useTree(m[1])) out.push({ ...u, line });
  }
  return out;
}

/** The paths from `crate`, `super` or `self` named in the code outside `use` declarations. */
export function qualifiedPaths(code) {
  const blanked = code.replace(/\b(?:pub(?:\([^)]*\))?\s+)?use\s+[^;]+;/g, (u) => u.replace(/[^\n]/g, ' '));
  return [...blanked.matchAll(/\b(?:crate|super|self)(?:\s*::\s*[A-Za-z_][A-Za-z0-9_]*)+/g)].map((m) => ({
    path: m[0].split('::').map((s) => s.trim()),
    line: blanked.slice(0, m.index).split('\n').length,
  }));
}

/** The names an item declaration in the code defines. */
export function definedNames(code) {
  const names = new Set();
  for (const m of code.matchAll(/\b(?:struct|enum|fn|type|const|static|trait|mod|union|macro_rules!)\s+([A-Za-z_][A-Za-z0-9_]*)/g)) names.add(m[1]);
  return names;
}

/**
 * The crate's modules, each with its `use` entries and defined names.
 * @returns {Map<string, {path: string[], file: string, uses: {path: string[], name: string, line: number}[], refs: {path: string[], line: number}[], defines: Set<string>}>}
 */
export function load(root) {
  // A library's main.rs and bin/ are binaries: other crates, checked as roots of their own.
  const library = fs.existsSync(path.join(root, 'lib.rs'));
  const sources = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return library && dir === root && e.name === 'bin' ? [] : sources(p);
      return e.name.endsWith('.rs') && !(library && dir === root && e.name === 'main.rs') ? [p] : [];
    });
  const modules = new Map();
  for (const file of sources(root)) {
    const code = codeOf(fs.readFileSync(file, 'utf8'));
    const modPath = modulePath(root, file);
    const declares = new Set([...code.matchAll(/\bmod\s+([A-Za-z_][A-Za-z0-9_]*)\s*;/g)].map((m) => m[1]));
    modules.set(modPath.join('::'), { path: modPath, file, uses: usesOf(code), refs: qualifiedPaths(code), defines: definedNames(code), declares });
  }
  return modules;
}

/** Whether a module only declares modules and re-exports: it names nothing of its own. */
function isFacade(mod) {
  return [...mod.defines].every((name) => mod.declares.has(name));
}

/**
 * The module that defines what `segs` names, seen from module `from`, or null outside the
 * crate; the modules it was re-exported by on the way (not facades) go into `via`. Follows
 * `use` and `pub use` entries (globs included) to the defining module.
 */
export function resolve(modules, from, segs, depth = 0, via = []) {
  if (depth > 16) return null;
  let cur;
  let i = 0;
  if (segs[0] === 'crate') {
    cur = [];
    i = 1;
  } else if (segs[0] === 'self' || segs[0] === 'super') {
    cur = [...from];
    if (segs[0] === 'self') i = 1;
    while (segs[i] === 'super') {
      cur.pop();
      i += 1;
    }
  } else if (modules.has([...from, segs[0]].join('::'))) {
    cur = [...from];
  } else {
    // A name imported into `from` (`use super::store;` then `store::Write`), or another crate.
    const alias = modules.get(from.join('::'))?.uses.find((u) => u.name === segs[0]);
    return alias ? resolve(modules, from, [...alias.path, ...segs.slice(1)], depth + 1, via) : null;
  }
  const passing = (mod) => {
    if (mod && !isFacade(mod) && mod.path.join('::') !== from.join('::')) via.push(mod.path);
  };
  for (; i < segs.length; i += 1) {
    const child = [...cur, segs[i]];
    if (modules.has(child.join('::'))) {
      cur = child;
      continue;
    }
    const mod = modules.get(cur.join('::'));
    if (!mod || mod.defines.has(segs[i])) return cur;
    const alias = mod.uses.find((u) => u.name === segs[i]);
    if (alias) {
      passing(mod);
      return resolve(modules, cur, [...alias.path, ...segs.slice(i + 1)], depth + 1, via) ?? cur;
    }
    for (const glob of mod.uses.filter((u) => u.name === '*')) {
      const target = resolve(modules, cur, glob.path.slice(0, -1), depth + 1);
      const g = target && modules.get(target.join('::'));
      if (g && (g.defines.has(segs[i]) || g.uses.some((u) => u.name === segs[i]))) {
        passing(mod);
        return resolve(modules, target, segs.slice(i), depth + 1, via) ?? target;
      }
    }
    return cur;
  }
  return cur;
}

/**
 * The edge a reference from `from` to `to` makes: [parent, fromNode, toNode]. Between a module
 * and its ancestor the ancestor is `(name)` in its own children's graph; a module naming
 * itself makes none.
 */
export function edgeOf(from, to) {
  let common = 0;
  while (common < from.length && common < to.length && from[common] === to[common]) common += 1;
  if (common === from.length && common === to.length) return null;
  const parent = from.slice(0, common);
  const node = (p) => (p.length > common ? p[common] : `(${parent.at(-1) || 'crate'})`);
  return [parent.join('::'), node(from), node(to)];
}

/** Strongly connected components of more than one node (Tarjan). */
export function cycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const out = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) || []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) out.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

/** The edges between siblings, by parent: parent → Map(from → Map(to → 'file:line')). */
export function siblingEdges(modules) {
  const byParent = new Map();
  for (const mod of modules.values()) {
    for (const ref of [...mod.uses.filter((u) => u.name !== '*'), ...mod.refs, ...mod.uses.filter((u) => u.name === '*').map((u) => ({ ...u, path: u.path.slice(0, -1) }))]) {
      const via = [];
      const to = resolve(modules, mod.path, ref.path, 0, via);
      // A facade's own re-exports: nothing can lead back to it.
      if (isFacade(mod) && to && edgeOf(mod.path, to)?.[1].startsWith('(')) continue;
      for (const target of to ? [...via, to] : []) {
        const edge = edgeOf(mod.path, target);
        if (!edge) continue;
        const [parent, a, b] = edge;
        if (!byParent.has(parent)) byParent.set(parent, new Map());
        const graph = byParent.get(parent);
        if (!graph.has(a)) graph.set(a, new Map());
        if (!graph.get(a).has(b)) graph.get(a).set(b, `${mod.file}:${ref.line}`);
      }
    }
  }
  return byParent;
}

/** Each cycle as text: its members, then one reference per edge between them. */
export function findCycles(modules) {
  const found = [];
  for (const [parent, graph] of siblingEdges(modules)) {
    const plain = new Map([...graph].map(([a, tos]) => [a, [...tos.keys()]]));
    for (const component of cycles(plain)) {
      const members = new Set(component);
      const edges = [...graph]
        .filter(([a]) => members.has(a))
        .flatMap(([a, tos]) => [...tos].filter(([b]) => members.has(b)).map(([b, at]) => `    ${a} → ${b}  (${at})`));
      found.push(`  in ${parent || 'crate'}: ${component.join(', ')}\n${edges.join('\n')}`);
    }
  }
  return found;
}

/** The layers of an acyclic graph (module → modules it imports), bottom first, each sorted. */
export function layers(graph) {
  const level = new Map();
  const levelOf = (m) => {
    if (!level.has(m)) level.set(m, 1 + Math.max(0, ...(graph.get(m) ?? []).map(levelOf)));
    return level.get(m);
  };
  const all = new Set([...graph.keys(), ...[...graph.values()].flat()]);
  const out = [];
  for (const m of all) (out[levelOf(m) - 1] ??= []).push(m);
  return out.map((layer) => layer.sort());
}

/** Checks the crate at `root`: its cycles printed, or a one-line summary. Whether it has none. */
function check(root, printEdges, printLayers) {
  const modules = load(root);
  if (printEdges) {
    for (const [parent, graph] of siblingEdges(modules)) {
      console.log(`in ${parent || 'crate'}:`);
      for (const [a, tos] of [...graph].sort()) console.log(`  ${a} → ${[...tos.keys()].sort().join(', ')}`);
    }
  }
  const found = findCycles(modules);
  if (found.length) {
    console.error(`check-cycles: ${found.length} import cycle(s) between modules of ${root}:\n${found.join('\n')}`);
    return false;
  }
  if (printLayers) {
    for (const [parent, graph] of siblingEdges(modules)) {
      console.log(`in ${parent || 'crate'}, from the bottom:`);
      const plain = new Map([...graph].map(([a, tos]) => [a, [...tos.keys()]]));
      layers(plain).forEach((layer, i) => console.log(`  ${i + 1}. ${layer.join(', ')}`));
    }
  }
  const edges = [...siblingEdges(modules).values()].reduce((n, g) => n + [...g.values()].reduce((m, tos) => m + tos.size, 0), 0);
  console.log(`check-cycles: ${modules.size} modules of ${root}, ${edges} edges between siblings, no cycle`);
  return true;
}

function main() {
  const args = process.argv.slice(2);
  const roots = args.filter((a) => !a.startsWith('--'));
  const results = (roots.length ? roots : ['engine/src', 'engine/src/bin/shuangcheng-cli', 'src-tauri/src']).map((root) => check(root, args.includes('--edges'), args.includes('--layers')));
  if (results.includes(false)) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
