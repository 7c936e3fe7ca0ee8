/* compare_outputs.c - compare_outputs GOT.npy GOLDEN.npy [--transpose]
 * Checks npk-run's --output against PyTorch's golden outputs [samples, classes]:
 * equal argmax on every sample and every value within tolerance (e2e_check.h).
 * --transpose reads GOT as [classes, samples] (playground FC layout). */
#include "e2e_check.h"
#include "npk_io.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    npk_array got, want;
    char err[512];
    float *rows;
    size_t samples, classes, i, c;
    int transpose = argc == 4 && strcmp(argv[3], "--transpose") == 0, status;
    e2e_result r;
    if (argc < 3 || (argc == 4 && !transpose) || argc > 4) {
        fprintf(stderr, "usage: compare_outputs GOT.npy GOLDEN.npy [--transpose]\n");
        return 2;
    }
    if (npk_io_read_npy(argv[1], &got, err, sizeof err) || npk_io_read_npy(argv[2], &want, err, sizeof err)) {
        fprintf(stderr, "compare_outputs: %s\n", err);
        return 1;
    }
    if (want.rank != 2 || got.count != want.count) {
        fprintf(stderr, "compare_outputs: %s has %llu values, golden %s has %llu (want rank 2)\n",
                argv[1], (unsigned long long)got.count, argv[2], (unsigned long long)want.count);
        return 1;
    }
    samples = (size_t)want.dims[0];
    classes = (size_t)want.dims[1];
    rows = (float *)malloc(sizeof(float) * (size_t)got.count);
    if (!rows) return 1;
    for (i = 0; i < samples; i++)
        for (c = 0; c < classes; c++)
            rows[i * classes + c] = transpose ? got.data[c * samples + i] : got.data[i * classes + c];
    r = e2e_compare(rows, want.data, samples, classes);
    status = e2e_report(argv[1], &r);
    free(rows);
    npk_array_free(&got);
    npk_array_free(&want);
    return status;
}
