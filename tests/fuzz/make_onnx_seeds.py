#!/usr/bin/env python3
"""make_onnx_seeds.py - write the seeds of the ONNX reader's fuzz target.

    python3 tests/fuzz/make_onnx_seeds.py      (stdlib only; make_seeds.py runs it too)

Writes tests/fuzz/corpus/onnx/: small valid models built field by field
(initializers in raw_data and in every typed field, attributes of every
kind, an If with subgraphs, a model-local function, external data naming
the fuzz target's w.bin, and its symlink out of the folder), a
TensorProto alone, and
tests/fuzz/dict/onnx.dict (field tags, data types, the external data keys,
common op types). Field numbers are those of onnx/onnx.proto."""
import os
import struct

HERE = os.path.dirname(os.path.abspath(__file__))
SEEDS = os.path.join(HERE, "corpus", "onnx")
DICT = os.path.join(HERE, "dict", "onnx.dict")

FLOAT, UINT8, INT8, INT32, INT64, STRING, BOOL, FLOAT16, DOUBLE, UINT64 = 1, 2, 3, 6, 7, 8, 9, 10, 11, 13
COMPLEX64, BFLOAT16, UINT4, INT4 = 14, 16, 21, 22


def varint(v):
    v &= (1 << 64) - 1
    out = bytearray()
    while v >= 0x80:
        out.append(v & 0x7F | 0x80)
        v >>= 7
    out.append(v)
    return bytes(out)


def tag(num, wt):
    return varint(num << 3 | wt)


def i(num, v):
    return tag(num, 0) + varint(v)


def s(num, data):
    if isinstance(data, str):
        data = data.encode()
    return tag(num, 2) + varint(len(data)) + data


def f32(num, v):
    return tag(num, 5) + struct.pack("<f", v)


def packed(num, values):
    return s(num, b"".join(varint(v) for v in values))


def tensor(name, dtype, dims, raw=None, extra=b""):
    out = b"".join(i(1, d) for d in dims) + i(2, dtype) + (s(8, name) if name is not None else b"")
    if raw is not None:
        out += s(9, raw)
    return out + extra


def value_info(name, dtype, dims):
    shape = b"".join(s(1, i(1, d) if isinstance(d, int) else s(2, d)) for d in dims)
    return s(1, name) + s(2, s(1, i(1, dtype) + s(2, shape)))


def node(op, ins, outs, attrs=b"", name=None, domain=None):
    out = b"".join(s(1, x) for x in ins) + b"".join(s(2, x) for x in outs) + s(4, op)
    if name:
        out += s(3, name)
    if domain is not None:
        out += s(7, domain)
    return out + attrs


def attr(name, type_, body):
    return s(5, s(1, name) + i(20, type_) + body)


def model(graph, opset=17, extra=b""):
    return i(1, 8) + s(2, "seed") + s(7, graph) + s(8, s(1, "") + i(2, opset)) + extra


def gemm():
    w = struct.pack("<6f", 1, 2, 3, 4, 5, 6)
    g = s(2, "gemm")
    g += s(1, node("Gemm", ["x", "W", "B"], ["y"], attr("alpha", 1, f32(2, 0.5)) + attr("transB", 2, i(3, 1)), "g0"))
    g += s(5, tensor("W", FLOAT, [3, 2], w))
    g += s(5, tensor("B", FLOAT, [2], extra=f32(4, 0.25) + f32(4, -1)))
    g += s(11, value_info("x", FLOAT, ["N", 3])) + s(12, value_info("y", FLOAT, ["N", 2]))
    return model(g)


