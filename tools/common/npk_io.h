/* npk_io.h - reading and writing tensors for the desktop tools (npk-run,
 * mlir2c): raw little-endian f32 .bin, NumPy .npy (f32, C order) and IDX.
 * Not part of npk.h: firmware never needs files. */
#ifndef NPK_IO_H
#define NPK_IO_H
#include <stddef.h>
#include <stdint.h>

#define NPK_IO_MAX_RANK 8

/* Element types of typed arrays: the npk_dtype codes of npk_format.h (1..17;
 * the 8/4-bit floats and i4/i2 one byte each), plus NPK_IO_U16 for a file's
 * '<u2' / '<V2' data (16 raw bits: how bf16 is stored, numpy having no
 * bf16) and NPK_IO_U8 for '|u1' (the bits of an 8/4-bit float). 0 means
 * f32 too. */
enum {
    NPK_IO_F32 = 1, NPK_IO_F16 = 2, NPK_IO_BF16 = 3, NPK_IO_BOOL = 4,
    NPK_IO_I8 = 5, NPK_IO_I16 = 6, NPK_IO_I32 = 7, NPK_IO_I64 = 8, NPK_IO_F64 = 9,
    NPK_IO_U16 = 18, NPK_IO_U8 = 19,
    NPK_IO_U32 = 20, NPK_IO_U64 = 21  /* '<u4', '<u8': integers npk-run converts when they fit */
};
/* Bytes per element (0: unknown); the .npy descr written for it ("<f4",
 * bf16 as "<u2"), and a name ("f32", ...). */
unsigned npk_io_dtype_size(int dtype);
const char *npk_io_dtype_descr(int dtype);
const char *npk_io_dtype_name(int dtype);
/* Element b (little-endian) of an integer type (NPK_IO_BOOL, I8..I64, U8, U16,
 * U32, U64) as an int64; *ok = 0 for a u64 above INT64_MAX (returned wrapped). */
int64_t npk_io_load_int(int dtype, const void *b, int *ok);

/* A dense array owned by the caller (free with npk_array_free): float32
 * unless a typed reader or the writer's caller set dtype. */
typedef struct npk_array {
    int rank;
    uint64_t dims[NPK_IO_MAX_RANK];
    uint64_t count;   /* product of dims */
    float *data;      /* malloc'd, count floats (dtype 0 / NPK_IO_F32), else
                         count elements of dtype, little-endian, as bytes */
    int dtype;        /* 0 or NPK_IO_F32: floats; else an NPK_IO_* code */
} npk_array;

/* Each reader returns 0 on success; on failure it returns -1, leaves *out
 * empty and writes "PATH: what is wrong" into err. */
int npk_io_read_npy(const char *path, npk_array *out, char *err, size_t errlen);
/* IDX: uint8 data is scaled to [0,1] (x / 255); float32 (type 0x0D) is kept. */
int npk_io_read_idx(const char *path, npk_array *out, char *err, size_t errlen);
/* The same parsers on bytes already in memory; name is used in messages. */
int npk_io_parse_npy(const unsigned char *buf, size_t size, const char *name, npk_array *out, char *err, size_t errlen);
int npk_io_parse_idx(const unsigned char *buf, size_t size, const char *name, npk_array *out, char *err, size_t errlen);
/* Raw little-endian f32; the file size must be exactly 4 * expected_count. */
int npk_io_read_bin(const char *path, uint64_t expected_count, npk_array *out, char *err, size_t errlen);
/* Pick the reader from the extension (.npy, .idx/-ubyte, .bin); .bin needs expected_count. */
int npk_io_read_any(const char *path, uint64_t expected_count, npk_array *out, char *err, size_t errlen);
/* IDX labels (uint8, rank 1) as integers; *labels is malloc'd. */
int npk_io_read_idx_labels(const char *path, uint8_t **labels, uint64_t *count, char *err, size_t errlen);

/* Typed readers: the array keeps the file's element type. .npy takes '<f4'
 * '<f8' (NPK_IO_F64), '<f2', '|b1' (0 or 1 only), '|i1', '<i2', '<i4',
 * '<i8', '<u2'/'<V2' as NPK_IO_U16 and '|u1' as NPK_IO_U8; .bin is raw little-endian elements
 * of `dtype`; IDX gives f32 as npk_io_read_idx does. */
int npk_io_parse_npy_typed(const unsigned char *buf, size_t size, const char *name, npk_array *out, char *err,
                           size_t errlen);
int npk_io_read_npy_typed(const char *path, npk_array *out, char *err, size_t errlen);
int npk_io_read_bin_typed(const char *path, int dtype, npk_array *out, char *err, size_t errlen);
int npk_io_read_any_typed(const char *path, int dtype, npk_array *out, char *err, size_t errlen);

/* Write atomically (temporary file, then rename): a failure leaves no partial file. */
/* Both write a's element type (.npy with its descr; .bin raw bytes). */
int npk_io_write_npy(const char *path, const npk_array *a, char *err, size_t errlen);
int npk_io_write_bin(const char *path, const npk_array *a, char *err, size_t errlen);

/* The .npy (1.0) header write_npy puts before a's elements, into buf (at
 * least NPK_IO_NPY_HEADER_MAX bytes); returns its length, a multiple of 64.
 * For containers of .npy members (npk-run's .npz). */
#define NPK_IO_NPY_HEADER_MAX (192 + 24 * NPK_IO_MAX_RANK)
size_t npk_io_npy_header(const npk_array *a, unsigned char *buf);

/* Read a whole file into a 64-byte aligned buffer (free with npk_io_free_aligned). */
int npk_io_read_file_aligned(const char *path, void **data, size_t *size, char *err, size_t errlen);
void npk_io_free_aligned(void *p);

void npk_array_free(npk_array *a);

#endif
