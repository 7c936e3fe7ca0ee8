/* input_check.c - does an input file fit its program input? Shape first
 * (rank, every dim but the batch axis), then element type (integers
 * converted when every value fits, f64 narrowed to f32). A file that does
 * not fit is refused with one line naming what the model expects, what the
 * file holds and how to fix it (exit 2); docs/npk-run.md "Input files".
 *
 * What fits, per file kind (S = the input's dims without the batch axis,
 * P = their product):
 *   .npy  the input's rank: the input's shape with the batch axis holding k
 *         samples (batch layout), or [k, S...] (sample-major); a rank-0
 *         input takes shape [] or [1]
 *   IDX   [k, D...]: sample-major; D must be S apart from leading and
 *         trailing 1s (28x28 images for a [b,1,28,28] input), or any D of P
 *         elements when S is one axis (apart from 1s): a flat input such as
 *         [784,1] (images are flattened, as the MNIST playground does)
 *   .bin  no shape: a whole number of samples in batch layout. */
#define _POSIX_C_SOURCE 200809L
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "npk_run_tool.h"

static int has_ext(const char *path, const char *ext)
{
    size_t n = strlen(path), m = strlen(ext);
    return n >= m && strcmp(path + n - m, ext) == 0;
}

/* The file's element type as a name ("f32", "i64", "u8", ...). */
static const char *file_dtype_name(int dt)
{
    return npk_io_dtype_name(dt ? dt : NPK_IO_F32);
}

/* How to make a file of the input's type from NumPy. */
static const char *numpy_hint(unsigned dt)
{
    switch (dt) {
    case NPK_DTYPE_F32: return "x.astype(np.float32)";
    case NPK_DTYPE_F16: return "x.astype(np.float16)";
    case NPK_DTYPE_F64: return "x.astype(np.float64)";
    case NPK_DTYPE_I1: return "x.astype(np.bool_)";
    case NPK_DTYPE_I8: case NPK_DTYPE_I4: case NPK_DTYPE_I2: return "x.astype(np.int8)";
    case NPK_DTYPE_I16: return "x.astype(np.int16)";
    case NPK_DTYPE_I32: return "x.astype(np.int32)";
    case NPK_DTYPE_I64: return "x.astype(np.int64)";
    case NPK_DTYPE_BF16: return "the bf16 bits as np.uint16";
    default: return "float32 values or the uint8 bit patterns";
    }
}

/* "input 0 'x': the model expects f32 [1, 49, 10]; x.npy holds i64 [4, 49, 10] (" */
static size_t lead(char *err, size_t errlen, const npk_program *p, uint32_t i, const npkr_input *in, int fdt)
{
    const npk_tensor_desc *t = &p->tensors[p->inputs[i]];
    char want[160], got[160];
    int n;
    npkr_tensor_dims_str(t, want, sizeof want);
    npkr_dims_str(in->file.dims, in->file.rank, got, sizeof got);
    n = snprintf(err, errlen, "input %u '%s': the model expects %s %s; %s holds %s %s (", (unsigned)i,
                 npk_tensor_name(p, p->inputs[i]), npk_dtype_name(t->dtype), want, in->path, file_dtype_name(fdt),
                 got);
    return n < 0 ? 0 : (size_t)n < errlen ? (size_t)n : errlen;
}

/* dims without leading and trailing 1s: [b, e) of dims */
static void strip_ones(const uint64_t *dims, int rank, int *b, int *e)
{
    *b = 0;
    *e = rank;
    while (*b < *e && dims[*b] == 1) (*b)++;
    while (*e > *b && dims[*e - 1] == 1) (*e)--;
}

static int same_dims(const uint64_t *a, int na, const uint64_t *b, int nb)
{
    int i;
    if (na != nb) return 0;
    for (i = 0; i < na; i++)
        if (a[i] != b[i]) return 0;
    return 1;
}

/* The input's shape with the batch axis holding k samples. */
static int fits_batch_layout(const npk_array *f, const uint64_t *t, int r, int axis)
{
    int i;
    if (f->rank != r) return 0;
    for (i = 0; i < r; i++)
        if (i != axis && f->dims[i] != t[i]) return 0;
    return 1;
}

/* [k, the input's dims but the batch axis] */
static int fits_sample_major(const npk_array *f, const uint64_t *t, int r, int axis)
{
    int i, j = 1;
    if (f->rank != r) return 0;
    for (i = 0; i < r; i++)
        if (i != axis && f->dims[j++] != t[i]) return 0;
    return 1;
}

