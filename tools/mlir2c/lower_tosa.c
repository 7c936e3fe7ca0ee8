/* lower_tosa.c - TOSA ops to TCF-level ops. TOSA convolutions and pools
 * are NHWC (filters OHWI, depthwise HWCM); npk's are NCHW, so each becomes
 * transpose -> NCHW op -> transpose back. layout.c then cancels the
 * transposes against the ones torch-mlir puts around every such op, and
 * fold.c folds the filter transposes into the weights, so an NCHW model
 * exported through TOSA runs with no transposes at all.
 * Both spellings are read: the older generic form (attributes new_shape,
 * perms as a constant operand, min_fp/max_fp, shift attribute) and the
 * current one (shape operands from tosa.const_shape, perms attribute,
 * min_val/max_val, shift and zero-point operands). */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "literals.h"
#include "lower.h"


/* An integer list attribute of exactly n elements. 0 when absent. */
static int list_attr(m2c_lowerer *L, const char *name, int64_t *out, int n, int required)
{
    m2c_attr *a = lw_attr(L, name);
    int i;
    if (!a) {
        if (required) m2c_error_at(L->src->loc, "%s needs a '%s' attribute", L->src->dname, name);
        return 0;
    }
    if (a->kind != M2C_ATTR_ARRAY || !a->all_int || a->n != n)
        m2c_error_at(a->vloc, "'%s' of %s must be a list of %d integers", name, L->src->dname, n);
    for (i = 0; i < n; i++) {
        if (a->ints[i] < 0 || a->ints[i] > INT32_MAX)
            m2c_error_at(a->vloc, "'%s' of %s must be in [0, %d]", name, L->src->dname, INT32_MAX);
        out[i] = a->ints[i];
    }
    return 1;
}

static void need_zero(m2c_lowerer *L, int i, const char *what)
{
    if (i < L->src->n_in && !lw_is_splat(L->src->in[i], 0.0f))
        m2c_error_at(L->src->in_loc[i], "%s: the %s must be a constant zero (quantized models are not supported)", L->src->dname, what);
}

static void need_rank(m2c_lowerer *L, int i, int rank, const char *layout)
{
    if (L->src->in[i]->shape.rank != rank) {
        char s[128];
        m2c_shape_str(&L->src->in[i]->shape, s, sizeof s);
        m2c_error_at(L->src->in_loc[i], "%s: operand %d must have rank %d (%s), got shape %s", L->src->dname, i, rank, layout, s);
    }
}

static const int64_t to_nchw[4] = { 0, 3, 1, 2 }, to_nhwc[4] = { 0, 2, 3, 1 };

static int enum_is(m2c_lowerer *L, const char *name, const char *word);
/* TOSA 1.0's nan_mode: PROPAGATE (the default) or IGNORE (a NaN operand
 * loses to a number). */
static int nan_ignore(m2c_lowerer *L) { return enum_is(L, "nan_mode", "IGNORE"); }

/* tosa pad is [top, bottom, left, right]; tcf padding is [top, left, bottom, right] */
static void tcf_padding(const int64_t *tp, int64_t *out)
{
    out[0] = tp[0]; out[1] = tp[2]; out[2] = tp[1]; out[3] = tp[3];
}

/* Integer operands (i8..i64) go to the integer ops. A missing operand is
 * not one (the lowering's arity check then reports it). */
static int is_int_operand(m2c_lowerer *L, int i)
{
    int e;
    if (i >= L->src->n_in) return 0;
    e = L->src->in[i]->shape.elem;
    return !L->src->in[i]->shape.scalar && (e == M2C_I8 || e == M2C_I16 || e == M2C_I32 || e == M2C_I64);
}

static void lower_conv(m2c_lowerer *L, int depthwise)
{
    static const char *const known[] = { "pad", "stride", "dilation", "acc_type", "local_bound", "quantization_info", NULL };
    m2c_value *x, *w, *b = NULL, *in[3];
    int64_t pad[4] = { 0, 0, 0, 0 }, tpad[4], stride[2] = { 1, 1 }, dil[2] = { 1, 1 };
    int64_t F, groups = 1;
    m2c_op *conv;
    m2c_type bt;
    if (is_int_operand(L, 0)) { m2c_lower_iconv(L, depthwise); return; }
    lw_known_attrs(L, known);
    lw_arity(L, 2, 5);
    lw_need_f32(L, 0); lw_need_f32(L, 1);
    need_rank(L, 0, 4, "NHWC");
    need_rank(L, 1, 4, depthwise ? "HWCM" : "OHWI");
    need_zero(L, 3, "input zero point");
    need_zero(L, 4, "weight zero point");
    if (list_attr(L, "pad", tpad, 4, 1)) tcf_padding(tpad, pad);
    list_attr(L, "stride", stride, 2, 1);
    list_attr(L, "dilation", dil, 2, 1);
    x = lw_transpose(L, L->src->in[0], to_nchw, 0);
    w = L->src->in[1];
    if (depthwise) {
        /* [KH, KW, C, M] -> [C, M, KH, KW] -> [C*M, 1, KH, KW], groups = C */
        static const int64_t perm[4] = { 2, 3, 0, 1 };
        m2c_type t;
        if (w->shape.dims[2] != x->shape.dims[1])
            m2c_error_at(L->src->in_loc[1], "%s: filter has %lld channels but the input has %lld", L->src->dname,
                         (long long)w->shape.dims[2], (long long)x->shape.dims[1]);
        groups = w->shape.dims[2];
        w = lw_transpose(L, w, perm, 0);
        memset(&t, 0, sizeof t);
        t.rank = 4;
        t.dims[0] = w->shape.dims[0] * w->shape.dims[1];
        t.dims[1] = 1;
        t.dims[2] = w->shape.dims[2];
        t.dims[3] = w->shape.dims[3];
        w = lw_reshape(L, w, &t, 0);
    } else {
        w = lw_transpose(L, w, to_nchw, 0);   /* OHWI -> OIHW */
    }
    F = w->shape.dims[0];
    if (L->src->n_in > 2) {
        lw_need_f32(L, 2);
        b = L->src->in[2];
        memset(&bt, 0, sizeof bt);
        bt.rank = 1;
        bt.dims[0] = F;
        if (b->shape.rank == 1 && b->shape.dims[0] == 1 && F != 1) {
            if (b->kind != M2C_V_CONST)
                m2c_error_at(L->src->in_loc[2], "%s: a [1] bias must be a constant", L->src->dname);
            b = lw_const(L, &bt, NULL, b->cbuf->data[0]);
        }
        if (lw_is_splat(b, 0.0f)) b = NULL;
    }
    in[0] = x; in[1] = w; in[2] = b;
    conv = lw_op(L, M2C_OPK_CONV2D, b ? 3 : 2, in);
    lw_window(L, conv, stride, pad, dil);
    conv->attr.conv2d.groups = lw_i32(L, groups, "groups");
    x = lw_done(L, conv, NULL, 0);
    lw_transpose(L, x, to_nhwc, 1);
}

static void lower_pool(m2c_lowerer *L, int avg)
{
    static const char *const known[] = { "kernel", "stride", "pad", "acc_type", "nan_mode", "quantization_info", "dilation", NULL };
    int64_t k[2], stride[2], tpad[4], pad[4], dil[2];
    m2c_value *x;
    m2c_op *op;
    lw_known_attrs(L, known);
    /* TOSA pools have no dilation; MLIR keeps an unknown `dilation` as a
     * discardable attribute (canonicalize.mlir writes one): all ones means
     * nothing, anything else is refused rather than ignored */
    if (list_attr(L, "dilation", dil, 2, 0) && (dil[0] != 1 || dil[1] != 1))
        m2c_error_at(lw_attr(L, "dilation")->vloc, "%s: 'dilation' is not a TOSA pool attribute; only 1, 1 is accepted", L->src->dname);
    lw_arity(L, 1, avg ? 3 : 1);
    if (is_int_operand(L, 0)) { m2c_lower_ipool(L, avg); return; }
    lw_need_f32(L, 0);
    need_rank(L, 0, 4, "NHWC");
    need_zero(L, 1, "input zero point");
    need_zero(L, 2, "output zero point");
    if (nan_ignore(L))
        m2c_error_at(lw_attr(L, "nan_mode")->vloc, "%s: nan_mode = IGNORE is not supported (npk's max pool propagates NaN)", L->src->dname);
    list_attr(L, "kernel", k, 2, 1);
    list_attr(L, "stride", stride, 2, 1);
    list_attr(L, "pad", tpad, 4, 1);
    tcf_padding(tpad, pad);
    x = lw_transpose(L, L->src->in[0], to_nchw, 0);
    op = lw_op(L, avg ? M2C_OPK_AVGPOOL : M2C_OPK_MAXPOOL, 1, &x);
    op->attr.max_pool2d.kh = lw_i32(L, k[0], "kernel");
    op->attr.max_pool2d.kw = lw_i32(L, k[1], "kernel");
    lw_window(L, op, stride, pad, NULL);   /* avg: count_include_pad stays 0, TOSA divides by the valid taps */
    x = lw_done(L, op, NULL, 0);
    lw_transpose(L, x, to_nhwc, 1);
}

