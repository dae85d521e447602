// Rules pages for each game in the current language, with start-position diagrams drawn by
// the same board code as the play screen.

import { t, gameName, pieceName, pieceGlyph, language, setLanguage } from '../i18n.js';
import { h, clear } from '../svg.js';
import { RULES, UNITS } from '../rules-text.js';
import { createZhiliBoard } from '../boards/zhili.js';
import { createTwinBoard } from '../boards/twin.js';
import { createGeneralsBoard } from '../boards/generals.js';
import { api } from '../api.js';

const piece = (id, kind, side, at, extra) => Object.assign({ id, kind, side, group: null, at, hp: null, max_hp: null, cooldown: null, carried_by: null, locked: false }, extra || {});

/** The start positions as pictures (the spec's setups, written out for the diagrams). */
function startView(game) {
  if (game === 'zhili') {
    const pts = 'bbb.bsr.rrr';
    const pieces = [];
    [...pts].forEach((c, i) => {
      if (c === '.') return;
      pieces.push(piece(String(i), c, c === 'r' ? 'first' : c === 'b' ? 'second' : null, String(i)));
    });
    return { pieces, reserves: [], marks: [], terrain: [], notes: [] };
  }
  if (game === 'twin-cities') {
    const pieces = [
      piece('e2', 'C', 'first', 'e2'), piece('d3', 'S', 'first', 'd3'), piece('f3', 'S', 'first', 'f3'),
      piece('e10', 'c', 'second', 'e10'), piece('d9', 's', 'second', 'd9'), piece('f9', 's', 'second', 'f9'),
      piece('c6', 'X', null, 'c6'), piece('g6', 'X', null, 'g6'),
    ];
    const reserves = [];
    for (const side of ['first', 'second']) for (const k of 'STFBHLWRDE') reserves.push({ side, kind: k, count: k === 'S' ? 4 : 1 });
    return { pieces, reserves, marks: [], terrain: [], notes: [] };
  }
  const units = 'b0=GN@i2,b1=LC@h3,b2=SH@i3,b3=SP@j3,b4=CA@i1,g0=GN@c12,g1=LC@d11,g2=SH@c11,g3=SP@b11,g4=CA@c13,r0=GN@c2,r1=LI@b3,r2=HI@c3,r3=LI@d3,r4=CB@c1,y0=GN@i12,y1=LI@j11,y2=HI@i11,y3=LI@h11,y4=CB@i13';
  const maxHp = { GN: 2, HI: 3, HC: 2 };
  const pieces = units.split(',').map((u) => {
    const [id, rest] = u.split('=');
    const [kind, at] = rest.split('@');
    const g = id[0];
    return piece(id, kind, g === 'r' || g === 'b' ? 'first' : 'second', at, { group: g, hp: maxHp[kind] || 1, max_hp: maxHp[kind] || 1 });
  });
  return { pieces, reserves: [], marks: [], terrain: [], notes: [] };
}

const EMPTY_DECO = () => ({ selected: new Set(), targets: new Map(), last: new Set(), hint: new Set(), flip: false, rotateSide: null, reserveTargets: new Set() });

