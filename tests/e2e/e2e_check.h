/* e2e_check.h - comparing model outputs with PyTorch's golden outputs. */
#ifndef E2E_CHECK_H
#define E2E_CHECK_H
#include <stddef.h>

/* Tolerance on each output value: |npk - torch| <= E2E_ATOL + E2E_RTOL * |torch|.
 * Why this size: each logit is a float32 dot product of length K <= 9216, summed
 * in a different order than PyTorch's; the rounding error grows like
 * sqrt(K) * 2^-24 * sum|w_i x_i| in practice (K * 2^-24 in the worst case), and
 * sum|w_i x_i| stays below ~50 for these models, giving ~3e-4 worst case for the
 * largest layer. Log-softmax outputs inherit the logit error. */
#define E2E_ATOL 5e-4
#define E2E_RTOL 1e-4

typedef struct e2e_result {
    size_t samples, argmax_mismatches, value_mismatches;
    double max_abs_diff;
} e2e_result;

/* got[i*classes + c] vs want[i*classes + c] for i < samples. */
e2e_result e2e_compare(const float *got, const float *want, size_t samples, size_t classes);
/* Prints the result; returns 0 when every argmax and value agrees. */
int e2e_report(const char *what, const e2e_result *r);

#endif
