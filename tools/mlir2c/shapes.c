/* shapes.c - infer and verify the shape of every op's result, check it
 * against the declared result type, and lower the op to its TCP opcode and
 * attributes (docs/tcp-format.md). Every error names the op and points at
 * the attribute or operand at fault. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "ir.h"

#define MAX_ELEMS ((uint64_t)1 << 36)

const char *m2c_op_name(const m2c_op *op)
{
    static char buf[96];
    if (op->dname) return op->dname;
    snprintf(buf, sizeof buf, "tcf.%s", m2c_opkind_name(op->kind));
    return buf;
}
#define opname m2c_op_name
#define set_op m2c_set_op

/* ---- attribute access with range checks ---- */

static void check_known_attrs(m2c_op *op, const char *const *known)
{
    int i, k;
    for (i = 0; i < op->n_attrs; i++) {
        for (k = 0; known[k]; k++)
            if (!strcmp(known[k], op->attrs[i].name)) break;
        if (!known[k]) m2c_error_at(op->attrs[i].loc, "unknown attribute '%s' for %s", op->attrs[i].name, opname(op));
    }
}

static int64_t get_int(m2c_op *op, const char *name, int64_t def, int64_t lo, int64_t hi)
{
    m2c_attr *a = m2c_find_attr(op, name);
    if (!a) return def;
    if (a->kind == M2C_ATTR_ARRAY && a->n == 1 && a->all_int) { a->kind = M2C_ATTR_INT; a->i = a->ints[0]; }
    if (a->kind != M2C_ATTR_INT) m2c_error_at(a->vloc, "'%s' of %s must be an integer", name, opname(op));
    if (a->i < lo || a->i > hi) m2c_error_at(a->vloc, "'%s' of %s must be in [%lld, %lld], got %lld", name, opname(op), (long long)lo, (long long)hi, (long long)a->i);
    return a->i;
}

static int get_bool(m2c_op *op, const char *name, int def)
{
    m2c_attr *a = m2c_find_attr(op, name);
    if (!a) return def;
    if (a->kind == M2C_ATTR_UNIT) return 1;
    if (a->kind != M2C_ATTR_BOOL && !(a->kind == M2C_ATTR_INT && (a->i == 0 || a->i == 1)))
        m2c_error_at(a->vloc, "'%s' of %s must be true or false", name, opname(op));
    return (int)a->i;
}

static double get_float(m2c_op *op, const char *name, double def)
{
    m2c_attr *a = m2c_find_attr(op, name);
    if (!a) return def;
    if (a->kind != M2C_ATTR_FLOAT && a->kind != M2C_ATTR_INT) m2c_error_at(a->vloc, "'%s' of %s must be a number", name, opname(op));
    if (a->f != a->f) m2c_error_at(a->vloc, "'%s' of %s must not be NaN", name, opname(op));
    return a->f;
}

/* An int list of n1 (or n2, expanded to n1 by repeating as [a,b] -> [a,b,a,b]) elements,
 * or a single int repeated. Returns 0 when absent. */
static int get_ints(m2c_op *op, const char *name, int64_t *out, int n1, int n2, int64_t lo, int64_t hi)
{
    m2c_attr *a = m2c_find_attr(op, name);
    int i;
    if (!a) return 0;
    if (a->kind == M2C_ATTR_INT) {
        for (i = 0; i < n1; i++) out[i] = a->i;
        if (a->i < lo || a->i > hi) goto range;
        return 1;
    }
    if (a->kind != M2C_ATTR_ARRAY || !a->all_int) m2c_error_at(a->vloc, "'%s' of %s must be a list of integers", name, opname(op));
    if (a->n == n1) { for (i = 0; i < n1; i++) out[i] = a->ints[i]; }
    else if (n2 && a->n == n2) { for (i = 0; i < n1; i++) out[i] = a->ints[i % n2]; }
    else if (n2) m2c_error_at(a->vloc, "'%s' of %s must have %d or %d elements, got %d", name, opname(op), n1, n2, a->n);
    else m2c_error_at(a->vloc, "'%s' of %s must have %d elements, got %d", name, opname(op), n1, a->n);
    for (i = 0; i < n1; i++) if (out[i] < lo || out[i] > hi) goto range;
    return 1;
range:
    m2c_error_at(a->vloc, "'%s' of %s must be in [%lld, %lld]", name, opname(op), (long long)lo, (long long)hi);
    return 0;
}

