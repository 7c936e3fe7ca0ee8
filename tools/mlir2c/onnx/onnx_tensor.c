/* onnx_tensor.c - TensorProto: dims, data type and the data from whichever
 * field holds it (raw_data, a typed field, or a file beside the model),
 * decoded into one little-endian layout (see ox_tensor in onnx_model.h).
 * The data must be exactly what the dims need. */
#define _POSIX_C_SOURCE 200809L
#define _XOPEN_SOURCE 700
#include "onnx_read.h"
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

/* TensorProto field numbers (onnx/onnx.proto). */
enum {
    T_DIMS = 1, T_DATA_TYPE = 2, T_SEGMENT = 3, T_FLOAT_DATA = 4, T_INT32_DATA = 5, T_STRING_DATA = 6,
    T_INT64_DATA = 7, T_NAME = 8, T_RAW_DATA = 9, T_DOUBLE_DATA = 10, T_UINT64_DATA = 11,
    T_EXTERNAL_DATA = 13, T_DATA_LOCATION = 14
};

size_t ox_dtype_size(int dtype)
{
    switch (dtype) {
    case OX_UINT8: case OX_INT8: case OX_BOOL:
    case OX_FLOAT8E4M3FN: case OX_FLOAT8E4M3FNUZ: case OX_FLOAT8E5M2: case OX_FLOAT8E5M2FNUZ:
    case OX_UINT4: case OX_INT4: case OX_FLOAT4E2M1:
        return 1;
    case OX_UINT16: case OX_INT16: case OX_FLOAT16: case OX_BFLOAT16:
        return 2;
    case OX_FLOAT: case OX_INT32: case OX_UINT32:
        return 4;
    case OX_INT64: case OX_UINT64: case OX_DOUBLE: case OX_COMPLEX64:
        return 8;
    case OX_COMPLEX128:
        return 16;
    default:
        return 0;
    }
}

const char *ox_dtype_name(int dtype)
{
    static const char *const names[] = {
        "UNDEFINED", "FLOAT", "UINT8", "INT8", "UINT16", "INT16", "INT32", "INT64", "STRING", "BOOL",
        "FLOAT16", "DOUBLE", "UINT32", "UINT64", "COMPLEX64", "COMPLEX128", "BFLOAT16", "FLOAT8E4M3FN",
        "FLOAT8E4M3FNUZ", "FLOAT8E5M2", "FLOAT8E5M2FNUZ", "UINT4", "INT4", "FLOAT4E2M1"
    };
    if (dtype < 0 || dtype >= (int)(sizeof names / sizeof names[0])) return "?";
    return names[dtype];
}

static int is_4bit(int dtype)
{
    return dtype == OX_UINT4 || dtype == OX_INT4 || dtype == OX_FLOAT4E2M1;
}

/* Element i of packed 4-bit data (two per byte, the first in the low nibble). */
static unsigned char nibble(int dtype, unsigned byte, uint64_t i)
{
    unsigned v = (byte >> (4 * (unsigned)(i & 1))) & 15u;
    if (dtype == OX_INT4 && (v & 8)) v |= 0xf0u;
    return (unsigned char)v;
}

static void store_le(unsigned char *p, uint64_t v, size_t size)
{
    size_t i;
    for (i = 0; i < size; i++) p[i] = (unsigned char)(v >> (8 * i));
}

/* "[2,3]" */
static const char *dims_str(const ox_tensor *t, char *buf, size_t size)
{
    size_t n = 0;
    int d;
    n += (size_t)snprintf(buf, size, "[");
    for (d = 0; d < t->rank && n < size; d++)
        n += (size_t)snprintf(buf + n, size - n, "%s%lld", d ? "," : "", (long long)t->dims[d]);
    if (n < size) snprintf(buf + n, size - n, "]");
    return buf;
}

