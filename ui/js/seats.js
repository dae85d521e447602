// A game's seats as players are told them: the end screen's results and the table's bars both
// name each seat and who plays it from here.

import { t, sideName, groupName, localName } from './i18n.js';
import { rulesOf } from './catalog.js';

/**
 * Each seat of `snap`: its side, its name (its side, or in four seats its general), and who
 * plays it: `ai`, `level` (the computer's level entry, or null for a person) and `who`, in words.
 * @returns {{ seat: number, side: string, name: string, ai: boolean, level: object | null, who: string }[]}
 */
export function seatsOf(snap, levels) {
  const layout = rulesOf(snap.game).seatLayouts.find((l) => l.seats.length === snap.seats.length);
  return snap.seats.map((seat, i) => {
    const { side, groups } = layout.seats[i];
    const ai = seat.kind === 'ai';
    const level = (ai && levels.find((l) => l.id === seat.level)) || null;
    return {
      seat: i,
      side,
      name: layout.perGroup ? groupName(snap.game, groups[0]) : sideName(snap.game, side),
      ai,
      level,
      who: ai ? `${t('ai')}${level ? ' · ' + localName(level) : ''}` : t('human'),
    };
  });
}