/* fully_connected: x[N, IC] w[OC, IC] b[OC] -> matmul(x, w^T) + b */
static void lower_fc(m2c_lowerer *L)
{
    static const char *const known[] = { "quantization_info", NULL };
    m2c_value *in[2], *y;
    m2c_op *mm;
    if (is_int_operand(L, 0)) { m2c_lower_iconv(L, 2); return; }
    lw_known_attrs(L, known);
    lw_arity(L, 3, 3);
    lw_need_f32(L, 0); lw_need_f32(L, 1); lw_need_f32(L, 2);
    need_rank(L, 0, 2, "[N, IC]");
    need_rank(L, 1, 2, "[OC, IC]");
    in[0] = L->src->in[0];
    in[1] = L->src->in[1];
    mm = lw_op(L, M2C_OPK_MATMUL, 2, in);
    mm->attr.matmul.trans_b = 1;
    y = lw_done(L, mm, NULL, 0);
    if (L->src->in[2]->shape.rank != 1 || L->src->in[2]->shape.dims[0] != y->shape.dims[1])
        m2c_error_at(L->src->in_loc[2], "%s: bias must have shape [%lld]", L->src->dname, (long long)y->shape.dims[1]);
    lw_binary(L, M2C_OPK_ADD, y, L->src->in[2], 1);
}

/* matmul [B, M, K] x [B, K, N]: batch 1 runs as a 2-D matmul (as every
 * model had it), a larger batch as the batched matmul op (one stack of
 * matrices; a firmware build then needs NPK_USE_MATMUL_BATCHED). */
static void lower_matmul(m2c_lowerer *L)
{
    static const char *const known[] = { "quantization_info", NULL };
    m2c_value *a, *b, *in[2], *y;
    m2c_type t;
    if (is_int_operand(L, 0)) { m2c_lower_imatmul(L); return; }
    lw_known_attrs(L, known);
    lw_arity(L, 2, 4);
    lw_need_f32(L, 0); lw_need_f32(L, 1);
    need_zero(L, 2, "a zero point");
    need_zero(L, 3, "b zero point");
    need_rank(L, 0, 3, "[B, M, K]");
    need_rank(L, 1, 3, "[B, K, N]");
    a = L->src->in[0];
    b = L->src->in[1];
    if (a->shape.dims[0] != 1 || b->shape.dims[0] != 1) {
        in[0] = a;
        in[1] = b;
        lw_done(L, lw_op(L, M2C_OPK_MATMUL, 2, in), NULL, 1);
        return;
    }
    memset(&t, 0, sizeof t);
    t.rank = 2;
    t.dims[0] = a->shape.dims[1]; t.dims[1] = a->shape.dims[2];
    in[0] = lw_reshape(L, a, &t, 0);
    t.dims[0] = b->shape.dims[1]; t.dims[1] = b->shape.dims[2];
    in[1] = lw_reshape(L, b, &t, 0);
    y = lw_done(L, lw_op(L, M2C_OPK_MATMUL, 2, in), NULL, 0);
    t.rank = 3;
    t.dims[0] = 1; t.dims[1] = y->shape.dims[0]; t.dims[2] = y->shape.dims[1];
    lw_reshape(L, y, &t, 1);
}

static void lower_reshape(m2c_lowerer *L)
{
    static const char *const known[] = { "new_shape", NULL };
    int64_t v[NPK_MAX_RANK];
    int n, i;
    m2c_type t;
    m2c_attr *a = lw_attr(L, "new_shape");
    lw_known_attrs(L, known);
    lw_arity(L, 1, 2);
    lw_need_tensor(L, 0);
    if (L->src->n_in == 2) n = lw_const_ints(L, 1, v, NPK_MAX_RANK);
    else if (a && a->kind == M2C_ATTR_ARRAY && a->all_int && a->n <= NPK_MAX_RANK) { n = a->n; for (i = 0; i < n; i++) v[i] = a->ints[i]; }
    else m2c_error_at(a ? a->vloc : L->src->loc, "%s needs a shape operand or a 'new_shape' list of at most %d integers", L->src->dname, NPK_MAX_RANK);
    memset(&t, 0, sizeof t);
    t.rank = n;
    for (i = 0; i < n; i++) {
        if (v[i] == 0 || v[i] < -1) m2c_error_at(a ? a->vloc : L->src->in_loc[1], "%s: invalid dimension %lld in the new shape", L->src->dname, (long long)v[i]);
        t.dims[i] = v[i] < 0 ? M2C_DYN : v[i];
    }
    lw_reshape(L, L->src->in[0], &t, 1);
}

static void lower_transpose(m2c_lowerer *L)
{
    static const char *const known[] = { "perms", NULL };
    int64_t perm[NPK_MAX_RANK];
    int n, i;
    m2c_attr *a = lw_attr(L, "perms");
    m2c_op *op;
    lw_known_attrs(L, known);
    lw_arity(L, a ? 1 : 2, a ? 1 : 2);
    lw_need_tensor(L, 0);
    if (a) {
        if (a->kind != M2C_ATTR_ARRAY || !a->all_int || a->n > NPK_MAX_RANK) m2c_error_at(a->vloc, "'perms' of %s must be a list of integers", L->src->dname);
        n = a->n;
        for (i = 0; i < n; i++) perm[i] = a->ints[i];
    } else {
        n = lw_const_ints(L, 1, perm, NPK_MAX_RANK);
    }
    if (n != L->src->in[0]->shape.rank)
        m2c_error_at(a ? a->vloc : L->src->in_loc[1], "%s: the permutation has %d elements but the input has rank %d", L->src->dname, n, L->src->in[0]->shape.rank);
    for (i = 0; i < n; i++)
        if (perm[i] < 0 || perm[i] >= n) m2c_error_at(a ? a->vloc : L->src->in_loc[1], "%s: the permutation has an element out of range", L->src->dname);
    op = lw_op(L, M2C_OPK_TRANSPOSE, 1, &L->src->in[0]);
    lw_perm(op, perm, n);
    lw_done(L, op, NULL, 1);
}

static double float_attr(m2c_lowerer *L, const char *a1, const char *a2, double def)
{
    m2c_attr *a = lw_attr(L, a1);
    if (!a) a = lw_attr(L, a2);
    if (!a) return def;
    if (a->kind != M2C_ATTR_FLOAT && a->kind != M2C_ATTR_INT) m2c_error_at(a->vloc, "'%s' of %s must be a number", a->name, L->src->dname);
    return a->f;
}

/* One integer constant shaped [1, ..., 1] of `rank` dims (rank 0: a 0-d
 * tensor): broadcasts against an operand of that rank without changing its
 * shape (a [1] would make a 0-d operand's result [1]). */
static m2c_value *int_splat(m2c_lowerer *L, int elem, int64_t v, int rank)
{
    m2c_value *c = lw_const_int(L, elem, 1, &v);
    int d;
    c->decl.rank = c->shape.rank = rank;
    for (d = 0; d < rank; d++) c->decl.dims[d] = c->shape.dims[d] = 1;
    return c;
}

/* One ibinary op on two values (not the source's operands). */
static m2c_value *ibin(m2c_lowerer *L, int fn, m2c_value *a, m2c_value *b, int final)
{
    m2c_value *in[2];
    m2c_op *op;
    in[0] = a;
    in[1] = b;
    op = lw_op(L, M2C_OPK_TCP, 2, in);
    m2c_set_op(op, NPK_OP_IBINARY);
    op->attr.ibinary.fn = fn;
    return lw_done(L, op, NULL, final);
}

/* One integer binary op of the clamp: v fn c (a constant of v's type and rank). */
static m2c_value *int_bin_const(m2c_lowerer *L, m2c_value *v, int fn, int64_t c, int last)
{
    return ibin(L, fn, v, int_splat(L, v->shape.elem, c, v->shape.rank), last);
}

