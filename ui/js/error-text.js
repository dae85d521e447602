// What an error from the core says, in 中文 and English (and 繁體中文, converted from 中文): the
// core's refusals come with a stable code and named parameters (docs/ipc.md, AppError). A game's
// own codes (a position or an army that does not read) have their templates in that game's texts
// (engine/texts/<game>.toml, sent in its catalog); the app's own codes have theirs here.

import { t, fill, language, isChinese, sideName, pieceName, groupName, gameName, localText, traditionalTables } from './i18n.js';
import { games, gameErrorText, gameText, rulesOf } from './catalog.js';

export const CODES = {
  zh: {
    'action-syntax': '“{action}”不是这种棋的着法写法',
    'action-illegal': '“{action}”在这个局面不合规则',
    'game-over': '对局已经结束，不能再走',
    'game-kind-unknown': '没有“{game}”这种棋',
  },
  en: {
    'action-syntax': "'{action}' is not written as this game's actions are",
    'action-illegal': "'{action}' is not legal in this position",
    'game-over': 'The game is over: nothing more can be played',
    'game-kind-unknown': "There is no game called '{game}'",
  },
};

// A position editor's setup that the game's notation cannot write (the engine's `editor.*`,
// engine/src/editor.rs); what the rules refuse in it is said by the game's own codes.
const EDITOR = {
  zh: {
    'editor.point': '棋盘上没有“{point}”这个位置',
    'editor.kind': '这种棋没有“{kind}”这种棋子',
    'editor.side': '{point}：这一方不能有“{kind}”',
    'editor.same-point': '{point} 上放了两枚棋子',
    'editor.health': '{point}：这种棋的棋子没有血量，不能设为 {hp}',
    'editor.unit-id-missing': '{point}：这个单位须有单位编号',
    'editor.unit-id-unused': '{point}：这种棋的棋子没有单位编号，不能设为“{unit}”',
    'editor.reserve-kind': '{side}储备不能有“{kind}”',
    'editor.reserve-count': '{side}储备有 {count} 枚“{kind}”，最多写 {max} 枚',
  },
  en: {
    'editor.point': "The board has no point '{point}'",
    'editor.kind': "This game has no piece '{kind}'",
    'editor.side': "{point}: a '{kind}' cannot belong to this side",
    'editor.same-point': 'Two pieces were placed on {point}',
    'editor.health': "{point}: this game's pieces have no health, so it cannot be {hp}",
    'editor.unit-id-missing': '{point}: this piece needs a unit id',
    'editor.unit-id-unused': "{point}: this game's pieces have no ids, so it cannot be '{unit}'",
    'editor.reserve-kind': "{side}'s reserve cannot hold '{kind}'",
    'editor.reserve-count': "{side}'s reserve holds {count} '{kind}'; at most {max} can be written",
  },
};
Object.assign(CODES.zh, EDITOR.zh);
Object.assign(CODES.en, EDITOR.en);

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
// src-tauri/src/service/settings.rs), and a new game's time control (`time-control.<what>`,
// time_control.rs): the allowed values come with the error. A game's training
// rules refusing an undo or a hint (AppError `not-allowed`, code `training.<what>`,
// src-tauri/src/service/training.rs), and the hand-over curtain's (`curtain.<what>`, curtain.rs).
// A malformed call (AppError `bad-request`, code `request.field`, src-tauri/src/command_arg.rs)
// names the field at fault. A Rust test (tests/ui_texts.rs) checks each code has a template
// using exactly its parameters.
const SETTINGS = {
  zh: {
    'settings.timer-range': '{game}的每步限时须为不限时或 {min}–{max} 秒，不是 {secs} 秒',
    'settings.thinking-secs': '思考时间须为 {offered} 秒之一，不是 {secs} 秒',
    'settings.level': '“{level}”不是难度的编号',
    'settings.hint-budget': '每局提示次数须为不限或 {offered} 次之一，不是 {budget} 次',
    'training.takebacks-off': '这盘棋开局时设了不许悔棋',
    'training.hints-spent': '这盘棋的 {budget} 次提示已经用完',
    'curtain.closed': '先把设备交给下一方，由他点“我是…”打开',
    'curtain.wrong-pin': '暗号不对',
    'curtain.pin-format': '暗号是 4 位数字',
    'request.field': '应用发出的请求有误：“{field}”不对或没有给出',
    'time-control.game-clock-range': '对局钟须为每方 {minBase}–{maxBase} 秒、每回合加 0–{maxIncrement} 秒，不是 {base}+{increment}',
    'time-control.both': '每步限时和对局钟只能选一种',
    'time-control.handicap-untimed': '让时须先选每步限时或对局钟',
    'time-control.handicap-range': '让时一方的时间须为 {min}–{max} 秒，不是 {secs} 秒',
  },
  en: {
    'settings.timer-range': 'The turn timer of {game} must be off or {min}–{max} s, not {secs} s',
    'settings.thinking-secs': 'The thinking time must be one of {offered} s, not {secs} s',
    'settings.level': "'{level}' is not the name of a level",
    'settings.hint-budget': 'Hints per game must be no limit or one of {offered}, not {budget}',
    'training.takebacks-off': 'This game was started with takebacks off',
    'training.hints-spent': 'No hints are left in this game (its budget: {budget})',
    'curtain.closed': 'Hand the device over first: its player taps "I am …" to open',
    'curtain.wrong-pin': 'Wrong PIN',
    'curtain.pin-format': 'A PIN is four digits',
    'request.field': "The app's request was malformed: '{field}' is missing or of the wrong type",
    'time-control.game-clock-range': 'A game clock gives each side {minBase}–{maxBase} s and adds 0–{maxIncrement} s a turn, not {base}+{increment}',
    'time-control.both': 'Choose a turn timer or a game clock, not both',
    'time-control.handicap-untimed': 'A time handicap needs a turn timer or a game clock',
    'time-control.handicap-range': "The handicapped side's time must be {min}–{max} s, not {secs} s",
  },
};
Object.assign(CODES.zh, SETTINGS.zh);
Object.assign(CODES.en, SETTINGS.en);

