/* npk_norm.h - layer normalisation (without the affine part) along one axis. */
#ifndef NPK_NORM_H
#define NPK_NORM_H
#include "npk_common.h"
#ifdef __cplusplus
extern "C" {
#endif

/* The tensor is viewed as [outer, n, inner]; each line along n becomes
 * (x - mean) / sqrt(var + eps) with mean = sum(x) * inv_n and
 * var = sum((x - mean)^2) * inv_n: the decomposed chain PyTorch's LayerNorm
 * exports to (reduce_sum, mul, sub, mul, reduce_sum, mul, add, rsqrt, mul),
 * which mlir2c fuses into the layer_norm op. x == y allowed. The SIMD paths
 * sum in another order (within (n + 2) * eps relative of the reference's
 * sums). */
void npk_ref_layer_norm_f32(size_t outer, size_t n, size_t inner, const float *x, float *y, float inv_n, float eps);
void npk_layer_norm_f32(size_t outer, size_t n, size_t inner, const float *x, float *y, float inv_n, float eps);

#ifdef __cplusplus
}
#endif
#endif
