// What the drill screen shows of a drill in play (the core's `DrillView`): pure, no DOM. The
// board is the play screen's model over the same view; this adds what the drill asks, where the
// try stands, and its answer once shown. Texts are keys of `i18n-learn.js` with their params.

/** @import { DrillView } from '../contract.js' */

/** A winning chance (0…1) as a whole percentage. */
const percent = (chance) => Math.round(chance * 100);

/**
 * The drill's state as the panel says it: `title` and `ask` (what it asks, with the player's
 * move in the game to fill in as `move`), `status`, `kept` (a "hold the draw" drill's count),
 * `result` (`null` while playing; `{ kind: 'solved' | 'missed', key, params }`), `answer`
 * (the text key of the engine's move when it is shown: given up, or a one-move drill solved;
 * else '') and `warn` (the progress could not be saved).
 * @param {DrillView} view
 */
export function drillFrame(view) {
  const playing = view.state === 'playing';
  const status = playing ? (view.humanToAct ? 'lessonYourMove' : 'lessonRivalMoves') : 'drill.' + view.state;
  const ask = { key: 'drill.ask.' + view.kind, params: { before: percent(view.before), after: percent(view.after), n: view.holdMoves } };
  let result = null;
  if (view.state === 'solved') result = { kind: 'solved', key: 'drill.solvedText.' + view.kind, params: {} };
  if (view.state === 'missed') {
    const judged = view.kind === 'better-move' && view.chance != null && view.bestChance != null;
    result = judged
      ? { kind: 'missed', key: 'drill.missedText', params: { chance: percent(view.chance), best: percent(view.bestChance) } }
      : { kind: 'missed', key: 'drill.missedText.' + view.kind, params: {} };
  }
  return {
    title: 'drill.title.' + view.kind,
    ask,
    status,
    kept: view.kind === 'hold-draw' ? { kept: view.kept, n: view.holdMoves } : null,
    result,
    // A one-move drill solved shows the engine's move beside the player's; a drill played on
    // does not (its board has moved on from where that move was).
    answer: view.best && (view.shown || (view.state === 'solved' && view.kind === 'better-move')) ? (view.shown ? 'drill.shownAnswer' : 'drill.answer') : '',
    others: view.pendingOthers,
    warn: view.progressSaved === false ? 'lessonProgressNotSaved' : '',
  };
}
