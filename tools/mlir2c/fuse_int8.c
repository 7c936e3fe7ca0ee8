/* fuse_int8.c - int8 layers as one qconv2d op (npk_interp/ops/qconv2d.h):
 *   iconv2d(x i8, const w, const bias) -> rescale to i8            => qconv2d
 *   imatmul(x i8, const w [1,K,N]) [-> reshape] -> ibinary add(const bias)
 *                                  -> rescale to i8                 => qconv2d
 *   iconv2d depthwise (groups = channels, multiplier 1) -> rescale   => qdwconv2d
 *   rescale(a i8 -> i32) + rescale(b i8 -> i32) -> rescale to i8    => qadd
 *   mul(x f32, const scalar) -> cast to i32 -> rescale (one scale)  => quantize
 *   imatmul(x i8, const w) [-> reshape] -> add(const bias) -> cast to f32
 *                    -> mul(const f32 scale) => qconv2d with dequant = 1
 *   qconv2d (NHWC, int8, every mult >= 0) -> max pool 2x2, stride 2, no
 *                    padding => qconv2d with maxpool = 1
 * The weights are packed here, once, in the layout the VNNI kernel reads,
 * and the input zero point is folded into the bias, so the runtime packs
 * nothing and the int32 accumulator never reaches the arena. Only where the
 * fused op computes exactly what the chain did: one group, weight zero point
 * 0, input zero point in int8 (it pads the im2col rows), a rescale with
 * scale32, input zero point 0, signed, shifts 1..62, int8 result. Every
 * intermediate has exactly one user and is not a function result. */
#include <string.h>
#include "ir.h"

static void transpose_perm(const m2c_op *t, int32_t *perm);
static int const_of(m2c_value *v) { return (v = m2c_resolve(v))->kind == M2C_V_CONST && v->cbuf->raw; }

/* The value's only producer, if v has one user and is not a result. */
static m2c_op *sole_def(m2c_value *v, int opcode)
{
    m2c_op *d = v->def;
    if (v->kind != M2C_V_OP || !d || d->dead || d->opcode != opcode || v->uses != 1 || v->is_result) return NULL;
    return d;
}

static int64_t int_at(m2c_value *v, uint64_t i)
{
    const m2c_cbuf *cb = m2c_resolve(v)->cbuf;
    switch (cb->elem) {
    case M2C_I8: return ((const int8_t *)cb->raw)[i];
    case M2C_I16: return ((const int16_t *)cb->raw)[i];
    case M2C_I32: return ((const int32_t *)cb->raw)[i];
    default: return ((const int64_t *)cb->raw)[i];
    }
}

static m2c_value *new_const(const m2c_op *at, const char *tag, int elem, uint64_t count, void *raw)
{
    m2c_cbuf *cb = (m2c_cbuf *)m2c_alloc(sizeof *cb);
    m2c_type t;
    char name[200];
    uint64_t i;
    memset(&t, 0, sizeof t);
    t.rank = 1;
    t.dims[0] = (int64_t)count;
    t.elem = elem;
    cb->count = count;
    cb->elem = elem;
    if (elem == M2C_F32) { /* f32 constants keep their bytes in data */
        cb->data = (float *)raw;
        snprintf(name, sizeof name, "%s.%s", at->out->name, tag);
        return m2c_new_const(name, at->loc, &t, cb);
    }
    cb->raw = raw;
    cb->data = (float *)m2c_alloc((size_t)count * sizeof(float) + 4);
    for (i = 0; i < count; i++)
        cb->data[i] = elem == M2C_I8 ? (float)((int8_t *)raw)[i] : (float)((int32_t *)raw)[i];
    snprintf(name, sizeof name, "%s.%s", at->out->name, tag);
    return m2c_new_const(name, at->loc, &t, cb);
}