/* clamp of ui<N>, held as the i<N> of the same bits: flipping the top bit maps
 * the unsigned order onto the signed one, so x ^ 2^(N-1), clamped in signed
 * order to the flipped bounds, ^ 2^(N-1) again. */
static void unsigned_clamp(m2c_lowerer *L, int bits)
{
    uint64_t umax = bits == 64 ? UINT64_MAX : ((uint64_t)1 << bits) - 1, top = (uint64_t)1 << (bits - 1), b[2];
    int64_t flip = bits == 64 ? INT64_MIN : -(int64_t)top;
    m2c_value *v;
    int k;
    for (k = 0; k < 2; k++) {
        m2c_attr *a = lw_attr(L, k ? "max_val" : "min_val");
        if (!a) a = lw_attr(L, k ? "max_int" : "min_int");
        b[k] = k ? umax : 0;
        if (a && a->i >= 0) b[k] = (uint64_t)a->i > umax ? umax : (uint64_t)a->i; /* (negative: as no bound) */
    }
    if (b[0] > b[1]) m2c_error_at(L->src->loc, "%s: min (%llu) is larger than max (%llu)", L->src->dname, (unsigned long long)b[0], (unsigned long long)b[1]);
    v = int_bin_const(L, L->src->in[0], NPK_IBIN_XOR, flip, 0);
    for (k = 0; k < 2; k++) /* the flipped bound b - 2^(N-1), as an i<N> */
        v = int_bin_const(L, v, k ? NPK_IBIN_MIN : NPK_IBIN_MAX,
                          bits == 64 ? (int64_t)(b[k] ^ top) : (int64_t)b[k] - (int64_t)top, 0);
    int_bin_const(L, v, NPK_IBIN_XOR, flip, 1);
}

/* clamp on integers: max with min_val (older: min_int), then min with
 * max_val (max_int), both as constants of the operand's type, the bounds
 * first limited to the type's range. */
static void int_clamp(m2c_lowerer *L)
{
    int e = L->src->in[0]->shape.elem, bits = e == M2C_I8 ? 8 : e == M2C_I16 ? 16 : e == M2C_I32 ? 32 : 64, k;
    int64_t tmin = bits == 64 ? INT64_MIN : -((int64_t)1 << (bits - 1)), tmax = bits == 64 ? INT64_MAX : ((int64_t)1 << (bits - 1)) - 1;
    int64_t b[2];
    m2c_value *v = L->src->in[0];
    for (k = 0; k < 2; k++) {
        m2c_attr *a = lw_attr(L, k ? "max_val" : "min_val");
        if (!a) a = lw_attr(L, k ? "max_int" : "min_int");
        b[k] = k ? tmax : tmin;
        if (!a) continue;
        if (a->kind != M2C_ATTR_INT) m2c_error_at(a->vloc, "'%s' of %s on integers must be an integer", a->name, L->src->dname);
        b[k] = a->i < tmin ? tmin : a->i > tmax ? tmax : a->i;
    }
    if (L->src->in_decl[0].uns) {
        unsigned_clamp(L, bits);
        return;
    }
    if (b[0] > b[1]) m2c_error_at(L->src->loc, "%s: min (%lld) is larger than max (%lld)", L->src->dname, (long long)b[0], (long long)b[1]);
    for (k = 0; k < 2; k++) v = int_bin_const(L, v, k ? NPK_IBIN_MIN : NPK_IBIN_MAX, b[k], k == 1);
}

static void lower_clamp(m2c_lowerer *L)
{
    static const char *const known[] = { "min_fp", "max_fp", "min_int", "max_int", "min_val", "max_val", "nan_mode", NULL };
    double lo, hi;
    m2c_op *op;
    lw_known_attrs(L, known);
    lw_arity(L, 1, 1);
    if (is_int_operand(L, 0)) { int_clamp(L); return; }
    lw_need_f32(L, 0);
    lo = float_attr(L, "min_val", "min_fp", -HUGE_VAL);
    hi = float_attr(L, "max_val", "max_fp", HUGE_VAL);
    if (lo > hi) m2c_error_at(L->src->loc, "%s: min (%g) is larger than max (%g)", L->src->dname, lo, hi);
    if (nan_ignore(L)) {
        /* IGNORE: NaN becomes min (max(NaN, min) = min, then min(min, max));
         * the unary clamp propagates NaN, so two IGNORE binaries instead */
        m2c_type one;
        m2c_value *v;
        memset(&one, 0, sizeof one);
        one.rank = 1;
        one.dims[0] = 1;
        v = lw_binary_fn(L, NPK_BIN_MAX_IGNORE, L->src->in[0], lw_const(L, &one, NULL, (float)lo), 0);
        lw_binary_fn(L, NPK_BIN_MIN_IGNORE, v, lw_const(L, &one, NULL, (float)hi), 1);
        return;
    }
    if (lo == 0.0 && hi >= 3.4028234663852886e38) {   /* how torch-mlir spells relu */
        lw_unary_fn(L, NPK_UN_RELU, L->src->in[0], 1);
        return;
    }
    op = lw_op(L, M2C_OPK_CLAMP, 1, &L->src->in[0]);
    op->attr.unary.p0 = (float)lo;
    op->attr.unary.p1 = (float)hi;
    lw_done(L, op, NULL, 1);
}

/* pad: the padding is a constant operand, [rank, 2] integers (older form) or
 * a !tosa.shape<2*rank> from tosa.const_shape, both before0, after0,
 * before1, ...; the value is a constant third operand (tensor<f32> or
 * tensor<1xf32>) or the older pad_const_fp attribute, else 0. */
static void lower_pad(m2c_lowerer *L)
{
    static const char *const known[] = { "pad_const_fp", "pad_const_int", "quantization_info", NULL };
    int64_t p[2 * NPK_MAX_RANK];
    m2c_value *x = L->src->in[0];
    double v = float_attr(L, "pad_const_fp", "pad_const_fp", 0.0);
    int n, d;
    m2c_op *op;
    lw_known_attrs(L, known);
    lw_arity(L, 2, 3);
    lw_need_tensor(L, 0);
    if (m2c_resolve(L->src->in[1])->kind == M2C_V_ARG)   /* sizes npk must know when translating */
        m2c_error_at(L->src->in_loc[1], "%s: the padding is argument '%s', given at run time; it must be a compile-time "
                     "constant: fix it with --const %s=VALUE (every element VALUE)", L->src->dname, L->src->in[1]->name,
                     L->src->in[1]->name);
    n = lw_const_ints(L, 1, p, 2 * NPK_MAX_RANK);
    if (n != 2 * x->shape.rank)
        m2c_error_at(L->src->in_loc[1], "%s: the padding has %d elements; rank %d needs %d (before and after each dim)",
                     L->src->dname, n, x->shape.rank, 2 * x->shape.rank);
    if (L->src->n_in == 3) {
        m2c_value *c = L->src->in[2];
        /* the value in the tensor's own type (an integer pad of an integer tensor) */
        if (c->kind != M2C_V_CONST || !m2c_elem_dtype(c->shape.elem) || c->cbuf->count != 1)
            m2c_error_at(L->src->in_loc[2], "%s: the pad value must be a constant scalar", L->src->dname);
        v = c->cbuf->data[0];
    }
    if (v != v) m2c_error_at(L->src->loc, "%s: the pad value must not be NaN", L->src->dname);
    op = lw_op(L, M2C_OPK_TCP, 1, &x);
    m2c_set_op(op, NPK_OP_PAD);
    for (d = 0; d < x->shape.rank; d++) {
        if (p[2 * d] < 0 || p[2 * d + 1] < 0)
            m2c_error_at(L->src->in_loc[1], "%s: padding must not be negative (dim %d: %lld, %lld)", L->src->dname, d,
                         (long long)p[2 * d], (long long)p[2 * d + 1]);
        NPK_PAD_BEFORE(op)[d] = lw_i32(L, p[2 * d], "padding");
        NPK_PAD_AFTER(op)[d] = lw_i32(L, p[2 * d + 1], "padding");
    }
    op->attr.pad.value = (float)v;
    lw_done(L, op, NULL, 1);
}

/* reduce_{sum,max,min,prod}: L->arg is the npk_reduce_fn. sum and max are
 * made as the internal kinds softmax.c recognises (sum then becomes a
 * matmul with ones in lower.c); min and prod go to the reduce op. */
