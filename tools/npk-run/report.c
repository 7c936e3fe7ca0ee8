/* report.c - class lines and accuracy from the scores of output 0.
 * Probabilities: if every row already looks like a softmax (all values in
 * [0,1], summing to ~1) the values are used; if every row looks like a
 * log-softmax (all <= 0, exp summing to ~1) exp(value) is used; otherwise
 * the rows are logits and get a softmax (max subtracted first). */
#include <math.h>
#include <stdlib.h>

#include "npk_run_tool.h"
#include "npk_interp/npk_cast_impl.h"

/* Sum tolerance: float32 rounding over `classes` terms, generously. */
static double sum_tolerance(uint64_t classes)
{
    return 1e-3 + 1e-6 * (double)classes;
}

static int row_is_softmax(const float *r, uint64_t n)
{
    double sum = 0;
    uint64_t c;
    for (c = 0; c < n; c++) {
        if (!(r[c] >= -1e-6f && r[c] <= 1.0f + 1e-6f)) return 0; /* also rejects NaN */
        sum += r[c];
    }
    return fabs(sum - 1.0) <= sum_tolerance(n);
}

static int row_is_log_softmax(const float *r, uint64_t n)
{
    double sum = 0;
    uint64_t c;
    for (c = 0; c < n; c++) {
        if (!(r[c] <= 1e-6f)) return 0;
        sum += exp((double)r[c]);
    }
    return fabs(sum - 1.0) <= sum_tolerance(n);
}

npkr_prob_kind npkr_detect_probs(const float *scores, uint64_t samples, uint64_t classes)
{
    uint64_t s;
    int soft = 1, logsoft = 1;
    for (s = 0; s < samples && (soft || logsoft); s++) {
        const float *r = scores + s * classes;
        if (soft && !row_is_softmax(r, classes)) soft = 0;
        if (logsoft && !row_is_log_softmax(r, classes)) logsoft = 0;
    }
    if (samples == 0 || classes == 0) return NPKR_PROB_LOGITS;
    return soft ? NPKR_PROB_SOFTMAX : logsoft ? NPKR_PROB_LOG_SOFTMAX : NPKR_PROB_LOGITS;
}

const char *npkr_prob_kind_name(npkr_prob_kind k)
{
    switch (k) {
    case NPKR_PROB_SOFTMAX: return "softmax";
    case NPKR_PROB_LOG_SOFTMAX: return "log-softmax";
    case NPKR_PROB_LOGITS: break;
    }
    return "logits";
}

int64_t npkr_argmax(const float *row, uint64_t classes)
{
    int64_t best = -1;
    uint64_t c;
    for (c = 0; c < classes; c++)
        if (row[c] == row[c] && (best < 0 || row[c] > row[best])) best = (int64_t)c;
    return best;
}

static void row_probs(const float *r, uint64_t n, npkr_prob_kind k, double *p)
{
    uint64_t c;
    if (k == NPKR_PROB_SOFTMAX) {
        for (c = 0; c < n; c++) p[c] = r[c];
    } else if (k == NPKR_PROB_LOG_SOFTMAX) {
        for (c = 0; c < n; c++) p[c] = exp((double)r[c]);
    } else {
        double mx = -HUGE_VAL, sum = 0;
        int64_t a = npkr_argmax(r, n);
        if (a >= 0) mx = r[a];
        for (c = 0; c < n; c++) sum += (p[c] = exp((double)r[c] - mx));
        for (c = 0; c < n; c++) p[c] /= sum;
    }
}

/* Index of the k-th best class: order[] is sorted by score, NaN last. */
static void best_order(const float *r, uint64_t n, uint64_t k, uint64_t *order)
{
    uint64_t i, j;
    for (i = 0; i < n; i++) order[i] = i;
    for (i = 0; i < k && i < n; i++) {
        uint64_t b = i;
        for (j = i + 1; j < n; j++) {
            float x = r[order[j]], y = r[order[b]];
            if (x == x && (y != y || x > y)) b = j;
        }
        j = order[i];
        order[i] = order[b];
        order[b] = j;
    }
}

int npkr_report(FILE *f, const float *scores, uint64_t samples, uint64_t classes, const npkr_report_options *o)
{
    npkr_prob_kind kind = npkr_detect_probs(scores, samples, classes);
    uint64_t s, k, correct = 0;
    uint64_t top = o->top < 1 ? 1 : (uint64_t)o->top;
    double *p = (double *)malloc((size_t)(classes ? classes : 1) * sizeof *p);
    uint64_t *order = (uint64_t *)malloc((size_t)(classes ? classes : 1) * sizeof *order);
    if (!p || !order) {
        free(p);
        free(order);
        return -1;
    }
    if (top > classes) top = classes;
    for (s = 0; s < samples; s++) {
        const float *r = scores + s * classes;
        int64_t best = npkr_argmax(r, classes);
        if (o->labels && best >= 0 && (uint64_t)best == o->labels[s]) correct++;
        if (o->quiet) continue;
        if (best < 0) {
            fprintf(f, "sample %llu: no class (all scores NaN)\n", (unsigned long long)s);
            continue;
        }
        row_probs(r, classes, kind, p);
        best_order(r, classes, top, order);
        fprintf(f, "sample %llu:", (unsigned long long)s);
        for (k = 0; k < top; k++)
            fprintf(f, "%s class %llu (p=%.4f)", k ? "," : "", (unsigned long long)order[k], p[order[k]]);
        fputc('\n', f);
    }
    if (o->labels)
        fprintf(f, "accuracy: %.4f (%llu/%llu)\n", samples ? (double)correct / (double)samples : 0.0,
                (unsigned long long)correct, (unsigned long long)samples);
    free(p);
    free(order);
    return 0;
}

void npkr_convert(unsigned from, const void *src, unsigned to, void *dst, uint64_t n)
{
    npk__cast_elems(from, src, to, dst, (size_t)n);
}

void npkr_to_floats(unsigned dtype, const void *src, uint64_t n, float *dst)
{
    npk__cast_elems(dtype, src, NPK_DTYPE_F32, dst, (size_t)n); /* the cast op's own conversion */
}
