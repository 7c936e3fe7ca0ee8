/* lower_torch_scalar.c - torch-mlir's Python-number ops (!torch.int,
 * !torch.float, !torch.bool): arithmetic, comparisons, conversions and
 * the number of a one-element tensor. PyTorch's int is int64, its float a
 * double (held and computed in f32 here), its bool i1. When every operand
 * is a compile-time constant the op folds to a constant computed exactly
 * (sizes and dims downstream need it); otherwise it becomes TCP ops on
 * rank-0 tensors (a scalar function argument is a rank-0 input, and a
 * function may return such a number: lower.c outputs it as rank 0). */
#include <math.h>
#include <string.h>
#include "lower_torch.h"
#include "literals.h"

enum { N_ADD, N_SUB, N_MUL, N_DIV, N_FLOORDIV, N_NEG, N_CEIL, N_SQRT, N_EQ, N_NE, N_LT, N_LE, N_GT, N_GE,
       N_AND, N_OR, N_TO, N_TENSOR_TO, N_DIM };

/* The held element type of a number type: int i64, float f32, bool i1. */
static int held(int elem) { return elem == M2C_F64 || elem == M2C_F32 ? M2C_F32 : elem == M2C_I1 ? M2C_I1 : M2C_I64; }

static int is_number_type(const m2c_type *t)
{
    return t->scalar && (t->elem == M2C_I64 || t->elem == M2C_F64 || t->elem == M2C_I1);
}

/* Operand i is a compile-time number. */
static int is_const_number(m2c_lowerer *L, int i)
{
    m2c_value *v = L->src->in[i];
    return v->kind == M2C_V_CONST && tw_is_scalar(L, i) && v->cbuf && v->cbuf->raw;
}

/* Operand i: a number (constant or runtime) of a number type. */
static int operand_elem(m2c_lowerer *L, int i)
{
    const m2c_type *d = &L->src->in_decl[i];
    char s[128];
    if (is_number_type(d)) return d->elem;
    m2c_type_str(d, s, sizeof s);
    m2c_error_at(L->src->in_loc[i], "%s: operand %d has type %s; a !torch.int, !torch.float or !torch.bool is expected",
                 L->src->dname, i, s);
    return 0;
}

/* Operand i as a rank-0 tensor of elem (a constant becomes a rank-0 constant). */
static m2c_value *number_in(m2c_lowerer *L, int i, int elem)
{
    m2c_value *v = L->src->in[i];
    if (is_const_number(L, i)) return tw_splat(L, tw_num(L, i), elem, 0);
    if (v->shape.scalar || v->shape.rank != 0)
        m2c_error_at(L->src->in_loc[i], "%s: operand %d is not a number npk can hold", L->src->dname, i);
    return tw_to(L, v, elem);
}

/* The op's result: v as the declared number type (float -> int truncates). */
static void number_out(m2c_lowerer *L, m2c_value *v)
{
    const m2c_type *d = &L->src->out->decl;
    if (!is_number_type(d)) m2c_error_at(L->src->loc, "%s: the result must be a !torch.int, !torch.float or !torch.bool", L->src->dname);
    lw_alias(L, tw_to(L, v, held(d->elem)));
}

/* The result of constants, exactly (Python's semantics on int64 and double). */
static void fold_out(m2c_lowerer *L, double f, int64_t k)
{
    const m2c_type *d = &L->src->out->decl;
    m2c_cbuf *cb = (m2c_cbuf *)m2c_alloc(sizeof *cb);
    m2c_type t;
    if (!is_number_type(d)) m2c_error_at(L->src->loc, "%s: the result must be a !torch.int, !torch.float or !torch.bool", L->src->dname);
    memset(&t, 0, sizeof t);
    t.elem = d->elem;
    t.scalar = 1;
    if (d->elem == M2C_F64) k = 0;
    else if (d->elem == M2C_I1) k = k != 0;
    cb->count = 1;
    cb->elem = d->elem;
    cb->data = (float *)m2c_alloc(sizeof(float));
    cb->data[0] = m2c_to_f32(d->elem == M2C_F64 ? f : (double)k);
    cb->raw = m2c_alloc(8);
    m2c_store_elem((unsigned char *)cb->raw, d->elem, f, k);
    lw_alias(L, m2c_new_const(L->src->out->name, L->src->loc, &t, cb));
}

/* A float as a Python int (toward zero), refused where int64 cannot hold it. */
static int64_t to_int(m2c_lowerer *L, double f)
{
    if (!(f > -9.2233720368547758e18 && f < 9.2233720368547758e18))
        m2c_error_at(L->src->loc, "%s: %g does not fit a !torch.int", L->src->dname, f);
    return (int64_t)f;
}

