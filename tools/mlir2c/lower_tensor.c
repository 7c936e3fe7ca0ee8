/* lower_tensor.c - tensor-dialect data movement (and the linalg ops that
 * only move or make data) to TCP ops, for every element type a .tcp
 * tensor holds:
 *   tensor.empty, linalg.fill, splat, from_elements -> constants
 *   collapse/expand_shape, cast, reshape, bitcast    -> reshape (zero-copy)
 *   tensor.pad                                       -> pad
 *   tensor.extract_slice                             -> slice (strides: pad,
 *                                                       reshape, slice)
 *   tensor.insert_slice, tensor.insert               -> pad + select with a
 *                                                       constant mask
 *   tensor.concat                                    -> concat
 *   tensor.extract, tensor.dim, arith.index_cast     -> scalar constants
 *                                                       (operands must be
 *                                                       compile-time constants)
 *   linalg.pack / unpack (tensor.* spellings)        -> pad, reshape,
 *                                                       transpose (, slice)
 * Offsets, sizes and tiles given as SSA values must be constants (index
 * constants, index_cast of them, tensor.dim of a static dim). */
#include <stdio.h>
#include <string.h>
#include "lower.h"
#include "literals.h"

/* ---- constants of any element type ---- */

/* A constant of shape t and element type elem, each element from fill(i)
 * (data) or f/i when data is NULL. */

static m2c_value *typed_const_i(m2c_lowerer *L, const m2c_type *shape, int elem, const double *data, const int64_t *idata,
                                double f, int64_t iv);
static m2c_value *typed_const(m2c_lowerer *L, const m2c_type *shape, int elem, const double *data, double f, int64_t iv)
{
    return typed_const_i(L, shape, elem, data, NULL, f, iv);
}
/* idata (may be NULL): the integer elements exactly (i64 beyond 2^53). */
static m2c_value *typed_const_i(m2c_lowerer *L, const m2c_type *shape, int elem, const double *data, const int64_t *idata,
                                double f, int64_t iv)
{
    m2c_cbuf *cb = (m2c_cbuf *)m2c_alloc(sizeof *cb);
    char name[160];
    uint64_t k;
    m2c_type t = *shape;
    int es = m2c_elem_bytes(elem);
    t.elem = elem;
    t.scalar = 0;
    cb->count = m2c_type_count(&t);
    cb->elem = elem;
    cb->data = (float *)m2c_alloc((size_t)cb->count * sizeof(float) + 4);
    if (elem != M2C_F32) cb->raw = m2c_alloc((size_t)cb->count * (size_t)es + 8);
    for (k = 0; k < cb->count; k++) {
        double v = data ? data[k] : f;
        int64_t i = idata ? idata[k] : data ? m2c_to_i64(data[k]) : iv;
        cb->data[k] = m2c_to_f32(v);
        if (cb->raw) m2c_store_elem((unsigned char *)cb->raw + k * (uint64_t)es, elem, v, i);
    }
    snprintf(name, sizeof name, "%s.c%d", L->src->out->name, ++L->tmp);
    return m2c_new_const(name, L->src->loc, &t, cb);
}

/* The value of a one-element constant: as a double and as an integer. */
static int const_scalar(const m2c_value *v, double *f, int64_t *i)
{
    v = m2c_resolve((m2c_value *)v);
    if (!v || v->kind != M2C_V_CONST || !v->cbuf || v->cbuf->count != 1) return 0;
    if (v->cbuf->raw) {
        *f = m2c_load_elem((const unsigned char *)v->cbuf->raw, v->cbuf->elem, 0, i);
        if (m2c_elem_is_float(v->cbuf->elem)) *i = m2c_to_i64(*f);
    } else {
        *f = v->cbuf->data[0];
        *i = m2c_to_i64(*f);
    }
    return 1;
}

/* Operand i as a compile-time integer (an index constant and the like). */
static int64_t const_index(m2c_lowerer *L, int i, const char *what)
{
    double f;
    int64_t v;
    if (L->src->in[i]->kind == M2C_V_ARG)
        m2c_error_at(L->src->in_loc[i], "%s: %s '%%%s' is a scalar function argument, which is only supported as data; "
                     "fix it with --const %s=VALUE", L->src->dname, what, L->src->in[i]->name, L->src->in[i]->name);
    if (!const_scalar(L->src->in[i], &f, &v))
        m2c_error_at(L->src->in_loc[i], "%s: %s '%s' is not a compile-time constant; dynamic values are not supported",
                     L->src->dname, what, L->src->in[i]->name);
    return v;
}

/* ---- static-or-dynamic lists (offsets, sizes, strides, inner tiles) ---- */

/* The list attribute `name` whose dynamic entries (INT64_MIN) are the
 * operands of segment `seg` (operandSegmentSizes); returns its length. */
static int mixed_list(m2c_lowerer *L, const char *name, int seg, int64_t *out, int required)
{
    m2c_attr *a = lw_attr(L, name), *sz = lw_attr(L, "operandSegmentSizes");
    int first = 0, k, dyn = 0;
    if (!sz) sz = lw_attr(L, "operand_segment_sizes");
    if (!a) {
        if (required) m2c_error_at(L->src->loc, "%s needs '%s'", L->src->dname, name);
        return 0;
    }
    if (a->kind != M2C_ATTR_ARRAY || !a->all_int || a->n > NPK_MAX_RANK)
        m2c_error_at(a->vloc, "%s: '%s' must be at most %d integers", L->src->dname, name, NPK_MAX_RANK);
    if (sz && sz->kind == M2C_ATTR_ARRAY && sz->all_int && seg < sz->n)
        for (k = 0; k < seg; k++) first += (int)sz->ints[k];
    for (k = 0; k < a->n; k++) {
        out[k] = a->ints[k];
        if (out[k] != INT64_MIN) continue;
        if (!sz || first + dyn >= L->src->n_in)
            m2c_error_at(a->vloc, "%s: '%s' has a dynamic entry and no operand for it", L->src->dname, name);
        out[k] = const_index(L, first + dyn, name + (strncmp(name, "static_", 7) ? 0 : 7));
        dyn++;
    }
    return a->n;
}

/* The declared result type with its `?` dims taken from x, the computed
 * value (a reshape can infer one `?`, not several). Unit dims of x that
 * the declared type drops (a rank-reducing slice) are skipped. */
static m2c_type resolved_decl(m2c_lowerer *L, const m2c_value *x)
{
    m2c_type t = L->src->out->decl;
    int i, j = 0, n_dyn = 0;
    for (i = 0; i < t.rank; i++) n_dyn += t.dims[i] == M2C_DYN;
    if (n_dyn <= 1) return t;
    for (i = 0; i < t.rank; i++) {
        while (j < x->shape.rank && x->shape.rank - j > t.rank - i && x->shape.dims[j] == 1 &&
               (t.dims[i] == M2C_DYN || t.dims[i] != 1))
            j++;
        if (j >= x->shape.rank) break;
        if (t.dims[i] == M2C_DYN) t.dims[i] = x->shape.dims[j];
        j++;
    }
    return t;   /* a mismatch left here is reported by the reshape */
}

