// UI-only shapes, as JSDoc types checked by `tsc` (tsconfig.json): the contract every board
// keeps, what it draws over the pieces, and what the play model holds. The wire types are
// generated from the core's Rust types in contract.d.ts. Types only: this module exports no value.

/** @import { BoardView, DrillView, GameKind, LessonView, Side, Snapshot, Threat, Verdict } from './contract.js' */

/**
 * A drill's view as the play model holds it: its id made a text like a game's.
 * @typedef {Omit<DrillView, 'id'> & { id: string }} DrillBoard
 */

/**
 * What the play model draws: a game's snapshot, or a lesson's or a drill's view (which have no
 * clock, no undo, no AI thinking).
 * @typedef {Snapshot | (LessonView & Partial<Snapshot>) | (DrillBoard & Partial<Snapshot>)} PlayState
 */

/** @typedef {{ from: string, to: string, kind: 'exposed' | 'reach' }} ThreatArrow */

/**
 * The threats by point, as the board marks them (threats.js).
 * @typedef {object} ThreatMarks
 * @property {Map<string, Threat[]>} exposed
 * @property {Map<string, Threat[]>} reach
 * @property {Set<string>} field
 * @property {ThreatArrow[]} arrows
 * @property {{ exposed: number, reach: number, field: number }} counts
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
 * @property {ThreatMarks | null} [threats] the threat marks, while the player has them on
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