/* Every operand constant: compute now. */
static void fold(m2c_lowerer *L, int n, int is_float)
{
    double f[2] = { 0, 0 }, r = 0;
    int64_t k[2] = { 0, 0 }, q = 0;
    int i, rel = 0, rf = 0;
    for (i = 0; i < n; i++) {
        int64_t ki = 0;
        double d = m2c_load_elem((const unsigned char *)L->src->in[i]->cbuf->raw, L->src->in[i]->shape.elem, 0, &ki);
        f[i] = L->src->in[i]->shape.elem == M2C_F64 ? d : (double)ki;
        k[i] = ki;
    }
    switch (L->arg) {
    case N_ADD: if (is_float) r = f[0] + f[1]; else q = (int64_t)((uint64_t)k[0] + (uint64_t)k[1]); break;
    case N_SUB: if (is_float) r = f[0] - f[1]; else q = (int64_t)((uint64_t)k[0] - (uint64_t)k[1]); break;
    case N_MUL: if (is_float) r = f[0] * f[1]; else q = (int64_t)((uint64_t)k[0] * (uint64_t)k[1]); break;
    case N_DIV: r = f[0] / f[1]; is_float = 1; break;
    case N_FLOORDIV:
        if (is_float) { r = floor(f[0] / f[1]); break; }
        if (k[1] == 0) m2c_error_at(L->src->loc, "%s: division by zero", L->src->dname);
        if (k[1] == -1) { q = (int64_t)(0 - (uint64_t)k[0]); break; }
        q = k[0] / k[1] - ((k[0] % k[1] != 0) && ((k[0] < 0) != (k[1] < 0)));
        break;
    case N_NEG: if (is_float) r = -f[0]; else q = (int64_t)(0 - (uint64_t)k[0]); break;
    case N_CEIL: q = to_int(L, ceil(f[0])); is_float = 0; break;
    case N_SQRT: r = sqrt(f[0]); is_float = 1; break;
    case N_EQ: rel = is_float ? f[0] == f[1] : k[0] == k[1]; rf = 1; break;
    case N_NE: rel = is_float ? f[0] != f[1] : k[0] != k[1]; rf = 1; break;
    case N_LT: rel = is_float ? f[0] < f[1] : k[0] < k[1]; rf = 1; break;
    case N_LE: rel = is_float ? f[0] <= f[1] : k[0] <= k[1]; rf = 1; break;
    case N_GT: rel = is_float ? f[0] > f[1] : k[0] > k[1]; rf = 1; break;
    case N_GE: rel = is_float ? f[0] >= f[1] : k[0] >= k[1]; rf = 1; break;
    case N_AND: rel = k[0] && k[1]; rf = 1; break;
    case N_OR: rel = k[0] || k[1]; rf = 1; break;
    default: r = f[0]; q = k[0]; break;   /* N_TO */
    }
    if (rf) { fold_out(L, rel, rel); return; }
    if (L->src->out->decl.elem == M2C_I1) {   /* Bool of a number: nonzero */
        rel = is_float ? r != 0 : q != 0;
        fold_out(L, rel, rel);
        return;
    }
    if (is_float) fold_out(L, r, L->src->out->decl.elem == M2C_F64 ? 0 : to_int(L, r));
    else fold_out(L, (double)q, q);
}