/* ---- ops that make constants ---- */

static void lower_empty(m2c_lowerer *L)
{
    m2c_op *src = L->src;
    m2c_type t = src->out->decl;
    int d, k = 0;
    for (d = 0; d < t.rank; d++) {   /* tensor.empty(%h, %w): the `?` dims, in order */
        if (t.dims[d] != M2C_DYN) continue;
        if (k == src->n_in) m2c_error_at(src->loc, "tensor.empty: %d sizes for more `?` dims", src->n_in);
        t.dims[d] = const_index(L, k, "size");
        if (t.dims[d] < 1 || t.dims[d] > 0xFFFFFFFFll) m2c_error_at(src->in_loc[k], "tensor.empty: size %lld is not supported", (long long)t.dims[d]);
        k++;
    }
    if (k != src->n_in) m2c_error_at(src->loc, "tensor.empty: %d sizes for %d `?` dims", src->n_in, k);
    if (!m2c_elem_dtype(src->out->decl.elem)) {
        char s[128];
        m2c_type_str(&src->out->decl, s, sizeof s);
        m2c_error_at(src->loc, "tensor.empty: type %s is not supported", s);
    }
    /* contents are undefined: zeros will do */
    lw_alias(L, typed_const(L, &t, t.elem, NULL, 0.0, 0));
}

static void lower_fill(m2c_lowerer *L)
{
    m2c_value *c = L->src->in[0];
    const m2c_type *t = &L->src->in[1]->shape;
    double f;
    int64_t i;
    if (L->src->n_ins != 1 || L->src->n_in != 2) m2c_error_at(L->src->loc, "linalg.fill takes 1 input and 1 output");
    lw_need_tensor(L, 1);
    if (c->kind == M2C_V_ARG && c->shape.rank == 0) {   /* a scalar argument (a rank-0 input): broadcast it */
        if (c->shape.elem != M2C_F32 || t->elem != M2C_F32)
            m2c_error_at(L->src->in_loc[0], "linalg.fill: filling with the argument '%s' is only supported for f32 (it fills %s)",
                         c->name, m2c_elem_name(t->elem));
        lw_done(L, lw_op(L, M2C_OPK_BROADCAST, 1, &c), t, 1);
        return;
    }
    if (!const_scalar(c, &f, &i) || !c->shape.scalar)
        m2c_error_at(L->src->in_loc[0], "linalg.fill: the value must be a scalar constant (dynamic values are not supported)");
    if (c->shape.elem != t->elem)
        m2c_error_at(L->src->in_loc[0], "linalg.fill: a %s value for a tensor of %s", m2c_elem_name(c->shape.elem), m2c_elem_name(t->elem));
    lw_alias(L, typed_const(L, t, t->elem, NULL, f, i));
}

/* tensor.splat / tensor.from_elements of scalar constants. */
static void lower_splat(m2c_lowerer *L)
{
    m2c_op *src = L->src;
    m2c_type *t = &src->out->decl;
    double vals[NPK_MAX_OP_INPUTS];
    int64_t ivals[NPK_MAX_OP_INPUTS];
    int k;
    if (!m2c_elem_dtype(t->elem) || !m2c_type_static(t)) m2c_error_at(src->loc, "%s: only static tensors of f32, f16, bf16, f64, f8E4M3FN, f8E5M2, f8E4M3FNUZ, f8E5M2FNUZ, f8E8M0FNU, f4E2M1FN, i1, i2, i4, i8, i16, i32 or i64 are supported", src->dname);
    for (k = 0; k < src->n_in; k++) {
        if (!const_scalar(src->in[k], &vals[k], &ivals[k]))
            m2c_error_at(src->in_loc[k], "%s: operand %d must be a scalar constant (dynamic values are not supported)", src->dname, k);
        if (!m2c_elem_is_float(t->elem)) vals[k] = (double)ivals[k];
    }
    if (L->arg) {   /* from_elements */
        if ((uint64_t)src->n_in != m2c_type_count(t))
            m2c_error_at(src->loc, "tensor.from_elements: %d elements for %llu", src->n_in, (unsigned long long)m2c_type_count(t));
        lw_alias(L, typed_const_i(L, t, t->elem, vals, ivals, 0.0, 0));
        return;
    }
    if (src->n_in != 1) m2c_error_at(src->loc, "tensor.splat takes 1 operand");
    lw_alias(L, typed_const(L, t, t->elem, NULL, vals[0], ivals[0]));
}

/* ---- reshapes ---- */

/* The `?` dims of a collapse_shape / expand_shape result from the operand's
 * static dims and the reassociation groups (their sizes in list[1]): a
 * collapsed dim is the product of its group, an expanded group's one `?` is
 * the operand's dim over the group's other dims. */
static void dims_from_groups(const m2c_op *src, m2c_type *t)
{
    const m2c_type *x = &src->in[0]->shape;
    int collapse = t->rank < x->rank, g, k, at = 0, n_groups = collapse ? t->rank : x->rank;
    if (src->n_list[1] != n_groups) return;   /* a mismatch is reported by the reshape */
    for (g = 0; g < n_groups; g++) {
        int n = (int)src->list[1][g], dyn = -1;
        int64_t p = 1;
        if (at + n > (collapse ? x->rank : t->rank)) return;
        for (k = at; k < at + n; k++) {
            int64_t d = collapse ? x->dims[k] : t->dims[k];
            if (d == M2C_DYN) { if (dyn >= 0) return; dyn = k; }
            else if (d < 1 || d > (1 << 30) || (p *= d) > ((int64_t)1 << 40)) return;   /* no overflow */
        }
        if (collapse && t->dims[g] == M2C_DYN) t->dims[g] = p;
        else if (!collapse && dyn >= 0 && p > 0 && x->dims[g] % p == 0) t->dims[dyn] = x->dims[g] / p;
        at += n;
    }
}

/* collapse_shape, expand_shape, cast (L->arg = 1: may not change the rank) */
static void lower_reshape_like(m2c_lowerer *L)
{
    m2c_op *src = L->src;
    m2c_type t = src->out->decl;
    lw_arity(L, 1, 1);
    lw_need_tensor(L, 0);
    if (src->n_list[0]) {
        int i;
        if (src->n_list[0] != t.rank) m2c_error_at(src->loc, "%s: output_shape has %d elements but the result has rank %d", src->dname, src->n_list[0], t.rank);
        for (i = 0; i < t.rank; i++) if (t.dims[i] == M2C_DYN) t.dims[i] = src->list[0][i];
    }
    if (L->arg && t.rank != src->in[0]->shape.rank)
        m2c_error_at(src->loc, "tensor.cast may not change the rank");
    if (t.elem != src->in[0]->shape.elem) m2c_error_at(src->loc, "%s may not change the element type", src->dname);
    if (t.rank == src->in[0]->shape.rank) t = resolved_decl(L, src->in[0]);
    else if (src->n_list[1]) dims_from_groups(src, &t);
    lw_reshape(L, src->in[0], &t, 1);
}

