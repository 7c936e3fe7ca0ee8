/* progress.c - say what a slow step is doing, and how much memory one
 * constant may take.
 *
 * m2c_step("planning %d tensors", n) names the step that starts now. Nothing
 * is printed unless the step is still running two seconds later: then a
 * timer prints "mlir2c: planning 3000 tensors..." on stderr, once. Only when
 * stderr is a terminal, or when MLIR2C_PROGRESS=SECONDS is set (then after
 * that many seconds, terminal or not: the tests use 0). The line is written
 * from the SIGALRM handler with write(2) (async-signal safe), so no loop
 * needs to poll a clock; calls restart after it (SA_RESTART). Platforms
 * without setitimer get no progress lines. */
#if !defined(_WIN32)
#define _POSIX_C_SOURCE 200809L
#endif
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ir.h"
#if defined(__unix__) || defined(__APPLE__)
#include <signal.h>
#include <sys/time.h>
#include <unistd.h>
#define M2C_HAVE_TIMER 1
#endif

#ifdef M2C_HAVE_TIMER
static char g_line[256];
static size_t g_len;
static volatile sig_atomic_t g_ready;
static int g_mode = -1;         /* -1 not decided, 0 off, 1 on */
static double g_after = 2.0;    /* seconds a step runs before it is named */

static void on_alarm(int sig)
{
    (void)sig;
    if (g_ready) {
        ssize_t w = write(2, g_line, g_len);
        (void)w;
        g_ready = 0;
    }
}

static void arm(double seconds)
{
    struct itimerval t;
    memset(&t, 0, sizeof t);
    t.it_value.tv_sec = (time_t)seconds;
    t.it_value.tv_usec = (suseconds_t)((seconds - (double)(time_t)seconds) * 1e6);
    if (t.it_value.tv_sec == 0 && t.it_value.tv_usec == 0) t.it_value.tv_usec = 1;   /* 0 would disarm */
    setitimer(ITIMER_REAL, &t, NULL);
}

static void disarm(void)
{
    struct itimerval t;
    memset(&t, 0, sizeof t);
    setitimer(ITIMER_REAL, &t, NULL);
}

static int progress_on(void)
{
    if (g_mode < 0) {
        const char *env = getenv("MLIR2C_PROGRESS");
        struct sigaction sa;
        g_mode = 0;
        if (env && *env) {
            char *end;
            double s = strtod(env, &end);
            if (end != env && s >= 0 && s < 1e6) { g_after = s; g_mode = 1; }
        } else if (isatty(2)) {
            g_mode = 1;
        }
        if (g_mode) {
            memset(&sa, 0, sizeof sa);
            sa.sa_handler = on_alarm;
            sa.sa_flags = SA_RESTART;
            sigemptyset(&sa.sa_mask);
            if (sigaction(SIGALRM, &sa, NULL) != 0) g_mode = 0;
        }
    }
    return g_mode;
}
#endif

void m2c_step(const char *fmt, ...)
{
#ifdef M2C_HAVE_TIMER
    va_list ap;
    int n;
    if (!progress_on()) return;
    g_ready = 0;
    disarm();
    memcpy(g_line, "mlir2c: ", 8);
    va_start(ap, fmt);
    n = vsnprintf(g_line + 8, sizeof g_line - 13, fmt, ap);
    va_end(ap);
    if (n < 0) return;
    g_len = 8 + ((size_t)n < sizeof g_line - 14 ? (size_t)n : sizeof g_line - 14);
    memcpy(g_line + g_len, "...\n", 4);
    g_len += 4;
    g_ready = 1;
    arm(g_after);
#else
    (void)fmt;
#endif
}

void m2c_step_done(void)
{
#ifdef M2C_HAVE_TIMER
    if (g_mode != 1) return;
    g_ready = 0;
    disarm();
#endif
}

/* One constant is held whole in memory (a float copy, and its raw bytes for
 * types other than f32), so its size is bounded by the machine, not by a
 * fixed element count: half the physical memory, or MLIR2C_MEMORY_LIMIT
 * bytes (suffix K, M or G) when set, or m2c_opt_memory_limit when nonzero
 * (the fuzz target: 256 MiB). A hostile 150-byte splat typed with 3 G
 * elements is refused instead of filled. */
uint64_t m2c_opt_memory_limit;

uint64_t m2c_memory_limit(void)
{
    static uint64_t limit;
    const char *env;
    if (m2c_opt_memory_limit) return m2c_opt_memory_limit;
    if (limit) return limit;
    env = getenv("MLIR2C_MEMORY_LIMIT");
    if (env && *env) {
        char *end;
        double v = strtod(env, &end);
        double k = *end == 'K' || *end == 'k' ? 1024.0 : *end == 'M' || *end == 'm' ? 1048576.0
                 : *end == 'G' || *end == 'g' ? 1073741824.0 : 1.0;
        if (end != env && v > 0 && v * k < 1.8e19) limit = (uint64_t)(v * k);
    }
#if defined(_SC_PHYS_PAGES) && defined(_SC_PAGESIZE)
    if (!limit) {
        long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
        if (pages > 0 && size > 0) limit = (uint64_t)pages / 2u * (uint64_t)size;
    }
#endif
    if (!limit) limit = (uint64_t)1 << 32;   /* unknown: 4 GiB */
    return limit;
}
