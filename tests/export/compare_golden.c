/* compare_golden.c - compare_golden GOT.npy GOLDEN.npy
 * The shipped PyTorch models' check: same element count, and every value within
 * 1e-4 * (1 + max|golden|) of PyTorch's (NaN only where PyTorch has NaN).
 * Prints the largest difference and the bound; exit 1 when it is exceeded. */
#include "npk_io.h"
#include <math.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    npk_array got, want;
    char err[512];
    double peak = 0.0, worst = 0.0, bound;
    uint64_t i, worst_at = 0;
    int bad = 0;
    if (argc != 3) {
        fprintf(stderr, "usage: compare_golden GOT.npy GOLDEN.npy\n");
        return 2;
    }
    if (npk_io_read_npy(argv[1], &got, err, sizeof err) || npk_io_read_npy(argv[2], &want, err, sizeof err)) {
        fprintf(stderr, "compare_golden: %s\n", err);
        return 1;
    }
    if (got.count != want.count) {
        fprintf(stderr, "compare_golden: %s has %llu values, %s has %llu\n", argv[1], (unsigned long long)got.count,
                argv[2], (unsigned long long)want.count);
        return 1;
    }
    for (i = 0; i < want.count; i++)
        if (fabs(want.data[i]) > peak) peak = fabs(want.data[i]);
    bound = 1e-4 * (1.0 + peak);
    for (i = 0; i < want.count; i++) {
        double g = got.data[i], w = want.data[i], d = fabs(g - w);
        if (isnan(w) != isnan(g) || (!isnan(w) && !(d <= bound))) bad++;
        if (!isnan(w) && !(d <= worst)) {
            worst = isnan(d) ? INFINITY : d;
            worst_at = i;
        }
    }
    printf("%s: %llu values, max |diff| %.3g at %llu (bound %.3g = 1e-4 * (1 + %.4g)), %d outside\n", argv[1],
           (unsigned long long)want.count, worst, (unsigned long long)worst_at, bound, peak, bad);
    npk_array_free(&got);
    npk_array_free(&want);
    return bad ? 1 : 0;
}
