/* lower_onnx_shape.c - ONNX shape ops and data movement: Shape and Size
 * (constants from the inferred shapes), Reshape, Flatten, Transpose,
 * Squeeze/Unsqueeze, Concat, Split, Slice (any steps), Gather, Pad
 * (constant, reflect, edge), Expand, Tile, ConstantOfShape, Range,
 * DepthToSpace/SpaceToDepth, CumSum. Operands that give shapes must be
 * known at translate time (lower_onnx.c folds what computes them). */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "lower_onnx.h"
#include "literals.h"

#define SRC (L->src)

static m2c_value *tcp(m2c_lowerer *L, int opcode, int n, m2c_value *const *in)
{
    m2c_op *op = lw_op(L, M2C_OPK_TCP, n, in);
    m2c_set_op(op, opcode);
    return (m2c_value *)op;   /* the caller casts back: see OP() */
}
#define OP(v) ((m2c_op *)(void *)(v))

static m2c_value *i64_const(m2c_lowerer *L, int rank, int n, const int64_t *v)
{
    m2c_value *c = lw_const_int(L, M2C_I64, n, v);
    if (rank == 0) {
        c->shape.rank = c->decl.rank = 0;
    }
    return c;
}

static m2c_value *slice_dim(m2c_lowerer *L, m2c_value *x, int dim, int64_t start, int64_t size)
{
    int64_t st[NPK_MAX_RANK], sz[NPK_MAX_RANK];
    int d;
    for (d = 0; d < x->shape.rank; d++) { st[d] = 0; sz[d] = x->shape.dims[d]; }
    st[dim] = start;
    sz[dim] = size;
    return lw_slice(L, x, st, sz);
}

static m2c_value *concat(m2c_lowerer *L, m2c_value *const *t, int n, int axis) { return tw_concat(L, t, n, axis); }

static m2c_value *shape_of(m2c_lowerer *L)
{
    m2c_value *x = ox_in(L, 0);
    int r = x->shape.rank, s = 0, e = r, d;
    int64_t v[NPK_MAX_RANK];
    if (OX_OPSET >= 15) {
        int64_t a = ox_int(L, "start", 0), b = ox_int(L, "end", r);
        if (a < 0) a += r;
        if (b < 0) b += r;
        s = (int)(a < 0 ? 0 : a > r ? r : a);
        e = (int)(b < 0 ? 0 : b > r ? r : b);
        if (e < s) e = s;
    }
    for (d = s; d < e; d++) v[d - s] = x->shape.dims[d];
    return i64_const(L, 1, e - s, v);
}

static m2c_value *reshape(m2c_lowerer *L)
{
    m2c_value *x = ox_in(L, 0);
    int64_t s[NPK_MAX_RANK], known = 1, total = (int64_t)m2c_type_count(&x->shape);
    int n, d, infer = -1, allow0 = (int)ox_int(L, "allowzero", 0);
    n = OX_OPSET < 5 ? ox_ints(L, "shape", s, NPK_MAX_RANK) : ox_const_ints(L, 1, s, NPK_MAX_RANK, "shape");
    if (n < 0) ox_error(L, "the shape is required");
    for (d = 0; d < n; d++) {
        if (s[d] == 0 && !allow0) {
            if (d >= x->shape.rank) ox_error(L, "shape[%d] = 0 copies a dim the input does not have", d);
            s[d] = x->shape.dims[d];
        }
        if (s[d] == -1) {
            if (infer >= 0) ox_error(L, "the shape has more than one -1");
            infer = d;
            continue;
        }
        if (s[d] < 0) ox_error(L, "shape[%d] = %lld is negative", d, (long long)s[d]);
        known *= s[d];
    }
    if (infer >= 0) {
        if (known == 0 || total % known) ox_error(L, "cannot infer the -1 dim: %lld elements into blocks of %lld", (long long)total, (long long)known);
        s[infer] = total / known;
    } else if (known != total) {
        ox_error(L, "the shape holds %lld elements, the input %lld", (long long)known, (long long)total);
    }
    return tw_reshape_dims(L, x, n, s);
}

static m2c_value *flatten(m2c_lowerer *L)
{
    m2c_value *x = ox_in(L, 0);
    int r = x->shape.rank, axis, d;
    int64_t s[2] = { 1, 1 }, a = ox_int(L, "axis", 1);
    if (a < -r || a > r) ox_error(L, "axis %lld is out of range for rank %d", (long long)a, r);
    axis = (int)(a < 0 ? a + r : a);
    for (d = 0; d < r; d++) s[d >= axis] *= x->shape.dims[d];
    return tw_reshape_dims(L, x, 2, s);
}

static m2c_value *transpose(m2c_lowerer *L)
{
    m2c_value *x = ox_in(L, 0);
    int64_t p[NPK_MAX_RANK];
    int r = x->shape.rank, n = ox_ints(L, "perm", p, NPK_MAX_RANK), d, identity = 1;
    unsigned seen = 0;
    if (n < 0) { for (d = 0; d < r; d++) p[d] = r - 1 - d; n = r; }
    if (n != r) ox_error(L, "perm has %d values for rank %d", n, r);
    for (d = 0; d < r; d++) {
        if (p[d] < 0 || p[d] >= r || (seen & (1u << p[d]))) ox_error(L, "perm is not a permutation");
        seen |= 1u << p[d];
        if (p[d] != d) identity = 0;
    }
    if (identity || r < 2) return x;
    return lw_transpose(L, x, p, 0);
}

/* axes of Squeeze/Unsqueeze/Reduce*: attribute before `since`, input 1 after */
static int axes_of(m2c_lowerer *L, int since, int64_t *ax)
{
    return ox_ints_attr_or_input(L, "axes", 1, since, ax, NPK_MAX_RANK);
}

static m2c_value *squeeze(m2c_lowerer *L)
{
    m2c_value *x = ox_in(L, 0);
    int64_t ax[NPK_MAX_RANK], s[NPK_MAX_RANK];
    int r = x->shape.rank, n = axes_of(L, 13, ax), d, m = 0;
    unsigned mask = 0;
    for (d = 0; d < n; d++) {
        int a = ox_axis(L, ax[d], r);
        if (x->shape.dims[a] != 1) ox_error(L, "dim %d has size %lld, not 1", a, (long long)x->shape.dims[a]);
        mask |= 1u << a;
    }
    for (d = 0; d < r; d++)
        if (n >= 0 ? !(mask & (1u << d)) : x->shape.dims[d] != 1) s[m++] = x->shape.dims[d];
    return tw_reshape_dims(L, x, m, s);
}