/* The rescale r may end a fused layer: its attributes and constants. */
static int rescale_ok(const m2c_op *r, uint64_t *n_scales)
{
    const npk_rescale_attrs *a = &r->attr.rescale;
    uint64_t n, i;
    if (a->to != NPK_DTYPE_I8 || !a->scale32 || a->in_zp != 0 || a->in_unsigned || a->out_unsigned ||
        a->out_zp < -128 || a->out_zp > 127 || r->in[0]->shape.elem != M2C_I32 || !const_of(r->in[1]) ||
        !const_of(r->in[2]))
        return 0;
    n = m2c_type_count(&m2c_resolve(r->in[1])->shape);
    if (n != m2c_type_count(&m2c_resolve(r->in[2])->shape)) return 0;
    for (i = 0; i < n; i++)
        if (int_at(r->in[2], i) < 1 || int_at(r->in[2], i) > 62) return 0;
    *n_scales = n;
    return 1;
}

/* Replace rescale r by qconv2d over x, with W[k][n] = w[k * ks + n * ns]
 * (N columns, depth K) and bias[n * bs] (NULL: none). */
static void make_qconv(m2c_op *r, m2c_value *x, const int8_t *wr, uint64_t ks, uint64_t ns, uint64_t N, uint64_t K,
                       m2c_value *bias, uint64_t bs, int32_t in_zp, uint64_t n_scales, const float *deq)
{
    int8_t *packed = (int8_t *)m2c_alloc((size_t)npk_qpack_bytes(N, K) + 1);
    int32_t *fold = (int32_t *)m2c_alloc((size_t)N * 4 + 4), *bias32 = NULL, *mult = (int32_t *)m2c_alloc((size_t)N * 4 + 4);
    int8_t *shift = (int8_t *)m2c_alloc((size_t)N + 1);
    npk_rescale_attrs ra;
    m2c_value *in[5];
    uint64_t n;
    if (!deq) ra = r->attr.rescale;
    if (bias) {
        bias32 = (int32_t *)m2c_alloc((size_t)N * 4 + 4);
        for (n = 0; n < N; n++) bias32[n] = (int32_t)int_at(bias, n * bs);
    }
    npk_qpack_weights(wr, (size_t)ks, (size_t)ns, (size_t)N, (size_t)K, packed);
    npk_qpack_bias(wr, (size_t)ks, (size_t)ns, (size_t)N, (size_t)K, bias32, 1, in_zp, fold);
    in[0] = x;
    in[1] = new_const(r, "qw", M2C_I8, npk_qpack_bytes(N, K), packed);
    in[2] = new_const(r, "qb", M2C_I32, N, fold);
    if (deq) { /* the dequantising form: the f32 scale per column, no rescale */
        float *scale = (float *)m2c_alloc((size_t)N * 4 + 4);
        for (n = 0; n < N; n++) scale[n] = deq[n_scales == 1 ? 0 : n];
        in[3] = new_const(r, "qf", M2C_F32, N, scale);
        m2c_set_op(r, NPK_OP_QCONV2D);
        memcpy(r->in, in, 4 * sizeof in[0]);
        r->n_in = 4;
        r->attr.qconv2d.in_zp = in_zp;
        r->attr.qconv2d.dequant = 1;
        return;
    }
    for (n = 0; n < N; n++) {
        uint64_t c = n_scales == 1 ? 0 : n;
        mult[n] = (int32_t)int_at(r->in[1], c);
        shift[n] = (int8_t)int_at(r->in[2], c);
    }
    in[3] = new_const(r, "qm", M2C_I32, N, mult);
    in[4] = new_const(r, "qs", M2C_I8, N, shift);
    m2c_set_op(r, NPK_OP_QCONV2D);
    memcpy(r->in, in, sizeof in);
    r->n_in = 5;
    r->attr.qconv2d.in_zp = in_zp;
    r->attr.qconv2d.out_zp = ra.out_zp;
    r->attr.qconv2d.rounding = ra.rounding;
}

