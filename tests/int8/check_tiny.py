#!/usr/bin/python3
"""An int8 MLPerf Tiny model (models/NAME/int8/) against its golden outputs.

    check_tiny.py MLIR2C NPK_RUN MODEL_DIR ISA [MAX_ERR [TOP1]] [--mutate]

--mutate scales the first multiplier of the first depthwise layer's rescale by
3/4 in what npk runs (int8_tiny_mutated_fails: the check must then fail).

Under NPK_MAX_ISA=ISA (scalar, avx2, avx512: the kernel paths npk_multi has),
npk-run on MODEL_DIR/input.npy must give:
  - the int32 accumulator of the last layer (the model cut before its float
    tail, the input of the last tosa.cast to f32) equal to int8/golden_acc.npy
    bit for bit: every integer op of the model feeds it;
  - the output (float dequantisation and softmax, whose exp differs in the last
    bits between kernel paths) within 1e-6 of int8/golden.npy, same top-1;
both written by npk's scalar path (models/tools/int8_golden.py). And the int8
model must stay close to the float one: a largest absolute difference from
PyTorch's golden.npy below MAX_ERR (default 0.01) and, unless TOP1 is 0 (the
autoencoder's output is no class score), the same top-1 on every input.
"""
import os
import re
import subprocess
import sys
import tempfile

try:
    import numpy as np
except ImportError:
    print("no numpy: skipped")
    sys.exit(77)


def logits_cut(text):
    """The model returning the int32 input of its last cast to f32 instead of its result."""
    casts = re.findall(r'"tosa\.cast"\((%\w+)\) : \((tensor<[^>]*xi32>)\) -> tensor<[^>]*xf32>', text)
    if not casts:
        raise ValueError("no tosa.cast from i32 to f32: not an int8 model with a float tail")
    value, vtype = casts[-1]
    text = re.sub(r"(func\.func @\w+\(%\w+: tensor<[^>]*>\)) -> tensor<[^>]*>", r"\1 -> " + vtype, text, count=1)
    return re.sub(r"^(\s*)return %\w+ : tensor<[^>]*>", r"\1return %s : %s" % (value, vtype), text, count=1,
                  flags=re.M)


def run_model(m2c, npk_run, text, inp, tmp, tag, isa):
    src, tcp, out = (os.path.join(tmp, tag + ext) for ext in (".mlir", ".tcp", ".npy"))
    with open(src, "w") as f:
        f.write(text)
    subprocess.run([m2c, src, "-o", tcp], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    env = dict(os.environ, NPK_MAX_ISA=isa)
    subprocess.run([npk_run, tcp, inp, "--quiet", "--output", out], check=True, env=env)
    return np.load(out)


def main(argv):
    mutate = "--mutate" in argv
    argv = [a for a in argv if a != "--mutate"]
    m2c, npk_run, mdir, isa = argv[1:5]
    max_err = float(argv[5]) if len(argv) > 5 else 0.01
    top1 = len(argv) <= 6 or argv[6] != "0"
    name = os.path.basename(os.path.normpath(mdir))
    with tempfile.TemporaryDirectory(prefix="npk-tiny-") as tmp:
        return check(m2c, npk_run, mdir, isa, max_err, top1, mutate, name, tmp)


def check(m2c, npk_run, mdir, isa, max_err, top1, mutate, name, tmp):
    with open(os.path.join(mdir, "int8", name + ".mlir")) as f:
        text = f.read()
    if mutate:
        at = text.index("multiplier = array<i32: ", text.index('"tosa.depthwise_conv2d"')) + len("multiplier = array<i32: ")
        end = text.index(",", at)
        text = text[:at] + str(int(text[at:end]) * 3 // 4) + text[end:]
    inp = os.path.join(mdir, "input.npy")
    acc = run_model(m2c, npk_run, logits_cut(text), inp, tmp, "acc", isa)
    y = run_model(m2c, npk_run, text, inp, tmp, "full", isa)
    gacc = np.load(os.path.join(mdir, "int8", "golden_acc.npy"))
    gold = np.load(os.path.join(mdir, "int8", "golden.npy"))
    flt = np.load(os.path.join(mdir, "golden.npy"))
    ok = True
    if acc.dtype != np.int32 or acc.shape != gacc.shape or not np.array_equal(acc, gacc):
        print("FAIL: NPK_MAX_ISA=%s: the int32 accumulator differs from the scalar golden (%d of %d values)"
              % (isa, int((acc != gacc).sum()) if acc.shape == gacc.shape else -1, gacc.size))
        ok = False
    top = lambda a: a.reshape(len(a), -1).argmax(1)  # noqa: E731
    if y.shape != gold.shape or np.abs(y - gold).max() > 1e-6 or not np.array_equal(top(y), top(gold)):
        print("FAIL: NPK_MAX_ISA=%s: the output differs from the scalar golden by more than 1e-6" % isa)
        ok = False
    same = int((top(y) == top(flt)).sum())
    err = float(np.abs(y - flt).max())
    print("NPK_MAX_ISA=%s: accumulator bit-exact %s; float vs int8: same top-1 %d/%d, max |diff| %.5f"
          % (isa, "yes" if ok else "NO", same, len(y), err))
    if (top1 and same != len(y)) or err >= max_err:
        print("FAIL: the int8 model drifted from the float one")
        ok = False
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
