#!/bin/bash
# install-bench-deps.sh - what the benchmarks need beyond the build (Debian 12):
# PyTorch (with torchvision, torchaudio and onnx for bench/real_models.py) for the
# baselines, hyperfine for whole-process runs, OpenBLAS for the sgemm baseline,
# Google Benchmark for the JSON key test, gnuplot for the plots, and ONNX Runtime:
#   - the Python package onnxruntime (PyPI) in a venv, build/bench-venv (or
#     $NPK_BENCH_VENV), made with --system-site-packages so Debian's torch,
#     torchvision, torchaudio, onnx and numpy stay visible; bench/real_models.py
#     runs with it: build/bench-venv/bin/python bench/real_models.py
#   - optionally onnxruntime-node (npm) into bench/.ort (gitignored) for the older
#     bench/ort_bench.js; skipped with a message when node/npm cannot be had
#     (NPK_BENCH_NO_NODE=1 skips it outright).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(dirname "$here")
venv=${NPK_BENCH_VENV:-$repo/build/bench-venv}
sudo=""
[ "$(id -u)" -eq 0 ] || sudo=sudo
$sudo apt-get update
$sudo apt-get install -y python3-torch python3-torchvision python3-torchaudio python3-onnx python3-numpy \
    python3-venv python3-pip hyperfine libopenblas-dev libbenchmark-dev gnuplot-nox g++

# ONNX Runtime for Python: a venv over the system packages, onnxruntime from PyPI.
# Debian's interpreter (the apt packages are its), not whatever python3 is first on PATH.
[ -x "$venv/bin/python" ] || /usr/bin/python3 -m venv --system-site-packages "$venv"
"$venv/bin/python" -m pip install --upgrade onnxruntime
"$venv/bin/python" -c 'import onnxruntime, torch, torchvision, torchaudio, onnx, numpy; print("bench venv:", onnxruntime.__version__, "onnxruntime,", torch.__version__, "torch")'
echo "bench/real_models.py: $venv/bin/python bench/real_models.py"

# onnxruntime-node for bench/ort_bench.js (not required by anything else).
if [ "${NPK_BENCH_NO_NODE:-0}" = 1 ]; then
    echo "install-bench-deps: onnxruntime-node skipped (NPK_BENCH_NO_NODE=1)"
    exit 0
fi
# NodeSource's nodejs package carries npm and conflicts with Debian's npm:
# ask apt for node and npm only when they are missing.
node_pkgs=""
command -v node >/dev/null || node_pkgs="nodejs"
command -v npm >/dev/null || node_pkgs="$node_pkgs npm"
if [ -n "$node_pkgs" ] && ! $sudo apt-get install -y $node_pkgs; then
    echo "install-bench-deps: could not install$node_pkgs: onnxruntime-node (bench/ort_bench.js) skipped" >&2
    exit 0
fi
# Its install script would fetch GPU libraries; the CPU build is in the package.
mkdir -p "$here/.ort"
if ! (cd "$here/.ort" && npm install --no-audit --no-fund --prefix . onnxruntime-node --onnxruntime-node-install-cuda=skip); then
    echo "install-bench-deps: npm install onnxruntime-node failed: bench/ort_bench.js will skip ONNX Runtime" >&2
fi
