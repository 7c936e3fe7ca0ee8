/* lower_onnx_signal.c - ONNX signal-processing ops: the window functions,
 * MelWeightMatrix, DFT and STFT.
 *   HannWindow, HammingWindow, BlackmanWindow, MelWeightMatrix: their inputs
 *       are known at translate time, so the result is a constant, computed
 *       in double and stored in output_datatype;
 *   DFT: the transform along its axis (static length) is linear in the
 *       input, so it is one matrix product: the axis moved next to the
 *       real/imaginary dim, then [rows, n * c] x W [n * c, m * co], W a
 *       constant of cos/sin values computed in double (rounded to f32, in
 *       which npk computes);
 *   STFT: the frames gathered (slices when the step divides the frame,
 *       else a gather of constant indices), then the same product, the
 *       window folded into W when it is constant. */
#include <math.h>
#include <string.h>
#include <stdio.h>
#include "lower_onnx.h"
#include "literals.h"

#define SRC (L->src)
/* the most elements of a table (window, matrix, frame indices) built at translate time */
#define TABLE_MAX ((uint64_t)INT32_MAX)
#define PI 3.14159265358979323846

enum { FORWARD, INVERSE, IRFFT };   /* the transforms of dft_table */

/* An attribute that must be 0 or 1. */
static int flag(m2c_lowerer *L, const char *name, int dflt)
{
    int64_t v = ox_int(L, name, dflt);
    if (v != 0 && v != 1) ox_error(L, "attribute '%s' = %lld must be 0 or 1", name, (long long)v);
    return (int)v;
}

/* Input i, a constant integer from lo to 2^31 - 1 (sizes, lengths, steps). */
static int64_t const_count(m2c_lowerer *L, int i, const char *what, int64_t lo)
{
    double v;
    ox_in(L, i);
    v = ox_const_num(L, i, 0, what);
    if (v != floor(v) || v < (double)lo || v > (double)TABLE_MAX)
        ox_error(L, "%s = %.17g is not supported (an integer from %lld to 2^31 - 1)", what, v, (long long)lo);
    return (int64_t)v;
}

/* rows x cols, or an error when that is more than TABLE_MAX elements */
static uint64_t table_count(m2c_lowerer *L, int64_t rows, int64_t cols, const char *what)
{
    if (rows < 0 || cols < 0 || (rows && (uint64_t)cols > TABLE_MAX / (uint64_t)rows))
        ox_error(L, "the %s would have %lld x %lld elements (at most 2^31 - 1 are built at translate time)", what,
                 (long long)rows, (long long)cols);
    return (uint64_t)rows * (uint64_t)cols;
}

/* output_datatype (default FLOAT) as an element type; *uns for the unsigned ones */
static int out_elem(m2c_lowerer *L, int *uns)
{
    static const int ok[] = { OX_FLOAT, OX_UINT8, OX_INT8, OX_UINT16, OX_INT16, OX_INT32, OX_INT64,
                              OX_FLOAT16, OX_DOUBLE, OX_UINT32, OX_UINT64, OX_BFLOAT16 };
    int64_t dt = ox_int(L, "output_datatype", OX_FLOAT);
    size_t k;
    for (k = 0; k < sizeof ok / sizeof ok[0]; k++)
        if (dt == ok[k]) return m2c_onnx_elem((int)dt, uns);
    ox_error(L, "output_datatype = %lld (%s) is not supported (a numeric type)", (long long)dt, ox_dtype_name((int)dt));
}

/* A constant [dims] of element type elem holding vals (computed in double):
 * floats rounded to elem, integers truncated toward zero (numpy's astype). */
static m2c_value *table(m2c_lowerer *L, int rank, const int64_t *dims, const double *vals, int elem, int uns)
{
    m2c_cbuf *cb = (m2c_cbuf *)m2c_alloc(sizeof *cb);
    m2c_type t;
    char name[160];
    uint64_t i;
    int d, w = m2c_elem_bytes(elem), is_int = !m2c_elem_is_float(elem);
    memset(&t, 0, sizeof t);
    t.rank = rank;
    for (d = 0; d < rank; d++) t.dims[d] = dims[d];
    t.elem = elem;
    t.uns = uns;
    cb->count = m2c_type_count(&t);
    cb->elem = elem;
    cb->data = (float *)m2c_alloc((size_t)cb->count * sizeof(float) + 4);
    if (elem != M2C_F32) cb->raw = m2c_alloc((size_t)cb->count * (size_t)w + 1);
    for (i = 0; i < cb->count; i++) {
        int64_t iv = is_int ? m2c_to_i64(vals[i]) : 0;
        cb->data[i] = is_int ? (float)iv : m2c_to_f32(vals[i]);
        if (cb->raw) m2c_store_elem((unsigned char *)cb->raw + i * (uint64_t)w, elem, vals[i], iv);
    }
    snprintf(name, sizeof name, "%s.c%d", SRC->out->name, ++L->tmp);
    return m2c_new_const(name, SRC->loc, &t, cb);
}