/* The depthwise weights as qdwconv2d's [KH, KW, C] bytes (a tap's channels
 * contiguous), dims in kd[3], or NULL. TOSA's [KH, KW, C, 1] as the MLIR
 * lowering turned them into OHWI, reshape(transpose(const, perm 2 3 0 1)):
 * the constant already is that layout (*rs, *tr: the two ops, to die). ONNX's
 * [C, 1, KH, KW] as QLinearConv folds them, a constant OHWI [C, KH, KW, 1]:
 * transposed here, once (*rs = *tr = NULL). */
static const int8_t *hwc_weights(m2c_value *w, m2c_op **rs, m2c_op **tr, int64_t *kd)
{
    int32_t perm[NPK_MAX_RANK];
    const m2c_value *k = m2c_resolve(w);
    *rs = *tr = NULL;
    if (const_of(w) && k->shape.rank == 4 && k->shape.dims[3] == 1 && k->shape.elem == M2C_I8) {
        int64_t C = k->shape.dims[0], taps = k->shape.dims[1] * k->shape.dims[2], c, t;
        int8_t *hwc = (int8_t *)m2c_alloc((size_t)(C * taps) + 1);
        const int8_t *ohw = (const int8_t *)k->cbuf->raw;
        for (c = 0; c < C; c++)
            for (t = 0; t < taps; t++) hwc[t * C + c] = ohw[c * taps + t];
        kd[0] = k->shape.dims[1], kd[1] = k->shape.dims[2], kd[2] = C;
        return hwc;
    }
    *rs = sole_def(w, NPK_OP_RESHAPE);
    *tr = *rs ? sole_def((*rs)->in[0], NPK_OP_TRANSPOSE) : NULL;
    if (!*tr || !const_of((*tr)->in[0])) return NULL;
    transpose_perm(*tr, perm);
    k = m2c_resolve((*tr)->in[0]);
    if (k->shape.rank != 4 || k->shape.dims[3] != 1 || k->shape.elem != M2C_I8 || perm[0] != 2 || perm[1] != 3 ||
        perm[2] != 0 || perm[3] != 1)
        return NULL;
    kd[0] = k->shape.dims[0], kd[1] = k->shape.dims[1], kd[2] = k->shape.dims[2];
    return (const int8_t *)k->cbuf->raw;
}

/* A depthwise iconv2d (C groups, channel multiplier 1) then rescale r:
 * qdwconv2d with the weights as [KH, KW, C] (a tap's channels contiguous). */
static int fuse_depthwise(m2c_op *r, m2c_op *c, uint64_t n_scales)
{
    const npk_iconv2d_attrs a = c->attr.iconv2d;
    m2c_value *x = c->in[0], *b = c->n_in == 3 ? c->in[2] : NULL, *in[5];
    m2c_op *rs, *tr;
    int64_t kd[3];
    const int8_t *k = hwc_weights(c->in[1], &rs, &tr, kd);
    uint64_t C, ch;
    int8_t *shift;
    int32_t *bias, *mult;
    npk_rescale_attrs ra = r->attr.rescale;
    m2c_type s3;
    if (!k) return 0;
    C = (uint64_t)kd[2];
    if ((uint64_t)a.groups != C || x->shape.dims[3] != (int64_t)C || a.w_zp != 0 || a.in_zp < -128 ||
        a.in_zp > 127 || x->shape.elem != M2C_I8 || (b && !const_of(b)) || (n_scales != 1 && n_scales != C))
        return 0;
    bias = (int32_t *)m2c_alloc((size_t)C * 4 + 4), mult = (int32_t *)m2c_alloc((size_t)C * 4 + 4);
    shift = (int8_t *)m2c_alloc((size_t)C + 1);
    for (ch = 0; ch < C; ch++) {
        bias[ch] = b ? (int32_t)int_at(b, m2c_type_count(&m2c_resolve(b)->shape) == 1 ? 0 : ch) : 0;
        mult[ch] = (int32_t)int_at(r->in[1], n_scales == 1 ? 0 : ch);
        shift[ch] = (int8_t)int_at(r->in[2], n_scales == 1 ? 0 : ch);
    }
    in[0] = x;
    in[1] = new_const(r, "dw", M2C_I8, C * (uint64_t)(kd[0] * kd[1]), (void *)k);
    memset(&s3, 0, sizeof s3);
    s3.rank = 3, s3.dims[0] = kd[0], s3.dims[1] = kd[1], s3.dims[2] = (int64_t)C, s3.elem = M2C_I8;
    m2c_resolve(in[1])->shape = s3;
    in[1]->shape = s3;
    in[2] = new_const(r, "db", M2C_I32, C, bias);
    in[3] = new_const(r, "dm", M2C_I32, C, mult);
    in[4] = new_const(r, "ds", M2C_I8, C, shift);
    m2c_set_op(r, NPK_OP_QDWCONV2D);
    memcpy(r->in, in, sizeof in);
    r->n_in = 5;
    r->attr.qdwconv2d.stride_h = a.stride_h, r->attr.qdwconv2d.stride_w = a.stride_w;
    r->attr.qdwconv2d.dil_h = a.dil_h, r->attr.qdwconv2d.dil_w = a.dil_w;
    r->attr.qdwconv2d.pad_top = a.pad_top, r->attr.qdwconv2d.pad_bottom = a.pad_bottom;
    r->attr.qdwconv2d.pad_left = a.pad_left, r->attr.qdwconv2d.pad_right = a.pad_right;
    r->attr.qdwconv2d.in_zp = a.in_zp;
    r->attr.qdwconv2d.out_zp = ra.out_zp;
    r->attr.qdwconv2d.rounding = ra.rounding;
    c->dead = 1;
    if (rs) rs->dead = tr->dead = 1;
    return 1;
}

