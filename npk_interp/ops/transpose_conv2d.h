/* ops/transpose_conv2d.h - tosa.transpose_conv2d over NHWC: x [N, IH, IW, IC],
 * filter [OC, KH, KW, IC], optional bias [OC] or [1]; input pixel (iy, ix)
 * adds x * w[.., ky, kx, ..] to output (iy * stride_y + out_pad_top + ky,
 * ix * stride_x + out_pad_left + kx); OH = (IH - 1) * stride_y + out_pad_top
 * + out_pad_bottom + KH. Negative out_pad crops (> -KH / -KW). */
#ifndef NPK_OP_TRANSPOSE_CONV2D_H
#define NPK_OP_TRANSPOSE_CONV2D_H
#include "../npk_attrs.h"
#define NPK_TRANSPOSE_CONV2D_ATTRS(X)                                                \
    X(transpose_conv2d, stride_y, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                 \
    X(transpose_conv2d, stride_x, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                 \
    X(transpose_conv2d, out_pad_top, INT, 0, -NPK_ATTR_INT_MAX, NPK_ATTR_INT_MAX, NULL) \
    X(transpose_conv2d, out_pad_bottom, INT, 0, -NPK_ATTR_INT_MAX, NPK_ATTR_INT_MAX, NULL) \
    X(transpose_conv2d, out_pad_left, INT, 0, -NPK_ATTR_INT_MAX, NPK_ATTR_INT_MAX, NULL) \
    X(transpose_conv2d, out_pad_right, INT, 0, -NPK_ATTR_INT_MAX, NPK_ATTR_INT_MAX, NULL)
NPK_DEFINE_ATTRS(transpose_conv2d, NPK_TRANSPOSE_CONV2D_ATTRS)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_TRANSPOSE_CONV2D_IMPL)
#define NPK_OP_TRANSPOSE_CONV2D_IMPL
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_TRANSPOSE_CONV2D)
NPK_DEFINE_SCHEMA(transpose_conv2d, NPK_TRANSPOSE_CONV2D_ATTRS)

/* One spatial extent: (in - 1) * stride + pads + k, checked. */
static npk_status npk__tconv_extent(const char *what, uint32_t in, int32_t stride, int32_t lo, int32_t hi, uint32_t k,
                                    uint32_t *out, npk_error *err)
{
    int64_t n;
    if (lo <= -(int64_t)k || hi <= -(int64_t)k)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "out_pad along %s must be greater than -%u (the kernel extent)", what, (unsigned)k);
    if ((uint64_t)(in - 1) * (uint64_t)stride > 0xFFFFFFFFu)   /* keeps the sum below in int64 */
        return npk__fail(err, NPK_ERR_SHAPE, "the output %s does not come out in [1, 2^32)", what);
    n = ((int64_t)in - 1) * stride + lo + hi + k;
    if (n < 1 || n > 0xFFFFFFFFll) return npk__fail(err, NPK_ERR_SHAPE, "the output %s does not come out in [1, 2^32)", what);
    *out = (uint32_t)n;
    return NPK_OK;
}

static npk_status npk__transpose_conv2d_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                              npk_tensor_desc *out, npk_error *err)
{
    const npk_transpose_conv2d_attrs *a = &op->attr.transpose_conv2d;
    char s0[NPK__SHAPE_STR], s1[NPK__SHAPE_STR];
    npk_status s;
    if (in[0]->rank != 4) return npk__fail(err, NPK_ERR_SHAPE, "input must be NHWC (rank 4), got %s", npk__shape_str(in[0], s0));
    if (in[1]->rank != 4) return npk__fail(err, NPK_ERR_SHAPE, "filter must be [OC, KH, KW, IC], got %s", npk__shape_str(in[1], s1));
    if (in[1]->dims[3] != in[0]->dims[3])
        return npk__fail(err, NPK_ERR_SHAPE, "filter %s has %u input channels but the input %s has %u", npk__shape_str(in[1], s1),
                         (unsigned)in[1]->dims[3], npk__shape_str(in[0], s0), (unsigned)in[0]->dims[3]);
    if (op->n_in == 3 && (in[2]->rank != 1 || (in[2]->dims[0] != in[1]->dims[0] && in[2]->dims[0] != 1)))
        return npk__fail(err, NPK_ERR_SHAPE, "bias must be [%u] or [1], got %s", (unsigned)in[1]->dims[0], npk__shape_str(in[2], s0));
    npk__copy_shape(out, in[0]);
    out->dims[3] = in[1]->dims[0];
    if ((s = npk__tconv_extent("height", in[0]->dims[1], a->stride_y, a->out_pad_top, a->out_pad_bottom, in[1]->dims[1],
                               &out->dims[1], err)) != NPK_OK)
        return s;
    return npk__tconv_extent("width", in[0]->dims[2], a->stride_x, a->out_pad_left, a->out_pad_right, in[1]->dims[2],
                             &out->dims[2], err);
}

