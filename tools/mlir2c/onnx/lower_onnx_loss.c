/* lower_onnx_loss.c - NegativeLogLikelihoodLoss and SoftmaxCrossEntropyLoss
 * (opset 12/13). Input x [N, C] or [N, C, d1..dk], target t [N] or
 * [N, d1..dk] of int32/int64 class indices (known only at run time),
 * optional weight w [C]:
 *   loss[n, d] = -x[n, t[n, d], d] * w[t[n, d]]     (w = 1 when omitted)
 * reduced by `reduction`: none (t's shape), sum, or mean (the sum over the
 * sum of the weights of the targets that count). A target equal to
 * ignore_index - or outside 0..C-1, which the spec leaves undefined - counts
 * for nothing: its loss and weight are 0, so mean leaves it out.
 * SoftmaxCrossEntropyLoss is the same on log_softmax(x) along axis 1 (the
 * softmax op subtracts each line's max); its second output is that
 * log-softmax.
 * The picking is a gather op per (n, d) row of x viewed as [N*D, C, 1]: an
 * index the gather does not hold (we send -1 for the targets that do not
 * count) gives a zero row, so no target reads out of bounds or another
 * sample's scores. */
#include <string.h>
#include "lower_onnx.h"

enum { LOSS_NONE, LOSS_SUM, LOSS_MEAN };

/* The gather op: values [B, K, 1] at indices [B, W] (i32) -> [B, W, 1]. */
static m2c_value *gather(m2c_lowerer *L, m2c_value *values, m2c_value *idx)
{
    m2c_value *in[2];
    m2c_op *op;
    in[0] = values;
    in[1] = idx;
    op = lw_op(L, M2C_OPK_TCP, 2, in);
    m2c_set_op(op, NPK_OP_GATHER);
    return lw_done(L, op, NULL, 0);
}

/* The `reduction` attribute. */
static int reduction_kind(m2c_lowerer *L)
{
    const char *s = ox_str(L, "reduction", "mean");
    if (!strcmp(s, "none")) return LOSS_NONE;
    if (!strcmp(s, "sum")) return LOSS_SUM;
    if (!strcmp(s, "mean")) return LOSS_MEAN;
    ox_error(L, "reduction '%s' is not supported (none, sum or mean)", s);
}

/* x's shape [N, C, d..] against t's [N, d..] and w's [C]; returns C. */
static int64_t check_shapes(m2c_lowerer *L, const m2c_value *x, const m2c_value *t, const m2c_value *w)
{
    int r = x->shape.rank, d;
    if (r < 2) ox_error(L, "the input needs rank 2 or more ([N, C, d1..dk]), got rank %d", r);
    if (t->shape.elem != M2C_I32 && t->shape.elem != M2C_I64)
        ox_error(L, "the target has element type %s; int32 or int64 is needed", m2c_elem_name(t->shape.elem));
    if (t->shape.rank != r - 1) ox_error(L, "the target needs rank %d (the input's without C), got %d", r - 1, t->shape.rank);
    for (d = 0; d < r - 1; d++)
        if (t->shape.dims[d] != x->shape.dims[d ? d + 1 : 0])
            ox_error(L, "target dim %d is %lld; the input's is %lld", d, (long long)t->shape.dims[d],
                     (long long)x->shape.dims[d ? d + 1 : 0]);
    if (w && (w->shape.rank != 1 || w->shape.dims[0] != x->shape.dims[1]))
        ox_error(L, "the weight needs shape [%lld] (one per class)", (long long)x->shape.dims[1]);
    if (w && w->shape.elem != x->shape.elem)
        ox_error(L, "the weight's element type %s differs from the input's %s", m2c_elem_name(w->shape.elem),
                 m2c_elem_name(x->shape.elem));
    if (x->shape.dims[1] < 1) ox_error(L, "the input has no classes (C = 0)");
    return x->shape.dims[1];
}

/* Where target t (flattened to [M]) counts: 0 <= t < C and t != ignore_index. */
static m2c_value *counted(m2c_lowerer *L, m2c_value *t, int64_t c)
{
    int e = t->shape.elem;
    m2c_value *ok = tw_logical(L, NPK_LOGIC_AND, tw_cmp(L, NPK_CMP_GREATER_EQUAL, t, tw_splat(L, 0, e, 1)),
                               tw_cmp(L, NPK_CMP_GREATER, tw_splat(L, (double)c, e, 1), t));
    if (m2c_find_attr(L->src, "ignore_index")) {
        int64_t ii = ox_int(L, "ignore_index", 0);
        m2c_value *keep = tw_logical(L, NPK_LOGIC_NOT, tw_cmp(L, NPK_CMP_EQUAL, t, tw_splat(L, (double)ii, e, 1)), NULL);
        ok = tw_logical(L, NPK_LOGIC_AND, ok, keep);
    }
    return ok;
}

