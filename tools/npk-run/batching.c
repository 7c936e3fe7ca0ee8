/* batching.c - maps input files onto program inputs along the batch axis.
 *
 * A program input has a fixed shape, seen as [outer, b, inner] around the
 * batch axis. A file holds k samples of P = outer * inner elements each, in
 * one of two layouts:
 *   batch layout   the input shape with b replaced by k (.bin files, and
 *                  .npy files of the input's rank whose other dims match);
 *   sample-major   sample after sample (IDX files, and .npy files whose
 *                  dims after the first multiply to P).
 * With batch axis 0 the two are the same thing. Each run copies b samples
 * into the arena (zeros past the end) and copies b results back. A file that
 * is exactly the input tensor is one run's worth and is reused for every run
 * (so weights can be passed as inputs next to a batch of images); a rank-0
 * input, which has no batch axis, is always such a file. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "npk_run_tool.h"

int npkr_split_tensor(const npk_tensor_desc *t, int axis, npkr_split *s)
{
    int i;
    if (axis < 0 || axis >= (int)t->rank) return -1;
    s->outer = 1;
    s->inner = 1;
    /* Validated tensors have products that fit in size_t: no overflow here. */
    for (i = 0; i < axis; i++) s->outer *= t->dims[i];
    s->batch = t->dims[axis];
    for (i = axis + 1; i < (int)t->rank; i++) s->inner *= t->dims[i];
    return 0;
}

const char *npkr_dims_str(const uint64_t *dims, int rank, char *buf, size_t len)
{
    size_t n = 0;
    int i;
    if (len == 0) return buf;
    buf[0] = '\0';
    n += (size_t)snprintf(buf + n, len - n, "[");
    for (i = 0; i < rank && n < len; i++)
        n += (size_t)snprintf(buf + n, len - n, "%s%llu", i ? ", " : "", (unsigned long long)dims[i]);
    if (n < len) snprintf(buf + n, len - n, "]");
    return buf;
}

const char *npkr_tensor_dims_str(const npk_tensor_desc *t, char *buf, size_t len)
{
    uint64_t d[NPK_MAX_RANK];
    int i;
    for (i = 0; i < (int)t->rank && i < NPK_MAX_RANK; i++) d[i] = t->dims[i];
    return npkr_dims_str(d, t->rank, buf, len);
}

static int has_ext(const char *path, const char *ext)
{
    size_t n = strlen(path), m = strlen(ext);
    return n >= m && strcmp(path + n - m, ext) == 0;
}

/* Does the file have the input's rank with every dim but the batch axis equal? */
static int same_but_batch(const npk_array *a, const npk_tensor_desc *t, int axis)
{
    int i;
    if (a->rank != (int)t->rank) return 0;
    for (i = 0; i < a->rank; i++)
        if (i != axis && a->dims[i] != t->dims[i]) return 0;
    return 1;
}

