/* test_rnn.c - npk_rnn_f32 (the dispatching kernel) against npk_ref_rnn_f32,
 * and the reference against a double-precision oracle written from PyTorch's
 * LSTM / GRU formulas (h' = (1 - z) * n + z * h form for the GRU), on odd
 * shapes: hidden sizes 1, 7, 13, 33 (no multiple of 8 or 16), odd input
 * sizes, batch 1 and 3, T = 1 and 5, both layouts, with and without h0/c0 and
 * biases, and with large pre-activations (saturated gates). Also h_n / c_n and
 * guards around every output; and y = NULL (only h_n / c_n, the steps' h in
 * two scratch rows) giving the same h_n / c_n. Built once per ISA path
 * (CMakeLists). */
#include "test_util.h"

static double sig(double v) { return 1.0 / (1.0 + exp(-v)); }

/* y_ref in double, PyTorch's formulas; returns c_n and h_n through cn, hn. */
static void oracle(const npk_rnn_shape *s, const float *x, const float *wx, const float *wh, const float *bx,
                   const float *bh, const float *h0, const float *c0, double *y, double *hn, double *cn)
{
    size_t T = s->T, B = s->B, I = s->input, H = s->H, G = npk_rnn_gates(s->cell), GH = G * H, t, b, j, k;
    double *h = (double *)calloc(B * H, sizeof(double)), *c = (double *)calloc(B * H, sizeof(double));
    double *xg = (double *)malloc(GH * sizeof(double)), *hg = (double *)malloc(GH * sizeof(double));
    for (j = 0; j < B * H; j++) {
        h[j] = h0 ? h0[j] : 0.0;
        c[j] = c0 ? c0[j] : 0.0;
    }
    for (t = 0; t < T; t++)
        for (b = 0; b < B; b++) {
            size_t row = s->batch_first ? b * T + t : t * B + b;
            for (j = 0; j < GH; j++) {
                double ax = bx ? bx[j] : 0.0, ah = bh ? bh[j] : 0.0;
                for (k = 0; k < I; k++) ax += (double)x[row * I + k] * wx[k * GH + j];
                for (k = 0; k < H; k++) ah += h[b * H + k] * wh[k * GH + j];
                xg[j] = ax;
                hg[j] = ah;
            }
            for (j = 0; j < H; j++) {
                double hv;
                if (s->cell == NPK_RNN_LSTM) {
                    double i = sig(xg[j] + hg[j]), f = sig(xg[H + j] + hg[H + j]);
                    double g = tanh(xg[2 * H + j] + hg[2 * H + j]), o = sig(xg[3 * H + j] + hg[3 * H + j]);
                    c[b * H + j] = f * c[b * H + j] + i * g;
                    hv = o * tanh(c[b * H + j]);
                } else {
                    double r = sig(xg[j] + hg[j]), z = sig(xg[H + j] + hg[H + j]);
                    double n = tanh(xg[2 * H + j] + r * hg[2 * H + j]);
                    hv = (1.0 - z) * n + z * h[b * H + j];
                }
                y[row * H + j] = hv;
            }
            /* the new h only after the whole row (its old value fed every gate) */
            for (j = 0; j < H; j++) h[b * H + j] = y[row * H + j];
        }
    memcpy(hn, h, B * H * sizeof(double));
    memcpy(cn, c, B * H * sizeof(double));
    free(h); free(c); free(xg); free(hg);
}

static int all_close_d(const float *got, const double *want, size_t n, double tol, const char *what)
{
    size_t i;
    for (i = 0; i < n; i++)
        if (!(fabs((double)got[i] - want[i]) <= tol)) {
            fprintf(stderr, "  %s[%zu] = %.9g, want %.9g (tol %.3g)\n", what, i, got[i], want[i], tol);
            return 0;
        }
    return 1;
}

static int all_close_f(const float *got, const float *want, size_t n, double tol, const char *what)
{
    size_t i;
    for (i = 0; i < n; i++)
        if (!tu_close(got[i], want[i], tol)) {
            fprintf(stderr, "  %s[%zu] = %.9g, reference %.9g (tol %.3g)\n", what, i, got[i], want[i], tol);
            return 0;
        }
    return 1;
}

/* One configuration: flags bit 0 = biases, 1 = h0, 2 = c0; scale widens the
 * weights and inputs (saturated gates). */