static m2c_value *unsqueeze(m2c_lowerer *L)
{
    m2c_value *x = ox_in(L, 0);
    int64_t ax[NPK_MAX_RANK], s[NPK_MAX_RANK];
    int r = x->shape.rank, n = axes_of(L, 13, ax), o, d, k = 0;
    unsigned mask = 0;
    if (n < 0) ox_error(L, "axes are required");
    o = r + n;
    if (o > NPK_MAX_RANK) ox_error(L, "the result would have rank %d (at most %d)", o, NPK_MAX_RANK);
    for (d = 0; d < n; d++) {
        int a = ox_axis(L, ax[d], o);
        if (mask & (1u << a)) ox_error(L, "axis %d is given twice", a);
        mask |= 1u << a;
    }
    for (d = 0; d < o; d++) s[d] = mask & (1u << d) ? 1 : x->shape.dims[k++];
    return tw_reshape_dims(L, x, o, s);
}

static m2c_value *concat_node(m2c_lowerer *L)
{
    m2c_value *t[M2C_MAX_OPERANDS];
    int n = 0, k, axis, e = -1;
    for (k = 0; k < SRC->n_in; k++) {
        m2c_value *v = ox_opt(L, k);
        if (!v) continue;
        if (e < 0) e = v->shape.elem;
        if (v->shape.elem != e) ox_error(L, "inputs of element types %s and %s differ", m2c_elem_name(e), m2c_elem_name(v->shape.elem));
        if (m2c_type_count(&v->shape) == 0 && v->shape.rank == 1) continue;   /* an empty shape list */
        t[n++] = ox_in(L, k);
    }
    if (!n) ox_error(L, "all inputs are empty");
    axis = ox_axis(L, ox_int(L, "axis", 0), t[0]->shape.rank);
    return concat(L, t, n, axis);
}

static m2c_value *split(m2c_lowerer *L)
{
    m2c_value *x = ox_in(L, 0);
    int r = x->shape.rank, axis = ox_axis(L, ox_int(L, "axis", 0), r), n, k, which = SRC->result ? SRC->result - 1 : 0;
    int64_t sz[64], start = 0, len = x->shape.dims[axis];
    n = ox_ints_attr_or_input(L, "split", 1, 13, sz, 64);
    if (n < 0) {   /* equal parts (the last smaller with num_outputs, opset 18) */
        int64_t parts = ox_int(L, "num_outputs", -1), each;
        if (parts < 0) parts = ox_int(L, ".outputs", 1);   /* as many parts as the node has outputs */
        if (parts < 1) ox_error(L, "num_outputs must be positive");
        each = (len + parts - 1) / parts;
        start = each * which;
        if (start >= len) ox_error(L, "output %d is empty", which);
        return slice_dim(L, x, axis, start, start + each > len ? len - start : each);
    }
    if (which >= n) ox_error(L, "output %d has no size in 'split'", which);
    for (k = 0; k < which; k++) start += sz[k];
    if (sz[which] < 1 || start + sz[which] > len) ox_error(L, "the split sizes do not fit dim %d (size %lld)", axis, (long long)len);
    return slice_dim(L, x, axis, start, sz[which]);
}

/* x's elements idx along dim (constant indices) */
static m2c_value *pick(m2c_lowerer *L, m2c_value *x, int dim, const int64_t *idx, int64_t n)
{
    m2c_value *c = lw_const_int(L, M2C_I32, (int)n, idx);
    return tw_gather_rows(L, x, dim, c);
}

/* A constant with no elements: x's shape with dim a of size 0 (shape arithmetic slices them) */
static m2c_value *empty_like(m2c_lowerer *L, m2c_value *x, int a)
{
    m2c_cbuf *cb = (m2c_cbuf *)m2c_alloc(sizeof *cb);
    m2c_type t = x->shape;
    char name[160];
    t.dims[a] = 0;
    cb->elem = t.elem;
    cb->data = (float *)m2c_alloc(sizeof(float));
    if (t.elem != M2C_F32) cb->raw = m2c_alloc(8);
    snprintf(name, sizeof name, "%s.c%d", SRC->out->name, ++L->tmp);
    return m2c_new_const(name, SRC->loc, &t, cb);
}

static m2c_value *slice(m2c_lowerer *L)
{
    m2c_value *x = ox_in(L, 0);
    int64_t st[NPK_MAX_RANK], en[NPK_MAX_RANK], ax[NPK_MAX_RANK], sp[NPK_MAX_RANK], start[NPK_MAX_RANK], size[NPK_MAX_RANK];
    int r = x->shape.rank, n, ne, na, ns, k, d;
    unsigned seen = 0;
    if (OX_OPSET < 10) {
        n = ox_ints(L, "starts", st, NPK_MAX_RANK);
        ne = ox_ints(L, "ends", en, NPK_MAX_RANK);
        na = ox_ints(L, "axes", ax, NPK_MAX_RANK);
        ns = -1;
    } else {
        n = ox_const_ints(L, 1, st, NPK_MAX_RANK, "starts");
        ne = ox_const_ints(L, 2, en, NPK_MAX_RANK, "ends");
        na = ox_const_ints(L, 3, ax, NPK_MAX_RANK, "axes");
        ns = ox_const_ints(L, 4, sp, NPK_MAX_RANK, "steps");
    }
    if (n < 0 || ne != n || (na >= 0 && na != n) || (ns >= 0 && ns != n)) ox_error(L, "starts, ends, axes and steps must have one length");
    for (d = 0; d < r; d++) { start[d] = 0; size[d] = x->shape.dims[d]; }
    for (k = 0; k < n; k++) {
        int a = ox_axis(L, na >= 0 ? ax[k] : k, r);
        int64_t dim = x->shape.dims[a], s = st[k], e = en[k], step = ns >= 0 ? sp[k] : 1;
        if (seen & (1u << a)) ox_error(L, "axis %d is given twice", a);
        seen |= 1u << a;
        if (step == 0) ox_error(L, "a step of 0");
        if (s < 0) s += dim;
        if (e < 0) e += dim;
        if (step > 0) {
            s = s < 0 ? 0 : s > dim ? dim : s;
            e = e < 0 ? 0 : e > dim ? dim : e;
        } else {
            s = s < 0 ? 0 : s > dim - 1 ? dim - 1 : s;
            e = e < -1 ? -1 : e > dim - 1 ? dim - 1 : e;
        }
        if ((step > 0 ? e <= s : e >= s) && x->kind == M2C_V_CONST) return empty_like(L, x, a);
        if (step == 1) {
            if (e <= s) ox_error(L, "the slice of dim %d is empty", a);
            start[a] = s;
            size[a] = e - s;
        } else {   /* other steps: the picked indices, gathered */
            int64_t span = step > 0 ? e - s : s - e, mag = step > 0 ? step : step == INT64_MIN ? INT64_MAX : -step;
            int64_t m = 0, i, *idx = m2c_alloc((size_t)((span > 0 ? span : 0) / mag + 1) * sizeof *idx);   /* at most dim */
            for (i = s; step > 0 ? i < e : i > e; i += step) idx[m++] = i;
            if (!m) ox_error(L, "the slice of dim %d is empty", a);
            x = pick(L, x, a, idx, m);
            start[a] = 0;
            size[a] = m;
        }
    }
    return lw_slice(L, x, start, size);
}

