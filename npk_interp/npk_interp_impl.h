/* npk_interp_impl.h - the interpreter's implementation, in dependency order:
 * error reporting, task splitting, what op files share, the op files, the
 * registry made from them, then the validator and the executor on top. */
#ifndef NPK_INTERP_IMPL_H
#define NPK_INTERP_IMPL_H
#include "npk_registry.h"
/* NPK_NO_MESSAGES leaves helpers that only format messages referenced
 * from inside sizeof alone (npk_error_impl.h); clang would call them unneeded. */
#if defined(NPK_NO_MESSAGES) && defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunneeded-internal-declaration"
#endif
#include "npk_error_impl.h"
#include "npk_par_impl.h"
#include "npk_op_util_impl.h"
#include "npk_cast_impl.h"
#include "npk_typed_impl.h"
#define NPK__OPS_IMPL
#include "ops/ops.h"
#include "npk_registry_impl.h"
#include "npk_debug_names_impl.h"
#include "npk_validate_impl.h"
#include "npk_prepare_impl.h"
#include "npk_exec_impl.h"
#if defined(NPK_NO_MESSAGES) && defined(__clang__)
#pragma clang diagnostic pop
#endif
#endif
