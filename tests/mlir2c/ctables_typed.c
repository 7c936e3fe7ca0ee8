/* ctables_typed.c - the C tables mlir2c wrote for inputs/tosa_cast.mlir
 * (constants of other element types, so the weights are bytes) compiled
 * into a firmware-style build: NPK_OPS_SELECTED links only the ops and
 * element types the header names (NPK_USE_OP_*, NPK_USE_DTYPE_*). The
 * program must validate and give the hand-worked outputs of the .mlir. */
#include "m2c_casts.h"
#define NPK_OPS_SELECTED
#define NPK_IMPLEMENTATION
#include "npk.h"
#include <stdio.h>
#include <string.h>

static int failures;

static void expect_bytes(uint32_t out, size_t n)
{
    if (npk_tensor_bytes(&m2c_casts_program, m2c_casts_program.outputs[out]) != n) {
        fprintf(stderr, "FAIL: output %u has %zu bytes, expected %zu\n", out,
                npk_tensor_bytes(&m2c_casts_program, m2c_casts_program.outputs[out]), n);
        failures++;
    }
}

int main(void)
{
    static unsigned char arena[M2C_CASTS_ARENA_BYTES] NPK_ALIGNED(64);
    const float x[6] = {2.5f, -3.5f, 300.0f, -1e9f, 0.49f, -0.5f};
    const int8_t pad[8] = {7, 2, -4, 127, 7, -128, 0, 0};
    const uint16_t half[6] = {0x4100, 0xC300, 0x5CB0, 0xFC00, 0x37D7, 0xB800};
    const int16_t wrapped[3] = {1, -2, 4464};
    const void *want[3] = {pad, half, wrapped};
    const uint32_t outs[3] = {4, 1, 6};
    const size_t sizes[3] = {sizeof pad, sizeof half, sizeof wrapped};
    npk_error err;
    int k;
    if (npk_program_validate(&m2c_casts_program, &err) != NPK_OK) {
        fprintf(stderr, "FAIL: the C tables do not validate: %s\n", err.message);
        return 1;
    }
    memcpy(npk_input_ptr(&m2c_casts_program, arena, 0), x, sizeof x);
    if (npk_run(&m2c_casts_program, arena, sizeof arena, NULL, &err) != NPK_OK) {
        fprintf(stderr, "FAIL: run: %s\n", err.message);
        return 1;
    }
    for (k = 0; k < 3; k++) {
        expect_bytes(outs[k], sizes[k]);
        if (memcmp(npk_output_ptr(&m2c_casts_program, arena, outs[k]), want[k], sizes[k]) != 0) {
            fprintf(stderr, "FAIL: output %u differs\n", outs[k]);
            failures++;
        }
    }
    if (failures) return 1;
    printf("ok: typed C tables (selected ops and element types)\n");
    return 0;
}
