/* npk_eltwise.h - elementwise binary ops with numpy broadcasting, and unary ops. */
#ifndef NPK_ELTWISE_H
#define NPK_ELTWISE_H
#include "npk_common.h"
#ifdef __cplusplus
extern "C" {
#endif

/* The functions are listed once, in npk_binary_fns.inc and npk_unary_fns.inc. */
typedef enum npk_binary_op {
#define NPK_BINARY_FN(NAME, ident, code, form) NPK_BIN_##NAME = code,
#include "npk_binary_fns.inc"
#undef NPK_BINARY_FN
    NPK_BIN_COUNT_
} npk_binary_op;

typedef enum npk_unary_op {
#define NPK_UNARY_FN(NAME, ident, code, params, form) NPK_UN_##NAME = code,
#include "npk_unary_fns.inc"
#undef NPK_UNARY_FN
    NPK_UN_COUNT_
} npk_unary_op;

/* Element strides (0 on broadcast dims) of an input of rank in_rank seen
 * through an output of rank out_rank, numpy rules (dims aligned on the right).
 * The caller has checked that the shapes broadcast. */
void npk_broadcast_strides(size_t out_rank, const size_t *out_dims,
                           size_t in_rank, const size_t *in_dims, size_t *strides);

/* out[i] = a[i] op b[i] over out_dims (row-major, contiguous output); a and b
 * are addressed through element strides (0 = broadcast). out may equal a or b
 * when that input is not broadcast. rank <= NPK_MAX_RANK; rank 0 = scalar. */
void npk_ref_binary_f32(npk_binary_op op, size_t rank, const size_t *out_dims,
                        const float *a, const size_t *a_strides,
                        const float *b, const size_t *b_strides, float *out);
void npk_binary_f32(npk_binary_op op, size_t rank, const size_t *out_dims,
                    const float *a, const size_t *a_strides,
                    const float *b, const size_t *b_strides, float *out);

/* y[i] = f(x[i]) for i < n; x == y allowed. p0/p1 are op parameters. */
void npk_ref_unary_f32(npk_unary_op op, size_t n, const float *x, float *y, float p0, float p1);
void npk_unary_f32(npk_unary_op op, size_t n, const float *x, float *y, float p0, float p1);

#ifdef __cplusplus
}
#endif
#endif
