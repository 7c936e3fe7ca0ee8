/* lower_torch_resize.c - torch upsampling: upsample_nearest2d and
 * upsample_bilinear2d (and their .vec forms) and __interpolate with mode
 * nearest or bilinear/linear, separably one spatial dim at a time: the
 * source indices of every output position are known here, so a dim is a
 * gather (nearest) or two gathers blended by constant weights (linear).
 * Index rules are PyTorch's: a given scale factor s maps with 1/s, else
 * in/out; align_corners maps the corner pixels onto each other. The ONNX
 * Resize modes torch-mlir's importer writes into __interpolate's mode
 * ("nearest_half_pixel,ceil", "bilinear_half_pixel_symmetric", ...) follow
 * torch-mlir's linalg lowering of them (onnx_source). */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "lower_torch.h"

#define SRC (L->src)

static m2c_value *index_const(m2c_lowerer *L, const int64_t *idx, int64_t n)
{
    return lw_const_int(L, M2C_I32, (int)n, idx);
}

/* floor(v) clamped into [0, in - 1]. A scale of 1e-300 next to a given
 * size makes v astronomically large; converting that (or a NaN) to an
 * integer without the clamp is undefined behaviour. */
static int64_t clamped_index(double v, int64_t in)
{
    if (!(v > 0.0)) return 0;
    if (v >= (double)(in - 1)) return in - 1;
    return (int64_t)floor(v);
}

/* A scale factor must be a finite number >= 0 (0 stands for "not given"). */
static void check_scale(m2c_lowerer *L, double sf, int d)
{
    if (!(sf >= 0.0 && sf < HUGE_VAL))
        m2c_error_at(SRC->loc, "%s: scale factor %g of spatial dim %d is not a finite non-negative number", SRC->dname, sf, d);
}

/* floor(in * sf), the output size a scale factor gives; an error past 2^24 */
static int64_t scaled_size(m2c_lowerer *L, int64_t in, double sf, int d)
{
    double out;
    check_scale(L, sf, d);
    out = floor((double)in * sf);
    if (out > (double)(1 << 24))
        m2c_error_at(SRC->loc, "%s: scale factor %g makes spatial dim %d %g long (at most %d)", SRC->dname, sf, d, out, 1 << 24);
    return (int64_t)out;
}

/* An ONNX mode: coordinate transformation and nearest rounding; cubic. */
enum { CO_PYTORCH, CO_ASYMMETRIC, CO_HALF_PIXEL, CO_HALF_PIXEL_SYMMETRIC, CO_PYTORCH_HALF_PIXEL,
       CO_ALIGN_CORNERS /* ONNX Resize's (tw_resize with align), not a mode string */ };
enum { RN_FLOOR, RN_CEIL, RN_PREFER_FLOOR, RN_PREFER_CEIL };
typedef struct onnx_mode { int coord, round, cubic; } onnx_mode;

/* The source position of output o as torch-mlir computes it (f32): scale =
 * the given factor or out/in; asymmetric o / scale; half-pixel (o + 0.5) /
 * scale - 0.5, symmetric shifted by in/2 (1 - out / (in scale)) when a
 * factor is given, pytorch_half_pixel 0 for out = 1. Nearest rounds it
 * (floor, ceil, round prefer floor/ceil); both clamp into [0, in - 1].
 * ONNX's align_corners: o (in - 1) / (len - 1), len = in * scale unfloored
 * when a scale is given, else out (0 for len 1), in double as ONNX's
 * reference computes it. */
static float onnx_source(const onnx_mode *m, int64_t o, int64_t in, int64_t out, double sf, int nearest)
{
    float scale = sf > 0.0 ? (float)sf : (float)out / (float)in, p, f;
    if (m->coord == CO_ALIGN_CORNERS) {
        double len = sf > 0.0 ? (double)in * sf : (double)out;
        p = len == 1.0 ? 0.0f : (float)((double)o * (double)(in - 1) / (len - 1.0));
    } else if (m->coord == CO_ASYMMETRIC) p = (float)o / scale;
    else p = ((float)o + 0.5f) / scale - 0.5f;
    if (m->coord == CO_HALF_PIXEL_SYMMETRIC && sf > 0.0)
        p += (float)in / 2.0f * (1.0f - (float)out / ((float)in * scale));
    if (m->coord == CO_PYTORCH_HALF_PIXEL && out == 1) p = 0.0f;
    if (m->cubic) return p;   /* unclamped: the taps are clamped instead */
    if (nearest) {
        f = floorf(p);
        switch (m->round) {
        case RN_CEIL: p = ceilf(p); break;
        case RN_PREFER_FLOOR: p = p - f <= 0.5f ? f : ceilf(p); break;
        case RN_PREFER_CEIL: p = p - f >= 0.5f ? ceilf(p) : f; break;
        default: p = f; break;
        }
    }
    if (p < 0.0f) p = 0.0f;
    if (p > (float)(in - 1)) p = (float)(in - 1);
    return p;
}

