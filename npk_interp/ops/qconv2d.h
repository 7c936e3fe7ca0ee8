/* ops/qconv2d.h - int8 convolution or fully connected layer that writes
 * int8: TOSA's CONV2D (weight zero point 0, one group) or MATMUL with a
 * constant right operand, plus its bias, then RESCALE to i8 (input zero
 * point 0, scale32) and a clamp, as one op (mlir2c fuses them). Operands:
 *   x      i8, NHWC [N, H, W, C]; or any rank with kh = kw = 1 and no
 *          stride/padding/dilation, read as [rows, K] (K its last dim)
 *   w      i8 [npk_qpack_bytes(O, KH * KW * C)]: the weights OHWI packed
 *          by npk_qpack_weights (npk_kernels/npk_qgemm.h)
 *   bias   i32 [O], folded by npk_qpack_bias with in_zp
 *   mult   i32 [O], shift i8 [O]: the rescale's, one per output channel
 * y is i8, NHWC [N, OH, OW, O], or [rows, O] for the second form;
 * y = clip(apply_scale_32(conv + bias, mult, shift) + out_zp, lo, hi),
 * padding taking the value in_zp. The weights are packed offline, the
 * accumulator stays in registers, and im2col rows (when needed) take a
 * block of arena scratch; npk_qgemm_ref is the oracle of the fast path.
 * With dequant = 1 (a model's last layer, whose int32 result TOSA casts
 * to f32 and multiplies by a per-channel scale): four operands, the fourth
 * f32 scale [O], and y is f32: (float)(conv + bias) * scale.
 * With maxpool = 1 (TOSA's MAX_POOL2D after it: 2x2 window, stride 2, no
 * padding) y is that pool of the int8 result, [N, OH / 2, OW / 2, O]: the
 * fast path pools the int32 sums (the rescale is monotone where mult >= 0)
 * and requantises a quarter of them; elsewhere two rows of the int8 result
 * at a time go through scratch and are pooled, the two ops' own arithmetic. */
