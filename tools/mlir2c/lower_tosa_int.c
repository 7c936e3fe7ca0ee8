/* lower_tosa_int.c - TOSA's integer-profile ops that need more than a name:
 * rescale (TOSA 1.0 operands, the older attribute form, ui8/ui16 types),
 * table, and conv2d / depthwise_conv2d / fully_connected / matmul on i8
 * (i16) data with zero points (operands or the older quantization_info). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lower.h"
#include "../../npk_interp/ops/ibinary.h"

/* A bool attribute, or def when absent. */
static int bool_attr(m2c_lowerer *L, const char *name, int def)
{
    m2c_attr *a = lw_attr(L, name);
    if (!a) return def;
    if (a->kind != M2C_ATTR_BOOL) m2c_error_at(a->vloc, "'%s' of %s must be true or false", name, L->src->dname);
    return (int)a->i;
}

/* An enum attribute written as #tosa.x<WORD> or "WORD": is it `word`? */
static int attr_says(m2c_lowerer *L, const char *name, const char *word)
{
    m2c_attr *a = lw_attr(L, name);
    const char *p;
    if (!a) return 0;
    for (p = a->vloc; *p && *p != ',' && *p != '}' && *p != '\n'; p++)
        if (!strncmp(p, word, strlen(word))) return 1;
    return 0;
}

static int int_elem(int e) { return e == M2C_I8 || e == M2C_I16 || e == M2C_I32 || e == M2C_I64; }

/* Integer list attribute of at most max values (old rescale: multiplier, shift). */
static int int_list(m2c_lowerer *L, const char *name, int64_t *out, int max)
{
    m2c_attr *a = lw_attr(L, name);
    int i;
    if (!a) m2c_error_at(L->src->loc, "%s needs a '%s' attribute or operand", L->src->dname, name);
    if (a->kind == M2C_ATTR_INT) { out[0] = a->i; return 1; }
    if (a->kind != M2C_ATTR_ARRAY || !a->all_int || a->n < 1 || a->n > max)
        m2c_error_at(a->vloc, "'%s' of %s must be a list of 1 to %d integers", name, L->src->dname, max);
    for (i = 0; i < a->n; i++) out[i] = a->ints[i];
    return a->n;
}

static int64_t zp_attr(m2c_lowerer *L, const char *name)
{
    m2c_attr *a = lw_attr(L, name);
    if (!a) return 0;
    if (a->kind != M2C_ATTR_INT) m2c_error_at(a->vloc, "'%s' of %s must be an integer", name, L->src->dname);
    return a->i;
}

#define M2C_MAX_CHANNELS 65536
static int64_t g_mul[M2C_MAX_CHANNELS], g_shift[M2C_MAX_CHANNELS];

/* tosa.rescale: x, multiplier, shift, input_zp, output_zp (TOSA 1.0), or x
 * alone with multiplier/shift/input_zp/output_zp/double_round attributes. */
