#!/usr/bin/env python3
"""golden_argmax.py GOLDEN.npy COUNT - print the argmax of the first COUNT rows
of a float32 (N, C) .npy file, one per line. Standard library only (the .npy
reader of examples/firmware)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'examples', 'firmware'))
from npy_read import read_npy  # noqa: E402


def main():
    path, count = sys.argv[1], int(sys.argv[2])
    shape, values = read_npy(path)
    if len(shape) != 2 or count > shape[0]:
        sys.exit(f'{path}: need a (N, C) array with at least {count} rows, found shape {shape}')
    cols = shape[1]
    for i in range(count):
        row = values[cols * i:cols * (i + 1)]
        print(max(range(cols), key=lambda c: (row[c], -c)))


if __name__ == '__main__':
    main()
