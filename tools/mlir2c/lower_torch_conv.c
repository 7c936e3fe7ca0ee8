/* lower_torch_conv.c - torch.aten.convolution / conv2d, 1-D to 3-D, plain
 * and transposed, onto npk's conv2d (NCHW, groups, dilation, asymmetric
 * padding) and conv3d (NDHWC, one group). A transposed convolution is the
 * plain one over the input with stride - 1 zeros between its elements,
 * padded by dilation * (kernel - 1) - padding (+ output_padding after),
 * with the weight's in/out channels swapped per group and its window
 * flipped; padding below zero crops the input instead. */
#include <stdio.h>
#include <string.h>
#include "lower_torch.h"

#define SRC (L->src)

static m2c_op *tcp1(m2c_lowerer *L, int opcode, m2c_value *x)
{
    m2c_op *op = lw_op(L, M2C_OPK_TCP, 1, &x);
    m2c_set_op(op, opcode);
    return op;
}

/* n ints of operand i (one value repeats; an empty list or none gives dflt) */
static void ints_n(m2c_lowerer *L, int i, int64_t *out, int n, int64_t dflt)
{
    int64_t v[NPK_MAX_RANK];
    int m = i < SRC->n_in && !tw_is_none(L, i) ? tw_ints(L, i, v, NPK_MAX_RANK) : 0, k;
    if (m != 0 && m != 1 && m != n) m2c_error_at(SRC->in_loc[i], "%s: operand %d needs %d values, got %d", SRC->dname, i, n, m);
    for (k = 0; k < n; k++) out[k] = m == 0 ? dflt : v[m == 1 ? 0 : k];
}

static m2c_value *crop(m2c_lowerer *L, m2c_value *x, int dim, int64_t start, int64_t size)
{
    m2c_op *op;
    int d;
    if (size < 1) m2c_error_at(SRC->loc, "%s: the padding crops the whole input", SRC->dname);
    op = tcp1(L, NPK_OP_SLICE, x);
    for (d = 0; d < x->shape.rank; d++) {
        NPK_SLICE_START(op)[d] = d == dim ? (int32_t)start : 0;
        NPK_SLICE_SIZE(op)[d] = (int32_t)(d == dim ? size : x->shape.dims[d]);
    }
    return lw_done(L, op, NULL, 0);
}

/* stride - 1 zeros after every element of dim (none after the last) */
static m2c_value *dilate_dim(m2c_lowerer *L, m2c_value *x, int dim, int64_t stride)
{
    int64_t s[NPK_MAX_RANK], len = x->shape.dims[dim];
    int r = x->shape.rank, d;
    m2c_op *op;
    if (stride == 1 || len == 1) return x;
    if (r + 1 > NPK_MAX_RANK) m2c_error_at(SRC->loc, "%s: rank %d is too large for a strided transposed convolution", SRC->dname, r);
    for (d = 0; d <= r; d++) s[d] = d <= dim ? x->shape.dims[d] : d == dim + 1 ? 1 : x->shape.dims[d - 1];
    x = tw_reshape_dims(L, x, r + 1, s);
    op = tcp1(L, NPK_OP_PAD, x);
    NPK_PAD_AFTER(op)[dim + 1] = lw_i32(L, stride - 1, "stride");
    x = lw_done(L, op, NULL, 0);
    for (d = 0; d < r; d++) s[d] = d < dim ? x->shape.dims[d] : d == dim ? len * stride : x->shape.dims[d + 1];
    x = tw_reshape_dims(L, x, r, s);
    return crop(L, x, dim, 0, (len - 1) * stride + 1);
}

/* w [Cin, Cout/g, K..] of a transposed convolution as the plain one's
 * [Cout, Cin/g, K..]: channels swapped within each group, windows flipped. */
