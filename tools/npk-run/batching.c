/* batching.c - maps input files onto program inputs along the batch axis.
 *
 * A program input has a fixed shape, seen as [outer, b, inner] around the
 * batch axis. A file holds k samples of P = outer * inner elements each, in
 * one of two layouts (input_check.c decides which, or refuses the file):
 *   batch layout   the input shape with b replaced by k (.bin files, and
 *                  .npy files of the input's rank whose other dims match);
 *   sample-major   sample after sample (IDX files, and .npy files
 *                  [k, the input's dims but the batch axis]).
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

int npkr_input_open(npkr_input *in, const npk_program *p, uint32_t i, int axis, const char *path,
                    char *err, size_t errlen)
{
    const npk_tensor_desc *t = &p->tensors[p->inputs[i]];
    char want[160];
    int rc;
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
    in->esize = npk_dtype_size(t->dtype);
    if (npk_io_read_any_typed(path, t->dtype, &in->file, err, errlen) != 0) return NPKR_EXIT_IO;
    rc = npkr_input_fit(in, p, i, axis, err, errlen); /* shape and element type: input_check.c */
    if (rc != NPKR_EXIT_OK) {
        npkr_input_close(in);
        return rc;
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
