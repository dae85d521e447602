// Each game's piece symbols by its board drawer's id (a game's `info.board`): one line each.

export { SYMBOLS as generals } from './generals-symbols.js';
export { SYMBOLS as twin } from './twin-symbols.js';
export { SYMBOLS as zhili } from './zhili-symbols.js';
