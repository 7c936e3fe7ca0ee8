/* outputs.c - which values the program outputs (mlir2c --outputs):
 *   returned (default): the values the function returns, then the memref
 *            arguments it writes (their final contents), in argument order;
 *   unused:  the returned values, then every tensor op result that nothing
 *            uses, in program order (tests that compute values and drop
 *            them), named after its SSA value;
 *   printed: the values passed to printMemref* calls, in program order (the
 *            Integration tests' main functions, which print what they check).
 * A function with no output is refused, naming the option that helps. */
#include <stdio.h>
#include <string.h>
#include "ir.h"

static void add_output(m2c_func *f, m2c_value *v, const char *loc)
{
    int i;
    for (i = 0; i < f->n_results; i++)
        if (f->results[i] == v) return;
    f->result_locs = (const char **)m2c_grow((void *)f->result_locs, (size_t)(f->n_results + 1) * sizeof *f->result_locs);
    f->result_locs[f->n_results] = loc;
    M2C_PUSH(f->results, f->n_results, f->cap_results, v);
}

/* A value the program can output: a tensor of a .tcp element type. */
static int is_data(const m2c_value *v)
{
    return !v->decl.scalar && !v->decl.memref && m2c_elem_dtype(v->decl.elem) != 0;
}

static int used_anywhere(const m2c_func *f, const m2c_value *v)
{
    int i, k;
    for (i = 0; i < f->n_ops; i++)
        for (k = 0; k < f->ops[i]->n_in; k++)
            if (f->ops[i]->in[k] == v) return 1;
    for (i = 0; i < f->n_results; i++)
        if (f->results[i] == v) return 1;
    return 0;
}

void m2c_choose_outputs(m2c_func *f, m2c_outputs_mode mode)
{
    int i;
    const char *at = f->ret_loc ? f->ret_loc : f->loc;
    if (mode == M2C_OUT_PRINTED) {
        for (i = 0; i < f->n_printed; i++) add_output(f, m2c_resolve(f->printed[i]), at);
        if (f->n_results == 0) m2c_error_at(at, "function '%s' prints nothing (no printMemref call)", f->name);
        return;
    }
    if (mode == M2C_OUT_UNUSED) {
        int before = f->n_results;
        m2c_value **unused = NULL;
        int n = 0, cap = 0;
        for (i = 0; i < f->n_ops; i++) {
            m2c_value *v = f->ops[i]->out;
            if (v && is_data(v) && !used_anywhere(f, v)) M2C_PUSH(unused, n, cap, v);
        }
        for (i = 0; i < n; i++) add_output(f, unused[i], unused[i]->loc);
        m2c_free(unused);
        if (f->n_results == before && f->n_results == 0)
            m2c_error_at(at, "function '%s' returns nothing and no op result is left unused", f->name);
        return;
    }
    for (i = 0; i < f->n_args; i++) {
        m2c_value *a = f->args[i];
        if (a->buf == a && a->cur && a->cur != a) add_output(f, a->cur, a->loc);
    }
    if (f->n_results == 0 && f->n_printed)
        m2c_error_at(at, "function '%s' returns nothing and writes no memref argument; it prints (--outputs printed: "
                     "the values passed to printMemref calls become the outputs)", f->name);
    if (f->n_results == 0)
        m2c_error_at(at, "function '%s' returns nothing and writes no memref argument (--outputs unused: "
                     "the op results nothing uses become the outputs)", f->name);
}