static m2c_value *gather(m2c_lowerer *L)
{
    m2c_value *x = ox_in(L, 0), *idx = ox_in(L, 1), *y;
    int r = x->shape.rank, axis = ox_axis(L, ox_int(L, "axis", 0), r), d, n = 0;
    int64_t s[NPK_MAX_RANK], len = x->shape.dims[axis];
    if (idx->kind == M2C_V_CONST) {
        uint64_t k, cnt = m2c_type_count(&idx->shape);
        int64_t *v;
        if (cnt > INT32_MAX) ox_error(L, "more than 2^31 - 1 constant indices are not supported");
        v = m2c_alloc((size_t)(cnt + 1) * sizeof *v);
        lw_const_i64(L, 1, v, (int)cnt);
        for (k = 0; k < cnt; k++) {
            if (v[k] < -len || v[k] >= len) ox_error(L, "index %lld is out of range for dim %d (size %lld)", (long long)v[k], axis, (long long)len);
            if (v[k] < 0) v[k] += len;
        }
        y = cnt ? pick(L, x, axis, v, (int64_t)cnt) : NULL;
        if (!y) ox_error(L, "no indices");
    } else {   /* run-time indices: negative ones count from the end */
        m2c_value *i = tw_to(L, idx, M2C_I32);
        m2c_value *z = tw_splat(L, 0, M2C_I32, i->shape.rank), *nl = tw_splat(L, (double)len, M2C_I32, i->shape.rank);
        i = tw_select(L, tw_cmp(L, NPK_CMP_GREATER, z, i), tw_bin(L, NPK_BIN_ADD, i, nl), i);
        y = tw_gather_rows(L, x, axis, i);
    }
    for (d = 0; d < axis; d++) s[n++] = x->shape.dims[d];
    for (d = 0; d < idx->shape.rank; d++) s[n++] = idx->shape.dims[d];
    for (d = axis + 1; d < r; d++) s[n++] = x->shape.dims[d];
    if (n > NPK_MAX_RANK) ox_error(L, "the result would have rank %d (at most %d)", n, NPK_MAX_RANK);
    return tw_reshape_dims(L, y, n, s);
}

/* reflect / edge padding of one dim: reversed slices or the edge repeated, joined */
static m2c_value *pad_dim(m2c_lowerer *L, m2c_value *x, int d, int64_t before, int64_t after, int reflect)
{
    int64_t len = x->shape.dims[d];
    m2c_value *part[3];
    int m = 0, side, j;
    for (side = 0; side < 2; side++) {
        int64_t w = side ? after : before;
        m2c_value *e;
        m2c_op *op;
        if (w == 0) { if (side == 0) part[m++] = x; continue; }
        if (reflect && w >= len) ox_error(L, "reflect padding %lld of dim %d (size %lld) is not supported", (long long)w, d, (long long)len);
        if (reflect) {
            e = slice_dim(L, x, d, side ? len - 1 - w : 1, w);
            op = OP(tcp(L, NPK_OP_REVERSE, 1, &e));
            op->attr.reverse.axis = d;
        } else {
            e = slice_dim(L, x, d, side ? len - 1 : 0, 1);
            op = OP(tcp(L, NPK_OP_TILE, 1, &e));
            for (j = 0; j < x->shape.rank; j++) NPK_TILE_MULTIPLES(op)[j] = j == d ? lw_i32(L, w, "pads") : 1;
        }
        e = lw_done(L, op, NULL, 0);
        if (side == 0) { part[m++] = e; part[m++] = x; } else { part[m++] = e; }
    }
    return concat(L, part, m, d);
}

/* x less -lo[d] / -hi[d] elements at the ends of each dim where those are
 * negative (ONNX's negative pads crop) */
static m2c_value *crop_negative(m2c_lowerer *L, m2c_value *x, const int64_t *lo, const int64_t *hi)
{
    int64_t st[NPK_MAX_RANK], sz[NPK_MAX_RANK];
    int d, any = 0;
    for (d = 0; d < x->shape.rank; d++) {
        int64_t a = lo[d] < 0 ? -lo[d] : 0, z = hi[d] < 0 ? -hi[d] : 0;
        if (a + z >= x->shape.dims[d] && (a || z))
            ox_error(L, "pads %lld and %lld crop all %lld elements of dim %d", (long long)lo[d], (long long)hi[d],
                     (long long)x->shape.dims[d], d);
        st[d] = a;
        sz[d] = x->shape.dims[d] - a - z;
        any |= a || z;
    }
    return any ? lw_slice(L, x, st, sz) : x;
}

