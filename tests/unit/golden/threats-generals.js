// Written by src-tauri/tests/golden.rs: do not edit (UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden).
/** @import { Threats } from '../../../ui/js/contract.js' */
export default /** @satisfies {Threats | null} */ ({
  "cityField": [],
  "exposed": [
    {
      "by": "y1",
      "byKind": "LI",
      "damage": 1,
      "removes": true,
      "target": "r1",
      "targetKind": "CB"
    },
    {
      "by": "y2",
      "byKind": "SH",
      "damage": 1,
      "removes": true,
      "target": "r1",
      "targetKind": "CB"
    }
  ],
  "side": "first",
  "withinReach": [
    {
      "by": "r1",
      "byKind": "CB",
      "damage": 1,
      "removes": true,
      "target": "y1",
      "targetKind": "LI"
    }
  ]
});
