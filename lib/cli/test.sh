#!/usr/bin/env bash
# The whole test suite: format, lint, one type check (the documentation's examples included), the unit,
# property and documentation tests (the runner's and the browser checks' included, on small fixture notebooks), then
# every notebook headless at the default parameters and at two more seeds with the smallest ones (the three
# runs at once), every page of the default run checked in headless Chromium, offline, and its live parts
# driven as a reader drives them. Screenshots of each live state go to out/screens/live/ for a person to look at
# (`deno task pages RUN --screens DIR` takes one of every page). Each step's time
# (wall, and CPU: user + sys) is printed at the end.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NO_COLOR=1
TIMEFORMAT='%R %U %S'
times=()
# step NAME COMMAND...: runs the command, recording its wall and CPU seconds; stops the suite if it fails.
step() {
  local name=$1 took
  shift
  { took=$({ time "$@" 2>&3 >&4; } 2>&1); } 3>&2 4>&1 || {
    echo "test: FAILED at $name" >&2
    return 1
  }
  times+=("$name $took")
}
summary() {
  echo "test: step                      wall s    CPU s (user + sys)"
  for entry in "${times[@]}"; do
    read -r name wall user sys <<<"$entry"
    awk -v n="$name" -v w="$wall" -v u="$user" -v s="$sys" 'BEGIN { printf "test: %-24s %7.1f  %7.1f\n", n, w, u + s }'
  done
}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

step fmt deno fmt --check
step lint deno lint
# One type check of lib/, each documentation example as a module of its own: the tests then run unchecked.
step check deno check --doc lib/
# The unit and property tests and the documentation's examples, grouped into a few modules (lib/cli/test_modules.ts:
# `deno test` would load the library afresh for each of ~130 test files and ~370 examples), two modules at a time.
# The browser passes over fixture pages are left to the checks of the real run's pages below (SUITE_CHECKS_PAGES).
step modules deno run --allow-all lib/cli/test_modules.ts "$out/tests"
step test env DENO_JOBS=2 SUITE_CHECKS_PAGES=1 deno test --allow-all --no-check --parallel --config deno.json "$out/tests"

# The notebooks at three parameter sets at once, into one ROOT (each run locks its own name): the default
# parameters, and two more seeds with each notebook's smallest parameters (what holds must hold at every
# seed), for the notebooks that take a seed (1 and 4 have no parameter: their run would be the default's again).
# Each run's report is printed whole once all three have ended.
notebooks() {
  local pids=() failed=0 i seeded
  seeded=$(deno eval --quiet 'import { NOTEBOOK_PARAMETERS as p } from "./lib/display/parameters.ts";
    console.log(Object.keys(p).filter((n) => p[n].includes("seed")).map((n) => `notebooks/${n}.ipynb`).join(" "))')
  deno run --allow-all lib/cli/notebooks.ts --out "$out" >"$out/default.log" 2>&1 &
  pids+=($!)
  for seed in 7 339; do
    SET_SEED=$seed SET_TRIALS=10000 SET_GAMES=2000 SET_TIMING_RUNS=3 SET_CAPS=1000 \
      deno run --allow-all lib/cli/notebooks.ts --out "$out" $seeded >"$out/seed-$seed.log" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do wait "${pids[$i]}" || failed=1; done
  cat "$out/default.log" "$out/seed-7.log" "$out/seed-339.log" >&2
  return $failed
}
step notebooks notebooks

if deno run --allow-all lib/cli/pages.ts --has-browser 2>/dev/null; then
  step pages deno run --allow-all lib/cli/pages.ts "$out/default"
  # The live parts: the third card, the rerun's numbers against the command line's, a game played out.
  step live-pages deno run --allow-all lib/cli/live_pages.ts "$out/default" --screens out/screens/live
else
  echo "test: SKIPPED the browser check of the pages: no Chromium (bash lib/setup.sh installs it; or set CHROMIUM)" >&2
fi
summary >&2
