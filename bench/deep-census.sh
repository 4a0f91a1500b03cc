#!/usr/bin/env bash
# bench/deep-census.sh: how big `deep` is, from a sample of its shards (issue 18, target 3).
# Runs `bench boards --preset deep --symmetry --shard I/N --json` on SAMPLE shards of N drawn at
# random (seeded), one after another (each report $DIR/census-I.json; existing ones are kept, so
# it resumes), then prints: per shard its boards, states, CPU and incomplete boards; the
# extrapolation to all N shards (mean x N, with a bootstrap 90% interval of the mean — a sample
# misses rare giant boards, so the interval is a floor, not a bound); the heaviest boards and
# the families holding the most states and CPU; and the largest stack and object counts the
# boards reached (what deep's `limits` must allow).
#
#   bench/deep-census.sh                          # SAMPLE=40 N=16384 SEED=18 DIR=deep-census
#   SAMPLE=100 NICE=19 bench/deep-census.sh
#   LIMITS="--max-stack 192 --max-objects 255" bench/deep-census.sh   # what boards reach
#
# Environment: SAMPLE, N, SEED, DIR, EDITION (default mtg-2024-11-08), CAP (states per board,
# default 3000000: a board past it is reported incomplete), TIMEOUT (per shard, default 900 s),
# NICE (default 10), LIMITS (limit overrides), BENCH (the bench binary; default built here).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SAMPLE=${SAMPLE:-40}
N=${N:-16384}
SEED=${SEED:-18}
DIR=${DIR:-deep-census}
EDITION=${EDITION:-mtg-2024-11-08}
CAP=${CAP:-3000000}
TIMEOUT=${TIMEOUT:-900}
NICE=${NICE:-10}
LIMITS=${LIMITS:-}
if [ -z "${BENCH:-}" ]; then
  (cd "$ROOT" && cargo build --release -q -p triggerproof-checker --bin bench)
  TARGET=${CARGO_TARGET_DIR:-$ROOT/target}
  case "$TARGET" in /*) ;; *) TARGET=$ROOT/$TARGET ;; esac
  BENCH=$TARGET/release/bench
fi
mkdir -p "$DIR"
shards=$(python3 -c "import random; r = random.Random($SEED); print(' '.join(map(str, sorted(r.sample(range($N), $SAMPLE)))))")
echo "deep --symmetry, $EDITION: $SAMPLE of $N shards (seed $SEED): $shards"
for i in $shards; do
  out=$DIR/census-$i.json
  [ -s "$out" ] && continue
  # shellcheck disable=SC2086
  nice -n "$NICE" "$BENCH" boards --preset deep --symmetry --edition "$EDITION" \
    --shard "$i/$N" --threads 1 --max-states "$CAP" --timeout "$TIMEOUT" --quiet --json \
    $LIMITS > "$out.tmp" && code=0 || code=$?
  [ "$code" -le 3 ] && [ -s "$out.tmp" ] && mv "$out.tmp" "$out" || echo "shard $i: exit $code" >&2
done
python3 - "$DIR" "$N" $shards <<'PY'
import json, random, statistics, sys
from collections import defaultdict
d, n, shards = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
reports = [json.load(open(f"{d}/census-{i}.json")) for i in shards]
rows = [r for rep in reports for r in rep["rows"]]
per = [(rep["run"]["shard"]["index"], rep["totals"]) for rep in reports]
print(f"\n{len(reports)} shards, {len(rows)} boards of {reports[0]['run']['boards_in_preset']}")
print("| shard | boards | states | CPU s | incomplete | stack | objects |\n|---|---|---|---|---|---|---|")
for i, t in sorted(per):
    print(f"| {i} | {t['boards']} | {t['states']:,} | {t['cpu_secs']:.2f} | {t['incomplete']} | {t['peak_stack']} | {t['peak_objects']} |")
def interval(xs):
    rng = random.Random(1)
    means = sorted(statistics.mean(rng.choices(xs, k=len(xs))) for _ in range(4000))
    return statistics.mean(xs), means[200], means[3799]
for key, unit, scale in [("states", "states", 1), ("cpu_secs", "CPU-hours", 1 / 3600)]:
    m, lo, hi = interval([t[key] for _, t in per])
    print(f"all {n} shards, {unit}: {m * n * scale:,.1f} (bootstrap 90% of the mean: "
          f"{lo * n * scale:,.1f} to {hi * n * scale:,.1f}); median shard {statistics.median(t[key] for _, t in per):,.2f}")
fam = defaultdict(lambda: [0, 0, 0.0])
for r in rows:
    f = fam[r["family"]]; f[0] += 1; f[1] += r["states"]; f[2] += r["cpu_secs"]
tot_s, tot_c = sum(f[1] for f in fam.values()), sum(f[2] for f in fam.values())
print("\n| family | boards | states | share | CPU s | share |\n|---|---|---|---|---|---|")
for name, (b, s, c) in sorted(fam.items(), key=lambda kv: -kv[1][2])[:10]:
    print(f"| {name} | {b} | {s:,} | {100 * s / tot_s:.1f}% | {c:.1f} | {100 * c / tot_c:.1f}% |")
print("\nheaviest boards:")
for r in sorted(rows, key=lambda r: -r["cpu_secs"])[:8]:
    done = "complete" if r["complete"] else "INCOMPLETE: " + r["stop"]
    print(f"  {r['index']} {r['family']}: {r['states']:,} states, depth {r['depth']}, {r['cpu_secs']:.1f} s, stack {r['peak_stack']}, objects {r['peak_objects']}, {done}\n    {r['board']}")
print(f"\nlargest stack {max(r['peak_stack'] for r in rows)}, objects {max(r['peak_objects'] for r in rows)}, "
      f"halted {sum(r['halted'] for r in rows)}, incomplete boards {sum(not r['complete'] for r in rows)}")
PY
