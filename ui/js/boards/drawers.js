// The board drawers by id (a game's `info.board` in the engine's registry): one line each, a
// loader, so that a drawer is loaded only for a game the core lists (boards/index.js
// loadBoards): the example game's never is in a release.
// A drawer's modules (`<drawer>*.js`) are the only readers of their game's own part of the
// catalog (`rules.part`, typed `<Game>Part` in contract.d.ts). Each drawer module exports:
// - `createBoard(host, onTap, board, part, onReserveTap)`: draws the engine's shared geometry
//   `board` (points, columns, rows) and the game's `part` (lines, fields, terrain);
// - `SYMBOLS`: the symbol of each of its piece kinds (the symbol piece set, piece-symbols.js);
// - `unitRows(part)`, where its game has a unit table (Generals'): the rules page's rows.
// What shared code must know of a point beyond its pieces (Generals' water) the board says
// itself (`makeBoard`'s `ground`).

export const generals = () => import('./generals.js');
export const twin = () => import('./twin.js');
export const zhili = () => import('./zhili.js');
export const tictactoe = () => import('./tictactoe.js');
