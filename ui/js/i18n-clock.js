// The time controls: the new-game screen's choice of a turn timer or a game clock and a
// handicap, and the rules page's section on the game clock (the app's rule), in the same
// shape as `i18n.js`'s table; 繁體 is converted from 简体 like every other text.

export const CLOCK = {
  zh: {
    'clock.kind': '计时方式',
    'clock.game': '对局钟',
    'clock.custom': '自定',
    'clock.minutes': '每方分钟',
    'clock.increment': '每回合加秒',
    'clock.about': '每方一局共有几分钟，每走完一回合再加几秒；一方时间用完即判负（本应用的规则）。',
    'clock.handicap': '让时',
    'clock.noHandicap': '不让时',
    'clock.handicapMinutes': '{side}的分钟',
    'clock.handicapSeconds': '{side}每步的秒数',
    'rules.clockHeading': '对局钟（本应用的规则）',
    'rules.clockText': '新对局可不用每步限时，改用对局钟：每方一局共有几分钟，每走完一回合再加几秒。可选 {presets}（分钟+秒），也可自定每方 {minBase}–{maxBase} 分钟、每回合加 0–{maxIncrement} 秒。一方时间用完，这一方即判负。这是本应用的计时规则，不是原规则；两种计时都可让一方用自己的时间（让时）。',
  },
  en: {
    'clock.kind': 'Time control',
    'clock.game': 'Game clock',
    'clock.custom': 'Custom',
    'clock.minutes': 'Minutes each',
    'clock.increment': 'Seconds added a turn',
    'clock.about': "Each side has its minutes for the whole game, and each turn it plays adds a few seconds. A side whose time runs out loses (the app's rule).",
    'clock.handicap': 'Time handicap',
    'clock.noHandicap': 'None',
    'clock.handicapMinutes': "{side}'s minutes",
    'clock.handicapSeconds': "{side}'s seconds a turn",
    'rules.clockHeading': "Game clock (the app's rule)",
    'rules.clockText': "Instead of the turn timer, a new game may use a game clock: each side has its minutes for the whole game, and each turn it plays adds a few seconds. Choose {presets} (minutes+seconds), or your own: {minBase}–{maxBase} minutes each and up to {maxIncrement} s a turn. A side whose time runs out loses. This is the app's time-control rule, not the game's own; either timer may give one side its own time (a handicap).",
  },
};
