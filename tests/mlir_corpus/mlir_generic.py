"""A parser for MLIR's *generic* op form, as `mlir-opt --mlir-print-op-generic` prints it.

The generic form is regular: every op is
    %r, %s:2 = "dialect.op"(%a, %b) [^succ] <{props}> ({regions}) {attrs} : (types) -> types
so one small recursive-descent parser reads every dialect. Attribute values and types
are kept as text and decoded on demand (decode_attr, parse_tensor_type).
"""
import re


class Op:
    def __init__(self, name, results, operands, attrs, regions, in_types, out_types):
        self.name = name          # "tosa.add"
        self.results = results    # ["%0", "%1#0"...] flat result names
        self.operands = operands  # ["%arg0", ...]
        self.attrs = attrs        # {name: raw text} (properties and attributes merged)
        self.regions = regions    # [[Block]]
        self.in_types = in_types  # operand types (raw text)
        self.out_types = out_types


class Block:
    def __init__(self, args, arg_types, ops):
        self.args = args
        self.arg_types = arg_types
        self.ops = ops


class ParseError(Exception):
    pass


class Parser:
    def __init__(self, text):
        self.s = text
        self.i = 0
        self.resources = {}

    # --- low level -------------------------------------------------------
    def ws(self):
        s, n = self.s, len(self.s)
        while self.i < n:
            c = s[self.i]
            if c in ' \t\r\n':
                self.i += 1
            elif s.startswith('//', self.i):
                j = s.find('\n', self.i)
                self.i = n if j < 0 else j + 1
            else:
                break

    def peek(self, tok):
        self.ws()
        return self.s.startswith(tok, self.i)

    def eat(self, tok):
        if self.peek(tok):
            self.i += len(tok)
            return True
        return False

    def expect(self, tok):
        if not self.eat(tok):
            raise ParseError('expected %r at %d: %r' % (tok, self.i, self.s[self.i:self.i + 60]))

    def ident(self):
        self.ws()
        m = re.compile(r'[%^@#!]?[\w$.\-]+(#\d+)?').match(self.s, self.i)
        if not m:
            raise ParseError('expected a name at %d: %r' % (self.i, self.s[self.i:self.i + 60]))
        self.i = m.end()
        return m.group(0)

    def string(self):
        self.ws()
        if self.s[self.i] != '"':
            raise ParseError('expected a string at %d' % self.i)
        j = self.i + 1
        while self.s[j] != '"':
            j += 2 if self.s[j] == '\\' else 1
        out = self.s[self.i + 1:j]
        self.i = j + 1
        return out

    def raw_until(self, stops):
        """Text up to a top-level character in stops (brackets, strings, '->' skipped)."""
        self.ws()
        s = self.s
        depth = 0
        j = self.i
        while j < len(s):
            c = s[j]
            if c == '"':
                j += 1
                while s[j] != '"':
                    j += 2 if s[j] == '\\' else 1
            elif c == '-' and s.startswith('->', j):
                j += 1
            elif depth == 0 and c in stops:
                break
            elif c in '([{<':
                depth += 1
            elif c in ')]}>':
                depth -= 1
            j += 1
        out = s[self.i:j].strip()
        self.i = j
        return out

    # --- grammar ---------------------------------------------------------
    # attr-dict ::= '{' (name ('=' value)?) (',' ...)* '}'
    def attr_dict(self, close='}'):
        attrs = {}
        while not self.eat(close):
            self.ws()
            key = self.string() if self.s[self.i] == '"' else self.ident()
            if self.eat('='):
                attrs[key] = self.raw_until(',' + close[0])
            else:
                attrs[key] = 'unit'
            self.eat(',')
        return attrs

    # op ::= (results '=')? string '(' operands ')' successors? props? regions? attrs? ':' type
    def op(self):
        results = []
        self.ws()
        if self.peek('%'):
            while True:
                name = self.ident()
                count = 1
                if self.peek(':') and not self.s.startswith(': ', self.i):
                    self.expect(':')
                    count = int(self.ident())
                if count == 1:
                    results.append(name)
                else:
                    results.extend('%s#%d' % (name, k) for k in range(count))
                if not self.eat(','):
                    break
            self.expect('=')
        name = self.string()
        self.expect('(')
        operands = []
        while not self.eat(')'):
            operands.append(self.ident())
            self.eat(',')
        if self.eat('['):
            self.raw_until(']')
            self.expect(']')
        attrs = {}
        if self.eat('<{'):
            attrs.update(self.attr_dict('}>'))
        regions = []
        if self.peek('({') or self.peek('(^') or self.peek('()'):
            self.expect('(')
            while not self.eat(')'):
                regions.append(self.region())
                self.eat(',')
        if self.eat('{'):
            attrs.update(self.attr_dict('}'))
        self.expect(':')
        in_types, out_types = self.function_type()
        if self.peek('loc('):
            self.expect('loc(')
            self.raw_until(')')
            self.expect(')')
        return Op(name, results, operands, attrs, regions, in_types, out_types)

    def type_list(self):
        out = []
        self.expect('(')
        while not self.eat(')'):
            out.append(self.raw_until(',)'))
            self.eat(',')
        return out

    def function_type(self):
        ins = self.type_list()
        self.expect('->')
        if self.peek('('):
            outs = self.type_list()
        else:
            outs = [self.raw_until(' \n')]
        return ins, outs

    # region ::= '{' block* '}'
    def region(self):
        self.expect('{')
        blocks = []
        while not self.eat('}'):
            args, types = [], []
            if self.eat('^'):
                self.ident()
                if self.eat('('):
                    while not self.eat(')'):
                        args.append(self.ident())
                        self.expect(':')
                        t = self.raw_until(',)')
                        if ' loc(' in t:
                            t = t[:t.index(' loc(')]
                        types.append(t)
                        self.eat(',')
                self.expect(':')
            ops = []
            while not self.peek('}') and not self.peek('^'):
                ops.append(self.op())
            blocks.append(Block(args, types, ops))
        return blocks

    def resources_section(self):
        # {-# dialect_resources: { builtin: { name: "0x..." } } #-}
        if not self.eat('{-#'):
            return
        end = self.s.find('#-}', self.i)
        body = self.s[self.i:end]
        for m in re.finditer(r'([\w$.\-]+)\s*:\s*"(0x[0-9A-Fa-f]*)"', body):
            self.resources[m.group(1)] = m.group(2)
        self.i = end + 3

    def module(self):
        ops = []
        while True:
            self.ws()
            if self.i >= len(self.s):
                break
            if self.peek('{-#'):
                self.resources_section()
                continue
            if self.peek('#') or self.peek('!'):
                # alias definitions (generic printing keeps them)
                j = self.s.find('\n', self.i)
                self.i = len(self.s) if j < 0 else j + 1
                continue
            ops.append(self.op())
        return ops


