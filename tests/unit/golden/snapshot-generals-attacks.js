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
    },
    {
      "ms": 1000,
      "seat": 0,
      "side": "first",
      "text": "r1-d4",
      "words": {
        "from": "d3",
        "group": "r",
        "piece": "CB",
        "to": "d4",
        "verb": "move"
      }
    }
  ],
  "humanToAct": true,
  "id": "game-10",
  "lastAction": "r1-d4",
  "lastEffects": [
    {
      "from": "d3",
      "id": "r1",
      "kind": "move",
      "to": "d4"
    }
  ],
  "lastTaps": [
    {
      "at": "d3",
      "kind": "unit",
      "token": "r1"
    },
    {
      "at": "d4",
      "kind": "move",
      "token": "d4"
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
          "at": "h4",
          "kind": "attack",
          "label": "attack",
          "token": "xh4"
        }
      ],
      "text": "r1xh4"
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
  "ply": 2,
  "position": "s 0 r0=GN@c2,r1=CB@d4,y0=GN@i12,y1=SH@d5,y2=SP@h4 troops:r r1=1",
  "practice": false,
  "revision": 24,
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
        "at": "d5",
        "carriedBy": null,
        "cooldown": null,
        "group": "y",
        "hp": 1,
        "id": "y1",
        "kind": "SH",
        "locked": false,
        "maxHp": 1,
        "side": "second"
      },
      {
        "at": "h4",
        "carriedBy": null,
        "cooldown": null,
        "group": "y",
        "hp": 1,
        "id": "y2",
        "kind": "SP",
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