static int fuse_conv(m2c_op *r, m2c_op *c, uint64_t n_scales)
{
    const npk_iconv2d_attrs *a = &c->attr.iconv2d;
    m2c_value *x = c->in[0], *w = c->in[1], *b = c->n_in == 3 ? c->in[2] : NULL;
    const m2c_type *ws = &m2c_resolve(w)->shape;
    uint64_t O = (uint64_t)ws->dims[0], K = (uint64_t)(ws->dims[1] * ws->dims[2] * ws->dims[3]);
    npk_iconv2d_attrs keep = *a;
    if (a->groups != 1 && fuse_depthwise(r, c, n_scales)) return 1;
    if (a->groups != 1 || a->w_zp != 0 || a->in_zp < -128 || a->in_zp > 127 || x->shape.elem != M2C_I8 ||
        !const_of(w) || (b && !const_of(b)) || (n_scales != 1 && n_scales != O))
        return 0;
    make_qconv(r, x, (const int8_t *)m2c_resolve(w)->cbuf->raw, 1, K, O, K, b, b && m2c_type_count(&m2c_resolve(b)->shape) != 1, keep.in_zp, n_scales,
               NULL);
    r->attr.qconv2d.stride_h = keep.stride_h, r->attr.qconv2d.stride_w = keep.stride_w;
    r->attr.qconv2d.dil_h = keep.dil_h, r->attr.qconv2d.dil_w = keep.dil_w;
    r->attr.qconv2d.pad_top = keep.pad_top, r->attr.qconv2d.pad_bottom = keep.pad_bottom;
    r->attr.qconv2d.pad_left = keep.pad_left, r->attr.qconv2d.pad_right = keep.pad_right;
    r->attr.qconv2d.kh = (int32_t)ws->dims[1], r->attr.qconv2d.kw = (int32_t)ws->dims[2];
    c->dead = 1;
    return 1;
}

static void transpose_perm(const m2c_op *t, int32_t *perm)
{
    const npk_transpose_attrs *a = &t->attr.transpose;
    int32_t p[8];
    int d;
    p[0] = a->perm0, p[1] = a->perm1, p[2] = a->perm2, p[3] = a->perm3;
    p[4] = a->perm4, p[5] = a->perm5, p[6] = a->perm6, p[7] = a->perm7;
    for (d = 0; d < NPK_MAX_RANK && d < 8; d++) perm[d] = p[d];
}

