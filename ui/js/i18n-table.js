// One device, several players (issue 25): the computer's pace, "skip to my turn" and "since
// your last turn", in the same shape as `i18n.js`'s table; 繁體 is converted from 简体 like
// every other text.

export const TABLE_PLAY = {
  zh: {
    aiPace: '电脑行棋间隔',
    'aiPace.slow': '从容',
    'aiPace.normal': '普通',
    'aiPace.fast': '快',
    'aiPace.instant': '立即',
    aiPaceNote: '电脑连走多步时（智将兵棋的回合、相连的电脑座位），每步之间的间隔与棋子移动的时长',
    skipToTurn: '跳到我的回合',
    'since.title': '自你上一回合（{n} 步）',
    'since.lost': '失去{list}',
    'since.lostItem': '{piece}×{n}',
    'since.damage': '受伤 {n} 点',
    'since.danger': '{list}受威胁',
    'since.none': '无损失',
    'since.and': '、',
    'since.sep': ' · ',
    'since.replay': '回放',
    'since.skip': '跳过回放',
  },
  en: {
    aiPace: "Computer's pace",
    'aiPace.slow': 'Slow',
    'aiPace.normal': 'Normal',
    'aiPace.fast': 'Fast',
    'aiPace.instant': 'Instant',
    aiPaceNote: 'When the computer acts several times in a row (a Generals turn, computer seats one after another): the pause between its actions and how fast its pieces slide',
    skipToTurn: 'Skip to my turn',
    'since.title': 'Since your last turn, actions: {n}',
    'since.lost': 'lost {list}',
    'since.lostItem': '{piece} ×{n}',
    'since.damage': 'damage taken: {n}',
    'since.danger': '{list} in danger',
    'since.none': 'nothing lost',
    'since.and': ', ',
    'since.sep': ' · ',
    'since.replay': 'Replay',
    'since.skip': 'Skip replay',
  },
};
