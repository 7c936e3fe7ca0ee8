/* lower_onnx_reduce.c - ONNX reductions (ReduceSum/Mean/Max/Min/Prod/L1/
 * L2/SumSquare/LogSum/LogSumExp with axes as an attribute or, from opset
 * 13 (ReduceSum) or 18 (the others), an input), ArgMax/ArgMin, and
 * Softmax/LogSoftmax/Hardmax (before opset 13 over the input flattened to
 * 2-D at `axis`, from 13 along `axis`). */
#include <math.h>
#include <string.h>
#include "lower_onnx.h"

#define SRC (L->src)

static m2c_value *reduction(m2c_lowerer *L, int kind)
{
    m2c_value *x = ox_in(L, 0), *y;
    int64_t ax[NPK_MAX_RANK], cnt = 1;
    int r = x->shape.rank, n, d, keep = (int)ox_int(L, "keepdims", 1), fl = m2c_elem_is_float(x->shape.elem);
    int since = kind == OXR_SUM ? 13 : 18, fn = NPK_REDUCE_SUM, ifn = NPK_IRED_SUM;
    unsigned mask = 0;
    n = OX_OPSET >= since ? ox_const_ints(L, 1, ax, NPK_MAX_RANK, "axes") : ox_ints(L, "axes", ax, NPK_MAX_RANK);
    if (n <= 0) {
        if (n == 0 || (OX_OPSET >= since && ox_int(L, "noop_with_empty_axes", 0))) {
            if (ox_int(L, "noop_with_empty_axes", 0)) return x;
        }
        mask = r ? (1u << r) - 1 : 0;
    }
    for (d = 0; d < n; d++) mask |= 1u << ox_axis(L, ax[d], r);
    for (d = 0; d < r; d++) if (mask & (1u << d)) cnt *= x->shape.dims[d];
    if (!mask) return x;
    if (!fl && kind != OXR_SUM && kind != OXR_MAX && kind != OXR_MIN && kind != OXR_PROD)
        ox_error(L, "element type %s is not supported (float tensors only)", m2c_elem_name(x->shape.elem));
    if (x->shape.elem == M2C_I1) x = tw_to(L, x, M2C_I8);
    switch (kind) {
    case OXR_MAX: fn = NPK_REDUCE_MAX; ifn = NPK_IRED_MAX; break;
    case OXR_MIN: fn = NPK_REDUCE_MIN; ifn = NPK_IRED_MIN; break;
    case OXR_PROD: fn = NPK_REDUCE_PROD; ifn = NPK_IRED_PROD; break;
    case OXR_L1: x = tw_un(L, NPK_UN_ABS, x); break;
    case OXR_L2: case OXR_SUMSQ: x = tw_bin(L, NPK_BIN_MUL, x, x); break;
    case OXR_LOGSUMEXP: {   /* m + log(sum(exp(x - m))), m the max */
        m2c_value *m = tw_reduce(L, x, mask, NPK_REDUCE_MAX, 0, 1);
        y = tw_reduce(L, tw_un(L, NPK_UN_EXP, tw_bin(L, NPK_BIN_SUB, x, m)), mask, NPK_REDUCE_SUM, 0, 1);
        y = tw_bin(L, NPK_BIN_ADD, tw_un(L, NPK_UN_LOG, y), m);
        if (!keep) {
            int64_t s[NPK_MAX_RANK];
            int k = 0;
            for (d = 0; d < r; d++) if (!(mask & (1u << d))) s[k++] = x->shape.dims[d];
            y = tw_reshape_dims(L, y, k, s);
        }
        return y;
    }
    default: break;
    }
    y = tw_reduce(L, x, mask, fn, ifn, keep);
    switch (kind) {
    case OXR_MEAN: y = tw_bin(L, NPK_BIN_MUL, y, ox_splat(L, 1.0 / (double)cnt, y)); break;
    case OXR_L2: y = tw_un(L, NPK_UN_SQRT, y); break;
    case OXR_LOGSUM: y = tw_un(L, NPK_UN_LOG, y); break;
    default: break;
    }
    return y;
}

