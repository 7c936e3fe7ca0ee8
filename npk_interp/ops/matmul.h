/* ops/matmul.h - C = op(A) op(B) (+ bias) then an activation; A, B rank 2. */
#ifndef NPK_OP_MATMUL_H
#define NPK_OP_MATMUL_H
#include "../npk_attrs.h"
#include "act.h"

static const char *const npk__bias_mode_names[] = { "none", "row", "col", "full" };
#define NPK_MATMUL_ATTRS(X)                                                          \
    X(matmul, trans_a, BOOL, 0, 0, 1, NULL)                                          \
    X(matmul, trans_b, BOOL, 0, 0, 1, NULL)                                          \
    X(matmul, bias, ENUM, 0, 0, 3, npk__bias_mode_names) /* npk_bias_mode */         \
    NPK_ACT_ATTRS(matmul, X)
NPK_DEFINE_ATTRS(matmul, NPK_MATMUL_ATTRS)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_MATMUL_IMPL)
#define NPK_OP_MATMUL_IMPL
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_MATMUL)
NPK_DEFINE_SCHEMA(matmul, NPK_MATMUL_ATTRS)

static npk_status npk__matmul_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                    npk_tensor_desc *out, npk_error *err)
{
    const npk_matmul_attrs *a = &op->attr.matmul;
    const npk_tensor_desc *x = in[0], *w = in[1];
    char s0[NPK__SHAPE_STR], s1[NPK__SHAPE_STR];
    uint32_t m, k, k2, n;
    if ((a->bias == NPK_BIAS_NONE) != (op->n_in == 2))
        return npk__fail(err, NPK_ERR_ARITY, "bias=%s with %u operands", npk__bias_mode_names[a->bias], (unsigned)op->n_in);
    if (!npk__act_ok(a->act, a->act_min, a->act_max))
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "act_min/act_max must be 0 unless act=clamp, then ordered and not NaN");
    if (x->rank != 2 || w->rank != 2)
        return npk__fail(err, NPK_ERR_SHAPE, "operands must be matrices, got %s and %s", npk__shape_str(x, s0), npk__shape_str(w, s1));
    m = a->trans_a ? x->dims[1] : x->dims[0];
    k = a->trans_a ? x->dims[0] : x->dims[1];
    k2 = a->trans_b ? w->dims[1] : w->dims[0];
    n = a->trans_b ? w->dims[0] : w->dims[1];
    if (k != k2)
        return npk__fail(err, NPK_ERR_SHAPE, "inner dimensions differ: %s%s times %s%s (%u vs %u)", npk__shape_str(x, s0),
                         a->trans_a ? " (transposed)" : "", npk__shape_str(w, s1), a->trans_b ? " (transposed)" : "",
                         (unsigned)k, (unsigned)k2);
    if (a->bias != NPK_BIAS_NONE) {
        const npk_tensor_desc *b = in[2];
        size_t count = npk__elems(b);
        int ok;
        if (a->bias == NPK_BIAS_ROW) ok = count == m && (b->rank == 1 || (b->rank == 2 && b->dims[1] == 1));
        else if (a->bias == NPK_BIAS_COL) ok = count == n && (b->rank == 1 || (b->rank == 2 && b->dims[0] == 1));
        else ok = b->rank == 2 && b->dims[0] == m && b->dims[1] == n;
        if (!ok) return npk__fail(err, NPK_ERR_SHAPE, "bias %s does not match bias=%s for a %ux%u result",
                                  npk__shape_str(b, s0), npk__bias_mode_names[a->bias], (unsigned)m, (unsigned)n);
    }
    memset(out->dims, 0, sizeof out->dims);
    out->rank = 2;
    out->dims[0] = m;
    out->dims[1] = n;
    return NPK_OK;
}

typedef struct npk__mm_task {
    size_t m, n, k, lda, ldb, ldc, tasks;
    const float *a, *b;
    float *c;
    int ta, tb, by_rows;
    const npk_epilogue *ep;
} npk__mm_task;

static void npk__mm_task_run(void *ctx, size_t i)
{
    const npk__mm_task *t = (const npk__mm_task *)ctx;
    size_t lo, hi;
    npk__par_range(t->by_rows ? t->m : t->n, t->tasks, i, &lo, &hi);
    if (t->by_rows) npk_matmul_f32_part(t->m, t->n, t->k, t->a, t->lda, t->ta, t->b, t->ldb, t->tb, t->c, t->ldc, t->ep, lo, hi, 0, t->n);
    else npk_matmul_f32_part(t->m, t->n, t->k, t->a, t->lda, t->ta, t->b, t->ldb, t->tb, t->c, t->ldc, t->ep, 0, t->m, lo, hi);
}

static void npk__matmul_exec(const npk_op_run *r)
{
    const npk_matmul_attrs *a = &r->op->attr.matmul;
    const npk_tensor_desc *x = r->td[0], *w = r->td[1];
    npk__mm_task t;
    npk_epilogue ep;
    t.ta = a->trans_a;
    t.tb = a->trans_b;
    t.m = t.ta ? x->dims[1] : x->dims[0];
    t.k = t.ta ? x->dims[0] : x->dims[1];
    t.n = t.tb ? w->dims[0] : w->dims[1];
    t.a = r->in[0]; t.lda = x->dims[1];
    t.b = r->in[1]; t.ldb = w->dims[1];
    t.c = r->out; t.ldc = t.n;
    ep.bias_mode = (npk_bias_mode)a->bias;
    ep.bias = r->op->n_in == 3 ? r->in[2] : NULL;
    ep.act = (npk_act)a->act;
    ep.act_min = a->act_min;
    ep.act_max = a->act_max;
    t.ep = &ep;
    /* split the longer side (M == 1 must split columns, N == 1 rows) */
    t.by_rows = t.n == 1 || (t.m != 1 && t.m >= t.n);
    t.tasks = npk__par_tasks(r->par, t.by_rows ? t.m : t.n, (uint64_t)2u * t.m * t.n * (t.k ? t.k : 1));
    npk__par_run(r->par, t.tasks, npk__mm_task_run, &t);
}

#define NPK__OPIMPL_MATMUL npk__matmul_schema, NPK_matmul_N_ATTRS, npk__matmul_infer, NULL, npk__matmul_exec
#else
#define NPK__OPIMPL_MATMUL NPK__OPIMPL_NONE
#endif
#endif
