// Written by src-tauri/tests/golden.rs: do not edit (UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden).
/** @import { CatalogEntry } from '../../../ui/js/contract.js' */
export default /** @satisfies {CatalogEntry[]} */ ([
  {
    "defaultLevel": "normal",
    "defaultTimerSecs": null,
    "game": "twin-cities",
    "info": {
      "blurb": {
        "en": "Grow your city, trade soldiers for generals, take the rival city.",
        "zh": "经营城池，以兵换将，攻取敌城。",
        "zh-Hant": "經營城池，以兵換將，攻取敵城。"
      },
      "board": "twin",
      "capabilities": {
        "analysable": true,
        "multiActionTurns": false,
        "setupPhase": false,
        "solved": false,
        "threats": true,
        "timedAnalysis": true
      },
      "endReasons": [
        "city-captured",
        "no-progress"
      ],
      "endRule": "T11",
      "example": false,
      "fairStart": {
        "rule": "T14",
        "start": "9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0 1 swap"
      },
      "glyphs": [
        {
          "code": "C",
          "zh": "城",
          "zh-Hant": "城"
        },
        {
          "code": "S",
          "second": "卒",
          "zh": "兵",
          "zh-Hant": "兵"
        },
        {
          "code": "T",
          "zh": "虎",
          "zh-Hant": "虎"
        },
        {
          "code": "F",
          "zh": "步",
          "zh-Hant": "步"
        },
        {
          "code": "B",
          "zh": "弓",
          "zh-Hant": "弓"
        },
        {
          "code": "H",
          "zh": "骑",
          "zh-Hant": "騎"
        },
        {
          "code": "L",
          "zh": "潜",
          "zh-Hant": "潛"
        },
        {
          "code": "W",
          "zh": "翼",
          "zh-Hant": "翼"
        },
        {
          "code": "R",
          "zh": "突",
          "zh-Hant": "突"
        },
        {
          "code": "D",
          "zh": "盾",
          "zh-Hant": "盾"
        },
        {
          "code": "E",
          "zh": "械",
          "zh-Hant": "械"
        },
        {
          "code": "X",
          "zh": "据",
          "zh-Hant": "據"
        }
      ],
      "icon": "C",
      "names": {
        "en": "Twin Cities",
        "zh": "双城",
        "zh-Hant": "雙城"
      },
      "ruleLetter": "T",
      "timer": {
        "defaultSecs": null,
        "gameClock": {
          "maxBaseSecs": 10800,
          "maxIncrementSecs": 60,
          "minBaseSecs": 15,
          "presets": [
            {
              "baseSecs": 300,
              "incrementSecs": 3
            },
            {
              "baseSecs": 600,
              "incrementSecs": 5
            },
            {
              "baseSecs": 900,
              "incrementSecs": 10
            }
          ]
        },
        "maxSecs": 300,
        "minSecs": 10,
        "presets": [
          10,
          15,
          30,
          60,
          120,
          300
        ]
      },
      "timerRule": "T12"
    },
    "levels": [
      {
        "budgetMs": 300,
        "id": "beginner",
        "nameEn": "Beginner",
        "nameZh": "入门"
      },
      {
        "budgetMs": 500,
        "id": "easy",
        "nameEn": "Easy",
        "nameZh": "简单"
      },
      {
        "budgetMs": 1000,
        "id": "normal",
        "nameEn": "Normal",
        "nameZh": "普通"
      },
      {
        "budgetMs": 3000,
        "id": "hard",
        "nameEn": "Hard",
        "nameZh": "困难"
      },
      {
        "budgetMs": 3000,
        "id": "master",
        "nameEn": "Master",
        "nameZh": "大师"
      }
    ],
    "rules": {
      "board": {
        "columns": [
          "a",
          "b",
          "c",
          "d",
          "e",
          "f",
          "g",
          "h",
          "i"
        ],
        "points": [
          "a1",
          "b1",
          "c1",
          "d1",
          "e1",
          "f1",
          "g1",
          "h1",
          "i1",
          "a2",
          "b2",
          "c2",
          "d2",
          "e2",
          "f2",
          "g2",
          "h2",
          "i2",
          "a3",
          "b3",
          "c3",
          "d3",
          "e3",
          "f3",
          "g3",
          "h3",
          "i3",
          "a4",
          "b4",
          "c4",
          "d4",
          "e4",
          "f4",
          "g4",
          "h4",
          "i4",
          "a5",
          "b5",
          "c5",
          "d5",
          "e5",
          "f5",
          "g5",
          "h5",
          "i5",
          "a6",
          "b6",
          "c6",
          "d6",
          "e6",
          "f6",
          "g6",
          "h6",
          "i6",
          "a7",
          "b7",
          "c7",
          "d7",
          "e7",
          "f7",
          "g7",
          "h7",
          "i7",
          "a8",
          "b8",
          "c8",
          "d8",
          "e8",
          "f8",
          "g8",
          "h8",
          "i8",
          "a9",
          "b9",
          "c9",
          "d9",
          "e9",
          "f9",
          "g9",
          "h9",
          "i9",
          "a10",
          "b10",
          "c10",
          "d10",
          "e10",
          "f10",
          "g10",
          "h10",
          "i10",
          "a11",
          "b11",
          "c11",
          "d11",
          "e11",
          "f11",
          "g11",
          "h11",
          "i11"
        ],
        "rows": 11
      },
      "defaultTimerSecs": null,
      "diagrams": [
        {
          "id": "start",
          "last": [],
          "selected": [],
          "targets": [],
          "view": {
            "marks": [
              {
                "at": "e2",
                "kind": "site-first"
              },
              {
                "at": "c6",
                "kind": "site-first"
              },
              {
                "at": "c6",
                "kind": "site-second"
              },
              {
                "at": "g6",
                "kind": "site-first"
              },
              {
                "at": "g6",
                "kind": "site-second"
              },
              {
                "at": "e10",
                "kind": "site-second"
              }
            ],
            "notes": [
              {
                "code": "turn",
                "params": {
                  "turn": "1"
                }
              },
              {
                "code": "quiet-plies",
                "params": {
                  "plies": "0"
                }
              }
            ],
            "pieces": [
              {
                "at": "e2",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "e2",
                "kind": "C",
                "locked": false,
                "maxHp": null,
                "side": "first"
              },
              {
                "at": "d3",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "d3",
                "kind": "S",
                "locked": false,
                "maxHp": null,
                "side": "first"
              },
              {
                "at": "f3",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "f3",
                "kind": "S",
                "locked": false,
                "maxHp": null,
                "side": "first"
              },
              {
                "at": "c6",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "c6",
                "kind": "X",
                "locked": false,
                "maxHp": null,
                "side": null
              },
              {
                "at": "g6",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "g6",
                "kind": "X",
                "locked": false,
                "maxHp": null,
                "side": null
              },
              {
                "at": "d9",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "d9",
                "kind": "s",
                "locked": false,
                "maxHp": null,
                "side": "second"
              },
              {
                "at": "f9",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "f9",
                "kind": "s",
                "locked": false,
                "maxHp": null,
                "side": "second"
              },
              {
                "at": "e10",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "e10",
                "kind": "c",
                "locked": false,
                "maxHp": null,
                "side": "second"
              }
            ],
            "reserves": [
              {
                "count": 4,
                "kind": "S",
                "side": "first"
              },
              {
                "count": 1,
                "kind": "T",
                "side": "first"
              },
              {
                "count": 1,
                "kind": "F",
                "side": "first"
              },
              {
                "count": 1,
                "kind": "B",
                "side": "first"
              },
              {
                "count": 1,
                "kind": "H",
                "side": "first"
              },
              {
                "count": 1,
                "kind": "L",
                "side": "first"
              },
              {
                "count": 1,
                "kind": "W",
                "side": "first"
              },
              {
                "count": 1,
                "kind": "R",
                "side": "first"
              },
              {
                "count": 1,
                "kind": "D",
                "side": "first"
              },
              {
                "count": 1,
                "kind": "E",
                "side": "first"
              },
              {
                "count": 4,
                "kind": "s",
                "side": "second"
              },
              {
                "count": 1,
                "kind": "t",
                "side": "second"
              },
              {
                "count": 1,
                "kind": "f",
                "side": "second"
              },
              {
                "count": 1,
                "kind": "b",
                "side": "second"
              },
              {
                "count": 1,
                "kind": "h",
                "side": "second"
              },
              {
                "count": 1,
                "kind": "l",
                "side": "second"
              },
              {
                "count": 1,
                "kind": "w",
                "side": "second"
              },
              {
                "count": 1,
                "kind": "r",
                "side": "second"
              },
              {
                "count": 1,
                "kind": "d",
                "side": "second"
              },
              {
                "count": 1,
                "kind": "e",
                "side": "second"
              }
            ],
            "terrain": []
          }
        },
        {
          "fields": [
            "e2",
            "c6",
            "g6"
          ],
          "id": "field",
          "last": [],
          "selected": [],
          "targets": [
            "d1",
            "e1",
            "f1",
            "d2",
            "f2",
            "e3"
          ],
          "view": {
            "marks": [
              {
                "at": "e2",
                "kind": "site-first"
              },
              {
                "at": "c6",
                "kind": "site-first"
              },
              {
                "at": "c6",
                "kind": "site-second"
              },
              {
                "at": "g6",
                "kind": "site-first"
              },
              {
                "at": "g6",
                "kind": "site-second"
              },
              {
                "at": "e10",
                "kind": "site-second"
              }
            ],
            "notes": [
              {
                "code": "turn",
                "params": {
                  "turn": "1"
                }
              },
              {
                "code": "quiet-plies",
                "params": {
                  "plies": "0"
                }
              }
            ],
            "pieces": [
              {
                "at": "e2",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "e2",
                "kind": "C",
                "locked": false,
                "maxHp": null,
                "side": "first"
              },
              {
                "at": "d3",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "d3",
                "kind": "S",
                "locked": false,
                "maxHp": null,
                "side": "first"
              },
              {
                "at": "f3",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "f3",
                "kind": "S",
                "locked": false,
                "maxHp": null,
                "side": "first"
              },
              {
                "at": "c6",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "c6",
                "kind": "X",
                "locked": false,
                "maxHp": null,
                "side": null
              },
              {
                "at": "g6",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "g6",
                "kind": "X",
                "locked": false,
                "maxHp": null,
                "side": null
              },
              {
                "at": "d9",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "d9",
                "kind": "s",
                "locked": false,
                "maxHp": null,
                "side": "second"
              },
              {
                "at": "f9",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "f9",
                "kind": "s",
                "locked": false,
                "maxHp": null,
                "side": "second"
              },
              {
                "at": "e10",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "e10",
                "kind": "c",
                "locked": false,
                "maxHp": null,
                "side": "second"
              }
            ],
            "reserves": [
              {
                "count": 4,
                "kind": "S",
                "side": "first"
              },
              {
                "count": 1,
                "kind": "T",
                "side": "first"
              },
              {
                "count": 1,
                "kind": "F",
                "side": "first"
              },
              {
                "count": 1,
                "kind": "B",
                "side": "first"
              },
              {
                "count": 1,
                "kind": "H",
                "side": "first"
              },
              {
                "count": 1,
                "kind": "L",
                "side": "first"
              },
              {
                "count": 1,
                "kind": "W",
                "side": "first"
              },
              {
                "count": 1,
                "kind": "R",
                "side": "first"
              },
              {
                "count": 1,
                "kind": "D",
                "side": "first"
              },
              {
                "count": 1,
                "kind": "E",
                "side": "first"
              },
              {
                "count": 4,
                "kind": "s",
                "side": "second"
              },
              {
                "count": 1,
                "kind": "t",
                "side": "second"
              },
              {
                "count": 1,
                "kind": "f",
                "side": "second"
              },
              {
                "count": 1,
                "kind": "b",
                "side": "second"
              },
              {
                "count": 1,
                "kind": "h",
                "side": "second"
              },
              {
                "count": 1,
                "kind": "l",
                "side": "second"
              },
              {
                "count": 1,
                "kind": "w",
                "side": "second"
              },
              {
                "count": 1,
                "kind": "r",
                "side": "second"
              },
              {
                "count": 1,
                "kind": "d",
                "side": "second"
              },
              {
                "count": 1,
                "kind": "e",
                "side": "second"
              }
            ],
            "terrain": []
          }
        }
      ],
      "game": "twin-cities",
      "limits": {
        "noProgressPlies": 100,
        "repetition": 3
      },
      "part": {
        "fields": {
          "a1": [
            "b1",
            "a2",
            "b2"
          ],
          "a10": [
            "a9",
            "b9",
            "b10",
            "a11",
            "b11"
          ],
          "a11": [
            "a10",
            "b10",
            "b11"
          ],
          "a2": [
            "a1",
            "b1",
            "b2",
            "a3",
            "b3"
          ],
          "a3": [
            "a2",
            "b2",
            "b3",
            "a4",
            "b4"
          ],
          "a4": [
            "a3",
            "b3",
            "b4",
            "a5",
            "b5"
          ],
          "a5": [
            "a4",
            "b4",
            "b5",
            "a6",
            "b6"
          ],
          "a6": [
            "a5",
            "b5",
            "b6",
            "a7",
            "b7"
          ],
          "a7": [
            "a6",
            "b6",
            "b7",
            "a8",
            "b8"
          ],
          "a8": [
            "a7",
            "b7",
            "b8",
            "a9",
            "b9"
          ],
          "a9": [
            "a8",
            "b8",
            "b9",
            "a10",
            "b10"
          ],
          "b1": [
            "a1",
            "c1",
            "a2",
            "b2",
            "c2"
          ],
          "b10": [
            "a9",
            "b9",
            "c9",
            "a10",
            "c10",
            "a11",
            "b11",
            "c11"
          ],
          "b11": [
            "a10",
            "b10",
            "c10",
            "a11",
            "c11"
          ],
          "b2": [
            "a1",
            "b1",
            "c1",
            "a2",
            "c2",
            "a3",
            "b3",
            "c3"
          ],
          "b3": [
            "a2",
            "b2",
            "c2",
            "a3",
            "c3",
            "a4",
            "b4",
            "c4"
          ],
          "b4": [
            "a3",
            "b3",
            "c3",
            "a4",
            "c4",
            "a5",
            "b5",
            "c5"
          ],
          "b5": [
            "a4",
            "b4",
            "c4",
            "a5",
            "c5",
            "a6",
            "b6",
            "c6"
          ],
          "b6": [
            "a5",
            "b5",
            "c5",
            "a6",
            "c6",
            "a7",
            "b7",
            "c7"
          ],
          "b7": [
            "a6",
            "b6",
            "c6",
            "a7",
            "c7",
            "a8",
            "b8",
            "c8"
          ],
          "b8": [
            "a7",
            "b7",
            "c7",
            "a8",
            "c8",
            "a9",
            "b9",
            "c9"
          ],
          "b9": [
            "a8",
            "b8",
            "c8",
            "a9",
            "c9",
            "a10",
            "b10",
            "c10"
          ],
          "c1": [
            "b1",
            "d1",
            "b2",
            "c2",
            "d2"
          ],
          "c10": [
            "b9",
            "c9",
            "d9",
            "b10",
            "d10",
            "b11",
            "c11",
            "d11"
          ],
          "c11": [
            "b10",
            "c10",
            "d10",
            "b11",
            "d11"
          ],
          "c2": [
            "b1",
            "c1",
            "d1",
            "b2",
            "d2",
            "b3",
            "c3",
            "d3"
          ],
          "c3": [
            "b2",
            "c2",
            "d2",
            "b3",
            "d3",
            "b4",
            "c4",
            "d4"
          ],
          "c4": [
            "b3",
            "c3",
            "d3",
            "b4",
            "d4",
            "b5",
            "c5",
            "d5"
          ],
          "c5": [
            "b4",
            "c4",
            "d4",
            "b5",
            "d5",
            "b6",
            "c6",
            "d6"
          ],
          "c6": [
            "b5",
            "c5",
            "d5",
            "b6",
            "d6",
            "b7",
            "c7",
            "d7"
          ],
          "c7": [
            "b6",
            "c6",
            "d6",
            "b7",
            "d7",
            "b8",
            "c8",
            "d8"
          ],
          "c8": [
            "b7",
            "c7",
            "d7",
            "b8",
            "d8",
            "b9",
            "c9",
            "d9"
          ],
          "c9": [
            "b8",
            "c8",
            "d8",
            "b9",
            "d9",
            "b10",
            "c10",
            "d10"
          ],
          "d1": [
            "c1",
            "e1",
            "c2",
            "d2",
            "e2"
          ],
          "d10": [
            "c9",
            "d9",
            "e9",
            "c10",
            "e10",
            "c11",
            "d11",
            "e11"
          ],
          "d11": [
            "c10",
            "d10",
            "e10",
            "c11",
            "e11"
          ],
          "d2": [
            "c1",
            "d1",
            "e1",
            "c2",
            "e2",
            "c3",
            "d3",
            "e3"
          ],
          "d3": [
            "c2",
            "d2",
            "e2",
            "c3",
            "e3",
            "c4",
            "d4",
            "e4"
          ],
          "d4": [
            "c3",
            "d3",
            "e3",
            "c4",
            "e4",
            "c5",
            "d5",
            "e5"
          ],
          "d5": [
            "c4",
            "d4",
            "e4",
            "c5",
            "e5",
            "c6",
            "d6",
            "e6"
          ],
          "d6": [
            "c5",
            "d5",
            "e5",
            "c6",
            "e6",
            "c7",
            "d7",
            "e7"
          ],
          "d7": [
            "c6",
            "d6",
            "e6",
            "c7",
            "e7",
            "c8",
            "d8",
            "e8"
          ],
          "d8": [
            "c7",
            "d7",
            "e7",
            "c8",
            "e8",
            "c9",
            "d9",
            "e9"
          ],
          "d9": [
            "c8",
            "d8",
            "e8",
            "c9",
            "e9",
            "c10",
            "d10",
            "e10"
          ],
          "e1": [
            "d1",
            "f1",
            "d2",
            "e2",
            "f2"
          ],
          "e10": [
            "d9",
            "e9",
            "f9",
            "d10",
            "f10",
            "d11",
            "e11",
            "f11"
          ],
          "e11": [
            "d10",
            "e10",
            "f10",
            "d11",
            "f11"
          ],
          "e2": [
            "d1",
            "e1",
            "f1",
            "d2",
            "f2",
            "d3",
            "e3",
            "f3"
          ],
          "e3": [
            "d2",
            "e2",
            "f2",
            "d3",
            "f3",
            "d4",
            "e4",
            "f4"
          ],
          "e4": [
            "d3",
            "e3",
            "f3",
            "d4",
            "f4",
            "d5",
            "e5",
            "f5"
          ],
          "e5": [
            "d4",
            "e4",
            "f4",
            "d5",
            "f5",
            "d6",
            "e6",
            "f6"
          ],
          "e6": [
            "d5",
            "e5",
            "f5",
            "d6",
            "f6",
            "d7",
            "e7",
            "f7"
          ],
          "e7": [
            "d6",
            "e6",
            "f6",
            "d7",
            "f7",
            "d8",
            "e8",
            "f8"
          ],
          "e8": [
            "d7",
            "e7",
            "f7",
            "d8",
            "f8",
            "d9",
            "e9",
            "f9"
          ],
          "e9": [
            "d8",
            "e8",
            "f8",
            "d9",
            "f9",
            "d10",
            "e10",
            "f10"
          ],
          "f1": [
            "e1",
            "g1",
            "e2",
            "f2",
            "g2"
          ],
          "f10": [
            "e9",
            "f9",
            "g9",
            "e10",
            "g10",
            "e11",
            "f11",
            "g11"
          ],
          "f11": [
            "e10",
            "f10",
            "g10",
            "e11",
            "g11"
          ],
          "f2": [
            "e1",
            "f1",
            "g1",
            "e2",
            "g2",
            "e3",
            "f3",
            "g3"
          ],
          "f3": [
            "e2",
            "f2",
            "g2",
            "e3",
            "g3",
            "e4",
            "f4",
            "g4"
          ],
          "f4": [
            "e3",
            "f3",
            "g3",
            "e4",
            "g4",
            "e5",
            "f5",
            "g5"
          ],
          "f5": [
            "e4",
            "f4",
            "g4",
            "e5",
            "g5",
            "e6",
            "f6",
            "g6"
          ],
          "f6": [
            "e5",
            "f5",
            "g5",
            "e6",
            "g6",
            "e7",
            "f7",
            "g7"
          ],
          "f7": [
            "e6",
            "f6",
            "g6",
            "e7",
            "g7",
            "e8",
            "f8",
            "g8"
          ],
          "f8": [
            "e7",
            "f7",
            "g7",
            "e8",
            "g8",
            "e9",
            "f9",
            "g9"
          ],
          "f9": [
            "e8",
            "f8",
            "g8",
            "e9",
            "g9",
            "e10",
            "f10",
            "g10"
          ],
          "g1": [
            "f1",
            "h1",
            "f2",
            "g2",
            "h2"
          ],
          "g10": [
            "f9",
            "g9",
            "h9",
            "f10",
            "h10",
            "f11",
            "g11",
            "h11"
          ],
          "g11": [
            "f10",
            "g10",
            "h10",
            "f11",
            "h11"
          ],
          "g2": [
            "f1",
            "g1",
            "h1",
            "f2",
            "h2",
            "f3",
            "g3",
            "h3"
          ],
          "g3": [
            "f2",
            "g2",
            "h2",
            "f3",
            "h3",
            "f4",
            "g4",
            "h4"
          ],
          "g4": [
            "f3",
            "g3",
            "h3",
            "f4",
            "h4",
            "f5",
            "g5",
            "h5"
          ],
          "g5": [
            "f4",
            "g4",
            "h4",
            "f5",
            "h5",
            "f6",
            "g6",
            "h6"
          ],
          "g6": [
            "f5",
            "g5",
            "h5",
            "f6",
            "h6",
            "f7",
            "g7",
            "h7"
          ],
          "g7": [
            "f6",
            "g6",
            "h6",
            "f7",
            "h7",
            "f8",
            "g8",
            "h8"
          ],
          "g8": [
            "f7",
            "g7",
            "h7",
            "f8",
            "h8",
            "f9",
            "g9",
            "h9"
          ],
          "g9": [
            "f8",
            "g8",
            "h8",
            "f9",
            "h9",
            "f10",
            "g10",
            "h10"
          ],
          "h1": [
            "g1",
            "i1",
            "g2",
            "h2",
            "i2"
          ],
          "h10": [
            "g9",
            "h9",
            "i9",
            "g10",
            "i10",
            "g11",
            "h11",
            "i11"
          ],
          "h11": [
            "g10",
            "h10",
            "i10",
            "g11",
            "i11"
          ],
          "h2": [
            "g1",
            "h1",
            "i1",
            "g2",
            "i2",
            "g3",
            "h3",
            "i3"
          ],
          "h3": [
            "g2",
            "h2",
            "i2",
            "g3",
            "i3",
            "g4",
            "h4",
            "i4"
          ],
          "h4": [
            "g3",
            "h3",
            "i3",
            "g4",
            "i4",
            "g5",
            "h5",
            "i5"
          ],
          "h5": [
            "g4",
            "h4",
            "i4",
            "g5",
            "i5",
            "g6",
            "h6",
            "i6"
          ],
          "h6": [
            "g5",
            "h5",
            "i5",
            "g6",
            "i6",
            "g7",
            "h7",
            "i7"
          ],
          "h7": [
            "g6",
            "h6",
            "i6",
            "g7",
            "i7",
            "g8",
            "h8",
            "i8"
          ],
          "h8": [
            "g7",
            "h7",
            "i7",
            "g8",
            "i8",
            "g9",
            "h9",
            "i9"
          ],
          "h9": [
            "g8",
            "h8",
            "i8",
            "g9",
            "i9",
            "g10",
            "h10",
            "i10"
          ],
          "i1": [
            "h1",
            "h2",
            "i2"
          ],
          "i10": [
            "h9",
            "i9",
            "h10",
            "h11",
            "i11"
          ],
          "i11": [
            "h10",
            "i10",
            "h11"
          ],
          "i2": [
            "h1",
            "i1",
            "h2",
            "h3",
            "i3"
          ],
          "i3": [
            "h2",
            "i2",
            "h3",
            "h4",
            "i4"
          ],
          "i4": [
            "h3",
            "i3",
            "h4",
            "h5",
            "i5"
          ],
          "i5": [
            "h4",
            "i4",
            "h5",
            "h6",
            "i6"
          ],
          "i6": [
            "h5",
            "i5",
            "h6",
            "h7",
            "i7"
          ],
          "i7": [
            "h6",
            "i6",
            "h7",
            "h8",
            "i8"
          ],
          "i8": [
            "h7",
            "i7",
            "h8",
            "h9",
            "i9"
          ],
          "i9": [
            "h8",
            "i8",
            "h9",
            "h10",
            "i10"
          ]
        },
        "pieces": [
          {
            "code": "S",
            "count": 6
          },
          {
            "code": "T",
            "count": 1,
            "price": 3
          },
          {
            "code": "F",
            "count": 1,
            "price": 2
          },
          {
            "code": "B",
            "count": 1,
            "price": 2
          },
          {
            "code": "H",
            "count": 1,
            "price": 2
          },
          {
            "code": "L",
            "count": 1,
            "price": 2
          },
          {
            "code": "W",
            "count": 1,
            "price": 2
          },
          {
            "code": "R",
            "count": 1,
            "price": 2
          },
          {
            "code": "D",
            "count": 1,
            "price": 2
          },
          {
            "code": "E",
            "count": 1,
            "price": 2
          },
          {
            "code": "C",
            "count": 1
          },
          {
            "code": "X",
            "count": 2
          }
        ],
        "reserve": [
          "S",
          "T",
          "F",
          "B",
          "H",
          "L",
          "W",
          "R",
          "D",
          "E"
        ]
      },
      "pieces": [
        {
          "code": "S",
          "nameEn": "Soldier",
          "nameZh": "兵卒"
        },
        {
          "code": "T",
          "nameEn": "Tiger",
          "nameZh": "虎"
        },
        {
          "code": "F",
          "nameEn": "Foot",
          "nameZh": "步"
        },
        {
          "code": "B",
          "nameEn": "Bow",
          "nameZh": "弓"
        },
        {
          "code": "H",
          "nameEn": "Horse",
          "nameZh": "骑"
        },
        {
          "code": "L",
          "nameEn": "Lurker",
          "nameZh": "潜"
        },
        {
          "code": "W",
          "nameEn": "Wing",
          "nameZh": "翼"
        },
        {
          "code": "R",
          "nameEn": "Raider",
          "nameZh": "突"
        },
        {
          "code": "D",
          "nameEn": "Shield",
          "nameZh": "盾"
        },
        {
          "code": "E",
          "nameEn": "Engine",
          "nameZh": "械"
        },
        {
          "code": "C",
          "nameEn": "City",
          "nameZh": "城"
        },
        {
          "code": "X",
          "nameEn": "Stronghold",
          "nameZh": "据"
        }
      ],
      "rulesText": [
        {
          "heading": {
            "en": "In short",
            "zh": "概要"
          },
          "paragraphs": [
            {
              "en": "Build up your city, recruit soldiers, trade soldiers for generals, and capture the rival City to win.",
              "zh": "以城为点，以城为战：经营城池，招募兵卒，以兵换将，吃掉对方的“城”即获胜。"
            }
          ]
        },
        {
          "caption": {
            "en": "Start position",
            "zh": "开局摆法"
          },
          "diagram": "start",
          "heading": {
            "en": "The board",
            "zh": "棋盘"
          },
          "paragraphs": [
            {
              "en": "The inner board is 9 files (a–i) by 11 ranks (1–11) of points, Red on the rank 1 side. The outer ring holds each side's reserve: captured pieces and soldiers paid in exchanges go back to it; recruits and exchanges take from it.",
              "zh": "内盘是纵 9 路（a–i）横 11 线（1–11）的交叉点，红方在第 1 线一侧。外盘一圈摆放双方的储备：被吃的棋子和换将交出的兵卒都回到储备，招募和换将从储备里取。"
            },
            {
              "en": "A point's field (田区) is the ring of up to 8 points around it, not the point itself.",
              "zh": "“田区”：以某点为中心、周围一圈（最多 8 个点）的范围，不含中心点本身。"
            }
          ]
        },
        {
          "heading": {
            "en": "Pieces and setup",
            "zh": "棋子与开局"
          },
          "paragraphs": [
            {
              "en": "16 a side: 1 City 城, 6 Soldiers 兵 (Black's are 卒), and 1 each of Tiger 虎, Foot 步, Bow 弓, Horse 骑, Lurker 潜, Wing 翼, Raider 突, Shield 盾, Engine 械; plus 2 neutral Strongholds 据.",
              "zh": "每方 16 枚：城 1、兵（黑方为卒）6，以及虎、步、弓、骑、潜、翼、突、盾、械各 1；另有中立的“据”2 枚。"
            },
            {
              "en": "Red: City e2, Soldiers d3 and f3. Black: City e10, Soldiers d9 and f9. Strongholds c6 and g6. Everything else starts in reserve. Red moves first.",
              "zh": "开局红方：城 e2，兵 d3、f3；黑方：城 e10，卒 d9、f9；据 c6、g6；其余棋子都在各自储备里。红方先走。"
            }
          ]
        },
        {
          "heading": {
            "en": "A turn",
            "zh": "每回合"
          },
          "paragraphs": [
            {
              "en": "Make one board move (a Foot, Bow or Horse may lead a soldier), or recruit, or exchange.",
              "zh": "走一步棋（步、弓、骑可带一名兵卒跟随），或招募，或以兵换将，三者选一。"
            }
          ]
        },
        {
          "heading": {
            "en": "Moves",
            "zh": "走法"
          },
          "paragraphs": [
            {
              "en": "Soldier: one step orthogonally, moves and captures alike. Foot: 1–2 points orthogonally (middle empty). Bow: 1–2 points diagonally (middle empty). Horse: the xiangqi horse, blocked by its leg.",
              "zh": "兵卒：十字走一格，行吃一体。步：十字 1–2 格（中间须空）。弓：斜线 1–2 格（中间须空）。骑：同象棋的马，蹩腿不能走。"
            },
            {
              "en": "Tiger: the xiangqi chariot. Lurker: the xiangqi cannon. Wing: slides diagonally any distance, captures only one point diagonally. Raider: moves only by jumping over one piece along a line to an empty point beyond; captures like the Horse.",
              "zh": "虎：同象棋的车。潜：同象棋的炮（走同车，隔一子吃）。翼：斜线任意远走子，只能斜吃一格。突：只能隔一子跳到其后的空点（同炮的吃法路线，但只落空点），吃子同马。"
            },
            {
              "en": "Shield: drops on any empty point; if that point's field holds pieces, each is pushed one point straight away (every push target must be on the board and empty). Captures like a Soldier.",
              "zh": "盾：落子到任意空点：若落点的田区没有棋子，直接落下；否则田区里的每枚棋子都被向外震退一格（目标点须在盘内且为空，否则不能落）。吃子同兵卒。"
            },
            {
              "en": "Engine: 1–2 points in any of 8 directions (middle empty), never captures, and locks (below).",
              "zh": "械：八个方向 1–2 格（中间须空），只走不吃，并能锁定（见下）。"
            },
            {
              "en": "City: no move of its own; it moves with the pattern of any own piece in its field, captures included. Stronghold: neutral, never captured, never captures; either side may move it with the move-only pattern of its own pieces in the Stronghold's field.",
              "zh": "城：不能自主走子，可复制其田区内己方棋子的走法（包括吃子）。据：中立，不能被吃也不能吃子；任一方都可借用据田区内己方棋子的走法（只走不吃）移动它。"
            }
          ]
        },
        {
          "heading": {
            "en": "Leading a soldier",
            "zh": "领兵（跟随）"
          },
          "paragraphs": [
            {
              "en": "After a Foot, Bow or Horse moves or captures, one own Soldier that stood in its field may follow to any empty point of the general's new field.",
              "zh": "步、弓、骑走子或吃子后，可以带一名原本在其田区内的己方兵卒，落到将领新田区内的任一空点（将先兵后，到新田）。"
            }
          ]
        },
        {
          "caption": {
            "en": "The Red City's field: the 8 points around it (lit: empty points to recruit on)",
            "zh": "红城的田区：城周围的 8 个点（亮点为可招募的空点）"
          },
          "diagram": "field",
          "heading": {
            "en": "Recruit",
            "zh": "招募"
          },
          "paragraphs": [
            {
              "en": "A site is your City or either Stronghold. You control it when one of your pieces is in its field, no rival piece is, and it is not locked against you. A recruit places soldiers from your reserve on empty points of controlled sites' fields, at most one per site.",
              "zh": "“据点”指己方的城或任一“据”。若据点的田区内有己方棋子、没有对方棋子、且据点未被锁定，就“控制”该据点。招募：从储备取兵卒，放到受控据点田区内的空点上，每个据点每次最多一个。"
            }
          ]
        },
        {
          "heading": {
            "en": "Exchange",
            "zh": "以兵换将"
          },
          "paragraphs": [
            {
              "en": "In a controlled site's field pay 2 Soldiers (3 for the Tiger) to your reserve and place a general from the reserve on an empty point of the same field (the paid Soldiers' points count as empty).",
              "zh": "在一个受控据点的田区内交出 2 名兵卒（换虎需 3 名），从储备换来一名将领，放到同一田区内的空点上（刚交出的兵卒所在点也算空）。"
            }
          ]
        },
        {
          "heading": {
            "en": "Engine lock",
            "zh": "器械锁定"
          },
          "paragraphs": [
            {
              "en": "An Engine threatens the points it could move to if they were empty. A City threatened by a rival Engine cannot move, recruit or exchange; a Stronghold threatened by one side's Engine is locked against the other side.",
              "zh": "械能走到的点（若为空）都在它的威胁之下。被对方械威胁的城不能移动，也不能在那里招募或换将；被某方械威胁的据，对另一方锁定。"
            }
          ]
        },
        {
          "heading": {
            "en": "End of the game",
            "zh": "胜负"
          },
          "paragraphs": [
            {
              "en": "Capturing the rival City wins at once; a side with no legal action on its turn loses.",
              "zh": "吃掉对方的城立即获胜；轮到某方却无棋可走则判负。"
            },
            {
              "en": "Draw: the same position a third time, or 100 plies in a row without a capture, recruit or exchange.",
              "zh": "同一局面第三次出现，或连续 100 步没有吃子、招募或换将，判为和棋。"
            }
          ]
        },
        {
          "heading": {
            "en": "Fair start: the swap rule (an option)",
            "zh": "公平开局：交换（可选）"
          },
          "paragraphs": [
            {
              "en": "Moving first wins far more often. A new game may take the fair-start option: after Red's first action, Black may swap instead of acting. The board is turned round and the colours exchanged, so Black takes over the position Red's first action made, and Red moves next.",
              "zh": "先走的一方胜得多。新局可以选“公平开局”：红方走完第一步后，黑方可以不走棋，改为“交换”：棋盘倒转过来，红黑对换，红方第一步走成的局面归黑方，然后轮到红方走。"
            },
            {
              "en": "A first action too strong is taken over, one too weak is left to Red: Red does best with one after which neither side is better (you cut, I choose). The swap is offered once, on Black's first turn, and is Black's ply. A new game is without it unless chosen.",
              "zh": "红方第一步走得太好，黑方就交换接过来；走得太差，黑方就不换。所以红方最好走一步之后执哪一方都差不多的棋（你分我选）。交换仅在黑方第一回合可用一次，算黑方的一步；新局默认不用此规则。"
            }
          ]
        },
        {
          "heading": {
            "en": "Notation",
            "zh": "记谱"
          },
          "paragraphs": [
            {
              "en": "Move e2e3; Shield drop with pushes e2*e5; with a follower e3e5~d3d6; recruit +d1+e3; exchange T@e3:d2,f2,f3 (general, its point, the paid soldiers); swap swap; timed-out turn pass.",
              "zh": "走子 e2e3；震退落子 e2*e5；带兵跟随 e3e5~d3d6；招募 +d1+e3；换将 T@e3:d2,f2,f3（将领字母、落点、交出的兵卒）；交换 swap；超时 pass。"
            }
          ]
        }
      ],
      "seatLayouts": [
        {
          "perGroup": false,
          "seats": [
            {
              "side": "first"
            },
            {
              "side": "second"
            }
          ]
        }
      ],
      "sides": [
        {
          "emblem": "C",
          "id": "red",
          "nameEn": "Red",
          "nameZh": "红方",
          "side": "first"
        },
        {
          "emblem": "C",
          "id": "black",
          "nameEn": "Black",
          "nameZh": "黑方",
          "side": "second"
        }
      ],
      "start": "9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0 1",
      "texts": {
        "errors": {
          "twin-cities.cities": {
            "en": "{side} must have exactly one City on the board, found {found}",
            "zh": "{side}的城须有且只有一座，现有 {found} 座"
          },
          "twin-cities.fields": {
            "en": "A position has 6 fields (board, side, Red's reserve, Black's reserve, quiet plies, turn) separated by single spaces: '{input}'",
            "zh": "局面须有 6 部分（棋盘、轮到谁、红方储备、黑方储备、无吃子/招募/入将步数、回合数），用单个空格隔开：“{input}”"
          },
          "twin-cities.piece-letter": {
            "en": "Rank {rank}: unknown piece letter '{letter}'",
            "zh": "第 {rank} 行：“{letter}”不是棋子字母"
          },
          "twin-cities.quiet-plies-number": {
            "en": "The quiet plies must be a number, not '{value}'",
            "zh": "无吃子/招募/入将步数须是数字，不是“{value}”"
          },
          "twin-cities.quiet-plies-range": {
            "en": "Quiet plies out of range: '{value}'",
            "zh": "无吃子/招募/入将步数超出范围：“{value}”"
          },
          "twin-cities.rank-count": {
            "en": "The board needs {ranks} ranks separated by '/', not {found}",
            "zh": "棋盘须有 {ranks} 行，用“/”隔开；现有 {found} 行"
          },
          "twin-cities.rank-digits": {
            "en": "Rank {rank}: empty points are one digit 1-9: '{text}'",
            "zh": "第 {rank} 行：空点数写成一位 1–9：“{text}”"
          },
          "twin-cities.rank-length": {
            "en": "Rank {rank} must have {files} points, has {found}: '{text}'",
            "zh": "第 {rank} 行须有 {files} 个点，现有 {found} 个：“{text}”"
          },
          "twin-cities.rank-too-long": {
            "en": "Rank {rank} has more than {files} points: '{text}'",
            "zh": "第 {rank} 行超过 {files} 个点：“{text}”"
          },
          "twin-cities.reserve-case": {
            "en": "{side}'s reserve uses the wrong letter case (Red uppercase, Black lowercase): '{reserve}'",
            "zh": "{side}储备的字母形式不对（红方用 S T F…，黑方用 s t f…）：“{reserve}”"
          },
          "twin-cities.reserve-count": {
            "en": "{side}'s reserve: a count is written only when it is 2-9: '{reserve}'",
            "zh": "{side}储备：数量只在 2–9 时写出：“{reserve}”"
          },
          "twin-cities.reserve-letter": {
            "en": "{side}'s reserve: '{letter}' is not a reserve piece letter",
            "zh": "{side}储备：“{letter}”不是储备棋子的字母"
          },
          "twin-cities.reserve-order": {
            "en": "{side}'s reserve must list kinds once each in the order {order}: '{reserve}'",
            "zh": "{side}储备须依 {order} 的顺序、每种写一次：“{reserve}”"
          },
          "twin-cities.side": {
            "en": "The side to move is r or b, not '{side}'",
            "zh": "轮到的一方须为 r 或 b，不是“{side}”"
          },
          "twin-cities.stronghold-letter": {
            "en": "Rank {rank}: a Stronghold is written 'X', not '{letter}'",
            "zh": "第 {rank} 行：据写作大写 X，不是“{letter}”"
          },
          "twin-cities.strongholds": {
            "en": "At most {max} Strongholds, found {found}",
            "zh": "据最多 {max} 个，现有 {found} 个"
          },
          "twin-cities.swap-field": {
            "en": "A seventh field can only be 'swap' (the swap rule in force), not '{value}'",
            "zh": "第 7 部分只能是 swap（交换规则在用），不是“{value}”"
          },
          "twin-cities.too-many": {
            "en": "{side} has {count} of '{letter}' on the board and in reserve, at most {max}",
            "zh": "{side}的“{letter}”在盘上和储备里合计 {count} 枚，最多 {max} 枚"
          },
          "twin-cities.turn-number": {
            "en": "The turn number must be a number, not '{value}'",
            "zh": "回合数须是数字，不是“{value}”"
          },
          "twin-cities.turn-range": {
            "en": "Turn number out of range: '{value}'",
            "zh": "回合数超出范围：“{value}”"
          },
          "twin-cities.turn-zero": {
            "en": "The turn number starts at 1",
            "zh": "回合数从 1 开始"
          }
        },
        "help": {
          "exchange": {
            "en": "Tap the soldiers to pay, then a general and its point",
            "zh": "点选要交出的兵卒，再选将领和落点"
          },
          "follow": {
            "en": "Pick a soldier to follow, or confirm",
            "zh": "可选一名兵卒跟随，或直接确认"
          },
          "recruit": {
            "en": "Tap lit empty points, at most one per site",
            "zh": "点选亮起的空点，每个据点/城池最多一个"
          },
          "shock": {
            "en": "Confirm the move, or choose the drop with pushes",
            "zh": "可直接确认走子，或选震退落子"
          }
        },
        "notes": {
          "quiet-plies": {
            "en": "Quiet plies: {plies}",
            "zh": "无吃子/招募/入将: {plies}"
          },
          "turn": {
            "en": "Turn: {turn}",
            "zh": "回合: {turn}"
          }
        },
        "reasons": {
          "city-captured": {
            "en": "the city was captured",
            "zh": "城池被攻破"
          },
          "no-progress": {
            "en": "{noProgressPlies} plies without capture, recruit or exchange",
            "zh": "连续 {noProgressPlies} 步无吃子、招募或入将"
          }
        },
        "refusals": {
          "twin-cities.blocked": {
            "en": "Your {kind} would reach {to} by its pattern, but a piece stands in the way",
            "zh": "{kind}按走法能到 {to}，但路上有棋子挡住"
          },
          "twin-cities.borrowed-pattern": {
            "en": "A {kind} moves only as one of your pieces in its field would, and none of those moves reaches this point",
            "zh": "{kind}只能按其田区内己方棋子的走法走，那样走不到这里"
          },
          "twin-cities.borrows-nothing": {
            "en": "The {kind} on {point} has no move of its own: it borrows the pattern of one of your pieces in its field, and none takes it anywhere now",
            "zh": "{point} 上的{kind}没有自己的走法，只能借用其田区内己方棋子的走法，现在借不到可走的路"
          },
          "twin-cities.city-locked": {
            "en": "Your City on {point} is locked by a rival Engine: it cannot move, and you can neither recruit nor exchange at it",
            "zh": "你在 {point} 的城被对方的械锁定：不能移动，也不能在那里招募或入将"
          },
          "twin-cities.drop-or-move": {
            "en": "Choose first: the plain move (confirm) or the shock drop (*)",
            "zh": "先选择：直接走到这里（确认），或震退落子（*）"
          },
          "twin-cities.empty-point": {
            "en": "{point} is empty: tap one of your pieces, or recruit, or exchange",
            "zh": "{point} 是空点：请点你的一枚棋子，或者招募、入将"
          },
          "twin-cities.engine-never-captures": {
            "en": "The {kind} never captures: it only moves, and locks what it threatens",
            "zh": "{kind}只走不吃"
          },
          "twin-cities.exchange-pay": {
            "en": "An exchange pays with your own Soldiers in the field of one site you control: {tiger} for the Tiger, {other} for another general",
            "zh": "入将须交出同一受控据点田区内的己方兵卒：换虎 {tiger} 名，换其他将领 {other} 名"
          },
          "twin-cities.exchange-place": {
            "en": "The general goes on an empty point of the same field (the points the paid Soldiers left count as empty)",
            "zh": "换来的将领放在同一田区内的空点上（刚交出的兵卒所在点也算空）"
          },
          "twin-cities.exchange-start": {
            "en": "An exchange starts with Exchange: then tap the Soldiers you pay, then this general",
            "zh": "入将先点“入将”，再点要交出的兵卒，最后点这名将领"
          },
          "twin-cities.follower": {
            "en": "Only one of your Soldiers that stood in the {kind}'s field may follow, onto an empty point of its new field; or confirm the move alone",
            "zh": "跟随的只能是原在{kind}田区内的一名己方兵卒，落到{kind}新田区内的空点；也可以不带兵，直接确认"
          },
          "twin-cities.moves-to-empty": {
            "en": "A {kind} never captures: it moves only onto an empty point",
            "zh": "{kind}从不吃子，只能移到空点"
          },
          "twin-cities.own-piece": {
            "en": "{point} holds your own piece: a capture lands only on a rival piece",
            "zh": "{point} 上是你自己的棋子：吃子只能落在对方的棋子上"
          },
          "twin-cities.pattern-B": {
            "en": "A {kind} moves one or two points along a diagonal, the point passed over empty, and captures the same way",
            "zh": "{kind}斜走一到两格（中间须空），吃子也一样"
          },
          "twin-cities.pattern-D": {
            "en": "A {kind} drops onto any empty point, each piece in that point's field pushed one point outward onto an empty point; it captures one point forward, back, left or right",
            "zh": "{kind}可落到任意空点，落点田区里的棋子须都能向外震退一格；吃子前后左右一格"
          },
          "twin-cities.pattern-E": {
            "en": "A {kind} moves one or two points in any of the 8 directions, the point passed over empty, and never captures",
            "zh": "{kind}向八个方向走一到两格（中间须空），只走不吃"
          },
          "twin-cities.pattern-F": {
            "en": "A {kind} moves one or two points forward, back, left or right, the point passed over empty, and captures the same way",
            "zh": "{kind}前后左右走一到两格（中间须空），吃子也一样"
          },
          "twin-cities.pattern-H": {
            "en": "A {kind} moves like the xiangqi horse: one point straight, then one diagonally onward, the first point empty; it captures the same way",
            "zh": "{kind}走法同象棋的马：先直走一格再斜走一格，蹩腿不能走，吃子也一样"
          },
          "twin-cities.pattern-L": {
            "en": "A {kind} slides any distance forward, back, left or right, and captures only by leaping over exactly one piece onto a rival piece beyond",
            "zh": "{kind}走法同象棋的炮：直线走任意格；吃子须隔一枚棋子"
          },
          "twin-cities.pattern-R": {
            "en": "A {kind} moves only by leaping over one piece to an empty point beyond it, and captures only as the xiangqi horse does",
            "zh": "{kind}只能隔一子跳到其后的空点；吃子同象棋的马"
          },
          "twin-cities.pattern-S": {
            "en": "A {kind} moves one point forward, back, left or right, and captures the same way",
            "zh": "{kind}前后左右走一格，吃子也一样"
          },
          "twin-cities.pattern-T": {
            "en": "A {kind} slides any distance forward, back, left or right without passing over a piece, and may take the first piece it meets if that is a rival",
            "zh": "{kind}走法同象棋的车：直线走任意格，不能越子，可吃路上遇到的第一枚对方棋子"
          },
          "twin-cities.pattern-W": {
            "en": "A {kind} slides any distance along a diagonal, and captures only on a diagonally neighbouring point",
            "zh": "{kind}斜线走任意格，不能越子；只能吃斜向相邻的棋子"
          },
          "twin-cities.recruit-empty": {
            "en": "{point} is taken: recruits stand only on empty points",
            "zh": "{point} 已有棋子：招募的兵卒只能放在空点上"
          },
          "twin-cities.recruit-field": {
            "en": "{point} is in the field of no site you control: a site is your City or a Stronghold with a piece of yours in its field, no rival piece there, and no rival Engine locking it",
            "zh": "{point} 不在你控制的据点的田区内：据点是你的城或据，其田区内须有你的棋子、没有对方棋子，且未被锁定"
          },
          "twin-cities.recruit-one-per-site": {
            "en": "One recruit per site you control, and no more than the {reserve} Soldiers in your reserve",
            "zh": "每个受控据点每次只招募一名，且不能超过储备里的 {reserve} 名兵卒"
          },
          "twin-cities.reserve-empty": {
            "en": "Your reserve holds no {kind}: only captured pieces and the Soldiers paid in exchanges go back to it",
            "zh": "你的储备里没有{kind}：被吃的棋子和入将交出的兵卒才回到储备"
          },
          "twin-cities.reserve-recruit": {
            "en": "Reserve Soldiers come on by recruiting: press Recruit, then tap empty points in the fields of sites you control",
            "zh": "储备的兵卒靠招募上场：先点“招募”，再点你控制的据点田区内的空点"
          },
          "twin-cities.rival-piece": {
            "en": "The piece on {point} is {side}'s: you move your own pieces and the Strongholds",
            "zh": "{point} 上是{side}的棋子：只能走自己的棋子和据"
          },
          "twin-cities.rival-reserve": {
            "en": "That is {side}'s reserve: recruits and exchanges draw from your own",
            "zh": "这是{side}的储备：招募和入将只从自己的储备里取"
          },
          "twin-cities.stronghold-locked": {
            "en": "The Stronghold on {point} is locked against you by a rival Engine: you can neither move it nor recruit or exchange at it",
            "zh": "{point} 上的据被对方的械锁定：你不能移动它，也不能在那里招募或入将"
          },
          "twin-cities.stronghold-not-taken": {
            "en": "The Stronghold on {point} is neutral: it is never captured",
            "zh": "{point} 上的据是中立的，不会被吃"
          },
          "twin-cities.stuck": {
            "en": "Your {kind} on {point} has nowhere to go: every point it could reach is blocked or holds your own piece",
            "zh": "{point} 上的{kind}无路可走：它能到的点都被挡住，或是自己的棋子"
          }
        },
        "taps": {
          "exchange": {
            "en": "Exchange",
            "zh": "入将"
          },
          "recruit": {
            "en": "Recruit",
            "zh": "招募"
          },
          "shock": {
            "en": "Drop with pushes",
            "zh": "震退落子"
          },
          "swap": {
            "en": "Swap",
            "zh": "交换"
          }
        },
        "words": {
          "capture": {
            "en": "{side}'s {piece} on {from} takes the {target} on {to}",
            "zh": "{side}{piece}从 {from} 吃掉 {to} 的{target}"
          },
          "exchange": {
            "en": "{side} trades the {target}s on {points} for a {piece} on {to}",
            "zh": "{side}以 {points} 的{target}换{piece}，落于 {to}"
          },
          "follow": {
            "en": "the {piece} on {from} follows to {to}",
            "zh": "{piece}从 {from} 随至 {to}"
          },
          "move": {
            "en": "{side}'s {piece} moves from {from} to {to}",
            "zh": "{side}{piece}从 {from} 走到 {to}"
          },
          "recruit": {
            "en": "{side} recruits {piece}s on {points}",
            "zh": "{side}招募{piece}至 {points}"
          },
          "recruit.one": {
            "en": "{side} recruits a {piece} on {points}",
            "zh": "{side}招募{piece}至 {points}"
          },
          "shock": {
            "en": "{side}'s {piece} drops from {from} to {to}, pushing {count}",
            "zh": "{side}{piece}从 {from} 落至 {to}，推开{count}"
          },
          "swap": {
            "en": "{side} swaps: takes over the other side's first action, the board turned round",
            "zh": "{side}交换：接过对方的第一步，棋盘倒转"
          }
        }
      },
      "verbs": [
        "move",
        "capture",
        "shock",
        "follow",
        "recruit",
        "exchange",
        "swap",
        "pass"
      ]
    },
    "seatCounts": [
      2
    ],
    "training": {
      "confirmMoves": false,
      "hintBudget": null,
      "takebacks": true
    }
  },
  {
    "defaultLevel": "normal",
    "defaultTimerSecs": 60,
    "game": "zhili",
    "info": {
      "blurb": {
        "en": "Eleven points, one shared piece: leave your rival without a move.",
        "zh": "十一点星盘，公用一子，困住对手即胜。",
        "zh-Hant": "十一點星盤，公用一子，困住對手即勝。"
      },
      "board": "zhili",
      "capabilities": {
        "analysable": false,
        "multiActionTurns": false,
        "setupPhase": false,
        "solved": true,
        "threats": false,
        "timedAnalysis": false
      },
      "endReasons": [
        "ply-limit"
      ],
      "endRule": "Z6",
      "example": false,
      "fairStart": null,
      "glyphs": [
        {
          "code": "r",
          "zh": "兵",
          "zh-Hant": "兵"
        },
        {
          "code": "b",
          "zh": "卒",
          "zh-Hant": "卒"
        },
        {
          "code": "s",
          "zh": "承",
          "zh-Hant": "承"
        }
      ],
      "icon": "s",
      "names": {
        "en": "Zhili Shuangcheng",
        "zh": "直隶双承棋",
        "zh-Hant": "直隸雙承棋"
      },
      "ruleLetter": "Z",
      "timer": {
        "defaultSecs": 60,
        "gameClock": {
          "maxBaseSecs": 10800,
          "maxIncrementSecs": 60,
          "minBaseSecs": 15,
          "presets": [
            {
              "baseSecs": 300,
              "incrementSecs": 3
            },
            {
              "baseSecs": 600,
              "incrementSecs": 5
            },
            {
              "baseSecs": 900,
              "incrementSecs": 10
            }
          ]
        },
        "maxSecs": 300,
        "minSecs": 10,
        "presets": [
          10,
          15,
          30,
          60,
          120,
          300
        ]
      },
      "timerRule": "Z7"
    },
    "levels": [
      {
        "budgetMs": 100,
        "id": "beginner",
        "nameEn": "Beginner",
        "nameZh": "入门"
      },
      {
        "budgetMs": 100,
        "id": "easy",
        "nameEn": "Easy",
        "nameZh": "简单"
      },
      {
        "budgetMs": 100,
        "id": "normal",
        "nameEn": "Normal",
        "nameZh": "普通"
      },
      {
        "budgetMs": 100,
        "id": "hard",
        "nameEn": "Hard",
        "nameZh": "困难"
      },
      {
        "budgetMs": 100,
        "id": "perfect",
        "nameEn": "Perfect",
        "nameZh": "完美"
      }
    ],
    "rules": {
      "board": {
        "points": [
          "0",
          "1",
          "2",
          "3",
          "4",
          "5",
          "6",
          "7",
          "8",
          "9",
          "10"
        ]
      },
      "defaultTimerSecs": 60,
      "diagrams": [
        {
          "id": "start",
          "last": [],
          "selected": [],
          "targets": [],
          "view": {
            "marks": [],
            "notes": [],
            "pieces": [
              {
                "at": "0",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "0",
                "kind": "b",
                "locked": false,
                "maxHp": null,
                "side": "second"
              },
              {
                "at": "1",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "1",
                "kind": "b",
                "locked": false,
                "maxHp": null,
                "side": "second"
              },
              {
                "at": "2",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "2",
                "kind": "b",
                "locked": false,
                "maxHp": null,
                "side": "second"
              },
              {
                "at": "4",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "4",
                "kind": "b",
                "locked": false,
                "maxHp": null,
                "side": "second"
              },
              {
                "at": "5",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "5",
                "kind": "s",
                "locked": false,
                "maxHp": null,
                "side": null
              },
              {
                "at": "6",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "6",
                "kind": "r",
                "locked": false,
                "maxHp": null,
                "side": "first"
              },
              {
                "at": "8",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "8",
                "kind": "r",
                "locked": false,
                "maxHp": null,
                "side": "first"
              },
              {
                "at": "9",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "9",
                "kind": "r",
                "locked": false,
                "maxHp": null,
                "side": "first"
              },
              {
                "at": "10",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "10",
                "kind": "r",
                "locked": false,
                "maxHp": null,
                "side": "first"
              }
            ],
            "reserves": [],
            "terrain": []
          }
        },
        {
          "id": "jump",
          "last": [
            "7"
          ],
          "selected": [
            "8"
          ],
          "targets": [
            "5"
          ],
          "view": {
            "marks": [],
            "notes": [],
            "pieces": [
              {
                "at": "0",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "0",
                "kind": "b",
                "locked": false,
                "maxHp": null,
                "side": "second"
              },
              {
                "at": "1",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "1",
                "kind": "b",
                "locked": false,
                "maxHp": null,
                "side": "second"
              },
              {
                "at": "2",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "2",
                "kind": "b",
                "locked": false,
                "maxHp": null,
                "side": "second"
              },
              {
                "at": "3",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "3",
                "kind": "s",
                "locked": false,
                "maxHp": null,
                "side": null
              },
              {
                "at": "6",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "6",
                "kind": "r",
                "locked": false,
                "maxHp": null,
                "side": "first"
              },
              {
                "at": "7",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "7",
                "kind": "b",
                "locked": false,
                "maxHp": null,
                "side": "second"
              },
              {
                "at": "8",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "8",
                "kind": "r",
                "locked": false,
                "maxHp": null,
                "side": "first"
              },
              {
                "at": "9",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "9",
                "kind": "r",
                "locked": false,
                "maxHp": null,
                "side": "first"
              },
              {
                "at": "10",
                "carriedBy": null,
                "cooldown": null,
                "group": null,
                "hp": null,
                "id": "10",
                "kind": "r",
                "locked": false,
                "maxHp": null,
                "side": "first"
              }
            ],
            "reserves": [],
            "terrain": []
          }
        }
      ],
      "game": "zhili",
      "limits": {
        "maxPlies": 200,
        "repetition": 3
      },
      "part": {
        "lines": [
          [
            "0",
            "2"
          ],
          [
            "1",
            "2"
          ],
          [
            "2",
            "3"
          ],
          [
            "3",
            "4"
          ],
          [
            "3",
            "5"
          ],
          [
            "3",
            "6"
          ],
          [
            "4",
            "5"
          ],
          [
            "5",
            "6"
          ],
          [
            "4",
            "7"
          ],
          [
            "5",
            "7"
          ],
          [
            "6",
            "7"
          ],
          [
            "7",
            "8"
          ],
          [
            "8",
            "9"
          ],
          [
            "8",
            "10"
          ]
        ],
        "pieces": [
          {
            "code": "r",
            "count": 4
          },
          {
            "code": "b",
            "count": 4
          },
          {
            "code": "s",
            "count": 1
          }
        ],
        "straightLines": [
          [
            "2",
            "3",
            "5",
            "7",
            "8"
          ],
          [
            "4",
            "5",
            "6"
          ]
        ]
      },
      "pieces": [
        {
          "code": "r",
          "nameEn": "piece",
          "nameZh": "棋子"
        },
        {
          "code": "b",
          "nameEn": "piece",
          "nameZh": "棋子"
        },
        {
          "code": "s",
          "nameEn": "shared piece",
          "nameZh": "公用子"
        }
      ],
      "rulesText": [
        {
          "heading": {
            "en": "In short",
            "zh": "概要"
          },
          "paragraphs": [
            {
              "en": "4 pieces each plus 1 shared piece. Leave your rival without a legal move to win.",
              "zh": "双方各 4 枚棋子，另有 1 枚公用棋子。让对手无棋可走就赢。"
            }
          ]
        },
        {
          "caption": {
            "en": "Start position",
            "zh": "开局摆法"
          },
          "diagram": "start",
          "heading": {
            "en": "Board and setup",
            "zh": "棋盘与开局"
          },
          "paragraphs": [
            {
              "en": "The board has 11 points (0–10): the two top corners meet at the top hub 2, which links through point 3 to the diamond's ends 4 and 6 and its centre 5; below, point 7 and the bottom hub 8 lead to the two bottom corners.",
              "zh": "棋盘有 11 个点（编号 0–10）：上方两角连着上枢纽 2，枢纽经点 3 连到菱形左右两端 4、6 和中心 5；下方同样经点 7、下枢纽 8 连到下方两角。"
            },
            {
              "en": "Black (top) starts on 0, 1, 2 and 4; Red (bottom) on 6, 8, 9 and 10; the shared piece on the centre 5; points 3 and 7 start empty. Red moves first.",
              "zh": "黑方（上）摆在 0、1、2、4；红方（下）摆在 6、8、9、10；公用子在中心 5；点 3、7 开局是空的。红方先走。"
            }
          ]
        },
        {
          "caption": {
            "en": "A jump: the piece on 8 jumps over 7 along the vertical line to the empty point 5",
            "zh": "跳行：8 上的棋子沿竖线越过 7 跳到空点 5"
          },
          "diagram": "jump",
          "heading": {
            "en": "Moving",
            "zh": "行棋"
          },
          "paragraphs": [
            {
              "en": "On your turn move one of your own pieces or the shared piece one step along a line to an adjacent empty point.",
              "zh": "轮到你时，走一枚自己的棋子或公用子：沿连线走一格到相邻的空点。"
            },
            {
              "en": "Jumps: only two lines are straight — the vertical 2–3–5–7–8 and the horizontal 4–5–6. Along them any piece may jump over one adjacent piece (own, rival or shared) to the empty point right behind it. Nothing is captured.",
              "zh": "跳行：只有两条真正的直线——竖线 2–3–5–7–8 和横线 4–5–6。沿这两条线，任何棋子都可以越过相邻的一枚棋子（己方、对方或公用子皆可），跳到紧接其后的空点。跳过的棋子不被吃掉。"
            }
          ]
        },
        {
          "heading": {
            "en": "The shared-piece lock",
            "zh": "公用子锁定"
          },
          "paragraphs": [
            {
              "en": "If the previous turn moved the shared piece, the side now to move may not move it (the board shows a lock on it). The lock lasts one turn: any other move, or a timed-out turn, clears it.",
              "zh": "如果上一步走的是公用子，这一步轮到的一方不能走公用子（棋盘上公用子带锁）。锁只持续一回合：走任何别的棋子，或本回合超时，都会解锁。"
            }
          ]
        },
        {
          "heading": {
            "en": "End of the game",
            "zh": "胜负"
          },
          "paragraphs": [
            {
              "en": "A side to move with no legal move (its own pieces blocked and the shared piece blocked or locked) loses at once.",
              "zh": "轮到某一方却无棋可走（自己的子走不动，公用子也走不了或被锁），这一方立即输棋。"
            },
            {
              "en": "The game is drawn when the same position (points, side to move, lock) occurs a third time, or after 200 plies in all.",
              "zh": "同一局面（棋子位置、轮到谁、锁定状态）第三次出现，或全局满 200 步，判为和棋。"
            }
          ]
        },
        {
          "heading": {
            "en": "Timer",
            "zh": "计时"
          },
          "paragraphs": [
            {
              "en": "60 seconds per turn by default (change it or switch it off in a new game or the settings). When time runs out the turn passes to the rival; a pass counts toward the 200 plies and clears the lock.",
              "zh": "默认每步 60 秒（可在新对局或设置里更改或关闭）。时间到，本回合自动跳过，轮到对方；跳过也计入 200 步并解除锁定。"
            }
          ]
        },
        {
          "heading": {
            "en": "Notation",
            "zh": "记谱"
          },
          "paragraphs": [
            {
              "en": "A position lists the 11 points in order (b Black, r Red, s shared, . empty), then the side to move (r or b) and the lock flag (1 or 0). Start: bbb.bsr.rrr r 0. A move is FROM-TO, e.g. 8-7 or 4-6; a timed-out turn is pass.",
              "zh": "局面：11 个点依次写出（b 黑、r 红、s 公用、. 空），然后是轮到的一方（r 或 b）和锁标记（1 或 0）。开局：bbb.bsr.rrr r 0。着法写作“起点-终点”，如 8-7、4-6；超时写作 pass。"
            }
          ]
        }
      ],
      "seatLayouts": [
        {
          "perGroup": false,
          "seats": [
            {
              "side": "first"
            },
            {
              "side": "second"
            }
          ]
        }
      ],
      "sides": [
        {
          "emblem": "r",
          "id": "red",
          "nameEn": "Red",
          "nameZh": "红方",
          "side": "first"
        },
        {
          "emblem": "b",
          "id": "black",
          "nameEn": "Black",
          "nameZh": "黑方",
          "side": "second"
        }
      ],
      "start": "bbb.bsr.rrr r 0",
      "texts": {
        "errors": {
          "zhili.fields": {
            "en": "A position has 3 fields (points, side, lock) separated by single spaces, not {found}",
            "zh": "局面须有 3 部分（点位、轮到谁、锁定），用单个空格隔开；现有 {found} 部分"
          },
          "zhili.lock": {
            "en": "The lock flag is 0 or 1, not '{lock}'",
            "zh": "锁定标记须为 0 或 1，不是“{lock}”"
          },
          "zhili.piece-counts": {
            "en": "Expected {expectedBlack} b, {expectedRed} r, {expectedShared} s and {expectedEmpty} empty points, got {black} b, {red} r, {shared} s and {empty} empty",
            "zh": "须有黑子 {expectedBlack}、红子 {expectedRed}、公用子 {expectedShared}、空点 {expectedEmpty}；现有黑子 {black}、红子 {red}、公用子 {shared}、空点 {empty}"
          },
          "zhili.point-count": {
            "en": "A position has {points} points, not {found}",
            "zh": "局面须有 {points} 个点，现有 {found} 个"
          },
          "zhili.point-letter": {
            "en": "Point {point}: '{letter}' is not one of b r s .",
            "zh": "点 {point}：“{letter}”不是 b、r、s 或 ."
          },
          "zhili.side": {
            "en": "The side to move is r or b, not '{side}'",
            "zh": "轮到的一方须为 r 或 b，不是“{side}”"
          }
        },
        "help": {},
        "notes": {
          "lock": {
            "en": "The shared piece may not move this turn",
            "zh": "本回合不能走公用子"
          }
        },
        "reasons": {
          "ply-limit": {
            "en": "{maxPlies} plies played",
            "zh": "已满 {maxPlies} 步"
          }
        },
        "refusals": {
          "zhili.empty-point": {
            "en": "Point {point} is empty: tap one of your pieces or the shared piece",
            "zh": "{point} 点是空的：请点你的一枚棋子或公用子"
          },
          "zhili.jump-over-nothing": {
            "en": "A jump to {to} goes over a piece on {over}, and {over} is empty",
            "zh": "跳到 {to} 须越过 {over} 点上的一枚棋子，而 {over} 点是空的"
          },
          "zhili.lands-on-piece": {
            "en": "{to} is taken: a piece lands only on an empty point, and nothing is ever captured",
            "zh": "{to} 点已经有子：棋子只能落在空点上，从不吃子"
          },
          "zhili.no-move": {
            "en": "The piece on {point} cannot move: every point next to it is taken, and no jump from it lands on an empty point",
            "zh": "{point} 点的棋子无路可走：相邻的点都有子，也没有跳得过去的空点"
          },
          "zhili.not-joined": {
            "en": "{from} to {to} is no move: a piece steps along a line to the next point, or jumps over one piece along one of the two straight lines",
            "zh": "从 {from} 到 {to} 不成一步：只能沿线走到相邻的空点，或沿两条直线跳过一枚棋子"
          },
          "zhili.rival-piece": {
            "en": "The piece on {point} is {side}'s: a side moves one of its own pieces or the shared piece",
            "zh": "{point} 点上是{side}的棋子：每步只能走自己的一枚棋子或公用子"
          },
          "zhili.shared-rests": {
            "en": "The shared piece moved last turn, so it rests this turn",
            "zh": "公用子上一步刚被走过，这一步不能再走它"
          }
        },
        "taps": {},
        "words": {
          "jump": {
            "en": "{side} jumps the {piece} from {from} over {over} to {to}",
            "zh": "{side}将{piece}从 {from} 跳过 {over} 到 {to}"
          },
          "move": {
            "en": "{side} moves the {piece} from {from} to {to}",
            "zh": "{side}将{piece}从 {from} 走到 {to}"
          }
        }
      },
      "verbs": [
        "move",
        "jump",
        "pass"
      ]
    },
    "seatCounts": [
      2
    ],
    "training": {
      "confirmMoves": false,
      "hintBudget": null,
      "takebacks": true
    }
  },
  {
    "defaultLevel": "normal",
    "defaultTimerSecs": null,
    "game": "generals",
    "info": {
      "blurb": {
        "en": "Four generals, four soldiers each, land and water: remove every enemy general.",
        "zh": "四将各率四兵，水陆交错，全歼敌将。",
        "zh-Hant": "四將各率四兵，水陸交錯，全殲敵將。"
      },
      "board": "generals",
      "capabilities": {
        "analysable": true,
        "multiActionTurns": true,
        "setupPhase": true,
        "solved": false,
        "threats": true,
        "timedAnalysis": false
      },
      "endReasons": [
        "generals-eliminated",
        "mutual-elimination",
        "no-damage"
      ],
      "endRule": "G12",
      "example": false,
      "fairStart": null,
      "glyphs": [
        {
          "code": "GN",
          "zh": "将",
          "zh-Hant": "將"
        },
        {
          "code": "LI",
          "zh": "步",
          "zh-Hant": "步"
        },
        {
          "code": "HI",
          "zh": "重",
          "zh-Hant": "重"
        },
        {
          "code": "LC",
          "zh": "骑",
          "zh-Hant": "騎"
        },
        {
          "code": "HC",
          "zh": "铁",
          "zh-Hant": "鐵"
        },
        {
          "code": "CC",
          "zh": "射",
          "zh-Hant": "射"
        },
        {
          "code": "CB",
          "zh": "弩",
          "zh-Hant": "弩"
        },
        {
          "code": "SP",
          "zh": "矛",
          "zh-Hant": "矛"
        },
        {
          "code": "SH",
          "zh": "盾",
          "zh-Hant": "盾"
        },
        {
          "code": "MA",
          "zh": "水",
          "zh-Hant": "水"
        },
        {
          "code": "CA",
          "zh": "石",
          "zh-Hant": "石"
        },
        {
          "code": "CH",
          "zh": "车",
          "zh-Hant": "車"
        },
        {
          "code": "SA",
          "zh": "武",
          "zh-Hant": "武"
        },
        {
          "code": "HK",
          "zh": "钩",
          "zh-Hant": "鉤"
        },
        {
          "code": "AS",
          "zh": "刺",
          "zh-Hant": "刺"
        },
        {
          "code": "AX",
          "zh": "斧",
          "zh-Hant": "斧"
        },
        {
          "code": "FL",
          "zh": "锤",
          "zh-Hant": "錘"
        }
      ],
      "icon": "GN",
      "names": {
        "en": "Generals",
        "zh": "智将兵棋",
        "zh-Hant": "智將兵棋"
      },
      "ruleLetter": "G",
      "timer": {
        "defaultSecs": null,
        "gameClock": {
          "maxBaseSecs": 10800,
          "maxIncrementSecs": 60,
          "minBaseSecs": 15,
          "presets": [
            {
              "baseSecs": 300,
              "incrementSecs": 3
            },
            {
              "baseSecs": 600,
              "incrementSecs": 5
            },
            {
              "baseSecs": 900,
              "incrementSecs": 10
            }
          ]
        },
        "maxSecs": 300,
        "minSecs": 10,
        "presets": [
          10,
          15,
          30,
          60,
          120,
          300
        ]
      },
      "timerRule": "G5"
    },
    "levels": [
      {
        "budgetMs": 200,
        "id": "beginner",
        "nameEn": "Beginner",
        "nameZh": "入门"
      },
      {
        "budgetMs": 500,
        "id": "easy",
        "nameEn": "Easy",
        "nameZh": "简单"
      },
      {
        "budgetMs": 1000,
        "id": "normal",
        "nameEn": "Normal",
        "nameZh": "普通"
      },
      {
        "budgetMs": 3000,
        "id": "hard",
        "nameEn": "Hard",
        "nameZh": "困难"
      },
      {
        "budgetMs": 3000,
        "id": "master",
        "nameEn": "Master",
        "nameZh": "大师"
      }
    ],
    "rules": {
      "board": {
        "columns": [
          "a",
          "b",
          "c",
          "d",
          "e",
          "f",
          "g",
          "h",
          "i",
          "j",
          "k"
        ],
        "points": [
          "a1",
          "b1",
          "c1",
          "d1",
          "e1",
          "f1",
          "g1",
          "h1",
          "i1",
          "j1",
          "k1",
          "a2",
          "b2",
          "c2",
          "d2",
          "e2",
          "f2",
          "g2",
          "h2",
          "i2",
          "j2",
          "k2",
          "a3",
          "b3",
          "c3",
          "d3",
          "e3",
          "f3",
          "g3",
          "h3",
          "i3",
          "j3",
          "k3",
          "a4",
          "b4",
          "c4",
          "d4",
          "e4",
          "f4",
          "g4",
          "h4",
          "i4",
          "j4",
          "k4",
          "a5",
          "b5",
          "c5",
          "d5",
          "e5",
          "f5",
          "g5",
          "h5",
          "i5",
          "j5",
          "k5",
          "a6",
          "b6",
          "c6",
          "d6",
          "e6",
          "f6",
          "g6",
          "h6",
          "i6",
          "j6",
          "k6",
          "a7",
          "b7",
          "c7",
          "d7",
          "e7",
          "f7",
          "g7",
          "h7",
          "i7",
          "j7",
          "k7",
          "a8",
          "b8",
          "c8",
          "d8",
          "e8",
          "f8",
          "g8",
          "h8",
          "i8",
          "j8",
          "k8",
          "a9",
          "b9",
          "c9",
          "d9",
          "e9",
          "f9",
          "g9",
          "h9",
          "i9",
          "j9",
          "k9",
          "a10",
          "b10",
          "c10",
          "d10",
          "e10",
          "f10",
          "g10",
          "h10",
          "i10",
          "j10",
          "k10",
          "a11",
          "b11",
          "c11",
          "d11",
          "e11",
          "f11",
          "g11",
          "h11",
          "i11",
          "j11",
          "k11",
          "a12",
          "b12",
          "c12",
          "d12",
          "e12",
          "f12",
          "g12",
          "h12",
          "i12",
          "j12",
          "k12",
          "a13",
          "b13",
          "c13",
          "d13",
          "e13",
          "f13",
          "g13",
          "h13",
          "i13",
          "j13",
          "k13"
        ],
        "rows": 13
      },
      "defaultTimerSecs": null,
      "diagrams": [
        {
          "id": "start",
          "last": [],
          "selected": [],
          "targets": [],
          "view": {
            "marks": [],
            "notes": [
              {
                "code": "no-damage-turns",
                "params": {
                  "turns": "0"
                }
              }
            ],
            "pieces": [
              {
                "at": "i2",
                "carriedBy": null,
                "cooldown": null,
                "group": "b",
                "hp": 2,
                "id": "b0",
                "kind": "GN",
                "locked": false,
                "maxHp": 2,
                "side": "first"
              },
              {
                "at": "h3",
                "carriedBy": null,
                "cooldown": null,
                "group": "b",
                "hp": 1,
                "id": "b1",
                "kind": "LC",
                "locked": false,
                "maxHp": 1,
                "side": "first"
              },
              {
                "at": "i3",
                "carriedBy": null,
                "cooldown": null,
                "group": "b",
                "hp": 1,
                "id": "b2",
                "kind": "SH",
                "locked": false,
                "maxHp": 1,
                "side": "first"
              },
              {
                "at": "j3",
                "carriedBy": null,
                "cooldown": null,
                "group": "b",
                "hp": 1,
                "id": "b3",
                "kind": "SP",
                "locked": false,
                "maxHp": 1,
                "side": "first"
              },
              {
                "at": "i1",
                "carriedBy": null,
                "cooldown": 0,
                "group": "b",
                "hp": 1,
                "id": "b4",
                "kind": "CA",
                "locked": false,
                "maxHp": 1,
                "side": "first"
              },
              {
                "at": "c12",
                "carriedBy": null,
                "cooldown": null,
                "group": "g",
                "hp": 2,
                "id": "g0",
                "kind": "GN",
                "locked": false,
                "maxHp": 2,
                "side": "second"
              },
              {
                "at": "d11",
                "carriedBy": null,
                "cooldown": null,
                "group": "g",
                "hp": 1,
                "id": "g1",
                "kind": "LC",
                "locked": false,
                "maxHp": 1,
                "side": "second"
              },
              {
                "at": "c11",
                "carriedBy": null,
                "cooldown": null,
                "group": "g",
                "hp": 1,
                "id": "g2",
                "kind": "SH",
                "locked": false,
                "maxHp": 1,
                "side": "second"
              },
              {
                "at": "b11",
                "carriedBy": null,
                "cooldown": null,
                "group": "g",
                "hp": 1,
                "id": "g3",
                "kind": "SP",
                "locked": false,
                "maxHp": 1,
                "side": "second"
              },
              {
                "at": "c13",
                "carriedBy": null,
                "cooldown": 0,
                "group": "g",
                "hp": 1,
                "id": "g4",
                "kind": "CA",
                "locked": false,
                "maxHp": 1,
                "side": "second"
              },
              {
                "at": "c2",
                "carriedBy": null,
                "cooldown": null,
                "group": "r",
                "hp": 2,
                "id": "r0",
                "kind": "GN",
                "locked": false,
                "maxHp": 2,
                "side": "first"
              },
              {
                "at": "b3",
                "carriedBy": null,
                "cooldown": null,
                "group": "r",
                "hp": 1,
                "id": "r1",
                "kind": "LI",
                "locked": false,
                "maxHp": 1,
                "side": "first"
              },
              {
                "at": "c3",
                "carriedBy": null,
                "cooldown": null,
                "group": "r",
                "hp": 3,
                "id": "r2",
                "kind": "HI",
                "locked": false,
                "maxHp": 3,
                "side": "first"
              },
              {
                "at": "d3",
                "carriedBy": null,
                "cooldown": null,
                "group": "r",
                "hp": 1,
                "id": "r3",
                "kind": "LI",
                "locked": false,
                "maxHp": 1,
                "side": "first"
              },
              {
                "at": "c1",
                "carriedBy": null,
                "cooldown": null,
                "group": "r",
                "hp": 1,
                "id": "r4",
                "kind": "CB",
                "locked": false,
                "maxHp": 1,
                "side": "first"
              },
              {
                "at": "i12",
                "carriedBy": null,
                "cooldown": null,
                "group": "y",
                "hp": 2,
                "id": "y0",
                "kind": "GN",
                "locked": false,
                "maxHp": 2,
                "side": "second"
              },
              {
                "at": "j11",
                "carriedBy": null,
                "cooldown": null,
                "group": "y",
                "hp": 1,
                "id": "y1",
                "kind": "LI",
                "locked": false,
                "maxHp": 1,
                "side": "second"
              },
              {
                "at": "i11",
                "carriedBy": null,
                "cooldown": null,
                "group": "y",
                "hp": 3,
                "id": "y2",
                "kind": "HI",
                "locked": false,
                "maxHp": 3,
                "side": "second"
              },
              {
                "at": "h11",
                "carriedBy": null,
                "cooldown": null,
                "group": "y",
                "hp": 1,
                "id": "y3",
                "kind": "LI",
                "locked": false,
                "maxHp": 1,
                "side": "second"
              },
              {
                "at": "i13",
                "carriedBy": null,
                "cooldown": null,
                "group": "y",
                "hp": 1,
                "id": "y4",
                "kind": "CB",
                "locked": false,
                "maxHp": 1,
                "side": "second"
              }
            ],
            "reserves": [],
            "terrain": [
              "...........",
              "...........",
              "...........",
              "...........",
              "..~.....~..",
              "~.~~~.~~~.~",
              "~.~~~.~~~.~",
              "~.~~~.~~~.~",
              "..~.....~..",
              "...........",
              "...........",
              "...........",
              "..........."
            ]
          }
        },
        {
          "id": "spawn",
          "last": [],
          "selected": [],
          "targets": [],
          "view": {
            "marks": [
              {
                "at": "b1",
                "kind": "spawn"
              },
              {
                "at": "c1",
                "kind": "spawn"
              },
              {
                "at": "d1",
                "kind": "spawn"
              },
              {
                "at": "b2",
                "kind": "spawn"
              },
              {
                "at": "d2",
                "kind": "spawn"
              },
              {
                "at": "b3",
                "kind": "spawn"
              },
              {
                "at": "c3",
                "kind": "spawn"
              },
              {
                "at": "d3",
                "kind": "spawn"
              },
              {
                "at": "h1",
                "kind": "spawn"
              },
              {
                "at": "i1",
                "kind": "spawn"
              },
              {
                "at": "j1",
                "kind": "spawn"
              },
              {
                "at": "h2",
                "kind": "spawn"
              },
              {
                "at": "j2",
                "kind": "spawn"
              },
              {
                "at": "h3",
                "kind": "spawn"
              },
              {
                "at": "i3",
                "kind": "spawn"
              },
              {
                "at": "j3",
                "kind": "spawn"
              },
              {
                "at": "h11",
                "kind": "spawn"
              },
              {
                "at": "i11",
                "kind": "spawn"
              },
              {
                "at": "j11",
                "kind": "spawn"
              },
              {
                "at": "h12",
                "kind": "spawn"
              },
              {
                "at": "j12",
                "kind": "spawn"
              },
              {
                "at": "h13",
                "kind": "spawn"
              },
              {
                "at": "i13",
                "kind": "spawn"
              },
              {
                "at": "j13",
                "kind": "spawn"
              },
              {
                "at": "b11",
                "kind": "spawn"
              },
              {
                "at": "c11",
                "kind": "spawn"
              },
              {
                "at": "d11",
                "kind": "spawn"
              },
              {
                "at": "b12",
                "kind": "spawn"
              },
              {
                "at": "d12",
                "kind": "spawn"
              },
              {
                "at": "b13",
                "kind": "spawn"
              },
              {
                "at": "c13",
                "kind": "spawn"
              },
              {
                "at": "d13",
                "kind": "spawn"
              }
            ],
            "notes": [],
            "pieces": [
              {
                "at": "c2",
                "carriedBy": null,
                "cooldown": null,
                "group": "r",
                "hp": 2,
                "id": "r0",
                "kind": "GN",
                "locked": false,
                "maxHp": 2,
                "side": "first"
              },
              {
                "at": "i2",
                "carriedBy": null,
                "cooldown": null,
                "group": "b",
                "hp": 2,
                "id": "b0",
                "kind": "GN",
                "locked": false,
                "maxHp": 2,
                "side": "first"
              },
              {
                "at": "i12",
                "carriedBy": null,
                "cooldown": null,
                "group": "y",
                "hp": 2,
                "id": "y0",
                "kind": "GN",
                "locked": false,
                "maxHp": 2,
                "side": "second"
              },
              {
                "at": "c12",
                "carriedBy": null,
                "cooldown": null,
                "group": "g",
                "hp": 2,
                "id": "g0",
                "kind": "GN",
                "locked": false,
                "maxHp": 2,
                "side": "second"
              }
            ],
            "reserves": [],
            "terrain": [
              "...........",
              "...........",
              "...........",
              "...........",
              "..~.....~..",
              "~.~~~.~~~.~",
              "~.~~~.~~~.~",
              "~.~~~.~~~.~",
              "..~.....~..",
              "...........",
              "...........",
              "...........",
              "..........."
            ]
          }
        }
      ],
      "game": "generals",
      "groups": [
        {
          "id": "r",
          "nameEn": "Red general",
          "nameZh": "红将"
        },
        {
          "id": "b",
          "nameEn": "Blue general",
          "nameZh": "蓝将"
        },
        {
          "id": "y",
          "nameEn": "Yellow general",
          "nameZh": "黄将"
        },
        {
          "id": "g",
          "nameEn": "Green general",
          "nameZh": "绿将"
        }
      ],
      "limits": {
        "noDamageTurns": 60
      },
      "part": {
        "army": {
          "chariotCapacity": 2,
          "crossbowmenWithCavalry": 2,
          "flailHeavyDamage": 2,
          "hookMinPull": 2,
          "silentReachAbove": 2,
          "soldierKinds": [
            "LI",
            "HI",
            "LC",
            "HC",
            "CC",
            "CB",
            "SP",
            "SH",
            "MA",
            "CA",
            "CH",
            "SA",
            "HK",
            "AS",
            "AX",
            "FL"
          ],
          "soldiersPerGeneral": 4,
          "warpRange": 5
        },
        "homes": {
          "b": "i2",
          "g": "c12",
          "r": "c2",
          "y": "i12"
        },
        "spawns": {
          "b": [
            "h1",
            "i1",
            "j1",
            "h2",
            "j2",
            "h3",
            "i3",
            "j3"
          ],
          "g": [
            "b11",
            "c11",
            "d11",
            "b12",
            "d12",
            "b13",
            "c13",
            "d13"
          ],
          "r": [
            "b1",
            "c1",
            "d1",
            "b2",
            "d2",
            "b3",
            "c3",
            "d3"
          ],
          "y": [
            "h11",
            "i11",
            "j11",
            "h12",
            "j12",
            "h13",
            "i13",
            "j13"
          ]
        },
        "terrain": [
          "...........",
          "...........",
          "...........",
          "...........",
          "..~.....~..",
          "~.~~~.~~~.~",
          "~.~~~.~~~.~",
          "~.~~~.~~~.~",
          "..~.....~..",
          "...........",
          "...........",
          "...........",
          "..........."
        ],
        "units": [
          {
            "code": "LI",
            "diagAttack": false,
            "diagMove": false,
            "hp": 1,
            "limit": 4,
            "moves": 2,
            "reach": 1
          },
          {
            "code": "HI",
            "diagAttack": false,
            "diagMove": false,
            "hp": 3,
            "limit": 2,
            "moves": 1,
            "reach": 1
          },
          {
            "code": "LC",
            "diagAttack": false,
            "diagMove": true,
            "hp": 1,
            "limit": 2,
            "moves": 3,
            "reach": 1
          },
          {
            "code": "HC",
            "diagAttack": false,
            "diagMove": true,
            "hp": 2,
            "limit": 2,
            "moves": 2,
            "reach": 1
          },
          {
            "code": "CC",
            "diagAttack": false,
            "diagMove": false,
            "hp": 1,
            "limit": 2,
            "moves": 2,
            "reach": 5
          },
          {
            "code": "CB",
            "diagAttack": false,
            "diagMove": false,
            "hp": 1,
            "limit": 4,
            "moves": 1,
            "reach": 5
          },
          {
            "code": "SP",
            "diagAttack": true,
            "diagMove": false,
            "hp": 1,
            "limit": 2,
            "moves": 1,
            "reach": 3
          },
          {
            "code": "SH",
            "diagAttack": false,
            "diagMove": true,
            "hp": 1,
            "limit": 2,
            "moves": 1,
            "reach": 1
          },
          {
            "code": "MA",
            "diagAttack": false,
            "diagMove": false,
            "hp": 1,
            "limit": 2,
            "moves": 1,
            "reach": 1
          },
          {
            "code": "CA",
            "diagAttack": true,
            "diagMove": false,
            "hp": 1,
            "limit": 2,
            "moves": 1,
            "reach": 5
          },
          {
            "code": "CH",
            "diagAttack": false,
            "diagMove": false,
            "hp": 1,
            "limit": 2,
            "moves": 3,
            "reach": 1
          },
          {
            "code": "SA",
            "diagAttack": true,
            "diagMove": true,
            "hp": 1,
            "limit": 1,
            "moves": 1,
            "reach": 1
          },
          {
            "code": "HK",
            "diagAttack": true,
            "diagMove": false,
            "hp": 1,
            "limit": 2,
            "moves": 1,
            "reach": 4
          },
          {
            "code": "AS",
            "diagAttack": true,
            "diagMove": false,
            "hp": 1,
            "limit": 2,
            "moves": 1,
            "reach": 1
          },
          {
            "code": "AX",
            "diagAttack": false,
            "diagMove": false,
            "hp": 1,
            "limit": 4,
            "moves": 1,
            "reach": 2
          },
          {
            "code": "FL",
            "diagAttack": false,
            "diagMove": false,
            "hp": 1,
            "limit": 2,
            "moves": 1,
            "reach": 2
          },
          {
            "code": "GN",
            "diagAttack": false,
            "diagMove": false,
            "hp": 2,
            "moves": 2,
            "reach": 1
          }
        ]
      },
      "pieces": [
        {
          "code": "LI",
          "nameEn": "Light infantry",
          "nameZh": "轻步兵"
        },
        {
          "code": "HI",
          "nameEn": "Heavy infantry",
          "nameZh": "重步兵"
        },
        {
          "code": "LC",
          "nameEn": "Light cavalry",
          "nameZh": "轻骑兵"
        },
        {
          "code": "HC",
          "nameEn": "Heavy cavalry",
          "nameZh": "重骑兵"
        },
        {
          "code": "CC",
          "nameEn": "Crossbow cavalry",
          "nameZh": "弓弩骑兵"
        },
        {
          "code": "CB",
          "nameEn": "Crossbowman",
          "nameZh": "弓弩手"
        },
        {
          "code": "SP",
          "nameEn": "Spearman",
          "nameZh": "长矛手"
        },
        {
          "code": "SH",
          "nameEn": "Shield infantry",
          "nameZh": "刀盾兵"
        },
        {
          "code": "MA",
          "nameEn": "Marine",
          "nameZh": "水兵"
        },
        {
          "code": "CA",
          "nameEn": "Catapult",
          "nameZh": "投石车"
        },
        {
          "code": "CH",
          "nameEn": "Chariot",
          "nameZh": "战车"
        },
        {
          "code": "SA",
          "nameEn": "Samurai",
          "nameZh": "武士"
        },
        {
          "code": "HK",
          "nameEn": "Hook",
          "nameZh": "钩镰兵"
        },
        {
          "code": "AS",
          "nameEn": "Assassin",
          "nameZh": "刺客"
        },
        {
          "code": "AX",
          "nameEn": "Axeman",
          "nameZh": "大斧兵"
        },
        {
          "code": "FL",
          "nameEn": "Flail",
          "nameZh": "链锤兵"
        },
        {
          "code": "GN",
          "nameEn": "General",
          "nameZh": "将领"
        }
      ],
      "rulesText": [
        {
          "heading": {
            "en": "In short",
            "zh": "概要"
          },
          "paragraphs": [
            {
              "en": "Red and Blue are the South team, Yellow and Green the North team. Each general commands 4 soldiers. Remove every enemy general to win.",
              "zh": "红、蓝两将为南军，黄、绿两将为北军。每名将领统领 4 名士兵。消灭对方全部将领即获胜。"
            }
          ]
        },
        {
          "caption": {
            "en": "Start position",
            "zh": "开局摆法"
          },
          "diagram": "start",
          "heading": {
            "en": "The map",
            "zh": "地图"
          },
          "paragraphs": [
            {
              "en": "11 columns (a–k) by 13 rows (1–13) of cells, row 1 in the South. Waves are water, entered only by Marines; three land causeways cross the river.",
              "zh": "11 列（a–k）× 13 行（1–13）的格子，第 1 行在南方。波浪是水路，只有水兵能进；河上有三条陆地通道（桥）。"
            },
            {
              "en": "A general's spawn points are the 8 cells around its start cell. South: Red c2, Blue i2; North: Yellow i12, Green c12.",
              "zh": "将领的出生点是其起始格周围的 8 格。南军：红将 c2、蓝将 i2；北军：黄将 i12、绿将 c12。"
            }
          ]
        },
        {
          "caption": {
            "en": "Spawn points: the 8 cells around each general",
            "zh": "出生点：每名将领周围的 8 格"
          },
          "diagram": "spawn",
          "heading": {
            "en": "Setup",
            "zh": "布阵"
          },
          "paragraphs": [
            {
              "en": "Each team picks 8 units (4 per general) within the limits below and places them on its generals' spawn points. Choose a preset or build your own; in hidden setup each team sets up unseen, behind a hand-over screen in pass and play.",
              "zh": "每方选 8 名士兵（每名将领 4 名），在兵种上限之内，放在将领的出生点上。可选预设阵容，也可自己布阵；暗中布阵时双方各自摆好再同时揭开，同屏对战时会出现交接画面。"
            }
          ]
        },
        {
          "heading": {
            "en": "A turn",
            "zh": "回合"
          },
          "paragraphs": [
            {
              "en": "Pick one of your living generals, then Lead (the general acts; its soldiers do nothing) or Troops (each of its soldiers may act, in any order, interleaving their steps).",
              "zh": "选择一名己方将领，再选“将领行动”（将领自己移动并可攻击，士兵不动）或“指挥士兵”（这名将领的士兵各自行动，顺序不限，可交替进行）。"
            },
            {
              "en": "An acting unit takes up to its move in steps, then may attack once; the attack ends its activity. End the turn whenever you like.",
              "zh": "行动的单位最多走“移动”步数，然后可攻击一次；攻击后它本回合结束。随时可以点“结束回合”。"
            }
          ]
        },
        {
          "heading": {
            "en": "Moving and attacking",
            "zh": "移动与攻击"
          },
          "paragraphs": [
            {
              "en": "A step goes to an adjacent empty land cell (diagonally too for units marked diag; paths may turn). No unit passes through another, except to board a Chariot.",
              "zh": "每步走到相邻的空陆地格（标有斜走的兵种也可斜走，路线可以拐弯）。不能穿过其他单位，上战车除外。"
            },
            {
              "en": "Attacks go along a straight line (diagonals where marked) within reach, with no unit in between. Damage is 1; a unit at 0 HP is removed, and a removed general takes its soldiers with it.",
              "zh": "攻击沿直线（标有斜击的兵种也可斜线），距离不超过射程，中间不能有单位。伤害为 1，血量为 0 即移除；将领阵亡，其士兵全部消散。"
            }
          ]
        },
        {
          "heading": {
            "en": "Special units",
            "zh": "特殊兵种"
          },
          "paragraphs": [
            {
              "en": "Marines enter water and there step 1–2 cells in any of 8 directions; in water only Crossbowmen can hurt them. The Catapult aims at a cell exactly 5 away and hits every unit on land in the 3×3 square, friend or foe, then cools down for a turn.",
              "zh": "水兵可入水，在水中一步可沿八方向走 1–2 格；在水中只有弓弩手能伤到它。投石车瞄准正好 5 格外的格子，打击 3×3 范围内陆地上的所有单位（不分敌我），之后冷却一回合。"
            },
            {
              "en": "A Chariot carries 2 of its team (no cavalry, no Catapults); passengers with reach above 2 cannot attack aboard or on the turn they got off; a destroyed Chariot kills its soldier passengers and costs a general aboard 1 HP.",
              "zh": "战车可载 2 名非骑兵、非投石车的己方单位；射程超过 2 的乘客在车上或下车当回合不能攻击；战车被毁，车上士兵阵亡，将领扣 1 血。"
            },
            {
              "en": "The Hook pulls an enemy 2–4 cells away next to itself, and every unit of its team that can hit it there does so at once; a Catapult joining takes the Hook with it. The Assassin may warp every other turn to any empty land cell within 5 and attack at once. A Samurai's diagonal hit kills a general. The Flail deals 2 to heavy armour. Crossbows cannot hurt Shield infantry.",
              "zh": "钩镰兵把 2–4 格外的敌人拉到自己面前，己方能打到它的单位立即各打一次；若触发投石车，钩镰兵同归于尽。刺客每隔一回合可穿梭到 5 格内任意空陆地格，并可立即攻击。武士斜击将领一击必杀。链锤兵对重甲造成 2 点伤害。弓弩对刀盾兵无效。"
            }
          ]
        },
        {
          "heading": {
            "en": "End of the game",
            "zh": "胜负"
          },
          "paragraphs": [
            {
              "en": "A team whose generals are all removed loses; both last generals removed at once is a draw; so are 60 turns in a row without damage.",
              "zh": "一方将领全部阵亡即负；双方最后的将领同时阵亡为和棋；连续 60 回合无人受伤为和棋。"
            }
          ]
        },
        {
          "heading": {
            "en": "Notation",
            "zh": "记谱"
          },
          "paragraphs": [
            {
              "en": "lead r / troops r (general and mode), r3-d4 (a step), r3xe6 (attack, pull or catapult aim), r4@g7 (warp), end (end the turn), pass (timed out).",
              "zh": "lead r / troops r（选将与方式），r3-d4（走一步），r3xe6（攻击、钩拉或投石瞄准），r4@g7（刺客穿梭），end（结束回合），pass（超时）。"
            }
          ]
        }
      ],
      "seatLayouts": [
        {
          "perGroup": false,
          "seats": [
            {
              "groups": [
                "r",
                "b"
              ],
              "side": "first"
            },
            {
              "groups": [
                "y",
                "g"
              ],
              "side": "second"
            }
          ]
        },
        {
          "perGroup": true,
          "seats": [
            {
              "groups": [
                "r"
              ],
              "side": "first"
            },
            {
              "groups": [
                "b"
              ],
              "side": "first"
            },
            {
              "groups": [
                "y"
              ],
              "side": "second"
            },
            {
              "groups": [
                "g"
              ],
              "side": "second"
            }
          ]
        }
      ],
      "sides": [
        {
          "emblem": "GN",
          "groups": [
            "r",
            "b"
          ],
          "id": "south",
          "nameEn": "South",
          "nameZh": "南军",
          "side": "first"
        },
        {
          "emblem": "GN",
          "groups": [
            "y",
            "g"
          ],
          "id": "north",
          "nameEn": "North",
          "nameZh": "北军",
          "side": "second"
        }
      ],
      "start": "s 0 b0=GN@i2,b1=LC@h3,b2=SH@i3,b3=SP@j3,b4=CA@i1,g0=GN@c12,g1=LC@d11,g2=SH@c11,g3=SP@b11,g4=CA@c13,r0=GN@c2,r1=LI@b3,r2=HI@c3,r3=LI@d3,r4=CB@c1,y0=GN@i12,y1=LI@j11,y2=HI@i11,y3=LI@h11,y4=CB@i13",
      "texts": {
        "errors": {
          "army.crossbows": {
            "en": "{crossbowmen} Crossbowmen: more than {max} forbid Crossbow cavalry (G3)",
            "zh": "弓弩手 {crossbowmen} 名：超过 {max} 名就不能有弓弩骑兵（G3）"
          },
          "army.general-as-soldier": {
            "en": "A general cannot be placed as a soldier (G4)",
            "zh": "将领不能当作士兵布阵（G4）"
          },
          "army.in-water": {
            "en": "{kind} at {cell} would stand in water; only Marines may (G7)",
            "zh": "{cell} 的{kind}会在水里；只有水兵能入水（G7）"
          },
          "army.incomplete": {
            "en": "Setup is not complete: waiting for {missing} (G4)",
            "zh": "布阵未完成：还在等{missing}（G4）"
          },
          "army.not-on-spawn": {
            "en": "{kind} at {cell} is not on a spawn point of the {general}: {spawns} (G4)",
            "zh": "{cell} 的{kind}不在{general}的出生点上：{spawns}（G4）"
          },
          "army.over-limit": {
            "en": "{count} × {kind} exceed the team limit of {limit} (G3)",
            "zh": "{kind} {count} 名，超过本军上限 {limit}（G3）"
          },
          "army.same-cell": {
            "en": "Two soldiers placed on {cell} (G4)",
            "zh": "两名士兵都放在了 {cell}（G4）"
          },
          "army.soldier-count": {
            "en": "The {general} has {count} soldiers; each general commands exactly {soldiers} (G2)",
            "zh": "{general}有 {count} 名士兵；每名将领须统领 {soldiers} 名（G2）"
          },
          "army.wrong-general": {
            "en": "A soldier of the {soldierOf} is listed for the {listedFor} (G4)",
            "zh": "{soldierOf}的士兵被列给了{listedFor}（G4）"
          },
          "army.wrong-team": {
            "en": "The {general} is not of the {team} team (G4)",
            "zh": "{general}不是{team}的将领（G4）"
          },
          "generals.cannot-ride": {
            "en": "{unit} ({kind}) cannot ride a Chariot",
            "zh": "{unit}（{kind}）不能乘战车"
          },
          "generals.carrier-absent": {
            "en": "{unit} is carried by {carrier}, which is absent",
            "zh": "{unit} 乘的 {carrier} 不在盘上"
          },
          "generals.carrier-id": {
            "en": "{unit}: carrier '{carrier}' is not a unit id",
            "zh": "{unit}：乘的“{carrier}”不是单位编号"
          },
          "generals.carrier-rides": {
            "en": "{carrier} carries passengers and rides a Chariot",
            "zh": "{carrier} 载着乘客，自己却在乘车"
          },
          "generals.cell": {
            "en": "'{cell}' is not a cell (a column letter and a row number, like c2)",
            "zh": "“{cell}”不是格子（须为列字母接行号，如 c2）"
          },
          "generals.chariot-rides": {
            "en": "{unit} is a Chariot and cannot ride a Chariot",
            "zh": "{unit} 是战车，不能乘战车"
          },
          "generals.cooldown-above": {
            "en": "{unit} has cooldown {cooldown}; a cooldown is 0 or {max}",
            "zh": "{unit} 的冷却 {cooldown}；冷却只能是 0 或 {max}"
          },
          "generals.cooldown-number": {
            "en": "{unit}: cooldown '{value}' is not a number",
            "zh": "{unit}：冷却“{value}”不是数字"
          },
          "generals.cooldown-range": {
            "en": "{unit}: cooldown {cooldown} is not 0 or {max}",
            "zh": "{unit}：冷却 {cooldown} 不是 0 或 {max}"
          },
          "generals.cooldown-started": {
            "en": "{unit}: cooldown started this turn but the unit shows none",
            "zh": "{unit}：本回合开始冷却，但单位没有冷却"
          },
          "generals.fields": {
            "en": "A position has 3 fields (team, no-damage count, units), or 5 in the middle of a turn; found {found}",
            "zh": "局面须有 3 部分（轮到的一军、无伤害回合数、单位），回合中为 5 部分；现有 {found} 部分"
          },
          "generals.game-over": {
            "en": "The game is over, so no turn is in progress",
            "zh": "对局已经结束，没有进行中的回合"
          },
          "generals.general": {
            "en": "Unknown general '{general}' (one of {generals})",
            "zh": "没有将领“{general}”（须为 {generals} 之一）"
          },
          "generals.general-absent": {
            "en": "{unit} is listed but its general {general} is absent",
            "zh": "{unit} 在盘上，但它的将领 {general} 不在"
          },
          "generals.general-kind": {
            "en": "{unit} is a general and must be GN, not {kind}",
            "zh": "{unit} 是将领，兵种须为 GN，不是{kind}"
          },
          "generals.general-not-to-move": {
            "en": "The {general} is not of the team to move",
            "zh": "{general}不在轮到的一军"
          },
          "generals.hp-above": {
            "en": "{unit} has HP {hp} above the {max} of a {kind}",
            "zh": "{unit} 的血量 {hp} 超过{kind}的 {max}"
          },
          "generals.hp-number": {
            "en": "{unit}: HP '{value}' is not a number",
            "zh": "{unit}：血量“{value}”不是数字"
          },
          "generals.hp-range": {
            "en": "{unit}: HP {hp} is out of range 1-{max} for a {kind}",
            "zh": "{unit}：{kind}的血量 {hp} 超出 1–{max}"
          },
          "generals.in-water": {
            "en": "{unit} ({kind}) stands in water at {cell}; only Marines may",
            "zh": "{unit}（{kind}）在水里 {cell}；只有水兵能入水"
          },
          "generals.listed-twice": {
            "en": "Unit {unit} is listed twice",
            "zh": "单位 {unit} 写了两次"
          },
          "generals.mode": {
            "en": "Mode '{mode}' should be lead or troops",
            "zh": "方式“{mode}”须为 lead 或 troops"
          },
          "generals.no-cooldown": {
            "en": "{unit}: a {kind} has no cooldown",
            "zh": "{unit}：{kind}没有冷却"
          },
          "generals.no-damage-count": {
            "en": "The no-damage count is a number from 0 to {max}, not '{value}'",
            "zh": "无伤害回合数须为 0–{max}，不是“{value}”"
          },
          "generals.not-a-chariot": {
            "en": "{unit} is carried by {carrier}, which is not a Chariot of its team",
            "zh": "{unit} 乘的 {carrier} 不是本军的战车"
          },
          "generals.off-carrier": {
            "en": "{unit} is carried by {carrier} but is not on its cell",
            "zh": "{unit} 乘在 {carrier} 上，却不在同一格"
          },
          "generals.off-map": {
            "en": "{unit}: cell {cell} is off the map",
            "zh": "{unit}：格子 {cell} 不在地图上"
          },
          "generals.overloaded": {
            "en": "{unit} carries more than {capacity} passengers",
            "zh": "{unit} 载了超过 {capacity} 名乘客"
          },
          "generals.passengers": {
            "en": "Passengers at {cell} without their Chariot",
            "zh": "{cell} 有乘客却没有战车"
          },
          "generals.shared-cell": {
            "en": "{first} and {second} share the cell {cell} outside a Chariot",
            "zh": "{first} 和 {second} 同在格子 {cell}，却不在战车上"
          },
          "generals.soldier-kind": {
            "en": "{unit} is a soldier and cannot be a general",
            "zh": "{unit} 是士兵，不能是将领"
          },
          "generals.state-absent": {
            "en": "Unit state for {unit}, which is absent",
            "zh": "{unit} 有状态却不在盘上"
          },
          "generals.state-id": {
            "en": "'{id}' is not a unit id",
            "zh": "“{id}”不是单位编号"
          },
          "generals.state-letter": {
            "en": "{unit}: unknown state letter '{letter}' (a, o, w or c)",
            "zh": "{unit}：“{letter}”不是状态字母（须为 a、o、w 或 c）"
          },
          "generals.state-shape": {
            "en": "Unit state '{token}' should look like r1=2a",
            "zh": "单位状态“{token}”须写成如 r1=2a"
          },
          "generals.state-steps": {
            "en": "{unit}: state '{state}' should start with the steps used",
            "zh": "{unit}：状态“{state}”须以已走步数开始"
          },
          "generals.state-twice": {
            "en": "{unit}: state letter '{letter}' twice",
            "zh": "{unit}：状态字母“{letter}”写了两次"
          },
          "generals.team": {
            "en": "The team to move is s or n, not '{team}'",
            "zh": "轮到的一军须为 s 或 n，不是“{team}”"
          },
          "generals.too-many-steps": {
            "en": "{unit}: {steps} steps used, more than a {kind} has",
            "zh": "{unit}：已走 {steps} 步，超过{kind}的步数"
          },
          "generals.turn-field": {
            "en": "Turn field '{turn}' should look like lead:r or troops:r",
            "zh": "回合部分“{turn}”须写成 lead:r 或 troops:r"
          },
          "generals.unit-id": {
            "en": "Unit id '{id}' should be a general's letter ({generals}) and a number 0-{maxNumber}",
            "zh": "单位编号“{id}”须为将领字母（{generals}）之一再接数字 0–{maxNumber}"
          },
          "generals.unit-kind": {
            "en": "Unknown unit kind '{kind}'",
            "zh": "没有“{kind}”这种兵种"
          },
          "generals.unit-not-to-move": {
            "en": "{unit} is not of the team to move",
            "zh": "{unit} 不是轮到的一军的单位"
          },
          "generals.unit-shape": {
            "en": "Unit '{token}' should look like ID=KIND@CELL",
            "zh": "单位“{token}”须写成 编号=兵种@格子"
          }
        },
        "help": {},
        "notes": {
          "general": {
            "en": "General: {group}",
            "zh": "本回合将领: {group}"
          },
          "lead": {
            "en": "Mode: Lead",
            "zh": "方式: 将领行动"
          },
          "no-damage-turns": {
            "en": "Turns without damage: {turns}",
            "zh": "无伤害回合: {turns}"
          },
          "troops": {
            "en": "Mode: Troops",
            "zh": "方式: 指挥士兵"
          }
        },
        "reasons": {
          "generals-eliminated": {
            "en": "all generals removed",
            "zh": "将领全部阵亡"
          },
          "mutual-elimination": {
            "en": "both teams lost their last generals at once",
            "zh": "双方最后的将领同时阵亡"
          },
          "no-damage": {
            "en": "{noDamageTurns} turns without damage",
            "zh": "连续 {noDamageTurns} 回合无伤害"
          }
        },
        "refusals": {
          "generals.attack-any": {
            "en": "A {kind} attacks a rival unit up to {reach} cells away along any of the 8 directions, with no unit in between",
            "zh": "{kind}可沿八个方向直线攻击 {reach} 格内的对方单位，中间不能有任何单位"
          },
          "generals.attack-orthogonal": {
            "en": "A {kind} attacks a rival unit up to {reach} cells away forward, back, left or right, with no unit in between",
            "zh": "{kind}只能横竖直线攻击 {reach} 格内的对方单位，中间不能有任何单位"
          },
          "generals.attacked": {
            "en": "This {kind} has attacked: an attack ends a unit's turn",
            "zh": "这个{kind}已经攻击过：攻击后本回合不能再行动"
          },
          "generals.cannot-ride": {
            "en": "A {kind} cannot ride a Chariot: cavalry, Catapults and Chariots never do",
            "zh": "{kind}不能乘战车：骑兵、投石车和战车都不能上车"
          },
          "generals.catapult-aim": {
            "en": "A Catapult aims only at a cell exactly {reach} cells off along one of the 8 directions",
            "zh": "投石车只能瞄准八个方向上正好 {reach} 格远的格子"
          },
          "generals.chariot-full": {
            "en": "This Chariot is full: it carries at most {capacity} units",
            "zh": "战车已满：最多载 {capacity} 个单位"
          },
          "generals.choose-general": {
            "en": "Tap one of your generals still on the map",
            "zh": "请点你的一位仍在场上的将领"
          },
          "generals.choose-mode": {
            "en": "A turn begins by choosing Lead or Troops, then one of your generals",
            "zh": "每回合先选择“将领行动”或“指挥士兵”，再选一位将领"
          },
          "generals.empty-cell": {
            "en": "No unit stands on {cell}: tap a unit that acts this turn",
            "zh": "{cell} 没有单位：请点本回合行动的单位"
          },
          "generals.hemmed-aboard": {
            "en": "This {kind} has no free cell beside it to step to, and with a reach above {reach} it cannot attack while riding a Chariot, nor on the turn it got off",
            "zh": "这个{kind}身旁没有可走的空格；射程超过 {reach}，在战车上和下车当回合不能攻击"
          },
          "generals.hemmed-in": {
            "en": "This {kind} has no free cell beside it to step to, and nothing in reach to attack",
            "zh": "这个{kind}身旁没有可走的空格，射程内也没有可攻击的目标"
          },
          "generals.hemmed-waiting": {
            "en": "This {kind} has no free cell beside it to step to, and is still waiting after its last shot: it cannot fire this turn",
            "zh": "这个{kind}身旁没有可走的空格，还在冷却，本回合不能射击"
          },
          "generals.hook-pull": {
            "en": "A Hook pulls only a rival unit {min} to {max} cells away along a clear straight line, onto the cell beside it, which must be land unless the unit is a Marine",
            "zh": "钩镰兵只能拉 {min}–{max} 格外、直线上中间没有单位的对方单位，拉到身旁的格子（须是陆地，水兵除外）"
          },
          "generals.marine-hop": {
            "en": "A Marine in water goes 1 or 2 cells in a straight line, each cell empty",
            "zh": "水兵在水中每步沿直线走一到两格，经过的格须空"
          },
          "generals.marine-in-water": {
            "en": "A Marine in water can be hurt only by Crossbowmen",
            "zh": "水中的水兵只有弓弩手能伤到"
          },
          "generals.no-steps-left": {
            "en": "This {kind} has taken its {moves} steps this turn",
            "zh": "这个{kind}本回合已走完 {moves} 步"
          },
          "generals.no-troops": {
            "en": "The {general} has no soldiers left: only Lead is possible",
            "zh": "{general}已没有士兵，只能将领行动"
          },
          "generals.only-the-general": {
            "en": "This turn the {general} leads: only the general acts",
            "zh": "本回合是{general}将领行动：只有将领本人行动"
          },
          "generals.only-the-troops": {
            "en": "This turn the {general}'s troops act: only its soldiers, not the general",
            "zh": "本回合是{general}指挥士兵：只有其士兵行动，将领不动"
          },
          "generals.other-seat": {
            "en": "The {general} is played from its own seat: you play your own general and its soldiers",
            "zh": "{general}由它自己的座位来走：你只走自己的将领和它的士兵"
          },
          "generals.rival-unit": {
            "en": "{cell} holds a rival unit: tap a unit of yours that acts this turn",
            "zh": "{cell} 上是对方的单位：请点本回合行动的己方单位"
          },
          "generals.shield-vs-crossbow": {
            "en": "A {kind} cannot take Shield infantry as its target",
            "zh": "{kind}不能以刀盾兵为目标"
          },
          "generals.silent-aboard": {
            "en": "A {kind}, with a reach above {reach}, cannot attack while riding a Chariot, nor on the turn it got off",
            "zh": "射程超过 {reach} 的{kind}在战车上和下车当回合不能攻击"
          },
          "generals.spent": {
            "en": "This {kind} has taken its {moves} steps and has nothing in reach to attack",
            "zh": "这个{kind}已走完 {moves} 步，射程内也没有可攻击的目标"
          },
          "generals.spent-aboard": {
            "en": "This {kind} has taken its {moves} steps, and with a reach above {reach} it cannot attack while riding a Chariot, nor on the turn it got off",
            "zh": "这个{kind}已走完 {moves} 步；射程超过 {reach}，在战车上和下车当回合不能攻击"
          },
          "generals.spent-waiting": {
            "en": "This {kind} has taken its {moves} steps, and is still waiting after its last shot: it cannot fire this turn",
            "zh": "这个{kind}已走完 {moves} 步，还在冷却，本回合不能射击"
          },
          "generals.step-any": {
            "en": "A {kind} steps to a neighbouring empty cell, diagonals included, one step at a time",
            "zh": "{kind}每步走到相邻的空格（可斜走），多步须一步一步走"
          },
          "generals.step-orthogonal": {
            "en": "A {kind} steps to a neighbouring empty cell, forward, back, left or right, one step at a time",
            "zh": "{kind}每步只能横竖走到相邻的空格，多步须一步一步走"
          },
          "generals.waiting": {
            "en": "This {kind} is still waiting: after a shot or a warp, one turn of its team must pass before the next",
            "zh": "这个{kind}还在冷却：射击或穿梭之后，要隔本方一个回合才能再用"
          },
          "generals.warp-before-steps": {
            "en": "An Assassin warps only before it takes a step this turn",
            "zh": "刺客只能在本回合还没走步时穿梭"
          },
          "generals.warped": {
            "en": "An Assassin that has warped takes no more steps this turn",
            "zh": "刺客穿梭之后，本回合不能再走步"
          },
          "generals.warped-idle": {
            "en": "An Assassin that has warped takes no more steps this turn, and has nothing in reach to attack",
            "zh": "刺客穿梭之后本回合不能再走步，身旁也没有可攻击的目标"
          },
          "generals.water": {
            "en": "A {kind} cannot go into water: only Marines do",
            "zh": "{kind}不能下水：只有水兵能进入水中"
          }
        },
        "taps": {
          "attack": {
            "en": "Attack {cell}",
            "zh": "攻击 {cell}"
          },
          "end-turn": {
            "en": "End turn",
            "zh": "结束回合"
          },
          "lead": {
            "en": "Lead",
            "zh": "将领行动"
          },
          "troops": {
            "en": "Troops",
            "zh": "指挥士兵"
          },
          "warp": {
            "en": "Warp to {cell}",
            "zh": "穿梭到 {cell}"
          }
        },
        "words": {
          "alight": {
            "en": "{group}'s {piece} gets off the {target} on {to}",
            "zh": "{group}的{piece}在 {to} 走下{target}"
          },
          "attack": {
            "en": "{group}'s {piece} attacks {targetGroup}'s {target} on {to}",
            "zh": "{group}的{piece}攻击 {to} 的{targetGroup}{target}"
          },
          "board": {
            "en": "{group}'s {piece} boards the {target} on {to}",
            "zh": "{group}的{piece}在 {to} 登上{target}"
          },
          "bombard": {
            "en": "{group}'s {piece} bombards {to}",
            "zh": "{group}的{piece}轰击 {to}"
          },
          "carry": {
            "en": "{group}'s {piece} carries {count} to {to}",
            "zh": "{group}的{piece}载{count}至 {to}"
          },
          "defeat": {
            "en": "{group}'s {piece} defeats {targetGroup}'s {target} on {to}",
            "zh": "{group}的{piece}击败 {to} 的{targetGroup}{target}"
          },
          "end-turn": {
            "en": "end of turn",
            "zh": "回合结束"
          },
          "lead": {
            "en": "The {group} acts in person",
            "zh": "{group}亲自出动"
          },
          "move": {
            "en": "{group}'s {piece} moves from {from} to {to}",
            "zh": "{group}的{piece}从 {from} 移至 {to}"
          },
          "pull": {
            "en": "{group}'s {piece} pulls {targetGroup}'s {target} from {to}",
            "zh": "{group}的{piece}从 {to} 钩来{targetGroup}{target}"
          },
          "troops": {
            "en": "{group}'s troops act",
            "zh": "{group}麾下出动"
          },
          "warp": {
            "en": "{group}'s {piece} warps from {from} to {to}",
            "zh": "{group}的{piece}从 {from} 潜行至 {to}"
          }
        }
      },
      "verbs": [
        "lead",
        "troops",
        "move",
        "carry",
        "board",
        "alight",
        "attack",
        "defeat",
        "pull",
        "bombard",
        "warp",
        "end-turn",
        "pass"
      ]
    },
    "seatCounts": [
      2,
      4
    ],
    "training": {
      "confirmMoves": false,
      "hintBudget": null,
      "takebacks": true
    }
  }
]);
