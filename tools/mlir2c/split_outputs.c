/* split_outputs.c - a linalg.generic / linalg.map / linalg.reduce with
 * several outputs as one single-output op per output. Part k keeps the
 * ins, takes as extra ins the other outputs its yielded value reads (in a
 * parallel op a block argument of an output is that output's init element,
 * the same as an input), then its own output; its body is the original one
 * cut down to what output k's yielded value depends on. In an op with a
 * reduction an output's block argument is its running accumulator, so a
 * part that reads another output's argument (outputs updated together, as
 * max-with-index) cannot be computed on its own: it is refused if its
 * result is used (lower.c), so the other outputs still work; unless two
 * such outputs fit one packed accumulator (pack_outputs.c). */
#include <stdio.h>
#include <string.h>
#include "ir.h"

static int has_reduction(const m2c_op *op)
{
    int d;
    if (!strcmp(op->dname, "linalg.reduce")) return 1;   /* iterators come from 'dimensions' later */
    for (d = 0; d < op->n_iter; d++)
        if (op->iter_red[d]) return 1;
    return 0;
}

/* needed[v]: body value v feeds the value yielded for output k. */
static void mark_needed(const m2c_body *b, int k, char *needed)
{
    int i, j;
    needed[b->yields[k]] = 1;
    for (i = b->n_ops - 1; i >= 0; i--) {
        if (!needed[b->ops[i].result]) continue;
        for (j = 0; j < b->ops[i].n_in; j++) needed[b->ops[i].in[j]] = 1;
    }
}

static m2c_body *cut_body(const m2c_body *b, int k, const char *needed, const int *new_arg)
{
    m2c_body *nb = (m2c_body *)m2c_alloc(sizeof *nb);
    int *new_val = (int *)m2c_alloc((size_t)b->n_vals * sizeof(int) + 1);
    int *new_op = (int *)m2c_alloc((size_t)b->n_ops * sizeof(int) + 1);
    int i, j, a;
    for (i = 0; i < b->n_vals; i++) new_val[i] = -1;
    /* the kept block arguments first, in their new order */
    for (a = 0; a < b->n_args; a++)
        for (i = 0; i < b->n_vals; i++) {
            m2c_sval v = b->vals[i];
            if (v.kind != M2C_S_ARG || new_arg[v.arg] != a) continue;
            v.arg = a;
            new_val[i] = nb->n_vals;
            M2C_PUSH(nb->vals, nb->n_vals, nb->cap_vals, v);
            nb->n_args++;
        }
    for (i = 0; i < b->n_ops; i++) new_op[i] = -1;
    for (i = 0, j = 0; i < b->n_ops; i++)
        if (needed[b->ops[i].result]) new_op[i] = j++;
    for (i = 0; i < b->n_vals; i++) {
        m2c_sval v = b->vals[i];
        if (v.kind == M2C_S_ARG || !needed[i]) continue;
        if (v.kind == M2C_S_OP) v.op = new_op[v.op];
        new_val[i] = nb->n_vals;
        M2C_PUSH(nb->vals, nb->n_vals, nb->cap_vals, v);
    }
    for (i = 0; i < b->n_ops; i++) {
        m2c_sop o = b->ops[i];
        if (new_op[i] < 0) continue;
        for (j = 0; j < o.n_in; j++) o.in[j] = new_val[o.in[j]];
        o.result = new_val[o.result];
        M2C_PUSH(nb->ops, nb->n_ops, nb->cap_ops, o);
    }
    nb->yield = nb->yields[0] = new_val[b->yields[k]];
    nb->yield_loc = nb->yield_locs[0] = b->yield_locs[k];
    nb->n_yields = 1;
    m2c_free(new_val);
    m2c_free(new_op);
    return nb;
}

int m2c_split_outputs(m2c_op *op, int n, m2c_op **parts, m2c_op **pre)
{
    const m2c_body *b = op->body;
    int n_outs = op->n_in - op->n_ins, red = has_reduction(op), k, i;
    char *needed;
    int new_arg[NPK_MAX_OP_INPUTS];
    if (!b) m2c_error_at(op->loc, "%s with several results needs a region", op->dname);
    if (n_outs != n) m2c_error_at(op->loc, "%s has %d outputs but %d results", op->dname, n_outs, n);
    if (b->n_yields != n) m2c_error_at(b->yield_locs[0], "the region yields %d value%s but the op has %d results", b->n_yields, b->n_yields == 1 ? "" : "s", n);
    if (b->n_args != op->n_in)
        m2c_error_at(op->loc, "%s: the region has %d block arguments but the op has %d operands", op->dname, b->n_args, op->n_in);
    if (op->n_maps && op->n_maps != op->n_in)
        m2c_error_at(op->loc, "%s: %d indexing maps for %d operands", op->dname, op->n_maps, op->n_in);
    needed = (char *)m2c_alloc((size_t)b->n_vals + 1);
    for (k = 0; k < n; k++) {
        m2c_op *part = (m2c_op *)m2c_alloc(sizeof *part);
        int next = op->n_ins, j;
        const char *refusal = NULL;
        memset(needed, 0, (size_t)b->n_vals + 1);
        mark_needed(b, k, needed);
        for (i = 0; i < op->n_in; i++) new_arg[i] = i < op->n_ins ? i : -1;
        for (i = 0; i < b->n_vals; i++) {
            int a = b->vals[i].arg, o = a - op->n_ins;
            if (b->vals[i].kind != M2C_S_ARG || !needed[i] || o < 0 || o == k) continue;
            if (red && !refusal) {
                char msg[400];
                snprintf(msg, sizeof msg, "%s: output %d's update reads output %d's accumulator; outputs updated "
                         "together in a reduction (e.g. a max with its index) are supported only as two outputs of f32, "
                         "f16, bf16, i8, i16 or i32 with one indexing map and a static shape", op->dname, k, o);
                refusal = m2c_strndup(msg, strlen(msg));
            }
            new_arg[a] = next++;
        }
        new_arg[op->n_ins + k] = next;
        *part = *op;
        part->n_in = next + 1;
        part->n_ins = next;
        if (op->n_maps) {
            part->maps = (m2c_amap *)m2c_alloc((size_t)part->n_in * sizeof *part->maps);
            part->n_maps = part->n_in;
        }
        for (i = 0; i < op->n_in; i++) {
            if ((j = new_arg[i]) < 0) continue;
            part->in[j] = op->in[i];
            part->in_loc[j] = op->in_loc[i];
            part->in_decl[j] = op->in_decl[i];
            if (op->n_maps) part->maps[j] = op->maps[i];
        }
        part->body = cut_body(b, k, needed, new_arg);
        part->out = NULL;
        part->refusal = refusal;
        part->refusal_loc = b->yield_locs[k];
        parts[k] = part;
    }
    m2c_free(needed);
    for (k = 0; k < n && !parts[k]->refusal; k++) {}
    if (k < n) {   /* outputs updated together: from one packed accumulator where they fit */
        m2c_op *packed[2];
        int n_pre = m2c_pack_coupled_outputs(op, pre, packed);
        for (k = 0; k < n && n_pre; k++)
            if (parts[k]->refusal) parts[k] = packed[k];   /* the others keep their own (faster) op */
        return n_pre;
    }
    return 0;
}
