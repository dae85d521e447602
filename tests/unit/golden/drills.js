// Written by src-tauri/tests/golden.rs: do not edit (UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden).
/** @import { DrillList } from '../../../ui/js/contract.js' */
export default /** @satisfies {DrillList} */ ({
  "pending": [
    {
      "game": "zhili",
      "id": 1,
      "kind": "convert-win",
      "missedTries": 0,
      "ply": 0,
      "shown": false,
      "solved": false,
      "sourceGame": "game-17"
    }
  ],
  "solved": 0
});
