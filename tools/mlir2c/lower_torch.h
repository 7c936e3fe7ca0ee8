/* lower_torch.h - helpers shared by the torch-dialect lowerings
 * (lower_torch.c: elementwise ops and the table; lower_torch_nn.c: shapes,
 * reductions, matmul, convolution, pools, normalisation). torch-mlir's
 * backend contract: value tensors, constant scalars and lists. Every
 * lowering computes its result as a temporary and tw_finish checks it
 * against the declared result type. */
#ifndef M2C_LOWER_TORCH_H
#define M2C_LOWER_TORCH_H
#include "lower.h"

int tw_is_float(int elem);                       /* f32, f16, bf16 */
int tw_is_none(m2c_lowerer *L, int i);           /* operand i is torch.constant.none */
int64_t tw_int(m2c_lowerer *L, int i);           /* operand i a constant int or bool */
double tw_num(m2c_lowerer *L, int i);            /* operand i a constant int, float or bool */
int tw_is_scalar(m2c_lowerer *L, int i);         /* operand i a constant number (not a tensor) */
const char *tw_str(m2c_lowerer *L, int i);       /* operand i a torch.constant.str */
/* Operand i a torch.prim.ListConstruct of constant ints (or none: -1). */
int tw_ints(m2c_lowerer *L, int i, int64_t *out, int max);
/* Operand i a torch.prim.ListConstruct of constant ints or floats (or none: -1). */
int tw_nums(m2c_lowerer *L, int i, double *out, int max);
/* Operand i a torch.prim.ListConstruct of tensors. */
int tw_tensors(m2c_lowerer *L, int i, m2c_value **out, int max);
/* A dim of rank r (negative counts from the end), checked. */
int tw_dim(m2c_lowerer *L, int64_t d, int r);
m2c_value *tw_tensor(m2c_lowerer *L, int i);     /* operand i, a tensor */
int tw_out_elem(m2c_lowerer *L);                 /* the declared result's element type */
m2c_value *tw_float_in(m2c_lowerer *L);         /* operand 0 cast to the (float) result type */
/* x as element type elem (float -> integer truncates toward zero, as torch does). */
m2c_value *tw_to(m2c_lowerer *L, m2c_value *x, int elem);
/* A constant of shape t (its dims) and element type elem, every element v. */
m2c_value *tw_const(m2c_lowerer *L, const m2c_type *t, int elem, double v);
/* [1]*rank of elem holding v. */
m2c_value *tw_splat(m2c_lowerer *L, double v, int elem, int rank);
/* Operand i as a tensor of elem: a scalar becomes a splat of rank `rank`. */
m2c_value *tw_operand(m2c_lowerer *L, int i, int elem, int rank);
/* TCP ops: binary by NPK_BIN_ fn on float or integer tensors; compare; select; unary. */
m2c_value *tw_bin(m2c_lowerer *L, int fn, m2c_value *a, m2c_value *b);
m2c_value *tw_cmp(m2c_lowerer *L, int fn, m2c_value *a, m2c_value *b);
m2c_value *tw_select(m2c_lowerer *L, m2c_value *c, m2c_value *a, m2c_value *b);
m2c_value *tw_un(m2c_lowerer *L, int fn, m2c_value *x);
m2c_value *tw_int_unary(m2c_lowerer *L, int fn, m2c_value *x);                   /* NPK_IUN_ fn */
m2c_value *tw_logical(m2c_lowerer *L, int fn, m2c_value *a, m2c_value *b);      /* b NULL for NOT */
m2c_value *tw_floordiv_int(m2c_lowerer *L, m2c_value *a, m2c_value *b);         /* integers, floor */
m2c_value *tw_reshape_dims(m2c_lowerer *L, m2c_value *x, int rank, const int64_t *dims);
/* lower_torch_nn.c: the n tensors joined along dim (chained concat ops for many) */
m2c_value *tw_concat(m2c_lowerer *L, m2c_value *const *t, int n, int dim);
/* The source op's result is v (cast to the declared element type; shapes checked). */
void tw_finish(m2c_lowerer *L, m2c_value *v);
void tw_arity(m2c_lowerer *L, int lo, int hi);

/* lower_torch_window.c: a loop op (generic form: n_ins inputs, then the init
 * value in[n_ins]) as a temporary; pools of n = 1..3 spatial dims of x [N, C, S..]. */
m2c_value *tw_loop(m2c_lowerer *L, int n_ins, m2c_value *const *in, m2c_amap *maps, int n_iter, const int *red, m2c_body *b);
m2c_value *tw_unfold(m2c_lowerer *L, m2c_value *x, int dim, int64_t size, int64_t step);
m2c_value *tw_cumsum(m2c_lowerer *L, m2c_value *x, int dim, int elem);   /* sums in elem */
m2c_value *tw_pool_loop(m2c_lowerer *L, m2c_value *x, int n, int avg, const int64_t *k, const int64_t *st,
                        const int64_t *pd, const int64_t *dl, int ceil_mode, int include_pad, int64_t divisor);

