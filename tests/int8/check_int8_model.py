#!/usr/bin/python3
"""check_int8_model.py MLIR2C NPK_RUN MODEL.mlir IMAGES.idx LABELS.idx GOLDEN.npy MIN_AGREE
                     [--count N] [--exact-count N] [--tcp MODEL.tcp] [--mutate]

For a quantized model written by `torch_export.py --int8` (models/mnist/int8/):
  1. bit-exact: every int8/int16 tensor a tosa.rescale makes, and the float logits
     (the dequantised last accumulator, before softmax), computed by npk (the model
     cut at that value, translated by mlir2c, run by npk-run) equal, bit for bit,
     what tosa_int_ref.py computes from the TOSA spec's pseudo-code (on the first
     --exact-count digits: each cut is one more npk-run, and the int8 kernels
     are the scalar reference, so the CNN is slow);
  2. the full output (float softmax / log_softmax tail) is within 1e-5 of the
     reference's, with the same top-1 on every digit;
  3. the int8 model's top-1 agrees with the float model's (PyTorch, GOLDEN) on at
     least MIN_AGREE of the digits; prints both accuracies.
--mutate changes one rescale multiplier of the model npk runs (not the reference's):
the check must then fail (a ctest with WILL_FAIL shows the comparison can fail).
--tcp runs that bundle (the build's) for the full output instead of translating MODEL.mlir.
Exit 0 on success, 1 on failure, 77 (skip) without NumPy.
"""
import os
import re
import subprocess
import sys
import tempfile

try:
    import numpy as np
except ImportError:
    print("skip: no numpy")
    sys.exit(77)

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tosa_int_ref  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools", "mnist"))
from make_data import read_idx  # noqa: E402




def cut_at(text, value, vtype):
    """The same function returning `value` (of type vtype) instead of its result."""
    text = re.sub(r"(func\.func @\w+\(%\w+: tensor<[^>]*>\)) -> tensor<[^>]*>", r"\1 -> " + vtype, text, count=1)
    return re.sub(r"^(\s*)return %\w+ : tensor<[^>]*>", r"\1return %s : %s" % (value, vtype), text, count=1, flags=re.M)


def npk(m2c, run, text, images, tmp, tag):
    src, tcp, out = (os.path.join(tmp, tag + ext) for ext in (".mlir", ".tcp", ".npy"))
    with open(src, "w") as f:
        f.write(text)
    subprocess.run([m2c, src, "-o", tcp], check=True, stdout=subprocess.DEVNULL)
    subprocess.run([run, tcp, images, "--quiet", "--output", out], check=True, stdout=subprocess.DEVNULL)
    return np.load(out)


def option(argv, name):
    if name not in argv:
        return argv, None
    i = argv.index(name)
    return argv[:i] + argv[i + 2:], int(argv[i + 1])


def write_idx(path, imgs):
    with open(path, "wb") as f:
        f.write(b"\0\0\x08\x03" + b"".join(d.to_bytes(4, "big") for d in imgs.shape) + imgs.tobytes())


def main(argv):
    argv, count = option(argv, "--count")
    argv, exact = option(argv, "--exact-count")
    tcp = None
    if "--tcp" in argv:
        i = argv.index("--tcp")
        tcp = argv[i + 1]
        argv = argv[:i] + argv[i + 2:]
    mutate = "--mutate" in argv
    argv = [a for a in argv if a != "--mutate"]
    m2c, run, model, images, labels, golden, min_agree = argv[1:8]
    min_agree = float(min_agree)
    with open(model) as f:
        text = f.read()
    g = tosa_int_ref.Graph(text)
    if mutate:  # the second rescale (the first layer's requantisation), first channel's multiplier
        ms = list(re.finditer(r"multiplier = array<i32: (\d+)", text))
        m = ms[1]
        text = text[:m.start(1)] + str(int(m.group(1)) * 3 // 4) + text[m.end(1):]
    imgs = read_idx(images)
    labs = read_idx(labels)
    gold = np.load(golden)
    if count:
        imgs, labs, gold = imgs[:count], labs[:count], gold[:count]
    n = len(imgs)
    x = (imgs.astype(np.float32) / np.float32(255.0)).reshape([n] + g.arg_shape)

    # the values to check bit for bit: each rescale's result, and the logits (softmax's input)
    rescales = [(res, dtype, shape) for res, op, _, _, (shape, dtype) in g.ops if op == "rescale"]
    red = [ops for ops in g.ops if ops[1] == "reduce_max"]
    logits = red[0][2][0] if red else g.ret
    lshape = next(sh for r, _, _, _, sh in g.ops if r == logits)
    want = [r for r, _, _ in rescales] + [logits]
    ref = {k: [] for k in want + [g.ret]}
    for i in range(0, n, 100):
        r = g.run(x[i:i + 100], want)
        for k in ref:
            ref[k].append(r[k])
    ref = {k: np.concatenate(v).reshape((n, -1)) for k, v in ref.items()}
    exact = min(exact or n, n)

    fails = 0
    with tempfile.TemporaryDirectory() as tmp:
        if count:
            images = os.path.join(tmp, "images.idx")
            write_idx(images, imgs)
        exact_images = os.path.join(tmp, "exact.idx")
        write_idx(exact_images, imgs[:exact])
        checks = [(r, "tensor<%s%s>" % ("".join("%dx" % d for d in sh), dt)) for r, dt, sh in rescales]
        checks.append((logits, "tensor<%sf32>" % "".join("%dx" % d for d in lshape[0])))
        for k, (value, vtype) in enumerate(checks):
            got = npk(m2c, run, cut_at(text, value, vtype), exact_images, tmp, "cut%d" % k).reshape((exact, -1))
            want_v = ref[value][:exact]
            same = got.dtype.itemsize == want_v.dtype.itemsize and np.array_equal(
                got.view("u%d" % got.dtype.itemsize), want_v.astype(got.dtype).view("u%d" % got.dtype.itemsize))
            ndiff = int((got.astype(np.float64) != want_v.astype(np.float64)).sum())
            print("%s %s %s: %s (%d values, %d differ)" % ("ok  " if same else "FAIL", value, vtype,
                                                          "bit-exact" if same else "differs", got.size, ndiff))
            fails += not same
        if tcp:
            out_path = os.path.join(tmp, "full.npy")
            subprocess.run([run, tcp, images, "--quiet", "--output", out_path], check=True, stdout=subprocess.DEVNULL)
            out = np.load(out_path).reshape((n, -1))
        else:
            out = npk(m2c, run, text, images, tmp, "full").reshape((n, -1))
    want_o = ref[g.ret]
    diff = float(np.abs(out.astype(np.float64) - want_o).max())
    same_top = int((out.argmax(1) == want_o.argmax(1)).sum())
    ok = diff <= 1e-5 and same_top == n
    print("%s output: max |npk - reference| = %.3g (<= 1e-5), same top-1 on %d/%d" % ("ok  " if ok else "FAIL",
                                                                                    diff, same_top, n))
    fails += not ok
    agree = int((out.argmax(1) == gold.argmax(1)).sum())
    acc_q = int((out.argmax(1) == labs).sum())
    acc_f = int((gold.argmax(1) == labs).sum())
    ok = agree >= min_agree * n
    print("%s top-1 agrees with float on %d/%d (%.2f%%, need %.2f%%); "
          "accuracy int8 %d/%d = %.2f%%, float %d/%d = %.2f%%"
          % ("ok  " if ok else "FAIL", agree, n, 100.0 * agree / n, 100 * min_agree, acc_q, n, 100.0 * acc_q / n,
             acc_f, n, 100.0 * acc_f / n))
    fails += not ok
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
