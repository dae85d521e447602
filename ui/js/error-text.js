// What an error from the core says, in 中文 and English (and 繁體中文, converted from 中文): the engine's refusals come with a
// stable code and named parameters (docs/ipc.md, AppError), one template per code here.

import { t, language, isChinese, sideName, pieceName, gameName } from './i18n.js';
import { ZH_HANT } from './zh-hant.js';
import { rulesOf } from './catalog.js';

export const CODES = {
  zh: {
    'action-syntax': '“{action}”不是这种棋的着法写法',
    'action-illegal': '“{action}”在这个局面不合规则',
    'game-over': '对局已经结束，不能再走',
    'game-kind-unknown': '没有“{game}”这种棋',
    'zhili.fields': '局面须有 3 部分（点位、轮到谁、锁定），用单个空格隔开；现有 {found} 部分',
    'zhili.point-count': '局面须有 {points} 个点，现有 {found} 个',
    'zhili.point-letter': '点 {point}：“{letter}”不是 b、r、s 或 .',
    'zhili.piece-counts': '须有黑子 {expectedBlack}、红子 {expectedRed}、公用子 {expectedShared}、空点 {expectedEmpty}；现有黑子 {black}、红子 {red}、公用子 {shared}、空点 {empty}',
    'zhili.side': '轮到的一方须为 r 或 b，不是“{side}”',
    'zhili.lock': '锁定标记须为 0 或 1，不是“{lock}”',
    'twin-cities.fields': '局面须有 6 部分（棋盘、轮到谁、红方储备、黑方储备、无吃子/招募/入将步数、回合数），用单个空格隔开：“{input}”',
    'twin-cities.side': '轮到的一方须为 r 或 b，不是“{side}”',
    'twin-cities.quiet-plies-number': '无吃子/招募/入将步数须是数字，不是“{value}”',
    'twin-cities.quiet-plies-range': '无吃子/招募/入将步数超出范围：“{value}”',
    'twin-cities.turn-number': '回合数须是数字，不是“{value}”',
    'twin-cities.turn-range': '回合数超出范围：“{value}”',
    'twin-cities.turn-zero': '回合数从 1 开始',
    'twin-cities.rank-count': '棋盘须有 {ranks} 行，用“/”隔开；现有 {found} 行',
    'twin-cities.rank-digits': '第 {rank} 行：空点数写成一位 1–9：“{text}”',
    'twin-cities.piece-letter': '第 {rank} 行：“{letter}”不是棋子字母',
    'twin-cities.rank-too-long': '第 {rank} 行超过 {files} 个点：“{text}”',
    'twin-cities.stronghold-letter': '第 {rank} 行：据写作大写 X，不是“{letter}”',
    'twin-cities.rank-length': '第 {rank} 行须有 {files} 个点，现有 {found} 个：“{text}”',
    'twin-cities.reserve-letter': '{side}储备：“{letter}”不是储备棋子的字母',
    'twin-cities.reserve-case': '{side}储备的字母形式不对（红方用 S T F…，黑方用 s t f…）：“{reserve}”',
    'twin-cities.reserve-order': '{side}储备须依 {order} 的顺序、每种写一次：“{reserve}”',
    'twin-cities.reserve-count': '{side}储备：数量只在 2–9 时写出：“{reserve}”',
    'twin-cities.strongholds': '据最多 {max} 个，现有 {found} 个',
    'twin-cities.cities': '{side}的城须有且只有一座，现有 {found} 座',
    'twin-cities.too-many': '{side}的“{letter}”在盘上和储备里合计 {count} 枚，最多 {max} 枚',
    'generals.fields': '局面须有 3 部分（轮到的一军、无伤害回合数、单位），回合中为 5 部分；现有 {found} 部分',
    'generals.team': '轮到的一军须为 s 或 n，不是“{team}”',
    'generals.no-damage-count': '无伤害回合数须为 0–{max}，不是“{value}”',
    'generals.listed-twice': '单位 {unit} 写了两次',
    'generals.carrier-absent': '{unit} 乘的 {carrier} 不在盘上',
    'generals.unit-shape': '单位“{token}”须写成 编号=兵种@格子',
    'generals.unit-id': '单位编号“{id}”须为将领字母（{generals}）之一再接数字 0–{maxNumber}',
    'generals.unit-kind': '没有“{kind}”这种兵种',
    'generals.general-kind': '{unit} 是将领，兵种须为 GN，不是{kind}',
    'generals.soldier-kind': '{unit} 是士兵，不能是将领',
    'generals.carrier-id': '{unit}：乘的“{carrier}”不是单位编号',
    'generals.cooldown-number': '{unit}：冷却“{value}”不是数字',
    'generals.no-cooldown': '{unit}：{kind}没有冷却',
    'generals.cooldown-range': '{unit}：冷却 {cooldown} 不是 0 或 {max}',
    'generals.hp-number': '{unit}：血量“{value}”不是数字',
    'generals.hp-range': '{unit}：{kind}的血量 {hp} 超出 1–{max}',
    'generals.cell': '“{cell}”不是格子（须为列字母接行号，如 c2）',
    'generals.off-map': '{unit}：格子 {cell} 不在地图上',
    'generals.general-absent': '{unit} 在盘上，但它的将领 {general} 不在',
    'generals.in-water': '{unit}（{kind}）在水里 {cell}；只有水兵能入水',
    'generals.hp-above': '{unit} 的血量 {hp} 超过{kind}的 {max}',
    'generals.cooldown-above': '{unit} 的冷却 {cooldown}；冷却只能是 0 或 {max}',
    'generals.not-a-chariot': '{unit} 乘的 {carrier} 不是本军的战车',
    'generals.off-carrier': '{unit} 乘在 {carrier} 上，却不在同一格',
    'generals.chariot-rides': '{unit} 是战车，不能乘战车',
    'generals.cannot-ride': '{unit}（{kind}）不能乘战车',
    'generals.carrier-rides': '{carrier} 载着乘客，自己却在乘车',
    'generals.overloaded': '{unit} 载了超过 {capacity} 名乘客',
    'generals.shared-cell': '{first} 和 {second} 同在格子 {cell}，却不在战车上',
    'generals.passengers': '{cell} 有乘客却没有战车',
    'generals.turn-field': '回合部分“{turn}”须写成 lead:r 或 troops:r',
    'generals.mode': '方式“{mode}”须为 lead 或 troops',
    'generals.general': '没有将领“{general}”（须为 {generals} 之一）',
    'generals.general-not-to-move': '{general}不在轮到的一军',
    'generals.game-over': '对局已经结束，没有进行中的回合',
    'generals.state-shape': '单位状态“{token}”须写成如 r1=2a',
    'generals.state-id': '“{id}”不是单位编号',
    'generals.state-absent': '{unit} 有状态却不在盘上',
    'generals.state-steps': '{unit}：状态“{state}”须以已走步数开始',
    'generals.too-many-steps': '{unit}：已走 {steps} 步，超过{kind}的步数',
    'generals.state-letter': '{unit}：“{letter}”不是状态字母（须为 a、o、w 或 c）',
    'generals.state-twice': '{unit}：状态字母“{letter}”写了两次',
    'generals.cooldown-started': '{unit}：本回合开始冷却，但单位没有冷却',
    'generals.unit-not-to-move': '{unit} 不是轮到的一军的单位',
    'army.wrong-general': '{soldierOf}的士兵被列给了{listedFor}',
    'army.soldier-count': '{general}有 {count} 名士兵；每名将领须统领 {soldiers} 名',
    'army.general-as-soldier': '将领不能当作士兵布阵',
    'army.not-on-spawn': '{cell} 的{kind}不在{general}的出生点上（{spawns}）',
    'army.same-cell': '两名士兵都放在了 {cell}',
    'army.in-water': '{cell} 的{kind}会在水里；只有水兵能入水',
    'army.over-limit': '{kind} {count} 名，超过本军上限 {limit}',
    'army.crossbows': '弓弩手 {crossbowmen} 名：超过 {max} 名就不能有弓弩骑兵',
    'army.wrong-team': '{general}不是{team}的将领',
    'army.incomplete': '布阵未完成：还在等{missing}',
  },
  en: {
    'action-syntax': "'{action}' is not written as this game's actions are",
    'action-illegal': "'{action}' is not legal in this position",
    'game-over': 'The game is over: nothing more can be played',
    'game-kind-unknown': "There is no game called '{game}'",
    'zhili.fields': 'A position has 3 fields (points, side, lock) separated by single spaces, not {found}',
    'zhili.point-count': 'A position has {points} points, not {found}',
    'zhili.point-letter': "Point {point}: '{letter}' is not one of b r s .",
    'zhili.piece-counts': 'Expected {expectedBlack} b, {expectedRed} r, {expectedShared} s and {expectedEmpty} empty points, got {black} b, {red} r, {shared} s and {empty} empty',
    'zhili.side': "The side to move is r or b, not '{side}'",
    'zhili.lock': "The lock flag is 0 or 1, not '{lock}'",
    'twin-cities.fields': "A position has 6 fields (board, side, Red's reserve, Black's reserve, quiet plies, turn) separated by single spaces: '{input}'",
    'twin-cities.side': "The side to move is r or b, not '{side}'",
    'twin-cities.quiet-plies-number': "The quiet plies must be a number, not '{value}'",
    'twin-cities.quiet-plies-range': "Quiet plies out of range: '{value}'",
    'twin-cities.turn-number': "The turn number must be a number, not '{value}'",
    'twin-cities.turn-range': "Turn number out of range: '{value}'",
    'twin-cities.turn-zero': 'The turn number starts at 1',
    'twin-cities.rank-count': "The board needs {ranks} ranks separated by '/', not {found}",
    'twin-cities.rank-digits': "Rank {rank}: empty points are one digit 1-9: '{text}'",
    'twin-cities.piece-letter': "Rank {rank}: unknown piece letter '{letter}'",
    'twin-cities.rank-too-long': "Rank {rank} has more than {files} points: '{text}'",
    'twin-cities.stronghold-letter': "Rank {rank}: a Stronghold is written 'X', not '{letter}'",
    'twin-cities.rank-length': "Rank {rank} must have {files} points, has {found}: '{text}'",
    'twin-cities.reserve-letter': "{side}'s reserve: '{letter}' is not a reserve piece letter",
    'twin-cities.reserve-case': "{side}'s reserve uses the wrong letter case (Red uppercase, Black lowercase): '{reserve}'",
    'twin-cities.reserve-order': "{side}'s reserve must list kinds once each in the order {order}: '{reserve}'",
    'twin-cities.reserve-count': "{side}'s reserve: a count is written only when it is 2-9: '{reserve}'",
    'twin-cities.strongholds': 'At most {max} Strongholds, found {found}',
    'twin-cities.cities': '{side} must have exactly one City on the board, found {found}',
    'twin-cities.too-many': "{side} has {count} of '{letter}' on the board and in reserve, at most {max}",
    'generals.fields': 'A position has 3 fields (team, no-damage count, units), or 5 in the middle of a turn; found {found}',
    'generals.team': "The team to move is s or n, not '{team}'",
    'generals.no-damage-count': "The no-damage count is a number from 0 to {max}, not '{value}'",
    'generals.listed-twice': 'Unit {unit} is listed twice',
    'generals.carrier-absent': '{unit} is carried by {carrier}, which is absent',
    'generals.unit-shape': "Unit '{token}' should look like ID=KIND@CELL",
    'generals.unit-id': "Unit id '{id}' should be a general's letter ({generals}) and a number 0-{maxNumber}",
    'generals.unit-kind': "Unknown unit kind '{kind}'",
    'generals.general-kind': '{unit} is a general and must be GN, not {kind}',
    'generals.soldier-kind': '{unit} is a soldier and cannot be a general',
    'generals.carrier-id': "{unit}: carrier '{carrier}' is not a unit id",
    'generals.cooldown-number': "{unit}: cooldown '{value}' is not a number",
    'generals.no-cooldown': '{unit}: a {kind} has no cooldown',
    'generals.cooldown-range': '{unit}: cooldown {cooldown} is not 0 or {max}',
    'generals.hp-number': "{unit}: HP '{value}' is not a number",
    'generals.hp-range': '{unit}: HP {hp} is out of range 1-{max} for a {kind}',
    'generals.cell': "'{cell}' is not a cell (a column letter and a row number, like c2)",
    'generals.off-map': '{unit}: cell {cell} is off the map',
    'generals.general-absent': '{unit} is listed but its general {general} is absent',
    'generals.in-water': '{unit} ({kind}) stands in water at {cell}; only Marines may',
    'generals.hp-above': '{unit} has HP {hp} above the {max} of a {kind}',
    'generals.cooldown-above': '{unit} has cooldown {cooldown}; a cooldown is 0 or {max}',
    'generals.not-a-chariot': '{unit} is carried by {carrier}, which is not a Chariot of its team',
    'generals.off-carrier': '{unit} is carried by {carrier} but is not on its cell',
    'generals.chariot-rides': '{unit} is a Chariot and cannot ride a Chariot',
    'generals.cannot-ride': '{unit} ({kind}) cannot ride a Chariot',
    'generals.carrier-rides': '{carrier} carries passengers and rides a Chariot',
    'generals.overloaded': '{unit} carries more than {capacity} passengers',
    'generals.shared-cell': '{first} and {second} share the cell {cell} outside a Chariot',
    'generals.passengers': 'Passengers at {cell} without their Chariot',
    'generals.turn-field': "Turn field '{turn}' should look like lead:r or troops:r",
    'generals.mode': "Mode '{mode}' should be lead or troops",
    'generals.general': "Unknown general '{general}' (one of {generals})",
    'generals.general-not-to-move': 'The {general} is not of the team to move',
    'generals.game-over': 'The game is over, so no turn is in progress',
    'generals.state-shape': "Unit state '{token}' should look like r1=2a",
    'generals.state-id': "'{id}' is not a unit id",
    'generals.state-absent': 'Unit state for {unit}, which is absent',
    'generals.state-steps': "{unit}: state '{state}' should start with the steps used",
    'generals.too-many-steps': '{unit}: {steps} steps used, more than a {kind} has',
    'generals.state-letter': "{unit}: unknown state letter '{letter}' (a, o, w or c)",
    'generals.state-twice': "{unit}: state letter '{letter}' twice",
    'generals.cooldown-started': '{unit}: cooldown started this turn but the unit shows none',
    'generals.unit-not-to-move': '{unit} is not of the team to move',
    'army.wrong-general': 'A soldier of the {soldierOf} is listed for the {listedFor}',
    'army.soldier-count': 'The {general} has {count} soldiers; each general commands exactly {soldiers}',
    'army.general-as-soldier': 'A general cannot be placed as a soldier',
    'army.not-on-spawn': '{kind} at {cell} is not on a spawn point of the {general} ({spawns})',
    'army.same-cell': 'Two soldiers placed on {cell}',
    'army.in-water': '{kind} at {cell} would stand in water; only Marines may',
    'army.over-limit': '{count} × {kind} exceed the team limit of {limit}',
    'army.crossbows': '{crossbowmen} Crossbowmen: more than {max} forbid Crossbow cavalry',
    'army.wrong-team': 'The {general} is not of the {team} team',
    'army.incomplete': 'Setup is not complete: waiting for {missing}',
  },
};