static m2c_value *transposed_weight(m2c_lowerer *L, m2c_value *w, int64_t g)
{
    int64_t s[NPK_MAX_RANK], perm[NPK_MAX_RANK];
    int r = w->shape.rank, d, n = r - 2;
    int64_t ci = w->shape.dims[0], co = w->shape.dims[1];
    if (ci % g) m2c_error_at(SRC->in_loc[1], "%s: the weight's %lld input channels do not divide into %lld groups", SRC->dname,
                             (long long)ci, (long long)g);
    if (r + 1 > NPK_MAX_RANK) m2c_error_at(SRC->loc, "%s: the weight's rank is too large", SRC->dname);
    s[0] = g; s[1] = ci / g; s[2] = co;
    for (d = 0; d < n; d++) s[3 + d] = w->shape.dims[2 + d];
    w = tw_reshape_dims(L, w, r + 1, s);
    for (d = 0; d <= r; d++) perm[d] = d;
    perm[1] = 2; perm[2] = 1;
    w = lw_transpose(L, w, perm, 0);
    s[0] = g * co; s[1] = ci / g;
    for (d = 0; d < n; d++) s[2 + d] = w->shape.dims[3 + d];
    w = tw_reshape_dims(L, w, r, s);
    for (d = 0; d < n; d++) {
        m2c_op *op;
        if (w->shape.dims[2 + d] == 1) continue;
        op = tcp1(L, NPK_OP_REVERSE, w);
        op->attr.reverse.axis = 2 + d;
        w = lw_done(L, op, NULL, 0);
    }
    return w;
}

/* conv3d over NCDHW via NDHWC: one group only */
static m2c_value *conv3d(m2c_lowerer *L, m2c_value *x, m2c_value *w, m2c_value *b, const int64_t *st, const int64_t *lo,
                         const int64_t *hi, const int64_t *dl)
{
    static const int64_t to_last[5] = { 0, 2, 3, 4, 1 }, to_first[5] = { 0, 4, 1, 2, 3 };
    m2c_value *in[3];
    npk_conv3d_attrs *a;
    m2c_op *op;
    int n = 2;
    in[0] = lw_transpose(L, x, to_last, 0);
    in[1] = lw_transpose(L, w, to_last, 0);
    if (b) in[n++] = b;
    op = lw_op(L, M2C_OPK_TCP, n, in);
    m2c_set_op(op, NPK_OP_CONV3D);
    a = &op->attr.conv3d;
    a->stride_d = lw_i32(L, st[0], "stride"); a->stride_h = lw_i32(L, st[1], "stride"); a->stride_w = lw_i32(L, st[2], "stride");
    a->dil_d = lw_i32(L, dl[0], "dilation"); a->dil_h = lw_i32(L, dl[1], "dilation"); a->dil_w = lw_i32(L, dl[2], "dilation");
    a->pad_front = lw_i32(L, lo[0], "padding"); a->pad_back = lw_i32(L, hi[0], "padding");
    a->pad_top = lw_i32(L, lo[1], "padding"); a->pad_bottom = lw_i32(L, hi[1], "padding");
    a->pad_left = lw_i32(L, lo[2], "padding"); a->pad_right = lw_i32(L, hi[2], "padding");
    return lw_transpose(L, lw_done(L, op, NULL, 0), to_first, 0);
}

/* a grouped 3-D convolution: one conv3d per group on its slice of the
 * channels, joined along the channels (the conv3d op has no groups) */
static m2c_value *grouped_conv3d(m2c_lowerer *L, m2c_value *x, m2c_value *w, m2c_value *b, const int64_t *st,
                                 const int64_t *lo, const int64_t *hi, const int64_t *dl, int64_t g)
{
    int64_t cg = x->shape.dims[1] / g, og = w->shape.dims[0] / g, k;
    m2c_value **part;
    if (x->shape.dims[1] % g || w->shape.dims[0] % g || w->shape.dims[1] != cg)
        m2c_error_at(SRC->loc, "%s: %lld groups do not divide %lld input channels and %lld filters of %lld channels",
                     SRC->dname, (long long)g, (long long)x->shape.dims[1], (long long)w->shape.dims[0],
                     (long long)w->shape.dims[1]);
    part = m2c_alloc((size_t)g * sizeof *part);
    for (k = 0; k < g; k++)
        part[k] = conv3d(L, crop(L, x, 1, k * cg, cg), crop(L, w, 0, k * og, og), b ? crop(L, b, 0, k * og, og) : NULL,
                         st, lo, hi, dl);
    return tw_concat(L, part, (int)g, 1);
}

