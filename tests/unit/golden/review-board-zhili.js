// Written by src-tauri/tests/golden.rs: do not edit (UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden).
/** @import { ReviewBoard } from '../../../ui/js/contract.js' */
export default /** @satisfies {ReviewBoard} */ ({
  "atTurnBoundary": true,
  "gameId": "game-1",
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
  "outcome": null,
  "ply": 1,
  "position": "bbb.bsrr.rr b 0",
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
