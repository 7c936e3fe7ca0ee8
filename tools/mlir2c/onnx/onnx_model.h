/* onnx_model.h - an ONNX model (ModelProto) as plain C structs, read from the
 * protobuf wire format with every length, index and count bounds-checked.
 *
 * The reader is independent of the rest of mlir2c (no m2c_* calls), so the
 * fuzz target and the test tools link it alone. Everything it allocates
 * belongs to the model (or tensor) and is released by ox_model_free
 * (ox_tensor_free). Strings are NUL-terminated copies; a name with an
 * embedded NUL is refused.
 *
 * Field numbers and enums are those of onnx/onnx.proto (IR version 3..10).
 * Unknown fields are skipped by wire type, as protobuf readers must. */
#ifndef OX_ONNX_MODEL_H
#define OX_ONNX_MODEL_H
#include <stddef.h>
#include <stdint.h>

#define OX_MAX_RANK 8          /* = NPK_MAX_RANK: a deeper tensor is refused */

/* TensorProto.DataType */
enum {
    OX_UNDEFINED = 0, OX_FLOAT = 1, OX_UINT8 = 2, OX_INT8 = 3, OX_UINT16 = 4, OX_INT16 = 5,
    OX_INT32 = 6, OX_INT64 = 7, OX_STRING = 8, OX_BOOL = 9, OX_FLOAT16 = 10, OX_DOUBLE = 11,
    OX_UINT32 = 12, OX_UINT64 = 13, OX_COMPLEX64 = 14, OX_COMPLEX128 = 15, OX_BFLOAT16 = 16,
    OX_FLOAT8E4M3FN = 17, OX_FLOAT8E4M3FNUZ = 18, OX_FLOAT8E5M2 = 19, OX_FLOAT8E5M2FNUZ = 20,
    OX_UINT4 = 21, OX_INT4 = 22, OX_FLOAT4E2M1 = 23
};
/* AttributeProto.AttributeType */
enum {
    OX_ATTR_UNDEFINED = 0, OX_ATTR_FLOAT = 1, OX_ATTR_INT = 2, OX_ATTR_STRING = 3,
    OX_ATTR_TENSOR = 4, OX_ATTR_GRAPH = 5, OX_ATTR_FLOATS = 6, OX_ATTR_INTS = 7,
    OX_ATTR_STRINGS = 8, OX_ATTR_TENSORS = 9, OX_ATTR_GRAPHS = 10,
    OX_ATTR_SPARSE_TENSOR = 11, OX_ATTR_SPARSE_TENSORS = 12,
    OX_ATTR_TYPE_PROTO = 13, OX_ATTR_TYPE_PROTOS = 14
};

/* A TensorProto with its data decoded into one layout whatever field held it
 * (raw_data, float_data, int32_data, int64_data, double_data, uint64_data,
 * or an external file): `count` elements, little-endian, each at its natural
 * width (bool and the 8-bit types one byte, f16/bf16 as 16-bit patterns,
 * int4/uint4/float4 one element per byte, sign-extended for int4). Strings
 * (OX_STRING) are not decoded: data is NULL and count the element count. */
typedef struct ox_tensor {
    const char *name;          /* "" when unnamed (attribute tensors) */
    int dtype;                 /* OX_FLOAT, ... */
    int rank;
    int64_t dims[OX_MAX_RANK];
    uint64_t count;            /* product of dims (1 for rank 0) */
    unsigned char *data;       /* count * ox_dtype_size(dtype) bytes; NULL for no elements */
    uint64_t bytes;
    int external;              /* the data came from a file beside the model */
} ox_tensor;

/* A dimension of a value's type: a number, a symbol (dim_param), or unknown. */
typedef struct ox_dim {
    int64_t value;             /* >= 0 when known, -1 otherwise */
    const char *param;         /* dim_param, or NULL */
} ox_dim;

/* ValueInfoProto (graph inputs, outputs, value_info). has_type 0: no tensor
 * type was given; rank -1: the shape is absent (any rank). */
