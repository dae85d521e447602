// Written by src-tauri/tests/golden.rs: do not edit (UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden).
/** @import { DrillView } from '../../../ui/js/contract.js' */
export default /** @satisfies {DrillView} */ ({
  "after": 0.5,
  "atTurnBoundary": true,
  "before": 1.0,
  "best": null,
  "bestChance": 1.0,
  "bestWords": null,
  "chance": 0.5,
  "game": "zhili",
  "history": [
    {
      "seat": null,
      "side": "first",
      "text": "6-3",
      "words": {
        "from": "6",
        "piece": "r",
        "to": "3",
        "verb": "move"
      }
    }
  ],
  "holdMoves": 0,
  "humanToAct": false,
  "id": 1,
  "kept": 0,
  "kind": "convert-win",
  "lastAction": "6-3",
  "lastEffects": [
    {
      "from": "6",
      "kind": "move",
      "to": "3"
    }
  ],
  "lastTaps": [
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
  "learner": "first",
  "legalActions": [],
  "missedTries": 1,
  "next": null,
  "pendingOthers": 0,
  "phase": "over",
  "played": "6-3",
  "playedWords": {
    "from": "6",
    "piece": "r",
    "to": "3",
    "verb": "move"
  },
  "ply": 1,
  "position": "bbbrsb.rrr. b 0",
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
  "state": "missed",
  "toMove": "second",
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
        "kind": "r",
        "locked": false,
        "maxHp": null,
        "side": "first"
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
