// Written by src-tauri/tests/golden.rs: do not edit (UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden).
/** @import { Threats } from '../../../ui/js/contract.js' */
export default /** @satisfies {Threats | null} */ ({
  "cityField": [
    "e3"
  ],
  "exposed": [
    {
      "by": "e7",
      "byKind": "l",
      "damage": null,
      "removes": true,
      "target": "e2",
      "targetKind": "C"
    }
  ],
  "side": "first",
  "withinReach": []
});
