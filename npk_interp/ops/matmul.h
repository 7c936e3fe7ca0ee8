/* ops/matmul.h - C = op(A) op(B) (+ bias) then an activation. A and B are
 * matrices or, where batched matmul is compiled in (NPK__KEEP_MATMUL_BATCHED),
 * stacks of matrices [..., rows, cols] whose leading (batch) dims broadcast as
 * in numpy; the bias applies to every matrix of the result. */
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
/* Rows and columns of an operand's matrices (a build without batched matmul
 * has matrices only, and indexes them directly: smaller firmware code). */
#if NPK__KEEP_MATMUL_BATCHED
#define NPK__MM_ROWS(t) ((t)->dims[(t)->rank - 2])
#define NPK__MM_COLS(t) ((t)->dims[(t)->rank - 1])
#else
#define NPK__MM_ROWS(t) ((t)->dims[0])
#define NPK__MM_COLS(t) ((t)->dims[1])
#endif

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
#if NPK__KEEP_MATMUL_BATCHED
    if (x->rank < 2 || w->rank < 2)
        return npk__fail(err, NPK_ERR_SHAPE, "operands must have rank >= 2, got %s and %s", npk__shape_str(x, s0), npk__shape_str(w, s1));
#else
    if (x->rank != 2 || w->rank != 2)
        return npk__fail(err, NPK_ERR_SHAPE, "operands must be matrices, got %s and %s (batched matmul is not in this build: NPK_USE_MATMUL_BATCHED)",
                         npk__shape_str(x, s0), npk__shape_str(w, s1));
#endif
    m = a->trans_a ? NPK__MM_COLS(x) : NPK__MM_ROWS(x);
    k = a->trans_a ? NPK__MM_ROWS(x) : NPK__MM_COLS(x);
    k2 = a->trans_b ? NPK__MM_COLS(w) : NPK__MM_ROWS(w);
    n = a->trans_b ? NPK__MM_ROWS(w) : NPK__MM_COLS(w);
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
#if NPK__KEEP_MATMUL_BATCHED
    {   /* batch dims, aligned from the right; a 1 broadcasts */
        unsigned r = x->rank > w->rank ? x->rank : w->rank, d;
        for (d = 0; d + 2 < r; d++) {
            uint32_t da = d + x->rank >= r ? x->dims[d + x->rank - r] : 1;
            uint32_t db = d + w->rank >= r ? w->dims[d + w->rank - r] : 1;
            if (da != db && da != 1 && db != 1)
                return npk__fail(err, NPK_ERR_SHAPE, "batch dimensions of %s and %s do not broadcast", npk__shape_str(x, s0),
                                 npk__shape_str(w, s1));
            out->dims[d] = da == 1 ? db : da;
        }
        out->rank = r;
    }
    out->dims[out->rank - 2] = m;
    out->dims[out->rank - 1] = n;
#else
    out->dims[0] = m;
    out->dims[1] = n;
#endif
    return NPK_OK;
}

typedef struct npk__mm_task {
    size_t m, n, k, lda, ldb, ldc, tasks, items;
    const float *a, *b;
    float *c;
    int ta, tb, by_rows;
    const npk_epilogue *ep;
#if NPK__KEEP_MATMUL_BATCHED
    const npk_tensor_desc *x, *w, *y; /* batch dims for the operand offsets */
#endif
} npk__mm_task;

#if NPK__KEEP_MATMUL_BATCHED
/* Offset of matrix `bi` of the result in an operand (rank r, matrix size sz)
 * whose batch dims broadcast against the result's. */
static size_t npk__mm_batch_offset(const npk_tensor_desc *t, const npk_tensor_desc *y, size_t bi, size_t sz)
{
    size_t off = 0, stride = sz;
    unsigned d = y->rank - 2, e = t->rank - 2;
    while (d-- > 0 && e-- > 0) {
        size_t i = bi % y->dims[d];
        bi /= y->dims[d];
        if (t->dims[e] != 1) off += i * stride;
        stride *= t->dims[e];
    }
    return off;
}
#endif

