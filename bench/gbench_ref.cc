// gbench_ref.cc - a tiny real Google Benchmark program. tests/bench compares
// the JSON keys npk_bench writes with the ones this binary writes, so it
// reports the same kinds of counters and custom context entries.
#include <benchmark/benchmark.h>

#include <vector>

static void BM_ref_sum(benchmark::State &state) {
    std::vector<float> v(static_cast<size_t>(state.range(0)), 1.0f);
    for (auto _ : state) {
        float s = 0.0f;
        for (float x : v) s += x;
        benchmark::DoNotOptimize(s);
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
    state.counters["FLOPS"] = benchmark::Counter(static_cast<double>(state.range(0)),
                                                 benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_ref_sum)->Arg(64)->Arg(256);

int main(int argc, char **argv) {
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    benchmark::AddCustomContext("npk_version", "gbench_ref");
    benchmark::AddCustomContext("npk_isa", "gbench_ref");
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
