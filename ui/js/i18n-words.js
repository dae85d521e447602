// The words of the move list (`words.js`) that are the app's, not a game's: the list's own
// labels, how points and counts are listed, and the timed-out turn (`words.pass`, said the same
// in every game). Each game's sentences are in its texts (engine/texts/<id>.toml). 繁體 is
// converted from 简体 like every other text; tests/unit/words.test.mjs fills every move template.

export const WORDS = {
  zh: {
    moveList: '着法显示',
    'moveList.words': '文字',
    'moveList.notation': '记谱',
    'words.comma': '、',
    'words.list': '{items}、{last}',
    'words.then': '{first}，{then}',
    'words.units.1': '一个单位',
    'words.units.2': '两个单位',
    'words.units': '{n} 个单位',
    'words.pieces.0': '无子',
    'words.pieces.1': '一子',
    'words.pieces.2': '两子',
    'words.pieces': '{n} 子',
    'words.pass': '{side}超时，本回合跳过',
  },
  en: {
    moveList: 'Move list',
    'moveList.words': 'Words',
    'moveList.notation': 'Notation',
    'words.comma': ', ',
    'words.list': '{items} and {last}',
    'words.then': '{first}, and {then}',
    'words.units.1': 'one unit',
    'words.units.2': 'two units',
    'words.units': '{n} units',
    'words.pieces.0': 'no piece',
    'words.pieces.1': 'one piece',
    'words.pieces.2': 'two pieces',
    'words.pieces': '{n} pieces',
    'words.pass': '{side} ran out of time: turn passed',
  },
};
