/* lower_linalg_loops.c - linalg named ops that have no TCP kernel of their
 * own (grouped and 3-D depthwise convs, 3-D pools, unsigned and mixed-type
 * variants, dilated and integer pools, mmt4d, contract, matmul with explicit
 * indexing_maps, div_unsigned, round, select) run as the loop op of
 * lower_generic.c: this file builds the op's generic form - the indexing
 * maps and scalar body of its linalg definition - and hands it over. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lower.h"

/* Bodies. A contraction is out += cast(U, a) * cast(U, b); a pool is
 * out = f(out, cast(U, in)); U is the output's element type and the casts
 * are signed or (the _unsigned ops) unsigned. */
enum { B_MAC, B_MAX, B_MIN, B_SUM, B_DIVU, B_ROUND, B_SELECT, B_UNS = 16 };

/* A generic form as text: the loop names, then one map per operand; a map
 * result is a sum of terms `loop` or `loop*F`, F being S0..S2 / D0..D2 (the
 * op's strides / dilations). NULL loops: the maps come from the op's own
 * indexing_maps (contract, matmul with explicit maps), or are the identity
 * (elementwise ops). */
typedef struct named_def { const char *name; int body; const char *loops; const char *maps[3]; } named_def;

#define CONV2D_IN_NCHW "oh*S0+kh*D0,ow*S1+kw*D1"
#define POOL3D_IN "n,od*S0+kd*D0,oh*S1+kh*D1,ow*S2+kw*D2,c"
static const named_def defs[] = {
    { "linalg.matmul", B_MAC, "m,n,k", { "m,k", "k,n", "m,n" } },
    { "linalg.matmul_unsigned", B_MAC | B_UNS, "m,n,k", { "m,k", "k,n", "m,n" } },
    { "linalg.batch_matmul", B_MAC, "b,m,n,k", { "b,m,k", "b,k,n", "b,m,n" } },
    { "linalg.batch_reduce_matmul", B_MAC, "b,m,n,k", { "b,m,k", "b,k,n", "m,n" } },
    { "linalg.matvec", B_MAC, "m,n", { "m,n", "n", "m" } },
    { "linalg.vecmat", B_MAC, "n,m", { "m", "m,n", "n" } },
    { "linalg.batch_matvec", B_MAC, "b,m,k", { "b,m,k", "b,k", "b,m" } },
    { "linalg.mmt4d", B_MAC, "m,n,k,m0,n0,k0", { "m,k,m0,k0", "n,k,n0,k0", "m,n,m0,n0" } },
    { "linalg.batch_mmt4d", B_MAC, "b,m,n,k,m0,n0,k0", { "b,m,k,m0,k0", "b,n,k,n0,k0", "b,m,n,m0,n0" } },
    { "linalg.contract", B_MAC, NULL, { NULL } },
    { "linalg.conv_2d_ngchw_fgchw", B_MAC, "n,g,f,oh,ow,c,kh,kw", { "n,g,c," CONV2D_IN_NCHW, "f,g,c,kh,kw", "n,g,f,oh,ow" } },
    { "linalg.conv_2d_ngchw_gfchw", B_MAC, "n,g,f,oh,ow,c,kh,kw", { "n,g,c," CONV2D_IN_NCHW, "g,f,c,kh,kw", "n,g,f,oh,ow" } },
    { "linalg.conv_2d_nhwgc_gfhwc", B_MAC, "n,oh,ow,g,f,kh,kw,c", { "n,oh*S0+kh*D0,ow*S1+kw*D1,g,c", "g,f,kh,kw,c", "n,oh,ow,g,f" } },
    { "linalg.depthwise_conv_1d_nwc_wcm", B_MAC, "n,ow,c,m,kw", { "n,ow*S0+kw*D0,c", "kw,c,m", "n,ow,c,m" } },
    { "linalg.depthwise_conv_3d_ndhwc_dhwc", B_MAC, "n,od,oh,ow,kd,kh,kw,c", { POOL3D_IN, "kd,kh,kw,c", "n,od,oh,ow,c" } },
    { "linalg.depthwise_conv_3d_ncdhw_cdhw", B_MAC, "n,od,oh,ow,kd,kh,kw,c",
      { "n,c,od*S0+kd*D0,oh*S1+kh*D1,ow*S2+kw*D2", "c,kd,kh,kw", "n,c,od,oh,ow" } },
    { "linalg.pooling_ndhwc_max", B_MAX, "n,od,oh,ow,c,kd,kh,kw", { POOL3D_IN, "kd,kh,kw", "n,od,oh,ow,c" } },
    { "linalg.pooling_ndhwc_min", B_MIN, "n,od,oh,ow,c,kd,kh,kw", { POOL3D_IN, "kd,kh,kw", "n,od,oh,ow,c" } },
    { "linalg.pooling_ndhwc_sum", B_SUM, "n,od,oh,ow,c,kd,kh,kw", { POOL3D_IN, "kd,kh,kw", "n,od,oh,ow,c" } },
#define POOL2D(lay, fn, body, loops, in, out) { "linalg.pooling_" lay "_" fn, body, loops, { in, "kh,kw", out } }
#define NHWC(fn, body) POOL2D("nhwc", fn, body, "n,oh,ow,c,kh,kw", "n,oh*S0+kh*D0,ow*S1+kw*D1,c", "n,oh,ow,c")
#define NCHW(fn, body) POOL2D("nchw", fn, body, "n,c,oh,ow,kh,kw", "n,c," CONV2D_IN_NCHW, "n,c,oh,ow")
    NHWC("max", B_MAX), NHWC("min", B_MIN), NHWC("sum", B_SUM),
    NHWC("max_unsigned", B_MAX | B_UNS), NHWC("min_unsigned", B_MIN | B_UNS),
    NCHW("max", B_MAX), NCHW("sum", B_SUM),
#define POOL1D(lay, fn, body, loops, in, out) { "linalg.pooling_" lay "_" fn, body, loops, { in, "kw", out } }
    POOL1D("nwc", "max", B_MAX, "n,ow,c,kw", "n,ow*S0+kw*D0,c", "n,ow,c"),
    POOL1D("nwc", "min", B_MIN, "n,ow,c,kw", "n,ow*S0+kw*D0,c", "n,ow,c"),
    POOL1D("nwc", "sum", B_SUM, "n,ow,c,kw", "n,ow*S0+kw*D0,c", "n,ow,c"),
    POOL1D("nwc", "max_unsigned", B_MAX | B_UNS, "n,ow,c,kw", "n,ow*S0+kw*D0,c", "n,ow,c"),
    POOL1D("nwc", "min_unsigned", B_MIN | B_UNS, "n,ow,c,kw", "n,ow*S0+kw*D0,c", "n,ow,c"),
    POOL1D("ncw", "max", B_MAX, "n,c,ow,kw", "n,c,ow*S0+kw*D0", "n,c,ow"),
    POOL1D("ncw", "sum", B_SUM, "n,c,ow,kw", "n,c,ow*S0+kw*D0", "n,c,ow"),
    { "linalg.div_unsigned", B_DIVU, NULL, { NULL } },
    { "linalg.round", B_ROUND, NULL, { NULL } },
    { "linalg.select", B_SELECT, NULL, { NULL } },
};

