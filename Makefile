# The two set-up commands of the README: `make run` builds and starts the app, `make test`
# runs every test. Each first installs what the machine lacks (scripts/install-deps.sh).
SHELL := /bin/bash
export PATH := $(HOME)/.cargo/bin:$(PATH)

.PHONY: run test deps unit js-unit e2e cli

run:
	bash scripts/install-deps.sh --run-only
	cargo run -p shuangcheng

test: deps unit js-unit e2e

deps:
	bash scripts/install-deps.sh

# Formatting, then the engine, command line and app core: rule examples, property tests,
# service tests.
unit:
	cargo fmt --all -- --check
	cargo test --workspace

# The UI's pure modules (languages, contrast, board navigation), in Node without a browser.
js-unit:
	node --test tests/unit/

# The real app under Xvfb, driven through tauri-driver and WebKitWebDriver.
e2e:
	cargo build -p shuangcheng
	bash tests/e2e/run.sh

# Terminal play against the Zhili AI, no window needed.
cli:
	cargo run --release -p shuangcheng-engine --bin shuangcheng-cli -- play zhili --ai normal