/* The loop op's body out + in0 * in1 over elements of type elem: a
 * convolution or a contraction written as a loop. */
static m2c_body *mac_body(m2c_op *src, int elem)
{
    m2c_body *b = (m2c_body *)m2c_alloc(sizeof *b);
    int fl = m2c_elem_is_float(elem), a[2], i;
    b->n_args = 3;
    for (i = 0; i < 3; i++) m2c_body_val(b, M2C_S_ARG, i, 0, elem);
    a[0] = 0; a[1] = 1;
    a[0] = m2c_body_op(src, b, fl ? "arith.mulf" : "arith.muli", 2, a, elem);
    a[1] = 2;
    b->yield = b->yields[0] = m2c_body_op(src, b, fl ? "arith.addf" : "arith.addi", 2, a, elem);
    b->n_yields = 1;
    b->yield_loc = b->yield_locs[0] = src->loc;
    return b;
}

/* An integer convolution (2-D NCHW, any groups) in x's type as one loop op:
 * loops n, g, o, oh, ow (the result [N, G, O/G, OH, OW]) and the sums c, kh,
 * kw of x[n, g*C/G + c, oh*s + kh*d, ow*s + kw*d] * w[g*O/G + o, c, kh, kw]
 * over the zero-padded input. */
static m2c_value *int_conv(m2c_lowerer *L, m2c_value *x, m2c_value *w, m2c_value *b, const int64_t *st, const int64_t *lo,
                           const int64_t *hi, const int64_t *dl, int64_t g)
{
    m2c_value *in[3], *y;
    m2c_amap maps[3];
    m2c_type t;
    m2c_op *op;
    int64_t O = w->shape.dims[0], C = w->shape.dims[1], s[NPK_MAX_RANK], oh, ow;
    int red[NPK_MAX_RANK], i, e = x->shape.elem;
    enum { LN, LG, LO, LOH, LOW, LC, LKH, LKW };
    if (O % g || x->shape.dims[1] != C * g) m2c_error_at(SRC->loc, "%s: the channels do not match the groups", SRC->dname);
    op = tcp1(L, NPK_OP_PAD, x);
    for (i = 0; i < 2; i++) {
        NPK_PAD_BEFORE(op)[2 + i] = lw_i32(L, lo[i], "padding");
        NPK_PAD_AFTER(op)[2 + i] = lw_i32(L, hi[i], "padding");
    }
    x = lw_done(L, op, NULL, 0);
    oh = (x->shape.dims[2] - dl[0] * (w->shape.dims[2] - 1) - 1) / st[0] + 1;
    ow = (x->shape.dims[3] - dl[1] * (w->shape.dims[3] - 1) - 1) / st[1] + 1;
    if (oh < 1 || ow < 1) m2c_error_at(SRC->loc, "%s: the kernel is larger than the padded input", SRC->dname);
    t = x->shape;
    t.rank = 5;
    t.dims[0] = x->shape.dims[0]; t.dims[1] = g; t.dims[2] = O / g; t.dims[3] = oh; t.dims[4] = ow;
    in[0] = x;
    in[1] = w;
    in[2] = m2c_zero_const(L, &t);
    memset(maps, 0, sizeof maps);
    for (i = 0; i < 3; i++) maps[i].n_dims = 8;
    maps[0].n_res = 4;
    maps[0].res[0] = LN; maps[0].coef[0][LN] = 1;
    maps[0].res[1] = M2C_AMAP_EXPR; maps[0].coef[1][LG] = C; maps[0].coef[1][LC] = 1;
    maps[0].res[2] = M2C_AMAP_EXPR; maps[0].coef[2][LOH] = st[0]; maps[0].coef[2][LKH] = dl[0];
    maps[0].res[3] = M2C_AMAP_EXPR; maps[0].coef[3][LOW] = st[1]; maps[0].coef[3][LKW] = dl[1];
    maps[0].general = 1;
    maps[1].n_res = 4;
    maps[1].res[0] = M2C_AMAP_EXPR; maps[1].coef[0][LG] = O / g; maps[1].coef[0][LO] = 1;
    maps[1].res[1] = LC; maps[1].coef[1][LC] = 1;
    maps[1].res[2] = LKH; maps[1].coef[2][LKH] = 1;
    maps[1].res[3] = LKW; maps[1].coef[3][LKW] = 1;
    maps[1].general = 1;
    maps[2].n_res = 5;
    for (i = 0; i < 5; i++) { maps[2].res[i] = i; maps[2].coef[i][i] = 1; }
    for (i = 0; i < 8; i++) red[i] = i >= LC;
    y = tw_loop(L, 2, in, maps, 8, red, mac_body(SRC, e));
    s[0] = t.dims[0]; s[1] = O; s[2] = oh; s[3] = ow;
    y = tw_reshape_dims(L, y, 4, s);
    if (b) {
        s[0] = 1; s[1] = O; s[2] = 1; s[3] = 1;
        y = tw_bin(L, NPK_BIN_ADD, y, tw_reshape_dims(L, tw_to(L, b, e), 4, s));
    }
    return y;
}

