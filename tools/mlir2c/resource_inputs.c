/* resource_inputs.c - --resource-inputs: test files and printed models often
 * elide their weights (a dense_resource with no blob). Rather than refuse
 * them, each such constant becomes a program input named after its
 * resource, so the model translates and runs on weights the user supplies.
 * Inputs follow the function's arguments in the order the file defines
 * the constants; constants naming the same resource share one input. */
#include <stdlib.h>
#include <string.h>
#include "ir.h"

typedef struct found { m2c_value ***refs; int n, cap; } found;

static void note(found *fd, m2c_value **ref)
{
    if (*ref && (*ref)->kind == M2C_V_CONST && (*ref)->cbuf && (*ref)->cbuf->missing)
        M2C_PUSH(fd->refs, fd->n, fd->cap, ref);
}

/* by definition position in the source, then by reference order (stable) */
static int by_loc(const void *a, const void *b)
{
    const m2c_value *x = **(m2c_value *const *const *)a, *y = **(m2c_value *const *const *)b;
    if (x->loc != y->loc) return x->loc < y->loc ? -1 : 1;
    return (*(m2c_value *const *const *)a < *(m2c_value *const *const *)b) ? -1 : 1;
}

void m2c_resource_inputs(m2c_func *f)
{
    found fd;
    m2c_value **made = NULL;
    int n_made = 0, cap_made = 0, i, k;
    memset(&fd, 0, sizeof fd);
    for (i = 0; i < f->n_ops; i++) {
        m2c_op *op = f->ops[i];
        for (k = 0; k < op->n_in; k++) note(&fd, &op->in[k]);
        if (op->body) {
            for (k = 0; k < op->body->n_vals; k++) note(&fd, &op->body->vals[k].cap);
            for (k = 0; k < op->body->n_ops; k++) note(&fd, &op->body->ops[k].tensor);
        }
    }
    for (i = 0; i < f->n_results; i++) note(&fd, &f->results[i]);
    for (i = 0; i < f->n_printed; i++) note(&fd, &f->printed[i]);
    if (fd.n > 1) qsort(fd.refs, (size_t)fd.n, sizeof fd.refs[0], by_loc);
    for (i = 0; i < fd.n; i++) {
        m2c_value *v = *fd.refs[i];
        const char *name = v->cbuf ? v->cbuf->missing : v->name;
        for (k = 0; k < n_made; k++)
            if (made[k] == v || !strcmp(made[k]->name, name)) break;
        if (k < n_made) {
            if (!m2c_type_equal(&made[k]->decl, &v->decl))
                m2c_error_at(v->loc, "dense_resource '%s' is used with two different types", name);
            *fd.refs[i] = made[k];
            continue;
        }
        /* the constant itself becomes the argument, so every reference follows */
        v->name = m2c_strndup(name, strlen(name));
        v->kind = M2C_V_ARG;
        v->cbuf = NULL;
        v->arg_index = f->n_args;
        M2C_PUSH(f->args, f->n_args, f->cap_args, v);
        M2C_PUSH(made, n_made, cap_made, v);
    }
    m2c_free(fd.refs);
    m2c_free(made);
}