static const char *attr_loc(m2c_op *op, const char *name)
{
    m2c_attr *a = m2c_find_attr(op, name);
    return a ? a->vloc : op->loc;
}

/* ---- shape rules ---- */

void m2c_need_arity(const m2c_op *op, int lo, int hi)
{
    if (op->n_in < lo || op->n_in > hi) {
        if (lo == hi) m2c_error_at(op->loc, "%s takes %d operand%s, got %d", opname(op), lo, lo == 1 ? "" : "s", op->n_in);
        m2c_error_at(op->loc, "%s takes %d to %d operands, got %d", opname(op), lo, hi, op->n_in);
    }
}

static int norm_axis(m2c_op *op, const char *name, int64_t axis, int rank)
{
    if (axis < -rank || axis >= (rank ? rank : 1))
        m2c_error_at(attr_loc(op, name), "'%s' = %lld is out of range for rank %d", name, (long long)axis, rank);
    return (int)(axis < 0 ? axis + rank : axis);
}

static void infer_matmul(m2c_op *op)
{
    static const char *const known[] = { "transpose_lhs", "transpose_rhs", NULL };
    check_known_attrs(op, known);
    op->attr.matmul.trans_a = get_bool(op, "transpose_lhs", 0);
    op->attr.matmul.trans_b = get_bool(op, "transpose_rhs", 0);
}

/* The result shape of reshape/flatten is computed here (from the declared
 * type or the flattened dims); the registry then checks the element count. */
static void infer_reshape(m2c_op *op, m2c_type *r)
{
    const m2c_type *d = &op->out->decl;
    uint64_t in = m2c_type_count(&op->in[0]->shape), known = 1;
    int i, dyn = -1;
    if (op->n_attrs) m2c_error_at(op->attrs[0].loc, "unknown attribute '%s' for tcf.reshape", op->attrs[0].name);
    *r = *d;
    for (i = 0; i < d->rank; i++) {
        if (d->dims[i] == M2C_DYN) {
            if (dyn >= 0) m2c_error_at(op->loc, "the result type of tcf.reshape may have at most one '?'");
            dyn = i;
        } else {
            known *= (uint64_t)d->dims[i];
            if (known > MAX_ELEMS) m2c_error_at(op->loc, "%s result is too large", opname(op));
        }
    }
    if (dyn >= 0) {
        if (in % known != 0) {
            char s[128];
            m2c_shape_str(&op->in[0]->shape, s, sizeof s);
            m2c_error_at(op->loc, "%s cannot infer '?': %llu elements (%s) are not a multiple of %llu", opname(op),
                         (unsigned long long)in, s, (unsigned long long)known);
        }
        r->dims[dyn] = (int64_t)(in / known);
    } else if (known != in) {
        char s[128], t[128];
        m2c_shape_str(&op->in[0]->shape, s, sizeof s);
        m2c_shape_str(d, t, sizeof t);
        m2c_error_at(op->loc, "%s changes the element count: %s (%llu) to %s (%llu)", opname(op), s,
                     (unsigned long long)in, t, (unsigned long long)known);
    }
}

static void infer_flatten(m2c_op *op, m2c_type *r)
{
    static const char *const known[] = { "start_dim", "end_dim", NULL };
    const m2c_type *x = &op->in[0]->shape;
    int rank = x->rank ? x->rank : 1, s, e, i;
    check_known_attrs(op, known);
    s = norm_axis(op, "start_dim", get_int(op, "start_dim", 0, INT32_MIN, INT32_MAX), rank);
    e = norm_axis(op, "end_dim", get_int(op, "end_dim", -1, INT32_MIN, INT32_MAX), rank);
    if (s > e) m2c_error_at(attr_loc(op, "start_dim"), "tcf.flatten: start_dim (%d) comes after end_dim (%d)", s, e);
    if (x->rank == 0) { r->rank = 1; r->dims[0] = 1; }
    else {
        r->rank = 0;
        for (i = 0; i < s; i++) r->dims[r->rank++] = x->dims[i];
        r->dims[r->rank] = 1;
        for (i = s; i <= e; i++) r->dims[r->rank] *= x->dims[i];
        r->rank++;
        for (i = e + 1; i < x->rank; i++) r->dims[r->rank++] = x->dims[i];
    }
}

