/* bench_common.h - what the npk_bench benchmark files share. */
#ifndef NPK_BENCH_COMMON_H
#define NPK_BENCH_COMMON_H
#include <stddef.h>

#include "gb.h"

/* 64-byte aligned, zeroed floats; exits with a message if memory runs out.
 * Free with free(). */
float *npkb_alloc_floats(size_t n);
/* Deterministic values in [lo, hi) (the same for every run). */
void npkb_fill(float *x, size_t n, float lo, float hi, unsigned seed);

void npkb_register_kernels(void);
/* int8 vs float32 pairs on the models' layer shapes (bench_int8.c). */
void npkb_register_int8(void);
/* BM_fma_peak/ISA: the core's peak FMA rate (x86 ISAs the CPU has). */
void npkb_register_peak(void);
/* Models: dir_b1/NAME.tcp (batch 1) and dir_b100/NAME_b100.tcp (batch 100). */
void npkb_register_models(const char *dir_b1, const char *dir_b100);
/* OpenBLAS sgemm baselines; a no-op when built without OpenBLAS. */
void npkb_register_openblas(void);

#endif
