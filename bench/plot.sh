#!/bin/bash
# plot.sh NPK.json TORCH.json [OUT.png] - the comparison plot (default docs/benchmarks.png):
# npk_bench + torch_bench.py JSON, or models/tools/bench_models.py --json-dir's
# npk_models.json + torch_models.json (docs/benchmarks-models.png).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
npk=$1 torch=$2 out=${3:-$here/../docs/benchmarks.png}
command -v gnuplot >/dev/null || { echo "plot.sh: gnuplot not installed (apt-get install gnuplot-nox)" >&2; exit 1; }
data=$(mktemp)
trap 'rm -f "$data"' EXIT
python3 "$here/compare.py" "$npk" "$torch" --plot-data "$data" >/dev/null
sub="$(python3 -c 'import json,sys; c=json.load(open(sys.argv[1]))["context"]; print("%s, npk isa %s, CPU-time medians" % (c.get("date","")[:10], c.get("npk_isa","?")))' "$npk")"
# OpenBLAS bars only when some row has one (npk_bench's SGEMM rows; not the model rows)
blas=$(awk '!/^#/ && $NF != "NaN" { n++ } END { print n ? 1 : 0 }' "$data")
gnuplot -e "data='$data'; out='$out'; subtitle='$sub'; blas=$blas" "$here/plot.gnuplot"
echo "wrote $out"