// The saves' problems (AppError `storage`, code `storage.<problem>`, src-tauri/src/service/error.rs):
// what happened, then what to do (the failed command's error, and the banner while the saves
// wait for Retry or "play without saving", ui/js/storage.js). A Rust test (tests/ui_texts.rs) checks every code the core
// can send has one here in each language.
const STORAGE = {
  zh: {
    'storage.in-use': '双城棋院已在另一个窗口中打开，正在使用这些存档。请关掉那个窗口，然后点“重试”，或选“不保存，继续玩”。',
    'storage.locked': '另一个程序锁定了存档数据库。请关掉那个程序，然后点“重试”，或选“不保存，继续玩”。',
    'storage.full': '磁盘已满，存档无法写入。请腾出一些磁盘空间，然后点“重试”，或选“不保存，继续玩”。',
    'storage.read-only': '存档文件夹不能写入。请让这个文件夹可以写入，然后点“重试”，或选“不保存，继续玩”。',
    'storage.io': '读写存档时出错。请检查磁盘，然后点“重试”，或选“不保存，继续玩”。',
    'storage.no-directory': '本设备没有为应用提供存档文件夹。可以选“不保存，继续玩”。',
    'storage.corrupt': '存档文件已损坏。点“重试”：损坏的文件会原样另存并告诉你位置，然后新建空白存档。',
    'storage.journal-damaged': '存档日志已损坏。点“重试”：损坏前的棋步会保留，损坏的文件另存一份。',
    'storage.newer-version': '这些存档来自更新版本的双城棋院。请更新应用，或选“不保存，继续玩”。',
    'storage.damaged-save': '这盘棋的存档已损坏，不能照原样重放。可以在存档列表里导出或删除它。',
  },
  en: {
    'storage.in-use': 'Shuangcheng is already open in another window, and it is using these saves. Close that window, then choose Retry, or Play without saving.',
    'storage.locked': 'Another program is holding a lock on the saves database. Close that program, then choose Retry, or Play without saving.',
    'storage.full': 'The disk is full: the saves cannot be written. Free some disk space, then choose Retry, or Play without saving.',
    'storage.read-only': 'The saves folder cannot be written. Make it writable, then choose Retry, or Play without saving.',
    'storage.io': 'The saves could not be read or written. Check the disk, then choose Retry, or Play without saving.',
    'storage.no-directory': 'This device gave the app no folder for its saves. You can Play without saving.',
    'storage.corrupt': 'The saves file is damaged. Choose Retry: the damaged file is kept aside, unchanged, and you are told where; new, empty saves are started.',
    'storage.journal-damaged': 'The saves journal is damaged. Choose Retry: the moves before the damage are kept, and a copy of the damaged files is kept aside.',
    'storage.newer-version': 'These saves are from a newer version of 双城棋院. Update the app, or Play without saving.',
    'storage.damaged-save': 'This game\'s save is damaged and does not play back as it was saved. You can export or delete it from the saves list.',
  },
};
Object.assign(CODES.zh, STORAGE.zh);
Object.assign(CODES.en, STORAGE.en);

