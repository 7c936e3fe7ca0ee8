/* bench.c - --bench (timed whole runs) and --profile (time per op).
 * Timing uses CLOCK_MONOTONIC; all buffers are allocated before timing. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "npk_run_tool.h"

static uint64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* CPU time of the process: on a shared machine it leaves out the time other
 * processes hold the CPU, which wall time of a long run includes. */
static uint64_t cpu_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* Sorts v and returns its median (mean of the middle two for even n). */
static uint64_t median_u64(uint64_t *v, size_t n)
{
    qsort(v, n, sizeof *v, cmp_u64);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

int npkr_bench(FILE *f, npkr_job *job, int runs, npk_error *err, uint64_t *failed_sample)
{
    uint64_t *t = (uint64_t *)malloc((size_t)runs * 2 * sizeof *t), *c;
    int r;
    if (!t) return -1;
    c = t + runs;
    job->copy_once = npkr_inputs_copy_once(job);
    job->inputs_loaded = 0;
    if (job->copy_once)
        fprintf(f, "bench inputs: copied once (one batch, and no op writes an input's arena bytes)\n");
    else
        fprintf(f, "bench inputs: copied every run (%s)\n",
                job->samples > job->batch ? "more samples than one batch" : "an op writes an input's arena bytes");
    /* Warm-up: caches, page faults of the arena and the weights. */
    if (npkr_run_all(job, err, failed_sample) != NPK_OK) {
        free(t);
        return -2;
    }
    for (r = 0; r < runs; r++) {
        uint64_t t0 = now_ns(), c0 = cpu_ns();
        if (npkr_run_all(job, err, failed_sample) != NPK_OK) {
            free(t);
            return -2;
        }
        t[r] = now_ns() - t0;
        c[r] = cpu_ns() - c0;
    }
    job->copy_once = job->inputs_loaded = 0;
    {
        uint64_t med = median_u64(t, (size_t)runs);
        fprintf(f, "bench: %d runs, median %llu ns/run, min %llu ns/run\n", runs, (unsigned long long)med,
                (unsigned long long)t[0]);
        med = median_u64(c, (size_t)runs);
        fprintf(f, "bench cpu: median %llu ns/run, min %llu ns/run (process CPU time)\n", (unsigned long long)med,
                (unsigned long long)c[0]);
    }
    free(t);
    return 0;
}

static uint64_t elems(const npk_tensor_desc *t)
{
    uint64_t n = 1;
    unsigned i;
    for (i = 0; i < t->rank; i++) n *= t->dims[i];
    return n;
}

uint64_t npkr_op_flops(const npk_program *p, const npk_op_desc *op)
{
    const npk_tensor_desc *y = &p->tensors[op->out[0]];
    const npk_tensor_desc *a = &p->tensors[op->in[0]];
    switch (op->opcode) {
    case NPK_OP_MATMUL: {
        const npk_tensor_desc *b = &p->tensors[op->in[1]];
        const npk_matmul_attrs *at = &op->attr.matmul;
        uint64_t m = at->trans_a ? a->dims[1] : a->dims[0], k = at->trans_a ? a->dims[0] : a->dims[1];
        uint64_t n = at->trans_b ? b->dims[0] : b->dims[1];
        return 2 * m * n * k;
    }
    case NPK_OP_CONV2D: {
        /* the direct conv's count, also for a Winograd filter (which does fewer) */
        npk_conv2d_params cp;
        npk_conv2d_params_from(&op->attr.conv2d, a->dims, p->tensors[op->in[1]].dims, &cp);
        return 2 * (uint64_t)cp.n * npk_conv2d_out_h(&cp) * npk_conv2d_out_w(&cp) * cp.c_out *
               (cp.c_in / cp.groups) * cp.kh * cp.kw;
    }
    case NPK_OP_UNARY: case NPK_OP_BINARY: case NPK_OP_REDUCE:
        return elems(y);
    case NPK_OP_SOFTMAX:
        return 4 * elems(y); /* max, subtract+exp, sum, scale */
    case NPK_OP_MAXPOOL2D: case NPK_OP_AVGPOOL2D:
        return elems(y) * (uint64_t)op->attr.max_pool2d.kh * (uint64_t)op->attr.max_pool2d.kw;
    case NPK_OP_GLOBAL_AVGPOOL:
        return elems(a);
    default:
        return 0; /* reshape, transpose: data movement only */
    }
}

int npkr_profile(FILE *f, npkr_job *job, int runs)
{
    const npk_program *p = job->prog;
    uint32_t n_ops = p->n_ops, i, k;
    uint64_t *t = (uint64_t *)malloc(((size_t)n_ops * (size_t)runs + 1) * sizeof *t);
    uint64_t *med = (uint64_t *)malloc(((size_t)n_ops + 1) * sizeof *med);
    uint64_t total = 0;
    npk_program one;
    npk_error err;
    char dims[160];
    int r, named;
    if (!t || !med) {
        free(t);
        free(med);
        return -1;
    }
    /* The first batch of samples, then every op on its own: a copy of the
     * validated program whose op table is that one op. Ops run in order on
     * the same arena, so the results are the same as one npk_run(). */
    for (k = 0; k < p->n_inputs; k++) npkr_gather(&job->inputs[k], 0, npk_input_ptr(p, job->arena, k));
    one = *p;
    one.n_ops = 1;
    for (r = -1; r < runs; r++) { /* run -1 warms up */
        for (i = 0; i < n_ops; i++) {
            uint64_t t0;
            one.ops = &p->ops[i];
            t0 = now_ns();
            if (npk_run(&one, job->arena, job->arena_bytes, &job->opts, &err) != NPK_OK) {
                free(t);
                free(med);
                return -2;
            }
            if (r >= 0) t[(size_t)i * (size_t)runs + (size_t)r] = now_ns() - t0;
        }
    }
    for (i = 0; i < n_ops; i++) {
        med[i] = median_u64(t + (size_t)i * (size_t)runs, (size_t)runs);
        total += med[i];
    }
    fprintf(f, "profile: %u ops, batch %llu, median of %d runs per op\n", (unsigned)n_ops,
            (unsigned long long)job->batch, runs);
    named = npkr_has_debug_names(p);
    /* with debug names a name column follows the mnemonic */
    if (named) fprintf(f, "%4s  %-16s %-24s %12s %7s %9s  %s\n", "op", "mnemonic", "name", "time_ns", "share", "GFLOP/s", "output");
    else fprintf(f, "%4s  %-16s %12s %7s %9s  %s\n", "op", "mnemonic", "time_ns", "share", "GFLOP/s", "output");
    for (i = 0; i < n_ops; i++) {
        const npk_op_desc *op = &p->ops[i];
        const char *name = npk_opcode_name(op->opcode);
        uint64_t fl = npkr_op_flops(p, op);
        char gf[32];
        if (fl && med[i]) snprintf(gf, sizeof gf, "%.2f", (double)fl / (double)med[i]);
        else snprintf(gf, sizeof gf, "-");
        if (named) fprintf(f, "%4u  %-16s %-24s", (unsigned)i, name ? name : "?",
                           *npk_op_debug_name(p, i) ? npk_op_debug_name(p, i) : "-");
        else fprintf(f, "%4u  %-16s", (unsigned)i, name ? name : "?");
        fprintf(f, " %12llu %6.1f%% %9s  %s\n",
                (unsigned long long)med[i], total ? 100.0 * (double)med[i] / (double)total : 0.0, gf,
                npkr_tensor_dims_str(&p->tensors[op->out[0]], dims, sizeof dims));
    }
    fprintf(f, "%4s  %-16s%s %12llu %6.1f%%\n", "", "total", named ? "                         " : "",
            (unsigned long long)total, 100.0);
    free(t);
    free(med);
    return 0;
}
