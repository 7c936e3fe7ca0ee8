/* ops/pad.h - constant padding of any rank: y.dims[d] = before_d + x.dims[d]
 * + after_d, x copied at offset before_d in every dim, `value` elsewhere. */
#ifndef NPK_OP_PAD_H
#define NPK_OP_PAD_H
#include "../npk_attrs.h"
/* before0..7, after0..7: elements added in front of / behind dim d (0 past
 * the rank); value: what the new elements hold (converted to the tensor's
 * element type as cast converts an f32). */
#define NPK_PAD_ATTRS(X)                                                             \
    X(pad, before0, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                               \
    X(pad, before1, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                               \
    X(pad, before2, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                               \
    X(pad, before3, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                               \
    X(pad, before4, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                               \
    X(pad, before5, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                               \
    X(pad, before6, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                               \
    X(pad, before7, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                               \
    X(pad, after0, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                                \
    X(pad, after1, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                                \
    X(pad, after2, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                                \
    X(pad, after3, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                                \
    X(pad, after4, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                                \
    X(pad, after5, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                                \
    X(pad, after6, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                                \
    X(pad, after7, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                                \
    X(pad, value, F32, 0, 0, 0, NULL)
NPK_DEFINE_ATTRS(pad, NPK_PAD_ATTRS)
typedef char npk__pad_covers_max_rank[NPK_MAX_RANK == 8 ? 1 : -1];
/* The paddings as arrays: slots 0..7 and 8..15 of the op descriptor. */
#define NPK_PAD_BEFORE(desc) ((desc)->attr.raw)
#define NPK_PAD_AFTER(desc) ((desc)->attr.raw + NPK_MAX_RANK)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_PAD_IMPL)
#define NPK_OP_PAD_IMPL
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_PAD)
NPK_DEFINE_SCHEMA(pad, NPK_PAD_ATTRS)

static npk_status npk__pad_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                 npk_tensor_desc *out, npk_error *err)
{
    const int32_t *lo = NPK_PAD_BEFORE(op), *hi = NPK_PAD_AFTER(op);
    unsigned d;
    memset(out->dims, 0, sizeof out->dims);
    out->rank = in[0]->rank;
    for (d = 0; d < NPK_MAX_RANK; d++) {
        uint64_t n;
        if (d >= in[0]->rank) {
            if (lo[d] || hi[d])
                return npk__fail(err, NPK_ERR_ATTRIBUTE, "before%u/after%u are past the rank (%u) and must be 0", d, d,
                                 (unsigned)in[0]->rank);
            continue;
        }
        n = (uint64_t)in[0]->dims[d] + (uint64_t)lo[d] + (uint64_t)hi[d];
        if (n > 0xFFFFFFFFu)
            return npk__fail(err, NPK_ERR_SHAPE, "dim %u padded to %llu does not fit 32 bits", d, (unsigned long long)n);
        out->dims[d] = (uint32_t)n;
    }
    return NPK_OK;
}

/* The geometry: output dims and strides, input dims and strides, offsets. */
typedef struct npk__pad_task {
    const npk_op_run *r;
    unsigned rank;
    size_t od[NPK_MAX_RANK], os[NPK_MAX_RANK], id[NPK_MAX_RANK], is[NPK_MAX_RANK], lo[NPK_MAX_RANK];
    float v;
    size_t tasks;
} npk__pad_task;

/* Output indices [a, b) of dim d, block at y; x is the input block at the
 * same place, or NULL where the block lies in the padding. */
static void npk__pad_rows(const npk__pad_task *g, unsigned d, size_t a, size_t b, const float *x, float *y)
{
    size_t i;
    if (d + 1 == g->rank) {
        for (i = a; i < b; i++)
            y[i] = x && i >= g->lo[d] && i - g->lo[d] < g->id[d] ? x[i - g->lo[d]] : g->v;
        return;
    }
    for (i = a; i < b; i++) {
        const float *xi = x && i >= g->lo[d] && i - g->lo[d] < g->id[d] ? x + (i - g->lo[d]) * g->is[d] : NULL;
        npk__pad_rows(g, d + 1, 0, g->od[d + 1], xi, y + i * g->os[d]);
    }
}

/* Tasks take slices of the result's first dimension. */
static void npk__pad_task_run(void *ctx, size_t i)
{
    const npk__pad_task *t = (const npk__pad_task *)ctx;
    size_t lo, hi;
    npk__par_range(t->od[0], t->tasks, i, &lo, &hi);
    if (lo < hi) npk__pad_rows(t, 0, lo, hi, t->r->in[0], t->r->out);
}

#ifndef NPK__F32_ONLY
/* Other element types: value converted to the tensor's type (as cast
 * would), then the plain walk over the result, one element at a time. */
static void npk__pad_any(const npk_op_run *r)
{
    const unsigned char *x = (const unsigned char *)(const void *)r->in[0];
    unsigned char *y = (unsigned char *)(void *)r->out, v[8];
    size_t es = npk_dtype_size(r->y->dtype), total = npk__elems(r->y), e;
    unsigned d, rank = r->td[0]->rank;
    npk__elem value = {1, 0.0, 0};
    value.f = r->op->attr.pad.value;
    npk__store_elem(r->y->dtype, value, v);
    for (e = 0; e < total; e++) {
        size_t rem = e, xi = 0, xs = 1;
        int inside = 1;
        for (d = rank; d-- > 0;) {
            size_t o = rem % r->y->dims[d], lo = (size_t)NPK_PAD_BEFORE(r->op)[d];
            rem /= r->y->dims[d];
            if (o < lo || o - lo >= r->td[0]->dims[d]) inside = 0;
            else xi += (o - lo) * xs;
            xs *= r->td[0]->dims[d];
        }
        memcpy(y + e * es, inside ? x + xi * es : v, es);
    }
}
#endif

static void npk__pad_exec(const npk_op_run *r)
{
    npk__pad_task t;
    unsigned d;
#ifndef NPK__F32_ONLY
    if (r->y->dtype != NPK_DTYPE_F32) {
        npk__pad_any(r);
        return;
    }
#endif
    t.r = r;
    t.rank = r->td[0]->rank;
    t.v = r->op->attr.pad.value;
    if (t.rank == 0) {
        r->out[0] = r->in[0][0];
        return;
    }
    for (d = 0; d < t.rank; d++) {
        t.od[d] = r->y->dims[d];
        t.id[d] = r->td[0]->dims[d];
        t.lo[d] = (size_t)NPK_PAD_BEFORE(r->op)[d];
    }
    t.os[t.rank - 1] = t.is[t.rank - 1] = 1;
    for (d = t.rank - 1; d-- > 0;) {
        t.os[d] = t.os[d + 1] * t.od[d + 1];
        t.is[d] = t.is[d + 1] * t.id[d + 1];
    }
    t.tasks = npk__par_tasks(r->par, t.od[0], (uint64_t)npk__elems(r->y) * 2u);
    npk__par_run(r->par, t.tasks, npk__pad_task_run, &t);
}

#define NPK__ROW_PAD NPK__KEEP
#define NPK__OPIMPL_PAD npk__pad_schema, NPK_pad_N_ATTRS, npk__pad_infer, NULL, npk__pad_exec, NULL
#else
#define NPK__OPIMPL_PAD NPK__OPIMPL_NONE
#define NPK__ROW_PAD NPK__DROP
#endif
#endif
