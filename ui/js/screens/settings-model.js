// The settings screen's model: the choices each setting offers and the change a chip makes.
// Pure: no DOM, no calls to the core (`settings.js` draws it and saves through the core).

/** @import { CatalogEntry, LevelInfo, Settings, GameKind } from '../contract.js' */

/**
 * The ladder the default level is chosen from: that of the games with a master, else the
 * first game's (a game without the chosen level takes the one at the same rank).
 * @param {CatalogEntry[]} catalog
 * @returns {LevelInfo[]}
 */
export function levelChoices(catalog) {
  const ladders = catalog.map((c) => c.levels || []);
  return ladders.find((l) => l.some((x) => x.id === 'master')) || ladders[0] || [];
}

/**
 * The settings' field behind a chip group's name.
 * @param {string} name
 * @returns {keyof Settings}
 */
export function settingKey(name) {
  const keys = /** @type {Record<string, keyof Settings>} */ ({ level: 'defaultLevel', undo: 'undoVsAi', 'text-size': 'textSize', 'large-labels': 'largeLabels', thinking: 'thinkingSecs', 'move-list': 'moveList', 'piece-set': 'pieceSet', 'board-style': 'boardStyle', 'piece-style': 'pieceStyle', 'ai-pace': 'aiPace' });
  return keys[name] || /** @type {keyof Settings} */ (name);
}

/**
 * The test id of a chip: its group and its value (`off` for none).
 * @param {string} group
 * @param {string | number | boolean | null} value
 */
export function chipId(group, value) {
  return `${group}-${value === null ? 'off' : value}`;
}

/** A game's training rules by chip group: `training-<game>-<rule>` sets the rule's field. */
const TRAINING_RULES = { takebacks: 'takebacks', hints: 'hintBudget', confirm: 'confirmMoves' };

/** The chip group of a game's training rule (`takebacks`, `hints`, `confirm`). */
export function trainingGroup(game, rule) {
  return `training-${game}-${rule}`;
}

/**
 * The settings after a chip of group `name` was pressed: a game's timer or training rule
 * changes that game's only; any other group sets its field.
 * @param {Settings} settings
 * @param {string} name the chip group (`level`, `timer-zhili`, `training-zhili-hints`, …)
 * @param {unknown} value
 * @returns {Settings}
 */
export function withChoice(settings, name, value) {
  if (name.startsWith('timer-')) {
    const game = /** @type {GameKind} */ (name.slice('timer-'.length));
    // A timer chip's value: its seconds, or null for off.
    const secs = typeof value === 'number' ? value : null;
    return { ...settings, defaultTimerSecs: { ...settings.defaultTimerSecs, [game]: secs } };
  }
  const training = /^training-(.+)-(takebacks|hints|confirm)$/.exec(name);
  if (training) {
    const game = /** @type {GameKind} */ (training[1]);
    const rules = { ...settings.training[game], [TRAINING_RULES[training[2]]]: value };
    return { ...settings, training: { ...settings.training, [game]: rules } };
  }
  return { ...settings, [settingKey(name)]: value };
}
