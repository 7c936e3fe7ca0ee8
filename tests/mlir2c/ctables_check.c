/* ctables_check.c - the C tables mlir2c wrote for inputs/convnet.mlir are
 * compiled into this program. They must validate, describe the same program
 * as the .tcp translation of the same file (given as argv[1]), produce
 * bit-identical outputs, and each output row is a log-softmax (its
 * exponentials sum to 1). */
#include "tcp_harness.h"
#include "m2c_convnet.h"

int main(int argc, char **argv)
{
    static unsigned char arena_raw[M2C_CONVNET_ARENA_BYTES + 64];
    unsigned char *arena = arena_raw + ((64 - ((uintptr_t)arena_raw & 63)) & 63);
    npk_error e;
    m2c_loaded l;
    const float *a, *b;
    size_t n, i, rows, j;
    int bad = 0;
    if (argc != 2) { fprintf(stderr, "usage: ctables_check convnet.tcp\n"); return 2; }
    memset(&e, 0, sizeof e);
    if (npk_program_validate(&m2c_convnet_program, &e) != NPK_OK) {
        fprintf(stderr, "FAIL: C tables do not validate: %s\n", e.message);
        return 1;
    }
    m2c_load_tcp(argv[1], &l);
    if (m2c_convnet_program.arena_bytes != M2C_CONVNET_ARENA_BYTES || l.prog.arena_bytes != M2C_CONVNET_ARENA_BYTES ||
        M2C_CONVNET_INPUT_COUNT != 1 || M2C_CONVNET_OUTPUT_COUNT != 1 ||
        m2c_convnet_program.n_ops != l.prog.n_ops || m2c_convnet_program.weights_bytes != l.prog.weights_bytes ||
        memcmp(m2c_convnet_program.weights, l.prog.weights, (size_t)l.prog.weights_bytes) != 0 ||
        memcmp(m2c_convnet_program.ops, l.prog.ops, l.prog.n_ops * sizeof(npk_op_desc)) != 0) {
        fprintf(stderr, "FAIL: C tables and .tcp describe different programs\n");
        return 1;
    }
    if (M2C_CONVNET_INPUT0_ELEMS != 3 * 8 * 8 || M2C_CONVNET_OUTPUT0_ELEMS != 3 * 5) {
        fprintf(stderr, "FAIL: unexpected element counts in the header\n");
        return 1;
    }
    m2c_fill_random(npk_input_data(&m2c_convnet_program, arena, 0), M2C_CONVNET_INPUT0_ELEMS, 5u);
    m2c_fill_random(npk_input_data(&l.prog, l.arena, 0), M2C_CONVNET_INPUT0_ELEMS, 5u);
    m2c_run(&m2c_convnet_program, arena);
    m2c_run(&l.prog, l.arena);
    a = npk_output_data(&m2c_convnet_program, arena, 0);
    b = npk_output_data(&l.prog, l.arena, 0);
    n = M2C_CONVNET_OUTPUT0_ELEMS;
    if (memcmp(a, b, n * sizeof(float)) != 0) { fprintf(stderr, "FAIL: outputs differ\n"); bad++; }
    rows = n / 5;
    for (i = 0; i < rows; i++) {
        double s = 0;
        for (j = 0; j < 5; j++) s += exp((double)a[i * 5 + j]);
        if (fabs(s - 1.0) > 1e-5) { fprintf(stderr, "FAIL: row %zu: sum of exp = %.9g\n", i, s); bad++; }
    }
    m2c_unload(&l);
    if (bad) return 1;
    printf("ok: C tables (%u ops, arena %u bytes) match the .tcp bundle\n", m2c_convnet_program.n_ops,
           (unsigned)M2C_CONVNET_ARENA_BYTES);
    return 0;
}