/* strides / dilations: up to 3 integers, 1s when absent */
static void window(m2c_lowerer *L, const char *name, int64_t *out)
{
    m2c_attr *a = lw_attr(L, name);
    int i;
    for (i = 0; i < 3; i++) out[i] = 1;
    if (!a) return;
    if (a->kind == M2C_ATTR_INT) for (i = 0; i < 3; i++) out[i] = a->i;
    else if (a->kind == M2C_ATTR_ARRAY && a->all_int && a->n <= 3) for (i = 0; i < a->n; i++) out[i] = a->ints[i];
    else m2c_error_at(a->vloc, "'%s' of %s must be at most 3 integers", name, L->src->dname);
    for (i = 0; i < 3; i++)
        if (out[i] < 1 || out[i] > (1 << 20)) m2c_error_at(a->vloc, "'%s' of %s must be in [1, %d]", name, L->src->dname, 1 << 20);
}

/* The index of loop name s[0..len) in the comma list `loops`, or -1. */
static int loop_index(const char *loops, const char *s, size_t len)
{
    int k = 0;
    while (*loops) {
        size_t n = strcspn(loops, ",");
        if (n == len && !strncmp(loops, s, len)) return k;
        loops += n + (loops[n] == ',');
        k++;
    }
    return -1;
}

