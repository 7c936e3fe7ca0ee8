/* check_close.c - compares two tensor files: check_close ACTUAL EXPECTED [TOL].
 * Shapes must match exactly unless one side is a .bin (no shape: then only
 * the element counts); values must agree within TOL (default 1e-5) absolute
 * plus TOL relative. Exit 0 if close, 1 if not, 2 on a file error. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "npk_io.h"

static int is_bin(const char *p)
{
    size_t n = strlen(p);
    return n >= 4 && strcmp(p + n - 4, ".bin") == 0;
}

int main(int argc, char **argv)
{
    npk_array a, b;
    char err[512];
    double tol = argc > 3 ? atof(argv[3]) : 1e-5;
    uint64_t k, bad = 0;
    int i, rc = 0;
    if (argc < 3) {
        fprintf(stderr, "usage: check_close ACTUAL EXPECTED [TOL]\n");
        return 2;
    }
    if (npk_io_read_any(argv[1], 0, &a, err, sizeof err) != 0 ||
        npk_io_read_any(argv[2], 0, &b, err, sizeof err) != 0) {
        fprintf(stderr, "check_close: %s\n", err);
        return 2;
    }
    if (a.count != b.count) {
        fprintf(stderr, "check_close: %llu elements, expected %llu\n", (unsigned long long)a.count,
                (unsigned long long)b.count);
        rc = 1;
    } else if (!is_bin(argv[1]) && !is_bin(argv[2])) {
        int same = a.rank == b.rank;
        for (i = 0; same && i < a.rank; i++) same = a.dims[i] == b.dims[i];
        if (!same) {
            fprintf(stderr, "check_close: shapes differ (rank %d vs %d)\n", a.rank, b.rank);
            rc = 1;
        }
    }
    for (k = 0; rc == 0 && k < a.count; k++) {
        double x = a.data[k], y = b.data[k];
        if (!(fabs(x - y) <= tol + tol * fabs(y))) {
            if (bad++ < 5) fprintf(stderr, "check_close: element %llu: %.8g, expected %.8g\n", (unsigned long long)k, x, y);
        }
    }
    if (bad) rc = 1;
    if (rc == 0) printf("close: %llu elements\n", (unsigned long long)b.count);
    npk_array_free(&a);
    npk_array_free(&b);
    return rc;
}