/* Bytes the data of t takes as stored (4-bit types packed two per byte). */
static uint64_t stored_bytes(const ox_tensor *t)
{
    return is_4bit(t->dtype) ? t->count / 2 + (t->count & 1) : t->count * ox_dtype_size(t->dtype);
}

static int size_fail(ox_reader *r, size_t at, const ox_tensor *t, const char *field, uint64_t have, const char *unit,
                     uint64_t need)
{
    char dims[200];
    return ox_wire_fail(&r->w, at, "%s holds %llu %s, dims %s of %s need %llu", field, (unsigned long long)have, unit,
                        dims_str(t, dims, sizeof dims), ox_dtype_name(t->dtype), (unsigned long long)need);
}

/* Decimal digits that fit in int64. */
static int parse_u63(const char *s, uint64_t *v)
{
    uint64_t x = 0;
    if (!*s) return -1;
    for (; *s; s++) {
        if (*s < '0' || *s > '9') return -1;
        if (x > ((uint64_t)INT64_MAX - (uint64_t)(*s - '0')) / 10) return -1;
        x = x * 10 + (uint64_t)(*s - '0');
    }
    *v = x;
    return 0;
}

/* The keys of external_data that matter. */
typedef struct ext_info {
    const char *location, *offset, *length;
    size_t at;
} ext_info;

/* StringStringEntryProto: key = 1, value = 2. */
static int ext_entry(ox_reader *r, ox_span s, ext_info *e)
{
    ox_field f;
    const char *key = NULL, *value = NULL;
    int rc;
    while ((rc = ox_wire_next(&r->w, &s, &f)) == 1) {
        if (f.num == 1 && ox__string(r, &f, "key", 1, &key, NULL) != 0) return -1;
        if (f.num == 2 && ox__string(r, &f, "value", 1, &value, NULL) != 0) return -1;
    }
    if (rc < 0) return -1;
    if (!key || !value) return 0;
    if (!strcmp(key, "location")) e->location = value;
    else if (!strcmp(key, "offset")) e->offset = value;
    else if (!strcmp(key, "length")) e->length = value;
    return 0;
}

/* The location stays inside the folder by name: not absolute, no "..". */
static int location_ok(ox_reader *r, const ext_info *e)
{
    const char *p = e->location;
    if (!*p) return ox_wire_fail(&r->w, e->at, "external data location is empty");
    if (*p == '/') return ox_wire_fail(&r->w, e->at, "external data location '%s' is an absolute path", p);
    while (*p) {
        size_t n = strcspn(p, "/");
        if (n == 2 && p[0] == '.' && p[1] == '.')
            return ox_wire_fail(&r->w, e->at, "external data location '%s' leaves the model's folder (..)", e->location);
        p += n;
        if (*p == '/') p++;
    }
    return 0;
}

/* Opens the external data e, checks it holds exactly `need` bytes, and
 * leaves *fp at them. The file, with every symlink resolved, must be a
 * regular file inside the resolved folder. */
