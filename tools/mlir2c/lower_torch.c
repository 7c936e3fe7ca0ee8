/* lower_torch.c - torch-mlir's torch dialect (the backend contract: value
 * tensors, constant scalars and lists) to TCP ops: the helpers every torch
 * lowering uses, the elementwise ops, and the table of torch ops mlir2c
 * reads. The element type of a result is the declared one (torch's type
 * promotion is already written in the result types): operands are cast to
 * it, scalars become splat constants of it. Ops npk cannot run, in-place
 * ops and other non-functional ops are refused by name (lower.c). */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "lower_torch.h"
#include "literals.h"

/* ---- helpers ---- */

int tw_is_float(int elem) { return m2c_elem_is_float(elem); }

void tw_arity(m2c_lowerer *L, int lo, int hi) { lw_arity(L, lo, hi); }

static m2c_value *scalar_at(m2c_lowerer *L, int i)
{
    if (i >= L->src->n_in) m2c_error_at(L->src->loc, "%s: operand %d is missing", L->src->dname, i);
    return L->src->in[i];
}

int tw_is_none(m2c_lowerer *L, int i)
{
    m2c_value *v = scalar_at(L, i);
    return v->kind == M2C_V_CONST && v->shape.scalar && v->shape.elem == M2C_TNONE;
}

int tw_is_scalar(m2c_lowerer *L, int i)
{
    m2c_value *v = scalar_at(L, i);
    return v->shape.scalar && (v->shape.elem == M2C_I64 || v->shape.elem == M2C_F64 || v->shape.elem == M2C_I1);
}

/* A function argument where a compile-time value is needed: refuse it by name. */
static void refuse_runtime_scalar(m2c_lowerer *L, const m2c_value *v, const char *at, const char *what)
{
    if (v->kind == M2C_V_ARG && v->decl.scalar)
        m2c_error_at(at, "%s: argument '%s' is used as %s, which must be a compile-time constant: a scalar function "
                     "argument is only supported as data; fix it with --const %s=VALUE", L->src->dname, v->name, what, v->name);
}

/* The argument a value computed at run time comes from (depth-first through
 * its ops), or NULL. */
static const m2c_value *source_arg(const m2c_value *v, int depth)
{
    int i;
    v = m2c_resolve((m2c_value *)v);
    if (v->kind == M2C_V_ARG) return v;
    if (v->kind != M2C_V_OP || !v->def || depth > 64) return NULL;
    for (i = 0; i < v->def->n_in; i++) {
        const m2c_value *a = source_arg(v->def->in[i], depth + 1);
        if (a) return a;
    }
    return NULL;
}

/* List element k is a number computed at run time: name the argument it is
 * computed from, which --const NAME=VALUE can fix (a tensor argument: every
 * element VALUE). */
static void refuse_runtime_number(m2c_lowerer *L, const m2c_value *e, const char *at, int k)
{
    const m2c_value *a = source_arg(e, 0);
    if (a)
        m2c_error_at(at, "%s: argument '%s' is used as a list element (element %d, a size or scale) through values computed "
                     "at run time; it must be a compile-time constant: fix it with --const %s=VALUE", L->src->dname,
                     a->name, k, a->name);
    m2c_error_at(at, "%s: list element %d is computed at run time; it must be a compile-time constant", L->src->dname, k);
}

static double scalar_value(m2c_lowerer *L, int i, int64_t *iv, int want_int)
{
    m2c_value *v = scalar_at(L, i);
    int64_t k = 0;
    double d;
    refuse_runtime_scalar(L, v, L->src->in_loc[i], want_int ? "an int attribute (a dim, size or flag)" : "a constant number (a coefficient or bound)");
    if (v->kind != M2C_V_CONST || !tw_is_scalar(L, i) || !v->cbuf->raw || (want_int && v->shape.elem == M2C_F64))
        m2c_error_at(L->src->in_loc[i], "%s: operand %d must be a constant %s (torch.constant.*)", L->src->dname, i,
                     want_int ? "int" : "number");
    d = m2c_load_elem((const unsigned char *)v->cbuf->raw, v->shape.elem, 0, &k);
    if (iv) *iv = v->shape.elem == M2C_F64 ? (int64_t)d : k;
    return v->shape.elem == M2C_F64 ? d : (double)k;
}

int64_t tw_int(m2c_lowerer *L, int i)
{
    int64_t k;
    scalar_value(L, i, &k, 1);
    return k;
}

double tw_num(m2c_lowerer *L, int i) { return scalar_value(L, i, NULL, 0); }

const char *tw_str(m2c_lowerer *L, int i)
{
    m2c_value *v = scalar_at(L, i);
    if (v->kind != M2C_V_CONST || v->shape.elem != M2C_TSTR)
        m2c_error_at(L->src->in_loc[i], "%s: operand %d must be a constant string", L->src->dname, i);
    return v->cbuf->str;
}

static m2c_op *list_op(m2c_lowerer *L, int i)
{
    m2c_value *v = scalar_at(L, i);
    if (v->kind != M2C_V_OP || !v->def || !v->def->dname || strcmp(v->def->dname, "torch.prim.ListConstruct"))
        m2c_error_at(L->src->in_loc[i], "%s: operand %d must be a torch.prim.ListConstruct", L->src->dname, i);
    return v->def;
}

int tw_ints(m2c_lowerer *L, int i, int64_t *out, int max)
{
    m2c_op *lst;
    int k;
    if (tw_is_none(L, i)) return -1;
    lst = list_op(L, i);
    if (lst->n_in > max) m2c_error_at(L->src->in_loc[i], "%s: operand %d has more than %d elements", L->src->dname, i, max);
    for (k = 0; k < lst->n_in; k++) {
        m2c_value *e = m2c_resolve(lst->in[k]);
        int64_t x = 0;
        refuse_runtime_scalar(L, e, lst->in_loc[k], "a list element (a shape, size, dim or stride)");
        if (e->kind == M2C_V_OP && !e->shape.scalar && lst->in_decl[k].scalar)   /* a number op on an argument */
            refuse_runtime_number(L, e, lst->in_loc[k], k);
        if (e->kind != M2C_V_CONST || !e->shape.scalar || (e->shape.elem != M2C_I64 && e->shape.elem != M2C_I1) || !e->cbuf->raw)
            m2c_error_at(lst->in_loc[k], "%s: the list elements must be constant ints", L->src->dname);
        m2c_load_elem((const unsigned char *)e->cbuf->raw, e->shape.elem, 0, &x);
        out[k] = x;
    }
    return lst->n_in;
}

int tw_nums(m2c_lowerer *L, int i, double *out, int max)
{
    m2c_op *lst;
    int k;
    if (tw_is_none(L, i)) return -1;
    lst = list_op(L, i);
    if (lst->n_in > max) m2c_error_at(L->src->in_loc[i], "%s: operand %d has more than %d elements", L->src->dname, i, max);
    for (k = 0; k < lst->n_in; k++) {
        m2c_value *e = m2c_resolve(lst->in[k]);
        int64_t x = 0;
        refuse_runtime_scalar(L, e, lst->in_loc[k], "a list element (a size or scale)");
        if (e->kind == M2C_V_OP && !e->shape.scalar && lst->in_decl[k].scalar) refuse_runtime_number(L, e, lst->in_loc[k], k);
        if (e->kind != M2C_V_CONST || !e->shape.scalar || (e->shape.elem != M2C_I64 && e->shape.elem != M2C_F64) || !e->cbuf->raw)
            m2c_error_at(lst->in_loc[k], "%s: the list elements must be constant numbers", L->src->dname);
        out[k] = m2c_load_elem((const unsigned char *)e->cbuf->raw, e->shape.elem, 0, &x);
    }
    return lst->n_in;
}