/* The convolution of x [N, C, S..] by w (plain [O, C/g, K..], transposed
 * [C, O/g, K..]) and bias b (may be NULL); op_ is the transposed form's
 * output_padding. Parameters are n values each (n = 1..3 spatial dims). */
static m2c_value *conv_core(m2c_lowerer *L, m2c_value *x, m2c_value *w, m2c_value *b, int64_t *st, const int64_t *pd,
                            int64_t *dl, const int64_t *op_, int64_t g, int transposed)
{
    return tw_conv_core(L, x, w, b, st, pd, pd, dl, op_, g, transposed);
}

m2c_value *tw_conv_core(m2c_lowerer *L, m2c_value *x, m2c_value *w, m2c_value *b, int64_t *st, const int64_t *pd,
                        const int64_t *pd_end, int64_t *dl, const int64_t *op_, int64_t g, int transposed)
{
    m2c_value *in[3], *y;
    int64_t lo[3] = { 0, 0, 0 }, hi[3] = { 0, 0, 0 }, s[NPK_MAX_RANK];
    int n = x->shape.rank - 2, d, nb = 2;
    m2c_op *op;
    if (transposed) {
        if (x->shape.dims[1] != w->shape.dims[0])
            m2c_error_at(SRC->in_loc[1], "%s: the input has %lld channels but the weight %lld", SRC->dname,
                         (long long)x->shape.dims[1], (long long)w->shape.dims[0]);
        w = transposed_weight(L, w, g);
        for (d = 0; d < n; d++) {
            x = dilate_dim(L, x, 2 + d, st[d]);
            lo[d] = dl[d] * (w->shape.dims[2 + d] - 1) - pd[d];
            hi[d] = dl[d] * (w->shape.dims[2 + d] - 1) - pd_end[d] + op_[d];
            st[d] = 1;
        }
    } else {
        for (d = 0; d < n; d++) { lo[d] = pd[d]; hi[d] = pd_end[d]; }
    }
    for (d = 0; d < n; d++) {   /* negative padding crops */
        int64_t len = x->shape.dims[2 + d], a = lo[d] < 0 ? -lo[d] : 0, z = hi[d] < 0 ? -hi[d] : 0;
        if (a || z) x = crop(L, x, 2 + d, a, len - a - z);
        if (lo[d] < 0) lo[d] = 0;
        if (hi[d] < 0) hi[d] = 0;
    }
    if (!tw_is_float(x->shape.elem)) {   /* integers: a loop op in the result's type */
        if (n == 3 || x->shape.elem == M2C_I1)
            m2c_error_at(SRC->loc, "%s: a 3-D or boolean integer convolution is not supported", SRC->dname);
        if (n == 1) {
            for (d = 0; d < 2; d++) {
                m2c_value **t = d ? &w : &x;
                s[0] = (*t)->shape.dims[0]; s[1] = (*t)->shape.dims[1]; s[2] = 1; s[3] = (*t)->shape.dims[2];
                *t = tw_reshape_dims(L, *t, 4, s);
            }
            st[1] = st[0]; st[0] = 1; dl[1] = dl[0]; dl[0] = 1;
            lo[1] = lo[0]; lo[0] = 0; hi[1] = hi[0]; hi[0] = 0;
            y = int_conv(L, x, w, b, st, lo, hi, dl, g);
            s[0] = y->shape.dims[0]; s[1] = y->shape.dims[1]; s[2] = y->shape.dims[3];
            return tw_reshape_dims(L, y, 3, s);
        }
        return int_conv(L, x, w, b, st, lo, hi, dl, g);
    }
    if (n == 3) return g == 1 ? conv3d(L, x, w, b, st, lo, hi, dl) : grouped_conv3d(L, x, w, b, st, lo, hi, dl, g);
    if (n == 1) {   /* (N, C, L) as (N, C, 1, L) */
        for (d = 0; d < 2; d++) {
            m2c_value **t = d ? &w : &x;
            s[0] = (*t)->shape.dims[0]; s[1] = (*t)->shape.dims[1]; s[2] = 1; s[3] = (*t)->shape.dims[2];
            *t = tw_reshape_dims(L, *t, 4, s);
        }
        st[1] = st[0]; st[0] = 1; dl[1] = dl[0]; dl[0] = 1;
        lo[1] = lo[0]; lo[0] = 0; hi[1] = hi[0]; hi[0] = 0;
    }
    in[0] = x;
    in[1] = w;
    if (b) in[nb++] = b;
    op = lw_op(L, M2C_OPK_CONV2D, nb, in);
    {
        int64_t pad[4];
        pad[0] = lo[0]; pad[1] = lo[1]; pad[2] = hi[0]; pad[3] = hi[1];
        lw_window(L, op, st, pad, dl);
    }
    op->attr.conv2d.groups = lw_i32(L, g, "groups");
    y = lw_done(L, op, NULL, 0);
    if (n == 1) {
        s[0] = y->shape.dims[0]; s[1] = y->shape.dims[1]; s[2] = y->shape.dims[3];
        y = tw_reshape_dims(L, y, 3, s);
    }
    return y;
}