/* torch-mlir's cubic convolution weight (a = -0.75) at distance t >= 0 */
static float cubic_weight(float t)
{
    const float a = -0.75f;
    if (t <= 1.0f) return (a + 2.0f) * t * t * t - (a + 3.0f) * t * t + 1.0f;
    return a * t * t * t - 5.0f * a * t * t + 8.0f * a * t - 4.0f * a;
}

/* cubic along dim: the taps c - 2 .. c + 1 around c = ceil(p), each clamped into
 * the input, weighted by cubic_weight(|p - tap|) before the clamp */
static m2c_value *cubic_dim(m2c_lowerer *L, m2c_value *x, int dim, int64_t out, double sf, const onnx_mode *m, int align)
{
    int64_t in = x->shape.dims[dim], o, *ix = (int64_t *)m2c_alloc((size_t)out * sizeof *ix);
    float *w = (float *)m2c_alloc((size_t)out * sizeof *w + 4);
    m2c_value *y = NULL, *g;
    m2c_type t;
    int k, d;
    memset(&t, 0, sizeof t);
    t.rank = x->shape.rank;
    for (d = 0; d < t.rank; d++) t.dims[d] = d == dim ? out : 1;
    for (k = 0; k < 4; k++) {
        for (o = 0; o < out; o++) {
            float p = align ? (out > 1 ? (float)o * ((float)(in - 1) / (float)(out - 1)) : 0.0f)
                            : onnx_source(m, o, in, out, sf, 0);
            float tap = ceilf(p) + (float)(k - 2);
            ix[o] = clamped_index(tap, in);
            w[o] = cubic_weight(fabsf(p - tap));
        }
        g = tw_bin(L, NPK_BIN_MUL, tw_gather_rows(L, x, dim, index_const(L, ix, out)), lw_const(L, &t, w, 0.0f));
        y = y ? tw_bin(L, NPK_BIN_ADD, y, g) : g;
    }
    m2c_free(ix); m2c_free(w);
    return y;
}

/* x resized along dim to `out` elements (m: an ONNX mode, NULL for PyTorch's) */
static m2c_value *resize_dim(m2c_lowerer *L, m2c_value *x, int dim, int64_t out, double sf, int linear, int align,
                             const onnx_mode *m)
{
    int64_t in = x->shape.dims[dim], o, *i0, *i1;
    float *w;
    m2c_value *a, *b;
    m2c_type t;
    int d;
    if (out == in && sf <= 0.0 && (!m || m->coord != CO_PYTORCH_HALF_PIXEL || out != 1))
        return x;   /* same size, no scale given: the identity in every mode */
    if (out > (1 << 24)) m2c_error_at(SRC->loc, "%s: output size %lld is too large", SRC->dname, (long long)out);
    if (m && m->cubic) return cubic_dim(L, x, dim, out, sf, m, align);
    i0 = (int64_t *)m2c_alloc((size_t)out * sizeof *i0);
    i1 = (int64_t *)m2c_alloc((size_t)out * sizeof *i1);
    w = (float *)m2c_alloc((size_t)out * sizeof *w + 4);
    for (o = 0; o < out; o++) {
        if (m && !align) {
            float p = onnx_source(m, o, in, out, sf, !linear);
            i0[o] = clamped_index(p, in);
            i1[o] = i0[o] + 1 < in ? i0[o] + 1 : in - 1;
            w[o] = p - (float)i0[o];
        } else if (!linear) {   /* PyTorch's nearest: floor(o * scale) in float */
            float scale = sf > 0.0 ? (float)(1.0 / sf) : (float)in / (float)out;
            i0[o] = clamped_index(floorf((float)o * scale), in);
        } else {
            double src;
            if (align) src = out > 1 ? (double)o * (double)(in - 1) / (double)(out - 1) : 0.0;
            else {
                double scale = sf > 0.0 ? 1.0 / sf : (double)in / (double)out;
                src = ((double)o + 0.5) * scale - 0.5;
                if (src < 0.0) src = 0.0;
            }
            i0[o] = clamped_index(src, in);
            i1[o] = i0[o] + 1 < in ? i0[o] + 1 : in - 1;
            w[o] = (float)(src - (double)i0[o]);
        }
    }
    a = tw_gather_rows(L, x, dim, index_const(L, i0, out));
    if (linear) {
        b = tw_gather_rows(L, x, dim, index_const(L, i1, out));
        memset(&t, 0, sizeof t);
        t.rank = x->shape.rank;
        for (d = 0; d < t.rank; d++) t.dims[d] = d == dim ? out : 1;
        /* a + (b - a) * w */
        a = tw_bin(L, NPK_BIN_ADD, a, tw_bin(L, NPK_BIN_MUL, tw_bin(L, NPK_BIN_SUB, b, a), lw_const(L, &t, w, 0.0f)));
    }
    m2c_free(i0); m2c_free(i1); m2c_free(w);
    return a;
}

