/* npk_impl.c - npk's implementation for one model, in its own object so its
 * code size can be measured apart from main, startup, libc and the model's
 * tables (tests/cross/npk_code_size.sh sums this object's sections in the
 * link map). Built once per model with -DMODEL_HEADER="NAME_model.h".
 *
 * This is what a firmware user writes to link only a model's kernels: the
 * model header first (it defines NPK_USE_OP_<NAME> for each op the model
 * uses), then NPK_OPS_SELECTED and the implementation. Built without
 * FW_ALL_OPS it compiles only those ops; with FW_ALL_OPS (the fw_*_all
 * images) every op, as a desktop build does. */
#include "semihost.h"
/* npk's internal invariant checks report through semihosting, not assert(),
 * which would drag newlib's stdio (and malloc) into the image. */
#define NPK_ASSERT(x) ((x) ? (void)0 : fw_panic("npk assertion: " #x))
#include MODEL_HEADER
#ifndef FW_ALL_OPS
#define NPK_OPS_SELECTED
#endif
#define NPK_IMPLEMENTATION
#include "npk.h" /* the single-file amalgamation, copied here as npk.h */
