/* lower_onnx_qlinear.c - ONNX Runtime's int8 forms on npk's int8 kernels:
 *   QLinearConv (2-D)  -> transpose NHWC, iconv2d (int32 bias), rescale to i8
 *                         (per output channel), transpose back; fuse_int8.c
 *                         makes the iconv2d + rescale one qconv2d when the
 *                         weights and bias are constants and w_zp is 0
 *   QLinearMatMul      -> imatmul, [ibinary add of the int32 bias], rescale
 *                         to i8 (per column); with constant [K, N] weights
 *                         fuse_int8.c makes it one qconv2d (1x1)
 * The requantisation xs * ws[c] / ys is TFLite's QuantizeMultiplier (31-bit
 * multiplier, shift 31 - exponent), single rounding (half up: ONNX's
 * reference rounds half to even; the two differ only on exact ties).
 * The QDQ format (QuantizeLinear -> DequantizeLinear around float ops, what
 * ORT's quantize_static writes by default) is recognised before lowering
 * (m2c_onnx_qdq): Q(Conv(DQ(xq), DQ(wq const)[, bias])) becomes a
 * QLinearConv on xq and wq, Q(MatMul(DQ(a), DQ(b))) and Q(Gemm(DQ(a),
 * DQ(b)[, bias])) a QLinearMatMul (a float bias input 8 and Gemm's transB
 * are this file's extension of the op), when every scale and zero point is
 * a constant (per tensor; per output channel for the weights). A depthwise
 * QLinearConv (group = channels, multiplier 1) becomes qdwconv2d the same
 * way. Q(Add(DQ(a), DQ(b))), per tensor, becomes the QuantizeLinear of
 * QLinearAdd's inputs that qlinear_add lowers to two rescales to i32,
 * their add and a rescale to i8: fuse_int8.c makes them one qadd.
 * uint8: the int8 kernels take int8. A uint8 tensor with zero point zp is
 * the int8 tensor x - 128 with zero point zp - 128, exactly; results are
 * shifted back (+128) into the node's uint8 type. A uint8 tensor held as the
 * int8 of the same bits (shape.uns on an i8, as MLIR front ends write it) is
 * shifted by a rescale (in_unsigned / out_unsigned, multiplier 1); one held
 * in a wider signed type with its true value (ONNX UINT8 is an i16, import.c)
 * by an integer subtract and a cast to i8 (results: add, cast back). */
#include <math.h>
#include <string.h>
#include "lower_onnx.h"
#include "literals.h"

#define QL_MAX_CH 65536

/* element k of constant input i as a number (uint8 read unsigned); an input
 * not known at translate time is an error naming the graph input. */
static double cnum(m2c_lowerer *L, int i, uint64_t k, const char *what)
{
    m2c_value *v = ox_in(L, i);
    int64_t iv = 0;
    if (v->kind != M2C_V_CONST) (void)ox_const_num(L, i, 0, what);   /* the error saying why */
    if (k >= v->cbuf->count) k = 0;
    if (!v->cbuf->raw) return v->cbuf->data[k];
    return m2c_load_elem((const unsigned char *)v->cbuf->raw + k * (uint64_t)m2c_elem_bytes(v->cbuf->elem), v->cbuf->elem,
                         v->shape.uns, &iv);
}

static uint64_t ccount(m2c_lowerer *L, int i, const char *what)
{
    m2c_value *v = ox_in(L, i);
    if (v->kind != M2C_V_CONST) (void)ox_const_num(L, i, 0, what);
    return v->cbuf->count;
}

/* an 8-bit quantized input (the only types QLinearConv/MatMul take): 0 int8,
 * 1 uint8 (an i8 with shape.uns: its bits; i16/i32: held wider, true values) */
static int is_u8(m2c_lowerer *L, int i)
{
    m2c_value *v = ox_in(L, i);
    if (v->shape.elem == M2C_I8) return v->shape.uns;
    if (v->shape.elem == M2C_I16 || v->shape.elem == M2C_I32) return 1;
    ox_error(L, "input %d has element type %s; int8 or uint8 is needed", i, m2c_elem_name(v->shape.elem));
}

