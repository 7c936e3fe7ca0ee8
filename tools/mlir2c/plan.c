/* plan.c - turn the (folded, fused) function into npk program tables:
 * tensor indices, weight offsets, and arena offsets from a memory plan.
 *
 * Memory plan: arena tensors are grouped into buffers (a reshape result
 * aliases its operand's buffer; an elementwise op may write over a
 * same-shaped operand whose buffer dies at that op). Each buffer is live
 * from its first definition to its last use; program inputs and outputs
 * are live for the whole program and never share bytes. Buffers are placed
 * one by one at the best-fitting free gap among the buffers live at the
 * same time, 64-byte aligned, in a few orders (largest first, earliest
 * first, longest-lived first); the smallest arena wins. Conv scratch is a
 * buffer live for one op. A concat whose operands are contiguous blocks of
 * its result (dims before the axis all 1) gets its operands' buffers as
 * parts of its own (concat_in_place): their producers write them in place
 * and the concat copies nothing. Each part keeps its own lifetime; the
 * joined buffer is placed with its parts at the lowest offset where all of
 * them fit. The arena's bound (npk_arena_bound, shared with
 * npk-run) is computed from the finished tables. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ir.h"
#include "tools/common/npk_arena.h"

#define FOREVER 0x7fffffff
#define ALIGN64(x) (((x) + 63u) & ~(uint64_t)63u)

typedef struct buffer {
    uint64_t size;
    int start, end;       /* op positions, inclusive; -1 = before the first op */
    int exclusive;        /* program input or output */
    int parent;           /* >= 0: part of that buffer (a concat operand), at byte sub */
    int has_parts;
    uint64_t sub;
    uint64_t offset;
} buffer;

typedef struct planner {
    m2c_program *p;
    buffer *bufs; int n_bufs, cap_bufs;
    int *buf_of; int cap_buf_of;  /* per tensor, -1 for constants */
    m2c_op **ops; int n_ops, cap_ops;
} planner;

static uint32_t add_name(m2c_program *p, const char *s)
{
    size_t n = strlen(s) + 1;
    uint32_t at = (uint32_t)p->names_bytes;
    while (p->names_bytes + n > p->names_cap) {
        p->names_cap = p->names_cap ? 2 * p->names_cap : 256;
        p->names = (char *)m2c_grow(p->names, p->names_cap);
    }
    memcpy(p->names + p->names_bytes, s, n);
    p->names_bytes += n;
    return at;
}

static int new_buffer(planner *pl, uint64_t size, int start, int end, int exclusive)
{
    buffer b;
    memset(&b, 0, sizeof b);
    b.size = ALIGN64(size);
    b.start = start;
    b.end = end;
    b.exclusive = exclusive;
    b.parent = -1;
    M2C_PUSH(pl->bufs, pl->n_bufs, pl->cap_bufs, b);
    return pl->n_bufs - 1;
}

static int new_tensor(planner *pl, m2c_value *v, int storage)
{
    m2c_program *p = pl->p;
    npk_tensor_desc t;
    int d;
    uint64_t n;
    memset(&t, 0, sizeof t);
    t.name = add_name(p, v->name);
    t.storage = (uint8_t)storage;
    t.dtype = (uint8_t)m2c_elem_dtype(v->shape.elem);
    n = npk_dtype_size(t.dtype);
    t.rank = (uint8_t)v->shape.rank;
    for (d = 0; d < v->shape.rank; d++) {
        t.dims[d] = (uint32_t)v->shape.dims[d];
        n *= (uint64_t)v->shape.dims[d];
    }
    t.nbytes = n;
    M2C_PUSH(p->tensors, p->n_tensors, p->cap_tensors, t);
    if (p->n_tensors > p->cap_tensor_src) {
        p->cap_tensor_src = 2 * p->n_tensors;
        p->tensor_src = (m2c_value **)m2c_grow(p->tensor_src, (size_t)p->cap_tensor_src * sizeof *p->tensor_src);
    }
    p->tensor_src[p->n_tensors - 1] = v;      /* debug_names.c */
    if (p->n_tensors > pl->cap_buf_of) {
        pl->cap_buf_of = 2 * p->n_tensors;
        pl->buf_of = (int *)m2c_grow(pl->buf_of, (size_t)pl->cap_buf_of * sizeof(int));
    }
    pl->buf_of[p->n_tensors - 1] = -1;
    v->tensor = p->n_tensors - 1;
    if ((uint64_t)p->n_tensors >= (uint64_t)NPK_MAX_TENSORS || p->n_tensors >= INT_MAX / 4)
        m2c_fatal(M2C_EXIT_INPUT, "the program has %d tensors, more than a .tcp can hold", p->n_tensors);
    return v->tensor;
}

