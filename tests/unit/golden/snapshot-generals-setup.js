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
  "curtain": {
    "pinOffered": false,
    "pinSet": false,
    "side": "first"
  },
  "game": "generals",
  "helped": false,
  "hintsLeft": null,
  "history": [],
  "humanToAct": true,
  "id": "game-11",
  "lastAction": null,
  "lastEffects": [],
  "lastTaps": [],
  "legalActions": [],
  "mode": "pass-and-play",
  "outcome": null,
  "paused": false,
  "phase": "setup",
  "ply": 0,
  "position": "",
  "practice": false,
  "revision": 33,
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
        "at": "b1",
        "kind": "spawn-r"
      },
      {
        "at": "c1",
        "kind": "spawn-r"
      },
      {
        "at": "d1",
        "kind": "spawn-r"
      },
      {
        "at": "b2",
        "kind": "spawn-r"
      },
      {
        "at": "d2",
        "kind": "spawn-r"
      },
      {
        "at": "b3",
        "kind": "spawn-r"
      },
      {
        "at": "c3",
        "kind": "spawn-r"
      },
      {
        "at": "d3",
        "kind": "spawn-r"
      },
      {
        "at": "h1",
        "kind": "spawn-b"
      },
      {
        "at": "i1",
        "kind": "spawn-b"
      },
      {
        "at": "j1",
        "kind": "spawn-b"
      },
      {
        "at": "h2",
        "kind": "spawn-b"
      },
      {
        "at": "j2",
        "kind": "spawn-b"
      },
      {
        "at": "h3",
        "kind": "spawn-b"
      },
      {
        "at": "i3",
        "kind": "spawn-b"
      },
      {
        "at": "j3",
        "kind": "spawn-b"
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
});
