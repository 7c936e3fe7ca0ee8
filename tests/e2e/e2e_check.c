/* e2e_check.c - see e2e_check.h. */
#include "e2e_check.h"
#include <math.h>
#include <stdio.h>

static size_t argmax(const float *v, size_t n)
{
    size_t i, best = 0;
    for (i = 1; i < n; i++)
        if (v[i] > v[best]) best = i;
    return best;
}

e2e_result e2e_compare(const float *got, const float *want, size_t samples, size_t classes)
{
    e2e_result r = { 0, 0, 0, 0.0 };
    size_t i, c;
    r.samples = samples;
    for (i = 0; i < samples; i++) {
        const float *g = got + i * classes, *w = want + i * classes;
        if (argmax(g, classes) != argmax(w, classes)) r.argmax_mismatches++;
        for (c = 0; c < classes; c++) {
            double d = fabs((double)g[c] - (double)w[c]);
            if (!(d <= E2E_ATOL + E2E_RTOL * fabs((double)w[c]))) r.value_mismatches++;
            if (!(d <= r.max_abs_diff)) r.max_abs_diff = d;
        }
    }
    return r;
}

int e2e_report(const char *what, const e2e_result *r)
{
    printf("%s: %zu samples, argmax differs on %zu, %zu values outside tolerance, max |diff| %.3g\n",
           what, r->samples, r->argmax_mismatches, r->value_mismatches, r->max_abs_diff);
    return r->argmax_mismatches || r->value_mismatches || r->samples == 0;
}