/* The function's results become fresh arena tensors: a constant, an
 * argument or a value returned twice is copied by a RESHAPE op. */
static void add_result_copies(m2c_func *f, planner *pl)
{
    int k, j;
    for (k = 0; k < f->n_results; k++) {
        m2c_value *r = f->results[k];
        int dup = 0;
        for (j = 0; j < k; j++) if (f->results[j] == r) dup = 1;
        if (r->kind == M2C_V_OP && !dup) continue;
        {
            m2c_op *op = (m2c_op *)m2c_alloc(sizeof *op);
            m2c_value *c = (m2c_value *)m2c_alloc(sizeof *c);
            char name[256];
            snprintf(name, sizeof name, "%s.copy%d", r->name, k);
            c->name = m2c_strndup(name, strlen(name));
            c->loc = r->loc;
            c->kind = M2C_V_OP;
            c->decl = c->shape = r->shape;
            c->def = op;
            c->is_result = 1;
            c->tensor = -1;
            op->kind = M2C_OPK_COPY;
            m2c_set_op(op, NPK_OP_RESHAPE);
            op->loc = f->result_locs[k];
            op->n_in = 1;
            op->in[0] = r;
            op->in_loc[0] = f->result_locs[k];
            op->out = c;
            M2C_PUSH(pl->ops, pl->n_ops, pl->cap_ops, op);
            f->results[k] = c;
        }
    }
}

