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
  "id": "game-3",
  "lastAction": null,
  "lastEffects": [],
  "lastTaps": [],
  "legalActions": [
    {
      "seat": null,
      "taps": [
        {
          "at": "e2",
          "kind": "point",
          "token": "e2"
        },
        {
          "at": "e1",
          "kind": "move",
          "token": "e1"
        }
      ],
      "text": "e2e1"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "e2",
          "kind": "point",
          "token": "e2"
        },
        {
          "at": "d2",
          "kind": "move",
          "token": "d2"
        }
      ],
      "text": "e2d2"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "e2",
          "kind": "point",
          "token": "e2"
        },
        {
          "at": "f2",
          "kind": "move",
          "token": "f2"
        }
      ],
      "text": "e2f2"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "e2",
          "kind": "point",
          "token": "e2"
        },
        {
          "at": "e3",
          "kind": "move",
          "token": "e3"
        }
      ],
      "text": "e2e3"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "at": "d2",
          "kind": "move",
          "token": "d2"
        }
      ],
      "text": "d3d2"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "at": "c3",
          "kind": "move",
          "token": "c3"
        }
      ],
      "text": "d3c3"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "at": "e3",
          "kind": "move",
          "token": "e3"
        }
      ],
      "text": "d3e3"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "d3",
          "kind": "point",
          "token": "d3"
        },
        {
          "at": "d4",
          "kind": "move",
          "token": "d4"
        }
      ],
      "text": "d3d4"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "b5",
          "kind": "point",
          "token": "b5"
        },
        {
          "at": "b4",
          "kind": "move",
          "token": "b4"
        }
      ],
      "text": "b5b4"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "b5",
          "kind": "point",
          "token": "b5"
        },
        {
          "at": "a5",
          "kind": "move",
          "token": "a5"
        }
      ],
      "text": "b5a5"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "b5",
          "kind": "point",
          "token": "b5"
        },
        {
          "at": "c5",
          "kind": "move",
          "token": "c5"
        }
      ],
      "text": "b5c5"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "b5",
          "kind": "point",
          "token": "b5"
        },
        {
          "at": "b6",
          "kind": "move",
          "token": "b6"
        }
      ],
      "text": "b5b6"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "h5",
          "kind": "point",
          "token": "h5"
        },
        {
          "at": "h4",
          "kind": "move",
          "token": "h4"
        }
      ],
      "text": "h5h4"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "h5",
          "kind": "point",
          "token": "h5"
        },
        {
          "at": "g5",
          "kind": "move",
          "token": "g5"
        }
      ],
      "text": "h5g5"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "h5",
          "kind": "point",
          "token": "h5"
        },
        {
          "at": "i5",
          "kind": "move",
          "token": "i5"
        }
      ],
      "text": "h5i5"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "h5",
          "kind": "point",
          "token": "h5"
        },
        {
          "at": "h6",
          "kind": "move",
          "token": "h6"
        }
      ],
      "text": "h5h6"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "c6",
          "kind": "point",
          "token": "c6"
        },
        {
          "at": "c5",
          "kind": "move",
          "token": "c5"
        }
      ],
      "text": "c6c5"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "c6",
          "kind": "point",
          "token": "c6"
        },
        {
          "at": "b6",
          "kind": "move",
          "token": "b6"
        }
      ],
      "text": "c6b6"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "c6",
          "kind": "point",
          "token": "c6"
        },
        {
          "at": "d6",
          "kind": "move",
          "token": "d6"
        }
      ],
      "text": "c6d6"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "c6",
          "kind": "point",
          "token": "c6"
        },
        {
          "at": "c7",
          "kind": "move",
          "token": "c7"
        }
      ],
      "text": "c6c7"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g6",
          "kind": "point",
          "token": "g6"
        },
        {
          "at": "g5",
          "kind": "move",
          "token": "g5"
        }
      ],
      "text": "g6g5"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g6",
          "kind": "point",
          "token": "g6"
        },
        {
          "at": "f6",
          "kind": "move",
          "token": "f6"
        }
      ],
      "text": "g6f6"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g6",
          "kind": "point",
          "token": "g6"
        },
        {
          "at": "h6",
          "kind": "move",
          "token": "h6"
        }
      ],
      "text": "g6h6"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "d1",
          "kind": "point",
          "token": "d1"
        }
      ],
      "text": "+d1"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "e1",
          "kind": "point",
          "token": "e1"
        }
      ],
      "text": "+e1"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "f1",
          "kind": "point",
          "token": "f1"
        }
      ],
      "text": "+f1"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "d2",
          "kind": "point",
          "token": "d2"
        }
      ],
      "text": "+d2"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "f2",
          "kind": "point",
          "token": "f2"
        }
      ],
      "text": "+f2"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "e3",
          "kind": "point",
          "token": "e3"
        }
      ],
      "text": "+e3"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        }
      ],
      "text": "+f3"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "c5",
          "kind": "point",
          "token": "c5"
        }
      ],
      "text": "+c5"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "d5",
          "kind": "point",
          "token": "d5"
        }
      ],
      "text": "+d5"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "b6",
          "kind": "point",
          "token": "b6"
        }
      ],
      "text": "+b6"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "d6",
          "kind": "point",
          "token": "d6"
        }
      ],
      "text": "+d6"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "b7",
          "kind": "point",
          "token": "b7"
        }
      ],
      "text": "+b7"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "c7",
          "kind": "point",
          "token": "c7"
        }
      ],
      "text": "+c7"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "d7",
          "kind": "point",
          "token": "d7"
        }
      ],
      "text": "+d7"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "d1",
          "kind": "point",
          "token": "d1"
        },
        {
          "anyOrder": true,
          "at": "c5",
          "kind": "point",
          "token": "c5"
        }
      ],
      "text": "+d1+c5"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "d1",
          "kind": "point",
          "token": "d1"
        },
        {
          "anyOrder": true,
          "at": "d5",
          "kind": "point",
          "token": "d5"
        }
      ],
      "text": "+d1+d5"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "d1",
          "kind": "point",
          "token": "d1"
        },
        {
          "anyOrder": true,
          "at": "b6",
          "kind": "point",
          "token": "b6"
        }
      ],
      "text": "+d1+b6"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "d1",
          "kind": "point",
          "token": "d1"
        },
        {
          "anyOrder": true,
          "at": "d6",
          "kind": "point",
          "token": "d6"
        }
      ],
      "text": "+d1+d6"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "d1",
          "kind": "point",
          "token": "d1"
        },
        {
          "anyOrder": true,
          "at": "b7",
          "kind": "point",
          "token": "b7"
        }
      ],
      "text": "+d1+b7"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "d1",
          "kind": "point",
          "token": "d1"
        },
        {
          "anyOrder": true,
          "at": "c7",
          "kind": "point",
          "token": "c7"
        }
      ],
      "text": "+d1+c7"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "d1",
          "kind": "point",
          "token": "d1"
        },
        {
          "anyOrder": true,
          "at": "d7",
          "kind": "point",
          "token": "d7"
        }
      ],
      "text": "+d1+d7"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "e1",
          "kind": "point",
          "token": "e1"
        },
        {
          "anyOrder": true,
          "at": "c5",
          "kind": "point",
          "token": "c5"
        }
      ],
      "text": "+e1+c5"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "e1",
          "kind": "point",
          "token": "e1"
        },
        {
          "anyOrder": true,
          "at": "d5",
          "kind": "point",
          "token": "d5"
        }
      ],
      "text": "+e1+d5"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "e1",
          "kind": "point",
          "token": "e1"
        },
        {
          "anyOrder": true,
          "at": "b6",
          "kind": "point",
          "token": "b6"
        }
      ],
      "text": "+e1+b6"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "e1",
          "kind": "point",
          "token": "e1"
        },
        {
          "anyOrder": true,
          "at": "d6",
          "kind": "point",
          "token": "d6"
        }
      ],
      "text": "+e1+d6"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "e1",
          "kind": "point",
          "token": "e1"
        },
        {
          "anyOrder": true,
          "at": "b7",
          "kind": "point",
          "token": "b7"
        }
      ],
      "text": "+e1+b7"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "e1",
          "kind": "point",
          "token": "e1"
        },
        {
          "anyOrder": true,
          "at": "c7",
          "kind": "point",
          "token": "c7"
        }
      ],
      "text": "+e1+c7"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "e1",
          "kind": "point",
          "token": "e1"
        },
        {
          "anyOrder": true,
          "at": "d7",
          "kind": "point",
          "token": "d7"
        }
      ],
      "text": "+e1+d7"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "f1",
          "kind": "point",
          "token": "f1"
        },
        {
          "anyOrder": true,
          "at": "c5",
          "kind": "point",
          "token": "c5"
        }
      ],
      "text": "+f1+c5"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "f1",
          "kind": "point",
          "token": "f1"
        },
        {
          "anyOrder": true,
          "at": "d5",
          "kind": "point",
          "token": "d5"
        }
      ],
      "text": "+f1+d5"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "f1",
          "kind": "point",
          "token": "f1"
        },
        {
          "anyOrder": true,
          "at": "b6",
          "kind": "point",
          "token": "b6"
        }
      ],
      "text": "+f1+b6"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "f1",
          "kind": "point",
          "token": "f1"
        },
        {
          "anyOrder": true,
          "at": "d6",
          "kind": "point",
          "token": "d6"
        }
      ],
      "text": "+f1+d6"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "f1",
          "kind": "point",
          "token": "f1"
        },
        {
          "anyOrder": true,
          "at": "b7",
          "kind": "point",
          "token": "b7"
        }
      ],
      "text": "+f1+b7"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "f1",
          "kind": "point",
          "token": "f1"
        },
        {
          "anyOrder": true,
          "at": "c7",
          "kind": "point",
          "token": "c7"
        }
      ],
      "text": "+f1+c7"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "f1",
          "kind": "point",
          "token": "f1"
        },
        {
          "anyOrder": true,
          "at": "d7",
          "kind": "point",
          "token": "d7"
        }
      ],
      "text": "+f1+d7"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "d2",
          "kind": "point",
          "token": "d2"
        },
        {
          "anyOrder": true,
          "at": "c5",
          "kind": "point",
          "token": "c5"
        }
      ],
      "text": "+d2+c5"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "d2",
          "kind": "point",
          "token": "d2"
        },
        {
          "anyOrder": true,
          "at": "d5",
          "kind": "point",
          "token": "d5"
        }
      ],
      "text": "+d2+d5"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "d2",
          "kind": "point",
          "token": "d2"
        },
        {
          "anyOrder": true,
          "at": "b6",
          "kind": "point",
          "token": "b6"
        }
      ],
      "text": "+d2+b6"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "d2",
          "kind": "point",
          "token": "d2"
        },
        {
          "anyOrder": true,
          "at": "d6",
          "kind": "point",
          "token": "d6"
        }
      ],
      "text": "+d2+d6"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "d2",
          "kind": "point",
          "token": "d2"
        },
        {
          "anyOrder": true,
          "at": "b7",
          "kind": "point",
          "token": "b7"
        }
      ],
      "text": "+d2+b7"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "d2",
          "kind": "point",
          "token": "d2"
        },
        {
          "anyOrder": true,
          "at": "c7",
          "kind": "point",
          "token": "c7"
        }
      ],
      "text": "+d2+c7"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "d2",
          "kind": "point",
          "token": "d2"
        },
        {
          "anyOrder": true,
          "at": "d7",
          "kind": "point",
          "token": "d7"
        }
      ],
      "text": "+d2+d7"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "f2",
          "kind": "point",
          "token": "f2"
        },
        {
          "anyOrder": true,
          "at": "c5",
          "kind": "point",
          "token": "c5"
        }
      ],
      "text": "+f2+c5"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "f2",
          "kind": "point",
          "token": "f2"
        },
        {
          "anyOrder": true,
          "at": "d5",
          "kind": "point",
          "token": "d5"
        }
      ],
      "text": "+f2+d5"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "f2",
          "kind": "point",
          "token": "f2"
        },
        {
          "anyOrder": true,
          "at": "b6",
          "kind": "point",
          "token": "b6"
        }
      ],
      "text": "+f2+b6"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "f2",
          "kind": "point",
          "token": "f2"
        },
        {
          "anyOrder": true,
          "at": "d6",
          "kind": "point",
          "token": "d6"
        }
      ],
      "text": "+f2+d6"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "f2",
          "kind": "point",
          "token": "f2"
        },
        {
          "anyOrder": true,
          "at": "b7",
          "kind": "point",
          "token": "b7"
        }
      ],
      "text": "+f2+b7"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "f2",
          "kind": "point",
          "token": "f2"
        },
        {
          "anyOrder": true,
          "at": "c7",
          "kind": "point",
          "token": "c7"
        }
      ],
      "text": "+f2+c7"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "f2",
          "kind": "point",
          "token": "f2"
        },
        {
          "anyOrder": true,
          "at": "d7",
          "kind": "point",
          "token": "d7"
        }
      ],
      "text": "+f2+d7"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "e3",
          "kind": "point",
          "token": "e3"
        },
        {
          "anyOrder": true,
          "at": "c5",
          "kind": "point",
          "token": "c5"
        }
      ],
      "text": "+e3+c5"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "e3",
          "kind": "point",
          "token": "e3"
        },
        {
          "anyOrder": true,
          "at": "d5",
          "kind": "point",
          "token": "d5"
        }
      ],
      "text": "+e3+d5"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "e3",
          "kind": "point",
          "token": "e3"
        },
        {
          "anyOrder": true,
          "at": "b6",
          "kind": "point",
          "token": "b6"
        }
      ],
      "text": "+e3+b6"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "e3",
          "kind": "point",
          "token": "e3"
        },
        {
          "anyOrder": true,
          "at": "d6",
          "kind": "point",
          "token": "d6"
        }
      ],
      "text": "+e3+d6"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "e3",
          "kind": "point",
          "token": "e3"
        },
        {
          "anyOrder": true,
          "at": "b7",
          "kind": "point",
          "token": "b7"
        }
      ],
      "text": "+e3+b7"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "e3",
          "kind": "point",
          "token": "e3"
        },
        {
          "anyOrder": true,
          "at": "c7",
          "kind": "point",
          "token": "c7"
        }
      ],
      "text": "+e3+c7"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "e3",
          "kind": "point",
          "token": "e3"
        },
        {
          "anyOrder": true,
          "at": "d7",
          "kind": "point",
          "token": "d7"
        }
      ],
      "text": "+e3+d7"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "anyOrder": true,
          "at": "c5",
          "kind": "point",
          "token": "c5"
        }
      ],
      "text": "+f3+c5"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "anyOrder": true,
          "at": "d5",
          "kind": "point",
          "token": "d5"
        }
      ],
      "text": "+f3+d5"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "anyOrder": true,
          "at": "b6",
          "kind": "point",
          "token": "b6"
        }
      ],
      "text": "+f3+b6"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "anyOrder": true,
          "at": "d6",
          "kind": "point",
          "token": "d6"
        }
      ],
      "text": "+f3+d6"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "anyOrder": true,
          "at": "b7",
          "kind": "point",
          "token": "b7"
        }
      ],
      "text": "+f3+b7"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "anyOrder": true,
          "at": "c7",
          "kind": "point",
          "token": "c7"
        }
      ],
      "text": "+f3+c7"
    },
    {
      "seat": null,
      "taps": [
        {
          "help": "recruit",
          "kind": "word",
          "label": "recruit",
          "shows": "site",
          "token": "+"
        },
        {
          "anyOrder": true,
          "at": "f3",
          "kind": "point",
          "token": "f3"
        },
        {
          "anyOrder": true,
          "at": "d7",
          "kind": "point",
          "token": "d7"
        }
      ],
      "text": "+f3+d7"
    }
  ],
  "mode": "pass-and-play",
  "outcome": null,
  "paused": false,
  "phase": "playing",
  "ply": 0,
  "position": "9/4c4/4s4/9/6s2/2X3X2/1S5S1/9/3S5/4C4/9 r S3 - 0 1",
  "practice": false,
  "revision": 6,
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
        "at": "d3",
        "carriedBy": null,
        "cooldown": null,
        "group": null,
        "hp": null,
        "id": "d3",
        "kind": "S",
        "locked": false,
        "maxHp": null,
        "side": "first"
      },
      {
        "at": "b5",
        "carriedBy": null,
        "cooldown": null,
        "group": null,
        "hp": null,
        "id": "b5",
        "kind": "S",
        "locked": false,
        "maxHp": null,
        "side": "first"
      },
      {
        "at": "h5",
        "carriedBy": null,
        "cooldown": null,
        "group": null,
        "hp": null,
        "id": "h5",
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
        "at": "g7",
        "carriedBy": null,
        "cooldown": null,
        "group": null,
        "hp": null,
        "id": "g7",
        "kind": "s",
        "locked": false,
        "maxHp": null,
        "side": "second"
      },
      {
        "at": "e9",
        "carriedBy": null,
        "cooldown": null,
        "group": null,
        "hp": null,
        "id": "e9",
        "kind": "s",
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
        "count": 3,
        "kind": "S",
        "side": "first"
      }
    ],
    "terrain": []
  }
});