int tw_tensors(m2c_lowerer *L, int i, m2c_value **out, int max)
{
    m2c_op *lst = list_op(L, i);
    int k;
    if (lst->n_in > max) m2c_error_at(L->src->in_loc[i], "%s: more than %d tensors", L->src->dname, max);
    for (k = 0; k < lst->n_in; k++) {
        out[k] = m2c_resolve(lst->in[k]);
        if (out[k]->shape.scalar || !m2c_elem_dtype(out[k]->shape.elem))
            m2c_error_at(lst->in_loc[k], "%s: the list elements must be tensors", L->src->dname);
    }
    return lst->n_in;
}

int tw_dim(m2c_lowerer *L, int64_t d, int r)
{
    int64_t n = r ? r : 1;   /* a rank-0 tensor takes dim 0 and -1 */
    if (d < -n || d >= n) m2c_error_at(L->src->loc, "%s: dim %lld is out of range for rank %d", L->src->dname, (long long)d, r);
    return (int)(d < 0 ? d + n : d);
}

m2c_value *tw_tensor(m2c_lowerer *L, int i)
{
    scalar_at(L, i);
    lw_need_tensor(L, i);
    return L->src->in[i];
}

int tw_out_elem(m2c_lowerer *L)
{
    const m2c_type *t = &L->src->out->decl;
    if (t->scalar || !m2c_elem_dtype(t->elem)) {
        char s[128];
        m2c_type_str(t, s, sizeof s);
        m2c_error_at(L->src->loc, "%s: a result of type %s is not supported (only tensors)", L->src->dname, s);
    }
    return t->elem;
}

m2c_value *tw_const(m2c_lowerer *L, const m2c_type *t, int elem, double v)
{
    m2c_cbuf *cb;
    m2c_type s = *t;
    char name[160];
    uint64_t i;
    int w;
    s.scalar = 0;
    s.elem = M2C_F32;
    if (elem == M2C_F32) return lw_const(L, &s, NULL, (float)v);
    s.elem = elem;
    w = m2c_elem_bytes(elem);
    cb = (m2c_cbuf *)m2c_alloc(sizeof *cb);
    cb->count = m2c_type_count(&s);
    cb->elem = elem;
    cb->data = (float *)m2c_alloc((size_t)cb->count * sizeof(float) + 4);
    cb->raw = m2c_alloc((size_t)cb->count * (size_t)w + 1);
    for (i = 0; i < cb->count; i++) {
        cb->data[i] = m2c_to_f32(v);
        m2c_store_elem((unsigned char *)cb->raw + i * (uint64_t)w, elem, v, (int64_t)v);
    }
    snprintf(name, sizeof name, "%s.c%d", L->src->out->name, ++L->tmp);
    return m2c_new_const(name, L->src->loc, &s, cb);
}

m2c_value *tw_splat(m2c_lowerer *L, double v, int elem, int rank)
{
    m2c_type t;
    int d;
    memset(&t, 0, sizeof t);
    t.rank = rank;
    for (d = 0; d < rank; d++) t.dims[d] = 1;
    return tw_const(L, &t, elem, v);
}

m2c_value *tw_un(m2c_lowerer *L, int fn, m2c_value *x)
{
    return lw_unary_fn(L, fn, x, 0);
}

static m2c_op *tcp2(m2c_lowerer *L, int opcode, m2c_value *a, m2c_value *b)
{
    m2c_value *in[2];
    m2c_op *op;
    in[0] = a;
    in[1] = b;
    op = lw_op(L, M2C_OPK_TCP, 2, in);
    m2c_set_op(op, opcode);
    return op;   /* the caller sets attributes, then lw_done */
}

m2c_value *tw_bin(m2c_lowerer *L, int fn, m2c_value *a, m2c_value *b)
{
    m2c_op *op;
    int e = a->shape.elem, ifn;
    if (tw_is_float(e)) return lw_binary_fn(L, fn, a, b, 0);
    ifn = fn == NPK_BIN_ADD ? NPK_IBIN_ADD : fn == NPK_BIN_SUB ? NPK_IBIN_SUB : fn == NPK_BIN_MUL ? NPK_IBIN_MUL
        : fn == NPK_BIN_MAX ? NPK_IBIN_MAX : fn == NPK_BIN_MIN ? NPK_IBIN_MIN : -1;
    if (ifn < 0 || e == M2C_I1)
        m2c_error_at(L->src->loc, "%s on %s tensors is not supported", L->src->dname, m2c_elem_name(e));
    op = tcp2(L, NPK_OP_IBINARY, a, b);
    op->attr.ibinary.fn = ifn;
    return lw_done(L, op, NULL, 0);
}

m2c_value *tw_cmp(m2c_lowerer *L, int fn, m2c_value *a, m2c_value *b)
{
    m2c_op *op = tcp2(L, NPK_OP_COMPARE, a, b);
    op->attr.compare.fn = fn;
    return lw_done(L, op, NULL, 0);
}

m2c_value *tw_select(m2c_lowerer *L, m2c_value *c, m2c_value *a, m2c_value *b)
{
    m2c_value *in[3];
    m2c_op *op;
    in[0] = c;
    in[1] = a;
    in[2] = b;
    op = lw_op(L, M2C_OPK_TCP, 3, in);
    m2c_set_op(op, NPK_OP_SELECT);
    return lw_done(L, op, NULL, 0);
}

m2c_value *tw_logical(m2c_lowerer *L, int fn, m2c_value *a, m2c_value *b)
{
    m2c_value *in[2];
    m2c_op *op;
    in[0] = a;
    in[1] = b;
    op = lw_op(L, M2C_OPK_TCP, b ? 2 : 1, in);
    m2c_set_op(op, NPK_OP_LOGICAL);
    op->attr.logical.fn = fn;
    return lw_done(L, op, NULL, 0);
}

m2c_value *tw_int_unary(m2c_lowerer *L, int fn, m2c_value *x)
{
    m2c_op *op = lw_op(L, M2C_OPK_TCP, 1, &x);
    m2c_set_op(op, NPK_OP_IUNARY);
    op->attr.iunary.fn = fn;
    return lw_done(L, op, NULL, 0);
}

/* Integer a / b rounded toward minus infinity: the truncating quotient, less 1
 * where the remainder is nonzero and its sign differs from b's. */
m2c_value *tw_floordiv_int(m2c_lowerer *L, m2c_value *a, m2c_value *b)
{
    int e = a->shape.elem, r = a->shape.rank > b->shape.rank ? a->shape.rank : b->shape.rank;
    m2c_value *q, *rem, *z = tw_splat(L, 0, e, r), *fix;
    m2c_op *op = tcp2(L, NPK_OP_IBINARY, a, b);
    op->attr.ibinary.fn = NPK_IBIN_INTDIV;
    q = lw_done(L, op, NULL, 0);
    rem = tw_bin(L, NPK_BIN_SUB, a, tw_bin(L, NPK_BIN_MUL, q, b));
    fix = tw_logical(L, NPK_LOGIC_AND, tw_logical(L, NPK_LOGIC_NOT, tw_cmp(L, NPK_CMP_EQUAL, rem, z), NULL),
                     tw_logical(L, NPK_LOGIC_XOR, tw_cmp(L, NPK_CMP_GREATER, z, rem), tw_cmp(L, NPK_CMP_GREATER, z, b)));
    return tw_bin(L, NPK_BIN_SUB, q, tw_to(L, fix, e));
}

m2c_value *tw_to(m2c_lowerer *L, m2c_value *x, int elem)
{
    int from = x->shape.elem;
    if (from == elem) return x;
    if (elem == M2C_I1) {   /* nonzero is true */
        m2c_value *z = tw_splat(L, 0.0, from, x->shape.rank);
        return tw_logical(L, NPK_LOGIC_NOT, tw_cmp(L, NPK_CMP_EQUAL, x, z), NULL);
    }
    if (tw_is_float(from) && !tw_is_float(elem)) {
        /* torch truncates toward zero; the cast op rounds to nearest */
        m2c_value *neg = tw_cmp(L, NPK_CMP_GREATER, tw_splat(L, 0.0, from, x->shape.rank), x);
        x = tw_select(L, neg, tw_un(L, NPK_UN_CEIL, x), tw_un(L, NPK_UN_FLOOR, x));
    }
    return lw_cast(L, x, elem, 0);
}

