/* npk_bench.c - npk's benchmark binary: every kernel on the shapes the
 * shipped models use, every model at batch 1 and 100, and (when built with
 * OpenBLAS) the sgemm baseline. Output follows Google Benchmark 1.7 (gb.h).
 *
 * Extra flags (taken out before the Google Benchmark ones are parsed):
 *   --npk_models=DIR       batch-1 models DIR/NAME.tcp (default: the build's)
 *   --npk_models_b100=DIR  batch-100 models DIR/NAME_b100.tcp
 * Env NPK_ISA=scalar|avx2|avx512 forces a kernel path (npk_multi builds). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_common.h"
#include "npk.h"

#ifndef NPK_BENCH_MODELS_B1
#define NPK_BENCH_MODELS_B1 "models/mnist"
#endif
#ifndef NPK_BENCH_MODELS_B100
#define NPK_BENCH_MODELS_B100 "bench/models"
#endif

int main(int argc, char **argv)
{
    const char *b1 = NPK_BENCH_MODELS_B1, *b100 = NPK_BENCH_MODELS_B100;
    int i, n = 1;
    for (i = 1; i < argc; i++) {
        if (strncmp(argv[i], "--npk_models=", 13) == 0) b1 = argv[i] + 13;
        else if (strncmp(argv[i], "--npk_models_b100=", 18) == 0) b100 = argv[i] + 18;
        else argv[n++] = argv[i];
    }
    argv[n] = NULL;
    {
        npk_error err;
        if (npk_isa_select(getenv("NPK_ISA"), &err) != NPK_OK) {
            fprintf(stderr, "npk_bench: NPK_ISA: %s\n", err.message);
            return 2;
        }
    }
    npkb_register_peak(); /* first: the SGEMMs are compared with it */
    npkb_register_kernels();
    npkb_register_int8();
    npkb_register_openblas();
    npkb_register_models(b1, b100);
    npkb_add_context("npk_version", NPK_VERSION_STRING);
    npkb_add_context("npk_isa", npk_isa_name());
    return npkb_main(n, argv);
}