export async function showRules(app, ctx, game) {
  const screen = h('section', { class: 'screen rules', 'data-testid': 'rules', 'data-game': game });
  app.appendChild(screen);

  function draw() {
    clear(screen);
    const lang = language();
    screen.appendChild(h('header', { class: 'topbar' }, [
      h('button', { class: 'btn icon-btn', 'data-testid': 'back', 'aria-label': t('back'), onclick: () => ctx.go('/home') }, '‹'),
      h('h1', { text: t('rulesOf', { game: gameName(game) }) }),
      h('button', { class: 'btn', 'data-testid': 'rules-lang', onclick: async () => {
        const next = Object.assign({}, ctx.settings, { language: lang === 'zh' ? 'en' : 'zh' });
        try {
          ctx.applySettings(await api.setSettings(next));
        } catch (e) {
          setLanguage(next.language);
        }
        draw();
      } }, lang === 'zh' ? 'English' : '中文'),
    ]));
    const tabs = h('div', { class: 'chips tabs' }, ['zhili', 'twin-cities', 'generals'].map((g) => h('button', {
      class: 'chip' + (g === game ? ' on' : ''), 'data-testid': 'rules-tab-' + g, onclick: () => ctx.go('/rules/' + g),
    }, gameName(g))));
    screen.appendChild(tabs);
    const article = h('article', { class: 'rules-text', lang: lang === 'zh' ? 'zh-Hans' : 'en' });
    for (const sec of RULES[game][lang]) {
      article.appendChild(h('h2', { text: sec.h }));
      if (sec.diagram) {
        const fig = h('figure', { class: 'diagram', 'data-testid': sec.diagram === 'start' ? 'rules-diagram' : 'rules-diagram-' + sec.diagram });
        const noop = () => {};
        const b = game === 'zhili' ? createZhiliBoard(fig, noop) : game === 'twin-cities' ? createTwinBoard(fig, noop, noop) : createGeneralsBoard(fig, noop);
        const deco = EMPTY_DECO();
        const view = startView(game);
        if (sec.diagram === 'field') {
          // The City's field (田区): the eight points around it, lit as recruit targets.
          deco.showFields = true;
          deco.toMove = 'first';
          for (const p of ['d1', 'e1', 'f1', 'd2', 'f2', 'e3']) deco.targets.set(p, 'move');
        } else if (sec.diagram === 'spawn') {
          // Spawn points: the eight cells around each general.
          view.marks = [];
          for (const [c, r] of [['c', 2], ['i', 2], ['i', 12], ['c', 12]]) {
            const col = 'abcdefghijk'.indexOf(c);
            for (let dc = -1; dc <= 1; dc++) for (let dr = -1; dr <= 1; dr++) {
              if (dc || dr) view.marks.push({ at: 'abcdefghijk'[col + dc] + (r + dr), kind: 'spawn' });
            }
          }
          view.pieces = view.pieces.filter((p) => p.kind === 'GN');
        } else if (sec.diagram === 'jumps') {
          // A jump along the vertical line: the shared piece went to 3 and Black's 4 to 7; Red's 8 jumps over 7 to 5.
          const moved = { 5: '3', 4: '7' };
          view.pieces = view.pieces.map((p) => (moved[p.at] ? Object.assign({}, p, { id: moved[p.at], at: moved[p.at] }) : p));
          deco.selected.add('8');
          deco.targets.set('5', 'move');
          deco.last.add('7');
        }
        b.update(view, deco);
        const cap = { start: t('diagramStart'), field: t('diagramField'), spawn: t('diagramSpawn'), jumps: t('diagramJump') }[sec.diagram];
        fig.appendChild(h('figcaption', { class: 'muted', text: cap }));
        article.appendChild(fig);
      }
      for (const p of sec.p) article.appendChild(h('p', { text: p }));
    }
    if (game === 'generals') {
      article.appendChild(h('h2', { text: t('unitTable') }));
      const table = h('table', { class: 'units' }, [
        h('tr', {}, ['', '', t('unit.move'), t('unit.reach'), t('unit.hp'), t('unit.limit')].map((c) => h('th', { text: c }))),
        ...UNITS.map(([code, mv, reach, hp, limit]) => h('tr', {}, [
          h('td', {}, [h('span', { class: 'mini-disc', text: lang === 'zh' ? pieceGlyph('generals', code) : code })]),
          h('td', { text: `${pieceName('generals', code)} (${code})` }),
          h('td', { text: mv }), h('td', { text: reach }), h('td', { text: String(hp) }), h('td', { text: String(limit) }),
        ])),
      ]);
      article.appendChild(table);
      article.appendChild(h('p', { class: 'muted small', text: lang === 'zh' ? '↗ 表示可斜走或斜击。' : '↗ marks diagonal steps or attacks.' }));
    }
    if (game === 'twin-cities') {
      article.appendChild(h('h2', { text: t('legend') }));
      const ul = h('ul', { class: 'legend' });
      for (const k of ['C', 'S', 'T', 'F', 'B', 'H', 'L', 'W', 'R', 'D', 'E', 'X']) {
        ul.appendChild(h('li', {}, [h('span', { class: 'mini-disc', text: pieceGlyph('twin-cities', k, 'first') }), ` ${k} · ${pieceName('twin-cities', k)}`]));
      }
      article.appendChild(ul);
    }
    screen.appendChild(article);
  }
  draw();
  return {};
}