/* x padded with value: lo[d] before and hi[d] after each dim (negative crops) */
static m2c_value *pad_const(m2c_lowerer *L, m2c_value *x, const int64_t *lo, const int64_t *hi, double value)
{
    m2c_op *op;
    int d, any = 0;
    x = crop_negative(L, x, lo, hi);
    for (d = 0; d < x->shape.rank; d++) any |= lo[d] > 0 || hi[d] > 0;
    if (!any) return x;
    op = OP(tcp(L, NPK_OP_PAD, 1, &x));
    for (d = 0; d < x->shape.rank; d++) {
        NPK_PAD_BEFORE(op)[d] = lw_i32(L, lo[d] > 0 ? lo[d] : 0, "pads");
        NPK_PAD_AFTER(op)[d] = lw_i32(L, hi[d] > 0 ? hi[d] : 0, "pads");
    }
    op->attr.pad.value = (float)value;
    return lw_done(L, op, NULL, 0);
}

static m2c_value *pad(m2c_lowerer *L)
{
    m2c_value *x = ox_in(L, 0);
    int64_t p[2 * NPK_MAX_RANK], ax[NPK_MAX_RANK], lo[NPK_MAX_RANK], hi[NPK_MAX_RANK];
    int r = x->shape.rank, n, na = -1, d, k, any = 0;
    const char *mode = ox_str(L, "mode", "constant");
    double value = 0;
    if (OX_OPSET < 11) {
        n = ox_ints(L, OX_OPSET < 2 ? "paddings" : "pads", p, 2 * NPK_MAX_RANK);
        value = ox_float(L, "value", 0.0);
    } else {
        n = ox_const_ints(L, 1, p, 2 * NPK_MAX_RANK, "pads");
        value = ox_const_num(L, 2, 0.0, "constant_value");
        if (OX_OPSET >= 18) na = ox_const_ints(L, 3, ax, NPK_MAX_RANK, "axes");
    }
    for (d = 0; d < r; d++) lo[d] = hi[d] = 0;
    if (na < 0) {
        if (n != 2 * r) ox_error(L, "pads has %d values for rank %d", n, r);
        for (d = 0; d < r; d++) { lo[d] = p[d]; hi[d] = p[r + d]; }
    } else {
        if (n != 2 * na) ox_error(L, "pads has %d values for %d axes", n, na);
        for (k = 0; k < na; k++) { d = ox_axis(L, ax[k], r); lo[d] = p[k]; hi[d] = p[na + k]; }
    }
    for (d = 0; d < r; d++) any |= lo[d] || hi[d];
    if (!any) return x;
    if (!strcmp(mode, "reflect") || !strcmp(mode, "edge")) {
        x = crop_negative(L, x, lo, hi);
        for (d = 0; d < r; d++)
            if (lo[d] > 0 || hi[d] > 0) x = pad_dim(L, x, d, lo[d] > 0 ? lo[d] : 0, hi[d] > 0 ? hi[d] : 0, mode[0] == 'r');
        return x;
    }
    if (strcmp(mode, "constant")) ox_error(L, "mode = \"%s\" is not supported (constant, reflect, edge)", mode);
    return pad_const(L, x, lo, hi, value);
}

/* CenterCropPad: each axis cropped or padded with zeros to the given size,
 * centred (the start of a crop and the zeros before rounded down) */
static m2c_value *center_crop_pad(m2c_lowerer *L)
{
    m2c_value *x = ox_in(L, 0);
    int64_t sh[NPK_MAX_RANK], ax[NPK_MAX_RANK], lo[NPK_MAX_RANK], hi[NPK_MAX_RANK];
    int r = x->shape.rank, n = ox_const_ints(L, 1, sh, NPK_MAX_RANK, "shape"), na = ox_ints(L, "axes", ax, NPK_MAX_RANK), k, d;
    if (na < 0) {
        na = r;
        for (k = 0; k < r; k++) ax[k] = k;
    }
    if (n != na) ox_error(L, "shape has %d values for %d axes", n, na);
    for (d = 0; d < r; d++) lo[d] = hi[d] = 0;
    for (k = 0; k < na; k++) {
        int64_t len;
        d = ox_axis(L, ax[k], r);
        len = x->shape.dims[d];
        if (sh[k] < 1) ox_error(L, "shape value %lld for axis %d is not positive", (long long)sh[k], d);
        if (sh[k] < len) { lo[d] = -((len - sh[k]) / 2); hi[d] = -(len - sh[k]) - lo[d]; }
        else { lo[d] = (sh[k] - len) / 2; hi[d] = sh[k] - len - lo[d]; }
    }
    return pad_const(L, x, lo, hi, 0.0);
}

/* Compress: the slices along axis (or of the flattened input) where the
 * condition, known at translate time, is true */
static m2c_value *compress(m2c_lowerer *L)
{
    m2c_value *x = ox_in(L, 0), *c = ox_in(L, 1);
    int64_t n = (int64_t)m2c_type_count(&c->shape), len, *cond, *idx, k, m = 0;
    int axis = 0;
    if (m2c_find_attr(SRC, "axis")) axis = ox_axis(L, ox_int(L, "axis", 0), x->shape.rank);
    else {
        int64_t s[1];
        s[0] = (int64_t)m2c_type_count(&x->shape);
        x = tw_reshape_dims(L, x, 1, s);
    }
    len = x->shape.dims[axis];
    if (c->shape.rank != 1) ox_error(L, "the condition must be 1-D");
    if (n > len) ox_error(L, "the condition has %lld values for %lld slices", (long long)n, (long long)len);
    cond = m2c_alloc((size_t)(n + 1) * sizeof *cond);
    idx = m2c_alloc((size_t)(n + 1) * sizeof *idx);
    ox_const_ints(L, 1, cond, (int)n, "condition");
    for (k = 0; k < n; k++) if (cond[k]) idx[m++] = k;
    if (m == 0) ox_error(L, "the condition selects nothing (npk tensors are never empty)");
    return pick(L, x, axis, idx, m);
}

/* ReverseSequence: for batch b, the first lens[b] steps along time_axis in
 * reverse order (lens known at translate time); the rest as they are */
