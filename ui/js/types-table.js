// The types of one device, several players (issue 25): threats, and what happened since a
// player's last turn, as the core sends them (docs/ipc.md) and the board marks them. JSDoc
// only, checked by `tsc` (tsconfig.json); see types.js for the rest.

/** @import { BoardState, Side } from './types.js' */

/**
 * One piece that another can take or hit (the `threats` command): pieces by their board ids.
 * @typedef {object} Threat
 * @property {string} by
 * @property {string} byKind
 * @property {string} target
 * @property {string} targetKind
 * @property {number | null} damage hit points lost; `null` for a capture
 * @property {boolean} removes
 */

/**
 * What threatens the player and what the player threatens (engine/src/threats.rs).
 * @typedef {object} Threats
 * @property {Side} side
 * @property {Threat[]} exposed
 * @property {Threat[]} withinReach
 * @property {string[]} cityField
 */

/** @typedef {{ from: string, to: string, kind: 'exposed' | 'reach' }} ThreatArrow */

/**
 * What happened since a human seat's last action (the `since_last_turn` command).
 * @typedef {object} SinceLastTurn
 * @property {number} seat
 * @property {Side} side
 * @property {BoardState[]} boards the board after the seat's last action, then after each action since
 * @property {{ kind: string, count: number }[]} lost
 * @property {{ id: string, kind: string, hpLost: number }[]} damaged
 * @property {Threat[]} inDanger
 * @property {boolean} replay whether to replay it at once
 */

/**
 * The threats by point, as the board marks them (threats.js).
 * @typedef {object} ThreatMarks
 * @property {Map<string, Threat[]>} exposed
 * @property {Map<string, Threat[]>} reach
 * @property {Set<string>} field
 * @property {ThreatArrow[]} arrows
 * @property {{ exposed: number, reach: number, field: number }} counts
 */

export {};
