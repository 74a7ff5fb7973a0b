#!/usr/bin/env bash
# Runs lib/cli/execute_notebooks.py with a Python that has nbclient and nbconvert
# (Debian's /usr/bin/python3 after lib/setup.sh; else python3 on PATH).
set -euo pipefail
cd "$(dirname "$0")/../.."
for python in /usr/bin/python3 python3; do
  if command -v "$python" >/dev/null && "$python" -c 'import nbclient, nbconvert' 2>/dev/null; then
    exec "$python" lib/cli/execute_notebooks.py "$@"
  fi
done
echo "notebooks: no Python with nbclient and nbconvert found; run: bash lib/setup.sh" >&2
exit 1
