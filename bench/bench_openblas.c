/* bench_openblas.c - the GEMM baseline: OpenBLAS cblas_sgemm on one thread,
 * same shapes and data as BM_sgemm (row-major C = A B). Named
 * BM_openblas_sgemm/...: compare.py pairs BM_openblas_X with BM_X. */
#include <stdlib.h>

#include "bench_common.h"

#ifdef NPK_BENCH_OPENBLAS
#include <cblas.h>

typedef struct blas_case {
    const char *name;
    int n;
} blas_case;

static const blas_case blas_cases[] = {
    {"BM_openblas_sgemm/256/256/256", 256},
    {"BM_openblas_sgemm/512/512/512", 512},
    {"BM_openblas_sgemm/1024/1024/1024", 1024},
};

static void bm_sgemm(npkb_state *st, const void *arg)
{
    const blas_case *c = (const blas_case *)arg;
    size_t nn = (size_t)c->n * (size_t)c->n;
    float *a = npkb_alloc_floats(nn), *b = npkb_alloc_floats(nn), *y = npkb_alloc_floats(nn);
    npkb_fill(a, nn, -1.0f, 1.0f, 1);
    npkb_fill(b, nn, -1.0f, 1.0f, 2);
    while (npkb_keep_running(st)) {
        cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, c->n, c->n, c->n, 1.0f, a, c->n, b, c->n, 0.0f, y,
                    c->n);
        npkb_do_not_optimize(y);
    }
    st->flops_per_iter = 2.0 * (double)nn * (double)c->n;
    st->items_per_iter = (double)nn;
    free(a);
    free(b);
    free(y);
}

void npkb_register_openblas(void)
{
    size_t i;
    openblas_set_num_threads(1); /* single-threaded, as every baseline here */
    for (i = 0; i < sizeof blas_cases / sizeof blas_cases[0]; i++)
        npkb_register("BM_openblas_sgemm", blas_cases[i].name, bm_sgemm, &blas_cases[i]);
}
#else
void npkb_register_openblas(void) {}
#endif
