#!/usr/bin/env bash
# tests/fuzz/campaign.sh MINUTES [TARGET...]
# A long fuzzing campaign: each target (default: all) runs for MINUTES with
# libFuzzer + ASan + UBSan, from a corpus kept between campaigns, its seeds,
# its regression inputs and its dictionary (tests/fuzz/dict/TARGET.dict); then
# the kept corpus is minimised with -merge=1. Findings (crash, hang, oom,
# leak) are copied to tests/fuzz/findings/TARGET/, where ctest fuzz.replay.*
# replays them in every build: a finding fails the suite until it is fixed,
# and stays as a regression input after. Prints one row per target
# (executions, coverage: edges "cov" and features "ft", corpus size,
# findings) and appends it, with the date and commit, to CAMPAIGN/log.tsv.
# Exit 1 if any target found something, 77 without clang/libFuzzer.
# Environment:
#   CAMPAIGN   directory for the kept corpora and logs (default build-fuzz/campaign)
#   FUZZ_JOBS  targets fuzzed at once (default 1; each uses one core)
#   FUZZ_ARGS  extra libFuzzer flags; FUZZ_CC, FUZZ_CFLAGS as for run.sh
set -uo pipefail
cd "$(dirname "$0")/../.."
mins=${1:?usage: tests/fuzz/campaign.sh MINUTES [TARGET...]}
shift
targets=("$@")
# shellcheck source=tests/fuzz/targets.sh
. tests/fuzz/targets.sh
[ ${#targets[@]} -gt 0 ] || targets=("${fuzz_targets[@]}")
dir=${CAMPAIGN:-build-fuzz/campaign}
mkdir -p "$dir/bin"
fuzz_probe "$dir/bin" || exit 77
for t in "${targets[@]}"; do fuzz_build "$t" "$dir/bin" || exit 1; done
secs=$(awk -v m="$mins" 'BEGIN { printf "%d", m * 60 }')
commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)

# Extra seeds: the shipped models' bundles and MLIR that fit the input limit,
# and the valid programs of the differential fuzzer (gen_graphs.py, when a
# build and numpy are there), so mutations start from real, deep programs.
extra_seeds() {
  local t=$1 d="$dir/extra/$1" f
  mkdir -p "$d"
  case $t in
    bundle) for f in build*/models/*/*.tcp; do [ -f "$f" ] && [ "$(stat -c %s "$f")" -le 65536 ] && cp "$f" "$d/"; done ;;
    mlir) for f in models/*/*.mlir models/*/*/*.mlir; do [ -f "$f" ] && [ "$(stat -c %s "$f")" -le 65536 ] && cp "$f" "$d/"; done ;;
  esac
  [ -d "$dir/generated/$t" ] && cp "$dir/generated/$t"/* "$d/" 2>/dev/null
  echo "$d"
}
if [ -x build/mlir2c ] && [ -x build/npk-run ] && [ ! -d "$dir/generated" ]; then
  /usr/bin/python3 tests/fuzz/gen_graphs.py --mlir2c build/mlir2c --npk-run build/npk-run --count 300 --seed 1 \
    --emit-seeds "$dir/generated" >/dev/null 2>&1 || echo "campaign: no generated seeds (gen_graphs.py needs numpy and build/)"
fi

campaign() {  # campaign TARGET: one row on stdout
  local t=$1 corpus="$dir/corpus/$t" art="$dir/artifacts/$t/" log="$dir/$t.log" dict=() rc
  mkdir -p "$corpus" "$art"
  rm -f "$art"/*
  [ -f "tests/fuzz/dict/$t.dict" ] && dict=(-dict="tests/fuzz/dict/$t.dict")
  # shellcheck disable=SC2046,SC2086
  "$dir/bin/fuzz_$t" "$corpus" "tests/fuzz/corpus/$t" $(fuzz_regressions "$t") "$(extra_seeds "$t")" "${dict[@]}" \
    -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=2048 -max_len=65536 -close_fd_mask=3 \
    -print_final_stats=1 -artifact_prefix="$art" ${FUZZ_ARGS:-} >"$log" 2>&1
  rc=$?
  # Minimise the kept corpus: only inputs that add coverage stay.
  rm -rf "$corpus.min" && mkdir -p "$corpus.min"
  "$dir/bin/fuzz_$t" -merge=1 "$corpus.min" "$corpus" -close_fd_mask=3 -timeout=10 -rss_limit_mb=2048 \
    -malloc_limit_mb=2048 -max_len=65536 >"$dir/$t.merge.log" 2>&1 && rm -rf "$corpus" && mv "$corpus.min" "$corpus"
  local runs cov ft files found=0 f saved=""
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  cov=$(grep -a -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
  ft=$(grep -a -o 'ft: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
  files=$(find "$corpus" -type f | wc -l)
  for f in "$art"*; do
    [ -f "$f" ] || continue
    mkdir -p "tests/fuzz/findings/$t"
    cp "$f" "tests/fuzz/findings/$t/$(basename "$f")"
    found=$((found + 1))
    saved="$saved    saved: tests/fuzz/findings/$t/$(basename "$f")
"
  done
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(date -u +%FT%TZ)" "$commit" "$t" "$secs" "${runs:-?}" \
    "${cov:-?}" "${ft:-?}" "$files" "$found" "$rc" >>"$dir/log.tsv"
  printf 'campaign %-6s %6ss %12s execs  cov %6s  ft %7s  corpus %6s files  findings %s  exit %s\n' \
    "$t" "$secs" "${runs:-?}" "${cov:-?}" "${ft:-?}" "$files" "$found" "$rc"
  if [ "$found" -ne 0 ] || [ "$rc" -ne 0 ]; then
    grep -m1 -E 'ERROR|SUMMARY|Timeout|out-of-memory|leak' "$log" | sed 's/^/    /'
    printf '%s' "$saved"
    return 1
  fi
}

status=0
pids=()
for t in "${targets[@]}"; do
  campaign "$t" &
  pids+=($!)
  if [ ${#pids[@]} -ge "${FUZZ_JOBS:-1}" ]; then wait "${pids[0]}" || status=1; pids=("${pids[@]:1}"); fi
done
for p in "${pids[@]}"; do wait "$p" || status=1; done
# Totals over every campaign in this directory (the issue's 10 M per target).
awk -F'\t' '$5 ~ /^[0-9]+$/ { n[$3] += $5; s[$3] += $4 } END { for (t in n) printf "total  %-6s %12d execs in %d s over all campaigns in this directory\n", t, n[t], s[t] }' "$dir/log.tsv" | sort
exit $status
