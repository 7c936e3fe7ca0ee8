/* lower_linalg.c - linalg-on-tensors ops to TCF-level ops (tensor ops:
 * lower_tensor.c).
 *   linalg.matmul (+ non-zero init)  -> matmul (+ add)
 *   linalg.conv_2d_nchw_fchw          -> conv; a pad of its input's spatial
 *                                      dims with zeros becomes its padding
 *   linalg.pooling_nchw_max           -> max pool (-inf padding folded)
 *   linalg.generic, parallel          -> its body as a chain of elementwise
 *                                      ops; inputs read through permuted or
 *                                      broadcasting maps become transposes
 *                                      and reshapes that broadcast
 *   linalg.generic, one reduction     -> reduce_max / reduce_sum (softmax.c)
 */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "lower.h"

#define NAME(s) (!strcmp(L->src->dname, s))
#define NEG_BIG (-3.4028234663852886e38)

/* A pad op (tensor.pad lowers to one) that a conv or pool may take as its padding. */
static int is_pad(const m2c_value *v)
{
    return v->kind == M2C_V_OP && v->def && !v->def->dead && v->def->opcode == NPK_OP_PAD;
}

/* strides/dilations: n integers (dense<1> : tensor<nxi64> or a list); 1s when absent */
static void window_attr(m2c_lowerer *L, const char *name, int64_t *out, int n)
{
    m2c_attr *a = lw_attr(L, name);
    int i;
    for (i = 0; i < n; i++) out[i] = 1;
    if (!a) return;
    if (a->kind == M2C_ATTR_INT) for (i = 0; i < n; i++) out[i] = a->i;
    else if (a->kind == M2C_ATTR_ARRAY && a->all_int && a->n == n) for (i = 0; i < n; i++) out[i] = a->ints[i];
    else m2c_error_at(a->vloc, "'%s' of %s must be %d integers", name, L->src->dname, n);
    for (i = 0; i < n; i++)
        if (out[i] < 1 || out[i] > INT32_MAX) m2c_error_at(a->vloc, "'%s' of %s must be in [1, %d]", name, L->src->dname, INT32_MAX);
}
static void pair_attr(m2c_lowerer *L, const char *name, int64_t *out) { window_attr(L, name, out, 2); }

/* Fold a pad op feeding operand 0 into [top, left, bottom, right] padding;
 * h/w are the padded dims (2,3 for NCHW, 1,2 for NHWC). A pad with another
 * value (0 for a conv, -inf for a max pool) or of other dims stays an op of
 * its own. */
static m2c_value *take_pad(m2c_lowerer *L, m2c_value *x, int64_t *pad, int h, int w, int is_max)
{
    m2c_op *p;
    int d;
    (void)L;
    pad[0] = pad[1] = pad[2] = pad[3] = 0;
    if (!is_pad(x)) return x;
    p = x->def;
    if (is_max ? !(p->attr.pad.value <= NEG_BIG) : p->attr.pad.value != 0.0f) return x;
    for (d = 0; d < x->shape.rank; d++)
        if (d != h && d != w && (NPK_PAD_BEFORE(p)[d] || NPK_PAD_AFTER(p)[d])) return x;
    pad[0] = NPK_PAD_BEFORE(p)[h]; pad[1] = NPK_PAD_BEFORE(p)[w];
    pad[2] = NPK_PAD_AFTER(p)[h]; pad[3] = NPK_PAD_AFTER(p)[w];
    return p->in[0];
}

/* The shape a named op's result has: its declared type, or where that has
 * `?`s, its outs operand's resolved shape (destination-passing style: the
 * result is the outs tensor's type). */
static const m2c_type *result_type(m2c_lowerer *L)
{
    const m2c_type *d = &L->src->out->decl, *o = &L->src->in[L->src->n_in - 1]->shape;
    if (m2c_type_static(d) || L->src->n_in == L->src->n_ins || o->rank != d->rank || o->elem != d->elem) return d;
    return o;
}

/* Add a named op's init (outs) unless it is the identity constant. */
static void finish_with_init(m2c_lowerer *L, m2c_value *y, m2c_value *init, m2c_opkind combine, float identity)
{
    if (lw_is_splat(init, identity) || (identity < 0 && init->kind == M2C_V_CONST && init->cbuf->data &&
                                         lw_is_splat(init, init->cbuf->data[0]) && init->cbuf->data[0] <= NEG_BIG)) {
        lw_reshape(L, y, result_type(L), 1);
        return;
    }
    if (init->kind == M2C_V_OP && init->def && init->def->kind == M2C_OPK_BROADCAST) init = init->def->in[0];
    lw_binary(L, combine, y, init, 1);
}

static m2c_value *scalar_const(m2c_lowerer *L, float v);

static void need_f32_all(m2c_lowerer *L)
{
    int i;
    for (i = 0; i < L->src->n_in; i++) lw_need_f32(L, i);
    if (L->src->out->decl.elem != M2C_F32) m2c_error_at(L->src->loc, "%s: only f32 results are supported", L->src->dname);
}

/* Every operand and the result a float tensor (f32, f16 or bf16). */
static int all_float(const m2c_lowerer *L)
{
    int i, e = L->src->out->decl.elem;
    for (i = 0; i < L->src->n_in; i++) {
        int t = L->src->in[i]->shape.elem;
        if (!m2c_elem_is_float(t)) return 0;
    }
    return m2c_elem_is_float(e);
}

static void need_rank(m2c_lowerer *L, int i, int rank)
{
    if (L->src->in[i]->shape.rank != rank) {
        char s[128];
        m2c_shape_str(&L->src->in[i]->shape, s, sizeof s);
        m2c_error_at(L->src->in_loc[i], "%s: operand %d must have rank %d, got shape %s", L->src->dname, i, rank, s);
    }
}

/* An operand as a matrix or stack of matrices: vectors become [1, n]
 * (as_row) or [n, 1]. */
static m2c_value *as_matrix(m2c_lowerer *L, m2c_value *v, int as_row)
{
    m2c_type t;
    if (v->shape.rank != 1) return v;
    memset(&t, 0, sizeof t);
    t.rank = 2;
    t.dims[0] = as_row ? 1 : v->shape.dims[0];
    t.dims[1] = as_row ? v->shape.dims[0] : 1;
    return lw_reshape(L, v, &t, 0);
}

/* The matmul family, by table argument: MM_TA/MM_TB transposed operands,
 * MM_BATCH a leading batch dim (any size: the matmul op takes stacks of
 * matrices), MM_VEC for matvec (A x v), vecmat (v x B) and dot (v . w),
 * whose vector operands become matrices of one row or column. */
enum { MM_TA = 1, MM_TB = 2, MM_BATCH = 4, MM_MATVEC = 8, MM_VECMAT = 16, MM_DOT = 32 };
static void lower_int_matmul(m2c_lowerer *L);
static void lower_matmul(m2c_lowerer *L)
{
    int f = L->arg, r = f & MM_BATCH ? 3 : 2, f32_only;
    m2c_value *in[2], *y;
    m2c_op *mm;
    if (L->src->n_ins != 2 || L->src->n_in != 3) m2c_error_at(L->src->loc, "%s takes 2 inputs and 1 output", L->src->dname);
    /* explicit indexing_maps (transposed or broadcast operands), or operands
     * of another type than the result's float: the generic form's loop */
    if (L->src->n_maps && m2c_named_maps_default(L->src)) L->src->n_maps = 0;   /* the generic form's defaults */
    /* Floats other than f32 x f32 -> f32 also take the loop: mixed types
     * (f16 x f64 -> f32) need linalg's casts, and f16/bf16/f64 results
     * accumulate in the result type, rounding each step (IREE's f16 matmul
     * tests expect exactly that). */
    f32_only = L->src->in[0]->shape.elem == M2C_F32 && L->src->in[1]->shape.elem == M2C_F32 &&
               L->src->out->decl.elem == M2C_F32;
    if (L->src->n_maps || m2c_cast_unsigned(L) ||
        (!(f & MM_DOT) && (all_float(L) ? !f32_only : L->src->out->decl.elem == M2C_F32))) {
        m2c_lower_named_loop(L);
        return;
    }
    if (L->src->out->decl.elem >= M2C_I8 && L->src->out->decl.elem <= M2C_I64) { lower_int_matmul(L); return; }
    need_f32_all(L);
    need_rank(L, 0, f & (MM_VECMAT | MM_DOT) ? 1 : r);
    need_rank(L, 1, f & (MM_MATVEC | MM_DOT) ? 1 : r);
    need_rank(L, 2, f & MM_DOT ? 0 : f & (MM_MATVEC | MM_VECMAT) ? 1 : r);
    in[0] = as_matrix(L, L->src->in[0], 1);
    in[1] = as_matrix(L, L->src->in[1], 0);
    mm = lw_op(L, M2C_OPK_MATMUL, 2, in);
    mm->attr.matmul.trans_a = (f & MM_TA) != 0;
    mm->attr.matmul.trans_b = (f & MM_TB) != 0;
    y = lw_done(L, mm, NULL, 0);
    y = lw_reshape(L, y, result_type(L), 0);
    finish_with_init(L, y, L->src->in[2], M2C_OPK_ADD, 0.0f);
}

