// Written by src-tauri/tests/golden.rs: do not edit (UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden).
/** @import { Snapshot } from '../../../ui/js/contract.js' */
export default /** @satisfies {Snapshot} */ ({
  "aiThinking": false,
  "atTurnBoundary": true,
  "canRedo": false,
  "canUndo": false,
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
  "history": [],
  "humanToAct": true,
  "id": "game-2",
  "lastAction": null,
  "lastEffects": [],
  "lastTaps": [],
  "legalActions": [
    {
      "seat": null,
      "taps": [
        {
          "at": "e2",
          "kind": "point",
          "token": "e2"
        },
        {
          "at": "e1",
          "kind": "move",
          "token": "e1"
        }
      ],
      "text": "e2e1"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "e2",
          "kind": "point",
          "token": "e2"
        },
        {
          "at": "d2",
          "kind": "move",
          "token": "d2"
        }
      ],
      "text": "e2d2"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "e2",
          "kind": "point",
          "token": "e2"
        },
        {
          "at": "f2",
          "kind": "move",
          "token": "f2"
        }
      ],
      "text": "e2f2"
    },
    {
      "seat": null,
      "taps": [
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
      "text": "e2e3"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "at": "d2",
          "kind": "move",
          "token": "d2"
        }
      ],
      "text": "d3d2"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "at": "c3",
          "kind": "move",
          "token": "c3"
        }
      ],
      "text": "d3c3"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "at": "e3",
          "kind": "move",
          "token": "e3"
        }
      ],
      "text": "d3e3"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "at": "d4",
          "kind": "move",
          "token": "d4"
        }
      ],
      "text": "d3d4"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "at": "f2",
          "kind": "move",
          "token": "f2"
        }
      ],
      "text": "f3f2"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "at": "e3",
          "kind": "move",
          "token": "e3"
        }
      ],
      "text": "f3e3"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "at": "g3",
          "kind": "move",
          "token": "g3"
        }
      ],
      "text": "f3g3"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "at": "f4",
          "kind": "move",
          "token": "f4"
        }
      ],
      "text": "f3f4"
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
          "at": "d1",
          "kind": "point",
          "token": "d1"
        }
      ],
      "text": "+d1"
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
          "at": "e1",
          "kind": "point",
          "token": "e1"
        }
      ],
      "text": "+e1"
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
          "at": "f1",
          "kind": "point",
          "token": "f1"
        }
      ],
      "text": "+f1"
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
          "at": "d2",
          "kind": "point",
          "token": "d2"
        }
      ],
      "text": "+d2"
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
          "at": "f2",
          "kind": "point",
          "token": "f2"
        }
      ],
      "text": "+f2"
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
          "at": "e3",
          "kind": "point",
          "token": "e3"
        }
      ],
      "text": "+e3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "F"
        },
        {
          "at": "d1",
          "kind": "point",
          "token": "d1"
        }
      ],
      "text": "F@d1:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "F"
        },
        {
          "at": "e1",
          "kind": "point",
          "token": "e1"
        }
      ],
      "text": "F@e1:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "F"
        },
        {
          "at": "f1",
          "kind": "point",
          "token": "f1"
        }
      ],
      "text": "F@f1:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "F"
        },
        {
          "at": "d2",
          "kind": "point",
          "token": "d2"
        }
      ],
      "text": "F@d2:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "F"
        },
        {
          "at": "f2",
          "kind": "point",
          "token": "f2"
        }
      ],
      "text": "F@f2:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "F"
        },
        {
          "at": "d3",
          "kind": "point",
          "token": "d3"
        }
      ],
      "text": "F@d3:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "F"
        },
        {
          "at": "e3",
          "kind": "point",
          "token": "e3"
        }
      ],
      "text": "F@e3:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "F"
        },
        {
          "at": "f3",
          "kind": "point",
          "token": "f3"
        }
      ],
      "text": "F@f3:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "B"
        },
        {
          "at": "d1",
          "kind": "point",
          "token": "d1"
        }
      ],
      "text": "B@d1:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "B"
        },
        {
          "at": "e1",
          "kind": "point",
          "token": "e1"
        }
      ],
      "text": "B@e1:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "B"
        },
        {
          "at": "f1",
          "kind": "point",
          "token": "f1"
        }
      ],
      "text": "B@f1:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "B"
        },
        {
          "at": "d2",
          "kind": "point",
          "token": "d2"
        }
      ],
      "text": "B@d2:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "B"
        },
        {
          "at": "f2",
          "kind": "point",
          "token": "f2"
        }
      ],
      "text": "B@f2:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "B"
        },
        {
          "at": "d3",
          "kind": "point",
          "token": "d3"
        }
      ],
      "text": "B@d3:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "B"
        },
        {
          "at": "e3",
          "kind": "point",
          "token": "e3"
        }
      ],
      "text": "B@e3:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "B"
        },
        {
          "at": "f3",
          "kind": "point",
          "token": "f3"
        }
      ],
      "text": "B@f3:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "H"
        },
        {
          "at": "d1",
          "kind": "point",
          "token": "d1"
        }
      ],
      "text": "H@d1:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "H"
        },
        {
          "at": "e1",
          "kind": "point",
          "token": "e1"
        }
      ],
      "text": "H@e1:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "H"
        },
        {
          "at": "f1",
          "kind": "point",
          "token": "f1"
        }
      ],
      "text": "H@f1:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "H"
        },
        {
          "at": "d2",
          "kind": "point",
          "token": "d2"
        }
      ],
      "text": "H@d2:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "H"
        },
        {
          "at": "f2",
          "kind": "point",
          "token": "f2"
        }
      ],
      "text": "H@f2:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "H"
        },
        {
          "at": "d3",
          "kind": "point",
          "token": "d3"
        }
      ],
      "text": "H@d3:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "H"
        },
        {
          "at": "e3",
          "kind": "point",
          "token": "e3"
        }
      ],
      "text": "H@e3:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "H"
        },
        {
          "at": "f3",
          "kind": "point",
          "token": "f3"
        }
      ],
      "text": "H@f3:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "L"
        },
        {
          "at": "d1",
          "kind": "point",
          "token": "d1"
        }
      ],
      "text": "L@d1:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "L"
        },
        {
          "at": "e1",
          "kind": "point",
          "token": "e1"
        }
      ],
      "text": "L@e1:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "L"
        },
        {
          "at": "f1",
          "kind": "point",
          "token": "f1"
        }
      ],
      "text": "L@f1:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "L"
        },
        {
          "at": "d2",
          "kind": "point",
          "token": "d2"
        }
      ],
      "text": "L@d2:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "L"
        },
        {
          "at": "f2",
          "kind": "point",
          "token": "f2"
        }
      ],
      "text": "L@f2:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "L"
        },
        {
          "at": "d3",
          "kind": "point",
          "token": "d3"
        }
      ],
      "text": "L@d3:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "L"
        },
        {
          "at": "e3",
          "kind": "point",
          "token": "e3"
        }
      ],
      "text": "L@e3:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "L"
        },
        {
          "at": "f3",
          "kind": "point",
          "token": "f3"
        }
      ],
      "text": "L@f3:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "W"
        },
        {
          "at": "d1",
          "kind": "point",
          "token": "d1"
        }
      ],
      "text": "W@d1:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "W"
        },
        {
          "at": "e1",
          "kind": "point",
          "token": "e1"
        }
      ],
      "text": "W@e1:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "W"
        },
        {
          "at": "f1",
          "kind": "point",
          "token": "f1"
        }
      ],
      "text": "W@f1:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "W"
        },
        {
          "at": "d2",
          "kind": "point",
          "token": "d2"
        }
      ],
      "text": "W@d2:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "W"
        },
        {
          "at": "f2",
          "kind": "point",
          "token": "f2"
        }
      ],
      "text": "W@f2:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "W"
        },
        {
          "at": "d3",
          "kind": "point",
          "token": "d3"
        }
      ],
      "text": "W@d3:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "W"
        },
        {
          "at": "e3",
          "kind": "point",
          "token": "e3"
        }
      ],
      "text": "W@e3:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "W"
        },
        {
          "at": "f3",
          "kind": "point",
          "token": "f3"
        }
      ],
      "text": "W@f3:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "R"
        },
        {
          "at": "d1",
          "kind": "point",
          "token": "d1"
        }
      ],
      "text": "R@d1:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "R"
        },
        {
          "at": "e1",
          "kind": "point",
          "token": "e1"
        }
      ],
      "text": "R@e1:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "R"
        },
        {
          "at": "f1",
          "kind": "point",
          "token": "f1"
        }
      ],
      "text": "R@f1:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "R"
        },
        {
          "at": "d2",
          "kind": "point",
          "token": "d2"
        }
      ],
      "text": "R@d2:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "R"
        },
        {
          "at": "f2",
          "kind": "point",
          "token": "f2"
        }
      ],
      "text": "R@f2:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "R"
        },
        {
          "at": "d3",
          "kind": "point",
          "token": "d3"
        }
      ],
      "text": "R@d3:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "R"
        },
        {
          "at": "e3",
          "kind": "point",
          "token": "e3"
        }
      ],
      "text": "R@e3:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "R"
        },
        {
          "at": "f3",
          "kind": "point",
          "token": "f3"
        }
      ],
      "text": "R@f3:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "D"
        },
        {
          "at": "d1",
          "kind": "point",
          "token": "d1"
        }
      ],
      "text": "D@d1:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "D"
        },
        {
          "at": "e1",
          "kind": "point",
          "token": "e1"
        }
      ],
      "text": "D@e1:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "D"
        },
        {
          "at": "f1",
          "kind": "point",
          "token": "f1"
        }
      ],
      "text": "D@f1:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "D"
        },
        {
          "at": "d2",
          "kind": "point",
          "token": "d2"
        }
      ],
      "text": "D@d2:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "D"
        },
        {
          "at": "f2",
          "kind": "point",
          "token": "f2"
        }
      ],
      "text": "D@f2:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "D"
        },
        {
          "at": "d3",
          "kind": "point",
          "token": "d3"
        }
      ],
      "text": "D@d3:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "D"
        },
        {
          "at": "e3",
          "kind": "point",
          "token": "e3"
        }
      ],
      "text": "D@e3:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "D"
        },
        {
          "at": "f3",
          "kind": "point",
          "token": "f3"
        }
      ],
      "text": "D@f3:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "E"
        },
        {
          "at": "d1",
          "kind": "point",
          "token": "d1"
        }
      ],
      "text": "E@d1:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "E"
        },
        {
          "at": "e1",
          "kind": "point",
          "token": "e1"
        }
      ],
      "text": "E@e1:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "E"
        },
        {
          "at": "f1",
          "kind": "point",
          "token": "f1"
        }
      ],
      "text": "E@f1:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "E"
        },
        {
          "at": "d2",
          "kind": "point",
          "token": "d2"
        }
      ],
      "text": "E@d2:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "E"
        },
        {
          "at": "f2",
          "kind": "point",
          "token": "f2"
        }
      ],
      "text": "E@f2:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "E"
        },
        {
          "at": "d3",
          "kind": "point",
          "token": "d3"
        }
      ],
      "text": "E@d3:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "E"
        },
        {
          "at": "e3",
          "kind": "point",
          "token": "e3"
        }
      ],
      "text": "E@e3:d3,f3"
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
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "kind": "reserve",
          "token": "E"
        },
        {
          "at": "f3",
          "kind": "point",
          "token": "f3"
        }
      ],
      "text": "E@f3:d3,f3"
    }
  ],
  "mode": "pass-and-play",
  "outcome": null,
  "paused": false,
  "phase": "playing",
  "ply": 0,
  "position": "9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0 1",
  "practice": false,
  "revision": 4,
  "seatToAct": 0,
  "seats": [
    {
      "kind": "human"
    },
    {
      "kind": "human"
    }
  ],
  "skipping": false,
  "toMove": "first",
  "training": {
    "confirmMoves": false,
    "hintBudget": null,
    "takebacks": true
  },
  "updatedAt": "2026-01-01T00:00:00Z",
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
});
