"""Split MLIR test files into units: one public function each, with what it needs.

Standard library only (run.py's selftest imports it). See SOURCES.md for the rules.
"""
import re


# --- splitting ---------------------------------------------------------------------
def strip_comment(line):
    """The line without a // comment (outside strings)."""
    in_str = False
    k = 0
    while k < len(line):
        c = line[k]
        if c == '"':
            in_str = not in_str
        elif c == '\\' and in_str:
            k += 1
        elif not in_str and line.startswith('//', k):
            return line[:k]
        k += 1
    return line


def statements(text):
    """Top-level statements: (first word, text). A statement ends at a newline with all brackets closed."""
    out = []
    cur = []
    depth = 0
    for line in text.split('\n'):
        code = strip_comment(line)
        if not cur and not code.strip():
            continue
        cur.append(code)
        in_str = False
        k = 0
        while k < len(code):
            c = code[k]
            if c == '"':
                in_str = not in_str
            elif c == '\\' and in_str:
                k += 1
            elif not in_str:
                if c in '({[':
                    depth += 1
                elif c in ')}]':
                    depth -= 1
            k += 1
        if depth <= 0:
            stmt = '\n'.join(cur).strip()
            if stmt:
                out.append(stmt)
            cur = []
            depth = 0
    if cur:
        out.append('\n'.join(cur).strip())
    return out


FUNC_RE = re.compile(r'^func(?:\.func)?\s+(public\s+|private\s+|nested\s+)?@("[^"]*"|[\w$.\-]+)')


def module_body_start(s):
    """Index after the '{' that opens a module's body (past `attributes {...}`)."""
    k = s.index('{')
    if re.match(r'^module(\s+@[\w$.\-]+)?\s+attributes\s*$', s[:k]):
        depth = 0
        while True:
            depth += {'{': 1, '}': -1}.get(s[k], 0)
            k += 1
            if depth == 0:
                break
        k = s.index('{', k)
    return k + 1


def split_section(section):
    """Units of one `// -----` section: list of (func name, unit text)."""
    stmts = statements(section)
    flat = []
    for s in stmts:
        if s.startswith('module') and s.rstrip().endswith('}'):
            body = s[module_body_start(s):s.rindex('}')]
            flat.extend(statements(body))
        else:
            flat.append(s)
    aliases = [s for s in flat if s.startswith('#') or s.startswith('!')]
    resources = [s for s in flat if s.startswith('{-#')]
    funcs = []
    others = []
    for s in flat:
        m = FUNC_RE.match(s)
        if m:
            funcs.append((m.group(2).strip('"'), (m.group(1) or '').strip(), s))
        elif s.startswith('transform.') or s.startswith('"transform.'):
            continue  # transform scripts drive the test's passes; they are not the program
        elif not (s.startswith('#') or s.startswith('!') or s.startswith('{-#')):
            others.append(s)
    privates = [s for name, vis, s in funcs if vis == 'private']
    public = {name: s for name, vis, s in funcs if vis != 'private'}
    units = []
    for name, vis, s in funcs:
        if vis == 'private' or '{' not in s.split('\n')[0] + s:
            continue
        if not s.rstrip().endswith('}'):
            continue  # a declaration
        # public functions it calls (an Integration test's main calls the function under test):
        # after it, so the unit's first public function is still the one it is named after
        callees, todo = [], [s]
        while todo:
            for c in re.findall(r'\bcall\s+@("[^"]*"|[\w$.\-]+)', todo.pop()):
                c = c.strip('"')
                if c in public and c != name and public[c] not in callees:
                    callees.append(public[c])
                    todo.append(public[c])
        parts = aliases + ['module {'] + ['  ' + o for o in others + privates] + [s] + callees + ['}'] + resources
        units.append((name, '\n'.join(parts) + '\n'))
    return units


def split_file(text):
    """[(section index, func name, unit text)] of valid units; sections with expected-error are dropped."""
    out = []
    for k, section in enumerate(re.split(r'^\s*// -----.*$', text, flags=re.M)):
        if 'expected-error' in section:
            continue
        for name, unit in split_section(section):
            out.append((k, name, unit))
    return out


# --- IREE check functions -------------------------------------------------------
CHECK_RE = re.compile(r'^(\s*)check\.(expect_\w+)\((%[\w$.#\-]+)\s*,\s*(.*)\)\s*:\s*(.+?)\s*$')


def join_checks(lines):
    """A check op written over several lines as one line."""
    out = []
    k = 0
    while k < len(lines):
        line = lines[k]
        if 'check.expect' in line:
            while line.count('(') > line.count(')') and k + 1 < len(lines):
                k += 1
                line += ' ' + lines[k].strip()
        out.append(line)
        k += 1
    return out


def iree_units(name, unit):
    """One unit per check op: the function returns the checked value. -> [(suffix, text, expect text or None)]"""
    lines = join_checks(unit.split('\n'))
    checks = [(k, CHECK_RE.match(l)) for k, l in enumerate(lines) if 'check.expect' in l]
    out = []
    for n, (k, m) in enumerate(checks):
        if not m:
            continue
        kind, value, rest, ty = m.group(2), m.group(3), m.group(4), m.group(5)
        body = []
        for j, l in enumerate(lines):
            if 'check.expect' in l:
                continue
            l = re.sub(r'util\.unfoldable_constant', 'arith.constant', l)
            bm = re.match(r'^(\s*)(%[\w$.\-]+) = util\.optimization_barrier (%[\w$.\-]+) : (.+)$', l)
            if bm:
                l = '%s%s = tensor.cast %s : %s to %s' % (bm.group(1), bm.group(2), bm.group(3), bm.group(4),
                                                           bm.group(4))
            if re.match(r'^\s*return\s*$', l):
                l = '  return %s : %s' % (value, ty)
            body.append(l)
        text = '\n'.join(body)
        text = re.sub(r'(func\.func\s+(?:public\s+)?@[\w$.\-]+\(\))', lambda fm: fm.group(1) + ' -> ' + ty,
                      text, count=1)
        expect = None
        if kind.endswith('_const'):
            lit = rest
            lit = re.sub(r',\s*atol\s.*$', '', lit)
            expect = 'func.func @expect() -> %s {\n  %%e = arith.constant %s\n  return %%e : %s\n}\n' % (ty, lit, ty)
        elif kind in ('expect_eq', 'expect_almost_eq'):
            other = rest.split(',')[0].strip()
            expect = text.replace('return %s : %s' % (value, ty), 'return %s : %s' % (other, ty))
        suffix = '' if len(checks) == 1 else '.check%d' % n
        out.append((suffix, text, expect))
    return out