/* "nearest<coord>[,<rounding>]" or "bilinear<coord>" / "linear<coord>" as
 * torch-mlir's ONNX importer writes them; 0 for another string */
static int onnx_mode_of(const char *mode, onnx_mode *m, int *linear)
{
    static const char *const coords[] = { "", "_asymmetric", "_half_pixel", "_half_pixel_symmetric", "_pytorch_half_pixel" };
    static const char *const rounds[] = { "floor", "ceil", "round_prefer_floor", "round_prefer_ceil" };
    const char *rest, *comma;
    size_t n;
    int k;
    m->cubic = 0;
    if (!strncmp(mode, "cubic", 5)) { *linear = 1; m->cubic = 1; rest = mode + 5; }
    else if (!strncmp(mode, "nearest", 7)) { *linear = 0; rest = mode + 7; }
    else if (!strncmp(mode, "bilinear", 8)) { *linear = 1; rest = mode + 8; }
    else if (!strncmp(mode, "linear", 6)) { *linear = 1; rest = mode + 6; }
    else return 0;
    comma = strchr(rest, ',');
    n = comma ? (size_t)(comma - rest) : strlen(rest);
    m->coord = -1;
    for (k = 0; k < 5; k++)
        if (strlen(coords[k]) == n && !strncmp(rest, coords[k], n)) m->coord = k;
    /* torch-mlir's nearest knows asymmetric (also "") and half_pixel; its bilinear the rest */
    if (m->coord < 0 || (!*linear && m->coord > CO_HALF_PIXEL) || (*linear && comma)) return 0;
    if (m->coord == CO_PYTORCH) m->coord = *linear ? CO_HALF_PIXEL : CO_ASYMMETRIC;
    m->round = RN_FLOOR;
    if (comma) {
        m->round = -1;
        for (k = 0; k < 4; k++)
            if (!strcmp(comma + 1, rounds[k])) m->round = k;
        if (m->round < 0) return 0;
    }
    return 1;
}

