/* npk_impl.c - the one npk-run source that compiles the npk implementation. */
#include <stdlib.h>
#define NPK_IMPLEMENTATION
/* programs past NPK_VALIDATE_STACK_TENSORS tensors validate in heap memory */
#define NPK_VALIDATE_ALLOC(bytes) malloc(bytes)
#define NPK_VALIDATE_FREE(ptr) free(ptr)
#include "npk.h"
