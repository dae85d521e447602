// Generated from the core's Rust types by src-tauri/src/bindings.rs: do not edit.
// `UPDATE_BINDINGS=1 cargo test -p shuangcheng --lib bindings` writes it again.
// The core's commands (src-tauri/src/commands.rs), one function each.

/** @import { BackedUp, BootState, CatalogEntry, DrillEntry, DrillList, DrillView, Event, GameKind, GameProgress, Hint, Insets, LessonList, LessonView, NewGameOptions, PageTrace, PictureFormat, PresetInfo, Refused, Restored, ReviewBoard, ReviewView, SaveEntry, Settings, SetupChoice, Side, SinceLastTurn, Snapshot, StatsLine, StorageStatus, Threats } from './contract.js' */

import { call } from './ipc.js';

export const commands = {
  /**
   * @returns {Promise<BootState>}
   */
  boot: () => call('boot'),
  /**
   * @returns {Promise<CatalogEntry[]>}
   */
  catalog: () => call('catalog'),
  /**
   * @returns {Promise<StorageStatus>}
   */
  retryStorage: () => call('retry_storage'),
  /**
   * @returns {Promise<StorageStatus>}
   */
  playWithoutSaving: () => call('play_without_saving'),
  /**
   * @param {NewGameOptions} options
   * @returns {Promise<Snapshot>}
   */
  newGame: (options) => call('new_game', { options }),
  /**
   * @param {string} gameId
   * @returns {Promise<Snapshot>}
   */
  snapshot: (gameId) => call('snapshot', { gameId }),
  /**
   * @param {string} gameId
   * @param {string} action
   * @param {number} ply
   * @returns {Promise<Snapshot>}
   */
  act: (gameId, action, ply) => call('act', { gameId, action, ply }),
  /**
   * @param {string} gameId
   * @returns {Promise<Snapshot>}
   */
  undo: (gameId) => call('undo', { gameId }),
  /**
   * @param {string} gameId
   * @returns {Promise<Snapshot>}
   */
  redo: (gameId) => call('redo', { gameId }),
  /**
   * @param {string} gameId
   * @param {string[]} chosen
   * @param {string} at
   * @param {number} ply
   * @returns {Promise<Refused | null>}
   */
  refusal: (gameId, chosen, at, ply) => call('refusal', { gameId, chosen, at, ply }),
  /**
   * @param {string} gameId
   * @param {number} ply
   * @returns {Promise<Threats | null>}
   */
  threats: (gameId, ply) => call('threats', { gameId, ply }),
  /**
   * @param {string} gameId
   * @returns {Promise<Snapshot>}
   */
  skipToTurn: (gameId) => call('skip_to_turn', { gameId }),
  /**
   * The hand-over curtain: `pin` and `newPin` may be absent or null.
   * @param {string} gameId
   * @param {Side} side
   * @param {string | null} pin
   * @param {string | null} newPin
   * @returns {Promise<Snapshot>}
   */
  openCurtain: (gameId, side, pin, newPin) => call('open_curtain', { gameId, side, pin, newPin }),
  /**
   * @param {string} gameId
   * @param {number} ply
   * @returns {Promise<SinceLastTurn>}
   */
  sinceLastTurn: (gameId, ply) => call('since_last_turn', { gameId, ply }),
  /**
   * @param {string} gameId
   * @returns {Promise<Hint>}
   */
  hint: (gameId) => call('hint', { gameId }),
  /**
   * @param {string} gameId
   * @returns {Promise<null>}
   */
  cancelHint: (gameId) => call('cancel_hint', { gameId }),
  /**
   * @param {string} gameId
   * @param {Side} side
   * @returns {Promise<Snapshot>}
   */
  resign: (gameId, side) => call('resign', { gameId, side }),
  /**
   * @param {string} gameId
   * @returns {Promise<Snapshot>}
   */
  agreeDraw: (gameId) => call('agree_draw', { gameId }),
  /**
   * @param {string} gameId
   * @returns {Promise<Snapshot>}
   */
  rematch: (gameId) => call('rematch', { gameId }),
  /**
   * @returns {Promise<SaveEntry[]>}
   */
  listSaves: () => call('list_saves'),
  /**
   * @param {string} gameId
   * @returns {Promise<Snapshot>}
   */
  resumeGame: (gameId) => call('resume_game', { gameId }),
  /**
   * @param {string} gameId
   * @returns {Promise<null>}
   */
  deleteGame: (gameId) => call('delete_game', { gameId }),
  /**
   * @param {string} gameId
   * @returns {Promise<string>}
   */
  exportRawSave: (gameId) => call('export_raw_save', { gameId }),
  /**
   * @param {string} gameId
   * @returns {Promise<Snapshot>}
   */
  pause: (gameId) => call('pause', { gameId }),
  /**
   * @returns {Promise<null>}
   */
  suspend: () => call('suspend'),
  /**
   * @returns {Promise<Insets>}
   */
  safeAreaInsets: () => call('safe_area_insets'),
  /**
   * @returns {Promise<Settings>}
   */
  getSettings: () => call('get_settings'),
  /**
   * @param {Settings} settings
   * @returns {Promise<Settings>}
   */
  setSettings: (settings) => call('set_settings', { settings }),
  /**
   * @param {string} gameId
   * @returns {Promise<string>}
   */
  exportGame: (gameId) => call('export_game', { gameId }),
  /**
   * @param {string} text
   * @returns {Promise<Snapshot>}
   */
  importGame: (text) => call('import_game', { text }),
  /**
   * Saves game `gameId`'s record to a file the player chooses (`title`: the dialog's, in the
   * player's language); the path written.
   * @param {string} gameId
   * @param {string} title
   * @returns {Promise<string | null>}
   */
  exportRecordFile: (gameId, title) => call('export_record_file', { gameId, title }),
  /**
   * A new game from a record file the player chooses.
   * @param {string} title
   * @returns {Promise<Snapshot | null>}
   */
  importRecordFile: (title) => call('import_record_file', { title }),
  /**
   * A new game from the record on the clipboard.
   * @returns {Promise<Snapshot>}
   */
  pasteRecord: () => call('paste_record'),
  /**
   * Puts `text` on the clipboard (a record, a raw save).
   * @param {string} text
   * @returns {Promise<null>}
   */
  copyText: (text) => call('copy_text', { text }),
  /**
   * Saves the board as a picture the page drew (`format` "svg": the SVG's text; "png": its
   * bytes in base64) to a file the player chooses; the path written.
   * @param {string} title
   * @param {PictureFormat} format
   * @param {string} data
   * @returns {Promise<string | null>}
   */
  savePicture: (title, format, data) => call('save_picture', { title, format, data }),
  /**
   * Backs up everything the saves hold to a file the player chooses.
   * @param {string} title
   * @returns {Promise<BackedUp | null>}
   */
  backUpSaves: (title) => call('back_up_saves', { title }),
  /**
   * Merges a backup the player chooses into the saves; what it added.
   * @param {string} title
   * @returns {Promise<Restored | null>}
   */
  restoreSaves: (title) => call('restore_saves', { title }),
  /**
   * The diagnostics (version, platform, settings, the log's last lines; the games only when
   * `withGames`), put on the clipboard and answered.
   * @param {boolean} withGames
   * @returns {Promise<string>}
   */
  copyDiagnostics: (withGames) => call('copy_diagnostics', { withGames }),
  /**
   * The presets of `game`'s setup phase, each laid out for every side (none for a game without
   * a setup phase).
   * @param {GameKind} game
   * @returns {Promise<PresetInfo[]>}
   */
  setupPresets: (game) => call('setup_presets', { game }),
  /**
   * Checks a side's setup of `game` with the engine; `seat` is the side's id in the catalog,
   * `setup` a preset's id or the side's units in the game's form.
   * @param {GameKind} game
   * @param {string} seat
   * @param {SetupChoice} setup
   * @returns {Promise<null>}
   */
  validateSetup: (game, seat, setup) => call('validate_setup', { game, seat, setup }),
  /**
   * A human side submits its setup (`seat`: the side's id in the catalog); when every side's is
   * in, play starts.
   * @param {string} gameId
   * @param {string} seat
   * @param {SetupChoice} setup
   * @returns {Promise<Snapshot>}
   */
  submitSetup: (gameId, seat, setup) => call('submit_setup', { gameId, seat, setup }),
  /**
   * @param {GameKind} game
   * @returns {Promise<LessonList>}
   */
  lessons: (game) => call('lessons', { game }),
  /**
   * @returns {Promise<GameProgress[]>}
   */
  lessonProgress: () => call('lesson_progress'),
  /**
   * @param {GameKind} game
   * @returns {Promise<null>}
   */
  lessonOffered: (game) => call('lesson_offered', { game }),
  /**
   * @param {string} lessonId
   * @returns {Promise<LessonView>}
   */
  startLesson: (lessonId) => call('start_lesson', { lessonId }),
  /**
   * @param {string} lessonId
   * @param {string} action
   * @param {number} ply
   * @returns {Promise<LessonView>}
   */
  lessonAct: (lessonId, action, ply) => call('lesson_act', { lessonId, action, ply }),
  /**
   * @param {string} lessonId
   * @param {string[]} chosen
   * @param {string} at
   * @param {number} ply
   * @returns {Promise<Refused | null>}
   */
  lessonRefusal: (lessonId, chosen, at, ply) => call('lesson_refusal', { lessonId, chosen, at, ply }),
  /**
   * @param {string} lessonId
   * @returns {Promise<LessonView>}
   */
  retryLesson: (lessonId) => call('retry_lesson', { lessonId }),
  /**
   * @param {string} gameId
   * @returns {Promise<ReviewView>}
   */
  reviewGame: (gameId) => call('review_game', { gameId }),
  /**
   * @param {string} gameId
   * @param {number} ply
   * @returns {Promise<ReviewBoard>}
   */
  reviewBoard: (gameId, ply) => call('review_board', { gameId, ply }),
  /**
   * `msPerPly` may be absent or null: the review's default budget.
   * @param {string} gameId
   * @param {number | null} msPerPly
   * @returns {Promise<number>}
   */
  analyzeGame: (gameId, msPerPly) => call('analyze_game', { gameId, msPerPly }),
  /**
   * @param {number} job
   * @returns {Promise<null>}
   */
  cancelAnalysis: (job) => call('cancel_analysis', { job }),
  /**
   * @param {string} gameId
   * @returns {Promise<DrillEntry[]>}
   */
  makeDrills: (gameId) => call('make_drills', { gameId }),
  /**
   * @returns {Promise<DrillList>}
   */
  drills: () => call('drills'),
  /**
   * @param {number} drillId
   * @returns {Promise<DrillView>}
   */
  startDrill: (drillId) => call('start_drill', { drillId }),
  /**
   * @param {number} drillId
   * @param {string} action
   * @param {number} ply
   * @returns {Promise<DrillView>}
   */
  drillAct: (drillId, action, ply) => call('drill_act', { drillId, action, ply }),
  /**
   * @param {number} drillId
   * @param {string[]} chosen
   * @param {string} at
   * @param {number} ply
   * @returns {Promise<Refused | null>}
   */
  drillRefusal: (drillId, chosen, at, ply) => call('drill_refusal', { drillId, chosen, at, ply }),
  /**
   * @param {number} drillId
   * @returns {Promise<DrillView>}
   */
  showDrill: (drillId) => call('show_drill', { drillId }),
  /**
   * @returns {Promise<StatsLine[]>}
   */
  statistics: () => call('statistics'),
  /**
   * `game` absent or null resets every game's statistics.
   * @param {GameKind | null} game
   * @returns {Promise<StatsLine[]>}
   */
  resetStatistics: (game) => call('reset_statistics', { game }),
  /**
   * The page's boot steps, printed with the core's when `SC_BOOT_TRACE` is set (`boot_trace.rs`).
   * @param {PageTrace} trace
   * @returns {Promise<null>}
   */
  bootTrace: (trace) => call('boot_trace', { trace }),
  /**
   * The core's events, once there are any (a long poll: the page asks again after each answer).
   * @returns {Promise<Event[]>}
   */
  nextEvents: () => call('next_events'),
};
