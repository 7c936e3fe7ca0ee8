/* make_fc_case.c - make_fc_case DIR
 * Writes the playground FC case: random image[784,100], weights[10,784],
 * biases[10,1] as .npy, and the expected logits weights @ image + biases
 * (accumulated in double) as reference.npy laid out [100, 10]. */
#include "npk_io.h"
#include <stdio.h>
#include <stdlib.h>

#define K 784
#define N 100
#define M 10

static uint32_t seed = 2024;

static float next_uniform(void) /* in [-1, 1) */
{
    seed = seed * 1664525u + 1013904223u;
    return (float)((seed >> 8) * (1.0 / 8388608.0) - 1.0);
}

static int save(const char *dir, const char *name, float *data, int rank, uint64_t d0, uint64_t d1)
{
    char path[1024], err[512];
    npk_array a = { 0, { 0 }, 0, NULL, 0 };
    a.rank = rank;
    a.dims[0] = d0;
    a.dims[1] = d1;
    a.count = d0 * d1;
    a.data = data;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    if (npk_io_write_npy(path, &a, err, sizeof err) != 0) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    static float image[K * N], weights[M * K], biases[M], reference[N * M];
    int i, j, k;
    if (argc != 2) {
        fprintf(stderr, "usage: make_fc_case DIR\n");
        return 2;
    }
    for (i = 0; i < K * N; i++) image[i] = next_uniform();
    for (i = 0; i < M * K; i++) weights[i] = next_uniform();
    for (i = 0; i < M; i++) biases[i] = next_uniform();
    for (i = 0; i < M; i++)
        for (j = 0; j < N; j++) {
            double acc = biases[i];
            for (k = 0; k < K; k++) acc += (double)weights[i * K + k] * image[k * N + j];
            reference[j * M + i] = (float)acc;
        }
    return save(argv[1], "image.npy", image, 2, K, N) || save(argv[1], "weights.npy", weights, 2, M, K) ||
           save(argv[1], "biases.npy", biases, 2, M, 1) || save(argv[1], "reference.npy", reference, 2, N, M);
}
