#!/usr/bin/env bash
# firmware_tiny.sh build SOURCE_DIR MLIR2C ATTACH_WEIGHTS SINGLE_HEADER WORK_DIR BOARD [MODELS]
# firmware_tiny.sh run   SOURCE_DIR WORK_DIR BOARD MODEL
# The MLPerf Tiny models on a Cortex-M under qemu-system-arm (semihosting).
# build: configures and builds examples/firmware for BOARD (an386: MPS2
#   Cortex-M4F; an547: MPS3 Cortex-M55), one MinSizeRel image per model,
#   with the host MLIR2C and ATTACH_WEIGHTS, and prints each image's sections.
# run: checks that fw_MODEL.elf links no heap or stdio, runs it under QEMU
#   (-icount shift=0, so SysTick counts emulated instructions) and compares
#   the printed outputs with models/MODEL/golden.npy (tests/cross/fw_compare.py,
#   bound 1e-4 * (1 + max|golden|)). Prints the QEMU wall time.
# Exit 77 when a tool is missing.
set -uo pipefail
mode=$1
shift
samples=${FW_SAMPLES:-4}
for tool in arm-none-eabi-gcc arm-none-eabi-size arm-none-eabi-nm qemu-system-arm python3; do
  command -v $tool >/dev/null || { echo "$tool not found: skipped"; exit 77; }
done
board_settings() {  # sets toolchain, machine and core_hz (SysTick clock) for $1
  case $1 in
    an386) toolchain=arm-none-eabi.cmake machine=mps2-an386 core_hz=25000000 ;;
    an547) toolchain=arm-none-eabi-m55.cmake machine=mps3-an547 core_hz=32000000 ;;
    *) echo "unknown board '$1' (an386 or an547)"; exit 1 ;;
  esac
}

if [[ $mode == build ]]; then
  src=$1 mlir2c=$2 attach=$3 single=$4 work=$5 board=$6
  models=${7:-kws_dscnn;vww_mobilenetv1;ic_resnet8;ad_autoencoder;kws_dscnn_int8;vww_mobilenetv1_int8;ic_resnet8_int8;ad_autoencoder_int8}
  board_settings "$board"
  for f in "$mlir2c" "$attach" "$single"; do
    [[ -f $f ]] || { echo "$f is missing (build the host tree first)"; exit 1; }
  done
  mkdir -p "$work"
  if ! cmake -S "$src/examples/firmware" -B "$work" -DCMAKE_TOOLCHAIN_FILE="$src/examples/firmware/$toolchain" \
       -DFW_BOARD="$board" -DNPK_MLIR2C="$mlir2c" -DNPK_ATTACH_WEIGHTS="$attach" -DNPK_SINGLE_HEADER="$single" \
       -DFW_MODELS= -DFW_ALL_OPS_IMAGES=OFF -DFW_TINY_MODELS="$models" -DFW_SAMPLES="$samples" \
       >"$work/configure.log" 2>&1 ||
     ! cmake --build "$work" -j "${NPK_JOBS:-2}" >"$work/build.log" 2>&1; then
    echo "FAIL: the firmware does not build for $board"
    tail -n 40 "$work/configure.log" "$work/build.log"
    exit 1
  fi
  IFS=';' read -ra model_list <<<"$models"
  for m in "${model_list[@]}"; do
    arm-none-eabi-size -A "$work/fw_$m.elf" |
      awk -v m="$m" '$1 ~ /^\.(text|ARM.exidx|rodata|weights|testdata|stack|data|bss)$/{printf "%-18s %-10s %9d\n", m, $1, $2}'
  done
  exit 0
fi

[[ $mode == run ]] || { echo "usage: firmware_tiny.sh build|run ..."; exit 1; }
src=$1 work=$2 board=$3 m=$4
board_settings "$board"
elf=$work/fw_$m.elf
[[ -f $elf ]] || { echo "FAIL: $elf is missing (the firmware_${board}_build test builds it)"; exit 1; }
# Heap and stdio would show up as these symbols; the link has no syscall
# stubs, so they could only appear through a stub someone added.
if arm-none-eabi-nm "$elf" | grep -Ew '_?(malloc|_malloc_r|_sbrk|free|printf|_write)$'; then
  echo "FAIL: $m: the image contains heap or stdio code"
  exit 1
fi
log=$work/run_$m.log
start=$EPOCHREALTIME
timeout 600 qemu-system-arm -M $machine -nographic -monitor none -serial none -icount shift=0 \
  -semihosting-config enable=on,target=native -kernel "$elf" >"$log" 2>&1
rc=$?
wall=$(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN{printf "%.2f", b - a}')
grep -v '^v ' "$log"
echo "qemu wall time: $wall s"
[[ $rc == 0 ]] || { echo "FAIL: $m on $board: qemu exit status $rc"; exit 1; }
grep -qx done "$log" || { echo "FAIL: $m on $board: no 'done' line"; exit 1; }
# an int8 model (NAME_int8) against the host's int8 outputs (npk's scalar kernels)
golden=$src/models/$m/golden.npy
[[ $m == *_int8 ]] && golden=$src/models/${m%_int8}/int8/golden.npy
python3 "$src/tests/cross/fw_compare.py" "$golden" "$samples" "$log" "$core_hz"