static m2c_value *reverse_sequence(m2c_lowerer *L)
{
    m2c_value *x = ox_in(L, 0);
    int r = x->shape.rank;
    int ta = ox_axis(L, ox_int(L, "time_axis", 0), r), ba = ox_axis(L, ox_int(L, "batch_axis", 1), r), d;
    int64_t nb, nt, total = (int64_t)m2c_type_count(&x->shape), *lens, *pos, i, s[1], inner = 1, tstride;
    if (r < 2 || ta == ba || ta > 1 || ba > 1) ox_error(L, "time_axis and batch_axis must be 0 and 1 (either way)");
    nb = x->shape.dims[ba];
    nt = x->shape.dims[ta];
    if (total > INT32_MAX) ox_error(L, "the input has more than 2^31 - 1 elements");
    lens = m2c_alloc((size_t)nb * sizeof *lens);
    if (ox_const_ints(L, 1, lens, (int)nb, "sequence_lens") != nb) ox_error(L, "sequence_lens must have %lld values", (long long)nb);
    for (i = 0; i < nb; i++)
        if (lens[i] < 0 || lens[i] > nt) ox_error(L, "sequence_lens[%lld] = %lld is outside 0..%lld", (long long)i, (long long)lens[i], (long long)nt);
    for (d = 2; d < r; d++) inner *= x->shape.dims[d];
    tstride = ta == 0 ? x->shape.dims[1] * inner : inner;
    pos = m2c_alloc((size_t)total * sizeof *pos);
    for (i = 0; i < total; i++) {   /* element i's source: its time step mirrored within its batch's length */
        int64_t d0 = i / inner / x->shape.dims[1], d1 = i / inner % x->shape.dims[1];
        int64_t t = ta == 0 ? d0 : d1, b = ta == 0 ? d1 : d0;
        pos[i] = t < lens[b] ? i + (lens[b] - 1 - 2 * t) * tstride : i;
    }
    s[0] = total;
    return tw_reshape_dims(L, pick(L, tw_reshape_dims(L, x, 1, s), 0, pos, total), r, x->shape.dims);
}

/* x broadcast to dims (numpy rules, x's rank at most n) */
static m2c_value *broadcast_to(m2c_lowerer *L, m2c_value *x, int n, const int64_t *dims)
{
    int64_t s[NPK_MAX_RANK];
    int d, r = x->shape.rank, same = 1;
    m2c_type t;
    for (d = 0; d < n; d++) s[d] = d < n - r ? 1 : x->shape.dims[d - (n - r)];
    x = tw_reshape_dims(L, x, n, s);
    memset(&t, 0, sizeof t);
    t.rank = n;
    t.elem = x->shape.elem;
    for (d = 0; d < n; d++) {
        t.dims[d] = dims[d];
        if (dims[d] != s[d]) same = 0;
    }
    if (same) return x;
    if (!m2c_elem_is_float(x->shape.elem)) {   /* integers (shape arithmetic): a tile, which any type folds through */
        m2c_op *op = OP(tcp(L, NPK_OP_TILE, 1, &x));
        for (d = 0; d < n; d++) NPK_TILE_MULTIPLES(op)[d] = lw_i32(L, dims[d] / s[d], "shape");
        return lw_done(L, op, NULL, 0);
    }
    return lw_done(L, lw_op(L, M2C_OPK_BROADCAST, 1, &x), &t, 0);
}

static m2c_value *expand(m2c_lowerer *L)
{
    m2c_value *x = ox_in(L, 0);
    int64_t s[NPK_MAX_RANK], o[NPK_MAX_RANK];
    int n = ox_const_ints(L, 1, s, NPK_MAX_RANK, "shape"), r = x->shape.rank, m = n > r ? n : r, d;
    for (d = 0; d < m; d++) {
        int64_t a = d < m - r ? 1 : x->shape.dims[d - (m - r)], b = d < m - n ? 1 : s[d - (m - n)];
        if (a != b && a != 1 && b != 1) ox_error(L, "shape dim %lld does not broadcast with the input's %lld", (long long)b, (long long)a);
        o[d] = a == 1 ? b : a;
    }
    return broadcast_to(L, x, m, o);
}

static m2c_value *tile(m2c_lowerer *L)
{
    m2c_value *x = ox_in(L, 0);
    int64_t rep[NPK_MAX_RANK];
    int n = ox_const_ints(L, 1, rep, NPK_MAX_RANK, "repeats"), d, any = 0;
    m2c_op *op;
    if (n != x->shape.rank) ox_error(L, "repeats has %d values for rank %d", n, x->shape.rank);
    for (d = 0; d < n; d++) { if (rep[d] < 1) ox_error(L, "repeats must be positive"); any |= rep[d] != 1; }
    if (!any) return x;
    op = OP(tcp(L, NPK_OP_TILE, 1, &x));
    for (d = 0; d < n; d++) NPK_TILE_MULTIPLES(op)[d] = lw_i32(L, rep[d], "repeats");
    return lw_done(L, op, NULL, 0);
}

static m2c_value *const_of_shape(m2c_lowerer *L)
{
    int64_t s[NPK_MAX_RANK];
    int n = ox_const_ints(L, 0, s, NPK_MAX_RANK, "shape"), d, elem = M2C_F32;
    double v = 0;
    m2c_attr *a = m2c_find_attr(SRC, "value");
    m2c_type t;
    memset(&t, 0, sizeof t);
    t.rank = n;
    for (d = 0; d < n; d++) { if (s[d] < 1) ox_error(L, "an empty or negative shape is not supported"); t.dims[d] = s[d]; }
    if (a) {
        int64_t i = 0;
        if (a->kind != M2C_ATTR_DENSE || a->dense->count != 1) ox_error(L, "value must be a one-element tensor");
        elem = a->dense->elem;
        v = a->dense->raw ? m2c_load_elem((const unsigned char *)a->dense->raw, elem, a->dense_type.uns, &i) : a->dense->data[0];
    }
    return tw_const(L, &t, elem, v);
}

static m2c_value *range(m2c_lowerer *L)
{
    double s = ox_const_num(L, 0, 0, "start"), lim = ox_const_num(L, 1, 0, "limit"), dl = ox_const_num(L, 2, 1, "delta");
    int elem = ox_in(L, 0)->shape.elem, k;
    int64_t n;
    m2c_type t;
    m2c_value *c;
    if (dl == 0) ox_error(L, "delta is 0");
    n = (int64_t)ceil((lim - s) / dl);
    if (n < 1) ox_error(L, "the range is empty");
    if (n > (1 << 24)) ox_error(L, "the range has more than 2^24 elements");
    memset(&t, 0, sizeof t);
    t.rank = 1;
    t.dims[0] = n;
    c = tw_const(L, &t, elem, 0);
    for (k = 0; k < n; k++) {
        double v = s + (double)k * dl;
        c->cbuf->data[k] = (float)v;
        if (c->cbuf->raw) m2c_store_elem((unsigned char *)c->cbuf->raw + (size_t)k * (size_t)m2c_elem_bytes(elem), elem, v, (int64_t)v);
    }
    return c;
}