/* ArgMax / ArgMin along axis, as int64 */
static m2c_value *arg_extreme(m2c_lowerer *L, int is_min, int keep, int axis, m2c_value *x)
{
    int r = x->shape.rank, d, n = 0;
    int64_t s[NPK_MAX_RANK];
    m2c_op *op;
    int last = (int)ox_int(L, "select_last_index", 0);
    if (x->shape.elem == M2C_I1) x = tw_to(L, x, M2C_I32);
    if (last) {   /* the first extreme of x reversed along axis, counted from the end */
        op = lw_op(L, M2C_OPK_TCP, 1, &x);
        m2c_set_op(op, NPK_OP_REVERSE);
        op->attr.reverse.axis = axis;
        x = lw_done(L, op, NULL, 0);
    }
    if (is_min) x = m2c_elem_is_float(x->shape.elem) ? tw_un(L, NPK_UN_NEG, x) : tw_int_unary(L, NPK_IUN_NOT, x);
    op = lw_op(L, M2C_OPK_TCP, 1, &x);
    m2c_set_op(op, NPK_OP_ARGMAX);
    op->attr.argmax.axis = axis;
    x = lw_done(L, op, NULL, 0);
    if (x->shape.elem != M2C_I64) x = lw_cast(L, x, M2C_I64, 0);
    if (last) x = tw_bin(L, NPK_BIN_SUB, tw_splat(L, (double)(SRC->in[0]->shape.dims[axis] - 1), M2C_I64, x->shape.rank), x);
    if (keep) {
        for (d = 0; d < r; d++) s[n++] = d == axis ? 1 : SRC->in[0]->shape.dims[d];
        x = tw_reshape_dims(L, x, n, s);
    }
    return x;
}

/* Softmax-like ops: before opset 13 over the dims from axis on (flattened) */
static m2c_value *softmax(m2c_lowerer *L, int kind)
{
    m2c_value *x = ox_float_in(L, 0), *y;
    int r = x->shape.rank, axis, d, flat = OX_OPSET < 13;
    int64_t s[2] = { 1, 1 };
    m2c_op *op;
    if (r == 0) ox_error(L, "a rank-0 input is not supported");
    axis = ox_axis(L, ox_int(L, "axis", flat ? 1 : -1), r);
    if (flat && axis != r - 1) {
        for (d = 0; d < r; d++) s[d >= axis] *= x->shape.dims[d];
        y = tw_reshape_dims(L, x, 2, s);
        axis = 1;
    } else {
        y = x;
        flat = 0;
    }
    if (kind == OXR_HARDMAX) {
        m2c_value *am = arg_extreme(L, 0, 1, axis, y), *iota;
        int64_t *v = (int64_t *)m2c_alloc((size_t)y->shape.dims[axis] * sizeof(int64_t) + 8), k;
        int64_t sh[NPK_MAX_RANK];
        for (k = 0; k < y->shape.dims[axis]; k++) v[k] = k;
        iota = lw_const_int(L, M2C_I64, (int)y->shape.dims[axis], v);
        for (d = 0; d < y->shape.rank; d++) sh[d] = d == axis ? y->shape.dims[axis] : 1;
        iota = tw_reshape_dims(L, iota, y->shape.rank, sh);
        m2c_free(v);
        y = tw_to(L, tw_cmp(L, NPK_CMP_EQUAL, iota, am), y->shape.elem);
    } else {
        op = lw_op(L, M2C_OPK_SOFTMAX, 1, &y);
        op->attr.softmax.axis = axis;
        op->attr.softmax.log = kind == OXR_LOGSOFTMAX;
        y = lw_done(L, op, NULL, 0);
    }
    return flat ? tw_reshape_dims(L, y, r, x->shape.dims) : y;
}

void ox_lower_reduce(m2c_lowerer *L)
{
    m2c_value *y = NULL, *x;
    switch (L->arg) {
    case OXR_ARGMAX: case OXR_ARGMIN:
        x = ox_in(L, 0);
        y = arg_extreme(L, L->arg == OXR_ARGMIN, (int)ox_int(L, "keepdims", 1), ox_axis(L, ox_int(L, "axis", 0), x->shape.rank), x);
        break;
    case OXR_SOFTMAX: case OXR_LOGSOFTMAX: case OXR_HARDMAX: y = softmax(L, L->arg); break;
    default: y = reduction(L, L->arg); break;
    }
    ox_finish(L, y);
}
