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
    "remainingMs": null,
    "running": false,
    "sidesMs": null,
    "timerSecs": null
  },
  "createdAt": "2026-01-01T00:00:00Z",
  "curtain": null,
  "endRule": {
    "lesson": "zhili-step",
    "rule": "Z6"
  },
  "game": "zhili",
  "helped": true,
  "hintsLeft": null,
  "history": [
    {
      "ms": 1000,
      "seat": 0,
      "side": "first",
      "text": "4-3",
      "words": {
        "from": "4",
        "piece": "s",
        "to": "3",
        "verb": "move"
      }
    },
    {
      "ms": 1000,
      "seat": 1,
      "side": "second",
      "text": "5-4",
      "words": {
        "from": "5",
        "piece": "b",
        "to": "4",
        "verb": "move"
      }
    },
    {
      "ms": 1000,
      "seat": 0,
      "side": "first",
      "text": "8-5",
      "words": {
        "from": "8",
        "over": "7",
        "piece": "r",
        "to": "5",
        "verb": "jump"
      }
    }
  ],
  "humanToAct": false,
  "id": "game-15",
  "lastAction": "8-5",
  "lastEffects": [
    {
      "from": "8",
      "kind": "move",
      "to": "5"
    }
  ],
  "lastTaps": [
    {
      "at": "8",
      "kind": "point",
      "token": "8"
    },
    {
      "at": "5",
      "kind": "move",
      "token": "5"
    }
  ],
  "legalActions": [],
  "mode": "pass-and-play",
  "outcome": {
    "reason": "no-legal-action",
    "winner": "first"
  },
  "paused": false,
  "phase": "over",
  "ply": 3,
  "position": "bbbsbrrr.r. b 0",
  "practice": false,
  "revision": 42,
  "seatToAct": null,
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
        "at": "3",
        "carriedBy": null,
        "cooldown": null,
        "group": null,
        "hp": null,
        "id": "3",
        "kind": "s",
        "locked": false,
        "maxHp": null,
        "side": null
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
        "kind": "r",
        "locked": false,
        "maxHp": null,
        "side": "first"
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
      }
    ],
    "reserves": [],
    "terrain": []
  }
});
