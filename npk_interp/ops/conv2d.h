/* ops/conv2d.h - 2-D convolution over NCHW with an optional bias, a fused
 * activation and either a fused max pool or a fused residual add; the filter
 * is OIHW, OIHW marked for Winograd F(4x4,3x3) once the program is prepared
 * (3x3 stride-1 convs), or (files before 2.4) pre-transformed by mlir2c.
 * Operands: x, w, [bias], [residual when pool = add_*]. */
#ifndef NPK_OP_CONV2D_H
#define NPK_OP_CONV2D_H
#include "../npk_attrs.h"
#include "act.h"

/* pool: what the conv fuses after its bias (the slot's name predates the
 * residual; the 18 attribute slots are full): nothing, a max pool over the
 * activated result (pool_* attrs), or the last operand r (the result's
 * shape) added before the activation, act(conv + bias + r), or after it,
 * act(conv + bias) + r. */
static const char *const npk__conv_pool_names[] = { "none", "max", "add_before_act", "add_after_act" };
enum { NPK_CONV2D_POOL_NONE = 0, NPK_CONV2D_POOL_MAX = 1, NPK_CONV2D_ADD_BEFORE_ACT = 2, NPK_CONV2D_ADD_AFTER_ACT = 3 };
/* filter: how w is stored. oihw_winograd (2.4) is an OIHW filter that
 * npk_program_prepare() turns into a winograd4x4 one in its own memory;
 * unprepared, the conv runs direct on the OIHW filter. */