m2c_value *tw_upsample(m2c_lowerer *L, int kind)
{
    m2c_value *x = tw_float_in(L);
    onnx_mode om, *m = NULL;
    int n = x->shape.rank - 2, linear, align = 0, d, ns = -1, nf = -1;
    int64_t size[NPK_MAX_RANK];
    double sf[NPK_MAX_RANK];
    if (n < 1) m2c_error_at(SRC->loc, "%s needs an input with spatial dims (rank 3 or more)", SRC->dname);
    switch (kind) {
    case TW_UPSAMPLE_NEAREST:            /* (x, output_size, scales_h|none, scales_w|none) */
    case TW_UPSAMPLE_BILINEAR:           /* (x, output_size, align_corners, scales_h|none, scales_w|none) */
        linear = kind == TW_UPSAMPLE_BILINEAR;
        ns = tw_ints(L, 1, size, NPK_MAX_RANK);
        if (linear) align = (int)tw_int(L, 2);
        for (d = 0; d < 2; d++) {
            int i = (linear ? 3 : 2) + d;
            sf[d] = i < SRC->n_in && !tw_is_none(L, i) ? tw_num(L, i) : 0.0;
        }
        nf = 2;
        break;
    case TW_UPSAMPLE_NEAREST_VEC:        /* (x, output_size|none, scale_factors|none) */
    case TW_UPSAMPLE_BILINEAR_VEC:       /* (x, output_size|none, align_corners, scale_factors|none) */
        linear = kind == TW_UPSAMPLE_BILINEAR_VEC;
        ns = tw_ints(L, 1, size, NPK_MAX_RANK);
        if (linear) align = (int)tw_int(L, 2);
        nf = tw_nums(L, linear ? 3 : 2, sf, NPK_MAX_RANK);
        break;
    default: {                           /* __interpolate (x, size, scale_factor, mode, align_corners, recompute, antialias) */
        const char *mode = tw_str(L, 3);
        linear = !strcmp(mode, "bilinear") || !strcmp(mode, "linear") || !strcmp(mode, "trilinear");
        if (!linear && strcmp(mode, "nearest")) {
            if (!onnx_mode_of(mode, &om, &linear))
                m2c_error_at(SRC->in_loc[3], "%s: mode \"%s\" is not supported (nearest, linear, bilinear, and "
                             "nearest[_asymmetric|_half_pixel][,floor|ceil|round_prefer_floor|round_prefer_ceil], "
                             "bilinear/cubic[_asymmetric|_half_pixel|_half_pixel_symmetric|_pytorch_half_pixel])", SRC->dname, mode);
            m = &om;
        }
        ns = tw_ints(L, 1, size, NPK_MAX_RANK);
        nf = tw_nums(L, 2, sf, NPK_MAX_RANK);
        align = SRC->n_in > 4 && !tw_is_none(L, 4) ? (int)tw_int(L, 4) : 0;
        if (SRC->n_in > 6 && !tw_is_none(L, 6) && tw_int(L, 6)) m2c_error_at(SRC->in_loc[6], "%s with antialias is not supported", SRC->dname);
        if (ns < 0 && nf > 0 && SRC->n_in > 5 && !tw_is_none(L, 5) && tw_int(L, 5)) {   /* recompute_scale_factor */
            for (d = 0; d < nf && d < n; d++) size[d] = scaled_size(L, x->shape.dims[2 + d], sf[d], d);
            ns = nf;
            nf = -1;
        }
        break;
    }
    }
    if (nf == 1) for (d = 1; d < n; d++) sf[d] = sf[0];
    if (ns == 1) for (d = 1; d < n; d++) size[d] = size[0];
    if ((ns > 1 && ns != n) || (nf > 1 && nf != n) || (ns <= 0 && nf <= 0))
        m2c_error_at(SRC->loc, "%s needs an output size or scale factors for its %d spatial dims", SRC->dname, n);
    if (nf < 0 || (nf == 0 && ns > 0)) for (d = 0; d < n; d++) sf[d] = 0.0;
    for (d = 0; d < n; d++) {
        int64_t out;
        check_scale(L, sf[d], d);   /* also when a size is given: resize_dim maps indices by it */
        out = ns > 0 ? size[d] : scaled_size(L, x->shape.dims[2 + d], sf[d], d);
        if (out < 1) m2c_error_at(SRC->loc, "%s: output size %lld of spatial dim %d", SRC->dname, (long long)out, d);
        x = resize_dim(L, x, 2 + d, out, sf[d], linear, align, m);
    }
    return x;
}

m2c_value *tw_resize(m2c_lowerer *L, m2c_value *x, const int64_t *size, const double *sf, int linear, int align,
                     const char *mode_str)
{
    onnx_mode om, *m = NULL;
    int n = x->shape.rank - 2, d, lin = linear;
    if (mode_str) {
        if (!onnx_mode_of(mode_str, &om, &lin))
            m2c_error_at(SRC->loc, "%s: mode \"%s\" is not supported (nearest[_asymmetric|_half_pixel][,floor|ceil|round_prefer_floor|"
                         "round_prefer_ceil], bilinear/cubic[_asymmetric|_half_pixel|_half_pixel_symmetric|_pytorch_half_pixel])",
                         SRC->dname, mode_str);
        m = &om;
        if (align) { om.coord = CO_ALIGN_CORNERS; align = 0; }
    }
    for (d = 0; d < n; d++) {
        int64_t out;
        check_scale(L, sf[d], d);
        out = size[d] > 0 ? size[d] : scaled_size(L, x->shape.dims[2 + d], sf[d], d);
        if (out < 1) m2c_error_at(SRC->loc, "%s: output size %lld of spatial dim %d", SRC->dname, (long long)out, d);
        x = resize_dim(L, x, 2 + d, out, sf[d], lin, align, m);
    }
    return x;
}
