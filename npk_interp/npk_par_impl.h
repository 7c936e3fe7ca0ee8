/* npk_par_impl.h - cutting an op into independent tasks for the caller's
 * parallel-for hook (npk_run_options); with no hook everything runs inline. */
#ifndef NPK_PAR_IMPL_H
#define NPK_PAR_IMPL_H

/* Least work (FLOPs or elements touched) worth a task of its own; tests
 * lower it to make every op split. */
#ifndef NPK_PAR_MIN_WORK
#define NPK_PAR_MIN_WORK 65536u
#endif

typedef struct npk__par {
    npk_parallel_for_fn fn; /* NULL: serial */
    void *user;
    size_t threads;
} npk__par;

#if defined(NPK_NO_THREADS)
/* Firmware without threads: every op is one task run inline, the hook in
 * npk_run_options is ignored. Results are the serial run's, as always. */
static size_t npk__par_tasks(const npk__par *par, size_t items, uint64_t work)
{
    (void)par; (void)items; (void)work;
    return 1;
}
static void npk__par_range(size_t n, size_t t, size_t i, size_t *lo, size_t *hi)
{
    (void)t; (void)i;
    *lo = 0;
    *hi = n;
}
static void npk__par_run(const npk__par *par, size_t n, void (*task)(void *ctx, size_t i), void *ctx)
{
    (void)par; (void)n;
    task(ctx, 0);
}
#else
/* How many tasks to cut `items` independent items into, given the total work. */
static size_t npk__par_tasks(const npk__par *par, size_t items, uint64_t work)
{
    uint64_t by_work;
    size_t t;
    if (!par->fn || items < 2) return 1;
    t = par->threads ? par->threads : 4;
    by_work = work / NPK_PAR_MIN_WORK;
    if (by_work < (uint64_t)t) t = (size_t)by_work;
    if (t > items) t = items;
    return t ? t : 1;
}
/* Items of task i when n items are cut into t tasks: [*lo, *hi). */
static void npk__par_range(size_t n, size_t t, size_t i, size_t *lo, size_t *hi)
{
    *lo = (size_t)((uint64_t)n * i / t);
    *hi = (size_t)((uint64_t)n * (i + 1) / t);
}
/* Runs task(ctx, i) for i < n through the hook, or inline when n == 1. */
static void npk__par_run(const npk__par *par, size_t n, void (*task)(void *ctx, size_t i), void *ctx)
{
    size_t i;
    if (n <= 1 || !par->fn) {
        for (i = 0; i < n; i++) task(ctx, i);
        return;
    }
    par->fn(par->user, n, task, ctx);
}
#endif

#endif