/* DepthToSpace (DCR or CRD) and SpaceToDepth on [N, C, H, W] with block b */
static m2c_value *depth_space(m2c_lowerer *L, int to_space)
{
    m2c_value *x = ox_in(L, 0);
    int64_t b = ox_int(L, "blocksize", 0), N, C, H, W, s[6], p[6];
    int crd = !strcmp(ox_str(L, "mode", "DCR"), "CRD"), d;
    if (x->shape.rank != 4 || b < 1) ox_error(L, "needs a rank-4 input and a positive blocksize");
    N = x->shape.dims[0]; C = x->shape.dims[1]; H = x->shape.dims[2]; W = x->shape.dims[3];
    if (to_space) {
        static const int64_t dcr[6] = { 0, 3, 4, 1, 5, 2 }, crdp[6] = { 0, 1, 4, 2, 5, 3 };
        if (C % (b * b)) ox_error(L, "%lld channels do not divide by blocksize^2", (long long)C);
        if (crd) { s[0] = N; s[1] = C / (b * b); s[2] = b; s[3] = b; s[4] = H; s[5] = W; }
        else { s[0] = N; s[1] = b; s[2] = b; s[3] = C / (b * b); s[4] = H; s[5] = W; }
        x = tw_reshape_dims(L, x, 6, s);
        for (d = 0; d < 6; d++) p[d] = crd ? crdp[d] : dcr[d];
        x = lw_transpose(L, x, p, 0);
        s[0] = N; s[1] = C / (b * b); s[2] = H * b; s[3] = W * b;
        return tw_reshape_dims(L, x, 4, s);
    }
    {
        static const int64_t perm[6] = { 0, 3, 5, 1, 2, 4 };
        if (H % b || W % b) ox_error(L, "the spatial dims do not divide by blocksize");
        s[0] = N; s[1] = C; s[2] = H / b; s[3] = b; s[4] = W / b; s[5] = b;
        x = lw_transpose(L, tw_reshape_dims(L, x, 6, s), perm, 0);
        s[0] = N; s[1] = C * b * b; s[2] = H / b; s[3] = W / b;
        return tw_reshape_dims(L, x, 4, s);
    }
}

static m2c_value *reverse(m2c_lowerer *L, m2c_value *x, int axis)
{
    m2c_op *op = OP(tcp(L, NPK_OP_REVERSE, 1, &x));
    op->attr.reverse.axis = axis;
    return lw_done(L, op, NULL, 0);
}

static m2c_value *cumsum(m2c_lowerer *L)
{
    m2c_value *x = ox_in(L, 0), *y;
    int axis = ox_axis(L, (int64_t)ox_const_num(L, 1, 0, "axis"), x->shape.rank);
    int rev = (int)ox_int(L, "reverse", 0), excl = (int)ox_int(L, "exclusive", 0);
    if (rev) x = reverse(L, x, axis);
    y = tw_cumsum(L, x, axis, x->shape.elem);
    if (excl) y = tw_bin(L, NPK_BIN_SUB, y, x);
    if (rev) y = reverse(L, y, axis);
    return y;
}

/* GatherElements: y[i..] = x[i.. with idx[i..] on axis], one gather from x
 * flattened at flat indices base + idx * stride (base: the other coordinates) */
static m2c_value *gather_elements(m2c_lowerer *L)
{
    m2c_value *x = ox_in(L, 0), *idx = ox_in(L, 1);
    int r = x->shape.rank, axis = ox_axis(L, ox_int(L, "axis", 0), r), d;
    int64_t s[1];
    if (idx->shape.rank != r) ox_error(L, "indices must have the data's rank");
    for (d = 0; d < r; d++)
        if (d != axis && idx->shape.dims[d] > x->shape.dims[d]) ox_error(L, "indices dim %d is larger than the data's", d);
    s[0] = (int64_t)m2c_type_count(&x->shape);
    return tw_reshape_dims(L, tw_gather_rows(L, tw_reshape_dims(L, x, 1, s), 0, ox_flat_positions(L, x, idx, axis)), r,
                           idx->shape.dims);
}

/* Trilu: x where the column less the row is >= k (upper) or <= k (lower), else 0 */
static m2c_value *trilu(m2c_lowerer *L)
{
    m2c_value *x = ox_in(L, 0);
    int r = x->shape.rank, upper = (int)ox_int(L, "upper", 1);
    int64_t k = (int64_t)ox_const_num(L, 1, 0, "k"), R, C, i, j;
    m2c_type t;
    m2c_value *m;
    if (r < 2) ox_error(L, "the input needs rank 2 or more");
    R = x->shape.dims[r - 2];
    C = x->shape.dims[r - 1];
    memset(&t, 0, sizeof t);
    t.rank = 2;
    t.dims[0] = R;
    t.dims[1] = C;
    m = tw_const(L, &t, M2C_I1, 0);
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++)
            if (upper ? j - i >= k : j - i <= k) { m->cbuf->data[i * C + j] = 1; ((unsigned char *)m->cbuf->raw)[i * C + j] = 1; }
    return tw_select(L, m, x, tw_const(L, &t, x->shape.elem, 0));
}

/* EyeLike: x's 2-D shape, ones on diagonal k, in dtype (default x's type) */
static m2c_value *eye_like(m2c_lowerer *L)
{
    m2c_value *x = ox_in(L, 0), *y;
    int64_t k = ox_int(L, "k", 0), i, dt = ox_int(L, "dtype", -1);
    int uns, elem = dt >= 0 ? m2c_onnx_elem((int)dt, &uns) : x->shape.elem, w;
    if (x->shape.rank != 2 || elem < 0) ox_error(L, "needs a 2-D input and a supported dtype");
    y = tw_const(L, &x->shape, elem, 0);
    w = y->cbuf->raw ? m2c_elem_bytes(elem) : 0;
    for (i = 0; i < x->shape.dims[0]; i++) {
        int64_t j = i + k;
        if (j < 0 || j >= x->shape.dims[1]) continue;
        y->cbuf->data[i * x->shape.dims[1] + j] = 1;
        if (w) m2c_store_elem((unsigned char *)y->cbuf->raw + (size_t)(i * x->shape.dims[1] + j) * (size_t)w, elem, 1, 1);
    }
    return y;
}

