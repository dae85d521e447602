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
  "id": "game-9",
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
    }
  ],
  "mode": "pass-and-play",
  "outcome": null,
  "paused": false,
  "phase": "playing",
  "ply": 0,
  "position": "s 0 r0=GN@c2,r1=AS@d4,y0=GN@i12,y1=CB@e9",
  "practice": false,
  "revision": 18,
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
