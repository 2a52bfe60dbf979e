"""Columns of a bytecode instruction where Python has no `co_positions` (3.10), read from `ast`.

Python 3.11 records, for every instruction, the source range of the expression it runs. Python 3.10
records only the line. The range is recovered here the way `co_positions` would give it: the
instruction at `lasti` is a call, a subscript, a binary operation, a comparison or an attribute
load; the expressions of that kind on its line are listed in evaluation order, and the instruction's
rank among the instructions of that kind on the line picks one. When the counts do not agree (an
`assert`, a decorator, a `with` adds calls of its own), only the line is known, as before.
"""
from __future__ import annotations

import ast
import dis
import functools
import types
from typing import Iterator

from . import source

Position = tuple[int, int, int | None, int | None]

_CALLS = frozenset({"CALL_FUNCTION", "CALL_FUNCTION_KW", "CALL_FUNCTION_EX", "CALL_METHOD", "CALL"})
_SUBSCRIPTS = frozenset({"BINARY_SUBSCR", "BINARY_SLICE"})
_COMPARES = frozenset({"COMPARE_OP", "IS_OP", "CONTAINS_OP"})
_ATTRIBUTES = frozenset({"LOAD_ATTR", "LOAD_METHOD"})
_UNPACKS = frozenset({"UNPACK_SEQUENCE", "UNPACK_EX"})
_OWN_SCOPE = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef,
              ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
_COMPREHENSION_NAMES = {ast.ListComp: "<listcomp>", ast.SetComp: "<setcomp>", ast.DictComp: "<dictcomp>",
                        ast.GeneratorExp: "<genexpr>"}


def _kind(instruction: dis.Instruction) -> str | None:
    name = instruction.opname
    if name in _CALLS:
        return "call"
    if name in _SUBSCRIPTS:
        return "subscript"
    if name in _COMPARES:
        return "compare"
    if name in _ATTRIBUTES:
        return "attribute"
    if name in _UNPACKS:
        return "unpack"
    if name.startswith("INPLACE_") or (name == "BINARY_OP" and "=" in instruction.argrepr):
        return "augmented"
    if name.startswith("BINARY_"):
        return "binary"
    if name.startswith("UNARY_") and name != "UNARY_NOT":
        return "unary"
    return None


@functools.lru_cache(maxsize=512)
def _instructions(code: types.CodeType) -> tuple[tuple[int, int, str | None], ...]:
    """(offset, line, kind) of every instruction of `code`."""
    found = []
    line = code.co_firstlineno
    for instruction in dis.get_instructions(code):
        if instruction.starts_line:
            line = instruction.starts_line
        found.append((instruction.offset, line, _kind(instruction)))
    return tuple(found)


def _first_line(node: ast.AST) -> int:
    decorators = getattr(node, "decorator_list", None) or []
    return min([node.lineno, *(d.lineno for d in decorators)])  # type: ignore[attr-defined]


def _scope(tree: ast.Module, code: types.CodeType) -> ast.AST | None:
    """The node whose body `code` is: the module, a function, a class body, a lambda or a comprehension."""
    if code.co_name == "<module>":
        return tree
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, _OWN_SCOPE):
            continue
        name = getattr(node, "name", None) or _COMPREHENSION_NAMES.get(type(node)) or "<lambda>"
        if name == code.co_name and _first_line(node) == code.co_firstlineno:
            found.append(node)
    return found[0] if len(found) == 1 else None


def _own_children(node: ast.AST, scope: bool) -> list[ast.AST]:
    """The children evaluated by the code object of `node`'s scope, in evaluation order."""
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        if scope:
            return list(node.body)
        return [*node.decorator_list, *node.args.defaults, *(d for d in node.args.kw_defaults if d is not None)]
    if isinstance(node, ast.Lambda):
        return [node.body] if scope else [*node.args.defaults, *(d for d in node.args.kw_defaults if d is not None)]
    if isinstance(node, ast.ClassDef):
        return list(node.body) if scope else [*node.decorator_list, *node.bases, *node.keywords]
    if isinstance(node, (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)):
        if not scope:
            return [node.generators[0].iter]
        inner: list[ast.AST] = []
        for number, generator in enumerate(node.generators):
            inner += ([generator.iter] if number else []) + [generator.target, *generator.ifs]
        return inner + ([node.key, node.value] if isinstance(node, ast.DictComp) else [node.elt])  # type: ignore[attr-defined]
    if isinstance(node, (ast.Assign, ast.AnnAssign)):
        # The value runs before the targets are stored.
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        return [*([node.value] if node.value is not None else []), *targets]
    return list(ast.iter_child_nodes(node))


