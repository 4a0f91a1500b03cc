#!/usr/bin/env bash
# bench/scaling.sh: how exploration grows with the board (issue 7): one family with 1..4
# permanents per player, through 1 and 2 turns, checked against every property of
# mtg-2024-11-08. Prints a markdown table: boards, unique states, wall time, states/s, peak
# RSS, bytes/state. Families: `sweepers` (sweepers and watchers: CR 603.2c, 603.10a) and
# `combat` (attackers, blockers, first strike, lifelink and damage triggers: CR 506-511).
#
#   bench/scaling.sh                         # FAMILY=sweepers MAXP="1 2 3 4" TURNS="1 2" THREADS=1
#   FAMILY=combat MAXP="1 2 3" bench/scaling.sh
#
# Environment: FAMILY, MAXP, TURNS, THREADS, CARGO_TARGET_DIR, EXTRA (more `check` flags, e.g.
# "--symmetry"). Needs /usr/bin/time (package time).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
FAMILY=${FAMILY:-sweepers}
MAXP=${MAXP:-"1 2 3 4"}
TURNS=${TURNS:-"1 2"}
THREADS=${THREADS:-1}
EXTRA=${EXTRA:-}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/tp-scale.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
[ -x /usr/bin/time ] || { echo "error: /usr/bin/time (package time) is needed" >&2; exit 1; }
(cd "$ROOT" && cargo build --release -q -p triggerproof-cli --bin triggerproof)
TARGET=${CARGO_TARGET_DIR:-$ROOT/target}
case "$TARGET" in /*) ;; *) TARGET=$ROOT/$TARGET ;; esac
TP=$TARGET/release/triggerproof

echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "family: $FAMILY"
echo
echo "| permanents per player | turns | boards | unique states | time | states/s | peak RSS | bytes/state |"
echo "|---|---|---|---|---|---|---|---|"
for T in $TURNS; do
  for P in $MAXP; do
    f=$WORK/b$P-$T.toml
    case "$FAMILY" in
      sweepers) cards='["Blood Artifact", "Grizzly Bears", "Land Grave Watcher", "Plains", "Doomed Scholar"]'
                hand='["Planar Cleansing", "Armageddon"]'; hands=1; combat=false ;;
      combat)   cards='["Raid Captain", "Gate Warden", "Sunblade Duelist", "Bloodbond Knight", "Grudge Keeper"]'
                hand='[]'; hands=0; combat=true ;;
      *) echo "error: FAMILY is sweepers or combat, not $FAMILY" >&2; exit 2 ;;
    esac
    cat >"$f" <<EOF
[limits]
turns = $T

[[families]]
name = "$FAMILY-$P"
players = [2]
battlefield = $cards
max_permanents = $P
hand = $hand
max_hand = $hands
life = [20]
library = 2
step = "main"
combat = $combat
EOF
    # shellcheck disable=SC2086
    /usr/bin/time -f "%M" -o "$WORK/rss" "$TP" check --bounds "$f" --threads "$THREADS" --format json --quiet $EXTRA \
      >"$WORK/out.json" 2>"$WORK/err" || true
    python3 - "$WORK/out.json" "$WORK/rss" "$P" "$T" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
rss_kb = int(open(sys.argv[2]).read().split()[-1])
states, secs = r["unique_states"], r["elapsed_ms"] / 1000
boards = r.get("boards", "")
done = "" if r.get("complete") else " (incomplete)"
print(f"| {sys.argv[3]} | {sys.argv[4]} | {boards} | {states:,}{done} | {secs:.2f} s | "
      f"{states / max(secs, 1e-9) / 1e3:,.0f} k | {rss_kb / 1024:,.0f} MB | {rss_kb * 1024 // max(states, 1):,} |")
PY
  done
done
