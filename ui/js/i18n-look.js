// The settings of the look (look-preview.js, settings.js): the piece set, the board and piece
// styles and the sound themes, in the same shape
// as `i18n.js`'s table; 繁體 is converted from 简体 like every other text.

export const LOOK = {
  zh: {
    pieceSet: '棋子标识',
    'pieceSet.characters': '汉字',
    'pieceSet.symbols': '图形',
    pieceSetNote: '未选时，英文界面用图形，中文界面用汉字。',
    'a11y.preview': '示例：{pieces}',
    boardStyle: '棋盘',
    'boardStyle.wood': '木纹',
    'boardStyle.paper': '纸面',
    pieceStyle: '棋子样式',
    'pieceStyle.calligraphy': '书法',
    'pieceStyle.simple': '简洁',
    pieceStyleNote: '两者字体相同：书法为粗体，棋子有内圈和阴影；简洁为常规字重的平面棋子。',
    'sound.wood': '木声',
    'sound.stone': '石声',
    'sound.silent': '静音',
    soundNote: '选中即试听。',
  },
  en: {
    pieceSet: 'Pieces show',
    'pieceSet.characters': 'Characters',
    'pieceSet.symbols': 'Symbols',
    pieceSetNote: 'Until you choose: symbols in English, characters in Chinese.',
    'a11y.preview': 'Example: {pieces}',
    boardStyle: 'Board',
    'boardStyle.wood': 'Wood',
    'boardStyle.paper': 'Paper',
    pieceStyle: 'Piece style',
    'pieceStyle.calligraphy': 'Calligraphy',
    'pieceStyle.simple': 'Simple',
    pieceStyleNote: 'One typeface for both: calligraphy is bold on a shaded disc with an inner ring; simple is regular weight on a flat disc.',
    'sound.wood': 'Wood',
    'sound.stone': 'Stone',
    'sound.silent': 'Silent',
    soundNote: 'Choosing one plays it.',
  },
};
