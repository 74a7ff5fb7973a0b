#!/usr/bin/env bash
# The whole test suite: format, lint, type check, unit and doc tests, then every notebook headless.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NO_COLOR=1
deno fmt --check
deno lint
deno check lib/
deno test --allow-all --doc lib/
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
bash lib/cli/notebooks.sh --out "$out"