static void lower_reduce_op(m2c_lowerer *L)
{
    static const char *const known[] = { "axis", "nan_mode", NULL };
    m2c_attr *a = lw_attr(L, "axis");
    m2c_op *op;
    if (is_int_operand(L, 0)) {
        m2c_lower_ireduce(L, L->arg == NPK_REDUCE_SUM ? NPK_IRED_SUM : L->arg == NPK_REDUCE_PROD ? NPK_IRED_PROD
                             : L->arg == NPK_REDUCE_MAX ? NPK_IRED_MAX : NPK_IRED_MIN);
        return;
    }
    lw_known_attrs(L, known);
    lw_arity(L, 1, 1);
    lw_need_f32(L, 0);
    if (!a) m2c_error_at(L->src->loc, "%s needs an 'axis' attribute", L->src->dname);
    if (a->kind != M2C_ATTR_INT) m2c_error_at(a->vloc, "'axis' of %s must be an integer", L->src->dname);
    if (a->i < 0 || a->i >= L->src->in[0]->shape.rank)
        m2c_error_at(a->vloc, "'axis' = %lld of %s is out of range for rank %d", (long long)a->i, L->src->dname, L->src->in[0]->shape.rank);
    if (nan_ignore(L) && L->arg != NPK_REDUCE_MAX && L->arg != NPK_REDUCE_MIN)
        m2c_error_at(lw_attr(L, "nan_mode")->vloc, "%s: nan_mode applies to reduce_max and reduce_min only", L->src->dname);
    if ((L->arg == NPK_REDUCE_SUM || L->arg == NPK_REDUCE_MAX) && !nan_ignore(L)) {
        op = lw_op(L, L->arg == NPK_REDUCE_MAX ? M2C_OPK_REDUCE_MAX : M2C_OPK_REDUCE_SUM, 1, &L->src->in[0]);
    } else {
        op = lw_op(L, M2C_OPK_TCP, 1, &L->src->in[0]);
        m2c_set_op(op, NPK_OP_REDUCE);
        op->attr.reduce.fn = L->arg;
        op->attr.reduce.nan_mode = nan_ignore(L);
    }
    op->attr.reduce.axis = (int32_t)a->i;
    lw_done(L, op, NULL, 1);
}


static m2c_op *int_binary(m2c_lowerer *L, int fn, int shift, int round)
{
    m2c_op *op;
    lw_need_tensor(L, 0);
    lw_need_tensor(L, 1);
    op = lw_op(L, M2C_OPK_TCP, 2, L->src->in);
    m2c_set_op(op, NPK_OP_IBINARY);
    op->attr.ibinary.fn = fn;
    op->attr.ibinary.shift = shift;
    op->attr.ibinary.round = round;
    lw_done(L, op, NULL, 1);
    return op;
}

static void int_unary(m2c_lowerer *L, int fn)
{
    m2c_op *op = lw_op(L, M2C_OPK_TCP, 1, L->src->in);
    m2c_set_op(op, NPK_OP_IUNARY);
    op->attr.iunary.fn = fn;
    lw_done(L, op, NULL, 1);
}

/* tosa.intdiv, bitwise_*, shifts: integers only (L->arg: the ibinary fn);
 * arithmetic_right_shift's round = true rounds half up. */
static void lower_int_binary(m2c_lowerer *L)
{
    static const char *const known[] = { "round", NULL };
    m2c_attr *round = lw_attr(L, "round");
    lw_known_attrs(L, known);
    lw_arity(L, 2, 2);
    /* a bool, also written `0 : i1` */
    if (round && ((round->kind != M2C_ATTR_BOOL && round->kind != M2C_ATTR_INT) || round->i < 0 || round->i > 1 ||
                  (round->i && L->arg != NPK_IBIN_SHR)))
        m2c_error_at(round->vloc, "%s: 'round' must be a bool and applies to arithmetic_right_shift only", L->src->dname);
    int_binary(L, L->arg, 0, round ? (int)round->i : 0);
}

/* tosa.bitwise_not, clz (L->arg: the iunary fn). */
static void lower_int_unary(m2c_lowerer *L)
{
    static const char *const none[] = { NULL };
    lw_known_attrs(L, none);
    lw_arity(L, 1, 1);
    lw_need_tensor(L, 0);
    int_unary(L, L->arg);
}

/* Elementwise ops: L->arg is the function; binary when the table says so. */
static void lower_unary(m2c_lowerer *L)
{
    static const char *const none[] = { NULL };
    lw_known_attrs(L, none);
    lw_arity(L, 1, 1);
    if (L->arg == NPK_UN_ABS && is_int_operand(L, 0)) { int_unary(L, NPK_IUN_ABS); return; }
    lw_need_f32(L, 0);
    lw_unary_fn(L, L->arg, L->src->in[0], 1);
}

static void lower_binary(m2c_lowerer *L)
{
    static const char *const nan_mode[] = { "nan_mode", NULL };
    lw_known_attrs(L, nan_mode);
    lw_arity(L, 2, 2);
    if (is_int_operand(L, 0) && L->arg != NPK_BIN_POW) {
        int fn = L->arg == NPK_BIN_ADD ? NPK_IBIN_ADD : L->arg == NPK_BIN_SUB ? NPK_IBIN_SUB
               : L->arg == NPK_BIN_MAX ? NPK_IBIN_MAX : NPK_IBIN_MIN;
        int_binary(L, fn, 0, 0);
        return;
    }
    lw_need_f32(L, 0);
    lw_need_f32(L, 1);
    if (nan_ignore(L)) {
        if (L->arg != NPK_BIN_MAX && L->arg != NPK_BIN_MIN)
            m2c_error_at(lw_attr(L, "nan_mode")->vloc, "%s: nan_mode applies to maximum and minimum only", L->src->dname);
        lw_binary_fn(L, L->arg == NPK_BIN_MAX ? NPK_BIN_MAX_IGNORE : NPK_BIN_MIN_IGNORE, L->src->in[0], L->src->in[1], 1);
        return;
    }
    lw_binary_fn(L, L->arg, L->src->in[0], L->src->in[1], 1);
}

static int enum_is(m2c_lowerer *L, const char *name, const char *word);

/* tosa.mul of i32 by a shift that is not a constant (a function argument):
 * the spec's (a * b + ((1 << shift) >> 1)) >> shift, computed in i64 (the
 * product is exact there) and wrapped back to i32. */
static void lower_mul_shift_value(m2c_lowerer *L)
{
    static const int64_t one = 1;
    m2c_value *a = lw_cast(L, L->src->in[0], M2C_I64, 0), *b = lw_cast(L, L->src->in[1], M2C_I64, 0);
    m2c_value *s = lw_cast(L, L->src->in[2], M2C_I64, 0), *c1 = lw_const_int(L, M2C_I64, 1, &one);
    m2c_value *half = ibin(L, NPK_IBIN_SHR, ibin(L, NPK_IBIN_SHL, c1, s, 0), c1, 0);
    m2c_value *p = ibin(L, NPK_IBIN_ADD, ibin(L, NPK_IBIN_MUL, a, b, 0), half, 0);
    lw_cast(L, ibin(L, NPK_IBIN_SHR, p, s, 0), M2C_I32, 1);
}

/* tosa.mul: the shift (an attribute, or TOSA 1.0's i8 operand) applies to
 * i32 only: (a * b + (1 << (shift - 1))) >> shift. i8 and i16 operands
 * give an i32 product (the spec's out_t) when the result is declared so. */
