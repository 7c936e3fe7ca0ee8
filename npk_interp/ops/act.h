/* ops/act.h - the fused activation that matmul and conv2d carry: three
 * attribute slots, named alike in both (npk_act). */
#ifndef NPK_OP_ACT_H
#define NPK_OP_ACT_H
static const char *const npk__act_names[] = { "none", "relu", "clamp" };
/* act_min/act_max are 0 unless act = clamp. */
#define NPK_ACT_ATTRS(op, X)                                                         \
    X(op, act, ENUM, 0, 0, 2, npk__act_names)                                        \
    X(op, act_min, F32, 0, 0, 0, NULL)                                \
    X(op, act_max, F32, 0, 0, 0, NULL)
#endif