void m2c_lower_rescale(m2c_lowerer *L)
{
    static const char *const known[] = { "scale32", "rounding_mode", "double_round", "per_channel", "input_unsigned",
                                         "output_unsigned", "multiplier", "shift", "input_zp", "output_zp", NULL };
    int xe, ye = L->src->out->decl.elem, n_m, n_s, k, i;
    int scale32 = bool_attr(L, "scale32", 1), per_channel = bool_attr(L, "per_channel", 0);
    int dbl = bool_attr(L, "double_round", 0) || attr_says(L, "rounding_mode", "DOUBLE_ROUND");
    int in_uns, out_uns = bool_attr(L, "output_unsigned", 0) || L->src->out->decl.uns;
    int64_t in_zp, out_zp, zp[1], channels;
    m2c_value *in[3];
    m2c_op *op;
    lw_known_attrs(L, known);
    /* the operand count first: nothing below may read a missing operand */
    if (L->src->n_in != 1 && L->src->n_in != 5)
        m2c_error_at(L->src->loc, "%s takes 1 or 5 operands, got %d", L->src->dname, L->src->n_in);
    lw_need_tensor(L, 0);
    xe = L->src->in[0]->shape.elem;
    in_uns = bool_attr(L, "input_unsigned", 0) || L->src->in_decl[0].uns;
    channels = per_channel && L->src->in[0]->shape.rank ? L->src->in[0]->shape.dims[L->src->in[0]->shape.rank - 1] : 1;
    if (!int_elem(xe) || L->src->in[0]->shape.scalar)
        m2c_error_at(L->src->in_loc[0], "%s: the input must be a tensor of i8, i16, i32 or i48", L->src->dname);
    if ((ye != M2C_I8 && ye != M2C_I16 && ye != M2C_I32) || L->src->out->decl.scalar)
        m2c_error_at(L->src->loc, "%s: the result must be a tensor of i8, i16 or i32", L->src->dname);
    if (channels < 1 || channels > M2C_MAX_CHANNELS)
        m2c_error_at(L->src->in_loc[0], "%s: per-channel rescale needs a static last dim of at most %d", L->src->dname, M2C_MAX_CHANNELS);
    if (L->src->n_in == 5) {
        n_m = lw_const_i64(L, 1, g_mul, M2C_MAX_CHANNELS);
        n_s = lw_const_i64(L, 2, g_shift, M2C_MAX_CHANNELS);
        lw_const_i64(L, 3, zp, 1); in_zp = zp[0];
        lw_const_i64(L, 4, zp, 1); out_zp = zp[0];
    } else {
        n_m = int_list(L, "multiplier", g_mul, M2C_MAX_CHANNELS);
        n_s = int_list(L, "shift", g_shift, M2C_MAX_CHANNELS);
        in_zp = zp_attr(L, "input_zp");
        out_zp = zp_attr(L, "output_zp");
    }
    if (n_m != channels || n_s != channels)
        m2c_error_at(L->src->loc, "%s: %d multipliers and %d shifts for %lld channel%s", L->src->dname, n_m, n_s,
                     (long long)channels, channels == 1 ? "" : "s");
    /* The spec's REQUIREs on constants: refused rather than given a made-up result. */
    for (k = 0; k < n_m; k++) {
        if (g_mul[k] < 0 || g_mul[k] > (scale32 ? 2147483647 : 32767))
            m2c_error_at(L->src->loc, "%s: multiplier %lld is outside 0..%d (a TOSA REQUIRE); not supported",
                         L->src->dname, (long long)g_mul[k], scale32 ? 2147483647 : 32767);
        /* TOSA REQUIREs 2..62; 1 and 63 are computed by the same formula */
        if (g_shift[k] < 1 || g_shift[k] > 63)
            m2c_error_at(L->src->loc, "%s: shift %lld is outside 1..63 (TOSA REQUIREs 2..62); not supported",
                         L->src->dname, (long long)g_shift[k]);
    }
    if (dbl && !scale32) m2c_error_at(L->src->loc, "%s: double rounding needs scale32 = true", L->src->dname);
    if (scale32 && xe == M2C_I64) m2c_error_at(L->src->loc, "%s: scale32 with an i48 input is not allowed", L->src->dname);
    for (i = 0; i < 2; i++) {
        int e = i ? ye : xe, uns = i ? out_uns : in_uns;
        int64_t z = i ? out_zp : in_zp;
        /* i8: its range (an unsigned zero point may be written as its i8 pattern);
         * unsigned i16: 0 or 32768; every other type: 0 */
        int ok = e == M2C_I8 ? z >= -128 && z <= (uns ? 255 : 127)
               : e == M2C_I16 && uns ? z == 0 || (z & 0xFFFF) == 32768 : z == 0;
        if (!ok) m2c_error_at(L->src->loc, "%s: %s zero point %lld is not allowed for %s%s (i8: its range; unsigned i16: "
                              "0 or 32768; other types: 0)", L->src->dname, i ? "output" : "input", (long long)z,
                              uns ? "u" : "", m2c_elem_name(e));
    }
    in[0] = L->src->in[0];
    in[1] = lw_const_int(L, scale32 ? M2C_I32 : M2C_I16, n_m, g_mul);
    in[2] = lw_const_int(L, M2C_I8, n_s, g_shift);
    op = lw_op(L, M2C_OPK_TCP, 3, in);
    m2c_set_op(op, NPK_OP_RESCALE);
    op->attr.rescale.to = (int32_t)m2c_elem_dtype(ye);
    op->attr.rescale.in_zp = (int32_t)in_zp;
    op->attr.rescale.out_zp = (int32_t)out_zp;
    op->attr.rescale.scale32 = scale32;
    op->attr.rescale.rounding = dbl ? NPK_RESCALE_DOUBLE : NPK_RESCALE_SINGLE;
    op->attr.rescale.per_channel = per_channel && channels > 1;
    op->attr.rescale.in_unsigned = in_uns;
    op->attr.rescale.out_unsigned = out_uns;
    lw_done(L, op, NULL, 1);
}

