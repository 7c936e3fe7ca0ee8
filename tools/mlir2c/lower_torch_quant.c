/* lower_torch_quant.c - torch-mlir's per-tensor quantization ops, in the
 * float32 arithmetic PyTorch uses:
 *   quantize:   clamp(round_half_even(x * f32(1 / scale)) + zp, qmin, qmax)
 *   dequantize: (f32(q) - zp) * f32(scale)
 * quantized_decomposed.{quantize,dequantize}_per_tensor take scale, zero
 * point and range as operands. aten.quantize_per_tensor and
 * aten._make_per_tensor_quantized_tensor make a !torch.qint8/qint32 tensor
 * (held as its integers); its scale and zero point are kept on the lowered
 * value (decl.quant) for aten.dequantize and aten.int_repr, which read them
 * at compile time. _make_per_channel_quantized_tensor keeps its scale and
 * zero point tensors (values at run time) for aten.dequantize. quint8 is refused. */
#include <math.h>
#include <string.h>

#include "lower_torch.h"

static double positive_scale(m2c_lowerer *L, int i)
{
    double s = tw_num(L, i);
    if (!(s > 0) || !isfinite(s)) m2c_error_at(L->src->in_loc[i], "%s: the scale must be positive and finite", L->src->dname);
    return s;
}

static m2c_value *quantize(m2c_lowerer *L, double scale, int64_t zp, int64_t qmin, int64_t qmax)
{
    m2c_value *x = tw_tensor(L, 0), *q;
    int r = x->shape.rank;
    if (!tw_is_float(x->shape.elem)) m2c_error_at(L->src->in_loc[0], "%s: the input must be a float tensor", L->src->dname);
    if (qmin > qmax) m2c_error_at(L->src->loc, "%s: quant_min %lld is larger than quant_max %lld", L->src->dname,
                                  (long long)qmin, (long long)qmax);
    q = tw_bin(L, NPK_BIN_MUL, tw_to(L, x, M2C_F32), tw_splat(L, (double)(float)(1.0 / scale), M2C_F32, r));
    q = lw_cast(L, q, M2C_I32, 0); /* rounds half to even, saturating */
    q = tw_bin(L, NPK_BIN_ADD, q, tw_splat(L, (double)zp, M2C_I32, r));
    q = tw_bin(L, NPK_BIN_MAX, q, tw_splat(L, (double)qmin, M2C_I32, r));
    return tw_bin(L, NPK_BIN_MIN, q, tw_splat(L, (double)qmax, M2C_I32, r));
}

static m2c_value *dequantize(m2c_lowerer *L, m2c_value *q, double scale, int64_t zp)
{
    int r = q->shape.rank;
    m2c_value *x = tw_bin(L, NPK_BIN_SUB, tw_to(L, q, M2C_F32), tw_splat(L, (double)zp, M2C_F32, r));
    return tw_bin(L, NPK_BIN_MUL, x, tw_splat(L, (double)(float)scale, M2C_F32, r));
}

/* The result becomes v; a quantized result keeps its scale and zero point. */
static void finish_quantized(m2c_lowerer *L, m2c_value *v, double scale, int64_t zp)
{
    m2c_quant *q = (m2c_quant *)m2c_alloc(sizeof *q);
    m2c_value *r;
    q->axis = -1;
    q->n = 1;
    q->scale = (double *)m2c_alloc(sizeof *q->scale);
    q->zp = (int64_t *)m2c_alloc(sizeof *q->zp);
    q->scale[0] = scale;
    q->zp[0] = zp;
    q->expressed = M2C_F32;
    tw_finish(L, v);
    r = m2c_resolve(L->src->out);
    r->decl.quant = q;
}

static void need_signed_qint(m2c_lowerer *L)
{
    const m2c_type *d = &L->src->out->decl;
    if (!d->torch_q) m2c_error_at(L->src->loc, "%s: the result must be !torch.qint8 or !torch.qint32", L->src->dname);
    if (d->uns) m2c_error_at(L->src->loc, "%s to !torch.quint8 is not supported (npk holds unsigned tensors as signed)",
                             L->src->dname);
}

/* quantized_decomposed.quantize_per_tensor(x, scale, zp, qmin, qmax, dtype) */
static void lower_quantize_decomposed(m2c_lowerer *L)
{
    tw_arity(L, 6, 6);
    tw_finish(L, quantize(L, positive_scale(L, 1), tw_int(L, 2), tw_int(L, 3), tw_int(L, 4)));
}

/* quantized_decomposed.dequantize_per_tensor(q, scale, zp, qmin, qmax, dtype[, out_dtype]):
 * qmin/qmax only describe q (they may be values) */
static void lower_dequantize_decomposed(m2c_lowerer *L)
{
    m2c_value *q;
    tw_arity(L, 6, 7);
    q = tw_tensor(L, 0);
    if (tw_is_float(q->shape.elem)) m2c_error_at(L->src->in_loc[0], "%s: the input must be an integer tensor", L->src->dname);
    tw_finish(L, dequantize(L, q, positive_scale(L, 1), tw_int(L, 2)));
}

/* aten.quantize_per_tensor(x, scale, zp, dtype) -> qint8 / qint32 */
static void lower_quantize_per_tensor(m2c_lowerer *L)
{
    double scale;
    int64_t zp;
    int i32;
    tw_arity(L, 4, 4);
    need_signed_qint(L);
    scale = positive_scale(L, 1);
    zp = tw_int(L, 2);
    i32 = L->src->out->decl.elem == M2C_I32;
    finish_quantized(L, quantize(L, scale, zp, i32 ? INT32_MIN : -128, i32 ? INT32_MAX : 127), scale, zp);
}