static int overlaps_in_time(const buffer *a, const buffer *b)
{
    return a->start <= b->end && b->start <= a->end;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* Placement orders: whether buffer a goes before buffer b. */
enum { ORDER_SIZE, ORDER_START, ORDER_LIFETIME, N_ORDERS };
static int goes_before(const buffer *a, const buffer *b, int order)
{
    long la = (long)a->end - a->start, lb = (long)b->end - b->start;
    if (order == ORDER_START && a->start != b->start) return a->start < b->start;
    if (order == ORDER_LIFETIME && la != lb) return la > lb;
    return a->size > b->size || (a->size == b->size && a->start <= b->start);
}

/* Whether member m of a joined buffer fits at `at` (its own offset) among the placed. */
static int member_fits(const planner *pl, const buffer *m, uint64_t at, const int *placed, int n_placed)
{
    int j;
    for (j = 0; j < n_placed; j++) {
        const buffer *o = &pl->bufs[placed[j]];
        if (overlaps_in_time(m, o) && at < o->offset + o->size && o->offset < at + m->size) return 0;
    }
    return 1;
}

/* A concat's buffer and its parts (at most NPK_MAX_OP_INPUTS): the lowest offset where every one fits. */
static void place_joined(planner *pl, int root, const int *placed, int n_placed)
{
    int mem[NPK_MAX_OP_INPUTS + 1], n_mem = 0, j, k, m;
    uint64_t best = UINT64_MAX;
    mem[n_mem++] = root;
    for (k = 0; k < pl->n_bufs && n_mem <= NPK_MAX_OP_INPUTS; k++)
        if (pl->bufs[k].parent == root) mem[n_mem++] = k;
    for (j = -1; j < n_placed; j++)        /* candidates: 0 and each placed end, less each member's sub */
        for (m = 0; m < n_mem; m++) {
            uint64_t sub = pl->bufs[mem[m]].sub, end = j < 0 ? 0 : pl->bufs[placed[j]].offset + pl->bufs[placed[j]].size;
            uint64_t at;
            int ok = 1;
            if (end < sub || (at = end - sub) >= best) continue;
            for (k = 0; ok && k < n_mem; k++) ok = member_fits(pl, &pl->bufs[mem[k]], at + pl->bufs[mem[k]].sub, placed, n_placed);
            if (ok) best = at;
        }
    for (k = 0; k < n_mem; k++) pl->bufs[mem[k]].offset = best + pl->bufs[mem[k]].sub;
}

/* In the given order, each at the smallest free gap among time-overlapping buffers. */
static uint64_t place_buffers(planner *pl, int how)
{
    int *order = (int *)m2c_alloc((size_t)pl->n_bufs * sizeof(int) + 1);
    int *placed = (int *)m2c_alloc((size_t)pl->n_bufs * sizeof(int) + 1);
    uint64_t *iv = (uint64_t *)m2c_alloc((size_t)pl->n_bufs * 2 * sizeof(uint64_t) + 16);
    uint64_t top = 0;
    int i, j, n_placed = 0;
    for (i = 0; i < pl->n_bufs; i++) order[i] = i;
    for (i = 1; i < pl->n_bufs; i++) {  /* insertion sort, stable */
        int x = order[i];
        for (j = i; j > 0; j--) {
            buffer *a = &pl->bufs[order[j - 1]], *b = &pl->bufs[x];
            if (goes_before(a, b, how) || !goes_before(b, a, how)) break;
            order[j] = order[j - 1];
        }
        order[j] = x;
    }
    for (i = 0; i < pl->n_bufs; i++) {
        buffer *b = &pl->bufs[order[i]];
        int n = 0;
        if (b->parent >= 0) continue; /* placed with its parent */
        if (b->has_parts) {
            place_joined(pl, order[i], placed, n_placed);
            placed[n_placed++] = order[i];
            for (j = 0; j < pl->n_bufs; j++)
                if (pl->bufs[j].parent == order[i]) placed[n_placed++] = j;
            if (b->offset + b->size > top) top = b->offset + b->size;
            continue;
        }
        uint64_t best = UINT64_MAX, best_gap = UINT64_MAX, cursor = 0;
        for (j = 0; j < n_placed; j++) {
            buffer *o = &pl->bufs[placed[j]];
            if (!overlaps_in_time(b, o)) continue;
            iv[2 * n] = o->offset;
            iv[2 * n + 1] = o->offset + o->size;
            n++;
        }
        qsort(iv, (size_t)n, 2 * sizeof(uint64_t), cmp_u64);
        for (j = 0; j < n; j++) {
            if (iv[2 * j] > cursor) {
                uint64_t gap = iv[2 * j] - cursor;
                if (gap >= b->size && gap < best_gap) { best_gap = gap; best = cursor; }
            }
            if (iv[2 * j + 1] > cursor) cursor = iv[2 * j + 1];
        }
        if (best == UINT64_MAX) best = cursor;
        b->offset = best;
        if (best + b->size > top) top = best + b->size;
        placed[n_placed++] = order[i];
    }
    m2c_free(order);
    m2c_free(placed);
    m2c_free(iv);
    return top;
}

static int root_buffer(const planner *pl, int b)
{
    while (pl->bufs[b].parent >= 0) b = pl->bufs[b].parent;
    return b;
}

/* Whether concat op (at position i, result tensor t) can take its operands'
 * buffers as parts of one buffer: each operand an op result alone in its
 * buffer (not an argument, a result or a constant, not another concat's
 * part or whole), 64-byte aligned blocks, all dims before the axis 1. */
static int concat_in_place(const planner *pl, const m2c_op *op, int t)
{
    const npk_tensor_desc *d = &pl->p->tensors[t];
    uint64_t at = 0;
    int j, k;
    if (op->opcode != NPK_OP_CONCAT || op->out->is_result) return 0;
    for (k = 0; k < (int)op->attr.concat.axis; k++)
        if (d->dims[k] != 1) return 0;
    for (j = 0; j < op->n_in; j++) {
        const m2c_value *v = op->in[j];
        int vb, x;
        if (v->kind != M2C_V_OP || v->is_result || v->tensor < 0 || at % 64) return 0;
        vb = pl->buf_of[v->tensor];
        if (vb < 0 || pl->bufs[vb].exclusive || pl->bufs[vb].parent >= 0 ||
            pl->bufs[vb].size != ALIGN64(pl->p->tensors[v->tensor].nbytes)) return 0;
        for (x = 0; x < pl->n_bufs; x++)
            if (pl->bufs[x].parent == vb) return 0;
        for (k = 0; k < j; k++)
            if (pl->buf_of[op->in[k]->tensor] == vb) return 0;
        at += pl->p->tensors[v->tensor].nbytes;
    }
    return 1;
}

static int last_use(planner *pl, m2c_value *v, int from)
{
    int i, j, last = from;
    for (i = from; i < pl->n_ops; i++)
        for (j = 0; j < pl->ops[i]->n_in; j++)
            if (pl->ops[i]->in[j] == v) last = i;
    return last;
}

void m2c_plan(m2c_func *f, m2c_program *p)
{
    planner pl;
    int i, j;
    unsigned char *raw;
    uint64_t wbytes = 0;
    memset(&pl, 0, sizeof pl);
    pl.p = p;
    m2c_step("planning %d ops and their tensors", f->n_ops);
    for (i = 0; i < f->n_ops; i++)
        if (!f->ops[i]->dead) M2C_PUSH(pl.ops, pl.n_ops, pl.cap_ops, f->ops[i]);
    add_result_copies(f, &pl);
    if ((uint64_t)pl.n_ops > (uint64_t)NPK_MAX_OPS || pl.n_ops >= INT_MAX / 4)
        m2c_fatal(M2C_EXIT_INPUT, "the program has %d ops, more than a .tcp can hold", pl.n_ops);
    p->model_name = add_name(p, f->name);

    /* program inputs: the arguments that were not turned into constants */
    p->inputs = (uint32_t *)m2c_alloc((size_t)f->n_args * sizeof(uint32_t) + 4);
    for (i = 0; i < f->n_args; i++) {
        m2c_value *v = f->args[i];
        int t;
        if (v->kind != M2C_V_ARG) continue;
        t = new_tensor(&pl, v, NPK_STORAGE_ARENA);
        pl.buf_of[t] = new_buffer(&pl, p->tensors[t].nbytes, -1, FOREVER, 1);
        p->inputs[p->n_inputs++] = (uint32_t)t;
    }

    /* constants and op results, in op order */
    for (i = 0; i < pl.n_ops; i++) {
        m2c_op *op = pl.ops[i];
        m2c_value *out = op->out;
        int t, b = -1;
        for (j = 0; j < op->n_in; j++) {
            m2c_value *v = op->in[j];
            if (v->kind != M2C_V_CONST || v->tensor >= 0) continue;
            t = new_tensor(&pl, v, NPK_STORAGE_CONST);
            if (!v->cbuf->placed) {
                wbytes = ALIGN64(wbytes);
                v->cbuf->weight_offset = wbytes;
                v->cbuf->placed = 1;
                wbytes += p->tensors[t].nbytes;
            }
            p->tensors[t].offset = v->cbuf->weight_offset;
        }
        t = new_tensor(&pl, out, NPK_STORAGE_ARENA);
        if (concat_in_place(&pl, op, t)) {
            uint64_t at = 0;
            b = new_buffer(&pl, p->tensors[t].nbytes, i, i, 0);
            pl.bufs[b].has_parts = 1;
            for (j = 0; j < op->n_in; j++) {
                buffer *part = &pl.bufs[pl.buf_of[op->in[j]->tensor]];
                part->parent = b;
                part->sub = at;
                at += p->tensors[op->in[j]->tensor].nbytes;
                /* the joined buffer outlives its parts: an op writing over it in place must not hit one */
                if (part->end > pl.bufs[b].end) pl.bufs[b].end = part->end;
            }
        } else if (op->opcode == NPK_OP_RESHAPE && !out->is_result && op->in[0]->kind != M2C_V_CONST) {
            b = pl.buf_of[op->in[0]->tensor];          /* zero-copy view */
        } else if (op->inplace_ok && !out->is_result) {
            for (j = 0; j < op->n_in && b < 0; j++) {
                m2c_value *v = op->in[j];
                int vb;
                if (v->kind == M2C_V_CONST || !m2c_type_equal(&v->shape, &out->shape)) continue;
                vb = pl.buf_of[v->tensor];
                if (!pl.bufs[vb].exclusive && pl.bufs[vb].parent < 0 && pl.bufs[vb].end == i) b = vb;
            }
        }
        if (b < 0) b = new_buffer(&pl, p->tensors[t].nbytes, i, out->is_result ? FOREVER : i, out->is_result);
        pl.buf_of[t] = b;
        {
            int lu = last_use(&pl, out, i), rb = root_buffer(&pl, b);
            if (lu > pl.bufs[b].end) pl.bufs[b].end = lu;
            if (lu > pl.bufs[rb].end) pl.bufs[rb].end = lu;
        }
        {
            /* the op's own rule (the registry's), so the validator agrees */
            npk_op_desc d = m2c_op_desc(op);
            for (j = 0; j < op->n_in; j++) d.in[j] = (uint32_t)op->in[j]->tensor;
            d.out[0] = (uint32_t)t;
            op->scratch_bytes = npk_op_scratch_bytes(&d, p->tensors);
            /* until placement, scratch_offset holds the scratch buffer's index */
            if (op->scratch_bytes) op->scratch_offset = (uint64_t)new_buffer(&pl, op->scratch_bytes, i, i, 0);
        }
    }

    {
        int how, best = 0;
        uint64_t top, best_top = UINT64_MAX;
        for (how = 0; how < N_ORDERS; how++)
            if ((top = place_buffers(&pl, how)) < best_top) { best_top = top; best = how; }
        p->arena_bytes = ALIGN64(place_buffers(&pl, best));
    }
    for (i = 0; i < p->n_tensors; i++)
        if (pl.buf_of[i] >= 0) p->tensors[i].offset = pl.bufs[pl.buf_of[i]].offset;

    /* op table */
    p->ops = (npk_op_desc *)m2c_alloc((size_t)pl.n_ops * sizeof(npk_op_desc) + 1);
    p->op_src = (m2c_op **)m2c_alloc((size_t)pl.n_ops * sizeof *p->op_src + 1);
    for (i = 0; i < pl.n_ops; i++) {
        m2c_op *op = pl.ops[i];
        npk_op_desc *d = &p->ops[i];
        p->op_src[i] = op;
        d->opcode = (uint16_t)op->opcode;
        d->n_in = (uint8_t)op->n_in;
        d->n_out = 1;
        for (j = 0; j < op->n_in; j++) d->in[j] = (uint32_t)op->in[j]->tensor;
        d->out[0] = (uint32_t)op->out->tensor;
        if (op->scratch_bytes) {
            d->scratch_offset = pl.bufs[(int)op->scratch_offset].offset;
            d->scratch_bytes = op->scratch_bytes;
        }
        d->attr = op->attr;
    }
    p->n_ops = pl.n_ops;

    p->outputs = (uint32_t *)m2c_alloc((size_t)f->n_results * sizeof(uint32_t) + 4);
    for (i = 0; i < f->n_results; i++) p->outputs[p->n_outputs++] = (uint32_t)f->results[i]->tensor;

    /* weights: every placed constant buffer copied to its offset */
    p->weights_bytes = wbytes;
    raw = (unsigned char *)m2c_alloc((size_t)wbytes + 128);  /* kept for the whole run */
    p->weights = raw + ((64 - ((uintptr_t)raw & 63)) & 63);
    for (i = 0; i < pl.n_ops; i++)
        for (j = 0; j < pl.ops[i]->n_in; j++) {
            m2c_value *v = pl.ops[i]->in[j];
            if (v->kind != M2C_V_CONST) continue;
            /* f32 bytes are the floats; other types hold theirs in raw */
            if (v->shape.elem == M2C_F32 && v->cbuf->elem == M2C_F32)
                memcpy(p->weights + v->cbuf->weight_offset, v->cbuf->data, (size_t)v->cbuf->count * 4);
            else if (v->cbuf->raw && v->cbuf->elem == v->shape.elem)
                memcpy(p->weights + v->cbuf->weight_offset, v->cbuf->raw, (size_t)p->tensors[v->tensor].nbytes);
            else
                m2c_error_at(v->loc, "internal error: constant '%s' (%s) has no %s bytes", v->name,
                             m2c_elem_name(v->cbuf->elem), m2c_elem_name(v->shape.elem));
        }
    m2c_free(pl.bufs);
    m2c_free(pl.buf_of);
    m2c_free(pl.ops);
}

/* Point the npk_program view at the tables and run the real validator. */
void m2c_validate_tables(m2c_program *p)
{
    npk_error err;
    npk_program *g = &p->prog;
    m2c_step("validating %d ops, %d tensors", p->n_ops, p->n_tensors);
    memset(&err, 0, sizeof err);
    memset(g, 0, sizeof *g);
    g->tensors = p->tensors; g->n_tensors = (uint32_t)p->n_tensors;
    g->ops = p->ops; g->n_ops = (uint32_t)p->n_ops;
    g->inputs = p->inputs; g->n_inputs = (uint32_t)p->n_inputs;
    g->outputs = p->outputs; g->n_outputs = (uint32_t)p->n_outputs;
    g->names = p->names; g->names_bytes = p->names_bytes;
    g->weights = p->weights; g->weights_bytes = p->weights_bytes;
    g->arena_bytes = p->arena_bytes;
    g->name = p->model_name;
    g->debug_names = p->debug_names; g->debug_names_bytes = p->debug_names_bytes;
    if (npk_program_validate(g, &err) != NPK_OK)
        m2c_fatal(M2C_EXIT_INTERNAL, "internal error: the generated program does not validate (%s: %s); nothing written",
                  npk_status_str(err.status), err.message);
    p->arena_lower_bound = npk_arena_bound(g);
    if (p->arena_lower_bound == UINT64_MAX) m2c_fatal(M2C_EXIT_INTERNAL, "out of memory");
}
