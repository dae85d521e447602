// The only door to the core: commands (invoke) and events (listen), as in docs/ipc.md.

function tauri() {
  const t = window.__TAURI__;
  if (!t || !t.core || !t.event) {
    throw new Error('window.__TAURI__ is missing: the UI must run inside the Shuangcheng app');
  }
  return t;
}

/**
 * Calls a core command; rejects with the core's AppError `{ kind, code, params, message }`
 * (src-tauri/src/service/error.rs, docs/ipc.md). A failure that is not one (Tauri's own, e.g.
 * an unknown command) is given the same shape, of kind and code `internal`.
 */
export async function call(command, args) {
  try {
    return await tauri().core.invoke(command, args || {});
  } catch (err) {
    if (err && typeof err === 'object' && 'kind' in err) throw err;
    const message = String(err && err.message ? err.message : err);
    throw { kind: 'internal', code: 'internal', params: {}, message };
  }
}

/** Subscribes to a core event; the callback receives the payload. Returns a promise of unlisten. */
export function on(event, callback) {
  return tauri().event.listen(event, (e) => callback(e.payload));
}

export const api = {
  catalog: () => call('catalog'),
  storageStatus: () => call('storage_status'),
  retryStorage: () => call('retry_storage'),
  playWithoutSaving: () => call('play_without_saving'),
  newGame: (options) => call('new_game', { options }),
  snapshot: (gameId) => call('snapshot', { gameId }),
  act: (gameId, action, ply) => call('act', { gameId, action, ply }),
  undo: (gameId) => call('undo', { gameId }),
  redo: (gameId) => call('redo', { gameId }),
  hint: (gameId) => call('hint', { gameId }),
  resign: (gameId, side) => call('resign', { gameId, side }),
  agreeDraw: (gameId) => call('agree_draw', { gameId }),
  rematch: (gameId) => call('rematch', { gameId }),
  listSaves: () => call('list_saves'),
  resumeGame: (gameId) => call('resume_game', { gameId }),
  deleteGame: (gameId) => call('delete_game', { gameId }),
  exportRawSave: (gameId) => call('export_raw_save', { gameId }),
  pause: (gameId) => call('pause', { gameId }),
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
  retryLesson: (lessonId) => call('retry_lesson', { lessonId }),
  reviewGame: (gameId) => call('review_game', { gameId }),
  reviewBoard: (gameId, ply) => call('review_board', { gameId, ply }),
  analyzeGame: (gameId) => call('analyze_game', { gameId }),
  cancelAnalysis: (job) => call('cancel_analysis', { job }),
  statistics: () => call('statistics'),
  resetStatistics: (game) => call('reset_statistics', { game: game || null }),
};
