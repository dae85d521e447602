// The only door to the core: commands (invoke) and its events (asked for by a command), as in
// docs/ipc.md.

import { timed } from './boot-trace.js';

/** @import { ActionWords, CatalogEntry, DamagedSave, DrillEntry, DrillList, DrillView, GameKind, LessonList, LessonProgress, LessonView, Refused, ReviewBoard, ReviewView, SaveSummary, Settings, SettingsChoices, Side, Snapshot, StatsLine, StorageStatus } from './types.js' */
/** @import { SinceLastTurn, Threats } from './types-table.js' */

function tauri() {
  const t = /** @type {any} */ (window).__TAURI__;
  if (!t || !t.core) {
    throw new Error('window.__TAURI__ is missing: the UI must run inside the Shuangcheng app');
  }
  return t;
}

/**
 * Calls a core command; rejects with the core's AppError `{ kind, code, params, message }`
 * (src-tauri/src/service/error.rs, docs/ipc.md). A failure that is not one (Tauri's own, e.g.
 * an unknown command) is given the same shape, of kind and code `internal`. A `background`
 * call (the events' long poll) is neither counted as pending nor traced.
 */
export async function call(command, args, { background = false } = {}) {
  if (!background) callsPending(+1);
  const start = performance.now();
  try {
    return await tauri().core.invoke(command, args || {});
  } catch (err) {
    if (err && typeof err === 'object' && 'kind' in err) throw err;
    const message = String(err && err.message ? err.message : err);
    throw { kind: 'internal', code: 'internal', params: {}, message };
  } finally {
    if (!background) {
      callsPending(-1);
      timed(`ipc ${command}`, start);
    }
  }
}

let pending = 0;
/**
 * How many commands wait for the core's answer, kept on `<body data-calls-pending>`: the E2E
 * tests wait for 0 (nothing left half done) instead of sleeping.
 */
function callsPending(change) {
  pending += change;
  document.body.setAttribute('data-calls-pending', String(pending));
}

/** @type {Map<string, Set<(payload: any) => void>>} */
const listeners = new Map();
let polling = false;

/**
 * Subscribes to a core event; the callback receives the payload. Returns a promise of
 * unsubscribe, as Tauri's `listen` does. The events come from the `next_events` long poll,
 * not from Tauri's event system, which would start a JavaScript engine in the app's process
 * (src-tauri/src/service/event_queue.rs).
 */
export function on(event, callback) {
  if (!listeners.has(event)) listeners.set(event, new Set());
  const set = /** @type {Set<(payload: any) => void>} */ (listeners.get(event));
  set.add(callback);
  if (!polling) {
    polling = true;
    pollEvents();
  }
  return Promise.resolve(() => set.delete(callback));
}