/* One map of a definition, with the strides and dilations filled in. */
static void def_map(const char *loops, int n_loops, const char *text, const int64_t *st, const int64_t *dil, m2c_amap *m)
{
    memset(m, 0, sizeof *m);
    m->n_dims = n_loops;
    while (*text) {
        int ones = 0, one = -1, d;
        while (*text && *text != ',') {
            size_t n = strcspn(text, "*+,");
            int64_t f = 1;
            d = loop_index(loops, text, n);
            text += n;
            if (*text == '*') {
                f = text[1] == 'S' ? st[text[2] - '0'] : dil[text[2] - '0'];
                text += 3;
            }
            m->coef[m->n_res][d] += f;
            if (*text == '+') text++;
        }
        for (d = 0; d < n_loops; d++) {
            if (m->coef[m->n_res][d] == 1) { ones++; one = d; }
            else if (m->coef[m->n_res][d]) ones = 99;
        }
        if (ones == 1) m->res[m->n_res] = one;
        else { m->res[m->n_res] = M2C_AMAP_EXPR; m->general = 1; }
        m->n_res++;
        if (*text == ',') text++;
    }
}

/* The op's `cast = #linalg.type_fn<cast_unsigned>` (matmul's, LLVM 17+). */
int m2c_cast_unsigned(m2c_lowerer *L)
{
    const m2c_attr *a = lw_attr(L, "cast");
    return a && a->vloc && !strncmp(a->vloc, "#linalg.type_fn<cast_unsigned>", 30);
}

static const named_def *find_def(const char *name)
{
    size_t k;
    for (k = 0; k < sizeof defs / sizeof defs[0]; k++)
        if (!strcmp(defs[k].name, name)) return &defs[k];
    return NULL;
}

/* The op's indexing_maps are its definition's own (LLVM 22 prints them for
 * every matmul in the generic form): the TCP path may ignore them. */
int m2c_named_maps_default(const m2c_op *src)
{
    static const int64_t ones[3] = { 1, 1, 1 };
    const named_def *def = find_def(src->dname);
    int i, n_loops = 1;
    const char *p;
    if (!def || !def->loops || src->n_maps != 3) return 0;
    for (p = def->loops; *p; p++) n_loops += *p == ',';
    for (i = 0; i < 3; i++) {
        m2c_amap m;
        int r;
        def_map(def->loops, n_loops, def->maps[i], ones, ones, &m);
        if (src->maps[i].n_dims != n_loops || src->maps[i].n_res != m.n_res) return 0;
        for (r = 0; r < m.n_res; r++)
            if (memcmp(src->maps[i].coef[r], m.coef[r], (size_t)(n_loops + 1) * sizeof m.coef[r][0])) return 0;
    }
    return 1;
}

/* ---- the scalar body ---- */
int m2c_body_val(m2c_body *b, int kind, int arg, int op, int elem)
{
    m2c_sval v;
    memset(&v, 0, sizeof v);
    v.kind = kind; v.arg = arg; v.op = op; v.elem = elem;
    M2C_PUSH(b->vals, b->n_vals, b->cap_vals, v);
    return b->n_vals - 1;
}

int m2c_body_op(m2c_op *src, m2c_body *b, const char *name, int n, const int *in, int elem)
{
    m2c_sop o;
    int i;
    memset(&o, 0, sizeof o);
    o.name = m2c_strndup(name, strlen(name));
    o.loc = src->loc;
    o.n_in = n;
    for (i = 0; i < n; i++) { o.in[i] = in[i]; o.in_loc[i] = src->loc; }
    o.result = m2c_body_val(b, M2C_S_OP, 0, b->n_ops, elem);
    M2C_PUSH(b->ops, b->n_ops, b->cap_ops, o);
    return o.result;
}

static int is_float(int e) { return m2c_elem_is_float(e); }
static int int_bits(int e) { return e == M2C_I1 ? 1 : e == M2C_I2 ? 2 : e == M2C_I4 ? 4 : e == M2C_I8 ? 8 : e == M2C_I16 ? 16 : e == M2C_I32 ? 32 : 64; }

/* linalg's cast of value v (element type from) to the element type to. */
static int cast_to(m2c_op *src, m2c_body *b, int v, int from, int to, int uns)
{
    const char *name;
    if (from == to) return v;
    if (is_float(from) && is_float(to)) name = to == M2C_F32 || to == M2C_F64 ? "arith.extf" : "arith.truncf";
    else if (is_float(to)) name = uns ? "arith.uitofp" : "arith.sitofp";
    else if (is_float(from) && uns)   /* poison for every negative operand: no answer to check against */
        m2c_error_at(src->loc, "%s: the unsigned cast of a %s operand to an integer (arith.fptoui) is not supported",
                     src->dname, m2c_elem_name(from));
    else if (is_float(from)) name = "arith.fptosi";
    else if (int_bits(to) > int_bits(from)) name = uns ? "arith.extui" : "arith.extsi";
    else name = "arith.trunci";
    return m2c_body_op(src, b, name, 1, &v, to);
}