m2c_value *tw_operand(m2c_lowerer *L, int i, int elem, int rank)
{
    if (tw_is_scalar(L, i)) return tw_splat(L, tw_num(L, i), elem, rank);
    return tw_to(L, tw_tensor(L, i), elem);
}

m2c_value *tw_reshape_dims(m2c_lowerer *L, m2c_value *x, int rank, const int64_t *dims)
{
    m2c_type t;
    int d;
    memset(&t, 0, sizeof t);
    t.rank = rank;
    for (d = 0; d < rank; d++) t.dims[d] = dims[d];
    return lw_reshape(L, x, &t, 0);
}

/* a and b list the same dims once their 1s are left out (a `?` of b counts as 1). */
static int same_but_unit_dims(const m2c_type *a, const m2c_type *b)
{
    int i = 0, j = 0;
    for (;;) {
        while (i < a->rank && a->dims[i] == 1) i++;
        while (j < b->rank && (b->dims[j] == 1 || (b->dims[j] == M2C_DYN && b->rank != a->rank))) j++;
        if (i == a->rank || j == b->rank) return i == a->rank && j == b->rank && b->rank <= NPK_MAX_RANK;
        if (b->dims[j] != M2C_DYN && a->dims[i] != b->dims[j]) return 0;
        i++;
        j++;
    }
}

void tw_finish(m2c_lowerer *L, m2c_value *v)
{
    const m2c_type *d = &L->src->out->decl;
    int k, ok = v->shape.rank == d->rank;
    v = tw_to(L, v, tw_out_elem(L));
    for (k = 0; ok && k < d->rank; k++)
        if (d->dims[k] != M2C_DYN && d->dims[k] != v->shape.dims[k]) ok = 0;
    if (!ok && same_but_unit_dims(&v->shape, d)) {
        /* torch-mlir prints some results with unit dims kept or dropped (select.int
         * as [1], min/max/sum of everything as [1]): the same elements, reshaped */
        int64_t dims[NPK_MAX_RANK];
        for (k = 0; k < d->rank; k++) dims[k] = d->dims[k] == M2C_DYN ? 1 : d->dims[k];
        v = tw_reshape_dims(L, v, d->rank, dims);
        ok = 1;
    }
    if (!ok) {
        char a[128], b[128];
        m2c_type_str(&v->shape, a, sizeof a);
        m2c_type_str(d, b, sizeof b);
        m2c_error_at(L->src->loc, "%s: the result is %s but the op declares %s", L->src->dname, a, b);
    }
    lw_alias(L, v);
}

/* ---- elementwise ---- */

/* The common element type of two operands that are compared (torch's
 * promotion: a float operand makes both float, else the wider integer). */
static int common_elem(m2c_lowerer *L, int i, int j)
{
    int a = L->src->in[i]->shape.elem, b;
    if (tw_is_scalar(L, j)) {
        if (tw_is_float(a) || L->src->in[j]->shape.elem != M2C_F64) return a;
        return M2C_F32;
    }
    b = L->src->in[j]->shape.elem;
    if (a == b) return a;
    if (tw_is_float(a) && tw_is_float(b)) return M2C_F32;
    if (tw_is_float(a)) return a;
    if (tw_is_float(b)) return b;
    return m2c_elem_bytes(a) >= m2c_elem_bytes(b) ? a : b;
}

static int out_rank(m2c_lowerer *L) { return L->src->out->decl.rank; }

/* A float result computed from operand 0 cast to it. */
m2c_value *tw_float_in(m2c_lowerer *L)
{
    int e = tw_out_elem(L);
    if (!tw_is_float(e)) m2c_error_at(L->src->loc, "%s with a %s result is not supported", L->src->dname, m2c_elem_name(e));
    return tw_to(L, tw_tensor(L, 0), e);
}

/* unary: L->arg is the npk unary fn */
static void lower_unary(m2c_lowerer *L)
{
    int e = tw_out_elem(L);
    if (!tw_is_float(e) && (L->arg == NPK_UN_ABS || L->arg == NPK_UN_NEG)) {
        tw_arity(L, 1, 1);
        tw_finish(L, tw_int_unary(L, L->arg == NPK_UN_ABS ? NPK_IUN_ABS : NPK_IUN_NEG, tw_to(L, tw_tensor(L, 0), e)));
        return;
    }
    if (!tw_is_float(e) && (L->arg == NPK_UN_RELU || L->arg == NPK_UN_FLOOR || L->arg == NPK_UN_CEIL)) {
        m2c_value *x = tw_to(L, tw_tensor(L, 0), e);
        tw_finish(L, L->arg == NPK_UN_RELU ? tw_bin(L, NPK_BIN_MAX, x, tw_splat(L, 0, e, x->shape.rank)) : x);
        return;
    }
    tw_finish(L, tw_un(L, L->arg, tw_float_in(L)));
}

enum { C_LOG2, C_LOG10, C_LOG1P, C_EXPM1, C_TAN, C_SQUARE, C_SILU, C_HARDSWISH, C_HARDSIGMOID, C_RELU6, C_GELU,
       C_LOGIT, C_TRUNC, C_MISH, C_SOFTPLUS, C_ELU, C_SIGN };