static m2c_value *rescale(m2c_lowerer *L, m2c_value *x, int to, int n, const int64_t *mult, const int64_t *shift,
                          int in_zp, int out_zp, int in_uns, int out_uns)
{
    m2c_value *in[3];
    m2c_op *op;
    in[0] = x;
    in[1] = lw_const_int(L, M2C_I32, n, mult);
    in[2] = lw_const_int(L, M2C_I8, n, shift);
    op = lw_op(L, M2C_OPK_TCP, 3, in);
    m2c_set_op(op, NPK_OP_RESCALE);
    op->attr.rescale.to = (int32_t)m2c_elem_dtype(to);
    op->attr.rescale.in_zp = in_zp;
    op->attr.rescale.out_zp = out_zp;
    op->attr.rescale.scale32 = 1;
    op->attr.rescale.rounding = NPK_RESCALE_SINGLE;
    op->attr.rescale.per_channel = n > 1;
    op->attr.rescale.in_unsigned = in_uns;
    op->attr.rescale.out_unsigned = out_uns;
    return lw_done(L, op, NULL, 0);
}

/* uint8 x as the int8 x - 128 */
static m2c_value *u8_to_i8(m2c_lowerer *L, m2c_value *x)
{
    static const int64_t one = (int64_t)1 << 30, s30 = 30;
    if (x->shape.elem == M2C_I8) return rescale(L, x, M2C_I8, 1, &one, &s30, 128, 0, 1, 0);
    return lw_cast(L, tw_bin(L, NPK_BIN_SUB, x, tw_splat(L, 128, x->shape.elem, x->shape.rank)), M2C_I8, 0);
}

/* int8 s as the node's uint8 result s + 128 (or int8 unchanged) */
static m2c_value *i8_to_out(m2c_lowerer *L, m2c_value *s, int u8)
{
    static const int64_t one = (int64_t)1 << 30, s30 = 30;
    const m2c_type *d = &L->src->out->decl;
    m2c_value *y;
    int elem = d->elem ? d->elem : ox_opt(L, 7) ? ox_opt(L, 7)->shape.elem : M2C_I8;
    if (!u8) return s;
    if (elem == M2C_I8) {
        y = rescale(L, s, M2C_I8, 1, &one, &s30, 0, 128, 0, 1);
        y->shape.uns = 1;
        return y;
    }
    y = tw_bin(L, NPK_BIN_ADD, tw_to(L, s, M2C_I32), tw_splat(L, 128, M2C_I32, s->shape.rank));
    y = lw_cast(L, y, elem, 0);
    y->shape.uns = 1;
    return y;
}

/* TFLite's QuantizeMultiplier: r = mult * 2^-shift, mult in [2^30, 2^31), shift 1..62 */
static void multiplier(m2c_lowerer *L, double r, int64_t *mult, int64_t *shift)
{
    int e;
    double q;
    int64_t m;
    if (!(r > 0) || !isfinite(r)) ox_error(L, "the requantisation scale (x_scale * w_scale / y_scale) is %g; it must be positive and finite", r);
    q = frexp(r, &e);
    m = (int64_t)llround(q * 2147483648.0);
    if (m == ((int64_t)1 << 31)) { m /= 2; e++; }
    *shift = 31 - e;
    if (*shift < 1) ox_error(L, "the requantisation scale %g is too large (at most 2^30)", r);
    if (*shift > 62) { m >>= (*shift - 62); *shift = 62; }
    *mult = m;
}

static int64_t g_mult[QL_MAX_CH], g_shift[QL_MAX_CH], g_bias[QL_MAX_CH];