static m2c_body *make_body(m2c_op *src, int body)
{
    m2c_body *b = (m2c_body *)m2c_alloc(sizeof *b);
    int uns = (body & B_UNS) != 0, kind = body & ~B_UNS, i, y, in[3];
    int u = src->in[src->n_in - 1]->shape.elem, fl = is_float(u);
    if (uns && fl && kind != B_MAC) m2c_error_at(src->loc, "%s takes integer tensors", src->dname);
    b->n_args = src->n_in;
    for (i = 0; i < src->n_in; i++) m2c_body_val(b, M2C_S_ARG, i, 0, src->in[i]->shape.elem);
    switch (kind) {
    case B_MAC:
        in[0] = cast_to(src, b, 0, src->in[0]->shape.elem, u, uns);
        in[1] = cast_to(src, b, 1, src->in[1]->shape.elem, u, uns);
        in[1] = m2c_body_op(src, b, fl ? "arith.mulf" : "arith.muli", 2, in, u);
        in[0] = 2;
        y = m2c_body_op(src, b, fl ? "arith.addf" : "arith.addi", 2, in, u);
        break;
    case B_MAX: case B_MIN: case B_SUM:
        in[0] = 2;
        in[1] = cast_to(src, b, 0, src->in[0]->shape.elem, u, uns);
        y = m2c_body_op(src, b, kind == B_SUM ? (fl ? "arith.addf" : "arith.addi")
                          : kind == B_MAX ? (fl ? "arith.maximumf" : uns ? "arith.maxui" : "arith.maxsi")
                          : (fl ? "arith.minimumf" : uns ? "arith.minui" : "arith.minsi"), 2, in, u);
        break;
    case B_DIVU:
        if (fl) m2c_error_at(src->loc, "%s takes integer tensors", src->dname);
        in[0] = 0; in[1] = 1;
        y = m2c_body_op(src, b, "arith.divui", 2, in, u);
        break;
    case B_ROUND:
        if (!fl) m2c_error_at(src->loc, "%s takes float tensors", src->dname);
        in[0] = 0;
        y = m2c_body_op(src, b, "math.round", 1, in, u);
        break;
    default: /* B_SELECT */
        if (src->in[0]->shape.elem != M2C_I1) m2c_error_at(src->in_loc[0], "%s: the condition must be i1", src->dname);
        in[0] = 0; in[1] = 1; in[2] = 2;
        y = m2c_body_op(src, b, "arith.select", 3, in, u);
        break;
    }
    b->yield = b->yields[0] = y;
    b->n_yields = 1;
    b->yield_loc = b->yield_locs[0] = src->loc;
    return b;
}

/* The number of inputs each body reads (the outs follow). */
static int n_inputs(int body)
{
    int k = body & ~B_UNS;
    return k == B_ROUND ? 1 : k == B_SELECT ? 3 : 2;
}