/* unary ops made of a few npk ops: L->arg is a C_* above */
static void lower_composite(m2c_lowerer *L)
{
    m2c_value *x = tw_float_in(L), *y = NULL;
    int e = x->shape.elem, r = x->shape.rank;
#define K(v) tw_splat(L, (v), e, r)
    switch (L->arg) {
    case C_LOG2: y = tw_bin(L, NPK_BIN_MUL, tw_un(L, NPK_UN_LOG, x), K(1.0 / log(2.0))); break;
    case C_LOG10: y = tw_bin(L, NPK_BIN_MUL, tw_un(L, NPK_UN_LOG, x), K(1.0 / log(10.0))); break;
    case C_LOG1P: y = tw_un(L, NPK_UN_LOG, tw_bin(L, NPK_BIN_ADD, x, K(1.0))); break;
    case C_EXPM1: y = tw_bin(L, NPK_BIN_SUB, tw_un(L, NPK_UN_EXP, x), K(1.0)); break;
    case C_TAN: y = tw_bin(L, NPK_BIN_DIV, tw_un(L, NPK_UN_SIN, x), tw_un(L, NPK_UN_COS, x)); break;
    case C_SQUARE: y = tw_bin(L, NPK_BIN_MUL, x, x); break;
    case C_SILU: y = tw_un(L, NPK_UN_SILU, x); break;   /* x sigmoid(x), one pass */
    case C_RELU6: y = tw_bin(L, NPK_BIN_MIN, tw_un(L, NPK_UN_RELU, x), K(6.0)); break;
    /* x min(max(x + 3, 0), 6) / 6 and min(max(x + 3, 0), 6) / 6, one pass
     * each as min(max(x/6 + 1/2, 0), 1) (times x): the same up to rounding */
    case C_HARDSWISH: y = lw_unary_fn_p(L, NPK_UN_HARDSWISH, x, 1.0f / 6.0f, 0.5f, 0); break;
    case C_HARDSIGMOID: y = lw_unary_fn_p(L, NPK_UN_HARDSIGMOID, x, 1.0f / 6.0f, 0.5f, 0); break;
    case C_GELU: {
        const char *mode = L->src->n_in > 1 ? tw_str(L, 1) : "none";
        if (!strcmp(mode, "none")) {   /* x/2 (1 + erf(x / sqrt 2)) */
            y = tw_un(L, NPK_UN_ERF, tw_bin(L, NPK_BIN_MUL, x, K(1.0 / sqrt(2.0))));
        } else if (!strcmp(mode, "tanh")) {   /* x/2 (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))) */
            y = tw_bin(L, NPK_BIN_MUL, tw_bin(L, NPK_BIN_MUL, x, x), x);
            y = tw_bin(L, NPK_BIN_ADD, x, tw_bin(L, NPK_BIN_MUL, y, K(0.044715)));
            y = tw_un(L, NPK_UN_TANH, tw_bin(L, NPK_BIN_MUL, y, K(sqrt(2.0 / 3.14159265358979323846))));
        } else {
            m2c_error_at(L->src->in_loc[1], "%s: approximate = \"%s\" is not supported (\"none\" or \"tanh\")", L->src->dname, mode);
        }
        y = tw_bin(L, NPK_BIN_MUL, tw_bin(L, NPK_BIN_MUL, x, K(0.5)), tw_bin(L, NPK_BIN_ADD, y, K(1.0)));
        break;
    }
    case C_LOGIT:   /* log(z / (1 - z)), z = clamp(x, eps, 1 - eps) when eps is given */
        if (L->src->n_in > 1 && !tw_is_none(L, 1)) {
            double eps = tw_num(L, 1);
            x = tw_bin(L, NPK_BIN_MIN, tw_bin(L, NPK_BIN_MAX, x, K(eps)), K(1.0 - eps));
        }
        y = tw_un(L, NPK_UN_LOG, tw_bin(L, NPK_BIN_DIV, x, tw_bin(L, NPK_BIN_SUB, K(1.0), x)));
        break;
    case C_TRUNC:
        y = tw_select(L, tw_cmp(L, NPK_CMP_GREATER, K(0.0), x), tw_un(L, NPK_UN_CEIL, x), tw_un(L, NPK_UN_FLOOR, x));
        break;
    case C_SOFTPLUS: {   /* log(1 + exp(beta x)) / beta; x where beta x > threshold */
        double beta = L->src->n_in > 1 ? tw_num(L, 1) : 1.0, th = L->src->n_in > 2 ? tw_num(L, 2) : 20.0;
        m2c_value *bx = tw_bin(L, NPK_BIN_MUL, x, K(beta));
        y = tw_bin(L, NPK_BIN_MUL, tw_un(L, NPK_UN_LOG, tw_bin(L, NPK_BIN_ADD, tw_un(L, NPK_UN_EXP, bx), K(1.0))), K(1.0 / beta));
        y = tw_select(L, tw_cmp(L, NPK_CMP_GREATER, bx, K(th)), x, y);
        break;
    }
    case C_MISH:   /* x tanh(softplus(x)) */
        y = tw_un(L, NPK_UN_LOG, tw_bin(L, NPK_BIN_ADD, tw_un(L, NPK_UN_EXP, x), K(1.0)));
        y = tw_bin(L, NPK_BIN_MUL, x, tw_un(L, NPK_UN_TANH, y));
        break;
    case C_ELU: {   /* x > 0 ? scale x : scale alpha (exp(input_scale x) - 1) */
        double alpha = L->src->n_in > 1 ? tw_num(L, 1) : 1.0, scale = L->src->n_in > 2 ? tw_num(L, 2) : 1.0;
        double iscale = L->src->n_in > 3 ? tw_num(L, 3) : 1.0;
        y = tw_bin(L, NPK_BIN_SUB, tw_un(L, NPK_UN_EXP, tw_bin(L, NPK_BIN_MUL, x, K(iscale))), K(1.0));
        y = tw_select(L, tw_cmp(L, NPK_CMP_GREATER, x, K(0.0)), x, tw_bin(L, NPK_BIN_MUL, y, K(alpha)));
        y = tw_bin(L, NPK_BIN_MUL, y, K(scale));
        break;
    }
    case C_SIGN:
        y = tw_bin(L, NPK_BIN_SUB, tw_to(L, tw_cmp(L, NPK_CMP_GREATER, x, K(0.0)), e),
                   tw_to(L, tw_cmp(L, NPK_CMP_GREATER, K(0.0), x), e));
        break;
    default: lw_refused(L);
    }
#undef K
    tw_finish(L, y);
}

/* add/sub (alpha), mul, div, maximum, minimum, pow, rsub: L->arg the fn;
 * operand 1 a tensor or a scalar; a third operand is alpha. */
enum { B_RSUB = 100, B_POW_SCALAR };
static void lower_binary(m2c_lowerer *L)
{
    int e = tw_out_elem(L), r = out_rank(L), fn = L->arg;
    m2c_value *a, *b;
    if (fn == B_POW_SCALAR) {   /* pow.Scalar(scalar, tensor) */
        tw_arity(L, 2, 2);
        tw_finish(L, tw_bin(L, NPK_BIN_POW, tw_operand(L, 0, e, r), tw_operand(L, 1, e, r)));
        return;
    }
    tw_arity(L, 2, 3);
    if (fn == NPK_BIN_DIV && (e == M2C_I1 || (!tw_is_float(e) && L->src->n_in == 3)))
        m2c_error_at(L->src->loc, "%s with a %s result is not supported", L->src->dname, m2c_elem_name(e));
    a = tw_operand(L, 0, e, r);
    b = tw_operand(L, 1, e, r);
    if (fn == NPK_BIN_DIV && !tw_is_float(e)) {
        /* a true quotient declared integer: truncated toward zero, as a float -> int cast */
        m2c_op *op = tcp2(L, NPK_OP_IBINARY, a, b);
        op->attr.ibinary.fn = NPK_IBIN_INTDIV;
        tw_finish(L, lw_done(L, op, NULL, 0));
        return;
    }
    /* alpha scales other (add, sub), or self for rsub: other - alpha self */
    if (L->src->n_in == 3 && ((L->src->in[2]->kind == M2C_V_ARG && L->src->in[2]->decl.scalar) || tw_num(L, 2) != 1.0)) {
        m2c_value *alpha = tw_operand(L, 2, e, r);   /* a constant, or a scalar argument */
        if (fn == B_RSUB) a = tw_bin(L, NPK_BIN_MUL, a, alpha);
        else b = tw_bin(L, NPK_BIN_MUL, b, alpha);
    }
    if (fn == B_RSUB) tw_finish(L, tw_bin(L, NPK_BIN_SUB, b, a));
    else tw_finish(L, tw_bin(L, fn, a, b));
}

/* div.Tensor_mode / div.Scalar_mode: rounding_mode none, "trunc" or "floor" */
static void lower_div_mode(m2c_lowerer *L)
{
    int e = tw_out_elem(L), r = out_rank(L);
    const char *mode = tw_is_none(L, 2) ? NULL : tw_str(L, 2);
    m2c_value *a, *b, *q;
    tw_arity(L, 3, 3);
    if (!tw_is_float(e)) {
        if (mode && !strcmp(mode, "trunc")) {   /* the integer division op truncates */
            m2c_op *op;
            a = tw_operand(L, 0, e, r);
            b = tw_operand(L, 1, e, r);
            op = tcp2(L, NPK_OP_IBINARY, a, b);
            op->attr.ibinary.fn = NPK_IBIN_INTDIV;
            tw_finish(L, lw_done(L, op, NULL, 0));
            return;
        }
        if (mode && !strcmp(mode, "floor")) {
            tw_finish(L, tw_floordiv_int(L, tw_operand(L, 0, e, r), tw_operand(L, 1, e, r)));
            return;
        }
        if (mode) m2c_error_at(L->src->in_loc[2], "%s: rounding_mode \"%s\" is not one PyTorch accepts (none, \"trunc\" or \"floor\")",
                               L->src->dname, mode);
        m2c_error_at(L->src->loc, "%s with rounding_mode none on integers is not supported", L->src->dname);
    }
    a = tw_operand(L, 0, e, r);
    b = tw_operand(L, 1, e, r);
    q = tw_bin(L, NPK_BIN_DIV, a, b);
    if (mode && !strcmp(mode, "floor")) q = tw_un(L, NPK_UN_FLOOR, q);
    else if (mode && !strcmp(mode, "trunc"))
        q = tw_select(L, tw_cmp(L, NPK_CMP_GREATER, tw_splat(L, 0, e, r), q), tw_un(L, NPK_UN_CEIL, q), tw_un(L, NPK_UN_FLOOR, q));
    else if (mode) m2c_error_at(L->src->in_loc[2], "%s: rounding_mode \"%s\" is not one PyTorch accepts (none, \"trunc\" or \"floor\")",
                                L->src->dname, mode);
    tw_finish(L, q);
}