static void infer_transpose(m2c_op *op)
{
    static const char *const known[] = { "permutation", NULL };
    const m2c_type *x = &op->in[0]->shape;
    int64_t perm[NPK_MAX_RANK];
    int i;
    check_known_attrs(op, known);
    if (!get_ints(op, "permutation", perm, x->rank, 0, 0, x->rank ? x->rank - 1 : 0))
        for (i = 0; i < x->rank; i++) perm[i] = x->rank - 1 - i;
    for (i = 0; i < x->rank; i++) NPK_TRANSPOSE_PERM(op)[i] = (int32_t)perm[i];
}

static void infer_softmax(m2c_op *op)
{
    static const char *const known[] = { "axis", NULL };
    const m2c_type *x = &op->in[0]->shape;
    check_known_attrs(op, known);
    if (x->rank == 0) m2c_error_at(op->in_loc[0], "%s needs an operand of rank >= 1", opname(op));
    op->attr.softmax.axis = norm_axis(op, "axis", get_int(op, "axis", -1, INT32_MIN, INT32_MAX), x->rank);
}

static void infer_clamp(m2c_op *op)
{
    static const char *const known[] = { "min", "max", NULL };
    double lo, hi;
    check_known_attrs(op, known);
    lo = get_float(op, "min", -HUGE_VAL);
    hi = get_float(op, "max", HUGE_VAL);
    if (lo > hi) m2c_error_at(attr_loc(op, "min"), "tcf.clamp: min (%g) is larger than max (%g)", lo, hi);
    op->attr.unary.p0 = (float)lo;
    op->attr.unary.p1 = (float)hi;
}

static void infer_conv(m2c_op *op)
{
    static const char *const known[] = { "stride", "padding", "dilation", "groups", NULL };
    npk_conv2d_attrs *a = &op->attr.conv2d;
    int64_t stride[2] = { 1, 1 }, pad[4] = { 0, 0, 0, 0 }, dil[2] = { 1, 1 };
    check_known_attrs(op, known);
    get_ints(op, "stride", stride, 2, 0, 1, INT32_MAX);
    get_ints(op, "padding", pad, 4, 2, 0, INT32_MAX);
    get_ints(op, "dilation", dil, 2, 0, 1, INT32_MAX);
    a->groups = (int32_t)get_int(op, "groups", 1, 1, INT32_MAX);
    a->stride_h = (int32_t)stride[0]; a->stride_w = (int32_t)stride[1];
    a->dil_h = (int32_t)dil[0]; a->dil_w = (int32_t)dil[1];
    a->pad_top = (int32_t)pad[0]; a->pad_left = (int32_t)pad[1];
    a->pad_bottom = (int32_t)pad[2]; a->pad_right = (int32_t)pad[3];
}

static void infer_pool(m2c_op *op)
{
    static const char *const known_max[] = { "kernel", "stride", "padding", "ceil_mode", NULL };
    static const char *const known_avg[] = { "kernel", "stride", "padding", "ceil_mode", "count_include_pad", NULL };
    npk_max_pool2d_attrs *a = &op->attr.max_pool2d;
    int64_t k[2], stride[2], pad[4] = { 0, 0, 0, 0 };
    int is_avg = op->kind == M2C_OPK_AVGPOOL;
    check_known_attrs(op, is_avg ? known_avg : known_max);
    if (!get_ints(op, "kernel", k, 2, 0, 1, INT32_MAX)) m2c_error_at(op->loc, "%s needs a 'kernel' attribute", opname(op));
    if (!get_ints(op, "stride", stride, 2, 0, 1, INT32_MAX)) { stride[0] = k[0]; stride[1] = k[1]; }
    get_ints(op, "padding", pad, 4, 2, 0, INT32_MAX);
    a->kh = (int32_t)k[0]; a->kw = (int32_t)k[1];
    a->stride_h = (int32_t)stride[0]; a->stride_w = (int32_t)stride[1];
    a->pad_top = (int32_t)pad[0]; a->pad_left = (int32_t)pad[1];
    a->pad_bottom = (int32_t)pad[2]; a->pad_right = (int32_t)pad[3];
    a->ceil_mode = get_bool(op, "ceil_mode", 0);
    a->count_include_pad = is_avg ? get_bool(op, "count_include_pad", 1) : 0;
}

