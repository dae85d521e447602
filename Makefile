# The README's commands: `make run` builds and starts the app, `make test` runs every test,
# `make bundle` makes the Linux packages. Each first installs what the machine lacks
# (scripts/install-deps.sh).
SHELL := /bin/bash
export PATH := $(HOME)/.cargo/bin:$(PATH)

.PHONY: run test deps lint unit js-unit e2e cli bundle test-package check-platforms \
	bundle-windows check-windows icons bench-startup check-commits test-example-game screenshots

run:
	bash scripts/install-deps.sh run
	cargo run -p shuangcheng

test: deps lint unit js-unit e2e

deps:
	bash scripts/install-deps.sh test

# Formatting, clippy, the size rule (files ≤ 600 lines, functions ≤ 80; see the script), the
# UI's JSDoc types and the core's golden JSON checked with the pinned TypeScript against the
# contract generated from the core's types (ui/js/contract.d.ts; tsconfig.json; the golden
# JSON strictly, null included: tsconfig.golden.json), no import cycle between the modules of
# the engine, its command line or the core, every link of README.md and docs/ resolving, and
# no comment or doc naming an issue.
lint:
	bash scripts/install-deps.sh lint
	cargo fmt --all -- --check
	cargo clippy --workspace --all-targets -- -D warnings
	node scripts/check-size.mjs
	npx --no-install tsc -p tsconfig.json
	npx --no-install tsc -p tsconfig.golden.json
	node scripts/check-cycles.mjs
	node scripts/check-links.mjs
	node scripts/check-issue-refs.mjs

# The engine, command line and app core: rule examples, property tests, service tests; then
# the fault tests' counts of cases run against their minimums (scripts/check-fault-cases.sh).
# They run with the example game (`example-game`, docs/adding-a-game.md) beside the shipped
# three, so every test that walks the registry meets a fourth game; what the app ships and
# shows (goldens, bindings, the command line's usage) is the shipped games' alone.
unit:
	rm -rf "$${CARGO_TARGET_DIR:-target}/debug/fault-cases"
	cargo test --workspace --features example-game
	bash scripts/check-fault-cases.sh

# The UI's models (home, settings, rules, lessons, play, new game, army setup, review,
# statistics), tap narrowing, the size check's counting and the pure modules (languages,
# contrast, board navigation), in Node without a browser, on the core's own JSON
# (tests/unit/golden, written by `cargo test -p shuangcheng --test golden`); also that every
# rule id cited in the tree has its anchor in docs/rules (scripts/check-rules.mjs).
js-unit:
	node --experimental-detect-module --test tests/unit/

# The real app under Xvfb, driven through tauri-driver and WebKitWebDriver.
e2e:
	cargo build -p shuangcheng
	bash tests/e2e/run.sh

# The README's pictures (docs/screenshots/), taken from the real app by its own E2E test.
screenshots:
	bash scripts/install-deps.sh test
	cargo build -p shuangcheng
	E2E_ARTIFACTS=$(CURDIR)/docs/screenshots bash tests/e2e/run.sh "$${CARGO_TARGET_DIR:-target}/debug/shuangcheng" tests/e2e/readme.test.mjs

# Terminal play against the Zhili AI, no window needed.
cli:
	cargo run --release -p shuangcheng-engine --bin shuangcheng-cli -- play zhili --ai normal

# The release app, its .deb and its .rpm, into dist/ (the pinned Tauri CLI, `npm ci`).
bundle:
	bash scripts/bundle.sh

# The example game, tic-tac-toe (docs/adding-a-game.md), which no release carries: the app
# built with the `example-game` feature, played to a win under Xvfb (tests/e2e/example-game/).
# `make unit` has already run the engine's and the core's tests with it.
test-example-game:
	bash scripts/install-deps.sh test
	cargo build -p shuangcheng --features example-game
	bash tests/e2e/run.sh "$${CARGO_TARGET_DIR:-target}/debug/shuangcheng" tests/e2e/example-game/tic-tac-toe.mjs

# Every commit since the last tag, or since the rule's own commit, has a subject of at most
# 72 characters and a blank line before its body (scripts/commit-msg, also a hook).
check-commits:
	bash scripts/check-commits.sh

# Builds the packages, checks their metadata, installs the .deb and plays it under Xvfb.
test-package:
	bash tests/package/run.sh

# cargo check of the app crate for Android, iOS and macOS (type-checks; nothing links); the
# Android project: gen/android is the pinned CLI's plus the listed changes, its XML valid.
check-platforms:
	bash scripts/check-platforms.sh
	bash scripts/check-android-xml.sh
	bash scripts/check-android-project.sh

# The Windows release, cross-built with mingw-w64, as a portable zip in dist/.
bundle-windows:
	bash scripts/bundle-windows.sh

# Builds the Windows zip and inspects it (GUI subsystem, imported DLLs, icon, version info).
check-windows: bundle-windows
	bash scripts/check-windows-zip.sh

# Redraws the 双 seal (scripts/seal-icon.py) and makes every platform's icons from it.
icons:
	python3 scripts/seal-icon.py
	npx --no-install tauri icon src-tauri/icons/seal.svg --ios-color '#b5412b' -o src-tauri/icons

# Start-up, first paint and idle memory of the release app against a Tauri hello world built the same way
# (scripts/hello-baseline.sh), alternating cold starts; prints the medians and differences
# for docs/performance.md. A benchmark: not part of `make test`. RUNS=6 by default.
bench-startup:
	bash scripts/install-deps.sh test
	REMOVE_UNUSED_COMMANDS=$(CURDIR) cargo build --release --locked --bins --features tauri/custom-protocol -p shuangcheng
	bash scripts/hello-baseline.sh "$${CARGO_TARGET_DIR:-target}/bench-hello"
	E2E_FRAMEBUFFER=1 HELLO_BIN="$${CARGO_TARGET_DIR:-target}/bench-hello/target/release/shuangcheng" \
	  bash tests/e2e/run.sh "$${CARGO_TARGET_DIR:-target}/release/shuangcheng" tests/e2e/bench-startup.mjs