/* lower_torch_conv.c: convolution (full: torch.aten.convolution's operands) and conv2d */
m2c_value *tw_conv(m2c_lowerer *L, int full);
/* The convolution of x [N, C, S..] by w (plain [O, C/g, K..], transposed [C, O/g, K..]) and bias b
 * (may be NULL), n = 1..3 spatial dims: padding pd before and pd_end after each, op_ the transposed
 * form's output_padding (st and dl are rewritten). */
m2c_value *tw_conv_core(m2c_lowerer *L, m2c_value *x, m2c_value *w, m2c_value *b, int64_t *st, const int64_t *pd,
                        const int64_t *pd_end, int64_t *dl, const int64_t *op_, int64_t g, int transposed);
/* convolution_backward: the result L->src->result says (grad input, weight or bias) */
m2c_value *tw_conv_backward(m2c_lowerer *L);

/* lower_torch_grid.c: grid_sampler (2-D) */
m2c_value *tw_grid_sampler(m2c_lowerer *L);
/* lower_torch_rotary.c: torch.onnx.rotary_embedding */
m2c_value *tw_rotary_embedding(m2c_lowerer *L);
/* lower_torch_resize.c: upsample_nearest2d/bilinear2d (+.vec), __interpolate (L->arg: TW_UPSAMPLE_*) */
m2c_value *tw_upsample(m2c_lowerer *L, int kind);
/* x [N, C, S..] resized: each spatial dim to size[d] (> 0) or by scale factor sf[d] (the index map uses sf
 * when > 0, else in/out); onnx_mode NULL for PyTorch's rules, else a mode as torch-mlir's ONNX importer
 * writes it ("nearest_half_pixel,round_prefer_floor", "bilinear_asymmetric", "cubic_half_pixel"). */
m2c_value *tw_resize(m2c_lowerer *L, m2c_value *x, const int64_t *size, const double *sf, int linear, int align,
                     const char *onnx_mode);

/* lower_torch_nn.c */
/* x reduced over the dims in mask by npk reduce fn (floats) or integer reduce fn, kept as 1 if keepdim. */
m2c_value *tw_reduce(m2c_lowerer *L, m2c_value *x, unsigned mask, int fn, int ifn, int keepdim);
/* x's slices along dim at the indices idx (any shape, flattened): the gather op */
m2c_value *tw_gather_rows(m2c_lowerer *L, m2c_value *x, int dim, m2c_value *idx);
/* torch.matmul / numpy matmul: 1-D operands, broadcast batch dims */
m2c_value *tw_matmul(m2c_lowerer *L, m2c_value *a, m2c_value *b);
void m2c_torch_nn(m2c_lowerer *L);               /* dispatch by L->arg (TW_* below) */
enum {
    TW_VIEW = 1, TW_FLATTEN, TW_UNFLATTEN, TW_SQUEEZE, TW_SQUEEZE_DIM, TW_UNSQUEEZE, TW_PERMUTE, TW_TRANSPOSE,
    TW_T, TW_SLICE, TW_SELECT, TW_CAT, TW_EXPAND, TW_REPEAT, TW_FLIP, TW_PAD, TW_INDEX_SELECT, TW_EMBEDDING,
    TW_MM, TW_MATMUL, TW_LINEAR, TW_ADDMM, TW_CONV, TW_CONV2D, TW_MAXPOOL2D, TW_AVGPOOL2D, TW_MAXPOOL1D,
    TW_AVGPOOL1D, TW_ADAPTIVE_AVG, TW_SOFTMAX, TW_LOG_SOFTMAX, TW_SUM, TW_SUM_DIM, TW_MEAN, TW_MEAN_DIM,
    TW_AMAX, TW_AMIN, TW_MAX_ALL, TW_MIN_ALL, TW_PROD_DIM, TW_PROD, TW_ARGMAX, TW_ARGMIN, TW_ANY, TW_ALL,
    TW_ANY_DIM, TW_ALL_DIM, TW_LAYER_NORM, TW_BATCH_NORM, TW_MAX_DIM, TW_MIN_DIM, TW_REFLECT_PAD, TW_REPLICATE_PAD, TW_MAXPOOL3D, TW_AVGPOOL3D, TW_CONV_BACKWARD, TW_SDPA,
    TW_UPSAMPLE_NEAREST, TW_UPSAMPLE_NEAREST_VEC, TW_UPSAMPLE_BILINEAR, TW_UPSAMPLE_BILINEAR_VEC, TW_INTERPOLATE, TW_UNFOLD, TW_CUMSUM, TW_GRID_SAMPLER, TW_SCALED_MM, TW_ROTARY
};
#endif