/* tosa.table: i8 x with 256 i8 entries, or i16 x with 513 i16 entries
 * (the table an operand, or the older `table` attribute). */
void m2c_lower_table(m2c_lowerer *L)
{
    static const char *const known[] = { "table", NULL };
    m2c_value *in[2];
    m2c_op *op;
    lw_known_attrs(L, known);
    lw_arity(L, 1, 2);
    lw_need_tensor(L, 0);
    in[0] = L->src->in[0];
    if (L->src->n_in == 2) {
        lw_need_tensor(L, 1);
        in[1] = L->src->in[1];
    } else {
        static int64_t t[513];
        m2c_attr *a = lw_attr(L, "table");
        int n = 0;
        if (!a) m2c_error_at(L->src->loc, "%s needs a table operand", L->src->dname);
        if (a->kind == M2C_ATTR_ARRAY && a->all_int && a->n <= 513) {
            for (n = 0; n < a->n; n++) t[n] = a->ints[n];
        } else {
            m2c_error_at(a->vloc, "'table' of %s must be a list of 256 or 513 integers", L->src->dname);
        }
        in[1] = lw_const_int(L, L->src->in[0]->shape.elem, n, t);
    }
    op = lw_op(L, M2C_OPK_TCP, 2, in);
    m2c_set_op(op, NPK_OP_TABLE);
    lw_done(L, op, NULL, 1);
}

/* A zero point: operand i (TOSA 1.0: a constant of one element) when
 * present, else `name` inside the older quantization_info attribute
 * (#tosa.conv_quant<input_zp = -128, weight_zp = 0>), else 0. */
int64_t m2c_tosa_zero_point(m2c_lowerer *L, int i, const char *name)
{
    m2c_attr *q = lw_attr(L, "quantization_info");
    int64_t v = 0;
    if (i < L->src->n_in) {
        lw_const_i64(L, i, &v, 1);
        return v;
    }
    if (q) {
        const char *p;
        size_t n = strlen(name);
        for (p = q->vloc; *p && *p != '}' && *p != '\n'; p++)
            if (!strncmp(p, name, n) && (p[n] == ' ' || p[n] == '=')) {
                const char *e = p + n;
                while (*e == ' ' || *e == '=') e++;
                return (int64_t)strtoll(e, NULL, 10);
            }
    }
    return 0;
}

/* allow: 0 i8 only, 1 also i16, 2 also i16 and i32 */
static void need_int_data(m2c_lowerer *L, int i, int allow)
{
    int e = L->src->in[i]->shape.elem;
    if (L->src->in[i]->shape.scalar || !(e == M2C_I8 || (allow && e == M2C_I16) || (allow == 2 && e == M2C_I32)))
        m2c_error_at(L->src->in_loc[i], "%s: operand %d must be i8%s on the integer path", L->src->dname, i,
                     allow == 2 ? ", i16 or i32" : allow ? " or i16" : "");
}

static void int_list_n(m2c_lowerer *L, const char *name, int64_t *out, int n)
{
    m2c_attr *a = lw_attr(L, name);
    int i;
    if (!a) return;
    if (a->kind != M2C_ATTR_ARRAY || !a->all_int || a->n != n)
        m2c_error_at(a->vloc, "'%s' of %s must be a list of %d integers", name, L->src->dname, n);
    for (i = 0; i < n; i++) out[i] = a->ints[i];
}

/* tosa.conv2d / depthwise_conv2d / fully_connected on i8 (i16) data: the
 * iconv2d op, NHWC with OHWI weights (depthwise [KH, KW, C, M] become
 * [C*M, KH, KW, 1] with C groups; fully_connected is a 1x1 convolution). */
