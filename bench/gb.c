/* gb.c - benchmark registry, flags, iteration-count search, repetitions and
 * aggregates, following Google Benchmark 1.7's rules (see gb.h). */
#define _POSIX_C_SOURCE 200809L
#include "gb.h"

#include <errno.h>
#include <math.h>
#include <regex.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct npkb_entry {
    char *family, *name;
    npkb_fn fn;
    const void *arg;
} npkb_entry;

static npkb_entry *entries;
static size_t n_entries, cap_entries;
static npkb_context ctx;

static char *dup_str(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = (char *)malloc(n);
    if (!d) {
        fputs("npk_bench: out of memory\n", stderr);
        exit(1);
    }
    memcpy(d, s, n);
    return d;
}

void npkb_register(const char *family, const char *name, npkb_fn fn, const void *arg)
{
    if (n_entries == cap_entries) {
        size_t cap = cap_entries ? 2 * cap_entries : 64;
        npkb_entry *e = (npkb_entry *)realloc(entries, cap * sizeof *e);
        if (!e) {
            fputs("npk_bench: out of memory\n", stderr);
            exit(1);
        }
        entries = e;
        cap_entries = cap;
    }
    entries[n_entries].family = dup_str(family);
    entries[n_entries].name = dup_str(name);
    entries[n_entries].fn = fn;
    entries[n_entries].arg = arg;
    n_entries++;
}

void npkb_add_context(const char *key, const char *value)
{
    /* Kept sorted by key: Google Benchmark stores them in a std::map. */
    int i;
    if (ctx.n_custom >= 16) return;
    for (i = ctx.n_custom; i > 0 && strcmp(ctx.custom_keys[i - 1], key) > 0; i--) {
        ctx.custom_keys[i] = ctx.custom_keys[i - 1];
        ctx.custom_values[i] = ctx.custom_values[i - 1];
    }
    ctx.custom_keys[i] = key;
    ctx.custom_values[i] = value;
    ctx.n_custom++;
}

static double clock_s(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

int npkb_keep_running(npkb_state *st)
{
    if (!st->started) {
        st->started = 1;
        st->real_start = clock_s(CLOCK_MONOTONIC);
        st->cpu_start = clock_s(CLOCK_THREAD_CPUTIME_ID);
    }
    if (st->iteration < st->max_iterations && !st->skip) {
        st->iteration++;
        return 1;
    }
    st->real_seconds = clock_s(CLOCK_MONOTONIC) - st->real_start;
    st->cpu_seconds = clock_s(CLOCK_THREAD_CPUTIME_ID) - st->cpu_start;
    return 0;
}

/* A store to a volatile global: the compiler must assume p escapes and is read. */
const void *volatile npkb_sink;

void npkb_do_not_optimize(const void *p)
{
    npkb_sink = p;
}

/* One call of the benchmark function with a fixed iteration count. */
static void run_once(const npkb_entry *e, uint64_t iters, npkb_state *st)
{
    memset(st, 0, sizeof *st);
    st->max_iterations = iters;
    e->fn(st, e->arg);
    if (!st->started && !st->skip) st->skip = "the benchmark never called npkb_keep_running()";
}

typedef struct npkb_flags {
    const char *filter;
    double min_time;
    uint64_t fixed_iters;   /* "Nx": exactly N iterations */
    int repetitions;
    int json;
    const char *out, *out_format;
    int list;
} npkb_flags;

static int parse_min_time(const char *v, npkb_flags *f)
{
    char *end;
    double d;
    errno = 0;
    d = strtod(v, &end);
    if (errno || end == v) return -1;
    if (*end == 'x' && end[1] == '\0') { /* iterations */
        if (d < 1 || d != floor(d) || d > 1e15) return -1;
        f->fixed_iters = (uint64_t)d;
        return 0;
    }
    if (*end == 's') end++;
    if (*end || !(d > 0) || d > 1e6) return -1;
    f->min_time = d;
    return 0;
}

static int parse_flags(int argc, char **argv, npkb_flags *f)
{
    int i;
    memset(f, 0, sizeof *f);
    f->min_time = 0.5;
    f->repetitions = 1;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *eq = strchr(a, '=');
        const char *v = eq ? eq + 1 : "";
        size_t klen = eq ? (size_t)(eq - a) : strlen(a);
#define KEY(k) (klen == strlen(k) && strncmp(a, k, klen) == 0)
        if (KEY("--benchmark_filter")) {
            f->filter = v;
        } else if (KEY("--benchmark_min_time")) {
            if (parse_min_time(v, f) != 0) {
                fprintf(stderr, "npk_bench: --benchmark_min_time: '%s' is not SECONDS, SECONDSs or Nx\n", v);
                return -1;
            }
        } else if (KEY("--benchmark_repetitions")) {
            char *end;
            long n = strtol(v, &end, 10);
            if (end == v || *end || n < 1 || n > 1000000) {
                fprintf(stderr, "npk_bench: --benchmark_repetitions: '%s' is not a count >= 1\n", v);
                return -1;
            }
            f->repetitions = (int)n;
        } else if (KEY("--benchmark_format")) {
            if (strcmp(v, "json") == 0) f->json = 1;
            else if (strcmp(v, "console") == 0) f->json = 0;
            else {
                fprintf(stderr, "npk_bench: --benchmark_format: '%s' is not console or json\n", v);
                return -1;
            }
        } else if (KEY("--benchmark_out")) {
            f->out = v;
        } else if (KEY("--benchmark_out_format")) {
            if (strcmp(v, "json") != 0 && strcmp(v, "console") != 0) {
                fprintf(stderr, "npk_bench: --benchmark_out_format: '%s' is not json or console\n", v);
                return -1;
            }
            f->out_format = v;
        } else if (KEY("--benchmark_list_tests")) {
            f->list = !eq || strcmp(v, "true") == 0 || strcmp(v, "1") == 0;
        } else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            return 1;
        } else {
            fprintf(stderr, "npk_bench: unknown argument '%s' (--help lists the flags)\n", a);
            return -1;
        }
#undef KEY
    }
    return 0;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* mean, median, sample stddev and cv of v[0..n) (v is sorted in place). */
