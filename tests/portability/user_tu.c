/* user_tu.c - a user file including npk.h (twice, as headers do) and calling
 * into the implementation that impl_tu.c holds; prints the kernel path. */
#include "npk.h"
#include "npk.h"
#include <stdio.h>

int main(void)
{
    npk_error err;
    memset(&err, 0, sizeof err);
    /* A NULL program must be refused; this also makes the link need the implementation. */
    if (npk_program_validate(NULL, &err) != NPK_ERR_ARGUMENT) return 1;
    printf("%s\n", npk_isa_name());
    return 0;
}