/** Asks the core for its events as long as the page lives, and hands each to its listeners. */
async function pollEvents() {
  for (;;) {
    let batch;
    try {
      batch = await call('next_events', {}, { background: true });
    } catch (err) {
      // A failed ask (the IPC's, or a bug's panic in the core): ask again a moment later.
      console.error('next_events', err);
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    for (const { event, payload } of batch) {
      for (const callback of listeners.get(event) || []) {
        try {
          callback(payload);
        } catch (err) {
          console.error(event, err);
        }
      }
      // The microtasks the listeners queued run before the next event is handed out.
      await null;
    }
  }
}

/**
 * The commands, typed as the core answers them (docs/ipc.md).
 * @type {{
 *   boot: () => Promise<{ settings: Settings, settingsChoices: SettingsChoices, catalog: CatalogEntry[], storage: StorageStatus, gameOnScreen: string | null }>,
 *   catalog: () => Promise<CatalogEntry[]>,
 *   retryStorage: () => Promise<StorageStatus>,
 *   playWithoutSaving: () => Promise<StorageStatus>,
 *   newGame: (options: object) => Promise<Snapshot>,
 *   snapshot: (gameId: string) => Promise<Snapshot>,
 *   act: (gameId: string, action: string, ply: number) => Promise<Snapshot>,
 *   undo: (gameId: string) => Promise<Snapshot>,
 *   redo: (gameId: string) => Promise<Snapshot>,
 *   refusal: (gameId: string, chosen: string[], at: string, ply: number) => Promise<Refused | null>,
 *   threats: (gameId: string, ply: number) => Promise<Threats | null>,
 *   skipToTurn: (gameId: string) => Promise<Snapshot>,
 *   openCurtain: (gameId: string, side: Side, pin: string | null, newPin: string | null) => Promise<Snapshot>,
 *   sinceLastTurn: (gameId: string, ply: number) => Promise<SinceLastTurn>,
 *   hint: (gameId: string) => Promise<{ action: string, words: ActionWords | null, side: Side, ply: number, hintsLeft: number | null }>,
 *   cancelHint: (gameId: string) => Promise<null>,
 *   resign: (gameId: string, side: Side) => Promise<Snapshot>,
 *   agreeDraw: (gameId: string) => Promise<Snapshot>,
 *   rematch: (gameId: string) => Promise<Snapshot>,
 *   listSaves: () => Promise<(SaveSummary | DamagedSave)[]>,
 *   resumeGame: (gameId: string) => Promise<Snapshot>,
 *   deleteGame: (gameId: string) => Promise<null>,
 *   exportRawSave: (gameId: string) => Promise<string>,
 *   pause: (gameId: string) => Promise<Snapshot>,
 *   suspend: () => Promise<void>,
 *   safeAreaInsets: () => Promise<{ top: number, right: number, bottom: number, left: number }>,
 *   getSettings: () => Promise<Settings>,
 *   setSettings: (settings: Settings) => Promise<Settings>,
 *   exportGame: (gameId: string) => Promise<string>,
 *   importGame: (text: string) => Promise<Snapshot>,
 *   generalsPresets: () => Promise<{ id: string, nameZh: string, nameEn: string, army: { south: object[], north: object[] } }[]>,
 *   validateArmy: (team: string, army: object[] | string) => Promise<null>,
 *   submitArmy: (gameId: string, team: string, army: object[] | string) => Promise<Snapshot>,
 *   lessons: (game: GameKind) => Promise<LessonList>,
 *   lessonProgress: () => Promise<LessonProgress[]>,
 *   lessonOffered: (game: GameKind) => Promise<null>,
 *   startLesson: (lessonId: string) => Promise<LessonView>,
 *   lessonAct: (lessonId: string, action: string, ply: number) => Promise<LessonView>,
 *   lessonRefusal: (lessonId: string, chosen: string[], at: string, ply: number) => Promise<Refused | null>,
 *   retryLesson: (lessonId: string) => Promise<LessonView>,
 *   reviewGame: (gameId: string) => Promise<ReviewView>,
 *   reviewBoard: (gameId: string, ply: number) => Promise<ReviewBoard>,
 *   analyzeGame: (gameId: string, msPerPly?: number | null) => Promise<number>,
 *   cancelAnalysis: (job: number) => Promise<null>,
 *   makeDrills: (gameId: string) => Promise<DrillEntry[]>,
 *   drills: () => Promise<DrillList>,
 *   startDrill: (drillId: number) => Promise<DrillView>,
 *   drillAct: (drillId: number, action: string, ply: number) => Promise<DrillView>,
 *   drillRefusal: (drillId: number, chosen: string[], at: string, ply: number) => Promise<Refused | null>,
 *   showDrill: (drillId: number) => Promise<DrillView>,
 *   statistics: () => Promise<StatsLine[]>,
 *   resetStatistics: (game?: GameKind) => Promise<StatsLine[]>,
 *   bootTrace: (trace: { timeOrigin: number, steps: { name: string, start: number, end: number }[] }) => Promise<null>,
 * }}
 */
export const api = {
  boot: () => call('boot'),
  catalog: () => call('catalog'),
  retryStorage: () => call('retry_storage'),
  playWithoutSaving: () => call('play_without_saving'),
  newGame: (options) => call('new_game', { options }),
  snapshot: (gameId) => call('snapshot', { gameId }),
  act: (gameId, action, ply) => call('act', { gameId, action, ply }),
  undo: (gameId) => call('undo', { gameId }),
  redo: (gameId) => call('redo', { gameId }),
  refusal: (gameId, chosen, at, ply) => call('refusal', { gameId, chosen, at, ply }),
  threats: (gameId, ply) => call('threats', { gameId, ply }),
  skipToTurn: (gameId) => call('skip_to_turn', { gameId }),
  openCurtain: (gameId, side, pin, newPin) => call('open_curtain', { gameId, side, pin, newPin }),
  sinceLastTurn: (gameId, ply) => call('since_last_turn', { gameId, ply }),
  hint: (gameId) => call('hint', { gameId }),
  cancelHint: (gameId) => call('cancel_hint', { gameId }),
  resign: (gameId, side) => call('resign', { gameId, side }),
  agreeDraw: (gameId) => call('agree_draw', { gameId }),
  rematch: (gameId) => call('rematch', { gameId }),
  listSaves: () => call('list_saves'),
  resumeGame: (gameId) => call('resume_game', { gameId }),
  deleteGame: (gameId) => call('delete_game', { gameId }),
  exportRawSave: (gameId) => call('export_raw_save', { gameId }),
  pause: (gameId) => call('pause', { gameId }),
  suspend: () => call('suspend'),
  safeAreaInsets: () => call('safe_area_insets'),
  getSettings: () => call('get_settings'),
  setSettings: (settings) => call('set_settings', { settings }),
  exportGame: (gameId) => call('export_game', { gameId }),
  importGame: (text) => call('import_game', { text }),
  generalsPresets: () => call('generals_presets'),
  validateArmy: (team, army) => call('validate_army', { team, army }),
  submitArmy: (gameId, team, army) => call('submit_army', { gameId, team, army }),
  lessons: (game) => call('lessons', { game }),
  lessonProgress: () => call('lesson_progress'),
  lessonOffered: (game) => call('lesson_offered', { game }),
  startLesson: (lessonId) => call('start_lesson', { lessonId }),
  lessonAct: (lessonId, action, ply) => call('lesson_act', { lessonId, action, ply }),
  lessonRefusal: (lessonId, chosen, at, ply) => call('lesson_refusal', { lessonId, chosen, at, ply }),
  retryLesson: (lessonId) => call('retry_lesson', { lessonId }),
  reviewGame: (gameId) => call('review_game', { gameId }),
  reviewBoard: (gameId, ply) => call('review_board', { gameId, ply }),
  analyzeGame: (gameId, msPerPly) => call('analyze_game', { gameId, msPerPly: msPerPly ?? null }),
  cancelAnalysis: (job) => call('cancel_analysis', { job }),
  makeDrills: (gameId) => call('make_drills', { gameId }),
  drills: () => call('drills'),
  startDrill: (drillId) => call('start_drill', { drillId }),
  drillAct: (drillId, action, ply) => call('drill_act', { drillId, action, ply }),
  drillRefusal: (drillId, chosen, at, ply) => call('drill_refusal', { drillId, chosen, at, ply }),
  showDrill: (drillId) => call('show_drill', { drillId }),
  statistics: () => call('statistics'),
  resetStatistics: (game) => call('reset_statistics', { game: game || null }),
  bootTrace: (trace) => call('boot_trace', { trace }),
};
