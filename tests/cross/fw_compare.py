#!/usr/bin/env python3
"""fw_compare.py GOLDEN.npy COUNT LOG [CORE_HZ]

Checks the firmware's printed outputs (tiny_main.c: "sample S: N outputs,
ticks T" then "v XXXXXXXX ..." lines of float32 bit patterns) against the
first COUNT samples of PyTorch's GOLDEN.npy: every value within
1e-4 * (1 + max|golden|), the bound of the host model tests. With CORE_HZ
(the board's SysTick clock), also prints the emulated instruction count per
inference (QEMU -icount shift=0: 1 ns of virtual time per instruction).
Standard library only. Exit 0 when all match, 1 otherwise."""
import math
import os
import re
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'examples', 'firmware'))
from npy_read import read_npy  # noqa: E402


def parse_log(text):
    samples = []  # (index, n, ticks, values)
    for line in text.splitlines():
        m = re.fullmatch(r'sample (\d+): (\d+) outputs, ticks (\d+)', line)
        if m:
            samples.append((int(m.group(1)), int(m.group(2)), int(m.group(3)), []))
        elif line.startswith('v ') and samples:
            for word in line[2:].split():
                samples[-1][3].append(struct.unpack('<f', struct.pack('<I', int(word, 16)))[0])
    return samples


def main():
    if len(sys.argv) not in (4, 5):
        sys.exit(__doc__)
    golden_path, count, log_path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    core_hz = float(sys.argv[4]) if len(sys.argv) == 5 else None
    shape, golden = read_npy(golden_path)
    per = len(golden) // shape[0]
    with open(log_path, errors='replace') as f:
        samples = parse_log(f.read())
    if [s[0] for s in samples] != list(range(count)):
        print(f'FAIL: expected samples 0..{count - 1}, the log has {[s[0] for s in samples]}')
        return 1
    want = golden[:count * per]
    peak = max(abs(v) for v in want)
    bound = 1e-4 * (1.0 + peak)
    worst, outside = 0.0, 0
    for index, n, ticks, values in samples:
        if n != per or len(values) != per:
            print(f'FAIL: sample {index}: {len(values)} values (says {n}), golden has {per}')
            return 1
        for k, v in enumerate(values):
            ref = want[index * per + k]
            diff = abs(v - ref) if not math.isnan(v) else math.inf
            worst = max(worst, diff)
            outside += diff > bound
    print(f'{os.path.basename(os.path.dirname(golden_path))}: {count} samples x {per} values, '
          f'max |diff| {worst:.3g} (bound {bound:.3g} = 1e-4 * (1 + {peak:.4g})), {outside} outside')
    if core_hz:
        counts = [s[2] * 1e9 / core_hz for s in samples]
        print('emulated instructions per inference (QEMU -icount, not cycles): '
              + ', '.join(f'{c / 1e6:.2f} M' for c in counts))
    return 1 if outside else 0


if __name__ == '__main__':
    sys.exit(main())
