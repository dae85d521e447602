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
  "game": "generals",
  "helped": false,
  "hintsLeft": null,
  "history": [],
  "humanToAct": true,
  "id": "game-7",
  "lastAction": null,
  "lastEffects": [],
  "lastTaps": [],
  "legalActions": [
    {
      "seat": 0,
      "taps": [
        {
          "kind": "word",
          "label": "lead",
          "token": "lead"
        },
        {
          "at": "c2",
          "kind": "general",
          "token": "r"
        }
      ],
      "text": "lead r"
    },
    {
      "seat": 0,
      "taps": [
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
      "text": "troops r"
    },
    {
      "seat": 1,
      "taps": [
        {
          "kind": "word",
          "label": "lead",
          "token": "lead"
        },
        {
          "at": "i2",
          "kind": "general",
          "token": "b"
        }
      ],
      "text": "lead b"
    },
    {
      "seat": 1,
      "taps": [
        {
          "kind": "word",
          "label": "troops",
          "token": "troops"
        },
        {
          "at": "i2",
          "kind": "general",
          "token": "b"
        }
      ],
      "text": "troops b"
    }
  ],
  "mode": "pass-and-play",
  "outcome": null,
  "paused": false,
  "phase": "playing",
  "ply": 0,
  "position": "s 0 b0=GN@i2,b1=LC@h3,b2=SH@i3,b3=SP@j3,b4=CA@i1,g0=GN@c12,g1=LC@d11,g2=SH@c11,g3=SP@b11,g4=CA@c13,r0=GN@c2,r1=LI@b3,r2=HI@c3,r3=LI@d3,r4=CB@c1,y0=GN@i12,y1=LI@j11,y2=HI@i11,y3=LI@h11,y4=CB@i13",
  "practice": false,
  "revision": 14,
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
});
