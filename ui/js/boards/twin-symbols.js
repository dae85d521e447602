// Twin Cities: the symbol of each piece kind, keyed by the engine's kind code
// (ui/js/piece-symbols.js says what a symbol is; registered in ./symbols.js).

import { arc, SWORD, SPEAR, HORSESHOE, SHIELD, ARROW } from '../symbol-shapes.js';

export const SYMBOLS = {
  C: [['fill', [-8, 8, -8, -7, -5, -7, -5, -3, -1.5, -3, -1.5, -7, 1.5, -7, 1.5, -3, 5, -3, 5, -7, 8, -7, 8, 8]]],
  X: [['line', -5, 9, -5, -9], ['fill', [-5, -9, 8, -5.5, -5, -1.5]], ['line', -9, 9, 1, 9]],
  S: SPEAR,
  T: [['dot', 0, 3.5, 4.5], ['dot', -6.3, -2.5, 2.2], ['dot', -2.3, -6.8, 2.2], ['dot', 2.3, -6.8, 2.2], ['dot', 6.3, -2.5, 2.2]],
  F: SWORD,
  B: [['poly', arc(4, 0, 11, 115, 245)], ['line', -0.65, -9.97, -0.65, 9.97], ...ARROW(0)],
  H: HORSESHOE,
  L: [['poly', arc(0, 8, 12, 222, 318)], ['poly', arc(0, -8, 12, 42, 138)], ['dot', 0, 0, 2.6]],
  W: [['fill', [-9, 7, -6, -1, 0, -6, 9, -8, 6, -3, 8, -2, 3, 2, 5, 3, -1, 6, 0, 7]]],
  R: [['fill', [3, -10, -6, 1, -1, 1, -4, 10, 6, -2, 1, -2, 5, -10]]],
  D: SHIELD,
  E: [['ring', 0, 0, 5], ['dot', 0, 0, 1.6], ...[0, 45, 90, 135, 180, 225, 270, 315].map((a) => {
    const [c, s] = [Math.cos((a * Math.PI) / 180), Math.sin((a * Math.PI) / 180)];
    return /** @type {any} */ (['line', +(5 * c).toFixed(2), +(5 * s).toFixed(2), +(8.5 * c).toFixed(2), +(8.5 * s).toFixed(2)]);
  })],
};