static int ext_open(ox_reader *r, const ext_info *e, const ox_tensor *t, uint64_t need, FILE **fp)
{
    char *rdir = NULL, *joined = NULL, *rfile = NULL;
    struct stat st;
    uint64_t off = 0, len = 0, size;
    size_t dl;
    int rc = -1;
    *fp = NULL;
    if (location_ok(r, e) != 0) return -1;
    if (e->offset && parse_u63(e->offset, &off) != 0)
        return ox_wire_fail(&r->w, e->at, "external data offset '%s' is not a number", e->offset);
    if (e->length && parse_u63(e->length, &len) != 0)
        return ox_wire_fail(&r->w, e->at, "external data length '%s' is not a number", e->length);
    if (!(rdir = realpath(r->dir, NULL))) {
        ox_wire_fail(&r->w, e->at, "model folder '%s' cannot be resolved: %s", r->dir, strerror(errno));
        goto out;
    }
    dl = strlen(rdir);
    if (!(joined = (char *)malloc(dl + strlen(e->location) + 2))) { ox__oom(r, e->at); goto out; }
    sprintf(joined, "%s/%s", rdir, e->location);
    if (!(rfile = realpath(joined, NULL))) {
        ox_wire_fail(&r->w, e->at, "external data file '%s' cannot be opened: %s", e->location, strerror(errno));
        goto out;
    }
    if (strncmp(rfile, rdir, dl) != 0 || (rfile[dl] != '/' && !(dl == 1 && rdir[0] == '/'))) {
        ox_wire_fail(&r->w, e->at, "external data location '%s' resolves outside the model's folder", e->location);
        goto out;
    }
    if (!(*fp = fopen(rfile, "rb"))) {
        ox_wire_fail(&r->w, e->at, "external data file '%s' cannot be opened: %s", e->location, strerror(errno));
        goto out;
    }
    if (fstat(fileno(*fp), &st) != 0 || !S_ISREG(st.st_mode)) {
        ox_wire_fail(&r->w, e->at, "external data file '%s' is not a regular file", e->location);
        goto out;
    }
    size = (uint64_t)st.st_size;
    if (off > size) {
        ox_wire_fail(&r->w, e->at, "external data offset %llu is past the end of '%s' (%llu bytes)",
                     (unsigned long long)off, e->location, (unsigned long long)size);
        goto out;
    }
    if (!e->length) len = size - off;
    else if (len > size - off) {
        ox_wire_fail(&r->w, e->at, "external data offset %llu + length %llu run past the end of '%s' (%llu bytes)",
                     (unsigned long long)off, (unsigned long long)len, e->location, (unsigned long long)size);
        goto out;
    }
    if (len != need) {
        size_fail(r, e->at, t, "external data", len, "bytes", need);
        goto out;
    }
    if (fseeko(*fp, (off_t)off, SEEK_SET) != 0) {
        ox_wire_fail(&r->w, e->at, "external data file '%s' could not be read", e->location);
        goto out;
    }
    rc = 0;
out:
    if (rc != 0 && *fp) {
        fclose(*fp);
        *fp = NULL;
    }
    free(rfile);
    free(joined);
    free(rdir);
    return rc;
}

/* The typed data fields: which element types each may hold, how many
 * values per element, and how the values are encoded. */
typedef struct typed_field {
    int num, kind;
    const char *name;
} typed_field;
static const typed_field typed[] = {
    { T_FLOAT_DATA, OX_FIXED32, "float_data" }, { T_INT32_DATA, OX_VARINT, "int32_data" },
    { T_INT64_DATA, OX_VARINT, "int64_data" },  { T_DOUBLE_DATA, OX_FIXED64, "double_data" },
    { T_UINT64_DATA, OX_VARINT, "uint64_data" }
};
#define N_TYPED (int)(sizeof typed / sizeof typed[0])

/* Values per element of dtype in typed field num, 0 if it cannot hold it. */
static int values_per_element(int num, int dtype)
{
    switch (num) {
    case T_FLOAT_DATA: return dtype == OX_FLOAT ? 1 : dtype == OX_COMPLEX64 ? 2 : 0;
    case T_DOUBLE_DATA: return dtype == OX_DOUBLE ? 1 : dtype == OX_COMPLEX128 ? 2 : 0;
    case T_INT64_DATA: return dtype == OX_INT64;
    case T_UINT64_DATA: return dtype == OX_UINT32 || dtype == OX_UINT64;
    case T_INT32_DATA:
        switch (dtype) {
        case OX_INT32: case OX_INT16: case OX_INT8: case OX_UINT16: case OX_UINT8: case OX_BOOL:
        case OX_FLOAT16: case OX_BFLOAT16: case OX_FLOAT8E4M3FN: case OX_FLOAT8E4M3FNUZ:
        case OX_FLOAT8E5M2: case OX_FLOAT8E5M2FNUZ: case OX_UINT4: case OX_INT4: case OX_FLOAT4E2M1:
            return 1;
        default:
            return 0;
        }
    default: return 0;
    }
}