/* A flatten that transposes first (NHWC back to PyTorch's NCHW order):
 * imatmul(reshape(transpose(t)), W) with one row. The transpose goes, and
 * W's rows are put in t's order instead, once, here. Returns the weights
 * [K, N] to pack (w itself when there is no such transpose). */
static const int8_t *unpermute(m2c_op *mm, const int8_t *w, uint64_t N)
{
    m2c_op *rs = sole_def(mm->in[0], NPK_OP_RESHAPE), *t = rs ? sole_def(rs->in[0], NPK_OP_TRANSPOSE) : NULL;
    const m2c_type *ts;
    int32_t perm[NPK_MAX_RANK];
    uint64_t K, i, st_out[NPK_MAX_RANK], idx[NPK_MAX_RANK];
    int8_t *out;
    int d, rank;
    if (!t || (uint64_t)mm->in[0]->shape.dims[mm->in[0]->shape.rank - 1] != m2c_type_count(&mm->in[0]->shape))
        return w; /* not a single flattened row */
    ts = &t->in[0]->shape;
    rank = ts->rank;
    transpose_perm(t, perm);
    K = m2c_type_count(ts);
    /* strides of the transposed tensor: out dim d is in dim perm[d] */
    for (d = rank - 1, i = 1; d >= 0; i *= (uint64_t)t->out->shape.dims[d], d--) st_out[d] = i;
    out = (int8_t *)m2c_alloc((size_t)(K * N) + 1);
    memset(idx, 0, sizeof idx);
    for (i = 0; i < K; i++) { /* idx: row-major position i of t's input */
        uint64_t ko = 0, n;
        for (d = 0; d < rank; d++) ko += idx[perm[d]] * st_out[d];
        for (n = 0; n < N; n++) out[i * N + n] = w[ko * N + n];
        for (d = rank - 1; d >= 0 && ++idx[d] == (uint64_t)ts->dims[d]; d--) idx[d] = 0;
    }
    rs->in[0] = t->in[0]; /* the reshape flattens t's input directly (a view) */
    t->dead = 1;
    return out;
}

/* A transpose that only moves dims of extent 1 keeps the bytes in order: a reshape (a view). */
static void transposes_to_views(m2c_func *f)
{
    int i, d, last;
    for (i = 0; i < f->n_ops; i++) {
        m2c_op *t = f->ops[i];
        int32_t perm[NPK_MAX_RANK];
        if (t->dead || t->opcode != NPK_OP_TRANSPOSE || t->in[0]->shape.elem != M2C_I8) continue;
        transpose_perm(t, perm);
        for (d = 0, last = -1; d < t->out->shape.rank; d++) {
            if (t->in[0]->shape.dims[perm[d]] == 1) continue;
            if (perm[d] < last) break;
            last = perm[d];
        }
        if (d == t->out->shape.rank) {
            m2c_set_op(t, NPK_OP_RESHAPE);
            t->n_in = 1;
        }
    }
}

/* add(v, const bias) or add(const bias, v) where v comes from imatmul
 * [-> reshape]; r is the rescale that ends the layer, or the mul by the
 * f32 scales deq (n_scales of them) that dequantises it. */
