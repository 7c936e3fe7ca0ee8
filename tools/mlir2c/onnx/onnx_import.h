/* onnx_import.h - an ONNX model (onnx_model.h) as mlir2c's IR: one function
 * whose arguments are the graph inputs that are not initializers, whose
 * constants are the initializers, and whose ops are the nodes as foreign
 * ops named "onnx.<OpType>" (lower_onnx*.c lower them). Diagnostics point
 * into a listing of the graph, one line per node. */
#ifndef M2C_ONNX_IMPORT_H
#define M2C_ONNX_IMPORT_H
#include "ir.h"
#include "onnx_model.h"

/* The default domain's opset version of the model being translated (the
 * lowerings read it for the version differences the spec defines). */
extern int64_t m2c_onnx_opset;

/* The model as a module of one function, or a diagnostic and exit.
 * filename is the model's path (the diagnostics' file name). */
m2c_module *m2c_onnx_import(const ox_model *m, const char *filename);

/* Read the model in buf (external data beside path) and import it; a
 * reader error is one line and exit 1. */
m2c_module *m2c_onnx_load(const char *path, const unsigned char *buf, size_t len);

/* lower_onnx_qlinear.c: the QDQ format's groups (QuantizeLinear of a Conv /
 * MatMul / Gemm of DequantizeLinear inputs, constant scales and zero points)
 * rewritten as QLinearConv / QLinearMatMul nodes, run on the int8 kernels. */
void m2c_onnx_qdq(m2c_func *f);

/* m2c_elem of an ONNX data type; -1 for those npk cannot hold. *uns is set
 * for the unsigned ones (held as the signed type of the same width). */
int m2c_onnx_elem(int dtype, int *uns);

#endif