/* OneHot(indices, depth, values [off, on]): a new axis of depth, on where it equals the index */
static m2c_value *one_hot(m2c_lowerer *L)
{
    m2c_value *idx = ox_in(L, 0), *vals = ox_in(L, 2), *iota, *eq, *off, *on;
    int r = idx->shape.rank + 1, axis = ox_axis(L, ox_int(L, "axis", -1), r), d, k;
    int64_t depth = (int64_t)ox_const_num(L, 1, 0, "depth"), s[NPK_MAX_RANK], *v, st[1], sz[1];
    if (depth < 1 || depth > (1 << 24)) ox_error(L, "depth must be 1 to 2^24");
    if (r > NPK_MAX_RANK) ox_error(L, "the result would have rank %d", r);
    v = (int64_t *)m2c_alloc((size_t)depth * sizeof(int64_t));
    for (k = 0; k < depth; k++) v[k] = k;
    for (d = 0; d < r; d++) s[d] = d == axis ? depth : 1;
    iota = tw_reshape_dims(L, lw_const_int(L, M2C_I64, (int)depth, v), r, s);
    m2c_free(v);
    idx = tw_to(L, idx, M2C_I64);
    idx = tw_select(L, tw_cmp(L, NPK_CMP_GREATER, tw_splat(L, 0, M2C_I64, idx->shape.rank), idx),
                    tw_bin(L, NPK_BIN_ADD, idx, tw_splat(L, (double)depth, M2C_I64, idx->shape.rank)), idx);
    for (d = 0, k = 0; d < r; d++) s[d] = d == axis ? 1 : idx->shape.dims[k++];
    eq = tw_cmp(L, NPK_CMP_EQUAL, iota, tw_reshape_dims(L, idx, r, s));
    st[0] = 0; sz[0] = 1;
    off = tw_reshape_dims(L, lw_slice(L, vals, st, sz), r, (int64_t[NPK_MAX_RANK]){ 1, 1, 1, 1, 1, 1, 1, 1 });
    st[0] = 1;
    on = tw_reshape_dims(L, lw_slice(L, vals, st, sz), r, (int64_t[NPK_MAX_RANK]){ 1, 1, 1, 1, 1, 1, 1, 1 });
    return tw_select(L, eq, on, off);
}

/* ScatterND at run time: data as [1, K, C] rows (K the indexed dims, C the
 * rest), each index tuple as its row number, the updates as [1, W, C]: the
 * scatter op (reduction none: the last of repeated rows wins); add / mul
 * gather, combine and scatter one row at a time (up to 64 rows). */
static m2c_value *scatter_nd_run(m2c_lowerer *L, const char *red)
{
    m2c_value *x = ox_in(L, 0), *idx = ox_in(L, 1), *upd = ox_in(L, 2), *lin = NULL, *in[3], *y;
    int r = x->shape.rank, q = idx->shape.rank, k, d;
    int64_t last, rows = 1, slice = 1, w = 1, st[NPK_MAX_RANK], sz[NPK_MAX_RANK], s3[3];
    m2c_op *op;
    int fn = !strcmp(red, "add") ? NPK_BIN_ADD : !strcmp(red, "mul") ? NPK_BIN_MUL : -1;
    if (fn < 0 && strcmp(red, "none")) ox_error(L, "reduction = \"%s\" is not supported", red);
    last = q ? idx->shape.dims[q - 1] : 0;
    if (q < 1 || last < 1 || last > r) ox_error(L, "indices' last dim must be 1 to the data's rank");
    for (d = 0; d < (int)last; d++) rows *= x->shape.dims[d];
    for (d = (int)last; d < r; d++) slice *= x->shape.dims[d];
    for (d = 0; d < q - 1; d++) w *= idx->shape.dims[d];
    if (rows > 2147483647 || m2c_type_count(&upd->shape) != (uint64_t)(w * slice))
        ox_error(L, "updates must have the indices' leading dims and the data's trailing dims");
    idx = tw_to(L, idx, M2C_I64);
    for (k = 0; k < (int)last; k++) {
        m2c_value *c;
        double dim = (double)x->shape.dims[k];
        for (d = 0; d < q; d++) { st[d] = d == q - 1 ? k : 0; sz[d] = d == q - 1 ? 1 : idx->shape.dims[d]; }
        c = tw_reshape_dims(L, lw_slice(L, idx, st, sz), 1, &w);
        c = tw_select(L, tw_cmp(L, NPK_CMP_GREATER, tw_splat(L, 0, M2C_I64, 1), c),   /* negative: from the end */
                      tw_bin(L, NPK_BIN_ADD, c, tw_splat(L, dim, M2C_I64, 1)), c);
        lin = lin ? tw_bin(L, NPK_BIN_ADD, tw_bin(L, NPK_BIN_MUL, lin, tw_splat(L, dim, M2C_I64, 1)), c) : c;
    }
    s3[0] = 1; s3[1] = w;
    in[1] = tw_reshape_dims(L, lw_cast(L, lin, M2C_I32, 0), 2, s3);
    s3[1] = rows; s3[2] = slice;
    in[0] = tw_reshape_dims(L, x, 3, s3);
    s3[1] = w;
    in[2] = tw_reshape_dims(L, upd, 3, s3);
    if (fn >= 0) {   /* add / mul: one row at a time, so repeated rows accumulate */
        m2c_value *all = in[1], *u = in[2];
        int64_t j;
        if (w > 64) ox_error(L, "reduction = \"%s\" with more than 64 index tuples known only at run time is not supported", red);
        y = in[0];
        for (j = 0; j < w; j++) {
            int64_t a[3] = { 0, j, 0 }, b[3] = { 1, 1, slice };
            in[0] = y;
            in[1] = lw_slice(L, all, a, b);
            in[2] = tw_bin(L, fn, tw_gather_rows(L, y, 1, in[1]), lw_slice(L, u, a, b));
            op = lw_op(L, M2C_OPK_TCP, 3, in);
            m2c_set_op(op, NPK_OP_SCATTER);
            y = lw_done(L, op, NULL, 0);
        }
        return tw_reshape_dims(L, y, r, x->shape.dims);
    }
    op = lw_op(L, M2C_OPK_TCP, 3, in);
    m2c_set_op(op, NPK_OP_SCATTER);
    y = lw_done(L, op, NULL, 0);
    return tw_reshape_dims(L, y, r, x->shape.dims);
}

