/* npk_arena.c - npk_arena_bound(): live bytes per op from the program tables. */
#include <stdlib.h>
#include <string.h>
#include "npk_arena.h"

#define ALIGN64(x) (((x) + 63u) & ~(uint64_t)63u)

static int cmp_u64_pair(const void *a, const void *b)
{
    const uint64_t *x = (const uint64_t *)a, *y = (const uint64_t *)b;
    return x[0] < y[0] ? -1 : x[0] > y[0];
}

uint64_t npk_arena_bound(const npk_program *p)
{
    uint32_t nt = p->n_tensors, t, k;
    long i, n_ops = (long)p->n_ops, *def, *last;
    uint64_t *iv, bound = 0;
    def = (long *)malloc((size_t)nt * sizeof *def + 1);
    last = (long *)malloc((size_t)nt * sizeof *last + 1);
    iv = (uint64_t *)malloc((size_t)nt * 2 * sizeof *iv + 1);
    if (!def || !last || !iv) {
        free(def); free(last); free(iv);
        return UINT64_MAX;
    }
    /* lifetimes: [def, last] in op positions; -1 before the first op, n_ops after the last */
    for (t = 0; t < nt; t++) def[t] = last[t] = -2; /* -2: never live */
    for (k = 0; k < p->n_inputs; k++) { def[p->inputs[k]] = -1; last[p->inputs[k]] = n_ops; }
    for (i = 0; i < n_ops; i++) {
        const npk_op_desc *op = &p->ops[i];
        for (k = 0; k < op->n_out; k++) if (def[op->out[k]] == -2) def[op->out[k]] = last[op->out[k]] = i;
        for (k = 0; k < op->n_in; k++) if (last[op->in[k]] < i) last[op->in[k]] = i;
    }
    for (k = 0; k < p->n_outputs; k++) last[p->outputs[k]] = n_ops;
    for (i = -1; i < n_ops; i++) {
        size_t n = 0, j;
        uint64_t live = 0, end = 0;
        for (t = 0; t < nt; t++) {
            const npk_tensor_desc *d = &p->tensors[t];
            if (d->storage != NPK_STORAGE_ARENA || def[t] == -2 || def[t] > i || last[t] < i) continue;
            iv[2 * n] = d->offset;
            iv[2 * n + 1] = d->offset + ALIGN64(d->nbytes);
            n++;
        }
        /* length of the union of the live byte ranges */
        qsort(iv, n, 2 * sizeof *iv, cmp_u64_pair);
        for (j = 0; j < n; j++) {
            uint64_t lo = iv[2 * j] > end ? iv[2 * j] : end;
            if (iv[2 * j + 1] > lo) live += iv[2 * j + 1] - lo;
            if (iv[2 * j + 1] > end) end = iv[2 * j + 1];
        }
        if (i >= 0) live += ALIGN64(npk_op_scratch_bytes(&p->ops[i], p->tensors));
        if (live > bound) bound = live;
    }
    free(def); free(last); free(iv);
    return bound;
}
