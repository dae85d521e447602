// Statistics (#/stats): per game, mode and level, games with help apart — games played, wins,
// losses and draws, the longest winning streak and the fastest win — with a reset that asks
// first.

import { api } from '../api.js';
import { t, gameName, localName } from '../i18n.js';
import { h, clear } from '../svg.js';
import { modal, toast, errorText } from '../widgets.js';
import { statsByGame } from './stats-model.js';
import { games } from '../catalog.js';

const COLUMNS = ['stats.played', 'stats.wins', 'stats.losses', 'stats.draws', 'stats.streak', 'stats.fastest'];

export async function showStats(app, ctx) {
  const screen = h('section', { class: 'screen stats', 'data-testid': 'stats' });
  app.appendChild(screen);
  screen.appendChild(h('header', { class: 'topbar' }, [
    h('button', { class: 'btn icon-btn', 'data-testid': 'back', 'aria-label': t('back'), onclick: () => ctx.go('/home') }, '‹'),
    h('h1', { text: t('statistics') }),
  ]));
  const body = h('div', { class: 'stats-body' });
  screen.appendChild(body);
  const draw = (lines) => {
    clear(body);
    for (const { game, lines: rows } of statsByGame(games(), lines, ctx.levelsOf)) body.appendChild(gameTable(ctx, game, rows, draw));
    body.appendChild(h('div', { class: 'form-foot' }, [
      h('button', { class: 'btn danger', 'data-testid': 'stats-reset-all', onclick: () => askReset(null, draw) }, t('stats.resetAll')),
    ]));
  };
  draw(await api.statistics());
  return {};
}

function levelName(ctx, game, id) {
  const level = ctx.levelsOf(game).find((l) => l.id === id);
  return level ? localName(level) : id;
}

function gameTable(ctx, game, rows, draw) {
  const section = h('section', { class: 'stats-game', 'data-testid': 'stats-' + game }, [h('h2', { text: gameName(game) })]);
  if (!rows.length) {
    section.appendChild(h('p', { class: 'muted', text: t('stats.none') }));
    return section;
  }
  const table = h('table', { class: 'units stats-table' }, [h('tr', {}, ['', ...COLUMNS.map((c) => t(c))].map((c) => h('th', { text: c })))]);
  for (const r of rows) {
    const who = r.mode === 'pass-and-play' ? `${t('mode.pass-and-play')} (${t('stats.firstSide')})` : `${t('ai')} · ${levelName(ctx, game, r.level)}`;
    const label = r.helped ? `${who} · ${t('stats.withHelp')}` : who;
    const fastest = !r.fastest ? '—' : r.fastest.time ? t('stats.fastestIs', { n: r.fastest.plies, time: r.fastest.time }) : t('stats.fastestMoves', { n: r.fastest.plies });
    table.appendChild(h('tr', { 'data-testid': `stats-row-${game}-${r.mode}-${r.level || 'none'}${r.helped ? '-helped' : ''}`, 'data-played': r.played, 'data-wins': r.wins, 'data-losses': r.losses, 'data-draws': r.draws }, [
      label, r.played, r.wins, r.losses, r.draws, r.streak, fastest,
    ].map((c, i) => h('td', { text: String(c), 'data-label': i ? t(COLUMNS[i - 1]) : null }))));
  }
  section.appendChild(table);
  if (rows.some((r) => r.helped)) section.appendChild(h('p', { class: 'muted small', text: t('stats.helpNote') }));
  section.appendChild(h('button', { class: 'btn', 'data-testid': 'stats-reset-' + game, onclick: () => askReset(game, draw) }, t('stats.reset')));
  return section;
}

function askReset(game, draw) {
  const what = game ? gameName(game) : t('stats.allGames');
  modal(t('stats.reset'), h('p', { text: t('stats.confirmReset', { what }) }), [
    { label: t('cancel'), testid: 'stats-reset-cancel' },
    { label: t('stats.reset'), primary: true, testid: 'stats-reset-confirm', action: async () => {
      try {
        draw(await api.resetStatistics(game));
      } catch (err) {
        toast(errorText(err));
      }
    } },
  ], 'stats-reset-dialog');
}
