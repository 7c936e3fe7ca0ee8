/* lower_onnx_quant.c - ONNX QuantizeLinear / DequantizeLinear (per tensor
 * or per axis) as float math: the quantize-dequantize pairs ONNX Runtime's
 * quantizer writes around float ops compute what the int8 model computes.
 * uint8 (uint16) is held as i16 (i32) of the same value, shape.uns set
 * (import.c): the arithmetic is on true values; quantizing to uint8
 * saturates to 0..255. A uint8 held as the int8 of its bits (shape.uns on
 * an i8, as other front ends write it) is still read: 256 is added to
 * negative codes. DynamicQuantizeLinear computes its scale and zero point
 * from x's range at run time, the same way. */
#include <string.h>
#include "lower_onnx.h"

/* scale or zero point v as a tensor broadcasting along `axis` of rank r */
static m2c_value *along(m2c_lowerer *L, m2c_value *v, int r, int axis)
{
    int64_t s[NPK_MAX_RANK];
    int d;
    uint64_t n = m2c_type_count(&v->shape);
    if (n == 1 || v->shape.rank == 0) return tw_reshape_dims(L, v, 0, s);
    if (v->shape.rank != 1) ox_error(L, "blocked quantization (scale of rank %d) is not supported", v->shape.rank);
    for (d = 0; d < r; d++) s[d] = d == axis ? (int64_t)n : 1;
    return tw_reshape_dims(L, v, r, s);
}

/* an unsigned value held as the signed integer of the same bits */
static int is_unsigned(const m2c_value *v) { return v && v->shape.uns && v->shape.elem == M2C_I8; }

/* An 8-bit operand as i32 values (uint8 codes 128..255 from their int8 bits), less its zero point */
static m2c_value *widened(m2c_lowerer *L, m2c_value *x, m2c_value *zp, int per_row_axis)
{
    int uns = is_unsigned(x);
    m2c_value *y = tw_to(L, x, M2C_I32);
    if (uns) y = tw_bin(L, NPK_BIN_ADD, y, tw_bin(L, NPK_BIN_MUL, tw_to(L, tw_cmp(L, NPK_CMP_GREATER, tw_splat(L, 0, M2C_I32, y->shape.rank), y), M2C_I32),
                                                   tw_splat(L, 256, M2C_I32, y->shape.rank)));
    if (zp) {
        m2c_value *z = widened(L, zp, NULL, -1);
        if (m2c_type_count(&z->shape) > 1) {
            int64_t s[NPK_MAX_RANK];
            int d;
            for (d = 0; d < y->shape.rank; d++) s[d] = d == per_row_axis ? (int64_t)m2c_type_count(&z->shape) : 1;
            z = tw_reshape_dims(L, z, y->shape.rank, s);
        } else {
            z = tw_reshape_dims(L, z, 0, NULL);
        }
        y = tw_bin(L, NPK_BIN_SUB, y, z);
    }
    return y;
}

/* MatMulInteger (A, B, a_zp, b_zp) and ConvInteger (x, w, x_zp, w_zp): exact sums in int32 */
void ox_lower_integer(m2c_lowerer *L)
{
    m2c_value *a = ox_in(L, 0), *b = ox_in(L, 1), *y;
    if (L->arg == 0) {
        int ra = a->shape.rank;
        a = widened(L, a, ox_opt(L, 2), ra - 2);   /* a_zp per row of A (its M axis) */
        b = widened(L, b, ox_opt(L, 3), b->shape.rank - 1);   /* b_zp per column */
        y = tw_matmul(L, a, b);
    } else {
        int64_t st[3], dl[3], pd[3], pe[3], op[3] = { 0, 0, 0 }, p[6];
        int n = a->shape.rank - 2, d, np;
        const char *ap = ox_str(L, "auto_pad", "NOTSET");
        if (n != 2 && n != 1) ox_error(L, "only 1-D and 2-D integer convolutions are supported");
        if (strcmp(ap, "NOTSET")) ox_error(L, "auto_pad = \"%s\" is not supported here", ap);
        a = widened(L, a, ox_opt(L, 2), -1);
        b = widened(L, b, ox_opt(L, 3), 0);
        for (d = 0; d < n; d++) { st[d] = 1; dl[d] = 1; pd[d] = pe[d] = 0; }
        (void)ox_ints(L, "strides", st, 3);
        (void)ox_ints(L, "dilations", dl, 3);
        np = ox_ints(L, "pads", p, 6);
        if (np == 2 * n) for (d = 0; d < n; d++) { pd[d] = p[d]; pe[d] = p[n + d]; }
        y = tw_conv_core(L, a, b, NULL, st, pd, pe, dl, op, ox_int(L, "group", 1), 0);
    }
    ox_finish(L, y);
}

/* v (whole numbers in 0..255 after the clamp) as uint8: i16, shape.uns set */
static m2c_value *as_uint8(m2c_lowerer *L, m2c_value *v)
{
    v = tw_bin(L, NPK_BIN_MIN, tw_bin(L, NPK_BIN_MAX, v, ox_splat(L, 0, v)), ox_splat(L, 255, v));
    v = lw_cast(L, v, M2C_I16, 0);
    v->shape.uns = 1;
    return v;
}

/* DynamicQuantizeLinear(x) -> y, y_scale, y_zero_point (SRC->result picks
 * one): x's range widened to hold 0, over 0..255; rounding halves to even. */
