/* ctables_e2e.c - a model compiled in as mlir2c C tables, run the way firmware
 * would (static arena, no malloc inside npk), on the test images (all, or the
 * first COUNT), compared with PyTorch's golden outputs. Used by the e2e tests
 * and, built by other compilers (tcc, g++ as C++, ...), by tests/portability;
 * so it compiles as C99 and as C++, and the arena is aligned by hand because
 * some compilers (tcc 0.9.27) ignore __attribute__((aligned)) on static arrays.
 * Build with -DMODEL_HEADER="NAME_model.h" -DMODEL_PROGRAM=NAME_program
 * -DMODEL_ARENA=NAME_ARENA_BYTES -DMODEL_NAME="NAME". The ctest build also
 * defines E2E_LINK_NPK_MULTI and links npk_multi instead of compiling the
 * implementation here, so NPK_ISA / NPK_MAX_ISA choose the kernel path and
 * CI checks every path against the golden outputs. */
#ifndef E2E_LINK_NPK_MULTI
#define NPK_IMPLEMENTATION
#endif
#include "npk.h"
#include MODEL_HEADER
#ifdef __cplusplus
extern "C" { /* the desktop helpers are plain C without C++ guards */
#endif
#include "e2e_check.h"
#include "npk_io.h"
#ifdef __cplusplus
}
#endif
#include <stdio.h>
#include <stdlib.h>

static unsigned char arena_store[MODEL_ARENA + 64];

int main(int argc, char **argv)
{
    npk_array images, golden;
    npk_error err;
    char ioerr[512];
    unsigned char *arena = arena_store + (64u - (uintptr_t)arena_store % 64u) % 64u;
    size_t per_image, classes, i, n;
    float *got;
    e2e_result r;
    int status;
    memset(&err, 0, sizeof err);
    if ((argc != 3 && argc != 4) || (argc == 4 && atoi(argv[3]) <= 0)) {
        fprintf(stderr, "usage: %s IMAGES.idx GOLDEN.npy [COUNT]\n", argv[0]);
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
    n = argc == 4 ? (size_t)atoi(argv[3]) : (size_t)images.dims[0];
    per_image = (size_t)(images.count / images.dims[0]);
    classes = (size_t)golden.dims[1];
    if (n > images.dims[0] || n > golden.dims[0] || (argc == 3 && golden.dims[0] != images.dims[0]) ||
        MODEL_PROGRAM.n_inputs != 1 || npk_tensor_elems(&MODEL_PROGRAM, MODEL_PROGRAM.inputs[0]) != per_image ||
        npk_tensor_elems(&MODEL_PROGRAM, MODEL_PROGRAM.outputs[0]) != classes) {
        fprintf(stderr, "model and data do not fit: expected one input of %zu values, %zu outputs and at least %zu samples\n",
                per_image, classes, n);
        return 1;
    }
    got = (float *)malloc(sizeof(float) * n * classes);
    if (!got) return 1;
    for (i = 0; i < n; i++) {
        memcpy(npk_input_data(&MODEL_PROGRAM, arena, 0), images.data + i * per_image, sizeof(float) * per_image);
        if (npk_run(&MODEL_PROGRAM, arena, MODEL_ARENA, NULL, &err) != NPK_OK) {
            fprintf(stderr, "run: %s\n", err.message);
            return 1;
        }
        memcpy(got + i * classes, npk_output_data(&MODEL_PROGRAM, arena, 0), sizeof(float) * classes);
    }
    r = e2e_compare(got, golden.data, n, classes);
    printf("isa=%s ", npk_isa_name());
    status = e2e_report(MODEL_NAME " (C tables)", &r);
    free(got);
    npk_array_free(&images);
    npk_array_free(&golden);
    return status;
}
