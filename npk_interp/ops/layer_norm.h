/* ops/layer_norm.h - (x - mean) / sqrt(var + eps) along one axis, with
 * mean = sum(x) * inv_n and var = sum((x - mean)^2) * inv_n: the chain
 * PyTorch's LayerNorm exports to, fused by mlir2c (tools/mlir2c/layernorm.c);
 * the affine part stays a mul and an add. inv_n is the chain's constant
 * (1/n as the exporter rounded it), so the op computes what the chain does. */
#ifndef NPK_OP_LAYER_NORM_H
#define NPK_OP_LAYER_NORM_H
#include "../npk_attrs.h"

#define NPK_LAYER_NORM_ATTRS(X)                                                      \
    X(layer_norm, axis, INT, 0, 0, NPK_MAX_RANK - 1, NULL)                           \
    X(layer_norm, inv_n, F32, 0, 0, 0, NULL)                                         \
    X(layer_norm, eps, F32, 0, 0, 0, NULL)
NPK_DEFINE_ATTRS(layer_norm, NPK_LAYER_NORM_ATTRS)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_LAYER_NORM_IMPL)
#define NPK_OP_LAYER_NORM_IMPL
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_LAYER_NORM)
NPK_DEFINE_SCHEMA(layer_norm, NPK_LAYER_NORM_ATTRS)

static npk_status npk__layer_norm_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                        npk_tensor_desc *out, npk_error *err)
{
    return npk__axis_infer(op->attr.layer_norm.axis, in[0], out, err);
}

static void npk__layer_norm_lines(const npk_op_run *r, size_t outer, size_t n, size_t inner, const float *x, float *y)
{
    npk_layer_norm_f32(outer, n, inner, x, y, r->op->attr.layer_norm.inv_n, r->op->attr.layer_norm.eps);
}

static void npk__layer_norm_exec(const npk_op_run *r)
{
    npk__lines_exec(r, (size_t)r->op->attr.layer_norm.axis, npk__layer_norm_lines, 4u);
}

#define NPK__ROW_LAYER_NORM NPK__KEEP
#define NPK__OPIMPL_LAYER_NORM npk__layer_norm_schema, NPK_layer_norm_N_ATTRS, npk__layer_norm_infer, NULL, npk__layer_norm_exec, NULL
#else
#define NPK__OPIMPL_LAYER_NORM NPK__OPIMPL_NONE
#define NPK__ROW_LAYER_NORM NPK__DROP
#endif
#endif
