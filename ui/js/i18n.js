// Every label of the UI in 中文 and English (繁體中文 is converted from the 中文 ones: see
// scripts/traditional/convert.mjs). `t(key, params)` looks a key up in the current
// language; `{name}` placeholders are filled from params. Games and their piece glyphs come
// from the engine's registry, sides and Generals' units from the engine's catalog.

import { infoOf, rulesOf } from './catalog.js';
import { LEARN } from './i18n-learn.js';
import { WORDS } from './i18n-words.js';
import { LOOK } from './i18n-look.js';
import { THREATS } from './i18n-threats.js';
import { FILES } from './i18n-files.js';
import { TABLE_PLAY } from './i18n-table.js';
import { BAR } from './i18n-bar.js';
import { CLOCK } from './i18n-clock.js';

export const TABLE = {
  zh: {
    appName: '双城棋院',
    brandMark: '双',
    appTagline: '三种中国策略棋',
    newGame: '新对局',
    continue: '继续对局',
    noSaves: '没有未完成的对局',
    settings: '设置',
    rules: '规则',
    importGame: '导入棋谱',
    exportGame: '导出棋谱',
    export: '导出',
    back: '返回',
    zoom: '放大棋盘',
    home: '主页',
    start: '开始',
    cancel: '取消',
    confirm: '确定',
    close: '关闭',
    delete: '删除',
    open: '打开',
    mode: '模式',
    'mode.vs-ai': '人机对战',
    'mode.pass-and-play': '同屏对战',
    'mode.four': '二对二（四座）',
    seats: '座位',
    yourSide: '执方',
    difficulty: '难度',
    timer: '每步限时',
    timerOff: '不限时',
    seconds: '{n} 秒',
    human: '玩家',
    ai: '电脑',
    toMove: '{side}走棋',
    youSuffix: '（你）',
    aiThinking: '电脑思考中…',
    pausedTapToContinue: '已暂停 — 轻触继续',
    moves: '着法',
    noMoves: '尚无着法',
    undo: '悔棋',
    redo: '重做',
    hint: '提示',
    cancelHint: '取消提示',
    resign: '认输',
    offerDraw: '和棋',
    confirmResign: '{side}确定认输吗？',
    confirmDraw: '双方同意和棋吗？',
    fairStart: '公平开局',
    'fairStart.about': '先走的一方胜得多。选开时用交换规则：红方走完第一步后，黑方可以交换，接过这一步的局面（见规则）。',
    confirmMove: '确认',
    timeUp: '时间到，{side}本回合跳过（{rule}）',
    gameOver: '对局结束',
    winner: '{side}获胜',
    draw: '和棋',
    rematch: '再来一局',
    review: '复盘',
    hintIs: '提示：{action}',
    lastMove: '上一步：{action}',
    'announce.gap': '。',
    'announce.timeLeft': '还剩 {n} 秒',
    'reason.no-legal-action': '无子可走',
    'reason.repetition': '同一局面出现 {repetition} 次',
    'reason.resignation': '认输',
    'reason.draw-agreed': '双方议和',
    'reason.out-of-time': '时间用完',
    'reason.withRule': '{reason}（{rule}）',
    learnRule: '去学规则 {rule}',
    'error.illegal-action': '这步不合规则',
    'error.stale': '局面已变化，请重试',
    'error.game-over': '对局已经结束',
    'error.not-your-turn': '还没轮到你',
    'error.storage': '存档出错',
    'error.bad-request': '请求有误',
    'error.unknown-game': '找不到这盘棋',
    'error.not-allowed': '当前设置不允许',
    'error.internal': '程序出错',
    'error.at.start': '开局局面：',
    'error.at.action': '第 {n} 步：',
    'error.at.line': '第 {n} 行：',
    'error.internalDetail': '棋局已回到上次保存的样子，请再试一次',
    'storage.in-use': '双城棋院已在另一个窗口中运行，这些存档正由它使用。',
    'storage.locked': '存档数据库正被另一个程序锁定。',
    'storage.full': '磁盘已满，无法保存棋局。',
    'storage.read-only': '存档所在的文件夹是只读的，无法保存棋局。',
    'storage.io': '读写存档时出错。',
    'storage.no-directory': '本设备没有为应用提供存档文件夹。',
    'storage.corrupt': '存档文件已损坏：原文件一字未改地保留在 {path}，并已新建空白存档。',
    'storage.journal-damaged': '存档日志已损坏：损坏前的棋步都在，损坏的文件另存了一份在 {path}。',
    'storage.cut-short': '存档文件被截短了，而日志里还有棋步：两者都原样保留在 {path}，其中仍能复盘的 {games} 局棋已放进新的存档。',
    'storage.newer-version': '这些存档来自更新版本的双城棋院，请更新应用。',
    'storage.no-lock': '存档所在的文件系统不支持文件锁：棋局照常保存，但请不要同时打开两个双城棋院。',
    'storage.untouched': '存档文件原样保留，没有任何改动。',
    'storage.keptAside': '损坏的存档文件已原样移到 {path}。',
    'storage.without-saving': '不保存模式：关闭应用后，这次下的棋不会保留。',
    'storage.retry': '重试',
    'storage.listUnavailable': '存档暂时无法使用，请看页面上方的提示。',
    'storage.playWithoutSaving': '不保存，继续玩',
    'storage.dismiss': '知道了',
    'storage.stillUnavailable': '存档仍然无法使用',
    'save.damaged': '存档已损坏，无法打开',
    'save.exportRaw': '导出原始数据',
    'save.rawTitle': '原始存档数据',
    'save.rawNote': '这盘棋在存档里的原始内容（可复制保存）：',
    'notice.save-failed': '这一步没能保存，棋局已回到上次保存的样子',
    'notice.ai-timeout': '电脑没有按时应着，已代它走了一步合规的棋',
    'notice.ai-failed': '电脑出错，已代它走了一步合规的棋',
    language: '语言',
    theme: '主题',
    'theme.system': '跟随系统',
    'theme.light': '浅色',
    'theme.dark': '深色',
    defaultLevel: '默认难度',
    defaultTimer: '默认限时',
    undoVsAi: '人机对战允许悔棋',
    orientation: '同屏对战时的棋盘方向',
    'orientation.fixed': '固定',
    'orientation.rotate-board': '轮到谁就转向谁',
    'orientation.rotate-pieces': '棋盘固定，对面棋子倒转',
    'orientation.face-to-face': '面对面：各方的棋子、按钮和计时都转向自己',
    sound: '音效',
    animation: '动画',
    languageNote: '选定后会保存；未选之前跟随系统的语言。',
    textSize: '文字大小',
    'textSize.normal': '标准',
    'textSize.large': '大',
    'textSize.larger': '特大',
    largeLabels: '棋子上的字加大',
    haptics: '振动反馈',
    hapticsNote: '走子、吃子和对局结束时轻轻振动（仅手机）',
    thinkingTime: '大师思考时间',
    thinkingNote: '每步（一回合多步的棋为每回合）；回合限时更短时以限时为准',
    'unit.diagonal': '↗ 表示可斜走或斜击。',
    shortcuts: '键盘操作',
    'key.arrows': '方向键',
    'key.arrows.do': '在棋盘的点或格之间移动焦点',
    'key.enter': 'Enter 或空格',
    'key.enter.do': '点选焦点所在的点（选子、落子）',
    'key.escape.do': '取消选择；关闭对话框',
    'key.tab.do': '依次到达每个按钮',
    'key.undo.do': '悔棋',
    'key.redo.do': '重做',
    'key.hint.do': '提示',
    'key.flip.do': '翻转棋盘',
    flipBoard: '翻转',
    on: '开',
    off: '关',
    saved: '已保存',
    importPrompt: '把棋谱文本粘贴到这里：',
    exportNote: '棋谱文本（可复制保存）：',
    copy: '复制',
    copied: '已复制',
    'tap.move': '移动到 {cell}',
    'a11y.board': '{game}棋盘',
    'a11y.point': '{n} 号点',
    'a11y.ofSide': '{side}{piece}',
    'a11y.ofGroup': '{group}的{piece}',
    'a11y.hp': '血量 {hp}/{max}',
    'a11y.cooldown': '冷却中',
    'a11y.locked': '已锁定',
    'a11y.carrying': '载着{piece}',
    'a11y.water': '水域',
    'a11y.empty': '空',
    'a11y.selected': '已选中',
    'a11y.target.move': '可落子',
    'a11y.target.capture': '可吃子',
    'a11y.target.pick': '可走',
    'a11y.target.aim': '可攻击',
    'a11y.target.warp': '可穿梭',
    'a11y.hint': '提示',
    'a11y.last': '上一步',
    'a11y.sep': '，',
    'a11y.reserve': '{side}储备：{piece}，{n} 枚',
    reserve: '储备',
    lock: '锁定',
    selectHint: '点选棋子，再点亮起的目标',
    army: '布阵',
    armyBuilder: '布阵：{team}',
    preset: '预设阵容',
    hiddenSetup: '暗中布阵',
    openSetup: '公开布阵',
    setupMode: '布阵方式',
    defaultArmies: '默认阵容',
    placeUnit: '选兵种，再点出生点',
    submitArmy: '布阵完成',
    clearArmy: '清空',
    armyCount: '已布 {n}/{of}',
    handOver: '请把设备交给{side}',
    handOverNote: '对方不要偷看。准备好后点“我是{side}”。',
    iAm: '我是{side}',
    waitingOther: '等待对方布阵…',
    rulesOf: '{game}规则',
    unitTable: '兵种一览',
    'unit.move': '移动',
    'unit.reach': '攻击',
    'unit.hp': '血量',
    'unit.limit': '上限',
    turnOf: '第 {n} 步',
    vs: '对',
    legend: '图例',
  },
  en: {
    appName: 'Shuangcheng',
    brandMark: '双',
    appTagline: 'Three Chinese strategy games',
    newGame: 'New game',
    continue: 'Continue',
    noSaves: 'No unfinished games',
    settings: 'Settings',
    rules: 'Rules',
    importGame: 'Import record',
    exportGame: 'Export record',
    export: 'Export',
    back: 'Back',
    zoom: 'Zoom the board',
    home: 'Home',
    start: 'Start',
    cancel: 'Cancel',
    confirm: 'Confirm',
    close: 'Close',
    delete: 'Delete',
    open: 'Open',
    mode: 'Mode',
    'mode.vs-ai': 'vs AI',
    'mode.pass-and-play': 'Pass and play',
    'mode.four': '2 vs 2 (four seats)',
    seats: 'Seats',
    yourSide: 'Your side',
    difficulty: 'Difficulty',
    timer: 'Turn timer',
    timerOff: 'Off',
    seconds: '{n} s',
    human: 'Human',
    ai: 'AI',
    toMove: '{side} to move',
    youSuffix: ' (you)',
    aiThinking: 'AI is thinking…',
    pausedTapToContinue: 'Paused — tap to continue',
    moves: 'Moves',
    noMoves: 'No moves yet',
    undo: 'Undo',
    redo: 'Redo',
    hint: 'Hint',
    cancelHint: 'Cancel hint',
    resign: 'Resign',
    offerDraw: 'Draw',
    confirmResign: 'Does {side} resign?',
    confirmDraw: 'Do both players agree to a draw?',
    fairStart: 'Fair start',
    'fairStart.about': 'Moving first wins far more often. With this on, the swap rule holds: after Red\'s first action Black may swap, taking over the position it made (see the rules).',
    confirmMove: 'Confirm',
    timeUp: 'Time is up: {side} passes ({rule})',
    gameOver: 'Game over',
    winner: '{side} wins',
    draw: 'Draw',
    rematch: 'Rematch',
    review: 'Review',
    hintIs: 'Hint: {action}',
    lastMove: 'Last: {action}',
    'announce.gap': '. ',
    'announce.timeLeft': '{n} seconds left',
    'reason.no-legal-action': 'no legal move left',
    'reason.repetition': 'the same position {repetition} times',
    'reason.resignation': 'resignation',
    'reason.draw-agreed': 'draw agreed',
    'reason.out-of-time': 'out of time',
    'reason.withRule': '{reason} ({rule})',
    learnRule: 'Learn rule {rule}',
    'error.illegal-action': 'That action is not legal',
    'error.stale': 'The position changed; try again',
    'error.game-over': 'The game is over',
    'error.not-your-turn': 'Not your turn',
    'error.storage': 'Saving failed',
    'error.bad-request': 'Bad request',
    'error.unknown-game': 'Game not found',
    'error.not-allowed': 'Not allowed now',
    'error.internal': 'Internal error',
    'error.at.start': 'start position: ',
    'error.at.action': 'action {n}: ',
    'error.at.line': 'line {n}: ',
    'error.internalDetail': 'the game is back as last saved; try again',
    'storage.in-use': 'Shuangcheng is already open in another window, and it is using these saves.',
    'storage.locked': 'Another program is holding a lock on the saves database.',
    'storage.full': 'The disk is full: games cannot be saved.',
    'storage.read-only': 'The saves folder is read-only: games cannot be saved.',
    'storage.io': 'The saves could not be read or written.',
    'storage.no-directory': 'This device gave the app no folder for its saves.',
    'storage.corrupt': 'The saves file was damaged: it is kept, unchanged, at {path}, and a new, empty one was started.',
    'storage.journal-damaged': 'The saves journal was damaged: the moves before the damage are kept, and a copy of the damaged files is at {path}.',
    'storage.cut-short': 'The saves file was cut short while its journal still held moves: both are kept, unchanged, at {path}, and the {games} games that still replay were put in new saves.',
    'storage.newer-version': 'These saves are from a newer version of 双城棋院; update the app.',
    'storage.no-lock': 'The saves folder\'s file system does not support locks: games are saved as usual, but do not open two copies of Shuangcheng at once.',
    'storage.untouched': 'The saves file is kept as it is, unchanged.',
    'storage.keptAside': 'The damaged saves file was moved, unchanged, to {path}.',
    'storage.without-saving': 'Playing without saving: the games of this session are gone when the app closes.',
    'storage.retry': 'Retry',
    'storage.listUnavailable': 'The saves are unavailable for now: see the notice at the top.',
    'storage.playWithoutSaving': 'Play without saving',
    'storage.dismiss': 'OK',
    'storage.stillUnavailable': 'The saves are still unavailable',
    'save.damaged': 'Damaged save: it cannot be opened',
    'save.exportRaw': 'Export raw data',
    'save.rawTitle': 'Raw save data',
    'save.rawNote': 'This game as the saves hold it (copy it to keep it):',
    'notice.save-failed': 'That move could not be saved; the game is back as last saved',
    'notice.ai-timeout': 'The AI did not answer in time; a legal move was played for it',
    'notice.ai-failed': 'The AI failed; a legal move was played for it',
    language: 'Language',
    theme: 'Theme',
    'theme.system': 'System',
    'theme.light': 'Light',
    'theme.dark': 'Dark',
    defaultLevel: 'Default difficulty',
    defaultTimer: 'Default timer',
    undoVsAi: 'Allow undo against the AI',
    orientation: 'Board in pass and play',
    'orientation.fixed': 'Fixed',
    'orientation.rotate-board': 'Turn the board to the side to move',
    'orientation.rotate-pieces': 'Fixed board, far pieces upside down',
    'orientation.face-to-face': 'Face to face: pieces, buttons and clock turned to each player',
    sound: 'Sound',
    animation: 'Animation',
    languageNote: 'Your choice is kept; until you make one, the app speaks the system\'s language.',
    textSize: 'Text size',
    'textSize.normal': 'Normal',
    'textSize.large': 'Large',
    'textSize.larger': 'Larger',
    largeLabels: 'Large piece labels',
    haptics: 'Vibration',
    hapticsNote: 'A short vibration on a move, a capture and the game\'s end (phones only)',
    thinkingTime: 'Master\'s thinking time',
    thinkingNote: 'Per move (per turn where a turn is several moves); a shorter turn timer caps it',
    'unit.diagonal': '↗ marks diagonal steps or attacks.',
    shortcuts: 'Keyboard',
    'key.arrows': 'Arrow keys',
    'key.arrows.do': 'Move the focus over the board\'s points or cells',
    'key.enter': 'Enter or Space',
    'key.enter.do': 'Tap the point in focus (pick a piece, move it)',
    'key.escape.do': 'Cancel the selection; close a dialog',
    'key.tab.do': 'Go from control to control',
    'key.undo.do': 'Undo',
    'key.redo.do': 'Redo',
    'key.hint.do': 'Hint',
    'key.flip.do': 'Flip the board',
    flipBoard: 'Flip',
    on: 'On',
    off: 'Off',
    saved: 'Saved',
    importPrompt: 'Paste a game record here:',
    exportNote: 'Game record (copy it to keep it):',
    copy: 'Copy',
    copied: 'Copied',
    'tap.move': 'Move to {cell}',
    'a11y.board': '{game} board',
    'a11y.point': 'point {n}',
    'a11y.ofSide': '{side} {piece}',
    'a11y.ofGroup': '{group}\'s {piece}',
    'a11y.hp': 'HP {hp} of {max}',
    'a11y.cooldown': 'cooling down',
    'a11y.locked': 'locked',
    'a11y.carrying': 'carrying {piece}',
    'a11y.water': 'water',
    'a11y.empty': 'empty',
    'a11y.selected': 'selected',
    'a11y.target.move': 'legal target',
    'a11y.target.capture': 'legal target, capture',
    'a11y.target.pick': 'can move',
    'a11y.target.aim': 'legal target, attack',
    'a11y.target.warp': 'legal target, warp',
    'a11y.hint': 'hint',
    'a11y.last': 'last move',
    'a11y.sep': ', ',
    'a11y.reserve': '{side}\'s reserve: {piece}, {n}',
    reserve: 'Reserve',
    lock: 'Lock',
    selectHint: 'Tap a piece, then a lit target',
    army: 'Army',
    armyBuilder: 'Army: {team}',
    preset: 'Preset armies',
    hiddenSetup: 'Hidden setup',
    openSetup: 'Open setup',
    setupMode: 'Setup',
    defaultArmies: 'Default armies',
    placeUnit: 'Pick a unit kind, then a spawn cell',
    submitArmy: 'Army ready',
    clearArmy: 'Clear',
    armyCount: 'Placed {n}/{of}',
    handOver: 'Pass the device to {side}',
    handOverNote: 'The other player looks away. Tap "I am {side}" when ready.',
    iAm: 'I am {side}',
    waitingOther: 'Waiting for the other army…',
    rulesOf: '{game}: rules',
    unitTable: 'Units',
    'unit.move': 'Move',
    'unit.reach': 'Reach',
    'unit.hp': 'HP',
    'unit.limit': 'Limit',
    turnOf: 'Ply {n}',
    vs: 'vs',
    legend: 'Legend',
  },
};
for (const part of [LEARN, WORDS, LOOK, THREATS, TABLE_PLAY, BAR, FILES, CLOCK]) for (const [l, labels] of Object.entries(part)) Object.assign(TABLE[l], labels);

