# plot.gnuplot - npk vs PyTorch vs OpenBLAS, times relative to PyTorch (log scale).
# Data: bench/compare.py --plot-data FILE; call with
#   gnuplot -e "data='FILE'; out='docs/benchmarks.png'; subtitle='...'" bench/plot.gnuplot
if (!exists("data")) data = 'build/bench/plot.dat'
if (!exists("out")) out = 'docs/benchmarks.png'
if (!exists("subtitle")) subtitle = ''
set terminal pngcairo size 1400,800 font "sans,10"
set output out
set title "npk vs PyTorch 1.13 vs OpenBLAS, 1 thread: time relative to PyTorch (lower is faster)\n".subtitle
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.85 border -1
set boxwidth 0.9
set logscale y 10
set yrange [0.005:*]
set ylabel "time / PyTorch time (log scale)"
set grid ytics
set xtics rotate by -50 left font ",8" nomirror
set key top left
set bmargin 14
set rmargin 10
# blas = 0 (plot.sh, when no row has an OpenBLAS time, e.g. the model rows): two series
if (!exists("blas")) blas = 1
if (blas) {
plot data using 2:xtic(1) title "npk" lc rgb "#1f77b4", \
     '' using 3 title "PyTorch" lc rgb "#ff7f0e", \
     '' using 4 title "OpenBLAS (sgemm)" lc rgb "#2ca02c"
} else {
plot data using 2:xtic(1) title "npk" lc rgb "#1f77b4", \
     '' using 3 title "PyTorch" lc rgb "#ff7f0e"
}