/* Lower L->src (a named op listed in defs[]) as its generic form. */
void m2c_lower_named_loop(m2c_lowerer *L)
{
    m2c_op *src = L->src;
    const named_def *def = find_def(src->dname);
    int i, d, n_loops, want = 0;
    if (!def) m2c_error_at(src->loc, "%s is not supported", src->dname);
    want = n_inputs(def->body);
    if (src->n_ins != want || src->n_in != want + 1)
        m2c_error_at(src->loc, "%s takes %d input%s and 1 output", src->dname, want, want == 1 ? "" : "s");
    for (i = 0; i < src->n_in; i++) lw_need_tensor(L, i);
    if (src->n_maps) {  /* the op's own indexing_maps: loops the output does not index reduce */
        const m2c_amap *out = &src->maps[src->n_maps - 1];
        if (src->n_maps != src->n_in) m2c_error_at(src->loc, "%s: %d indexing maps for %d operands", src->dname, src->n_maps, src->n_in);
        n_loops = src->maps[0].n_dims;
        for (d = 0; d < n_loops; d++) src->iter_red[d] = 1;
        for (i = 0; i < out->n_res; i++) {
            if (out->res[i] < 0) m2c_error_at(src->loc, "%s: the output's indexing map must be made of loop dims", src->dname);
            src->iter_red[out->res[i]] = 0;
        }
    } else if (def->loops) {
        int64_t st[3], dil[3];
        const char *p;
        window(L, "strides", st);
        window(L, "dilations", dil);
        for (n_loops = 1, p = def->loops; *p; p++) n_loops += *p == ',';
        if (n_loops > NPK_MAX_RANK) m2c_error_at(src->loc, "%s has %d loops (at most %d are supported)", src->dname, n_loops, NPK_MAX_RANK);
        src->maps = (m2c_amap *)m2c_alloc(3 * sizeof *src->maps);
        src->n_maps = 3;
        for (i = 0; i < 3; i++) def_map(def->loops, n_loops, def->maps[i], st, dil, &src->maps[i]);
        for (d = 0; d < n_loops; d++) {
            int used = 0;
            for (i = 0; i < src->maps[2].n_res; i++) used |= src->maps[2].res[i] == d;
            src->iter_red[d] = !used;
        }
    } else {            /* elementwise: identity maps over the output's dims */
        n_loops = src->in[src->n_in - 1]->shape.rank;
        src->maps = (m2c_amap *)m2c_alloc((size_t)src->n_in * sizeof *src->maps);
        src->n_maps = src->n_in;
        for (i = 0; i < src->n_in; i++) {
            m2c_amap *m = &src->maps[i];
            const m2c_type *t = &src->in[i]->shape, *o = &src->in[src->n_in - 1]->shape;
            m->n_dims = n_loops;
            m->n_res = 0;   /* a rank-0 input: the map to () (broadcast) */
            if (t->rank == 0 && i < src->n_ins) continue;
            for (d = 0; d < n_loops; d++) { m->coef[d][d] = 1; m->res[d] = d; }
            m->n_res = n_loops;
            if (t->rank != o->rank || memcmp(t->dims, o->dims, (size_t)o->rank * sizeof o->dims[0]))
                m2c_error_at(src->in_loc[i], "%s: the inputs must have the output's shape (or rank 0)", src->dname);
        }
        for (d = 0; d < n_loops; d++) src->iter_red[d] = 0;
    }
    src->n_iter = n_loops;
    for (i = 0; i < src->n_maps; i++)
        if (src->maps[i].n_dims != n_loops || src->maps[i].n_res != src->in[i]->shape.rank)
            m2c_error_at(src->in_loc[i], "%s: operand %d has rank %d but its indexing map has %d results", src->dname, i,
                         src->in[i]->shape.rank, src->maps[i].n_res);
    src->body = make_body(src, def->body | (m2c_cast_unsigned(L) ? B_UNS : 0));
    m2c_lower_generic_loop(L);
}

/* linalg.elementwise / elemwise_* as a loop: their function (body_op, the
 * float op) of the inputs cast to the output's type, through the op's
 * indexing_maps (projections, transposes) or the identity. On integers the
 * float op's integer counterpart. */
void m2c_lower_ew_loop(m2c_lowerer *L, const char *fn_op)
{
    static const char *const to_int[][2] = {
        { "arith.addf", "arith.addi" }, { "arith.subf", "arith.subi" }, { "arith.mulf", "arith.muli" },
        { "arith.divf", "arith.divsi" }, { "arith.maximumf", "arith.maxsi" }, { "arith.minimumf", "arith.minsi" },
        { "math.absf", "math.absi" },
    };
    m2c_op *src = L->src;
    m2c_body *b;
    int i, d, n = src->n_ins, u, in[2], y;
    size_t k;
    if (src->n_in != n + 1 || n < 1 || n > 2) m2c_error_at(src->loc, "%s takes 1 or 2 inputs and 1 output", src->dname);
    for (i = 0; i < src->n_in; i++) lw_need_tensor(L, i);
    u = src->in[n]->shape.elem;
    if (!is_float(u)) {
        for (k = 0; k < sizeof to_int / sizeof to_int[0] && strcmp(to_int[k][0], fn_op); k++) {}
        if (k == sizeof to_int / sizeof to_int[0]) m2c_error_at(src->loc, "%s: '%s' on integers is not supported", src->dname, fn_op);
        fn_op = to_int[k][1];
    }
    if (!src->n_maps) {
        src->maps = (m2c_amap *)m2c_alloc((size_t)src->n_in * sizeof *src->maps);
        src->n_maps = src->n_in;
        for (i = 0; i < src->n_in; i++) {
            m2c_amap *m = &src->maps[i];
            m->n_dims = m->n_res = src->in[n]->shape.rank;
            if (i < n && src->in[i]->shape.rank == 0) m->n_res = 0;   /* rank 0: broadcast (map to ()) */
            for (d = 0; d < m->n_res; d++) { m->coef[d][d] = 1; m->res[d] = d; }
        }
    }
    if (src->n_maps != src->n_in) m2c_error_at(src->loc, "%s: %d indexing maps for %d operands", src->dname, src->n_maps, src->n_in);
    src->n_iter = src->maps[0].n_dims;
    for (d = 0; d < src->n_iter; d++) src->iter_red[d] = 0;
    for (i = 0; i < src->n_in; i++)
        if (src->maps[i].n_dims != src->n_iter || src->maps[i].n_res != src->in[i]->shape.rank)
            m2c_error_at(src->in_loc[i], "%s: operand %d has rank %d but its indexing map has %d results", src->dname, i,
                         src->in[i]->shape.rank, src->maps[i].n_res);
    b = (m2c_body *)m2c_alloc(sizeof *b);
    b->n_args = src->n_in;
    for (i = 0; i < src->n_in; i++) m2c_body_val(b, M2C_S_ARG, i, 0, src->in[i]->shape.elem);
    for (i = 0; i < n; i++) in[i] = cast_to(src, b, i, src->in[i]->shape.elem, u, 0);
    y = m2c_body_op(src, b, fn_op, n, in, u);
    b->yield = b->yields[0] = y;
    b->n_yields = 1;
    b->yield_loc = b->yield_locs[0] = src->loc;
    src->body = b;
    m2c_lower_generic_loop(L);
}

