#!/usr/bin/env bash
# bench/compare.sh: exploration speed, side by side, in one command (issue 7).
#
#   bench/compare.sh                  # everything, medians of 3 runs (~6-9 minutes on 2 cores)
#   REPS=1 KS="3 4 5" bench/compare.sh  # quicker
#
# Prints two markdown tables:
#  1. TAS(K), K = 3..6 (../shared/bench/tas/README.md): our explorer (1 and 2 threads),
#     stateright 0.31's BFS and DFS checkers (2 threads) and SPIN (DFS, 1 core, -O3
#     -march=native, full state storage) on the same model: states, wall time, M states/s,
#     peak RSS, bytes/state, and each rate as a multiple of SPIN's and of stateright DFS's.
#     Every count is checked against the table agreed by six tools.
#  2. Our presets (smoke, standard) at 1 and 2 threads, and stateright 0.31's BFS and DFS
#     checkers (check --engine, 2 threads) on them: unique states, exploration time,
#     states/s, peak RSS, bytes/state, and the bare engine's rate on the same states
#     (`legal_choices` + `apply` + fingerprint of every successor: no properties, no visited
#     table, see checker/src/bin/bench.rs), so the checker's overhead over the engine shows.
#     These runs pass --no-symmetry (symmetry is check's default): like for like with the
#     engine's states.
#
# Time is wall clock (median of REPS runs); peak RSS is /usr/bin/time's maximum resident set
# size of the measuring process. Numbers are only meaningful on an otherwise idle machine: the
# load average at the start is printed, with a warning when it is above 0.5.
#
# Environment: SHARED (default: ../shared beside the repository root, where bench/tas/ lives),
# REPS (3), KS ("3 4 5 6"), PRESETS ("smoke standard"), THREADS ("1 2"),
# CARGO_TARGET_DIR (cargo's default), SPIN=0 to skip SPIN. Installs `spin` and `time` with
# apt-get when missing and allowed (root); without SPIN its rows are left out, with a note.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SHARED=${SHARED:-$ROOT/../shared}
REPS=${REPS:-3}
KS=${KS:-"3 4 5 6"}
PRESETS=${PRESETS:-"smoke standard"}
THREADS=${THREADS:-"1 2"}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/tp-bench.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
note() { echo "$*" >&2; }

install_if_missing() { # command package
  command -v "$1" >/dev/null 2>&1 && return 0
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    note "installing $2 ..."
    apt-get install -y -qq "$2" >/dev/null 2>&1 ||
      { apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq "$2" >/dev/null 2>&1; } || true
  fi
  command -v "$1" >/dev/null 2>&1
}
[ -x /usr/bin/time ] || install_if_missing /usr/bin/time time ||
  { note "error: /usr/bin/time (package time) is needed for peak RSS"; exit 1; }
HAVE_SPIN=0
if [ "${SPIN:-1}" != 0 ] && install_if_missing spin spin && command -v gcc >/dev/null; then
  if [ -f "$SHARED/bench/tas/gen_pml.py" ]; then HAVE_SPIN=1; else
    note "note: $SHARED/bench/tas/gen_pml.py not found (set SHARED): SPIN rows left out"; fi
fi