/* The matmul family on integers (linalg's rule: each operand sign-extended
 * to the result type, products summed in it, wrapping) as the imatmul op,
 * where its result type is the named op's: i8 -> i32, i16 -> i64, i32 -> i32.
 * A non-zero init is added with the integer add. */
static void lower_int_matmul(m2c_lowerer *L)
{
    static const int64_t swap2[3] = { 0, 2, 1 };
    int f = L->arg, r = f & MM_BATCH ? 3 : 2, e = L->src->in[0]->shape.elem, k;
    int natural = e == M2C_I8 ? M2C_I32 : e == M2C_I16 ? M2C_I64 : e == M2C_I32 ? M2C_I32 : -1;
    m2c_value *in[2], *y, *init = L->src->in[2];
    m2c_op *mm;
    if ((L->src->in[1]->shape.elem != e || natural != L->src->out->decl.elem) && !(f & MM_DOT) && !L->src->in[0]->shape.scalar) {
        m2c_lower_named_loop(L);   /* other integer types: linalg's casts in the generic form */
        return;
    }
    if (L->src->in[1]->shape.elem != e || natural != L->src->out->decl.elem || L->src->in[0]->shape.scalar) {
        char a[128], b[128], c[128];
        m2c_type_str(&L->src->in[0]->shape, a, sizeof a);
        m2c_type_str(&L->src->in[1]->shape, b, sizeof b);
        m2c_type_str(&L->src->out->decl, c, sizeof c);
        m2c_error_at(L->src->loc, "%s of %s and %s into %s is not supported (integers: i8 x i8 -> i32, i16 x i16 -> i64, "
                     "i32 x i32 -> i32)", L->src->dname, a, b, c);
    }
    need_rank(L, 0, f & (MM_VECMAT | MM_DOT) ? 1 : r);
    need_rank(L, 1, f & (MM_MATVEC | MM_DOT) ? 1 : r);
    for (k = 0; k < 2; k++) {
        m2c_value *v = as_matrix(L, L->src->in[k], k == 0);
        if (v->shape.rank == 2) {
            m2c_type t;
            memset(&t, 0, sizeof t);
            t.rank = 3; t.elem = e; t.dims[0] = 1; t.dims[1] = v->shape.dims[0]; t.dims[2] = v->shape.dims[1];
            v = lw_reshape(L, v, &t, 0);
        }
        if (f & (k == 0 ? MM_TA : MM_TB)) v = lw_transpose(L, v, swap2, 0);
        in[k] = v;
    }
    mm = lw_op(L, M2C_OPK_TCP, 2, in);
    m2c_set_op(mm, NPK_OP_IMATMUL);
    y = lw_done(L, mm, NULL, 0);
    if (lw_is_splat(init, 0.0f)) {
        lw_reshape(L, y, result_type(L), 1);
        return;
    }
    in[0] = lw_reshape(L, y, result_type(L), 0);
    in[1] = init;
    mm = lw_op(L, M2C_OPK_TCP, 2, in);
    m2c_set_op(mm, NPK_OP_IBINARY);
    mm->attr.ibinary.fn = NPK_IBIN_ADD;
    lw_done(L, mm, NULL, 1);
}

/* strides/dilations of a 1-D window: 1 integer */
static int64_t single_attr(m2c_lowerer *L, const char *name)
{
    m2c_attr *a = lw_attr(L, name);
    int64_t v = 1;
    if (!a) return 1;
    if (a->kind == M2C_ATTR_INT) v = a->i;
    else if (a->kind == M2C_ATTR_ARRAY && a->all_int && a->n == 1) v = a->ints[0];
    else m2c_error_at(a->vloc, "'%s' of %s must be 1 integer", name, L->src->dname);
    if (v < 1 || v > INT32_MAX) m2c_error_at(a->vloc, "'%s' of %s must be in [1, %d]", name, L->src->dname, INT32_MAX);
    return v;
}

static m2c_value *reshape4(m2c_lowerer *L, m2c_value *x, int64_t a, int64_t b, int64_t c, int64_t d)
{
    m2c_type t;
    memset(&t, 0, sizeof t);
    t.rank = 4;
    t.dims[0] = a; t.dims[1] = b; t.dims[2] = c; t.dims[3] = d;
    return lw_reshape(L, x, &t, 0);
}

/* The conv layouts (table argument): input, filter (F = output channels,
 * C = input channels, M = channel multiplier of a depthwise conv). Every one
 * runs as npk's NCHW x FCHW conv2d (a 1-D conv as height 1, a depthwise one
 * as groups = C) between transposes and reshapes; the layout pass removes
 * the transposes that cancel. */
enum {
    CV_NCHW_FCHW, CV_NHWC_HWCF, CV_NHWC_FHWC, CV_NWC_WCF, CV_NCW_FCW, CV_HW, CV_W,
    DW_NHWC_HWC, DW_NHWC_HWCM, DW_NCHW_CHW, DW_NWC_WC, DW_NCW_CW
};
/* linalg sizes a convolution's loops by its output: an input larger than the
 * windows read (named-ops.mlir's 113x113 input of a 56x56 output) is legal,
 * its extra rows and columns unused. Cut them (the bottom/right pad first) so
 * that the conv kernel infers the declared output. x is NCHW, pad
 * {top, left, bottom, right}. */
static m2c_value *cut_unused_input(m2c_lowerer *L, m2c_value *x, const int64_t *out_hw, const int64_t *kernel,
                                   const int64_t *stride, const int64_t *dil, int64_t *pad)
{
    int64_t start[4] = { 0, 0, 0, 0 }, size[4];
    int a;
    for (a = 0; a < 4; a++) size[a] = x->shape.dims[a];
    for (a = 0; a < 2; a++) {
        int64_t need = (out_hw[a] - 1) * stride[a] + (kernel[a] - 1) * dil[a] + 1;
        int64_t excess = size[2 + a] + pad[a] + pad[2 + a] - need, cut;
        if (out_hw[a] < 1 || kernel[a] < 1 || excess <= 0) continue;
        cut = excess < pad[2 + a] ? excess : pad[2 + a];
        pad[2 + a] -= cut;
        excess -= cut;
        if (excess < size[2 + a]) size[2 + a] -= excess;
    }
    return lw_slice(L, x, start, size);
}

