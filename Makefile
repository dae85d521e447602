# The two set-up commands of the README: `make run` builds and starts the app, `make test`
# runs every test. Each first installs what the machine lacks (scripts/install-deps.sh).
SHELL := /bin/bash
export PATH := $(HOME)/.cargo/bin:$(PATH)

.PHONY: run test deps lint unit js-unit e2e cli

run:
	bash scripts/install-deps.sh --run-only
	cargo run -p shuangcheng

test: deps lint unit js-unit e2e

deps:
	bash scripts/install-deps.sh

# Formatting, clippy, and the size rule (files ≤ 600 lines, functions ≤ 80; see the script).
lint:
	cargo fmt --all -- --check
	cargo clippy --workspace --all-targets -- -D warnings
	node scripts/check-size.mjs

# The engine, command line and app core: rule examples, property tests, service tests.
unit:
	cargo test --workspace

# The UI's models (play screen, new game, army setup), tap narrowing, the size check's counting
# and the pure modules (languages, contrast, board navigation), in Node without a browser.
js-unit:
	node --experimental-detect-module --test tests/unit/

# The real app under Xvfb, driven through tauri-driver and WebKitWebDriver.
e2e:
	cargo build -p shuangcheng
	bash tests/e2e/run.sh

# Terminal play against the Zhili AI, no window needed.
cli:
	cargo run --release -p shuangcheng-engine --bin shuangcheng-cli -- play zhili --ai normal
