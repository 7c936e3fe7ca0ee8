#!/usr/bin/env python3
"""make_subset.py DATA_DIR COUNT OUT_DIR - the first COUNT shipped digits as a
smaller copy of data/mnist: test-images.idx, test-labels.idx, and for every
golden/NAME.npy its first COUNT rows plus a NAME-accuracy.txt recounted on
them (PyTorch's argmax against the labels). Lets emulated runs check the
same things on fewer digits. Standard library only."""
import ast
import os
import struct
import sys


def idx_head(data, count):
    rank = data[3]
    dims = list(struct.unpack('>' + 'I' * rank, data[4:4 + 4 * rank]))
    if data[2] != 0x08 or count > dims[0]:
        sys.exit('need unsigned-byte IDX data with at least COUNT items')
    per = 1
    for d in dims[1:]:
        per *= d
    dims[0] = count
    body = data[4 + 4 * rank:4 + 4 * rank + count * per]
    return data[:4] + struct.pack('>' + 'I' * rank, *dims) + body, body


def npy_head(data, count):
    major = data[6]
    hlen, start = (struct.unpack('<H', data[8:10])[0], 10) if major == 1 else (struct.unpack('<I', data[8:12])[0], 12)
    header = ast.literal_eval(data[start:start + hlen].decode('latin1'))
    rows, cols = header['shape']
    if header['descr'] != '<f4' or header['fortran_order'] or count > rows:
        sys.exit('need C-order <f4 golden outputs with at least COUNT rows')
    text = "{'descr': '<f4', 'fortran_order': False, 'shape': (%d, %d), }" % (count, cols)
    pad = 64 - (10 + len(text) + 1) % 64
    head = b'\x93NUMPY\x01\x00' + struct.pack('<H', len(text) + pad + 1) + (text + ' ' * pad + '\n').encode()
    body = data[start + hlen:start + hlen + 4 * cols * count]
    return head + body, [struct.unpack_from(f'<{cols}f', body, 4 * cols * i) for i in range(count)]


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    src, count, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    os.makedirs(os.path.join(out, 'golden'), exist_ok=True)
    with open(os.path.join(src, 'test-images.idx'), 'rb') as f:
        images, _ = idx_head(f.read(), count)
    with open(os.path.join(src, 'test-labels.idx'), 'rb') as f:
        labels_file, labels = idx_head(f.read(), count)
    for name, blob in (('test-images.idx', images), ('test-labels.idx', labels_file)):
        with open(os.path.join(out, name), 'wb') as f:
            f.write(blob)
    for fname in sorted(os.listdir(os.path.join(src, 'golden'))):
        if not fname.endswith('.npy'):
            continue
        model = fname[:-4]
        with open(os.path.join(src, 'golden', fname), 'rb') as f:
            blob, rows = npy_head(f.read(), count)
        with open(os.path.join(out, 'golden', fname), 'wb') as f:
            f.write(blob)
        correct = sum(1 for r, l in zip(rows, labels) if max(range(len(r)), key=lambda c: (r[c], -c)) == l)
        with open(os.path.join(out, 'golden', model + '-accuracy.txt'), 'w') as f:
            f.write(f'model {model}\ncorrect {correct}\ntotal {count}\naccuracy {correct / count:.4f}\n')


if __name__ == '__main__':
    main()
