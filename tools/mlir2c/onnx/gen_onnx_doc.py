#!/usr/bin/env python3
"""gen_onnx_doc.py - the operator table of docs/onnx.md, from mlir2c itself.

    gen_onnx_doc.py --mlir2c BUILD/mlir2c [--doc docs/onnx.md] [--check]

Every operator of ONNX's default domain at opset 21 (onnx_ops_opset21.tsv,
beside this script) gets one row: `yes` with the opset range mlir2c reads
when `mlir2c --list-ops` lists it as `onnx.<Name>` (the importer's lowering
table, so the doc cannot claim what the translator lacks), `partial` when
LIMITS below names forms of it mlir2c refuses, else `no` and the reason from
REASONS below. The table goes between the `<!-- onnx-ops:begin -->`
and `<!-- onnx-ops:end -->` markers. tests/onnx/run_backend_tests.py reads the
same table: a node test of a `yes` operator must pass.

--check: write nothing; exit 1 if the doc's table is not what it would write,
or if an operator has neither support nor a reason.
"""
import argparse
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
MIN_OPSET, MAX_OPSET = 1, 21

# Why an operator is refused, by family. Each refused operator must be here.
STRINGS = "string tensors: npk tensors hold numbers only"
SEQUENCE = "sequence and optional values: a .tcp program holds tensors only"
RANDOM = "random numbers: a translated program is deterministic"
TRAINING = "a training-mode op; inference only (npk-train, issue 35, will differ)"
CONTROL = "control flow that depends on data (If/Loop are unrolled when their condition or trip count folds)"
REASONS = {}
for op in ("StringNormalizer", "TfIdfVectorizer", "RegexFullMatch", "StringConcat", "StringSplit",
           "ImageDecoder"):
    REASONS[op] = STRINGS
for op in ("SequenceAt", "SequenceConstruct", "SequenceEmpty", "SequenceErase", "SequenceInsert",
           "SequenceLength", "SequenceMap", "SplitToSequence", "ConcatFromSequence", "Optional",
           "OptionalGetElement", "OptionalHasElement"):
    REASONS[op] = SEQUENCE
for op in ("RandomNormal", "RandomNormalLike", "RandomUniform", "RandomUniformLike", "Multinomial",
           "Bernoulli"):
    REASONS[op] = RANDOM
for op in ("Scan",):
    REASONS[op] = CONTROL
for op in ("Unique", "NonMaxSuppression"):
    REASONS[op] = "the result's shape depends on the values; a .tcp program's shapes are fixed at translate time"
for op in ("BitShift", "BitwiseNot", "BitwiseAnd", "BitwiseOr", "BitwiseXor"):
    REASONS[op] = ("not mapped yet: npk holds uint8/uint16 in wider signed types (see Unsigned types), so a shift "
                   "or NOT would need the ONNX width carried along to wrap there")
REASONS["Det"] = "no determinant op in the runtime (pivoted elimination); not mapped"
for op in ("RoiAlign", "MaxRoiPool"):
    REASONS[op] = "windows placed by run-time boxes: the runtime has no ROI pooling op; not mapped"
REASONS["DeformConv"] = "run-time offsets per kernel tap: the runtime has no deformable convolution; not mapped"


