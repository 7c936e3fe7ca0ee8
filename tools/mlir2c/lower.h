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
} m2c_lowerer;

/* A new op of `kind` for the source op, with inputs in[0..n-1]. */
m2c_op *lw_op(m2c_lowerer *L, m2c_opkind kind, int n, m2c_value *const *in);
void lw_attr_int(m2c_op *op, const char *name, int64_t v);
void lw_attr_ints(m2c_op *op, const char *name, const int64_t *v, int n);
void lw_attr_float(m2c_op *op, const char *name, double v);
/* Finish: infer and check shapes, append, return the result. With
 * `final`, the result is the source op's own value (checked against its
 * declared type); else a temporary. `decl` (may be NULL) is the target
 * type for RESHAPE and BROADCAST. */
m2c_value *lw_done(m2c_lowerer *L, m2c_op *op, const m2c_type *decl, int final);
/* Shorthands for the common one- and two-operand cases. */
m2c_value *lw_unary(m2c_lowerer *L, m2c_opkind kind, m2c_value *x, int final);
m2c_value *lw_binary(m2c_lowerer *L, m2c_opkind kind, m2c_value *a, m2c_value *b, int final);
m2c_value *lw_reshape(m2c_lowerer *L, m2c_value *x, const m2c_type *to, int final);
m2c_value *lw_transpose(m2c_lowerer *L, m2c_value *x, const int64_t *perm, int final);
/* A constant of `shape` (f32); data copied, or filled with `fill` when NULL. */
m2c_value *lw_const(m2c_lowerer *L, const m2c_type *shape, const float *data, float fill);
/* The source op's result becomes `v` for every later user. */
void lw_alias(m2c_lowerer *L, m2c_value *v);

/* Checks with diagnostics at the source op. */
void lw_need_f32(m2c_lowerer *L, int i);           /* operand i is an f32 tensor */
int lw_const_ints(m2c_lowerer *L, int i, int64_t *out, int max); /* operand i constant ints */
int lw_is_splat(const m2c_value *v, float x);      /* constant, every element == x */
m2c_attr *lw_attr(m2c_lowerer *L, const char *name); /* attribute of the source op or NULL */
void lw_known_attrs(m2c_lowerer *L, const char *const *known);
void lw_arity(m2c_lowerer *L, int lo, int hi);

void m2c_lower_tosa(m2c_lowerer *L);                 /* lower_tosa.c */
void m2c_lower_linalg(m2c_lowerer *L);               /* lower_linalg.c (linalg.*, tensor.*) */
#endif