/* The reference: each input pixel scatters its filter-weighted channels into
 * the output; the bias is added last, as the spec does. */
static void npk__tconv_ref(const npk_op_run *r)
{
    const npk_transpose_conv2d_attrs *a = &r->op->attr.transpose_conv2d;
    const npk_tensor_desc *xd = r->td[0], *wd = r->td[1];
    size_t N = xd->dims[0], IH = xd->dims[1], IW = xd->dims[2], IC = xd->dims[3];
    size_t OC = wd->dims[0], KH = wd->dims[1], KW = wd->dims[2], OH = r->y->dims[1], OW = r->y->dims[2];
    size_t b, iy, ix, ky, kx, oc, ic, i;
    const float *x = r->in[0], *w = r->in[1];
    float *y = r->out;
    memset(y, 0, npk__elems(r->y) * sizeof *y);
    for (b = 0; b < N; b++)
        for (iy = 0; iy < IH; iy++)
            for (ix = 0; ix < IW; ix++) {
                const float *xp = x + ((b * IH + iy) * IW + ix) * IC;
                for (ky = 0; ky < KH; ky++) {
                    int64_t oy = (int64_t)(iy * a->stride_y + ky) + a->out_pad_top;
                    if (oy < 0 || oy >= (int64_t)OH) continue;
                    for (kx = 0; kx < KW; kx++) {
                        int64_t ox = (int64_t)(ix * a->stride_x + kx) + a->out_pad_left;
                        float *yp;
                        if (ox < 0 || ox >= (int64_t)OW) continue;
                        yp = y + ((b * OH + (size_t)oy) * OW + (size_t)ox) * OC;
                        for (oc = 0; oc < OC; oc++) {
                            const float *wp = w + ((oc * KH + ky) * KW + kx) * IC;
                            float acc = 0.0f;
                            for (ic = 0; ic < IC; ic++) acc += xp[ic] * wp[ic];
                            yp[oc] += acc;
                        }
                    }
                }
            }
    if (r->op->n_in == 3) {
        size_t nb = r->td[2]->dims[0];
        for (i = 0; i < N * OH * OW; i++)
            for (oc = 0; oc < OC; oc++) y[i * OC + oc] += r->in[2][nb == 1 ? 0 : oc];
    }
}


/* Fast path: one GEMM gives every tap of a chunk of input pixels at once,
 * Z[m, (oc, ky, kx)] = x[m, :] . w[oc, ky, kx, :] (w read as an
 * [OC*KH*KW, IC] matrix, transposed), then Z is scattered into y. The
 * scatter visits taps in the reference's order and the bias comes last, so
 * only the order inside each dot product differs from the reference. When
 * stride == kernel and no out_pad is positive, every output pixel receives
 * exactly one tap: the scatter stores z + bias and nothing is cleared first
 * (the U-Net's 2x2 / stride 2 upsampling). Z lives in the op's arena scratch
 * (npk__tconv_zrows rows of OC*KH*KW floats, at most NPK__TC_ZBUF floats); a
 * tap row larger than that takes the reference. Firmware images (which
 * select their ops) keep the reference only. */
#define NPK__TC_ZBUF 8192u

/* Input pixels per chunk of Z: min(N*IH*IW, NPK__TC_ZBUF / row); 0 when the
 * fast path does not apply. */
static size_t npk__tconv_zrows(const npk_tensor_desc *xd, const npk_tensor_desc *wd)
{
    size_t row = (size_t)wd->dims[0] * wd->dims[1] * wd->dims[2], M, chunk;
    if (row == 0 || row > NPK__TC_ZBUF || xd->dims[3] == 0) return 0;
    M = (size_t)xd->dims[0] * xd->dims[1] * xd->dims[2];
    chunk = NPK__TC_ZBUF / row;
    return M < chunk ? M : chunk;
}

