#!/usr/bin/env python3
"""gen_limits.py - models past the old fixed limits, written at test time (stdlib only).

    gen_limits.py chain N OUT.mlir X.bin          N tosa.add ops in a chain: y = x + N (N + 2 tensors)
    gen_limits.py splat ROWS COLS OUT.mlir X.bin  x[1,1,ROWS] @ W[1,ROWS,COLS], W a 0.5 splat:
                                                  y[n] = 0.5 * sum(x)
    gen_limits.py resource ROWS COLS OUT.mlir X.bin
                                                  the same with W a dense_resource blob, W[k][n] = n % 5:
                                                  y[n] = (n % 5) * sum(x) (VGG's classifier is 25088 x 4096)
Each prints the expected output's values, one line: "EXPECT v0 v1 ..." (the distinct
values for splat and resource, in order of n)."""
import array
import struct
import sys


def write_x(path, n):
    x = [(i % 5) * 0.25 - 0.25 for i in range(n)]   # sums stay exact in f32
    with open(path, "wb") as f:
        f.write(struct.pack("<%df" % n, *x))
    return sum(x)


def chain(n, out, xpath):
    x = [0.5 * i for i in range(8)]
    with open(xpath, "wb") as f:
        f.write(struct.pack("<8f", *x))
    t = "tensor<1x8xf32>"
    lines = ["module {", "  func.func @chain(%%x: %s) -> %s {" % (t, t),
             '    %%c = "tosa.const"() <{values = dense<1.0> : %s}> : () -> %s' % (t, t)]
    prev = "%x"
    for i in range(n):
        lines.append("    %%a%d = tosa.add %s, %%c : (%s, %s) -> %s" % (i, prev, t, t, t))
        prev = "%%a%d" % i
    lines += ["    return %s : %s" % (prev, t), "  }", "}"]
    with open(out, "w") as f:
        f.write("\n".join(lines) + "\n")
    print("EXPECT " + " ".join("%g" % (v + n) for v in x))


def matmul(rows, cols, out, xpath, weight, blob):
    s = write_x(xpath, rows)
    wt = "tensor<1x%dx%dxf32>" % (rows, cols)
    text = ["module {",
            "  func.func @big(%%x: tensor<1x1x%dxf32>) -> tensor<1x1x%dxf32> {" % (rows, cols),
            '    %%w = "tosa.const"() <{values = %s : %s}> : () -> %s' % (weight, wt, wt),
            '    %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>',
            "    %%y = tosa.matmul %%x, %%w, %%zp, %%zp : (tensor<1x1x%dxf32>, %s, tensor<1xf32>, tensor<1xf32>) "
            "-> tensor<1x1x%dxf32>" % (rows, wt, cols),
            "    return %%y : tensor<1x1x%dxf32>" % cols, "  }", "}"]
    with open(out, "w") as f:
        f.write("\n".join(text) + "\n")
        if blob:
            row = array.array("f", [float(n % 5) for n in range(cols)])
            if sys.byteorder != "little":
                row.byteswap()
            hexrow = row.tobytes().hex().upper()
            f.write('{-#\n  dialect_resources: {\n    builtin: {\n      w: "0x04000000')
            for _ in range(rows):
                f.write(hexrow)
            f.write('"\n    }\n  }\n#-}\n')
    return s


def main():
    kind = sys.argv[1]
    if kind == "chain":
        chain(int(sys.argv[2]), sys.argv[3], sys.argv[4])
    elif kind == "splat":
        s = matmul(int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5], "dense<0.5>", False)
        print("EXPECT %g" % (0.5 * s))
    elif kind == "resource":
        s = matmul(int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5], "dense_resource<w>", True)
        print("EXPECT " + " ".join("%g" % (k * s) for k in range(5)))
    else:
        sys.exit("gen_limits.py: unknown kind %r" % kind)


if __name__ == "__main__":
    main()
