/* ctables_golden.c - a shipped PyTorch model compiled in as mlir2c C tables, run
 * the way firmware would (static arena), sample by sample on models/<name>/
 * input.npy, every output value within 1e-4 * (1 + max|golden|) of golden.npy.
 * Build with -DMODEL_HEADER="NAME_model.h" -DMODEL_PROGRAM=NAME_program
 * -DMODEL_ARENA=NAME_ARENA_BYTES -DMODEL_NAME="NAME"; links npk_multi (the
 * kernel path NPK_ISA / NPK_MAX_ISA pick). */
#include "npk.h"
#include MODEL_HEADER
#include "npk_io.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned char arena_store[MODEL_ARENA + 64];

int main(int argc, char **argv)
{
    npk_program *p = &MODEL_PROGRAM;
    npk_array in, golden;
    npk_error err;
    char ioerr[512];
    unsigned char *arena = arena_store + (64u - (uintptr_t)arena_store % 64u) % 64u;
    size_t in_bytes, out_elems, n, i, k, bad = 0;
    double peak = 0.0, worst = 0.0, bound;
    memset(&err, 0, sizeof err);
    if (argc != 3) {
        fprintf(stderr, "usage: %s INPUT.npy GOLDEN.npy\n", argv[0]);
        return 2;
    }
    if (npk_program_validate(p, &err) != NPK_OK) {
        fprintf(stderr, "validate: %s: %s\n", npk_status_str(err.status), err.message);
        return 1;
    }
    if (npk_io_read_npy_typed(argv[1], &in, ioerr, sizeof ioerr) || npk_io_read_npy(argv[2], &golden, ioerr, sizeof ioerr)) {
        fprintf(stderr, "%s\n", ioerr);
        return 1;
    }
    n = (size_t)in.dims[0];
    in_bytes = npk_tensor_elems(p, p->inputs[0]) * npk_dtype_size(npk_tensor_dtype(p, p->inputs[0]));
    out_elems = npk_tensor_elems(p, p->outputs[0]);
    if (p->n_inputs != 1 || in.count * npk_io_dtype_size(in.dtype ? in.dtype : NPK_IO_F32) != n * in_bytes ||
        golden.count != n * out_elems || npk_tensor_dtype(p, p->outputs[0]) != NPK_DTYPE_F32) {
        fprintf(stderr, "%s: model and data do not fit (%zu samples)\n", MODEL_NAME, n);
        return 1;
    }
    for (k = 0; k < golden.count; k++)
        if (fabs(golden.data[k]) > peak) peak = fabs(golden.data[k]);
    bound = 1e-4 * (1.0 + peak);
    for (i = 0; i < n; i++) {
        const float *y;
        memcpy(npk_input_ptr(p, arena, 0), (const unsigned char *)in.data + i * in_bytes, in_bytes);
        if (npk_run(p, arena, MODEL_ARENA, NULL, &err) != NPK_OK) {
            fprintf(stderr, "run: %s\n", err.message);
            return 1;
        }
        y = npk_output_data(p, arena, 0);
        for (k = 0; k < out_elems; k++) {
            double d = fabs((double)y[k] - golden.data[i * out_elems + k]);
            if (!(d <= bound)) bad++;
            if (!(d <= worst)) worst = isnan(d) ? INFINITY : d;
        }
    }
    printf("isa=%s %s (C tables): %zu samples, max |diff| %.3g, bound %.3g, %zu outside\n", npk_isa_name(), MODEL_NAME,
           n, worst, bound, bad);
    npk_array_free(&in);
    npk_array_free(&golden);
    return bad ? 1 : 0;
}
