// Generals: the symbol of each piece kind, keyed by the engine's kind code
// (ui/js/piece-symbols.js says what a symbol is; registered in ./symbols.js).

import { arc, placed, SWORD, SPEAR, HORSESHOE, SHIELD, ARROW } from '../symbol-shapes.js';

export const SYMBOLS = {
  GN: [['fill', [-9, 6, -9, -6, -4.5, 0, 0, -8, 4.5, 0, 9, -6, 9, 6]]],
  LI: SWORD,
  HI: [...SWORD, ['line', 7, 7, -7, -7], ['line', 6.5, -0.5, 0.5, 6.5], ['line', 3.5, 3.5, 8.5, 8.5]],
  LC: HORSESHOE,
  HC: [...HORSESHOE, ['dot', 0, -1, 3.2]],
  CC: [...placed(HORSESHOE, 0, 3, 0.7), ...ARROW(-7)],
  CB: [['poly', arc(0, 6, 11, 215, 325)], ['line', -9, -0.3, 9, -0.3], ['line', 0, -8, 0, 9]],
  SP: SPEAR,
  SH: SHIELD,
  MA: [['ring', 0, -7, 2.2], ['line', 0, -4.8, 0, 8.5], ['line', -4, -2, 4, -2], ['poly', arc(0, 1.5, 7.5, 10, 170)]],
  CA: [['line', -9, 8, 9, 8], ['fill', [-3, 8, 0, 2, 3, 8]], ['line', -7, 6, 5, -4], ['dot', 6, -6, 3.2]],
  CH: [['ring', 0, 0, 8], ['dot', 0, 0, 2], ['line', 0, -8, 0, 8], ['line', -6.9, -4, 6.9, 4], ['line', -6.9, 4, 6.9, -4]],
  SA: [['poly', arc(12, 12, 20, 190, 262)], ['line', -9.6, 3.8, -3.9, 5.9]],
  HK: [['line', -2, 9, -2, -4], ['poly', arc(2, -4, 4, 180, 360, 8)], ['line', 6, -4, 6, 0], ['line', 6, 0, 3.5, -2]],
  AS: [['fill', [0, -9.5, 2.6, -1, -2.6, -1]], ['line', -5, -1, 5, -1], ['line', 0, -1, 0, 6], ['dot', 0, 7.8, 1.9]],
  AX: [['line', -1, 9, -1, -9], ['fill', [-1, -8, ...arc(-1, -3, 7, -60, 60, 8), -1, 2]]],
  FL: [['line', -9, 9, -4, 4], ['dot', -2.3, 2.3, 1.1], ['dot', -0.4, 0.4, 1.1], ['dot', 4, -4, 3.6], ['line', 4, -9.5, 4, 1.5], ['line', -1.5, -4, 9.5, -4]],
};
