// The home screen's model: which saves it lists where, how a save's seats and date read, and
// each game's lesson progress. Pure: no DOM, no calls to the core (`home.js` draws it).

/** @import { SaveSummary, DamagedSave, Seat, LevelInfo, GameProgress } from '../contract.js' */

/** How many finished games the home screen lists for review (newest first). */
export const FINISHED_SHOWN = 10;

/**
 * A save that cannot be read (listed in its place, never hiding the others).
 * @param {SaveSummary | DamagedSave} save
 * @returns {save is DamagedSave}
 */
export function isDamaged(save) {
  return 'damaged' in save;
}

/**
 * The saves as home lists them, in the core's order (unfinished first, newest first):
 * `open` = unfinished and damaged saves, `finished` = the newest finished games, for review.
 * @param {(SaveSummary | DamagedSave)[]} saves
 */
export function homeLists(saves) {
  /** @type {(SaveSummary | DamagedSave)[]} */
  const open = [];
  /** @type {SaveSummary[]} */
  const finished = [];
  for (const s of saves) {
    if (isDamaged(s) || s.phase !== 'over') open.push(s);
    else if (finished.length < FINISHED_SHOWN) finished.push(s);
  }
  return { open, finished };
}

/**
 * Who plays a saved game: `null` between people, else the AI's level (its entry in the
 * game's ladder, or only its id when the ladder has no such level).
 * @param {LevelInfo[]} levels the game's AI levels
 * @param {Seat[]} seats
 * @returns {null | { level: LevelInfo | null, id: string }}
 */
export function aiOpponent(levels, seats) {
  const ai = seats.find((s) => s.kind === 'ai');
  if (!ai) return null;
  return { level: levels.find((l) => l.id === ai.level) || null, id: ai.level || '' };
}

/**
 * A save's time in the player's time zone, `YYYY-MM-DD hh:mm`; text that is not a time as
 * it is, and nothing for no time.
 * @param {string | null} iso
 */
export function formatDate(iso) {
  if (!iso) return '';
  const d = new Date(iso);
  if (isNaN(d.getTime())) return iso;
  const pad = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * A game card's lesson count: `3/8`, or `✓ 8` once every lesson is passed.
 * @param {GameProgress} p
 */
export function lessonPill(p) {
  const allDone = p.passed === p.total;
  return { text: allDone ? `✓ ${p.total}` : `${p.passed}/${p.total}`, allDone, passed: p.passed, total: p.total };
}
