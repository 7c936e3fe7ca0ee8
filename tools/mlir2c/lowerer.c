/* lowerer.c - the helpers a dialect lowering (lower_tosa.c, lower_linalg.c)
 * uses to replace one source op by a few TCP ops with typed attributes.
 * Every op made here is shape-checked at once with the registry's rule
 * (m2c_infer_op), carries the source op's location and name, and is
 * appended in program order. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "lower.h"
#include "literals.h"

m2c_value *m2c_resolve(m2c_value *v)
{
    while (v && v->repl) v = v->repl;
    return v;
}

m2c_op *lw_op(m2c_lowerer *L, m2c_opkind kind, int n, m2c_value *const *in)
{
    m2c_op *op = (m2c_op *)m2c_alloc(sizeof *op);
    int i, k;
    op->kind = kind;
    op->typed = 1;
    m2c_set_kind_op(op);
    op->dname = L->src->dname;
    op->loc = L->src->loc;
    op->debug_name = L->src->debug_name;
    op->n_in = n;
    for (i = 0; i < n; i++) {
        op->in[i] = in[i];
        op->in_loc[i] = L->src->loc;
        for (k = 0; k < L->src->n_in; k++)
            if (L->src->in[k] == in[i]) op->in_loc[i] = L->src->in_loc[k];
    }
    return op;
}

int32_t lw_i32(m2c_lowerer *L, int64_t v, const char *what)
{
    if (v < INT32_MIN || v > INT32_MAX)
        m2c_error_at(L->src->loc, "%s: %s = %lld does not fit 32 bits", L->src->dname, what, (long long)v);
    return (int32_t)v;
}

void lw_perm(m2c_op *op, const int64_t *perm, int n)
{
    int i;
    for (i = 0; i < n && i < NPK_MAX_RANK; i++) NPK_TRANSPOSE_PERM(op)[i] = perm[i] >= 0 && perm[i] < NPK_MAX_RANK ? (int32_t)perm[i] : -1;
}

void lw_window(m2c_lowerer *L, m2c_op *op, const int64_t *stride, const int64_t *pad, const int64_t *dil)
{
    if (op->opcode == NPK_OP_CONV2D) {
        npk_conv2d_attrs *a = &op->attr.conv2d;
        a->stride_h = lw_i32(L, stride[0], "stride"); a->stride_w = lw_i32(L, stride[1], "stride");
        a->pad_top = lw_i32(L, pad[0], "padding"); a->pad_left = lw_i32(L, pad[1], "padding");
        a->pad_bottom = lw_i32(L, pad[2], "padding"); a->pad_right = lw_i32(L, pad[3], "padding");
        if (dil) { a->dil_h = lw_i32(L, dil[0], "dilation"); a->dil_w = lw_i32(L, dil[1], "dilation"); }
    } else {
        npk_max_pool2d_attrs *a = &op->attr.max_pool2d;
        a->stride_h = lw_i32(L, stride[0], "stride"); a->stride_w = lw_i32(L, stride[1], "stride");
        a->pad_top = lw_i32(L, pad[0], "padding"); a->pad_left = lw_i32(L, pad[1], "padding");
        a->pad_bottom = lw_i32(L, pad[2], "padding"); a->pad_right = lw_i32(L, pad[3], "padding");
    }
}

static int is_narrow_float(const m2c_value *v)
{
    return m2c_elem_is_narrow_float(v->shape.elem);
}

/* f16/bf16 are stored narrow and computed in f32: an op that takes f32 only
 * reads its f16/bf16 operands through casts to f32. Returns the narrow
 * element type met (the result goes back to it), or -1 if none. */
static int widen_operands(m2c_lowerer *L, m2c_op *op)
{
    const npk_op_def *def = npk_op_lookup((uint32_t)op->opcode);
    int k, narrow = -1;
    if (!def || (def->flags & NPK_OPF_TYPED)) return -1;
    for (k = 0; k < op->n_in; k++)
        if (is_narrow_float(op->in[k])) {
            if (narrow < 0) narrow = op->in[k]->shape.elem;
            op->in[k] = lw_cast(L, op->in[k], M2C_F32, 0);
        }
    return narrow;
}

m2c_value *lw_cast(m2c_lowerer *L, m2c_value *x, int elem, int final)
{
    m2c_op *op = lw_op(L, M2C_OPK_TCP, 1, &x);
    m2c_set_op(op, NPK_OP_CAST);
    op->attr.cast.to = (int32_t)m2c_elem_dtype(elem);
    if (!op->attr.cast.to) m2c_error_at(L->src->loc, "%s: cannot cast to %s", L->src->dname, m2c_elem_name(elem));
    return lw_done(L, op, NULL, final);
}