static int fuse_linear(m2c_func *f, m2c_op *r, m2c_op *add, uint64_t n_scales, const float *deq)
{
    m2c_value *v = const_of(add->in[0]) ? add->in[1] : add->in[0], *b = v == add->in[0] ? add->in[1] : add->in[0];
    m2c_op *rs = sole_def(v, NPK_OP_RESHAPE), *mm = sole_def(rs ? rs->in[0] : v, NPK_OP_IMATMUL);
    m2c_value *x, *w;
    const m2c_type *ws, *ys = &r->out->shape;
    uint64_t K, N, rows;
    (void)f;
    if (!mm || !const_of(b) || add->attr.ibinary.fn != NPK_IBIN_ADD) return 0;
    x = mm->in[0], w = mm->in[1];
    ws = &m2c_resolve(w)->shape;
    if (mm->attr.imatmul.b_zp != 0 || mm->attr.imatmul.a_zp < -128 || mm->attr.imatmul.a_zp > 127 ||
        x->shape.elem != M2C_I8 || !const_of(w) || ws->rank != 3 || ws->dims[0] != 1)
        return 0;
    K = (uint64_t)ws->dims[1], N = (uint64_t)ws->dims[2];
    rows = m2c_type_count(&x->shape) / K;
    /* qconv2d's result is [rows, N]: it must be the rescale's shape; the bias one per column */
    if (ys->rank != 2 || (uint64_t)ys->dims[0] != rows || (uint64_t)ys->dims[1] != N ||
        m2c_type_count(&m2c_resolve(b)->shape) != N || (n_scales != 1 && n_scales != N))
        return 0;
    make_qconv(r, x, unpermute(mm, (const int8_t *)m2c_resolve(w)->cbuf->raw, N), N, 1, N, K, b, 1,
               mm->attr.imatmul.a_zp, n_scales, deq);
    mm->dead = add->dead = 1;
    if (rs) rs->dead = 1;
    return 1;
}

/* One of an add's operands: rescale(v i8 -> i32, one scale, out_zp 0, scale32). */
static m2c_op *add_input(m2c_value *v, int rounding)
{
    m2c_op *q = sole_def(v, NPK_OP_RESCALE);
    const npk_rescale_attrs *a;
    if (!q) return NULL;
    a = &q->attr.rescale;
    if (a->to != NPK_DTYPE_I32 || !a->scale32 || (int)a->rounding != rounding || a->out_zp != 0 || a->in_unsigned ||
        a->in_zp < -128 || a->in_zp > 127 || q->in[0]->shape.elem != M2C_I8 || !const_of(q->in[1]) ||
        !const_of(q->in[2]) || m2c_type_count(&m2c_resolve(q->in[1])->shape) != 1 ||
        int_at(q->in[1], 0) < 0 || int_at(q->in[2], 0) < 1 || int_at(q->in[2], 0) > 62)
        return NULL;
    return q;
}

/* rescale(a) + rescale(b) (i32, same shape) -> rescale r (one scale): qadd. */
static int fuse_add(m2c_op *r, m2c_op *add, uint64_t n_scales)
{
    m2c_op *qa, *qb;
    int d;
    int32_t om, os;
    npk_rescale_attrs ra = r->attr.rescale;
    if (n_scales != 1 || add->attr.ibinary.fn != NPK_IBIN_ADD || add->n_in != 2 || int_at(r->in[1], 0) < 0) return 0;
    qa = add_input(add->in[0], ra.rounding), qb = add_input(add->in[1], ra.rounding);
    if (!qa || !qb || qa == qb || qa->in[0]->shape.rank != r->out->shape.rank || qb->in[0]->shape.rank != r->out->shape.rank)
        return 0;
    for (d = 0; d < r->out->shape.rank; d++)
        if (qa->in[0]->shape.dims[d] != r->out->shape.dims[d] || qb->in[0]->shape.dims[d] != r->out->shape.dims[d])
            return 0;
    om = (int32_t)int_at(r->in[1], 0), os = (int32_t)int_at(r->in[2], 0);
    m2c_set_op(r, NPK_OP_QADD); /* resets the attributes to their defaults */
    r->attr.qadd.a_zp = qa->attr.rescale.in_zp, r->attr.qadd.b_zp = qb->attr.rescale.in_zp;
    r->attr.qadd.a_mult = (int32_t)int_at(qa->in[1], 0), r->attr.qadd.a_shift = (int32_t)int_at(qa->in[2], 0);
    r->attr.qadd.b_mult = (int32_t)int_at(qb->in[1], 0), r->attr.qadd.b_shift = (int32_t)int_at(qb->in[2], 0);
    r->attr.qadd.out_mult = om, r->attr.qadd.out_shift = os;
    r->attr.qadd.out_zp = ra.out_zp;
    r->attr.qadd.rounding = ra.rounding;
    r->in[0] = qa->in[0], r->in[1] = qb->in[0];
    r->n_in = 2;
    qa->dead = qb->dead = add->dead = 1;
    return 1;
}

