// Written by src-tauri/tests/golden.rs: do not edit (UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden).
/** @import { AppError } from '../../../ui/js/contract.js' */
export default /** @satisfies {AppError} */ ({
  "code": "army.wrong-team",
  "kind": "illegal-action",
  "message": "invalid army: general y is not of the South team",
  "params": {
    "general": "y",
    "team": "first"
  }
});