static void lower_conv(m2c_lowerer *L)
{
    static const int64_t to_nchw[4] = { 0, 3, 1, 2 }, to_nhwc[4] = { 0, 2, 3, 1 }, hwcf_to_fchw[4] = { 3, 2, 0, 1 };
    static const int64_t hwc_to_chw[3] = { 2, 0, 1 }, hwcm_to_cmhw[4] = { 2, 3, 0, 1 }, swap[2] = { 1, 0 };
    /* input rank, filter rank, channels last, 1-D */
    static const struct { int xr, wr, last, one_d; } lay[] = {
        { 4, 4, 0, 0 }, { 4, 4, 1, 0 }, { 4, 4, 1, 0 }, { 3, 3, 1, 1 }, { 3, 3, 0, 1 }, { 2, 2, 0, 0 }, { 1, 1, 0, 1 },
        { 4, 3, 1, 0 }, { 4, 4, 1, 0 }, { 4, 3, 0, 0 }, { 3, 2, 1, 1 }, { 3, 2, 0, 1 },
    };
    int k = L->arg;
    int64_t stride[2], dil[2], pad[4] = { 0, 0, 0, 0 }, groups = 1;
    m2c_value *x, *w, *in[2], *y;
    const int64_t *xd, *wd;
    m2c_op *conv;
    if (L->src->n_ins != 2 || L->src->n_in != 3) m2c_error_at(L->src->loc, "%s takes 2 inputs and 1 output", L->src->dname);
    need_f32_all(L);
    if (lay[k].one_d) {
        stride[0] = dil[0] = 1;
        stride[1] = single_attr(L, "strides");
        dil[1] = single_attr(L, "dilations");
    } else {
        pair_attr(L, "strides", stride);
        pair_attr(L, "dilations", dil);
    }
    x = L->src->in[0];
    if (lay[k].xr == 4) x = take_pad(L, x, pad, lay[k].last ? 1 : 2, lay[k].last ? 2 : 3, 0);
    if (x->shape.rank != lay[k].xr) m2c_error_at(L->src->in_loc[0], "%s: the input must have rank %d", L->src->dname, lay[k].xr);
    need_rank(L, 1, lay[k].wr);
    w = L->src->in[1];
    xd = x->shape.dims;
    wd = w->shape.dims;
    switch (k) {   /* the input as NCHW */
    case CV_NWC_WCF: case DW_NWC_WC: x = reshape4(L, x, xd[0], 1, xd[1], xd[2]); break;
    case CV_NCW_FCW: case DW_NCW_CW: x = reshape4(L, x, xd[0], xd[1], 1, xd[2]); break;
    case CV_HW: x = reshape4(L, x, 1, 1, xd[0], xd[1]); break;
    case CV_W: x = reshape4(L, x, 1, 1, 1, xd[0]); break;
    default: break;
    }
    if (lay[k].last) x = lw_transpose(L, x, to_nchw, 0);
    switch (k) {   /* the filter as FCHW; a depthwise one has C groups of 1 channel */
    case CV_NHWC_HWCF: w = lw_transpose(L, w, hwcf_to_fchw, 0); break;
    case CV_NHWC_FHWC: w = lw_transpose(L, w, to_nchw, 0); break;
    case CV_NWC_WCF: w = lw_transpose(L, reshape4(L, w, 1, wd[0], wd[1], wd[2]), hwcf_to_fchw, 0); break;
    case CV_NCW_FCW: w = reshape4(L, w, wd[0], wd[1], 1, wd[2]); break;
    case CV_HW: w = reshape4(L, w, 1, 1, wd[0], wd[1]); break;
    case CV_W: w = reshape4(L, w, 1, 1, 1, wd[0]); break;
    case DW_NHWC_HWC: groups = wd[2]; w = reshape4(L, lw_transpose(L, w, hwc_to_chw, 0), wd[2], 1, wd[0], wd[1]); break;
    case DW_NHWC_HWCM:
        groups = wd[2];
        w = reshape4(L, lw_transpose(L, w, hwcm_to_cmhw, 0), wd[2] * wd[3], 1, wd[0], wd[1]);
        break;
    case DW_NCHW_CHW: groups = wd[0]; w = reshape4(L, w, wd[0], 1, wd[1], wd[2]); break;
    case DW_NWC_WC: groups = wd[1]; w = reshape4(L, lw_transpose(L, w, swap, 0), wd[1], 1, 1, wd[0]); break;
    case DW_NCW_CW: groups = wd[0]; w = reshape4(L, w, wd[0], 1, 1, wd[1]); break;
    default: break;
    }
    {   /* the output's spatial sizes, from the declared result in the op's layout */
        const int64_t *rd = result_type(L)->dims;
        int64_t out_hw[2], kernel[2];
        int xr = lay[k].xr;
        out_hw[0] = xr <= 3 && (xr == 1 || lay[k].one_d) ? 1 : rd[xr == 2 ? 0 : lay[k].last ? 1 : 2];
        out_hw[1] = rd[xr == 1 ? 0 : xr == 2 ? 1 : lay[k].one_d ? (lay[k].last ? 1 : 2) : lay[k].last ? 2 : 3];
        kernel[0] = w->shape.dims[2];
        kernel[1] = w->shape.dims[3];
        x = cut_unused_input(L, x, out_hw, kernel, stride, dil, pad);
    }
    in[0] = x;
    in[1] = w;
    conv = lw_op(L, M2C_OPK_CONV2D, 2, in);
    lw_window(L, conv, stride, pad, dil);
    conv->attr.conv2d.groups = lw_i32(L, groups, "groups");
    y = lw_done(L, conv, NULL, 0);
    if (lay[k].last) y = lw_transpose(L, y, to_nhwc, 0);
    y = lw_reshape(L, y, result_type(L), 0);
    finish_with_init(L, y, L->src->in[2], M2C_OPK_ADD, 0.0f);
}

/* Pooling (table argument: PL_* layout | function). Max pools are
 * max_pool2d; sum pools avg_pool2d counting the padding, times the window
 * size; min pools are max pools of the negated input, negated (no new
 * kernel). A 1-D pool is a 2-D one of height 1. */
enum { PL_NCHW = 0, PL_NHWC = 1, PL_NCW = 2, PL_NWC = 3, PL_MAX = 0, PL_MIN = 4, PL_SUM = 8 };
static void lower_pool(m2c_lowerer *L)
{
    static const int64_t to_nchw[4] = { 0, 3, 1, 2 }, to_nhwc[4] = { 0, 2, 3, 1 };
    int lay = L->arg & 3, fn = L->arg & ~3, last = lay == PL_NHWC || lay == PL_NWC, one_d = lay >= PL_NCW;
    int64_t stride[2], dil[2], pad[4] = { 0, 0, 0, 0 }, k[2];
    const int64_t *xd;
    m2c_value *x, *y;
    m2c_op *op;
    if (L->src->n_ins != 2 || L->src->n_in != 3) m2c_error_at(L->src->loc, "%s takes 2 inputs and 1 output", L->src->dname);
    if (one_d) {
        stride[0] = dil[0] = 1;
        stride[1] = single_attr(L, "strides");
        dil[1] = single_attr(L, "dilations");
    } else {
        pair_attr(L, "strides", stride);
        pair_attr(L, "dilations", dil);
    }
    /* dilated windows and integer pools: the generic form's loop */
    if (dil[0] != 1 || dil[1] != 1 || !all_float(L)) { m2c_lower_named_loop(L); return; }
    need_f32_all(L);
    x = L->src->in[0];
    if (!one_d && fn != PL_MIN) x = take_pad(L, x, pad, last ? 1 : 2, last ? 2 : 3, fn == PL_MAX);
    if (x->shape.rank != (one_d ? 3 : 4))
        m2c_error_at(L->src->in_loc[0], "%s: the input must have rank %d", L->src->dname, one_d ? 3 : 4);
    need_rank(L, 1, one_d ? 1 : 2);
    k[0] = one_d ? 1 : L->src->in[1]->shape.dims[0];
    k[1] = L->src->in[1]->shape.dims[one_d ? 0 : 1];
    xd = x->shape.dims;
    if (lay == PL_NWC) x = reshape4(L, x, xd[0], 1, xd[1], xd[2]);
    if (lay == PL_NCW) x = reshape4(L, x, xd[0], xd[1], 1, xd[2]);
    if (last) x = lw_transpose(L, x, to_nchw, 0);
    if (fn == PL_MIN) x = lw_unary_fn(L, NPK_UN_NEG, x, 0);
    op = lw_op(L, fn == PL_SUM ? M2C_OPK_AVGPOOL : M2C_OPK_MAXPOOL, 1, &x);
    op->attr.max_pool2d.kh = lw_i32(L, k[0], "kernel");
    op->attr.max_pool2d.kw = lw_i32(L, k[1], "kernel");
    lw_window(L, op, stride, pad, NULL);
    if (fn == PL_SUM) op->attr.avg_pool2d.count_include_pad = 1;
    y = lw_done(L, op, NULL, 0);
    if (fn == PL_MIN) y = lw_unary_fn(L, NPK_UN_NEG, y, 0);
    if (fn == PL_SUM) y = lw_binary(L, M2C_OPK_MUL, y, scalar_const(L, (float)(k[0] * k[1])), 0);
    if (last) y = lw_transpose(L, y, to_nhwc, 0);
    y = lw_reshape(L, y, result_type(L), 0);
    if (fn == PL_MAX) finish_with_init(L, y, L->src->in[2], M2C_OPK_MAX, -INFINITY);
    else if (fn == PL_MIN) finish_with_init(L, y, L->src->in[2], M2C_OPK_MIN, INFINITY);
    else finish_with_init(L, y, L->src->in[2], M2C_OPK_ADD, 0.0f);
}

/* ---- linalg.generic ---- */

static int map_is_identity(const m2c_amap *m)
{
    int i;
    if (m->n_res != m->n_dims) return 0;
    for (i = 0; i < m->n_res; i++) if (m->res[i] != i) return 0;
    return 1;
}

/* Input i read through its map, as a tensor of the loop rank whose
 * missing dims are 1 (so numpy broadcasting does the rest). */
static m2c_value *align_input(m2c_lowerer *L, int i, const m2c_type *loops)
{
    const m2c_amap *m = &L->src->maps[i];
    m2c_value *x = L->src->in[i];
    int64_t perm[NPK_MAX_RANK];
    int n = 0, k, d, ident = 1;
    m2c_type t;
    if (x->shape.rank != m->n_res)
        m2c_error_at(L->src->in_loc[i], "linalg.generic: operand %d has rank %d but its indexing map has %d results", i, x->shape.rank, m->n_res);
    for (d = 0; d < m->n_dims; d++)
        for (k = 0; k < m->n_res; k++)
            if (m->res[k] == d) perm[n++] = k;
    for (k = 0; k < m->n_res; k++) {
        if (m->res[k] != M2C_AMAP_ZERO) continue;
        if (x->shape.dims[k] != 1) m2c_error_at(L->src->in_loc[i], "linalg.generic: a constant 0 index needs a dimension of size 1");
        perm[n++] = k;
    }
    if (n != m->n_res) m2c_error_at(L->src->loc, "linalg.generic: indexing map %d uses a dimension twice", i);
    for (k = 0; k < n; k++) if (perm[k] != k) ident = 0;
    if (!ident) x = lw_transpose(L, x, perm, 0);
    memset(&t, 0, sizeof t);
    t.rank = loops->rank;
    for (d = 0; d < loops->rank; d++) {
        t.dims[d] = 1;
        for (k = 0; k < m->n_res; k++)
            if (m->res[k] == d) t.dims[d] = L->src->in[i]->shape.dims[k];
    }
    return lw_reshape(L, x, &t, 0);
}

