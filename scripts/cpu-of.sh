#!/bin/bash
# scripts/cpu-of.sh NAME cmd...: runs cmd in its own cpuacct cgroup and prints the core-seconds it used (all descendants).
# Root only (cgroup v1 cpuacct under /sys/fs/cgroup/cpuacct); measures what a suite costs the machine,
# which a shared, noisy machine does not change the way it changes wall time (docs/testing.md).
name=$1; shift
cg=/sys/fs/cgroup/cpuacct/$name
mkdir -p $cg; echo 0 > $cg/cpuacct.usage
start=$(date +%s.%N)
bash -c 'echo $$ > '"$cg"'/cgroup.procs; exec "$@"' _ "$@"
rc=$?
end=$(date +%s.%N)
echo "CPUOF $name: $(awk "BEGIN{printf \"%.1f\", $(cat $cg/cpuacct.usage)/1e9}") core-s, wall $(awk "BEGIN{printf \"%.1f\", $end-$start}") s, rc $rc" >&2
exit $rc
