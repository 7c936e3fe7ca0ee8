/* npk_op_util_impl.h - what every op file's implementation uses: the
 * executor's view of an op, and shape helpers for the shape rules. */
#ifndef NPK_OP_UTIL_IMPL_H
#define NPK_OP_UTIL_IMPL_H
#include "../npk_kernels/npk_select.h"

/* One op as the executor hands it to the op's exec function: operands and
 * result resolved to descriptors and pointers (constants in the weights,
 * everything else in the arena), its scratch, and the parallel-for hook. */
struct npk_op_run {
    const npk_op_desc *op;
    const npk_tensor_desc *td[NPK_MAX_OP_INPUTS];
    const float *in[NPK_MAX_OP_INPUTS];
    const npk_tensor_desc *y;
    float *out;
    unsigned char *scratch;
    const npk__par *par;
    const void *prepared; /* what the op's prepare wrote, NULL if nothing (npk_registry.h) */
};

static inline size_t npk__elems(const npk_tensor_desc *t)
{
    size_t n = 1;
    unsigned i;
    for (i = 0; i < t->rank; i++) n *= t->dims[i];
    return n;
}

static inline void npk__dims(const npk_tensor_desc *d, size_t *dims)
{
    unsigned i;
    for (i = 0; i < d->rank; i++) dims[i] = d->dims[i];
}

static inline int npk__same_shape(const npk_tensor_desc *a, const npk_tensor_desc *b)
{
    unsigned i;
    if (a->rank != b->rank) return 0;
    for (i = 0; i < a->rank; i++)
        if (a->dims[i] != b->dims[i]) return 0;
    return 1;
}

/* out takes x's rank and dims. */
static inline void npk__copy_shape(npk_tensor_desc *out, const npk_tensor_desc *x)
{
    memset(out->dims, 0, sizeof out->dims);
    out->rank = x->rank;
    memcpy(out->dims, x->dims, x->rank * sizeof x->dims[0]);
}

/* "2x3x4" ("scalar" for rank 0) into buf[NPK__SHAPE_STR]. */
#define NPK__SHAPE_STR 96
static inline const char *npk__shape_str(const npk_tensor_desc *t, char *buf)
{
    size_t len = 0;
    unsigned i;
    if (t->rank == 0) return "scalar";
    for (i = 0; i < t->rank && i < NPK_MAX_RANK; i++) {
        if (i) buf[len++] = 'x';
        len += npk__u64_digits(t->dims[i], buf + len);
    }
    buf[len] = '\0';
    return buf;
}

/* A fused activation (none, relu, clamp) with its bounds: clamp bounds are
 * ordered and not NaN; the others carry no bounds. */
static inline int npk__act_ok(int32_t act, float lo, float hi)
{
    if (act == NPK_ACT_NONE || act == NPK_ACT_RELU) return lo == 0.0f && hi == 0.0f;
    return act == NPK_ACT_CLAMP && lo == lo && hi == hi && lo <= hi;
}

/* Pooling (pool ops and conv2d's fused pool) in tasks over the N*C planes. */
typedef struct npk__pool_task {
    npk_pool2d_params q;
    const float *x;
    float *y;
    int is_max;
    size_t tasks;
} npk__pool_task;

static void npk__pool_task_run(void *ctx, size_t i)
{
    const npk__pool_task *t = (const npk__pool_task *)ctx;
    npk_pool2d_params q = t->q;
    size_t lo, hi, in_plane = q.h * q.w, out_plane = npk_pool2d_out_h(&q) * npk_pool2d_out_w(&q);
    npk__par_range(t->q.n * t->q.c, t->tasks, i, &lo, &hi);
    if (lo >= hi) return;
    q.n = 1;
    q.c = hi - lo;
#if NPK__KEEP_AVGPOOL /* npk_kernels/npk_select.h: else only max pools exist in this build */
    if (t->is_max) npk_maxpool2d_f32(&q, t->x + lo * in_plane, t->y + lo * out_plane);
    else npk_avgpool2d_f32(&q, t->x + lo * in_plane, t->y + lo * out_plane);
#else
    npk_maxpool2d_f32(&q, t->x + lo * in_plane, t->y + lo * out_plane);
#endif
}

