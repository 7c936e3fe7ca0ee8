/* test_select_act.c - an NPK_OPS_SELECTED build of a model whose header
 * selects only the unary functions HARDSWISH, HARDSIGMOID and SILU
 * (select_act.mlir) compiles, runs them against double-precision formulas
 * (35 values: vector body and tail), and refuses the sigmoid it left out. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "select_act_model.h" /* first: NPK_USE_OP_UNARY, NPK_USE_UNARY_HARDSWISH, ... */
#define NPK_OPS_SELECTED
#define NPK_IMPLEMENTATION
#include "npk.h"

static unsigned char arena[SELECT_ACT_ARENA_BYTES] NPK_ALIGNED(64);
static int failures;

static void check(int ok, const char *what)
{
    if (!ok) failures++;
    printf("%s: %s\n", ok ? "ok" : "FAIL", what);
}

int main(void)
{
    npk_op_desc ops[8];
    npk_program p = select_act_program;
    npk_error err;
    float *x;
    double worst = 0.0;
    unsigned i, k;
    memset(&err, 0, sizeof err);
#if !defined(NPK_USE_UNARY_HARDSWISH) || !defined(NPK_USE_UNARY_HARDSIGMOID) || !defined(NPK_USE_UNARY_SILU) || \
    defined(NPK_USE_UNARY_SIGMOID) || defined(NPK_USE_OP_BINARY)
    check(0, "the header selects hardswish, hardsigmoid and silu only");
#endif
    check(select_act_program.n_ops == 3 && select_act_program.n_ops <= 8, "the model is 3 ops");
    check(npk_program_validate(&select_act_program, &err) == NPK_OK, "the selected model validates");
    x = (float *)npk_input_data(&select_act_program, arena, 0);
    for (i = 0; i < 35; i++) x[i] = (float)((int)(i * 11 % 35) - 17) * 0.3125f;
    check(npk_run(&select_act_program, arena, sizeof arena, NULL, &err) == NPK_OK, "it runs");
    for (k = 0; k < 3; k++) {
        const float *y = (const float *)npk_output_data(&select_act_program, arena, k);
        for (i = 0; i < 35; i++) {
            double v = x[i], hs = v / 6 + 0.5, want;
            hs = hs < 0 ? 0 : hs > 1 ? 1 : hs;
            want = k == 0 ? v * hs : k == 1 ? hs : v / (1 + exp(-v));
            if (fabs(want - y[i]) > worst) worst = fabs(want - y[i]);
        }
    }
    printf("largest difference from the double-precision formulas: %g\n", worst);
    check(worst <= 1e-5, "results within 1e-5 of them");
    /* sigmoid was not selected: a program asking for it is refused */
    memcpy(ops, select_act_program.ops, select_act_program.n_ops * sizeof ops[0]);
    ops[2].attr.raw[0] = NPK_UN_SIGMOID;
    p.ops = ops;
    p.validated = 0;
    check(npk_program_validate(&p, &err) == NPK_ERR_ATTRIBUTE, "a left-out unary function (sigmoid) is refused");
    printf("  message: %s\n", err.message);
    printf("%s\n", failures ? "FAILED" : "all passed");
    return failures != 0;
}
