/* outputs.c - --output: the program's outputs of all samples to files.
 * `--output A` writes output 0, each further `--output` the next output
 * (A.npy B.npy: outputs 0 and 1), as .npy or .bin by extension; one
 * `--output F.npz` writes every output into one NumPy archive (npz.c),
 * members named after the outputs (output_K.npy when a name is unusable).
 * Every file goes to a temporary first; they are renamed into place only
 * when all are written, so an error leaves none of them behind. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "npk_run_tool.h"

static int ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

int npkr_outputs_plan(npkr_job *job, int axis, int has_axis0, int n_files, const char *model, char *err,
                      size_t errlen)
{
    const npk_program *p = job->prog;
    uint32_t k, n = p->n_outputs;
    char d[160];
    if (n_files == 0) return NPKR_EXIT_OK;
    job->out_has_axis = has_axis0;
    if (n_files > 1 && (uint32_t)n_files > n) {
        snprintf(err, errlen, "%s has %u output(s), %d --output files given", model, (unsigned)n, n_files);
        return NPKR_EXIT_USAGE;
    }
    if (n_files == 1 && !ends_with(job->out_paths[0], ".npz")) n = 1;
    if (n > (uint32_t)n_files && n_files > 1) n = (uint32_t)n_files;
    if (n <= 1) return NPKR_EXIT_OK;
    job->more = (npkr_output *)calloc(n - 1, sizeof *job->more);
    if (!job->more) {
        snprintf(err, errlen, "out of memory");
        return NPKR_EXIT_RUNTIME;
    }
    job->n_more = n - 1;
    for (k = 1; k < n; k++) {
        npkr_output *o = &job->more[k - 1];
        const npk_tensor_desc *t = &p->tensors[p->outputs[k]];
        uint64_t elems = npk_tensor_elems(p, p->outputs[k]), bytes;
        o->esize = npk_dtype_size(t->dtype);
        if (has_axis0 >= 0 && npkr_split_tensor(t, axis, &o->split) == 0 && o->split.batch == job->batch) {
            o->has_axis = 1;
        } else if (has_axis0 < 0 || job->batch == 1 || job->one_run) {
            /* the one run's output as it is, or one sample's whole output per run */
            o->has_axis = has_axis0 < 0 || job->one_run ? -1 : 0;
            o->split.outer = o->split.batch = 1;
            o->split.inner = elems;
        } else {
            snprintf(err, errlen, "%s: output %u '%s' %s has no batch axis %d of size %llu: it cannot be written per sample",
                     model, (unsigned)k, npk_tensor_name(p, p->outputs[k]), npkr_tensor_dims_str(t, d, sizeof d), axis,
                     (unsigned long long)job->batch);
            return NPKR_EXIT_MODEL;
        }
        if (!npk_mul_size(job->samples, o->split.outer * o->split.inner, &bytes) ||
            !npk_mul_size(bytes, o->esize, &bytes) || bytes > SIZE_MAX ||
            !(o->samples = malloc((size_t)(bytes ? bytes : 1)))) {
            snprintf(err, errlen, "out of memory for output %u", (unsigned)k);
            return NPKR_EXIT_RUNTIME;
        }
    }
    return NPKR_EXIT_OK;
}

void npkr_outputs_free(npkr_job *job)
{
    uint32_t k;
    for (k = 0; k < job->n_more; k++) free(job->more[k].samples);
    free(job->more);
    job->more = NULL;
    job->n_more = 0;
}

/* Output k of all samples as an array in its file layout: the batch layout
 * (has_axis 1), [samples, shape] (0), or its own shape (-1). */
static int output_array(const npkr_job *job, uint32_t k, int axis, npk_array *a)
{
    const npk_program *p = job->prog;
    const npk_tensor_desc *t = &p->tensors[p->outputs[k]];
    const npkr_split *s = k ? &job->more[k - 1].split : &job->out0;
    size_t esize = k ? job->more[k - 1].esize : job->out_esize;
    const void *samples = k ? job->more[k - 1].samples : job->scores;
    int has_axis = k ? job->more[k - 1].has_axis : job->out_has_axis, i;
    uint64_t total = has_axis < 0 ? 1 : job->samples; /* as it is: the one run's copy */
    memset(a, 0, sizeof *a);
    a->count = total * s->outer * s->inner; /* fits: the samples buffer has this size */
    a->dtype = t->dtype;                           /* the npk_dtype codes are npk_io's */
    if (has_axis) {
        a->rank = t->rank;
        for (i = 0; i < a->rank; i++) a->dims[i] = has_axis > 0 && i == axis ? job->samples : t->dims[i];
    } else {
        a->rank = t->rank + 1;
        a->dims[0] = job->samples;
        for (i = 0; i < (int)t->rank; i++) a->dims[i + 1] = t->dims[i];
    }
    a->data = (float *)malloc((size_t)(a->count ? a->count : 1) * (esize > 4 ? esize : 4));
    if (!a->data) return -1;
    npkr_to_batch_layout(samples, s, esize, total, a->data);
    /* numpy has no 8/4-bit floats: their values are written as '<f4' (exact);
     * i4/i2 bytes are already their values as '|i1' */
    if (t->dtype >= NPK_DTYPE_F8E4M3FN && t->dtype <= NPK_DTYPE_F4E2M1FN) {
        uint64_t e;
        for (e = a->count; e-- > 0;) /* in place, from the end: 1 byte -> 4 */
            npkr_to_floats(t->dtype, (const unsigned char *)(const void *)a->data + e, 1, a->data + e);
        a->dtype = NPK_IO_F32;
    } else if (t->dtype == NPK_DTYPE_I4 || t->dtype == NPK_DTYPE_I2) {
        a->dtype = NPK_IO_I8;
    }
    return 0;
}