/* flow.tensor.tie_shape %x : T{%d..}: %x itself; the `?` dims of T it
 * names must be the ones %x has (checked when they are constants). */
static void lower_tie_shape(m2c_lowerer *L)
{
    m2c_op *src = L->src;
    const m2c_type *t = &src->out->decl;
    m2c_type s;
    int d, k = 1;
    lw_need_tensor(L, 0);
    if (t->rank != src->in[0]->shape.rank) m2c_error_at(src->loc, "flow.tensor.tie_shape may not change the rank");
    for (d = 0; d < t->rank; d++) {
        double f;
        int64_t v;
        if (t->dims[d] != M2C_DYN) continue;
        if (k >= src->n_in) m2c_error_at(src->loc, "flow.tensor.tie_shape: fewer dims than the type's `?`s");
        if (const_scalar(src->in[k], &f, &v) && v != src->in[0]->shape.dims[d])
            m2c_error_at(src->in_loc[k], "flow.tensor.tie_shape: dim %d is %lld, the operand's is %lld", d, (long long)v,
                         (long long)src->in[0]->shape.dims[d]);
        k++;
    }
    if (k != src->n_in) m2c_error_at(src->loc, "flow.tensor.tie_shape: %d dims for the type's %d `?`s", src->n_in - 1, k - 1);
    s = src->in[0]->shape;
    lw_reshape(L, src->in[0], &s, 1);
}

/* tensor.reshape %x(%shape): the result type says the shape. */
static void lower_tensor_reshape(m2c_lowerer *L)
{
    if (L->src->n_in != 2) m2c_error_at(L->src->loc, "tensor.reshape takes a tensor and a shape");
    lw_need_tensor(L, 0);
    if (!m2c_type_static(&L->src->out->decl)) m2c_error_at(L->src->loc, "tensor.reshape: the result type must be static");
    lw_reshape(L, L->src->in[0], &L->src->out->decl, 1);
}

/* tensor.bitcast between types of one width that npk stores alike (i32
 * and ui32 are both i32): the bytes are the same. */
static void lower_bitcast(m2c_lowerer *L)
{
    lw_arity(L, 1, 1);
    lw_need_tensor(L, 0);
    if (L->src->out->decl.elem != L->src->in[0]->shape.elem)
        m2c_error_at(L->src->loc, "tensor.bitcast from %s to %s is not supported", m2c_elem_name(L->src->in[0]->shape.elem),
                     m2c_elem_name(L->src->out->decl.elem));
    {
        m2c_type t = resolved_decl(L, L->src->in[0]);
        lw_reshape(L, L->src->in[0], &t, 1);
    }
}

/* arith.truncf / extf / sitofp on whole tensors: the cast op, whose float
 * rounding is MLIR's (nearest even; the 8/4-bit types by their rules in
 * npk_minifloat_impl.h). fptosi/fptoui are not here: they truncate toward
 * zero, cast rounds. */
static void lower_float_cast(m2c_lowerer *L)
{
    int from, to;
    lw_arity(L, 1, 1);
    lw_need_tensor(L, 0);
    from = L->src->in[0]->shape.elem;
    to = L->src->out->decl.elem;
    if (!m2c_elem_dtype(to) || L->src->out->decl.scalar)
        m2c_error_at(L->src->loc, "%s to %s is not supported", L->src->dname, m2c_elem_name(to));
    if (L->arg ? !m2c_elem_is_int(from) || from == M2C_I1 || !m2c_elem_is_float(to)
               : !m2c_elem_is_float(from) || !m2c_elem_is_float(to))
        m2c_error_at(L->src->loc, "%s from %s to %s is not supported", L->src->dname, m2c_elem_name(from), m2c_elem_name(to));
    lw_cast(L, L->src->in[0], to, 1);
}

/* x's bytes read as element type `to` (a bitwise cast op). */
static m2c_value *bitwise_cast(m2c_lowerer *L, m2c_value *x, int to, int final)
{
    m2c_op *op = lw_op(L, M2C_OPK_TCP, 1, &x);
    m2c_set_op(op, NPK_OP_CAST);
    op->attr.cast.to = (int32_t)m2c_elem_dtype(to);
    op->attr.cast.bitwise = 1;
    return lw_done(L, op, NULL, final);
}

/* arith.bitcast on whole tensors: the bytes kept (a bitwise cast op);
 * the element types must take the same bytes in the .tcp (f8 <-> i8,
 * f32 <-> i32, f4E2M1FN <-> i4). */
static void lower_arith_bitcast(m2c_lowerer *L)
{
    int from, to;
    m2c_value *x;
    lw_arity(L, 1, 1);
    lw_need_tensor(L, 0);
    x = L->src->in[0];
    from = x->shape.elem;
    to = L->src->out->decl.elem;
    if (!m2c_elem_dtype(to) || L->src->out->decl.scalar || m2c_elem_bytes(from) != m2c_elem_bytes(to) ||
        (from == M2C_I1) != (to == M2C_I1) || ((from == M2C_I4 || from == M2C_F4E2M1FN) != (to == M2C_I4 || to == M2C_F4E2M1FN)) ||
        ((from == M2C_I2) != (to == M2C_I2)))
        m2c_error_at(L->src->loc, "%s from %s to %s is not supported (only between types of one width)", L->src->dname,
                     m2c_elem_name(from), m2c_elem_name(to));
    if (from == to) { lw_alias(L, x); return; }
    bitwise_cast(L, x, to, 1);
}

/* a fn b on i8 tensors (NPK_IBIN_*), b a one-element constant broadcast */
static m2c_value *ibin_const(m2c_lowerer *L, int fn, m2c_value *a, int64_t b)
{
    m2c_value *in[2];
    m2c_type t;
    m2c_op *op;
    int d;
    memset(&t, 0, sizeof t);
    t.rank = a->shape.rank;
    for (d = 0; d < t.rank; d++) t.dims[d] = 1;
    in[0] = a;
    in[1] = typed_const(L, &t, a->shape.elem, NULL, (double)b, b);
    op = lw_op(L, M2C_OPK_TCP, 2, in);
    m2c_set_op(op, NPK_OP_IBINARY);
    op->attr.ibinary.fn = fn;
    return lw_done(L, op, NULL, 0);
}

/* Packs a 4-bit tensor (f4E2M1FN or i4, held a byte each: its code in the
 * low 4 bits) into i8, two elements a byte in flat order, the first in the
 * low 4 bits: byte = (code0 & 15) | code1 << 4, on i8 values. */
