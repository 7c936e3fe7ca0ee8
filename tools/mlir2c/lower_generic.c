/* lower_generic.c - linalg.generic as a loop op (npk_interp/ops/loop.h):
 * its indexing maps become coefficient rows, its body a register program.
 * lower_linalg.c keeps the generic ops whose bodies are exactly TCP
 * elementwise ops or one sum/max reduction (faster: SIMD kernels, fusion);
 * m2c_generic_is_tcp says which, everything else comes here. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lower.h"
#include "literals.h"

typedef struct prog { int32_t *w; int n, cap; } prog;
static void put(prog *p, int32_t v) { M2C_PUSH(p->w, p->n, p->cap, v); }

/* The register type of an element type: floats compute in f32; index is i64. */
static int reg_type(int elem, const char *loc)
{
    if (m2c_elem_is_float(elem)) return NPK_DTYPE_F32;
    switch (elem) {
    case M2C_I1: return NPK_DTYPE_I1;
    case M2C_I2: return NPK_DTYPE_I2;
    case M2C_I4: return NPK_DTYPE_I4;
    case M2C_I8: return NPK_DTYPE_I8;
    case M2C_I16: return NPK_DTYPE_I16;
    case M2C_I32: return NPK_DTYPE_I32;
    case M2C_I64: case M2C_INDEX: return NPK_DTYPE_I64;
    default: m2c_error_at(loc, "linalg.generic: a body value of type %s is not supported", m2c_elem_name(elem));
    }
    return 0;
}
/* The dtype a float result is rounded to (truncf, sitofp to a narrow
 * float); f64 is computed in f32, so to it nothing is rounded. */
static int float_dtype(int elem) { return m2c_elem_is_narrow_float(elem) && elem != M2C_F64 ? (int)m2c_elem_dtype(elem) : NPK_DTYPE_F32; }

/* Body op names and their instructions. */
static const struct insn_name { const char *name; int insn; } insns[] = {
    { "arith.addf", NPK_LOOP_ADDF }, { "arith.subf", NPK_LOOP_SUBF }, { "arith.mulf", NPK_LOOP_MULF },
    { "arith.divf", NPK_LOOP_DIVF }, { "arith.remf", NPK_LOOP_REMF },
    { "arith.maximumf", NPK_LOOP_MAXIMUMF }, { "arith.maxf", NPK_LOOP_MAXIMUMF },
    { "arith.minimumf", NPK_LOOP_MINIMUMF }, { "arith.minf", NPK_LOOP_MINIMUMF },
    { "arith.maxnumf", NPK_LOOP_MAXNUMF }, { "arith.minnumf", NPK_LOOP_MINNUMF },
    { "math.powf", NPK_LOOP_POWF }, { "math.atan2", NPK_LOOP_ATAN2 }, { "math.copysign", NPK_LOOP_COPYSIGN },
    { "arith.negf", NPK_LOOP_NEGF }, { "math.absf", NPK_LOOP_ABSF }, { "math.exp", NPK_LOOP_EXP },
    { "math.exp2", NPK_LOOP_EXP2 }, { "math.log", NPK_LOOP_LOG }, { "math.log2", NPK_LOOP_LOG2 },
    { "math.log1p", NPK_LOOP_LOG1P }, { "math.sqrt", NPK_LOOP_SQRT }, { "math.rsqrt", NPK_LOOP_RSQRT },
    { "math.tanh", NPK_LOOP_TANH }, { "math.erf", NPK_LOOP_ERF }, { "math.floor", NPK_LOOP_FLOOR },
    { "math.ceil", NPK_LOOP_CEIL }, { "math.round", NPK_LOOP_ROUND }, { "math.roundeven", NPK_LOOP_ROUNDEVEN },
    { "math.trunc", NPK_LOOP_TRUNC }, { "math.sin", NPK_LOOP_SIN }, { "math.cos", NPK_LOOP_COS },
    { "math.tan", NPK_LOOP_TAN }, { "math.atan", NPK_LOOP_ATAN }, { "math.expm1", NPK_LOOP_EXPM1 },
    { "math.log10", NPK_LOOP_LOG10 }, { "math.fma", NPK_LOOP_FMA }, { "arith.cmpf", NPK_LOOP_CMPF },
    { "arith.addi", NPK_LOOP_ADDI }, { "arith.subi", NPK_LOOP_SUBI }, { "arith.muli", NPK_LOOP_MULI },
    { "arith.divsi", NPK_LOOP_DIVSI }, { "arith.divui", NPK_LOOP_DIVUI }, { "arith.remsi", NPK_LOOP_REMSI },
    { "arith.remui", NPK_LOOP_REMUI }, { "arith.maxsi", NPK_LOOP_MAXSI }, { "arith.minsi", NPK_LOOP_MINSI },
    { "arith.maxui", NPK_LOOP_MAXUI }, { "arith.minui", NPK_LOOP_MINUI }, { "arith.andi", NPK_LOOP_ANDI },
    { "arith.ori", NPK_LOOP_ORI }, { "arith.xori", NPK_LOOP_XORI }, { "arith.shli", NPK_LOOP_SHLI },
    { "arith.shrsi", NPK_LOOP_SHRSI }, { "arith.shrui", NPK_LOOP_SHRUI },
    { "arith.ceildivsi", NPK_LOOP_CEILDIVSI }, { "arith.floordivsi", NPK_LOOP_FLOORDIVSI },
    { "math.absi", NPK_LOOP_ABSI }, { "arith.cmpi", NPK_LOOP_CMPI }, { "arith.select", NPK_LOOP_SELECT },
    { "arith.extf", NPK_LOOP_EXTF }, { "arith.truncf", NPK_LOOP_TRUNCF }, { "arith.extsi", NPK_LOOP_EXTSI },
    { "arith.extui", NPK_LOOP_EXTUI }, { "arith.trunci", NPK_LOOP_TRUNCI }, { "arith.sitofp", NPK_LOOP_SITOFP },
    { "arith.uitofp", NPK_LOOP_UITOFP }, { "arith.fptosi", NPK_LOOP_FPTOSI }, { "arith.fptoui", NPK_LOOP_FPTOUI },
    { "arith.bitcast", NPK_LOOP_BITCAST }, { "arith.index_cast", -1 }, { "arith.index_castui", -2 },
};