/* The TCP op a TCF-level kind becomes, attributes at their defaults (the
 * function set for the unary/binary/reduce families); opcode 0 for the
 * internal broadcast, which has none. */
void m2c_set_kind_op(m2c_op *op)
{
    static const struct { m2c_opkind kind; int opcode, fn; } map[] = {
        { M2C_OPK_ADD, NPK_OP_BINARY, NPK_BIN_ADD }, { M2C_OPK_SUB, NPK_OP_BINARY, NPK_BIN_SUB },
        { M2C_OPK_MUL, NPK_OP_BINARY, NPK_BIN_MUL }, { M2C_OPK_MAX, NPK_OP_BINARY, NPK_BIN_MAX },
        { M2C_OPK_MIN, NPK_OP_BINARY, NPK_BIN_MIN },
        { M2C_OPK_EXP, NPK_OP_UNARY, NPK_UN_EXP }, { M2C_OPK_TANH, NPK_OP_UNARY, NPK_UN_TANH },
        { M2C_OPK_SIGMOID, NPK_OP_UNARY, NPK_UN_SIGMOID }, { M2C_OPK_RELU, NPK_OP_UNARY, NPK_UN_RELU },
        { M2C_OPK_CLAMP, NPK_OP_UNARY, NPK_UN_CLAMP }, { M2C_OPK_RECIPROCAL, NPK_OP_UNARY, NPK_UN_RECIPROCAL },
        { M2C_OPK_LOG, NPK_OP_UNARY, NPK_UN_LOG },
        { M2C_OPK_MATMUL, NPK_OP_MATMUL, 0 }, { M2C_OPK_RESHAPE, NPK_OP_RESHAPE, 0 }, { M2C_OPK_FLATTEN, NPK_OP_RESHAPE, 0 },
        { M2C_OPK_COPY, NPK_OP_RESHAPE, 0 },
        { M2C_OPK_SOFTMAX, NPK_OP_SOFTMAX, 0 }, { M2C_OPK_LOG_SOFTMAX, NPK_OP_SOFTMAX, 1 },
        { M2C_OPK_TRANSPOSE, NPK_OP_TRANSPOSE, 0 }, { M2C_OPK_CONV2D, NPK_OP_CONV2D, 0 },
        { M2C_OPK_MAXPOOL, NPK_OP_MAXPOOL2D, 0 }, { M2C_OPK_AVGPOOL, NPK_OP_AVGPOOL2D, 0 },
        { M2C_OPK_GAP, NPK_OP_GLOBAL_AVGPOOL, 0 },
        { M2C_OPK_REDUCE_SUM, NPK_OP_REDUCE, NPK_REDUCE_SUM }, { M2C_OPK_REDUCE_MAX, NPK_OP_REDUCE, NPK_REDUCE_MAX },
    };
    size_t i;
    for (i = 0; i < sizeof map / sizeof map[0]; i++) {
        if (map[i].kind != op->kind) continue;
        set_op(op, map[i].opcode);
        if (map[i].opcode == NPK_OP_UNARY) op->attr.unary.fn = map[i].fn;
        else if (map[i].opcode == NPK_OP_BINARY) op->attr.binary.fn = map[i].fn;
        else if (map[i].opcode == NPK_OP_REDUCE) op->attr.reduce.fn = map[i].fn;
        else if (map[i].opcode == NPK_OP_SOFTMAX) op->attr.softmax.log = map[i].fn;
        return;
    }
    op->opcode = 0;
}

/* A source TCF op's attributes, as written, into its typed TCP attributes
 * (ops made by the dialect lowerings carry typed attributes already). */