static void pack_nibbles(m2c_lowerer *L, m2c_value *x)
{
    int64_t n = (int64_t)m2c_type_count(&x->shape), start[2] = { 0, 0 }, size[2];
    m2c_type pairs;
    m2c_value *lo, *hi, *or_in[2];
    m2c_op *op;
    if (x->shape.elem == M2C_F4E2M1FN) x = bitwise_cast(L, x, M2C_I4, 0);
    x = lw_cast(L, x, M2C_I8, 0); /* i4 -8..7 to the same value in i8: its low 4 bits are the code */
    memset(&pairs, 0, sizeof pairs);
    pairs.rank = 2;
    pairs.dims[0] = n / 2;
    pairs.dims[1] = 2;
    pairs.elem = M2C_I8;
    x = lw_reshape(L, x, &pairs, 0);
    size[0] = n / 2;
    size[1] = 1;
    lo = ibin_const(L, NPK_IBIN_AND, lw_slice(L, x, start, size), 15);
    start[1] = 1;
    hi = ibin_const(L, NPK_IBIN_SHL, lw_slice(L, x, start, size), 4);
    or_in[0] = lo;
    or_in[1] = hi;
    op = lw_op(L, M2C_OPK_TCP, 2, or_in);
    m2c_set_op(op, NPK_OP_IBINARY);
    op->attr.ibinary.fn = NPK_IBIN_OR;
    lw_reshape(L, lw_done(L, op, NULL, 0), &L->src->out->decl, 1);
}

/* flow.tensor.bitcast (IREE): a tensor's bytes as another type. Between
 * element types of one width it is arith.bitcast; i8 to f4E2M1FN or i4
 * (two elements a byte, the low 4 bits first) only of a constant, unpacked
 * here; f4E2M1FN or i4 to i8 packed by integer ops (pack_nibbles). npk
 * holds 4-bit elements a byte each, so unpacking values computed at run
 * time is not supported. */
static void lower_flow_bitcast(m2c_lowerer *L)
{
    m2c_value *x;
    int to, from;
    uint64_t n, k;
    lw_arity(L, 1, 1);
    lw_need_tensor(L, 0);
    x = m2c_resolve(L->src->in[0]);
    from = x->shape.elem;
    to = L->src->out->decl.elem;
    if (!m2c_type_static(&L->src->out->decl)) m2c_error_at(L->src->loc, "%s: the result type must be static", L->src->dname);
    n = m2c_type_count(&x->shape);
    if (m2c_type_count(&L->src->out->decl) == n) { lower_arith_bitcast(L); return; }
    if ((from == M2C_F4E2M1FN || from == M2C_I4) && to == M2C_I8 && n % 2 == 0 &&
        m2c_type_count(&L->src->out->decl) == n / 2) {
        pack_nibbles(L, x);
        return;
    }
    if (from != M2C_I8 || (to != M2C_F4E2M1FN && to != M2C_I4) || m2c_type_count(&L->src->out->decl) != 2 * n)
        m2c_error_at(L->src->loc, "%s from %s to %s is not supported (npk holds 4-bit types a byte each: only a constant i8 "
                     "tensor unpacks to twice as many f4E2M1FN or i4, and an even number of those packs to half as many i8)", L->src->dname, m2c_elem_name(from), m2c_elem_name(to));
    if (x->kind != M2C_V_CONST || !x->cbuf || !x->cbuf->raw)
        m2c_error_at(L->src->loc, "%s: unpacking 4-bit elements of a value computed at run time is not supported (only of a "
                     "constant)", L->src->dname);
    {
        double *v = (double *)m2c_alloc((size_t)(2 * n) * sizeof(double) + 8);
        int64_t *iv = (int64_t *)m2c_alloc((size_t)(2 * n) * sizeof(int64_t) + 8);
        const unsigned char *raw = (const unsigned char *)x->cbuf->raw;
        for (k = 0; k < 2 * n; k++) {
            unsigned nib = (raw[k / 2] >> (k % 2 ? 4 : 0)) & 0xFu;
            iv[k] = (int64_t)(nib ^ 8u) - 8;
            v[k] = to == M2C_I4 ? (double)iv[k] : m2c_float_from_bits(nib, M2C_F4E2M1FN);
        }
        lw_alias(L, typed_const_i(L, &L->src->out->decl, to, v, iv, 0.0, 0));
        m2c_free(v);
        m2c_free(iv);
    }
}

static void lower_copy(m2c_lowerer *L)
{
    if (L->src->n_ins != 1 || L->src->n_in != 2) m2c_error_at(L->src->loc, "linalg.copy takes 1 input and 1 output");
    lw_need_tensor(L, 0);
    if (!m2c_type_equal(&L->src->in[0]->shape, &L->src->in[1]->shape)) m2c_error_at(L->src->loc, "linalg.copy: shapes differ");
    lw_alias(L, L->src->in[0]);
}

/* ---- pad, slices ---- */

static m2c_value *pad_op(m2c_lowerer *L, m2c_value *x, const int64_t *lo, const int64_t *hi, double v)
{
    m2c_op *op = lw_op(L, M2C_OPK_TCP, 1, &x);
    int d;
    m2c_set_op(op, NPK_OP_PAD);
    for (d = 0; d < x->shape.rank; d++) {
        if (lo[d] < 0 || hi[d] < 0) m2c_error_at(L->src->loc, "%s: padding must not be negative", L->src->dname);
        NPK_PAD_BEFORE(op)[d] = lw_i32(L, lo[d], "padding");
        NPK_PAD_AFTER(op)[d] = lw_i32(L, hi[d], "padding");
    }
    op->attr.pad.value = (float)v;
    return lw_done(L, op, NULL, 0);
}

/* The value a tensor.pad region yields: a constant. */
static double pad_value(const m2c_op *pad)
{
    const m2c_body *b = pad->body;
    const m2c_sval *v = &b->vals[b->yield];
    if (v->kind == M2C_S_CAP) {
        double f;
        int64_t i;
        if (const_scalar(v->cap, &f, &i)) return f;
    }
    if (v->kind == M2C_S_OP && b->ops[v->op].is_const) return b->ops[v->op].cval;
    m2c_error_at(b->yield_loc, "tensor.pad must yield a constant (a computed pad value is not supported)");
    return 0;
}

/* A pad op; a conv or pool reading it takes it as its padding where it can. */
static void lower_pad(m2c_lowerer *L)
{
    m2c_op *src = L->src;
    m2c_value *x;
    double v;
    lw_arity(L, 1, 1);
    x = src->in[0];
    lw_need_tensor(L, 0);
    if (!src->body) m2c_error_at(src->loc, "tensor.pad needs a region yielding the pad value");
    v = pad_value(src);
    if (v != v) m2c_error_at(src->loc, "tensor.pad: the pad value must not be NaN");
    if ((double)(float)v != v && !m2c_elem_is_narrow_float(x->shape.elem))   /* the pad op holds an f32 */
        m2c_error_at(src->loc, "tensor.pad: the pad value %.17g is not exact in f32, which is not supported", v);
    if (src->n_list[0] != x->shape.rank || src->n_list[1] != x->shape.rank)
        m2c_error_at(src->loc, "tensor.pad: low and high need %d elements", x->shape.rank);
    {
        m2c_value *y = pad_op(L, x, src->list[0], src->list[1], v);
        m2c_type t = resolved_decl(L, y);
        lw_reshape(L, y, &t, 1);
    }
}