static void dynamic_quantize(m2c_lowerer *L)
{
    m2c_value *x = ox_float_in(L, 0), *zero, *mx, *mn, *scale, *div, *zp;
    unsigned all = (1u << x->shape.rank) - 1;
    int which = L->src->result ? L->src->result - 1 : 0;
    if (x->shape.elem != M2C_F32) x = tw_to(L, x, M2C_F32);
    zero = tw_splat(L, 0, M2C_F32, 0);
    mx = tw_bin(L, NPK_BIN_MAX, tw_reduce(L, x, all, NPK_REDUCE_MAX, 0, 0), zero);
    mn = tw_bin(L, NPK_BIN_MIN, tw_reduce(L, x, all, NPK_REDUCE_MIN, 0, 0), zero);
    scale = tw_bin(L, NPK_BIN_DIV, tw_bin(L, NPK_BIN_SUB, mx, mn), tw_splat(L, 255, M2C_F32, 0));
    if (which == 1) { ox_finish(L, scale); return; }
    /* an all-zero x has scale 0: dividing by 1 instead keeps y and the zero point 0, not NaN */
    div = tw_select(L, tw_cmp(L, NPK_CMP_EQUAL, scale, zero), tw_splat(L, 1, M2C_F32, 0), scale);
    zp = ox_round_even(L, tw_bin(L, NPK_BIN_SUB, zero, tw_bin(L, NPK_BIN_DIV, mn, div)));
    zp = tw_bin(L, NPK_BIN_MIN, tw_bin(L, NPK_BIN_MAX, zp, zero), tw_splat(L, 255, M2C_F32, 0));
    if (which == 2) { ox_finish(L, as_uint8(L, zp)); return; }
    ox_finish(L, as_uint8(L, tw_bin(L, NPK_BIN_ADD, ox_round_even(L, tw_bin(L, NPK_BIN_DIV, x, div)), zp)));
}

/* QuantizeLinear (L->arg 1) and DequantizeLinear (0) */
static void quantize_linear(m2c_lowerer *L)
{
    m2c_value *x = ox_in(L, 0), *scale = ox_in(L, 1), *zp = ox_opt(L, 2), *y, *z = NULL;
    int r = x->shape.rank, axis = m2c_type_count(&scale->shape) > 1 ? ox_axis(L, ox_int(L, "axis", 1), r) : 0;
    if (ox_int(L, "block_size", 0)) ox_error(L, "block_size is not supported");
    if (scale->shape.elem != M2C_F32) scale = tw_to(L, scale, M2C_F32);
    scale = along(L, scale, r, axis);
    if (zp) {
        int uns = is_unsigned(zp);
        z = tw_to(L, zp, M2C_F32);
        if (uns) z = tw_bin(L, NPK_BIN_ADD, z, tw_bin(L, NPK_BIN_MUL, tw_to(L, tw_cmp(L, NPK_CMP_GREATER, ox_splat(L, 0, z), z), M2C_F32), ox_splat(L, 256, z)));
        z = along(L, z, r, axis);
    }
    if (L->arg == 0) {   /* DequantizeLinear: (x - zp) scale */
        int uns = is_unsigned(x);
        if (m2c_elem_is_float(x->shape.elem) && x->shape.elem != M2C_F32) x = tw_to(L, x, M2C_F32);
        y = tw_to(L, x, M2C_F32);
        if (uns && !m2c_elem_is_float(x->shape.elem))
            y = tw_bin(L, NPK_BIN_ADD, y, tw_bin(L, NPK_BIN_MUL, tw_to(L, tw_cmp(L, NPK_CMP_GREATER, ox_splat(L, 0, y), y), M2C_F32), ox_splat(L, 256, y)));
        if (z) y = tw_bin(L, NPK_BIN_SUB, y, z);
        ox_finish(L, tw_bin(L, NPK_BIN_MUL, y, scale));
        return;
    }
    {   /* QuantizeLinear: saturate(round(x / scale) + zp) in zp's type (uint8 without zp) */
        int elem = zp ? zp->shape.elem : M2C_I16, uns = zp ? zp->shape.uns : 1;
        double lo, hi;
        if (uns && elem == M2C_I8) elem = M2C_I16;   /* uint8 as i8 bits: the result held wider */
        if (elem != M2C_I8 && elem != M2C_I16 && elem != M2C_I32) ox_error(L, "quantizing to %s is not supported", m2c_elem_name(elem));
        lo = uns ? 0 : elem == M2C_I8 ? -128 : elem == M2C_I16 ? -32768 : -2147483648.0;
        hi = uns ? (elem == M2C_I16 ? 255 : 65535) : elem == M2C_I8 ? 127 : elem == M2C_I16 ? 32767 : 2147483647.0;
        y = ox_round_even(L, tw_bin(L, NPK_BIN_DIV, tw_to(L, x, M2C_F32), scale));
        if (z) y = tw_bin(L, NPK_BIN_ADD, y, z);
        y = tw_bin(L, NPK_BIN_MIN, tw_bin(L, NPK_BIN_MAX, y, ox_splat(L, lo, y)), ox_splat(L, hi, y));
        y = lw_cast(L, y, elem, 0);
        y->shape.uns = uns;
        ox_finish(L, y);
    }
}

void ox_lower_quant(m2c_lowerer *L)
{
    if (L->arg == 2) dynamic_quantize(L);
    else quantize_linear(L);
}