/* A member name from output k's name: letters, digits, '_', '-', '.' kept,
 * other bytes '_'; output_K when the name is empty or an SSA number ("%67"),
 * or repeats an earlier member's. */
static void member_name(const npk_program *p, uint32_t k, char names[][80], char *out)
{
    const char *nm = npk_tensor_name(p, p->outputs[k]);
    size_t n = 0;
    uint32_t j;
    if (nm[0] && nm[0] != '%') {
        for (; nm[n] && n < 60; n++) {
            char c = nm[n];
            int ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
                     c == '-' || (c == '.' && n > 0);
            out[n] = ok ? c : '_';
        }
    }
    out[n] = '\0';
    for (j = 0; j < k && n; j++)
        if (strcmp(names[j], out) == 0) n = 0;
    if (!n) snprintf(out, 80, "output_%u", (unsigned)k);
    strcat(out, ".npy");
}

int npkr_write_outputs(const npkr_job *job, int axis, char *err, size_t errlen)
{
    const npk_program *p = job->prog;
    uint32_t n = 1 + job->n_more, k, made = 0;
    npk_array *arrays = (npk_array *)calloc(n, sizeof *arrays);
    char(*names)[80] = (char(*)[80])calloc(n, sizeof *names);
    char **tmps = (char **)calloc(n, sizeof *tmps);
    int rc = NPKR_EXIT_OK, npz = ends_with(job->out_paths[0], ".npz");
    if (!arrays || !names || !tmps) {
        snprintf(err, errlen, "out of memory for the outputs");
        rc = NPKR_EXIT_RUNTIME;
        goto done;
    }
    for (k = 0; k < n; k++, made++) {
        if (output_array(job, k, axis, &arrays[k]) != 0) {
            snprintf(err, errlen, "out of memory for output %u", (unsigned)k);
            rc = NPKR_EXIT_RUNTIME;
            goto done;
        }
    }
    if (npz) {
        const char **np = (const char **)calloc(n, sizeof *np);
        if (!np) {
            snprintf(err, errlen, "out of memory for the outputs");
            rc = NPKR_EXIT_RUNTIME;
            goto done;
        }
        for (k = 0; k < n; k++) {
            member_name(p, k, names, names[k]);
            np[k] = names[k];
        }
        if (npkr_write_npz(job->out_paths[0], np, arrays, n, err, errlen) != 0) rc = NPKR_EXIT_IO;
        free((void *)np);
        goto done;
    }
    /* each file to PATH.tmpXXXXXX (written atomically there by npk_io), then all renamed */
    for (k = 0; k < n && rc == NPKR_EXIT_OK; k++) {
        const char *path = job->out_paths[k];
        size_t len = strlen(path);
        int fd, w;
        if (!(tmps[k] = (char *)malloc(len + 11))) {
            snprintf(err, errlen, "out of memory");
            rc = NPKR_EXIT_RUNTIME;
            break;
        }
        memcpy(tmps[k], path, len);
        memcpy(tmps[k] + len, ".tmpXXXXXX", 11);
        if ((fd = mkstemp(tmps[k])) < 0) {
            snprintf(err, errlen, "%s: cannot create temporary file", path);
            free(tmps[k]);
            tmps[k] = NULL;
            rc = NPKR_EXIT_IO;
            break;
        }
        close(fd);
        w = ends_with(path, ".npy") ? npk_io_write_npy(tmps[k], &arrays[k], err, errlen)
                                    : npk_io_write_bin(tmps[k], &arrays[k], err, errlen);
        if (w != 0) rc = NPKR_EXIT_IO;
    }
    for (k = 0; k < n && rc == NPKR_EXIT_OK; k++)
        if (rename(tmps[k], job->out_paths[k]) != 0) {
            snprintf(err, errlen, "%s: cannot rename the written file into place", job->out_paths[k]);
            rc = NPKR_EXIT_IO;
        }
    for (k = 0; k < n; k++)
        if (tmps[k]) {
            if (rc != NPKR_EXIT_OK) unlink(tmps[k]);
            free(tmps[k]);
        }
done:
    for (k = 0; k < made; k++) npk_array_free(&arrays[k]);
    free(arrays);
    free(names);
    free(tmps);
    return rc;
}
