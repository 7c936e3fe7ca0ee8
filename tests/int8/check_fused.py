"""check_fused.py MLIR2C NPK_RUN IMAGES MODEL.mlir... [--count N]

The fused int8 layers (mlir2c's default: qconv2d over weights packed at
translate time, requantised in the GEMM epilogue) against the unfused chain
(`mlir2c --no-fuse`: iconv2d/imatmul, bias add and rescale as separate ops,
whose kernels tests/int8 and tests/kernels check against the references):
  - the fused bundle has qconv2d ops, the unfused none, and no cast (the last
    layer's dequantisation is qconv2d's dequant form), and the fused arena
    is not larger;
  - npk-run's output on the first N digits (default 300) is the same, bit for
    bit, as the unfused bundle's under the same kernel path, for every path npk_multi has on this CPU (NPK_ISA=scalar,
    avx2, avx512: the VNNI path, the scalar oracle elsewhere); a path the CPU
    or NPK_MAX_ISA excludes is skipped (at least one must run).
Exit 0 on success, 1 on failure, 77 without NumPy.
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

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools", "mnist"))
from make_data import read_idx  # noqa: E402


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


def translate(m2c, model, out, extra):
    p = subprocess.run([m2c, model, "-o", out] + extra, capture_output=True, text=True)
    if p.returncode != 0:
        fail("mlir2c %s %s: %s" % (" ".join(extra), model, p.stderr.strip()))
    arena = int(re.search(r"arena (\d+) bytes", p.stdout + p.stderr).group(1))
    return arena


def ops(run, tcp, name=" qconv2d"):
    p = subprocess.run([run, "--print", tcp], capture_output=True, text=True)
    return p.stdout.count(name)


def run_model(run, tcp, images, out, isa):
    env = dict(os.environ)
    env.pop("NPK_ISA", None)
    if isa:
        env["NPK_ISA"] = isa
    p = subprocess.run([run, tcp, images, "--quiet", "--output", out], capture_output=True, text=True, env=env)
    if p.returncode != 0:
        return None, p.stderr.strip()
    return np.fromfile(out, dtype=np.float32), ""


def main(argv):
    count = 300
    if "--count" in argv:
        i = argv.index("--count")
        count = int(argv[i + 1])
        argv = argv[:i] + argv[i + 2:]
    m2c, run, images = argv[1:4]
    models = argv[4:]
    with tempfile.TemporaryDirectory() as tmp:
        imgs = read_idx(images)[:count]
        idx = os.path.join(tmp, "digits.idx")
        with open(idx, "wb") as f:  # IDX uint8 [n, 28, 28]
            f.write(bytes([0, 0, 8, 3]) + b"".join(int(d).to_bytes(4, "big") for d in imgs.shape))
            f.write(imgs.astype(np.uint8).tobytes())
        for model in models:
            name = os.path.splitext(os.path.basename(model))[0]
            fused, plain = os.path.join(tmp, name + ".tcp"), os.path.join(tmp, name + "_nofuse.tcp")
            a_fused = translate(m2c, model, fused, [])
            a_plain = translate(m2c, model, plain, ["--no-fuse"])
            n_fused, n_plain = ops(run, fused), ops(run, plain)
            if n_fused == 0 or n_plain != 0:
                fail("%s: %d qconv2d ops fused, %d unfused" % (name, n_fused, n_plain))
            # the last layer's cast of its int32 result to f32 (and the mul) belong to qconv2d's dequant form
            if ops(run, plain, " cast") == 0 or ops(run, fused, " cast") != 0:
                fail("%s: %d cast ops fused, %d unfused (want 0 and > 0)" % (
                    name, ops(run, fused, " cast"), ops(run, plain, " cast")))
            if a_fused > a_plain:
                fail("%s: fused arena %d > unfused %d" % (name, a_fused, a_plain))
            ran = []
            for isa in ("scalar", "avx2", "avx512"):
                # the same path for both: the float tail (softmax) may differ by an ulp between paths
                got, why = run_model(run, fused, idx, os.path.join(tmp, "got.bin"), isa)
                if got is None:
                    print("%s: NPK_ISA=%s not run here (%s)" % (name, isa, why.splitlines()[-1] if why else "?"))
                    continue
                want, why = run_model(run, plain, idx, os.path.join(tmp, "want.bin"), isa)
                if want is None:
                    fail("%s unfused, NPK_ISA=%s: %s" % (name, isa, why))
                if got.shape != want.shape or not np.array_equal(got.view(np.uint32), want.view(np.uint32)):
                    bad = int(np.sum(got.view(np.uint32) != want.view(np.uint32))) if got.shape == want.shape else -1
                    fail("%s NPK_ISA=%s: fused output differs from unfused (%d values)" % (name, isa, bad))
                ran.append(isa)
            if not ran:
                fail("%s: no kernel path ran" % name)
            print("%s: %d qconv2d, arena %d -> %d bytes, outputs of %d digits identical (%s)" % (
                name, n_fused, a_plain, a_fused, len(imgs), ", ".join(ran)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