static inline void npk__pool_par(const npk_pool2d_params *q, const float *x, float *y, int is_max, const npk__par *par)
{
    npk__pool_task t;
    t.q = *q; t.x = x; t.y = y; t.is_max = is_max;
    t.tasks = npk__par_tasks(par, q->n * q->c, (uint64_t)q->n * q->c * q->h * q->w * 2u);
    npk__par_run(par, t.tasks, npk__pool_task_run, &t);
}

/* Ops on lines along one axis (softmax, layer_norm). Their shape rule: the
 * axis is in range and the result has x's shape. */
static inline npk_status npk__axis_infer(int32_t axis, const npk_tensor_desc *x, npk_tensor_desc *out, npk_error *err)
{
    if (axis >= (int32_t)x->rank)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "axis %d is out of range for rank %u", (int)axis, (unsigned)x->rank);
    npk__copy_shape(out, x);
    return NPK_OK;
}

/* Their exec: x seen as outer x n x inner (n along the axis); tasks take
 * slices of outer and call the op's kernel on x and y at the slice. */
typedef void (*npk__lines_fn)(const npk_op_run *r, size_t outer, size_t n, size_t inner, const float *x, float *y);
typedef struct npk__lines_task { const npk_op_run *r; npk__lines_fn fn; size_t outer, n, inner, tasks; } npk__lines_task;

static void npk__lines_task_run(void *ctx, size_t i)
{
    const npk__lines_task *t = (const npk__lines_task *)ctx;
    size_t lo, hi, slice = t->n * t->inner;
    npk__par_range(t->outer, t->tasks, i, &lo, &hi);
    if (lo < hi) t->fn(t->r, hi - lo, t->n, t->inner, t->r->in[0] + lo * slice, t->r->out + lo * slice);
}

/* work_per_elem: the parallel-for's cost estimate per element of x. */
static inline void npk__lines_exec(const npk_op_run *r, size_t axis, npk__lines_fn fn, unsigned work_per_elem)
{
    const npk_tensor_desc *x = r->td[0];
    npk__lines_task t;
    size_t d;
    t.r = r;
    t.fn = fn;
    t.outer = 1;
    t.inner = 1;
    for (d = 0; d < axis; d++) t.outer *= x->dims[d];
    for (d = axis + 1; d < x->rank; d++) t.inner *= x->dims[d];
    t.n = x->dims[axis];
    t.tasks = npk__par_tasks(r->par, t.outer, (uint64_t)npk__elems(x) * work_per_elem);
    npk__par_run(r->par, t.tasks, npk__lines_task_run, &t);
}

/* A window's output extent along one dim (integer convs): (in + pads -
 * dil * (k - 1) - 1) / stride + 1, 0 if the window does not fit. */
static inline uint64_t npk__window_extent(uint64_t in, uint64_t pads, uint64_t k, uint64_t dil, uint64_t stride)
{
    uint64_t span = dil * (k - 1) + 1;
    return in + pads < span ? 0 : (in + pads - span) / stride + 1;
}

/* The window attributes every 2-D window op names alike, in npk__window_hw's order. */
#define NPK__WINDOW_ARGS(a) (uint64_t)(a)->pad_top + (uint64_t)(a)->pad_bottom, (uint64_t)(a)->pad_left + \
    (uint64_t)(a)->pad_right, (uint64_t)(a)->dil_h, (uint64_t)(a)->dil_w, (uint64_t)(a)->stride_h, (uint64_t)(a)->stride_w

/* out->dims[1], [2] = the output height and width of a kh x kw window over NHWC x;
 * 0 when the window does not fit the padded input or an extent passes 32 bits. */
static inline int npk__window_hw(const npk_tensor_desc *x, uint64_t kh, uint64_t kw, uint64_t pads_h, uint64_t pads_w,
                                 uint64_t dil_h, uint64_t dil_w, uint64_t stride_h, uint64_t stride_w, npk_tensor_desc *out)
{
    uint64_t oh = npk__window_extent(x->dims[1], pads_h, kh, dil_h, stride_h);
    uint64_t ow = npk__window_extent(x->dims[2], pads_w, kw, dil_w, stride_w);
    if (oh == 0 || ow == 0 || oh > 0xFFFFFFFFu || ow > 0xFFFFFFFFu) return 0;
    out->dims[1] = (uint32_t)oh;
    out->dims[2] = (uint32_t)ow;
    return 1;
}

static inline uint64_t npk__round64(uint64_t n) { return (n + 63u) & ~(uint64_t)63u; }

#endif
