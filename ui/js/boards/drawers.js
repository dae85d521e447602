// The board drawers by id (a game's `info.board` in the engine's registry): one line each.
// Each takes (host, onTap, board, onReserveTap) and draws the engine's geometry `board`.

export { createBoard as generals } from './generals.js';
export { createBoard as twin } from './twin.js';
export { createBoard as zhili } from './zhili.js';