static m2c_value *scalar_const(m2c_lowerer *L, float v)
{
    m2c_type t;
    memset(&t, 0, sizeof t);
    return lw_const(L, &t, NULL, v);
}

typedef struct gen { m2c_lowerer *L; m2c_value **in; m2c_value **memo; int n_ins; } gen;

static m2c_value *body_val(gen *g, int idx, const char *use_loc);

static int sop_is(const m2c_sop *o, const char *a, const char *b, const char *c)
{
    return !strcmp(o->name, a) || (b && !strcmp(o->name, b)) || (c && !strcmp(o->name, c));
}

/* select(cmpf(p, x, y), a, b) as max/min of x and y */
static m2c_value *lower_select(gen *g, const m2c_sop *o)
{
    const m2c_body *b = g->L->src->body;
    const m2c_sval *cv = &b->vals[o->in[0]];
    const m2c_sop *c;
    int gt, x, y;
    if (o->n_in != 3 || cv->kind != M2C_S_OP || strcmp(b->ops[cv->op].name, "arith.cmpf"))
        m2c_error_at(o->loc, "arith.select is supported only on an arith.cmpf (as max/min)");
    c = &b->ops[cv->op];
    if (c->n_in != 2) m2c_error_at(c->loc, "arith.cmpf takes 2 operands");
    gt = !strcmp(c->pred, "ogt") || !strcmp(c->pred, "ugt") || !strcmp(c->pred, "oge") || !strcmp(c->pred, "uge");
    if (!gt && strcmp(c->pred, "olt") && strcmp(c->pred, "ult") && strcmp(c->pred, "ole") && strcmp(c->pred, "ule"))
        m2c_error_at(c->loc, "arith.cmpf predicate '%s' is not supported (only ordering comparisons as max/min)", c->pred);
    x = c->in[0];
    y = c->in[1];
    if (o->in[1] == x && o->in[2] == y)
        return lw_binary(g->L, gt ? M2C_OPK_MAX : M2C_OPK_MIN, body_val(g, x, o->in_loc[1]), body_val(g, y, o->in_loc[2]), 0);
    if (o->in[1] == y && o->in[2] == x)
        return lw_binary(g->L, gt ? M2C_OPK_MIN : M2C_OPK_MAX, body_val(g, x, o->in_loc[2]), body_val(g, y, o->in_loc[1]), 0);
    m2c_error_at(o->loc, "arith.select of values other than the two its arith.cmpf compares is not supported (only max/min)");
    return NULL;
}

/* The scalar ops of a body (linalg.generic, linalg.map) as TCP functions;
 * k = M2C_OPK_TCP: the unary (n = 1) or binary function fn. */
static const struct ew_fn { const char *a, *b, *c; m2c_opkind k; int n; int fn; } ew[] = {
    { "arith.addf", NULL, NULL, M2C_OPK_ADD, 2, 0 }, { "arith.subf", NULL, NULL, M2C_OPK_SUB, 2, 0 },
    { "arith.mulf", NULL, NULL, M2C_OPK_MUL, 2, 0 },
    { "arith.maximumf", "arith.maxf", "arith.maxnumf", M2C_OPK_MAX, 2, 0 },
    { "arith.minimumf", "arith.minf", "arith.minnumf", M2C_OPK_MIN, 2, 0 },
    { "math.exp", NULL, NULL, M2C_OPK_EXP, 1, 0 }, { "math.tanh", NULL, NULL, M2C_OPK_TANH, 1, 0 },
    { "math.log", NULL, NULL, M2C_OPK_LOG, 1, 0 },
    { "math.absf", NULL, NULL, M2C_OPK_TCP, 1, NPK_UN_ABS },
    { "arith.negf", NULL, NULL, M2C_OPK_TCP, 1, NPK_UN_NEG },
    { "math.sqrt", NULL, NULL, M2C_OPK_TCP, 1, NPK_UN_SQRT },
    { "math.rsqrt", NULL, NULL, M2C_OPK_TCP, 1, NPK_UN_RSQRT },
    { "math.floor", NULL, NULL, M2C_OPK_TCP, 1, NPK_UN_FLOOR },
    { "math.ceil", NULL, NULL, M2C_OPK_TCP, 1, NPK_UN_CEIL },
    { "math.erf", NULL, NULL, M2C_OPK_TCP, 1, NPK_UN_ERF },
    { "math.sin", NULL, NULL, M2C_OPK_TCP, 1, NPK_UN_SIN },
    { "math.cos", NULL, NULL, M2C_OPK_TCP, 1, NPK_UN_COS },
    { "arith.divf", NULL, NULL, M2C_OPK_TCP, 2, NPK_BIN_DIV },
    { "math.powf", NULL, NULL, M2C_OPK_TCP, 2, NPK_BIN_POW },
};

/* ew[i] applied to a (and b when binary). */
static m2c_value *apply_ew(m2c_lowerer *L, size_t i, m2c_value *a, m2c_value *b)
{
    if (ew[i].k == M2C_OPK_TCP && ew[i].n == 1) return lw_unary_fn(L, ew[i].fn, a, 0);
    if (ew[i].k == M2C_OPK_TCP) return lw_binary_fn(L, ew[i].fn, a, b, 0);
    if (ew[i].n == 1) return lw_unary(L, ew[i].k, a, 0);
    return lw_binary(L, ew[i].k, a, b, 0);
}

static m2c_value *lower_sop(gen *g, const m2c_sop *o)
{
    m2c_lowerer *L = g->L;
    size_t i;
    if (o->is_const) return scalar_const(L, o->cval);
    for (i = 0; i < sizeof ew / sizeof ew[0]; i++) {
        if (!sop_is(o, ew[i].a, ew[i].b, ew[i].c)) continue;
        if (o->n_in != ew[i].n) m2c_error_at(o->loc, "%s takes %d operand%s", o->name, ew[i].n, ew[i].n == 1 ? "" : "s");
        if (ew[i].k == M2C_OPK_TCP && ew[i].n == 1) return lw_unary_fn(L, ew[i].fn, body_val(g, o->in[0], o->in_loc[0]), 0);
        if (ew[i].k == M2C_OPK_TCP)
            return lw_binary_fn(L, ew[i].fn, body_val(g, o->in[0], o->in_loc[0]), body_val(g, o->in[1], o->in_loc[1]), 0);
        if (ew[i].n == 1) return lw_unary(L, ew[i].k, body_val(g, o->in[0], o->in_loc[0]), 0);
        if (ew[i].k == M2C_OPK_MAX) {   /* max(x, 0) is relu, which fuses into matmul/conv */
            m2c_value *a = body_val(g, o->in[0], o->in_loc[0]), *b = body_val(g, o->in[1], o->in_loc[1]);
            if (b->shape.rank == 0 && lw_is_splat(b, 0.0f)) return lw_unary(L, M2C_OPK_RELU, a, 0);
            if (a->shape.rank == 0 && lw_is_splat(a, 0.0f)) return lw_unary(L, M2C_OPK_RELU, b, 0);
        }
        return lw_binary(L, ew[i].k, body_val(g, o->in[0], o->in_loc[0]), body_val(g, o->in[1], o->in_loc[1]), 0);
    }
    if (!strcmp(o->name, "arith.select")) return lower_select(g, o);
    m2c_error_at(o->loc, "unsupported op '%s' in a linalg.generic body", o->name);
    return NULL;
}

static m2c_value *body_val(gen *g, int idx, const char *use_loc)
{
    const m2c_body *b = g->L->src->body;
    const m2c_sval *v = &b->vals[idx];
    if (g->memo[idx]) return g->memo[idx];
    if (v->kind == M2C_S_ARG) {
        if (v->arg >= g->n_ins)
            m2c_error_at(use_loc, "linalg.generic: a parallel body may not read its output '%s'", v->name);
        g->memo[idx] = g->in[v->arg];
    } else if (v->kind == M2C_S_CAP) {
        /* a scalar argument is a rank-0 input: the elementwise ops broadcast it */
        const m2c_value *c = m2c_resolve(v->cap);
        if (v->cap->kind != M2C_V_ARG && (c->kind != M2C_V_CONST || !c->cbuf || c->cbuf->count != 1))
            m2c_error_at(use_loc, "linalg.generic: '%s' from outside the region is not a compile-time constant (not supported)", v->name);
        g->memo[idx] = v->cap->kind == M2C_V_ARG ? v->cap : scalar_const(g->L, c->cbuf->data[0]);
    } else {
        g->memo[idx] = lower_sop(g, &b->ops[v->op]);
    }
    return g->memo[idx];
}