/* convolution (x, w, b|none, stride, padding, dilation, transposed, output_padding, groups)
 * conv2d (x, w, b|none, stride, padding, dilation, groups) */
m2c_value *tw_conv(m2c_lowerer *L, int full)
{
    m2c_value *x = tw_to(L, tw_tensor(L, 0), tw_out_elem(L)), *w = tw_tensor(L, 1), *b = NULL;   /* integers too */
    int64_t st[3], pd[3], dl[3], op_[3] = { 0, 0, 0 }, g;
    int r = x->shape.rank, n = r - 2, d, transposed = full && tw_int(L, 6);
    if (n < 1 || n > 3) m2c_error_at(SRC->loc, "%s: only 1-D, 2-D and 3-D convolutions are supported (rank %d input)", SRC->dname, r);
    if (w->shape.rank != r) m2c_error_at(SRC->in_loc[1], "%s: the weight must have rank %d", SRC->dname, r);
    g = tw_int(L, full ? 8 : 6);
    if (g < 1) m2c_error_at(SRC->loc, "%s: groups must be at least 1", SRC->dname);
    ints_n(L, 3, st, n, 1);
    ints_n(L, 4, pd, n, 0);
    ints_n(L, 5, dl, n, 1);
    if (transposed) ints_n(L, 7, op_, n, 0);
    for (d = 0; d < n; d++)
        if (st[d] < 1 || dl[d] < 1 || pd[d] < 0 || (transposed && (op_[d] < 0 || op_[d] >= (st[d] > dl[d] ? st[d] : dl[d]))))
            m2c_error_at(SRC->loc, "%s: invalid stride, padding, dilation or output_padding", SRC->dname);
    w = tw_to(L, w, x->shape.elem);
    if (!tw_is_none(L, 2)) b = tw_to(L, tw_tensor(L, 2), x->shape.elem);
    return conv_core(L, x, w, b, st, pd, dl, op_, g, transposed);
}

