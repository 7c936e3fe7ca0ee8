/* npk_layout.h - reshape (zero-copy when planned in place) and transpose. */
#ifndef NPK_LAYOUT_H
#define NPK_LAYOUT_H
#include "npk_common.h"
#ifdef __cplusplus
extern "C" {
#endif

/* Reshape moves no data when y == x (the planner aliases them); otherwise it
 * copies n floats (memmove semantics). */
void npk_reshape_f32(size_t n, const float *x, float *y);

/* y = x permuted: out_dims[i] = in_dims[perm[i]]. x and y must not overlap. */
void npk_ref_transpose_f32(size_t rank, const size_t *in_dims, const size_t *perm, const float *x, float *y);
void npk_transpose_f32(size_t rank, const size_t *in_dims, const size_t *perm, const float *x, float *y);

#ifdef __cplusplus
}
#endif
#endif