static void lower_reduction(m2c_lowerer *L, const m2c_type *loops)
{
    const m2c_body *b = L->src->body;
    const m2c_amap *im = &L->src->maps[0];
    const m2c_sop *o;
    m2c_opkind kind;
    m2c_op *op;
    m2c_value *y;
    int red = -1, d, k;
    if (L->src->n_ins != 1) m2c_error_at(L->src->loc, "linalg.generic: a reduction must have one input");
    if (!map_is_identity(im)) m2c_error_at(L->src->loc, "linalg.generic: the reduction input must use the identity map");
    for (d = 0; d < L->src->n_iter; d++) {
        if (!L->src->iter_red[d]) continue;
        if (red >= 0) m2c_error_at(L->src->loc, "linalg.generic: only one reduction dimension is supported");
        red = d;
    }
    for (k = 0; k < L->src->maps[1].n_res; k++)
        if (L->src->maps[1].res[k] == red) m2c_error_at(L->src->loc, "linalg.generic: the output map must drop the reduced dimension");
    if (b->n_ops != 1 || b->vals[b->yield].kind != M2C_S_OP)
        m2c_error_at(L->src->loc, "linalg.generic: a reduction body must be one arith.addf or arith.maximumf of the input and the output");
    o = &b->ops[0];
    if (sop_is(o, "arith.addf", NULL, NULL)) kind = M2C_OPK_REDUCE_SUM;
    else if (sop_is(o, "arith.maximumf", "arith.maxf", "arith.maxnumf")) kind = M2C_OPK_REDUCE_MAX;
    else { m2c_error_at(o->loc, "unsupported reduction '%s' (only arith.addf and arith.maximumf)", o->name); return; }
    if (o->n_in != 2 || b->vals[o->in[0]].kind != M2C_S_ARG || b->vals[o->in[1]].kind != M2C_S_ARG ||
        b->vals[o->in[0]].arg == b->vals[o->in[1]].arg)
        m2c_error_at(o->loc, "a reduction body must combine the input and the output block arguments");
    (void)loops;
    op = lw_op(L, kind, 1, &L->src->in[0]);
    op->attr.reduce.axis = red;
    y = lw_done(L, op, NULL, 0);
    y = lw_reshape(L, y, &L->src->in[1]->shape, 0);
    finish_with_init(L, y, L->src->in[1], kind == M2C_OPK_REDUCE_SUM ? M2C_OPK_ADD : M2C_OPK_MAX,
                     kind == M2C_OPK_REDUCE_SUM ? 0.0f : -INFINITY);
}

/* Does the TCP-op path below take this generic op? One output, f32
 * throughout, and either a body made only of the elementwise table (and
 * select on a cmpf as max/min) over projected-permutation maps, or one
 * addf/maximumf reduction of an identity-mapped input along one dim. The
 * rest goes to the loop op (lower_generic.c). */
static int select_is_minmax(const m2c_body *b, const m2c_sop *o)
{
    const m2c_sval *cv = &b->vals[o->in[0]];
    const m2c_sop *c;
    if (o->n_in != 3 || cv->kind != M2C_S_OP || strcmp(b->ops[cv->op].name, "arith.cmpf")) return 0;
    c = &b->ops[cv->op];
    if (c->n_in != 2) return 0;
    if (strcmp(c->pred, "ogt") && strcmp(c->pred, "ugt") && strcmp(c->pred, "oge") && strcmp(c->pred, "uge") &&
        strcmp(c->pred, "olt") && strcmp(c->pred, "ult") && strcmp(c->pred, "ole") && strcmp(c->pred, "ule")) return 0;
    return (o->in[1] == c->in[0] && o->in[2] == c->in[1]) || (o->in[1] == c->in[1] && o->in[2] == c->in[0]);
}

static int generic_is_tcp(const m2c_op *src)
{
    const m2c_body *b = src->body;
    int i, k, d, n_red = 0, red = -1;
    if (src->n_in - src->n_ins != 1 || src->out->decl.elem != M2C_F32) return 0;
    for (i = 0; i < src->n_maps; i++) if (src->maps[i].general) return 0;
    for (i = 0; i < src->n_in; i++) if (src->in[i]->shape.scalar || src->in[i]->decl.scalar) return 0;
    for (i = 0; i < src->n_in; i++) if (src->in[i]->shape.elem != M2C_F32) return 0;
    for (i = 0; i < b->n_vals; i++)
        if (b->vals[i].elem != M2C_F32 && !(b->vals[i].kind == M2C_S_OP && !strcmp(b->ops[b->vals[i].op].name, "arith.cmpf")))
            return 0;
    for (d = 0; d < src->n_iter; d++) if (src->iter_red[d]) { n_red++; red = d; }
    if (n_red) {
        const m2c_sop *o = &b->ops[0];
        if (n_red != 1 || src->n_ins != 1 || !map_is_identity(&src->maps[0])) return 0;
        for (k = 0; k < src->maps[1].n_res; k++) if (src->maps[1].res[k] == red) return 0;
        if (b->n_ops != 1 || b->vals[b->yield].kind != M2C_S_OP) return 0;
        if (!sop_is(o, "arith.addf", NULL, NULL) && !sop_is(o, "arith.maximumf", "arith.maxf", "arith.maxnumf")) return 0;
        return o->n_in == 2 && b->vals[o->in[0]].kind == M2C_S_ARG && b->vals[o->in[1]].kind == M2C_S_ARG &&
               b->vals[o->in[0]].arg != b->vals[o->in[1]].arg;
    }
    for (i = 0; i < src->n_in; i++) {
        const m2c_amap *m = &src->maps[i];
        int seen[NPK_MAX_RANK] = { 0 };
        if (m->n_res != src->in[i]->shape.rank) return 0;
        for (k = 0; k < m->n_res; k++) {
            if (m->res[k] == M2C_AMAP_ZERO) { if (i == src->n_ins || src->in[i]->shape.dims[k] != 1) return 0; continue; }
            if (seen[m->res[k]]++) return 0;
        }
        if (i == src->n_ins && m->n_res != m->n_dims) return 0;
    }
    for (k = 0; k < b->n_ops; k++) {
        const m2c_sop *o = &b->ops[k];
        size_t e;
        for (i = 0; i < o->n_in; i++)
            if (b->vals[o->in[i]].kind == M2C_S_ARG && b->vals[o->in[i]].arg >= src->n_ins) return 0;
        if (o->is_const || !strcmp(o->name, "arith.cmpf")) continue;
        if (!strcmp(o->name, "arith.select")) { if (!select_is_minmax(b, o)) return 0; continue; }
        for (e = 0; e < sizeof ew / sizeof ew[0] && !sop_is(o, ew[e].a, ew[e].b, ew[e].c); e++) {}
        if (e == sizeof ew / sizeof ew[0] || o->n_in != ew[e].n) return 0;
    }
    /* a cmpf only as a select's condition */
    for (k = 0; k < b->n_ops; k++) {
        int used_by_select = 0, j;
        if (strcmp(b->ops[k].name, "arith.cmpf")) continue;
        if (b->yield == b->ops[k].result) return 0;
        for (j = 0; j < b->n_ops; j++)
            for (i = 0; i < b->ops[j].n_in; i++)
                if (b->ops[j].in[i] == b->ops[k].result) {
                    if (strcmp(b->ops[j].name, "arith.select") || i != 0) return 0;
                    used_by_select = 1;
                }
        if (!used_by_select) return 0;
    }
    if (b->vals[b->yield].kind == M2C_S_ARG && b->vals[b->yield].arg >= src->n_ins) return 0;
    return 1;
}

/* A scalar `ins` operand (map to ()) is a value from outside the region:
 * its block argument becomes a capture, read as the regions read them
 * (a constant materialised, a scalar argument as a rank-0 input). The body
 * and maps are copied first: an inlined function's ops share them. */
static void scalar_ins_as_captures(m2c_op *src)
{
    m2c_body *b;
    int i, k;
    for (i = 0; i < src->n_ins; i++)
        if (src->in[i]->decl.scalar && src->maps[i].n_res == 0) break;
    if (i == src->n_ins) return;
    b = (m2c_body *)m2c_alloc(sizeof *b);
    *b = *src->body;
    b->vals = (m2c_sval *)m2c_alloc((size_t)b->n_vals * sizeof *b->vals + 1);
    memcpy(b->vals, src->body->vals, (size_t)b->n_vals * sizeof *b->vals);
    b->cap_vals = b->n_vals;
    src->body = b;
    {
        m2c_amap *m = (m2c_amap *)m2c_alloc((size_t)src->n_maps * sizeof *m + 1);
        memcpy(m, src->maps, (size_t)src->n_maps * sizeof *m);
        src->maps = m;
    }
    for (i = src->n_ins - 1; i >= 0; i--) {
        if (!src->in[i]->decl.scalar || src->maps[i].n_res != 0) continue;
        for (k = 0; k < b->n_vals; k++) {
            m2c_sval *v = &b->vals[k];
            if (v->kind != M2C_S_ARG) continue;
            if (v->arg == i) { v->kind = M2C_S_CAP; v->cap = src->in[i]; v->elem = src->in[i]->decl.elem; }
            else if (v->arg > i) v->arg--;
        }
        for (k = i; k + 1 < src->n_in; k++) {
            src->in[k] = src->in[k + 1];
            src->in_loc[k] = src->in_loc[k + 1];
            src->in_decl[k] = src->in_decl[k + 1];
            src->maps[k] = src->maps[k + 1];
        }
        src->n_in--;
        src->n_ins--;
        src->n_maps--;
        b->n_args--;
    }
}

