#!/usr/bin/env bash
# deno task main: the main job, what set-up runs last: the exact counts of both decks into data/ (a file holding the
# same counts is kept as it is), then every notebook executed headless at its defaults into out/default/.
set -euo pipefail
cd "$(dirname "$0")/../.."
case "${1-}" in
  "") ;;
  --help)
    cat <<'USAGE'
deno task main: the exact counts of both decks into data/, then every notebook at its defaults into out/default/.

usage: deno task main

  --help  print this help and exit
USAGE
    exit 0
    ;;
  *)
    echo "main: unexpected argument ${1@Q} (deno task main --help)" >&2
    exit 2
    ;;
esac
deno run --allow-all lib/cli/exact.ts --out data/exact-counts.json --force
deno run --allow-all lib/cli/exact.ts --features 3 --out data/exact-counts-small-deck.json --force
deno run --allow-all lib/cli/notebooks.ts