/* aten._make_per_tensor_quantized_tensor(ints, scale, zp): the same integers */
static void lower_make_quantized(m2c_lowerer *L)
{
    m2c_value *q;
    double scale;
    int64_t zp;
    tw_arity(L, 3, 3);
    need_signed_qint(L);
    q = tw_tensor(L, 0);
    if (tw_is_float(q->shape.elem) || q->shape.elem == M2C_I1)
        m2c_error_at(L->src->in_loc[0], "%s: the input must be an integer tensor", L->src->dname);
    scale = positive_scale(L, 1);
    zp = tw_int(L, 2);
    finish_quantized(L, q, scale, zp);
}

/* aten._make_per_channel_quantized_tensor(ints, scales [C], zero_points [C], axis):
 * the same integers; the scale and zero point tensors kept for dequantize */
static void lower_make_per_channel(m2c_lowerer *L)
{
    m2c_value *q, *t[2], *r;
    m2c_quant *qq;
    int axis, k;
    tw_arity(L, 4, 4);
    need_signed_qint(L);
    q = tw_tensor(L, 0);
    if (tw_is_float(q->shape.elem) || q->shape.elem == M2C_I1 || q->shape.rank == 0)
        m2c_error_at(L->src->in_loc[0], "%s: the input must be an integer tensor of rank 1 or more", L->src->dname);
    axis = tw_dim(L, tw_int(L, 3), q->shape.rank);
    for (k = 0; k < 2; k++) {
        t[k] = tw_tensor(L, 1 + k);
        if (t[k]->shape.rank != 1 || t[k]->shape.dims[0] != q->shape.dims[axis])
            m2c_error_at(L->src->in_loc[1 + k], "%s: the %s must be a vector of the %lld channels of dim %d", L->src->dname,
                         k ? "zero points" : "scales", (long long)q->shape.dims[axis], axis);
    }
    if (!tw_is_float(t[0]->shape.elem) || tw_is_float(t[1]->shape.elem))
        m2c_error_at(L->src->loc, "%s: the scales must be floats and the zero points integers", L->src->dname);
    qq = (m2c_quant *)m2c_alloc(sizeof *qq);
    qq->axis = axis;
    qq->n = (int)q->shape.dims[axis];
    qq->expressed = M2C_F32;
    qq->scale_t = t[0];
    qq->zp_t = t[1];
    tw_finish(L, q);
    r = m2c_resolve(L->src->out);
    r->decl.quant = qq;
}

/* The scale and zero point of a quantized operand, from the op that made it. */
static const m2c_quant *quant_of(m2c_lowerer *L, int i)
{
    const m2c_quant *q = L->src->in[i]->decl.quant;
    if (!L->src->in_decl[i].torch_q) m2c_error_at(L->src->in_loc[i], "%s: operand %d is not a quantized tensor", L->src->dname, i);
    if (!q || (q->axis >= 0 && !q->scale_t))
        m2c_error_at(L->src->in_loc[i], "%s: the scale and zero point of operand %d are not known (only tensors made by "
                     "quantize_per_tensor or _make_per_tensor_quantized_tensor in this function)", L->src->dname, i);
    return q;
}

/* aten.dequantize.self / .tensor(q) */
static void lower_dequantize(m2c_lowerer *L)
{
    const m2c_quant *q;
    tw_arity(L, 1, 1);
    q = quant_of(L, 0);
    if (q->scale_t) {   /* per channel: (f32(q) - zp[c]) * scale[c], both along the axis */
        m2c_value *x = tw_tensor(L, 0);
        int64_t s[NPK_MAX_RANK];
        int d;
        for (d = 0; d < x->shape.rank; d++) s[d] = d == q->axis ? q->n : 1;
        x = tw_bin(L, NPK_BIN_SUB, tw_to(L, x, M2C_F32), tw_reshape_dims(L, tw_to(L, q->zp_t, M2C_F32), x->shape.rank, s));
        tw_finish(L, tw_bin(L, NPK_BIN_MUL, x, tw_reshape_dims(L, tw_to(L, q->scale_t, M2C_F32), x->shape.rank, s)));
        return;
    }
    tw_finish(L, dequantize(L, tw_tensor(L, 0), q->scale[0], q->zp[0]));
}

/* aten.int_repr(q): its integers */
static void lower_int_repr(m2c_lowerer *L)
{
    tw_arity(L, 1, 1);
    if (!L->src->in_decl[0].torch_q) m2c_error_at(L->src->in_loc[0], "%s: the operand is not a quantized tensor", L->src->dname);
    tw_finish(L, tw_tensor(L, 0));
}

/* torch.derefine (a value seen as its optional type): the same value */
static void lower_derefine(m2c_lowerer *L)
{
    lw_alias(L, L->src->in[0]);
}

const m2c_lowering m2c_torch_quant_lowerings[] = {
    { "torch.quantized_decomposed.quantize_per_tensor", lower_quantize_decomposed, 0 },
    { "torch.quantized_decomposed.dequantize_per_tensor", lower_dequantize_decomposed, 0 },
    { "torch.aten.quantize_per_tensor", lower_quantize_per_tensor, 0 },
    { "torch.aten._make_per_tensor_quantized_tensor", lower_make_quantized, 0 },
    { "torch.aten._make_per_channel_quantized_tensor", lower_make_per_channel, 0 },
    { "torch.aten.dequantize.self", lower_dequantize, 0 },
    { "torch.aten.dequantize.tensor", lower_dequantize, 0 },
    { "torch.aten.int_repr", lower_int_repr, 0 },
    { "torch.derefine", lower_derefine, 0 },
    { NULL, NULL, 0 },
};