/* Fills t->data from the typed field num of s (its values already counted:
 * `total`). For 4-bit types each value holds two elements when there are
 * half as many values as elements (packed, as onnx.proto says). */
static void fill_typed(ox_reader *r, ox_span s, int num, int kind, ox_tensor *t, uint64_t total)
{
    size_t size = ox_dtype_size(t->dtype), w = size;
    ox_field f;
    ox_scalars it;
    uint64_t i = 0, n, v;
    int packed4 = is_4bit(t->dtype) && total != t->count;
    if (t->dtype == OX_COMPLEX64 || t->dtype == OX_COMPLEX128) w = size / 2;
    while (ox_wire_next(&r->w, &s, &f) == 1) {
        if ((int)f.num != num || ox_scalars_begin(&r->w, &f, kind, "", &it, &n) != 0) continue;
        while (ox_scalars_next(&it, &v)) {
            if (packed4) {
                if (i < t->count) t->data[i] = nibble(t->dtype, (unsigned)v & 0xffu, 0);
                if (i + 1 < t->count) t->data[i + 1] = nibble(t->dtype, (unsigned)v & 0xffu, 1);
                i += 2;
            } else if (is_4bit(t->dtype)) {
                if (i < t->count) t->data[i] = nibble(t->dtype, (unsigned)v & 0xfu, 0);
                i++;
            } else if (i < t->count * (size / w)) {
                store_le(t->data + i * w, v, w);
                i++;
            }
        }
    }
}

