// The core's JSON as the UI reads it (docs/ipc.md), and the contract every board keeps, as
// JSDoc types. `make lint` checks the UI against them with `tsc --checkJs` (tsconfig.json),
// and checks the core's own JSON (the golden files of tests/unit/golden, written by
// `cargo test -p shuangcheng --test golden`) against them in tests/unit/golden-types.js, so a
// field renamed on either side fails the lint. Types only: this module exports no value.

/** @typedef {'zhili' | 'twin-cities' | 'generals'} GameKind */
/** @typedef {'first' | 'second'} Side */
/** @typedef {'slow' | 'normal' | 'fast' | 'instant'} AiPace */

/**
 * One tap of an action (the engine's view.rs): the UI compares tokens, it reads no notation.
 * @typedef {object} Tap
 * @property {string} token
 * @property {'point' | 'move' | 'unit' | 'attack' | 'warp' | 'general' | 'reserve' | 'word'} kind
 * @property {string} [at] where it is tapped; none for a button
 * @property {boolean} [anyOrder] it and its anyOrder neighbours may be tapped in any order
 */

/**
 * A legal action: its text (sent back to `act`), its taps, and the seat that may play it.
 * @typedef {object} ActionInfo
 * @property {string} text
 * @property {Tap[]} taps
 * @property {number | null} seat
 */

/**
 * @typedef {object} Piece
 * @property {string} id
 * @property {string} kind
 * @property {Side | null} side
 * @property {string | null} group
 * @property {string} at
 * @property {number | null} hp
 * @property {number | null} maxHp
 * @property {number | null} cooldown
 * @property {string | null} carriedBy
 * @property {boolean} locked
 */

/**
 * The engine's view of a position (its Presentation).
 * @typedef {object} BoardView
 * @property {Piece[]} pieces
 * @property {{ side: Side, kind: string, count: number }[]} reserves Twin Cities' reserve ring
 * @property {{ at: string, kind: string }[]} marks
 * @property {string[]} terrain Generals' map rows, top first
 * @property {[string, string][]} notes
 */

/**
 * What an action did, in order, for animation.
 * @typedef {object} Effect
 * @property {'move' | 'push' | 'capture' | 'place' | 'return' | 'hit'} kind
 * @property {string} [id]
 * @property {string} [from]
 * @property {string} [to]
 * @property {string} [at]
 * @property {number} [damage]
 */

/** @typedef {{ kind: 'human' | 'ai', level?: string }} Seat */
/** @typedef {{ winner: Side | null, reason: string }} Outcome */
/**
 * An action in parts, for its sentence (the engine's view.rs `ActionWords`; words.js fills it).
 * @typedef {object} ActionWords
 * @property {string} verb the template's key: `move`, `recruit`, `carry`, `end-turn`, …
 * @property {string} [group] Generals' general that acts (`r`)
 * @property {string} [piece] the kind that acts or is placed (a piece code)
 * @property {string} [from]
 * @property {string} [to]
 * @property {string} [over] the point jumped over (Zhili)
 * @property {string} [target] the kind taken, hit, pulled, paid or boarded
 * @property {string} [targetGroup]
 * @property {string[]} [points] the points recruited on or paid with
 * @property {number} [count] passengers carried, pieces pushed
 * @property {ActionWords} [then] the follower's move (Twin Cities, T9)
 * @property {{ zh: string, 'zh-Hant': string }} [compact] the game's compact Chinese form (Twin Cities' 城五退一)
 */

/** @typedef {{ text: string, words: ActionWords, side: Side, seat: number | null, ms: number }} HistoryEntry */

/**
 * A board as every screen draws it, after a game's first `ply` actions (the core's
 * `BoardState`): a game in play, a lesson and a review each carry these fields.
 * @typedef {object} BoardState
 * @property {string} position
 * @property {BoardView} view
 * @property {Side} toMove
 * @property {boolean} atTurnBoundary false in the middle of a turn of several actions
 * @property {number} ply
 * @property {string | null} lastAction
 * @property {Effect[]} lastEffects
 * @property {Tap[]} lastTaps
 */

