// Rules pages for each game in the current language: the engine's text (the catalog's
// `rulesText`, its numbers already filled in from the rules code), with diagrams drawn by the
// same board code as the play screen from the engine's own positions (the catalog's
// `diagrams`), the piece tables from the engine's catalog, and the app's game-clock rule with
// the registry's clocks.

import { miniDisc } from '../look-preview.js';
import { t, gameName, pieceName, pieceGlyph, localText, isChinese, languageTag } from '../i18n.js';
import { h, clear } from '../svg.js';
import { games, infoOf, rulesOf } from '../catalog.js';
import { clockFacts } from '../clock-model.js';
import { createBoard, unitRowsOf } from '../boards/index.js';
import { languageButton } from '../widgets.js';
import { legendCodes, diagramOf, pageExtra } from './rules-model.js';

const EMPTY_DECO = () => ({ selected: new Set(), targets: new Map(), last: new Set(), hint: new Set(), flip: false, rotateSide: null, reserveTargets: new Set() });

/** A diagram of the engine's: a position's view and what it points out. */
function drawDiagram(fig, game, rules, d) {
  const board = createBoard(game, fig, rules, () => {});
  // A diagram is looked at, not played: its points are named, but none is a button.
  for (const el of [...board.zones.values(), ...(board.slots ? board.slots.values() : [])]) el.setAttribute('role', 'img');
  const deco = EMPTY_DECO();
  for (const c of d.selected) deco.selected.add(c);
  for (const c of d.targets) deco.targets.set(c, 'move');
  for (const c of d.last) deco.last.add(c);
  deco.fields = d.fields || [];
  board.update(d.view, deco);
}

/** A game of units (Generals', G3): move and reach (↗ where diagonal), HP and the team limit. */
function unitTable(game, rows) {
  return h('table', { class: 'units' }, [
    h('tr', {}, ['', '', t('unit.move'), t('unit.reach'), t('unit.hp'), t('unit.limit')].map((c) => h('th', { text: c }))),
    ...rows.map((u) => h('tr', {}, [
      h('td', {}, [miniDisc(game, u.code, isChinese() ? pieceGlyph(game, u.code) : u.code)]),
      h('td', { text: `${pieceName(game, u.code)} (${u.code})` }),
      h('td', { text: u.move }),
      h('td', { text: u.reach }),
      h('td', { text: u.hp }),
      h('td', { text: u.limit }),
    ])),
  ]);
}

export async function showRules(app, ctx, game) {
  const screen = h('section', { class: 'screen rules', 'data-testid': 'rules', 'data-game': game });
  const rules = rulesOf(game);
  app.appendChild(screen);

  function draw() {
    clear(screen);
    screen.appendChild(h('header', { class: 'topbar' }, [
      h('button', { class: 'btn icon-btn', 'data-testid': 'back', 'aria-label': t('back'), onclick: () => ctx.go('/home') }, '‹'),
      h('h1', { text: t('rulesOf', { game: gameName(game) }) }),
      languageButton(ctx, 'rules-lang', draw),
    ]));
    const tabs = h('div', { class: 'chips tabs' }, games().map((g) => h('button', {
      class: 'chip' + (g === game ? ' on' : ''), 'data-testid': 'rules-tab-' + g, onclick: () => ctx.go('/rules/' + g),
    }, gameName(g))));
    screen.appendChild(tabs);
    const article = h('article', { class: 'rules-text', lang: languageTag() });
    for (const sec of (rules && rules.rulesText) || []) {
      article.appendChild(h('h2', { text: localText(sec.heading) }));
      const diagram = diagramOf(rules, sec.diagram);
      if (diagram) {
        const fig = h('figure', { class: 'diagram', 'data-testid': sec.diagram === 'start' ? 'rules-diagram' : 'rules-diagram-' + sec.diagram });
        drawDiagram(fig, game, rules, diagram);
        fig.appendChild(h('figcaption', { class: 'muted', text: localText(sec.caption) }));
        article.appendChild(fig);
      }
      for (const p of sec.paragraphs) article.appendChild(h('p', { text: localText(p) }));
    }
    // The app's game clock, beside the game's own turn timer: its rule is the app's.
    article.appendChild(h('h2', { text: t('rules.clockHeading') }));
    const facts = clockFacts(infoOf(game).timer.gameClock, isChinese() ? '、' : ', ');
    article.appendChild(h('p', { 'data-testid': 'rules-game-clock', text: t('rules.clockText', facts) }));
    const units = rules ? unitRowsOf(game, rules) : null;
    const extra = rules ? pageExtra(rules, units) : null;
    if (extra === 'units') {
      article.appendChild(h('h2', { text: t('unitTable') }));
      article.appendChild(unitTable(game, units));
      article.appendChild(h('p', { class: 'muted small', text: t('unit.diagonal') }));
    }
    if (extra === 'legend') {
      article.appendChild(h('h2', { text: t('legend') }));
      const ul = h('ul', { class: 'legend' });
      for (const k of legendCodes(rules)) {
        ul.appendChild(h('li', {}, [miniDisc(game, k, pieceGlyph(game, k, 'first')), ` ${k} · ${pieceName(game, k)}`]));
      }
      article.appendChild(ul);
    }
    screen.appendChild(article);
  }
  draw();
  return {};
}