static void parse_tcf_attrs(m2c_op *op)
{
    static const char *const none[] = { NULL };
    switch (op->kind) {
    case M2C_OPK_CLAMP: infer_clamp(op); break;
    case M2C_OPK_MATMUL: infer_matmul(op); break;
    case M2C_OPK_SOFTMAX: case M2C_OPK_LOG_SOFTMAX: infer_softmax(op); break;
    case M2C_OPK_TRANSPOSE: infer_transpose(op); break;
    case M2C_OPK_CONV2D: infer_conv(op); break;
    case M2C_OPK_MAXPOOL: case M2C_OPK_AVGPOOL: infer_pool(op); break;
    case M2C_OPK_FLATTEN: break; /* its attributes give the result shape (infer_flatten) */
    default: check_known_attrs(op, none); break;
    }
}

/* Reshape-like kinds compute their result here (the registry checks the
 * element count); returns 0 for the internal broadcast (no TCP op). */
static int result_of_kind(m2c_op *op, m2c_type *r)
{
    if (op->kind == M2C_OPK_RESHAPE) infer_reshape(op, r);
    else if (op->kind == M2C_OPK_FLATTEN) infer_flatten(op, r);
    else if (op->kind == M2C_OPK_BROADCAST) {
        /* to the declared type (numpy rules) */
        const m2c_type *x = &op->in[0]->shape, *d = &op->out->decl;
        int i;
        *r = *d;
        for (i = 0; i < d->rank; i++) {
            int ix = x->rank - d->rank + i;
            int64_t dx = ix >= 0 ? x->dims[ix] : 1;
            if (x->rank > d->rank || (dx != 1 && dx != d->dims[i])) {
                char a[128], b[128];
                m2c_shape_str(x, a, sizeof a);
                m2c_shape_str(d, b, sizeof b);
                m2c_error_at(op->loc, "%s: cannot broadcast %s to %s", opname(op), a, b);
            }
        }
        op->opcode = 0;
        return 0;
    }
    return 1;
}

/* The op's result from the registry's shape rule (the validator's own). */
static void infer_registry(m2c_op *op, m2c_type *r)
{
    npk_op_desc d;
    npk_tensor_desc td[NPK_MAX_OP_INPUTS], out;
    const npk_tensor_desc *in[NPK_MAX_OP_INPUTS];
    npk_error err;
    int k;
    d = m2c_op_desc(op);
    for (k = 0; k < op->n_in; k++) {
        m2c_tensor_desc(&op->in[k]->shape, &td[k]);
        in[k] = &td[k];
    }
    m2c_tensor_desc(r, &out);
    if (npk_op_infer(&d, in, &out, &err) != NPK_OK) m2c_error_at(op->loc, "%s: %s", opname(op), err.message);
    memset(r, 0, sizeof *r);
    r->rank = out.rank;
    r->elem = m2c_dtype_elem(out.dtype);
    for (k = 0; k < out.rank; k++) r->dims[k] = out.dims[k];
}

static void infer_op(m2c_op *op, m2c_type *r)
{
    const npk_op_def *def;
    memset(r, 0, sizeof *r);
    if (op->kind == M2C_OPK_FOREIGN && !op->typed) m2c_error_at(op->loc, "unsupported op '%s'", opname(op));
    if (!op->typed && op->kind != M2C_OPK_BROADCAST) m2c_set_kind_op(op);
    /* The operand count first: every rule below reads operands. */
    def = op->kind == M2C_OPK_BROADCAST ? NULL : npk_op_lookup((uint32_t)op->opcode);
    if (op->kind != M2C_OPK_BROADCAST && !def) m2c_error_at(op->loc, "internal error: %s has no TCP op", opname(op));
    m2c_need_arity(op, def ? def->min_in : 1, def ? def->max_in : 1);
    if (!op->typed && op->kind != M2C_OPK_BROADCAST) parse_tcf_attrs(op);
    if (!result_of_kind(op, r)) return;
    infer_registry(op, r);
    op->inplace_ok = (def->flags & NPK_OPF_IN_PLACE) != 0;
}

