#!/bin/bash
# install-bench-deps.sh - what the benchmarks need beyond the build (Debian 12):
# PyTorch for the baselines, hyperfine for whole-process runs, OpenBLAS for the
# sgemm baseline, Google Benchmark for the JSON key test, gnuplot for the plot.
set -euo pipefail
sudo=""
[ "$(id -u)" -eq 0 ] || sudo=sudo
$sudo apt-get update
$sudo apt-get install -y python3-torch python3-numpy hyperfine libopenblas-dev libbenchmark-dev gnuplot-nox g++
