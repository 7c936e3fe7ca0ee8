/* lower_onnx.h - helpers shared by the ONNX op lowerings (lower_onnx*.c):
 * attributes by name with the spec's defaults, optional inputs, inputs that
 * must be known at translate time, and the result. Value-level building
 * blocks come from lower.h (lw_*) and lower_torch.h (tw_*). */
#ifndef M2C_LOWER_ONNX_H
#define M2C_LOWER_ONNX_H
#include "lower_torch.h"
#include "onnx_import.h"

#define OX_OPSET (m2c_onnx_opset)

/* "Conv" of "onnx.Conv" */
const char *ox_type(m2c_lowerer *L);
/* An error at the node: "node 3 "conv1": Conv: <msg>". */
M2C_NORETURN void ox_error(m2c_lowerer *L, const char *fmt, ...);
/* The graph input a value is computed from (why it is not a constant), or NULL. */
const char *ox_data_source(const m2c_value *v, int depth);
/* lower_onnx_index.c: indices i (x's rank) as i32 flat positions into x along
 * axis (negative indices count from the end): GatherElements, ScatterElements. */
m2c_value *ox_flat_positions(m2c_lowerer *L, m2c_value *x, m2c_value *i, int axis);
/* Input i, or NULL when omitted (empty name or past the end). */
m2c_value *ox_opt(m2c_lowerer *L, int i);
/* Input i, which must be given. */
m2c_value *ox_in(m2c_lowerer *L, int i);
int64_t ox_int(m2c_lowerer *L, const char *name, int64_t dflt);
double ox_float(m2c_lowerer *L, const char *name, double dflt);
const char *ox_str(m2c_lowerer *L, const char *name, const char *dflt);
/* INTS attribute into out (at most max): its count, or -1 when absent. */
int ox_ints(m2c_lowerer *L, const char *name, int64_t *out, int max);
/* Input i's integers, known at translate time (else an error saying why):
 * its count, or -1 when the input is omitted. */
int ox_const_ints(m2c_lowerer *L, int i, int64_t *out, int max, const char *what);
/* Input i a constant number (one element), or dflt when omitted. */
double ox_const_num(m2c_lowerer *L, int i, double dflt, const char *what);
/* An attribute that became an input in opset `since`: the input when the
 * model's opset is at least that, else the attribute (-1: neither). */
int ox_ints_attr_or_input(m2c_lowerer *L, const char *name, int i, int since, int64_t *out, int max);
/* An axis of rank r (negative counts from the end), checked. */
int ox_axis(m2c_lowerer *L, int64_t a, int r);
/* The node's result is v. */
void ox_finish(m2c_lowerer *L, m2c_value *v);
/* A float tensor input (f32, f16, bf16 ...). */
m2c_value *ox_float_in(m2c_lowerer *L, int i);
m2c_value *ox_splat(m2c_lowerer *L, double v, const m2c_value *like);   /* [1]*rank of like's type */
m2c_value *ox_round_even(m2c_lowerer *L, m2c_value *x);                  /* lower_onnx_math.c: float x, halves to even */

/* the families (one file each) */
void ox_lower_elementwise(m2c_lowerer *L);   /* lower_onnx_math.c: L->arg an OXE_* */
void ox_lower_activation(m2c_lowerer *L);    /* lower_onnx_math.c: L->arg an OXA_* */
void ox_lower_nn(m2c_lowerer *L);            /* lower_onnx_nn.c: L->arg an OXN_* */
void ox_lower_shape(m2c_lowerer *L);         /* lower_onnx_shape.c: L->arg an OXS_* */
void ox_lower_reduce(m2c_lowerer *L);        /* lower_onnx_reduce.c: L->arg an OXR_* */
void ox_lower_rnn(m2c_lowerer *L);           /* lower_onnx_rnn.c: L->arg 0 RNN, 1 GRU, 2 LSTM */
void ox_lower_quant(m2c_lowerer *L);         /* lower_onnx_quant.c: L->arg 0 DequantizeLinear, 1 QuantizeLinear */
void ox_lower_integer(m2c_lowerer *L);       /* lower_onnx_quant.c: L->arg 0 MatMulInteger, 1 ConvInteger */
void ox_lower_control(m2c_lowerer *L);       /* import_control.c: If, Loop (their bodies imported while lowering) */
void ox_lower_index(m2c_lowerer *L);         /* lower_onnx_index.c: L->arg 0 TopK, 1 GatherND, 2 ScatterElements, 3 NonZero, 4 LRN */
void ox_lower_qlinear(m2c_lowerer *L);       /* lower_onnx_qlinear.c: L->arg 0 QLinearConv, 1 QLinearMatMul, 2 QLinearAdd */
void ox_lower_signal(m2c_lowerer *L);        /* lower_onnx_signal.c: L->arg an OXG_* */
void ox_lower_loss(m2c_lowerer *L);          /* lower_onnx_loss.c: L->arg 0 NegativeLogLikelihoodLoss, 1 SoftmaxCrossEntropyLoss */
void ox_lower_sample(m2c_lowerer *L);        /* lower_onnx_sample.c: L->arg 0 GridSample, 1 AffineGrid */


