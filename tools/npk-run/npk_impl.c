/* npk_impl.c - the one npk-run source that compiles the npk implementation. */
#define NPK_IMPLEMENTATION
#include "npk.h"