/* ---- windows ---- */

static m2c_value *window(m2c_lowerer *L)
{
    int64_t n = const_count(L, 0, "size", 1), i;
    int periodic = flag(L, "periodic", 1), uns, e = out_elem(L, &uns);
    double span = (double)(periodic ? n : n - 1), *v = (double *)m2c_alloc((size_t)n * sizeof(double));
    m2c_value *y;
    for (i = 0; i < n; i++) {
        double a;
        if (span == 0) { v[i] = 1.0; continue; }   /* a symmetric window of one point: 1, as numpy and torch */
        a = 2.0 * PI * (double)i / span;
        switch (L->arg) {
        case OXG_HANN: v[i] = sin(a / 2) * sin(a / 2); break;
        case OXG_HAMMING: v[i] = 25.0 / 46.0 - 21.0 / 46.0 * cos(a); break;   /* alpha 25/46 as the spec */
        default: v[i] = 0.42 - 0.5 * cos(a) + 0.08 * cos(2 * a); break;
        }
    }
    y = table(L, 1, &n, v, e, uns);
    m2c_free(v);
    return y;
}

/* ---- MelWeightMatrix ---- */

/* v rounded to float element type elem: the reference computes in the input's precision */
static double round_to(double v, int elem)
{
    unsigned char b[8];
    int64_t i;
    if (elem == M2C_F64) return v;
    m2c_store_elem(b, elem, v, 0);
    return m2c_load_elem(b, elem, 0, &i);
}

/* Python's a // b on floats (fmod based: it can differ from floor(a / b) by one) */
static double py_floordiv(double a, double b)
{
    double mod = fmod(a, b), div = (a - mod) / b, q;
    if (mod != 0 && (b < 0) != (mod < 0)) div -= 1.0;
    if (div == 0) return copysign(0.0, a / b);
    q = floor(div);
    return div - q > 0.5 ? q + 1.0 : q;
}

/* w[j, i] = v, j a spectrogram bin that must exist */
static void mel_put(m2c_lowerer *L, double *w, int64_t nspec, int64_t nmel, int64_t j, int64_t i, double v)
{
    if (j < 0 || j >= nspec)
        ox_error(L, "mel band %lld reaches spectrogram bin %lld, outside 0..%lld (are the edges within 0 and sample_rate / 2?)",
                 (long long)i, (long long)j, (long long)(nspec - 1));
    w[j * nmel + i] = v;
}

/* The spec's filterbank: num_mel_bins + 2 points evenly spaced in mel over
 * [lower, upper] (the step is the range over their count), each to a bin
 * floor((dft_length + 1) hz / sample_rate); triangles between neighbours. */
