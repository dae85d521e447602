// The statistics screen's model: the core's lines grouped by game in the registry's order,
// each line's label parts and its numbers as shown. Pure: no DOM.

/** A duration as m:ss (or h:mm:ss). */
export function formatDuration(ms) {
  if (ms === null || ms === undefined) return '';
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * The lines by game, for each of `games` (the registry's ids, in order): `[{ game, lines:
 * [{ mode, level, helped, played, wins, losses, draws, streak, fastest }] }]` (an empty game
 * has no lines). Against the AI the lines follow the levels' order (`levelsOf(game)` ids);
 * pass-and-play comes last; the games played with help follow those without, line by line.
 */
export function statsByGame(games, lines, levelsOf) {
  return games.map((game) => {
    const order = (levelsOf(game) || []).map((l) => l.id);
    const level = (l) => (l.mode === 'pass-and-play' ? 1000 : order.indexOf(l.level) < 0 ? 999 : order.indexOf(l.level));
    const rank = (l) => 2 * level(l) + (l.helped ? 1 : 0);
    const own = (lines || []).filter((l) => l.game === game).sort((a, b) => rank(a) - rank(b));
    return {
      game,
      lines: own.map((l) => ({
        mode: l.mode,
        level: l.level,
        helped: !!l.helped,
        played: l.played,
        wins: l.wins,
        losses: l.losses,
        draws: l.draws,
        streak: l.longestStreak,
        // A game imported finished has no times: its win shows its moves only.
        fastest: l.fastestWinPlies === null || l.fastestWinPlies === undefined ? null : { plies: l.fastestWinPlies, time: l.fastestWinMs ? formatDuration(l.fastestWinMs) : '' },
      })),
    };
  });
}
