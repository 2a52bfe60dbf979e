"""Everything known about one failure, as records: what MindSpore's text says, what the eager
re-run saw, the call that failed. Evidence layers fill them; rules only read them."""
from __future__ import annotations

import ast
import functools
import inspect
import re
import types
from dataclasses import dataclass, field
from typing import Any, Callable, Literal, Sequence

from ..report.records import Finding, Span
from . import source
from .positions import ast_position
from .source import is_library_file, is_user_file
from .trace import NoProvenance, Provenance
from .values import ValueFacts, describe

_OP_NAME = re.compile(r"For (?:'(?P<op>[A-Za-z_][\w.]*)'|primitive\[(?P<prim>\w+)\])|Select \w+ operator\[(?P<kernel>\w+)\]")


def op_name(text: str) -> str | None:
    """The primitive a MindSpore message is about: `For 'MatMul'` or `For primitive[MaskedFill]`."""
    match = _OP_NAME.search(text)
    if not match:
        return None
    return match.group("op") or match.group("prim") or match.group("kernel")


@dataclass(frozen=True)
class CodeLocation:
    """One entry of "The Traceback of Net Construct Code"."""

    file: str
    line: int
    end_line: int
    column: int | None
    end_column: int | None
    source: str = ""  # the source line MindSpore printed under the location, if any

    @property
    def in_library(self) -> bool:
        return is_library_file(self.file)


@dataclass(frozen=True)
class CppFrame:
    file: str
    line: int
    function: str


@dataclass(frozen=True)
class GraphError:
    """What MindSpore's error text says, split into its parts."""

    type: str
    headline: str
    detail: str = ""  # headline continuation before the first section
    locations: tuple[CodeLocation, ...] = ()
    cpp_frames: tuple[CppFrame, ...] = ()
    framework_message: str = ""
    analyze_fail: str | None = None
    sections: dict[str, str] = field(default_factory=dict)

    @property
    def op(self) -> str | None:
        return op_name(self.headline)

    @property
    def is_graph_error(self) -> bool:
        """True when the text has MindSpore's own structure (not a plain Python error)."""
        return bool(self.locations or self.cpp_frames or self.analyze_fail or self.sections)

    def user_locations(self) -> list[CodeLocation]:
        return [loc for loc in self.locations if not loc.in_library]


@dataclass(frozen=True)
class Frame:
    """One frame of the eager traceback."""

    file: str
    line: int
    end_line: int
    column: int | None
    end_column: int | None
    function: str
    locals: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)
    globals: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)
    # The error surfaced when waiting for the kernels after the line: the columns are the whole
    # statement's, not the failing call's.
    whole_statement: bool = field(default=False, compare=False)

    @property
    def user(self) -> bool:
        return is_user_file(self.file)

    def describe_locals(self) -> dict[str, str]:
        return {name: describe(value) for name, value in self.locals.items() if not name.startswith("__")}


@dataclass(frozen=True)
class CallRecord:
    file: str
    line: int  # first line of the called function
    function: str
    caller_file: str | None
    caller_line: int | None
    arguments: dict[str, str]


@dataclass
class EagerResult:
    exception: BaseException | None = None
    frames: list[Frame] = field(default_factory=list)  # traceback, outermost first
    calls: list[CallRecord] = field(default_factory=list)
    returns: dict[tuple[str, int], str] = field(default_factory=dict)
    lines: set[tuple[str, int]] = field(default_factory=set)
    # What each user function that returned held at the end, by (its file, its first line, the
    # user line that called it): the last such call's locals, and "<return>".
    values: dict[tuple[str, int, str | None, int | None], dict[str, ValueFacts]] = field(default_factory=dict)
    failed_layer: Any = None  # a MindSpore layer whose kernels failed when it returned
    timed_out: bool = False
    seconds: float = 0.0
    problem: str | None = None  # why the re-run could not be made

    @property
    def raised(self) -> bool:
        return self.exception is not None

    @property
    def type_name(self) -> str:
        return type(self.exception).__name__ if self.exception is not None else ""

    @property
    def message(self) -> str:
        return str(self.exception) if self.exception is not None else ""

    def user_frames(self) -> list[Frame]:
        return [frame for frame in self.frames if frame.user]

    def last_user_frame(self) -> Frame | None:
        frames = self.user_frames()
        return frames[-1] if frames else None

    def values_of(self, file: str, first_line: int, caller: tuple[str, int] | None = None) -> dict[str, ValueFacts] | None:
        """What a user function held when it returned: for the call from `caller` if given, else
        for its last call."""
        if caller is not None:
            found = self.values.get((file, first_line, caller[0], caller[1]))
            if found is not None:
                return found
        matching = [v for (f, l, _, _), v in self.values.items() if f == file and l == first_line]
        return matching[-1] if matching else None

    def frames_below(self, frame: Frame) -> list[Frame]:
        """Library frames called from `frame`, e.g. Dense.construct below `self.fc(x)`."""
        index = self.frames.index(frame)
        return self.frames[index + 1 :]


