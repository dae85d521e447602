// Written by src-tauri/tests/golden.rs: do not edit (UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden).
/** @import { LessonView } from '../../../ui/js/contract.js' */
export default /** @satisfies {LessonView} */ ({
  "atTurnBoundary": true,
  "done": {
    "en": "Black has no move left: Red wins (Z6). Pieces step only along the lines, so when you fill a point, look at where the point you leave leads.",
    "zh": "黑方无棋可走，红方胜（Z6）。棋子只能沿连线走一格，所以填一个点时，要看空出来的点通向哪里。"
  },
  "failures": 0,
  "fields": [],
  "game": "zhili",
  "hint": null,
  "history": [],
  "humanToAct": true,
  "id": "zhili-step",
  "index": 0,
  "intro": {
    "en": "You play Red. On your turn move one of your own pieces, or the shared piece, one step along a line of the board (Z1) to an adjacent empty point (Z4). A side with no legal move on its turn loses (Z6). Black's only way out is point 7. Fill it without opening a new one.",
    "zh": "你执红方。每回合走一枚自己的棋子或公用子，沿棋盘上的连线（Z1）走一格到相邻的空点（Z4）。轮到谁却无棋可走，谁就输（Z6）。黑方只剩一条出路：点 7。走一步填上它，又不给黑方留新的路。"
  },
  "lastAction": null,
  "lastEffects": [],
  "lastTaps": [],
  "legalActions": [
    {
      "seat": null,
      "taps": [
        {
          "at": "3",
          "kind": "point",
          "token": "3"
        },
        {
          "at": "7",
          "kind": "move",
          "token": "7"
        }
      ],
      "text": "3-7"
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
          "at": "7",
          "kind": "move",
          "token": "7"
        }
      ],
      "text": "5-7"
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
          "at": "7",
          "kind": "move",
          "token": "7"
        }
      ],
      "text": "6-7"
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
          "at": "7",
          "kind": "move",
          "token": "7"
        }
      ],
      "text": "8-7"
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
  "next": "zhili-jump",
  "phase": "playing",
  "ply": 0,
  "position": "bbbsbrr.rr. r 0",
  "progressSaved": true,
  "replies": [],
  "rules": [
    "Z1",
    "Z4",
    "Z6"
  ],
  "seats": [
    {
      "kind": "human"
    },
    {
      "kind": "ai"
    }
  ],
  "state": "playing",
  "title": {
    "en": "Step and shut the door",
    "zh": "走一格，堵住出路"
  },
  "toMove": "first",
  "total": 4,
  "turns": 1,
  "turnsLeft": 1,
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
