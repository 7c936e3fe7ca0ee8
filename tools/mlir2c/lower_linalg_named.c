/* lower_linalg_named.c - linalg's named elementwise ops (linalg.add,
 * linalg.exp, ... as mlir-opt prints them since LLVM 18): one TCP unary or
 * binary op over inputs of the output's shape (the ops do not broadcast).
 * The outs operand only gives the shape. */
#include <string.h>
#include "lower.h"

enum { NAMED_SQUARE = -1 };

static void lower_named(m2c_lowerer *L, int binary, int fn)
{
    m2c_op *src = L->src;
    int k, n = binary ? 2 : 1;
    m2c_value *y;
    if (src->n_ins != n || src->n_in != n + 1)
        m2c_error_at(src->loc, "%s takes %d input%s and 1 output", src->dname, n, n == 1 ? "" : "s");
    for (k = 0; k < src->n_in; k++) {
        lw_need_f32(L, k);
        if (!m2c_type_equal(&src->in[k]->shape, &src->in[n]->shape))
            m2c_error_at(src->in_loc[k], "%s: the inputs must have the output's shape", src->dname);
    }
    if (fn == NAMED_SQUARE) y = lw_binary_fn(L, NPK_BIN_MUL, src->in[0], src->in[0], 1);
    else if (binary) y = lw_binary_fn(L, fn, src->in[0], src->in[1], 1);
    else y = lw_unary_fn(L, fn, src->in[0], 1);
    (void)y;
}

static void lower_unary_named(m2c_lowerer *L) { lower_named(L, 0, L->arg); }
static void lower_binary_named(m2c_lowerer *L) { lower_named(L, 1, L->arg); }
static void lower_square(m2c_lowerer *L) { lower_named(L, 0, NAMED_SQUARE); }

const m2c_lowering m2c_linalg_named_lowerings[] = {
    { "linalg.add", lower_binary_named, NPK_BIN_ADD },
    { "linalg.sub", lower_binary_named, NPK_BIN_SUB },
    { "linalg.mul", lower_binary_named, NPK_BIN_MUL },
    { "linalg.div", lower_binary_named, NPK_BIN_DIV },
    { "linalg.max", lower_binary_named, NPK_BIN_MAX },   /* arith.maximumf: NaN propagates */
    { "linalg.min", lower_binary_named, NPK_BIN_MIN },
    { "linalg.powf", lower_binary_named, NPK_BIN_POW },
    { "linalg.exp", lower_unary_named, NPK_UN_EXP },
    { "linalg.log", lower_unary_named, NPK_UN_LOG },
    { "linalg.abs", lower_unary_named, NPK_UN_ABS },
    { "linalg.ceil", lower_unary_named, NPK_UN_CEIL },
    { "linalg.floor", lower_unary_named, NPK_UN_FLOOR },
    { "linalg.negf", lower_unary_named, NPK_UN_NEG },
    { "linalg.reciprocal", lower_unary_named, NPK_UN_RECIPROCAL },
    { "linalg.sqrt", lower_unary_named, NPK_UN_SQRT },
    { "linalg.rsqrt", lower_unary_named, NPK_UN_RSQRT },
    { "linalg.tanh", lower_unary_named, NPK_UN_TANH },
    { "linalg.erf", lower_unary_named, NPK_UN_ERF },
    { "linalg.square", lower_square, 0 },
    { NULL, NULL, 0 }
};
