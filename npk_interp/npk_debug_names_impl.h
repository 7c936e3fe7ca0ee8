/* npk_debug_names_impl.h - the optional debug-names section (.tcp 2.3):
 * source names of ops and tensors for tools (npk-run --print, --profile).
 * npk__check_debug_names() is the validator's part; the readers below are
 * safe on any bytes (a bad section reads as "no name"). Layout in
 * npk_format.h and docs/tcp-format.md ("Debug names"). */
#ifndef NPK_DEBUG_NAMES_IMPL_H
#define NPK_DEBUG_NAMES_IMPL_H

static uint32_t npk__dn_u32(const unsigned char *b, uint64_t off)
{
    uint32_t v;
    memcpy(&v, b + off, 4);
    return v;
}

/* Entry count and string area of a section that is at least consistent in
 * size; 0 if the section is absent or malformed. */
static uint32_t npk__dn_layout(const npk_program *p, uint64_t *strings, uint64_t *strings_bytes)
{
    uint64_t n, head;
    if (!p || !p->debug_names || p->debug_names_bytes < NPK_DEBUG_HEADER_BYTES) return 0;
    n = npk__dn_u32(p->debug_names, 0);
    head = NPK_DEBUG_HEADER_BYTES + n * NPK_DEBUG_ENTRY_BYTES;
    if (n == 0 || head >= p->debug_names_bytes || p->debug_names[p->debug_names_bytes - 1] != '\0') return 0;
    *strings = head;
    *strings_bytes = p->debug_names_bytes - head;
    return (uint32_t)n;
}

static const char *npk__debug_name(const npk_program *p, uint32_t kind, uint32_t index)
{
    uint64_t s, sb;
    uint32_t n = npk__dn_layout(p, &s, &sb), lo = 0, hi = n;
    while (lo < hi) { /* entries are sorted by (kind, index) */
        uint32_t mid = lo + (hi - lo) / 2u;
        uint64_t e = NPK_DEBUG_HEADER_BYTES + (uint64_t)mid * NPK_DEBUG_ENTRY_BYTES;
        uint32_t k = npk__dn_u32(p->debug_names, e), i = npk__dn_u32(p->debug_names, e + 4);
        if (k == kind && i == index) {
            uint32_t name = npk__dn_u32(p->debug_names, e + 8);
            return name < sb ? (const char *)(p->debug_names + s + name) : "";
        }
        if (k < kind || (k == kind && i < index)) lo = mid + 1u;
        else hi = mid;
    }
    return "";
}

const char *npk_op_debug_name(const npk_program *p, uint32_t op)
{
    return npk__debug_name(p, NPK_DEBUG_OP, op);
}

const char *npk_tensor_debug_name(const npk_program *p, uint32_t t)
{
    return npk__debug_name(p, NPK_DEBUG_TENSOR, t);
}

/* Every field of the section: sizes, the reserved word, each entry's kind,
 * index (in range, sorted, once) and name offset, the strings' final NUL. */
static npk_status npk__check_debug_names(const npk_program *p, npk_error *err)
{
    const unsigned char *b = p->debug_names;
    uint64_t n, head, sb, e;
    uint32_t i, prev_kind = 0, prev_index = 0;
    if (p->debug_names_bytes == 0) return NPK_OK;
    if (!b) return npk__fail(err, NPK_ERR_ARGUMENT, "debug names: %U bytes but no table (NULL pointer)", p->debug_names_bytes);
    if (p->debug_names_bytes < NPK_DEBUG_HEADER_BYTES)
        return npk__fail(err, NPK_ERR_BOUNDS, "debug names: the section has %U bytes; its header alone needs %u",
                         p->debug_names_bytes, NPK_DEBUG_HEADER_BYTES);
    n = npk__dn_u32(b, 0);
    if (npk__dn_u32(b, 4))
        return npk__fail(err, NPK_ERR_BOUNDS, "debug names: reserved word (section offset 4) must be zero");
    head = NPK_DEBUG_HEADER_BYTES + n * NPK_DEBUG_ENTRY_BYTES;
    if (head > p->debug_names_bytes || (n && head == p->debug_names_bytes))
        return npk__fail(err, NPK_ERR_BOUNDS, "debug names: count %U (section offset 0) needs %U bytes of entries and strings; the section has %U",
                         n, head + (n ? 1u : 0u), p->debug_names_bytes);
    sb = p->debug_names_bytes - head;
    if (sb && b[p->debug_names_bytes - 1] != '\0')
        return npk__fail(err, NPK_ERR_BOUNDS, "debug names: the last string is not NUL-terminated (the section's last byte must be 0)");
    for (i = 0; i < n; i++) {
        uint32_t kind, index, name, limit;
        e = NPK_DEBUG_HEADER_BYTES + (uint64_t)i * NPK_DEBUG_ENTRY_BYTES;
        kind = npk__dn_u32(b, e);
        index = npk__dn_u32(b, e + 4);
        name = npk__dn_u32(b, e + 8);
        if (kind != NPK_DEBUG_OP && kind != NPK_DEBUG_TENSOR)
            return npk__fail(err, NPK_ERR_BOUNDS, "debug names: entry %u: kind %u is neither 1 (op) nor 2 (tensor)",
                             (unsigned)i, (unsigned)kind);
        limit = kind == NPK_DEBUG_OP ? p->n_ops : p->n_tensors;
        if (index >= limit)
            return npk__fail(err, NPK_ERR_BOUNDS, "debug names: entry %u: %s index %u is out of range (the program has %u %ss)",
                             (unsigned)i, kind == NPK_DEBUG_OP ? "op" : "tensor", (unsigned)index, (unsigned)limit,
                             kind == NPK_DEBUG_OP ? "op" : "tensor");
        if (i && (kind < prev_kind || (kind == prev_kind && index <= prev_index)))
            return npk__fail(err, NPK_ERR_BOUNDS, "debug names: entry %u: %s %u comes after %s %u (entries are sorted by kind, then index, each once)",
                             (unsigned)i, kind == NPK_DEBUG_OP ? "op" : "tensor", (unsigned)index,
                             prev_kind == NPK_DEBUG_OP ? "op" : "tensor", (unsigned)prev_index);
        if (name >= sb)
            return npk__fail(err, NPK_ERR_BOUNDS, "debug names: entry %u (%s %u): name offset %u is outside the strings (%U bytes)",
                             (unsigned)i, kind == NPK_DEBUG_OP ? "op" : "tensor", (unsigned)index, (unsigned)name, sb);
        prev_kind = kind;
        prev_index = index;
    }
    return NPK_OK;
}

#endif
