"""Read and write .npy files with the Python standard library only.

The corpus runner must need neither numpy nor mlir-opt, so it reads the stored
inputs/expected values and npk-run's outputs itself (format 1.0/2.0/3.0, C order).
"""
import ast
import struct

_CODES = {'f2': 'e', 'f4': 'f', 'f8': 'd', 'i1': 'b', 'i2': 'h', 'i4': 'i', 'i8': 'q',
          'u1': 'B', 'u2': 'H', 'u4': 'I', 'u8': 'Q', 'b1': '?'}


def read_npy(path):
    """Return (shape, dtype string like '<f4', list of Python numbers)."""
    with open(path, 'rb') as f:
        data = f.read()
    if data[:6] != b'\x93NUMPY':
        raise ValueError('%s: not a .npy file' % path)
    major = data[6]
    if major == 1:
        hlen = struct.unpack('<H', data[8:10])[0]
        start = 10
    else:
        hlen = struct.unpack('<I', data[8:12])[0]
        start = 12
    header = ast.literal_eval(data[start:start + hlen].decode('latin1'))
    if header.get('fortran_order'):
        raise ValueError('%s: Fortran order' % path)
    descr = header['descr']
    shape = tuple(header['shape'])
    code = _CODES.get(descr[1:])
    if code is None:
        raise ValueError('%s: unsupported dtype %s' % (path, descr))
    order = '>' if descr[0] == '>' else '<'
    n = 1
    for d in shape:
        n *= d
    body = data[start + hlen:]
    size = struct.calcsize(code)
    if len(body) != n * size:
        raise ValueError('%s: %d data bytes, expected %d' % (path, len(body), n * size))
    values = list(struct.unpack(order + code * n, body)) if n else []
    return shape, descr, values


def write_npy(path, shape, values, descr='<f4'):
    """Write values (flat, C order) with the given shape and dtype."""
    code = _CODES[descr[1:]]
    header = "{'descr': '%s', 'fortran_order': False, 'shape': %s, }" % (
        descr, repr(tuple(shape)))
    pad = 64 - (10 + len(header) + 1) % 64
    header = header + ' ' * pad + '\n'
    with open(path, 'wb') as f:
        f.write(b'\x93NUMPY\x01\x00' + struct.pack('<H', len(header)))
        f.write(header.encode('latin1'))
        f.write(struct.pack('<' + code * len(values), *values))