int ox__tensor(ox_reader *r, ox_span s, size_t at, ox_tensor *t)
{
    ox_span all = s;
    ox_field f, raw;
    ox_scalars it;
    uint64_t n, ndims = 0, totals[N_TYPED] = { 0 }, n_strings = 0;
    size_t typed_at[N_TYPED] = { 0 }, dims_at = at, size;
    int64_t dtype = 0, location = 0;
    int have_raw = 0, n_ext = 0, sources = 0, src = -1, k, rc;
    ext_info ext;
    memset(t, 0, sizeof *t);
    memset(&ext, 0, sizeof ext);
    memset(&raw, 0, sizeof raw);
    t->name = "";
    ext.at = at;
    while ((rc = ox_wire_next(&r->w, &s, &f)) == 1) {
        switch (f.num) {
        case T_DIMS:
            if (ox_scalars_begin(&r->w, &f, OX_VARINT, "dims", &it, &n) != 0) return -1;
            if (!ndims) dims_at = f.at;
            ndims += n;
            break;
        case T_DATA_TYPE:
            if (ox_wire_want(&r->w, &f, OX_WT_VARINT, "data_type") != 0) return -1;
            dtype = (int64_t)f.v;
            break;
        case T_SEGMENT:
            return ox_wire_fail(&r->w, f.at, "segment (a tensor split into parts) is not supported");
        case T_STRING_DATA:
            if (ox_wire_want(&r->w, &f, OX_WT_LEN, "string_data") != 0) return -1;
            n_strings++;
            break;
        case T_NAME:
            if (ox__string(r, &f, "name", 1, &t->name, NULL) != 0) return -1;
            break;
        case T_RAW_DATA:
            if (ox_wire_want(&r->w, &f, OX_WT_LEN, "raw_data") != 0) return -1;
            raw = f;
            have_raw = 1;
            break;
        case T_EXTERNAL_DATA: {
            size_t mark;
            if (ox_wire_want(&r->w, &f, OX_WT_LEN, "external_data") != 0) return -1;
            mark = ox_wire_push(&r->w, ".external_data[%d]", n_ext);
            if (ext_entry(r, ox_wire_sub(&f), &ext) != 0) return -1;
            ox_wire_pop(&r->w, mark);
            if (n_ext++ == 0) ext.at = f.at;
            break;
        }
        case T_DATA_LOCATION:
            if (ox_wire_want(&r->w, &f, OX_WT_VARINT, "data_location") != 0) return -1;
            location = (int64_t)f.v;
            if (location != 0 && location != 1)
                return ox_wire_fail(&r->w, f.at, "data_location %lld is neither DEFAULT (0) nor EXTERNAL (1)",
                                    (long long)location);
            break;
        default:
            for (k = 0; k < N_TYPED; k++) {
                if ((int)f.num != typed[k].num) continue;
                if (ox_scalars_begin(&r->w, &f, typed[k].kind, typed[k].name, &it, &n) != 0) return -1;
                if (!totals[k]) typed_at[k] = f.at;
                totals[k] += n;
            }
            break;
        }
    }
    if (rc < 0) return -1;

    /* dims */
    if (ndims > OX_MAX_RANK) return ox_wire_fail(&r->w, dims_at, "rank %llu is more than %d", (unsigned long long)ndims, OX_MAX_RANK);
    t->rank = (int)ndims;
    {
        ox_span d = all;
        int i = 0, zero = 0;
        uint64_t v;
        while (ox_wire_next(&r->w, &d, &f) == 1) {
            if (f.num != T_DIMS || ox_scalars_begin(&r->w, &f, OX_VARINT, "dims", &it, &n) != 0) continue;
            while (ox_scalars_next(&it, &v) && i < t->rank) {
                if ((int64_t)v < 0) return ox_wire_fail(&r->w, f.at, "dims[%d] is %lld", i, (long long)(int64_t)v);
                t->dims[i++] = (int64_t)v;
                zero |= v == 0;
            }
        }
        t->count = 1;
        for (i = 0; i < t->rank && !zero; i++) {
            uint64_t dim = (uint64_t)t->dims[i];
            /* 2^56 elements at most: count * 16 bytes stays below 2^63. */
            if (t->count > ((uint64_t)1 << 56) / dim) {
                char dims[200];
                return ox_wire_fail(&r->w, dims_at, "dims %s hold more than 2^56 elements", dims_str(t, dims, sizeof dims));
            }
            t->count *= dim;
        }
        if (zero) t->count = 0;
    }

    /* data type */
    if (dtype < 0 || dtype > INT_MAX) return ox_wire_fail(&r->w, at, "data_type %lld is out of range", (long long)dtype);
    t->dtype = (int)dtype;
    if (t->dtype == OX_UNDEFINED) return ox_wire_fail(&r->w, at, "data_type is missing (UNDEFINED)");
    if (t->dtype == OX_STRING) {
        if (have_raw || location == 1) return ox_wire_fail(&r->w, at, "a STRING tensor holds its data in string_data only");
        for (k = 0; k < N_TYPED; k++)
            if (totals[k]) return ox_wire_fail(&r->w, typed_at[k], "%s cannot hold STRING", typed[k].name);
        if (n_strings != t->count) return size_fail(r, at, t, "string_data", n_strings, "strings", t->count);
        return 0;
    }
    size = ox_dtype_size(t->dtype);
    if (!size) return ox_wire_fail(&r->w, at, "data_type %d (%s) is not supported", t->dtype, ox_dtype_name(t->dtype));
    if (n_strings) return ox_wire_fail(&r->w, at, "string_data cannot hold %s", ox_dtype_name(t->dtype));

    /* Which field holds the data: exactly one, or none for no elements. */
    if (have_raw) sources++;
    if (location == 1) sources++;
    for (k = 0; k < N_TYPED; k++) {
        if (!totals[k]) continue;
        if (!values_per_element(typed[k].num, t->dtype))
            return ox_wire_fail(&r->w, typed_at[k], "%s cannot hold %s", typed[k].name, ox_dtype_name(t->dtype));
        sources++;
        src = k;
    }
    if (sources > 1) return ox_wire_fail(&r->w, at, "the data is given by more than one field (raw_data, external data, typed fields)");
    t->bytes = t->count * size;
    if (sources == 0) {
        if (t->count == 0) return 0;
        return size_fail(r, at, t, "the tensor", 0, "bytes", stored_bytes(t));
    }

    /* Every size is checked before anything is allocated. */
    if (have_raw) {
        uint64_t need = stored_bytes(t), i;
        if (raw.len != need) return size_fail(r, raw.at, t, "raw_data", raw.len, "bytes", need);
        if (t->count && !(t->data = (unsigned char *)ox_pool_array(r->pool, t->count, size))) return ox__oom(r, at);
        if (is_4bit(t->dtype)) {
            for (i = 0; i < t->count; i++) t->data[i] = nibble(t->dtype, r->w.buf[raw.off + i / 2], i);
        } else if (need) {
            memcpy(t->data, r->w.buf + raw.off, (size_t)need);
        }
        return 0;
    }
    if (location == 1) {
        uint64_t need = stored_bytes(t), i;
        unsigned char *dst;
        FILE *fp;
        int ok;
        if (!r->dir) return ox_wire_fail(&r->w, ext.at, "external data is refused here (no model folder)");
        if (!ext.location) return ox_wire_fail(&r->w, ext.at, "external data has no location");
        if (ext_open(r, &ext, t, need, &fp) != 0) return -1;
        if (t->count && !(t->data = (unsigned char *)ox_pool_array(r->pool, t->count, size))) {
            fclose(fp);
            return ox__oom(r, at);
        }
        dst = t->data;
        if (is_4bit(t->dtype) && need && !(dst = (unsigned char *)ox_pool_array(r->pool, need, 1))) {
            fclose(fp);
            return ox__oom(r, at);
        }
        ok = !need || fread(dst, 1, (size_t)need, fp) == need;
        fclose(fp);
        if (!ok) return ox_wire_fail(&r->w, ext.at, "external data file '%s' could not be read", ext.location);
        if (is_4bit(t->dtype))
            for (i = 0; i < t->count; i++) t->data[i] = nibble(t->dtype, dst[i / 2], i);
        t->external = 1;
        return 0;
    }
    {
        uint64_t per = (uint64_t)values_per_element(typed[src].num, t->dtype), need = t->count * per;
        if (is_4bit(t->dtype) && totals[src] != need) need = stored_bytes(t);
        if (totals[src] != need) return size_fail(r, typed_at[src], t, typed[src].name, totals[src], "values", need);
        if (t->count && !(t->data = (unsigned char *)ox_pool_array(r->pool, t->count, size))) return ox__oom(r, at);
        fill_typed(r, all, typed[src].num, typed[src].kind, t, totals[src]);
    }
    return 0;
}

