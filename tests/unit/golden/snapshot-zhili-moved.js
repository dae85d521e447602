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
    "remainingMs": 60000,
    "running": true,
    "sidesMs": null,
    "timerSecs": 60
  },
  "createdAt": "2026-01-01T00:00:00Z",
  "curtain": null,
  "game": "zhili",
  "helped": false,
  "hintsLeft": null,
  "history": [
    {
      "ms": 1000,
      "seat": 0,
      "side": "first",
      "text": "8-7",
      "words": {
        "from": "8",
        "piece": "r",
        "to": "7",
        "verb": "move"
      }
    }
  ],
  "humanToAct": true,
  "id": "game-1",
  "lastAction": "8-7",
  "lastEffects": [
    {
      "from": "8",
      "kind": "move",
      "to": "7"
    }
  ],
  "lastTaps": [
    {
      "at": "8",
      "kind": "point",
      "token": "8"
    },
    {
      "at": "7",
      "kind": "move",
      "token": "7"
    }
  ],
  "legalActions": [
    {
      "seat": null,
      "taps": [
        {
          "at": "2",
          "kind": "point",
          "token": "2"
        },
        {
          "at": "3",
          "kind": "move",
          "token": "3"
        }
      ],
      "text": "2-3"
    },
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
          "at": "5",
          "kind": "point",
          "token": "5"
        },
        {
          "at": "3",
          "kind": "move",
          "token": "3"
        }
      ],
      "text": "5-3"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "5",
          "kind": "point",
          "token": "5"
        },
        {
          "at": "8",
          "kind": "move",
          "token": "8"
        }
      ],
      "text": "5-8"
    }
  ],
  "mode": "pass-and-play",
  "outcome": null,
  "paused": false,
  "phase": "playing",
  "ply": 1,
  "position": "bbb.bsrr.rr b 0",
  "practice": false,
  "revision": 2,
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
        "kind": "b",
        "locked": false,
        "maxHp": null,
        "side": "second"
      },
      {
        "at": "5",
        "carriedBy": null,
        "cooldown": null,
        "group": null,
        "hp": null,
        "id": "5",
        "kind": "s",
        "locked": false,
        "maxHp": null,
        "side": null
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
      },
      {
        "at": "10",
        "carriedBy": null,
        "cooldown": null,
        "group": null,
        "hp": null,
        "id": "10",
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
