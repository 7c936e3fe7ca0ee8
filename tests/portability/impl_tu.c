/* impl_tu.c - the one translation unit that holds npk's implementation.
 * npk.h is first included plainly, as a generated model header would do,
 * then again with NPK_IMPLEMENTATION: the second pass must still emit every
 * definition (including the ones in npk_common.h's tail). */
#include "npk.h"
#define NPK_IMPLEMENTATION
#include "npk.h"
