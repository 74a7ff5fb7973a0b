#!/usr/bin/env bash
# The test suite: format, lint, one type check (the documentation's examples included), the unit, property and
# documentation tests (the runner's and the browser checks' included, on small fixture notebooks), every notebook
# headless at its default parameters, and every page of that run checked in headless Chromium, offline.
#
# `deno task test` is the quick loop, for every change (about two minutes on two cores). `deno task test
# --thorough`, which CI runs, adds what takes the rest of five minutes:
#   - the live parts of the pages driven as a reader drives them, on a laptop's screen and a phone's (the indexes, the
#     third card, four reruns up to 1,000,000 trials against the command line, a practice game in both languages:
#     about 40 CPU-s, most of it Chromium's and the reruns'), with screenshots of each state in
#     out/screens/live/ for a person to look at (`deno task live-pages RUN` does it alone; `deno task pages RUN
#     --screens DIR` takes one of every page);
#   - the notebooks that take a seed, run again at seeds 7 and 339 with their smallest parameters (what holds must
#     hold at every seed);
#   - the sweeps of the notebooks' seed-dependent statements over 1,000 seeds instead of 50
#     (lib/stats/_sweep_seeds_test.ts);
#   - the checks that a cheaper test covers in the quick loop (`thoroughTest` and `QUICK_LOOP` in
#     lib/common/_quick_loop_test.ts): exhaustive ones (the second table's brute force, all 303,264 symmetries of the
#     small deck, …), the same result on 1 and 2 workers, and a command's second and third runs (races, --force,
#     other seeds);
#   - the runner stopped by signals, failing cells and dead kernels, and writing to other file systems; the
#     project's kernel installed afresh and asked for names of cells not run (THOROUGH_ONLY in
#     lib/cli/test_modules.ts).
#
# Two lanes run at once, so that both cores stay busy while a kernel or the browser waits:
#   tests:     fmt, lint, then the type check beside the tests (four modules at a time, the longest first);
#   notebooks: the default run, then its pages (and live pages, beside the two seeds' runs, with --thorough).
# Each lane prints as it goes; the seeds' runs print whole once both have ended. The first failing step stops
# the other lane. Each step's time (wall, and CPU: user + sys) and the suite's are printed at the end.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NO_COLOR=1
case "${1-}" in
  "") export SUITE_SWEEP_SEEDS=50 SUITE_QUICK=1 && seeds="" thorough="" ;;
  --thorough) export SUITE_SWEEP_SEEDS=1000 SUITE_QUICK=0 && seeds="7 339" thorough=--thorough ;;
  --help)
    cat <<'USAGE'
deno task test: the test suite: format, lint, type check, the unit, property and documentation tests, every notebook
headless at its defaults, and every page of that run checked in headless Chromium.

usage: deno task test [--thorough]

  --thorough  also the live pages driven in Chromium, the notebooks at seeds 7 and 339 with their smallest
              parameters, the seed sweeps over 1,000 seeds, the exhaustive and repeated checks a cheaper test covers
              in the quick loop, and the runner stopped by signals and bad disks (what CI runs)
  --help      print this help and exit
USAGE
    exit 0
    ;;
  *)
    echo "test: unknown argument ${1@Q} (usage: deno task test [--thorough])" >&2
    exit 2
    ;;
esac
TIMEFORMAT='%R %U %S'
out=$(mktemp -d)
started=$SECONDS

# step NAME COMMAND...: runs the command, recording its wall and CPU seconds in $out/times; fails if it fails.
step() {
  local name=$1 took
  shift
  { took=$({ time "$@" 2>&3 >&4; } 2>&1); } 3>&2 4>&1 || {
    echo "test: FAILED at $name" >&2
    return 1
  }
  echo "$name $took" >>"$out/times"
}

tests_lane() {
  step fmt deno fmt --check
  step lint deno lint
  # One type check of lib/, each documentation example as a module of its own, beside the tests (run unchecked).
  step check deno check --doc lib/ &
  local check=$!
  # The unit and property tests and the documentation's examples, grouped into a few modules
  # (lib/cli/test_modules.ts: `deno test` would load the library afresh for each of ~130 test files and ~370
  # examples), four modules at a time: the runner's tests wait on kernels much of their time. The browser passes
  # over fixture pages are left to the checks of the real run's pages (SUITE_CHECKS_PAGES).
  step modules deno run --allow-all lib/cli/test_modules.ts "$out/tests" $thorough
  step test env DENO_JOBS=4 SUITE_CHECKS_PAGES=1 deno test --allow-all --no-check --parallel --config deno.json "$out/tests"
  wait "$check"
}

