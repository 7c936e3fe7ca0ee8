#!/bin/bash
# install-bench-deps.sh - what the benchmarks need beyond the build (Debian 12):
# PyTorch for the baselines, hyperfine for whole-process runs, OpenBLAS for the
# sgemm baseline, Google Benchmark for the JSON key test, gnuplot for the plot,
# and ONNX Runtime (npm onnxruntime-node, which ships its CPU library) for the
# second baseline, into bench/.ort (gitignored; bench/ort_bench.js looks there).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
sudo=""
[ "$(id -u)" -eq 0 ] || sudo=sudo
$sudo apt-get update
# NodeSource's nodejs package carries npm and conflicts with Debian's npm:
# ask apt for node and npm only when they are missing.
node_pkgs=""
command -v node >/dev/null || node_pkgs="nodejs"
command -v npm >/dev/null || node_pkgs="$node_pkgs npm"
$sudo apt-get install -y python3-torch python3-numpy hyperfine libopenblas-dev libbenchmark-dev gnuplot-nox g++ \
    $node_pkgs
# Its install script would fetch GPU libraries; the CPU build is in the package.
mkdir -p "$here/.ort"
(cd "$here/.ort" && npm install --no-audit --no-fund --prefix . onnxruntime-node --onnxruntime-node-install-cuda=skip)