/* the per-channel (n = 1 or C) multipliers of xs * ws[c] / ys into g_mult/g_shift: how many */
static int requant(m2c_lowerer *L, int iws, int64_t C, double xs, double ys)
{
    uint64_t nw = ccount(L, iws, "the weight scale"), c;
    int n = nw == 1 ? 1 : (int)C;
    if (nw != 1 && nw != (uint64_t)C) ox_error(L, "the weight scale has %llu values for %lld channels", (unsigned long long)nw, (long long)C);
    if (C > QL_MAX_CH) ox_error(L, "more than %d output channels", QL_MAX_CH);
    for (c = 0; c < (uint64_t)n; c++) multiplier(L, xs * cnum(L, iws, c, "the weight scale") / ys, &g_mult[c], &g_shift[c]);
    for (c = 1; c < (uint64_t)n; c++)
        if (g_mult[c] != g_mult[0] || g_shift[c] != g_shift[0]) break;
    return c == (uint64_t)n ? 1 : n;   /* one when they are all the same */
}

/* the weight zero point (per tensor, or per channel all equal), shifted for uint8 */
static int32_t weight_zp(m2c_lowerer *L, int i, int u8)
{
    uint64_t n, k;
    double z;
    if (!ox_opt(L, i)) return 0;
    n = ccount(L, i, "the weight zero point");
    z = cnum(L, i, 0, "the weight zero point");
    for (k = 1; k < n; k++)
        if (cnum(L, i, k, "the weight zero point") != z)
            ox_error(L, "per-channel weight zero points that differ are not supported (the int8 kernels take one)");
    return (int32_t)z - (u8 ? 128 : 0);
}

/* int32 bias per channel (input ib: int32 as given, or a float constant
 * quantized at xs * ws[c]) as a constant of C values, or NULL. */
static m2c_value *bias32(m2c_lowerer *L, int ib, int64_t C, double xs, int iws)
{
    m2c_value *b = ox_opt(L, ib);
    int64_t c;
    if (!b) return NULL;
    if (m2c_type_count(&b->shape) != (uint64_t)C) ox_error(L, "the bias has %llu values for %lld channels", (unsigned long long)m2c_type_count(&b->shape), (long long)C);
    if (b->shape.elem == M2C_I32) {
        int64_t s[1];
        s[0] = C;
        return tw_reshape_dims(L, b, 1, s);
    }
    for (c = 0; c < C; c++) {
        double v = cnum(L, ib, (uint64_t)c, "the bias") / (xs * cnum(L, iws, (uint64_t)c, "the weight scale"));
        v = nearbyint(v);
        if (v > 2147483647.0 || v < -2147483648.0) ox_error(L, "the bias does not fit int32 at x_scale * w_scale");
        g_bias[c] = (int64_t)v;
    }
    return lw_const_int(L, M2C_I32, (int)C, g_bias);
}