/* Shape check; sets in->samples and in->sample_major. */
static int fit_shape(npkr_input *in, const npk_program *p, uint32_t i, int axis, char *err, size_t errlen)
{
    const npk_tensor_desc *t = &p->tensors[p->inputs[i]];
    const npk_array *f = &in->file;
    uint64_t td[NPK_MAX_RANK], s[NPK_MAX_RANK], per = in->split.outer * in->split.inner;
    int r = (int)t->rank, ns = 0, k, fdt = f->dtype;
    size_t n;
    char buf[160];
    for (k = 0; k < r; k++) {
        td[k] = t->dims[k];
        if (k != axis) s[ns++] = t->dims[k];
    }
    if (r == 0) {
        /* A scalar input has no batch axis: its file holds its one value (shape [] or [1]),
         * used by every run, like a weight passed as an input. */
        if (f->count == 1 && (f->rank == 0 || has_ext(in->path, ".bin") || (f->rank == 1 && f->dims[0] == 1))) {
            in->samples = 1;
            in->sample_major = 1;
            return NPKR_EXIT_OK;
        }
        n = lead(err, errlen, p, i, in, fdt);
        snprintf(err + n, errlen - n, "a scalar: one value, shape [] or [1], no batch axis)");
        return NPKR_EXIT_USAGE;
    }
    if (has_ext(in->path, ".bin")) {
        if (f->count == 0 || f->count % per != 0) {
            snprintf(err, errlen,
                     "%s: %llu bytes is not a whole number of samples for input %u '%s' %s "
                     "(%llu bytes per sample along axis %d)",
                     in->path, (unsigned long long)(f->count * in->esize), (unsigned)i,
                     npk_tensor_name(p, p->inputs[i]), npkr_tensor_dims_str(t, buf, sizeof buf),
                     (unsigned long long)(per * in->esize), axis);
            return NPKR_EXIT_IO;
        }
        in->samples = f->count / per;
        in->sample_major = 0;
        return NPKR_EXIT_OK;
    }
    if (has_ext(in->path, ".npy")) {
        if (fits_batch_layout(f, td, r, axis)) {
            in->samples = f->dims[axis];
            in->sample_major = 0;
        } else if (fits_sample_major(f, td, r, axis)) {
            in->samples = f->dims[0];
            in->sample_major = 1;
        } else {
            int diff[NPK_MAX_RANK], nd = 0, other = -1, b;
            n = lead(err, errlen, p, i, in, fdt);
            if (f->rank != r) {
                n += (size_t)snprintf(err + n, errlen - n, "rank %d, not %d", f->rank, r);
                if (per && f->count % per == 0 && f->count) {
                    td[axis] = f->count / per;
                    n += (size_t)snprintf(err + n, errlen - n, ": reshape it to %s",
                                          npkr_dims_str(td, r, buf, sizeof buf));
                }
            } else {
                for (k = 0; k < r; k++)
                    if (k != axis && f->dims[k] != td[k]) diff[nd++] = k;
                for (b = 0; b < r && other < 0; b++)
                    if (b != axis && (fits_batch_layout(f, td, r, b) || fits_sample_major(f, td, r, b))) other = b;
                n += (size_t)snprintf(err + n, errlen - n, "dim%s", nd > 1 ? "s " : " ");
                for (k = 0; k < nd && n < errlen; k++)
                    n += (size_t)snprintf(err + n, errlen - n, "%s%d", k == 0 ? "" : k + 1 < nd ? ", " : " and ",
                                          diff[k]);
                n += (size_t)snprintf(err + n, errlen - n, " differ%s", nd > 1 ? "" : "s");
                if (n < errlen && other >= 0)
                    n += (size_t)snprintf(err + n, errlen - n, ": if axis %d holds the samples, use --batch-axis %d",
                                          other, other);
                else if (n < errlen) {
                    /* the same dims in another order: a transposed array */
                    uint64_t a[NPK_MAX_RANK], c[NPK_MAX_RANK];
                    int x, y, perm = 1;
                    for (k = 0; k < r; k++) a[k] = f->dims[k], c[k] = td[k];
                    for (x = 0; x < r; x++)
                        for (y = x + 1; y < r; y++) {
                            uint64_t tmp;
                            if (a[y] < a[x]) tmp = a[x], a[x] = a[y], a[y] = tmp;
                            if (c[y] < c[x]) tmp = c[x], c[x] = c[y], c[y] = tmp;
                        }
                    for (k = 0; k < r; k++) perm &= a[k] == c[k];
                    if (perm) n += (size_t)snprintf(err + n, errlen - n, ": transpose it");
                }
            }
            if (n < errlen)
                snprintf(err + n, errlen - n, "; only the batch axis %d may differ, --batch-axis N picks another)",
                         axis);
            return NPKR_EXIT_USAGE;
        }
    } else {
        /* IDX: [k, D...], sample after sample */
        int fb, fe, sb, se;
        uint64_t dprod = 1;
        for (k = 1; k < f->rank; k++) dprod *= f->dims[k];
        strip_ones(f->dims + 1, f->rank - 1, &fb, &fe);
        strip_ones(s, ns, &sb, &se);
        if (f->rank >= 1 && (same_dims(f->dims + 1 + fb, fe - fb, s + sb, se - sb) || (se - sb <= 1 && dprod == per))) {
            in->samples = f->dims[0];
            in->sample_major = 1;
        } else {
            n = lead(err, errlen, p, i, in, fdt);
            npkr_dims_str(f->dims + 1, f->rank - 1, buf, sizeof buf);
            n += (size_t)snprintf(err + n, errlen - n, "IDX samples of %s; one sample of the input is ", buf);
            npkr_dims_str(s, ns, buf, sizeof buf);
            snprintf(err + n, errlen - n, "%s, axis %d being the batch axis: --batch-axis N picks another)", buf, axis);
            return NPKR_EXIT_USAGE;
        }
    }
    if (in->samples == 0) {
        snprintf(err, errlen, "%s: holds no samples (shape %s) for input %u '%s' %s", in->path,
                 npkr_dims_str(f->dims, f->rank, buf, sizeof buf), (unsigned)i, npk_tensor_name(p, p->inputs[i]),
                 npkr_tensor_dims_str(t, buf + 80, sizeof buf - 80));
        return NPKR_EXIT_IO;
    }
    return NPKR_EXIT_OK;
}