static void lower_generic(m2c_lowerer *L)
{
    m2c_op *src = L->src;
    const m2c_type *out = &src->in[src->n_in - 1]->shape;
    int n_ins = src->n_ins, i, red = 0, ident = 1;
    int64_t perm[NPK_MAX_RANK];
    m2c_type loops;
    gen g;
    m2c_value *y;
    if (!src->body) m2c_error_at(src->loc, "linalg.generic needs a body");
    if (src->n_maps != src->n_in) m2c_error_at(src->loc, "linalg.generic: %d indexing maps for %d operands", src->n_maps, src->n_in);
    for (i = 0; i < src->n_maps; i++)
        if (src->maps[i].n_dims != src->n_iter)
            m2c_error_at(src->loc, "linalg.generic: indexing map %d has %d dims but there are %d iterators", i, src->maps[i].n_dims, src->n_iter);
    if (src->body->n_args != src->n_in) m2c_error_at(src->loc, "linalg.generic: the body has %d arguments for %d operands", src->body->n_args, src->n_in);
    scalar_ins_as_captures(src);
    if (!generic_is_tcp(src)) { m2c_lower_generic_loop(L); return; }
    need_f32_all(L);
    for (i = 0; i < src->n_iter; i++) red |= src->iter_red[i];
    if (red) { lower_reduction(L, out); return; }
    {
        /* the output map may permute the loops (torch-mlir's transposes) */
        const m2c_amap *om = &src->maps[n_ins];
        int seen[NPK_MAX_RANK] = { 0 };
        if (om->n_res != om->n_dims || out->rank != om->n_res)
            m2c_error_at(src->loc, "linalg.generic: the output map must be a permutation of the loops");
        memset(&loops, 0, sizeof loops);
        loops.rank = om->n_dims;
        for (i = 0; i < om->n_res; i++) {
            if (om->res[i] == M2C_AMAP_ZERO || seen[om->res[i]])
                m2c_error_at(src->loc, "linalg.generic: the output map must be a permutation of the loops");
            seen[om->res[i]] = 1;
            loops.dims[om->res[i]] = out->dims[i];
            perm[i] = om->res[i];
            if (om->res[i] != i) ident = 0;
        }
    }
    memset(&g, 0, sizeof g);
    g.L = L;
    g.n_ins = n_ins;
    g.in = (m2c_value **)m2c_alloc((size_t)(n_ins + 1) * sizeof *g.in);
    g.memo = (m2c_value **)m2c_alloc((size_t)src->body->n_vals * sizeof *g.memo + 1);
    for (i = 0; i < n_ins; i++) g.in[i] = align_input(L, i, &loops);
    y = body_val(&g, src->body->yield, src->body->yield_loc);
    if (!ident) {
        if (!m2c_type_equal(&y->shape, &loops)) y = lw_done(L, lw_op(L, M2C_OPK_BROADCAST, 1, &y), &loops, 0);
        lw_transpose(L, y, perm, 1);
    } else if (m2c_type_equal(&y->shape, out)) {
        lw_alias(L, y);
    } else {
        m2c_op *op = lw_op(L, M2C_OPK_BROADCAST, 1, &y);
        lw_done(L, op, out, 1);
    }
    m2c_free(g.in);
    m2c_free(g.memo);
}

/* ---- named elementwise, map, reduce, broadcast, softmax, copy ---- */

static size_t find_ew(const char *name)
{
    size_t i;
    for (i = 0; i < sizeof ew / sizeof ew[0]; i++)
        if (!strcmp(name, ew[i].a) || (ew[i].b && !strcmp(name, ew[i].b)) || (ew[i].c && !strcmp(name, ew[i].c))) return i;
    return (size_t)-1;
}

/* Result of the op's elementwise function of its inputs (all of the result's shape). */
static void finish_ew(m2c_lowerer *L, size_t i, const char *fname, const char *at)
{
    m2c_value *a, *b = NULL, *y;
    if (L->src->n_in - L->src->n_ins != 1) m2c_error_at(L->src->loc, "%s takes 1 output", L->src->dname);
    need_f32_all(L);
    if (L->src->n_ins != ew[i].n)
        m2c_error_at(at, "%s: '%s' takes %d input%s, the op has %d", L->src->dname, fname, ew[i].n, ew[i].n == 1 ? "" : "s", L->src->n_ins);
    a = L->src->in[0];
    if (ew[i].n == 2) b = L->src->in[1];
    {   /* each input has the output's shape or rank 0 (broadcast: the op's map to ()) */
        const m2c_type *o = &L->src->in[L->src->n_ins]->shape;
        int k;
        for (k = 0; k < L->src->n_ins; k++)
            if (L->src->in[k]->shape.rank && !m2c_type_equal(&L->src->in[k]->shape, o))
                m2c_error_at(L->src->in_loc[k], "%s: the inputs must have the output's shape (or rank 0)", L->src->dname);
        y = apply_ew(L, i, a, b);
        if (!m2c_type_equal(&y->shape, o)) y = lw_done(L, lw_op(L, M2C_OPK_BROADCAST, 1, &y), o, 0);
    }
    lw_alias(L, y);
}

/* The text inside #linalg.unary_fn<NAME> (or _binary_fn, elementwise_kind) at the attribute's value. */
static void fn_name(m2c_lowerer *L, const m2c_attr *a, char *out, size_t n)
{
    const char *p = a->vloc, *lt = NULL;
    size_t k = 0;
    while (*p && *p != '<' && *p != ',' && *p != '}' && *p != '\n') p++;
    if (*p == '<') lt = p + 1;
    if (!lt) m2c_error_at(a->vloc, "%s: expected #linalg.<kind><name> for '%s'", L->src->dname, a->name);
    for (p = lt; *p && *p != '>' && k + 1 < n; p++) out[k++] = *p;
    out[k] = 0;
}

/* linalg.elemwise_unary / elemwise_binary {fun = #linalg.unary_fn<exp>} (LLVM
 * 14-19) and linalg.elementwise kind=#linalg.elementwise_kind<exp> (LLVM 21+). */
static void lower_named_ew(m2c_lowerer *L)
{
    static const char *const names[][2] = {
        { "exp", "math.exp" }, { "log", "math.log" }, { "abs", "math.absf" }, { "ceil", "math.ceil" },
        { "floor", "math.floor" }, { "negf", "arith.negf" }, { "sqrt", "math.sqrt" }, { "rsqrt", "math.rsqrt" },
        { "tanh", "math.tanh" }, { "erf", "math.erf" }, { "add", "arith.addf" }, { "sub", "arith.subf" },
        { "mul", "arith.mulf" }, { "div", "arith.divf" }, { "max_signed", "arith.maximumf" },
        { "min_signed", "arith.minimumf" }, { "powf", "math.powf" },
    };
    m2c_attr *a = lw_attr(L, L->arg == 2 ? "kind" : "fun");
    char fn[32];
    size_t k;
    if (a) fn_name(L, a, fn, sizeof fn);
    else if (L->arg == 2) m2c_error_at(L->src->loc, "linalg.elementwise needs kind=");
    else strcpy(fn, L->arg ? "add" : "exp");   /* the ops' defaults */
    if (!strcmp(fn, "reciprocal") || !strcmp(fn, "square")) {
        m2c_value *x = L->src->in[0];
        if (L->src->n_maps) m2c_error_at(L->src->loc, "%s: '%s' with indexing_maps is not supported", L->src->dname, fn);
        need_f32_all(L);
        if (L->src->n_ins != 1) m2c_error_at(L->src->loc, "%s: '%s' takes 1 input", L->src->dname, fn);
        lw_alias(L, fn[0] == 'r' ? lw_unary_fn(L, NPK_UN_RECIPROCAL, x, 0) : lw_binary(L, M2C_OPK_MUL, x, x, 0));
        return;
    }
    for (k = 0; k < sizeof names / sizeof names[0]; k++)
        if (!strcmp(fn, names[k][0])) {
            /* through indexing_maps, or on integers: the loop op */
            if (L->src->n_maps || !all_float(L)) m2c_lower_ew_loop(L, names[k][1]);
            else finish_ew(L, find_ew(names[k][1]), fn, a ? a->vloc : L->src->loc);
            return;
        }
    m2c_error_at(a ? a->vloc : L->src->loc, "%s: function '%s' is not supported", L->src->dname, fn);
}

/* The body op of linalg.map / linalg.reduce in their short form { arith.addf }
 * (the parser keeps it as a unit attribute named by the op). */