void m2c_lower_iconv(m2c_lowerer *L, int kind)
{
    static const char *const known[] = { "pad", "stride", "dilation", "acc_type", "local_bound", "quantization_info", NULL };
    int64_t pad[4] = { 0, 0, 0, 0 }, stride[2] = { 1, 1 }, dil[2] = { 1, 1 }, groups = 1;
    m2c_value *x = L->src->in[0], *w = L->src->in[1], *in[3];
    m2c_type t;
    m2c_op *op;
    int fc = kind == 2;
    lw_known_attrs(L, known);
    lw_arity(L, fc ? 3 : 2, fc ? 3 : 5);
    need_int_data(L, 0, 1);
    need_int_data(L, 1, 0);
    if (x->shape.rank != (fc ? 2 : 4) || w->shape.rank != (fc ? 2 : 4))
        m2c_error_at(L->src->loc, "%s: data and weights must have rank %d", L->src->dname, fc ? 2 : 4);
    int_list_n(L, "pad", pad, 4);
    int_list_n(L, "stride", stride, 2);
    int_list_n(L, "dilation", dil, 2);
    memset(&t, 0, sizeof t);
    t.rank = 4;
    if (fc) { /* [N, IC] -> [N, 1, 1, IC]; [OC, IC] -> [OC, 1, 1, IC] */
        t.dims[0] = x->shape.dims[0]; t.dims[1] = 1; t.dims[2] = 1; t.dims[3] = x->shape.dims[1];
        x = lw_reshape(L, x, &t, 0);
        t.dims[0] = w->shape.dims[0]; t.dims[3] = w->shape.dims[1];
        w = lw_reshape(L, w, &t, 0);
    } else if (kind == 1) {
        static const int64_t perm[4] = { 2, 3, 0, 1 };
        groups = w->shape.dims[2];
        w = lw_transpose(L, w, perm, 0);
        t.dims[0] = w->shape.dims[0] * w->shape.dims[1]; t.dims[1] = w->shape.dims[2]; t.dims[2] = w->shape.dims[3]; t.dims[3] = 1;
        w = lw_reshape(L, w, &t, 0);
    }
    in[0] = x; in[1] = w; in[2] = L->src->n_in > 2 ? L->src->in[2] : NULL;
    op = lw_op(L, M2C_OPK_TCP, in[2] ? 3 : 2, in);
    m2c_set_op(op, NPK_OP_ICONV2D);
    op->attr.iconv2d.pad_top = lw_i32(L, pad[0], "pad"); op->attr.iconv2d.pad_bottom = lw_i32(L, pad[1], "pad");
    op->attr.iconv2d.pad_left = lw_i32(L, pad[2], "pad"); op->attr.iconv2d.pad_right = lw_i32(L, pad[3], "pad");
    op->attr.iconv2d.stride_h = lw_i32(L, stride[0], "stride"); op->attr.iconv2d.stride_w = lw_i32(L, stride[1], "stride");
    op->attr.iconv2d.dil_h = lw_i32(L, dil[0], "dilation"); op->attr.iconv2d.dil_w = lw_i32(L, dil[1], "dilation");
    op->attr.iconv2d.groups = lw_i32(L, groups, "groups");
    op->attr.iconv2d.in_zp = lw_i32(L, m2c_tosa_zero_point(L, fc ? 99 : 3, "input_zp"), "input zero point");
    op->attr.iconv2d.w_zp = lw_i32(L, m2c_tosa_zero_point(L, fc ? 99 : 4, "weight_zp"), "weight zero point");
    if (!fc) {
        lw_done(L, op, NULL, 1);
        return;
    }
    x = lw_done(L, op, NULL, 0);
    memset(&t, 0, sizeof t);
    t.rank = 2; t.dims[0] = x->shape.dims[0]; t.dims[1] = x->shape.dims[3];
    lw_reshape(L, x, &t, 1);
}

/* tosa.matmul on i8, i16 (or i32): the imatmul op with its zero points. */
void m2c_lower_imatmul(m2c_lowerer *L)
{
    static const char *const known[] = { "quantization_info", NULL };
    m2c_op *op;
    lw_known_attrs(L, known);
    lw_arity(L, 2, 4);
    need_int_data(L, 0, 2);
    need_int_data(L, 1, 2);
    op = lw_op(L, M2C_OPK_TCP, 2, L->src->in);
    m2c_set_op(op, NPK_OP_IMATMUL);
    op->attr.imatmul.a_zp = lw_i32(L, m2c_tosa_zero_point(L, 2, "a_zp"), "a zero point");
    op->attr.imatmul.b_zp = lw_i32(L, m2c_tosa_zero_point(L, 3, "b_zp"), "b zero point");
    lw_done(L, op, NULL, 1);
}