static void rnn_case(npk_rnn_cell cell, size_t T, size_t B, size_t I, size_t H, int batch_first, int flags,
                     float scale)
{
    npk_rnn_shape s;
    size_t GH = npk_rnn_gates(cell) * H, ny = T * B * H, nsc;
    float *x, *wx, *wh, *bx, *bh, *h0, *c0, *y, *yr, *hn, *cn, *hnr, *cnr, *sc;
    double *yo = (double *)malloc(ny * sizeof(double)), *hno = (double *)malloc(B * H * sizeof(double));
    double *cno = (double *)malloc(B * H * sizeof(double));
    double tol = 2e-6 * (double)(I + H + 4) * scale * scale * (double)T;
    int ok = 1;
    s.cell = cell; s.T = T; s.B = B; s.input = I; s.H = H; s.batch_first = batch_first;
    nsc = npk_rnn_scratch_floats_no_y(&s); /* the larger of the two */
    x = tu_alloc(T * B * I); wx = tu_alloc(I * GH); wh = tu_alloc(H * GH);
    bx = tu_alloc(GH); bh = tu_alloc(GH); h0 = tu_alloc(B * H); c0 = tu_alloc(B * H);
    y = tu_alloc(ny); yr = tu_alloc(ny); hn = tu_alloc(B * H); cn = tu_alloc(B * H);
    hnr = tu_alloc(B * H); cnr = tu_alloc(B * H); sc = tu_alloc(nsc);
    tu_fill(x, T * B * I, -scale, scale);
    tu_fill(wx, I * GH, -0.6f * scale, 0.6f * scale);
    tu_fill(wh, H * GH, -0.6f * scale, 0.6f * scale);
    tu_fill(bx, GH, -0.5f, 0.5f); tu_fill(bh, GH, -0.5f, 0.5f);
    tu_fill(h0, B * H, -0.9f, 0.9f); tu_fill(c0, B * H, -2.0f, 2.0f);
#define OPT(bit, p) ((flags & (bit)) ? (p) : NULL)
    oracle(&s, x, wx, wh, OPT(1, bx), OPT(1, bh), OPT(2, h0), cell == NPK_RNN_LSTM ? OPT(4, c0) : NULL, yo, hno,
           cno);
    npk_ref_rnn_f32(&s, x, wx, wh, OPT(1, bx), OPT(1, bh), OPT(2, h0), OPT(4, c0), yr, hnr, cnr, sc);
    ok &= tu_guards_ok(sc, nsc);
    npk_rnn_f32(&s, x, wx, wh, OPT(1, bx), OPT(1, bh), OPT(2, h0), OPT(4, c0), y, hn, cn, sc);
    /* no y: h_n and c_n only, bit for bit the same as with y (same arithmetic) */
    {
        float *hn2 = tu_alloc(B * H), *cn2 = tu_alloc(B * H), *hn3 = tu_alloc(B * H), *cn3 = tu_alloc(B * H);
        npk_rnn_f32(&s, x, wx, wh, OPT(1, bx), OPT(1, bh), OPT(2, h0), OPT(4, c0), NULL, hn2, cn2, sc);
        npk_ref_rnn_f32(&s, x, wx, wh, OPT(1, bx), OPT(1, bh), OPT(2, h0), OPT(4, c0), NULL, hn3, cn3, sc);
        ok &= tu_guards_ok(sc, nsc) && tu_guards_ok(hn2, B * H) && tu_guards_ok(cn2, B * H);
        ok &= all_close_f(hn2, hn, B * H, 0.0, "h_n without y") && all_close_f(hn3, hnr, B * H, 0.0, "ref h_n without y");
        if (cell == NPK_RNN_LSTM)
            ok &= all_close_f(cn2, cn, B * H, 0.0, "c_n without y") && all_close_f(cn3, cnr, B * H, 0.0, "ref c_n without y");
        tu_free(hn2); tu_free(cn2); tu_free(hn3); tu_free(cn3);
    }
#undef OPT
    ok &= tu_guards_ok(y, ny) && tu_guards_ok(yr, ny) && tu_guards_ok(hn, B * H) && tu_guards_ok(cn, B * H);
    ok &= tu_guards_ok(sc, nsc);
    ok &= all_close_d(yr, yo, ny, tol, "reference y");
    ok &= all_close_d(hnr, hno, B * H, tol, "reference h_n");
    if (cell == NPK_RNN_LSTM) ok &= all_close_d(cnr, cno, B * H, tol * 4.0, "reference c_n");
    ok &= all_close_f(y, yr, ny, tol, "y");
    ok &= all_close_f(hn, hnr, B * H, tol, "h_n");
    if (cell == NPK_RNN_LSTM) ok &= all_close_f(cn, cnr, B * H, tol * 4.0, "c_n");
    CHECK(ok, "%s T=%zu B=%zu I=%zu H=%zu batch_first=%d flags=%d scale=%g", cell == NPK_RNN_LSTM ? "lstm" : "gru",
          T, B, I, H, batch_first, flags, scale);
    tu_free(x); tu_free(wx); tu_free(wh); tu_free(bx); tu_free(bh); tu_free(h0); tu_free(c0);
    tu_free(y); tu_free(yr); tu_free(hn); tu_free(cn); tu_free(hnr); tu_free(cnr); tu_free(sc);
    free(yo); free(hno); free(cno);
}

static void test_shapes(void)
{
    static const size_t hs[] = {1, 7, 13, 33}, is[] = {1, 5, 11}, bs[] = {1, 3}, ts[] = {1, 5};
    size_t a, b, c, d;
    int cell, n = 0;
    for (cell = 0; cell < 2; cell++)
        for (a = 0; a < 4; a++)
            for (b = 0; b < 3; b++)
                for (c = 0; c < 2; c++)
                    for (d = 0; d < 2; d++, n++)
                        rnn_case((npk_rnn_cell)cell, ts[d], bs[c], is[b], hs[a], n % 2, n % 8, 1.0f);
}

/* Saturated gates (pre-activations of tens) and a long sequence. */
static void test_large(void)
{
    rnn_case(NPK_RNN_LSTM, 3, 3, 5, 17, 0, 7, 6.0f);
    rnn_case(NPK_RNN_GRU, 3, 3, 5, 17, 1, 3, 6.0f);
    rnn_case(NPK_RNN_LSTM, 49, 1, 10, 64, 1, 1, 1.0f);
    rnn_case(NPK_RNN_GRU, 49, 2, 10, 40, 0, 1, 1.0f);
}

int main(void)
{
    int rc = tu_begin("rnn");
    if (rc) return rc;
    test_shapes();
    test_large();
    return tu_end("rnn");
}
