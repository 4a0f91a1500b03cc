#!/usr/bin/env bash
# bench/slurm/up.sh: a one-node Slurm cluster on this machine, for tests (`triggerproof slurm`).
# Installs Debian's `slurm-wlm` and `munge` when missing (apt-get; needs root), then starts its
# own munged, slurmctld and slurmd (all as root) with every file under one state directory:
# the munge key and socket, `slurm.conf` (this node's short hostname, CPUs=2,
# ProctrackType=proctrack/linuxproc, TaskPlugin=task/none, select/cons_tres by CPU, no
# accounting), spool, state, logs and pid files. Nothing under /etc is written, and daemons
# already running on the machine are left alone (own socket, own ports).
#
#   DIR=$(bench/slurm/up.sh)          # prints the state directory on stdout (last line)
#   export SLURM_CONF=$DIR/slurm.conf # sbatch, squeue, sinfo, scancel then talk to it
#   bench/slurm/down.sh "$DIR"        # stops exactly the daemons up.sh started
#
# Environment: DIR (state directory; default a new mktemp -d), CPUS (default 2), WAIT
# (seconds to wait for the node to be idle, default 90). Exit 0 once `sinfo` shows the node
# idle; otherwise the daemons it started are stopped again, their logs printed, exit 1.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
CPUS=${CPUS:-2}
WAIT=${WAIT:-90}
say() { echo "slurm/up: $*" >&2; }
need=()
for c in munged slurmctld slurmd sbatch sinfo; do command -v "$c" >/dev/null 2>&1 || need+=("$c"); done
if [ ${#need[@]} -gt 0 ]; then
  say "missing ${need[*]}: installing slurm-wlm and munge"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends \
    slurm-wlm munge >&2
fi
[ "$(id -u)" -eq 0 ] || { say "the daemons run as root: run this as root"; exit 1; }
DIR=${DIR:-$(mktemp -d /tmp/triggerproof-slurm.XXXXXX)}
mkdir -p "$DIR"/munge "$DIR"/ctld "$DIR"/spool
chmod 700 "$DIR" "$DIR"/munge
DIR=$(cd "$DIR" && pwd)
HOST=$(hostname -s)
# Two free TCP ports (nothing answers on them on 127.0.0.1).
free_port() {
  local p
  for _ in $(seq 200); do
    p=$((20000 + RANDOM % 30000))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then echo "$p"; return; fi
  done
  say "no free port found"; exit 1
}
CTLD_PORT=$(free_port)
D_PORT=$(free_port)
while [ "$D_PORT" = "$CTLD_PORT" ]; do D_PORT=$(free_port); done
MEM_MB=$(awk '/^MemTotal:/ {print int($2 / 1024 * 0.9)}' /proc/meminfo)
dd if=/dev/urandom of="$DIR/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$DIR/munge/munge.key"
cat > "$DIR/slurm.conf" <<CONF
# Written by bench/slurm/up.sh: a one-node test cluster; every path under $DIR.
ClusterName=triggerproof
SlurmctldHost=$HOST(127.0.0.1)
SlurmUser=root
SlurmdUser=root
SlurmctldPort=$CTLD_PORT
SlurmdPort=$D_PORT
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$DIR/munge/munge.socket
StateSaveLocation=$DIR/ctld
SlurmdSpoolDir=$DIR/spool
SlurmctldPidFile=$DIR/slurmctld.pid
SlurmdPidFile=$DIR/slurmd.pid
SlurmctldLogFile=$DIR/slurmctld.log
SlurmdLogFile=$DIR/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SlurmdParameters=config_overrides
ReturnToService=2
MpiDefault=none
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
MinJobAge=3600
NodeName=$HOST NodeAddr=127.0.0.1 CPUs=$CPUS RealMemory=$MEM_MB State=UNKNOWN
PartitionName=debug Nodes=$HOST Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF=$DIR/slurm.conf
started=()
fail() {
  say "$*"
  for f in munged.log slurmctld.log slurmd.log; do
    [ -f "$DIR/$f" ] && { echo "--- $DIR/$f (last 30 lines)" >&2; tail -n 30 "$DIR/$f" >&2; }
  done
  "$HERE/down.sh" "$DIR" >&2 || true
  exit 1
}
# Each daemon daemonizes and writes its pid file; down.sh kills exactly those pids.
munged --socket="$DIR/munge/munge.socket" --key-file="$DIR/munge/munge.key" \
  --pid-file="$DIR/munged.pid" --log-file="$DIR/munged.log" --seed-file="$DIR/munge/munge.seed" \
  --force || fail "munged did not start"
slurmctld -f "$SLURM_CONF" || fail "slurmctld did not start"
slurmd -f "$SLURM_CONF" || fail "slurmd did not start"
for _ in $(seq "$WAIT"); do
  state=$(sinfo -h -N -o '%t' 2>/dev/null | head -n 1 || true)
  if [ "$state" = "idle" ]; then
    say "node $HOST idle ($CPUS CPUs), SLURM_CONF=$SLURM_CONF"
    echo "$DIR"
    exit 0
  fi
  sleep 1
done
fail "node $HOST not idle after $WAIT s (state: ${state:-none})"