/* linalg.depthwise_conv_3d_ndhwc_dhwcm has 9 loops, one more than the loop
 * op has. Each output channel (c, m) reads input channel c only, so with
 * the input repeated M times along a new last dim, (c, m) merged into one
 * channel c*M + m makes it depthwise_conv_3d_ndhwc_dhwc (8 loops):
 *   x [N,D,H,W,C] -> [N,D,H,W,C,1] -> broadcast [N,D,H,W,C,M] -> [N,D,H,W,C*M]
 *   w [KD,KH,KW,C,M] -> [KD,KH,KW,C*M], the output likewise, reshaped back. */
static void lower_dw3d_dhwcm(m2c_lowerer *L)
{
    m2c_op *src = L->src;
    m2c_value *x, *w, *o, *real = src->out, *tmp;
    m2c_type t;
    int64_t M;
    char name[160];
    if (src->n_ins != 2 || src->n_in != 3) m2c_error_at(src->loc, "%s takes 2 inputs and 1 output", src->dname);
    x = src->in[0]; w = src->in[1]; o = src->in[2];
    if (x->shape.rank != 5 || w->shape.rank != 5 || o->shape.rank != 6)
        m2c_error_at(src->loc, "%s: expected a rank-5 input and filter and a rank-6 output", src->dname);
    M = w->shape.dims[4];
    if (w->shape.dims[3] != x->shape.dims[4] || o->shape.dims[4] != x->shape.dims[4] || o->shape.dims[5] != M)
        m2c_error_at(src->loc, "%s: the channel dims of the input, filter and output differ", src->dname);
    t = x->shape; t.rank = 6; t.dims[5] = 1;
    x = lw_reshape(L, x, &t, 0);
    t.dims[5] = M;
    if (M > 1) x = lw_done(L, lw_op(L, M2C_OPK_BROADCAST, 1, &x), &t, 0);
    t.rank = 5; t.dims[4] = x->shape.dims[4] * M;
    src->in[0] = lw_reshape(L, x, &t, 0);
    t = w->shape; t.rank = 4; t.dims[3] = w->shape.dims[3] * M;
    src->in[1] = lw_reshape(L, w, &t, 0);
    t = o->shape; t.rank = 5; t.dims[4] = o->shape.dims[4] * M;
    src->in[2] = lw_reshape(L, o, &t, 0);
    /* the 8-loop op computes a value of its own; the op's result is it reshaped */
    tmp = (m2c_value *)m2c_alloc(sizeof *tmp);
    snprintf(name, sizeof name, "%s.dw", real->name);
    tmp->name = m2c_strndup(name, strlen(name));
    tmp->loc = src->loc;
    tmp->tensor = -1;
    tmp->decl = t;
    src->out = tmp;
    src->dname = m2c_strndup("linalg.depthwise_conv_3d_ndhwc_dhwc", 35);
    m2c_lower_named_loop(L);
    src->out = real;
    lw_reshape(L, tmp, &real->decl, 1);
}

/* A constant in a synthesised body (integer types from i, floats from f). */
static int body_const(m2c_op *src, m2c_body *b, int elem, int64_t i, double f)
{
    int v = m2c_body_op(src, b, "arith.constant", 0, NULL, elem);
    m2c_sop *o = &b->ops[b->n_ops - 1];
    o->is_const = 1;
    o->ival = i;
    o->dval = is_float(elem) ? f : (double)i;
    o->cval = (float)o->dval;
    return v;
}

