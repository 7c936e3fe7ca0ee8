#!/bin/bash
# run_all.sh [BUILD_DIR] - every benchmark side by side in one go, results in
# BUILD_DIR/bench (default build/bench):
#   npk.json / torch.json     npk_bench and torch_bench.py (Google Benchmark JSON)
#   ort.json                  ort_bench.js: the models in ONNX Runtime (onnx/ holds
#                             the exported files); skipped with a message when
#                             onnxruntime-node is not installed
#   compare.txt / compare.md  ratio tables (bench/compare.py)
#   hyperfine.json / .md      whole-process npk-run vs PyTorch (bench/hyperfine.sh)
#   npk-run-profile-*.txt     npk-run --profile of each model at batch 1 and 100
#   benchmarks.png            the plot (copy to docs/ when updating docs/BENCHMARKS.md)
# Env: NPK_BENCH_MIN_TIME (default 0.5), NPK_BENCH_REPS (default 5), NPK_BENCH_FILTER.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(dirname "$here")
build=${1:-$repo/build}
out=$build/bench
min_time=${NPK_BENCH_MIN_TIME:-0.5}
reps=${NPK_BENCH_REPS:-5}
filter=${NPK_BENCH_FILTER:-all}
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1

mkdir -p "$out"
cmake -S "$repo" -B "$build" -DCMAKE_BUILD_TYPE=Release -DNPK_BUILD_TESTS=ON >/dev/null
cmake --build "$build" -j 2 --target npk_bench npk-run bench_models model_fc model_fc_softmax model_mlp model_lenet model_cnn
flags=(--benchmark_min_time="$min_time" --benchmark_repetitions="$reps" --benchmark_filter="$filter")

commit=${NPK_BENCH_COMMIT:-$(git -C "$repo" rev-parse --short HEAD 2>/dev/null || echo unknown)}
if git -C "$repo" rev-parse --git-dir >/dev/null 2>&1 && ! git -C "$repo" diff --quiet HEAD -- npk_kernels npk_interp npk_multi; then
    commit="$commit (+ local kernel changes)"
fi
echo "== commit $commit" | tee "$out/commit.txt"
echo "== npk_bench"
"$build/bench/npk_bench" "${flags[@]}" --benchmark_out="$out/npk.json" --benchmark_out_format=json
echo "== torch_bench.py"
/usr/bin/python3 "$here/torch_bench.py" "${flags[@]}" --benchmark_out="$out/torch.json" --benchmark_out_format=json
echo "== ONNX Runtime"
ort=()
if ! command -v node >/dev/null; then
    echo "run_all: node not found (bench/install-bench-deps.sh): ONNX Runtime skipped"
else
    /usr/bin/python3 "$here/onnx_export.py" "$out/onnx"
    rc=0
    node "$here/ort_bench.js" "$out/onnx" "${flags[@]}" --benchmark_out="$out/ort.json" || rc=$?
    if [ $rc -eq 0 ]; then ort=(--ort "$out/ort.json")
    elif [ $rc -eq 77 ]; then echo "run_all: ONNX Runtime skipped"
    else exit $rc; fi
fi
echo "== npk-run --profile"
for m in fc fc_softmax mlp lenet cnn; do
    axis=0; [ $m = fc ] && axis=1
    "$build/npk-run" "$build/models/mnist/$m.tcp" "$repo/data/mnist/sample-digit.idx" --batch-axis $axis \
        --profile --bench 20 > "$out/npk-run-profile-$m.txt"
    "$build/npk-run" "$build/bench/models/${m}_b100.tcp" "$repo/data/mnist/test-images.idx" --batch-axis $axis \
        --quiet --profile --bench 5 > "$out/npk-run-profile-${m}_b100.txt"
done
echo "== compare"
python3 "$here/compare.py" "$out/npk.json" "$out/torch.json" "${ort[@]}" | tee "$out/compare.txt"
python3 "$here/compare.py" "$out/npk.json" "$out/torch.json" "${ort[@]}" --markdown > "$out/compare.md"
python3 "$here/compare.py" "$out/npk.json" "$out/torch.json" "${ort[@]}" --time real_time > "$out/compare-real_time.txt"
echo "== hyperfine"
bash "$here/hyperfine.sh" "$build"
if command -v gnuplot >/dev/null; then
    bash "$here/plot.sh" "$out/npk.json" "$out/torch.json" "$out/benchmarks.png"
fi
echo "results in $out"