/* Integer range of an integer npk / npk_io type; 0 if dt is not one. */
static int int_range(int dt, int64_t *lo, int64_t *hi)
{
    switch (dt) {
    case NPK_IO_BOOL: *lo = 0, *hi = 1; return 1;
    case NPK_IO_I8: *lo = INT8_MIN, *hi = INT8_MAX; return 1;
    case NPK_IO_I16: *lo = INT16_MIN, *hi = INT16_MAX; return 1;
    case NPK_IO_I32: *lo = INT32_MIN, *hi = INT32_MAX; return 1;
    case NPK_IO_I64: *lo = INT64_MIN, *hi = INT64_MAX; return 1;
    case NPK_IO_U8: *lo = 0, *hi = UINT8_MAX; return 1;
    case NPK_IO_U16: *lo = 0, *hi = UINT16_MAX; return 1;
    case NPK_IO_U32: *lo = 0, *hi = UINT32_MAX; return 1;
    case NPK_IO_U64: *lo = 0, *hi = INT64_MAX; return 1; /* larger values: checked as they are read */
    case NPK_DTYPE_I4: *lo = -8, *hi = 7; return 1;
    case NPK_DTYPE_I2: *lo = -2, *hi = 1; return 1;
    default: return 0;
    }
}

static int64_t load_int(int dt, const unsigned char *b)
{
    int ok; /* a u64 past INT64_MAX is refused by the caller, which reads it unsigned */
    return npk_io_load_int(dt, b, &ok);
}

static void store_int(unsigned dt, unsigned char *b, int64_t v)
{
    int8_t i8 = (int8_t)v;
    int16_t i16 = (int16_t)v;
    int32_t i32 = (int32_t)v;
    switch (dt) {
    case NPK_DTYPE_I16: memcpy(b, &i16, 2); break;
    case NPK_DTYPE_I32: memcpy(b, &i32, 4); break;
    case NPK_DTYPE_I64: memcpy(b, &v, 8); break;
    default: memcpy(b, &i8, 1); break; /* i1, i8, i4, i2: one byte */
    }
}

/* Replaces the file's data by n elements of type to (malloc'd). */
static int swap_data(npkr_input *in, void *conv, unsigned to)
{
    free(in->file.data);
    in->file.data = (float *)conv;
    in->file.dtype = (int)to;
    return NPKR_EXIT_OK;
}

