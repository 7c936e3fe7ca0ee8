/* lower.h - helpers the dialect lowerings (lower_tosa.c, lower_linalg.c)
 * use to replace one source op by a few TCF-level ops. Every emitted op is
 * shape-checked at once (m2c_infer_op), carries the source op's location
 * and name for diagnostics, and is appended in program order. */
#ifndef M2C_LOWER_H
#define M2C_LOWER_H
#include "ir.h"

typedef struct m2c_lowerer {
    m2c_func *f;
    m2c_op **ops; int n_ops, cap_ops;   /* the new op list */
    m2c_op *src;                        /* the op being lowered */
    int tmp;                            /* counter for temporary names */
    int arg;                            /* the lowering table entry's argument */
} m2c_lowerer;

/* A dialect is a table from op name to lowering (one file per dialect):
 * fn lowers L->src, with L->arg set to the entry's arg (e.g. the function of
 * an elementwise op). NULL-terminated. */
typedef struct m2c_lowering {
    const char *name;
    void (*fn)(m2c_lowerer *L);
    int arg;
} m2c_lowering;
extern const m2c_lowering m2c_tosa_lowerings[];    /* lower_tosa.c */
extern const m2c_lowering m2c_linalg_lowerings[];  /* lower_linalg.c: linalg.* */
extern const m2c_lowering m2c_tensor_lowerings[];  /* lower_tensor.c: tensor.*, linalg.fill/copy/pack/unpack, index casts */
extern const m2c_lowering m2c_linalg_named_lowerings[]; /* lower_linalg_named.c: linalg.add, linalg.exp, ... */
extern const m2c_lowering m2c_linalg_loop_lowerings[]; /* lower_linalg_loops.c: named ops run as loop programs */
extern const m2c_lowering m2c_memref_lowerings[];  /* buffers.c: memref.* */
extern const m2c_lowering m2c_torch_lowerings[];   /* lower_torch.c: torch.*, torch_c.* */
extern const m2c_lowering m2c_torch_scalar_lowerings[];   /* lower_torch_scalar.c: Python-number ops */
extern const m2c_lowering m2c_torch_tail_lowerings[];     /* lower_torch_tail.c: less common aten ops */
extern const m2c_lowering m2c_torch_quant_lowerings[];
extern const m2c_lowering m2c_tmtensor_lowerings[]; /* lower_tmtensor.c: tm_tensor.scatter / scan */ /* lower_torch_quant.c: quantize/dequantize */
/* A torch op the table lacks: refused by name (in-place and other non-functional ops say so). */
M2C_NORETURN void m2c_torch_refuse(m2c_lowerer *L);
void m2c_torch_check_unsigned(m2c_lowerer *L);    /* ui8 only where the sign is not read */
/* lower_torch_tail.c: an op with a zero-sized operand: lowered (1: a K = 0 matmul,
 * a cat with empty inputs), refused, or 0 when it has none. */
int m2c_torch_zero_sized(m2c_lowerer *L);
extern const m2c_lowering m2c_onnx_lowerings[];    /* onnx/lower_onnx.c: onnx.<OpType> from the ONNX importer */
/* onnx/lower_onnx.c: the ops a node lowered to (L->ops[from..]) folded when their operands are
 * constants; a node without a lowering refused by name. */
void m2c_onnx_fold_new(m2c_lowerer *L, int from);
M2C_NORETURN void m2c_onnx_refuse(m2c_lowerer *L);
/* All of them, NULL-terminated (parser.c): what the parser accepts as dialect ops. */
extern const m2c_lowering *const m2c_foreign_tables[];

/* For table entries of ops npk cannot run: refused by name at the op
 * (and listed as "not supported" by --list-ops). */
void lw_refused(m2c_lowerer *L);
void m2c_lower_rescale(m2c_lowerer *L);            /* lower_tosa_int.c */
void m2c_lower_table(m2c_lowerer *L);
/* operand i (a one-element constant) or `name` in the older quantization_info, else 0 */
int64_t m2c_tosa_zero_point(m2c_lowerer *L, int i, const char *name);
/* lower_tosa_iconv.c: transpose_conv2d and conv3d on i8/i16 data */
void m2c_lower_itranspose_conv2d(m2c_lowerer *L);
void m2c_lower_iconv3d(m2c_lowerer *L);
void m2c_lower_iconv(m2c_lowerer *L, int kind);    /* 0 conv2d, 1 depthwise, 2 fully_connected */
void m2c_lower_imatmul(m2c_lowerer *L);
void m2c_lower_ipool(m2c_lowerer *L, int avg);
void m2c_lower_ireduce(m2c_lowerer *L, int fn);    /* fn: npk_ireduce_fn */
void m2c_lower_reduce_logical(m2c_lowerer *L);     /* L->arg: NPK_IRED_ALL / ANY */