static m2c_value *mel_weights(m2c_lowerer *L)
{
    int64_t nmel = const_count(L, 0, "num_mel_bins", 1), dft = const_count(L, 1, "dft_length", 1);
    int64_t sr = const_count(L, 2, "sample_rate", 1), nspec = dft / 2 + 1, dims[2], k, i, j, *bin;
    double lo_hz = ox_const_num(L, 3, 0, "lower_edge_hertz"), hi_hz = ox_const_num(L, 4, 0, "upper_edge_hertz");
    int e3 = ox_in(L, 3)->shape.elem, e4 = ox_in(L, 4)->shape.elem, prec = e3 == e4 ? e3 : M2C_F64, uns, e = out_elem(L, &uns);
    double lo, hi, step, *w;
    m2c_value *y;
    table_count(L, nspec, nmel, "matrix");
    lo = round_to(2595.0 * round_to(log10(round_to(1.0 + round_to(lo_hz / 700.0, e3), e3)), e3), e3);
    hi = round_to(2595.0 * round_to(log10(round_to(1.0 + round_to(hi_hz / 700.0, e4), e4)), e4), e4);
    step = round_to(round_to(hi - lo, prec) / (double)(nmel + 2), prec);
    if (!isfinite(lo) || !isfinite(hi)) ox_error(L, "the edges %g and %g Hz have no mel value (they must be above -700 Hz)", lo_hz, hi_hz);
    bin = (int64_t *)m2c_alloc((size_t)(nmel + 2) * sizeof *bin);
    for (k = 0; k < nmel + 2; k++) {
        double hz = 700.0 * (pow(10.0, ((double)k * step + lo) / 2595.0) - 1.0);
        double b = py_floordiv((double)(dft + 1) * hz, (double)sr);
        if (!(fabs(b) < 4e18)) ox_error(L, "mel point %lld (%g Hz) is out of range", (long long)k, hz);
        bin[k] = (int64_t)b;
    }
    w = (double *)m2c_alloc((size_t)(nspec * nmel) * sizeof(double));
    for (i = 0; i < nmel; i++) {
        int64_t l = bin[i], c = bin[i + 1], r = bin[i + 2];
        if (c == l) mel_put(L, w, nspec, nmel, c, i, 1.0);
        for (j = l; c != l && j <= c; j++) mel_put(L, w, nspec, nmel, j, i, (double)(j - l) / (double)(c - l));
        for (j = c; j < r; j++) mel_put(L, w, nspec, nmel, j, i, (double)(r - j) / (double)(r - c));
    }
    dims[0] = nspec;
    dims[1] = nmel;
    y = table(L, 2, dims, w, e, uns);
    m2c_free(w);
    m2c_free(bin);
    return y;
}

/* ---- DFT and STFT ---- */

/* cos and sin of 2 pi r / len (0 <= r < len), exact at the quarter turns */
static void unit_root(int64_t r, int64_t len, double *cs, double *sn)
{
    static const double qc[4] = { 1, 0, -1, 0 }, qs[4] = { 0, 1, 0, -1 };
    double a;
    if ((4 * r) % len == 0) {
        *cs = qc[4 * r / len];
        *sn = qs[4 * r / len];
        return;
    }
    a = 2.0 * PI * (double)r / (double)len;
    *cs = cos(a);
    *sn = sin(a);
}

/* W [n * c, m * co] (f32) taking n points (c = 1 real, 2 complex: parts
 * interleaved) to m points of the transform of length len:
 *   FORWARD  y[k] = sum_t x[t] e^(-2 pi i k t / len)          (co = 2)
 *   INVERSE  y[t] = sum_k x[k] e^(+2 pi i k t / len) / len    (co = 2)
 *   IRFFT    y[t] = the real inverse of the half spectrum x[0..n), extended
 *            Hermitian: bins 0 and len / 2 once, the others twice  (co = 1)
 * win (may be NULL) weights the n input points. */
static m2c_value *dft_table(m2c_lowerer *L, int64_t n, int c, int64_t len, int64_t m, int mode, const double *win)
{
    int co = mode == IRFFT ? 1 : 2;
    int64_t cols = m * co, t, k;
    double sgn = mode == FORWARD ? -1.0 : 1.0, scale = mode == FORWARD ? 1.0 : 1.0 / (double)len;
    float *w = (float *)m2c_alloc((size_t)table_count(L, n * c, cols, "DFT matrix") * sizeof(float));
    m2c_type ty;
    m2c_value *y;
    for (t = 0; t < n; t++) {   /* row t: input point t (a bin for IRFFT) */
        double wt = (win ? win[t] : 1.0) * scale;
        float *re = w + (t * c) * cols, *im = c == 2 ? re + cols : NULL;
        for (k = 0; k < m; k++) {
            double cs, sn;
            unit_root((int64_t)(((uint64_t)t * (uint64_t)k) % (uint64_t)len), len, &cs, &sn);
            if (mode == IRFFT) {
                double f = (t == 0 || 2 * t == len) ? wt : 2.0 * wt;
                re[k] = m2c_to_f32(f * cs);
                if (im) im[k] = m2c_to_f32(-f * sn);
                continue;
            }
            re[2 * k] = m2c_to_f32(wt * cs);
            re[2 * k + 1] = m2c_to_f32(wt * sgn * sn);
            if (!im) continue;
            im[2 * k] = m2c_to_f32(-wt * sgn * sn);
            im[2 * k + 1] = m2c_to_f32(wt * cs);
        }
    }
    memset(&ty, 0, sizeof ty);
    ty.rank = 2;
    ty.dims[0] = n * c;
    ty.dims[1] = cols;
    y = lw_const(L, &ty, w, 0.0f);
    m2c_free(w);
    return y;
}