/* mul(x, const f32 scalar) -> cast to i32 -> rescale (one scale): a model's
 * input quantisation, as one quantize op (npk_interp/ops/quantize.h). */
static int fuse_quantize(m2c_op *r, uint64_t n_scales)
{
    m2c_op *c = sole_def(r->in[0], NPK_OP_CAST), *b = c ? sole_def(c->in[0], NPK_OP_BINARY) : NULL;
    m2c_value *k, *x;
    const m2c_cbuf *kb;
    npk_rescale_attrs ra = r->attr.rescale;
    int64_t mult, shift;
    int d;
    if (!b || n_scales != 1 || !m2c_is_binary(b, NPK_BIN_MUL) || c->in[0]->shape.elem != M2C_F32) return 0;
    k = m2c_resolve(b->in[1])->kind == M2C_V_CONST ? b->in[1] : b->in[0];
    x = k == b->in[1] ? b->in[0] : b->in[1];
    kb = m2c_resolve(k)->kind == M2C_V_CONST ? m2c_resolve(k)->cbuf : NULL;
    if (!kb || kb->count != 1 || kb->elem != M2C_F32 || m2c_resolve(x)->kind == M2C_V_CONST ||
        x->shape.elem != M2C_F32 || x->shape.rank != r->out->shape.rank)
        return 0;
    for (d = 0; d < x->shape.rank; d++) /* no broadcast that changes the shape */
        if (x->shape.dims[d] != r->out->shape.dims[d]) return 0;
    mult = int_at(r->in[1], 0);
    shift = int_at(r->in[2], 0);
    m2c_set_op(r, NPK_OP_QUANTIZE);
    r->in[0] = x;
    r->n_in = 1;
    r->attr.quantize.scale = kb->data[0];
    r->attr.quantize.mult = (int32_t)mult;
    r->attr.quantize.shift = (int32_t)shift;
    r->attr.quantize.in_zp = ra.in_zp;
    r->attr.quantize.out_zp = ra.out_zp;
    r->attr.quantize.rounding = ra.rounding;
    b->dead = c->dead = 1;
    return 1;
}

/* mul(cast(add(imatmul, const bias)) i32 -> f32, const f32 scale [N] or
 * scalar): a last layer dequantised to float, as one qconv2d (dequant = 1)
 * writing (float)acc * scale, exactly the CAST then MUL it replaces. */
static int fuse_dequant(m2c_func *f, m2c_op *r)
{
    m2c_value *k = m2c_resolve(r->in[1])->kind == M2C_V_CONST ? r->in[1] : r->in[0];
    m2c_value *v = k == r->in[1] ? r->in[0] : r->in[1];
    m2c_op *c = sole_def(v, NPK_OP_CAST), *add = c ? sole_def(c->in[0], NPK_OP_IBINARY) : NULL;
    const m2c_cbuf *kb = m2c_resolve(k)->kind == M2C_V_CONST ? m2c_resolve(k)->cbuf : NULL;
    const m2c_type *ys = &r->out->shape;
    if (!add || !kb || kb->elem != M2C_F32 || !kb->data || c->attr.cast.bitwise || c->in[0]->shape.elem != M2C_I32 ||
        c->out->shape.elem != M2C_F32 || r->out->shape.elem != M2C_F32 || ys->rank != 2 || r->n_in != 2)
        return 0;
    /* the scale is per column (or one), and the mul does not broadcast v */
    if ((kb->count != 1 && (kb->count != (uint64_t)ys->dims[1] || k->shape.rank < 1 ||
                            k->shape.dims[k->shape.rank - 1] != ys->dims[1])) ||
        m2c_type_count(&v->shape) != m2c_type_count(ys))
        return 0;
    if (!fuse_linear(f, r, add, kb->count, kb->data)) return 0;
    c->dead = 1;
    return 1;
}