/* grad_weight of a 2-D convolution as one loop op: loops g, o, c, kh, kw
 * (the result [g, O/g, C/g, KH, KW]) and the reductions n, oh, ow over
 * grad_output [N, O, OH, OW] times the padded input at oh*s + kh*d. */
static m2c_value *weight_grad(m2c_lowerer *L, m2c_value *go, m2c_value *x, const int64_t *k, const int64_t *st,
                              const int64_t *pd, const int64_t *dl, int64_t g)
{
    m2c_value *in[3];
    m2c_amap maps[3];
    m2c_type t;
    m2c_op *op;
    int64_t O = go->shape.dims[1], C = x->shape.dims[1], s[NPK_MAX_RANK];
    int red[NPK_MAX_RANK], i;
    enum { LG, LO, LC, LKH, LKW, LN, LOH, LOW };
    if (O % g || C % g) m2c_error_at(SRC->loc, "%s: the channels do not divide into %lld groups", SRC->dname, (long long)g);
    op = tcp1(L, NPK_OP_PAD, x);
    for (i = 0; i < 2; i++) {
        int64_t need = (go->shape.dims[2 + i] - 1) * st[i] + dl[i] * (k[i] - 1) + 1 - x->shape.dims[2 + i] - pd[i];
        NPK_PAD_BEFORE(op)[2 + i] = lw_i32(L, pd[i], "padding");
        NPK_PAD_AFTER(op)[2 + i] = lw_i32(L, need > 0 ? need : 0, "padding");
    }
    x = lw_done(L, op, NULL, 0);
    memset(&t, 0, sizeof t);
    t.rank = 5;
    t.dims[0] = g; t.dims[1] = O / g; t.dims[2] = C / g; t.dims[3] = k[0]; t.dims[4] = k[1];
    in[0] = go;
    in[1] = x;
    in[2] = lw_const(L, &t, NULL, 0.0f);
    memset(maps, 0, sizeof maps);
    for (i = 0; i < 3; i++) maps[i].n_dims = 8;
    /* grad_output [n, g*O/g + o, oh, ow] */
    maps[0].n_res = 4;
    maps[0].res[0] = LN; maps[0].coef[0][LN] = 1;
    maps[0].res[1] = M2C_AMAP_EXPR; maps[0].coef[1][LG] = O / g; maps[0].coef[1][LO] = 1;
    maps[0].res[2] = LOH; maps[0].coef[2][LOH] = 1;
    maps[0].res[3] = LOW; maps[0].coef[3][LOW] = 1;
    maps[0].general = 1;
    /* input [n, g*C/g + c, oh*s + kh*d, ow*s + kw*d] */
    maps[1].n_res = 4;
    maps[1].res[0] = LN; maps[1].coef[0][LN] = 1;
    maps[1].res[1] = M2C_AMAP_EXPR; maps[1].coef[1][LG] = C / g; maps[1].coef[1][LC] = 1;
    maps[1].res[2] = M2C_AMAP_EXPR; maps[1].coef[2][LOH] = st[0]; maps[1].coef[2][LKH] = dl[0];
    maps[1].res[3] = M2C_AMAP_EXPR; maps[1].coef[3][LOW] = st[1]; maps[1].coef[3][LKW] = dl[1];
    maps[1].general = 1;
    maps[2].n_res = 5;
    for (i = 0; i < 5; i++) { maps[2].res[i] = i; maps[2].coef[i][i] = 1; }
    for (i = 0; i < 8; i++) red[i] = i >= LN;
    x = tw_loop(L, 2, in, maps, 8, red, mac_body(SRC, M2C_F32));
    s[0] = O; s[1] = C / g; s[2] = k[0]; s[3] = k[1];
    return tw_reshape_dims(L, x, 4, s);
}