enum {   /* elementwise and comparison */
    OXE_ADD = 1, OXE_SUB, OXE_MUL, OXE_DIV, OXE_POW, OXE_MAX, OXE_MIN, OXE_SUM, OXE_MEAN, OXE_MOD,
    OXE_EQUAL, OXE_LESS, OXE_GREATER, OXE_LESS_EQ, OXE_GREATER_EQ, OXE_AND, OXE_OR, OXE_XOR, OXE_NOT, OXE_WHERE,
    OXE_SQRT, OXE_EXP, OXE_LOG, OXE_NEG, OXE_ABS, OXE_RECIPROCAL, OXE_FLOOR, OXE_CEIL, OXE_ERF, OXE_SIN, OXE_COS,
    OXE_TAN, OXE_SIGN, OXE_ROUND, OXE_CAST, OXE_CASTLIKE, OXE_IDENTITY, OXE_ISNAN, OXE_ISINF, OXE_BITSHIFT,
    OXE_SINH, OXE_COSH, OXE_ASINH, OXE_ACOSH, OXE_ATANH, OXE_SHRINK, OXE_ASIN, OXE_ACOS, OXE_ATAN
};
enum {   /* activations */
    OXA_RELU = 1, OXA_SIGMOID, OXA_TANH, OXA_LEAKY, OXA_PRELU, OXA_ELU, OXA_SELU, OXA_CELU, OXA_GELU, OXA_MISH,
    OXA_SOFTPLUS, OXA_SOFTSIGN, OXA_HARDSIGMOID, OXA_HARDSWISH, OXA_THRESHOLDED, OXA_CLIP
};
enum {   /* convolution, pooling, matmul, normalisation */
    OXN_CONV = 1, OXN_CONV_T, OXN_MAXPOOL, OXN_AVGPOOL, OXN_GAP, OXN_GMP, OXN_GEMM, OXN_MATMUL, OXN_BATCHNORM,
    OXN_LAYERNORM, OXN_INSTNORM, OXN_GROUPNORM, OXN_LPNORM, OXN_EINSUM, OXN_DROPOUT, OXN_LRN, OXN_MVN,
    OXN_LPPOOL, OXN_GLOBAL_LPPOOL, OXN_MAXUNPOOL, OXN_COL2IM
};
enum {   /* signal processing: windows, mel filterbank, Fourier transforms */
    OXG_HANN = 1, OXG_HAMMING, OXG_BLACKMAN, OXG_MEL_WEIGHTS, OXG_DFT, OXG_STFT
};
enum {   /* shapes and data movement */
    OXS_SHAPE = 1, OXS_SIZE, OXS_RESHAPE, OXS_FLATTEN, OXS_TRANSPOSE, OXS_SQUEEZE, OXS_UNSQUEEZE, OXS_CONCAT,
    OXS_SPLIT, OXS_SLICE, OXS_GATHER, OXS_PAD, OXS_EXPAND, OXS_TILE, OXS_CONST_OF_SHAPE, OXS_RANGE,
    OXS_RESIZE, OXS_UPSAMPLE, OXS_DEPTH_TO_SPACE, OXS_SPACE_TO_DEPTH, OXS_GATHER_ELEMENTS, OXS_CUMSUM,
    OXS_TRILU, OXS_EYELIKE, OXS_ONEHOT, OXS_SCATTER_ND, OXS_CENTER_CROP_PAD, OXS_COMPRESS, OXS_REVERSE_SEQUENCE
};
enum {   /* reductions and softmax */
    OXR_SUM = 1, OXR_MEAN, OXR_MAX, OXR_MIN, OXR_PROD, OXR_L1, OXR_L2, OXR_SUMSQ, OXR_LOGSUM, OXR_LOGSUMEXP,
    OXR_ARGMAX, OXR_ARGMIN, OXR_SOFTMAX, OXR_LOGSOFTMAX, OXR_HARDMAX, OXR_TOPK
};
#endif
