"""Rewrite host NumPy tensor construction as `mindspore.ops` calls, and say how exact the rewrite is."""
from __future__ import annotations

import ast
import functools
import re

from ..locale import tr
from ..report.records import Edit, Fix
from ..model.context import FunctionContext
from ..model.module import dotted

# NumPy dtype spellings -> the attribute of `mindspore` with the same element type.
_NUMPY_DTYPES = {
    "float16": "float16",
    "float32": "float32",
    "float64": "float64",
    "half": "float16",
    "single": "float32",
    "double": "float64",
    "int8": "int8",
    "int16": "int16",
    "int32": "int32",
    "int64": "int64",
    "uint8": "uint8",
    "bool_": "bool_",
    "bool": "bool_",
    "int": "int64",
    "float": "float64",
}
_FLOAT_DEFAULT = frozenset({"ones", "zeros", "eye", "triu", "tril"})


def numpy_fix(ctx: FunctionContext, call: ast.Call, qualified: str) -> Fix | None:
    """The `ops` rewrite of a NumPy construction, or None when there is no faithful one."""
    try:
        return _numpy_fix(ctx, call, qualified)
    except _NoFix:
        return None


class _NoFix(Exception):
    pass


_LINE_ENDS = re.compile(r"\r\n|\r|\n")


@functools.lru_cache(maxsize=8)
def _lines(text: str) -> tuple[str, ...]:
    """The lines of a module's text, ends kept, split as `ast` counts them. Split once per text:
    `ast.get_source_segment` splits the text up to the node at every call, which made the check
    of a long file quadratic (12.6 s for 10,000 lines)."""
    ends = [match.end() for match in _LINE_ENDS.finditer(text)]
    starts = [0, *ends]
    return tuple(text[start:end] for start, end in zip(starts, [*ends, len(text)]))


def source_segment(text: str, node: ast.AST) -> str | None:
    """`ast.get_source_segment(text, node)`, in time independent of where the node is."""
    try:
        first, last = node.lineno - 1, node.end_lineno - 1  # type: ignore[attr-defined, operator]
        start, end = node.col_offset, node.end_col_offset  # type: ignore[attr-defined]
    except AttributeError:
        return None
    if first is None or last is None or start is None or end is None:
        return None
    lines = _lines(text)
    if not 0 <= first <= last < len(lines):
        return None
    if first == last:
        return lines[first].encode()[start:end].decode()
    head = lines[first].encode()[start:].decode()
    tail = lines[last].encode()[:end].decode()
    return "".join([head, *lines[first + 1:last], tail])


def _numpy_fix(ctx: FunctionContext, call: ast.Call, qualified: str) -> Fix:
    text = ctx.module.text
    ops = ctx.ops_alias() or _new_ops_name(ctx)
    mindspore = ctx.module.alias_for("mindspore")

    def source(node: ast.AST) -> str:
        segment = source_segment(text, node)
        if segment is None:
            raise _NoFix
        return segment

    wrapper, outer_dtype, cast = _tensor_wrapper(ctx, call, source)
    function = qualified.removeprefix("numpy.")
    random = function.startswith("random.")
    builder = _Builder(ctx, ops, mindspore, source)
    if random:
        replacement = builder.random(call, function, outer_dtype)
        exact = False
    else:
        replacement, exact = builder.build(call, function, outer_dtype or cast, wrapped=wrapper is not None)
    target = wrapper if wrapper is not None else call
    edits = [_edit(ctx, target, replacement)]
    if ctx.ops_alias() is None:
        edits.append(_import_edit(ctx, ops))
    if random:
        title = tr("numpy_fix.random", replacement=replacement)
        applicability = "unsafe"
    else:
        key = "numpy_fix.exact" if exact else "numpy_fix.check_dtype" if wrapper is not None else "numpy_fix.tensor_not_array"
        title = tr(key, replacement=replacement)
        applicability = "safe" if exact else "unsafe"
    return Fix(title, applicability, tuple(edits))  # type: ignore[arg-type]


def _tensor_wrapper(ctx: FunctionContext, call: ast.Call, source) -> tuple[ast.Call | None, str | None, str | None]:
    """`ms.Tensor(<call>, dtype)` around the NumPy call (also `ms.Tensor(<call>.astype(t))`): the
    wrapper, the Tensor's dtype text, and the MindSpore dtype text of the `.astype`."""
    inner: ast.AST = call
    cast = None
    parent = ctx.parent(call)
    if isinstance(parent, ast.Attribute) and parent.attr == "astype":
        astype_call = ctx.parent(parent)
        if not (isinstance(astype_call, ast.Call) and len(astype_call.args) == 1 and not astype_call.keywords):
            return None, None, None
        spelled = dotted(astype_call.args[0]) or ""
        name = _NUMPY_DTYPES.get(spelled.rsplit(".", 1)[-1])
        mindspore = ctx.module.alias_for("mindspore")
        if name is None or mindspore is None:
            return None, None, None
        cast = f"{mindspore}.{name}"
        inner = astype_call
        parent = ctx.parent(astype_call)
    if not isinstance(parent, ast.Call) or ctx.resolve(parent.func) not in ("mindspore.Tensor", "mindspore.tensor"):
        if cast is not None:
            raise _NoFix
        return None, None, None
    if not parent.args or parent.args[0] is not inner:
        return None, None, None
    dtype = None
    if len(parent.args) == 2:
        dtype = parent.args[1]
    elif len(parent.args) > 2:
        return None, None, None
    for keyword in parent.keywords:
        if keyword.arg == "dtype":
            dtype = keyword.value
        else:
            return None, None, None
    if isinstance(dtype, ast.Constant) and dtype.value is None:
        dtype = None
    return parent, (source(dtype) if dtype is not None else None), cast


