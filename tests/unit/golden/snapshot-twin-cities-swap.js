// Written by src-tauri/tests/golden.rs: do not edit (UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden).
/** @import { Snapshot } from '../../../ui/js/contract.js' */
export default /** @satisfies {Snapshot} */ ({
  "aiThinking": false,
  "atTurnBoundary": true,
  "canRedo": false,
  "canUndo": true,
  "clock": {
    "gameClock": null,
    "handicap": null,
    "remainingMs": null,
    "running": false,
    "sidesMs": null,
    "timerSecs": null
  },
  "createdAt": "2026-01-01T00:00:00Z",
  "curtain": null,
  "game": "twin-cities",
  "helped": false,
  "hintsLeft": null,
  "history": [
    {
      "ms": 1000,
      "seat": 0,
      "side": "first",
      "text": "e2e3",
      "words": {
        "compact": {
          "zh": "城五进一",
          "zh-Hant": "城五進一"
        },
        "from": "e2",
        "piece": "C",
        "to": "e3",
        "verb": "move"
      }
    }
  ],
  "humanToAct": true,
  "id": "game-16",
  "lastAction": "e2e3",
  "lastEffects": [
    {
      "from": "e2",
      "kind": "move",
      "to": "e3"
    }
  ],
  "lastTaps": [
    {
      "at": "e2",
      "kind": "point",
      "token": "e2"
    },
    {
      "at": "e3",
      "kind": "move",
      "token": "e3"
    }
  ],
  "legalActions": [
    {
      "seat": null,
      "taps": [
        {
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "at": "d8",
          "kind": "move",
          "token": "d8"
        }
      ],
      "text": "d9d8"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "at": "c9",
          "kind": "move",
          "token": "c9"
        }
      ],
      "text": "d9c9"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "at": "e9",
          "kind": "move",
          "token": "e9"
        }
      ],
      "text": "d9e9"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "at": "d10",
          "kind": "move",
          "token": "d10"
        }
      ],
      "text": "d9d10"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "at": "f8",
          "kind": "move",
          "token": "f8"
        }
      ],
      "text": "f9f8"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "at": "e9",
          "kind": "move",
          "token": "e9"
        }
      ],
      "text": "f9e9"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "at": "g9",
          "kind": "move",
          "token": "g9"
        }
      ],
      "text": "f9g9"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "at": "f10",
          "kind": "move",
          "token": "f10"
        }
      ],
      "text": "f9f10"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "e10",
          "kind": "point",
          "token": "e10"
        },
        {
          "at": "e9",
          "kind": "move",
          "token": "e9"
        }
      ],
      "text": "e10e9"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "e10",
          "kind": "point",
          "token": "e10"
        },
        {
          "at": "d10",
          "kind": "move",
          "token": "d10"
        }
      ],
      "text": "e10d10"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "e10",
          "kind": "point",
          "token": "e10"
        },
        {
          "at": "f10",
          "kind": "move",
          "token": "f10"
        }
      ],
      "text": "e10f10"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "e10",
          "kind": "point",
          "token": "e10"
        },
        {
          "at": "e11",
          "kind": "move",
          "token": "e11"
        }
      ],
      "text": "e10e11"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "e9",
          "kind": "point",
          "token": "e9"
        }
      ],
      "text": "+e9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "d10",
          "kind": "point",
          "token": "d10"
        }
      ],
      "text": "+d10"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "f10",
          "kind": "point",
          "token": "f10"
        }
      ],
      "text": "+f10"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "d11",
          "kind": "point",
          "token": "d11"
        }
      ],
      "text": "+d11"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "e11",
          "kind": "point",
          "token": "e11"
        }
      ],
      "text": "+e11"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "f11",
          "kind": "point",
          "token": "f11"
        }
      ],
      "text": "+f11"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "F"
        },
        {
          "at": "d9",
          "kind": "point",
          "token": "d9"
        }
      ],
      "text": "F@d9:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "F"
        },
        {
          "at": "e9",
          "kind": "point",
          "token": "e9"
        }
      ],
      "text": "F@e9:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "F"
        },
        {
          "at": "f9",
          "kind": "point",
          "token": "f9"
        }
      ],
      "text": "F@f9:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "F"
        },
        {
          "at": "d10",
          "kind": "point",
          "token": "d10"
        }
      ],
      "text": "F@d10:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "F"
        },
        {
          "at": "f10",
          "kind": "point",
          "token": "f10"
        }
      ],
      "text": "F@f10:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "F"
        },
        {
          "at": "d11",
          "kind": "point",
          "token": "d11"
        }
      ],
      "text": "F@d11:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "F"
        },
        {
          "at": "e11",
          "kind": "point",
          "token": "e11"
        }
      ],
      "text": "F@e11:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "F"
        },
        {
          "at": "f11",
          "kind": "point",
          "token": "f11"
        }
      ],
      "text": "F@f11:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "B"
        },
        {
          "at": "d9",
          "kind": "point",
          "token": "d9"
        }
      ],
      "text": "B@d9:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "B"
        },
        {
          "at": "e9",
          "kind": "point",
          "token": "e9"
        }
      ],
      "text": "B@e9:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "B"
        },
        {
          "at": "f9",
          "kind": "point",
          "token": "f9"
        }
      ],
      "text": "B@f9:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "B"
        },
        {
          "at": "d10",
          "kind": "point",
          "token": "d10"
        }
      ],
      "text": "B@d10:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "B"
        },
        {
          "at": "f10",
          "kind": "point",
          "token": "f10"
        }
      ],
      "text": "B@f10:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "B"
        },
        {
          "at": "d11",
          "kind": "point",
          "token": "d11"
        }
      ],
      "text": "B@d11:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "B"
        },
        {
          "at": "e11",
          "kind": "point",
          "token": "e11"
        }
      ],
      "text": "B@e11:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "B"
        },
        {
          "at": "f11",
          "kind": "point",
          "token": "f11"
        }
      ],
      "text": "B@f11:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "H"
        },
        {
          "at": "d9",
          "kind": "point",
          "token": "d9"
        }
      ],
      "text": "H@d9:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "H"
        },
        {
          "at": "e9",
          "kind": "point",
          "token": "e9"
        }
      ],
      "text": "H@e9:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "H"
        },
        {
          "at": "f9",
          "kind": "point",
          "token": "f9"
        }
      ],
      "text": "H@f9:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "H"
        },
        {
          "at": "d10",
          "kind": "point",
          "token": "d10"
        }
      ],
      "text": "H@d10:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "H"
        },
        {
          "at": "f10",
          "kind": "point",
          "token": "f10"
        }
      ],
      "text": "H@f10:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "H"
        },
        {
          "at": "d11",
          "kind": "point",
          "token": "d11"
        }
      ],
      "text": "H@d11:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "H"
        },
        {
          "at": "e11",
          "kind": "point",
          "token": "e11"
        }
      ],
      "text": "H@e11:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "H"
        },
        {
          "at": "f11",
          "kind": "point",
          "token": "f11"
        }
      ],
      "text": "H@f11:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "L"
        },
        {
          "at": "d9",
          "kind": "point",
          "token": "d9"
        }
      ],
      "text": "L@d9:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "L"
        },
        {
          "at": "e9",
          "kind": "point",
          "token": "e9"
        }
      ],
      "text": "L@e9:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "L"
        },
        {
          "at": "f9",
          "kind": "point",
          "token": "f9"
        }
      ],
      "text": "L@f9:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "L"
        },
        {
          "at": "d10",
          "kind": "point",
          "token": "d10"
        }
      ],
      "text": "L@d10:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "L"
        },
        {
          "at": "f10",
          "kind": "point",
          "token": "f10"
        }
      ],
      "text": "L@f10:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "L"
        },
        {
          "at": "d11",
          "kind": "point",
          "token": "d11"
        }
      ],
      "text": "L@d11:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "L"
        },
        {
          "at": "e11",
          "kind": "point",
          "token": "e11"
        }
      ],
      "text": "L@e11:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "L"
        },
        {
          "at": "f11",
          "kind": "point",
          "token": "f11"
        }
      ],
      "text": "L@f11:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "W"
        },
        {
          "at": "d9",
          "kind": "point",
          "token": "d9"
        }
      ],
      "text": "W@d9:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "W"
        },
        {
          "at": "e9",
          "kind": "point",
          "token": "e9"
        }
      ],
      "text": "W@e9:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "W"
        },
        {
          "at": "f9",
          "kind": "point",
          "token": "f9"
        }
      ],
      "text": "W@f9:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "W"
        },
        {
          "at": "d10",
          "kind": "point",
          "token": "d10"
        }
      ],
      "text": "W@d10:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "W"
        },
        {
          "at": "f10",
          "kind": "point",
          "token": "f10"
        }
      ],
      "text": "W@f10:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "W"
        },
        {
          "at": "d11",
          "kind": "point",
          "token": "d11"
        }
      ],
      "text": "W@d11:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "W"
        },
        {
          "at": "e11",
          "kind": "point",
          "token": "e11"
        }
      ],
      "text": "W@e11:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "W"
        },
        {
          "at": "f11",
          "kind": "point",
          "token": "f11"
        }
      ],
      "text": "W@f11:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "R"
        },
        {
          "at": "d9",
          "kind": "point",
          "token": "d9"
        }
      ],
      "text": "R@d9:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "R"
        },
        {
          "at": "e9",
          "kind": "point",
          "token": "e9"
        }
      ],
      "text": "R@e9:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "R"
        },
        {
          "at": "f9",
          "kind": "point",
          "token": "f9"
        }
      ],
      "text": "R@f9:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "R"
        },
        {
          "at": "d10",
          "kind": "point",
          "token": "d10"
        }
      ],
      "text": "R@d10:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "R"
        },
        {
          "at": "f10",
          "kind": "point",
          "token": "f10"
        }
      ],
      "text": "R@f10:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "R"
        },
        {
          "at": "d11",
          "kind": "point",
          "token": "d11"
        }
      ],
      "text": "R@d11:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "R"
        },
        {
          "at": "e11",
          "kind": "point",
          "token": "e11"
        }
      ],
      "text": "R@e11:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "R"
        },
        {
          "at": "f11",
          "kind": "point",
          "token": "f11"
        }
      ],
      "text": "R@f11:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "D"
        },
        {
          "at": "d9",
          "kind": "point",
          "token": "d9"
        }
      ],
      "text": "D@d9:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "D"
        },
        {
          "at": "e9",
          "kind": "point",
          "token": "e9"
        }
      ],
      "text": "D@e9:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "D"
        },
        {
          "at": "f9",
          "kind": "point",
          "token": "f9"
        }
      ],
      "text": "D@f9:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "D"
        },
        {
          "at": "d10",
          "kind": "point",
          "token": "d10"
        }
      ],
      "text": "D@d10:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "D"
        },
        {
          "at": "f10",
          "kind": "point",
          "token": "f10"
        }
      ],
      "text": "D@f10:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "D"
        },
        {
          "at": "d11",
          "kind": "point",
          "token": "d11"
        }
      ],
      "text": "D@d11:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "D"
        },
        {
          "at": "e11",
          "kind": "point",
          "token": "e11"
        }
      ],
      "text": "D@e11:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "D"
        },
        {
          "at": "f11",
          "kind": "point",
          "token": "f11"
        }
      ],
      "text": "D@f11:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "E"
        },
        {
          "at": "d9",
          "kind": "point",
          "token": "d9"
        }
      ],
      "text": "E@d9:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "E"
        },
        {
          "at": "e9",
          "kind": "point",
          "token": "e9"
        }
      ],
      "text": "E@e9:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "E"
        },
        {
          "at": "f9",
          "kind": "point",
          "token": "f9"
        }
      ],
      "text": "E@f9:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "E"
        },
        {
          "at": "d10",
          "kind": "point",
          "token": "d10"
        }
      ],
      "text": "E@d10:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "E"
        },
        {
          "at": "f10",
          "kind": "point",
          "token": "f10"
        }
      ],
      "text": "E@f10:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "E"
        },
        {
          "at": "d11",
          "kind": "point",
          "token": "d11"
        }
      ],
      "text": "E@d11:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "E"
        },
        {
          "at": "e11",
          "kind": "point",
          "token": "e11"
        }
      ],
      "text": "E@e11:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "exchange",
          "kind": "word",
          "label": "exchange",
          "shows": "site",
          "token": "@"
        },
        {
          "anyOrder": true,
          "at": "d9",
          "kind": "point",
          "token": "d9"
        },
        {
          "anyOrder": true,
          "at": "f9",
          "kind": "point",
          "token": "f9"
        },
        {
          "kind": "reserve",
          "token": "E"
        },
        {
          "at": "f11",
          "kind": "point",
          "token": "f11"
        }
      ],
      "text": "E@f11:d9,f9"
    },
    {
      "seat": null,
      "taps": [
        {
          "kind": "word",
          "label": "swap",
          "token": "swap"
        }
      ],
      "text": "swap"
    }
  ],
  "mode": "pass-and-play",
  "outcome": null,
  "paused": false,
  "phase": "playing",
  "ply": 1,
  "position": "9/4c4/3s1s3/9/9/2X3X2/9/9/3SCS3/9/9 b S4TFBHLWRDE s4tfbhlwrde 1 1 swap",
  "practice": false,
  "revision": 45,
  "seatToAct": 1,
  "seats": [
    {
      "kind": "human"
    },
    {
      "kind": "human"
    }
  ],
  "skipping": false,
  "toMove": "second",
  "training": {
    "confirmMoves": false,
    "hintBudget": null,
    "takebacks": true
  },
  "updatedAt": "2026-01-01T00:00:00Z",
  "view": {
    "marks": [
      {
        "at": "e3",
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
          "plies": "1"
        }
      }
    ],
    "pieces": [
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
        "at": "e3",
        "carriedBy": null,
        "cooldown": null,
        "group": null,
        "hp": null,
        "id": "e3",
        "kind": "C",
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
});
