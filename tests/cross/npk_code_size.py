#!/usr/bin/env python3
"""npk_code_size.py - npk's own code size in linked firmware images.

usage: npk_code_size.py [--limit NAME=BYTES]... IMAGE.map...

Reads GNU ld link maps (-Wl,-Map) of images built by examples/firmware, whose
npk implementation (interpreter + kernels) is the one object npk_impl.c.o*.
Counts the input sections of that object that survived --gc-sections, by the
output section they went to: .text is npk's code (what --limit checks),
.rodata its constant tables and message strings, .data/.bss its statics.
Nothing else is counted: not main/startup/semihosting, not the model's tables
and weights (*_model.c.o*), not libc/libm/libgcc. The library members that npk's
object made the linker pull in (expf, memcpy, 64-bit division, ...) are listed
apart, with their size, for information only.

Exits 1 if an image named in --limit is missing from the maps given, holds no
npk object, or has more npk .text bytes than its limit (NAME is the image name
without fw_ and .map, e.g. mlp=6144).
"""
import os
import re
import sys

NPK_OBJ = re.compile(r"npk_impl\.c\.o(bj)?$")
ARCHIVE_MEMBER = re.compile(r"^(\S+\.a)\((\S+)\)$")


def parse(path):
    """Returns (npk bytes per output section, npk section count,
    {archive member: bytes} for members npk's object pulled in)."""
    with open(path) as f:
        lines = f.read().split("\n")
    # "Archive member included to satisfy reference by file (symbol)":
    # a member line, then the object and symbol that needed it.
    pulled = {}
    i = 0
    while i < len(lines) and not lines[i].startswith("Discarded input sections"):
        m = ARCHIVE_MEMBER.match(lines[i].strip())
        if m and i + 1 < len(lines):
            who = lines[i + 1].split()
            if who and NPK_OBJ.search(who[0]):
                pulled[lines[i].strip()] = 0
        i += 1
    while i < len(lines) and not lines[i].startswith("Linker script and memory map"):
        i += 1
    npk = {}
    sections = 0
    out_sec = None
    pending = None  # an input section name whose address/size is on the next line
    for line in lines[i:]:
        if line and not line[0].isspace():
            out_sec = line.split()[0] if line.startswith(".") else None
            pending = None
            continue
        if out_sec is None:
            continue
        fields = line.split()
        if not fields:
            continue
        if fields[0].startswith(".") and not fields[0].startswith("*"):
            if len(fields) == 1:
                pending = fields[0]
                continue
            rest = fields[1:]
        elif pending is not None:
            rest = fields
        else:
            continue
        pending = None
        if len(rest) < 3 or not rest[0].startswith("0x") or not rest[1].startswith("0x"):
            continue
        size = int(rest[1], 16)
        origin = " ".join(rest[2:])
        if NPK_OBJ.search(origin):
            npk[out_sec] = npk.get(out_sec, 0) + size
            sections += 1
        elif origin in pulled:
            pulled[origin] += size
    return npk, sections, pulled


def main(argv):
    limits = {}
    maps = []
    args = iter(argv)
    for a in args:
        if a == "--limit":
            name, _, value = next(args).partition("=")
            limits[name] = int(value)
        else:
            maps.append(a)
    if not maps:
        print(__doc__.strip().split("\n")[2], file=sys.stderr)
        return 2
    fail = 0
    seen = set()
    print("%-12s %9s %9s %11s %9s %10s  %s" % ("image", "npk .text", "limit", "npk .rodata", "npk .data",
                                               "sections", "library code npk pulls in (not counted)"))
    for path in maps:
        name = os.path.basename(path)
        name = name[3:] if name.startswith("fw_") else name
        name = name[:-4] if name.endswith(".map") else name
        seen.add(name)
        npk, count, pulled = parse(path)
        text = npk.get(".text", 0)
        rodata = npk.get(".rodata", 0)
        data = npk.get(".data", 0) + npk.get(".bss", 0)
        libs = sum(pulled.values())
        members = ", ".join(sorted(re.sub(r"^lib_a-|^libm_a-|\.o$", "", m.split("(")[1].rstrip(")"))
                                   for m in pulled))
        limit = limits.get(name)
        print("%-12s %9d %9s %11d %9d %10d  %d bytes: %s" % (name, text, limit if limit else "-", rodata, data,
                                                            count, libs, members))
        if count == 0 or text == 0:
            print("FAIL: %s: no npk_impl.c object in %s (nothing was measured)" % (name, path))
            fail = 1
        elif limit is not None and text > limit:
            print("FAIL: %s: npk's code is %d bytes, over the %d-byte target" % (name, text, limit))
            fail = 1
        other = {k: v for k, v in npk.items()
                 if v and k not in (".text", ".rodata", ".data", ".bss", ".comment", ".ARM.attributes")}
        if other:
            print("note: %s: npk sections also in %s" % (name, other))
    for name in sorted(set(limits) - seen):
        print("FAIL: no map for %s, which has a limit" % name)
        fail = 1
    return fail


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