/* QLinearConv: x, x_scale, x_zp, w, w_scale, w_zp, y_scale, y_zp, [B] */
static void qlinear_conv(m2c_lowerer *L)
{
    static const int64_t to_nhwc[4] = { 0, 2, 3, 1 }, to_nchw[4] = { 0, 3, 1, 2 };
    m2c_value *x = ox_in(L, 0), *w = ox_in(L, 3), *b, *in[3], *y;
    int xu = is_u8(L, 0), wu = is_u8(L, 3), yu = is_u8(L, 7), n, d;
    double xs = cnum(L, 1, 0, "x_scale"), ys = cnum(L, 6, 0, "y_scale");
    int32_t xzp = (int32_t)(ox_opt(L, 2) ? cnum(L, 2, 0, "x_zero_point") : 0) - (xu ? 128 : 0);
    int32_t yzp = (int32_t)(ox_opt(L, 7) ? cnum(L, 7, 0, "y_zero_point") : 0) - (yu ? 128 : 0);
    int64_t st[2] = { 1, 1 }, dl[2] = { 1, 1 }, p[4] = { 0, 0, 0, 0 }, k[2], g = ox_int(L, "group", 1), C;
    const char *ap = ox_str(L, "auto_pad", "NOTSET");
    m2c_op *op;
    if (x->shape.rank != 4 || w->shape.rank != 4) ox_error(L, "only 2-D convolutions (rank-4 data and weights) run on the int8 kernels");
    C = w->shape.dims[0];
    k[0] = w->shape.dims[2], k[1] = w->shape.dims[3];
    (void)ox_ints(L, "strides", st, 2);
    (void)ox_ints(L, "dilations", dl, 2);
    if (!strcmp(ap, "NOTSET")) (void)ox_ints(L, "pads", p, 4);
    else if (!strcmp(ap, "SAME_UPPER") || !strcmp(ap, "SAME_LOWER")) {
        for (d = 0; d < 2; d++) {
            int64_t in_d = x->shape.dims[2 + d], out_d = (in_d + st[d] - 1) / st[d];
            int64_t tot = (out_d - 1) * st[d] + (k[d] - 1) * dl[d] + 1 - in_d;
            if (tot < 0) tot = 0;
            p[d] = ap[5] == 'U' ? tot / 2 : tot - tot / 2;
            p[d + 2] = tot - p[d];
        }
    } else if (strcmp(ap, "VALID")) ox_error(L, "auto_pad = \"%s\" is not supported", ap);
    n = requant(L, 4, C, xs, ys);
    b = bias32(L, 8, C, xs, 4);
    if (xu) x = u8_to_i8(L, x);
    if (wu) w = u8_to_i8(L, w);
    in[0] = lw_transpose(L, x, to_nhwc, 0);
    in[1] = lw_transpose(L, w, to_nhwc, 0);   /* OIHW -> OHWI */
    in[2] = b;
    op = lw_op(L, M2C_OPK_TCP, b ? 3 : 2, in);
    m2c_set_op(op, NPK_OP_ICONV2D);
    op->attr.iconv2d.pad_top = lw_i32(L, p[0], "pads"), op->attr.iconv2d.pad_left = lw_i32(L, p[1], "pads");
    op->attr.iconv2d.pad_bottom = lw_i32(L, p[2], "pads"), op->attr.iconv2d.pad_right = lw_i32(L, p[3], "pads");
    op->attr.iconv2d.stride_h = lw_i32(L, st[0], "strides"), op->attr.iconv2d.stride_w = lw_i32(L, st[1], "strides");
    op->attr.iconv2d.dil_h = lw_i32(L, dl[0], "dilations"), op->attr.iconv2d.dil_w = lw_i32(L, dl[1], "dilations");
    op->attr.iconv2d.groups = lw_i32(L, g, "group");
    op->attr.iconv2d.in_zp = xzp;
    op->attr.iconv2d.w_zp = weight_zp(L, 5, wu);
    y = lw_done(L, op, NULL, 0);
    y = rescale(L, y, M2C_I8, n, g_mult, g_shift, 0, yzp, 0, 0);
    y = lw_transpose(L, y, to_nchw, 0);
    ox_finish(L, i8_to_out(L, y, yu));
}

