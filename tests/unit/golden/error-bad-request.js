// Written by src-tauri/tests/golden.rs: do not edit (UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden).
/** @import { AppError } from '../../../ui/js/contract.js' */
export default /** @satisfies {AppError} */ ({
  "code": "zhili.point-count",
  "kind": "bad-request",
  "message": "invalid position: expected 11 points, got 3",
  "params": {
    "found": 3,
    "points": 11
  }
});
