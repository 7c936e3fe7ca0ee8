#!/usr/bin/env bash
# stack_frames.sh [-l LIMIT] [-H HEADER] [-a ALLOW_FILE] [SOURCE_DIR]
# Compiles npk's whole implementation (every op, NPK_IMPLEMENTATION) for a
# Cortex-M4F at -Os with -fstack-usage, once with npk's default GEMM blocking
# and once with the firmware example's NPK_GEMM_* sizes (FW_GEMM_BLOCKS in
# examples/firmware/CMakeLists.txt), and lists every function whose static
# frame exceeds LIMIT bytes (default 1024), largest first. A frame gcc cannot
# bound (VLA, alloca: "dynamic" without "bounded") is listed too. Exit 1 if
# any function is listed, 77 when arm-none-eabi-gcc is missing. With -a,
# the functions named in ALLOW_FILE (first word of each line, # comments) are
# listed as known and do not fail it; a named one that is no longer over the
# limit is reported, so the list only shrinks (ctest firmware_stack_frames).
# HEADER defaults to SOURCE_DIR/npk.h (the single-file amalgamation,
# build/npk_single.h, gives the same frames).
set -uo pipefail
limit=1024 header= allow=
while getopts "l:H:a:" o; do
  case $o in
    l) limit=$OPTARG ;;
    H) header=$OPTARG ;;
    a) allow=$OPTARG ;;
    *) echo "usage: $0 [-l LIMIT] [-H HEADER] [-a ALLOW_FILE] [SOURCE_DIR]" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
src=${1:-$(cd "$(dirname "$0")/../.." && pwd)}
header=${header:-$src/npk.h}
command -v arm-none-eabi-gcc >/dev/null || { echo "arm-none-eabi-gcc not found: skipped"; exit 77; }
work=$(mktemp -d /tmp/npk-stack-XXXXXX)
trap 'rm -rf "$work"' EXIT
# the firmware example's blocking, read from its CMakeLists so the two agree
fw=$(sed -n 's/^set(FW_GEMM_BLOCKS "\([^"]*\)".*/\1/p' "$src/examples/firmware/CMakeLists.txt")
[[ -n $fw ]] || { echo "FW_GEMM_BLOCKS not found in examples/firmware/CMakeLists.txt"; exit 2; }
printf '#define NPK_ASSERT(x) ((void)0)\n#define NPK_IMPLEMENTATION\n#include "%s"\n' "$header" >"$work/impl.c"
known=()
if [[ -n $allow ]]; then
  [[ -r $allow ]] || { echo "cannot read $allow"; exit 2; }
  mapfile -t known < <(sed 's/#.*//' "$allow" | awk 'NF {print $1}')
fi
fail=0 seen=" "
for cfg in default firmware; do
  defs=()
  [[ $cfg == firmware ]] && for d in ${fw//;/ }; do defs+=("-D$d"); done
  echo "== $cfg blocking${defs[*]:+ (${defs[*]})}: static frames over $limit bytes"
  if ! arm-none-eabi-gcc -mcpu=cortex-m4 -mfpu=fpv4-sp-d16 -mfloat-abi=hard -mthumb -Os -std=c99 \
       -fstack-usage "${defs[@]}" -I"$src" -c "$work/impl.c" -o "$work/$cfg.o" 2>"$work/$cfg.log"; then
    cat "$work/$cfg.log"; echo "FAIL: the implementation does not build"; fail=1; continue
  fi
  # lines: FILE:LINE:COL:FUNCTION <tab> BYTES <tab> static|dynamic|dynamic,bounded
  over=$(awk -F'\t' -v lim="$limit" '$2 > lim || $3 == "dynamic" {
           n = split($1, a, ":"); f = a[1]; sub(".*/", "", f)
           printf "%8d  %-16s %s (%s:%s)\n", $2, $3, a[n], f, a[2] }' "$work/$cfg.su" | sort -rn)
  [[ -n $over ]] || { echo "   none"; continue; }
  while IFS= read -r line; do
    fn=$(awk '{print $3}' <<<"$line") base=${fn%%.*} tag="NEW"
    for k in "${known[@]}"; do [[ $base == "$k" ]] && tag="known"; done
    [[ $tag == NEW ]] && fail=1
    seen+="$base "
    echo "$line  [$tag]"
  done <<<"$over"
done
for k in "${known[@]}"; do
  [[ $seen == *" $k "* ]] || echo "$k is no longer over $limit bytes: remove it from $allow"
done
exit $fail
