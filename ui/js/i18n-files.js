// Records and pictures as files, the clipboard, the backup and its restore, the diagnostics
// (records.js, backup.js), in the same shape as `i18n.js`'s table; 繁體 is converted from 简体
// like every other text.

export const FILES = {
  zh: {
    'files.saveFile': '存为文件',
    'files.pictureSvg': '棋盘图（SVG）',
    'files.picturePng': '棋盘图（PNG）',
    'files.openFile': '打开棋谱文件',
    'files.paste': '粘贴棋谱',
    'files.savedAt': '已存到 {path}',
    'backup.section': '备份与导入',
    'backup.note': '一份备份存着全部对局、统计、课程进度、练习和设置。导入备份时只加入这里没有的对局，不会重复，也不会删掉这里的棋。',
    'backup.make': '备份全部存档',
    'backup.restore': '导入备份',
    'backup.done': '已备份 {games} 盘棋，存在 {path}',
    'backup.restored': '导入了 {games} 盘棋、{results} 个结果、{lessons} 课进度、{drills} 道练习、{settings} 个设置',
    'backup.nothingNew': '备份里的内容这里都已经有了，没有加入新的',
    'diagnostics.copy': '复制运行记录',
    'diagnostics.withGames': '包括我的对局',
    'diagnostics.note': '给开发者看的：版本、系统、设置和最近的运行记录。',
    'diagnostics.copied': '已复制：可以粘贴给开发者',
  },
  en: {
    'files.saveFile': 'Save as file',
    'files.pictureSvg': 'Board picture (SVG)',
    'files.picturePng': 'Board picture (PNG)',
    'files.openFile': 'Open a record file',
    'files.paste': 'Paste a record',
    'files.savedAt': 'Saved to {path}',
    'backup.section': 'Backup and restore',
    'backup.note': 'A backup holds every game, the statistics, lesson progress, drills and settings. Restoring adds only the games not here: nothing is doubled, and nothing here is removed.',
    'backup.make': 'Back up everything',
    'backup.restore': 'Restore a backup',
    'backup.done': 'Backed up (games: {games}) to {path}',
    'backup.restored': 'Added from the backup: games {games}, results {results}, lessons {lessons}, drills {drills}, settings {settings}',
    'backup.nothingNew': 'Everything in the backup is here already: nothing was added',
    'diagnostics.copy': 'Copy diagnostics',
    'diagnostics.withGames': 'Include my games',
    'diagnostics.note': 'For the developers: the version, the system, the settings and the latest log.',
    'diagnostics.copied': 'Copied: paste it for the developers',
  },
};
