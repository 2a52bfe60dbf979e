#!/bin/sh
# Run every bench of issue 5 one after the other (they must not overlap: 2 cores).
# Usage: bench/run_all.sh [LOGDIR]   (default: print only). From the repository root or anywhere.
set -u
cd "$(dirname "$0")/.." || exit 2
PY=.venv/bin/python
LOG=${1:-}
run() {
    name=$1; shift
    echo "### $name: $PY $* ($(date -u +%H:%M:%S) UTC, $(uptime | sed 's/.*load/load/'))"
    if [ -n "$LOG" ]; then
        mkdir -p "$LOG"
        "$PY" "$@" 2>"$LOG/$name.stderr" | tee "$LOG/$name.txt"
    else
        "$PY" "$@" 2>/dev/null
    fi
}
run check_speed bench/check_speed.py
run memory bench/memory.py
run diagnosis_latency bench/diagnosis_latency.py
run happy_path bench/happy_path.py
run bench_creation bench/bench_creation.py
run pytest_plugin bench/pytest_plugin.py