/* add/sub/mul/div/floordiv/neg/ceil/sqrt, comparisons, and/or, Int/Float/Bool of a number. */
static void lower_number_op(m2c_lowerer *L)
{
    int n = L->arg == N_NEG || L->arg == N_CEIL || L->arg == N_SQRT || L->arg == N_TO ? 1 : 2;
    int i, any_float = 0, all_const = 1, c;
    m2c_value *a, *b = NULL, *y;
    tw_arity(L, n, n);
    for (i = 0; i < n; i++) {
        any_float |= operand_elem(L, i) == M2C_F64;
        all_const &= is_const_number(L, i);
    }
    if (all_const) { fold(L, n, any_float); return; }
    /* the type both operands are computed in */
    c = any_float || L->arg == N_DIV || L->arg == N_SQRT ? M2C_F32 : L->arg == N_AND || L->arg == N_OR ? M2C_I1 : M2C_I64;
    if (L->arg == N_TO) c = held(L->src->out->decl.elem);
    if ((L->arg == N_EQ || L->arg == N_NE) && operand_elem(L, 0) == M2C_I1 && operand_elem(L, 1) == M2C_I1) c = M2C_I1;
    a = number_in(L, 0, c);
    if (n == 2) b = number_in(L, 1, c);
    switch (L->arg) {
    case N_ADD: y = tw_bin(L, NPK_BIN_ADD, a, b); break;
    case N_SUB: y = tw_bin(L, NPK_BIN_SUB, a, b); break;
    case N_MUL: y = tw_bin(L, NPK_BIN_MUL, a, b); break;
    case N_DIV: y = tw_bin(L, NPK_BIN_DIV, a, b); break;
    case N_FLOORDIV: y = c == M2C_F32 ? tw_un(L, NPK_UN_FLOOR, tw_bin(L, NPK_BIN_DIV, a, b)) : tw_floordiv_int(L, a, b); break;
    case N_NEG: y = c == M2C_F32 ? tw_un(L, NPK_UN_NEG, a) : tw_int_unary(L, NPK_IUN_NEG, a); break;
    case N_CEIL: y = c == M2C_F32 ? tw_un(L, NPK_UN_CEIL, a) : a; break;
    case N_SQRT: y = tw_un(L, NPK_UN_SQRT, a); break;
    case N_EQ: case N_NE:
        y = c == M2C_I1 ? tw_logical(L, NPK_LOGIC_XOR, a, b) : tw_cmp(L, NPK_CMP_EQUAL, a, b);
        if ((L->arg == N_EQ) == (c == M2C_I1)) y = tw_logical(L, NPK_LOGIC_NOT, y, NULL);
        break;
    case N_LT: y = tw_cmp(L, NPK_CMP_GREATER, b, a); break;
    case N_LE: y = tw_cmp(L, NPK_CMP_GREATER_EQUAL, b, a); break;
    case N_GT: y = tw_cmp(L, NPK_CMP_GREATER, a, b); break;
    case N_GE: y = tw_cmp(L, NPK_CMP_GREATER_EQUAL, a, b); break;
    case N_AND: y = tw_logical(L, NPK_LOGIC_AND, a, b); break;
    case N_OR: y = tw_logical(L, NPK_LOGIC_OR, a, b); break;
    default: y = a; break;   /* N_TO: number_in converted it */
    }
    number_out(L, y);
}

/* The value of a splat constant (every element equal) x is made from by data
 * movement only (slice, reshape, transpose, tile, reverse: each element of x
 * is one of the constant's), e.g. item(select(a sizes tensor argument fixed
 * with --const NAME=NUMBER)); 0 if x is not such a value. */
static int splat_source(m2c_value *x, double *f, int64_t *k)
{
    int depth;
    for (depth = 0; depth < 64; depth++) {
        x = m2c_resolve(x);
        if (x->kind == M2C_V_CONST) {
            uint64_t i;
            int w = m2c_elem_bytes(x->shape.elem);
            if (!x->cbuf || !x->cbuf->count) return 0;
            for (i = 0; i < x->cbuf->count; i++) {
                int64_t ki = 0;
                double fi = x->cbuf->raw ? m2c_load_elem((const unsigned char *)x->cbuf->raw + i * (uint64_t)w, x->shape.elem, 0, &ki)
                                         : (double)x->cbuf->data[i];
                if (!x->cbuf->raw) ki = m2c_to_i64(fi);
                if (i == 0) { *f = fi; *k = ki; }
                else if (fi != *f || ki != *k) return 0;
            }
            return 1;
        }
        if (x->kind != M2C_V_OP || !x->def || x->def->n_in < 1) return 0;
        switch (x->def->opcode) {
        case NPK_OP_SLICE: case NPK_OP_RESHAPE: case NPK_OP_TRANSPOSE: case NPK_OP_TILE: case NPK_OP_REVERSE: break;
        default: return 0;
        }
        x = x->def->in[0];
    }
    return 0;
}

/* Int.Tensor / Float.Tensor / Bool.Tensor / item: the number a one-element tensor holds
 * (PyTorch refuses any other element count); a constant when the tensor is
 * one (splat_source). */
static void lower_tensor_to_number(m2c_lowerer *L)
{
    m2c_value *x;
    uint64_t count;
    double f;
    int64_t k;
    tw_arity(L, 1, 1);
    x = tw_tensor(L, 0);
    count = m2c_type_count(&x->shape);
    if (count != 1)
        m2c_error_at(L->src->loc, "%s: the tensor has %llu elements; PyTorch converts a tensor to a number only when it "
                     "has exactly one", L->src->dname, (unsigned long long)count);
    if (!L->src->in_decl[0].uns && splat_source(x, &f, &k)) {
        int d = L->src->out->decl.elem;
        if (tw_is_float(x->shape.elem) && d != M2C_F64) k = to_int(L, f);   /* float tensor -> int: toward zero */
        if (!tw_is_float(x->shape.elem)) f = (double)k;
        fold_out(L, f, k);
        return;
    }
    if (x->shape.rank) x = tw_reshape_dims(L, x, 0, NULL);
    if (L->src->in_decl[0].uns && !tw_is_float(x->shape.elem) && x->shape.elem != M2C_I1) {
        /* an unsigned tensor is held as the signed type of its width: zero-extend */
        int64_t mask = (int64_t)((1ull << (8 * m2c_elem_bytes(x->shape.elem))) - 1);
        m2c_value *in[2];
        m2c_op *op;
        if (x->shape.elem == M2C_I64) m2c_error_at(L->src->loc, "%s of a ui64 tensor is not supported", L->src->dname);
        in[0] = tw_to(L, x, M2C_I64);
        in[1] = tw_splat(L, (double)mask, M2C_I64, 0);
        op = lw_op(L, M2C_OPK_TCP, 2, in);
        m2c_set_op(op, NPK_OP_IBINARY);
        op->attr.ibinary.fn = NPK_IBIN_AND;
        x = lw_done(L, op, NULL, 0);
    }
    number_out(L, x);
}

