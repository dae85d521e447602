// How much of ui/js the page loads at its start: the modules reached by static imports from
// index.html's scripts and from the home screen (main.js imports the other screens on first
// use), against all of ui/js. Run from the project's folder: node scripts/start-modules.mjs
import fs from 'node:fs';
import path from 'node:path';

const reached = new Set();
function follow(file) {
  if (reached.has(file)) return;
  reached.add(file);
  const source = fs.readFileSync(file, 'utf8');
  const imports = [
    ...source.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+['"](\.[^'"]+)['"]/gms),
    ...source.matchAll(/^\s*import\s+['"](\.[^'"]+)['"]/gm),
  ];
  for (const m of imports) follow(path.resolve(path.dirname(file), m[1]));
}

const html = fs.readFileSync('ui/index.html', 'utf8');
for (const m of html.matchAll(/<script[^>]*src="([^"]+)"/g)) follow(path.resolve('ui', m[1]));
follow(path.resolve('ui/js/screens/home.js'));
const all = fs.readdirSync('ui/js', { recursive: true }).map(String).filter((f) => f.endsWith('.js'));
const kb = (files) => Math.round(files.reduce((sum, f) => sum + fs.statSync(f).size, 0) / 1000);
const everything = all.map((f) => path.resolve('ui/js', f));
console.log(`start: ${reached.size} of ${everything.length} modules (${kb([...reached])} of ${kb(everything)} KB)`);
