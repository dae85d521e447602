// The end of a game on the play screen: who won and why (with the rule that ended it), every
// seat's result (a four-seat game's four players, each with who played it), the lesson that
// teaches the rule, and Replay: the whole game from its start, where the armies of a hidden
// setup are shown as they were set up (the review's autoplay).

import { t, sideName, pieceGlyph } from './i18n.js';
import { seatsOf } from './seats.js';
import { h } from './svg.js';
import { modal, closeModal } from './widgets.js';
import { announce, turnText, resultText, reasonText } from './announce.js';
import { humanSides } from './screens/play-model.js';

/**
 * Each seat's line of the end screen: the seat as `seatsOf` names it, and its result.
 * @returns {(ReturnType<typeof seatsOf>[number] & { result: 'won' | 'lost' | 'draw' })[]}
 */
export function seatResults(snap, levels) {
  const winner = snap.outcome && snap.outcome.winner;
  return seatsOf(snap, levels).map((s) => ({ ...s, result: !winner ? 'draw' : winner === s.side ? 'won' : 'lost' }));
}

/**
 * Shows the end screen of `snap` over the play screen. `go` follows a route; `rematch` starts
 * the rematch.
 */
export function showEnd(snap, rules, levels, { go, rematch }) {
  const game = snap.game;
  announce(turnText(snap, humanSides(snap)) + t('announce.gap') + resultText(snap, rules.limits));
  const o = snap.outcome;
  const title = o.winner ? t('winner', { side: sideName(game, o.winner) }) : t('draw');
  const emblem = o.winner ? pieceGlyph(game, rules.sides.find((s) => s.side === o.winner).emblem, o.winner) : '和';
  const seats = h('ul', { class: 'end-seats', 'data-testid': 'end-seats' }, seatResults(snap, levels).map((r) => h('li', {
    class: 'end-seat ' + r.result, 'data-seat': String(r.seat), 'data-result': r.result,
  }, [
    h('span', { class: 'end-seat-name', text: r.name }),
    h('span', { class: 'muted', text: r.who }),
    h('strong', { text: t('end.' + r.result) }),
  ])));
  const body = h('div', { class: 'end' }, [
    h('div', { class: 'end-mark side-' + (o.winner || 'none'), text: emblem }),
    h('p', { class: 'end-winner', 'data-testid': 'end-winner', 'data-winner': o.winner || 'draw', text: title }),
    h('p', { class: 'end-reason muted', 'data-testid': 'end-reason', 'data-reason': o.reason, 'data-rule': snap.endRule ? snap.endRule.rule : null, text: reasonText(snap, rules.limits) }),
    seats,
  ]);
  // The lesson that teaches the rule that ended the game, where there is one.
  const lesson = snap.endRule && snap.endRule.lesson;
  if (lesson) {
    body.appendChild(h('button', { class: 'btn', 'data-testid': 'end-lesson', onclick: () => { closeModal(); go('/lesson/' + lesson); } }, t('learnRule', { rule: snap.endRule.rule })));
  }
  modal(t('gameOver'), body, [
    { label: t('replay'), testid: 'end-replay', action: () => go('/review/' + snap.id + '/replay') },
    { label: t('review'), testid: 'end-review', action: () => go('/review/' + snap.id) },
    { label: t('home'), testid: 'end-home', action: () => go('/home') },
    { label: t('rematch'), primary: true, testid: 'rematch', action: rematch },
  ], 'end-screen');
}