/* QLinearMatMul: a, a_scale, a_zp, b, b_scale, b_zp, y_scale, y_zp, [bias] (transB: Gemm from QDQ) */
static void qlinear_matmul(m2c_lowerer *L)
{
    m2c_value *a = ox_in(L, 0), *bm = ox_in(L, 3), *bias, *in[2], *y;
    int au = is_u8(L, 0), bu = is_u8(L, 3), yu = is_u8(L, 7), n, ra = a->shape.rank, rb = bm->shape.rank, d, tb = (int)ox_int(L, "transB", 0);
    double as = cnum(L, 1, 0, "a_scale"), ys = cnum(L, 6, 0, "y_scale");
    int32_t azp = (int32_t)(ox_opt(L, 2) ? cnum(L, 2, 0, "a_zero_point") : 0) - (au ? 128 : 0);
    int32_t yzp = (int32_t)(ox_opt(L, 7) ? cnum(L, 7, 0, "y_zero_point") : 0) - (yu ? 128 : 0);
    int64_t K, N, M, B = 1, s[NPK_MAX_RANK], out[NPK_MAX_RANK];
    int bconst = bm->kind == M2C_V_CONST;
    m2c_op *op;
    if (ra < 2 || rb < 2) ox_error(L, "1-D operands are not supported on the int8 kernels");
    if (tb) {
        int64_t perm[2] = { 1, 0 };
        if (rb != 2) ox_error(L, "transB needs a rank-2 B");
        if (bu) bm = u8_to_i8(L, bm), bu = 0;
        bm = lw_transpose(L, bm, perm, 0);
    }
    K = a->shape.dims[ra - 1], M = a->shape.dims[ra - 2], N = bm->shape.dims[rb - 1];
    if (bm->shape.dims[rb - 2] != K) ox_error(L, "the inner dims differ (%lld and %lld)", (long long)K, (long long)bm->shape.dims[rb - 2]);
    n = requant(L, 4, N, as, ys);
    bias = bias32(L, 8, N, as, 4);
    if (au) a = u8_to_i8(L, a);
    if (bu) bm = u8_to_i8(L, bm);
    if (rb == 2) {   /* [rows, K] x [1, K, N] */
        s[0] = 1, s[1] = (int64_t)(m2c_type_count(&a->shape) / (uint64_t)K), s[2] = K;
        M = s[1];
    } else {         /* the same batch dims on both */
        if (ra != rb) ox_error(L, "batch dims that broadcast are not supported on the int8 kernels");
        for (d = 0; d < ra - 2; d++) {
            if (a->shape.dims[d] != bm->shape.dims[d]) ox_error(L, "batch dims that broadcast are not supported on the int8 kernels");
            B *= a->shape.dims[d];
        }
        s[0] = B, s[1] = M, s[2] = K;
    }
    in[0] = tw_reshape_dims(L, a, 3, s);
    s[0] = rb == 2 ? 1 : B, s[1] = K, s[2] = N;
    in[1] = tw_reshape_dims(L, bm, 3, s);
    op = lw_op(L, M2C_OPK_TCP, 2, in);
    m2c_set_op(op, NPK_OP_IMATMUL);
    op->attr.imatmul.a_zp = azp;
    op->attr.imatmul.b_zp = weight_zp(L, 5, bu);
    y = lw_done(L, op, NULL, 0);
    s[0] = (rb == 2 ? 1 : B) * M, s[1] = N;
    y = tw_reshape_dims(L, y, 2, s);
    if (bias || (rb == 2 && bconst)) {   /* the form fuse_int8.c makes a qconv2d */
        if (!bias) {
            memset(g_bias, 0, (size_t)N * sizeof g_bias[0]);
            bias = lw_const_int(L, M2C_I32, (int)N, g_bias);
        }
        s[0] = 1;
        s[1] = N;
        y = tw_bin(L, NPK_BIN_ADD, y, tw_reshape_dims(L, bias, 2, s));
    }
    y = rescale(L, y, M2C_I8, n, g_mult, g_shift, 0, yzp, 0, 0);
    for (d = 0; d < ra - 1; d++) out[d] = a->shape.dims[d];
    out[ra - 1] = N;
    if (rb == 2 && ra == 2) out[0] = M;
    ox_finish(L, i8_to_out(L, tw_reshape_dims(L, y, ra, out), yu));
}

/* x (int8, of out's rank or less) broadcast to out's dims by a tile: the qadd op takes one shape */
static m2c_value *broadcast_i8(m2c_lowerer *L, m2c_value *x, const m2c_type *out)
{
    int64_t s[NPK_MAX_RANK] = { 1 };
    int d, lead = out->rank - x->shape.rank, same = 1;
    m2c_op *op;
    for (d = 0; d < out->rank; d++) {
        s[d] = d < lead ? 1 : x->shape.dims[d - lead];
        same &= s[d] == out->dims[d];
    }
    x = tw_reshape_dims(L, x, out->rank, s);
    if (same) return x;
    op = lw_op(L, M2C_OPK_TCP, 1, &x);
    m2c_set_op(op, NPK_OP_TILE);
    for (d = 0; d < out->rank; d++) NPK_TILE_MULTIPLES(op)[d] = (int32_t)(out->dims[d] / s[d]);
    return lw_done(L, op, NULL, 0);
}

