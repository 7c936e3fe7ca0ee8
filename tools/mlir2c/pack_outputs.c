/* pack_outputs.c - a reduction with two outputs updated together (a max
 * and its index: each output's update reads the other's accumulator) run as
 * one reduction of a packed i64 accumulator: output 0's bits in the low 32,
 * output 1's in the high 32. The body is the original one between an unpack
 * of the accumulator and a pack of the yielded values, so every step is the
 * op's own (its NaN and tie rules included). Three generic ops:
 *   init = pack(init0, init1)                        (elementwise)
 *   acc  = the reduction on init with the packed body
 *   out_k = unpack_k(acc)                            (elementwise, the parts)
 * Outputs of up to 32 bits (f32, f16, bf16, i8, i16, i32) with the same
 * indexing map and static shape; anything else keeps split_outputs.c's
 * refusal. */
#include <stdio.h>
#include <string.h>
#include "lower.h"

static int packable_elem(int e)
{
    return e == M2C_F32 || e == M2C_F16 || e == M2C_BF16 || e == M2C_I8 || e == M2C_I16 || e == M2C_I32;
}

static int same_map(const m2c_amap *a, const m2c_amap *b)
{
    int k, d;
    if (a->n_dims != b->n_dims || a->n_res != b->n_res || a->general != b->general) return 0;
    for (k = 0; k < a->n_res; k++)
        for (d = 0; d <= a->n_dims; d++)
            if (a->coef[k][d] != b->coef[k][d]) return 0;
    return 1;
}

static int const_i64(m2c_op *src, m2c_body *b, int64_t v)
{
    int r = m2c_body_op(src, b, "arith.constant", 0, NULL, M2C_I64);
    m2c_sop *o = &b->ops[b->n_ops - 1];
    o->is_const = 1;
    o->ival = v;
    o->cval = (float)v;
    o->dval = (double)v;
    return r;
}

/* value v (element type e) as the i64 of its 32-bit pattern, shifted to the high half when hi */
static int pack_one(m2c_op *src, m2c_body *b, int v, int e, int hi, int c32)
{
    int x = v, in[2];
    if (m2c_elem_is_narrow_float(e)) x = m2c_body_op(src, b, "arith.truncf", 1, &x, e); /* rounded as a store would */
    if (m2c_elem_is_float(e)) x = m2c_body_op(src, b, "arith.bitcast", 1, &x, M2C_I32);
    x = m2c_body_op(src, b, "arith.extui", 1, &x, M2C_I64);
    if (!hi) return x;
    in[0] = x;
    in[1] = c32;
    return m2c_body_op(src, b, "arith.shli", 2, in, M2C_I64);
}

/* the value of element type e held in the low (or high) half of packed value p */
static int unpack_one(m2c_op *src, m2c_body *b, int p, int e, int hi, int c32)
{
    int x = p, in[2];
    if (hi) {
        in[0] = p;
        in[1] = c32;
        x = m2c_body_op(src, b, "arith.shrui", 2, in, M2C_I64);
    }
    x = m2c_body_op(src, b, "arith.trunci", 1, &x, m2c_elem_is_float(e) ? M2C_I32 : e);
    /* a narrow float's value is held as the f32 it is exactly */
    return m2c_elem_is_float(e) ? m2c_body_op(src, b, "arith.bitcast", 1, &x, M2C_F32) : x;
}

static m2c_body *new_body(int n_args, const int *elems)
{
    m2c_body *b = (m2c_body *)m2c_alloc(sizeof *b);
    int i;
    b->n_args = n_args;
    for (i = 0; i < n_args; i++) m2c_body_val(b, M2C_S_ARG, i, 0, elems[i]);
    return b;
}

static void set_yield(m2c_body *b, int v, const char *loc)
{
    b->yield = b->yields[0] = v;
    b->yield_loc = b->yield_locs[0] = loc;
    b->n_yields = 1;
}

/* The original body with the two output arguments read from the packed
 * accumulator and the two yielded values packed. */