/* convolution_backward (grad_output, input, weight, bias_sizes, stride, padding,
 * dilation, transposed, output_padding, groups, output_mask) -> (grad_input,
 * grad_weight, grad_bias): the transposed convolution of grad_output (its
 * output_padding making up the input's size), the correlation of input and
 * grad_output, and grad_output summed over all but the channel dim. */
m2c_value *tw_conv_backward(m2c_lowerer *L)
{
    m2c_value *go = tw_tensor(L, 0), *x = tw_tensor(L, 1), *w = tw_tensor(L, 2);
    int64_t st[3], pd[3], dl[3], op_[3] = { 0, 0, 0 }, k[3], g, s[NPK_MAX_RANK];
    int which = SRC->result ? SRC->result - 1 : 0, r = x->shape.rank, n = r - 2, d;
    if (n < 1 || n > 3 || go->shape.rank != r || w->shape.rank != r)
        m2c_error_at(SRC->loc, "%s: grad_output, input and weight must have the same rank, 3 to 5", SRC->dname);
    if (tw_int(L, 7)) m2c_error_at(SRC->in_loc[7], "%s of a transposed convolution is not supported", SRC->dname);
    g = tw_int(L, 9);
    if (g < 1) m2c_error_at(SRC->in_loc[9], "%s: groups must be at least 1", SRC->dname);
    ints_n(L, 4, st, n, 1);
    ints_n(L, 5, pd, n, 0);
    ints_n(L, 6, dl, n, 1);
    for (d = 0; d < n; d++) {
        k[d] = w->shape.dims[2 + d];
        if (st[d] < 1 || dl[d] < 1 || pd[d] < 0) m2c_error_at(SRC->loc, "%s: invalid stride, padding or dilation", SRC->dname);
        if ((x->shape.dims[2 + d] + 2 * pd[d] - dl[d] * (k[d] - 1) - 1) / st[d] + 1 != go->shape.dims[2 + d])
            m2c_error_at(SRC->in_loc[0], "%s: grad_output's dim %d does not match the convolution's output", SRC->dname, 2 + d);
    }
    go = tw_to(L, go, M2C_F32);
    if (which == 0) {
        for (d = 0; d < n; d++)
            op_[d] = x->shape.dims[2 + d] - ((go->shape.dims[2 + d] - 1) * st[d] - 2 * pd[d] + dl[d] * (k[d] - 1) + 1);
        return conv_core(L, go, tw_to(L, w, M2C_F32), NULL, st, pd, dl, op_, g, 1);
    }
    if (which == 2) {
        for (d = 0; d < r; d++) {
            m2c_op *op;
            if (d == 1) continue;
            op = tcp1(L, NPK_OP_REDUCE, go);
            op->attr.reduce.fn = NPK_REDUCE_SUM;
            op->attr.reduce.axis = d;
            go = lw_done(L, op, NULL, 0);
        }
        s[0] = go->shape.dims[1];
        return tw_reshape_dims(L, go, 1, s);
    }
    x = tw_to(L, x, M2C_F32);
    if (n == 3) m2c_error_at(SRC->loc, "%s: the weight gradient of a 3-D convolution is not supported", SRC->dname);
    if (n == 1) {   /* (N, C, L) as (N, C, 1, L) */
        s[0] = go->shape.dims[0]; s[1] = go->shape.dims[1]; s[2] = 1; s[3] = go->shape.dims[2];
        go = tw_reshape_dims(L, go, 4, s);
        s[0] = x->shape.dims[0]; s[1] = x->shape.dims[1]; s[2] = 1; s[3] = x->shape.dims[2];
        x = tw_reshape_dims(L, x, 4, s);
        st[1] = st[0]; st[0] = 1; pd[1] = pd[0]; pd[0] = 0; dl[1] = dl[0]; dl[0] = 1; k[1] = k[0]; k[0] = 1;
        w = weight_grad(L, go, x, k, st, pd, dl, g);
        s[0] = w->shape.dims[0]; s[1] = w->shape.dims[1]; s[2] = w->shape.dims[3];
        return tw_reshape_dims(L, w, 3, s);
    }
    return weight_grad(L, go, x, k, st, pd, dl, g);
}