/* The QDQ add (m2c_onnx_qdq rewrites Q(Add(DQ(a), DQ(b))) as a QuantizeLinear
 * of inputs a, a_scale, a_zp, b, b_scale, b_zp, y_scale, y_zp, QLinearAdd's):
 * each operand rescaled to i32 in units of max(a_scale, b_scale) / 2^QADD_BITS,
 * added, rescaled to i8 (fuse_int8.c: one qadd op). |a - a_zp| <= 255, so a
 * term is below 2^30 and the sum fits int32. The two terms' roundings move the
 * sum by at most one unit, 2^-QADD_BITS max scale / y_scale of y's step: y is
 * round((a_scale (a - a_zp) + b_scale (b - b_zp)) / y_scale) of the real
 * values but on exact ties (half up; ONNX half to even) and values that close
 * to a tie, where ONNX's float32 steps decide it anyway. */
#define QADD_BITS 22
static void qlinear_add(m2c_lowerer *L)
{
    m2c_value *a = ox_in(L, 0), *b = ox_in(L, 3), *sum;
    int au = is_u8(L, 0), bu = is_u8(L, 3), yu = is_u8(L, 7), d;
    double as = cnum(L, 1, 0, "a_scale"), bs = cnum(L, 4, 0, "b_scale"), ys = cnum(L, 6, 0, "y_scale");
    double top = (as > bs ? as : bs) / ldexp(1.0, QADD_BITS);
    int32_t azp = (int32_t)cnum(L, 2, 0, "a_zero_point") - (au ? 128 : 0), bzp = (int32_t)cnum(L, 5, 0, "b_zero_point") - (bu ? 128 : 0);
    int32_t yzp = (int32_t)cnum(L, 7, 0, "y_zero_point") - (yu ? 128 : 0);
    int64_t am, ash, bm, bsh, om, osh;
    m2c_type out;
    memset(&out, 0, sizeof out);   /* the broadcast shape of a and b */
    out.rank = a->shape.rank > b->shape.rank ? a->shape.rank : b->shape.rank;
    for (d = 0; d < out.rank; d++) {
        int ia = d - (out.rank - a->shape.rank), ib = d - (out.rank - b->shape.rank);
        int64_t da = ia < 0 ? 1 : a->shape.dims[ia], db = ib < 0 ? 1 : b->shape.dims[ib];
        if (da != db && da != 1 && db != 1) ox_error(L, "dims %lld and %lld do not broadcast", (long long)da, (long long)db);
        out.dims[d] = da == 1 ? db : da;
    }
    multiplier(L, as / top, &am, &ash);
    multiplier(L, bs / top, &bm, &bsh);
    multiplier(L, top / ys, &om, &osh);
    if (au) a = u8_to_i8(L, a);
    if (bu) b = u8_to_i8(L, b);
    a = rescale(L, broadcast_i8(L, a, &out), M2C_I32, 1, &am, &ash, azp, 0, 0, 0);
    b = rescale(L, broadcast_i8(L, b, &out), M2C_I32, 1, &bm, &bsh, bzp, 0, 0, 0);
    sum = tw_bin(L, NPK_BIN_ADD, a, b);
    ox_finish(L, i8_to_out(L, rescale(L, sum, M2C_I8, 1, &om, &osh, 0, yzp, 0, 0), yu));
}

void ox_lower_qlinear(m2c_lowerer *L)
{
    if (L->arg == 0) qlinear_conv(L);
    else if (L->arg == 1) qlinear_matmul(L);
    else qlinear_add(L);
}

/* ---- the QDQ format, recognised before lowering ---- */

