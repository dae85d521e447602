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
      "text": "r1xe4",
      "words": {
        "from": "e1",
        "group": "r",
        "piece": "CB",
        "target": "LI",
        "targetGroup": "y",
        "to": "e4",
        "verb": "defeat"
      }
    },
    {
      "ms": 1000,
      "seat": 0,
      "side": "first",
      "text": "r2xg2",
      "words": {
        "from": "g4",
        "group": "r",
        "piece": "FL",
        "target": "HI",
        "targetGroup": "y",
        "to": "g2",
        "verb": "attack"
      }
    },
    {
      "ms": 1000,
      "seat": 0,
      "side": "first",
      "text": "end",
      "words": {
        "group": "r",
        "verb": "end-turn"
      }
    }
  ],
  "humanToAct": true,
  "id": "game-13",
  "lastAction": "end",
  "lastEffects": [],
  "lastTaps": [
    {
      "kind": "finish",
      "label": "end-turn",
      "token": "end"
    }
  ],
  "legalActions": [
    {
      "seat": 2,
      "taps": [
        {
          "kind": "word",
          "label": "lead",
          "token": "lead"
        },
        {
          "at": "k13",
          "kind": "general",
          "token": "y"
        }
      ],
      "text": "lead y"
    },
    {
      "seat": 2,
      "taps": [
        {
          "kind": "word",
          "label": "troops",
          "token": "troops"
        },
        {
          "at": "k13",
          "kind": "general",
          "token": "y"
        }
      ],
      "text": "troops y"
    }
  ],
  "mode": "pass-and-play",
  "outcome": null,
  "paused": false,
  "phase": "playing",
  "ply": 4,
  "position": "n 0 r0=GN@a1,r1=CB@e1,r2=FL@g4,y0=GN@k13,y2=HI@g2:1",
  "practice": false,
  "revision": 32,
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
        "at": "g4",
        "carriedBy": null,
        "cooldown": null,
        "group": "r",
        "hp": 1,
        "id": "r2",
        "kind": "FL",
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
        "at": "g2",
        "carriedBy": null,
        "cooldown": null,
        "group": "y",
        "hp": 1,
        "id": "y2",
        "kind": "HI",
        "locked": false,
        "maxHp": 3,
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