/* A 2x2 max pool (stride 2, no padding) of an int8 NHWC qconv2d, where
 * the kernels pool it (npk_qconv_pool_pays): the pool p becomes the qconv2d
 * with maxpool = 1 (the fast path pools the int32 sums: every multiplier
 * must be >= 0 for that to be the same). */
static int fuse_pool(m2c_op *p)
{
    const npk_ipool2d_attrs *a = &p->attr.ipool2d;
    m2c_op *c = sole_def(p->in[0], NPK_OP_QCONV2D);
    npk_qconv2d_attrs keep;
    const npk_qconv2d_attrs *ca = c ? &c->attr.qconv2d : NULL;
    const int64_t *x = c ? c->in[0]->shape.dims : NULL;
    npk_qconv_params d;
    uint64_t i, n;
    if (!c || a->kind != NPK_IPOOL_MAX || a->kernel_h != 2 || a->kernel_w != 2 || a->stride_h != 2 || a->stride_w != 2 ||
        (a->pad_top | a->pad_bottom | a->pad_left | a->pad_right) || p->in[0]->shape.elem != M2C_I8 ||
        p->in[0]->shape.rank != 4 || c->in[0]->shape.rank != 4 || c->attr.qconv2d.dequant || c->attr.qconv2d.maxpool ||
        c->n_in != 5 || !const_of(c->in[3]))
        return 0;
    memset(&d, 0, sizeof d); /* the convolution's shape, as the qconv2d op gives it to the kernel */
    d.n = (size_t)x[0], d.h = (size_t)x[1], d.w = (size_t)x[2], d.c = (size_t)x[3];
    d.oh = (size_t)p->in[0]->shape.dims[1], d.ow = (size_t)p->in[0]->shape.dims[2], d.g.N = (size_t)p->in[0]->shape.dims[3];
    d.kh = (size_t)ca->kh, d.kw = (size_t)ca->kw, d.g.K = d.kh * d.kw * d.c;
    d.stride_h = (size_t)ca->stride_h, d.stride_w = (size_t)ca->stride_w, d.dil_h = (size_t)ca->dil_h;
    d.dil_w = (size_t)ca->dil_w, d.pad_top = (size_t)ca->pad_top, d.pad_left = (size_t)ca->pad_left;
    if (!npk_qconv_pool_pays(&d)) return 0;
    n = m2c_type_count(&m2c_resolve(c->in[3])->shape);
    for (i = 0; i < n; i++)
        if (int_at(c->in[3], i) < 0) return 0;
    keep = c->attr.qconv2d;
    m2c_set_op(p, NPK_OP_QCONV2D);
    memcpy(p->in, c->in, 5 * sizeof p->in[0]);
    p->n_in = 5;
    p->attr.qconv2d = keep;
    p->attr.qconv2d.maxpool = 1;
    p->out->pool_of = c->out->name; /* its quantization tag carries over (quant_tags.c) */
    c->dead = 1;
    return 1;
}

void m2c_fuse_int8(m2c_func *f)
{
    int i;
    transposes_to_views(f);
    m2c_recount_uses(f);
    for (i = 0; i < f->n_ops; i++) {
        m2c_op *r = f->ops[i], *p;
        uint64_t n_scales;
        if (!r->dead && ((m2c_is_binary(r, NPK_BIN_MUL) && fuse_dequant(f, r)) ||
                         (r->opcode == NPK_OP_IPOOL2D && fuse_pool(r)))) {
            m2c_recount_uses(f);
            continue;
        }
        if (r->dead || r->opcode != NPK_OP_RESCALE || !rescale_ok(r, &n_scales)) continue;
        if ((p = sole_def(r->in[0], NPK_OP_ICONV2D)) != NULL) fuse_conv(r, p, n_scales);
        else if ((p = sole_def(r->in[0], NPK_OP_IBINARY)) != NULL) {
            if (!fuse_add(r, p, n_scales)) fuse_linear(f, r, p, n_scales, NULL);
        }
        else fuse_quantize(r, n_scales);
        m2c_recount_uses(f);
    }
}
