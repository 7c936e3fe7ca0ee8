/* impl_only.c - npk's whole implementation (interpreter and all kernels) in
 * one object, so its code size can be measured apart from any model. */
#define NPK_ASSERT(x) ((void)0)
#define NPK_IMPLEMENTATION
#include "npk.h"
