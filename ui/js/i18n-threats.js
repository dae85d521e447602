// The threat marks (threats.js, the play screen's Threats switch), in the same shape as
// `i18n.js`'s table; 繁體 is converted from 简体 like every other text.

export const THREATS = {
  zh: {
    threats: '威胁',
    'threats.note': '受威胁 {exposed} · 可攻击 {reach}',
    'threats.field': ' · 城田受攻 {n} 点',
    'a11y.threat.exposed': '受{by}威胁',
    'a11y.threat.reach': '你的{by}可攻击',
    'a11y.threat.field': '城田受攻',
    'a11y.threat.at': '{piece}（{at}）',
    'a11y.threat.damage': '{piece}（{at}，伤 {n}）',
    'a11y.threat.and': '、',
  },
  en: {
    threats: 'Threats',
    'threats.note': 'Exposed {exposed} · Within reach {reach}',
    'threats.field': ' · City field attacked at {n}',
    'a11y.threat.exposed': 'threatened by {by}',
    'a11y.threat.reach': 'within reach of your {by}',
    'a11y.threat.field': 'city field under attack',
    'a11y.threat.at': '{piece} on {at}',
    'a11y.threat.damage': '{piece} on {at}, {n} damage',
    'a11y.threat.and': ', ',
  },
};
