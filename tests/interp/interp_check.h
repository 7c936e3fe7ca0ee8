/* interp_check.h - what the interpreter tests share: CHECK (counts checks
 * and failures, reports file:line and a message) and reverse_for, a
 * parallel_for that runs tasks serially in reverse order (so a kernel that
 * depends on task order shows it). */
#ifndef NPK_TEST_INTERP_CHECK_H
#define NPK_TEST_INTERP_CHECK_H
#include <stdio.h>
#include <stddef.h>

static int failures, checks;
#define CHECK(cond, ...) do { checks++; if (!(cond)) { failures++; \
    fprintf(stderr, "%s:%d: check failed: ", __FILE__, __LINE__); \
    fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); } } while (0)

static inline void reverse_for(void *user, size_t n, void (*task)(void *ctx, size_t i), void *ctx)
{
    (void)user;
    while (n-- > 0) task(ctx, n);
}
#endif