static void lower_mul(m2c_lowerer *L)
{
    static const char *const known[] = { "shift", NULL };
    m2c_attr *sh = lw_attr(L, "shift");
    int64_t shift = 0;
    lw_known_attrs(L, known);
    lw_arity(L, 2, 3);
    if (sh && sh->kind != M2C_ATTR_INT) m2c_error_at(sh->vloc, "%s: 'shift' must be an integer", L->src->dname);
    if (sh) shift = sh->i;
    if (L->src->n_in == 3) {
        int e = L->src->in[2]->shape.elem;
        if (L->src->in[2]->kind != M2C_V_CONST && is_int_operand(L, 0) && L->src->in[0]->shape.elem == M2C_I32 &&
            (e == M2C_I8 || e == M2C_I16 || e == M2C_I32) && !L->src->in[2]->shape.scalar &&
            m2c_type_count(&L->src->in[2]->shape) == 1 && L->src->out->decl.elem == M2C_I32) {
            lower_mul_shift_value(L);
            return;
        }
        if (L->src->in[2]->kind != M2C_V_CONST || L->src->in[2]->cbuf->count != 1)
            m2c_error_at(L->src->in_loc[2], "%s: the shift operand must be one i8 (a constant, or a value for i32 "
                         "operands)", L->src->dname);
        lw_const_i64(L, 2, &shift, 1);
    }
    if (shift && !(is_int_operand(L, 0) && L->src->in[0]->shape.elem == M2C_I32))
        m2c_error_at(sh ? sh->vloc : L->src->in_loc[2], "%s: a shift applies to i32 operands only", L->src->dname);
    if (shift < 0 || shift > 63)
        m2c_error_at(sh ? sh->vloc : L->src->in_loc[2], "%s: shift %lld is outside 0..63", L->src->dname, (long long)shift);
    if (is_int_operand(L, 0)) {
        int e = L->src->in[0]->shape.elem;
        L->src->n_in = 2; /* the shift operand is done with */
        if ((e == M2C_I8 || e == M2C_I16) && L->src->out->decl.elem == M2C_I32 && L->src->in[1]->shape.elem == e) {
            ibin(L, NPK_IBIN_MUL, lw_cast(L, L->src->in[0], M2C_I32, 0), lw_cast(L, L->src->in[1], M2C_I32, 0), 1);
            return;
        }
        int_binary(L, NPK_IBIN_MUL, (int)shift, 0);
        return;
    }
    lw_need_f32(L, 0); lw_need_f32(L, 1);
    lw_binary_fn(L, NPK_BIN_MUL, L->src->in[0], L->src->in[1], 1);
}

/* negate: the newer form has input and output zero points (zero for
 * floats). On signed integers TOSA computes clip(-(x - in_zp) + out_zp) in
 * a wider type (i32 for i8/i16, i64 for i32) and clips to the type, so
 * -(-128) is 127 in i8 (as mlir-opt-22's tosa-to-linalg lowers it): here
 * (in_zp + out_zp) - x, then min/max, then the cast back. */
static void lower_negate(m2c_lowerer *L)
{
    static const char *const known[] = { "quantization_info", NULL };
    lw_known_attrs(L, known);
    lw_arity(L, 1, 3);
    if (is_int_operand(L, 0) && !L->src->in_decl[0].uns) {
        int e = L->src->in[0]->shape.elem, wide = e == M2C_I32 ? M2C_I64 : M2C_I32, bits;
        int64_t zp[2] = { 0, 0 }, sum, lo, hi;
        m2c_value *t;
        int k;
        if (e != M2C_I8 && e != M2C_I16 && e != M2C_I32)
            m2c_error_at(L->src->in_loc[0], "%s: %s is not supported (i8, i16, i32 or a float)", L->src->dname,
                         m2c_elem_name(e));
        bits = m2c_elem_bytes(e) * 8;
        lo = -((int64_t)1 << (bits - 1));
        hi = ((int64_t)1 << (bits - 1)) - 1;
        zp[0] = m2c_tosa_zero_point(L, 1, "input_zp"); /* operands, or the older quantization_info */
        zp[1] = m2c_tosa_zero_point(L, 2, "output_zp");
        for (k = 0; k < 2; k++)
            if (zp[k] < lo || zp[k] > hi || (zp[k] && e != M2C_I8))
                m2c_error_at(k + 1 < L->src->n_in ? L->src->in_loc[k + 1] : L->src->loc,
                             "%s: zero point %lld: TOSA allows a non-zero one for i8 only", L->src->dname,
                             (long long)zp[k]);
        sum = zp[0] + zp[1];
        t = ibin(L, NPK_IBIN_SUB, int_splat(L, wide, sum, L->src->in[0]->shape.rank), lw_cast(L, L->src->in[0], wide, 0), 0);
        t = int_bin_const(L, int_bin_const(L, t, NPK_IBIN_MAX, lo, 0), NPK_IBIN_MIN, hi, 0);
        lw_cast(L, t, e, 1);
        return;
    }
    need_zero(L, 1, "input zero point");
    need_zero(L, 2, "output zero point");
    if (is_int_operand(L, 0)) { int_unary(L, NPK_IUN_NEG); return; } /* unsigned: refused there */
    lw_need_f32(L, 0);
    lw_unary_fn(L, NPK_UN_NEG, L->src->in[0], 1);
}

static void lower_identity(m2c_lowerer *L)
{
    static const char *const none[] = { NULL };
    lw_known_attrs(L, none);
    lw_arity(L, 1, 1);
    lw_alias(L, L->src->in[0]);
}

/* tosa.cast of a ui<N> tensor (held as the i<N> of the same bits) to a float
 * or a wider integer: the value is the unsigned one, so the bits are
 * zero-extended (sign-extended by the cast, then masked to N bits) before
 * the cast to the result type. Other targets keep the refusal of lower.c. */
static void cast_unsigned(m2c_lowerer *L, int to)
{
    int from = L->src->in_decl[0].elem, bits = m2c_elem_bytes(from) * 8;
    int wide = from == M2C_I32 ? M2C_I64 : M2C_I32;
    int64_t mask = (int64_t)((1ull << bits) - 1);
    m2c_value *in[2];
    m2c_op *op;
    int to_wider = !m2c_elem_is_float(to) && to > from && to <= M2C_I64;
    if (from < M2C_I8 || from > M2C_I32 || (!m2c_elem_is_float(to) && !to_wider))
        m2c_error_at(L->src->loc, "%s of unsigned integers to %s is not supported (ui<N> is held as i<N>)",
                     L->src->dname, m2c_elem_name(to));
    if (to_wider && m2c_elem_bytes(to) > m2c_elem_bytes(wide)) wide = to;
    in[0] = lw_cast(L, L->src->in[0], wide, 0);
    in[1] = lw_const_int(L, wide, 1, &mask);
    op = lw_op(L, M2C_OPK_TCP, 2, in);
    m2c_set_op(op, NPK_OP_IBINARY);
    op->attr.ibinary.fn = NPK_IBIN_AND;
    if (wide == to) { lw_done(L, op, NULL, 1); return; }
    lw_cast(L, lw_done(L, op, NULL, 0), to, 1);
}

/* tosa.cast: to the result's element type, by TOSA's rules (the cast op). */
static void lower_cast(m2c_lowerer *L)
{
    static const char *const none[] = { NULL };
    int to = L->src->out->decl.elem;
    lw_known_attrs(L, none);
    lw_arity(L, 1, 1);
    lw_need_tensor(L, 0);
    if (!m2c_elem_dtype(to) || L->src->out->decl.scalar) {
        char t[128];
        m2c_type_str(&L->src->out->decl, t, sizeof t);
        m2c_error_at(L->src->loc, "%s: cannot cast to %s (only tensors of f32, f16, bf16, f64, f8E4M3FN, f8E5M2, f8E4M3FNUZ, f8E5M2FNUZ, f8E8M0FNU, f4E2M1FN, i1, i2, i4, i8, i16, i32 or i64)",
                     L->src->dname, t);
    }
    if (L->src->in_decl[0].uns) { cast_unsigned(L, to); return; }
    lw_cast(L, L->src->in[0], to, 1);
}

/* tosa.equal / greater / greater_equal (L->arg: the compare fn), i1 result. */
static void lower_compare(m2c_lowerer *L)
{
    static const char *const none[] = { NULL };
    m2c_op *op;
    lw_known_attrs(L, none);
    lw_arity(L, 2, 2);
    lw_need_tensor(L, 0);
    lw_need_tensor(L, 1);
    op = lw_op(L, M2C_OPK_TCP, 2, L->src->in);
    m2c_set_op(op, NPK_OP_COMPARE);
    op->attr.compare.fn = L->arg;
    lw_done(L, op, NULL, 1);
}

/* tosa.select: cond (i1), on_true, on_false, broadcasting. */
static void lower_select(m2c_lowerer *L)
{
    static const char *const none[] = { NULL };
    m2c_op *op;
    lw_known_attrs(L, none);
    lw_arity(L, 3, 3);
    lw_need_tensor(L, 0);
    lw_need_tensor(L, 1);
    lw_need_tensor(L, 2);
    op = lw_op(L, M2C_OPK_TCP, 3, L->src->in);
    m2c_set_op(op, NPK_OP_SELECT);
    lw_done(L, op, NULL, 1);
}

/* tosa.logical_and / or / xor / not (L->arg: the logical fn). */
static void lower_logical(m2c_lowerer *L)
{
    static const char *const none[] = { NULL };
    int n = L->arg == NPK_LOGIC_NOT ? 1 : 2, k;
    m2c_op *op;
    lw_known_attrs(L, none);
    lw_arity(L, n, n);
    for (k = 0; k < n; k++) lw_need_tensor(L, k);
    op = lw_op(L, M2C_OPK_TCP, n, L->src->in);
    m2c_set_op(op, NPK_OP_LOGICAL);
    op->attr.logical.fn = L->arg;
    lw_done(L, op, NULL, 1);
}