def types():
    g = s(2, "types")
    g += s(5, tensor("i8", INT8, [3], b"\x01\xff\x7f"))
    g += s(5, tensor("u8", UINT8, [2], extra=i(5, 200) + i(5, 3)))
    g += s(5, tensor("i32", INT32, [2], extra=packed(5, [-5, 70000])))
    g += s(5, tensor("i64", INT64, [2], extra=packed(7, [-1, 1 << 40])))
    g += s(5, tensor("f16", FLOAT16, [2], extra=i(5, 0x3C00) + i(5, 0xC000)))
    g += s(5, tensor("bf16", BFLOAT16, [1], b"\x80\x3f"))
    g += s(5, tensor("f64", DOUBLE, [1], extra=s(10, struct.pack("<d", 0.5))))
    g += s(5, tensor("u64", UINT64, [1], extra=i(11, 1 << 63)))
    g += s(5, tensor("b", BOOL, [2], b"\x01\x00"))
    g += s(5, tensor("c64", COMPLEX64, [1], extra=f32(4, 1) + f32(4, 2)))
    g += s(5, tensor("i4", INT4, [3], b"\x87\x0f"))
    g += s(5, tensor("u4", UINT4, [4], extra=i(5, 0x21) + i(5, 0x43)))
    g += s(5, tensor("str", STRING, [2], extra=s(6, "a") + s(6, "bc")))
    g += s(5, tensor("empty", FLOAT, [0, 4]))
    g += s(1, node("Identity", ["i8"], ["o"]))
    return model(g)


def control():
    then = s(2, "then") + s(1, node("Identity", ["x"], ["y"]))
    other = s(2, "else") + s(1, node("Neg", ["x"], ["y"]))
    attrs = attr("then_branch", 5, s(6, then)) + attr("else_branch", 5, s(6, other))
    g = s(2, "control") + s(1, node("If", ["c"], ["y"], attrs))
    g += s(1, node("Constant", [], ["k"], attr("value", 4, s(5, tensor(None, FLOAT, [1], struct.pack("<f", 3))))))
    g += s(1, node("Pad", ["x", "", "k"], ["p"], attr("pads", 7, packed(8, [0, 1, 0, 1])) + attr("mode", 3, s(4, "reflect"))))
    g += s(1, node("Resize", ["x"], ["r"], attr("scales", 6, f32(7, 1.0) + f32(7, 2.0)) +
                   attr("names", 8, s(9, "a") + s(9, "b")), domain="ai.onnx"))
    g += s(11, value_info("c", BOOL, [])) + s(12, value_info("y", FLOAT, [2, "M"]))
    return model(g, 13)


def function():
    body = s(1, "MyRelu") + s(10, "local") + s(4, "X") + s(5, "Y") + s(6, "alpha")
    body += s(7, node("Relu", ["X"], ["Y"])) + s(9, s(1, "") + i(2, 17))
    g = s(2, "fn") + s(1, node("MyRelu", ["x"], ["y"], domain="local"))
    return model(g, extra=s(8, s(1, "local") + i(2, 1)) + s(25, body))


def external():
    def entry(k, v):
        return s(13, s(1, k) + s(2, v))
    t = tensor("W", FLOAT, [2, 3], extra=entry("location", "w.bin") + entry("offset", "8") + entry("length", "24") + i(14, 1))
    return model(s(2, "ext") + s(5, t) + s(1, node("Identity", ["W"], ["y"])))


def external_out():
    """A symlink out of the folder: refused."""
    t = tensor("V", UINT8, [4], extra=s(13, s(1, "location") + s(2, "out.bin")) + i(14, 1))
    return model(s(2, "ext") + s(5, t))


def write(name, data):
    with open(os.path.join(SEEDS, name), "wb") as f:
        f.write(data)


def main():
    os.makedirs(SEEDS, exist_ok=True)
    for f in os.listdir(SEEDS):
        if f.startswith(("ok_", "bad_")):
            os.remove(os.path.join(SEEDS, f))
    write("ok_gemm.onnx", gemm())
    write("ok_types.onnx", types())
    write("ok_control.onnx", control())
    write("ok_function.onnx", function())
    write("ok_external.onnx", external())
    write("bad_external_out.onnx", external_out())
    write("ok_tensor.pb", tensor("x", FLOAT, [2, 2], struct.pack("<4f", 1, -2, 3.5, 0)))
    words = [tag(n, w) for n in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 20, 21, 25) for w in (0, 2, 5)]
    words += [b"location", b"offset", b"length", b"ai.onnx", b"Conv", b"If", b"Loop", b"Constant", b"\xff" * 9 + b"\x01"]
    with open(DICT, "w") as f:
        f.write("# ONNX reader: field tags, external data keys, op types (make_onnx_seeds.py)\n")
        for w in words:
            f.write('"%s"\n' % "".join("\\x%02x" % b for b in w))
    print("onnx seeds and dictionary written")


if __name__ == "__main__":
    main()
