#!/usr/bin/env python3
"""fw_compare_selftest.py SOURCE_DIR WORK_DIR - checks that fw_compare.py,
which judges the firmware tests, passes a log holding PyTorch's own outputs
and fails the logs it must fail: one value off by twice the bound, a NaN, a
missing sample, a short sample. Needs no cross tools. Exit 0 when it does."""
import os
import struct
import subprocess
import sys


def main():
    src, work = sys.argv[1], sys.argv[2]
    os.makedirs(work, exist_ok=True)
    sys.path.insert(0, os.path.join(src, 'examples', 'firmware'))
    from npy_read import read_npy
    golden = os.path.join(src, 'models', 'ad_autoencoder', 'golden.npy')
    shape, values = read_npy(golden)
    count, per = 2, len(values) // shape[0]
    bound = 1e-4 * (1 + max(abs(v) for v in values[:count * per]))

    def log(vals, samples=range(count), n=per):
        lines = ['npk firmware: self-test']
        for s in samples:
            lines.append(f'sample {s}: {n} outputs, ticks 100')
            row = vals[s * per:s * per + n]
            for i in range(0, len(row), 8):
                lines.append('v ' + ' '.join(f'{struct.unpack("<I", struct.pack("<f", v))[0]:08x}'
                                             for v in row[i:i + 8]))
        return '\n'.join(lines + ['done']) + '\n'

    off = list(values)
    off[per + 5] += 2 * bound
    nan = list(values)
    nan[3] = float('nan')
    cases = [('exact', log(values), 0), ('one value 2x the bound off', log(off), 1),
             ('a NaN', log(nan), 1), ('sample 1 missing', log(values, samples=[0]), 1),
             ('a short sample', log(values, n=per - 1), 1)]
    failed = 0
    for name, text, want in cases:
        path = os.path.join(work, 'selftest.log')
        with open(path, 'w') as f:
            f.write(text)
        rc = subprocess.run([sys.executable, os.path.join(src, 'tests', 'cross', 'fw_compare.py'),
                             golden, str(count), path], capture_output=True, text=True).returncode
        ok = (rc != 0) == (want != 0)
        print(f'{"ok" if ok else "FAIL"}: {name}: fw_compare.py exit {rc}')
        failed += not ok
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
