/* test_select.c - an NPK_OPS_SELECTED build (docs/FIRMWARE.md) runs the
 * model whose header selected its ops (select.mlir: matmul with M, N > 1,
 * binary add, unary tanh) and refuses, at validation, what it left out: an
 * op (conv2d), a unary function (exp), a binary function (mul). Built three
 * ways (CMakeLists.txt): as the header says; without the GEMM
 * (TEST_NO_GEMM: the matmul runs row by row); with NPK_NO_THREADS and
 * NPK_NO_MESSAGES (messages are then npk_status_str()). */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "select_model.h" /* first: NPK_USE_OP_*, NPK_USE_MATMUL_GEMM, NPK_USE_UNARY_TANH, ... */
#if defined(TEST_NO_GEMM)
#undef NPK_USE_MATMUL_GEMM
#endif
#define NPK_OPS_SELECTED
#define NPK_IMPLEMENTATION
#include "npk.h"

static unsigned char arena[SELECT_ARENA_BYTES] NPK_ALIGNED(64);
static int failures;

static void check(int ok, const char *what)
{
    if (!ok) failures++;
    printf("%s: %s\n", ok ? "ok" : "FAIL", what);
}

/* Validates a copy of select_program whose op k is changed by edit. */
static npk_status validate_edited(unsigned k, uint16_t opcode, int32_t fn, npk_error *err)
{
    npk_op_desc ops[8];
    npk_program p = select_program;
    memcpy(ops, select_program.ops, select_program.n_ops * sizeof ops[0]);
    ops[k].opcode = opcode;
    ops[k].attr.raw[0] = fn;
    p.ops = ops;
    p.validated = 0;
    return npk_program_validate(&p, err);
}

/* Validates a copy of select_program whose input 0 is a stack of one matrix
 * [1, 3, 4] (same bytes): a batched matmul, which this build left out. */
static npk_status validate_batched(npk_error *err)
{
    npk_tensor_desc t[16];
    npk_program p = select_program;
    npk_tensor_desc *x;
    if (select_program.n_tensors > 16) return NPK_OK;
    memcpy(t, select_program.tensors, select_program.n_tensors * sizeof t[0]);
    x = &t[select_program.inputs[0]];
    x->rank = 3;
    x->dims[2] = x->dims[1];
    x->dims[1] = x->dims[0];
    x->dims[0] = 1;
    p.tensors = t;
    p.validated = 0;
    return npk_program_validate(&p, err);
}

static unsigned find_op(uint16_t opcode)
{
    unsigned k;
    for (k = 0; k < select_program.n_ops; k++)
        if (select_program.ops[k].opcode == opcode) return k;
    return 0;
}

int main(void)
{
    npk_error err;
    float *x, *w, *b;
    const float *y;
    double worst = 0.0;
    unsigned i, j, k;
    memset(&err, 0, sizeof err);
    check(select_program.n_ops <= 8, "the model has at most 8 ops");
    check(npk_program_validate(&select_program, &err) == NPK_OK, "the selected model validates");
    x = (float *)npk_input_data(&select_program, arena, 0);
    w = (float *)npk_input_data(&select_program, arena, 1);
    b = (float *)npk_input_data(&select_program, arena, 2);
    for (i = 0; i < 12; i++) x[i] = (float)((int)(i * 7 % 11) - 5) * 0.125f;
    for (i = 0; i < 20; i++) w[i] = (float)((int)(i * 5 % 13) - 6) * 0.0625f;
    for (i = 0; i < 5; i++) b[i] = (float)i * 0.25f - 0.5f;
    check(npk_run(&select_program, arena, sizeof arena, NULL, &err) == NPK_OK, "it runs");
    y = (const float *)npk_output_data(&select_program, arena, 0);
    for (i = 0; i < 3; i++)
        for (j = 0; j < 5; j++) {
            double s = b[j], d;
            for (k = 0; k < 4; k++) s += (double)x[i * 4 + k] * w[k * 5 + j];
            d = fabs(tanh(s) - y[i * 5 + j]);
            if (d > worst) worst = d;
        }
    printf("largest difference from tanh(x @ w + b) in double: %g\n", worst);
    check(worst <= 1e-6, "results within 1e-6 of the double-precision loop");

    check(validate_edited(find_op(NPK_OP_UNARY), NPK_OP_UNARY, NPK_UN_EXP, &err) == NPK_ERR_ATTRIBUTE,
          "a left-out unary function (exp) is refused");
    printf("  message: %s\n", err.message);
#if !defined(NPK_NO_MESSAGES)
    check(strstr(err.message, "fn=exp is not compiled into this build") != NULL, "  and named");
#else
    check(strcmp(err.message, npk_status_str(NPK_ERR_ATTRIBUTE)) == 0, "  message is the status name");
#endif
    check(validate_edited(find_op(NPK_OP_BINARY), NPK_OP_BINARY, NPK_BIN_MUL, &err) == NPK_ERR_ATTRIBUTE,
          "a left-out binary function (mul) is refused");
    printf("  message: %s\n", err.message);
    check(validate_edited(find_op(NPK_OP_BINARY), NPK_OP_CONV2D, 0, &err) == NPK_ERR_OPCODE,
          "a left-out op (conv2d) is refused");
    printf("  message: %s\n", err.message);
    check(validate_batched(&err) == NPK_ERR_SHAPE, "a batched matmul (left out: no NPK_USE_MATMUL_BATCHED) is refused");
    printf("  message: %s\n", err.message);
#if !defined(NPK_NO_MESSAGES)
    check(strstr(err.message, "NPK_USE_MATMUL_BATCHED") != NULL, "  and named");
#endif
    check(validate_edited(find_op(NPK_OP_UNARY), NPK_OP_UNARY, NPK_UN_TANH, &err) == NPK_OK,
          "the selected function (tanh) still validates");
    printf("%s\n", failures ? "FAILED" : "all passed");
    return failures != 0;
}
