#!/usr/bin/env bash
# bench/slurm/down.sh DIR: stops the test cluster bench/slurm/up.sh started in DIR: cancels
# its jobs, then stops exactly the daemons whose pid files are in DIR (slurmd, slurmctld,
# munged), each only if that pid still runs the program named in its file, waiting for each to
# exit (SIGKILL after 10 s). Leaves DIR (logs) in place; `KEEP=0` removes it.
set -uo pipefail
DIR=${1:?usage: down.sh DIR}
[ -f "$DIR/slurm.conf" ] || { echo "slurm/down: $DIR has no slurm.conf" >&2; exit 1; }
export SLURM_CONF=$DIR/slurm.conf
if [ -f "$DIR/slurmctld.pid" ]; then timeout 10 scancel --full --quiet --user=root 2>/dev/null || true; fi
stop() {
  local name=$1 pidfile=$DIR/$2 pid
  [ -s "$pidfile" ] || return 0
  pid=$(cat "$pidfile")
  [ -r "/proc/$pid/comm" ] && [ "$(cat "/proc/$pid/comm")" = "$name" ] || return 0
  kill "$pid" 2>/dev/null || return 0
  for _ in $(seq 100); do [ -d "/proc/$pid" ] || { echo "slurm/down: stopped $name ($pid)" >&2; return 0; }; sleep 0.1; done
  kill -9 "$pid" 2>/dev/null
  echo "slurm/down: killed $name ($pid)" >&2
}
stop slurmd slurmd.pid
stop slurmctld slurmctld.pid
stop munged munged.pid
if [ "${KEEP:-1}" = 0 ]; then rm -rf "$DIR"; fi
exit 0