class _Builder:
    def __init__(self, ctx: FunctionContext, ops: str, mindspore: str | None, source) -> None:
        self.ctx = ctx
        self.ops = ops
        self.mindspore = mindspore
        self.source = source

    def _dtype(self, call: ast.Call, position: int, outer: str | None, default: str | None) -> str | None:
        """The MindSpore dtype text of the result: the Tensor's dtype, else NumPy's, else its default."""
        if outer is not None:
            return outer
        node = call.args[position] if len(call.args) > position else None
        for keyword in call.keywords:
            if keyword.arg == "dtype":
                node = keyword.value
        name = None
        if node is not None:
            spelled = dotted(node) or (node.value if isinstance(node, ast.Constant) else None)
            if not isinstance(spelled, str):
                raise _NoFix
            name = _NUMPY_DTYPES.get(spelled.rsplit(".", 1)[-1])
            if name is None:
                raise _NoFix
        else:
            name = default
        if name is None or self.mindspore is None:
            return None
        return f"{self.mindspore}.{name}"

    def _only(self, call: ast.Call, allowed: set[str]) -> None:
        if any(k.arg not in allowed for k in call.keywords) or any(isinstance(a, ast.Starred) for a in call.args):
            raise _NoFix

    def build(self, call: ast.Call, function: str, outer: str | None, wrapped: bool) -> tuple[str, bool]:
        ops, source = self.ops, self.source
        if function in ("ones", "zeros"):
            self._only(call, {"dtype", "shape"})
            shape = call.args[0] if call.args else next((k.value for k in call.keywords if k.arg == "shape"), None)
            if shape is None or len(call.args) > 2:
                raise _NoFix
            dtype = self._dtype(call, 1, outer, "float64")
            text = f"{ops}.{function}({source(shape)}, {dtype})" if dtype else f"{ops}.{function}({source(shape)})"
            return text, wrapped and dtype is not None
        if function == "full":
            self._only(call, {"dtype"})
            if len(call.args) not in (2, 3):
                raise _NoFix
            shape, value = call.args[0], call.args[1]
            default = None
            if isinstance(value, ast.Constant):
                default = {bool: "bool_", int: "int64", float: "float64"}.get(type(value.value))
            dtype = self._dtype(call, 2, outer, default)
            suffix = f", dtype={dtype}" if dtype else ""
            return f"{ops}.full({source(shape)}, {source(value)}{suffix})", wrapped and dtype is not None
        if function == "arange":
            self._only(call, {"dtype"})
            if not 1 <= len(call.args) <= 3:
                raise _NoFix
            floats = any(isinstance(n, ast.Constant) and isinstance(n.value, float) for a in call.args for n in ast.walk(a))
            dtype = self._dtype(call, 3, outer, None if floats else "int64")
            arguments = ", ".join(source(a) for a in call.args) + (f", dtype={dtype}" if dtype else "")
            return f"{ops}.arange({arguments})", wrapped and dtype is not None and not floats
        if function in ("triu", "tril"):
            self._only(call, {"k", "m"})
            inner = call.args[0] if call.args else next((k.value for k in call.keywords if k.arg == "m"), None)
            diagonal = call.args[1] if len(call.args) > 1 else next((k.value for k in call.keywords if k.arg == "k"), None)
            if not isinstance(inner, ast.Call):
                raise _NoFix
            inner_name = self.ctx.resolve(inner.func) or ""
            if inner_name.removeprefix("numpy.") not in ("ones", "zeros", "full"):
                raise _NoFix
            inner_text, exact = self.build(inner, inner_name.removeprefix("numpy."), outer, wrapped)
            suffix = f", diagonal={source(diagonal)}" if diagonal is not None else ""
            return f"{ops}.{function}({inner_text}{suffix})", exact
        raise _NoFix

    def random(self, call: ast.Call, function: str, outer: str | None) -> str:
        if function != "random.randn" or call.keywords:
            raise _NoFix
        source = self.source
        if len(call.args) == 1 and isinstance(call.args[0], ast.Starred):
            shape = source(call.args[0].value)
        elif call.args and not any(isinstance(a, ast.Starred) for a in call.args):
            shape = "(" + ", ".join(source(a) for a in call.args) + ("," if len(call.args) == 1 else "") + ")"
        else:
            raise _NoFix
        text = f"{self.ops}.standard_normal({shape})"
        if outer is not None and outer.rsplit(".", 1)[-1] != "float32":
            text += f".astype({outer})"
        return text


def _edit(ctx: FunctionContext, node: ast.AST, text: str) -> Edit:
    return Edit(ctx.file, node.lineno, node.col_offset, node.end_lineno, node.end_col_offset, text)  # type: ignore[attr-defined]


def _new_ops_name(ctx: FunctionContext) -> str:
    module = ctx.module
    taken = set(module.imports) | set(module.functions) | set(module.classes) | module.container_globals
    return "ops" if "ops" not in taken else "ms_ops"


def _import_edit(ctx: FunctionContext, name: str) -> Edit:
    """Insert `from mindspore import ops` on the line after the module's last top-level import."""
    body = ctx.module.tree.body
    imports = [n for n in body if isinstance(n, (ast.Import, ast.ImportFrom))]
    if imports:
        line = imports[-1].end_lineno + 1  # type: ignore[operator]
    elif body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        line = body[0].end_lineno + 1  # type: ignore[operator]
    else:
        line = 1
    statement = "from mindspore import ops" if name == "ops" else f"from mindspore import ops as {name}"
    return Edit(ctx.file, line, 0, line, 0, statement + "\n")