static int named(const m2c_op *op, const char *t) { return op && !strcmp(op->dname + 5, t) && !strncmp(op->dname, "onnx.", 5); }
static m2c_op *def_of(m2c_value *v) { return v && v->kind == M2C_V_OP ? v->def : NULL; }
static int is_const(const m2c_value *v) { return v && v->kind == M2C_V_CONST && v->cbuf; }
static int64_t int_attr(m2c_op *op, const char *name, int64_t dflt)
{
    m2c_attr *a = m2c_find_attr(op, name);
    return a && a->kind == M2C_ATTR_INT ? a->i : dflt;
}
/* a constant zero point of an 8-bit type: int8, or uint8 (an i16 of its value, or
 * an i8 of its bits); not uint16 (an i32 with shape.uns), which the int8 kernels cannot take */
static int zp8(const m2c_value *v)
{
    return is_const(v) && (v->cbuf->elem == M2C_I8 || (v->cbuf->elem == M2C_I16 && v->shape.uns));
}

/* v = DequantizeLinear(q, scale, zp) with constant scale and zero point:
 * per tensor, or (weights: constant q) `channels` values along `axis`. */
static m2c_op *dq_input(m2c_value *v, int weight, int64_t channels, int axis, int rank)
{
    m2c_op *dq = def_of(v);
    uint64_t n;
    int64_t ax;
    if (!named(dq, "DequantizeLinear") || dq->n_in < 2 || !dq->in[0] || !is_const(dq->in[1])) return NULL;
    if (dq->n_in < 3 || !zp8(dq->in[2]) || int_attr(dq, "block_size", 0)) return NULL;
    if (weight && !is_const(dq->in[0])) return NULL;
    n = dq->in[1]->cbuf->count;
    if (dq->in[2]->cbuf->count != n) return NULL;
    if (n == 1) return dq;
    ax = int_attr(dq, "axis", 1);
    if (ax < 0) ax += rank;
    return weight && (int64_t)n == channels && ax == axis ? dq : NULL;
}

/* q's inputs become ins[0..n-1] (NULL: omitted), its type `type`, its attributes op's */
static void rewrite(m2c_op *q, m2c_op *op, const char *type, m2c_value *const *ins, const char *const *locs, int n)
{
    int k;
    char name[64];
    snprintf(name, sizeof name, "onnx.%s", type);
    q->dname = m2c_strndup(name, strlen(name));
    for (k = 0; k < n; k++) {
        q->in[k] = ins[k];
        q->in_loc[k] = locs[k];
        memset(&q->in_decl[k], 0, sizeof q->in_decl[k]);
        if (ins[k] && ins[k]->kind != M2C_V_OP) q->in_decl[k] = ins[k]->decl;
    }
    q->n_in = n;
    q->attrs = op->attrs;
    q->n_attrs = op->n_attrs;
    q->loc = op->loc;
    if (op->debug_name) q->debug_name = op->debug_name;
    op->dead = 1;
}

/* constant v's first element as a number */
static double first(const m2c_value *v)
{
    int64_t iv = 0;
    if (!v->cbuf->raw) return v->cbuf->data[0];
    return m2c_load_elem((const unsigned char *)v->cbuf->raw, v->cbuf->elem, v->shape.uns, &iv);
}

/* Q(Add(DQ(a), DQ(b))), every scale and zero point a constant per tensor:
 * q becomes a QLinearAdd (a, a_scale, a_zp, b, b_scale, b_zp, y_scale,
 * y_zp: ONNX Runtime's contrib op's operands; only this rewrite makes one,
 * the importer refuses that op's com.microsoft domain), run as qadd. */
static int qdq_add(m2c_op *q, m2c_op *op)
{
    m2c_op *da = dq_input(op->in[0], 0, 0, 0, 0), *db = op->n_in == 2 ? dq_input(op->in[1], 0, 0, 0, 0) : NULL;
    m2c_value *ins[8];
    const char *locs[8];
    double sa, sb, sy;
    if (!da || !db) return 0;   /* (per tensor: dq_input takes one scale for data) */
    sa = first(da->in[1]), sb = first(db->in[1]), sy = first(q->in[1]);
    /* the multipliers qlinear_add makes must exist: positive finite scales in a sane ratio */
    if (!(sa > 0 && sb > 0 && sy > 0 && isfinite(sa) && isfinite(sb) && isfinite(sy)) || (sa > sb ? sa : sb) / sy > 1e9)
        return 0;
    ins[0] = da->in[0], ins[1] = da->in[1], ins[2] = da->in[2];
    ins[3] = db->in[0], ins[4] = db->in[1], ins[5] = db->in[2];
    ins[6] = q->in[1], ins[7] = q->in[2];
    locs[0] = locs[1] = locs[2] = da->loc, locs[3] = locs[4] = locs[5] = db->loc, locs[6] = locs[7] = q->loc;
    rewrite(q, op, "QLinearAdd", ins, locs, 8);
    q->attrs = NULL, q->n_attrs = 0;
    return 1;
}

