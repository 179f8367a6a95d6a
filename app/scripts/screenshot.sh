#!/usr/bin/env bash
# Starts SyncScope in a real window under Xvfb and writes a PNG of the main window.
# Developer tool for refreshing the README screenshots; not part of the test command.
#   app/scripts/screenshot.sh [OUT.png] [KERNEL_FILE]     (STEPS=N: steps before the shot, default 1, as the
#   README's main-window.png shows the default kernel one step in)
# The README's other two shots (session 70: all three retaken byte-identical on its build):
#   java -jar app/target/syncscope.jar --steps=4 --recover=off --tabs=explainTab \
#     --screenshot=docs/screenshots/stale-read.png docs/examples/relaxed-flag.test
#   java -jar app/target/syncscope.jar --steps=3 --recover=off --tabs=scopesTab \
#     --screenshot=docs/screenshots/barrier-wait.png docs/examples/barrier.test
#   (under xvfb-run -a -s "-screen 0 1280x800x24", as below)
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:-docs/screenshots/main-window.png}
kernel=${2:-}
need=()
command -v xvfb-run >/dev/null || need+=(xvfb xauth)
dpkg -s libgtk-3-0 >/dev/null 2>&1 || need+=(libgtk-3-0)
dpkg -s libxtst6 >/dev/null 2>&1 || need+=(libxtst6)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing ${need[*]} (needs root)"; apt-get update -qq && apt-get install -y -qq "${need[@]}" >/dev/null
fi
[ -f app/target/syncscope.jar ] || mvn -B -q -DskipTests package
mkdir -p "$(dirname "$out")"
xvfb-run -a -s "-screen 0 1280x800x24" java -jar app/target/syncscope.jar --steps="${STEPS:-1}" --recover=off --screenshot="$out" ${kernel:+"$kernel"}
