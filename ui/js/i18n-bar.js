// The play screen's bar and its sheet, in the same shape as `i18n.js`'s table; 繁體 is
// converted from 简体 like every other text.

export const BAR = {
  zh: {
    more: '更多',
    'bar.label': '对局操作',
    'sheet.title': '更多操作',
  },
  en: {
    more: 'More',
    'bar.label': 'Game controls',
    'sheet.title': 'More actions',
  },
};