/* eq/ne/gt/ge/lt/le (.Tensor and .Scalar): L->arg 0..5 */
static void lower_compare(m2c_lowerer *L)
{
    int c, r = out_rank(L);
    m2c_value *a, *b, *y;
    tw_arity(L, 2, 2);
    c = common_elem(L, 0, 1);
    a = tw_to(L, tw_tensor(L, 0), c);
    b = tw_operand(L, 1, c, r);
    switch (L->arg) {
    case 0: y = tw_cmp(L, NPK_CMP_EQUAL, a, b); break;
    case 1: y = tw_logical(L, NPK_LOGIC_NOT, tw_cmp(L, NPK_CMP_EQUAL, a, b), NULL); break;
    case 2: y = tw_cmp(L, NPK_CMP_GREATER, a, b); break;
    case 3: y = tw_cmp(L, NPK_CMP_GREATER_EQUAL, a, b); break;
    case 4: y = tw_cmp(L, NPK_CMP_GREATER, b, a); break;
    default: y = tw_cmp(L, NPK_CMP_GREATER_EQUAL, b, a); break;
    }
    tw_finish(L, y);
}

/* logical_and/or/xor/not: operands as booleans (nonzero is true) */
static void lower_logical(m2c_lowerer *L)
{
    int n = L->arg == NPK_LOGIC_NOT ? 1 : 2;
    m2c_value *a, *b = NULL;
    tw_arity(L, n, n);
    a = tw_to(L, tw_tensor(L, 0), M2C_I1);
    if (n == 2) b = tw_to(L, tw_tensor(L, 1), M2C_I1);
    tw_finish(L, tw_logical(L, L->arg, a, b));
}

/* bitwise_and/or/xor (.Tensor, .Scalar), shifts: integers; on bools the logical ops */
static void lower_bitwise(m2c_lowerer *L)
{
    int e = tw_out_elem(L), r = out_rank(L);
    m2c_value *a, *b;
    m2c_op *op;
    tw_arity(L, 2, 2);
    a = tw_operand(L, 0, e, r);
    b = tw_operand(L, 1, e, r);
    if (e == M2C_I1 && L->arg <= NPK_IBIN_XOR) {
        tw_finish(L, tw_logical(L, L->arg == NPK_IBIN_AND ? NPK_LOGIC_AND : L->arg == NPK_IBIN_OR ? NPK_LOGIC_OR : NPK_LOGIC_XOR, a, b));
        return;
    }
    if (tw_is_float(e) || e == M2C_I1) m2c_error_at(L->src->loc, "%s on %s tensors is not supported", L->src->dname, m2c_elem_name(e));
    op = tcp2(L, NPK_OP_IBINARY, a, b);
    /* an unsigned value shifts in zeros */
    op->attr.ibinary.fn = L->arg == NPK_IBIN_SHR && L->src->out->decl.uns ? NPK_IBIN_SHR_LOGICAL : L->arg;
    tw_finish(L, lw_done(L, op, NULL, 0));
}

static void lower_bitwise_not(m2c_lowerer *L)
{
    int e = tw_out_elem(L);
    tw_arity(L, 1, 1);
    if (e == M2C_I1) tw_finish(L, tw_logical(L, NPK_LOGIC_NOT, tw_tensor(L, 0), NULL));
    else if (tw_is_float(e)) m2c_error_at(L->src->loc, "%s on float tensors is not supported", L->src->dname);
    else tw_finish(L, tw_int_unary(L, NPK_IUN_NOT, tw_tensor(L, 0)));
}

/* where.self / .Scalar / .ScalarSelf / .ScalarOther (cond, a, b) */
static void lower_where(m2c_lowerer *L)
{
    int e = tw_out_elem(L), r = out_rank(L);
    m2c_value *c;
    tw_arity(L, 3, 3);
    c = tw_to(L, tw_tensor(L, 0), M2C_I1);
    tw_finish(L, tw_select(L, c, tw_operand(L, 1, e, r), tw_operand(L, 2, e, r)));
}

/* masked_fill.Scalar / .Tensor (x, mask, value) */
static void lower_masked_fill(m2c_lowerer *L)
{
    int e = tw_out_elem(L), r = out_rank(L);
    m2c_value *x, *m;
    tw_arity(L, 3, 3);
    x = tw_to(L, tw_tensor(L, 0), e);
    m = tw_to(L, tw_tensor(L, 1), M2C_I1);
    tw_finish(L, tw_select(L, m, tw_operand(L, 2, e, r), x));
}

/* clamp (x, min|none, max|none) as scalars (L->arg 0) or tensors (.Tensor,
 * L->arg 1); clamp_min / clamp_max (L->arg 2 / 3); hardtanh. torch:
 * min(max(x, lo), hi), so hi wins when lo > hi. */
static void lower_clamp(m2c_lowerer *L)
{
    int e = tw_out_elem(L), r = out_rank(L), lo_i = 1, hi_i = 2;
    m2c_value *x;
    if (L->arg == 2) { tw_arity(L, 2, 2); hi_i = -1; }
    else if (L->arg == 3) { tw_arity(L, 2, 2); lo_i = -1; hi_i = 1; }
    else tw_arity(L, 3, 3);
    x = tw_to(L, tw_tensor(L, 0), e);
    if (tw_is_float(e) && L->arg == 0 && !tw_is_none(L, 1) && !tw_is_none(L, 2) && L->src->in[1]->kind == M2C_V_CONST &&
        L->src->in[2]->kind == M2C_V_CONST && tw_num(L, 1) <= tw_num(L, 2)) {   /* bounds known: the one clamp op */
        m2c_op *op = lw_op(L, M2C_OPK_CLAMP, 1, &x);
        op->attr.unary.p0 = (float)tw_num(L, 1);
        op->attr.unary.p1 = (float)tw_num(L, 2);
        tw_finish(L, lw_done(L, op, NULL, 0));
        return;
    }
    if (lo_i >= 0 && !tw_is_none(L, lo_i)) x = tw_bin(L, NPK_BIN_MAX, x, tw_operand(L, lo_i, e, r));
    if (hi_i >= 0 && !tw_is_none(L, hi_i)) x = tw_bin(L, NPK_BIN_MIN, x, tw_operand(L, hi_i, e, r));
    tw_finish(L, x);
}

/* leaky_relu (x, slope): x > 0 ? x : slope x */
static void lower_leaky_relu(m2c_lowerer *L)
{
    m2c_value *x = tw_float_in(L);
    int e = x->shape.elem, r = x->shape.rank;
    double slope = L->src->n_in > 1 ? tw_num(L, 1) : 0.01;
    tw_finish(L, tw_select(L, tw_cmp(L, NPK_CMP_GREATER, x, tw_splat(L, 0, e, r)), x,
                           tw_bin(L, NPK_BIN_MUL, x, tw_splat(L, slope, e, r))));
}

/* threshold (x, threshold, value): x > threshold ? x : value */
static void lower_threshold(m2c_lowerer *L)
{
    int e = tw_out_elem(L), r = out_rank(L);
    m2c_value *x;
    tw_arity(L, 3, 3);
    x = tw_to(L, tw_tensor(L, 0), e);
    tw_finish(L, tw_select(L, tw_cmp(L, NPK_CMP_GREATER, x, tw_operand(L, 1, e, r)), x, tw_operand(L, 2, e, r)));
}

/* to.dtype, _to_copy, type_as, ...: a cast to the declared element type */
static void lower_cast(m2c_lowerer *L)
{
    tw_finish(L, tw_to(L, tw_tensor(L, 0), tw_out_elem(L)));
}

/* contiguous, clone, detach, dropout (not training), torch_c casts: the operand itself */
static void lower_identity(m2c_lowerer *L)
{
    if (!strcmp(L->src->dname, "torch.aten.dropout") && L->src->n_in == 3 && tw_int(L, 2))
        m2c_error_at(L->src->in_loc[2], "%s with train = true is not supported (random)", L->src->dname);
    tw_finish(L, tw_tensor(L, 0));
}