typedef struct ox_value_info {
    const char *name;
    int has_type;
    int dtype;
    int rank;
    ox_dim dims[OX_MAX_RANK];
} ox_value_info;

struct ox_graph;
typedef struct ox_attr {
    const char *name;
    int type;                  /* OX_ATTR_*; inferred from the fields set when absent (IR < 2) */
    const char *ref_attr_name; /* inside a FunctionProto; NULL otherwise */
    double f;                  /* FLOAT */
    int64_t i;                 /* INT */
    const char *s;             /* STRING (NUL-terminated; s_len bytes, may hold NULs) */
    size_t s_len;
    ox_tensor *t;              /* TENSOR */
    struct ox_graph *g;        /* GRAPH (If/Loop/Scan bodies) */
    int n;                     /* FLOATS, INTS, STRINGS, TENSORS, GRAPHS: element count */
    float *floats;
    int64_t *ints;
    const char **strings;
    ox_tensor *tensors;
    struct ox_graph *graphs;
} ox_attr;

typedef struct ox_node {
    const char *name;          /* "" when unnamed */
    const char *op_type;
    const char *domain;        /* "" for the default domain (also "ai.onnx") */
    int n_in, n_out;
    const char **in;           /* "" marks an omitted optional input */
    const char **out;
    int n_attrs;
    ox_attr *attrs;
} ox_node;

typedef struct ox_graph {
    const char *name;
    int n_nodes;       ox_node *nodes;
    int n_inits;       ox_tensor *inits;        /* initializer */
    int n_inputs;      ox_value_info *inputs;   /* may include initializers (IR < 4 style) */
    int n_outputs;     ox_value_info *outputs;
    int n_value_info;  ox_value_info *value_info;
    int n_sparse_inits;                         /* sparse_initializer: counted, refused by the importer */
} ox_graph;

typedef struct ox_opset { const char *domain; int64_t version; } ox_opset;

/* FunctionProto (model-local functions; torch.onnx.export writes them). */
typedef struct ox_function {
    const char *name, *domain;
    int n_in, n_out, n_attr_names;
    const char **in, **out, **attr_names;
    int n_nodes; ox_node *nodes;
    int n_opsets; ox_opset *opsets;
} ox_function;

typedef struct ox_model {
    int64_t ir_version;
    const char *producer_name, *producer_version;
    int n_opsets; ox_opset *opsets;
    ox_graph *graph;           /* never NULL after a successful read */
    int n_functions; ox_function *functions;
    struct ox_pool *pool;      /* owns every allocation above */
} ox_model;

/* Bytes per element in the decoded layout (0 for strings and unknown types). */
size_t ox_dtype_size(int dtype);
const char *ox_dtype_name(int dtype);   /* "FLOAT", "INT64", ...; "?" for others */

/* Read a ModelProto from buf[0..len). dir: the folder external data paths
 * are relative to (NULL: external data refused); an external location must
 * stay inside it (no absolute path, no "..", no symlink out of it) and its
 * offset/length inside the file. Returns 0, or -1 with a one-line message
 * in err ("byte 1234: graph.node[3].attribute[0]: length 99 runs past the
 * end of its message (40 bytes left)"), leaving *m empty. */
int ox_read_model(const unsigned char *buf, size_t len, const char *dir,
                  ox_model *m, char *err, size_t err_size);
void ox_model_free(ox_model *m);

/* One TensorProto from buf (the .pb files of ONNX's test cases). The tensor
 * owns its name and data: release with ox_tensor_free. */
int ox_read_tensor(const unsigned char *buf, size_t len, ox_tensor *t, char *err, size_t err_size);
void ox_tensor_free(ox_tensor *t);

/* Whether buf looks like a ModelProto rather than text: the first bytes
 * parse as protobuf fields of ModelProto (field 1 ir_version varint or
 * another ModelProto field), which no MLIR file starts with. */
int ox_looks_like_model(const unsigned char *buf, size_t len);

/* The opset version of a domain ("" = default) the model imports, 0 if none. */
int64_t ox_opset_version(const ox_model *m, const char *domain);

#endif