static void stats(double *v, int n, double out[4])
{
    double sum = 0, sq = 0, mean;
    int i;
    for (i = 0; i < n; i++) sum += v[i];
    mean = sum / n;
    for (i = 0; i < n; i++) sq += (v[i] - mean) * (v[i] - mean);
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    out[0] = mean;
    out[1] = n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
    out[2] = n > 1 ? sqrt(sq / (n - 1)) : 0.0;
    out[3] = mean != 0 ? out[2] / mean : 0.0;
}

static void fill_rates(npkb_run *r, const npkb_state *st)
{
    /* As Google Benchmark: rate counters divide by CPU time. */
    double cpu = st->cpu_seconds > 0 ? st->cpu_seconds : 1e-9;
    r->has_items = st->items_per_iter > 0;
    r->has_flops = st->flops_per_iter > 0;
    r->items_per_second = st->items_per_iter * (double)st->iteration / cpu;
    r->flops = st->flops_per_iter * (double)st->iteration / cpu;
}

/* Finds the iteration count (Google Benchmark's rule: grow until one run lasts
 * min_time), then runs the repetitions and reports them plus aggregates. */
static void run_instance(const npkb_entry *e, int family, int instance, const npkb_flags *f,
                         npkb_reporter *reps, int n_reps)
{
    npkb_state st;
    npkb_run *runs = (npkb_run *)calloc((size_t)f->repetitions, sizeof *runs);
    uint64_t iters = f->fixed_iters ? f->fixed_iters : 1;
    int rep, k;
    if (!runs) {
        fputs("npk_bench: out of memory\n", stderr);
        exit(1);
    }
    for (rep = 0; rep < f->repetitions; rep++) {
        npkb_run *r = &runs[rep];
        if (rep == 0 && !f->fixed_iters) {
            for (;;) {
                double multiplier;
                uint64_t next;
                run_once(e, iters, &st);
                if (st.skip || st.real_seconds >= f->min_time || iters >= 1000000000u) break;
                multiplier = f->min_time * 1.4 / (st.real_seconds > 1e-9 ? st.real_seconds : 1e-9);
                if (st.real_seconds / f->min_time <= 0.1) multiplier = multiplier < 10 ? multiplier : 10;
                if (multiplier <= 1.0) multiplier = 2.0;
                next = (uint64_t)((double)iters * multiplier + 0.5);
                iters = next > iters ? next : iters + 1;
                if (iters > 1000000000u) iters = 1000000000u;
            }
        } else {
            run_once(e, iters, &st);
        }
        r->name = e->name;
        r->run_name = e->name;
        r->family_index = family;
        r->instance_index = instance;
        r->repetitions = f->repetitions;
        r->repetition_index = rep;
        r->iterations = st.iteration;
        r->error = st.skip;
        r->real_ns = st.iteration ? 1e9 * st.real_seconds / (double)st.iteration : 0;
        r->cpu_ns = st.iteration ? 1e9 * st.cpu_seconds / (double)st.iteration : 0;
        fill_rates(r, &st);
        if (st.skip) {
            for (k = 0; k < n_reps; k++) npkb_report_run(&reps[k], r);
            free(runs);
            return;
        }
    }
    for (rep = 0; rep < f->repetitions; rep++)
        for (k = 0; k < n_reps; k++) npkb_report_run(&reps[k], &runs[rep]);
    if (f->repetitions > 1) {
        static const char *const names[4] = {"mean", "median", "stddev", "cv"};
        double *v = (double *)malloc((size_t)f->repetitions * sizeof *v), s[4][4];
        int n = f->repetitions, a;
        size_t len = strlen(e->name) + 8;
        if (!v) {
            fputs("npk_bench: out of memory\n", stderr);
            exit(1);
        }
        /* s[quantity][statistic]: real, cpu, items/s, FLOPS */
        for (a = 0; a < 4; a++) {
            for (rep = 0; rep < n; rep++)
                v[rep] = a == 0 ? runs[rep].real_ns : a == 1 ? runs[rep].cpu_ns
                       : a == 2 ? runs[rep].items_per_second : runs[rep].flops;
            stats(v, n, s[a]);
        }
        for (a = 0; a < 4; a++) {
            npkb_run g = runs[0];
            char *name = (char *)malloc(len);
            if (!name) exit(1);
            snprintf(name, len, "%s_%s", e->name, names[a]);
            g.name = name;
            g.repetition_index = -1;
            g.aggregate = names[a];
            g.iterations = (uint64_t)n;
            g.real_ns = s[0][a];
            g.cpu_ns = s[1][a];
            g.items_per_second = s[2][a];
            g.flops = s[3][a];
            for (k = 0; k < n_reps; k++) npkb_report_run(&reps[k], &g);
            free(name);
        }
        free(v);
    }
    free(runs);
}

