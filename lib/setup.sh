#!/usr/bin/env bash
# Sets up what is missing on this machine, then runs the main job.
#
#   bash lib/setup.sh            set up, then execute every notebook and export the pages and charts into out/
#   bash lib/setup.sh --no-run   set up only
#
# Idempotent: each step checks first and does nothing when already done.
# Needs: Node.js with npm (for Deno), and apt-get as root or pip (for Jupyter's nbclient).
# Chromium (for the browser test of the pages) comes from apt-get as root; elsewhere install Chromium or
# Chrome yourself and set $CHROMIUM to it, or the browser test is skipped with a message saying so.
set -euo pipefail
cd "$(dirname "$0")/.."
DENO_VERSION=2.9.6
say() { printf 'setup: %s\n' "$*" >&2; }

# 1. Deno, pinned, from npm (the `deno` package ships the binary).
if ! command -v deno >/dev/null || [ "$(deno --version | head -1 | cut -d' ' -f2)" != "$DENO_VERSION" ]; then
  say "installing deno@$DENO_VERSION with npm"
  npm install --global --no-fund --no-audit "deno@$DENO_VERSION" >&2
  hash -r
fi
DENO=$(command -v deno)

# 2. Jupyter's nbclient (with nbformat and jupyter-client), and Chromium: Debian's packages when apt-get runs as root.
has_jupyter() {
  for python in /usr/bin/python3 python3; do
    if command -v "$python" >/dev/null && "$python" -c 'import nbclient, nbformat, jupyter_client' 2>/dev/null; then
      PYTHON=$(command -v "$python")
      return 0
    fi
  done
  return 1
}
has_browser() {
  [ -n "${CHROMIUM:-}" ] && [ -x "$CHROMIUM" ] && return 0
  command -v chromium >/dev/null || command -v chromium-browser >/dev/null || command -v google-chrome >/dev/null
}
# A Chinese font for the browser test's screenshots of the Chinese practice page (readers' systems have their own).
has_cjk_font() {
  command -v fc-list >/dev/null && fc-list :lang=zh-tw family 2>/dev/null | grep -q .
}
packages=()
has_jupyter || packages+=(python3-nbclient jupyter-client)
has_browser || packages+=(chromium)
has_cjk_font || packages+=(fonts-wqy-microhei)
if [ ${#packages[@]} -gt 0 ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  say "installing ${packages[*]} with apt-get"
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >&2
fi
if ! has_jupyter; then
  say "installing nbclient nbformat jupyter_client with pip"
  python3 -m pip install --user --quiet nbclient nbformat jupyter_client >&2
fi
if ! has_browser; then
  say "no Chromium found and no apt-get as root to install it: the browser test of the pages will be skipped."
  say "to run it, install Chromium or Google Chrome and set CHROMIUM=/path/to/it"
fi

# 3. The npm packages of deno.json, as locked in deno.lock (into node_modules/, with the figure fonts and KaTeX).
"$DENO" install --frozen >&2

# 3b. The figure fonts. The PNG renderer (resvg) reads no fontconfig: lib/figures/font_metrics.ts hands it these
#     files, and measures text with them. DejaVu Sans for the English edition; Noto Sans TC (OFL, the npm package
#     @expo-google-fonts/noto-sans-tc, the same TrueType files on Linux and a Mac) for the Traditional Chinese one.
for font in \
  node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf \
  node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf \
  node_modules/@expo-google-fonts/noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf \
  node_modules/@expo-google-fonts/noto-sans-tc/700Bold/NotoSansTC_700Bold.ttf; do
  if [ ! -s "$font" ]; then
    say "the figure font $font is missing after deno install; run: $DENO install"
    exit 1
  fi
done

# 4. The kernelspecs, pointing at this deno binary: Deno's own, and the notebooks' `deno-set` (Deno's kernel behind
#    the proxy lib/kernel/kernel.py, so that a cell run before the cells it needs says which to run, and Run All stops
#    at the first error). Each is rewritten only when it differs.
kernel_json=$(jupyter --data-dir 2>/dev/null || echo "$HOME/.local/share/jupyter")/kernels/deno/kernel.json
if ! grep -qF "\"$DENO\"" "$kernel_json" 2>/dev/null; then
  say "installing the Deno Jupyter kernelspec"
  "$DENO" jupyter --install --force >&2 2>&1
fi
has_jupyter && "$PYTHON" lib/kernel/kernel.py --install "$DENO"

# 5. The main job.
if [ "${1:-}" != "--no-run" ]; then
  "$DENO" task main
fi