/** The UI's languages: 简体中文 (`zh`), 繁體中文 (`zh-Hant`, its texts in zh-hant.js) and English;
 * each named in itself, in full and short (a button's label). */
export const LANGUAGES = [
  { id: 'zh', tag: 'zh-Hans', label: '简体中文', short: '简体' },
  { id: 'zh-Hant', tag: 'zh-Hant', label: '繁體中文', short: '繁體' },
  { id: 'en', tag: 'en', label: 'English', short: 'EN' },
];

/**
 * 繁體中文's tables (ui/js/zh-hant.js, the UI's largest module): read only once that language
 * is chosen, so that a start in another language does not load them.
 * @type {typeof import('./zh-hant.js').ZH_HANT | null}
 */
let ZH_HANT = null;

/**
 * Makes language `l` ready to be set: 繁體中文 loads its tables, once. Await it before
 * `setLanguage`.
 * @param {string} l
 */
export async function loadLanguage(l) {
  if (l !== 'zh-Hant' || ZH_HANT) return;
  ({ ZH_HANT } = await import('./zh-hant.js'));
  TABLE['zh-Hant'] = ZH_HANT.strings;
}

/** 繁體中文's tables once `loadLanguage('zh-Hant')` has loaded them, else `null`. */
export function traditionalTables() {
  return ZH_HANT;
}