// A record, a file, the clipboard and a backup refused (AppError `bad-request`, codes
// `record.*`, `file.*`, `clipboard.*`, `backup.*`; `export.in-setup` is `not-allowed`;
// src-tauri/src/service/record.rs, files.rs, saves/backup.rs). A record's refusal names its
// line (`params.line`, said before the template). A Rust test (tests/ui_texts.rs) checks each
// code has a template using exactly its parameters.
const FILES = {
  zh: {
    'record.too-large': '这份棋谱太大（{bytes} B）：最多可以导入 {max} B',
    'record.missing': '棋谱里没有“{field}:”这一行',
    'record.game-unknown': '没有“{game}”这种棋',
    'record.result': '结果应写成“first wins (原因)”“second wins (原因)”或“draw (原因)”',
    'record.number': '这里应是第 {expected} 步，写成“{expected}. 着法”',
    'record.too-many': '一份棋谱最多 {max} 步',
    'record.action': '这一步是空的或太长',
    'record.unknown-line': '这一行不是棋谱的写法：应以“game:”“start:”“N.”“position:”或“result:”起始',
    'record.position': '照棋谱走完后的局面和“position:”写的不一样',
    'record.not-text': '这个文件不是文字，不能当棋谱读',
    'export.in-setup': '双方布阵还没完成，这盘棋还没有棋谱',
    'file.read': '无法读取这个文件',
    'file.write': '无法写入这个文件：请另选位置',
    'clipboard.empty': '没有复制的文字',
    'backup.not-a-backup': '这不是双城棋院的备份文件',
    'backup.newer-version': '这份备份来自更新版本的双城棋院（第 {version} 版，本应用读到第 {ours} 版）。请更新应用再导入',
    'backup.damaged': '这份备份已损坏或被截断，不能导入。这里的存档没有改动',
  },
  en: {
    'record.too-large': 'This record is too large ({bytes} bytes): at most {max} bytes can be imported',
    'record.missing': "The record has no '{field}:' line",
    'record.game-unknown': "There is no game called '{game}'",
    'record.result': "The result must read 'first wins (reason)', 'second wins (reason)' or 'draw (reason)'",
    'record.number': "Action {expected} was expected here, written '{expected}. action'",
    'record.too-many': 'A record holds at most {max} actions',
    'record.action': 'The action is empty or too long',
    'record.unknown-line': "This line is not part of a record: it should start with 'game:', 'start:', 'N.', 'position:' or 'result:'",
    'record.position': "The actions do not lead to the record's 'position:'",
    'record.not-text': 'This file is not text: it cannot be read as a record',
    'export.in-setup': 'The armies are still being set up: this game has no record yet',
    'file.read': 'The file could not be read',
    'file.write': 'The file could not be written: choose another place',
    'clipboard.empty': 'There is no copied text',
    'backup.not-a-backup': 'This is not a Shuangcheng backup',
    'backup.newer-version': 'This backup is from a newer version of 双城棋院 (schema {version}; this app reads up to {ours}). Update the app, then restore it',
    'backup.damaged': 'This backup is damaged or cut short and cannot be restored. The saves here are unchanged',
  },
};
Object.assign(CODES.zh, FILES.zh);
Object.assign(CODES.en, FILES.en);

