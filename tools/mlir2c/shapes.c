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

static uint32_t f32_bits(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

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

static void need_arity(m2c_op *op, int lo, int hi)
{
    if (op->n_in < lo || op->n_in > hi) {
        if (lo == hi) m2c_error_at(op->loc, "%s takes %d operand%s, got %d", opname(op), lo, lo == 1 ? "" : "s", op->n_in);
        m2c_error_at(op->loc, "%s takes %d to %d operands, got %d", opname(op), lo, hi, op->n_in);
    }
}

static void need_rank(m2c_op *op, int i, int rank, const char *what)
{
    if (op->in[i]->shape.rank != rank) {
        char s[128];
        m2c_shape_str(&op->in[i]->shape, s, sizeof s);
        m2c_error_at(op->in_loc[i], "%s of %s must have rank %d (%s), got shape %s", what, opname(op), rank,
                     rank == 4 ? "NCHW" : rank == 2 ? "a matrix" : "", s);
    }
}

static int norm_axis(m2c_op *op, const char *name, int64_t axis, int rank)
{
    if (axis < -rank || axis >= (rank ? rank : 1))
        m2c_error_at(attr_loc(op, name), "'%s' = %lld is out of range for rank %d", name, (long long)axis, rank);
    return (int)(axis < 0 ? axis + rank : axis);
}

static void infer_broadcast(m2c_op *op, m2c_type *r)
{
    const m2c_type *a = &op->in[0]->shape, *b = &op->in[1]->shape;
    int i;
    r->rank = a->rank > b->rank ? a->rank : b->rank;
    for (i = 0; i < r->rank; i++) {
        int ia = a->rank - r->rank + i, ib = b->rank - r->rank + i;
        int64_t da = ia >= 0 ? a->dims[ia] : 1, db = ib >= 0 ? b->dims[ib] : 1;
        if (da != db && da != 1 && db != 1) {
            char sa[128], sb[128];
            m2c_shape_str(a, sa, sizeof sa);
            m2c_shape_str(b, sb, sizeof sb);
            m2c_error_at(op->loc, "operands of %s cannot be broadcast together: %s and %s", opname(op), sa, sb);
        }
        r->dims[i] = da == 1 ? db : da;
    }
}

static void infer_matmul(m2c_op *op, m2c_type *r)
{
    static const char *const known[] = { "transpose_lhs", "transpose_rhs", NULL };
    int ta, tb;
    int64_t m, k1, k2, n;
    check_known_attrs(op, known);
    need_arity(op, 2, 2);
    need_rank(op, 0, 2, "lhs");
    need_rank(op, 1, 2, "rhs");
    ta = get_bool(op, "transpose_lhs", 0);
    tb = get_bool(op, "transpose_rhs", 0);
    m = op->in[0]->shape.dims[ta ? 1 : 0];
    k1 = op->in[0]->shape.dims[ta ? 0 : 1];
    k2 = op->in[1]->shape.dims[tb ? 1 : 0];
    n = op->in[1]->shape.dims[tb ? 0 : 1];
    if (k1 != k2) {
        char sa[128], sb[128];
        m2c_shape_str(&op->in[0]->shape, sa, sizeof sa);
        m2c_shape_str(&op->in[1]->shape, sb, sizeof sb);
        m2c_error_at(op->loc, "%s inner dimensions differ: %s%s times %s%s (%lld vs %lld)", opname(op), sa, ta ? " (transposed)" : "",
                     sb, tb ? " (transposed)" : "", (long long)k1, (long long)k2);
    }
    r->rank = 2;
    r->dims[0] = m;
    r->dims[1] = n;
    op->opcode = NPK_OP_MATMUL;
    op->attr[0] = ta;
    op->attr[1] = tb;
}

static void infer_reshape(m2c_op *op, m2c_type *r)
{
    const m2c_type *d = &op->out->decl;
    uint64_t in = m2c_type_count(&op->in[0]->shape), known = 1;
    int i, dyn = -1;
    need_arity(op, 1, 1);
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
    op->opcode = NPK_OP_RESHAPE;
}

static void infer_flatten(m2c_op *op, m2c_type *r)
{
    static const char *const known[] = { "start_dim", "end_dim", NULL };
    const m2c_type *x = &op->in[0]->shape;
    int rank = x->rank ? x->rank : 1, s, e, i;
    check_known_attrs(op, known);
    need_arity(op, 1, 1);
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
    op->opcode = NPK_OP_RESHAPE;
}

static void infer_transpose(m2c_op *op, m2c_type *r)
{
    static const char *const known[] = { "permutation", NULL };
    const m2c_type *x = &op->in[0]->shape;
    int64_t perm[NPK_MAX_RANK];
    int seen[NPK_MAX_RANK] = { 0 }, i;
    check_known_attrs(op, known);
    need_arity(op, 1, 1);
    if (!get_ints(op, "permutation", perm, x->rank, 0, 0, x->rank ? x->rank - 1 : 0))
        for (i = 0; i < x->rank; i++) perm[i] = x->rank - 1 - i;
    for (i = 0; i < x->rank; i++) {
        if (seen[perm[i]]) m2c_error_at(attr_loc(op, "permutation"), "'permutation' of tcf.transpose is not a permutation (%lld repeats)", (long long)perm[i]);
        seen[perm[i]] = 1;
        r->dims[i] = x->dims[perm[i]];
        op->attr[i] = (int32_t)perm[i];
    }
    r->rank = x->rank;
    op->opcode = NPK_OP_TRANSPOSE;
}

static void infer_softmax(m2c_op *op, m2c_type *r)
{
    static const char *const known[] = { "axis", NULL };
    const m2c_type *x = &op->in[0]->shape;
    check_known_attrs(op, known);
    need_arity(op, 1, 1);
    if (x->rank == 0) m2c_error_at(op->in_loc[0], "%s needs an operand of rank >= 1", opname(op));
    op->attr[0] = norm_axis(op, "axis", get_int(op, "axis", -1, INT32_MIN, INT32_MAX), x->rank);
    *r = *x;
    op->opcode = op->kind == M2C_OPK_SOFTMAX ? NPK_OP_SOFTMAX : NPK_OP_LOG_SOFTMAX;
}

static void infer_clamp(m2c_op *op, m2c_type *r)
{
    static const char *const known[] = { "min", "max", NULL };
    double lo, hi;
    float flo, fhi;
    check_known_attrs(op, known);
    need_arity(op, 1, 1);
    lo = get_float(op, "min", -HUGE_VAL);
    hi = get_float(op, "max", HUGE_VAL);
    if (lo > hi) m2c_error_at(attr_loc(op, "min"), "tcf.clamp: min (%g) is larger than max (%g)", lo, hi);
    flo = (float)lo;
    fhi = (float)hi;
    op->attr[0] = (int32_t)f32_bits(flo);
    op->attr[1] = (int32_t)f32_bits(fhi);
    *r = op->in[0]->shape;
    op->opcode = NPK_OP_CLAMP;
}

/* Output extent of a window of `k` taps (already dilated) with stride s over
 * padded length n; 0 when it does not fit. ceil: PyTorch's rule. */
static int64_t window_out(int64_t n, int64_t pad_lo, int64_t pad_hi, int64_t k, int64_t s, int ceil_mode)
{
    int64_t span = n + pad_lo + pad_hi - k, o;
    if (span < 0) return 0;
    o = (ceil_mode ? (span + s - 1) / s : span / s) + 1;
    if (ceil_mode && (o - 1) * s >= n + pad_lo) o--;
    return o;
}

static void infer_conv(m2c_op *op, m2c_type *r)
{
    static const char *const known[] = { "stride", "padding", "dilation", "groups", NULL };
    const m2c_type *x, *w;
    int64_t stride[2] = { 1, 1 }, pad[4] = { 0, 0, 0, 0 }, dil[2] = { 1, 1 }, groups, ekh, ekw, oh, ow;
    check_known_attrs(op, known);
    need_arity(op, 2, 3);
    need_rank(op, 0, 4, "input");
    need_rank(op, 1, 4, "filter");
    x = &op->in[0]->shape;
    w = &op->in[1]->shape;
    get_ints(op, "stride", stride, 2, 0, 1, INT32_MAX);
    get_ints(op, "padding", pad, 4, 2, 0, INT32_MAX);
    get_ints(op, "dilation", dil, 2, 0, 1, INT32_MAX);
    groups = get_int(op, "groups", 1, 1, INT32_MAX);
    if (x->dims[1] % groups != 0 || w->dims[0] % groups != 0)
        m2c_error_at(attr_loc(op, "groups"), "tcf.conv_2d_nchw: groups = %lld must divide the input channels (%lld) and the output channels (%lld)",
                     (long long)groups, (long long)x->dims[1], (long long)w->dims[0]);
    if (w->dims[1] != x->dims[1] / groups)
        m2c_error_at(op->in_loc[1], "%s: filter has %lld input channels but input channels / groups = %lld", opname(op),
                     (long long)w->dims[1], (long long)(x->dims[1] / groups));
    if (op->n_in == 3) {
        const m2c_type *b = &op->in[2]->shape;
        if (b->rank != 1 || b->dims[0] != w->dims[0])
            m2c_error_at(op->in_loc[2], "%s: bias must have shape [%lld]", opname(op), (long long)w->dims[0]);
    }
    ekh = (w->dims[2] - 1) * dil[0] + 1;
    ekw = (w->dims[3] - 1) * dil[1] + 1;
    oh = window_out(x->dims[2], pad[0], pad[2], ekh, stride[0], 0);
    ow = window_out(x->dims[3], pad[1], pad[3], ekw, stride[1], 0);
    if (oh < 1 || ow < 1)
        m2c_error_at(op->loc, "%s: the (dilated) kernel %lldx%lld is larger than the padded input %lldx%lld", opname(op),
                     (long long)ekh, (long long)ekw, (long long)(x->dims[2] + pad[0] + pad[2]), (long long)(x->dims[3] + pad[1] + pad[3]));
    r->rank = 4;
    r->dims[0] = x->dims[0];
    r->dims[1] = w->dims[0];
    r->dims[2] = oh;
    r->dims[3] = ow;
    op->opcode = NPK_OP_CONV2D;
    op->attr[0] = (int32_t)stride[0]; op->attr[1] = (int32_t)stride[1];
    op->attr[2] = (int32_t)dil[0]; op->attr[3] = (int32_t)dil[1];
    op->attr[4] = (int32_t)pad[0]; op->attr[5] = (int32_t)pad[1];
    op->attr[6] = (int32_t)pad[2]; op->attr[7] = (int32_t)pad[3];
    op->attr[8] = (int32_t)groups;
}

static void infer_pool(m2c_op *op, m2c_type *r)
{
    static const char *const known_max[] = { "kernel", "stride", "padding", "ceil_mode", NULL };
    static const char *const known_avg[] = { "kernel", "stride", "padding", "ceil_mode", "count_include_pad", NULL };
    const m2c_type *x;
    int64_t k[2], stride[2], pad[4] = { 0, 0, 0, 0 }, oh, ow;
    int ceil_mode, cip, i;
    int is_avg = op->kind == M2C_OPK_AVGPOOL;
    check_known_attrs(op, is_avg ? known_avg : known_max);
    need_arity(op, 1, 1);
    need_rank(op, 0, 4, "input");
    x = &op->in[0]->shape;
    if (!get_ints(op, "kernel", k, 2, 0, 1, INT32_MAX)) m2c_error_at(op->loc, "%s needs a 'kernel' attribute", opname(op));
    if (!get_ints(op, "stride", stride, 2, 0, 1, INT32_MAX)) { stride[0] = k[0]; stride[1] = k[1]; }
    get_ints(op, "padding", pad, 4, 2, 0, INT32_MAX);
    ceil_mode = get_bool(op, "ceil_mode", 0);
    cip = get_bool(op, "count_include_pad", 1);
    for (i = 0; i < 4; i++)
        if (pad[i] >= k[i % 2])
            m2c_error_at(attr_loc(op, "padding"), "%s: padding %lld must be smaller than the kernel (%lld)", opname(op), (long long)pad[i], (long long)k[i % 2]);
    oh = window_out(x->dims[2], pad[0], pad[2], k[0], stride[0], ceil_mode);
    ow = window_out(x->dims[3], pad[1], pad[3], k[1], stride[1], ceil_mode);
    if (oh < 1 || ow < 1)
        m2c_error_at(attr_loc(op, "kernel"), "%s: kernel %lldx%lld is larger than the padded input %lldx%lld", opname(op),
                     (long long)k[0], (long long)k[1], (long long)(x->dims[2] + pad[0] + pad[2]), (long long)(x->dims[3] + pad[1] + pad[3]));
    r->rank = 4;
    r->dims[0] = x->dims[0];
    r->dims[1] = x->dims[1];
    r->dims[2] = oh;
    r->dims[3] = ow;
    op->opcode = is_avg ? NPK_OP_AVGPOOL2D : NPK_OP_MAXPOOL2D;
    op->attr[0] = (int32_t)k[0]; op->attr[1] = (int32_t)k[1];
    op->attr[2] = (int32_t)stride[0]; op->attr[3] = (int32_t)stride[1];
    for (i = 0; i < 4; i++) op->attr[4 + i] = (int32_t)pad[i];
    op->attr[8] = ceil_mode;
    op->attr[9] = is_avg ? cip : 0;
}

static void infer_op(m2c_op *op, m2c_type *r)
{
    static const char *const none[] = { NULL };
    memset(r, 0, sizeof *r);
    switch (op->kind) {
    case M2C_OPK_ADD: case M2C_OPK_SUB: case M2C_OPK_MUL: case M2C_OPK_MAX: case M2C_OPK_MIN:
        check_known_attrs(op, none);
        need_arity(op, 2, 2);
        infer_broadcast(op, r);
        op->opcode = op->kind == M2C_OPK_ADD ? NPK_OP_ADD : op->kind == M2C_OPK_SUB ? NPK_OP_SUB
                   : op->kind == M2C_OPK_MUL ? NPK_OP_MUL : op->kind == M2C_OPK_MAX ? NPK_OP_MAX : NPK_OP_MIN;
        op->inplace_ok = 1;
        break;
    case M2C_OPK_EXP: case M2C_OPK_TANH: case M2C_OPK_SIGMOID: case M2C_OPK_RELU:
        check_known_attrs(op, none);
        need_arity(op, 1, 1);
        *r = op->in[0]->shape;
        op->opcode = op->kind == M2C_OPK_EXP ? NPK_OP_EXP : op->kind == M2C_OPK_TANH ? NPK_OP_TANH
                   : op->kind == M2C_OPK_SIGMOID ? NPK_OP_SIGMOID : NPK_OP_RELU;
        op->inplace_ok = 1;
        break;
    case M2C_OPK_CLAMP: infer_clamp(op, r); op->inplace_ok = 1; break;
    case M2C_OPK_MATMUL: infer_matmul(op, r); break;
    case M2C_OPK_RESHAPE: infer_reshape(op, r); break;
    case M2C_OPK_FLATTEN: infer_flatten(op, r); break;
    case M2C_OPK_SOFTMAX: case M2C_OPK_LOG_SOFTMAX: infer_softmax(op, r); op->inplace_ok = 1; break;
    case M2C_OPK_TRANSPOSE: infer_transpose(op, r); break;
    case M2C_OPK_CONV2D: infer_conv(op, r); break;
    case M2C_OPK_MAXPOOL: case M2C_OPK_AVGPOOL: infer_pool(op, r); break;
    case M2C_OPK_GAP:
        check_known_attrs(op, none);
        need_arity(op, 1, 1);
        need_rank(op, 0, 4, "input");
        *r = op->in[0]->shape;
        r->dims[2] = r->dims[3] = 1;
        op->opcode = NPK_OP_GLOBAL_AVGPOOL;
        break;
    case M2C_OPK_RECIPROCAL: case M2C_OPK_LOG:
        need_arity(op, 1, 1);
        *r = op->in[0]->shape;
        op->opcode = 0;            /* no TCP op: softmax.c must absorb it */
        break;
    case M2C_OPK_REDUCE_MAX: case M2C_OPK_REDUCE_SUM: {
        /* keeps the reduced dim as 1, like tosa.reduce_* */
        int axis;
        need_arity(op, 1, 1);
        *r = op->in[0]->shape;
        if (r->rank == 0) m2c_error_at(op->in_loc[0], "%s needs an operand of rank >= 1", opname(op));
        axis = norm_axis(op, "axis", get_int(op, "axis", -1, INT32_MIN, INT32_MAX), r->rank);
        r->dims[axis] = 1;
        op->attr[0] = axis;
        op->opcode = 0;
        break;
    }
    case M2C_OPK_BROADCAST: {
        /* to the declared type (numpy rules) */
        const m2c_type *x = &op->in[0]->shape, *d = &op->out->decl;
        int i;
        need_arity(op, 1, 1);
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
        break;
    }
    default:
        m2c_error_at(op->loc, "unsupported op '%s'", opname(op));
    }
}

void m2c_infer_op(m2c_op *op)
{
    int d;
    {
        m2c_type r;
        uint64_t n = 1;
        for (d = 0; d < op->n_in; d++)
            if (op->in[d]->shape.elem != M2C_F32 || op->in[d]->shape.scalar) {
                char t[128];
                m2c_type_str(&op->in[d]->shape, t, sizeof t);
                m2c_error_at(op->in_loc[d], "%s: operand %d has type %s; only f32 tensors are supported here", opname(op), d, t);
            }
        infer_op(op, &r);
        for (d = 0; d < r.rank; d++)
            if (!npk_mul_size(n, (uint64_t)r.dims[d], &n) || n > MAX_ELEMS || r.dims[d] > 0xFFFFFFFFll)
                m2c_error_at(op->loc, "the result of %s is too large", opname(op));
        if (op->no_decl_check) { op->out->shape = r; op->out->decl = r; return; }
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

/* The operand's dims as the interpreter's tensor tables hold them. */
static void dims_u32(const m2c_type *t, uint32_t *dims)
{
    int i;
    for (i = 0; i < NPK_MAX_RANK; i++) dims[i] = i < t->rank ? (uint32_t)t->dims[i] : 0;
}

/* Kernel parameter structs from a lowered op (used by fold and plan), decoded
 * by the interpreter's own decoder so both read the attributes alike. */
void m2c_conv_params(const m2c_op *op, npk_conv2d_params *p)
{
    uint32_t x[NPK_MAX_RANK], w[NPK_MAX_RANK];
    dims_u32(&op->in[0]->shape, x);
    dims_u32(&op->in[1]->shape, w);
    npk_conv2d_params_decode(op->attr, x, w, p);
}

void m2c_pool_params(const m2c_op *op, npk_pool2d_params *p)
{
    uint32_t x[NPK_MAX_RANK];
    dims_u32(&op->in[0]->shape, x);
    npk_pool2d_params_decode(op->attr, x, p);
}