m2c_value *lw_done(m2c_lowerer *L, m2c_op *op, const m2c_type *decl, int final)
{
    m2c_value *v;
    int narrow = widen_operands(L, op);
    if (narrow >= 0) {
        /* computed in f32, the result cast back to the operands' type */
        m2c_value *wide = lw_done(L, op, decl, 0);
        return lw_cast(L, wide, narrow, final);
    }
    if (final) {
        v = L->src->out;
    } else {
        char name[160];
        v = (m2c_value *)m2c_alloc(sizeof *v);
        snprintf(name, sizeof name, "%s.%d", L->src->out->name, ++L->tmp);
        v->name = m2c_strndup(name, strlen(name));
        v->loc = L->src->loc;
        v->tensor = -1;
        op->no_decl_check = 1;
    }
    v->kind = M2C_V_OP;
    v->def = op;
    if (decl) v->decl = *decl;
    op->out = v;
    m2c_infer_op(op);
    M2C_PUSH(L->ops, L->n_ops, L->cap_ops, op);
    return v;
}

m2c_value *lw_unary(m2c_lowerer *L, m2c_opkind kind, m2c_value *x, int final)
{
    return lw_done(L, lw_op(L, kind, 1, &x), NULL, final);
}

m2c_value *lw_binary(m2c_lowerer *L, m2c_opkind kind, m2c_value *a, m2c_value *b, int final)
{
    m2c_value *in[2];
    in[0] = a;
    in[1] = b;
    return lw_done(L, lw_op(L, kind, 2, in), NULL, final);
}

m2c_value *lw_reshape(m2c_lowerer *L, m2c_value *x, const m2c_type *to, int final)
{
    m2c_type t = *to;
    t.elem = x->shape.elem; /* any element type: only the shape changes */
    t.scalar = 0;
    if (!final && m2c_type_equal(&x->shape, &t)) return x;
    return lw_done(L, lw_op(L, M2C_OPK_RESHAPE, 1, &x), &t, final);
}

/* x[start : start + size] on every axis (x itself when that is all of it). */
m2c_value *lw_slice(m2c_lowerer *L, m2c_value *x, const int64_t *start, const int64_t *size)
{
    m2c_op *op;
    int d, whole = 1;
    for (d = 0; d < x->shape.rank; d++)
        if (start[d] != 0 || size[d] != x->shape.dims[d]) whole = 0;
    if (whole) return x;
    op = lw_op(L, M2C_OPK_TCP, 1, &x);
    m2c_set_op(op, NPK_OP_SLICE);
    for (d = 0; d < x->shape.rank; d++) {
        NPK_SLICE_START(op)[d] = lw_i32(L, start[d], "offset");
        NPK_SLICE_SIZE(op)[d] = lw_i32(L, size[d], "size");
    }
    return lw_done(L, op, NULL, 0);
}

m2c_value *lw_transpose(m2c_lowerer *L, m2c_value *x, const int64_t *perm, int final)
{
    m2c_op *op = lw_op(L, M2C_OPK_TRANSPOSE, 1, &x);
    lw_perm(op, perm, x->shape.rank);
    return lw_done(L, op, NULL, final);
}

m2c_value *lw_const(m2c_lowerer *L, const m2c_type *shape, const float *data, float fill)
{
    m2c_cbuf *cb = (m2c_cbuf *)m2c_alloc(sizeof *cb);
    char name[160];
    uint64_t i;
    m2c_type t = *shape;
    t.elem = M2C_F32;
    t.scalar = 0;
    cb->count = m2c_type_count(&t);
    cb->data = (float *)m2c_alloc((size_t)cb->count * sizeof(float));
    for (i = 0; i < cb->count; i++) cb->data[i] = data ? data[i] : fill;
    snprintf(name, sizeof name, "%s.c%d", L->src->out->name, ++L->tmp);
    return m2c_new_const(name, L->src->loc, &t, cb);
}

m2c_value *lw_const_int(m2c_lowerer *L, int elem, int n, const int64_t *vals)
{
    m2c_cbuf *cb = (m2c_cbuf *)m2c_alloc(sizeof *cb);
    int w = m2c_elem_bytes(elem), i;
    char name[160];
    m2c_type t;
    memset(&t, 0, sizeof t);
    t.rank = 1;
    t.dims[0] = n;
    t.elem = elem;
    cb->count = (uint64_t)n;
    cb->elem = elem;
    cb->data = (float *)m2c_alloc((size_t)n * sizeof(float) + 4);
    cb->raw = m2c_alloc((size_t)n * (size_t)w + 1);
    for (i = 0; i < n; i++) {
        cb->data[i] = (float)vals[i];
        m2c_store_elem((unsigned char *)cb->raw + (size_t)i * (size_t)w, elem, (double)vals[i], vals[i]);
    }
    snprintf(name, sizeof name, "%s.c%d", L->src->out->name, ++L->tmp);
    return m2c_new_const(name, L->src->loc, &t, cb);
}

int lw_const_i64(m2c_lowerer *L, int i, int64_t *out, int max)
{
    m2c_value *v = L->src->in[i];
    int w, uns = L->src->in_decl[i].uns;
    uint64_t k;
    if (v->kind != M2C_V_CONST)
        m2c_error_at(L->src->in_loc[i], "%s: operand %d must be a constant", L->src->dname, i);
    if (v->cbuf->count > (uint64_t)max)
        m2c_error_at(L->src->in_loc[i], "%s: operand %d has more than %d elements", L->src->dname, i, max);
    w = v->cbuf->raw ? m2c_elem_bytes(v->cbuf->elem) : 0;
    for (k = 0; k < v->cbuf->count; k++) {
        if (v->cbuf->raw) m2c_load_elem((const unsigned char *)v->cbuf->raw + k * (uint64_t)w, v->cbuf->elem, uns, &out[k]);
        else out[k] = m2c_to_i64(v->cbuf->data[k]);   /* NaN, out of range: INT64_MIN, refused later */
    }
    return (int)v->cbuf->count;
}