/* linalg.fill_rng_2d ins(%min, %max, %seed : f64, f64, i32) outs(%O): the
 * op's own generator (linalg's OpDSL definition), per element (m, n):
 *   r1 = (i32(m) + seed) * 1103515245 + 12345      (i32, wrapping)
 *   r2 = (i32(n) + r1) * 1103515245 + 12345
 *   O = (2147483647 + f64(r2)) * ((max - min) * 2.3283064e-10) + min
 * The sum is formed exactly in i64 and rounded once; the rest computes in
 * f32 (npk has no f64 registers): min and max are read as f32. */
static void lower_fill_rng_2d(m2c_lowerer *L)
{
    m2c_op *src = L->src;
    const m2c_type *o = &src->in[3]->shape;
    m2c_body *b;
    int k, cap[3], v[2], r, t, a[3];
    if (src->n_ins != 3 || src->n_in != 4) m2c_error_at(src->loc, "linalg.fill_rng_2d takes 3 scalar inputs and 1 output");
    for (k = 0; k < 3; k++) {
        const m2c_value *x = m2c_resolve(src->in[k]);
        if (!src->in[k]->decl.scalar || (x->kind != M2C_V_ARG && x->kind != M2C_V_CONST))
            m2c_error_at(src->in_loc[k], "linalg.fill_rng_2d: input %d must be a scalar argument or constant", k);
        if (x->shape.elem != (k == 2 ? M2C_I32 : M2C_F32))
            m2c_error_at(src->in_loc[k], "linalg.fill_rng_2d: input %d has type %s (%s supported)", k,
                         m2c_elem_name(x->shape.elem), k == 2 ? "i32" : "f64 held as f32, or f32");
    }
    lw_need_tensor(L, 3);
    if (o->rank != 2 || !is_float(o->elem)) m2c_error_at(src->in_loc[3], "linalg.fill_rng_2d: the output must be a 2-D float tensor");
    b = (m2c_body *)m2c_alloc(sizeof *b);
    b->n_args = 1;
    m2c_body_val(b, M2C_S_ARG, 0, 0, o->elem);
    for (k = 0; k < 3; k++) {
        cap[k] = m2c_body_val(b, M2C_S_CAP, 0, 0, k == 2 ? M2C_I32 : M2C_F32);
        b->vals[cap[k]].cap = src->in[k];
        b->vals[cap[k]].name = src->in[k]->name;
    }
    r = cap[2];
    for (k = 0; k < 2; k++) {
        int idx = m2c_body_op(src, b, "linalg.index", 0, NULL, M2C_INDEX);
        b->ops[b->n_ops - 1].ival = k;
        a[0] = idx;
        a[0] = m2c_body_op(src, b, "arith.index_cast", 1, a, M2C_I32);
        a[1] = r;
        a[0] = m2c_body_op(src, b, "arith.addi", 2, a, M2C_I32);
        a[1] = body_const(src, b, M2C_I32, 1103515245, 0);
        a[0] = m2c_body_op(src, b, "arith.muli", 2, a, M2C_I32);
        a[1] = body_const(src, b, M2C_I32, 12345, 0);
        r = m2c_body_op(src, b, "arith.addi", 2, a, M2C_I32);
    }
    a[0] = r;
    a[0] = m2c_body_op(src, b, "arith.extsi", 1, a, M2C_I64);
    a[1] = body_const(src, b, M2C_I64, 2147483647, 0);
    a[0] = m2c_body_op(src, b, "arith.addi", 2, a, M2C_I64);
    t = m2c_body_op(src, b, "arith.sitofp", 1, a, M2C_F32);
    v[0] = cap[1]; v[1] = cap[0];
    a[0] = m2c_body_op(src, b, "arith.subf", 2, v, M2C_F32);
    a[1] = body_const(src, b, M2C_F32, 0, 2.3283064e-10);
    a[1] = m2c_body_op(src, b, "arith.mulf", 2, a, M2C_F32);
    a[0] = t;
    a[0] = m2c_body_op(src, b, "arith.mulf", 2, a, M2C_F32);
    a[1] = cap[0];
    r = m2c_body_op(src, b, "arith.addf", 2, a, M2C_F32);
    if (o->elem != M2C_F32) { a[0] = r; r = m2c_body_op(src, b, "arith.truncf", 1, a, o->elem); }
    b->yield = b->yields[0] = r;
    b->n_yields = 1;
    b->yield_loc = b->yield_locs[0] = src->loc;
    /* the loops run over the output alone */
    src->in[0] = src->in[3];
    src->in_loc[0] = src->in_loc[3];
    src->n_in = 1;
    src->n_ins = 0;
    src->maps = (m2c_amap *)m2c_alloc(sizeof *src->maps);
    src->n_maps = 1;
    src->maps[0].n_dims = src->maps[0].n_res = 2;
    for (k = 0; k < 2; k++) { src->maps[0].coef[k][k] = 1; src->maps[0].res[k] = k; }
    src->n_iter = 2;
    src->iter_red[0] = src->iter_red[1] = 0;
    src->body = b;
    m2c_lower_generic_loop(L);
}