/* x with dim d cut to its first n */
static m2c_value *head(m2c_lowerer *L, m2c_value *x, int d, int64_t n)
{
    int64_t st[NPK_MAX_RANK], sz[NPK_MAX_RANK];
    int k;
    for (k = 0; k < x->shape.rank; k++) { st[k] = 0; sz[k] = x->shape.dims[k]; }
    sz[d] = n;
    return lw_slice(L, x, st, sz);
}

/* x [P, n, Q, c] (Q > 1) with its middle dims swapped */
static m2c_value *swap_mid(m2c_lowerer *L, m2c_value *x)
{
    static const int64_t perm[4] = { 0, 2, 1, 3 };
    return lw_transpose(L, x, perm, 0);
}

static m2c_value *dft(m2c_lowerer *L)
{
    m2c_value *x = ox_float_in(L, 0), *y;
    int r = x->shape.rank, e = x->shape.elem, inverse = flag(L, "inverse", 0), onesided = flag(L, "onesided", 0);
    int a, d, c, mode = inverse ? (onesided ? IRFFT : INVERSE) : FORWARD, co = mode == IRFFT ? 1 : 2;
    int64_t axis, n, len, nu, m, P = 1, Q = 1, s[NPK_MAX_RANK];
    if (r < 2) ox_error(L, "the input needs rank 2 or more (signal dims, then 1 or 2 for real or complex)");
    c = (int)x->shape.dims[r - 1];
    if (c != 1 && c != 2) ox_error(L, "the last dim is %d; it must be 1 (real) or 2 (complex)", c);
    if (OX_OPSET >= 20) {   /* the axis became input 2 (default -2) */
        double v = ox_const_num(L, 2, -2, "axis");
        if (v != floor(v) || fabs(v) > 64) ox_error(L, "axis = %g is not an axis", v);
        axis = (int64_t)v;
    } else {
        axis = ox_int(L, "axis", 1);
    }
    if (axis < -r || axis > r - 2 || axis == -1)
        ox_error(L, "axis %lld is out of range for rank %d (the last dim holds the real and imaginary parts)", (long long)axis, r);
    a = (int)(axis < 0 ? axis + r : axis);
    n = x->shape.dims[a];
    if (ox_opt(L, 1)) len = const_count(L, 1, "dft_length", 1);
    else len = mode == IRFFT ? 2 * (n - 1) : n;
    if (len < 1) ox_error(L, "the DFT length is %lld (an IRFFT of one bin needs dft_length)", (long long)len);
    /* points read (the rest are zeros or cut) and points written */
    nu = mode == IRFFT ? len / 2 + 1 : len;
    if (nu > n) nu = n;
    m = mode == IRFFT || !onesided ? len : len / 2 + 1;
    if (n > nu) x = head(L, x, a, nu);
    for (d = 0; d < a; d++) P *= x->shape.dims[d];
    for (d = a + 1; d < r - 1; d++) Q *= x->shape.dims[d];
    /* [P, nu, Q, c] -> [P * Q, nu * c]: the transformed dim next to the parts */
    if (Q > 1) {
        s[0] = P; s[1] = nu; s[2] = Q; s[3] = c;
        x = swap_mid(L, tw_reshape_dims(L, x, 4, s));
    }
    s[0] = P * Q; s[1] = nu * c;
    x = tw_to(L, tw_reshape_dims(L, x, 2, s), M2C_F32);
    y = tw_matmul(L, x, dft_table(L, nu, c, len, m, mode, NULL));
    if (Q > 1) {
        s[0] = P; s[1] = Q; s[2] = m; s[3] = co;
        y = swap_mid(L, tw_reshape_dims(L, y, 4, s));
    }
    for (d = 0; d < r; d++) s[d] = d == a ? m : d == r - 1 ? co : SRC->in[0]->shape.dims[d];
    return tw_to(L, tw_reshape_dims(L, y, r, s), e);
}

/* F frames of u points each, frame f from point f * step of x [B, len, c],
 * as [B, F, u * c] (within x: (F - 1) step + u <= len) */