/* x [N, C, d..] as [N*D, C, 1]: one gather row per (n, d), its classes in K. */
static m2c_value *class_rows(m2c_lowerer *L, m2c_value *x)
{
    int64_t s[3], perm[3] = { 0, 2, 1 }, n = x->shape.dims[0], c = x->shape.dims[1], dd = 1;
    int d;
    for (d = 2; d < x->shape.rank; d++) dd *= x->shape.dims[d];
    s[0] = n; s[1] = c; s[2] = dd;
    x = tw_reshape_dims(L, x, 3, s);
    if (dd > 1) x = lw_transpose(L, x, perm, 0);   /* [N, D, C]: each (n, d)'s classes contiguous */
    s[0] = n * dd; s[1] = c; s[2] = 1;
    return tw_reshape_dims(L, x, 3, s);
}

/* The loss of log-probabilities x [N, C, d..] at targets t [N, d..]. */
static m2c_value *nll(m2c_lowerer *L, m2c_value *x, m2c_value *t, m2c_value *w, int64_t c)
{
    int kind = reduction_kind(L), fe = x->shape.elem;
    int64_t m = (int64_t)m2c_type_count(&t->shape), s[3];
    m2c_value *ok, *idx, *picked, *wt, *loss, *num, *den;
    if (m > ((int64_t)1 << 31) - 1 || m2c_type_count(&x->shape) > ((uint64_t)1 << 31)) ox_error(L, "the tensors are too large");
    s[0] = m;
    t = tw_reshape_dims(L, t, 1, s);
    ok = counted(L, t, c);
    /* -1 for the targets that do not count: the gather gives them 0 (in range, so i32 is exact) */
    idx = tw_to(L, tw_select(L, ok, t, tw_splat(L, -1, t->shape.elem, 1)), M2C_I32);
    s[0] = m; s[1] = 1;
    picked = tw_reshape_dims(L, gather(L, class_rows(L, x), tw_reshape_dims(L, idx, 2, s)), 1, s);
    if (w) {   /* w[t] as one gather row of [1, C, 1] */
        int64_t ws[3] = { 1, 0, 1 }, is[2] = { 1, 0 };
        ws[1] = c; is[1] = m;
        wt = gather(L, tw_reshape_dims(L, w, 3, ws), tw_reshape_dims(L, idx, 2, is));
        wt = tw_reshape_dims(L, wt, 1, s);
        loss = tw_bin(L, NPK_BIN_MUL, picked, wt);
    } else {
        wt = tw_to(L, ok, fe);
        loss = picked;
    }
    loss = tw_un(L, NPK_UN_NEG, loss);
    if (kind == LOSS_NONE) return tw_reshape_dims(L, loss, L->src->in[1]->shape.rank, L->src->in[1]->shape.dims);
    num = tw_reshape_dims(L, tw_reduce(L, loss, 1u, NPK_REDUCE_SUM, 0, 1), 0, s);
    if (kind == LOSS_SUM) return num;
    den = tw_reshape_dims(L, tw_reduce(L, wt, 1u, NPK_REDUCE_SUM, 0, 1), 0, s);
    return tw_bin(L, NPK_BIN_DIV, num, den);
}

/* log_softmax along the class axis 1 */
static m2c_value *log_softmax(m2c_lowerer *L, m2c_value *x)
{
    m2c_op *op = lw_op(L, M2C_OPK_SOFTMAX, 1, &x);
    op->attr.softmax.axis = 1;
    op->attr.softmax.log = 1;
    return lw_done(L, op, NULL, 0);
}

void ox_lower_loss(m2c_lowerer *L)
{
    m2c_value *x = ox_float_in(L, 0), *t = ox_in(L, 1), *w = ox_opt(L, 2), *y;
    int64_t c;
    if (w) w = ox_in(L, 2);   /* a static shape */
    c = check_shapes(L, x, t, w);
    if (L->arg == 1) {
        x = log_softmax(L, x);
        if (L->src->result == 2) { ox_finish(L, x); return; }   /* the log_prob output */
    }
    y = nll(L, x, t, w, c);
    ox_finish(L, y);
}