static const m2c_attr *short_body(m2c_lowerer *L)
{
    static m2c_attr from_region;
    const m2c_body *b = L->src->body;
    int i;
    for (i = 0; i < L->src->n_attrs; i++)
        if (L->src->attrs[i].kind == M2C_ATTR_UNIT && strchr(L->src->attrs[i].name, '.')) return &L->src->attrs[i];
    /* The long form whose body is that one op on the block arguments in
     * order, yielded: (%in: f32, %init: f32) { %0 = arith.maximumf %in, %init : f32 linalg.yield %0 : f32 } */
    if (b && b->n_ops == 1 && b->ops[0].n_in == b->n_args && b->yield == b->ops[0].result && !b->ops[0].is_const) {
        for (i = 0; i < b->n_args; i++)
            if (b->vals[b->ops[0].in[i]].kind != M2C_S_ARG || b->vals[b->ops[0].in[i]].arg != i) break;
        if (i == b->n_args) {
            memset(&from_region, 0, sizeof from_region);
            from_region.kind = M2C_ATTR_UNIT;
            from_region.name = b->ops[0].name;
            from_region.loc = b->ops[0].loc;
            return &from_region;
        }
    }
    m2c_error_at(L->src->loc, "%s: only the short form with one body op ({ math.exp }) is supported", L->src->dname);
    return NULL;
}

/* A region body that is one op on the block arguments in order, yielded,
 * on f32 tensors: the short form's TCP path takes it (names[] may be NULL:
 * the elementwise table). */
static int one_op_body(const m2c_lowerer *L, const char *const *names)
{
    const m2c_body *b = L->src->body;
    int i;
    if (!b) return 1; /* the short form { math.exp } */
    for (i = 0; i < L->src->n_in; i++) if (L->src->in[i]->shape.elem != M2C_F32) return 0;
    if (b->n_ops != 1 || b->ops[0].n_in != b->n_args || b->yield != b->ops[0].result || b->ops[0].is_const) return 0;
    for (i = 0; i < b->n_args; i++)
        if (b->vals[b->ops[0].in[i]].kind != M2C_S_ARG || b->vals[b->ops[0].in[i]].arg != i) return 0;
    if (!names) return find_ew(b->ops[0].name) != (size_t)-1;
    for (i = 0; names[i]; i++) if (!strcmp(names[i], b->ops[0].name)) return 1;
    return 0;
}

/* linalg.map / linalg.reduce with another body: the loop op, with the maps
 * and iterators of the equivalent generic (reduced: the dims listed). */
static void as_generic_loop(m2c_lowerer *L, const m2c_attr *dims)
{
    m2c_op *src = L->src;
    int rank = src->in[0]->shape.rank, i, d, k;
    if (src->n_in - src->n_ins != 1) m2c_error_at(src->loc, "%s with several results is not supported", src->dname);
    src->n_maps = src->n_in;
    src->maps = (m2c_amap *)m2c_alloc((size_t)src->n_in * sizeof *src->maps);
    src->n_iter = rank;
    for (d = 0; d < rank; d++) src->iter_red[d] = 0;
    for (k = 0; dims && k < dims->n; k++) {
        if (dims->ints[k] < 0 || dims->ints[k] >= rank) m2c_error_at(dims->vloc, "%s: bad dimension %lld", src->dname, (long long)dims->ints[k]);
        src->iter_red[dims->ints[k]] = 1;
    }
    for (i = 0; i < src->n_in; i++) {
        m2c_amap *m = &src->maps[i];
        m->n_dims = rank;
        for (d = 0; d < rank; d++)
            if (i < src->n_ins || !src->iter_red[d]) { m->coef[m->n_res][d] = 1; m->res[m->n_res++] = d; }
    }
    m2c_lower_generic_loop(L);
}

static void lower_map(m2c_lowerer *L)
{
    const m2c_attr *b;
    if (!one_op_body(L, NULL)) { as_generic_loop(L, NULL); return; }
    b = short_body(L);
    size_t i = find_ew(b->name);
    if (i == (size_t)-1) m2c_error_at(b->loc, "linalg.map: unsupported body op '%s'", b->name);
    finish_ew(L, i, b->name, b->loc);
}

/* linalg.reduce { arith.addf } ... dimensions = [..]: one reduce op per
 * reduced dim (last first, so the others keep their index), then the
 * output's shape and its init. */
static void lower_named_reduce(m2c_lowerer *L)
{
    static const struct { const char *op; int fn; m2c_opkind comb; float id; } fns[] = {
        { "arith.addf", NPK_REDUCE_SUM, M2C_OPK_ADD, 0.0f }, { "arith.mulf", NPK_REDUCE_PROD, M2C_OPK_MUL, 1.0f },
        { "arith.maximumf", NPK_REDUCE_MAX, M2C_OPK_MAX, -INFINITY }, { "arith.maxnumf", NPK_REDUCE_MAX, M2C_OPK_MAX, -INFINITY },
        { "arith.maxf", NPK_REDUCE_MAX, M2C_OPK_MAX, -INFINITY }, { "arith.minimumf", NPK_REDUCE_MIN, M2C_OPK_MIN, INFINITY },
        { "arith.minnumf", NPK_REDUCE_MIN, M2C_OPK_MIN, INFINITY }, { "arith.minf", NPK_REDUCE_MIN, M2C_OPK_MIN, INFINITY },
    };
    static const char *const names[] = { "arith.addf", "arith.mulf", "arith.maximumf", "arith.maxnumf", "arith.maxf",
                                         "arith.minimumf", "arith.minnumf", "arith.minf", NULL };
    const m2c_attr *b, *dims = lw_attr(L, "dimensions");
    m2c_value *y;
    size_t f;
    int k, seen[NPK_MAX_RANK] = { 0 }, d;
    if (!one_op_body(L, names) || L->src->n_in - L->src->n_ins != 1 || L->src->n_ins != 1) {
        if (!dims || dims->kind != M2C_ATTR_ARRAY || !dims->all_int) m2c_error_at(dims ? dims->vloc : L->src->loc, "linalg.reduce needs 'dimensions'");
        as_generic_loop(L, dims);
        return;
    }
    b = short_body(L);
    if (L->src->n_ins != 1 || L->src->n_in != 2) m2c_error_at(L->src->loc, "linalg.reduce takes 1 input and 1 output");
    need_f32_all(L);
    for (f = 0; f < sizeof fns / sizeof fns[0]; f++)
        if (!strcmp(b->name, fns[f].op)) break;
    if (f == sizeof fns / sizeof fns[0]) m2c_error_at(b->loc, "linalg.reduce: unsupported combiner '%s'", b->name);
    if (!dims || dims->kind != M2C_ATTR_ARRAY || !dims->all_int) m2c_error_at(dims ? dims->vloc : L->src->loc, "linalg.reduce needs 'dimensions'");
    y = L->src->in[0];
    for (k = 0; k < dims->n; k++) {
        if (dims->ints[k] < 0 || dims->ints[k] >= y->shape.rank || seen[dims->ints[k]])
            m2c_error_at(dims->vloc, "linalg.reduce: bad dimension %lld", (long long)dims->ints[k]);
        seen[dims->ints[k]] = 1;
    }
    for (d = y->shape.rank - 1; d >= 0; d--) {
        m2c_op *op;
        if (!seen[d]) continue;
        op = lw_op(L, M2C_OPK_TCP, 1, &y);
        m2c_set_op(op, NPK_OP_REDUCE);
        op->attr.reduce.fn = fns[f].fn;
        op->attr.reduce.axis = d;
        y = lw_done(L, op, NULL, 0);
    }
    y = lw_reshape(L, y, &L->src->in[1]->shape, 0);
    finish_with_init(L, y, L->src->in[1], fns[f].comb, fns[f].id);
}

/* linalg.broadcast ... dimensions = [..]: the listed output dims are new. */
static void lower_named_broadcast(m2c_lowerer *L)
{
    const m2c_attr *dims = lw_attr(L, "dimensions");
    const m2c_type *out = &L->src->in[1]->shape;
    m2c_value *x = L->src->in[0];
    int added[NPK_MAX_RANK] = { 0 }, k, d, j = 0;
    m2c_type t;
    if (L->src->n_ins != 1 || L->src->n_in != 2) m2c_error_at(L->src->loc, "linalg.broadcast takes 1 input and 1 output");
    need_f32_all(L);
    if (!dims || dims->kind != M2C_ATTR_ARRAY || !dims->all_int) m2c_error_at(dims ? dims->vloc : L->src->loc, "linalg.broadcast needs 'dimensions'");
    for (k = 0; k < dims->n; k++) {
        if (dims->ints[k] < 0 || dims->ints[k] >= out->rank || added[dims->ints[k]])
            m2c_error_at(dims->vloc, "linalg.broadcast: bad dimension %lld", (long long)dims->ints[k]);
        added[dims->ints[k]] = 1;
    }
    if (x->shape.rank + dims->n != out->rank) m2c_error_at(dims->vloc, "linalg.broadcast: input rank + added dims != output rank");
    memset(&t, 0, sizeof t);
    t.rank = out->rank;
    for (d = 0; d < out->rank; d++) {
        t.dims[d] = added[d] ? 1 : x->shape.dims[j++];
        if (!added[d] && t.dims[d] != out->dims[d]) m2c_error_at(L->src->loc, "linalg.broadcast: kept dims must match the output's");
    }
    x = lw_reshape(L, x, &t, 0);
    if (m2c_type_equal(&x->shape, out)) { lw_alias(L, x); return; }
    lw_done(L, lw_op(L, M2C_OPK_BROADCAST, 1, &x), out, 1);
}