/* tosa.argmax: `axis` (removed from the shape), i32 result; nan_mode
 * "PROPAGATE" (default) or "IGNORE". */
static void lower_argmax(m2c_lowerer *L)
{
    static const char *const known[] = { "axis", "nan_mode", NULL };
    m2c_attr *a = lw_attr(L, "axis"), *nm = lw_attr(L, "nan_mode");
    m2c_op *op;
    lw_known_attrs(L, known);
    lw_arity(L, 1, 1);
    lw_need_tensor(L, 0);
    if (!a || a->kind != M2C_ATTR_INT) m2c_error_at(a ? a->vloc : L->src->loc, "%s needs an integer 'axis' attribute", L->src->dname);
    if (a->i < 0 || a->i >= L->src->in[0]->shape.rank)
        m2c_error_at(a->vloc, "'axis' = %lld of %s is out of range for rank %d", (long long)a->i, L->src->dname,
                     L->src->in[0]->shape.rank);
    op = lw_op(L, M2C_OPK_TCP, 1, L->src->in);
    m2c_set_op(op, NPK_OP_ARGMAX);
    op->attr.argmax.axis = (int32_t)a->i;
    if (nm) { /* "IGNORE" or #tosa.nan_mode<IGNORE> */
        if (enum_is(L, "nan_mode", "IGNORE")) op->attr.argmax.nan_mode = 1;
        else if (!enum_is(L, "nan_mode", "PROPAGATE"))
            m2c_error_at(nm->vloc, "'nan_mode' of %s must be PROPAGATE or IGNORE", L->src->dname);
    }
    lw_done(L, op, NULL, 1);
}

/* ---- data movement and the other NN ops (ops/concat.h ... ops/conv3d.h) ---- */

/* An integer list from operand i (tosa.const_shape or a constant, the
 * current form) when the op has it, else from attribute `name` (older form);
 * negative values allowed. Returns the count. */
static int ints_of(m2c_lowerer *L, int i, const char *name, int64_t *out, int max)
{
    m2c_attr *a = lw_attr(L, name);
    int k;
    if (i < L->src->n_in) return lw_const_ints(L, i, out, max);
    if (!a) m2c_error_at(L->src->loc, "%s needs a '%s' operand or attribute", L->src->dname, name);
    if (a->kind != M2C_ATTR_ARRAY || !a->all_int || a->n > max)
        m2c_error_at(a->vloc, "'%s' of %s must be a list of at most %d integers", name, L->src->dname, max);
    for (k = 0; k < a->n; k++) out[k] = a->ints[k];
    return a->n;
}

/* A single integer attribute in [0, rank). */
static int axis_attr(m2c_lowerer *L, int rank)
{
    m2c_attr *a = lw_attr(L, "axis");
    if (!a) m2c_error_at(L->src->loc, "%s needs an 'axis' attribute", L->src->dname);
    if (a->kind != M2C_ATTR_INT) m2c_error_at(a->vloc, "'axis' of %s must be an integer", L->src->dname);
    if (a->i < 0 || a->i >= rank)
        m2c_error_at(a->vloc, "'axis' = %lld of %s is out of range for rank %d", (long long)a->i, L->src->dname, rank);
    return (int)a->i;
}

/* Is the enum attribute `name` spelled with `word` ("IGNORE", "BILINEAR")?
 * Read from the source text, so "BILINEAR", BILINEAR and
 * #tosa.resize_mode<BILINEAR> all count. */
static int enum_is(m2c_lowerer *L, const char *name, const char *word)
{
    m2c_attr *a = lw_attr(L, name);
    const char *p;
    size_t n = strlen(word);
    if (!a) return 0;
    for (p = a->vloc; *p && *p != ',' && *p != '}' && *p != '\n'; p++)
        if (!strncmp(p, word, n)) return 1;
    return 0;
}

static m2c_op *tcp_op(m2c_lowerer *L, int opcode, int n, m2c_value *const *in)
{
    m2c_op *op = lw_op(L, M2C_OPK_TCP, n, in);
    m2c_set_op(op, opcode);
    return op;
}

/* concat of any number of operands: npk's op takes up to 6, so longer
 * lists are joined in steps (the running result is the next step's first). */
static void lower_concat(m2c_lowerer *L)
{
    static const char *const known[] = { "axis", NULL };
    m2c_value *in[NPK_MAX_OP_INPUTS], *acc = NULL;
    int axis, i = 0, k;
    lw_known_attrs(L, known);
    if (L->src->n_in < 1) m2c_error_at(L->src->loc, "%s needs at least one operand", L->src->dname);
    for (k = 0; k < L->src->n_in; k++) lw_need_tensor(L, k);
    axis = axis_attr(L, L->src->in[0]->shape.rank);
    while (i < L->src->n_in) {
        int n = 0, last;
        m2c_op *op;
        if (acc) in[n++] = acc;
        while (n < NPK_MAX_OP_INPUTS && i < L->src->n_in) in[n++] = L->src->in[i++];
        last = i == L->src->n_in;
        op = tcp_op(L, NPK_OP_CONCAT, n, in);
        op->attr.concat.axis = axis;
        acc = lw_done(L, op, NULL, last);
    }
}

static void lower_slice(m2c_lowerer *L)
{
    static const char *const known[] = { "start", "size", NULL };
    int64_t start[NPK_MAX_RANK], size[NPK_MAX_RANK];
    m2c_value *x = L->src->in[0];
    int n1, n2, d;
    m2c_op *op;
    lw_known_attrs(L, known);
    lw_arity(L, 1, 3);
    lw_need_tensor(L, 0);
    n1 = ints_of(L, 1, "start", start, NPK_MAX_RANK);
    n2 = ints_of(L, 2, "size", size, NPK_MAX_RANK);
    if (n1 != x->shape.rank || n2 != x->shape.rank)
        m2c_error_at(L->src->loc, "%s: start and size need %d elements (the rank), got %d and %d", L->src->dname,
                     x->shape.rank, n1, n2);
    op = tcp_op(L, NPK_OP_SLICE, 1, &x);
    for (d = 0; d < x->shape.rank; d++) {
        if (size[d] == -1) size[d] = x->shape.dims[d] - start[d];   /* -1: to the end */
        if (start[d] < 0 || size[d] < 1 || start[d] + size[d] > x->shape.dims[d])
            m2c_error_at(L->src->loc, "%s: dim %d: start %lld, size %lld do not fit the extent %lld", L->src->dname, d,
                         (long long)start[d], (long long)size[d], (long long)x->shape.dims[d]);
        NPK_SLICE_START(op)[d] = (int32_t)start[d];
        NPK_SLICE_SIZE(op)[d] = (int32_t)size[d];
    }
    lw_done(L, op, NULL, 1);
}

static void lower_tile(m2c_lowerer *L)
{
    static const char *const known[] = { "multiples", NULL };
    int64_t m[NPK_MAX_RANK];
    m2c_value *x = L->src->in[0];
    int n, d;
    m2c_op *op;
    lw_known_attrs(L, known);
    lw_arity(L, 1, 2);
    lw_need_tensor(L, 0);
    n = ints_of(L, 1, "multiples", m, NPK_MAX_RANK);
    if (n != x->shape.rank)
        m2c_error_at(L->src->loc, "%s: multiples has %d elements but the input has rank %d", L->src->dname, n, x->shape.rank);
    op = tcp_op(L, NPK_OP_TILE, 1, &x);
    for (d = 0; d < n; d++) {
        if (m[d] < 1) m2c_error_at(L->src->loc, "%s: multiples[%d] = %lld must be at least 1", L->src->dname, d, (long long)m[d]);
        NPK_TILE_MULTIPLES(op)[d] = lw_i32(L, m[d], "multiples");
    }
    lw_done(L, op, NULL, 1);
}

static void lower_reverse(m2c_lowerer *L)
{
    static const char *const known[] = { "axis", NULL };
    m2c_op *op;
    lw_known_attrs(L, known);
    lw_arity(L, 1, 1);
    lw_need_tensor(L, 0);
    op = tcp_op(L, NPK_OP_REVERSE, 1, &L->src->in[0]);
    op->attr.reverse.axis = axis_attr(L, L->src->in[0]->shape.rank);
    lw_done(L, op, NULL, 1);
}

