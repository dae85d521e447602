// Written by src-tauri/tests/golden.rs: do not edit (UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden).
/** @import { DrillView } from '../../../ui/js/contract.js' */
export default /** @satisfies {DrillView} */ ({
  "after": 0.5,
  "atTurnBoundary": true,
  "before": 1.0,
  "best": null,
  "bestChance": null,
  "bestWords": null,
  "chance": null,
  "game": "zhili",
  "history": [],
  "holdMoves": 0,
  "humanToAct": true,
  "id": 1,
  "kept": 0,
  "kind": "convert-win",
  "lastAction": null,
  "lastEffects": [],
  "lastTaps": [],
  "learner": "first",
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
  "missedTries": 0,
  "next": null,
  "pendingOthers": 0,
  "phase": "playing",
  "played": "6-3",
  "playedWords": {
    "from": "6",
    "piece": "r",
    "to": "3",
    "verb": "move"
  },
  "ply": 0,
  "position": "bbb.sbrrrr. r 0",
  "progressSaved": true,
  "replies": [],
  "seats": [
    {
      "kind": "human"
    },
    {
      "kind": "ai"
    }
  ],
  "shown": false,
  "solved": false,
  "state": "playing",
  "toMove": "first",
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
