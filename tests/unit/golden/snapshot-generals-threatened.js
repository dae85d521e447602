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
  "id": "game-12",
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
          "at": "a1",
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
          "at": "a1",
          "kind": "general",
          "token": "r"
        }
      ],
      "text": "troops r"
    }
  ],
  "mode": "pass-and-play",
  "outcome": null,
  "paused": false,
  "phase": "playing",
  "ply": 0,
  "position": "s 0 r0=GN@a1,r1=CB@e1,y0=GN@k13,y1=LI@e4,y2=SH@g1",
  "practice": false,
  "revision": 25,
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
        "at": "a1",
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
        "at": "e1",
        "carriedBy": null,
        "cooldown": null,
        "group": "r",
        "hp": 1,
        "id": "r1",
        "kind": "CB",
        "locked": false,
        "maxHp": 1,
        "side": "first"
      },
      {
        "at": "k13",
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
        "at": "e4",
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
        "at": "g1",
        "carriedBy": null,
        "cooldown": null,
        "group": "y",
        "hp": 1,
        "id": "y2",
        "kind": "SH",
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