#ifndef NPK_OP_QCONV2D_H
#define NPK_OP_QCONV2D_H
#include "../npk_attrs.h"
#define NPK_QCONV2D_ATTRS(X)                                               \
    X(qconv2d, stride_h, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                \
    X(qconv2d, stride_w, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                \
    X(qconv2d, dil_h, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                   \
    X(qconv2d, dil_w, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                   \
    X(qconv2d, pad_top, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                 \
    X(qconv2d, pad_bottom, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)              \
    X(qconv2d, pad_left, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                \
    X(qconv2d, pad_right, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)               \
    X(qconv2d, kh, INT, 1, 1, 65535, NULL)                                 \
    X(qconv2d, kw, INT, 1, 1, 65535, NULL)                                 \
    X(qconv2d, in_zp, INT, 0, -128, 127, NULL)                             \
    X(qconv2d, out_zp, INT, 0, -128, 127, NULL)                            \
    X(qconv2d, lo, INT, -128, -128, 127, NULL)                             \
    X(qconv2d, hi, INT, 127, -128, 127, NULL)                              \
    X(qconv2d, rounding, ENUM, 1, 0, 1, npk__rescale_rounding_names)       \
    X(qconv2d, dequant, INT, 0, 0, 1, NULL)                                \
    X(qconv2d, maxpool, INT, 0, 0, 1, NULL)
NPK_DEFINE_ATTRS(qconv2d, NPK_QCONV2D_ATTRS)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_QCONV2D_IMPL)
#define NPK_OP_QCONV2D_IMPL
#if (!defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_QCONV2D)) && !defined(NPK__F32_ONLY)
NPK_DEFINE_SCHEMA(qconv2d, NPK_QCONV2D_ATTRS)

#define NPK__QCONV2D_ROWS 32 /* im2col rows per block of scratch */

/* x is read as a plain [rows, K] matrix (no window to gather). */
static int npk__qconv2d_direct(const npk_qconv2d_attrs *a, const npk_tensor_desc *x)
{
    return a->kh == 1 && a->kw == 1 && a->stride_h == 1 && a->stride_w == 1 &&
           !(a->pad_top | a->pad_bottom | a->pad_left | a->pad_right) && (x->rank != 4 || (a->dil_h == 1 && a->dil_w == 1));
}

static npk_status npk__qconv2d_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                     npk_tensor_desc *out, npk_error *err)
{
    const npk_qconv2d_attrs *a = &op->attr.qconv2d;
    const npk_tensor_desc *x = in[0];
    uint32_t O = in[2]->dims[0];
    uint64_t K;
    unsigned k;
    static const uint8_t want[5] = {NPK_DTYPE_I8, NPK_DTYPE_I8, NPK_DTYPE_I32, NPK_DTYPE_I32, NPK_DTYPE_I8};
    unsigned n_in = a->dequant ? 4u : 5u;
    if (op->n_in != n_in)
        return npk__fail(err, NPK_ERR_ARITY, "qconv2d with dequant %d takes %u operands, got %u", a->dequant, n_in,
                         (unsigned)op->n_in);
    for (k = 0; k < n_in; k++)
        if (in[k]->dtype != (a->dequant && k == 3 ? (unsigned)NPK_DTYPE_F32 : (unsigned)want[k]))
            return npk__fail(err, NPK_ERR_SHAPE, "operand %u is %s; qconv2d takes i8 x, i8 w, i32 bias, %s",
                             k, npk_dtype_name(in[k]->dtype), a->dequant ? "f32 scale" : "i32 mult, i8 shift");
    for (k = 1; k < n_in; k++)
        if (in[k]->rank != 1 || (k > 1 && in[k]->dims[0] != O) || O == 0)
            return npk__fail(err, NPK_ERR_SHAPE, "operand %u must be rank 1 (bias, mult, shift: [O], O > 0)", k);
    if (a->lo > a->hi) return npk__fail(err, NPK_ERR_ATTRIBUTE, "lo %d > hi %d", a->lo, a->hi);
    if (x->rank == 0 || (x->rank != 4 && !npk__qconv2d_direct(a, x)))
        return npk__fail(err, NPK_ERR_SHAPE, "x must be NHWC (rank 4), or a [.., K] matrix with a 1x1 window and no stride or padding");
    if (a->maxpool && (a->dequant || x->rank != 4))
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "maxpool takes an NHWC x and an int8 result (dequant 0)");
    if (x->rank == 4) {
        K = (uint64_t)a->kh * (uint64_t)a->kw * x->dims[3];
        if (!npk__window_hw(x, (uint64_t)a->kh, (uint64_t)a->kw, NPK__WINDOW_ARGS(a), out))
            return npk__fail(err, NPK_ERR_SHAPE, "the window does not fit the padded input");
        out->rank = 4;
        out->dims[0] = x->dims[0];
        out->dims[3] = O;
        if (a->maxpool && (out->dims[1] < 2 || out->dims[2] < 2))
            return npk__fail(err, NPK_ERR_SHAPE, "maxpool needs a convolution result of 2x2 or more, not %Ux%U",
                             (uint64_t)out->dims[1], (uint64_t)out->dims[2]);
        if (a->maxpool) out->dims[1] /= 2, out->dims[2] /= 2;
    } else {
        K = x->dims[x->rank - 1];
        if (K == 0) return npk__fail(err, NPK_ERR_SHAPE, "x's last dim (K) is 0");
        out->rank = 2;
        out->dims[0] = (uint32_t)(npk__elems(x) / K);
        out->dims[1] = O;
    }
    if (K == 0 || npk__elems(in[1]) != npk_qpack_bytes(O, K))
        return npk__fail(err, NPK_ERR_SHAPE, "packed weights have %U bytes; %U output channels of depth %U need %U",
                         (uint64_t)npk__elems(in[1]), (uint64_t)O, K, npk_qpack_bytes(O, K));
    out->dtype = a->dequant ? NPK_DTYPE_F32 : NPK_DTYPE_I8;
    return NPK_OK;
}

/* A window row of at most this many bytes (kw * C, dil_w 1) is copied from
 * a horizontally padded copy of the image as one fixed-size move. */
#define NPK__QCONV2D_SMALL 16

static int npk__qconv2d_small(const npk_qconv2d_attrs *a, const npk_tensor_desc *x)
{
    return a->dil_w == 1 && (uint64_t)a->kw * x->dims[3] <= NPK__QCONV2D_SMALL;
}

/* Bytes of one image's padded copy: H rows of (pad_left + W + pad_right) * C, and slack. */
static uint64_t npk__qconv2d_padded_bytes(const npk_qconv2d_attrs *a, const npk_tensor_desc *x)
{
    return (uint64_t)x->dims[1] * ((uint64_t)a->pad_left + x->dims[2] + (uint64_t)a->pad_right) * x->dims[3] +
           NPK__QCONV2D_SMALL;
}

/* y: the op's result; c: the convolution's, before the pool (y itself without one). */
static void npk__qconv2d_conv_y(const npk_qconv2d_attrs *a, const npk_tensor_desc *xd, const npk_tensor_desc *y,
                                npk_tensor_desc *c)
{
    *c = *y;
    if (a->maxpool) npk__window_hw(xd, (uint64_t)a->kh, (uint64_t)a->kw, NPK__WINDOW_ARGS(a), c);
}

/* The convolution's shape as npk_qconv_direct takes it (no data). */
static void npk__qconv2d_shape(const npk_qconv2d_attrs *a, const npk_tensor_desc *xd, const npk_tensor_desc *y,
                               npk_qconv_params *d)
{
    memset(d, 0, sizeof *d);
    d->g.N = y->dims[3], d->g.K = (size_t)a->kh * (size_t)a->kw * xd->dims[3];
    d->n = xd->dims[0], d->h = xd->dims[1], d->w = xd->dims[2], d->c = xd->dims[3];
    d->oh = y->dims[1], d->ow = y->dims[2], d->kh = (size_t)a->kh, d->kw = (size_t)a->kw;
    d->stride_h = (size_t)a->stride_h, d->stride_w = (size_t)a->stride_w, d->dil_h = (size_t)a->dil_h, d->dil_w = (size_t)a->dil_w;
    d->pad_top = (size_t)a->pad_top, d->pad_left = (size_t)a->pad_left, d->in_zp = a->in_zp;
    d->pool = a->maxpool;
}

/* A block of im2col rows (K4 bytes apart, K rounded up to 4, and slack for
 * the fixed-size moves), then the padded image where it is used; at least
 * what the window-row form of the direct convolution takes (few channels),
 * on every CPU, so that a planned arena fits it wherever the model runs. */
static uint64_t npk__qconv2d_conv_scratch(const npk_qconv2d_attrs *a, const npk_tensor_desc *const *in,
                                          const npk_tensor_desc *out)
{
    uint64_t rows;
    npk_qconv_params d;
    npk_qconv_rows_geo g;
    if (npk__qconv2d_direct(a, in[0]) && !a->maxpool) return 0; /* read in place (pooled: by im2col rows) */
    rows = npk__round64(NPK__QCONV2D_ROWS * (((uint64_t)a->kh * (uint64_t)a->kw * in[0]->dims[3] + 3) & ~(uint64_t)3) +
                        NPK__QCONV2D_SMALL);
    rows += npk__qconv2d_small(a, in[0]) ? npk__round64(npk__qconv2d_padded_bytes(a, in[0])) : 0;
    npk__qconv2d_shape(a, in[0], out, &d);
    return npk_qconv_rows_layout(&d, &g) && g.bytes > rows ? g.bytes : rows;
}

/* With maxpool, after the convolution's scratch: two rows of its int8
 * result, pooled where the fast path does not pool (on every CPU, as above). */
static uint64_t npk__qconv2d_scratch(const npk_op_desc *op, const npk_tensor_desc *const *in, const npk_tensor_desc *out)
{
    const npk_qconv2d_attrs *a = &op->attr.qconv2d;
    npk_tensor_desc c;
    if (!a->maxpool) return npk__qconv2d_conv_scratch(a, in, out);
    npk__qconv2d_conv_y(a, in[0], out, &c);
    return npk__round64(npk__qconv2d_conv_scratch(a, in, &c)) + 2 * (uint64_t)c.dims[2] * c.dims[3];
}

/* pw pixels of O channels at y = the 2x2 max pool, stride 2, of the two
 * rows of W pixels at c. */
static void npk__qconv2d_pool_rows(const int8_t *c, size_t W, size_t O, size_t pw, int8_t *y)
{
    size_t px, o;
    for (px = 0; px < pw; ++px, y += O) {
        const int8_t *a = c + 2 * px * O, *b = a + W * O;
        for (o = 0; o < O; ++o) {
            int8_t m0 = a[o] > a[O + o] ? a[o] : a[O + o], m1 = b[o] > b[O + o] ? b[o] : b[O + o];
            y[o] = m0 > m1 ? m0 : m1;
        }
    }
}

/* Image n of x with pad_left / pad_right columns of in_zp on each row. */
static void npk__qconv2d_pad_image(const npk_qconv2d_attrs *a, const npk_tensor_desc *xd, const int8_t *x, size_t n,
                                   int8_t *dst)
{
    size_t H = xd->dims[1], W = xd->dims[2], C = xd->dims[3], iy;
    size_t pl = (size_t)a->pad_left * C, pr = (size_t)a->pad_right * C;
    for (iy = 0; iy < H; ++iy, dst += pl + W * C + pr) {
        memset(dst, a->in_zp, pl);
        memcpy(dst + pl, x + (n * H + iy) * W * C, W * C);
        memset(dst + pl + W * C, a->in_zp, pr);
    }
    memset(dst, a->in_zp, NPK__QCONV2D_SMALL);
}

/* Rows p0.. of image n's windows from its padded copy: each window row one
 * 16-byte move (the excess is overwritten by the next move, or lands in
 * the row padding or the slack). */
static void npk__qconv2d_im2col_small(const npk_qconv2d_attrs *a, const npk_tensor_desc *xd, const int8_t *padded,
                                      const npk_tensor_desc *y, size_t p0, size_t rows, size_t k4, int8_t *cols)
{
    size_t H = xd->dims[1], C = xd->dims[3], OW = y->dims[2], i, ky, oy = p0 / OW, ox = p0 % OW;
    size_t pitch = ((size_t)a->pad_left + xd->dims[2] + (size_t)a->pad_right) * C, span = (size_t)a->kw * C;
    int8_t zrow[NPK__QCONV2D_SMALL];
    memset(zrow, a->in_zp, sizeof zrow);
    for (i = 0; i < rows; ++i, ox = ox + 1 < OW ? ox + 1 : (++oy, 0)) {
        int8_t *dst = cols + i * k4;
        const int8_t *src = padded + ox * (size_t)a->stride_w * C;
        for (ky = 0; ky < (size_t)a->kh; ++ky, dst += span) {
            size_t iy = oy * (size_t)a->stride_h + ky * (size_t)a->dil_h - (size_t)a->pad_top; /* wraps above */
            memcpy(dst, iy < H ? src + iy * pitch : zrow, NPK__QCONV2D_SMALL);
        }
    }
}

/* n bytes of value v, or a copy of n bytes, where n is often a few bytes
 * (one-channel windows): no library call for those. */
static inline void npk__qconv2d_fill(int8_t *dst, int v, size_t n)
{
    if (n > 16) memset(dst, v, n);
    else while (n--) *dst++ = (int8_t)v;
}
static inline void npk__qconv2d_copy(int8_t *dst, const int8_t *src, size_t n)
{
    size_t i;
    if (n > 64) memcpy(dst, src, n);
    else if (n >= 16) { /* fixed 16-byte moves (a window row of 16-channel pixels: 48 bytes), the last one overlapping */
        for (i = 0; i + 16 < n; i += 16) memcpy(dst + i, src + i, 16);
        memcpy(dst + n - 16, src + n - 16, 16);
    } else while (n--) *dst++ = *src++;
}

/* Rows p0.. of image n's output pixels: their windows [ky][kx][c]. */
static void npk__qconv2d_im2col(const npk_qconv2d_attrs *a, const npk_tensor_desc *xd, const int8_t *x,
                                const npk_tensor_desc *y, size_t n, size_t p0, size_t rows, size_t k4, int8_t *cols)
{
    size_t H = xd->dims[1], W = xd->dims[2], C = xd->dims[3], OW = y->dims[2], i, ky, kx;
    size_t kw = (size_t)a->kw, span = kw * C, oy = p0 / OW, ox = p0 % OW;
    int zp = a->in_zp; /* x - in_zp = 0 in the padding */
    for (i = 0; i < rows; ++i, ox = ox + 1 < OW ? ox + 1 : (++oy, 0)) {
        int8_t *dst = cols + i * k4;
        /* unsigned wrap below zero makes "ix >= W" / "iy >= H" catch the left / top too */
        size_t ix = ox * (size_t)a->stride_w - (size_t)a->pad_left, in0 = 0, end = 0;
        if (a->dil_w == 1) { /* each window row: padding, one contiguous run, padding */
            in0 = ix < W ? 0 : (size_t)a->pad_left - ox * (size_t)a->stride_w;
            if (in0 > kw) in0 = kw; /* the whole row left (or right) of the input */
            end = ix + in0 >= W ? in0 : W - (ix + in0) < kw - in0 ? in0 + (W - (ix + in0)) : kw;
        }
        for (ky = 0; ky < (size_t)a->kh; ++ky, dst += span) {
            size_t iy = oy * (size_t)a->stride_h + ky * (size_t)a->dil_h - (size_t)a->pad_top, jx = ix;
            const int8_t *xrow;
            if (iy >= H) {
                npk__qconv2d_fill(dst, zp, span);
                continue;
            }
            xrow = x + (n * H + iy) * W * C;
            if (a->dil_w == 1) {
                npk__qconv2d_fill(dst, zp, in0 * C);
                npk__qconv2d_copy(dst + in0 * C, xrow + (ix + in0) * C, (end - in0) * C);
                npk__qconv2d_fill(dst + end * C, zp, (kw - end) * C);
            } else
                for (kx = 0; kx < kw; ++kx, jx += (size_t)a->dil_w) {
                    if (jx < W) npk__qconv2d_copy(dst + kx * C, xrow + jx * C, C);
                    else npk__qconv2d_fill(dst + kx * C, zp, C);
                }
        }
    }
}

/* The convolution (c: its result's shape) without im2col where the kernels
 * have it (the image read in place; it uses no more scratch than the
 * im2col path is given), pooled into q->c if pool. */
static int npk__qconv2d_try_direct(const npk_op_run *r, const npk_tensor_desc *c, const npk_qgemm_params *q, int pool)
{
    const npk_qconv2d_attrs *a = &r->op->attr.qconv2d;
    npk_qconv_params d;
    npk__qconv2d_shape(a, r->td[0], c, &d);
    d.g = *q;
    d.x = (const int8_t *)(const void *)r->in[0];
    d.pool = pool;
    return npk_qconv_direct(&d, r->scratch, (size_t)npk__qconv2d_conv_scratch(a, r->td, c));
}

/* Pixels p0 .. p0 + q->M - 1 of image n by im2col rows and npk_qgemm into
 * out (the dequantising form: into q->cf, set by the caller). */
static void npk__qconv2d_chunk(const npk_op_run *r, const npk_tensor_desc *y, npk_qgemm_params *q, size_t n, size_t p0,
                               const int8_t *padded, int8_t *out)
{
    const npk_qconv2d_attrs *a = &r->op->attr.qconv2d;
    int8_t *cols = (int8_t *)(void *)r->scratch;
    if (padded) npk__qconv2d_im2col_small(a, r->td[0], padded, y, p0, q->M, q->a_rs, cols);
    else npk__qconv2d_im2col(a, r->td[0], (const int8_t *)(const void *)r->in[0], y, n, p0, q->M, q->a_rs, cols);
    if (!a->dequant) q->c = out;
    npk_qgemm(q);
}

/* The convolution (y: its result's shape) into r->out, pooled with maxpool:
 * by the fast path where it pools, else two rows at a time into scratch
 * (rows: after the convolution's own scratch), then pooled. */
static void npk__qconv2d_run(const npk_op_run *r, const npk_tensor_desc *y, npk_qgemm_params *q, int8_t *rows)
{
    const npk_qconv2d_attrs *a = &r->op->attr.qconv2d;
    const npk_tensor_desc *xd = r->td[0];
    const int8_t *x = (const int8_t *)(const void *)r->in[0];
    int8_t *out = (int8_t *)(void *)r->out, *padded = NULL;
    size_t n, p0, pix = (size_t)y->dims[1] * y->dims[2], OW = y->dims[2], PH = r->y->dims[1], PW = r->y->dims[2], py;
    if (a->dequant) q->cf = (float *)(void *)r->out;
    else q->c = out;
    if (npk__qconv2d_direct(a, xd) && !a->maxpool) { /* every pixel (or row) is a row of A */
        q->K = xd->dims[xd->rank - 1];
        q->M = npk__elems(xd) / q->K;
        q->a = x, q->a_rs = q->K;
        npk_qgemm(q);
        return;
    }
    q->K = (size_t)a->kh * (size_t)a->kw * xd->dims[3];
    if (npk__qconv2d_try_direct(r, y, q, a->maxpool) || (!a->maxpool && npk__qconv2d_try_direct(r, y, q, 0))) return;
    q->a_rs = (q->K + 3) & ~(size_t)3;
    q->a = (const int8_t *)(const void *)r->scratch;
    if (npk__qconv2d_small(a, xd))
        padded = (int8_t *)(void *)r->scratch + npk__round64(NPK__QCONV2D_ROWS * q->a_rs + NPK__QCONV2D_SMALL);
    for (n = 0; n < xd->dims[0]; ++n) {
        if (padded) npk__qconv2d_pad_image(a, xd, x, n, padded);
        if (!a->maxpool) {
            for (p0 = 0; p0 < pix; p0 += NPK__QCONV2D_ROWS) {
                q->M = pix - p0 < NPK__QCONV2D_ROWS ? pix - p0 : NPK__QCONV2D_ROWS;
                if (a->dequant) q->cf = (float *)(void *)r->out + (n * pix + p0) * q->N;
                npk__qconv2d_chunk(r, y, q, n, p0, padded, out + (n * pix + p0) * q->N);
            }
            continue;
        }
        for (py = 0; py < PH; ++py) { /* result rows 2 py and 2 py + 1 */
            for (p0 = 2 * py * OW; p0 < 2 * (py + 1) * OW; p0 += NPK__QCONV2D_ROWS) {
                q->M = 2 * (py + 1) * OW - p0 < NPK__QCONV2D_ROWS ? 2 * (py + 1) * OW - p0 : NPK__QCONV2D_ROWS;
                npk__qconv2d_chunk(r, y, q, n, p0, padded, rows + (p0 - 2 * py * OW) * q->N);
            }
            npk__qconv2d_pool_rows(rows, OW, q->N, PW, out + (n * PH + py) * PW * q->N);
        }
    }
}

static void npk__qconv2d_exec(const npk_op_run *r)
{
    const npk_qconv2d_attrs *a = &r->op->attr.qconv2d;
    npk_tensor_desc y; /* the convolution's result: r->y, or before the pool */
    npk_qgemm_params q;
    npk__qconv2d_conv_y(a, r->td[0], r->y, &y);
    memset(&q, 0, sizeof q);
    q.N = y.dims[y.rank - 1];
    q.w = (const int8_t *)(const void *)r->in[1];
    q.bias = (const int32_t *)(const void *)r->in[2];
    if (a->dequant) q.scale = (const float *)(const void *)r->in[3];
    else q.mult = (const int32_t *)(const void *)r->in[3], q.shift = (const int8_t *)(const void *)r->in[4];
    q.double_round = a->rounding == NPK_RESCALE_DOUBLE;
    q.out_zp = a->out_zp, q.lo = a->lo, q.hi = a->hi;
    q.c_rs = q.N;
    npk__qconv2d_run(r, &y, &q, (int8_t *)(void *)r->scratch + npk__round64(npk__qconv2d_conv_scratch(a, r->td, &y)));
}

#define NPK__ROW_QCONV2D NPK__KEEP
#define NPK__OPIMPL_QCONV2D npk__qconv2d_schema, NPK_qconv2d_N_ATTRS, npk__qconv2d_infer, npk__qconv2d_scratch, npk__qconv2d_exec, NULL
#else
#define NPK__OPIMPL_QCONV2D NPK__OPIMPL_NONE
#define NPK__ROW_QCONV2D NPK__DROP
#endif
#endif
