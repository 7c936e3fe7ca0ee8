"""npy_read.py - read a little-endian float32 .npy file (C order) with the
standard library only: read_npy(path) -> (shape tuple, flat list of floats).
Used by make_samples.py, tests/cross/fw_compare.py and golden_argmax.py."""
import ast
import struct
import sys


def read_npy(path):
    with open(path, 'rb') as f:
        data = f.read()
    if data[:6] != b'\x93NUMPY' or len(data) < 10:
        sys.exit(f'{path}: not a .npy file')
    if data[6] == 1:
        hlen, start = struct.unpack('<H', data[8:10])[0], 10
    else:
        hlen, start = struct.unpack('<I', data[8:12])[0], 12
    header = ast.literal_eval(data[start:start + hlen].decode('latin1'))
    shape = tuple(header['shape'])
    if header['descr'] != '<f4' or header['fortran_order']:
        sys.exit(f'{path}: need a C-order <f4 array, found {header["descr"]}')
    count = 1
    for d in shape:
        count *= d
    body = data[start + hlen:]
    if len(body) != 4 * count:
        sys.exit(f'{path}: {len(body)} data bytes, shape {shape} needs {4 * count}')
    return shape, list(struct.unpack(f'<{count}f', body))
