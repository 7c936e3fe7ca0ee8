/* consumer.c - a program outside the npk tree, built against an installed npk
 * by tests/install/check_install.sh three ways: CMake find_package(npk) with
 * npk::npk, `cc $(pkg-config --cflags --libs npk)`, and the single-file
 * npk_single.h copied alone (-DCONSUMER_SINGLE).
 *
 *     consumer MODEL.tcp IMAGE.npy
 *
 * 1. npk_matmul_f32 (bias per column, relu) on 2x3 * 3x2 against exact values;
 * 2. MODEL.tcp loaded, validated and run with the program API on IMAGE.npy
 *    (a little-endian f32 .npy, version 1), printing the output's argmax:
 *        npk 0.1.0: matmul ok, class 0 (score -1.2e-06)
 * Exit 0 when everything worked, 1 otherwise. */
#define NPK_IMPLEMENTATION
#ifdef CONSUMER_SINGLE
#include "npk_single.h"
#else
#include "npk.h"
#endif
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int check_matmul(void)
{
    static const float A[6] = {1, 2, 3, 4, 5, 6};          /* 2 x 3 */
    static const float B[6] = {7, 8, 9, 10, 11, 12};       /* 3 x 2 */
    static const float bias[2] = {0.5f, -100.0f};
    /* A B = [58 64; 139 154]; + bias per column, then relu */
    static const float want[4] = {58.5f, 0.0f, 139.5f, 54.0f};
    float C[4];
    npk_epilogue ep;
    int i;
    memset(&ep, 0, sizeof ep);
    ep.bias_mode = NPK_BIAS_COL;
    ep.bias = bias;
    ep.act = NPK_ACT_RELU;
    npk_matmul_f32(2, 2, 3, A, 3, 0, B, 2, 0, C, 2, &ep);
    for (i = 0; i < 4; i++)
        if (C[i] != want[i]) {
            fprintf(stderr, "consumer: matmul C[%d] = %g, expected %g\n", i, (double)C[i], (double)want[i]);
            return 0;
        }
    return 1;
}

/* The whole file in a 64-byte aligned buffer (*base is what to free). */
static unsigned char *read_file(const char *path, size_t *size, void **base)
{
    FILE *f = fopen(path, "rb");
    unsigned char *p;
    long n;
    if (!f) { fprintf(stderr, "consumer: cannot open %s\n", path); return NULL; }
    if (fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0) {
        fclose(f);
        return NULL;
    }
    *base = malloc((size_t)n + 64);
    if (!*base) { fclose(f); return NULL; }
    p = (unsigned char *)*base + (64 - (uintptr_t)*base % 64) % 64;
    if (fread(p, 1, (size_t)n, f) != (size_t)n) { fclose(f); free(*base); return NULL; }
    fclose(f);
    *size = (size_t)n;
    return p;
}

int main(int argc, char **argv)
{
    npk_program prog;
    npk_error err;
    npk_status st;
    void *tcp_base = NULL, *npy_base = NULL, *arena_base = NULL;
    unsigned char *tcp, *npy, *arena;
    size_t tcp_size = 0, npy_size = 0, hlen, n_in, n_out, i, best = 0;
    const float *out;
    int ok = 0;

    if (argc != 3) { fprintf(stderr, "usage: consumer MODEL.tcp IMAGE.npy\n"); return 1; }
    if (!check_matmul()) return 1;
    tcp = read_file(argv[1], &tcp_size, &tcp_base);
    npy = read_file(argv[2], &npy_size, &npy_base);
    if (!tcp || !npy) goto done;

    st = npk_program_load(&prog, tcp, tcp_size, &err);
    if (st != NPK_OK) { fprintf(stderr, "consumer: %s: %s\n", argv[1], err.message); goto done; }
    if (prog.n_inputs != 1 || prog.n_outputs < 1) { fprintf(stderr, "consumer: want one input\n"); goto done; }
    n_in = npk_tensor_elems(&prog, prog.inputs[0]);
    n_out = npk_tensor_elems(&prog, prog.outputs[0]);

    /* .npy version 1: magic, 2 version bytes, 16-bit header length, header */
    if (npy_size < 10 || memcmp(npy, "\x93NUMPY\x01", 7) != 0) { fprintf(stderr, "consumer: not a .npy v1\n"); goto done; }
    hlen = (size_t)npy[8] | (size_t)npy[9] << 8;
    if (!strstr((const char *)npy + 10, "'<f4'") || npy_size - 10 - hlen != n_in * sizeof(float)) {
        fprintf(stderr, "consumer: %s is not %lu f32 values\n", argv[2], (unsigned long)n_in);
        goto done;
    }

    arena_base = malloc((size_t)prog.arena_bytes + 64);
    if (!arena_base) goto done;
    arena = (unsigned char *)arena_base + (64 - (uintptr_t)arena_base % 64) % 64;
    memcpy(npk_input_data(&prog, arena, 0), npy + 10 + hlen, n_in * sizeof(float));
    st = npk_run(&prog, arena, (size_t)prog.arena_bytes, NULL, &err);
    if (st != NPK_OK) { fprintf(stderr, "consumer: run: %s\n", err.message); goto done; }
    out = npk_output_data(&prog, arena, 0);
    for (i = 1; i < n_out; i++)
        if (out[i] > out[best]) best = i;
    printf("npk %s: matmul ok, class %lu (score %g)\n", NPK_VERSION_STRING, (unsigned long)best, (double)out[best]);
    ok = 1;
done:
    free(arena_base);
    free(npy_base);
    free(tcp_base);
    return ok ? 0 : 1;
}
