/* list_ops.c - `mlir2c --list-ops`: every op name mlir2c knows, one per line
 * (followed by a tab and "not-supported" for ops it names but refuses), from the same tables the parser uses (so the list cannot drift from
 * what is accepted). docs/dialects.md's op table is generated from it
 * (tools/mlir2c/gen_dialects_doc.py). */
#include <stdio.h>
#include "ir.h"
#include "lower.h"

void m2c_list_ops(FILE *out)
{
    int t, k;
    for (k = 0; k < M2C_OPK_COPY; k++) fprintf(out, "tcf.%s\n", m2c_opkind_name((m2c_opkind)k));
    for (t = 0; m2c_foreign_tables[t]; t++)
        for (k = 0; m2c_foreign_tables[t][k].name; k++)
            fprintf(out, "%s%s\n", m2c_foreign_tables[t][k].name,
                    m2c_foreign_tables[t][k].fn == lw_refused ? "\tnot-supported" : "");
}
