#!/usr/bin/env python3
"""fw_memory_table.py WORK_DIR BOARD MODEL... - the docs/FIRMWARE.md table of
the MLPerf Tiny images that tests/cross/firmware_tiny.sh built and ran in
WORK_DIR for BOARD (an386 or an547): flash and RAM per model from
`arm-none-eabi-size -A` of fw_MODEL.elf, the stack high-water mark and the
SysTick ticks from its run log (run_MODEL.log), and whether each fits the
board's memories and a 1 MB-flash / 256 KB-RAM Cortex-M4F part.
  flash = .text + .ARM.exidx + .rodata + .weights + .data (its load image)
  RAM   = .data + .bss (the arena) + the stack (reserved / measured)
.testdata (the golden inputs) is test data, not counted."""
import os
import re
import subprocess
import sys

KB = 1024
BOARDS = {
    # core clock of SysTick (QEMU), then (name, limit, what it holds)
    'an386': (25e6, [('SSRAM1 code', 4 * KB * KB, 'code'), ('PSRAM', 16 * KB * KB, 'weights'),
                     ('SSRAM2/3 data', 4 * KB * KB, 'ram')]),
    'an547': (32e6, [('ITCM', 512 * KB, 'code'), ('QSPI flash', 8 * KB * KB, 'weights'),
                     ('DTCM', 512 * KB, 'ram')]),
}
PART_FLASH, PART_RAM = 1024 * KB, 256 * KB


def sections(elf):
    out = subprocess.run(['arm-none-eabi-size', '-A', elf], check=True, capture_output=True, text=True).stdout
    sizes = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[0].startswith('.') and parts[1].isdigit():
            sizes[parts[0]] = int(parts[1])
    return sizes


def kb(n):
    return f'{n / KB:,.1f}'


def main():
    if len(sys.argv) < 4 or sys.argv[2] not in BOARDS:
        sys.exit(__doc__)
    work, board, models = sys.argv[1], sys.argv[2], sys.argv[3:]
    core_hz, regions = BOARDS[board]
    print('| model | flash KB: code + consts | flash KB: weights | flash KB total | RAM KB: arena | '
          'RAM KB: stack used / reserved | RAM KB total (stack used) | emulated instructions / inference | '
          f'fits {board} | fits 1 MB flash + 256 KB RAM |')
    print('|---|---:|---:|---:|---:|---:|---:|---:|---|---|')
    for m in models:
        s = sections(os.path.join(work, f'fw_{m}.elf'))
        with open(os.path.join(work, f'run_{m}.log'), errors='replace') as f:
            log = f.read()
        stack_used = int(re.search(r'stack used: (\d+) bytes', log).group(1))
        ticks = [int(t) for t in re.findall(r'^sample \d+: \d+ outputs, ticks (\d+)$', log, re.M)]
        instr = max(ticks) * 1e9 / core_hz
        code = s.get('.text', 0) + s.get('.ARM.exidx', 0) + s.get('.rodata', 0) + s.get('.data', 0)
        weights = s.get('.weights', 0)
        arena = s.get('.bss', 0)
        ram_used = s.get('.data', 0) + arena + stack_used
        ram_reserved = s.get('.data', 0) + arena + s.get('.stack', 0)
        need = {'code': code, 'weights': weights, 'ram': ram_reserved}
        board_fit = all(need[what] <= limit for _, limit, what in regions)
        misses = []
        if code + weights > PART_FLASH:
            misses.append(f'flash {kb(code + weights)} KB > 1024 KB')
        if ram_used > PART_RAM:
            misses.append(f'RAM {kb(ram_used)} KB > 256 KB')
        part = 'no: ' + ', '.join(misses) if misses else \
            f'yes ({kb(PART_FLASH - code - weights)} KB flash, {kb(PART_RAM - ram_used)} KB RAM spare)'
        print(f'| `{m}` | {kb(code)} | {kb(weights)} | {kb(code + weights)} | {kb(arena)} | '
              f'{kb(stack_used)} / {kb(s.get(".stack", 0))} | {kb(ram_used)} | {instr / 1e6:.1f} M | '
              f'{"yes" if board_fit else "no"} | {part} |')


if __name__ == '__main__':
    main()
