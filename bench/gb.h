/* gb.h - a small benchmark runner for C whose command line, console table and
 * JSON follow Google Benchmark 1.7, so its output can be read by the same
 * tools (compare.py here, or Google's own tools/compare.py).
 *
 * A benchmark is a function that sets up, then loops while npkb_keep_running()
 * says so; only the loop is timed:
 *
 *     static void bm_relu(npkb_state *st, const void *arg) {
 *         ... allocate, fill ...
 *         while (npkb_keep_running(st)) npk_unary_f32(...);
 *         st->items_per_iter = n;
 *         ... free ...
 *     }
 *
 * Flags (as Google Benchmark's): --benchmark_filter=REGEX (POSIX extended;
 * "all" or empty = everything, a leading '-' negates), --benchmark_min_time=
 * SECONDS ("0.5" or "0.5s"; "N" followed by 'x' = exactly N iterations),
 * --benchmark_repetitions=N, --benchmark_format=console|json,
 * --benchmark_out=FILE, --benchmark_out_format=json|console,
 * --benchmark_list_tests. Names are npkb_ (bench-internal). */
#ifndef NPK_BENCH_GB_H
#define NPK_BENCH_GB_H
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef struct npkb_state {
    uint64_t max_iterations;  /* the loop runs this many times */
    uint64_t iteration;       /* done so far */
    double items_per_iter;    /* > 0: report items_per_second */
    double flops_per_iter;    /* > 0: report FLOPS (floating-point ops per second) */
    const char *skip;         /* set (before the loop) to skip with this message */
    /* timing, filled by npkb_keep_running() */
    double real_start, cpu_start, real_seconds, cpu_seconds;
    int started;
} npkb_state;

typedef void (*npkb_fn)(npkb_state *st, const void *arg);

/* Registers one benchmark instance. family groups instances (as a
 * BENCHMARK(fn) family with several Args); name is the full instance name,
 * e.g. "BM_sgemm/256/256/256". Both strings are copied. arg is passed to fn. */
void npkb_register(const char *family, const char *name, npkb_fn fn, const void *arg);

/* while (npkb_keep_running(st)) { body }: starts the clocks on the first call,
 * stops them when the iterations are done. */
int npkb_keep_running(npkb_state *st);

/* Custom context entries (Google Benchmark's AddCustomContext). */
void npkb_add_context(const char *key, const char *value);

/* Parses the flags, runs the matching benchmarks and reports them. Unknown
 * --benchmark_ flags and other arguments are errors. Returns the exit code. */
int npkb_main(int argc, char **argv);

/* Keeps the compiler from dropping a result. */
void npkb_do_not_optimize(const void *p);

/* ---- internal: shared by gb.c, gb_report.c and gb_context.c ---- */
typedef struct npkb_run {
    const char *name;          /* reported name, e.g. "BM_x/64_mean" */
    const char *run_name;      /* the instance name */
    int family_index, instance_index;
    int repetitions, repetition_index; /* repetition_index < 0 for aggregates */
    const char *aggregate;     /* NULL, "mean", "median", "stddev", "cv" */
    uint64_t iterations;
    double real_ns, cpu_ns;    /* per iteration (aggregates: the statistic) */
    int has_items, has_flops;
    double items_per_second, flops;
    const char *error;         /* skipped: the message */
} npkb_run;

typedef struct npkb_context {
    char date[64];
    char host_name[256];
    const char *executable;
    int num_cpus;
    double mhz_per_cpu;
    int cpu_scaling_enabled;
    struct { char type[16]; int level; long long size; int num_sharing; } caches[8];
    int n_caches;
    double load_avg[3];
    const char *library_build_type;
    const char *custom_keys[16], *custom_values[16];
    int n_custom;
} npkb_context;

void npkb_context_fill(npkb_context *c, const char *argv0);
void npkb_print_context_console(FILE *f, const npkb_context *c);

typedef struct npkb_reporter {
    FILE *f;
    int json;                  /* else console */
    int name_width;            /* console: the name column */
    int header_done, first_run;
} npkb_reporter;

void npkb_report_begin(npkb_reporter *r, const npkb_context *c);
void npkb_report_run(npkb_reporter *r, const npkb_run *run);
void npkb_report_end(npkb_reporter *r);

#endif
