// Tic-tac-toe, the example game: the symbol of each mark, keyed by the engine's kind code
// (ui/js/piece-symbols.js says what a symbol is; exported by ./tictactoe.js).

export const SYMBOLS = {
  x: [['line', -7, -7, 7, 7], ['line', -7, 7, 7, -7]],
  o: [['ring', 0, 0, 7]],
};