/* arith.addf %a, %b : tensor<...> (arith on tensors, outside any linalg
 * body): the elementwise loop over operands of the result's shape into a
 * fresh result. */
static void lower_arith_tensor(m2c_lowerer *L)
{
    static const char *const names[] = { "arith.addf", "arith.subf", "arith.mulf", "arith.divf", "arith.maximumf", "arith.minimumf" };
    m2c_op *src = L->src;
    const m2c_type *t = &src->out->decl;
    int i;
    lw_arity(L, 2, 2);
    if (t->scalar || !m2c_type_static(t) || !is_float(t->elem))
        m2c_error_at(src->loc, "%s is supported on static float tensors only (outside a linalg body)", src->dname);
    for (i = 0; i < 2; i++)
        if (!m2c_type_equal(&src->in[i]->shape, t)) m2c_error_at(src->in_loc[i], "%s: the operands must have the result's type", src->dname);
    src->n_ins = 2;
    src->in[2] = m2c_zero_const(L, t);
    src->in_loc[2] = src->loc;
    src->n_in = 3;
    m2c_lower_ew_loop(L, names[L->arg]);
}

const m2c_lowering m2c_linalg_loop_lowerings[] = {
    { "arith.addf", lower_arith_tensor, 0 },
    { "arith.subf", lower_arith_tensor, 1 },
    { "arith.mulf", lower_arith_tensor, 2 },
    { "arith.divf", lower_arith_tensor, 3 },
    { "arith.maximumf", lower_arith_tensor, 4 },
    { "arith.minimumf", lower_arith_tensor, 5 },
    { "linalg.fill_rng_2d", lower_fill_rng_2d, 0 },
    { "linalg.matmul_unsigned", m2c_lower_named_loop, 0 },
    { "linalg.batch_reduce_matmul", m2c_lower_named_loop, 0 },
    { "linalg.batch_matvec", m2c_lower_named_loop, 0 },
    { "linalg.mmt4d", m2c_lower_named_loop, 0 },
    { "linalg.batch_mmt4d", m2c_lower_named_loop, 0 },
    { "linalg.contract", m2c_lower_named_loop, 0 },
    { "linalg.conv_2d_ngchw_fgchw", m2c_lower_named_loop, 0 },
    { "linalg.conv_2d_ngchw_gfchw", m2c_lower_named_loop, 0 },
    { "linalg.conv_2d_nhwgc_gfhwc", m2c_lower_named_loop, 0 },
    { "linalg.depthwise_conv_1d_nwc_wcm", m2c_lower_named_loop, 0 },
    { "linalg.depthwise_conv_3d_ndhwc_dhwc", m2c_lower_named_loop, 0 },
    { "linalg.depthwise_conv_3d_ncdhw_cdhw", m2c_lower_named_loop, 0 },
    { "linalg.depthwise_conv_3d_ndhwc_dhwcm", lower_dw3d_dhwcm, 0 },
    { "linalg.pooling_ndhwc_max", m2c_lower_named_loop, 0 },
    { "linalg.pooling_ndhwc_min", m2c_lower_named_loop, 0 },
    { "linalg.pooling_ndhwc_sum", m2c_lower_named_loop, 0 },
    { "linalg.pooling_nhwc_max_unsigned", m2c_lower_named_loop, 0 },
    { "linalg.pooling_nhwc_min_unsigned", m2c_lower_named_loop, 0 },
    { "linalg.pooling_nwc_max_unsigned", m2c_lower_named_loop, 0 },
    { "linalg.pooling_nwc_min_unsigned", m2c_lower_named_loop, 0 },
    { "linalg.div_unsigned", m2c_lower_named_loop, 0 },
    { "linalg.round", m2c_lower_named_loop, 0 },
    { "linalg.select", m2c_lower_named_loop, 0 },
    { NULL, NULL, 0 }
};
