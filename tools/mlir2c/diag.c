/* diag.c - diagnostics in the chibicc style:
 *   file:line:col: error: message
 *   <the source line>
 *   <spaces>^
 * Every error ends the translation (exit code 1); nothing has been written
 * yet at that point because outputs are only written after validation. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include "ir.h"

static const char *g_file = "<input>";
static const char *g_src;
static size_t g_len;

/* Test hook (tests/fuzz): when set, called with the exit code after the
 * diagnostic is printed, instead of exit(); it must not return (longjmp).
 * NULL in the tool. */
void (*m2c_exit_hook)(int code);

M2C_NORETURN static void stop(int code)
{
    if (m2c_exit_hook) m2c_exit_hook(code);
    exit(code);
}

void m2c_diag_init(const char *filename, const char *src, size_t len)
{
    g_file = filename;
    g_src = src;
    g_len = len;
}

M2C_NORETURN static void vfatal(int code, const char *fmt, va_list ap)
{
    fprintf(stderr, "mlir2c: error: ");
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, "\n");
    stop(code);
}

void m2c_fatal(int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfatal(code, fmt, ap);
    va_end(ap);
}

void m2c_error_at(const char *loc, const char *fmt, ...)
{
    va_list ap;
    const char *line, *end, *p;
    int lineno = 1;
    va_start(ap, fmt);
    if (!loc || !g_src || loc < g_src || loc > g_src + g_len) vfatal(M2C_EXIT_INPUT, fmt, ap);
    line = g_src;
    for (p = g_src; p < loc; p++)
        if (*p == '\n') { lineno++; line = p + 1; }
    end = loc;
    while (end < g_src + g_len && *end != '\n' && *end != '\r') end++;
    fprintf(stderr, "%s:%d:%d: error: ", g_file, lineno, (int)(loc - line) + 1);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    /* very long lines (hex weights) are shown as a window around the column */
    {
        const char *from = line, *to = end;
        int pre = 0, post = 0;
        if (end - line > 200) {
            if (loc - from > 100) { from = loc - 60; pre = 1; }
            if (to - loc > 100) { to = loc + 60; post = 1; }
        }
        fprintf(stderr, "\n%s%.*s%s\n", pre ? "..." : "", (int)(to - from), from, post ? "..." : "");
        if (pre) fputs("   ", stderr);
        /* keep tabs so the caret lines up under the column */
        for (p = from; p < loc; p++) fputc(*p == '\t' ? '\t' : ' ', stderr);
    }
    fprintf(stderr, "^\n");
    stop(M2C_EXIT_INPUT);
}