static int pred_index(const m2c_sop *o, int is_int)
{
    static const char *const fp[] = { "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                      "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true" };
    static const char *const ip[] = { "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge" };
    int i, n = is_int ? 10 : 16;
    for (i = 0; i < n; i++)
        if (!strcmp(o->pred, is_int ? ip[i] : fp[i])) return i;
    m2c_error_at(o->loc, "%s: unknown predicate '%s'", o->name, o->pred);
    return 0;
}

typedef struct gen {
    m2c_lowerer *L;
    prog p;
    int *reg;          /* register of each body value, -1 not yet */
    int *last;         /* last body op reading each value (n_ops: the yield) */
    int *rtype;        /* register type of each value */
    int used[64], n_regs, n_insn;
    m2c_value *ext[NPK_MAX_OP_INPUTS]; int n_ext; /* tensors read by tensor.extract */
} gen;

/* Data operand (1-based) of block argument `arg`: ins, then the extract
 * tensors, then the init. */
static int arg_operand(const gen *g, int arg)
{
    return arg < g->L->src->n_ins ? arg + 1 : g->L->src->n_ins + g->n_ext + 1;
}

static int new_reg(gen *g)
{
    int r;
    for (r = 0; r < 64 && g->used[r]; r++) {}
    if (r == 64) m2c_error_at(g->L->src->loc, "linalg.generic: the body needs more than 64 live values (not supported)");
    g->used[r] = 1;
    if (r + 1 > g->n_regs) g->n_regs = r + 1;
    return r;
}

static void ins(gen *g, int op, int ty, int dst, int a, int b, int c)
{
    put(&g->p, op); put(&g->p, ty); put(&g->p, dst); put(&g->p, a); put(&g->p, b); put(&g->p, c);
    g->n_insn++;
}

/* The register holding value v, made on first use (block arguments are
 * loaded, captured constants materialised). */
static int val_reg(gen *g, int v)
{
    const m2c_body *b = g->L->src->body;
    const m2c_sval *s = &b->vals[v];
    if (g->reg[v] >= 0) return g->reg[v];
    g->reg[v] = new_reg(g);
    if (s->kind == M2C_S_ARG) {
        g->rtype[v] = reg_type(g->L->src->in[s->arg]->shape.elem, g->L->src->loc);
        ins(g, NPK_LOOP_LOAD, 0, g->reg[v], arg_operand(g, s->arg), 0, 0);
    } else if (s->kind == M2C_S_CAP && s->cap->kind == M2C_V_ARG) {   /* a scalar argument: a rank-0 data operand */
        int e;
        for (e = 0; e < g->n_ext && g->ext[e] != s->cap; e++) {}
        g->rtype[v] = reg_type(s->cap->shape.elem, g->L->src->loc);
        ins(g, NPK_LOOP_EXTRACT, 0, g->reg[v], 1 + g->L->src->n_ins + e, 0, 0);
    } else if (s->kind == M2C_S_CAP) {  /* a constant from outside, in its own register type */
        const m2c_cbuf *cb = m2c_resolve(s->cap)->cbuf;
        int ty = reg_type(s->cap->shape.elem, g->L->src->loc);
        if (m2c_resolve(s->cap)->kind != M2C_V_CONST || !cb || cb->count != 1)
            m2c_error_at(g->L->src->loc, "%s: its region reads '%s' from outside, which is not a compile-time constant (not supported)",
                         g->L->src->dname, s->cap->name);
        g->rtype[v] = ty;
        if (ty == NPK_DTYPE_F32) {
            int32_t bits;
            float f = cb->data[0];
            memcpy(&bits, &f, 4);
            ins(g, NPK_LOOP_CONST, NPK_DTYPE_F32, g->reg[v], 0, bits, 0);
        } else {
            int64_t i = 0;
            uint64_t u;
            if (cb->raw) m2c_load_elem((const unsigned char *)cb->raw, cb->elem, 0, &i);
            else i = m2c_to_i64(cb->data[0]);
            u = (uint64_t)i;
            ins(g, NPK_LOOP_CONST, ty, g->reg[v], 0, (int32_t)(uint32_t)u, (int32_t)(uint32_t)(u >> 32));
        }
    }
    return g->reg[v];
}

/* Frees the registers of op k's operands whose last reader it is. */
static void release(gen *g, const m2c_sop *o, int k)
{
    int i;
    for (i = 0; i < o->n_in; i++)
        if (g->last[o->in[i]] == k && g->reg[o->in[i]] >= 0) g->used[g->reg[o->in[i]]] = 0;
}

static int is_minifloat(int elem) { return elem >= M2C_F8E4M3FN && elem <= M2C_F4E2M1FN; }

/* arith.scaling_extf / scaling_truncf (the OCP MX formats): the input times
 * (extf) or divided by (truncf) the scale, both exact in f32 registers (the
 * scale is a power of two or NaN), then rounded to the result type. */
static void emit_scaling(gen *g, const m2c_sop *o, int k)
{
    const m2c_body *b = g->L->src->body;
    int res = o->result, elem = b->vals[res].elem, x, s;
    if (o->n_in != 2) m2c_error_at(o->loc, "%s takes 2 operand(s)", o->name);
    if (!m2c_elem_is_float(elem) || !m2c_elem_is_float(b->vals[o->in[0]].elem) || !m2c_elem_is_float(b->vals[o->in[1]].elem))
        m2c_error_at(o->loc, "%s: operands and result must be floats", o->name);
    x = val_reg(g, o->in[0]);
    s = val_reg(g, o->in[1]);
    g->reg[res] = new_reg(g);
    release(g, o, k);
    g->rtype[res] = NPK_DTYPE_F32;
    ins(g, !strcmp(o->name, "arith.scaling_extf") ? NPK_LOOP_MULF : NPK_LOOP_DIVF, 0, g->reg[res], x, s, 0);
    if (float_dtype(elem) != NPK_DTYPE_F32)
        ins(g, NPK_LOOP_TRUNCF, float_dtype(elem), g->reg[res], g->reg[res], 0, NPK_DTYPE_F32);
}

static void emit_op(gen *g, int k)
{
    const m2c_body *b = g->L->src->body;
    const m2c_sop *o = &b->ops[k];
    int res = o->result, elem = b->vals[res].elem, ty, a = 0, bb = 0, c = 0, ta = 0, i, insn = 0, want_in;
    int kind;
    size_t n;
    if (o->is_const) {
        ty = reg_type(elem, o->loc);
        g->reg[res] = new_reg(g);
        g->rtype[res] = ty;
        if (ty == NPK_DTYPE_F32) {
            float f = o->cval;
            int32_t bits;
            memcpy(&bits, &f, 4);
            ins(g, NPK_LOOP_CONST, NPK_DTYPE_F32, g->reg[res], 0, bits, 0);
        } else {
            uint64_t u = (uint64_t)o->ival;
            ins(g, NPK_LOOP_CONST, ty, g->reg[res], 0, (int32_t)(uint32_t)u, (int32_t)(uint32_t)(u >> 32));
        }
        return;
    }
    if (!strcmp(o->name, "linalg.index")) {
        if (o->ival < 0 || o->ival >= g->L->src->n_iter) m2c_error_at(o->loc, "linalg.index %lld: there are %d loops", (long long)o->ival, g->L->src->n_iter);
        g->reg[res] = new_reg(g);
        g->rtype[res] = NPK_DTYPE_I64;
        ins(g, NPK_LOOP_INDEX, 0, g->reg[res], (int)o->ival, 0, 0);
        return;
    }
    if (!strcmp(o->name, "tensor.extract")) {
        m2c_value *t = m2c_resolve(o->tensor);
        int e, first, r;
        for (e = 0; e < g->n_ext && g->ext[e] != t; e++) {}
        if (e == g->n_ext) g->ext[g->n_ext++] = t;
        if (t->shape.rank != o->n_in) m2c_error_at(o->loc, "tensor.extract: %d indices for a rank-%d tensor", o->n_in, t->shape.rank);
        /* the indices in consecutive registers (copies, as i64) */
        for (first = 0; first + o->n_in <= 64; first++) {
            for (r = 0; r < o->n_in && !g->used[first + r]; r++) {}
            if (r == o->n_in) break;
        }
        if (first + o->n_in > 64) m2c_error_at(o->loc, "linalg.generic: the body needs more than 64 live values (not supported)");
        for (i = 0; i < o->n_in; i++) {
            int src = val_reg(g, o->in[i]), st = g->rtype[o->in[i]];
            if (st == NPK_DTYPE_F32) m2c_error_at(o->in_loc[i], "tensor.extract: an index must be an integer");
            g->used[first + i] = 1;
            if (first + i + 1 > g->n_regs) g->n_regs = first + i + 1;
            ins(g, NPK_LOOP_EXTSI, NPK_DTYPE_I64, first + i, src, 0, st);
        }
        g->reg[res] = new_reg(g);
        g->rtype[res] = reg_type(t->shape.elem, o->loc);
        ins(g, NPK_LOOP_EXTRACT, 0, g->reg[res], 1 + g->L->src->n_ins + e, first, 0);
        for (i = 0; i < o->n_in; i++) g->used[first + i] = 0;
        release(g, o, k);
        return;
    }
    if (!strcmp(o->name, "arith.scaling_extf") || !strcmp(o->name, "arith.scaling_truncf")) {
        emit_scaling(g, o, k);
        return;
    }
    for (n = 0; n < sizeof insns / sizeof insns[0] && strcmp(insns[n].name, o->name); n++) {}
    if (n == sizeof insns / sizeof insns[0]) m2c_error_at(o->loc, "linalg.generic: '%s' in a body is not supported", o->name);
    insn = insns[n].insn;
    kind = insn == NPK_LOOP_FMA || insn == NPK_LOOP_SELECT ? 3
         : (insn >= NPK_LOOP_ADDF && insn <= NPK_LOOP_COPYSIGN) || insn == NPK_LOOP_CMPF || insn == NPK_LOOP_CMPI ||
           (insn >= NPK_LOOP_ADDI && insn <= NPK_LOOP_FLOORDIVSI) ? 2 : 1;
    want_in = kind;
    if (o->n_in != want_in) m2c_error_at(o->loc, "%s takes %d operand(s)", o->name, want_in);
    for (i = 0; i < o->n_in; i++) {
        int r = val_reg(g, o->in[i]);
        if (i == 0) { a = r; ta = g->rtype[o->in[0]]; }
        else if (i == 1) bb = r;
        else c = r;
    }
    /* the result takes a fresh register: a conversion between float and
     * integer registers may not write over its operand (lanes differ in width) */
    g->reg[res] = new_reg(g);
    release(g, o, k);
    ty = 0;
    if (insn == NPK_LOOP_CMPF || insn == NPK_LOOP_CMPI) {
        c = pred_index(o, insn == NPK_LOOP_CMPI);
        ty = insn == NPK_LOOP_CMPI ? ta : 0;
        g->rtype[res] = NPK_DTYPE_I1;
    } else if (insn == NPK_LOOP_SELECT) {
        ty = g->rtype[o->in[1]];
        g->rtype[res] = ty;
    } else if (insn >= NPK_LOOP_EXTF || insn < 0) { /* conversions: type = result, c = source */
        int dst = reg_type(elem, o->loc);
        if (insn < 0) insn = dst == NPK_DTYPE_I64 && ta != NPK_DTYPE_I64 ? (insn == -1 ? NPK_LOOP_EXTSI : NPK_LOOP_EXTUI)
                             : NPK_LOOP_TRUNCI;
        c = ta;
        ty = dst == NPK_DTYPE_F32 ? float_dtype(elem) : dst;
        if (insn == NPK_LOOP_EXTF) ty = NPK_DTYPE_F32;
        if (insn == NPK_LOOP_BITCAST) {   /* an 8/4-bit float's bits: b names its type */
            int from = b->vals[o->in[0]].elem, fl = is_minifloat(elem) ? elem : is_minifloat(from) ? from : -1;
            if (fl >= 0) { bb = (int)m2c_elem_dtype(fl); ty = dst; }
        }
        g->rtype[res] = dst;
    } else if (insn >= NPK_LOOP_ADDI) {
        ty = ta;
        g->rtype[res] = ta;
    } else {
        g->rtype[res] = NPK_DTYPE_F32;
    }
    ins(g, insn, ty, g->reg[res], a, bb, c);
}

/* The loop extents from the operands' dims through the maps. */
static void loop_extents(m2c_lowerer *L, int64_t *ext)
{
    const m2c_op *src = L->src;
    int i, k, d;
    for (d = 0; d < src->n_iter; d++) ext[d] = -1;
    for (i = 0; i < src->n_in; i++) {
        const m2c_amap *m = &src->maps[i];
        const m2c_type *t = &src->in[i]->shape;
        if (t->rank != m->n_res)
            m2c_error_at(src->in_loc[i], "%s: operand %d has rank %d but its indexing map has %d results", src->dname, i, t->rank, m->n_res);
        for (k = 0; k < m->n_res; k++) {
            d = m->res[k];
            if (d < 0) continue; /* 0 or an expression: no extent from it */
            if (ext[d] >= 0 && ext[d] != t->dims[k])
                m2c_error_at(src->in_loc[i], "%s: loop %d has extent %lld and %lld", src->dname, d, (long long)ext[d], (long long)t->dims[k]);
            ext[d] = t->dims[k];
        }
    }
    for (d = 0; d < src->n_iter; d++)
        if (ext[d] < 1 || ext[d] > NPK_ATTR_INT_MAX)
            m2c_error_at(src->loc, "%s: the extent of loop %d is %s (not supported)", src->dname, d, ext[d] < 0 ? "unknown" : "out of range");
}

/* A zero constant of type t (any element type): tensor.empty's value. */
m2c_value *m2c_zero_const(m2c_lowerer *L, const m2c_type *t)
{
    m2c_cbuf *cb = (m2c_cbuf *)m2c_alloc(sizeof *cb);
    char name[160];
    m2c_type s = *t;
    s.scalar = 0;
    cb->count = m2c_type_count(&s);
    cb->elem = s.elem;
    cb->data = (float *)m2c_alloc((size_t)cb->count * sizeof(float) + 1);
    if (s.elem != M2C_F32) cb->raw = m2c_alloc((size_t)cb->count * 8u + 1);
    snprintf(name, sizeof name, "%s.z%d", L->src->out->name, ++L->tmp);
    return m2c_new_const(name, L->src->loc, &s, cb);
}

/* A generic op without loops (every operand rank 0, e.g. the parts
 * split_outputs.c makes of a full reduction) as one loop of extent 1 on the
 * operands reshaped to [1], its result reshaped back. */
static void lower_rank0_loop(m2c_lowerer *L)
{
    m2c_op *src = L->src, g = *src;
    m2c_amap *maps = (m2c_amap *)m2c_alloc((size_t)src->n_in * sizeof *maps);
    m2c_value *out = (m2c_value *)m2c_alloc(sizeof *out);
    char name[160];
    int i;
    for (i = 0; i < src->n_in; i++) {
        m2c_type t = src->in[i]->shape;
        if (t.rank != 0 || t.scalar)
            m2c_error_at(src->in_loc[i], "%s without loops: operand %d must be a rank-0 tensor", src->dname, i);
        t.rank = 1;
        t.dims[0] = 1;
        g.in[i] = lw_reshape(L, src->in[i], &t, 0);
        maps[i].n_dims = maps[i].n_res = 1;
        maps[i].coef[0][0] = 1;
    }
    g.maps = maps;
    g.n_maps = src->n_in;
    g.n_iter = 1;
    g.iter_red[0] = 0;
    snprintf(name, sizeof name, "%s.%d", src->out->name, ++L->tmp);
    out->name = m2c_strndup(name, strlen(name));
    out->loc = src->loc;
    out->tensor = -1;
    out->decl = g.in[src->n_in - 1]->shape;
    g.out = out;
    L->src = &g;
    m2c_lower_generic_loop(L);
    L->src = src;
    lw_reshape(L, out, &src->in[src->n_in - 1]->shape, 1);
}

void m2c_lower_generic_loop(m2c_lowerer *L)
{
    m2c_op *src = L->src;
    const m2c_body *b = src->body;
    int64_t ext[NPK_MAX_RANK];
    m2c_value *in[NPK_MAX_OP_INPUTS];
    m2c_cbuf *cb;
    m2c_type pt;
    m2c_op *op;
    gen g;
    int i, k, d, red = 0, yr;
    if (src->n_in - src->n_ins != 1) m2c_error_at(src->loc, "linalg.generic with %d outputs is not supported (only 1)", src->n_in - src->n_ins);
    if (src->n_in > NPK_MAX_OP_INPUTS - 1) m2c_error_at(src->loc, "linalg.generic with %d operands is not supported (at most %d)", src->n_in, NPK_MAX_OP_INPUTS - 1);
    if (src->n_iter == 0 && src->n_in - src->n_ins == 1 && src->n_maps == src->n_in) { lower_rank0_loop(L); return; }
    if (src->n_iter < 1 || src->n_iter > NPK_MAX_RANK) m2c_error_at(src->loc, "linalg.generic with %d loops is not supported (1..%d)", src->n_iter, NPK_MAX_RANK);
    for (i = 0; i < src->n_in; i++) {
        if (src->in[i]->shape.scalar || (src->in[i]->decl.scalar && src->in[i]->kind != M2C_V_ARG)) /* a scalar argument is a rank-0 input */
            m2c_error_at(src->in_loc[i], "linalg.generic with a scalar operand is not supported");
        lw_need_tensor(L, i);
    }
    loop_extents(L, ext);
    memset(&g, 0, sizeof g);
    g.L = L;
    g.reg = (int *)m2c_alloc((size_t)b->n_vals * sizeof(int) + 1);
    g.last = (int *)m2c_alloc((size_t)b->n_vals * sizeof(int) + 1);
    g.rtype = (int *)m2c_alloc((size_t)b->n_vals * sizeof(int) + 1);
    for (i = 0; i < b->n_vals; i++) { g.reg[i] = -1; g.last[i] = -1; }
    for (k = 0; k < b->n_ops; k++)
        for (i = 0; i < b->ops[k].n_in; i++) g.last[b->ops[k].in[i]] = k;
    g.last[b->yield] = b->n_ops;
    /* the tensors the body extracts from: data operands after the ins */
    for (k = 0; k < b->n_ops; k++) {
        m2c_value *t;
        int e;
        if (strcmp(b->ops[k].name, "tensor.extract")) continue;
        t = m2c_resolve(b->ops[k].tensor);
        for (e = 0; e < g.n_ext && g.ext[e] != t; e++) {}
        if (e < g.n_ext) continue;
        if (src->n_in + g.n_ext + 1 > NPK_MAX_OP_INPUTS - 1)
            m2c_error_at(b->ops[k].loc, "linalg.generic: too many operands with the tensors it extracts from (not supported)");
        if (!m2c_type_static(&t->shape) || !m2c_elem_dtype(t->shape.elem))
            m2c_error_at(b->ops[k].loc, "tensor.extract: the tensor must be static with a supported element type");
        g.ext[g.n_ext++] = t;
    }
    for (k = 0; k < b->n_vals; k++) {   /* scalar arguments the body reads: rank-0 data operands */
        m2c_value *t = b->vals[k].cap;
        int e;
        if (b->vals[k].kind != M2C_S_CAP || t->kind != M2C_V_ARG) continue;
        for (e = 0; e < g.n_ext && g.ext[e] != t; e++) {}
        if (e < g.n_ext) continue;
        if (src->n_in + g.n_ext + 1 > NPK_MAX_OP_INPUTS - 1)
            m2c_error_at(src->loc, "linalg.generic: too many operands with the scalar arguments it reads (not supported)");
        g.ext[g.n_ext++] = t;
    }
    /* header and maps */
    for (d = 0; d < src->n_iter; d++) red |= src->iter_red[d] << d;
    put(&g.p, NPK_LOOP_MAGIC); put(&g.p, src->n_iter); put(&g.p, red); put(&g.p, 0);
    for (d = 0; d < NPK_MAX_RANK; d++) put(&g.p, d < src->n_iter ? (int32_t)ext[d] : 0);
    for (i = 0; i < src->n_in; i++) {
        const m2c_amap *m = &src->maps[i];
        if (i == src->n_ins) for (k = 0; k < g.n_ext; k++) put(&g.p, 1); /* extract only */
        put(&g.p, 0);
        for (k = 0; k < m->n_res; k++) {
            int64_t lo = m->coef[k][src->n_iter], hi = lo;
            for (d = 0; d < src->n_iter; d++) {
                int64_t c = m->coef[k][d];
                if (c > 0) hi += c * (ext[d] - 1); else lo += c * (ext[d] - 1);
            }
            if (lo < 0 || hi >= src->in[i]->shape.dims[k])
                m2c_error_at(src->in_loc[i], "%s: indexing map %d reads index %lld..%lld of dim %d (size %lld)", src->dname, i,
                             (long long)lo, (long long)hi, k, (long long)src->in[i]->shape.dims[k]);
            for (d = 0; d <= src->n_iter; d++) put(&g.p, (int32_t)m->coef[k][d]);
        }
    }
    /* body */
    for (k = 0; k < b->n_ops; k++) emit_op(&g, k);
    yr = val_reg(&g, b->yield);
    if (g.rtype[b->yield] != reg_type(src->in[src->n_in - 1]->shape.elem, src->loc))
        m2c_error_at(b->yield_loc, "linalg.generic: the yielded value's type does not match the output's");
    ins(&g, NPK_LOOP_YIELD, 0, yr, yr, 0, 0);
    g.p.w[3] = g.n_insn;
    /* the program as an i32 constant */
    cb = (m2c_cbuf *)m2c_alloc(sizeof *cb);
    cb->count = (uint64_t)g.p.n;
    cb->elem = M2C_I32;
    cb->data = (float *)m2c_alloc((size_t)g.p.n * sizeof(float));
    for (i = 0; i < g.p.n; i++) cb->data[i] = (float)g.p.w[i];
    cb->raw = m2c_alloc((size_t)g.p.n * 4u);
    memcpy(cb->raw, g.p.w, (size_t)g.p.n * 4u);
    memset(&pt, 0, sizeof pt);
    pt.rank = 1;
    pt.dims[0] = g.p.n;
    pt.elem = M2C_I32;
    {
        char name[160];
        snprintf(name, sizeof name, "%s.prog", src->out->name);
        in[0] = m2c_new_const(name, src->loc, &pt, cb);
    }
    for (i = 0; i < src->n_ins; i++) in[i + 1] = src->in[i];
    for (k = 0; k < g.n_ext; k++) in[src->n_ins + 1 + k] = g.ext[k];
    in[src->n_ins + g.n_ext + 1] = src->in[src->n_ins];
    op = lw_op(L, M2C_OPK_TCP, src->n_in + g.n_ext + 1, in);
    m2c_set_op(op, NPK_OP_LOOP);
    op->attr.loop.regs = g.n_regs ? g.n_regs : 1;
    lw_done(L, op, NULL, 1);
    m2c_free(g.p.w); m2c_free(g.reg); m2c_free(g.last); m2c_free(g.rtype);
}
