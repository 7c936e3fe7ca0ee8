/* npk_softmax.h - softmax and log-softmax along one axis, max-subtracted. */
#ifndef NPK_SOFTMAX_H
#define NPK_SOFTMAX_H
#include "npk_common.h"
#ifdef __cplusplus
extern "C" {
#endif

/* The tensor is viewed as [outer, n, inner] and normalised along n.
 * log_softmax != 0 gives log-softmax. x == y allowed. */
void npk_ref_softmax_f32(size_t outer, size_t n, size_t inner, const float *x, float *y, int log_softmax);
void npk_softmax_f32(size_t outer, size_t n, size_t inner, const float *x, float *y, int log_softmax);

#ifdef __cplusplus
}
#endif
#endif