static m2c_value *frames(m2c_lowerer *L, m2c_value *x, int64_t F, int64_t u, int64_t step)
{
    int64_t B = x->shape.dims[0], c = x->shape.dims[2], s[3], st[3], sz[3], f, t, *idx;
    m2c_value *y;
    if (u % step == 0 && u / step <= 16) {   /* k blocks of step points: frame f is blocks f .. f + k - 1 */
        m2c_value *part[16];
        int64_t k = u / step, j;
        s[0] = B; s[1] = F - 1 + k; s[2] = step * c;
        y = tw_reshape_dims(L, head(L, x, 1, s[1] * step), 3, s);
        for (j = 0; j < k; j++) {
            st[0] = 0; st[1] = j; st[2] = 0;
            sz[0] = B; sz[1] = F; sz[2] = step * c;
            part[j] = lw_slice(L, y, st, sz);
        }
        return tw_concat(L, part, (int)k, 2);
    }
    idx = (int64_t *)m2c_alloc((size_t)table_count(L, F, u, "frame index table") * sizeof *idx);
    for (f = 0; f < F; f++)
        for (t = 0; t < u; t++) idx[f * u + t] = f * step + t;
    y = tw_gather_rows(L, x, 1, lw_const_int(L, M2C_I32, (int)(F * u), idx));
    m2c_free(idx);
    s[0] = B; s[1] = F; s[2] = u * c;
    return tw_reshape_dims(L, y, 3, s);
}

/* The first n values of a constant, as doubles */
static double *const_values(const m2c_value *v, int64_t n)
{
    double *out = (double *)m2c_alloc((size_t)n * sizeof(double));
    int w = m2c_elem_bytes(v->cbuf->elem);
    int64_t i, iv;
    for (i = 0; i < n; i++)
        out[i] = v->cbuf->raw ? m2c_load_elem((const unsigned char *)v->cbuf->raw + i * w, v->cbuf->elem, v->shape.uns, &iv)
                              : v->cbuf->data[i];
    return out;
}

static m2c_value *stft(m2c_lowerer *L)
{
    m2c_value *x = ox_float_in(L, 0), *win = ox_opt(L, 2) ? ox_float_in(L, 2) : NULL, *fr, *y;
    int onesided = flag(L, "onesided", 1), e = x->shape.elem;
    int64_t B, len, c, step, wl = 0, fl, u, F, m, s[4];
    double *wv = NULL;
    if (x->shape.rank != 3) ox_error(L, "the signal must be [batch, length, 1 or 2] (rank %d)", x->shape.rank);
    B = x->shape.dims[0];
    len = x->shape.dims[1];
    c = x->shape.dims[2];
    if (c != 1 && c != 2) ox_error(L, "the signal's last dim is %lld; it must be 1 (real) or 2 (complex)", (long long)c);
    step = const_count(L, 1, "frame_step", 1);
    if (win) {
        if (win->shape.rank != 1 || win->shape.dims[0] < 1) ox_error(L, "the window must be a vector of one or more values");
        wl = win->shape.dims[0];
    }
    fl = ox_opt(L, 3) ? const_count(L, 3, "frame_length", 1) : win ? wl : len;
    if (fl > len) ox_error(L, "the frame length %lld is longer than the signal (%lld)", (long long)fl, (long long)len);
    /* a frame is the window's points, cut or zero-padded to the DFT's length */
    u = win && wl < fl ? wl : fl;
    F = 1 + (len - fl) / step;
    m = onesided ? fl / 2 + 1 : fl;
    fr = tw_to(L, frames(L, x, F, u, step), M2C_F32);
    if (win && win->kind == M2C_V_CONST) {
        wv = const_values(win, u);
    } else if (win) {   /* known at run time: the frames weighted before the product */
        m2c_value *wt = tw_to(L, head(L, win, 0, u), M2C_F32);
        s[0] = 1; s[1] = 1; s[2] = u; s[3] = 1;
        wt = tw_reshape_dims(L, wt, 4, s);
        s[0] = B; s[1] = F; s[2] = u; s[3] = c;
        fr = tw_bin(L, NPK_BIN_MUL, tw_reshape_dims(L, fr, 4, s), wt);
        s[2] = u * c;
        fr = tw_reshape_dims(L, fr, 3, s);
    }
    y = tw_matmul(L, fr, dft_table(L, u, (int)c, fl, m, FORWARD, wv));
    m2c_free(wv);
    s[0] = B; s[1] = F; s[2] = m; s[3] = 2;
    return tw_to(L, tw_reshape_dims(L, y, 4, s), e);
}

void ox_lower_signal(m2c_lowerer *L)
{
    m2c_value *y;
    switch (L->arg) {
    case OXG_HANN: case OXG_HAMMING: case OXG_BLACKMAN: y = window(L); break;
    case OXG_MEL_WEIGHTS: y = mel_weights(L); break;
    case OXG_DFT: y = dft(L); break;
    case OXG_STFT: y = stft(L); break;
    default: m2c_onnx_refuse(L);
    }
    ox_finish(L, y);
}