@dataclass
class CallTarget:
    """The watched call that failed: a Cell in graph mode or a jit function."""

    kind: Literal["cell", "function"]
    obj: Any  # the Cell, or the plain Python function (unwrapped from jit)
    args: tuple[Any, ...]
    kwargs: dict[str, Any]
    call_site: Frame | None = None  # the user's line that made the call, with its locals
    # The user's frames further out (outermost first): the callers of the function that made the
    # call, with their locals, so that a value passed down to it can be followed up.
    outer_frames: tuple[Frame, ...] = ()

    @property
    def name(self) -> str:
        if self.kind == "cell":
            return f"{type(self.obj).__name__}.construct"
        return getattr(self.obj, "__qualname__", getattr(self.obj, "__name__", repr(self.obj)))


def _nothing_read(select: Sequence[str]) -> list[Finding]:
    return []


@dataclass
class Evidence:
    exception: BaseException
    graph: GraphError
    eager: EagerResult | None
    target: CallTarget
    phase: Literal["compile", "run"]
    notes: list[str] = field(default_factory=list)
    # The static reading of the failing model's files, by code or code prefix; supplied by the
    # engine, which owns the static checker (rules never run other rules).
    read_source: Callable[[Sequence[str]], list[Finding]] = field(default=_nothing_read, repr=False)
    # Where values were made: asked by rules, answered by the engine's tracer.
    provenance: Provenance = field(default_factory=NoProvenance, repr=False)

    def static_findings(self, *select: str) -> list[Finding]:
        """Findings of the static rules `select` in the model's source (files of its cells and
        functions, and the files MindSpore's error names)."""
        return self.read_source(select)

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

    def reached_files(self) -> set[str]:
        """The files of the failing traceback's user frames, and of the user functions those
        frames' code calls by name (`image_data(...)` defined in another notebook cell or module)."""
        files = set()
        for frame in (self.eager.frames if self.eager is not None else []):
            if not frame.user:
                continue
            files.add(frame.file)
            tree = source.parse_file(frame.file)
            scope = (source.enclosing_function(tree, frame.line) or tree) if tree is not None else None
            for call in (n for n in ast.walk(scope) if isinstance(n, ast.Call)) if scope is not None else ():
                function = resolve_expression(call.func, {**frame.globals, **frame.locals}) \
                    if isinstance(call.func, (ast.Name, ast.Attribute)) else None
                code = getattr(function, "__code__", None)
                if code is not None and source.is_user_file(code.co_filename):
                    files.add(code.co_filename)
        return files

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
        deepest = users[-1]
        outer = self.eager.user_frames()[:-1] if self.eager is not None else []
        if any(f.file == loc.file and loc.line <= f.line <= loc.end_line for f in outer for loc in users):
            return False  # the graph names only calls on the way down to where the eager run stopped
        eager_op = op_name(self.eager_message)
        if eager_op and self.graph.op and _same_primitive(eager_op, self.graph.op):
            return True
        # The graph names an earlier line of the same function: the eager error was raised by a
        # later op that waited for the failed one.
        if self.phase == "compile" and deepest.file == frame.file and deepest.line < frame.line:
            tree = source.parse_file(frame.file)
            function = source.enclosing_function(tree, frame.line) if tree is not None else None
            return function is not None and function.lineno < deepest.line <= (function.end_lineno or 0)
        return False

    def failing_span(self) -> Span | None:
        """Where the failure shows itself in user code: eager frame first, then MindSpore's location;
        narrowed to the one call of the failing op in that statement when there is one (which of
        the statement's calls PyNative or the compiler names varies with what ran before)."""
        span = self._failing_span()
        return _op_call(span, self.op) if span is not None and self.op else span

    def _failing_span(self) -> Span | None:
        frame = self.eager_frame()
        location = self.graph_location()
        if frame is not None and not self.eager_displaced():
            if location is not None and location.file == frame.file and _within_statement(frame, location):
                # MindSpore's compile location names the call inside the statement. PyNative runs
                # ops asynchronously: its error can surface at a later op of the same statement.
                return Span(location.file, location.line, location.end_line, location.column or 0, location.end_column)
            return frame_span(frame)
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