int npkr_input_open(npkr_input *in, const npk_program *p, uint32_t i, int axis, const char *path,
                    char *err, size_t errlen)
{
    const npk_tensor_desc *t = &p->tensors[p->inputs[i]];
    uint64_t per;
    char want[160], got[160];
    memset(in, 0, sizeof *in);
    in->path = path;
    npkr_tensor_dims_str(t, want, sizeof want);
    if (t->rank == 0) {
        /* A scalar input has no batch axis: its file holds its one value (shape [] or [1]),
         * used by every run, like a weight passed as an input. */
        in->split.outer = in->split.batch = in->split.inner = 1;
    } else if (npkr_split_tensor(t, axis, &in->split) != 0) {
        snprintf(err, errlen, "input %u '%s' has shape %s: no batch axis %d (see --batch-axis)", (unsigned)i,
                 npk_tensor_name(p, p->inputs[i]), want, axis);
        return NPKR_EXIT_USAGE;
    }
    per = in->split.outer * in->split.inner;
    in->esize = npk_dtype_size(t->dtype);
    if (npk_io_read_any_typed(path, t->dtype, &in->file, err, errlen) != 0) return NPKR_EXIT_IO;
    npkr_dims_str(in->file.dims, in->file.rank, got, sizeof got);
    {   /* the file's element type must be the input's ('<u2' carries bf16 bits, '|u1' 8/4-bit
         * float bits); converted: '<f8' for f32 (narrowed), '<f4' for f64 (exact), '<f4' values for an 8/4-bit float
         * (rounded as the cast op does), '|i1' for i4/i2 (wrapped to the width) */
        int fdt = in->file.dtype ? in->file.dtype : NPK_IO_F32;
        unsigned to = t->dtype;
        int mini = to >= NPK_DTYPE_F8E4M3FN && to <= NPK_DTYPE_F4E2M1FN;
        if (fdt == NPK_IO_U16 && to == NPK_DTYPE_BF16) fdt = in->file.dtype = NPK_IO_BF16;
        if (fdt == NPK_IO_U8 && mini) fdt = in->file.dtype = (int)to;
        if ((fdt == NPK_IO_F64 && to == NPK_DTYPE_F32) || (fdt == NPK_IO_F32 && (mini || to == NPK_DTYPE_F64)) ||
            (fdt == NPK_IO_I8 && (to == NPK_DTYPE_I4 || to == NPK_DTYPE_I2))) {
            void *conv = malloc((size_t)(in->file.count ? in->file.count : 1) * npk_dtype_size(to));
            if (!conv) {
                snprintf(err, errlen, "%s: out of memory", path);
                npkr_input_close(in);
                return NPKR_EXIT_IO;
            }
            npkr_convert((unsigned)fdt, in->file.data, to, conv, in->file.count);
            free(in->file.data);
            in->file.data = (float *)conv;
            fdt = in->file.dtype = (int)to;
        }
        if ((unsigned)fdt != t->dtype) {
            snprintf(err, errlen, "%s: input %u '%s' is %s; the file holds %s ('%s')", path, (unsigned)i,
                     npk_tensor_name(p, p->inputs[i]), npk_dtype_name(t->dtype), npk_io_dtype_name(fdt),
                     npk_io_dtype_descr(fdt));
            npkr_input_close(in);
            return NPKR_EXIT_IO;
        }
    }

    if (t->rank == 0 && in->file.count != 1) {
        snprintf(err, errlen, "%s: shape %s does not fit input %u '%s' [] (a scalar: one value, no batch axis)",
                 path, got, (unsigned)i, npk_tensor_name(p, p->inputs[i]));
        npkr_input_close(in);
        return NPKR_EXIT_IO;
    }
    if (has_ext(path, ".bin")) {
        if (in->file.count == 0 || in->file.count % per != 0) {
            snprintf(err, errlen,
                     "%s: %llu bytes is not a whole number of samples for input %u '%s' %s "
                     "(%llu bytes per sample along axis %d)",
                     path, (unsigned long long)(in->file.count * in->esize), (unsigned)i,
                     npk_tensor_name(p, p->inputs[i]), want, (unsigned long long)(per * in->esize), axis);
            npkr_input_close(in);
            return NPKR_EXIT_IO;
        }
        in->samples = in->file.count / per;
        in->sample_major = 0;
    } else if (has_ext(path, ".npy") && t->rank > 0 && same_but_batch(&in->file, t, axis) && in->file.dims[axis] > 0) {
        in->samples = in->file.dims[axis];
        in->sample_major = 0;
    } else if (in->file.rank >= 1 && in->file.dims[0] > 0 && in->file.count / in->file.dims[0] == per) {
        in->samples = in->file.dims[0];
        in->sample_major = 1;
    } else if (in->file.count == per) {
        in->samples = 1;
        in->sample_major = 1;
    } else {
        snprintf(err, errlen,
                 "%s: shape %s does not fit input %u '%s' %s (samples of %llu elements along axis %d)", path,
                 got, (unsigned)i, npk_tensor_name(p, p->inputs[i]), want, (unsigned long long)per, axis);
        npkr_input_close(in);
        return NPKR_EXIT_IO;
    }
    in->whole_run = in->file.count == npk_tensor_elems(p, p->inputs[i]) &&
                    (!in->sample_major || in->split.outer == 1 || in->split.batch == 1);
    return NPKR_EXIT_OK;
}

void npkr_input_close(npkr_input *in)
{
    npk_array_free(&in->file);
}

void npkr_gather(const npkr_input *in, uint64_t first, void *dst)
{
    const npkr_split *s = &in->split;
    const unsigned char *data = (const unsigned char *)in->file.data;
    size_t es = in->esize, run = (size_t)s->inner * es;
    uint64_t o, j, per = s->outer * s->inner;
    if (in->whole_run) {
        memcpy(dst, data, (size_t)in->file.count * es);
        return;
    }
    for (o = 0; o < s->outer; o++) {
        for (j = 0; j < s->batch; j++) {
            unsigned char *d = (unsigned char *)dst + (o * s->batch + j) * run;
            uint64_t smp = first + j;
            if (smp >= in->samples) {
                memset(d, 0, run);
                continue;
            }
            memcpy(d, data + (in->sample_major ? smp * per + o * s->inner : (o * in->samples + smp) * s->inner) * es,
                   run);
        }
    }
}

void npkr_scatter(const void *src, const npkr_split *s, size_t esize, uint64_t first, uint64_t total, void *samples)
{
    uint64_t o, j, per = s->outer * s->inner;
    size_t run = (size_t)s->inner * esize;
    for (o = 0; o < s->outer; o++) {
        for (j = 0; j < s->batch && first + j < total; j++)
            memcpy((unsigned char *)samples + ((first + j) * per + o * s->inner) * esize,
                   (const unsigned char *)src + (o * s->batch + j) * run, run);
    }
}

void npkr_to_batch_layout(const void *samples, const npkr_split *s, size_t esize, uint64_t total, void *dst)
{
    uint64_t o, smp, per = s->outer * s->inner;
    size_t run = (size_t)s->inner * esize;
    for (o = 0; o < s->outer; o++)
        for (smp = 0; smp < total; smp++)
            memcpy((unsigned char *)dst + (o * total + smp) * run,
                   (const unsigned char *)samples + (smp * per + o * s->inner) * esize, run);
}