static int qdq_group(m2c_func *f, m2c_op *q)
{
    m2c_op *op = def_of(q->in[0]), *dx, *dw;
    m2c_value *ins[9], *bias = NULL;
    const char *locs[9];
    int conv, k, r;
    int64_t ch;
    if (!op || op->dead || q->n_in < 2 || !is_const(q->in[1]) || q->in[1]->cbuf->count != 1 || op->out->uses != 1) return 0;
    if (q->n_in < 3 || !zp8(q->in[2]) || q->in[2]->cbuf->count != 1 || int_attr(q, "block_size", 0)) return 0;
    for (k = 0; k < f->n_results; k++) if (f->results[k] == op->out) return 0;
    if (named(op, "Add")) return qdq_add(q, op);
    conv = named(op, "Conv");
    if (!conv && !named(op, "MatMul") && !named(op, "Gemm")) return 0;
    if (op->n_in < 2 || !op->in[1] || !def_of(op->in[1]) || def_of(op->in[1])->n_in < 1 || !is_const(def_of(op->in[1])->in[0]))
        return 0;
    r = def_of(op->in[1])->in[0]->shape.rank;
    if (named(op, "Gemm")) {   /* y = A B' + C only */
        m2c_attr *al = m2c_find_attr(op, "alpha"), *be = m2c_find_attr(op, "beta");
        if (int_attr(op, "transA", 0) || (al && al->f != 1.0) || (be && be->f != 1.0) || r != 2) return 0;
    }
    if (conv && r != 4) return 0;
    /* the output channels, the weights' scale axis: Conv O (axis 0), MatMul N (axis 1), Gemm transB N (axis 0) */
    {
        const m2c_value *w = def_of(op->in[1])->in[0];
        const int64_t *wd = w->shape.dims;
        int tb = named(op, "Gemm") && int_attr(op, "transB", 0), axis = conv || tb ? 0 : r - 1;
        ch = wd[axis];
        dx = dq_input(op->in[0], 0, 0, 0, 0);
        dw = dq_input(op->in[1], 1, ch, axis, r);
    }
    if (!dx || !dw) return 0;
    if (op->n_in > 2 && op->in[2]) bias = op->in[2];
    ins[0] = dx->in[0], ins[1] = dx->in[1], ins[2] = dx->in[2];
    ins[3] = dw->in[0], ins[4] = dw->in[1], ins[5] = dw->in[2];
    ins[6] = q->in[1], ins[7] = q->in[2], ins[8] = bias;
    locs[0] = locs[1] = locs[2] = dx->loc, locs[3] = locs[4] = locs[5] = dw->loc;
    locs[6] = locs[7] = q->loc, locs[8] = op->loc;
    rewrite(q, op, conv ? "QLinearConv" : "QLinearMatMul", ins, locs, bias ? 9 : 8);
    return 1;
}

void m2c_onnx_qdq(m2c_func *f)
{
    int i, n = 0, any = 0;
    m2c_recount_uses(f);
    for (i = 0; i < f->n_ops; i++)
        if (named(f->ops[i], "QuantizeLinear") && !f->ops[i]->dead) any |= qdq_group(f, f->ops[i]);
    if (!any) return;
    for (i = 0; i < f->n_ops; i++)
        if (!f->ops[i]->dead) f->ops[n++] = f->ops[i];
    f->n_ops = n;
}
