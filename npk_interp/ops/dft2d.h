/* ops/dft2d.h - one part of TOSA's FFT2D or RFFT2D, by the spec's sums:
 * x [N, H, W] (real part; with a second operand, the imaginary part),
 * H and W powers of two; out[n, oy, ox] = the real (imag = 0) or imaginary
 * (imag = 1) part of sum over iy, ix of (re + i im) * e^(-i a), a =
 * sign * 2 pi ((iy * oy mod H) / H + (ix * ox mod W) / W), sign -1 when
 * inverse (no scaling). With one operand (RFFT2D: im = 0) the result is
 * [N, H, W / 2 + 1]. A multi-result TOSA op is one dft2d per result. The
 * sums are taken in double: a reference kernel, O((H W)^2) per image. */
#ifndef NPK_OP_DFT2D_H
#define NPK_OP_DFT2D_H
#include "../npk_attrs.h"
#define NPK_DFT2D_ATTRS(X)                       \
    X(dft2d, inverse, BOOL, 0, 0, 1, NULL)       \
    X(dft2d, imag, BOOL, 0, 0, 1, NULL) /* the result is the imaginary part */
NPK_DEFINE_ATTRS(dft2d, NPK_DFT2D_ATTRS)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_DFT2D_IMPL)
#define NPK_OP_DFT2D_IMPL
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_DFT2D)
NPK_DEFINE_SCHEMA(dft2d, NPK_DFT2D_ATTRS)

static int npk__pow2(uint32_t n) { return n && !(n & (n - 1u)); }

static npk_status npk__dft2d_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                   npk_tensor_desc *out, npk_error *err)
{
    const npk_tensor_desc *x = in[0];
    char s0[NPK__SHAPE_STR], s1[NPK__SHAPE_STR];
    if (x->rank != 3 || !npk__pow2(x->dims[1]) || !npk__pow2(x->dims[2]))
        return npk__fail(err, NPK_ERR_SHAPE, "input must be [N, H, W] with H and W powers of two, got %s", npk__shape_str(x, s0));
    if (op->n_in == 2 && (in[1]->rank != 3 || in[1]->dims[0] != x->dims[0] || in[1]->dims[1] != x->dims[1] ||
                          in[1]->dims[2] != x->dims[2]))
        return npk__fail(err, NPK_ERR_SHAPE, "real part %s and imaginary part %s differ in shape", npk__shape_str(x, s0),
                         npk__shape_str(in[1], s1));
    if (op->n_in == 1 && op->attr.dft2d.inverse)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "inverse needs the imaginary part (RFFT2D is forward only)");
    npk__copy_shape(out, x);
    if (op->n_in == 1) out->dims[2] = x->dims[2] / 2u + 1u;
    return NPK_OK;
}

static void npk__dft2d_exec(const npk_op_run *r)
{
    const npk_dft2d_attrs *a = &r->op->attr.dft2d;
    const npk_tensor_desc *xd = r->td[0], *y = r->y;
    size_t N = xd->dims[0], H = xd->dims[1], W = xd->dims[2], OW = y->dims[2], n, oy, ox, iy, ix;
    double sign = a->inverse ? -1.0 : 1.0, two_pi = 6.283185307179586476925;
    const float *re = r->in[0], *im = r->op->n_in == 2 ? r->in[1] : NULL;
    float *out = r->out;
    for (n = 0; n < N; n++)
        for (oy = 0; oy < H; oy++)
            for (ox = 0; ox < OW; ox++) {
                double sum_re = 0.0, sum_im = 0.0;
                for (iy = 0; iy < H; iy++)
                    for (ix = 0; ix < W; ix++) {
                        size_t k = (n * H + iy) * W + ix;
                        double ang = sign * two_pi * ((double)(iy * oy % H) / (double)H + (double)(ix * ox % W) / (double)W);
                        double c = cos(ang), s = sin(ang), vr = re[k], vi = im ? im[k] : 0.0;
                        sum_re += vr * c + vi * s;
                        sum_im += -vr * s + vi * c;
                    }
                *out++ = (float)(a->imag ? sum_im : sum_re);
            }
}

#define NPK__ROW_DFT2D NPK__KEEP
#define NPK__OPIMPL_DFT2D npk__dft2d_schema, NPK_dft2d_N_ATTRS, npk__dft2d_infer, NULL, npk__dft2d_exec, NULL
#else
#define NPK__OPIMPL_DFT2D NPK__OPIMPL_NONE
#define NPK__ROW_DFT2D NPK__DROP
#endif
#endif