# Calls whose name is not the primitive's.
_OP_CALL_ALIASES = {"cat": "concat", "view": "reshape", "permute": "transpose"}


def _op_call(span: Span, op: str) -> Span:
    """The one call of the failing primitive (`Concat` -> `ops.concat(...)`) in the statement at
    `span`, when there is exactly one; else `span` unchanged."""
    tree = source.parse_file(span.file)
    statement = source.innermost(tree, ast.stmt, span.line, span.column) if tree is not None else None
    if statement is None or isinstance(statement, (ast.FunctionDef, ast.ClassDef, ast.For, ast.While, ast.If, ast.With)):
        return span
    wanted = op.replace("_", "").lower()
    calls = []
    for node in source.nodes_of(statement, ast.Call):
        name = node.func.attr if isinstance(node.func, ast.Attribute) else node.func.id if isinstance(node.func, ast.Name) else ""
        if _OP_CALL_ALIASES.get(name, name).replace("_", "").lower() == wanted:
            calls.append(node)
    if len(calls) != 1:
        return span
    call = calls[0]
    return Span(span.file, call.lineno, call.end_lineno or call.lineno, call.col_offset, call.end_col_offset)


def _within_statement(frame: Frame, location: Any) -> bool:
    """Whether MindSpore's location lies in the statement the eager frame stopped in."""
    if frame.whole_statement:
        return frame.line <= location.line and location.end_line <= frame.end_line
    # Only a whole call (`ops.concat(parts)`), not a callee alone (`self.fc1`), nested inside
    # where the eager run stopped (`self.deep(ops.concat(parts))`) is more exact than that.
    tree = source.parse_file(frame.file)
    statement = source.innermost(tree, ast.stmt, frame.line, frame.column) if tree is not None else None
    if statement is None or not (statement.lineno <= location.line
                                 and location.end_line <= (statement.end_lineno or statement.lineno)):
        return False
    inside = (frame.line, frame.column or 0) <= (location.line, location.column or 0) \
        and (location.end_line, location.end_column or 0) <= (frame.end_line, frame.end_column or 10**9)
    return inside and any(node.lineno == location.line and node.col_offset == location.column
                          and node.end_col_offset == location.end_column for node in source.nodes_of(statement, ast.Call))


def frame_span(frame: Frame) -> Span:
    return Span(frame.file, frame.line, frame.end_line, frame.column or 0, frame.end_column)


def argument_of(call: ast.Call, function: Any, name: str) -> ast.expr | None:
    """The argument a call gives the parameter `name` of `function` (keyword or position)."""
    try:
        bound = inspect.signature(function).bind_partial(*call.args, **{k.arg: k.value for k in call.keywords if k.arg})
    except (TypeError, ValueError):
        return None
    value = bound.arguments.get(name)
    return value if isinstance(value, ast.expr) else None


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


@functools.lru_cache(maxsize=2048)
def _positions(code: types.CodeType) -> tuple:
    """The column table of one code object, read once: every recorded tensor asks for it.
    (Equal code objects have equal line tables, so caching by value is exact.)"""
    return tuple(code.co_positions())


def code_position(code: types.CodeType, lasti: int, lineno: int) -> tuple[int, int, int | None, int | None]:
    """Line, end line and byte columns of the instruction `lasti`. Python 3.10 has no column table:
    there the columns come from the source's `ast`, or stay None when it cannot tell."""
    has_columns = hasattr(code, "co_positions")
    if has_columns and lasti >= 0:
        try:
            line, end_line, column, end_column = _positions(code)[lasti // 2]
            if line is not None:
                return line, end_line or line, column, end_column
        except (IndexError, ValueError):
            pass
    elif not has_columns and lasti >= 0:
        try:
            found = ast_position(code, lasti, lineno)
        except Exception:  # noqa: BLE001 - unreadable source or bytecode: the line alone
            found = None
        if found is not None:
            return found
    return lineno, lineno, None, None