/* ScatterND of constants (Swin's window masks, built in the graph): computed
 * here on the stored elements. */
static m2c_value *scatter_nd(m2c_lowerer *L)
{
    m2c_value *x = ox_in(L, 0), *idx = ox_in(L, 1), *upd = ox_in(L, 2), *y;
    const char *red = ox_str(L, "reduction", "none");
    int r = x->shape.rank, q = idx->shape.rank, k, d, w, uw;
    int64_t last, *iv, nupd, slice = 1, row;
    uint64_t n, j;
    if (upd->shape.elem != x->shape.elem) ox_error(L, "updates and data differ in element type");
    if (x->kind != M2C_V_CONST || idx->kind != M2C_V_CONST || upd->kind != M2C_V_CONST) return scatter_nd_run(L, red);
    if (strcmp(red, "none") && strcmp(red, "add") && strcmp(red, "mul")) ox_error(L, "reduction = \"%s\" is not supported", red);
    last = q ? idx->shape.dims[q - 1] : 0;
    if (q < 1 || last > r) ox_error(L, "indices' last dim must be at most the data's rank");
    for (d = (int)last; d < r; d++) slice *= x->shape.dims[d];
    n = m2c_type_count(&idx->shape);
    iv = (int64_t *)m2c_alloc((size_t)n * sizeof(int64_t) + 8);
    if ((uint64_t)lw_const_i64(L, 1, iv, (int)n) != n) ox_error(L, "bad indices");
    y = tw_const(L, &x->shape, x->shape.elem, 0);
    w = y->cbuf->raw ? m2c_elem_bytes(x->shape.elem) : 4;
    uw = upd->cbuf->raw ? m2c_elem_bytes(upd->shape.elem) : 4;
    memcpy(y->cbuf->data, x->cbuf->data, (size_t)m2c_type_count(&x->shape) * sizeof(float));
    if (y->cbuf->raw) memcpy(y->cbuf->raw, x->cbuf->raw, (size_t)m2c_type_count(&x->shape) * (size_t)w);
    nupd = (int64_t)(n / (uint64_t)last);
    for (row = 0; row < nupd; row++) {
        int64_t off = 0;
        for (k = 0; k < last; k++) {
            int64_t v = iv[row * last + k], dim = x->shape.dims[k];
            if (v < -dim || v >= dim) ox_error(L, "index %lld is out of range for dim %d", (long long)v, k);
            off = off * dim + (v < 0 ? v + dim : v);
        }
        off *= slice;
        for (j = 0; j < (uint64_t)slice; j++) {
            uint64_t at = (uint64_t)off + j, from = (uint64_t)row * (uint64_t)slice + j;
            int64_t a = 0, b = 0;
            double fa = y->cbuf->data[at], fb = upd->cbuf->data[from], v;
            if (y->cbuf->raw) {
                fa = m2c_load_elem((unsigned char *)y->cbuf->raw + at * (uint64_t)w, x->shape.elem, 0, &a);
                fb = m2c_load_elem((unsigned char *)upd->cbuf->raw + from * (uint64_t)uw, x->shape.elem, 0, &b);
            }
            v = red[0] == 'a' ? fa + fb : red[0] == 'm' ? fa * fb : fb;
            a = red[0] == 'a' ? a + b : red[0] == 'm' ? a * b : b;
            y->cbuf->data[at] = m2c_elem_is_float(x->shape.elem) ? (float)v : (float)a;
            if (y->cbuf->raw) m2c_store_elem((unsigned char *)y->cbuf->raw + at * (uint64_t)w, x->shape.elem, v, a);
        }
    }
    m2c_free(iv);
    return y;
}

m2c_value *ox_resize(m2c_lowerer *L, int upsample);   /* lower_onnx_resize.c */

void ox_lower_shape(m2c_lowerer *L)
{
    m2c_value *y = NULL;
    switch (L->arg) {
    case OXS_SHAPE: y = shape_of(L); break;
    case OXS_SIZE: {
        int64_t n = (int64_t)m2c_type_count(&ox_in(L, 0)->shape);
        y = i64_const(L, 0, 1, &n);
        break;
    }
    case OXS_RESHAPE: y = reshape(L); break;
    case OXS_FLATTEN: y = flatten(L); break;
    case OXS_TRANSPOSE: y = transpose(L); break;
    case OXS_SQUEEZE: y = squeeze(L); break;
    case OXS_UNSQUEEZE: y = unsqueeze(L); break;
    case OXS_CONCAT: y = concat_node(L); break;
    case OXS_SPLIT: y = split(L); break;
    case OXS_SLICE: y = slice(L); break;
    case OXS_GATHER: y = gather(L); break;
    case OXS_PAD: y = pad(L); break;
    case OXS_EXPAND: y = expand(L); break;
    case OXS_TILE: y = tile(L); break;
    case OXS_CONST_OF_SHAPE: y = const_of_shape(L); break;
    case OXS_RANGE: y = range(L); break;
    case OXS_RESIZE: y = ox_resize(L, 0); break;
    case OXS_UPSAMPLE: y = ox_resize(L, 1); break;
    case OXS_DEPTH_TO_SPACE: y = depth_space(L, 1); break;
    case OXS_SPACE_TO_DEPTH: y = depth_space(L, 0); break;
    case OXS_CUMSUM: y = cumsum(L); break;
    case OXS_GATHER_ELEMENTS: y = gather_elements(L); break;
    case OXS_TRILU: y = trilu(L); break;
    case OXS_EYELIKE: y = eye_like(L); break;
    case OXS_ONEHOT: y = one_hot(L); break;
    case OXS_SCATTER_ND: y = scatter_nd(L); break;
    case OXS_CENTER_CROP_PAD: y = center_crop_pad(L); break;
    case OXS_COMPRESS: y = compress(L); break;
    case OXS_REVERSE_SEQUENCE: y = reverse_sequence(L); break;
    default: m2c_onnx_refuse(L);
    }
    ox_finish(L, y);
}