def _post_order(node: ast.AST, scope: bool = False) -> Iterator[ast.AST]:
    for child in _own_children(node, scope):
        yield from _post_order(child)
    if not scope:
        yield node


def _lines_of(node: ast.AST) -> set[int]:
    """The lines an instruction of `node` may carry: its first line, and for `a.b` and `a.b(...)`
    the line of `.b` (Python 3.10 and 3.11 both name that line when the chain spans lines)."""
    attribute = node.func if isinstance(node, ast.Call) else node
    lines = {node.lineno}  # type: ignore[attr-defined]
    if isinstance(attribute, ast.Attribute) and attribute.end_lineno is not None:
        lines.add(attribute.end_lineno)
    return lines


def _matches(kind: str, node: ast.AST) -> int:
    """How many instructions of `kind` the node itself runs."""
    if kind == "call":
        # A comprehension is a function called where it stands; a `with` calls `__exit__` once per
        # item at its end; an `assert` with a message calls AssertionError.
        if isinstance(node, (ast.With, ast.AsyncWith)):
            return len(node.items)
        if isinstance(node, ast.Assert):
            return node.msg is not None
        return isinstance(node, (ast.Call, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp))
    if kind == "subscript":
        return isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load)
    if kind == "compare":
        return len(node.ops) if isinstance(node, ast.Compare) else 0
    if kind == "attribute":
        return isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load)
    if kind == "augmented":
        return isinstance(node, ast.AugAssign)
    if kind == "unpack":
        return isinstance(node, (ast.Tuple, ast.List)) and isinstance(node.ctx, ast.Store)
    if kind == "binary":
        return isinstance(node, ast.BinOp)
    if kind == "unary":
        return isinstance(node, ast.UnaryOp) and not isinstance(node.op, ast.Not)
    return 0


def _span(node: ast.AST, line: int) -> Position:
    """The node's range; a call or attribute whose `.name` sits on a later line starts at the name,
    as `co_positions` does."""
    attribute = node.func if isinstance(node, ast.Call) else node
    if isinstance(attribute, ast.Attribute) and attribute.end_lineno == line != node.lineno \
            and attribute.end_col_offset is not None and len(attribute.attr) <= attribute.end_col_offset:
        start = (line, attribute.end_col_offset - len(attribute.attr))
    else:
        start = (node.lineno, node.col_offset)  # type: ignore[attr-defined]
    return start[0], max(node.end_lineno or start[0], start[0]), start[1], node.end_col_offset  # type: ignore[attr-defined]


@functools.lru_cache(maxsize=4096)
def ast_position(code: types.CodeType, lasti: int, lineno: int) -> Position | None:
    """Line, end line and byte columns of the instruction at byte offset `lasti`, or None."""
    instructions = _instructions(code)
    at = next((i for i, (offset, _, _) in enumerate(instructions) if offset == lasti), None)
    if at is None:
        return None
    kind = instructions[at][2]
    if kind is None:
        return None
    same = [i for i, (_, line, k) in enumerate(instructions) if k == kind and line == lineno]
    if at not in same:
        return None
    tree = source.parse_file(code.co_filename)
    scope = _scope(tree, code) if tree is not None else None
    if scope is None:
        return None
    candidates: list[ast.AST] = []
    for node in _post_order(scope, scope=True):
        count = _matches(kind, node)
        if count and lineno in _lines_of(node):
            candidates += [node] * count
    if kind == "unpack":
        # A target is unpacked before the targets nested in it: outermost first, left to right.
        candidates.sort(key=lambda n: (n.lineno, n.col_offset, -(n.end_lineno or 0), -(n.end_col_offset or 0)))  # type: ignore[attr-defined]
    if not candidates or len(same) % len(candidates):
        return None
    # Python 3.10 repeats some code (a `while` test, a `finally` body): each copy runs the same nodes.
    return _span(candidates[same.index(at) % len(candidates)], lineno)