# The two seeds' runs, at each notebook's smallest parameters (what holds must hold at every seed), for the
# notebooks that take a seed (1 and 4 have no parameter: their run would be the default's again), into the same
# ROOT as the default run (each run locks its own name).
seed_runs() {
  local pids=() failed=0 i seeded
  seeded=$(deno eval --quiet 'import { NOTEBOOKS as p } from "./lib/config.ts";
    console.log(Object.keys(p).filter((n) => p[n].includes("seed")).map((n) => `notebooks/${n}.ipynb`).join(" "))')
  # Each count parameter at the smallest value it accepts (lib/config.ts).
  smallest=$(deno eval --quiet 'import { PARAMETERS as p } from "./lib/config.ts";
    import { envName } from "./lib/run/names.ts";
    console.log(["trials", "games", "timingRuns", "caps"].map((k) => `${envName(k)}=${p[k].min}`).join(" "))')
  for seed in $seeds; do
    env SET_SEED="$seed" $smallest \
      deno run --allow-all lib/cli/notebooks.ts --out "$out/runs" --jobs 2 $seeded >"$out/seed-$seed.log" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do wait "${pids[$i]}" || failed=1; done
  for seed in $seeds; do cat "$out/seed-$seed.log" >&2; done
  return $failed
}

browser_checks() {
  if deno run --allow-all lib/cli/pages.ts --has-browser 2>/dev/null; then
    step pages deno run --allow-all lib/cli/pages.ts "$out/runs/default"
    # The live parts: the third card, the rerun's numbers against the command line's, a game played out.
    if [ -n "$thorough" ]; then
      step live-pages deno run --allow-all lib/cli/live_pages.ts "$out/runs/default" --screens out/screens/live
    fi
  else
    echo "test: SKIPPED the browser check of the pages: no Chromium (bash lib/setup.sh installs it; or set CHROMIUM)" >&2
  fi
}

notebooks_lane() {
  step notebooks deno run --allow-all lib/cli/notebooks.ts --out "$out/runs"
  # The notebooks are essays a reader finishes: at most 2,000 words each and 10,000 in all.
  step words deno run --allow-all lib/cli/notebook_words.ts "$out/runs/default" --check >/dev/null
  local pids=() failed=0 i
  browser_checks &
  pids+=($!)
  if [ -n "$seeds" ]; then
    step notebook-seeds seed_runs &
    pids+=($!)
  fi
  for i in "${!pids[@]}"; do wait "${pids[$i]}" || failed=1; done
  return $failed
}

summary() {
  echo "test: step                      wall s    CPU s (user + sys)"
  while read -r name wall user sys; do
    awk -v n="$name" -v w="$wall" -v u="$user" -v s="$sys" 'BEGIN { printf "test: %-24s %7.1f  %7.1f\n", n, w, u + s }'
  done < <(cat "$out/times" 2>/dev/null)
}

# Each lane in a process group of its own (set -m), so that a failure can stop the other lane and all it started.
set -m
tests_lane &
lanes=($!)
notebooks_lane &
lanes+=($!)
set +m
stop_lanes() {
  local pid
  for pid in "${lanes[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || true; done
}
trap 'stop_lanes; wait; rm -rf "$out"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

failed=0 remaining=("${lanes[@]}")
while [ ${#remaining[@]} -gt 0 ]; do
  ended="" status=0
  wait -n -p ended "${remaining[@]}" || status=$?
  [ -n "$ended" ] || break
  left=()
  for pid in "${remaining[@]}"; do [ "$pid" = "$ended" ] || left+=("$pid"); done
  remaining=("${left[@]}")
  if [ "$status" != 0 ]; then
    failed=1
    stop_lanes
  fi
done
summary >&2
if [ "$failed" = 1 ]; then
  echo "test: FAILED after $((SECONDS - started)) s" >&2
  exit 1
fi
echo "test: all passed in $((SECONDS - started)) s" >&2