#if NPK__KEEP_MATMUL_BATCHED
/* Task i: its share of the (matrix, row or column) items, matrix by matrix. */
static void npk__mm_task_run(void *ctx, size_t i)
{
    const npk__mm_task *t = (const npk__mm_task *)ctx;
    size_t per = t->by_rows ? t->m : t->n, lo, hi;
    npk__par_range(t->items, t->tasks, i, &lo, &hi);
    while (lo < hi) {
        size_t bi = lo / per, p0 = lo % per, p1 = hi - bi * per < per ? hi - bi * per : per;
        const float *a = t->a + npk__mm_batch_offset(t->x, t->y, bi, t->m * t->k);
        const float *b = t->b + npk__mm_batch_offset(t->w, t->y, bi, t->k * t->n);
        float *c = t->c + bi * t->m * t->n;
        if (t->by_rows) npk_matmul_f32_part(t->m, t->n, t->k, a, t->lda, t->ta, b, t->ldb, t->tb, c, t->ldc, t->ep, p0, p1, 0, t->n);
        else npk_matmul_f32_part(t->m, t->n, t->k, a, t->lda, t->ta, b, t->ldb, t->tb, c, t->ldc, t->ep, 0, t->m, p0, p1);
        lo += p1 - p0;
    }
}
#else
static void npk__mm_task_run(void *ctx, size_t i)
{
    const npk__mm_task *t = (const npk__mm_task *)ctx;
    size_t lo, hi;
    npk__par_range(t->items, t->tasks, i, &lo, &hi);
    if (t->by_rows) npk_matmul_f32_part(t->m, t->n, t->k, t->a, t->lda, t->ta, t->b, t->ldb, t->tb, t->c, t->ldc, t->ep, lo, hi, 0, t->n);
    else npk_matmul_f32_part(t->m, t->n, t->k, t->a, t->lda, t->ta, t->b, t->ldb, t->tb, t->c, t->ldc, t->ep, 0, t->m, lo, hi);
}
#endif

static void npk__matmul_exec(const npk_op_run *r)
{
    const npk_matmul_attrs *a = &r->op->attr.matmul;
    const npk_tensor_desc *x = r->td[0], *w = r->td[1];
    size_t mats = 1;
    npk__mm_task t;
    npk_epilogue ep;
    t.ta = a->trans_a;
    t.tb = a->trans_b;
    t.lda = NPK__MM_COLS(x);
    t.ldb = NPK__MM_COLS(w);
    t.m = t.ta ? t.lda : NPK__MM_ROWS(x);
    t.k = t.ta ? NPK__MM_ROWS(x) : t.lda;
    t.n = t.tb ? NPK__MM_ROWS(w) : t.ldb;
    t.a = r->in[0];
    t.b = r->in[1];
    t.c = r->out; t.ldc = t.n;
#if NPK__KEEP_MATMUL_BATCHED
    t.x = x; t.w = w; t.y = r->y;
    mats = t.m && t.n ? npk__elems(r->y) / (t.m * t.n) : 0;
#endif
    ep.bias_mode = (npk_bias_mode)a->bias;
    ep.bias = r->op->n_in == 3 ? r->in[2] : NULL;
    ep.act = (npk_act)a->act;
    ep.act_min = a->act_min;
    ep.act_max = a->act_max;
    t.ep = &ep;
    /* split the longer side (M == 1 must split columns, N == 1 rows); with
     * several matrices the tasks cut across them, so batch runs in parallel */
    t.by_rows = t.n == 1 || (t.m != 1 && t.m >= t.n);
    t.items = mats * (t.by_rows ? t.m : t.n);
    t.tasks = npk__par_tasks(r->par, t.items, (uint64_t)2u * mats * t.m * t.n * (t.k ? t.k : 1));
    npk__par_run(r->par, t.tasks, npk__mm_task_run, &t);
}

#define NPK__ROW_MATMUL NPK__KEEP
#define NPK__OPIMPL_MATMUL npk__matmul_schema, NPK_matmul_N_ATTRS, npk__matmul_infer, NULL, npk__matmul_exec, NULL
#else
#define NPK__OPIMPL_MATMUL NPK__OPIMPL_NONE
#define NPK__ROW_MATMUL NPK__DROP
#endif
#endif