/**
 * What a game's snapshot has beside its board.
 * @typedef {object} SnapshotFields
 * @property {string} id
 * @property {number} revision a later snapshot of a game has a higher one
 * @property {GameKind} game
 * @property {'vs-ai' | 'pass-and-play'} mode
 * @property {Seat[]} seats
 * @property {'setup' | 'playing' | 'over'} phase
 * @property {number | null} seatToAct
 * @property {boolean} humanToAct
 * @property {HistoryEntry[]} history
 * @property {ActionInfo[]} legalActions
 * @property {ActionVerdict[]} [coach] with the coach on and a human to act: where each legal action leads (a solved game's exact verdicts)
 * @property {{ timerSecs: number | null, remainingMs: number | null, running: boolean }} clock
 * @property {Outcome | null} outcome
 * @property {{ rule: string, lesson: string | null }} [endRule] a game its rules ended: the rule (Z6, T11, G12) and the lesson that teaches it
 * @property {boolean} canUndo
 * @property {boolean} canRedo
 * @property {Training} training the training rules the game was started with
 * @property {number | null} hintsLeft the hints the game has left (null: no limit)
 * @property {boolean} helped the game had a hint, a takeback or the coach (counted apart)
 * @property {boolean} practice practice mode is on
 * @property {GradedMove[]} [graded] practice mode's grades of the human's moves so far
 * @property {PracticeNote} [practiceNote] the grade of the human's last move, once found
 * @property {boolean} aiThinking
 * @property {boolean} skipping "skip to my turn" asked: no pauses or slides until a human acts
 * @property {{ side: Side, pinSet: boolean, pinOffered: boolean } | null} curtain the hand-over curtain, up for that side's people: nothing else is drawn (curtain.js)
 * @property {boolean} paused
 * @property {string} createdAt
 * @property {string} updatedAt
 */

/**
 * Everything the play screen draws of a game.
 * @typedef {BoardState & SnapshotFields} Snapshot
 */
/** @typedef {{ zh: string, en: string, [language: string]: string }} Texts */

/**
 * What a lesson in play has beside its board: what a snapshot has for playing, and the lesson.
 * @typedef {object} LessonFields
 * @property {string} id the lesson's id
 * @property {GameKind} game
 * @property {Seat[]} seats
 * @property {'setup' | 'playing' | 'over'} phase
 * @property {boolean} humanToAct
 * @property {HistoryEntry[]} history
 * @property {ActionInfo[]} legalActions
 * @property {Texts} title
 * @property {Texts} intro
 * @property {Texts} done
 * @property {Texts | null} hint
 * @property {string[]} rules
 * @property {string[]} fields
 * @property {number} turns
 * @property {number} turnsLeft
 * @property {'playing' | 'passed' | 'failed'} state
 * @property {number} failures
 * @property {string[]} replies
 * @property {number} index
 * @property {number} total
 * @property {string | null} next
 * @property {boolean} progressSaved
 */

/**
 * A lesson in play.
 * @typedef {BoardState & LessonFields} LessonView
 */

/**
 * What a drill in play has beside its board (docs/ipc.md, `start_drill`).
 * @typedef {object} DrillFields
 * @property {number} id
 * @property {GameKind} game
 * @property {'better-move' | 'convert-win' | 'hold-draw'} kind
 * @property {Side} learner
 * @property {'playing' | 'solved' | 'missed'} state
 * @property {string} played
 * @property {object | null} playedWords
 * @property {number} before
 * @property {number} after
 * @property {string | null} best
 * @property {object | null} bestWords
 * @property {number | null} chance
 * @property {number | null} bestChance
 * @property {string[]} replies
 * @property {number} holdMoves
 * @property {number} kept
 * @property {number} missedTries
 * @property {boolean} solved
 * @property {boolean} shown
 * @property {number} pendingOthers
 * @property {number | null} next
 * @property {boolean} progressSaved
 * @property {Seat[]} seats
 * @property {'setup' | 'playing' | 'over'} phase
 * @property {boolean} humanToAct
 * @property {HistoryEntry[]} history
 * @property {ActionInfo[]} legalActions
 */

/**
 * A drill in play.
 * @typedef {BoardState & DrillFields} DrillView
 */

/**
 * A drill's view as the play model holds it: its id made a text like a game's.
 * @typedef {Omit<DrillView, 'id'> & { id: string }} DrillBoard
 */

/**
 * @typedef {object} DrillEntry
 * @property {number} id
 * @property {GameKind} game
 * @property {'better-move' | 'convert-win' | 'hold-draw'} kind
 * @property {string} sourceGame
 * @property {number} ply
 * @property {boolean} solved
 * @property {boolean} shown
 * @property {number} missedTries
 */

/**
 * @typedef {object} DrillList
 * @property {DrillEntry[]} pending
 * @property {number} solved
 */

