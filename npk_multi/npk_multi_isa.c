/* npk_multi_isa.c - the kernels for one ISA, all public names prefixed
 * (npk_multi_rename.h). CMake compiles this file once per ISA with that ISA's
 * -m flags and -DNPK_MULTI_TAG=<isa>; npk_multi.c chooses among them. The
 * target flags apply to the whole translation unit, so no function needs a
 * target attribute and inlined helpers never mix ISAs. */
#include "npk_multi_rename.h"
#include "npk.h"
#include "npk_kernels/npk_kernels_impl.h"