let lang = 'zh';

/**
 * A name the engine gives (`{ nameZh, nameEn }`: a side, a unit, an AI level, a preset) in the
 * current language; its 繁體 form is the converter's, by its 简体 one.
 */
export function localName(info) {
  if (lang === 'en') return info.nameEn;
  if (lang === 'zh-Hant') return ZH_HANT.names[info.nameZh] || info.nameZh;
  return info.nameZh;
}

/**
 * A text the engine sends in several languages (`{ zh, en, … }`: a lesson's title, intro, hint)
 * in the current language. Its 繁體 form is its own `zh-Hant` when it has one, else the
 * converter's, by its 简体 one (scripts/traditional/convert.mjs reads the engine's data files).
 */
export function localText(text) {
  if (!text) return '';
  if (text[lang]) return text[lang];
  if (lang === 'zh-Hant' && text.zh) return ZH_HANT.names[text.zh] || text.zh;
  return text.en || text.zh || '';
}

export function setLanguage(l) {
  if (l === 'zh-Hant' && !ZH_HANT) throw new Error('繁體中文 is not loaded yet: await loadLanguage first');
  lang = LANGUAGES.some((x) => x.id === l) ? l : 'zh';
  if (typeof document !== 'undefined') document.documentElement.lang = languageTag();
}

