/* ctables_e2e.c - a model compiled in as mlir2c C tables, run the way firmware
 * would (static arena, no malloc inside npk), on every test image, compared
 * with PyTorch's golden outputs. Built once per model with
 * -DMODEL_HEADER="NAME_model.h" -DMODEL_PROGRAM=NAME_program -DMODEL_ARENA=NAME_ARENA_BYTES. */
#define NPK_IMPLEMENTATION
#include "npk.h"
#include MODEL_HEADER
#include "e2e_check.h"
#include "npk_io.h"
#include <stdio.h>
#include <stdlib.h>

static unsigned char arena[MODEL_ARENA + 64] NPK_ALIGNED(64);

int main(int argc, char **argv)
{
    npk_array images, golden;
    npk_error err = { NPK_OK, "" };
    char ioerr[512];
    size_t per_image, classes, i, n;
    float *got;
    e2e_result r;
    int status;
    if (argc != 3) {
        fprintf(stderr, "usage: %s IMAGES.idx GOLDEN.npy\n", argv[0]);
        return 2;
    }
    if (npk_program_validate(&MODEL_PROGRAM, &err) != NPK_OK) {
        fprintf(stderr, "validate: %s: %s\n", npk_status_str(err.status), err.message);
        return 1;
    }
    if (npk_io_read_idx(argv[1], &images, ioerr, sizeof ioerr) || npk_io_read_npy(argv[2], &golden, ioerr, sizeof ioerr)) {
        fprintf(stderr, "%s\n", ioerr);
        return 1;
    }
    n = (size_t)images.dims[0];
    per_image = (size_t)(images.count / images.dims[0]);
    classes = (size_t)golden.dims[1];
    if (MODEL_PROGRAM.n_inputs != 1 || npk_tensor_elems(&MODEL_PROGRAM, MODEL_PROGRAM.inputs[0]) != per_image ||
        npk_tensor_elems(&MODEL_PROGRAM, MODEL_PROGRAM.outputs[0]) != classes || golden.dims[0] != n) {
        fprintf(stderr, "model and data do not fit: expected one input of %zu values and %zu outputs\n", per_image, classes);
        return 1;
    }
    got = (float *)malloc(sizeof(float) * n * classes);
    for (i = 0; i < n; i++) {
        memcpy(npk_input_data(&MODEL_PROGRAM, arena, 0), images.data + i * per_image, sizeof(float) * per_image);
        if (npk_run(&MODEL_PROGRAM, arena, MODEL_ARENA, NULL, &err) != NPK_OK) {
            fprintf(stderr, "run: %s\n", err.message);
            return 1;
        }
        memcpy(got + i * classes, npk_output_data(&MODEL_PROGRAM, arena, 0), sizeof(float) * classes);
    }
    r = e2e_compare(got, golden.data, n, classes);
    status = e2e_report(MODEL_NAME " (C tables)", &r);
    free(got);
    npk_array_free(&images);
    npk_array_free(&golden);
    return status;
}
