// Building an action tap by tap. The core sends every legal action with the taps that make it;
// the UI keeps the actions whose taps start with the taps made so far and lights up what may
// come next. Nothing here knows a rule: it only compares strings.
//
// Some games list a set of points in a fixed order (Twin Cities' recruit and exchange points
// follow a marker token such as "+" or "@"); the player may tap such a run in any order.

/**
 * Matches the taps made so far against one action's taps.
 * Returns null when they do not fit, else `{ complete, next }` where `next` lists the tokens
 * that may come next for this action.
 */
export function matchTaps(actionTaps, userTaps, opts) {
  const markers = (opts && opts.unorderedAfter) || [];
  const isPoint = (opts && opts.isPoint) || (() => false);
  let i = 0;
  let j = 0;
  while (j < userTaps.length) {
    if (i >= actionTaps.length) return null;
    if (markers.includes(actionTaps[i])) {
      if (userTaps[j] !== actionTaps[i]) return null;
      i++;
      j++;
      let end = i;
      while (end < actionTaps.length && isPoint(actionTaps[end])) end++;
      const run = actionTaps.slice(i, end);
      const used = new Set();
      while (j < userTaps.length && used.size < run.length && run.includes(userTaps[j]) && !used.has(userTaps[j])) {
        used.add(userTaps[j]);
        j++;
      }
      if (used.size < run.length) {
        if (j < userTaps.length) return null;
        return { complete: false, next: run.filter((x) => !used.has(x)), index: i + used.size };
      }
      i = end;
      continue;
    }
    if (userTaps[j] !== actionTaps[i]) return null;
    i++;
    j++;
  }
  if (i === actionTaps.length) return { complete: true, next: [], index: i };
  if (markers.length && i > 0 && markers.includes(actionTaps[i - 1])) {
    let end = i;
    while (end < actionTaps.length && isPoint(actionTaps[end])) end++;
    if (end > i) return { complete: false, next: actionTaps.slice(i, end), index: i };
  }
  return { complete: false, next: [actionTaps[i]], index: i };
}

/**
 * Narrows the legal actions by the taps made so far.
 * Returns `{ candidates, complete, next }`: the actions still possible, those the taps make
 * exactly, and the tokens that may come next (a Map token → position in the action).
 */
export function narrow(actions, taps, opts) {
  const candidates = [];
  const complete = [];
  const next = new Map();
  for (const action of actions) {
    const m = matchTaps(action.taps, taps, opts);
    if (!m) continue;
    candidates.push(action);
    if (m.complete) complete.push(action);
    for (const tok of m.next) if (!next.has(tok)) next.set(tok, m.index);
  }
  return { candidates, complete, next };
}

/**
 * What a tap on `token` does to the taps made so far. Returns the new taps.
 * - a token that extends the taps is added;
 * - else tapping a token already chosen steps back to before it (tapping the selected piece deselects);
 * - a token that starts some action starts over with it;
 * - anything else clears the selection.
 */
export function nextTaps(actions, taps, token, opts) {
  const extended = taps.concat([token]);
  if (narrow(actions, extended, opts).candidates.length) return extended;
  const at = taps.indexOf(token);
  if (at >= 0) return taps.slice(0, at);
  if (narrow(actions, [token], opts).candidates.length) return [token];
  return [];
}