/** `zh`, `zh-Hant` or `en`. */
export function language() {
  return lang;
}

/** The current language's BCP 47 tag, for `lang` attributes. */
export function languageTag() {
  return LANGUAGES.find((x) => x.id === lang).tag;
}

/** Whether the current language is a Chinese one (simplified or traditional). */
export function isChinese() {
  return lang !== 'en';
}

/**
 * `template` with each `{name}` of `params` filled in, each value as `say(name, value)` words it.
 * @param {string} template
 * @param {Record<string, any>} [params]
 * @param {(name: string, value: any) => string} [say]
 */
export function fill(template, params, say = (_, v) => String(v)) {
  let s = template;
  for (const [k, v] of Object.entries(params || {})) s = s.split('{' + k + '}').join(say(k, v));
  return s;
}

export function t(key, params) {
  let s = TABLE[lang][key];
  if (s === undefined) s = TABLE.en[key];
  if (s === undefined) s = key;
  return fill(s, params);
}

/** The character on a piece kind's disc, from the game's registry entry, in the current
 * script (the kind's code where it has none); Twin Cities' Black soldier is 卒. */
export function pieceGlyph(game, kind, side) {
  const glyphs = infoOf(game).glyphs;
  const g = glyphs.find((x) => x.code === kind) || glyphs.find((x) => x.code === kind.toUpperCase());
  if (!g) return kind;
  if (side === 'second' && g.second) return g.second;
  return lang === 'zh-Hant' ? g['zh-Hant'] : g.zh;
}