/* tosa.max_pool2d / avg_pool2d on i8 or i16: the ipool2d op (avg with its
 * zero points, from operands or the older quantization_info). */
void m2c_lower_ipool(m2c_lowerer *L, int avg)
{
    int64_t k[2] = { 1, 1 }, stride[2] = { 1, 1 }, pad[4] = { 0, 0, 0, 0 };
    m2c_op *op;
    lw_arity(L, 1, avg ? 3 : 1);
    need_int_data(L, 0, avg ? 1 : 2);
    if (L->src->in[0]->shape.rank != 4) m2c_error_at(L->src->in_loc[0], "%s: the input must be NHWC (rank 4)", L->src->dname);
    if (lw_attr(L, "nan_mode") && attr_says(L, "nan_mode", "IGNORE"))
        m2c_error_at(lw_attr(L, "nan_mode")->vloc, "%s: nan_mode applies to floats only", L->src->dname);
    int_list_n(L, "kernel", k, 2);
    int_list_n(L, "stride", stride, 2);
    int_list_n(L, "pad", pad, 4);
    op = lw_op(L, M2C_OPK_TCP, 1, L->src->in);
    m2c_set_op(op, NPK_OP_IPOOL2D);
    op->attr.ipool2d.kind = avg ? NPK_IPOOL_AVG : NPK_IPOOL_MAX;
    op->attr.ipool2d.kernel_h = lw_i32(L, k[0], "kernel"); op->attr.ipool2d.kernel_w = lw_i32(L, k[1], "kernel");
    op->attr.ipool2d.stride_h = lw_i32(L, stride[0], "stride"); op->attr.ipool2d.stride_w = lw_i32(L, stride[1], "stride");
    op->attr.ipool2d.pad_top = lw_i32(L, pad[0], "pad"); op->attr.ipool2d.pad_bottom = lw_i32(L, pad[1], "pad");
    op->attr.ipool2d.pad_left = lw_i32(L, pad[2], "pad"); op->attr.ipool2d.pad_right = lw_i32(L, pad[3], "pad");
    if (avg) {
        op->attr.ipool2d.in_zp = lw_i32(L, m2c_tosa_zero_point(L, 1, "input_zp"), "input zero point");
        op->attr.ipool2d.out_zp = lw_i32(L, m2c_tosa_zero_point(L, 2, "output_zp"), "output zero point");
    }
    lw_done(L, op, NULL, 1);
}

/* tosa.reduce_{sum,product,max,min} on integers and reduce_{all,any} on
 * i1 (fn: npk_ireduce_fn): the ireduce op, the axis kept as 1. */
void m2c_lower_ireduce(m2c_lowerer *L, int fn)
{
    static const char *const known[] = { "axis", "nan_mode", NULL };
    m2c_attr *a = lw_attr(L, "axis");
    m2c_op *op;
    lw_known_attrs(L, known);
    lw_arity(L, 1, 1);
    lw_need_tensor(L, 0);
    if (!a || a->kind != M2C_ATTR_INT) m2c_error_at(a ? a->vloc : L->src->loc, "%s needs an integer 'axis'", L->src->dname);
    if (a->i < 0 || a->i >= L->src->in[0]->shape.rank)
        m2c_error_at(a->vloc, "'axis' = %lld of %s is out of range for rank %d", (long long)a->i, L->src->dname,
                     L->src->in[0]->shape.rank);
    op = lw_op(L, M2C_OPK_TCP, 1, L->src->in);
    m2c_set_op(op, NPK_OP_IREDUCE);
    op->attr.ireduce.fn = fn;
    op->attr.ireduce.axis = (int32_t)a->i;
    lw_done(L, op, NULL, 1);
}

void m2c_lower_reduce_logical(m2c_lowerer *L) { m2c_lower_ireduce(L, L->arg); }