/* offsets, sizes, strides of extract_slice (first = 1) / insert_slice (2), checked against dims. */
static void slice_lists(m2c_lowerer *L, int first, const m2c_type *t, int64_t *off, int64_t *size, int64_t *stride)
{
    int n0 = mixed_list(L, "static_offsets", first, off, 1);
    int n1 = mixed_list(L, "static_sizes", first + 1, size, 1);
    int n2 = mixed_list(L, "static_strides", first + 2, stride, 1);
    int d;
    if (n0 != t->rank || n1 != t->rank || n2 != t->rank)
        m2c_error_at(L->src->loc, "%s: offsets, sizes and strides need %d elements (the rank), got %d, %d and %d",
                     L->src->dname, t->rank, n0, n1, n2);
    for (d = 0; d < t->rank; d++)
        if (off[d] < 0 || size[d] < 1 || stride[d] < 1 || off[d] + (size[d] - 1) * stride[d] >= t->dims[d])
            m2c_error_at(L->src->loc, "%s: dim %d: offset %lld, size %lld, stride %lld do not fit the extent %lld", L->src->dname,
                         d, (long long)off[d], (long long)size[d], (long long)stride[d], (long long)t->dims[d]);
}

/* tensor.extract_slice: a slice op; a dim with stride s > 1 is then padded
 * to size * s, split into [size, s] and its first column kept. */
static void lower_extract_slice(m2c_lowerer *L)
{
    m2c_value *x;
    int64_t off[NPK_MAX_RANK], size[NPK_MAX_RANK], stride[NPK_MAX_RANK], len[NPK_MAX_RANK] = { 0 };
    int r, d;
    lw_arity(L, 1, NPK_MAX_OP_INPUTS);
    x = L->src->in[0];
    r = x->shape.rank;
    lw_need_tensor(L, 0);
    slice_lists(L, 1, &x->shape, off, size, stride);
    for (d = 0; d < r; d++) {
        len[d] = size[d] * stride[d];
        if (len[d] > x->shape.dims[d] - off[d]) len[d] = x->shape.dims[d] - off[d];
    }
    x = lw_slice(L, x, off, len);
    for (d = 0; d < r; d++) {
        int64_t lo[NPK_MAX_RANK] = { 0 }, hi[NPK_MAX_RANK] = { 0 }, st[NPK_MAX_RANK + 1] = { 0 }, sz[NPK_MAX_RANK + 1];
        m2c_type t = x->shape;
        int k;
        if (stride[d] == 1) continue;
        if (r == NPK_MAX_RANK) m2c_error_at(L->src->loc, "%s: strides need a tensor of rank below %d", L->src->dname, NPK_MAX_RANK);
        hi[d] = size[d] * stride[d] - len[d];
        if (hi[d]) x = pad_op(L, x, lo, hi, 0.0);
        t = x->shape;
        for (k = r; k > d + 1; k--) t.dims[k] = t.dims[k - 1];
        t.rank = r + 1;
        t.dims[d] = size[d];
        t.dims[d + 1] = stride[d];
        x = lw_reshape(L, x, &t, 0);
        for (k = 0; k <= r; k++) sz[k] = t.dims[k];
        sz[d + 1] = 1;
        x = lw_slice(L, x, st, sz);
        t.dims[d + 1] = 1;
        for (k = d + 1; k < r; k++) t.dims[k] = t.dims[k + 1];
        t.rank = r;
        x = lw_reshape(L, x, &t, 0);
    }
    {
        m2c_type t = resolved_decl(L, x);
        lw_reshape(L, x, &t, 1);
    }
}

/* dst with src (already of dst's rank) written at off: src padded to dst's
 * shape, then select(mask, padded, dst) with a constant i1 mask. stride
 * (NULL: all 1): x is already spread out (strided_spread); the mask takes
 * every stride-th element of its box. */
static void insert_box(m2c_lowerer *L, m2c_value *x, m2c_value *dst, const int64_t *off, const int64_t *stride)
{
    const m2c_type *t = &dst->shape;
    int64_t hi[NPK_MAX_RANK];
    m2c_value *in[3];
    double *mask;
    uint64_t n = m2c_type_count(t), k;
    int d, whole = 1;
    m2c_op *op;
    for (d = 0; d < t->rank; d++) {
        hi[d] = t->dims[d] - off[d] - x->shape.dims[d];
        if (off[d] || hi[d]) whole = 0;
    }
    if (whole && !stride) { lw_reshape(L, x, t, 1); return; }
    mask = (double *)m2c_alloc((size_t)n * sizeof(double));
    for (k = 0; k < n; k++) {
        uint64_t rem = k;
        int inside = 1;
        for (d = t->rank - 1; d >= 0; d--) {
            int64_t c = (int64_t)(rem % (uint64_t)t->dims[d]);
            rem /= (uint64_t)t->dims[d];
            if (c < off[d] || c >= off[d] + x->shape.dims[d] || (stride && (c - off[d]) % stride[d])) inside = 0;
        }
        mask[k] = inside;
    }
    in[0] = typed_const(L, t, M2C_I1, mask, 0.0, 0);
    m2c_free(mask);
    in[1] = pad_op(L, x, off, hi, 0.0);
    in[2] = dst;
    op = lw_op(L, M2C_OPK_TCP, 3, in);
    m2c_set_op(op, NPK_OP_SELECT);
    lw_done(L, op, NULL, 1);
}

/* x with stride[d] - 1 zeros after each element of every strided dim d
 * (and none after the last): reshape [n] -> [n, 1], pad to [n, s], reshape
 * to [n * s], slice to (n - 1) * s + 1. */
static m2c_value *strided_spread(m2c_lowerer *L, m2c_value *x, const int64_t *stride)
{
    int r = x->shape.rank, d, k;
    for (d = 0; d < r; d++) {
        int64_t lo[NPK_MAX_RANK + 1] = { 0 }, hi[NPK_MAX_RANK + 1] = { 0 }, st[NPK_MAX_RANK] = { 0 }, sz[NPK_MAX_RANK];
        m2c_type t = x->shape;
        if (stride[d] == 1) continue;
        if (r == NPK_MAX_RANK) m2c_error_at(L->src->loc, "%s: strides need a tensor of rank below %d", L->src->dname, NPK_MAX_RANK);
        for (k = r; k > d + 1; k--) t.dims[k] = t.dims[k - 1];
        t.rank = r + 1;
        t.dims[d + 1] = 1;
        x = lw_reshape(L, x, &t, 0);
        hi[d + 1] = stride[d] - 1;
        x = pad_op(L, x, lo, hi, 0.0);
        t = x->shape;
        t.dims[d] *= t.dims[d + 1];
        for (k = d + 1; k < r; k++) t.dims[k] = t.dims[k + 1];
        t.rank = r;
        x = lw_reshape(L, x, &t, 0);
        for (k = 0; k < r; k++) sz[k] = x->shape.dims[k];
        sz[d] -= stride[d] - 1;
        x = lw_slice(L, x, st, sz);
    }
    return x;
}