/* A new op of `kind` for the source op, with inputs in[0..n-1]. */
m2c_op *lw_op(m2c_lowerer *L, m2c_opkind kind, int n, m2c_value *const *in);
/* Its TCP op and typed attributes are set (defaults); set the ones that differ: */
int32_t lw_i32(m2c_lowerer *L, int64_t v, const char *what);   /* in int32 or an error */
void lw_perm(m2c_op *op, const int64_t *perm, int n);          /* transpose permutation */
/* conv2d / pools: stride[2], pad[4] (top, left, bottom, right), dil[2] (conv, may be NULL) */
void lw_window(m2c_lowerer *L, m2c_op *op, const int64_t *stride, const int64_t *pad, const int64_t *dil);
/* Finish: infer and check shapes, append, return the result. With
 * `final`, the result is the source op's own value (checked against its
 * declared type); else a temporary. `decl` (may be NULL) is the target
 * type for RESHAPE and BROADCAST. */
m2c_value *lw_done(m2c_lowerer *L, m2c_op *op, const m2c_type *decl, int final);
/* Shorthands for the common one- and two-operand cases. */
m2c_value *lw_unary(m2c_lowerer *L, m2c_opkind kind, m2c_value *x, int final);
m2c_value *lw_binary(m2c_lowerer *L, m2c_opkind kind, m2c_value *a, m2c_value *b, int final);
m2c_value *lw_reshape(m2c_lowerer *L, m2c_value *x, const m2c_type *to, int final);
m2c_value *lw_slice(m2c_lowerer *L, m2c_value *x, const int64_t *start, const int64_t *size);
m2c_value *lw_transpose(m2c_lowerer *L, m2c_value *x, const int64_t *perm, int final);
/* x converted to element type elem (a cast op, TOSA CAST rules). */
m2c_value *lw_cast(m2c_lowerer *L, m2c_value *x, int elem, int final);
/* A constant of `shape` (f32); data copied, or filled with `fill` when NULL. */
m2c_value *lw_const(m2c_lowerer *L, const m2c_type *shape, const float *data, float fill);
/* An integer constant of element type elem (i8..i64), rank 1 of n values. */
m2c_value *lw_const_int(m2c_lowerer *L, int elem, int n, const int64_t *vals);
/* Operand i's constant integers, exact (from the stored elements, not the
 * floats; a ui<N> operand read unsigned). Error if not constant or more than max. */
int lw_const_i64(m2c_lowerer *L, int i, int64_t *out, int max);
/* The source op's result becomes `v` for every later user. */
void lw_alias(m2c_lowerer *L, m2c_value *v);

/* Checks with diagnostics at the source op. */
void lw_need_f32(m2c_lowerer *L, int i);           /* operand i is an f32 (or f16/bf16) tensor */
void lw_need_tensor(m2c_lowerer *L, int i);        /* operand i is a tensor of any .tcp element type */
int lw_const_ints(m2c_lowerer *L, int i, int64_t *out, int max); /* operand i constant ints */
int lw_is_splat(const m2c_value *v, float x);      /* constant, every element == x */
m2c_attr *lw_attr(m2c_lowerer *L, const char *name); /* attribute of the source op or NULL */
void lw_known_attrs(m2c_lowerer *L, const char *const *known);
void lw_arity(m2c_lowerer *L, int lo, int hi);

/* TCP ops of a function (L->arg ignored): unary/binary by their function. */
m2c_value *lw_unary_fn(m2c_lowerer *L, int fn, m2c_value *x, int final);
m2c_value *lw_unary_fn_p(m2c_lowerer *L, int fn, m2c_value *x, float p0, float p1, int final);
m2c_value *lw_binary_fn(m2c_lowerer *L, int fn, m2c_value *a, m2c_value *b, int final);
/* lower_generic.c: linalg.generic as a loop op; a zero constant of any element type. */
void m2c_lower_generic_loop(m2c_lowerer *L);
m2c_value *m2c_zero_const(m2c_lowerer *L, const m2c_type *t);
/* lower_linalg_loops.c: a named linalg op as the loop op of its generic form. */
void m2c_lower_named_loop(m2c_lowerer *L);
int m2c_named_maps_default(const m2c_op *src);
int m2c_cast_unsigned(m2c_lowerer *L);             /* cast = #linalg.type_fn<cast_unsigned> */   /* its indexing_maps are the op's default ones */
void m2c_lower_ew_loop(m2c_lowerer *L, const char *fn_op); /* linalg.elementwise: maps, integers */
/* Build a loop body: a value (M2C_S_ARG k, or an op's result) and an op of
 * `name` ("arith.addf") on value indices in[0..n-1]; both return the value index. */
int m2c_body_val(m2c_body *b, int kind, int arg, int op, int elem);
int m2c_body_op(m2c_op *src, m2c_body *b, const char *name, int n, const int *in, int elem);
#endif
