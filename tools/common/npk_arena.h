/* npk_arena.h - the arena bound of a program, shared by mlir2c (which plans
 * the arena and must reach the bound) and npk-run --print (which shows it).
 * Not part of npk.h: firmware only needs the arena size itself. */
#ifndef NPK_ARENA_H
#define NPK_ARENA_H
#include <stdint.h>
#include "npk.h"

/* Least arena bytes the program's tensors and lifetimes allow: the largest,
 * over the ops (and the moment before the first), of the bytes of the arena
 * tensors live then plus the scratch the op's kernel really uses
 * (npk_op_scratch_bytes, not the op's scratch_bytes field, which may be
 * larger in older files). A tensor is live from the op defining it (program
 * inputs: from the start) to its last use; program inputs and outputs to the
 * end. Each tensor's bytes are rounded up to 64; tensors sharing bytes (a
 * reshape view, an op writing in place) count once. Needs the program's
 * tables only, validated (offsets are used to see which tensors share bytes).
 * Returns UINT64_MAX when out of memory. */
uint64_t npk_arena_bound(const npk_program *p);

#endif
