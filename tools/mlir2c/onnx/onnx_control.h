/* onnx_control.h - model-local functions and control flow of an ONNX graph.
 *
 * import_functions.c: before the import, every node whose (domain, op_type)
 * names a FunctionProto of the model is replaced by the function's nodes
 * (inputs, outputs and the function's own values renamed, attributes
 * `ref_attr_name` taken from the calling node), nested calls too, also
 * inside If/Loop bodies. Each If/Loop of the main graph gets the values its
 * bodies read from outside as extra inputs (so they are imported and
 * ordered before it) and a "__ctl" attribute naming it here.
 *
 * import_control.c: onnx.If and onnx.Loop are lowered by importing their
 * bodies on the fly through the same lowering, once the condition / trip
 * count is known: an If whose condition folded to a constant is its chosen
 * branch; a Loop whose trip count and condition fold to constants is
 * unrolled (carried values threaded, scan outputs concatenated). Whatever
 * depends on data is refused in one line naming the node and why. */
#ifndef M2C_ONNX_CONTROL_H
#define M2C_ONNX_CONTROL_H
#include "onnx_model.h"
#include "ir.h"
#include "lower.h"

/* The graph with function calls inlined and If/Loop nodes prepared (g itself
 * when there is nothing to do). Errors: one line and exit 1. */
const ox_graph *m2c_onnx_prepare(const ox_model *m, const ox_graph *g);

/* A prepared If/Loop: its node (with the extra inputs) and the names of
 * the outer values its bodies read (inputs n_decl.. of its op). */
typedef struct ox_ctl {
    const ox_node *node;
    int n_decl;                /* the node's own inputs */
    int n_caps; const char **caps;
    m2c_value **outs;          /* once lowered: each output's value */
} ox_ctl;
ox_ctl *m2c_onnx_ctl(int64_t id);
/* An initializer (*t) or Constant node (*nd) of the main graph named name: 1, else 0. */
int m2c_onnx_outer_const(const char *name, const ox_tensor **t, const ox_node **nd);

/* import.c, for bodies imported while lowering (locations: the If/Loop's) */
m2c_value *m2c_onnx_tensor_value(const ox_tensor *t, const char *name, const char *loc);
void m2c_onnx_attr(const ox_attr *a, m2c_attr *o, const char *loc);
m2c_value *m2c_onnx_constant(const ox_node *nd, const char *loc);
#endif