static void lower_insert_slice(m2c_lowerer *L)
{
    m2c_value *x, *dst;
    int64_t off[NPK_MAX_RANK], size[NPK_MAX_RANK], stride[NPK_MAX_RANK];
    m2c_type t;
    int d;
    lw_arity(L, 2, NPK_MAX_OP_INPUTS);
    x = L->src->in[0];
    dst = L->src->in[1];
    lw_need_tensor(L, 0);
    lw_need_tensor(L, 1);
    if (x->shape.elem != dst->shape.elem) m2c_error_at(L->src->loc, "tensor.insert_slice: source and destination types differ");
    slice_lists(L, 2, &dst->shape, off, size, stride);
    memset(&t, 0, sizeof t);
    t.rank = dst->shape.rank;
    for (d = 0; d < t.rank; d++) t.dims[d] = size[d];
    t.elem = x->shape.elem;
    if (m2c_type_count(&t) != m2c_type_count(&x->shape)) m2c_error_at(L->src->loc, "tensor.insert_slice: the sizes do not match the source");
    x = lw_reshape(L, x, &t, 0);
    for (d = 0; d < t.rank; d++)
        if (stride[d] != 1) break;
    if (d < t.rank) {
        x = strided_spread(L, x, stride);
        insert_box(L, x, dst, off, stride);
        return;
    }
    insert_box(L, x, dst, off, NULL);
}

/* tensor.insert %x into %t[%i, ...]: a one-element insert_slice. */
static void lower_insert(m2c_lowerer *L)
{
    m2c_value *dst;
    int64_t off[NPK_MAX_RANK];
    m2c_type one;
    double f;
    int64_t iv;
    int d;
    lw_arity(L, 2, NPK_MAX_OP_INPUTS);
    dst = L->src->in[1];
    lw_need_tensor(L, 1);
    if (L->src->n_in != 2 + dst->shape.rank) m2c_error_at(L->src->loc, "tensor.insert needs %d indices", dst->shape.rank);
    if (!const_scalar(L->src->in[0], &f, &iv))
        m2c_error_at(L->src->in_loc[0], "tensor.insert: the value must be a scalar constant (dynamic values are not supported)");
    memset(&one, 0, sizeof one);
    one.rank = dst->shape.rank;
    for (d = 0; d < one.rank; d++) {
        one.dims[d] = 1;
        off[d] = const_index(L, 2 + d, "index");
        if (off[d] < 0 || off[d] >= dst->shape.dims[d]) m2c_error_at(L->src->in_loc[2 + d], "tensor.insert: index %lld is out of range", (long long)off[d]);
    }
    insert_box(L, typed_const(L, &one, dst->shape.elem, NULL, f, iv), dst, off, NULL);
}

/* tensor.extract (or memref.load) at constant indices: of a constant tensor a
 * scalar constant, of a computed one a rank-0 tensor. */
static void lower_extract(m2c_lowerer *L)
{
    m2c_value *x;
    const m2c_type *t;
    uint64_t k = 0;
    int64_t start[NPK_MAX_RANK], ones[NPK_MAX_RANK];
    int d, es;
    m2c_cbuf *cb;
    lw_arity(L, 1, NPK_MAX_OP_INPUTS);
    x = m2c_resolve(L->src->in[0]);
    t = &x->shape;
    es = m2c_elem_bytes(t->elem);
    if (L->src->n_in != 1 + t->rank) m2c_error_at(L->src->loc, "%s needs %d indices", L->src->dname, t->rank);
    for (d = 0; d < t->rank; d++) {
        int64_t i = const_index(L, 1 + d, "index");
        if (i < 0 || i >= t->dims[d]) m2c_error_at(L->src->in_loc[1 + d], "%s: index %lld is out of range", L->src->dname, (long long)i);
        k = k * (uint64_t)t->dims[d] + (uint64_t)i;
        start[d] = i;
        ones[d] = 1;
    }
    if (x->kind != M2C_V_CONST || !x->cbuf->data) {
        /* a computed tensor: the element as a rank-0 tensor, the form runtime numbers take */
        m2c_type r0;
        memset(&r0, 0, sizeof r0);
        lw_alias(L, lw_reshape(L, lw_slice(L, x, start, ones), &r0, 0));
        return;
    }
    cb = (m2c_cbuf *)m2c_alloc(sizeof *cb);
    cb->count = 1;
    cb->elem = t->elem;
    cb->data = (float *)m2c_alloc(sizeof(float));
    cb->data[0] = x->cbuf->data[k];
    if (x->cbuf->raw) {
        cb->raw = m2c_alloc(8);
        memcpy(cb->raw, (const unsigned char *)x->cbuf->raw + k * (uint64_t)es, (size_t)es);
    }
    {
        m2c_type s = L->src->out->decl;
        lw_alias(L, m2c_new_const(L->src->out->name, L->src->loc, &s, cb));
    }
}

/* tensor.dim of a static dim, arith.index_cast of a constant: constants. */
static void lower_dim(m2c_lowerer *L)
{
    int64_t d;
    m2c_type s = L->src->out->decl;
    lw_arity(L, 2, 2);
    d = const_index(L, 1, "dimension");
    if (d < 0 || d >= L->src->in[0]->shape.rank) m2c_error_at(L->src->in_loc[1], "tensor.dim: dimension %lld is out of range", (long long)d);
    s.scalar = 1;
    lw_alias(L, typed_const(L, &s, M2C_INDEX, NULL, (double)L->src->in[0]->shape.dims[d], L->src->in[0]->shape.dims[d]));
    L->src->out->repl->decl = L->src->out->repl->shape = s;
}

static void lower_index_cast(m2c_lowerer *L)
{
    int64_t v;
    m2c_type s = L->src->out->decl;
    lw_arity(L, 1, 1);
    v = const_index(L, 0, "operand");
    if (!s.scalar) m2c_error_at(L->src->loc, "%s of tensors is not supported", L->src->dname);
    lw_alias(L, typed_const(L, &s, s.elem, NULL, (double)v, v));
    L->src->out->repl->decl = L->src->out->repl->shape = s;
}

/* Integer arithmetic on index constants (sizes computed from tensor.dim):
 * folded here; on tensors it is not supported. */
