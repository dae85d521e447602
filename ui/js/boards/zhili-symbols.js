// Zhili Shuangcheng: the symbol of each piece kind, keyed by the engine's kind code
// (ui/js/piece-symbols.js says what a symbol is; registered in ./symbols.js).

export const SYMBOLS = {
  // Red's and Black's piece are one kind (the catalog names both "piece"): one symbol, told
  // apart by the disc's colour, as 兵 and 卒 are.
  r: [['dot', 0, 0, 5]],
  b: [['dot', 0, 0, 5]],
  s: [['ring', -3.2, 0, 5.2], ['ring', 3.2, 0, 5.2]],
};
