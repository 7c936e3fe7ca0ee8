/* fw_start.h - what both firmware mains (main.c, tiny_main.c) do first and
 * on failure: the banner line, the program's validation, and an error line
 * with npk's message. Included after the model header (npk.h's declarations). */
#ifndef FW_START_H
#define FW_START_H
#include <string.h>
#include "semihost.h"

/* "what: message" on the console; returns main's failure code. */
static inline int fw_fail(const char *what, const npk_error *err)
{
    sh_puts(what);
    sh_puts(": ");
    sh_puts(err->message);
    sh_puts("\n");
    return 1;
}

/* Prints "npk firmware: model <model>, kernels <isa>" and validates the
 * program, with its arena (not yet in use) as the validation workspace, so
 * no model size puts the bookkeeping on the stack; 0 (after printing why) if
 * it does not validate. */
static inline int fw_start(npk_program *p, const char *model, void *arena, size_t arena_bytes, npk_error *err)
{
    memset(err, 0, sizeof *err);
    sh_puts("npk firmware: model ");
    sh_puts(model);
    sh_puts(", kernels ");
    sh_puts(npk_isa_name());
    sh_puts("\n");
    if (npk_program_validate_ws(p, arena, arena_bytes, err) == NPK_OK) return 1;
    (void)fw_fail("validate", err);
    return 0;
}
#endif