static m2c_body *packed_body(m2c_op *op, const int *e)
{
    const m2c_body *ob = op->body;
    int n_ins = op->n_ins, elems[NPK_MAX_OP_INPUTS], *map, i, j, c32, y[2];
    m2c_body *b;
    for (i = 0; i < n_ins; i++) elems[i] = op->in_decl[i].elem;
    for (i = 0; i < ob->n_vals; i++)
        if (ob->vals[i].kind == M2C_S_ARG && ob->vals[i].arg < n_ins) elems[ob->vals[i].arg] = ob->vals[i].elem;
    elems[n_ins] = M2C_I64;
    b = new_body(n_ins + 1, elems);
    map = (int *)m2c_alloc((size_t)ob->n_vals * sizeof(int) + 1);
    for (i = 0; i < ob->n_vals; i++) map[i] = -1;
    c32 = const_i64(op, b, 32);
    for (i = 0; i < ob->n_vals; i++) {
        const m2c_sval *v = &ob->vals[i];
        if (v->kind == M2C_S_ARG) {
            int o = v->arg - n_ins;
            map[i] = o < 0 ? v->arg : unpack_one(op, b, n_ins, e[o], o, c32);
        } else if (v->kind == M2C_S_CAP) {
            map[i] = m2c_body_val(b, M2C_S_CAP, 0, 0, v->elem);
            b->vals[map[i]].cap = v->cap;
            b->vals[map[i]].name = v->name;
        }
    }
    for (i = 0; i < ob->n_ops; i++) {
        m2c_sop o = ob->ops[i];
        for (j = 0; j < o.n_in; j++) o.in[j] = map[o.in[j]];
        o.result = m2c_body_val(b, M2C_S_OP, 0, b->n_ops, ob->vals[ob->ops[i].result].elem);
        b->vals[o.result].name = ob->vals[ob->ops[i].result].name;
        map[ob->ops[i].result] = o.result;
        M2C_PUSH(b->ops, b->n_ops, b->cap_ops, o);
    }
    y[0] = pack_one(op, b, map[ob->yields[0]], e[0], 0, c32);
    y[1] = pack_one(op, b, map[ob->yields[1]], e[1], 1, c32);
    set_yield(b, m2c_body_op(op, b, "arith.ori", 2, y, M2C_I64), ob->yield_locs[0]);
    m2c_free(map);
    return b;
}

/* An elementwise generic op (identity maps of rank r) on ins in[0..n_ins-1], out in[n_ins]. */
static m2c_op *elementwise(const m2c_op *op, int n_ins, m2c_value *const *in, const m2c_type *decl, const char *const *loc,
                           int r, m2c_body *b)
{
    m2c_op *g = (m2c_op *)m2c_alloc(sizeof *g);
    int i, d;
    *g = *op;
    g->n_ins = n_ins;
    g->n_in = n_ins + 1;
    g->maps = (m2c_amap *)m2c_alloc((size_t)g->n_in * sizeof *g->maps);
    g->n_maps = g->n_in;
    for (i = 0; i < g->n_in; i++) {
        g->in[i] = in[i];
        g->in_decl[i] = decl[i];
        g->in_loc[i] = loc[i];
        g->maps[i].n_dims = g->maps[i].n_res = r;
        for (d = 0; d < r; d++) { g->maps[i].res[d] = d; g->maps[i].coef[d][d] = 1; }
    }
    g->n_iter = r;
    memset(g->iter_red, 0, sizeof g->iter_red);
    g->body = b;
    g->out = NULL;
    g->refusal = NULL;
    return g;
}

static m2c_value *result_of(m2c_op *g, const char *suffix)
{
    m2c_value *v = (m2c_value *)m2c_alloc(sizeof *v);
    char name[160];
    snprintf(name, sizeof name, "%s", suffix);
    v->name = m2c_strndup(name, strlen(name));
    v->loc = g->loc;
    v->kind = M2C_V_OP;
    v->decl = g->in_decl[g->n_in - 1];
    v->def = g;
    v->tensor = -1;
    g->out = v;
    return v;
}