/** A piece kind's name from the engine's catalog (its letter or code when it has none). */
export function pieceName(game, kind) {
  const pieces = (rulesOf(game) || {}).pieces || [];
  const info = pieces.find((q) => q.code === kind) || pieces.find((q) => q.code === kind.toUpperCase());
  return info && info.nameEn ? localName(info) : kind;
}

/** A side's name from the engine's catalog: 红方 / Red, 南军 / South, … */
export function sideName(game, side) {
  const rules = rulesOf(game);
  const info = rules && rules.sides.find((s) => s.side === side);
  return info ? localName(info) : side;
}

/**
 * One of `game`'s texts (engine/texts/<game>.toml: `part` is `taps`, `help`, `notes`,
 * `reasons`, …) in the current language with its `{names}` filled from `params`, a `group`
 * by its name; `undefined` when the game has none.
 * @param {string} game
 * @param {string} part
 * @param {string} key
 * @param {Record<string, string | number>} [params]
 */
export function gameSays(game, part, key, params) {
  const rules = rulesOf(game);
  const text = rules && rules.texts && rules.texts[part] ? rules.texts[part][key] : undefined;
  if (!text) return undefined;
  return fill(localText(text), params, (k, v) => (k === 'group' ? groupName(game, String(v)) : String(v)));
}

/** A group's name from the engine's catalog (Generals' general `r`: 红将 / Red general); its id
 * where the game has no such group. */
export function groupName(game, id) {
  const rules = rulesOf(game);
  const info = rules && (rules.groups || []).find((g) => g.id === id);
  return info ? localName(info) : id;
}

/** A game's name, from its registry entry. */
export function gameName(game) {
  return infoOf(game).names[lang];
}

/** A game's one-line blurb, from its registry entry. */
export function gameBlurb(game) {
  return infoOf(game).blurb[lang];
}