/* fill.Scalar (x, v), zeros/ones (sizes, ...), full (sizes, v, ...), NumToTensor (v):
 * a constant of the result type */
static void lower_fill(m2c_lowerer *L)
{
    const m2c_type *d = &L->src->out->decl;
    int vi = L->arg == 4 ? 0 : L->arg == 1 || L->arg == 2 ? -1 : 1;
    double v;
    m2c_type st;
    if (!m2c_type_static(d) && L->arg >= 1 && L->arg <= 3 && L->src->n_in > 0) {
        /* zeros/ones/full: a `?` result sized by constant sizes (a scalar argument fixed with --const) */
        int64_t sizes[NPK_MAX_RANK];
        int n = tw_ints(L, 0, sizes, NPK_MAX_RANK), k;
        st = *d;
        if (n == d->rank) {
            for (k = 0; k < n; k++)
                if (sizes[k] >= 1 && (d->dims[k] == M2C_DYN || d->dims[k] == sizes[k])) st.dims[k] = sizes[k];
            d = &st;
        }
    }
    if (vi >= 0 && vi < L->src->n_in && L->src->in[vi]->kind == M2C_V_ARG && L->src->in[vi]->decl.scalar) {
        /* a scalar argument: the rank-0 input added to zeros of the result shape */
        int e = tw_out_elem(L);
        if (!m2c_type_static(d)) m2c_error_at(L->src->loc, "%s with a dynamic result shape is not supported", L->src->dname);
        tw_finish(L, tw_bin(L, NPK_BIN_ADD, tw_const(L, d, e, 0.0), tw_operand(L, vi, e, 0)));
        return;
    }
    v = L->arg == 0 ? tw_num(L, 1) : L->arg == 1 ? 0.0 : L->arg == 2 ? 1.0 : L->arg == 4 ? tw_num(L, 0) : tw_num(L, 1);
    if (!m2c_type_static(d)) m2c_error_at(L->src->loc, "%s with a dynamic result shape is not supported", L->src->dname);
    tw_finish(L, tw_const(L, d, tw_out_elem(L), v));
}

/* size.int / numel of a static tensor: folded to a constant the ops after it
 * read (the Python-number arithmetic on it: lower_torch_scalar.c). */
enum { S_SIZE, S_NUMEL };
static void lower_scalar_fold(m2c_lowerer *L)
{
    int64_t v;
    m2c_type t;
    m2c_cbuf *cb;
    m2c_value *x = tw_tensor(L, 0);
    int d;
    if (L->arg == S_NUMEL) { for (v = 1, d = 0; d < x->shape.rank; d++) v *= x->shape.dims[d]; }
    else v = x->shape.rank ? x->shape.dims[tw_dim(L, tw_int(L, 1), x->shape.rank)] : 1;
    if (L->src->out->decl.elem != M2C_I64 || !L->src->out->decl.scalar)
        m2c_error_at(L->src->loc, "%s: the result must be a !torch.int", L->src->dname);
    memset(&t, 0, sizeof t);
    t.elem = M2C_I64;
    t.scalar = 1;
    cb = (m2c_cbuf *)m2c_alloc(sizeof *cb);
    cb->count = 1;
    cb->elem = M2C_I64;
    cb->data = (float *)m2c_alloc(sizeof(float));
    cb->data[0] = (float)v;
    cb->raw = m2c_alloc(8);
    m2c_store_elem((unsigned char *)cb->raw, M2C_I64, (double)v, v);
    lw_alias(L, m2c_new_const(L->src->out->name, L->src->loc, &t, cb));
}

/* The list and tensor casts the lowerings read through (ListConstruct) or drop. */
static void lower_nothing(m2c_lowerer *L) { (void)L; }

/* ---- what is not lowered ---- */

void m2c_torch_refuse(m2c_lowerer *L)
{
    const char *n = L->src->dname, *op = n, *end;
    if (!strncmp(n, "torch.aten.", 11)) op = n + 11;
    end = strchr(op, '.');
    if (!end) end = op + strlen(op);
    /* relu_, add_.Tensor: in place (not __and__) */
    if (op != n && end - op > 1 && end[-1] == '_' && strncmp(op, "__", 2))
        m2c_error_at(L->src->loc, "'%s' is not supported: an in-place op is not functional (value tensors only; "
                     "use the out-of-place op)", n);
    if (!strncmp(n, "torch.copy.", 11) || !strncmp(n, "torch.overwrite.", 16))
        m2c_error_at(L->src->loc, "'%s' is not supported: it is not functional (value tensors only)", n);
    m2c_error_at(L->src->loc, "'%s' is not supported", n);
}

/* Checks before any torch lowering: several results only where the lowering
 * reads op->result; unsigned tensors (ui8) are held as the signed type of the
 * same width, so only ops that do not read the sign may take or give them. */
/* An op whose unsigned operands meet a signed integer result wider than them,
 * or a float one (add, mm, ... of ui8 and si32): each such operand zero-extended
 * first (cast, which extends the sign, then masked to its width) into the
 * result's type (an int result) or i32/i64 (a float one), so the op computes
 * on signed values that equal the unsigned ones. 0 if an operand is as wide
 * as the result (or ui64): that keeps the refusal. */
static int zero_extend_unsigned(m2c_lowerer *L)
{
    const m2c_type *d = L->src->out ? &L->src->out->decl : NULL;
    int k, to;
    if (!d || d->scalar || d->elem == M2C_I1) return 0;
    for (k = 0; k < L->src->n_in; k++) {
        const m2c_type *t = &L->src->in_decl[k];
        if (!t->uns) continue;
        if (t->scalar || !m2c_elem_is_int(t->elem) || t->elem == M2C_I1 || t->elem == M2C_I64) return 0;
        to = tw_is_float(d->elem) ? (m2c_elem_bytes(t->elem) < 4 ? M2C_I32 : M2C_I64) : d->elem;
        if (!m2c_elem_is_int(to) || m2c_elem_bytes(to) <= m2c_elem_bytes(t->elem)) return 0;
    }
    for (k = 0; k < L->src->n_in; k++) {
        m2c_value *x;
        m2c_op *op;
        int bits;
        if (!L->src->in_decl[k].uns) continue;
        bits = 8 * m2c_elem_bytes(L->src->in_decl[k].elem);
        to = tw_is_float(d->elem) ? (bits < 32 ? M2C_I32 : M2C_I64) : d->elem;
        x = tw_to(L, m2c_resolve(L->src->in[k]), to);
        op = tcp2(L, NPK_OP_IBINARY, x, tw_splat(L, (double)((1ll << bits) - 1), to, x->shape.rank));
        op->attr.ibinary.fn = NPK_IBIN_AND;
        L->src->in[k] = lw_done(L, op, NULL, 0);
        L->src->in_decl[k].uns = 0;
        L->src->in_decl[k].elem = to;
    }
    return 1;
}

void m2c_torch_check_unsigned(m2c_lowerer *L)
{
    static const char *const ok[] = { "bitwise", "add.", "sub.", "mul.", "torch_c.", "view", "reshape", "permute",
                                      "transpose", "slice", "cat", "flatten", "squeeze", "clone", "contiguous",
                                      "ListConstruct", "flip", "repeat", "expand", "broadcast_to", "select.int", "shift", "aten.copy", "Int.Tensor", NULL };
    int k, in_uns = 0, uns = L->src->out && L->src->out->decl.uns;
    if (L->src->result && strcmp(L->src->dname, "torch.aten.convolution_backward") &&
        strcmp(L->src->dname, "torch.aten.native_layer_norm") &&
        (L->src->result > 2 || (strcmp(L->src->dname, "torch.aten.max.dim") && strcmp(L->src->dname, "torch.aten.min.dim"))))
        m2c_error_at(L->src->loc, "%s with several results is not supported", L->src->dname);
    for (k = 0; k < L->src->n_in; k++) in_uns |= L->src->in_decl[k].uns;
    if (!uns && !in_uns) return;
    if (in_uns && !uns && zero_extend_unsigned(L)) return;
    /* a wider result would need a zero extension; the cast op extends the sign */
    /* a copy into a bool tests nonzero, which reads no sign */
    if (in_uns && !uns && !(L->src->out && L->src->out->decl.elem == M2C_I1 && !strcmp(L->src->dname, "torch.aten.copy")) &&
        strcmp(L->src->dname, "torch.aten.Int.Tensor") &&
        strcmp(L->src->dname, "torch.prim.ListConstruct"))
        m2c_error_at(L->src->loc, "%s: an unsigned integer operand with a signed or float result is not supported "
                     "(npk holds unsigned tensors as signed)", L->src->dname);
    for (k = 0; ok[k]; k++)
        if (strstr(L->src->dname, ok[k])) return;
    m2c_error_at(L->src->loc, "%s on unsigned integer tensors is not supported (npk holds them as signed)", L->src->dname);
}

