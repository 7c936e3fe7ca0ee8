/* ops/ops.h - every op file, in npk_ops.inc's order. No include guard: it is
 * read twice, for the attribute declarations (npk_format.h) and, with
 * NPK__OPS_IMPL defined, for the implementations (npk_interp_impl.h). */
#include "matmul.h"
#include "softmax.h"
#include "reshape.h"
#include "transpose.h"
#include "conv2d.h"
#include "pool2d.h"
#include "global_avg_pool.h"
#include "unary.h"
#include "binary.h"
#include "reduce.h"
#include "pad.h"
#include "cast.h"
#include "compare.h"
#include "select.h"
#include "logical.h"
#include "argmax.h"