/**
 * What the play model draws: a game's snapshot, or a lesson's or a drill's view (which have no
 * clock, no undo, no AI thinking).
 * @typedef {Snapshot | (LessonView & Partial<Snapshot>) | (DrillBoard & Partial<Snapshot>)} PlayState
 */

/**
 * @typedef {object} LessonList
 * @property {GameKind} game
 * @property {{ id: string, rules: string[], title: Texts, passed: boolean, wrongTries: number }[]} lessons
 * @property {number} passed
 * @property {boolean} progressKnown
 */

/** @typedef {{ game: GameKind, passed: number, total: number, firstLesson: string, offered: boolean }} LessonProgress */

/**
 * The board after the first `ply` moves of the game under review.
 * @typedef {BoardState & { gameId: string, outcome: Outcome | null }} ReviewBoard
 */

/** @typedef {{ kind: 'win' | 'loss' | 'draw', plies?: number }} Verdict */

/** @typedef {{ action: string, verdict: Verdict }} ActionVerdict */

/**
 * A saved game replayed for review.
 * @typedef {object} ReviewView
 * @property {string} gameId
 * @property {GameKind} game
 * @property {'vs-ai' | 'pass-and-play'} mode
 * @property {Seat[]} seats
 * @property {string} startPosition
 * @property {HistoryEntry[]} moves
 * @property {number} recorded
 * @property {{ ply: number, action: string, message: string } | null} stop
 * @property {Outcome | null} outcome
 * @property {{ before: Verdict, after: Verdict, change: string | null }[] | null} verdicts
 * @property {boolean} canAnalyze
 * @property {PracticeNote[]} graded a practice game's grades, as given during the game
 */

/**
 * Practice mode's grade of one move (the engine's review::practice), by the fall in the mover's
 * winning chance (0…1) against the engine's best move there.
 * @typedef {object} GradedMove
 * @property {number} ply the move's index
 * @property {string} action
 * @property {'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder'} grade
 * @property {number} before the mover's winning chance before the move, with best play
 * @property {number} after and after it
 * @property {string | null} better the engine's best move, when it is another one
 */

/**
 * A graded move with its better move's words.
 * @typedef {GradedMove & { betterWords: ActionWords | null }} PracticeNote
 */

/**
 * @typedef {object} SaveSummary
 * @property {string} id
 * @property {GameKind} game
 * @property {'vs-ai' | 'pass-and-play'} mode
 * @property {Seat[]} seats
 * @property {'setup' | 'playing' | 'over'} phase
 * @property {Side | null} toMove
 * @property {number} ply
 * @property {Outcome | null} outcome
 * @property {string} position
 * @property {string} createdAt
 * @property {string} updatedAt
 * @property {undefined} [damaged]
 */

/** @typedef {{ id: string, damaged: string, updatedAt: string | null }} DamagedSave */

/**
 * @typedef {object} StatsLine
 * @property {GameKind} game
 * @property {'vs-ai' | 'pass-and-play'} mode
 * @property {string} level
 * @property {boolean} helped the line's games had help (a hint, a takeback or the coach)
 * @property {number} played
 * @property {number} wins
 * @property {number} losses
 * @property {number} draws
 * @property {number} longestStreak
 * @property {number | null} fastestWinPlies
 * @property {number | null} fastestWinMs
 */

/**
 * A side of a game as the engine's catalog names it.
 * @typedef {object} SideInfo
 * @property {Side} side
 * @property {string} id
 * @property {string} nameEn
 * @property {string} nameZh
 * @property {string} emblem the piece kind that stands for the side
 * @property {string[]} [groups]
 */

/** @typedef {{ seats: { side: Side, groups?: string[] }[], perGroup: boolean }} SeatLayout */

/**
 * The engine's geometry of a board; each game fills its own fields.
 * @typedef {object} BoardGeometry
 * @property {string[]} points
 * @property {string[]} [columns]
 * @property {number} [rows]
 * @property {[string, string][]} [lines]
 * @property {string[][]} [straightLines]
 * @property {string[]} [reserve]
 * @property {Record<string, string[]>} [fields]
 * @property {string[]} [terrain]
 * @property {Record<string, string>} [homes]
 * @property {Record<string, string[]>} [spawns]
 */

/**
 * @typedef {object} PieceInfo
 * @property {string} code
 * @property {string} [nameEn]
 * @property {string} [nameZh]
 * @property {number} [count]
 * @property {number} [moves]
 * @property {number} [reach]
 * @property {number} [hp]
 * @property {number} [limit]
 * @property {boolean} [diagMove]
 * @property {boolean} [diagAttack]
 */