// Settings (or a new game's timer) out of range (AppError `bad-request`, code `settings.<what>`,
// src-tauri/src/service/settings.rs): the allowed values come with the error. A Rust test
// (tests/ui_texts.rs) checks each code has a template using exactly its parameters.
const SETTINGS = {
  zh: {
    'settings.timer-range': '{game}的每步限时须为不限时或 {min}–{max} 秒，不是 {secs} 秒',
    'settings.thinking-secs': '思考时间须为 {offered} 秒之一，不是 {secs} 秒',
    'settings.level': '“{level}”不是难度的编号',
  },
  en: {
    'settings.timer-range': 'The turn timer of {game} must be off or {min}–{max} s, not {secs} s',
    'settings.thinking-secs': 'The thinking time must be one of {offered} s, not {secs} s',
    'settings.level': "'{level}' is not the name of a level",
  },
};
Object.assign(CODES.zh, SETTINGS.zh);
Object.assign(CODES.en, SETTINGS.en);

CODES['zh-Hant'] = ZH_HANT.errors;

/** A parameter as the player reads it: sides and generals by name, unit kinds by name. */
function param(game, key, value) {
  if (key === 'game' && game === 'settings') return gameName(value);
  if ((key === 'side' || key === 'team') && (value === 'first' || value === 'second')) return sideName(game, value);
  // Generals' general letters, as the engine's catalog lists each side's groups.
  const letters = ((rulesOf('generals') || {}).sides || []).flatMap((s) => s.groups || []);
  const general = (g) => (letters.includes(g) ? t('general.' + g) : g);
  if (key === 'general' || key === 'soldierOf' || key === 'listedFor') return general(value);
  if (key === 'missing' && Array.isArray(value)) return value.map(general).join(isChinese() ? '、' : ', ');
  if (key === 'kind' && game === 'generals') return pieceName('generals', value);
  if (Array.isArray(value)) return value.join(isChinese() ? '、' : ', ');
  return value;
}

/**
 * The error's detail in the current language, from its code and parameters; `null` when the
 * code has no template (the app's own errors, said by their kind alone).
 */
export function errorDetail(err) {
  const template = err && err.code ? CODES[language()][err.code] : undefined;
  if (template === undefined) return null;
  const prefix = err.code.split('.')[0];
  const game = prefix === 'army' ? 'generals' : prefix;
  const params = err.params || {};
  let text = template;
  for (const [key, value] of Object.entries(params)) text = text.split('{' + key + '}').join(String(param(game, key, value)));
  if (params.at === 'start') return t('error.at.start') + text;
  if (typeof params.at === 'number') return t('error.at.action', { n: params.at }) + text;
  return text;
}
