#!/usr/bin/env bash
# bench/deep-shards.sh: the `deep` preset's merged verdict, by shards (issue 18, target 3).
# Runs `triggerproof check --preset deep --symmetry --shard I/N --format json` for every shard
# I of N, J at a time, each report written atomically to $DIR/shard-I.json (its exit code
# beside it in shard-I.exit); shards whose report exists are skipped, so the script resumes
# where it stopped (kill it any time, run it again). When every shard of N has a report it
# runs `triggerproof merge` over them: $DIR/merged.json and $DIR/merged.txt, and exits with
# merge's code (0 holds, 1 violated or unreached, 3 incomplete). A shard that ends incomplete
# (exit 3: a time or memory budget, or successors past deep's limits) keeps its report, and the
# merge is then incomplete: delete its shard-I.json and rerun with a larger TIMEOUT to redo it.
#
#   bench/deep-shards.sh                           # N=16384 J=1 DIR=deep-shards, mtg-2024-11-08
#   J=2 N=16384 DIR=/data/deep bench/deep-shards.sh
#   FROM=0 TO=4095 bench/deep-shards.sh            # a slice only (one machine of four; no merge)
#   EDITION=riftbound-1.4 bench/deep-shards.sh
#
# Environment: N (shards, default 16384), J (parallel jobs, default 1), DIR (reports, default
# ./deep-shards), EDITION (default mtg-2024-11-08), FROM, TO (the shard range to run, default
# all; the merge runs only when all N reports are there), THREADS (per shard, default 1),
# TIMEOUT (seconds per shard, default 3600), MAXMEM (per shard, default 3/4 of RAM over J),
# NICE (default 10), PRESET (default deep; `PRESET=smoke N=4` tries the script in seconds), EXTRA (more `check` flags), TP (the triggerproof binary; default: built
# here with cargo). `bench boards --preset deep --symmetry --shard I/N` shows one shard's boards.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
N=${N:-16384}
J=${J:-1}
DIR=${DIR:-deep-shards}
EDITION=${EDITION:-mtg-2024-11-08}
PRESET=${PRESET:-deep}
FROM=${FROM:-0}
TO=${TO:-$((N - 1))}
THREADS=${THREADS:-1}
TIMEOUT=${TIMEOUT:-3600}
NICE=${NICE:-10}
EXTRA=${EXTRA:-}
if [ -z "${MAXMEM:-}" ]; then
  kb=$(awk '/^MemTotal:/ {print $2}' /proc/meminfo)
  MAXMEM="$((kb * 3 / 4 / J))K"
fi
if [ -z "${TP:-}" ]; then
  (cd "$ROOT" && cargo build --release -q -p triggerproof-cli --bin triggerproof)
  TARGET=${CARGO_TARGET_DIR:-$ROOT/target}
  case "$TARGET" in /*) ;; *) TARGET=$ROOT/$TARGET ;; esac
  TP=$TARGET/release/triggerproof
fi
[ "$FROM" -ge 0 ] && [ "$TO" -lt "$N" ] && [ "$FROM" -le "$TO" ] ||
  { echo "error: expected 0 <= FROM <= TO < N (FROM=$FROM TO=$TO N=$N)" >&2; exit 2; }
mkdir -p "$DIR"
# One shard: its report lands only when the check ran to a verdict (exit 0, 1 or 3).
run_one() {
  local i=$1 out="$DIR/shard-$1.json"
  [ -s "$out" ] && return 0
  local code=0
  nice -n "$NICE" "$TP" check --preset "$PRESET" --symmetry --edition "$EDITION" --shard "$i/$N" \
    --threads "$THREADS" --timeout "$TIMEOUT" --max-memory "$MAXMEM" --quiet --format json \
    $EXTRA > "$out.tmp" 2> "$DIR/shard-$i.err" || code=$?
  case $code in
    0|1|3) echo "$code" > "$DIR/shard-$i.exit"; mv "$out.tmp" "$out"
           echo "shard $i/$N: exit $code" ;;
    *) rm -f "$out.tmp"; echo "shard $i/$N: error (exit $code), see $DIR/shard-$i.err" >&2 ;;
  esac
}
export -f run_one
export PRESET DIR N TP EDITION THREADS TIMEOUT MAXMEM NICE EXTRA
todo=0
for i in $(seq "$FROM" "$TO"); do [ -s "$DIR/shard-$i.json" ] || todo=$((todo + 1)); done
echo "$PRESET --symmetry, $EDITION: shards $FROM..$TO of $N, $todo to run, $J at a time, reports in $DIR"
seq "$FROM" "$TO" | xargs -P "$J" -I{} bash -c 'run_one {}'
have=$(find "$DIR" -maxdepth 1 -name 'shard-*.json' | wc -l)
if [ "$have" -lt "$N" ]; then
  echo "$have of $N shard reports in $DIR: no merge yet (run the missing shards, then again)"
  exit 3
fi
echo "incomplete shards: $(grep -lx 3 "$DIR"/shard-*.exit 2>/dev/null | wc -l); violated: $(grep -lx 1 "$DIR"/shard-*.exit 2>/dev/null | wc -l)"
mapfile -t files < <(find "$DIR" -maxdepth 1 -name 'shard-*.json' | sort -V)
code=0
"$TP" merge --format json "${files[@]}" > "$DIR/merged.json" || code=$?
if [ "$code" -eq 2 ]; then echo "error: merge failed" >&2; exit 2; fi
"$TP" merge --format text "${files[@]}" > "$DIR/merged.txt" || true
tail -n 20 "$DIR/merged.txt"
exit "$code"
