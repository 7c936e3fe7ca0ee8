/* npk_impl.c - the one npk_bench source that compiles the npk implementation. */
#define NPK_IMPLEMENTATION
#include "npk.h"