/**
 * A position of the engine's that a rules page draws, with what it points out.
 * @typedef {object} Diagram
 * @property {string} id
 * @property {BoardView} view
 * @property {string[]} selected
 * @property {string[]} targets
 * @property {string[]} last
 * @property {string[]} [fields]
 */

/**
 * The engine's facts of a game (engine/src/catalog.rs): the UI copies none of them.
 * @typedef {object} GameCatalog
 * @property {GameKind} game
 * @property {string} start
 * @property {SideInfo[]} sides
 * @property {SeatLayout[]} seatLayouts
 * @property {number | null} defaultTimerSecs
 * @property {{ repetition: number | null, maxPlies: number | null, noProgressPlies: number | null, noDamageTurns: number | null }} limits
 * @property {BoardGeometry} board
 * @property {PieceInfo[]} pieces
 * @property {{ id: string, nameEn: string, nameZh: string }[]} [groups] Generals' generals and their names
 * @property {string[]} verbs the verbs its actions are told with (words.js)
 * @property {{ soldiersPerGeneral: number, soldierKinds: string[] }} [army]
 * @property {Diagram[]} diagrams
 * @property {RulesSection[]} rulesText the rules page, numbers filled in from the catalog
 * @property {GameTexts} texts its templates (engine/texts/<game>.toml)
 */

/**
 * A game's templates, by language (engine/src/texts.rs): `errors` by error code, its
 * `{names}` the error's parameters; `words` by verb (`<verb>.one`: the form for one point).
 * @typedef {object} GameTexts
 * @property {Record<string, Texts>} errors
 * @property {Record<string, Texts>} words
 * @property {Record<string, Texts>} [help] by situation: recruit, exchange, shock, follow
 */

/**
 * A section of a rules page (engine/src/rules_text.rs), its texts by language.
 * @typedef {object} RulesSection
 * @property {Texts} heading
 * @property {string} [diagram] the id of the diagram it shows
 * @property {Texts} [caption]
 * @property {Texts[]} paragraphs
 */

/** @typedef {{ id: string, nameEn: string, nameZh: string, budgetMs: number }} LevelInfo */

/**
 * A game as the core lists it (`catalog`).
 * @typedef {object} CatalogEntry
 * @property {GameKind} game
 * @property {GameInfo} info the game's entry in the engine's registry
 * @property {LevelInfo[]} levels weakest first
 * @property {string} defaultLevel the settings' level for the game (the core chooses it)
 * @property {number | null} defaultTimerSecs the settings' timer for the game
 * @property {Training} training the settings' training rules for the game
 * @property {number[]} seatCounts
 * @property {GameCatalog} rules
 */

/**
 * A game's entry in the engine's registry (engine/src/registry.rs).
 * @typedef {object} GameInfo
 * @property {GameKind} id
 * @property {Texts} names
 * @property {Texts} blurb
 * @property {{ solved: boolean, analysable: boolean, timedAnalysis: boolean, setupPhase: boolean, multiActionTurns: boolean, threats: boolean }} capabilities
 * @property {TimerRange} timer
 * @property {Glyph[]} glyphs
 * @property {string} icon the code of the piece that marks the game
 * @property {string} board the id of its board drawer (ui/js/boards/drawers.js)
 * @property {string} endRule the rule that says how a game ends (Z6, T11, G12)
 * @property {string} timerRule the rule a turn whose time runs out follows (Z7, T12, G5)
 */

/**
 * The turn timers a game accepts, in seconds (`defaultSecs`: null = off).
 * @typedef {object} TimerRange
 * @property {number | null} defaultSecs
 * @property {number} minSecs
 * @property {number} maxSecs
 */

/**
 * A piece's glyph by script; `second` is the second side's, where it differs.
 * @typedef {{ code: string, zh: string, 'zh-Hant': string, second?: string }} Glyph
 */