/* Z's chunk: zrows x OC*KH*KW floats (at most 32 KB), planned in every build
 * (mlir2c plans once for any target). */
static uint64_t npk__transpose_conv2d_scratch(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                              const npk_tensor_desc *out)
{
    (void)op, (void)out;
    return npk__round64((uint64_t)npk__tconv_zrows(in[0], in[1]) * in[1]->dims[0] * in[1]->dims[1] * in[1]->dims[2] *
                        sizeof(float));
}

#if !defined(NPK_OPS_SELECTED)
static int npk__tconv_fast(const npk_op_run *r)
{
    const npk_transpose_conv2d_attrs *a = &r->op->attr.transpose_conv2d;
    const npk_tensor_desc *xd = r->td[0], *wd = r->td[1];
    size_t N = xd->dims[0], IH = xd->dims[1], IW = xd->dims[2], IC = xd->dims[3];
    size_t OC = wd->dims[0], KH = wd->dims[1], KW = wd->dims[2], OH = r->y->dims[1], OW = r->y->dims[2];
    size_t KK = KH * KW, row = OC * KK, M = N * IH * IW, chunk = npk__tconv_zrows(xd, wd), m0, m, k, oc, i;
    const float *bias = r->op->n_in == 3 ? r->in[2] : NULL;
    size_t nb = bias ? r->td[2]->dims[0] : 0;
    int direct = (size_t)a->stride_y == KH && (size_t)a->stride_x == KW && a->out_pad_top <= 0 &&
                 a->out_pad_bottom <= 0 && a->out_pad_left <= 0 && a->out_pad_right <= 0;
    float *z = (float *)(void *)r->scratch, *y = r->out;
    if (chunk == 0) return 0;
    if (!direct) memset(y, 0, npk__elems(r->y) * sizeof *y);
    for (m0 = 0; m0 < M; m0 += chunk) {
        size_t mc = M - m0 < chunk ? M - m0 : chunk;
        npk_matmul_f32(mc, row, IC, r->in[0] + m0 * IC, IC, 0, r->in[1], IC, 1, z, row, NULL);
        for (m = 0; m < mc; m++) {
            size_t pix = m0 + m, ix = pix % IW, iy = (pix / IW) % IH, b = pix / (IW * IH);
            const float *zm = z + m * row;
            for (k = 0; k < KK; k++) {
                int64_t oy = (int64_t)(iy * (size_t)a->stride_y + k / KW) + a->out_pad_top;
                int64_t ox = (int64_t)(ix * (size_t)a->stride_x + k % KW) + a->out_pad_left;
                float *yp;
                if (oy < 0 || oy >= (int64_t)OH || ox < 0 || ox >= (int64_t)OW) continue;
                yp = y + ((b * OH + (size_t)oy) * OW + (size_t)ox) * OC;
                if (direct && bias)
                    for (oc = 0; oc < OC; oc++) yp[oc] = zm[oc * KK + k] + bias[nb == 1 ? 0 : oc];
                else if (direct)
                    for (oc = 0; oc < OC; oc++) yp[oc] = zm[oc * KK + k];
                else
                    for (oc = 0; oc < OC; oc++) yp[oc] += zm[oc * KK + k];
            }
        }
    }
    if (!direct && bias)
        for (i = 0; i < N * OH * OW; i++)
            for (oc = 0; oc < OC; oc++) y[i * OC + oc] += bias[nb == 1 ? 0 : oc];
    return 1;
}
#endif

static void npk__transpose_conv2d_exec(const npk_op_run *r)
{
#if !defined(NPK_OPS_SELECTED)
    if (npk__tconv_fast(r)) return; /* npk_matmul_f32 dispatches: the fast GEMM of each ISA */
#endif
    npk__tconv_ref(r);
}

#define NPK__ROW_TRANSPOSE_CONV2D NPK__KEEP
#define NPK__OPIMPL_TRANSPOSE_CONV2D npk__transpose_conv2d_schema, NPK_transpose_conv2d_N_ATTRS, npk__transpose_conv2d_infer, npk__transpose_conv2d_scratch, npk__transpose_conv2d_exec, NULL
#else
#define NPK__OPIMPL_TRANSPOSE_CONV2D NPK__OPIMPL_NONE
#define NPK__ROW_TRANSPOSE_CONV2D NPK__DROP
#endif
#endif