enum { IX_ADD, IX_SUB, IX_MUL, IX_DIV, IX_CEILDIV, IX_FLOORDIV, IX_REM, IX_MIN, IX_MAX, IX_UNSIGNED = 16 };
static void lower_index_arith(m2c_lowerer *L)
{
    int64_t a, b, r = 0;
    m2c_type s = L->src->out->decl;
    lw_arity(L, 2, 2);
    if (!s.scalar || s.elem != M2C_INDEX)
        m2c_error_at(L->src->loc, "%s is supported on index constants only (not on %s)", L->src->dname, m2c_elem_name(s.elem));
    a = const_index(L, 0, "operand");
    b = const_index(L, 1, "operand");
    /* the unsigned forms agree with the signed ones on the sizes they see */
    if ((L->arg & IX_UNSIGNED) && (a < 0 || b < 0))
        m2c_error_at(L->src->loc, "%s of a negative index is not supported", L->src->dname);
    L->arg &= ~IX_UNSIGNED;
    if (a < INT32_MIN || a > INT32_MAX || b < INT32_MIN || b > INT32_MAX)   /* sizes: no int64 overflow below */
        m2c_error_at(L->src->loc, "%s: index values beyond 32 bits are not supported", L->src->dname);
    if ((L->arg == IX_DIV || L->arg == IX_CEILDIV || L->arg == IX_FLOORDIV || L->arg == IX_REM) && b == 0)
        m2c_error_at(L->src->loc, "%s: division by zero", L->src->dname);
    switch (L->arg) {
    case IX_ADD: r = a + b; break;
    case IX_SUB: r = a - b; break;
    case IX_MUL: r = a * b; break;
    case IX_DIV: r = a / b; break;
    case IX_CEILDIV: r = a / b + ((a % b != 0) && ((a < 0) == (b < 0))); break;
    case IX_FLOORDIV: r = a / b - ((a % b != 0) && ((a < 0) != (b < 0))); break;
    case IX_REM: r = a % b; break;
    case IX_MIN: r = a < b ? a : b; break;
    default: r = a > b ? a : b; break;
    }
    lw_alias(L, typed_const(L, &s, M2C_INDEX, NULL, (double)r, r));
    L->src->out->repl->decl = L->src->out->repl->shape = s;
}

/* tensor.concat dim(d): concat ops of up to 6 operands at a time. */
static void lower_concat(m2c_lowerer *L)
{
    m2c_attr *a = lw_attr(L, "dim");
    m2c_value *in[NPK_MAX_OP_INPUTS], *acc = NULL;
    int i = 0, k;
    lw_arity(L, 1, NPK_MAX_OP_INPUTS);
    for (k = 0; k < L->src->n_in; k++) {
        lw_need_tensor(L, k);
        if (L->src->in[k]->shape.elem != L->src->in[0]->shape.elem) m2c_error_at(L->src->in_loc[k], "tensor.concat: operand types differ");
    }
    if (!a || a->kind != M2C_ATTR_INT || a->i < 0 || a->i >= L->src->in[0]->shape.rank)
        m2c_error_at(a ? a->vloc : L->src->loc, "tensor.concat needs dim(d) with d below the rank");
    while (i < L->src->n_in) {
        int n = 0;
        m2c_op *op;
        if (acc) in[n++] = acc;
        while (n < 6 && i < L->src->n_in) in[n++] = L->src->in[i++];
        op = lw_op(L, M2C_OPK_TCP, n, in);
        m2c_set_op(op, NPK_OP_CONCAT);
        op->attr.concat.axis = (int32_t)a->i;
        acc = lw_done(L, op, NULL, i == L->src->n_in);
    }
}

/* ---- linalg.pack / unpack ---- */

/* inner_dims_pos, outer_dims_perm and the static tiles of a pack/unpack
 * whose source (pack) or result (unpack) has rank r. */
static int pack_attrs(m2c_lowerer *L, int r, int64_t *pos, int64_t *outer, int64_t *tile)
{
    m2c_attr *p = lw_attr(L, "inner_dims_pos"), *o = lw_attr(L, "outer_dims_perm");
    int n, k, seen[NPK_MAX_RANK] = { 0 };
    if (!p || p->kind != M2C_ATTR_ARRAY || !p->all_int) m2c_error_at(p ? p->vloc : L->src->loc, "%s needs inner_dims_pos", L->src->dname);
    n = mixed_list(L, "static_inner_tiles", 3, tile, 1);
    if (n != p->n || n > r) m2c_error_at(p->vloc, "%s: inner_dims_pos and inner_tiles differ in length", L->src->dname);
    if (r + n > NPK_MAX_RANK) m2c_error_at(L->src->loc, "%s: the packed rank %d is above %d", L->src->dname, r + n, NPK_MAX_RANK);
    for (k = 0; k < n; k++) {
        pos[k] = p->ints[k];
        if (pos[k] < 0 || pos[k] >= r || seen[pos[k]]++) m2c_error_at(p->vloc, "%s: bad inner_dims_pos", L->src->dname);
        if (tile[k] < 1) m2c_error_at(L->src->loc, "%s: inner tiles must be positive", L->src->dname);
    }
    memset(seen, 0, sizeof seen);
    for (k = 0; k < r; k++) outer[k] = k;
    if (o) {
        if (o->kind != M2C_ATTR_ARRAY || !o->all_int || o->n != r) m2c_error_at(o->vloc, "%s: outer_dims_perm needs %d elements", L->src->dname, r);
        for (k = 0; k < r; k++) {
            outer[k] = o->ints[k];
            if (outer[k] < 0 || outer[k] >= r || seen[outer[k]]++) m2c_error_at(o->vloc, "%s: bad outer_dims_perm", L->src->dname);
        }
    }
    return n;
}

/* The packed shape must be the declared one dim by dim (the same count
 * in another layout would be silently wrong). */
static void check_packed(m2c_lowerer *L, const m2c_type *got, const m2c_type *decl)
{
    int d;
    if (got->rank != decl->rank) m2c_error_at(L->src->loc, "%s: the result has rank %d, the packed source %d", L->src->dname, decl->rank, got->rank);
    for (d = 0; d < got->rank; d++)
        if (decl->dims[d] != M2C_DYN && decl->dims[d] != got->dims[d])
            m2c_error_at(L->src->loc, "%s: result dim %d is %lld, the packed source gives %lld", L->src->dname, d,
                         (long long)decl->dims[d], (long long)got->dims[d]);
}

/* pack: pad each tiled dim up to a multiple of its tile, split it into
 * [dim / tile, tile], and transpose to (outer dims permuted, tiles in
 * inner_dims_pos order). */
