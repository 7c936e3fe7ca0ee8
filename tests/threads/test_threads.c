/* test_threads.c - npk_run with a parallel-for hook gives outputs bit-identical
 * to a serial run, for every task order: reverse, interleaved (odd indices
 * first), and really concurrent (pthreads), with 1..7 "threads". The models
 * are the shipped MNIST ones translated at an odd batch, so matmul, conv,
 * fused conv+pool, pooling, element-wise and softmax ops all get split;
 * NPK_PAR_MIN_WORK is lowered (to 1, by the build: the shared implementation
 * it links, tests/threads/CMakeLists.txt) so even small ops are cut into tasks.
 *   test_threads MODEL.tcp...   (exit 0 when all match) */
#define _POSIX_C_SOURCE 200112L
#include "npk.h"
#include "../isa_skip.h"
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static size_t calls, tasks_run;

static void hook_reverse(void *user, size_t n, void (*task)(void *, size_t), void *ctx)
{
    (void)user;
    ++calls;
    while (n-- > 0) { task(ctx, n); ++tasks_run; }
}

static void hook_interleaved(void *user, size_t n, void (*task)(void *, size_t), void *ctx)
{
    size_t i;
    (void)user;
    ++calls;
    for (i = 1; i < n; i += 2) { task(ctx, i); ++tasks_run; }
    for (i = 0; i < n; i += 2) { task(ctx, i); ++tasks_run; }
}

/* Concurrent: one thread per task (simple, not fast: correctness only). */
typedef struct job { void (*task)(void *, size_t); void *ctx; size_t i; } job;
static void *job_main(void *arg)
{
    job *j = (job *)arg;
    j->task(j->ctx, j->i);
    return NULL;
}
static void hook_pthreads(void *user, size_t n, void (*task)(void *, size_t), void *ctx)
{
    pthread_t th[64];
    job jobs[64];
    size_t i, started = 0;
    (void)user;
    ++calls;
    for (i = 0; i < n; ++i) {
        jobs[i].task = task; jobs[i].ctx = ctx; jobs[i].i = i;
        if (i < 64 && pthread_create(&th[i], NULL, job_main, &jobs[i]) == 0) ++started;
        else task(ctx, i);
    }
    for (i = 0; i < started; ++i) pthread_join(th[i], NULL);
    tasks_run += n;
}

static unsigned char *read_file(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    unsigned char *buf = NULL;
    long n;
    if (!f) return NULL;
    if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) > 0 && fseek(f, 0, SEEK_SET) == 0 &&
        posix_memalign((void **)&buf, 64, (size_t)n) == 0) {
        if (fread(buf, 1, (size_t)n, f) != (size_t)n) { free(buf); buf = NULL; }
        *size = (size_t)n;
    }
    fclose(f);
    return buf;
}

/* Runs the program with opts; copies all outputs (concatenated) to out. */
static int run_once(const npk_program *p, void *arena, const npk_run_options *opts, float *out, size_t *n_out)
{
    npk_error err;
    uint32_t i, k;
    size_t at = 0;
    /* deterministic inputs, rewritten every run (ops may reuse input space) */
    for (i = 0; i < p->n_inputs; ++i) {
        float *in = npk_input_data(p, arena, i);
        size_t n = npk_tensor_elems(p, p->inputs[i]);
        uint32_t s = 12345u + i;
        for (k = 0; k < n; ++k) { s = s * 1664525u + 1013904223u; in[k] = (float)(s >> 8) / 16777216.0f - 0.25f; }
    }
    if (npk_run(p, arena, (size_t)p->arena_bytes, opts, &err) != NPK_OK) {
        fprintf(stderr, "npk_run: %s\n", err.message);
        return 0;
    }
    for (i = 0; i < p->n_outputs; ++i) {
        size_t n = npk_tensor_elems(p, p->outputs[i]);
        memcpy(out + at, npk_output_data(p, arena, i), n * sizeof(float));
        at += n;
    }
    *n_out = at;
    return 1;
}

int main(int argc, char **argv)
{
    static const npk_parallel_for_fn hooks[3] = {hook_reverse, hook_interleaved, hook_pthreads};
    static const char *const hook_names[3] = {"reverse", "interleaved", "pthreads"};
    int a, failures = 0, checks = 0;
    int skip = tis_check("threads", npk_isa_name()); /* CPU or NPK_MAX_ISA excludes this build's path? */
    if (skip) return skip;
    if (argc < 2) {
        fprintf(stderr, "usage: test_threads MODEL.tcp...\n");
        return 2;
    }
    for (a = 1; a < argc; ++a) {
        size_t size = 0, n_ref = 0, n_got = 0, total = 0, threads;
        uint64_t prep;
        unsigned char *buf = read_file(argv[a], &size);
        npk_program prog;
        npk_error err;
        void *arena = NULL, *prepared = NULL;
        float *ref, *got;
        uint32_t i;
        int h;
        if (!buf || npk_program_load(&prog, buf, size, &err) != NPK_OK) {
            fprintf(stderr, "%s: cannot load%s%s\n", argv[a], buf ? ": " : "", buf ? err.message : "");
            return 1;
        }
        /* as npk-run: the marked 3x3 convs run Winograd, whose tasks split bands */
        prep = npk_program_prepared_bytes(&prog);
        if (prep && (posix_memalign(&prepared, 64, (size_t)prep) != 0 ||
                     npk_program_prepare(&prog, prepared, (size_t)prep, &err) != NPK_OK)) {
            fprintf(stderr, "%s: cannot prepare: %s\n", argv[a], err.message);
            return 1;
        }
        for (i = 0; i < prog.n_outputs; ++i) total += npk_tensor_elems(&prog, prog.outputs[i]);
        if (posix_memalign(&arena, 64, (size_t)prog.arena_bytes + 64) != 0) return 1;
        ref = (float *)malloc(total * sizeof(float) + 4);
        got = (float *)malloc(total * sizeof(float) + 4);
        if (!ref || !got || !run_once(&prog, arena, NULL, ref, &n_ref)) return 1;
        for (h = 0; h < 3; ++h)
            for (threads = 1; threads <= 7; ++threads) {
                npk_run_options opts;
                memset(&opts, 0, sizeof opts);
                opts.parallel_for = hooks[h];
                opts.threads = threads;
                memset(arena, 0xA5, (size_t)prog.arena_bytes); /* stale data must not matter */
                calls = tasks_run = 0;
                ++checks;
                if (!run_once(&prog, arena, &opts, got, &n_got) || n_got != n_ref ||
                    memcmp(ref, got, n_ref * sizeof(float)) != 0) {
                    fprintf(stderr, "%s: hook %s, threads %zu: outputs differ from the serial run\n", argv[a],
                            hook_names[h], threads);
                    ++failures;
                }
                if (threads > 1 && (calls == 0 || tasks_run <= calls)) {
                    fprintf(stderr, "%s: hook %s, threads %zu: no op was split (%zu calls, %zu tasks)\n", argv[a],
                            hook_names[h], threads, calls, tasks_run);
                    ++failures;
                }
            }
        printf("%s: %zu outputs, serial == parallel for 3 hooks x 7 thread counts\n", argv[a], n_ref);
        free(ref); free(got); free(arena); free(prepared); free(buf);
    }
    printf("threads: checks=%d failures=%d\n", checks, failures);
    return failures ? 1 : 0;
}