/**
 * @typedef {object} Settings
 * @property {'zh' | 'zh-Hant' | 'en'} language
 * @property {string} defaultLevel
 * @property {Record<GameKind, number | null>} defaultTimerSecs
 * @property {number} thinkingSecs the master's thinking time per move (per turn in Generals), seconds
 * @property {AiPace} aiPace the pause between the computer's actions in a row, and their slides
 * @property {boolean} undoVsAi
 * @property {'fixed' | 'rotate-board' | 'rotate-pieces' | 'face-to-face'} orientation
 * @property {'wood' | 'stone' | 'silent'} sound the move's sound
 * @property {boolean} animation
 * @property {'light' | 'dark' | 'system'} theme
 * @property {'normal' | 'large' | 'larger'} textSize
 * @property {boolean} largeLabels
 * @property {boolean} haptics
 * @property {'words' | 'notation'} moveList how the move list shows the moves
 * @property {'characters' | 'symbols' | null} pieceSet the pieces' labels; unset, by language
 * @property {'wood' | 'paper'} boardStyle
 * @property {'calligraphy' | 'simple'} pieceStyle
 * @property {Record<GameKind, Training>} training each game's training rules
 */

/**
 * A game's training rules (the core's training.rs `Training`).
 * @typedef {object} Training
 * @property {boolean} takebacks undo (and redo) may be used
 * @property {number | null} hintBudget the hints a game may have (null: no limit)
 * @property {boolean} confirmMoves an action is played when its last tap is made again
 */

/**
 * The values each setting with a fixed set of them may take, in the order the settings screen
 * offers them (the core's `SettingsChoices`, settings.rs `CHOICES`).
 * @typedef {object} SettingsChoices
 * @property {Settings['theme'][]} theme
 * @property {Settings['textSize'][]} textSize
 * @property {('characters' | 'symbols')[]} pieceSet
 * @property {Settings['boardStyle'][]} boardStyle
 * @property {Settings['pieceStyle'][]} pieceStyle
 * @property {Settings['moveList'][]} moveList
 * @property {number[]} thinkingSecs the master's thinking times, seconds
 * @property {AiPace[]} aiPace
 * @property {(number | null)[]} hintBudget each game's hints per game (null: no limit)
 * @property {Settings['orientation'][]} orientation
 * @property {Settings['sound'][]} sound
 */

/**
 * The saves' state (docs/app-core.md, "Saves under faults").
 * @typedef {object} StorageStatus
 * @property {'ok' | 'recovered' | 'unavailable' | 'newer-version' | 'without-saving'} state
 * @property {string | null} problem
 * @property {string} message
 * @property {string | null} path
 * @property {string | null} keptAt
 * @property {boolean} canRetry
 * @property {boolean} canPlayWithoutSaving
 */

/**
 * A refusal from the core: the kind, the engine's code and its parameters, an English message.
 * @typedef {object} AppError
 * @property {string} kind
 * @property {string} code
 * @property {Record<string, unknown>} params
 * @property {string} message
 */

/**
 * Why a tap was refused (the `refusal` command): a code of the game's texts' `refusals`, its
 * parameters, the rule it cites and the first lesson that teaches that rule.
 * @typedef {object} Refused
 * @property {string} code
 * @property {Record<string, string>} params
 * @property {string} rule
 * @property {string | null} lesson
 */

/** @typedef {'move' | 'capture' | 'pick' | 'aim' | 'warp'} TargetKind */

/**
 * What a board shows over the pieces, redrawn from scratch on every update.
 * @typedef {object} Decoration
 * @property {Set<string>} selected
 * @property {Map<string, TargetKind>} targets
 * @property {Map<string, Verdict>} [verdicts] the coach's verdict of each target (coach.js)
 * @property {Set<string>} last
 * @property {Set<string>} hint
 * @property {boolean} flip
 * @property {Side | null} rotateSide
 * @property {Set<string>} reserveTargets Twin Cities' reserve slots to tap (`first-T`)
 * @property {string[]} [fields] points whose field to draw (Twin Cities)
 * @property {{ from: string, to: string, id?: string, delay?: number }[]} [slides]
 * @property {Map<string, string[]>} [marks]
 * @property {import('./types-table.js').ThreatMarks | null} [threats] the threat marks, while the player has them on
 */

/** @typedef {{ el: Element, at: [number, number] }} BoardStop */

/**
 * The contract every board keeps (boards/zhili.js, twin.js, generals.js): screens build one
 * with boards/index.js and then only call `update` and read its zones.
 * @typedef {object} Board
 * @property {SVGElement} el
 * @property {GameKind} game
 * @property {number} minTarget viewBox units of the smallest tap target
 * @property {Map<string, Element>} zones each point's or cell's tap zone
 * @property {Map<string, Element>} [slots] Twin Cities' reserve slots (`first-T`)
 * @property {() => Map<string, BoardStop>} stops what the keyboard goes over
 * @property {(view: BoardView, deco: Decoration) => void} update
 */

export {};