static const char *const npk__conv_filter_names[] = { "oihw", "winograd4x4", "oihw_winograd" };
enum { NPK_CONV2D_FILTER_OIHW_WINOGRAD = 2 }; /* 0 and 1 are npk_conv_filter_layout's (its PACKED_GEMM exists at run time only) */
/* pool_*: the fused max pool over the conv's (activated) result; 0 unless pool = max. */
#define NPK_CONV2D_ATTRS(X)                                                          \
    X(conv2d, stride_h, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                           \
    X(conv2d, stride_w, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                           \
    X(conv2d, dil_h, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                              \
    X(conv2d, dil_w, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                              \
    X(conv2d, pad_top, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                            \
    X(conv2d, pad_left, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                           \
    X(conv2d, pad_bottom, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                         \
    X(conv2d, pad_right, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                          \
    X(conv2d, groups, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                             \
    NPK_ACT_ATTRS(conv2d, X)                                                         \
    X(conv2d, pool, ENUM, 0, 0, 3, npk__conv_pool_names)                             \
    X(conv2d, pool_kh, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                            \
    X(conv2d, pool_kw, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                            \
    X(conv2d, pool_stride_h, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                      \
    X(conv2d, pool_stride_w, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                      \
    X(conv2d, filter, ENUM, 0, 0, 2, npk__conv_filter_names)
NPK_DEFINE_ATTRS(conv2d, NPK_CONV2D_ATTRS)

/* Kernel parameters from a conv2d's attributes and its operands' dims: the
 * one decoder, shared by the executor, the shape rule and mlir2c. */
void npk_conv2d_params_from(const npk_conv2d_attrs *a, const uint32_t *x_dims, const uint32_t *w_dims,
                            npk_conv2d_params *p);
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_CONV2D_IMPL)
#define NPK_OP_CONV2D_IMPL
#include "../../npk_kernels/npk_select.h"
void npk_conv2d_params_from(const npk_conv2d_attrs *a, const uint32_t *x_dims, const uint32_t *w_dims,
                            npk_conv2d_params *p)
{
    memset(p, 0, sizeof *p);
    p->n = x_dims[0]; p->c_in = x_dims[1]; p->h = x_dims[2]; p->w = x_dims[3];
    p->filter_layout = a->filter == NPK_CONV_FILTER_WINOGRAD_F4X3 ? NPK_CONV_FILTER_WINOGRAD_F4X3 : NPK_CONV_FILTER_OIHW;
    if (p->filter_layout == NPK_CONV_FILTER_WINOGRAD_F4X3) {
        p->c_out = w_dims[3]; p->kh = 3; p->kw = 3; /* w is [6, 6, Cin, Cout] */
    } else {
        p->c_out = w_dims[0]; p->kh = w_dims[2]; p->kw = w_dims[3];
    }
    p->stride_h = (size_t)a->stride_h; p->stride_w = (size_t)a->stride_w;
    p->dil_h = (size_t)a->dil_h; p->dil_w = (size_t)a->dil_w;
    p->pad_top = (size_t)a->pad_top; p->pad_left = (size_t)a->pad_left;
    p->pad_bottom = (size_t)a->pad_bottom; p->pad_right = (size_t)a->pad_right;
    p->groups = (size_t)a->groups;
    p->act = (npk_act)a->act;
    p->act_min = a->act_min;
    p->act_max = a->act_max;
#if NPK__KEEP_CONV_RES /* else NONE (the memset): firmware code stays the same */
    p->residual = a->pool == NPK_CONV2D_ADD_BEFORE_ACT  ? NPK_CONV_RES_PRE_ACT
                  : a->pool == NPK_CONV2D_ADD_AFTER_ACT ? NPK_CONV_RES_POST_ACT
                                                        : NPK_CONV_RES_NONE;
#endif
}

#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_CONV2D)
NPK_DEFINE_SCHEMA(conv2d, NPK_CONV2D_ATTRS)

/* The fused max pool over one image's conv output [c, h, w]. */
static void npk__conv2d_pool_params(const npk_conv2d_attrs *a, size_t c, size_t h, size_t w, npk_pool2d_params *q)
{
    memset(q, 0, sizeof *q);
    q->n = 1; q->c = c; q->h = h; q->w = w;
    q->kh = (size_t)a->pool_kh; q->kw = (size_t)a->pool_kw;
    q->stride_h = (size_t)a->pool_stride_h; q->stride_w = (size_t)a->pool_stride_w;
}

static npk_status npk__conv2d_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                    npk_tensor_desc *out, npk_error *err)
{
    const npk_conv2d_attrs *a = &op->attr.conv2d;
    const npk_tensor_desc *x = in[0], *w = in[1];
    char s0[NPK__SHAPE_STR], s1[NPK__SHAPE_STR];
    npk_conv2d_params cp;
    size_t oh, ow;
    int has_res = NPK__KEEP_CONV_RES && a->pool >= NPK_CONV2D_ADD_BEFORE_ACT, k;
    if (!npk__act_ok(a->act, a->act_min, a->act_max))
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "act_min/act_max must be 0 unless act=clamp, then ordered and not NaN");
    if (a->pool != NPK_CONV2D_POOL_MAX && (a->pool_kh | a->pool_kw | a->pool_stride_h | a->pool_stride_w))
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "pool_kh/kw/stride_h/stride_w must be 0 without a fused pool");
#if NPK__KEEP_CONV_RES /* npk_kernels/npk_select.h */
    if (op->n_in == 4 && !has_res)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "a fourth operand (the residual) needs pool = add_before_act or add_after_act");
    if (has_res && op->n_in < 3)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "pool = %s needs the residual as the last operand", npk__conv_pool_names[a->pool]);
#else /* firmware without residual convs: one short check */
    if (a->pool > NPK_CONV2D_POOL_MAX || op->n_in == 4)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "this build leaves the conv's residual out (NPK_USE_CONV_RESIDUAL)");
#endif
    if (a->pool == NPK_CONV2D_POOL_MAX && (a->pool_kh < 1 || a->pool_kw < 1 || a->pool_stride_h < 1 || a->pool_stride_w < 1))
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "the fused pool's kernel and stride must be >= 1");
    if (x->rank != 4 || w->rank != 4)
        return npk__fail(err, NPK_ERR_SHAPE, "input and filter must be rank 4, got %s and %s", npk__shape_str(x, s0),
                         npk__shape_str(w, s1));
    npk_conv2d_params_from(a, x->dims, w->dims, &cp);
    if (cp.filter_layout == NPK_CONV_FILTER_WINOGRAD_F4X3) {
        if (!NPK__KEEP_WINOGRAD) /* npk_kernels/npk_select.h */
            return npk__fail(err, NPK_ERR_ATTRIBUTE, "this build leaves the Winograd conv out "
                             "(NPK_OPS_SELECTED without NPK_USE_CONV_WINOGRAD)");
        if (!npk_conv2d_winograd_supported(&cp))
            return npk__fail(err, NPK_ERR_ATTRIBUTE, "a Winograd filter needs stride 1, dilation 1 and groups 1");
        if (w->dims[0] != 6 || w->dims[1] != 6 || w->dims[2] != cp.c_in)
            return npk__fail(err, NPK_ERR_SHAPE, "a Winograd filter must be [6, 6, Cin, Cout], got %s", npk__shape_str(w, s0));
    }
    /* a build without the Winograd conv runs such a conv direct, which any
     * shape allows: only builds that can prepare it check (firmware code) */
    if (NPK__KEEP_WINOGRAD && a->filter == NPK_CONV2D_FILTER_OIHW_WINOGRAD && !npk_conv2d_winograd_supported(&cp))
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "filter = oihw_winograd needs a 3x3 filter, stride 1, dilation 1 and groups 1");
    if (cp.c_in % cp.groups || cp.c_out % cp.groups)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "groups = %u must divide the input channels (%u) and the output channels (%u)",
                         (unsigned)cp.groups, (unsigned)cp.c_in, (unsigned)cp.c_out);
    if (cp.filter_layout == NPK_CONV_FILTER_OIHW && w->dims[1] * cp.groups != cp.c_in)
        return npk__fail(err, NPK_ERR_SHAPE, "filter %s has %u input channels but input channels / groups = %u",
                         npk__shape_str(w, s0), (unsigned)w->dims[1], (unsigned)(cp.c_in / cp.groups));
    if (op->n_in - has_res == 3 && (in[2]->rank != 1 || in[2]->dims[0] != cp.c_out))
        return npk__fail(err, NPK_ERR_SHAPE, "bias must be [%u], got %s", (unsigned)cp.c_out, npk__shape_str(in[2], s0));
    oh = npk_conv2d_out_h(&cp);
    ow = npk_conv2d_out_w(&cp);
    if (oh == 0 || ow == 0)
        return npk__fail(err, NPK_ERR_SHAPE, "the (dilated) kernel is larger than the padded input %s", npk__shape_str(x, s0));
    if (a->pool == NPK_CONV2D_POOL_MAX) {
        npk_pool2d_params q;
        npk__conv2d_pool_params(a, cp.c_out, oh, ow, &q);
        if (q.kh > oh || q.kw > ow) return npk__fail(err, NPK_ERR_SHAPE, "the fused pool window is larger than the conv output");
        oh = npk_pool2d_out_h(&q);
        ow = npk_pool2d_out_w(&q);
    }
    memset(out->dims, 0, sizeof out->dims);
    out->rank = 4;
    out->dims[0] = (uint32_t)cp.n;
    out->dims[1] = (uint32_t)cp.c_out;
    out->dims[2] = (uint32_t)oh;
    out->dims[3] = (uint32_t)ow;
#if NPK__KEEP_CONV_RES
    if (has_res) {
        const npk_tensor_desc *r = in[op->n_in - 1];
        for (k = 0; k < 4; k++)
            if (r->rank != 4 || r->dims[k] != out->dims[k])
                return npk__fail(err, NPK_ERR_SHAPE, "the residual must be the result's shape [%u, %u, %u, %u], got %s",
                                 (unsigned)out->dims[0], (unsigned)out->dims[1], (unsigned)out->dims[2],
                                 (unsigned)out->dims[3], npk__shape_str(r, s0));
    }
#else
    (void)k;
#endif
    return NPK_OK;
}

/* The plain conv needs no scratch but with a Winograd filter (a band of
 * transformed tiles); a fused max pool a band of conv rows besides
 * (npk_kernels/npk_conv_pool.h). */
static uint64_t npk__conv2d_scratch_for(const npk_op_desc *op, const npk_conv2d_params *cp)
{
    npk_pool2d_params q;
    if (op->attr.conv2d.pool != NPK_CONV2D_POOL_MAX) return npk__round64(npk_conv2d_scratch_bytes(cp));
    npk__conv2d_pool_params(&op->attr.conv2d, cp->c_out, npk_conv2d_out_h(cp), npk_conv2d_out_w(cp), &q);
    return npk__round64(npk_conv2d_maxpool_scratch_bytes(cp, &q));
}

/* An oihw_winograd filter runs either way (prepared or not): the larger. A
 * build without the Winograd conv (firmware) only ever runs it direct. */
static uint64_t npk__conv2d_scratch(const npk_op_desc *op, const npk_tensor_desc *const *in, const npk_tensor_desc *out)
{
    npk_conv2d_params cp;
    uint64_t direct, wino;
    (void)out;
    npk_conv2d_params_from(&op->attr.conv2d, in[0]->dims, in[1]->dims, &cp);
    direct = npk__conv2d_scratch_for(op, &cp);
    if (!NPK__KEEP_WINOGRAD || op->attr.conv2d.filter != NPK_CONV2D_FILTER_OIHW_WINOGRAD) return direct;
    cp.filter_layout = NPK_CONV_FILTER_WINOGRAD_F4X3;
    wino = npk__conv2d_scratch_for(op, &cp);
    return wino > direct ? wino : direct;
}

#if NPK__KEEP_WINOGRAD || defined(NPK_HAVE_AVX512) || defined(NPK_HAVE_AVX2) /* npk_select.h; else nothing to prepare */
/* A constant filter made ready once: oihw_winograd's Winograd filter, or
 * (SIMD builds) an OIHW filter in the GEMM's panels for a conv that would
 * pack it again on every run. */
static uint64_t npk__conv2d_prepare(const npk_op_desc *op, const npk_tensor_desc *const *in, const void *const *in_data,
                                    void *dst)
{
    npk_conv2d_params cp;
    size_t packed;
    if (!in_data[1]) return 0;
    npk_conv2d_params_from(&op->attr.conv2d, in[0]->dims, in[1]->dims, &cp);
    if (op->attr.conv2d.filter == NPK_CONV2D_FILTER_OIHW_WINOGRAD) {
#if NPK__KEEP_WINOGRAD
        if (dst) npk_conv2d_winograd_filter_f32(cp.c_out, cp.c_in, (const float *)in_data[1], (float *)dst);
        return (uint64_t)npk_conv2d_winograd_filter_count(cp.c_out, cp.c_in) * sizeof(float);
#else
        return 0;
#endif
    }
    if (op->attr.conv2d.filter != NPK_CONV_FILTER_OIHW || in[1]->dtype != NPK_DTYPE_F32) return 0;
    packed = npk_conv2d_packed_filter_count(&cp);
    if (packed && dst) npk_conv2d_pack_filter_f32(&cp, (const float *)in_data[1], (float *)dst);
    return (uint64_t)packed * sizeof(float);
}
#define NPK__CONV2D_PREPARE npk__conv2d_prepare
#else
#define NPK__CONV2D_PREPARE NULL
#endif

/* Tasks take images when there are enough, else output channels; with a
 * fused pool always channels (the parts share the band scratch). */
typedef struct npk__conv_task {
    npk_conv2d_params cp;
    const npk_pool2d_params *pool; /* NULL: no fused pool */
    const float *x, *w, *bias, *res;
    float *y;
    unsigned char *scratch;
    int by_images;
    size_t tasks;
} npk__conv_task;

static void npk__conv_task_run(void *ctx, size_t i)
{
    const npk__conv_task *t = (const npk__conv_task *)ctx;
    size_t lo, hi;
    npk__par_range(t->by_images ? t->cp.n : t->cp.c_out, t->tasks, i, &lo, &hi);
    if (t->pool) npk_conv2d_maxpool_f32_part(&t->cp, t->pool, t->x, t->w, t->bias, t->y, t->scratch, 0, t->cp.n, lo, hi);
#if NPK__KEEP_CONV_RES
    else if (t->by_images) npk_conv2d_res_f32_part(&t->cp, t->x, t->w, t->bias, t->res, t->y, t->scratch, lo, hi, 0, t->cp.c_out);
    else npk_conv2d_res_f32_part(&t->cp, t->x, t->w, t->bias, t->res, t->y, t->scratch, 0, t->cp.n, lo, hi);
#else /* t->res is NULL */
    else if (t->by_images) npk_conv2d_f32_part(&t->cp, t->x, t->w, t->bias, t->y, t->scratch, lo, hi, 0, t->cp.c_out);
    else npk_conv2d_f32_part(&t->cp, t->x, t->w, t->bias, t->y, t->scratch, 0, t->cp.n, lo, hi);
#endif
}

/* The interpreter's parallel-for as the Winograd kernel takes it. */
static void npk__conv_wg_par_for(const void *par, size_t n, void (*fn)(void *ctx, size_t i), void *ctx)
{
    npk__par_run((const npk__par *)par, n, fn, ctx);
}

static void npk__conv2d_exec(const npk_op_run *r)
{
    const npk_conv2d_attrs *a = &r->op->attr.conv2d;
    npk_conv2d_params cp;
    npk_pool2d_params pp;
    npk__conv_task t;
    uint64_t flops;
    size_t want = r->par->threads ? r->par->threads : 4;
    int has_res = NPK__KEEP_CONV_RES && a->pool >= NPK_CONV2D_ADD_BEFORE_ACT; /* 0: firmware code stays the same */
    npk_conv2d_params_from(a, r->td[0]->dims, r->td[1]->dims, &cp);
    t.w = r->in[1];
    if (NPK__KEEP_WINOGRAD && r->prepared && a->filter == NPK_CONV2D_FILTER_OIHW_WINOGRAD) {
        cp.filter_layout = NPK_CONV_FILTER_WINOGRAD_F4X3; /* npk__conv2d_prepare's Winograd filter */
        t.w = (const float *)r->prepared;
    } else if (r->prepared && npk_conv2d_packed_filter_ok((const float *)r->prepared)) {
        cp.filter_layout = NPK_CONV_FILTER_PACKED_GEMM; /* its packed OIHW filter, if packed for this ISA */
        t.w = (const float *)r->prepared;
    }
    if (a->pool == NPK_CONV2D_POOL_MAX) npk__conv2d_pool_params(a, cp.c_out, npk_conv2d_out_h(&cp), npk_conv2d_out_w(&cp), &pp);
    flops = (uint64_t)2u * cp.n * cp.c_out * npk_conv2d_out_h(&cp) * npk_conv2d_out_w(&cp) * (cp.c_in / cp.groups) * cp.kh * cp.kw;
    t.cp = cp; t.pool = a->pool == NPK_CONV2D_POOL_MAX ? &pp : NULL;
    t.x = r->in[0]; t.bias = r->op->n_in - has_res == 3 ? r->in[2] : NULL;
    t.res = has_res ? r->in[r->op->n_in - 1] : NULL; t.y = r->out; t.scratch = r->scratch;
    if (cp.filter_layout == NPK_CONV_FILTER_WINOGRAD_F4X3 && !t.pool) {
        /* one tile band in the scratch for all channels: the tasks share out
         * each band's steps instead of the channels */
        npk_conv2d_winograd_tasks_f32(&cp, t.x, t.w, t.bias, t.res, t.y, t.scratch,
                                      npk__par_tasks(r->par, 36, flops), npk__conv_wg_par_for, r->par);
        return;
    }
    /* (the plain conv uses no scratch, so its tasks may share it; with a
     * Winograd filter and a fused pool, one task: the tile band is shared) */
    t.by_images = !t.pool && cp.n >= want;
    t.tasks = cp.filter_layout == NPK_CONV_FILTER_WINOGRAD_F4X3
                  ? 1 : npk__par_tasks(r->par, t.by_images ? cp.n : cp.c_out, flops);
    npk__par_run(r->par, t.tasks, npk__conv_task_run, &t);
}

#define NPK__ROW_CONV2D NPK__KEEP
#define NPK__OPIMPL_CONV2D npk__conv2d_schema, NPK_conv2d_N_ATTRS, npk__conv2d_infer, npk__conv2d_scratch, npk__conv2d_exec, NPK__CONV2D_PREPARE
#else
#define NPK__OPIMPL_CONV2D NPK__OPIMPL_NONE
#define NPK__ROW_CONV2D NPK__DROP
#endif
#endif
