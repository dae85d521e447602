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
  "id": "game-6",
  "lastAction": null,
  "lastEffects": [],
  "lastTaps": [],
  "legalActions": [
    {
      "seat": null,
      "taps": [
        {
          "at": "e5",
          "kind": "point",
          "token": "e5"
        },
        {
          "at": "e4",
          "kind": "move",
          "token": "e4"
        }
      ],
      "text": "e5e4"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "e5",
          "kind": "point",
          "token": "e5"
        },
        {
          "at": "d5",
          "kind": "move",
          "token": "d5"
        }
      ],
      "text": "e5d5"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "e5",
          "kind": "point",
          "token": "e5"
        },
        {
          "at": "f5",
          "kind": "move",
          "token": "f5"
        }
      ],
      "text": "e5f5"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "e5",
          "kind": "point",
          "token": "e5"
        },
        {
          "at": "e6",
          "kind": "move",
          "token": "e6"
        }
      ],
      "text": "e5e6"
    }
  ],
  "mode": "pass-and-play",
  "outcome": null,
  "paused": false,
  "phase": "playing",
  "ply": 0,
  "position": "9/4c4/9/9/4l4/2X3X2/4S4/9/9/4C4/9 r S5TFBHLWRDE s6tfbhwrde 0 1",
  "practice": false,
  "revision": 12,
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
        "at": "e5",
        "carriedBy": null,
        "cooldown": null,
        "group": null,
        "hp": null,
        "id": "e5",
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
        "at": "e7",
        "carriedBy": null,
        "cooldown": null,
        "group": null,
        "hp": null,
        "id": "e7",
        "kind": "l",
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
        "count": 5,
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
        "count": 6,
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
