#!/usr/bin/env python3
"""amalgamate.py - write npk.h and every header it includes as one file.

    tools/amalgamate.py [--root DIR] [-o OUT] [HEADER]

HEADER defaults to npk.h under the repository root; OUT defaults to stdout.
Only quoted includes ("...") are expanded; <system> includes stay as they are.

The result must preprocess exactly like the original tree, so an include is
expanded at every place it appears, with one exception: the include-guarded
part of a file is left out when an earlier copy of it is certain to have been
seen by the preprocessor, i.e. that copy sits in the same #if branches as (or
in fewer than) the current include. What follows a guard (npk_common.h has an
NPK_IMPLEMENTATION tail) and unguarded X-macro lists (npk_ops.inc) are copied
every time. Standard library only; no timestamps,
so the output is reproducible.
"""
import argparse
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')
DIRECTIVE = re.compile(r'^\s*#\s*(\w+)\s*(.*)$')


def strip_comments(text):
    """Blank out /* */ and // comments and string contents, keeping newlines."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith('/*', i):
            j = text.find('*/', i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r'[^\n]', ' ', text[i:j]))
            i = j
        elif text.startswith('//', i):
            j = text.find('\n', i)
            j = n if j < 0 else j
            out.append(' ' * (j - i))
            i = j
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] not in '"\n':
                j += 2 if text[j] == '\\' else 1
            out.append(text[i:j + 1])
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return ''.join(out)


def guard_of(code):
    """(macro, last line) of an include guard opening the file, or None.

    CODE is the file's lines with comments blanked. The guard is an #ifndef G /
    #define G pair as the first two directives; the line returned is the index
    of its closing #endif. Lines after it (an implementation tail) are not
    covered by the guard."""
    lines = [(k, l) for k, l in enumerate(code) if l.strip()]
    if len(lines) < 3:
        return None
    m1, m2 = DIRECTIVE.match(lines[0][1]), DIRECTIVE.match(lines[1][1])
    if not (m1 and m2 and m1.group(1) == 'ifndef' and m2.group(1) == 'define'):
        return None
    name = (m1.group(2).split() or [''])[0]
    if not name or m2.group(2).split()[:1] != [name]:
        return None
    depth = 0
    for k, line in lines:
        m = DIRECTIVE.match(line)
        if not m:
            continue
        if m.group(1) in ('if', 'ifdef', 'ifndef'):
            depth += 1
        elif m.group(1) == 'endif':
            depth -= 1
            if depth == 0:
                return name, k
    return None


class Amalgamator:
    def __init__(self, root):
        self.root = root
        self.branch = []     # ids of the #if branches enclosing the current output line
        self.next_id = 0
        self.seen = {}       # guarded file -> list of branch stacks it was expanded under
        self.active = []     # files being expanded (cycle check)
        self.out = []

    def resolve(self, name, including_dir):
        for base in (including_dir, self.root):
            path = os.path.normpath(os.path.join(base, name))
            if os.path.isfile(path):
                return path
        return None

    def certain(self, path):
        """An earlier copy of PATH is processed whenever the current line is."""
        return any(self.branch[:len(s)] == s for s in self.seen.get(path, []))

    def track(self, code_line):
        m = DIRECTIVE.match(code_line)
        if not m:
            return
        d = m.group(1)
        if d in ('if', 'ifdef', 'ifndef'):
            self.next_id += 1
            self.branch.append(self.next_id)
        elif d in ('elif', 'else'):
            self.next_id += 1
            self.branch[-1] = self.next_id
        elif d == 'endif':
            self.branch.pop()

    def expand(self, path):
        rel = os.path.relpath(path, self.root)
        if path in self.active:
            raise SystemExit(f'amalgamate: include cycle through {rel}')
        with open(path, encoding='utf-8') as f:
            text = f.read()
        raw = text.splitlines(keepends=True)
        code = strip_comments(text).splitlines()
        guard = guard_of(code)
        first = 0  # first line to copy
        if guard and self.certain(path):
            # The guarded part is skipped by the preprocessor here; keep only
            # what follows it (nothing, for a wholly guarded header).
            first = guard[1] + 1
            if not any(l.strip() for l in code[first:]):
                self.out.append(f'/* {rel}: already included above */\n')
                return
            self.out.append(f'/* {rel}: guarded part already included above */\n')
        elif guard:
            self.seen.setdefault(path, []).append(list(self.branch))
        self.active.append(path)
        depth_before = len(self.branch)
        self.out.append(f'/* ---- begin {rel} ---- */\n')
        for line_raw, line in zip(raw[first:], code[first:]):
            m = INCLUDE.match(line)
            if m:
                found = self.resolve(m.group(1), os.path.dirname(path))
                if found:
                    self.expand(found)
                    continue
                # Keep the line: the compiler reports it if that branch is
                # ever taken, and the portability test flags any leftover.
                sys.stderr.write(f'amalgamate: warning: {rel}: cannot find "{m.group(1)}", '
                                 'include left as is\n')
            self.track(line)
            self.out.append(line_raw if line_raw.endswith('\n') else line_raw + '\n')
        if len(self.branch) != depth_before:
            raise SystemExit(f'amalgamate: unbalanced #if/#endif in {rel}')
        self.out.append(f'/* ---- end {rel} ---- */\n')
        self.active.pop()


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description='Write npk.h and its headers as one file.')
    ap.add_argument('header', nargs='?', help='top header (default: ROOT/npk.h)')
    ap.add_argument('--root', default=os.path.dirname(here), help='repository root')
    ap.add_argument('-o', '--output', help='output file (default: stdout)')
    args = ap.parse_args()
    root = os.path.abspath(args.root)
    top = os.path.abspath(args.header or os.path.join(root, 'npk.h'))
    a = Amalgamator(root)
    a.out.append('/* npk_single.h - npk.h and all its headers in one file, generated by\n'
                 ' * tools/amalgamate.py. Do not edit: change the pieces and regenerate.\n'
                 ' * Use it exactly like npk.h (define NPK_IMPLEMENTATION in one C file). */\n')
    a.expand(top)
    text = ''.join(a.out)
    if args.output:
        tmp = args.output + '.tmp'
        with open(tmp, 'w', encoding='utf-8') as f:
            f.write(text)
        os.replace(tmp, args.output)  # never leave a half-written header behind
    else:
        sys.stdout.write(text)


if __name__ == '__main__':
    main()
