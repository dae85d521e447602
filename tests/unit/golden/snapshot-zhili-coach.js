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
  "coach": [
    {
      "action": "4-3",
      "verdict": {
        "kind": "win",
        "plies": 2
      }
    },
    {
      "action": "6-3",
      "verdict": {
        "kind": "draw"
      }
    },
    {
      "action": "7-3",
      "verdict": {
        "kind": "draw"
      }
    },
    {
      "action": "8-10",
      "verdict": {
        "kind": "draw"
      }
    }
  ],
  "createdAt": "2026-01-01T00:00:00Z",
  "curtain": null,
  "game": "zhili",
  "helped": true,
  "hintsLeft": null,
  "history": [],
  "humanToAct": true,
  "id": "game-15",
  "lastAction": null,
  "lastEffects": [],
  "lastTaps": [],
  "legalActions": [
    {
      "seat": null,
      "taps": [
        {
          "at": "4",
          "kind": "point",
          "token": "4"
        },
        {
          "at": "3",
          "kind": "move",
          "token": "3"
        }
      ],
      "text": "4-3"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "6",
          "kind": "point",
          "token": "6"
        },
        {
          "at": "3",
          "kind": "move",
          "token": "3"
        }
      ],
      "text": "6-3"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "7",
          "kind": "point",
          "token": "7"
        },
        {
          "at": "3",
          "kind": "move",
          "token": "3"
        }
      ],
      "text": "7-3"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "8",
          "kind": "point",
          "token": "8"
        },
        {
          "at": "10",
          "kind": "move",
          "token": "10"
        }
      ],
      "text": "8-10"
    }
  ],
  "mode": "pass-and-play",
  "outcome": null,
  "paused": false,
  "phase": "playing",
  "ply": 0,
  "position": "bbb.sbrrrr. r 0",
  "practice": false,
  "revision": 38,
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
        "kind": "s",
        "locked": false,
        "maxHp": null,
        "side": null
      },
      {
        "at": "5",
        "carriedBy": null,
        "cooldown": null,
        "group": null,
        "hp": null,
        "id": "5",
        "kind": "b",
        "locked": false,
        "maxHp": null,
        "side": "second"
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
      }
    ],
    "reserves": [],
    "terrain": []
  }
});
