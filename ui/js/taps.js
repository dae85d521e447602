// Building an action tap by tap. The core sends every legal action with its taps (the engine's
// `{ token, kind, at, anyOrder }`); the UI keeps the actions whose taps start with the tokens
// tapped so far and lights up what may come next. Nothing here knows a rule: it compares
// tokens, and lets a run of `anyOrder` taps (Twin Cities' recruit points, an exchange's
// soldiers) be made in any order, as the engine says.

/** The end of the run of taps made in any order that starts at `i` (`i + 1` for a lone tap). */
function runEnd(actionTaps, i) {
  if (!actionTaps[i].anyOrder) return i + 1;
  let end = i;
  while (end < actionTaps.length && actionTaps[end].anyOrder) end++;
  return end;
}

/**
 * Matches the tokens tapped so far against one action's taps.
 * Returns null when they do not fit, else `{ complete, next, index }`: whether they make the
 * whole action, the taps that may come next for it, and the place of the next tap in it.
 */
export function matchTaps(actionTaps, tokens) {
  let i = 0;
  let j = 0;
  while (i < actionTaps.length) {
    const end = runEnd(actionTaps, i);
    const run = actionTaps.slice(i, end);
    const used = new Set();
    while (j < tokens.length && used.size < run.length && !used.has(tokens[j]) && run.some((t) => t.token === tokens[j])) {
      used.add(tokens[j]);
      j++;
    }
    if (used.size < run.length) {
      if (j < tokens.length) return null;
      return { complete: false, next: run.filter((t) => !used.has(t.token)), index: i + used.size };
    }
    i = end;
  }
  return j === tokens.length ? { complete: true, next: [], index: i } : null;
}

/**
 * Narrows the legal actions by the tokens tapped so far.
 * Returns `{ candidates, complete, next }`: the actions still possible, those the taps make
 * exactly, and the taps that may come next (a Map token → `{ tap, index }`).
 */
export function narrow(actions, tokens) {
  const candidates = [];
  const complete = [];
  const next = new Map();
  for (const action of actions) {
    const m = matchTaps(action.taps, tokens);
    if (!m) continue;
    candidates.push(action);
    if (m.complete) complete.push(action);
    for (const tap of m.next) if (!next.has(tap.token)) next.set(tap.token, { tap, index: m.index });
  }
  return { candidates, complete, next };
}

/**
 * What a tap on `token` does to the tokens tapped so far. Returns the new tokens:
 * - a token that extends the taps is added;
 * - else tapping a token already chosen steps back to before it (tapping the selected piece
 *   deselects);
 * - a token that starts some action starts over with it;
 * - anything else clears the selection.
 */
export function nextTaps(actions, tokens, token) {
  const extended = tokens.concat([token]);
  if (narrow(actions, extended).candidates.length) return extended;
  const at = tokens.indexOf(token);
  if (at >= 0) return tokens.slice(0, at);
  if (narrow(actions, [token]).candidates.length) return [token];
  return [];
}