/* Element type check and conversions (see the file comment). */
static int fit_dtype(npkr_input *in, const npk_program *p, uint32_t i, char *err, size_t errlen)
{
    const npk_tensor_desc *t = &p->tensors[p->inputs[i]];
    int fdt = in->file.dtype ? in->file.dtype : NPK_IO_F32;
    unsigned to = t->dtype;
    int mini = to >= NPK_DTYPE_F8E4M3FN && to <= NPK_DTYPE_F4E2M1FN;
    int64_t flo, fhi, tlo, thi;
    uint64_t k, count = in->file.count;
    size_t tsize = npk_dtype_size(to), fsize = npk_io_dtype_size(fdt), n;
    void *conv;
    /* the same bits under another name: '<u2' bf16, '|u1' 8/4-bit floats */
    if (fdt == NPK_IO_U16 && to == NPK_DTYPE_BF16) fdt = in->file.dtype = NPK_IO_BF16;
    if (fdt == NPK_IO_U8 && mini) fdt = in->file.dtype = (int)to;
    if ((unsigned)fdt == to) return NPKR_EXIT_OK;
    conv = malloc((size_t)(count ? count : 1) * tsize);
    if (!conv) {
        snprintf(err, errlen, "%s: out of memory", in->path);
        return NPKR_EXIT_RUNTIME;
    }
    if (int_range(fdt, &flo, &fhi) && int_range((int)to, &tlo, &thi) && fdt != NPK_DTYPE_I4 && fdt != NPK_DTYPE_I2) {
        /* integers: every value must fit */
        const unsigned char *src = (const unsigned char *)in->file.data;
        for (k = 0; k < count; k++) {
            int64_t v = load_int(fdt, src + k * fsize);
            if (fdt == NPK_IO_U64) {
                uint64_t u;
                memcpy(&u, src + k * fsize, 8);
                if (u > (uint64_t)thi) {
                    free(conv);
                    n = lead(err, errlen, p, i, in, fdt);
                    snprintf(err + n, errlen - n, "value %llu at index %llu does not fit %s, range %lld..%lld)",
                             (unsigned long long)u, (unsigned long long)k, npk_dtype_name(to), (long long)tlo,
                             (long long)thi);
                    return NPKR_EXIT_USAGE;
                }
            }
            if (v < tlo || v > thi) {
                free(conv);
                n = lead(err, errlen, p, i, in, fdt);
                snprintf(err + n, errlen - n, "value %lld at index %llu does not fit %s, range %lld..%lld)",
                         (long long)v, (unsigned long long)k, npk_dtype_name(to), (long long)tlo, (long long)thi);
                return NPKR_EXIT_USAGE;
            }
            store_int(to, (unsigned char *)conv + k * tsize, v);
        }
        return swap_data(in, conv, to);
    }
    if (fdt == NPK_IO_F64 && to == NPK_DTYPE_F32) {
        /* narrowed to the nearest float; NaN and infinities stay; a finite value
         * beyond float's range is refused rather than made infinite */
        const unsigned char *src = (const unsigned char *)in->file.data;
        for (k = 0; k < count; k++) {
            double v;
            memcpy(&v, src + k * 8, 8);
            /* from FLT_MAX + half its ulp up, (float)v would be infinite */
            if (isfinite(v) && fabs(v) >= (double)FLT_MAX + ldexp(1.0, 103)) {
                free(conv);
                n = lead(err, errlen, p, i, in, fdt);
                snprintf(err + n, errlen - n, "value %g at index %llu is beyond f32's range)", v,
                         (unsigned long long)k);
                return NPKR_EXIT_USAGE;
            }
        }
        npkr_convert((unsigned)fdt, in->file.data, to, conv, count);
        fprintf(stderr, "npk-run: note: input %u '%s': %s holds f64, converted to f32 (rounded to nearest)\n",
                (unsigned)i, npk_tensor_name(p, p->inputs[i]), in->path);
        return swap_data(in, conv, to);
    }
    if ((fdt == NPK_IO_F32 && (mini || to == NPK_DTYPE_F64))) {
        /* f32 values for an 8/4-bit float (rounded as the cast op rounds) or f64 (exact) */
        npkr_convert((unsigned)fdt, in->file.data, to, conv, count);
        return swap_data(in, conv, to);
    }
    free(conv);
    n = lead(err, errlen, p, i, in, fdt);
    if (!has_ext(in->path, ".npy"))
        snprintf(err + n, errlen - n, "IDX files are read as f32: save a .npy of %s)", npk_dtype_name(to));
    else
        snprintf(err + n, errlen - n,
                 "npk-run converts only integers to integers that hold every value, and f64 to f32: "
                 "save %s, e.g. %s)",
                 npk_dtype_name(to), numpy_hint(to));
    return NPKR_EXIT_USAGE;
}

int npkr_input_fit(npkr_input *in, const npk_program *p, uint32_t i, int axis, char *err, size_t errlen)
{
    int rc = fit_shape(in, p, i, axis, err, errlen);
    return rc != NPKR_EXIT_OK ? rc : fit_dtype(in, p, i, err, errlen);
}
