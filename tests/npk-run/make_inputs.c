/* make_inputs.c - input files and expected outputs for input_check_tests.sh:
 * make_inputs DIR. Values are small multiples of 1/4, so 2x and sums are
 * exact in f32 and every expectation is exact.
 *   kws_*.npy   for a [1,1,49,10] f32 input: the right shape, H and W
 *               swapped, rank 3, a batch of 3; kws_want.npy = 2x
 *   ids_*.npy   for a [1,4] i32 input: i64, i8 and f32 ids, an i64 id past
 *               i32; ids_want.npy = the ids as f32
 *   two_*.npy   for the two-output model on [2,3] f32: 5 samples x in f32
 *               and f64, an f64 past f32's range; two_want0.npy = x + x
 *               [5,3], two_want1.npy = the row sums [5,1] */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "npk_io.h"

static const char *dir;

static int put(const char *name, int dtype, const void *data, int rank, const uint64_t *dims)
{
    npk_array a;
    char path[4096], err[512];
    int i;
    memset(&a, 0, sizeof a);
    a.rank = rank;
    a.count = 1;
    for (i = 0; i < rank; i++) a.count *= a.dims[i] = dims[i];
    a.dtype = dtype;
    a.data = (float *)(void *)data;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    if (npk_io_write_npy(path, &a, err, sizeof err) != 0) {
        fprintf(stderr, "make_inputs: %s\n", err);
        return 1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    static float x[490], sw[490], x2[3 * 490], want[490];
    float two[15], want0[15], want1[5], idsf[4];
    double two64[15];
    int64_t ids64[4] = {0, 7, 31999, -5}, big[4] = {1, 2, 4294967296LL, 3};
    int8_t ids8[4] = {0, 7, -128, 127};
    float idsw[4], ids8w[4];
    int h, w, k, bad = 0;
    if (argc != 2) {
        fprintf(stderr, "usage: make_inputs DIR\n");
        return 2;
    }
    dir = argv[1];
    for (h = 0; h < 49; h++)
        for (w = 0; w < 10; w++) {
            x[h * 10 + w] = (float)(h * 10 + w) * 0.25f - 40.0f;
            sw[w * 49 + h] = x[h * 10 + w]; /* the same array transposed: [1,1,10,49] */
            want[h * 10 + w] = 2.0f * x[h * 10 + w];
        }
    for (k = 0; k < 3 * 490; k++) x2[k] = x[k % 490] + (float)(k / 490);
    {
        uint64_t d4[4] = {1, 1, 49, 10}, ds[4] = {1, 1, 10, 49}, d3[3] = {1, 49, 10}, db[4] = {3, 1, 49, 10};
        bad |= put("kws_x.npy", NPK_IO_F32, x, 4, d4);
        bad |= put("kws_swapped.npy", NPK_IO_F32, sw, 4, ds);
        bad |= put("kws_rank3.npy", NPK_IO_F32, x, 3, d3);
        bad |= put("kws_batch3.npy", NPK_IO_F32, x2, 4, db);
        bad |= put("kws_want.npy", NPK_IO_F32, want, 4, d4);
    }
    for (k = 0; k < 4; k++) {
        idsw[k] = (float)ids64[k];
        ids8w[k] = (float)ids8[k];
        idsf[k] = (float)ids64[k];
    }
    {
        uint64_t d[2] = {1, 4};
        bad |= put("ids_i64.npy", NPK_IO_I64, ids64, 2, d);
        bad |= put("ids_big.npy", NPK_IO_I64, big, 2, d);
        bad |= put("ids_i8.npy", NPK_IO_I8, ids8, 2, d);
        bad |= put("ids_f32.npy", NPK_IO_F32, idsf, 2, d);
        bad |= put("ids_want.npy", NPK_IO_F32, idsw, 2, d);
        bad |= put("ids_i8_want.npy", NPK_IO_F32, ids8w, 2, d);
    }
    for (k = 0; k < 15; k++) {
        two[k] = (float)(k % 7) * 0.75f - (float)(k / 3) * 0.5f;
        two64[k] = two[k];
        want0[k] = two[k] + two[k];
    }
    for (k = 0; k < 5; k++) want1[k] = two[3 * k] + two[3 * k + 1] + two[3 * k + 2];
    {
        uint64_t d[2] = {5, 3}, d1[2] = {5, 1};
        bad |= put("two_x.npy", NPK_IO_F32, two, 2, d);
        bad |= put("two_x64.npy", NPK_IO_F64, two64, 2, d);
        two64[4] = 1e300;
        bad |= put("two_x64_big.npy", NPK_IO_F64, two64, 2, d);
        bad |= put("two_want0.npy", NPK_IO_F32, want0, 2, d);
        bad |= put("two_want1.npy", NPK_IO_F32, want1, 2, d1);
    }
    return bad;
}
