/* npk_impl.c - the npk implementation for the mlir2c test programs. */
#define NPK_IMPLEMENTATION
#include "npk.h"
