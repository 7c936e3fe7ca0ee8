/* fuzz_mlir.c - fuzz target: the mlir2c front end and middle, in memory:
 * lexer, parser, call inlining, outputs, argument resolution, shape verifier, folding, fusion,
 * planning and the table validation (everything main.c does before writing
 * files). mlir2c reports every error and exits; the exit hook in diag.c
 * longjmps back here instead, and all of mlir2c's allocations are released
 * after each input. */
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
/* util.c is compiled into this file (not linked) so its static free_all(),
 * which the tool runs at exit, can release one input's memory. */
#include "util.c"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static jmp_buf g_recover;

static void recover(int code)
{
    longjmp(g_recover, code + 1);
}

static void translate(const char *src, size_t len)
{
    m2c_module *m;
    m2c_func *f = NULL;
    m2c_program prog;
    int i;
    m2c_diag_init("fuzz.mlir", src, len);
    m = m2c_parse(src, len);
    for (i = 0; i < m->n_funcs && !f; i++)
        if (!m->funcs[i]->is_private) f = m->funcs[i];
    if (!f) f = m->funcs[0];
    m2c_inline_calls(m, f);
    m2c_choose_outputs(f, M2C_OUT_RETURNED);
    m2c_resolve_args(f, NULL, 0, NULL, 0);
    m2c_infer_shapes(f);
    m2c_fold(f);
    m2c_fuse(f);
    memset(&prog, 0, sizeof prog);
    m2c_plan(f, &prog);
    m2c_validate_tables(&prog);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* volatile: read after longjmp */
    char *volatile src = (char *)malloc(size + 1);
    if (!src) return 0;
    memcpy(src, data, size);
    src[size] = '\0';   /* main.c's reader NUL-terminates too */
    m2c_opt_memory_limit = (uint64_t)256 << 20;   /* one constant: 256 MiB (libFuzzer's RSS limit is 2 GB) */
    m2c_exit_hook = recover;
    if (setjmp(g_recover) == 0) translate(src, size);
    m2c_exit_hook = NULL;
    free_all();
    free(src);
    return 0;
}
