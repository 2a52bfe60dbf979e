"""Everything known about one failure, gathered before any rule looks at it."""
from __future__ import annotations

import ast
import inspect
import re
from dataclasses import dataclass, field
from typing import Any, Literal

from . import source
from .eager import EagerResult, Frame
from .errortext import CodeLocation, GraphError, op_name
from .model import Span
from .source import node_span  # noqa: F401 - rules import it from here



@dataclass
class CallTarget:
    """The watched call that failed: a Cell in graph mode or a jit function."""

    kind: Literal["cell", "function"]
    obj: Any  # the Cell, or the plain Python function (unwrapped from jit)
    args: tuple[Any, ...]
    kwargs: dict[str, Any]
    call_site: Frame | None = None  # the user's line that made the call, with its locals

    @property
    def name(self) -> str:
        if self.kind == "cell":
            return f"{type(self.obj).__name__}.construct"
        return getattr(self.obj, "__qualname__", getattr(self.obj, "__name__", repr(self.obj)))


@dataclass
class Evidence:
    exception: BaseException
    graph: GraphError
    eager: EagerResult | None
    target: CallTarget
    phase: Literal["compile", "run"]
    notes: list[str] = field(default_factory=list)

    # -- texts ---------------------------------------------------------------------------------
    @property
    def headline(self) -> str:
        return self.graph.headline

    @property
    def op(self) -> str | None:
        """The primitive the error is about (`MatMul`), from MindSpore's or the eager message."""
        return self.graph.op or op_name(self.eager_message)

    @property
    def eager_message(self) -> str:
        if self.eager is None or not self.eager.raised:
            return ""
        return self.eager.message.strip().splitlines()[0] if self.eager.message.strip() else ""

    def mentions(self, *needles: str) -> bool:
        haystack = f"{self.graph.headline}\n{self.graph.detail}\n{self.eager_message}"
        return any(needle in haystack for needle in needles)

    # -- places --------------------------------------------------------------------------------
    def eager_frame(self) -> Frame | None:
        if self.eager is None or not self.eager.raised:
            return None
        return self.eager.last_user_frame()

    def graph_location(self) -> CodeLocation | None:
        """The deepest construct-code location in the user's files."""
        users = self.graph.user_locations()
        return users[-1] if users else None

    def eager_displaced(self) -> bool:
        """True when the eager error surfaced at a later line than the op that caused it.

        PyNative launches kernels asynchronously, so an op's error can be raised by a later op.
        When MindSpore's compile error names the same primitive at a user line the eager run did
        not stop at, the compile location is the precise one."""
        frame = self.eager_frame()
        users = self.graph.user_locations()
        if frame is None or not users:
            return False
        if any(loc.file == frame.file and loc.line <= frame.line <= loc.end_line for loc in users):
            return False
        eager_op = op_name(self.eager_message)
        return bool(eager_op and self.graph.op and _same_primitive(eager_op, self.graph.op))

    def failing_span(self) -> Span | None:
        """Where the failure shows itself in user code: eager frame first, then MindSpore's location."""
        frame = self.eager_frame()
        if frame is not None and not self.eager_displaced():
            return frame_span(frame)
        location = self.graph_location()
        if location is not None:
            return Span(location.file, location.line, location.end_line, location.column or 0, location.end_column)
        return None

    def construct_function(self) -> tuple[str, ast.FunctionDef] | None:
        """The user's construct (or jit function) as an AST, with its file."""
        func = self.target.obj
        if self.target.kind == "cell":
            func = getattr(type(self.target.obj), "construct", None)
        func = inspect.unwrap(func) if func is not None else None
        code = getattr(func, "__code__", None)
        if code is None:
            return None
        tree = source.parse_file(code.co_filename)
        if tree is None:
            return None
        node = source.enclosing_function(tree, code.co_firstlineno + _decorator_offset(func))
        if node is None or node.name != code.co_name:
            for candidate in source.nodes_of(tree, ast.FunctionDef):
                if candidate.name == code.co_name and candidate.lineno >= code.co_firstlineno:
                    node = candidate
                    break
        return (code.co_filename, node) if node is not None else None


def _decorator_offset(func: Any) -> int:
    try:
        lines, _ = inspect.getsourcelines(func)
    except (OSError, TypeError):
        return 0
    for index, line in enumerate(lines):
        if line.lstrip().startswith("def "):
            return index
    return 0


def _same_primitive(first: str, second: str) -> bool:
    """PyNative runs `AddExt` where the graph has `Add`, `MatMulExt` for `MatMul`."""
    def base(name: str) -> str:
        return re.sub(r"(?:Ext|V\d+)$", "", name).lower()

    return base(first) == base(second)


def frame_span(frame: Frame) -> Span:
    return Span(frame.file, frame.line, frame.end_line, frame.column or 0, frame.end_column)


def call_at(span: Span) -> ast.Call | None:
    """The innermost call expression at a span (the failing call)."""
    tree = source.parse_file(span.file)
    if tree is None:
        return None
    exact = [
        node
        for node in source.nodes_of(tree, ast.Call)
        if node.lineno == span.line and node.col_offset == span.column
        and (span.end_column is None or node.end_col_offset == span.end_column)
    ]
    if exact:
        return exact[0]
    return source.innermost(tree, ast.Call, span.line, span.column if span.column else None)


def resolve_expression(node: ast.expr, namespace: dict[str, Any]) -> Any:
    """Evaluate a plain `name.attr.attr` chain against a frame's locals; anything else is None.
    Only attribute reads: no calls, so nothing of the user's runs twice."""
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name) or node.id not in namespace:
        return None
    value = namespace[node.id]
    for part in reversed(parts):
        # A property would run user code; sub-cells and plain attributes are safe to read.
        if isinstance(inspect.getattr_static(type(value), part, None), property):
            return None
        try:
            value = getattr(value, part)
        except Exception:  # noqa: BLE001 - any failure means "unknown"
            return None
    return value