static void lower_pack(m2c_lowerer *L)
{
    m2c_value *x;
    int64_t pos[NPK_MAX_RANK], outer[NPK_MAX_RANK], tile[NPK_MAX_RANK], lo[NPK_MAX_RANK] = { 0 }, hi[NPK_MAX_RANK] = { 0 };
    int64_t tile_of[NPK_MAX_RANK], perm[NPK_MAX_RANK], where[NPK_MAX_RANK];
    int r, n, k, d, padded = 0, j = 0;
    double pv = 0.0;
    m2c_type t;
    lw_arity(L, 2, NPK_MAX_OP_INPUTS);
    x = L->src->in[0];
    r = x->shape.rank;
    lw_need_tensor(L, 0);
    n = pack_attrs(L, r, pos, outer, tile);
    for (d = 0; d < r; d++) tile_of[d] = 0;
    for (k = 0; k < n; k++) tile_of[pos[k]] = tile[k];
    for (d = 0; d < r; d++)
        if (tile_of[d] && x->shape.dims[d] % tile_of[d]) { hi[d] = tile_of[d] - x->shape.dims[d] % tile_of[d]; padded = 1; }
    if (padded) {
        int64_t iv;
        m2c_attr *seg = lw_attr(L, "operandSegmentSizes");
        if (!seg) seg = lw_attr(L, "operand_segment_sizes");
        if (!seg || seg->n < 3 || seg->ints[2] != 1 || L->src->n_in < 3 || !const_scalar(L->src->in[2], &pv, &iv))
            m2c_error_at(L->src->loc, "%s: the tiles do not divide the source and there is no constant padding_value", L->src->dname);
        if (pv != pv || (double)(float)pv != pv)   /* the pad op holds an f32 */
            m2c_error_at(L->src->in_loc[2], "%s: padding_value %.17g is not supported (NaN or not exact in f32)", L->src->dname, pv);
        x = pad_op(L, x, lo, hi, pv);
    }
    /* split: dim d becomes [d/t, t] when tiled */
    memset(&t, 0, sizeof t);
    for (d = 0; d < r; d++) {
        where[d] = j;
        if (tile_of[d]) { t.dims[j++] = x->shape.dims[d] / tile_of[d]; t.dims[j++] = tile_of[d]; }
        else t.dims[j++] = x->shape.dims[d];
    }
    t.rank = j;
    x = lw_reshape(L, x, &t, 0);
    for (k = 0; k < r; k++) perm[k] = where[outer[k]];
    for (k = 0; k < n; k++) perm[r + k] = where[pos[k]] + 1;
    for (k = 0; k < j && perm[k] == k; k++) {}
    if (k < j) x = lw_transpose(L, x, perm, 0);
    check_packed(L, &x->shape, &L->src->out->decl);
    {
        m2c_type t = resolved_decl(L, x);
        lw_reshape(L, x, &t, 1);
    }
}

/* unpack: the inverse: transpose back to [d/t, t] pairs, merge, and slice
 * off the padding. */
static void lower_unpack(m2c_lowerer *L)
{
    m2c_value *x;
    const m2c_type *out;
    int64_t pos[NPK_MAX_RANK], outer[NPK_MAX_RANK], tile[NPK_MAX_RANK], tile_of[NPK_MAX_RANK], inv[2 * NPK_MAX_RANK];
    int64_t st[NPK_MAX_RANK] = { 0 }, sz[NPK_MAX_RANK];
    int r, n, k, d, j = 0;
    m2c_type t;
    lw_arity(L, 2, NPK_MAX_OP_INPUTS);
    x = L->src->in[0];
    out = &L->src->in[1]->shape;
    r = out->rank;
    lw_need_tensor(L, 0);
    n = pack_attrs(L, r, pos, outer, tile);
    if (x->shape.rank != r + n) m2c_error_at(L->src->in_loc[0], "%s: the source must have rank %d", L->src->dname, r + n);
    for (k = 0; k < n; k++)
        if (x->shape.dims[r + k] != tile[k])
            m2c_error_at(L->src->in_loc[0], "%s: source dim %d is %lld but its inner tile is %lld", L->src->dname, r + k,
                         (long long)x->shape.dims[r + k], (long long)tile[k]);
    for (d = 0; d < r; d++) tile_of[d] = 0;
    for (k = 0; k < n; k++) tile_of[pos[k]] = tile[k];
    /* source dim of each [outer d, (tile d)] in the split order */
    for (d = 0; d < r; d++) {
        for (k = 0; k < r; k++) if (outer[k] == d) inv[j++] = k;
        if (tile_of[d]) for (k = 0; k < n; k++) if (pos[k] == d) inv[j++] = r + k;
    }
    for (k = 0; k < j && inv[k] == k; k++) {}
    if (k < j) x = lw_transpose(L, x, inv, 0);
    memset(&t, 0, sizeof t);
    t.rank = r;
    for (d = 0, k = 0; d < r; d++) {
        t.dims[d] = x->shape.dims[k++];
        if (tile_of[d]) t.dims[d] *= x->shape.dims[k++];
        sz[d] = out->dims[d];
        if (sz[d] > t.dims[d]) m2c_error_at(L->src->loc, "%s: the result is larger than the tiles", L->src->dname);
    }
    x = lw_reshape(L, x, &t, 0);
    x = lw_slice(L, x, st, sz);
    {
        m2c_type t = resolved_decl(L, x);
        lw_reshape(L, x, &t, 1);
    }
}

/* The tensor ops mlir2c reads: name, lowering, its argument. */
const m2c_lowering m2c_tensor_lowerings[] = {
    { "tensor.empty", lower_empty, 0 },
    { "tensor.collapse_shape", lower_reshape_like, 0 },
    { "tensor.expand_shape", lower_reshape_like, 0 },
    { "tensor.cast", lower_reshape_like, 1 },
    { "flow.tensor.tie_shape", lower_tie_shape, 0 },
    { "tensor.bitcast", lower_bitcast, 0 },
    { "tensor.pad", lower_pad, 0 },
    { "tensor.reshape", lower_tensor_reshape, 0 },
    { "tensor.splat", lower_splat, 0 },
    { "tensor.from_elements", lower_splat, 1 },
    { "tensor.extract_slice", lower_extract_slice, 0 },
    { "tensor.insert_slice", lower_insert_slice, 0 },
    { "tensor.insert", lower_insert, 0 },
    { "tensor.extract", lower_extract, 0 },
    { "memref.load", lower_extract, 0 },
    { "tensor.dim", lower_dim, 0 },
    { "tensor.concat", lower_concat, 0 },
    { "arith.truncf", lower_float_cast, 0 },
    { "arith.extf", lower_float_cast, 0 },
    { "arith.sitofp", lower_float_cast, 1 },
    { "arith.bitcast", lower_arith_bitcast, 0 },
    { "flow.tensor.bitcast", lower_flow_bitcast, 0 },
    { "arith.index_cast", lower_index_cast, 0 },
    { "arith.index_castui", lower_index_cast, 0 },
    { "arith.addi", lower_index_arith, IX_ADD },
    { "arith.subi", lower_index_arith, IX_SUB },
    { "arith.muli", lower_index_arith, IX_MUL },
    { "arith.divui", lower_index_arith, IX_DIV | IX_UNSIGNED },
    { "arith.divsi", lower_index_arith, IX_DIV },
    { "arith.ceildivui", lower_index_arith, IX_CEILDIV | IX_UNSIGNED },
    { "arith.ceildivsi", lower_index_arith, IX_CEILDIV },
    { "arith.floordivsi", lower_index_arith, IX_FLOORDIV },
    { "arith.remui", lower_index_arith, IX_REM | IX_UNSIGNED },
    { "arith.remsi", lower_index_arith, IX_REM },
    { "arith.minui", lower_index_arith, IX_MIN | IX_UNSIGNED },
    { "arith.minsi", lower_index_arith, IX_MIN },
    { "arith.maxui", lower_index_arith, IX_MAX | IX_UNSIGNED },
    { "arith.maxsi", lower_index_arith, IX_MAX },
    { "linalg.fill", lower_fill, 0 },
    { "linalg.copy", lower_copy, 0 },
    { "linalg.pack", lower_pack, 0 },
    { "tensor.pack", lower_pack, 0 },
    { "linalg.unpack", lower_unpack, 0 },
    { "tensor.unpack", lower_unpack, 0 },
    { NULL, NULL, 0 }
};
