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
[ ${#targets[@]} -gt 0 ] || targets=(bundle mlir npy idx)
out=${FUZZ_OUT:-build-fuzz}
cc=${FUZZ_CC:-clang}
mkdir -p "$out"

if ! command -v "$cc" >/dev/null ||
   ! echo 'int LLVMFuzzerTestOneInput(const char*d,long n){(void)d;(void)n;return 0;}' |
     "$cc" -x c - -fsanitize=fuzzer -o "$out/probe" 2>/dev/null; then
  echo "fuzz: $cc with libFuzzer not available (tools/install-deps.sh installs clang and libclang-rt-14-dev); skipped"
  exit 77
fi

# No -Werror: warnings are the gcc builds' job; here they would only stop the fuzzing.
flags=(-std=c99 -g -O1 -march=native -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all
       -fno-omit-frame-pointer -Wall -Wextra -I. -Itools/common -Itools/mlir2c ${FUZZ_CFLAGS:-})
m2c_sources=$(ls tools/mlir2c/*.c | grep -v -E '/(main|util)\.c$')
build() {  # build TARGET
  case $1 in
    bundle) "$cc" "${flags[@]}" tests/fuzz/fuzz_bundle.c -lm -o "$out/fuzz_bundle" ;;
    # shellcheck disable=SC2086
    mlir) "$cc" "${flags[@]}" tests/fuzz/fuzz_mlir.c $m2c_sources tools/common/npk_io.c tools/common/tcp_write.c tools/common/npk_arena.c -lm -o "$out/fuzz_mlir" ;;
    npy) "$cc" "${flags[@]}" -DFUZZ_IO_NPY tests/fuzz/fuzz_io.c tools/common/npk_io.c -o "$out/fuzz_npy" ;;
    idx) "$cc" "${flags[@]}" tests/fuzz/fuzz_io.c tools/common/npk_io.c -o "$out/fuzz_idx" ;;
    *) echo "fuzz: unknown target $1"; return 1 ;;
  esac
}

run() {  # run TARGET: fuzz for $secs seconds; summary line on stdout
  local t=$1 log="$out/$1.log" art="$out/artifacts/$1/"
  mkdir -p "$out/work/$t" "$art"
  rm -f "$art"/crash-* "$art"/timeout-* "$art"/oom-* "$art"/leak-*
  # close_fd_mask=3: the targets' own messages (every rejected input prints
  # one) would swamp the log; libFuzzer and sanitizer reports still appear.
  # shellcheck disable=SC2086
  "$out/fuzz_$t" "$out/work/$t" "tests/fuzz/corpus/$t" -max_total_time="$secs" -timeout=10 \
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

for t in "${targets[@]}"; do build "$t" || exit 1; done
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