/* aten.dim: the rank, a constant. */
static void lower_dim(m2c_lowerer *L)
{
    tw_arity(L, 1, 1);
    fold_out(L, (double)tw_tensor(L, 0)->shape.rank, tw_tensor(L, 0)->shape.rank);
}

const m2c_lowering m2c_torch_scalar_lowerings[] = {
    { "torch.aten.add", lower_number_op, N_ADD },
    { "torch.aten.add.int", lower_number_op, N_ADD },
    { "torch.aten.sub.int", lower_number_op, N_SUB },
    { "torch.aten.mul.int", lower_number_op, N_MUL },
    { "torch.aten.floordiv.int", lower_number_op, N_FLOORDIV },
    { "torch.aten.neg.int", lower_number_op, N_NEG },
    { "torch.aten.add.float", lower_number_op, N_ADD },
    { "torch.aten.add.float_int", lower_number_op, N_ADD },
    { "torch.aten.sub", lower_number_op, N_SUB },
    { "torch.aten.sub.float", lower_number_op, N_SUB },
    { "torch.aten.mul", lower_number_op, N_MUL },
    { "torch.aten.mul.float", lower_number_op, N_MUL },
    { "torch.aten.mul.float_int", lower_number_op, N_MUL },
    { "torch.aten.mul.int_float", lower_number_op, N_MUL },
    { "torch.aten.div", lower_number_op, N_DIV },
    { "torch.aten.div.float", lower_number_op, N_DIV },
    { "torch.aten.div.int", lower_number_op, N_DIV },
    { "torch.aten.neg.float", lower_number_op, N_NEG },
    { "torch.aten.ceil.float", lower_number_op, N_CEIL },
    { "torch.aten.sqrt.int", lower_number_op, N_SQRT },
    { "torch.aten.eq.int", lower_number_op, N_EQ },
    { "torch.aten.eq.float", lower_number_op, N_EQ },
    { "torch.aten.eq.bool", lower_number_op, N_EQ },
    { "torch.aten.ne.int", lower_number_op, N_NE },
    { "torch.aten.ne.float", lower_number_op, N_NE },
    { "torch.aten.ne.float_int", lower_number_op, N_NE },
    { "torch.aten.ne.bool", lower_number_op, N_NE },
    { "torch.aten.lt.int", lower_number_op, N_LT },
    { "torch.aten.lt.float", lower_number_op, N_LT },
    { "torch.aten.lt.float_int", lower_number_op, N_LT },
    { "torch.aten.le.int", lower_number_op, N_LE },
    { "torch.aten.le.float", lower_number_op, N_LE },
    { "torch.aten.gt.int", lower_number_op, N_GT },
    { "torch.aten.gt.float", lower_number_op, N_GT },
    { "torch.aten.gt.float_int", lower_number_op, N_GT },
    { "torch.aten.ge.int", lower_number_op, N_GE },
    { "torch.aten.ge.float", lower_number_op, N_GE },
    { "torch.aten.ge.float_int", lower_number_op, N_GE },
    { "torch.aten.__and__.bool", lower_number_op, N_AND },
    { "torch.aten.__or__.bool", lower_number_op, N_OR },
    { "torch.aten.Bool.float", lower_number_op, N_TO },
    { "torch.aten.Bool.int", lower_number_op, N_TO },
    { "torch.aten.Int.Scalar", lower_number_op, N_TO },
    { "torch.aten.Int.bool", lower_number_op, N_TO },
    { "torch.aten.Int.float", lower_number_op, N_TO },
    { "torch.aten.Float.Scalar", lower_number_op, N_TO },
    { "torch.aten.Int.Tensor", lower_tensor_to_number, 0 },
    { "torch.aten.Float.Tensor", lower_tensor_to_number, 0 },
    { "torch.aten.Bool.Tensor", lower_tensor_to_number, 0 },
    { "torch.aten.item", lower_tensor_to_number, 0 },
    { "torch.aten.dim", lower_dim, 0 },
    { NULL, NULL, 0 }
};