static const char help_text[] =
    "usage: npk_bench [--benchmark_filter=REGEX] [--benchmark_min_time=SECONDS[s]|Nx]\n"
    "                 [--benchmark_repetitions=N] [--benchmark_format=console|json]\n"
    "                 [--benchmark_out=FILE] [--benchmark_out_format=json|console]\n"
    "                 [--benchmark_list_tests]\n"
    "Flags and output follow Google Benchmark 1.7. REGEX is POSIX extended, matched\n"
    "against the benchmark name; a leading '-' runs the benchmarks that do NOT match.\n";

int npkb_main(int argc, char **argv)
{
    npkb_flags f;
    regex_t re;
    int use_re = 0, negate = 0, n_reps = 1, family = -1, instance = 0, rc;
    const char *last_family = NULL;
    FILE *out = NULL;
    npkb_reporter reps[2];
    size_t i;

    rc = parse_flags(argc, argv, &f);
    if (rc != 0) {
        fputs(help_text, rc > 0 ? stdout : stderr);
        return rc > 0 ? 0 : 1;
    }
    if (f.filter && *f.filter && strcmp(f.filter, "all") != 0) {
        const char *pat = f.filter;
        if (*pat == '-') {
            negate = 1;
            pat++;
        }
        if (regcomp(&re, pat, REG_EXTENDED | REG_NOSUB) != 0) {
            fprintf(stderr, "npk_bench: --benchmark_filter: '%s' is not a valid regular expression\n", f.filter);
            return 1;
        }
        use_re = 1;
    }
    if (f.list) {
        for (i = 0; i < n_entries; i++)
            if (!use_re || (regexec(&re, entries[i].name, 0, NULL, 0) == 0) != negate) puts(entries[i].name);
        if (use_re) regfree(&re);
        return 0;
    }
    npkb_context_fill(&ctx, argv[0]);
    memset(reps, 0, sizeof reps);
    reps[0].f = stdout;
    reps[0].json = f.json;
    if (f.out) {
        out = fopen(f.out, "w");
        if (!out) {
            fprintf(stderr, "npk_bench: cannot open '%s' for writing: %s\n", f.out, strerror(errno));
            if (use_re) regfree(&re);
            return 1;
        }
        reps[1].f = out;
        reps[1].json = !f.out_format || strcmp(f.out_format, "json") == 0;
        n_reps = 2;
    }
    /* The console name column fits every matching name (plus "_stddev"). */
    for (i = 0; i < n_entries; i++) {
        int w = (int)strlen(entries[i].name);
        if (use_re && (regexec(&re, entries[i].name, 0, NULL, 0) == 0) == negate) continue;
        if (f.repetitions > 1) w += 7;
        if (w > reps[0].name_width) reps[0].name_width = reps[1].name_width = w;
    }
    if (!f.json) npkb_print_context_console(stderr, &ctx);
    for (rc = 0; rc < n_reps; rc++) npkb_report_begin(&reps[rc], &ctx);
    for (i = 0; i < n_entries; i++) {
        const npkb_entry *e = &entries[i];
        if (use_re && (regexec(&re, e->name, 0, NULL, 0) == 0) == negate) continue;
        if (!last_family || strcmp(last_family, e->family) != 0) {
            family++;
            instance = 0;
            last_family = e->family;
        }
        run_instance(e, family, instance++, &f, reps, n_reps);
    }
    for (rc = 0; rc < n_reps; rc++) npkb_report_end(&reps[rc]);
    rc = 0;
    if (out && fclose(out) != 0) {
        fprintf(stderr, "npk_bench: cannot write '%s'\n", f.out);
        rc = 1;
    }
    if (fflush(stdout) != 0) rc = 1;
    if (use_re) regfree(&re);
    for (i = 0; i < n_entries; i++) {
        free(entries[i].family);
        free(entries[i].name);
    }
    free(entries);
    return rc;
}
