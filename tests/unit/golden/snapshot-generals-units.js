// Written by src-tauri/tests/golden.rs: do not edit (UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden).
/** @import { Snapshot } from '../../../ui/js/contract.js' */
export default /** @satisfies {Snapshot} */ ({
  "aiThinking": false,
  "atTurnBoundary": false,
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
  "game": "generals",
  "helped": false,
  "hintsLeft": null,
  "history": [
    {
      "ms": 1000,
      "seat": 0,
      "side": "first",
      "text": "troops r",
      "words": {
        "group": "r",
        "piece": "GN",
        "verb": "troops"
      }
    }
  ],
  "humanToAct": true,
  "id": "game-9",
  "lastAction": "troops r",
  "lastEffects": [],
  "lastTaps": [
    {
      "kind": "word",
      "label": "troops",
      "token": "troops"
    },
    {
      "at": "c2",
      "kind": "general",
      "token": "r"
    }
  ],
  "legalActions": [
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "d5",
          "kind": "move",
          "token": "d5"
        }
      ],
      "text": "r1-d5"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "e4",
          "kind": "move",
          "token": "e4"
        }
      ],
      "text": "r1-e4"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "d3",
          "kind": "move",
          "token": "d3"
        }
      ],
      "text": "r1-d3"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "c4",
          "kind": "move",
          "token": "c4"
        }
      ],
      "text": "r1-c4"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "a1",
          "kind": "warp",
          "label": "warp",
          "token": "@a1"
        }
      ],
      "text": "r1@a1"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "b1",
          "kind": "warp",
          "label": "warp",
          "token": "@b1"
        }
      ],
      "text": "r1@b1"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "c1",
          "kind": "warp",
          "label": "warp",
          "token": "@c1"
        }
      ],
      "text": "r1@c1"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "d1",
          "kind": "warp",
          "label": "warp",
          "token": "@d1"
        }
      ],
      "text": "r1@d1"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "e1",
          "kind": "warp",
          "label": "warp",
          "token": "@e1"
        }
      ],
      "text": "r1@e1"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "f1",
          "kind": "warp",
          "label": "warp",
          "token": "@f1"
        }
      ],
      "text": "r1@f1"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "g1",
          "kind": "warp",
          "label": "warp",
          "token": "@g1"
        }
      ],
      "text": "r1@g1"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "h1",
          "kind": "warp",
          "label": "warp",
          "token": "@h1"
        }
      ],
      "text": "r1@h1"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "i1",
          "kind": "warp",
          "label": "warp",
          "token": "@i1"
        }
      ],
      "text": "r1@i1"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "a2",
          "kind": "warp",
          "label": "warp",
          "token": "@a2"
        }
      ],
      "text": "r1@a2"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "b2",
          "kind": "warp",
          "label": "warp",
          "token": "@b2"
        }
      ],
      "text": "r1@b2"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "d2",
          "kind": "warp",
          "label": "warp",
          "token": "@d2"
        }
      ],
      "text": "r1@d2"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "e2",
          "kind": "warp",
          "label": "warp",
          "token": "@e2"
        }
      ],
      "text": "r1@e2"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "f2",
          "kind": "warp",
          "label": "warp",
          "token": "@f2"
        }
      ],
      "text": "r1@f2"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "g2",
          "kind": "warp",
          "label": "warp",
          "token": "@g2"
        }
      ],
      "text": "r1@g2"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "h2",
          "kind": "warp",
          "label": "warp",
          "token": "@h2"
        }
      ],
      "text": "r1@h2"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "i2",
          "kind": "warp",
          "label": "warp",
          "token": "@i2"
        }
      ],
      "text": "r1@i2"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "a3",
          "kind": "warp",
          "label": "warp",
          "token": "@a3"
        }
      ],
      "text": "r1@a3"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "b3",
          "kind": "warp",
          "label": "warp",
          "token": "@b3"
        }
      ],
      "text": "r1@b3"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "c3",
          "kind": "warp",
          "label": "warp",
          "token": "@c3"
        }
      ],
      "text": "r1@c3"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "d3",
          "kind": "warp",
          "label": "warp",
          "token": "@d3"
        }
      ],
      "text": "r1@d3"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "e3",
          "kind": "warp",
          "label": "warp",
          "token": "@e3"
        }
      ],
      "text": "r1@e3"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "f3",
          "kind": "warp",
          "label": "warp",
          "token": "@f3"
        }
      ],
      "text": "r1@f3"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "g3",
          "kind": "warp",
          "label": "warp",
          "token": "@g3"
        }
      ],
      "text": "r1@g3"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "h3",
          "kind": "warp",
          "label": "warp",
          "token": "@h3"
        }
      ],
      "text": "r1@h3"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "i3",
          "kind": "warp",
          "label": "warp",
          "token": "@i3"
        }
      ],
      "text": "r1@i3"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "a4",
          "kind": "warp",
          "label": "warp",
          "token": "@a4"
        }
      ],
      "text": "r1@a4"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "b4",
          "kind": "warp",
          "label": "warp",
          "token": "@b4"
        }
      ],
      "text": "r1@b4"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "c4",
          "kind": "warp",
          "label": "warp",
          "token": "@c4"
        }
      ],
      "text": "r1@c4"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "e4",
          "kind": "warp",
          "label": "warp",
          "token": "@e4"
        }
      ],
      "text": "r1@e4"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "f4",
          "kind": "warp",
          "label": "warp",
          "token": "@f4"
        }
      ],
      "text": "r1@f4"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "g4",
          "kind": "warp",
          "label": "warp",
          "token": "@g4"
        }
      ],
      "text": "r1@g4"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "h4",
          "kind": "warp",
          "label": "warp",
          "token": "@h4"
        }
      ],
      "text": "r1@h4"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "i4",
          "kind": "warp",
          "label": "warp",
          "token": "@i4"
        }
      ],
      "text": "r1@i4"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "a5",
          "kind": "warp",
          "label": "warp",
          "token": "@a5"
        }
      ],
      "text": "r1@a5"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "b5",
          "kind": "warp",
          "label": "warp",
          "token": "@b5"
        }
      ],
      "text": "r1@b5"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "d5",
          "kind": "warp",
          "label": "warp",
          "token": "@d5"
        }
      ],
      "text": "r1@d5"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "e5",
          "kind": "warp",
          "label": "warp",
          "token": "@e5"
        }
      ],
      "text": "r1@e5"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "f5",
          "kind": "warp",
          "label": "warp",
          "token": "@f5"
        }
      ],
      "text": "r1@f5"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "g5",
          "kind": "warp",
          "label": "warp",
          "token": "@g5"
        }
      ],
      "text": "r1@g5"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "h5",
          "kind": "warp",
          "label": "warp",
          "token": "@h5"
        }
      ],
      "text": "r1@h5"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "b6",
          "kind": "warp",
          "label": "warp",
          "token": "@b6"
        }
      ],
      "text": "r1@b6"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "f6",
          "kind": "warp",
          "label": "warp",
          "token": "@f6"
        }
      ],
      "text": "r1@f6"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "b7",
          "kind": "warp",
          "label": "warp",
          "token": "@b7"
        }
      ],
      "text": "r1@b7"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "f7",
          "kind": "warp",
          "label": "warp",
          "token": "@f7"
        }
      ],
      "text": "r1@f7"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "b8",
          "kind": "warp",
          "label": "warp",
          "token": "@b8"
        }
      ],
      "text": "r1@b8"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "f8",
          "kind": "warp",
          "label": "warp",
          "token": "@f8"
        }
      ],
      "text": "r1@f8"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "a9",
          "kind": "warp",
          "label": "warp",
          "token": "@a9"
        }
      ],
      "text": "r1@a9"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "b9",
          "kind": "warp",
          "label": "warp",
          "token": "@b9"
        }
      ],
      "text": "r1@b9"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "d9",
          "kind": "warp",
          "label": "warp",
          "token": "@d9"
        }
      ],
      "text": "r1@d9"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "f9",
          "kind": "warp",
          "label": "warp",
          "token": "@f9"
        }
      ],
      "text": "r1@f9"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "g9",
          "kind": "warp",
          "label": "warp",
          "token": "@g9"
        }
      ],
      "text": "r1@g9"
    },
    {
      "seat": 0,
      "taps": [
        {
          "at": "d4",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "h9",
          "kind": "warp",
          "label": "warp",
          "token": "@h9"
        }
      ],
      "text": "r1@h9"
    },
    {
      "seat": 0,
      "taps": [
        {
          "kind": "finish",
          "label": "end-turn",
          "token": "end"
        }
      ],
      "text": "end"
    }
  ],
  "mode": "pass-and-play",
  "outcome": null,
  "paused": false,
  "phase": "playing",
  "ply": 1,
  "position": "s 0 r0=GN@c2,r1=AS@d4,y0=GN@i12,y1=CB@e9 troops:r -",
  "practice": false,
  "revision": 20,
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
    "marks": [],
    "notes": [
      {
        "code": "no-damage-turns",
        "params": {
          "turns": "0"
        }
      },
      {
        "code": "general",
        "params": {
          "group": "r"
        }
      },
      {
        "code": "troops"
      }
    ],
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
        "at": "d4",
        "carriedBy": null,
        "cooldown": 0,
        "group": "r",
        "hp": 1,
        "id": "r1",
        "kind": "AS",
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
        "at": "e9",
        "carriedBy": null,
        "cooldown": null,
        "group": "y",
        "hp": 1,
        "id": "y1",
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
});
