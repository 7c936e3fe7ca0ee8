/* while_loop.c - what is left of a tosa.while_loop once parser.c has
 * unrolled it: the source range of its ops (folded whatever their element
 * type, so a counter loop on constants becomes constants) and the condition
 * after the last unrolled iteration, which must fold to false: then the
 * unrolled program is the loop. A loop whose condition is not known at
 * translate time, or that runs longer than the cap, is refused by name. */
#include "ir.h"
#include "literals.h"

#define M2C_MAX_WHILE_LOOPS 64
typedef struct while_loop { const char *from, *to; m2c_value *cond_after; } while_loop;
static while_loop g_loops[M2C_MAX_WHILE_LOOPS];
static int g_n_loops;

void m2c_while_register(const char *from, const char *to, m2c_value *cond_after)
{
    if (g_n_loops == M2C_MAX_WHILE_LOOPS)
        m2c_error_at(from, "more than %d tosa.while_loop ops are not supported", M2C_MAX_WHILE_LOOPS);
    g_loops[g_n_loops].from = from;
    g_loops[g_n_loops].to = to;
    g_loops[g_n_loops].cond_after = cond_after;
    g_n_loops++;
}

int m2c_in_while_loop(const char *loc)
{
    int i;
    for (i = 0; loc && i < g_n_loops; i++)
        if (loc >= g_loops[i].from && loc < g_loops[i].to) return 1;
    return 0;
}

void m2c_check_while_loops(void)
{
    int i;
    for (i = 0; i < g_n_loops; i++) {
        m2c_value *c = m2c_resolve(g_loops[i].cond_after);
        int64_t k = 1;
        if (c->kind != M2C_V_CONST || !c->cbuf || c->cbuf->count != 1)
            m2c_error_at(g_loops[i].from, "tosa.while_loop is not supported unless its condition follows from constants "
                         "(npk programs have no loops over ops; such loops are unrolled at translate time)");
        if (c->cbuf->raw) m2c_load_elem((const unsigned char *)c->cbuf->raw, c->cbuf->elem, 0, &k);
        else k = c->cbuf->data[0] != 0.0f;
        if (k)
            m2c_error_at(g_loops[i].from, "tosa.while_loop runs more than %d iterations; not supported (it is unrolled "
                         "at translate time)", M2C_WHILE_UNROLL_CAP);
    }
}
