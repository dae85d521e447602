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
  "id": "game-4",
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
    }
  ],
  "mode": "pass-and-play",
  "outcome": null,
  "paused": false,
  "phase": "playing",
  "ply": 0,
  "position": "9/4c4/4s4/9/9/9/9/9/3S1S3/4C4/9 r S4TF - 0 1",
  "practice": false,
  "revision": 8,
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
        "at": "e9",
        "carriedBy": null,
        "cooldown": null,
        "group": null,
        "hp": null,
        "id": "e9",
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
      }
    ],
    "terrain": []
  }
});