int ox_read_tensor(const unsigned char *buf, size_t len, ox_tensor *t, char *err, size_t err_size)
{
    ox_reader r;
    ox_tensor tmp;
    ox_span s;
    char *name = NULL;
    unsigned char *data = NULL;
    memset(t, 0, sizeof *t);
    memset(&r, 0, sizeof r);
    ox_wire_init(&r.w, buf, len, err, err_size);
    if (!(r.pool = ox_pool_new())) return ox__oom(&r, 0);
    s.pos = 0;
    s.end = len;
    if (ox__tensor(&r, s, 0, &tmp) != 0) {
        ox_pool_free(r.pool);
        return -1;
    }
    name = (char *)malloc(strlen(tmp.name) + 1);
    if (tmp.bytes) data = (unsigned char *)malloc((size_t)tmp.bytes);
    if (!name || (tmp.bytes && !data)) {
        free(name);
        free(data);
        ox_pool_free(r.pool);
        return ox__oom(&r, 0);
    }
    strcpy(name, tmp.name);
    if (tmp.bytes) memcpy(data, tmp.data, (size_t)tmp.bytes);
    ox_pool_free(r.pool);
    *t = tmp;
    t->name = name;
    t->data = data;
    return 0;
}

void ox_tensor_free(ox_tensor *t)
{
    if (!t) return;
    free((void *)t->name);
    free(t->data);
    memset(t, 0, sizeof *t);
}