/* gather/scatter: values of any element type, i32 indices (the typed op
 * checks them). */
static void lower_gather(m2c_lowerer *L)
{
    static const char *const none[] = { NULL };
    lw_known_attrs(L, none);
    lw_arity(L, 2, 2);
    lw_need_tensor(L, 0);
    lw_done(L, tcp_op(L, NPK_OP_GATHER, 2, L->src->in), NULL, 1);
}

static void lower_scatter(m2c_lowerer *L)
{
    static const char *const none[] = { NULL };
    lw_known_attrs(L, none);
    lw_arity(L, 3, 3);
    lw_need_tensor(L, 0);
    lw_need_tensor(L, 2);
    lw_done(L, tcp_op(L, NPK_OP_SCATTER, 3, L->src->in), NULL, 1);
}

/* resize of i8/i16: the iresize op. Bilinear gives i32 (from i8) or i48
 * (from i16) by the spec; an i8 image declared to give i48 (which MLIR
 * accepts) is widened exactly from the i32. */
static void lower_iresize(m2c_lowerer *L, int bilinear, const int64_t *sc, const int64_t *off, const int64_t *bo)
{
    int e = L->src->in[0]->shape.elem, ye = L->src->out->decl.elem;
    int want = !bilinear ? e : e == M2C_I8 ? M2C_I32 : M2C_I64;
    m2c_op *op = tcp_op(L, NPK_OP_IRESIZE, 1, &L->src->in[0]);
    npk_iresize_attrs *a = &op->attr.iresize;
    m2c_value *v;
    if (ye != want && !(bilinear && e == M2C_I8 && ye == M2C_I64))
        m2c_error_at(L->src->loc, "%s: %s of %s gives %s, but the result is declared %s", L->src->dname,
                     bilinear ? "BILINEAR" : "NEAREST_NEIGHBOR", m2c_elem_name(e), m2c_elem_name(want), m2c_elem_name(ye));
    a->mode = bilinear ? NPK_RESIZE_BILINEAR : NPK_RESIZE_NEAREST;
    a->scale_y_n = lw_i32(L, sc[0], "scale"); a->scale_y_d = lw_i32(L, sc[1], "scale");
    a->scale_x_n = lw_i32(L, sc[2], "scale"); a->scale_x_d = lw_i32(L, sc[3], "scale");
    a->offset_y = lw_i32(L, off[0], "offset"); a->offset_x = lw_i32(L, off[1], "offset");
    a->border_y = lw_i32(L, bo[0], "border"); a->border_x = lw_i32(L, bo[1], "border");
    if (ye == want) {
        lw_done(L, op, NULL, 1);
        return;
    }
    v = lw_done(L, op, NULL, 0);
    lw_cast(L, v, ye, 1);
}

/* resize: scale [y_n, y_d, x_n, x_d], offset [y, x], border [y, x] as shape
 * operands (current form) or attributes (older form). */
static void lower_resize(m2c_lowerer *L)
{
    static const char *const known[] = { "mode", "scale", "offset", "border", NULL };
    int64_t sc[4], off[2], bo[2];
    m2c_op *op;
    npk_resize_attrs *a;
    int bilinear = enum_is(L, "mode", "BILINEAR"), e;
    lw_known_attrs(L, known);
    lw_arity(L, 1, 4);
    lw_need_tensor(L, 0);
    e = L->src->in[0]->shape.elem;
    if (e != M2C_I8 && e != M2C_I16) lw_need_f32(L, 0);
    need_rank(L, 0, 4, "NHWC");
    if (!bilinear && !enum_is(L, "mode", "NEAREST"))
        m2c_error_at(lw_attr(L, "mode") ? lw_attr(L, "mode")->vloc : L->src->loc, "%s: mode must be NEAREST_NEIGHBOR or BILINEAR", L->src->dname);
    if (ints_of(L, 1, "scale", sc, 4) != 4 || ints_of(L, 2, "offset", off, 2) != 2 || ints_of(L, 3, "border", bo, 2) != 2)
        m2c_error_at(L->src->loc, "%s: scale needs 4 integers, offset and border 2 each", L->src->dname);
    if (sc[0] < 1 || sc[1] < 1 || sc[2] < 1 || sc[3] < 1)
        m2c_error_at(L->src->loc, "%s: scale must be positive", L->src->dname);
    if (e == M2C_I8 || e == M2C_I16) {
        lower_iresize(L, bilinear, sc, off, bo);
        return;
    }
    op = tcp_op(L, NPK_OP_RESIZE, 1, &L->src->in[0]);
    a = &op->attr.resize;
    a->mode = bilinear ? NPK_RESIZE_BILINEAR : NPK_RESIZE_NEAREST;
    a->scale_y_n = lw_i32(L, sc[0], "scale"); a->scale_y_d = lw_i32(L, sc[1], "scale");
    a->scale_x_n = lw_i32(L, sc[2], "scale"); a->scale_x_d = lw_i32(L, sc[3], "scale");
    a->offset_y = lw_i32(L, off[0], "offset"); a->offset_x = lw_i32(L, off[1], "offset");
    a->border_y = lw_i32(L, bo[0], "border"); a->border_x = lw_i32(L, bo[1], "border");
    lw_done(L, op, NULL, 1);
}

/* The optional bias of transpose_conv2d/conv3d (operand 2): dropped when it
 * is a constant zero. */
static int conv_bias(m2c_lowerer *L, m2c_value **in)
{
    if (L->src->n_in < 3) return 2;
    lw_need_f32(L, 2);
    if (lw_is_splat(L->src->in[2], 0.0f)) return 2;
    in[2] = L->src->in[2];
    return 3;
}

static void lower_transpose_conv2d(m2c_lowerer *L)
{
    static const char *const known[] = { "out_pad", "stride", "out_shape", "acc_type", "local_bound", "quantization_info", NULL };
    int64_t pad[4], stride[2];
    m2c_value *in[3];
    m2c_op *op;
    npk_transpose_conv2d_attrs *a;
    int n;
    lw_known_attrs(L, known);
    if (is_int_operand(L, 0)) { m2c_lower_itranspose_conv2d(L); return; }
    lw_arity(L, 2, 5);
    lw_need_f32(L, 0); lw_need_f32(L, 1);
    need_rank(L, 0, 4, "NHWC");
    need_rank(L, 1, 4, "OHWI");
    need_zero(L, 3, "input zero point");
    need_zero(L, 4, "weight zero point");
    if (ints_of(L, 99, "out_pad", pad, 4) != 4) m2c_error_at(L->src->loc, "%s: out_pad needs 4 integers", L->src->dname);
    if (ints_of(L, 99, "stride", stride, 2) != 2) m2c_error_at(L->src->loc, "%s: stride needs 2 integers", L->src->dname);
    in[0] = L->src->in[0];
    in[1] = L->src->in[1];
    n = conv_bias(L, in);
    op = tcp_op(L, NPK_OP_TRANSPOSE_CONV2D, n, in);
    a = &op->attr.transpose_conv2d;
    a->stride_y = lw_i32(L, stride[0], "stride"); a->stride_x = lw_i32(L, stride[1], "stride");
    a->out_pad_top = lw_i32(L, pad[0], "out_pad"); a->out_pad_bottom = lw_i32(L, pad[1], "out_pad");
    a->out_pad_left = lw_i32(L, pad[2], "out_pad"); a->out_pad_right = lw_i32(L, pad[3], "out_pad");
    lw_done(L, op, NULL, 1);
}

static void lower_conv3d(m2c_lowerer *L)
{
    static const char *const known[] = { "pad", "stride", "dilation", "acc_type", "local_bound", "quantization_info", NULL };
    int64_t pad[6], stride[3], dil[3];
    m2c_value *in[3];
    m2c_op *op;
    npk_conv3d_attrs *a;
    int n;
    lw_known_attrs(L, known);
    if (is_int_operand(L, 0)) { m2c_lower_iconv3d(L); return; }
    lw_arity(L, 2, 5);
    lw_need_f32(L, 0); lw_need_f32(L, 1);
    need_rank(L, 0, 5, "NDHWC");
    need_rank(L, 1, 5, "ODHWI");
    need_zero(L, 3, "input zero point");
    need_zero(L, 4, "weight zero point");
    list_attr(L, "pad", pad, 6, 1);
    list_attr(L, "stride", stride, 3, 1);
    list_attr(L, "dilation", dil, 3, 1);
    in[0] = L->src->in[0];
    in[1] = L->src->in[1];
    n = conv_bias(L, in);
    op = tcp_op(L, NPK_OP_CONV3D, n, in);
    a = &op->attr.conv3d;
    a->stride_d = lw_i32(L, stride[0], "stride"); a->stride_h = lw_i32(L, stride[1], "stride"); a->stride_w = lw_i32(L, stride[2], "stride");
    a->dil_d = lw_i32(L, dil[0], "dilation"); a->dil_h = lw_i32(L, dil[1], "dilation"); a->dil_w = lw_i32(L, dil[2], "dilation");
    a->pad_front = lw_i32(L, pad[0], "pad"); a->pad_back = lw_i32(L, pad[1], "pad");
    a->pad_top = lw_i32(L, pad[2], "pad"); a->pad_bottom = lw_i32(L, pad[3], "pad");
    a->pad_left = lw_i32(L, pad[4], "pad"); a->pad_right = lw_i32(L, pad[5], "pad");
    lw_done(L, op, NULL, 1);
}

