/* lower_onnx.c - the ONNX lowering table (m2c_onnx_lowerings: "onnx.Conv"
 * -> the family's function with the op as its argument), the helpers of
 * lower_onnx.h, and the translate-time folding of ONNX ops: every op a
 * node lowers to whose operands are all constants is evaluated at once, so
 * shape subgraphs (Shape -> Gather -> Concat -> Reshape) are constants by
 * the time a lowering needs them. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "lower_onnx.h"
#include "literals.h"

const char *ox_type(m2c_lowerer *L) { return L->src->dname + 5; }

/* "node 3 "conv1"" from the node's listing line (the text before ': '). */
static void node_label(m2c_lowerer *L, char *buf, size_t n)
{
    const char *p = L->src->loc, *s;
    size_t k;
    while (p > L->src->loc - 4096 && p[-1] != '\n' && p[-1]) p--;
    for (s = p; s < L->src->loc && !(s[0] == ':' && s[1] == ' '); s++) {}
    k = (size_t)(s - p) < n - 1 ? (size_t)(s - p) : n - 1;
    memcpy(buf, p, k);
    buf[k] = 0;
}

void ox_error(m2c_lowerer *L, const char *fmt, ...)
{
    char msg[768], label[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    node_label(L, label, sizeof label);
    m2c_error_at(L->src->loc, "%s: %s: %s", label, ox_type(L), msg);
}

m2c_value *ox_opt(m2c_lowerer *L, int i)
{
    return i < L->src->n_in ? L->src->in[i] : NULL;
}

m2c_value *ox_in(m2c_lowerer *L, int i)
{
    m2c_value *v = ox_opt(L, i);
    if (!v) ox_error(L, "input %d is required", i);
    if (v->kind != M2C_V_CONST && !m2c_type_static(&v->shape)) ox_error(L, "input %d has no static shape", i);
    return v;
}

static m2c_attr *attr(m2c_lowerer *L, const char *name) { return m2c_find_attr(L->src, name); }

int64_t ox_int(m2c_lowerer *L, const char *name, int64_t dflt)
{
    m2c_attr *a = attr(L, name);
    if (!a) return dflt;
    if (a->kind != M2C_ATTR_INT) m2c_error_at(a->loc, "%s: attribute '%s' must be an int", ox_type(L), name);
    return a->i;
}

double ox_float(m2c_lowerer *L, const char *name, double dflt)
{
    m2c_attr *a = attr(L, name);
    if (!a) return dflt;
    if (a->kind != M2C_ATTR_FLOAT && a->kind != M2C_ATTR_INT) m2c_error_at(a->loc, "%s: attribute '%s' must be a float", ox_type(L), name);
    return a->f;
}

const char *ox_str(m2c_lowerer *L, const char *name, const char *dflt)
{
    m2c_attr *a = attr(L, name);
    if (!a) return dflt;
    if (a->kind != M2C_ATTR_STRING || !a->str) m2c_error_at(a->loc, "%s: attribute '%s' must be a string", ox_type(L), name);
    return a->str;
}

int ox_ints(m2c_lowerer *L, const char *name, int64_t *out, int max)
{
    m2c_attr *a = attr(L, name);
    int k;
    if (!a) return -1;
    if (a->kind == M2C_ATTR_INT) { out[0] = a->i; return 1; }
    if (a->kind != M2C_ATTR_ARRAY || !a->all_int) m2c_error_at(a->loc, "%s: attribute '%s' must be a list of ints", ox_type(L), name);
    if (a->n > max) m2c_error_at(a->loc, "%s: attribute '%s' has %d values (at most %d)", ox_type(L), name, a->n, max);
    for (k = 0; k < a->n; k++) out[k] = a->ints[k];
    return a->n;
}

/* Why a value is not known at translate time: which graph input it comes from. */
const char *ox_data_source(const m2c_value *v, int depth)
{
    int k;
    if (!v || depth > 64) return NULL;
    if (v->kind == M2C_V_ARG) return v->name;
    if (v->kind != M2C_V_OP || !v->def) return NULL;
    for (k = 0; k < v->def->n_in; k++) {
        const char *s = ox_data_source(m2c_resolve(v->def->in[k]), depth + 1);
        if (s) return s;
    }
    return NULL;
}

static void need_const(m2c_lowerer *L, int i, const char *what)
{
    m2c_value *v = L->src->in[i];
    const char *src;
    if (v->kind == M2C_V_CONST) return;
    src = ox_data_source(v, 0);
    if (src)
        ox_error(L, "input %d (%s) must be known at translate time, but it is computed from the graph input '%s'", i, what, src);
    ox_error(L, "input %d (%s) must be known at translate time, but it is computed at run time", i, what);
}

int ox_const_ints(m2c_lowerer *L, int i, int64_t *out, int max, const char *what)
{
    m2c_value *v = ox_opt(L, i);
    if (!v) return -1;
    need_const(L, i, what);
    if (v->cbuf->count > (uint64_t)max) ox_error(L, "input %d (%s) has more than %d values", i, what, max);
    return lw_const_i64(L, i, out, max);
}

double ox_const_num(m2c_lowerer *L, int i, double dflt, const char *what)
{
    m2c_value *v = ox_opt(L, i);
    int64_t k = 0;
    if (!v) return dflt;
    need_const(L, i, what);
    if (v->cbuf->count != 1) ox_error(L, "input %d (%s) must have one element", i, what);
    if (v->cbuf->raw) return m2c_load_elem((const unsigned char *)v->cbuf->raw, v->cbuf->elem, v->shape.uns, &k);
    return v->cbuf->data[0];
}

int ox_ints_attr_or_input(m2c_lowerer *L, const char *name, int i, int since, int64_t *out, int max)
{
    if (OX_OPSET >= since) return ox_const_ints(L, i, out, max, name);
    return ox_ints(L, name, out, max);
}

int ox_axis(m2c_lowerer *L, int64_t a, int r)
{
    if (a < -r || a >= (r ? r : 1)) ox_error(L, "axis %lld is out of range for rank %d", (long long)a, r);
    return (int)(a < 0 ? a + r : a);
}

void ox_finish(m2c_lowerer *L, m2c_value *v)
{
    m2c_value *out = L->src->out;
    /* a temporary of this node takes the node's output name (tensor names in the program) */
    if (v->kind == M2C_V_OP && v->def && !strncmp(v->name, out->name, strlen(out->name)) && v->name[strlen(out->name)] == '.')
        v->name = out->name;
    lw_alias(L, v);
}

m2c_value *ox_float_in(m2c_lowerer *L, int i)
{
    m2c_value *x = ox_in(L, i);
    if (!m2c_elem_is_float(x->shape.elem)) ox_error(L, "input %d has element type %s; a float tensor is needed", i, m2c_elem_name(x->shape.elem));
    return x;
}

m2c_value *ox_splat(m2c_lowerer *L, double v, const m2c_value *like)
{
    return tw_splat(L, v, like->shape.elem, like->shape.rank);
}

/* After a node is lowered: its ops whose operands are all constants are
 * evaluated now (their results become constants) and leave the op list. */
void m2c_onnx_fold_new(m2c_lowerer *L, int from)
{
    int i, k, n = from;
    for (i = from; i < L->n_ops; i++) {
        m2c_op *op = L->ops[i];
        for (k = 0; k < op->n_in; k++) op->in[k] = m2c_resolve(op->in[k]);
        if (!m2c_fold_op(op)) L->ops[n++] = op;
    }
    L->n_ops = n;
}

void m2c_onnx_refuse(m2c_lowerer *L)
{
    const char *t = ox_type(L);
    if (!strcmp(t, "If") || !strcmp(t, "Loop") || !strcmp(t, "Scan"))
        ox_error(L, "ONNX op '%s' is not supported (control flow with a graph body; see docs/onnx.md)", t);
    ox_error(L, "ONNX op '%s' is not supported (see docs/onnx.md)", ox_type(L));
}

const m2c_lowering m2c_onnx_lowerings[] = {
    { "onnx.Add", ox_lower_elementwise, OXE_ADD }, { "onnx.Sub", ox_lower_elementwise, OXE_SUB },
    { "onnx.Mul", ox_lower_elementwise, OXE_MUL }, { "onnx.Div", ox_lower_elementwise, OXE_DIV },
    { "onnx.Pow", ox_lower_elementwise, OXE_POW }, { "onnx.Max", ox_lower_elementwise, OXE_MAX },
    { "onnx.Min", ox_lower_elementwise, OXE_MIN }, { "onnx.Sum", ox_lower_elementwise, OXE_SUM },
    { "onnx.Mean", ox_lower_elementwise, OXE_MEAN }, { "onnx.Mod", ox_lower_elementwise, OXE_MOD },
    { "onnx.Equal", ox_lower_elementwise, OXE_EQUAL }, { "onnx.Less", ox_lower_elementwise, OXE_LESS },
    { "onnx.Greater", ox_lower_elementwise, OXE_GREATER }, { "onnx.LessOrEqual", ox_lower_elementwise, OXE_LESS_EQ },
    { "onnx.GreaterOrEqual", ox_lower_elementwise, OXE_GREATER_EQ }, { "onnx.And", ox_lower_elementwise, OXE_AND },
    { "onnx.Or", ox_lower_elementwise, OXE_OR }, { "onnx.Xor", ox_lower_elementwise, OXE_XOR },
    { "onnx.Not", ox_lower_elementwise, OXE_NOT }, { "onnx.Where", ox_lower_elementwise, OXE_WHERE },
    { "onnx.Sqrt", ox_lower_elementwise, OXE_SQRT }, { "onnx.Exp", ox_lower_elementwise, OXE_EXP },
    { "onnx.Log", ox_lower_elementwise, OXE_LOG }, { "onnx.Neg", ox_lower_elementwise, OXE_NEG },
    { "onnx.Abs", ox_lower_elementwise, OXE_ABS }, { "onnx.Reciprocal", ox_lower_elementwise, OXE_RECIPROCAL },
    { "onnx.Floor", ox_lower_elementwise, OXE_FLOOR }, { "onnx.Ceil", ox_lower_elementwise, OXE_CEIL },
    { "onnx.Erf", ox_lower_elementwise, OXE_ERF }, { "onnx.Sin", ox_lower_elementwise, OXE_SIN },
    { "onnx.Cos", ox_lower_elementwise, OXE_COS }, { "onnx.Tan", ox_lower_elementwise, OXE_TAN },
    { "onnx.Sign", ox_lower_elementwise, OXE_SIGN }, { "onnx.Round", ox_lower_elementwise, OXE_ROUND },
    { "onnx.Cast", ox_lower_elementwise, OXE_CAST }, { "onnx.CastLike", ox_lower_elementwise, OXE_CASTLIKE },
    { "onnx.Identity", ox_lower_elementwise, OXE_IDENTITY }, { "onnx.IsNaN", ox_lower_elementwise, OXE_ISNAN },
    { "onnx.IsInf", ox_lower_elementwise, OXE_ISINF }, { "onnx.Sinh", ox_lower_elementwise, OXE_SINH },
    { "onnx.Cosh", ox_lower_elementwise, OXE_COSH }, { "onnx.Asinh", ox_lower_elementwise, OXE_ASINH },
    { "onnx.Acosh", ox_lower_elementwise, OXE_ACOSH }, { "onnx.Atanh", ox_lower_elementwise, OXE_ATANH },
    { "onnx.Shrink", ox_lower_elementwise, OXE_SHRINK }, { "onnx.Asin", ox_lower_elementwise, OXE_ASIN },
    { "onnx.Acos", ox_lower_elementwise, OXE_ACOS }, { "onnx.Atan", ox_lower_elementwise, OXE_ATAN },
    { "onnx.Relu", ox_lower_activation, OXA_RELU }, { "onnx.Sigmoid", ox_lower_activation, OXA_SIGMOID },
    { "onnx.Tanh", ox_lower_activation, OXA_TANH }, { "onnx.LeakyRelu", ox_lower_activation, OXA_LEAKY },
    { "onnx.PRelu", ox_lower_activation, OXA_PRELU }, { "onnx.Elu", ox_lower_activation, OXA_ELU },
    { "onnx.Selu", ox_lower_activation, OXA_SELU }, { "onnx.Celu", ox_lower_activation, OXA_CELU },
    { "onnx.Gelu", ox_lower_activation, OXA_GELU }, { "onnx.Mish", ox_lower_activation, OXA_MISH },
    { "onnx.Softplus", ox_lower_activation, OXA_SOFTPLUS }, { "onnx.Softsign", ox_lower_activation, OXA_SOFTSIGN },
    { "onnx.HardSigmoid", ox_lower_activation, OXA_HARDSIGMOID }, { "onnx.HardSwish", ox_lower_activation, OXA_HARDSWISH },
    { "onnx.ThresholdedRelu", ox_lower_activation, OXA_THRESHOLDED }, { "onnx.Clip", ox_lower_activation, OXA_CLIP },
    { "onnx.Conv", ox_lower_nn, OXN_CONV }, { "onnx.ConvTranspose", ox_lower_nn, OXN_CONV_T },
    { "onnx.MaxPool", ox_lower_nn, OXN_MAXPOOL }, { "onnx.AveragePool", ox_lower_nn, OXN_AVGPOOL },
    { "onnx.GlobalAveragePool", ox_lower_nn, OXN_GAP }, { "onnx.GlobalMaxPool", ox_lower_nn, OXN_GMP },
    { "onnx.Gemm", ox_lower_nn, OXN_GEMM }, { "onnx.MatMul", ox_lower_nn, OXN_MATMUL },
    { "onnx.BatchNormalization", ox_lower_nn, OXN_BATCHNORM }, { "onnx.LayerNormalization", ox_lower_nn, OXN_LAYERNORM },
    { "onnx.InstanceNormalization", ox_lower_nn, OXN_INSTNORM }, { "onnx.GroupNormalization", ox_lower_nn, OXN_GROUPNORM },
    { "onnx.LpNormalization", ox_lower_nn, OXN_LPNORM }, { "onnx.Einsum", ox_lower_nn, OXN_EINSUM },
    { "onnx.Dropout", ox_lower_nn, OXN_DROPOUT }, { "onnx.MeanVarianceNormalization", ox_lower_nn, OXN_MVN },
    { "onnx.Shape", ox_lower_shape, OXS_SHAPE }, { "onnx.Size", ox_lower_shape, OXS_SIZE },
    { "onnx.Reshape", ox_lower_shape, OXS_RESHAPE }, { "onnx.Flatten", ox_lower_shape, OXS_FLATTEN },
    { "onnx.Transpose", ox_lower_shape, OXS_TRANSPOSE }, { "onnx.Squeeze", ox_lower_shape, OXS_SQUEEZE },
    { "onnx.Unsqueeze", ox_lower_shape, OXS_UNSQUEEZE }, { "onnx.Concat", ox_lower_shape, OXS_CONCAT },
    { "onnx.Split", ox_lower_shape, OXS_SPLIT }, { "onnx.Slice", ox_lower_shape, OXS_SLICE },
    { "onnx.Gather", ox_lower_shape, OXS_GATHER }, { "onnx.Pad", ox_lower_shape, OXS_PAD },
    { "onnx.Expand", ox_lower_shape, OXS_EXPAND }, { "onnx.Tile", ox_lower_shape, OXS_TILE },
    { "onnx.ConstantOfShape", ox_lower_shape, OXS_CONST_OF_SHAPE }, { "onnx.Range", ox_lower_shape, OXS_RANGE },
    { "onnx.Resize", ox_lower_shape, OXS_RESIZE }, { "onnx.Upsample", ox_lower_shape, OXS_UPSAMPLE },
    { "onnx.DepthToSpace", ox_lower_shape, OXS_DEPTH_TO_SPACE }, { "onnx.SpaceToDepth", ox_lower_shape, OXS_SPACE_TO_DEPTH },
    { "onnx.CumSum", ox_lower_shape, OXS_CUMSUM }, { "onnx.Trilu", ox_lower_shape, OXS_TRILU },
    { "onnx.EyeLike", ox_lower_shape, OXS_EYELIKE }, { "onnx.OneHot", ox_lower_shape, OXS_ONEHOT },
    { "onnx.ScatterND", ox_lower_shape, OXS_SCATTER_ND }, { "onnx.GatherElements", ox_lower_shape, OXS_GATHER_ELEMENTS },
    { "onnx.CenterCropPad", ox_lower_shape, OXS_CENTER_CROP_PAD }, { "onnx.Compress", ox_lower_shape, OXS_COMPRESS },
    { "onnx.ReverseSequence", ox_lower_shape, OXS_REVERSE_SEQUENCE }, { "onnx.Scatter", ox_lower_index, 2 },
    { "onnx.RNN", ox_lower_rnn, 0 }, { "onnx.GRU", ox_lower_rnn, 1 }, { "onnx.LSTM", ox_lower_rnn, 2 },
    { "onnx.DequantizeLinear", ox_lower_quant, 0 }, { "onnx.QuantizeLinear", ox_lower_quant, 1 },
    { "onnx.MatMulInteger", ox_lower_integer, 0 }, { "onnx.ConvInteger", ox_lower_integer, 1 },
    { "onnx.If", ox_lower_control, 0 }, { "onnx.Loop", ox_lower_control, 1 },
    { "onnx.TopK", ox_lower_index, 0 }, { "onnx.GatherND", ox_lower_index, 1 },
    { "onnx.ScatterElements", ox_lower_index, 2 }, { "onnx.NonZero", ox_lower_index, 3 }, { "onnx.LRN", ox_lower_index, 4 },
    { "onnx.QLinearConv", ox_lower_qlinear, 0 }, { "onnx.QLinearMatMul", ox_lower_qlinear, 1 },
    { "onnx.QLinearAdd", ox_lower_qlinear, 2 },   /* made only by m2c_onnx_qdq from QDQ around Add */
    { "onnx.HannWindow", ox_lower_signal, OXG_HANN }, { "onnx.HammingWindow", ox_lower_signal, OXG_HAMMING },
    { "onnx.BlackmanWindow", ox_lower_signal, OXG_BLACKMAN }, { "onnx.MelWeightMatrix", ox_lower_signal, OXG_MEL_WEIGHTS },
    { "onnx.DFT", ox_lower_signal, OXG_DFT }, { "onnx.STFT", ox_lower_signal, OXG_STFT },
    { "onnx.NegativeLogLikelihoodLoss", ox_lower_loss, 0 }, { "onnx.SoftmaxCrossEntropyLoss", ox_lower_loss, 1 },
    { "onnx.GridSample", ox_lower_sample, 0 }, { "onnx.AffineGrid", ox_lower_sample, 1 },
    { "onnx.LpPool", ox_lower_nn, OXN_LPPOOL }, { "onnx.GlobalLpPool", ox_lower_nn, OXN_GLOBAL_LPPOOL },
    { "onnx.MaxUnpool", ox_lower_nn, OXN_MAXUNPOOL }, { "onnx.Col2Im", ox_lower_nn, OXN_COL2IM },
    { "onnx.DynamicQuantizeLinear", ox_lower_quant, 2 },
    { "onnx.ReduceSum", ox_lower_reduce, OXR_SUM }, { "onnx.ReduceMean", ox_lower_reduce, OXR_MEAN },
    { "onnx.ReduceMax", ox_lower_reduce, OXR_MAX }, { "onnx.ReduceMin", ox_lower_reduce, OXR_MIN },
    { "onnx.ReduceProd", ox_lower_reduce, OXR_PROD }, { "onnx.ReduceL1", ox_lower_reduce, OXR_L1 },
    { "onnx.ReduceL2", ox_lower_reduce, OXR_L2 }, { "onnx.ReduceSumSquare", ox_lower_reduce, OXR_SUMSQ },
    { "onnx.ReduceLogSum", ox_lower_reduce, OXR_LOGSUM }, { "onnx.ReduceLogSumExp", ox_lower_reduce, OXR_LOGSUMEXP },
    { "onnx.ArgMax", ox_lower_reduce, OXR_ARGMAX }, { "onnx.ArgMin", ox_lower_reduce, OXR_ARGMIN },
    { "onnx.Softmax", ox_lower_reduce, OXR_SOFTMAX }, { "onnx.LogSoftmax", ox_lower_reduce, OXR_LOGSOFTMAX },
    { "onnx.Hardmax", ox_lower_reduce, OXR_HARDMAX },
    { NULL, NULL, 0 }
};
