// The play screen's bar and its sheet, and the board's view on a narrow screen, in the same
// shape as `i18n.js`'s table; 繁體 is converted from 简体 like every other text.

export const BAR = {
  zh: {
    more: '更多',
    'bar.label': '对局操作',
    'sheet.title': '更多操作',
    zoomSelection: '放大所选棋子',
    'tap.tie': '点在两个目标之间，分不清是哪一个：这一下不算，请点得准一些。',
  },
  en: {
    more: 'More',
    'bar.label': 'Game controls',
    'sheet.title': 'More actions',
    zoomSelection: 'Zoom onto a selected piece',
    'tap.tie': 'That tap was between two targets, too close to tell which: nothing was played. Tap nearer the one you mean.',
  },
};