/* tosa.fft2d (re, im) / rfft2d (re) -> (real, imag): the parser made one op
 * per result (src->result 1 real, 2 imaginary), each a dft2d (L->arg: 1 for rfft2d). */
static void lower_fft(m2c_lowerer *L)
{
    static const char *const known[] = { "inverse", "local_bound", NULL };
    m2c_attr *inv = lw_attr(L, "inverse");
    m2c_op *op;
    int k;
    lw_known_attrs(L, known);
    lw_arity(L, L->arg ? 1 : 2, L->arg ? 1 : 2);
    if (L->src->result < 1 || L->src->result > 2)
        m2c_error_at(L->src->loc, "%s has two results (real and imaginary parts)", L->src->dname);
    for (k = 0; k < L->src->n_in; k++) lw_need_f32(L, k);
    if (inv && (inv->kind != M2C_ATTR_BOOL || L->arg))
        m2c_error_at(inv->vloc, "%s: 'inverse' must be true or false (fft2d only)", L->src->dname);
    op = tcp_op(L, NPK_OP_DFT2D, L->src->n_in, L->src->in);
    op->attr.dft2d.inverse = inv ? (int32_t)inv->i : 0;
    op->attr.dft2d.imag = L->src->result == 2;
    lw_done(L, op, NULL, 1);
}

static void lower_conv2d(m2c_lowerer *L) { lower_conv(L, 0); }
static void lower_depthwise(m2c_lowerer *L) { lower_conv(L, 1); }
static void lower_pool_op(m2c_lowerer *L) { lower_pool(L, L->arg); }

/* The TOSA ops mlir2c reads: name, lowering, its argument. */
/* tosa.cond_if: the parser puts both branches in the function and a
 * select (or the constant condition's branch) in its place; it unrolls
 * tosa.while_loop (while_loop.c). */
static void lower_read_by_parser(m2c_lowerer *L)
{
    m2c_error_at(L->src->loc, "internal error: %s should have been read by the parser", L->src->dname);
}

const m2c_lowering m2c_tosa_lowerings[] = {
    { "tosa.add", lower_binary, NPK_BIN_ADD },
    { "tosa.sub", lower_binary, NPK_BIN_SUB },
    { "tosa.maximum", lower_binary, NPK_BIN_MAX },
    { "tosa.minimum", lower_binary, NPK_BIN_MIN },
    { "tosa.mul", lower_mul, 0 },
    { "tosa.exp", lower_unary, NPK_UN_EXP },
    { "tosa.tanh", lower_unary, NPK_UN_TANH },
    { "tosa.sigmoid", lower_unary, NPK_UN_SIGMOID },
    { "tosa.reciprocal", lower_unary, NPK_UN_RECIPROCAL },
    { "tosa.log", lower_unary, NPK_UN_LOG },
    { "tosa.abs", lower_unary, NPK_UN_ABS },
    { "tosa.negate", lower_negate, 0 },
    { "tosa.rsqrt", lower_unary, NPK_UN_RSQRT },
    { "tosa.floor", lower_unary, NPK_UN_FLOOR },
    { "tosa.ceil", lower_unary, NPK_UN_CEIL },
    { "tosa.erf", lower_unary, NPK_UN_ERF },
    { "tosa.sin", lower_unary, NPK_UN_SIN },
    { "tosa.cos", lower_unary, NPK_UN_COS },
    { "tosa.pow", lower_binary, NPK_BIN_POW },
    { "tosa.identity", lower_identity, 0 },
    { "tosa.cast", lower_cast, 0 },
    { "tosa.equal", lower_compare, NPK_CMP_EQUAL },
    { "tosa.greater", lower_compare, NPK_CMP_GREATER },
    { "tosa.greater_equal", lower_compare, NPK_CMP_GREATER_EQUAL },
    { "tosa.select", lower_select, 0 },
    { "tosa.logical_and", lower_logical, NPK_LOGIC_AND },
    { "tosa.logical_or", lower_logical, NPK_LOGIC_OR },
    { "tosa.logical_xor", lower_logical, NPK_LOGIC_XOR },
    { "tosa.logical_not", lower_logical, NPK_LOGIC_NOT },
    { "tosa.argmax", lower_argmax, 0 },
    { "tosa.intdiv", lower_int_binary, NPK_IBIN_INTDIV },
    { "tosa.div", lower_int_binary, NPK_IBIN_INTDIV },     /* LLVM <= 17's name of intdiv */
    { "tosa.bitwise_and", lower_int_binary, NPK_IBIN_AND },
    { "tosa.bitwise_or", lower_int_binary, NPK_IBIN_OR },
    { "tosa.bitwise_xor", lower_int_binary, NPK_IBIN_XOR },
    { "tosa.logical_left_shift", lower_int_binary, NPK_IBIN_SHL },
    { "tosa.arithmetic_right_shift", lower_int_binary, NPK_IBIN_SHR },
    { "tosa.logical_right_shift", lower_int_binary, NPK_IBIN_SHR_LOGICAL },
    { "tosa.bitwise_not", lower_int_unary, NPK_IUN_NOT },
    { "tosa.clz", lower_int_unary, NPK_IUN_CLZ },
    { "tosa.clamp", lower_clamp, 0 },
    { "tosa.conv2d", lower_conv2d, 0 },
    { "tosa.depthwise_conv2d", lower_depthwise, 0 },
    { "tosa.fully_connected", lower_fc, 0 },
    { "tosa.matmul", lower_matmul, 0 },
    { "tosa.reshape", lower_reshape, 0 },
    { "tosa.transpose", lower_transpose, 0 },
    { "tosa.pad", lower_pad, 0 },
    { "tosa.reduce_max", lower_reduce_op, NPK_REDUCE_MAX },
    { "tosa.reduce_sum", lower_reduce_op, NPK_REDUCE_SUM },
    { "tosa.reduce_min", lower_reduce_op, NPK_REDUCE_MIN },
    { "tosa.reduce_product", lower_reduce_op, NPK_REDUCE_PROD },
    { "tosa.reduce_prod", lower_reduce_op, NPK_REDUCE_PROD },
    { "tosa.reduce_all", m2c_lower_reduce_logical, NPK_IRED_ALL },
    { "tosa.reduce_any", m2c_lower_reduce_logical, NPK_IRED_ANY },
    { "tosa.max_pool2d", lower_pool_op, 0 },
    { "tosa.avg_pool2d", lower_pool_op, 1 },
    { "tosa.concat", lower_concat, 0 },
    { "tosa.slice", lower_slice, 0 },
    { "tosa.tile", lower_tile, 0 },
    { "tosa.reverse", lower_reverse, 0 },
    { "tosa.gather", lower_gather, 0 },
    { "tosa.scatter", lower_scatter, 0 },
    { "tosa.resize", lower_resize, 0 },
    { "tosa.transpose_conv2d", lower_transpose_conv2d, 0 },
    { "tosa.conv3d", lower_conv3d, 0 },
    { "tosa.rescale", m2c_lower_rescale, 0 },
    { "tosa.table", m2c_lower_table, 0 },
    { "tosa.fft2d", lower_fft, 0 },
    { "tosa.rfft2d", lower_fft, 1 },
    { "tosa.variable", lw_refused, 0 },
    { "tosa.variable_read", lw_refused, 0 },
    { "tosa.variable_write", lw_refused, 0 },
    { "tosa.cond_if", lower_read_by_parser, 0 },
    { "tosa.while_loop", lower_read_by_parser, 0 },   /* unrolled by the parser */
    { NULL, NULL, 0 }
};