int m2c_pack_coupled_outputs(m2c_op *op, m2c_op **pre, m2c_op **parts)
{
    int n_ins = op->n_ins, e[2], r, k, elems[3];
    const m2c_type *d0 = &op->in_decl[n_ins], *d1 = &op->in_decl[n_ins + 1];
    m2c_type pt, decl[3];
    m2c_value *in[3], *zero, *init, *acc;
    const char *loc[3];
    m2c_cbuf *cb;
    char name[160];
    m2c_body *b;
    if (strcmp(op->dname, "linalg.generic") || op->n_in - n_ins != 2 || op->n_maps != op->n_in || op->body->n_yields != 2)
        return 0;
    e[0] = d0->elem;
    e[1] = d1->elem;
    if (!packable_elem(e[0]) || !packable_elem(e[1]) || !m2c_type_static(d0) || d0->scalar || d1->scalar ||
        d0->rank != d1->rank || !same_map(&op->maps[n_ins], &op->maps[n_ins + 1]))
        return 0;
    for (k = 0; k < d0->rank; k++)
        if (d0->dims[k] != d1->dims[k]) return 0;
    r = d0->rank;
    pt = *d0;
    pt.elem = M2C_I64;
    /* init = pack(init0, init1) into a zero i64 tensor */
    cb = (m2c_cbuf *)m2c_alloc(sizeof *cb);
    cb->count = m2c_type_count(&pt);
    cb->elem = M2C_I64;
    cb->data = (float *)m2c_alloc((size_t)cb->count * sizeof(float) + 1);
    cb->raw = m2c_alloc((size_t)cb->count * 8u + 1);
    snprintf(name, sizeof name, "%s.packed_zero", op->in[n_ins]->name);
    zero = m2c_new_const(name, op->loc, &pt, cb);
    in[0] = op->in[n_ins];
    in[1] = op->in[n_ins + 1];
    in[2] = zero;
    decl[0] = *d0;
    decl[1] = *d1;
    decl[2] = pt;
    loc[0] = op->in_loc[n_ins];
    loc[1] = op->in_loc[n_ins + 1];
    loc[2] = op->loc;
    elems[0] = e[0];
    elems[1] = e[1];
    elems[2] = M2C_I64;
    b = new_body(3, elems);
    {
        int c32 = const_i64(op, b, 32), y[2];
        y[0] = pack_one(op, b, 0, e[0], 0, c32);
        y[1] = pack_one(op, b, 1, e[1], 1, c32);
        set_yield(b, m2c_body_op(op, b, "arith.ori", 2, y, M2C_I64), op->loc);
    }
    pre[0] = elementwise(op, 2, in, decl, loc, r, b);
    snprintf(name, sizeof name, "%s.packed_init", op->in[n_ins]->name);
    init = result_of(pre[0], name);
    /* the reduction on the packed accumulator */
    pre[1] = (m2c_op *)m2c_alloc(sizeof *pre[1]);
    *pre[1] = *op;
    pre[1]->n_in = n_ins + 1;
    pre[1]->in[n_ins] = init;
    pre[1]->in_decl[n_ins] = pt;
    pre[1]->n_maps = n_ins + 1;
    pre[1]->body = packed_body(op, e);
    pre[1]->refusal = NULL;
    snprintf(name, sizeof name, "%s.packed", op->in[n_ins]->name);
    acc = result_of(pre[1], name);
    /* the parts: each output unpacked */
    for (k = 0; k < 2; k++) {
        elems[0] = M2C_I64;
        elems[1] = e[k];
        b = new_body(2, elems);
        set_yield(b, unpack_one(op, b, 0, e[k], k, const_i64(op, b, 32)), op->body->yield_locs[k]);
        in[0] = acc;
        in[1] = op->in[n_ins + k];
        decl[0] = pt;
        decl[1] = op->in_decl[n_ins + k];
        loc[0] = op->loc;
        loc[1] = op->in_loc[n_ins + k];
        parts[k] = elementwise(op, 1, in, decl, loc, r, b);
    }
    return 2;
}
