// Written by src-tauri/tests/golden.rs: do not edit (UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden).
/** @import { SinceLastTurn } from '../../../ui/js/contract.js' */
export default /** @satisfies {SinceLastTurn} */ ({
  "boards": [
    {
      "atTurnBoundary": true,
      "lastAction": null,
      "lastEffects": [],
      "lastTaps": [],
      "ply": 0,
      "position": "s 0 r0=GN@a1,r1=CB@e1,r2=FL@g4,y0=GN@k13,y1=LI@e4,y2=HI@g2",
      "toMove": "first",
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
            "at": "e4",
            "carriedBy": null,
            "cooldown": null,
            "group": "y",
            "hp": 1,
            "id": "y1",
            "kind": "LI",
            "locked": false,
            "maxHp": 1,
            "side": "second"
          },
          {
            "at": "g2",
            "carriedBy": null,
            "cooldown": null,
            "group": "y",
            "hp": 3,
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
    },
    {
      "atTurnBoundary": false,
      "lastAction": "troops r",
      "lastEffects": [],
      "lastTaps": [
        {
          "kind": "word",
          "label": "troops",
          "token": "troops"
        },
        {
          "at": "a1",
          "kind": "general",
          "token": "r"
        }
      ],
      "ply": 1,
      "position": "s 0 r0=GN@a1,r1=CB@e1,r2=FL@g4,y0=GN@k13,y1=LI@e4,y2=HI@g2 troops:r -",
      "toMove": "first",
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
            "at": "e4",
            "carriedBy": null,
            "cooldown": null,
            "group": "y",
            "hp": 1,
            "id": "y1",
            "kind": "LI",
            "locked": false,
            "maxHp": 1,
            "side": "second"
          },
          {
            "at": "g2",
            "carriedBy": null,
            "cooldown": null,
            "group": "y",
            "hp": 3,
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
    },
    {
      "atTurnBoundary": false,
      "lastAction": "r1xe4",
      "lastEffects": [
        {
          "at": "e4",
          "kind": "capture"
        }
      ],
      "lastTaps": [
        {
          "at": "e1",
          "kind": "unit",
          "token": "r1"
        },
        {
          "at": "e4",
          "kind": "attack",
          "label": "attack",
          "token": "xe4"
        }
      ],
      "ply": 2,
      "position": "s 0 r0=GN@a1,r1=CB@e1,r2=FL@g4,y0=GN@k13,y2=HI@g2 troops:r* r1=0a",
      "toMove": "first",
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
            "hp": 3,
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
    },
    {
      "atTurnBoundary": false,
      "lastAction": "r2xg2",
      "lastEffects": [
        {
          "at": "g2",
          "damage": 2,
          "id": "y2",
          "kind": "hit"
        }
      ],
      "lastTaps": [
        {
          "at": "g4",
          "kind": "unit",
          "token": "r2"
        },
        {
          "at": "g2",
          "kind": "attack",
          "label": "attack",
          "token": "xg2"
        }
      ],
      "ply": 3,
      "position": "s 0 r0=GN@a1,r1=CB@e1,r2=FL@g4,y0=GN@k13,y2=HI@g2:1 troops:r* r1=0a,r2=0a",
      "toMove": "first",
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
    },
    {
      "atTurnBoundary": true,
      "lastAction": "end",
      "lastEffects": [],
      "lastTaps": [
        {
          "kind": "finish",
          "label": "end-turn",
          "token": "end"
        }
      ],
      "ply": 4,
      "position": "n 0 r0=GN@a1,r1=CB@e1,r2=FL@g4,y0=GN@k13,y2=HI@g2:1",
      "toMove": "second",
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
    }
  ],
  "damaged": [
    {
      "hpLost": 2,
      "id": "y2",
      "kind": "HI"
    }
  ],
  "inDanger": [],
  "lost": [
    {
      "count": 1,
      "kind": "LI"
    }
  ],
  "replay": true,
  "seat": 1,
  "side": "second"
});
