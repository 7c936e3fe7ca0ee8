/* lower_tosa_int.c - TOSA's integer-profile ops that need more than a name:
 * rescale (TOSA 1.0 operands, the older attribute form, ui8/ui16 types),
 * table, mul with a shift and arithmetic_right_shift with round. */
#include <stdio.h>
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
    int xe = L->src->in[0]->shape.elem, ye = L->src->out->decl.elem, n_m, n_s, k, i;
    int scale32 = bool_attr(L, "scale32", 1), per_channel = bool_attr(L, "per_channel", 0);
    int dbl = bool_attr(L, "double_round", 0) || attr_says(L, "rounding_mode", "DOUBLE_ROUND");
    int in_uns = bool_attr(L, "input_unsigned", 0) || L->src->in_decl[0].uns;
    int out_uns = bool_attr(L, "output_unsigned", 0) || L->src->out->decl.uns;
    int64_t in_zp, out_zp, zp[1];
    int64_t channels = per_channel && L->src->in[0]->shape.rank ? L->src->in[0]->shape.dims[L->src->in[0]->shape.rank - 1] : 1;
    m2c_value *in[3];
    m2c_op *op;
    lw_known_attrs(L, known);
    if (L->src->n_in != 1 && L->src->n_in != 5)
        m2c_error_at(L->src->loc, "%s takes 1 or 5 operands, got %d", L->src->dname, L->src->n_in);
    lw_need_tensor(L, 0);
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
