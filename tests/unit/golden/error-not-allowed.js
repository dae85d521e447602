// Written by src-tauri/tests/golden.rs: do not edit (UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden).
/** @import { AppError } from '../../../ui/js/contract.js' */
export default /** @satisfies {AppError} */ ({
  "code": "not-allowed",
  "kind": "not-allowed",
  "message": "a draw is agreed only in pass-and-play without AI",
  "params": {}
});
