// What the lesson screen shows of a lesson in play (the core's `LessonView`): pure, no DOM.
// The board is the play screen's model (`PlayModel`) over the same view, which has what a
// game snapshot has; this adds the lesson's status line and its result. The lessons list is
// `lessons-model.js`.

/** @import { LessonView } from '../contract.js' */

/**
 * The lesson's state as the panel says it: `status` (a text key and its params), `result`
 * (`null` while playing; `{ kind: 'passed' | 'failed', text, next }`, `text` the engine's
 * text by language), `replied` (the rival's last answer) and `warn` (a text key: the progress
 * could not be saved).
 * @param {LessonView} view
 */
export function lessonFrame(view) {
  const playing = view.state === 'playing';
  let status;
  if (!playing) status = { key: view.state === 'passed' ? 'lessonPassedTitle' : 'lessonFailedTitle', params: {} };
  else if (view.humanToAct) status = { key: 'lessonYourMove', params: {} };
  else status = { key: 'lessonRivalMoves', params: {} };
  let result = null;
  if (view.state === 'passed') result = { kind: 'passed', text: view.done, next: view.next || null };
  if (view.state === 'failed') result = { kind: 'failed', text: view.hint, next: null };
  return {
    status,
    turnsLeft: view.turnsLeft,
    place: { n: view.index + 1, total: view.total },
    result,
    replied: view.replies && view.replies.length ? view.replies.join(' ') : '',
    warn: view.progressSaved === false ? 'lessonProgressNotSaved' : '',
  };
}
