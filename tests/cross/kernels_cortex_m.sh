#!/usr/bin/env bash
# kernels_cortex_m.sh SOURCE_DIR WORK_DIR [TESTS]
# The int8 kernel tests (tests/kernels/test_NAME.c; default qgemm qdwconv
# conv_i8 matmul_i8 qadd) cross-built for a Cortex-M4F and a Cortex-M55 and
# run under qemu-system-arm on the firmware boards (mps2-an386, mps3-an547).
# Both cores have the DSP extension, so npk_qgemm / npk_qdwconv take their
# arm-dsp paths (checked by the tests), and every case is compared bit for
# bit with the scalar oracles and the tests' unfused formulations, computed
# on the same core. Not through qemu-arm: QEMU 7.2's user mode aborts on
# M-profile CPUs. Exit 77 when a tool is missing.
set -uo pipefail
src=$1 work=$2
tests=${3:-qgemm qdwconv conv_i8 matmul_i8 qadd}
for tool in arm-none-eabi-gcc qemu-system-arm; do
  command -v $tool >/dev/null || { echo "$tool not found: skipped"; exit 77; }
done
mkdir -p "$work"
fail=0
# board: machine, -mcpu flags, vector table, code, RAM base (data, heap), stack top
boards=(
  "an386 mps2-an386 -mcpu=cortex-m4:-mfpu=fpv4-sp-d16 0x0 0x8000 0x20000000 0x20400000"
  "an547 mps3-an547 -mcpu=cortex-m55 0x10000000 0x10008000 0x31000000 0x31400000"
)
for b in "${boards[@]}"; do
  read -r board machine cpu vec text ram stack <<<"$b"
  for t in $tests; do
    elf=$work/${t}_$board.elf log=$work/${t}_$board.log
    # one unit with the implementation in it (the desktop builds link a shared copy, npk_test_impl)
    if ! arm-none-eabi-gcc -O2 -std=c99 -Wall -Wextra -Werror ${cpu//:/ } -mthumb -mfloat-abi=hard \
         --specs=rdimon.specs -nostartfiles -DNPK_IMPLEMENTATION -DTU_EXPECT_ISA=0 -DCM_STACK_TOP=${stack}u \
         -I"$src" -I"$src/tests/kernels" "$src/tests/kernels/test_$t.c" "$src/tests/cross/cm_test_start.c" \
         -Wl,--section-start=.vectors=$vec -Wl,-Ttext-segment=$text -Wl,-Tdata=$ram -Wl,-e,$vec \
         -o "$elf" -lm >"$work/${t}_$board.build.log" 2>&1; then
      echo "FAIL: test_$t.c does not build for $board"; cat "$work/${t}_$board.build.log"; fail=1; continue
    fi
    timeout 300 qemu-system-arm -M $machine -nographic -monitor none -serial none \
      -semihosting-config enable=on,target=native -kernel "$elf" >"$log" 2>&1
    rc=$?
    cat "$log"
    # the test's last line: "kernels_T: isa=scalar checks=N failures=0", N > 0
    if [[ $rc != 0 ]] || ! grep -Eq '^kernels_[a-z0-9_]+: isa=[a-z0-9]+ checks=[1-9][0-9]* failures=0$' "$log"; then
      echo "FAIL: test_$t on $board (qemu status $rc)"; fail=1
    else
      echo "ok: test_$t on $board"
    fi
  done
done
exit $fail