def read_ops():
    ops = []
    with open(os.path.join(HERE, "onnx_ops_opset21.tsv"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            name, versions = line.rstrip("\n").split("\t")
            ops.append((name, [int(v) for v in versions.split(",")]))
    return ops


# Forms of translated operators that mlir2c refuses with its one-line error:
# such an operator is `partial`, and the backend runner accepts a refusal of
# its node tests (a wrong result is a failure for every operator).
EMPTY = "zero-sized results (a .tcp tensor has at least one element)"
LIMITS = {
    "BatchNormalization": "training_mode = 1 or, before opset 7, is_test = 0 (batch statistics); spatial = 0 (opsets 6-8)",
    "Dropout": "training_mode = true with a ratio above 0, or is_test = 0 before opset 7 (random masks)",
    "Cast": "STRING", "CastLike": "STRING",
    "ConstantOfShape": EMPTY, "Reshape": EMPTY, "Slice": EMPTY, "Split": EMPTY, "Trilu": EMPTY,
    "Einsum": "repeated indices in one operand (diagonals)",
    "Identity": "sequence and optional values",
    "MaxPool": "integer inputs; the Indices output",
    "MaxUnpool": "an output_shape other than the one the pooling implies (where the indices land is then read "
                 "differently by ONNX 1.12's tests and by ONNX Runtime)",
    "Resize": "cubic with exclude_outside; tf_crop_and_resize; tf_half_pixel_for_nn",
    "TopK": "K above 256 (composed of K argmax rounds; needs a sort op); bool inputs",
    "ScatterElements": "reduction add, mul, max, min (the scatter op writes, it does not accumulate)",
    "NonZero": "an input computed at run time (the result's shape depends on the values); " + EMPTY,
    "If": "a condition computed at run time; sequence and optional outputs",
    "Loop": "a trip count or condition computed at run time; more than 4096 iterations; sequence values",
}

# The first opset mlir2c reads an operator at, where that is later than its
# first schema (import.c's check_before_opset6: the meaning changed by opset 6).
FIRST_READ = {"Cast": 6, "Concat": 4, "Split": 2, "LpPool": 2, "GlobalLpPool": 2, "Tile": 6}

# Operators the importer itself handles (no lowering-table entry).
IMPORTED = {"Constant": "becomes a constant as the graph is read",
            "If": "the branch its condition folds to is imported in its place",
            "Loop": "unrolled, carried values threaded, scan outputs stacked"}


def translated(mlir2c):
    out = subprocess.run([mlir2c, "--list-ops"], capture_output=True, text=True, check=True).stdout
    yes, named = set(), {}
    for line in out.split("\n"):
        parts = line.split("\t")
        if parts[0].startswith("onnx."):
            name = parts[0][5:]
            if len(parts) > 1 and parts[1] == "not-supported":
                named[name] = parts[2] if len(parts) > 2 else None
            else:
                yes.add(name)
    return yes, named


def table(ops, yes, named):
    rows = ["| operator | supported | opsets | notes |", "|---|---|---|---|"]
    missing = []
    for name, versions in ops:
        first = max(MIN_OPSET, versions[0], FIRST_READ.get(name, 0))
        changed = ", ".join(str(v) for v in versions if first < v <= MAX_OPSET)
        note = "schema changed at %s" % changed if changed else ""
        if name in yes or name in IMPORTED:
            if name in IMPORTED:
                note = (note + "; " if note else "") + IMPORTED[name]
            if name in LIMITS:
                note = "refused: " + LIMITS[name] + ("; " + note if note else "")
            rows.append("| `%s` | %s | %d-%d | %s |" % (name, "partial" if name in LIMITS else "yes", first,
                                                       MAX_OPSET, note))
        else:
            why = named.get(name) or REASONS.get(name)
            if not why:
                missing.append(name)
                why = "not mapped yet"
            rows.append("| `%s` | no | | %s |" % (name, why))
    n_yes = sum(1 for name, _ in ops if name in yes or name in IMPORTED)
    rows.append("")
    rows.append("%d of the %d operators of the default domain at opset %d are translated."
                % (n_yes, len(ops), MAX_OPSET))
    return "\n".join(rows), missing


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mlir2c", required=True)
    ap.add_argument("--doc", default=os.path.join(HERE, "..", "..", "..", "docs", "onnx.md"))
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    yes, named = translated(args.mlir2c)
    text, missing = table(read_ops(), yes, named)
    doc = open(args.doc, encoding="utf-8").read()
    begin, end = "<!-- onnx-ops:begin -->", "<!-- onnx-ops:end -->"
    if begin not in doc or end not in doc:
        print("%s: no %s ... %s markers" % (args.doc, begin, end))
        return 1
    head, rest = doc.split(begin, 1)
    _, tail = rest.split(end, 1)
    new = head + begin + "\n" + text + "\n" + end + tail
    if args.check:
        ok = new == doc
        if not ok:
            print("%s: the operator table is stale; run %s --mlir2c BUILD/mlir2c" % (args.doc, sys.argv[0]))
        return 0 if ok else 1
    with open(args.doc, "w", encoding="utf-8") as f:
        f.write(new)
    if missing:
        print("operators neither translated nor given a reason (listed as 'not mapped yet'): "
              + " ".join(missing))
    return 0


if __name__ == "__main__":
    sys.exit(main())
