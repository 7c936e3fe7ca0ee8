/* ops/loop.h - a loop program: linalg.generic in general.
 *
 * Operand 0 is the program, a constant rank-1 i32 tensor; operands 1..A are
 * the data operands, the last of them the result's initial value (the
 * result has its shape and dtype). The program is:
 *   header  magic, loops L (1..8), reduction-dim mask, instruction count,
 *           the 8 loop extents (>= 1; unused 0)
 *   A maps  per data operand: kind (0 = read through its map, 1 = read only
 *           by EXTRACT), then for kind 0 rank rows of L coefficients and a
 *           constant: index r = sum_d coef[r][d] * i_d + const[r]
 *   body    instructions of 6 words (insn, type, dst, a, b, c), see
 *           loop_insns.inc; the last one is YIELD.
 * Registers are typed by what writes them: f32 (float values, also f16/bf16
 * data, computed in f32) or an integer width (i1 .. i64; index is i64),
 * held as int64 sign-extended from its width (i1 true is -1). Every register,
 * operand, map and instruction is checked when the program is validated
 * (npk__loop_check; the validator calls it with the constant's bytes): maps
 * stay inside their operands over the whole domain; EXTRACT indices computed
 * at run time are clamped into range. The result starts as the init value;
 * reduction dims accumulate into it in loop order.
 * The body runs over blocks of up to NPK_LOOP_BLOCK elements along one loop
 * dim (one whose result index moves, the contiguous one if any), so each
 * instruction is a loop the compiler can vectorise. */
#ifndef NPK_OP_LOOP_H
#define NPK_OP_LOOP_H
#include "../npk_attrs.h"
#define NPK_LOOP_ATTRS(X) X(loop, regs, INT, 1, 1, 64, NULL)
NPK_DEFINE_ATTRS(loop, NPK_LOOP_ATTRS)

typedef enum npk_loop_insn {
#define NPK_LOOP_INSN(NAME, code, kind) NPK_LOOP_##NAME = code,
#include "loop_insns.inc"
#undef NPK_LOOP_INSN
    NPK_LOOP_INSN_END_
} npk_loop_insn;
#define NPK_LOOP_MAGIC 0x3150304C      /* "L0P1" */
#define NPK_LOOP_HEADER_WORDS 12
#define NPK_LOOP_INSN_WORDS 6
#define NPK_LOOP_BLOCK 128
#define NPK_LOOP_MAX_COEF (1 << 20)
/* cmpf predicates (arith::CmpFPredicate order) and cmpi (arith::CmpIPredicate). */
enum { NPK_LOOP_F_FALSE, NPK_LOOP_F_OEQ, NPK_LOOP_F_OGT, NPK_LOOP_F_OGE, NPK_LOOP_F_OLT, NPK_LOOP_F_OLE,
       NPK_LOOP_F_ONE, NPK_LOOP_F_ORD, NPK_LOOP_F_UEQ, NPK_LOOP_F_UGT, NPK_LOOP_F_UGE, NPK_LOOP_F_ULT,
       NPK_LOOP_F_ULE, NPK_LOOP_F_UNE, NPK_LOOP_F_UNO, NPK_LOOP_F_TRUE };
enum { NPK_LOOP_I_EQ, NPK_LOOP_I_NE, NPK_LOOP_I_SLT, NPK_LOOP_I_SLE, NPK_LOOP_I_SGT, NPK_LOOP_I_SGE,
       NPK_LOOP_I_ULT, NPK_LOOP_I_ULE, NPK_LOOP_I_UGT, NPK_LOOP_I_UGE };
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_LOOP_IMPL)
#define NPK_OP_LOOP_IMPL
#if (!defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_LOOP)) && !defined(NPK__F32_ONLY)
#define NPK__HAVE_LOOP 1
#include "loop_check.h"
#include "loop_exec.h"
#define NPK__ROW_LOOP NPK__KEEP
#define NPK__OPIMPL_LOOP npk__loop_schema, NPK_loop_N_ATTRS, npk__loop_infer, npk__loop_scratch, npk__loop_exec, NULL
#else
#define NPK__OPIMPL_LOOP NPK__OPIMPL_NONE
#define NPK__ROW_LOOP NPK__DROP
#endif
#endif
