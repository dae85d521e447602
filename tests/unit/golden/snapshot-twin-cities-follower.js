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
  "id": "game-5",
  "lastAction": null,
  "lastEffects": [],
  "lastTaps": [],
  "legalActions": [
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "g1",
          "kind": "move",
          "token": "g1"
        }
      ],
      "text": "g3g1"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "g2",
          "kind": "move",
          "token": "g2"
        }
      ],
      "text": "g3g2"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "e3",
          "kind": "move",
          "token": "e3"
        }
      ],
      "text": "g3e3"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "f3",
          "kind": "move",
          "token": "f3"
        }
      ],
      "text": "g3f3"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "g4",
          "kind": "move",
          "token": "g4"
        }
      ],
      "text": "g3g4"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "g5",
          "kind": "move",
          "token": "g5"
        }
      ],
      "text": "g3g5"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "g1",
          "kind": "move",
          "token": "g1"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "f1",
          "kind": "move",
          "token": "f1"
        }
      ],
      "text": "g3g1~h3f1"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "g1",
          "kind": "move",
          "token": "g1"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "h1",
          "kind": "move",
          "token": "h1"
        }
      ],
      "text": "g3g1~h3h1"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "g1",
          "kind": "move",
          "token": "g1"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "f2",
          "kind": "move",
          "token": "f2"
        }
      ],
      "text": "g3g1~h3f2"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "g1",
          "kind": "move",
          "token": "g1"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "g2",
          "kind": "move",
          "token": "g2"
        }
      ],
      "text": "g3g1~h3g2"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "g1",
          "kind": "move",
          "token": "g1"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "h2",
          "kind": "move",
          "token": "h2"
        }
      ],
      "text": "g3g1~h3h2"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "g2",
          "kind": "move",
          "token": "g2"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "f1",
          "kind": "move",
          "token": "f1"
        }
      ],
      "text": "g3g2~h3f1"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "g2",
          "kind": "move",
          "token": "g2"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "g1",
          "kind": "move",
          "token": "g1"
        }
      ],
      "text": "g3g2~h3g1"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "g2",
          "kind": "move",
          "token": "g2"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "h1",
          "kind": "move",
          "token": "h1"
        }
      ],
      "text": "g3g2~h3h1"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "g2",
          "kind": "move",
          "token": "g2"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "f2",
          "kind": "move",
          "token": "f2"
        }
      ],
      "text": "g3g2~h3f2"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "g2",
          "kind": "move",
          "token": "g2"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "h2",
          "kind": "move",
          "token": "h2"
        }
      ],
      "text": "g3g2~h3h2"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "g2",
          "kind": "move",
          "token": "g2"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "f3",
          "kind": "move",
          "token": "f3"
        }
      ],
      "text": "g3g2~h3f3"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "g2",
          "kind": "move",
          "token": "g2"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "g3",
          "kind": "move",
          "token": "g3"
        }
      ],
      "text": "g3g2~h3g3"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "e3",
          "kind": "move",
          "token": "e3"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "d2",
          "kind": "move",
          "token": "d2"
        }
      ],
      "text": "g3e3~h3d2"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "e3",
          "kind": "move",
          "token": "e3"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "f2",
          "kind": "move",
          "token": "f2"
        }
      ],
      "text": "g3e3~h3f2"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "e3",
          "kind": "move",
          "token": "e3"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "d3",
          "kind": "move",
          "token": "d3"
        }
      ],
      "text": "g3e3~h3d3"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "e3",
          "kind": "move",
          "token": "e3"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "f3",
          "kind": "move",
          "token": "f3"
        }
      ],
      "text": "g3e3~h3f3"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "e3",
          "kind": "move",
          "token": "e3"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "d4",
          "kind": "move",
          "token": "d4"
        }
      ],
      "text": "g3e3~h3d4"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "e3",
          "kind": "move",
          "token": "e3"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "e4",
          "kind": "move",
          "token": "e4"
        }
      ],
      "text": "g3e3~h3e4"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "e3",
          "kind": "move",
          "token": "e3"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "f4",
          "kind": "move",
          "token": "f4"
        }
      ],
      "text": "g3e3~h3f4"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "f3",
          "kind": "move",
          "token": "f3"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "f2",
          "kind": "move",
          "token": "f2"
        }
      ],
      "text": "g3f3~h3f2"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "f3",
          "kind": "move",
          "token": "f3"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "g2",
          "kind": "move",
          "token": "g2"
        }
      ],
      "text": "g3f3~h3g2"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "f3",
          "kind": "move",
          "token": "f3"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "e3",
          "kind": "move",
          "token": "e3"
        }
      ],
      "text": "g3f3~h3e3"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "f3",
          "kind": "move",
          "token": "f3"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "g3",
          "kind": "move",
          "token": "g3"
        }
      ],
      "text": "g3f3~h3g3"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "f3",
          "kind": "move",
          "token": "f3"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "e4",
          "kind": "move",
          "token": "e4"
        }
      ],
      "text": "g3f3~h3e4"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "f3",
          "kind": "move",
          "token": "f3"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "f4",
          "kind": "move",
          "token": "f4"
        }
      ],
      "text": "g3f3~h3f4"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "f3",
          "kind": "move",
          "token": "f3"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "g4",
          "kind": "move",
          "token": "g4"
        }
      ],
      "text": "g3f3~h3g4"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "g4",
          "kind": "move",
          "token": "g4"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "f3",
          "kind": "move",
          "token": "f3"
        }
      ],
      "text": "g3g4~h3f3"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "g4",
          "kind": "move",
          "token": "g4"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "g3",
          "kind": "move",
          "token": "g3"
        }
      ],
      "text": "g3g4~h3g3"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "g4",
          "kind": "move",
          "token": "g4"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "f4",
          "kind": "move",
          "token": "f4"
        }
      ],
      "text": "g3g4~h3f4"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "g4",
          "kind": "move",
          "token": "g4"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "h4",
          "kind": "move",
          "token": "h4"
        }
      ],
      "text": "g3g4~h3h4"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "g4",
          "kind": "move",
          "token": "g4"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "f5",
          "kind": "move",
          "token": "f5"
        }
      ],
      "text": "g3g4~h3f5"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "g4",
          "kind": "move",
          "token": "g4"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "g5",
          "kind": "move",
          "token": "g5"
        }
      ],
      "text": "g3g4~h3g5"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "g4",
          "kind": "move",
          "token": "g4"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "h5",
          "kind": "move",
          "token": "h5"
        }
      ],
      "text": "g3g4~h3h5"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "g5",
          "kind": "move",
          "token": "g5"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "f4",
          "kind": "move",
          "token": "f4"
        }
      ],
      "text": "g3g5~h3f4"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "g5",
          "kind": "move",
          "token": "g5"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "g4",
          "kind": "move",
          "token": "g4"
        }
      ],
      "text": "g3g5~h3g4"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "g5",
          "kind": "move",
          "token": "g5"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "h4",
          "kind": "move",
          "token": "h4"
        }
      ],
      "text": "g3g5~h3h4"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "g5",
          "kind": "move",
          "token": "g5"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "f5",
          "kind": "move",
          "token": "f5"
        }
      ],
      "text": "g3g5~h3f5"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "g5",
          "kind": "move",
          "token": "g5"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "h5",
          "kind": "move",
          "token": "h5"
        }
      ],
      "text": "g3g5~h3h5"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "g5",
          "kind": "move",
          "token": "g5"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "f6",
          "kind": "move",
          "token": "f6"
        }
      ],
      "text": "g3g5~h3f6"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "g3",
          "kind": "point",
          "token": "g3"
        },
        {
          "at": "g5",
          "kind": "move",
          "token": "g5"
        },
        {
          "at": "h3",
          "help": "follow",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "h6",
          "kind": "move",
          "token": "h6"
        }
      ],
      "text": "g3g5~h3h6"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "h3",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "h2",
          "kind": "move",
          "token": "h2"
        }
      ],
      "text": "h3h2"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "h3",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "i3",
          "kind": "move",
          "token": "i3"
        }
      ],
      "text": "h3i3"
    },
    {
      "seat": null,
      "taps": [
        {
          "at": "h3",
          "kind": "point",
          "token": "h3"
        },
        {
          "at": "h4",
          "kind": "move",
          "token": "h4"
        }
      ],
      "text": "h3h4"
    }
  ],
  "mode": "pass-and-play",
  "outcome": null,
  "paused": false,
  "phase": "playing",
  "ply": 0,
  "position": "9/4c4/4s4/9/9/6X2/9/9/6FS1/4C4/9 r - - 0 1",
  "practice": false,
  "revision": 10,
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
        "at": "g3",
        "carriedBy": null,
        "cooldown": null,
        "group": null,
        "hp": null,
        "id": "g3",
        "kind": "F",
        "locked": false,
        "maxHp": null,
        "side": "first"
      },
      {
        "at": "h3",
        "carriedBy": null,
        "cooldown": null,
        "group": null,
        "hp": null,
        "id": "h3",
        "kind": "S",
        "locked": false,
        "maxHp": null,
        "side": "first"
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
    "reserves": [],
    "terrain": []
  }
});
