#!/usr/bin/env bash
# tests/fuzz/run.sh SECONDS [TARGET...]
# Build every fuzz target with clang + libFuzzer + ASan + UBSan and run each
# for SECONDS, starting from its seed corpus (tests/fuzz/corpus/TARGET);
# prints executions, exec/s, peak RSS and crashes per target. Exit status 1
# if any target crashed, hung, ran out of memory or leaked; 77 if clang or
# libFuzzer is missing (callers may skip). Environment:
#   FUZZ_OUT   work directory (default build-fuzz/)
#   FUZZ_JOBS  targets run at once (default 1)
#   FUZZ_ARGS  extra libFuzzer flags
#   FUZZ_CFLAGS  extra compiler flags 
set -uo pipefail
cd "$(dirname "$0")/../.."
secs=${1:?usage: tests/fuzz/run.sh SECONDS [TARGET...]}
shift
targets=("$@")
# shellcheck source=tests/fuzz/targets.sh
. tests/fuzz/targets.sh
[ ${#targets[@]} -gt 0 ] || targets=("${fuzz_targets[@]}")
out=${FUZZ_OUT:-build-fuzz}
mkdir -p "$out"
fuzz_probe "$out" || exit 77

run() {  # run TARGET: fuzz for $secs seconds; summary line on stdout
  local t=$1 log="$out/$1.log" art="$out/artifacts/$1/"
  mkdir -p "$out/work/$t" "$art"
  rm -f "$art"/crash-* "$art"/timeout-* "$art"/oom-* "$art"/leak-*
  # close_fd_mask=3: the targets' own messages (every rejected input prints
  # one) would swamp the log; libFuzzer and sanitizer reports still appear.
  local dict=()
  [ -f "tests/fuzz/dict/$t.dict" ] && dict=(-dict="tests/fuzz/dict/$t.dict")
  # shellcheck disable=SC2086
  "$out/fuzz_$t" "$out/work/$t" "tests/fuzz/corpus/$t" "${dict[@]}" -max_total_time="$secs" -timeout=10 \
    -rss_limit_mb=2048 -malloc_limit_mb=2048 -max_len=65536 -close_fd_mask=3 -print_final_stats=1 -artifact_prefix="$art" \
    ${FUZZ_ARGS:-} >"$log" 2>&1
  local rc=$? runs rate rss bad
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  rss=$(sed -n 's/^stat::peak_rss_mb: *//p' "$log" | tail -1)
  bad=$(find "$art" -type f | wc -l)
  printf 'fuzz %-6s %10s execs %7s exec/s  peak RSS %5s MB  crashes/hangs/ooms %s  exit %s\n' \
    "$t" "${runs:-?}" "${rate:-?}" "${rss:-?}" "$bad" "$rc"
  if [ "$rc" -ne 0 ] || [ "$bad" -ne 0 ]; then
    grep -m1 -E 'ERROR|SUMMARY|Timeout|out-of-memory|leak' "$log" | sed 's/^/    /'
    ls "$art" | sed 's/^/    artifact: /'
    return 1
  fi
}

for t in "${targets[@]}"; do fuzz_build "$t" "$out" || exit 1; done
for t in "${targets[@]}"; do mkdir -p "$out/artifacts/$t"; done
status=0
jobs_max=${FUZZ_JOBS:-1}
pids=()
for t in "${targets[@]}"; do
  run "$t" &
  pids+=($!)
  if [ ${#pids[@]} -ge "$jobs_max" ]; then wait "${pids[0]}" || status=1; pids=("${pids[@]:1}"); fi
done
for p in "${pids[@]}"; do wait "$p" || status=1; done
exit $status
