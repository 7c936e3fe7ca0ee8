/* fc_check.c - the npcomp playground FC translated by mlir2c
 * (--shape image=784x100 --shape weights=10x784 --shape biases=10x1) must
 * compute weights @ image + biases. The reference is a plain C loop over
 * random inputs, accumulated in double. */
#include "tcp_harness.h"

enum { M = 10, K = 784, N = 100 };

int main(int argc, char **argv)
{
    m2c_loaded l;
    float *img, *w, *b;
    const float *out;
    int i, j, k, bad = 0;
    if (argc != 2) { fprintf(stderr, "usage: fc_check fc.tcp\n"); return 2; }
    m2c_load_tcp(argv[1], &l);
    if (l.prog.n_inputs != 3 || l.prog.n_outputs != 1 ||
        npk_tensor_elems(&l.prog, l.prog.inputs[0]) != (size_t)K * N ||
        npk_tensor_elems(&l.prog, l.prog.inputs[1]) != (size_t)M * K ||
        npk_tensor_elems(&l.prog, l.prog.inputs[2]) != (size_t)M ||
        npk_tensor_elems(&l.prog, l.prog.outputs[0]) != (size_t)M * N) {
        fprintf(stderr, "FAIL: unexpected program interface\n");
        return 1;
    }
    img = npk_input_data(&l.prog, l.arena, 0);
    w = npk_input_data(&l.prog, l.arena, 1);
    b = npk_input_data(&l.prog, l.arena, 2);
    m2c_fill_random(img, (size_t)K * N, 11u);
    m2c_fill_random(w, (size_t)M * K, 22u);
    m2c_fill_random(b, (size_t)M, 33u);
    /* keep copies: the program may not modify its inputs, and we check that too */
    {
        static float img0[K * N], w0[M * K], b0[M];
        memcpy(img0, img, sizeof img0);
        memcpy(w0, w, sizeof w0);
        memcpy(b0, b, sizeof b0);
        m2c_run(&l.prog, l.arena);
        out = npk_output_data(&l.prog, l.arena, 0);
        for (i = 0; i < M; i++)
            for (j = 0; j < N; j++) {
                double s = b0[i], mag = fabs(b0[i]);
                for (k = 0; k < K; k++) {
                    s += (double)w0[i * K + k] * img0[k * N + j];
                    mag += fabs((double)w0[i * K + k] * img0[k * N + j]);
                }
                /* float32 accumulation error bound grows with K */
                if (fabs(out[i * N + j] - s) > 1e-6 * K * (mag + 1.0)) {
                    if (bad++ < 5) fprintf(stderr, "FAIL: out[%d][%d] = %.9g, expected %.9g\n", i, j, out[i * N + j], s);
                }
            }
        if (memcmp(img0, img, sizeof img0) || memcmp(w0, w, sizeof w0) || memcmp(b0, b, sizeof b0)) {
            fprintf(stderr, "FAIL: the program overwrote one of its inputs\n");
            bad++;
        }
    }
    m2c_unload(&l);
    if (bad) return 1;
    printf("ok: playground FC matches weights @ image + biases (%dx%d @ %dx%d)\n", M, K, K, N);
    return 0;
}