void m2c_infer_op(m2c_op *op)
{
    int d;
    {
        m2c_type r;
        uint64_t n = 1;
        for (d = 0; d < op->n_in; d++)
            if (!m2c_elem_dtype(op->in[d]->shape.elem) || op->in[d]->shape.scalar) {
                char t[128];
                m2c_type_str(&op->in[d]->shape, t, sizeof t);
                m2c_error_at(op->in_loc[d], "%s: operand %d has type %s; only tensors of f32, f16, bf16, f64, f8E4M3FN, f8E5M2, f8E4M3FNUZ, f8E5M2FNUZ, f8E8M0FNU, f4E2M1FN, i1, i2, i4, i8, i16, i32 or i64 are supported here",
                             opname(op), d, t);
            }
        infer_op(op, &r);
        for (d = 0; d < r.rank; d++)
            if (!npk_mul_size(n, (uint64_t)r.dims[d], &n) || n > MAX_ELEMS || r.dims[d] > 0xFFFFFFFFll)
                m2c_error_at(op->loc, "the result of %s is too large", opname(op));
        if (op->no_decl_check) { op->out->shape = r; op->out->decl = r; return; }
        if (m2c_elem_dtype(op->out->decl.elem) && op->out->decl.elem != r.elem) {
            char b[128];
            m2c_type_str(&op->out->decl, b, sizeof b);
            m2c_error_at(op->loc, "%s: the result's element type is %s, but the declared type is %s", opname(op),
                         m2c_elem_name(r.elem), b);
        }
        if (r.rank != op->out->decl.rank) {
            char a[128], b[128];
            m2c_shape_str(&r, a, sizeof a);
            m2c_type_str(&op->out->decl, b, sizeof b);
            m2c_error_at(op->loc, "%s: inferred result shape %s does not match the declared type %s", opname(op), a, b);
        }
        for (d = 0; d < r.rank; d++) {
            if (op->out->decl.dims[d] != M2C_DYN && op->out->decl.dims[d] != r.dims[d]) {
                char a[128], b[128];
                m2c_shape_str(&r, a, sizeof a);
                m2c_type_str(&op->out->decl, b, sizeof b);
                m2c_error_at(op->loc, "%s: inferred result shape %s does not match the declared type %s", opname(op), a, b);
            }
        }
        op->out->shape = r;
    }
}

void m2c_set_op(m2c_op *op, int opcode)
{
    npk_op_desc d;
    npk_op_init(&d, (uint32_t)opcode);
    op->opcode = opcode;
    op->attr = d.attr;
}

npk_op_desc m2c_op_desc(const m2c_op *op)
{
    npk_op_desc d;
    memset(&d, 0, sizeof d);
    d.opcode = (uint16_t)op->opcode;
    d.n_in = (uint8_t)op->n_in;
    d.n_out = 1;
    d.attr = op->attr;
    return d;
}

void m2c_tensor_desc(const m2c_type *t, npk_tensor_desc *d)
{
    int i;
    memset(d, 0, sizeof *d);
    d->storage = NPK_STORAGE_ARENA;
    d->dtype = (uint8_t)m2c_elem_dtype(t->elem);
    d->rank = (uint8_t)t->rank;
    for (i = 0; i < t->rank; i++) d->dims[i] = (uint32_t)t->dims[i];
    d->nbytes = npk_dtype_size(d->dtype) * m2c_type_count(t);
}

/* Kernel parameters from a lowered conv (used by plan and winograd), decoded
 * by the interpreter's own decoder so both read the attributes alike. */
void m2c_conv_params(const m2c_op *op, npk_conv2d_params *p)
{
    npk_tensor_desc x, w;
    m2c_tensor_desc(&op->in[0]->shape, &x);
    m2c_tensor_desc(&op->in[1]->shape, &w);
    npk_conv2d_params_from(&op->attr.conv2d, x.dims, w.dims, p);
}

int m2c_is_unary(const m2c_op *op, int fn)
{
    return !op->dead && op->opcode == NPK_OP_UNARY && op->attr.unary.fn == fn;
}

int m2c_is_binary(const m2c_op *op, int fn)
{
    return !op->dead && op->opcode == NPK_OP_BINARY && op->attr.binary.fn == fn;
}