/* ---- the table ---- */
const m2c_lowering m2c_torch_lowerings[] = {
    { "torch.prim.ListConstruct", lower_nothing, 0 },
    { "torch_c.from_builtin_tensor", lower_identity, 0 },
    { "torch_c.to_builtin_tensor", lower_identity, 0 },
    { "torch.tensor_static_info_cast", lower_identity, 0 },
    { "torch.aten.contiguous", lower_identity, 0 },
    { "torch.aten.clone", lower_identity, 0 },
    { "torch.aten.detach", lower_identity, 0 },
    { "torch.aten.alias", lower_identity, 0 },
    { "torch.aten.lift_fresh_copy", lower_identity, 0 },
    { "torch.aten.dropout", lower_identity, 0 },
    { "torch.aten.to.dtype", lower_cast, 0 },
    { "torch.aten._to_copy", lower_cast, 0 },
    { "torch.aten.type_as", lower_cast, 0 },
    { "torch.aten.tanh", lower_unary, NPK_UN_TANH },
    { "torch.aten.sigmoid", lower_unary, NPK_UN_SIGMOID },
    { "torch.aten.exp", lower_unary, NPK_UN_EXP },
    { "torch.aten.log", lower_unary, NPK_UN_LOG },
    { "torch.aten.sqrt", lower_unary, NPK_UN_SQRT },
    { "torch.aten.rsqrt", lower_unary, NPK_UN_RSQRT },
    { "torch.aten.reciprocal", lower_unary, NPK_UN_RECIPROCAL },
    { "torch.aten.abs", lower_unary, NPK_UN_ABS },
    { "torch.aten.neg", lower_unary, NPK_UN_NEG },
    { "torch.aten.floor", lower_unary, NPK_UN_FLOOR },
    { "torch.aten.ceil", lower_unary, NPK_UN_CEIL },
    { "torch.aten.erf", lower_unary, NPK_UN_ERF },
    { "torch.aten.sin", lower_unary, NPK_UN_SIN },
    { "torch.aten.cos", lower_unary, NPK_UN_COS },
    { "torch.aten.relu", lower_unary, NPK_UN_RELU },
    { "torch.aten.log2", lower_composite, C_LOG2 },
    { "torch.aten.log10", lower_composite, C_LOG10 },
    { "torch.aten.log1p", lower_composite, C_LOG1P },
    { "torch.aten.expm1", lower_composite, C_EXPM1 },
    { "torch.aten.tan", lower_composite, C_TAN },
    { "torch.aten.square", lower_composite, C_SQUARE },
    { "torch.aten.silu", lower_composite, C_SILU },
    { "torch.aten.hardswish", lower_composite, C_HARDSWISH },
    { "torch.aten.hardsigmoid", lower_composite, C_HARDSIGMOID },
    { "torch.aten.relu6", lower_composite, C_RELU6 },
    { "torch.aten.gelu", lower_composite, C_GELU },
    { "torch.aten.logit", lower_composite, C_LOGIT },
    { "torch.aten.trunc", lower_composite, C_TRUNC },
    { "torch.aten.softplus", lower_composite, C_SOFTPLUS },
    { "torch.aten.mish", lower_composite, C_MISH },
    { "torch.aten.elu", lower_composite, C_ELU },
    { "torch.aten.sign", lower_composite, C_SIGN },
    { "torch.aten.add.Tensor", lower_binary, NPK_BIN_ADD },
    { "torch.aten.add.Scalar", lower_binary, NPK_BIN_ADD },
    { "torch.aten.sub.Tensor", lower_binary, NPK_BIN_SUB },
    { "torch.aten.sub.Scalar", lower_binary, NPK_BIN_SUB },
    { "torch.aten.rsub.Scalar", lower_binary, B_RSUB },
    { "torch.aten.mul.Tensor", lower_binary, NPK_BIN_MUL },
    { "torch.aten.mul.Scalar", lower_binary, NPK_BIN_MUL },
    { "torch.aten.div.Tensor", lower_binary, NPK_BIN_DIV },
    { "torch.aten.div.Scalar", lower_binary, NPK_BIN_DIV },
    { "torch.aten.div.Tensor_mode", lower_div_mode, 0 },
    { "torch.aten.div.Scalar_mode", lower_div_mode, 0 },
    { "torch.aten.maximum", lower_binary, NPK_BIN_MAX },
    { "torch.aten.minimum", lower_binary, NPK_BIN_MIN },
    { "torch.aten.pow.Tensor_Scalar", lower_binary, NPK_BIN_POW },
    { "torch.aten.pow.Tensor_Tensor", lower_binary, NPK_BIN_POW },
    { "torch.aten.pow.Scalar", lower_binary, B_POW_SCALAR },
    { "torch.aten.eq.Tensor", lower_compare, 0 },
    { "torch.aten.eq.Scalar", lower_compare, 0 },
    { "torch.aten.ne.Tensor", lower_compare, 1 },
    { "torch.aten.ne.Scalar", lower_compare, 1 },
    { "torch.aten.gt.Tensor", lower_compare, 2 },
    { "torch.aten.gt.Scalar", lower_compare, 2 },
    { "torch.aten.ge.Tensor", lower_compare, 3 },
    { "torch.aten.ge.Scalar", lower_compare, 3 },
    { "torch.aten.lt.Tensor", lower_compare, 4 },
    { "torch.aten.lt.Scalar", lower_compare, 4 },
    { "torch.aten.le.Tensor", lower_compare, 5 },
    { "torch.aten.le.Scalar", lower_compare, 5 },
    { "torch.aten.logical_and", lower_logical, NPK_LOGIC_AND },
    { "torch.aten.logical_or", lower_logical, NPK_LOGIC_OR },
    { "torch.aten.logical_xor", lower_logical, NPK_LOGIC_XOR },
    { "torch.aten.logical_not", lower_logical, NPK_LOGIC_NOT },
    { "torch.aten.bitwise_and.Tensor", lower_bitwise, NPK_IBIN_AND },
    { "torch.aten.bitwise_and.Scalar", lower_bitwise, NPK_IBIN_AND },
    { "torch.aten.bitwise_or.Tensor", lower_bitwise, NPK_IBIN_OR },
    { "torch.aten.bitwise_xor.Tensor", lower_bitwise, NPK_IBIN_XOR },
    { "torch.aten.bitwise_left_shift.Tensor", lower_bitwise, NPK_IBIN_SHL },
    { "torch.aten.bitwise_right_shift.Tensor", lower_bitwise, NPK_IBIN_SHR },
    { "torch.aten.bitwise_not", lower_bitwise_not, 0 },
    { "torch.aten.__rshift__.Scalar", lower_bitwise, NPK_IBIN_SHR },
    { "torch.aten.__lshift__.Scalar", lower_bitwise, NPK_IBIN_SHL },
    { "torch.prim.NumToTensor.Scalar", lower_fill, 4 },
    { "torch.aten.where.self", lower_where, 0 },
    { "torch.aten.where.Scalar", lower_where, 0 },
    { "torch.aten.where.ScalarSelf", lower_where, 0 },
    { "torch.aten.where.ScalarOther", lower_where, 0 },
    { "torch.aten.masked_fill.Scalar", lower_masked_fill, 0 },
    { "torch.aten.masked_fill.Tensor", lower_masked_fill, 0 },
    { "torch.aten.clamp", lower_clamp, 0 },
    { "torch.aten.clamp.Tensor", lower_clamp, 1 },
    { "torch.aten.clamp_min", lower_clamp, 2 },
    { "torch.aten.clamp_max", lower_clamp, 3 },
    { "torch.aten.hardtanh", lower_clamp, 0 },
    { "torch.aten.leaky_relu", lower_leaky_relu, 0 },
    { "torch.aten.threshold", lower_threshold, 0 },
    { "torch.aten.fill.Scalar", lower_fill, 0 },
    { "torch.aten.zeros", lower_fill, 1 },
    { "torch.aten.ones", lower_fill, 2 },
    { "torch.aten.full", lower_fill, 3 },
    { "torch.aten.size.int", lower_scalar_fold, S_SIZE },
    { "torch.aten.numel", lower_scalar_fold, S_NUMEL },
    { "torch.aten.view", m2c_torch_nn, TW_VIEW },
    { "torch.aten.reshape", m2c_torch_nn, TW_VIEW },
    { "torch.aten._unsafe_view", m2c_torch_nn, TW_VIEW },
    { "torch.aten.flatten.using_ints", m2c_torch_nn, TW_FLATTEN },
    { "torch.aten.unflatten.int", m2c_torch_nn, TW_UNFLATTEN },
    { "torch.aten.squeeze", m2c_torch_nn, TW_SQUEEZE },
    { "torch.aten.squeeze.dim", m2c_torch_nn, TW_SQUEEZE_DIM },
    { "torch.aten.unsqueeze", m2c_torch_nn, TW_UNSQUEEZE },
    { "torch.aten.permute", m2c_torch_nn, TW_PERMUTE },
    { "torch.aten.transpose.int", m2c_torch_nn, TW_TRANSPOSE },
    { "torch.aten.t", m2c_torch_nn, TW_T },
    { "torch.aten.slice.Tensor", m2c_torch_nn, TW_SLICE },
    { "torch.aten.select.int", m2c_torch_nn, TW_SELECT },
    { "torch.aten.cat", m2c_torch_nn, TW_CAT },
    { "torch.aten.expand", m2c_torch_nn, TW_EXPAND },
    { "torch.aten.broadcast_to", m2c_torch_nn, TW_EXPAND },
    { "torch.aten.repeat", m2c_torch_nn, TW_REPEAT },
    { "torch.aten.flip", m2c_torch_nn, TW_FLIP },
    { "torch.aten.constant_pad_nd", m2c_torch_nn, TW_PAD },
    { "torch.aten.reflection_pad1d", m2c_torch_nn, TW_REFLECT_PAD },
    { "torch.aten.reflection_pad2d", m2c_torch_nn, TW_REFLECT_PAD },
    { "torch.aten.reflection_pad3d", m2c_torch_nn, TW_REFLECT_PAD },
    { "torch.aten.replication_pad1d", m2c_torch_nn, TW_REPLICATE_PAD },
    { "torch.aten.replication_pad2d", m2c_torch_nn, TW_REPLICATE_PAD },
    { "torch.aten.replication_pad3d", m2c_torch_nn, TW_REPLICATE_PAD },
    { "torch.aten.index_select", m2c_torch_nn, TW_INDEX_SELECT },
    { "torch.aten.embedding", m2c_torch_nn, TW_EMBEDDING },
    { "torch.aten.mm", m2c_torch_nn, TW_MM },
    { "torch.aten.bmm", m2c_torch_nn, TW_MM },
    { "torch.aten._scaled_mm", m2c_torch_nn, TW_SCALED_MM },
    { "torch.aten.matmul", m2c_torch_nn, TW_MATMUL },
    { "torch.aten.linear", m2c_torch_nn, TW_LINEAR },
    { "torch.aten.addmm", m2c_torch_nn, TW_ADDMM },
    { "torch.aten.convolution", m2c_torch_nn, TW_CONV },
    { "torch.aten.conv2d", m2c_torch_nn, TW_CONV2D },
    { "torch.aten.convolution_backward", m2c_torch_nn, TW_CONV_BACKWARD },
    { "torch.aten.scaled_dot_product_attention", m2c_torch_nn, TW_SDPA },
    { "torch.aten.upsample_nearest2d", m2c_torch_nn, TW_UPSAMPLE_NEAREST },
    { "torch.aten.upsample_nearest2d.vec", m2c_torch_nn, TW_UPSAMPLE_NEAREST_VEC },
    { "torch.aten.upsample_bilinear2d", m2c_torch_nn, TW_UPSAMPLE_BILINEAR },
    { "torch.aten.upsample_bilinear2d.vec", m2c_torch_nn, TW_UPSAMPLE_BILINEAR_VEC },
    { "torch.aten.__interpolate.size_list_scale_list", m2c_torch_nn, TW_INTERPOLATE },
    { "torch.aten.unfold", m2c_torch_nn, TW_UNFOLD },
    { "torch.aten.cumsum", m2c_torch_nn, TW_CUMSUM },
    { "torch.aten.grid_sampler", m2c_torch_nn, TW_GRID_SAMPLER },
    { "torch.onnx.rotary_embedding", m2c_torch_nn, TW_ROTARY },
    { "torch.aten.max_pool2d", m2c_torch_nn, TW_MAXPOOL2D },
    { "torch.aten.avg_pool2d", m2c_torch_nn, TW_AVGPOOL2D },
    { "torch.aten.max_pool1d", m2c_torch_nn, TW_MAXPOOL1D },
    { "torch.aten.avg_pool1d", m2c_torch_nn, TW_AVGPOOL1D },
    { "torch.aten.max_pool3d", m2c_torch_nn, TW_MAXPOOL3D },
    { "torch.aten.avg_pool3d", m2c_torch_nn, TW_AVGPOOL3D },
    { "torch.aten.adaptive_avg_pool2d", m2c_torch_nn, TW_ADAPTIVE_AVG },
    { "torch.aten.softmax.int", m2c_torch_nn, TW_SOFTMAX },
    { "torch.aten._softmax", m2c_torch_nn, TW_SOFTMAX },
    { "torch.aten.log_softmax.int", m2c_torch_nn, TW_LOG_SOFTMAX },
    { "torch.aten._log_softmax", m2c_torch_nn, TW_LOG_SOFTMAX },
    { "torch.aten.sum", m2c_torch_nn, TW_SUM },
    { "torch.aten.sum.dim_IntList", m2c_torch_nn, TW_SUM_DIM },
    { "torch.aten.mean", m2c_torch_nn, TW_MEAN },
    { "torch.aten.mean.dim", m2c_torch_nn, TW_MEAN_DIM },
    { "torch.aten.amax", m2c_torch_nn, TW_AMAX },
    { "torch.aten.amin", m2c_torch_nn, TW_AMIN },
    { "torch.aten.max", m2c_torch_nn, TW_MAX_ALL },
    { "torch.aten.min", m2c_torch_nn, TW_MIN_ALL },
    { "torch.aten.prod.dim_int", m2c_torch_nn, TW_PROD_DIM },
    { "torch.aten.prod", m2c_torch_nn, TW_PROD },
    { "torch.aten.argmax", m2c_torch_nn, TW_ARGMAX },
    { "torch.aten.max.dim", m2c_torch_nn, TW_MAX_DIM },
    { "torch.aten.min.dim", m2c_torch_nn, TW_MIN_DIM },
    { "torch.aten.any", m2c_torch_nn, TW_ANY },
    { "torch.aten.all", m2c_torch_nn, TW_ALL },
    { "torch.aten.any.dim", m2c_torch_nn, TW_ANY_DIM },
    { "torch.aten.all.dim", m2c_torch_nn, TW_ALL_DIM },
    { "torch.aten.layer_norm", m2c_torch_nn, TW_LAYER_NORM },
    { "torch.aten.batch_norm", m2c_torch_nn, TW_BATCH_NORM },
    { NULL, NULL, 0 }
};