note "building (release) ..."
(cd "$ROOT" && cargo build --release -q -p triggerproof-checker -p triggerproof-cli --bins)
TARGET=${CARGO_TARGET_DIR:-$ROOT/target}
case "$TARGET" in /*) ;; *) TARGET=$ROOT/$TARGET ;; esac
TP=$TARGET/release/triggerproof
BENCH=$TARGET/release/bench

# run NAME CMD...: runs CMD REPS times; stdout of the last run in $WORK/NAME.out, and
# "median_wall_seconds median_peak_rss_kb median_user_cpu_seconds" on stdout.
run() {
  local name=$1; shift
  local i walls="" rsss="" users=""
  for ((i = 0; i < REPS; i++)); do
    local t0 t1
    t0=$(date +%s%N)
    /usr/bin/time -f "%M %U" -o "$WORK/$name.rss" "$@" >"$WORK/$name.out" 2>"$WORK/$name.err" || true
    t1=$(date +%s%N)
    walls+="$(( (t1 - t0) / 1000 )) "
    rsss+="$(tail -1 "$WORK/$name.rss" | cut -d' ' -f1) "
    users+="$(tail -1 "$WORK/$name.rss" | cut -d' ' -f2) "
  done
  python3 - "$walls" "$rsss" "$users" <<'EOF'
import statistics, sys
walls = [int(x) / 1e6 for x in sys.argv[1].split()]
rss = [int(x) for x in sys.argv[2].split()]
users = [float(x) for x in sys.argv[3].split()]
print(statistics.median(walls), int(statistics.median(rss)), statistics.median(users))
EOF
}

json_field() { python3 -c "import json,sys; print(json.loads(open(sys.argv[1]).read().splitlines()[$3])[sys.argv[2]])" "$1" "$2"; }

LOAD=$(cut -d' ' -f1 /proc/loadavg)
echo "# triggerproof exploration benchmark"
echo
echo "$(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores, load average $LOAD at start, $(rustc --version), commit $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo '?'), median of $REPS run(s)"
awk -v l="$LOAD" 'BEGIN { exit !(l > 0.5) }' &&
  echo "**warning: the machine was not idle (load $LOAD): rates are lower, 2-thread rates most of all**"
echo
echo "## TAS(K): our explorer vs stateright 0.31 vs SPIN"
echo
echo "| K | explorer | threads | states | time s | user CPU s | M states/s | peak RSS MB | bytes/state | x SPIN | x stateright DFS |"
echo "|---|---|---|---|---|---|---|---|---|---|---|"
for K in $KS; do
  declare -A RATE=() ROW=()
  order=()
  add() { # key label threads states secs rss_kb user_secs
    local rate
    rate=$(python3 -c "print($4 / max($5, 1e-6))")
    RATE[$1]=$rate
    ROW[$1]="| $K | $2 | $3 | $(python3 -c "print(f'{$4:,}')") | $(printf %.3f "$5") | $(printf %.2f "$7") | $(python3 -c "print(f'{$rate/1e6:.2f}')") | $(( $6 / 1024 )) | $(( $6 * 1024 / $4 ))"
    order+=("$1")
  }
  for T in $THREADS; do
    read -r secs rss user < <(run "tas$K-ours$T" "$BENCH" tas "$K" --engine ours --threads "$T")
    add "ours$T" "ours (explore/)" "$T" "$(json_field "$WORK/tas$K-ours$T.out" states 0)" "$secs" "$rss" "$user"
  done
  for E in bfs dfs; do
    read -r secs rss user < <(run "tas$K-$E" "$BENCH" tas "$K" --engine "$E" --threads 2)
    add "$E" "stateright $E" 2 "$(json_field "$WORK/tas$K-$E.out" states 0)" "$secs" "$rss" "$user"
  done
  if [ "$HAVE_SPIN" = 1 ]; then
    d=$WORK/spin$K && mkdir -p "$d"
    python3 "$SHARED/bench/tas/gen_pml.py" "$K" >"$d/tas.pml"
    (cd "$d" && spin -a tas.pml >/dev/null && gcc -O3 -march=native -DSAFETY -DMEMLIM=20000 -o pan pan.c)
    w=$(python3 -c "print(min(26, max(10, {3: 262, 4: 2635, 5: 132457, 6: 9080327}.get($K, 1 << 24).bit_length() + 1)))")
    read -r secs rss user < <(cd "$d" && run "spin$K" ./pan -m10000 "-w$w")
    states=$(awk '/states, stored/ { print $1; exit }' "$WORK/spin$K.out")
    add spin "SPIN 6 DFS (-w$w)" 1 "$states" "$secs" "$rss" "$user"
  fi
  for key in "${order[@]}"; do
    spin_x="—"; dfs_x="—"
    [ -n "${RATE[spin]:-}" ] && spin_x=$(python3 -c "print(f'{${RATE[$key]} / ${RATE[spin]}:.2f}')")
    [ -n "${RATE[dfs]:-}" ] && dfs_x=$(python3 -c "print(f'{${RATE[$key]} / ${RATE[dfs]}:.2f}')")
    echo "${ROW[$key]} | $spin_x | $dfs_x |"
  done
  unset RATE ROW
done
[ "$HAVE_SPIN" = 1 ] || echo "_SPIN rows left out: spin, gcc or gen_pml.py unavailable._"
echo
echo "Agreed counts: K=3 262, K=4 2,635, K=5 132,457, K=6 9,080,327 (bench checks ours and stateright's)."
echo
echo "## Presets: the checker (every property) vs the bare engine and stateright on the same states"
echo
echo "| preset | explorer | threads | unique states | time s | user CPU s | states/s | peak RSS MB | bytes/state | bare engine states/s | checker overhead | time x stateright DFS | user CPU x stateright DFS | RSS x stateright DFS |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
for P in $PRESETS; do
  csv_threads=$(echo "$THREADS" | tr ' ' ',')
  run "engine-$P" "$BENCH" engine --preset "$P" --threads "$csv_threads" >/dev/null
  rows=()
  line=0
  for T in $THREADS; do
    read -r _ rss user < <(run "check-$P-$T" "$TP" check --preset "$P" --no-symmetry --threads "$T" --format json --quiet)
    rows+=("ours $T $rss $user $WORK/check-$P-$T.out $line")
    line=$((line + 1))
  done
  for E in bfs dfs; do
    read -r _ rss user < <(run "check-$P-$E" "$TP" check --preset "$P" --no-symmetry --threads 2 --engine "stateright-$E" --format json --quiet)
    rows+=("stateright-$E 2 $rss $user $WORK/check-$P-$E.out -")
  done
  python3 - "$WORK/engine-$P.out" "$P" "${rows[@]}" <<'EOF'
import json, sys
eng, preset, *rows = sys.argv[1:]
engine_lines = open(eng).read().splitlines()
parsed = []
for row in rows:
    name, threads, rss, user, out, line = row.split()
    r = json.load(open(out))
    assert r["complete"], f"{name} on {preset} did not complete: {r['stop_reason']}"
    secs = r["elapsed_ms"] / 1000
    parsed.append((name, threads, int(rss), r, secs, line, float(user)))
dfs = next(p for p in parsed if p[0] == "stateright-dfs")
for name, threads, rss, r, secs, line, user in parsed:
    assert r["unique_states"] == dfs[3]["unique_states"], f"{name} and stateright DFS disagree"
    rate = r["unique_states"] / max(secs, 1e-6)
    bare = overhead = "—"
    if line != "-":
        e = json.loads(engine_lines[int(line)])
        assert e["states"] == r["unique_states"], "the bare engine replayed other states"
        bare = f"{e['states_per_sec']:,.0f}"
        overhead = f"{e['states_per_sec'] / rate:.2f}x"
    print(f"| {preset} | {name} | {threads} | {r['unique_states']:,} | {secs:.2f} | {user:.2f} | {rate:,.0f} "
          f"| {rss // 1024} | {rss * 1024 // r['unique_states']:,} | {bare} | {overhead} "
          f"| {secs / max(dfs[4], 1e-6):.2f} | {user / max(dfs[6], 1e-6):.2f} | {rss / dfs[2]:.2f} |")
EOF
done
echo
echo "Time is the report's exploration time (elapsed_ms); the bare engine replays the reachable"
echo "states collected beforehand (the checker's own boards, see bench engine). Overhead = bare"
echo "engine rate / checker rate. The last two columns divide by stateright DFS's time and peak"
echo "RSS on the same preset (below 1 is better: target 4 asks time <= 0.67, RSS <= 2); user CPU"
echo "seconds (the whole process, /usr/bin/time %U) compare on a shared, loaded machine where wall"
echo "time does not."
