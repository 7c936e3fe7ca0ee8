#!/usr/bin/python3
"""arena_table.py - each model's arena next to its liveness bounds (issue 14, item 6).

    /usr/bin/python3 models/tools/arena_table.py --npk-run build/npk-run --build build [NAME...]

Reads `npk-run MODEL.tcp --print` (the shipped batch-1 programs) and prints a
Markdown table: the arena mlir2c planned, npk's bound for the program as it is
(`bound` in the header: the largest sum over time of the live arena tensors,
tensors sharing bytes counted once: reshape views and ops written in place),
and the same sum with every tensor in its own bytes (what the arena would be
at best without views and in-place ops). A tensor is live from the op that
defines it (program inputs: from the start) to its last use; program inputs
and outputs for the whole run; sizes rounded up to 64 bytes as the planner
places them. Needs no PyTorch.
"""
import argparse
import os
import re
import subprocess

MODELS = ["kws_dscnn", "vww_mobilenetv1", "ic_resnet8", "ad_autoencoder", "mobilenetv2", "transformer", "lstm_kws",
          "unet"]


def parse(text):
    """(arena, bound, {tensor: (storage, bytes)}, [(ins, out)], inputs, outputs) from --print."""
    m = re.search(r"^arena: (\d+) bytes \(bound (\d+) bytes\)", text, re.M)
    tensors = {}
    for t in re.finditer(r"^  %(\d+)\s+\S+\s+(arena|const)\s+\[[^\]]*\]\s+\S+\s+offset \d+\s+bytes (\d+)", text, re.M):
        tensors[int(t.group(1))] = (t.group(2), int(t.group(3)))
    ops = []
    for line in re.findall(r"^  #\d+\s+\S+ (.*)$", text, re.M):
        ins, out = line.split(" -> ")
        ops.append(([int(x) for x in re.findall(r"%(\d+)\(", ins)], int(re.match(r"%(\d+)\(", out).group(1))))
    ios = [[int(x) for x in re.findall(r"%(\d+)\(", re.search(r"^%s: (.*)$" % k, text, re.M).group(1))]
           for k in ("inputs", "outputs")]
    return int(m.group(1)), int(m.group(2)), tensors, ops, ios[0], ios[1]


def bound_unshared(tensors, ops, inputs, outputs):
    """Max over ops of the 64-rounded bytes of the arena tensors live there, each in its own bytes."""
    n = len(ops)
    start, end = {}, {}
    for t in inputs:
        start[t], end[t] = -1, n
    for i, (ins, out) in enumerate(ops):
        start.setdefault(out, i)
        end[out] = max(end.get(out, i), i)
        for t in ins:
            end[t] = max(end.get(t, i), i)
    for t in outputs:
        end[t] = n
    best = 0
    for i in range(-1, n):
        live = sum((tensors[t][1] + 63) // 64 * 64 for t in start
                   if tensors[t][0] == "arena" and start[t] <= i <= end[t])
        best = max(best, live)
    return best


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--npk-run", required=True)
    ap.add_argument("--build", required=True, help="build directory holding models/<name>/<name>.tcp")
    ap.add_argument("names", nargs="*")
    a = ap.parse_args()
    print("| model | arena (bytes) | liveness bound, views and in-place ops | arena / bound "
          "| liveness bound, every tensor separate | saved by sharing |")
    print("|---|---:|---:|---:|---:|---:|")
    for name in a.names or MODELS:
        tcp = os.path.join(a.build, "models", name, name + ".tcp")
        text = subprocess.run([a.npk_run, tcp, "--print"], stdout=subprocess.PIPE, universal_newlines=True,
                              check=True).stdout
        arena, bound, tensors, ops, inputs, outputs = parse(text)
        sep = bound_unshared(tensors, ops, inputs, outputs)
        print("| `%s` | %s | %s | %.3f | %s | %.0f%% |" % (name, format(arena, ","), format(bound, ","), arena / bound,
                                                          format(sep, ","), 100.0 * (1 - bound / sep)))


if __name__ == "__main__":
    main()