def expand_aliases(text):
    """Replace attribute aliases (#map = affine_map<...>) by their values."""
    aliases = {}
    for m in re.finditer(r'^(#[\w$.\-]+)\s*=\s*(.*)$', text, re.M):
        aliases[m.group(1)] = m.group(2).strip()
    if not aliases:
        return text
    body = re.sub(r'^#[\w$.\-]+\s*=.*$', '', text, flags=re.M)
    return re.sub(r'#[\w$.\-]+(?![\w$.\-<])', lambda m: aliases.get(m.group(0), m.group(0)), body)


def parse(text):
    p = Parser(expand_aliases(text))
    ops = p.module()
    return ops, p.resources


# --- types ------------------------------------------------------------------
_TENSOR = re.compile(r'^(tensor|vector|memref)<(.*)>$', re.S)


def parse_tensor_type(t):
    """'tensor<2x?x3xf32>' -> ([2, None, 3], 'f32'); scalars -> ([], t); None if not a tensor."""
    t = t.strip()
    m = _TENSOR.match(t)
    if not m:
        if re.match(r'^(f\d+|bf16|i\d+|si\d+|ui\d+|index)$', t):
            return [], t
        return None
    body = m.group(2)
    if body.startswith('*'):
        return None
    # strip an encoding / layout after the element type
    depth = 0
    for k, c in enumerate(body):
        if c in '<(':
            depth += 1
        elif c in '>)':
            depth -= 1
        elif c == ',' and depth == 0:
            body = body[:k]
            break
    parts = []
    cur = ''
    depth = 0
    for c in body:
        if c == 'x' and depth == 0 and (cur == '?' or cur.isdigit()):
            parts.append(cur)
            cur = ''
        else:
            if c == '<':
                depth += 1
            elif c == '>':
                depth -= 1
            cur += c
    shape = [None if p == '?' else int(p) for p in parts]
    elem = cur.strip()
    quant = re.match(r'^!quant\.uniform<([ui])(\d+)\b', elem)  # storage type u8, i8, i16, ...
    if quant:  # TOSA computes on a quantized tensor's stored integers (zero points are operands)
        elem = ('ui' if quant.group(1) == 'u' else 'i') + quant.group(2)
    return shape, elem


def is_float_type(e):
    return e in ('f16', 'bf16', 'f32', 'f64') or e.startswith('f8') or e.startswith('f4') or e.startswith('f6')


# --- affine maps ------------------------------------------------------------
def parse_affine_map(text):
    """'affine_map<(d0, d1)[s0] -> (d1, 0)>' -> (n_dims, [('d', 1), ('c', 0)]) or None if not simple."""
    m = re.match(r'^(?:affine_map<)?\(([^)]*)\)\s*(?:\[[^\]]*\])?\s*->\s*\((.*)\)>?$', text.strip(), re.S)
    if not m:
        return None
    dims = [d.strip() for d in m.group(1).split(',') if d.strip()]
    exprs = [e.strip() for e in m.group(2).split(',') if e.strip()]
    out = []
    for e in exprs:
        if e in dims:
            out.append(('d', dims.index(e)))
        elif re.match(r'^-?\d+$', e):
            out.append(('c', int(e)))
        else:
            lin = _linear_expr(e, dims)
            out.append(('l', lin) if lin is not None else ('x', e))
    return len(dims), out


def _linear_expr(e, dims):
    """'d1 * 2 + d3 - 1' -> ([0, 2, 0, 1], -1): a sum of dims times integers and
    integers; None for anything else (floordiv, mod, parentheses, symbols)."""
    coefs, const = [0] * len(dims), 0
    terms = re.findall(r'([+-]?)\s*([^+-]+)', e.replace(' ', ''))
    if not terms or ''.join(sg + t for sg, t in terms) != e.replace(' ', ''):
        return None
    for sign, term in terms:
        k, dim = (-1 if sign == '-' else 1), None
        for f in term.split('*'):
            if re.match(r'^\d+$', f):
                k *= int(f)
            elif f in dims and dim is None:
                dim = dims.index(f)
            else:
                return None
        if dim is None:
            const += k
        else:
            coefs[dim] += k
    return coefs, const
