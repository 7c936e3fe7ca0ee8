/* onnx_read.h - what the ONNX reader's files share (internal): the pool
 * every model allocation comes from, and the reading context. */
#ifndef OX_ONNX_READ_H
#define OX_ONNX_READ_H
#include "onnx_model.h"
#include "onnx_wire.h"

/* Messages nested deeper than this (graphs within attributes within nodes
 * within graphs: three levels per subgraph) are refused. */
#define OX_MAX_DEPTH 64

/* A pool of zeroed allocations released at once by ox_pool_free. */
typedef struct ox_pool ox_pool;
ox_pool *ox_pool_new(void);
void ox_pool_free(ox_pool *p);
/* n * size zeroed bytes (NULL when n * size overflows or memory runs out;
 * a valid pointer for 0 bytes). */
void *ox_pool_array(ox_pool *p, uint64_t n, size_t size);

typedef struct ox_reader {
    ox_wire w;
    ox_pool *pool;
    const char *dir;            /* folder of external data, or NULL */
    int depth;
} ox_reader;

/* A copy of a LEN field as a NUL-terminated string; with no_nul set, a
 * string holding a NUL byte is refused. */
int ox__string(ox_reader *r, const ox_field *f, const char *name, int no_nul, const char **out, size_t *len);

/* TensorProto (onnx_tensor.c): the message s into t, data in r->pool. */
int ox__tensor(ox_reader *r, ox_span s, size_t at, ox_tensor *t);

/* Out of memory, as an error at byte at. */
int ox__oom(ox_reader *r, size_t at);

#endif