void lw_alias(m2c_lowerer *L, m2c_value *v)
{
    L->src->out->repl = v;
}

void lw_need_f32(m2c_lowerer *L, int i)
{
    const m2c_type *t = &L->src->in[i]->shape;
    /* f16/bf16 count: they are computed in f32 (lw_done casts them) */
    if (!m2c_elem_is_float(t->elem) || t->scalar) {
        char s[128];
        m2c_type_str(t, s, sizeof s);
        m2c_error_at(L->src->in_loc[i], "%s: operand %d has type %s; only float tensors (f32, f16, bf16, f64, the 8/4-bit floats) are supported",
                     L->src->dname, i, s);
    }
}

void lw_need_tensor(m2c_lowerer *L, int i)
{
    const m2c_type *t = &L->src->in[i]->shape;
    if (!m2c_elem_dtype(t->elem) || t->scalar) {
        char s[128];
        m2c_type_str(t, s, sizeof s);
        m2c_error_at(L->src->in_loc[i], "%s: operand %d has type %s; only tensors of f32, f16, bf16, f64, f8E4M3FN, f8E5M2, f8E4M3FNUZ, f8E5M2FNUZ, f8E8M0FNU, f4E2M1FN, i1, i2, i4, i8, i16, i32 or i64 are supported",
                     L->src->dname, i, s);
    }
}

int lw_const_ints(m2c_lowerer *L, int i, int64_t *out, int max)
{
    m2c_value *v = L->src->in[i];
    uint64_t k;
    if (v->kind != M2C_V_CONST)
        m2c_error_at(L->src->in_loc[i], "%s: operand %d must be a constant", L->src->dname, i);
    if (v->cbuf->count > (uint64_t)max)
        m2c_error_at(L->src->in_loc[i], "%s: operand %d has more than %d elements", L->src->dname, i, max);
    for (k = 0; k < v->cbuf->count; k++) out[k] = m2c_to_i64(v->cbuf->data[k]);
    return (int)v->cbuf->count;
}

int lw_is_splat(const m2c_value *v, float x)
{
    uint64_t k;
    if (!v || v->kind != M2C_V_CONST || !v->cbuf->data) return 0;
    for (k = 0; k < v->cbuf->count; k++)
        if (!(v->cbuf->data[k] == x)) return 0;
    return 1;
}

m2c_attr *lw_attr(m2c_lowerer *L, const char *name)
{
    return m2c_find_attr(L->src, name);
}

void lw_known_attrs(m2c_lowerer *L, const char *const *known)
{
    int i, k;
    for (i = 0; i < L->src->n_attrs; i++) {
        for (k = 0; known[k]; k++)
            if (!strcmp(known[k], L->src->attrs[i].name)) break;
        if (!known[k]) m2c_error_at(L->src->attrs[i].loc, "unknown attribute '%s' for %s", L->src->attrs[i].name, L->src->dname);
    }
}

void lw_arity(m2c_lowerer *L, int lo, int hi) { m2c_need_arity(L->src, lo, hi); }


/* An op in TCP form from the start (no TCF kind): made typed. */
static m2c_op *lw_tcp(m2c_lowerer *L, int opcode, int n, m2c_value *const *in)
{
    m2c_op *op = lw_op(L, M2C_OPK_TCP, n, in);
    m2c_set_op(op, opcode);
    return op;
}

m2c_value *lw_unary_fn(m2c_lowerer *L, int fn, m2c_value *x, int final)
{
    m2c_op *op = lw_tcp(L, NPK_OP_UNARY, 1, &x);
    op->attr.unary.fn = fn;
    return lw_done(L, op, NULL, final);
}

/* A unary fn with parameters (clamp's bounds, hardswish's alpha and beta). */
m2c_value *lw_unary_fn_p(m2c_lowerer *L, int fn, m2c_value *x, float p0, float p1, int final)
{
    m2c_op *op = lw_tcp(L, NPK_OP_UNARY, 1, &x);
    op->attr.unary.fn = fn;
    op->attr.unary.p0 = p0;
    op->attr.unary.p1 = p1;
    return lw_done(L, op, NULL, final);
}

m2c_value *lw_binary_fn(m2c_lowerer *L, int fn, m2c_value *a, m2c_value *b, int final)
{
    m2c_value *in[2];
    m2c_op *op;
    in[0] = a;
    in[1] = b;
    op = lw_tcp(L, NPK_OP_BINARY, 2, in);
    op->attr.binary.fn = fn;
    return lw_done(L, op, NULL, final);
}

void lw_refused(m2c_lowerer *L)
{
    m2c_error_at(L->src->loc, "'%s' is not supported", L->src->dname);
}