static void lower_named_softmax(m2c_lowerer *L)
{
    const m2c_attr *a = lw_attr(L, "dimension");
    m2c_op *op;
    if (L->src->n_ins != 1 || L->src->n_in != 2) m2c_error_at(L->src->loc, "linalg.softmax takes 1 input and 1 output");
    need_f32_all(L);
    if (!a || a->kind != M2C_ATTR_INT || a->i < 0 || a->i >= L->src->in[0]->shape.rank)
        m2c_error_at(a ? a->vloc : L->src->loc, "linalg.softmax needs dimension(d) with d below the rank");
    op = lw_op(L, M2C_OPK_SOFTMAX, 1, &L->src->in[0]);
    op->attr.softmax.axis = (int32_t)a->i;
    lw_done(L, op, NULL, 1);
}

static void lower_transpose(m2c_lowerer *L)
{
    m2c_attr *a = lw_attr(L, "permutation");
    m2c_op *op;
    if (L->src->n_ins != 1 || L->src->n_in != 2) m2c_error_at(L->src->loc, "linalg.transpose takes 1 input and 1 output");
    lw_need_tensor(L, 0);   /* moves elements of any type */
    lw_need_tensor(L, 1);
    if (L->src->in[0]->shape.elem != L->src->in[1]->shape.elem)
        m2c_error_at(L->src->loc, "linalg.transpose: the input and output element types differ");
    if (!a || a->kind != M2C_ATTR_ARRAY || !a->all_int) m2c_error_at(a ? a->vloc : L->src->loc, "linalg.transpose needs a 'permutation' list");
    if (a->n != L->src->in[0]->shape.rank)
        m2c_error_at(a->vloc, "linalg.transpose: 'permutation' has %d elements for rank %d", a->n, L->src->in[0]->shape.rank);
    op = lw_op(L, M2C_OPK_TRANSPOSE, 1, &L->src->in[0]);
    lw_perm(op, a->ints, a->n);
    lw_done(L, op, NULL, 1);
}

/* 3-D convolutions run as npk's conv3d (NDHWC input, filter [F, D, H, W, C]):
 * ndhwc_dhwcf transposes the filter, ncdhw_fcdhw the input, filter and
 * result, and conv_3d (no batch, no channels) is the 1x1-channel case. */
enum { C3_NDHWC_DHWCF, C3_NCDHW_FCDHW, C3_DHW };
static void lower_conv3d(m2c_lowerer *L)
{
    static const int64_t dhwcf_to_fdhwc[5] = { 4, 0, 1, 2, 3 }, to_last[5] = { 0, 2, 3, 4, 1 }, to_first[5] = { 0, 4, 1, 2, 3 };
    int k = L->arg, i;
    int64_t stride[3], dil[3];
    m2c_value *in[2], *y;
    m2c_op *op;
    npk_conv3d_attrs *a;
    if (L->src->n_ins != 2 || L->src->n_in != 3) m2c_error_at(L->src->loc, "%s takes 2 inputs and 1 output", L->src->dname);
    need_f32_all(L);
    need_rank(L, 0, k == C3_DHW ? 3 : 5);
    need_rank(L, 1, k == C3_DHW ? 3 : 5);
    window_attr(L, "strides", stride, 3);
    window_attr(L, "dilations", dil, 3);
    in[0] = L->src->in[0];
    in[1] = L->src->in[1];
    if (k == C3_NDHWC_DHWCF) in[1] = lw_transpose(L, in[1], dhwcf_to_fdhwc, 0);
    if (k == C3_NCDHW_FCDHW) {
        in[0] = lw_transpose(L, in[0], to_last, 0);
        in[1] = lw_transpose(L, in[1], to_last, 0);
    }
    if (k == C3_DHW)
        for (i = 0; i < 2; i++) {
            m2c_type t;
            memset(&t, 0, sizeof t);
            t.rank = 5;
            t.dims[0] = t.dims[4] = 1;
            memcpy(&t.dims[1], in[i]->shape.dims, 3 * sizeof t.dims[0]);
            in[i] = lw_reshape(L, in[i], &t, 0);
        }
    op = lw_op(L, M2C_OPK_TCP, 2, in);
    m2c_set_op(op, NPK_OP_CONV3D);
    a = &op->attr.conv3d;
    a->stride_d = lw_i32(L, stride[0], "strides"); a->stride_h = lw_i32(L, stride[1], "strides"); a->stride_w = lw_i32(L, stride[2], "strides");
    a->dil_d = lw_i32(L, dil[0], "dilations"); a->dil_h = lw_i32(L, dil[1], "dilations"); a->dil_w = lw_i32(L, dil[2], "dilations");
    y = lw_done(L, op, NULL, 0);
    if (k == C3_NCDHW_FCDHW) y = lw_transpose(L, y, to_first, 0);
    y = lw_reshape(L, y, result_type(L), 0);
    finish_with_init(L, y, L->src->in[2], M2C_OPK_ADD, 0.0f);
}

/* The linalg ops mlir2c reads: name, lowering, its argument (the tensor
 * ops, linalg.fill/copy/pack/unpack: lower_tensor.c). */
const m2c_lowering m2c_linalg_lowerings[] = {
    { "linalg.matmul", lower_matmul, 0 },
    { "linalg.matmul_transpose_a", lower_matmul, MM_TA },
    { "linalg.matmul_transpose_b", lower_matmul, MM_TB },
    { "linalg.batch_matmul", lower_matmul, MM_BATCH },
    { "linalg.batch_matmul_transpose_a", lower_matmul, MM_BATCH | MM_TA },
    { "linalg.batch_matmul_transpose_b", lower_matmul, MM_BATCH | MM_TB },
    { "linalg.matvec", lower_matmul, MM_MATVEC },
    { "linalg.vecmat", lower_matmul, MM_VECMAT },
    { "linalg.dot", lower_matmul, MM_DOT },
    { "linalg.conv_1d", lower_conv, CV_W },
    { "linalg.conv_1d_nwc_wcf", lower_conv, CV_NWC_WCF },
    { "linalg.conv_1d_ncw_fcw", lower_conv, CV_NCW_FCW },
    { "linalg.conv_2d", lower_conv, CV_HW },
    { "linalg.conv_2d_nchw_fchw", lower_conv, CV_NCHW_FCHW },
    { "linalg.conv_2d_nhwc_hwcf", lower_conv, CV_NHWC_HWCF },
    { "linalg.conv_2d_nhwc_fhwc", lower_conv, CV_NHWC_FHWC },
    { "linalg.depthwise_conv_1d_nwc_wc", lower_conv, DW_NWC_WC },
    { "linalg.depthwise_conv_1d_ncw_cw", lower_conv, DW_NCW_CW },
    { "linalg.depthwise_conv_2d_nhwc_hwc", lower_conv, DW_NHWC_HWC },
    { "linalg.depthwise_conv_2d_nhwc_hwcm", lower_conv, DW_NHWC_HWCM },
    { "linalg.depthwise_conv_2d_nchw_chw", lower_conv, DW_NCHW_CHW },
    { "linalg.conv_3d", lower_conv3d, C3_DHW },
    { "linalg.conv_3d_ndhwc_dhwcf", lower_conv3d, C3_NDHWC_DHWCF },
    { "linalg.conv_3d_ncdhw_fcdhw", lower_conv3d, C3_NCDHW_FCDHW },
    { "linalg.pooling_nchw_max", lower_pool, PL_NCHW | PL_MAX },
    { "linalg.pooling_nchw_sum", lower_pool, PL_NCHW | PL_SUM },
    { "linalg.pooling_nhwc_max", lower_pool, PL_NHWC | PL_MAX },
    { "linalg.pooling_nhwc_min", lower_pool, PL_NHWC | PL_MIN },
    { "linalg.pooling_nhwc_sum", lower_pool, PL_NHWC | PL_SUM },
    { "linalg.pooling_ncw_max", lower_pool, PL_NCW | PL_MAX },
    { "linalg.pooling_ncw_sum", lower_pool, PL_NCW | PL_SUM },
    { "linalg.pooling_nwc_max", lower_pool, PL_NWC | PL_MAX },
    { "linalg.pooling_nwc_min", lower_pool, PL_NWC | PL_MIN },
    { "linalg.pooling_nwc_sum", lower_pool, PL_NWC | PL_SUM },
    { "linalg.elemwise_unary", lower_named_ew, 0 },
    { "linalg.elemwise_binary", lower_named_ew, 1 },
    { "linalg.elementwise", lower_named_ew, 2 },
    { "linalg.map", lower_map, 0 },
    { "linalg.reduce", lower_named_reduce, 0 },
    { "linalg.broadcast", lower_named_broadcast, 0 },
    { "linalg.softmax", lower_named_softmax, 0 },
    { "linalg.transpose", lower_transpose, 0 },
    { "linalg.generic", lower_generic, 0 },
    { NULL, NULL, 0 }
};
