#!/usr/bin/env python3
"""golden_argmax.py GOLDEN.npy COUNT - print the argmax of the first COUNT rows
of a float32 (N, C) .npy file, one per line. Standard library only."""
import ast
import struct
import sys


def main():
    path, count = sys.argv[1], int(sys.argv[2])
    with open(path, 'rb') as f:
        data = f.read()
    if data[:6] != b'\x93NUMPY':
        sys.exit(f'{path}: not a .npy file')
    if data[6] == 1:
        hlen, start = struct.unpack('<H', data[8:10])[0], 10
    else:
        hlen, start = struct.unpack('<I', data[8:12])[0], 12
    header = ast.literal_eval(data[start:start + hlen].decode('latin1'))
    rows, cols = header['shape']
    if header['descr'] != '<f4' or header['fortran_order'] or count > rows:
        sys.exit(f'{path}: need C-order <f4 with at least {count} rows')
    body = data[start + hlen:]
    for i in range(count):
        row = struct.unpack_from(f'<{cols}f', body, 4 * cols * i)
        print(max(range(cols), key=lambda c: (row[c], -c)))


if __name__ == '__main__':
    main()