/**
 * The template of `code` in the current language, and the game whose texts it is in (`null`
 * for the app's own codes); `undefined` for a code without one.
 * @param {string} code
 * @returns {{ game: string | null, template: string } | undefined}
 */
export function templateOf(code) {
  const own = gameErrorText(code);
  if (own) return { game: own.game, template: localText(own.text) };
  const table = language() === 'zh-Hant' ? traditionalTables().errors : CODES[language()];
  const template = table[code];
  return template === undefined ? undefined : { game: null, template };
}

/** A parameter as the player reads it: games, sides, generals and unit kinds by name. */
function param(game, key, value) {
  if (key === 'game' && games().includes(value)) return gameName(value);
  if (game && (key === 'side' || key === 'team') && (value === 'first' || value === 'second')) return sideName(game, value);
  // The generals of a game whose sides have several (Generals'), as its catalog lists them.
  const letters = ((game && rulesOf(game)) || {}).groups || [];
  const general = (g) => (letters.some((l) => l.id === g) ? groupName(game, g) : g);
  if (key === 'general' || key === 'soldierOf' || key === 'listedFor') return general(value);
  if (key === 'missing' && Array.isArray(value)) return value.map(general).join(isChinese() ? '、' : ', ');
  if (key === 'kind' && game) return pieceName(game, value);
  if (Array.isArray(value)) return value.join(isChinese() ? '、' : ', ');
  return value;
}

/**
 * Why a tap was refused, in the current language: the game's sentence for the code, its
 * parameters filled in as `errorDetail` fills an error's, then the rule it cites.
 * @param {string} game
 * @param {import('./contract.js').Refused} refused
 */
export function refusalText(game, refused) {
  const text = gameText(game, 'refusals', refused.code);
  const sentence = text ? localText(text) : t('error.illegal-action');
  const filled = fill(sentence, refused.params, (key, value) => String(param(game, key, value)));
  return t('reason.withRule', { reason: filled, rule: refused.rule });
}

/**
 * The error's detail in the current language, from its code and parameters; `null` when the
 * code has no template (the app's own errors, said by their kind alone).
 */
export function errorDetail(err) {
  const found = err && err.code ? templateOf(err.code) : undefined;
  if (found === undefined) return null;
  const params = err.params || {};
  let text = fill(found.template, params, (key, value) => String(param(found.game, key, value)));
  // A record's line first, then which of its parts (its start, an action) the rules refused.
  const line = typeof params.line === 'number' ? t('error.at.line', { n: params.line }) : '';
  if (params.at === 'start') return line + t('error.at.start') + text;
  if (typeof params.at === 'number') return line + t('error.at.action', { n: params.at }) + text;
  return line + text;
}
