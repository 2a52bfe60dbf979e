"""Python that graph mode evaluates while compiling: raise and assert, builtins, attributes, and the
list, tuple, dict and string operations it runs on constants.

Each rule finds the expression on the failing line that the error is about. The line to change is
that expression, unless the offending Python value was chosen somewhere else: a setting stored in
`__init__`, a config constant, a value computed in a helper. Then the finding is where the value
was chosen, with the failing line as context. A value the watched call received as an input, or a
constant written in the same function as the failing line, is not followed: the line that uses it
is the one to change."""
from __future__ import annotations

import ast
import difflib
import re
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Iterable

from ..locale import tr
from ..model import source
from ..model.facts import Evidence, Frame, call_at, frame_span, resolve_expression
from ..model.source import node_span
from ..model.trace import Trace, Want
from ..model.values import describe, is_tensor
from ..report.records import Edit, Fix, Related, Span
from .base import Candidate, Confidence, Rule, is_watched_input, passed_to_watched_call
from .structure import listed_parameter_names

_UNKNOWN = object()
# Names that stand for modules or `self`, never for a value worth following.
_NOT_VALUES = frozenset({"self", "cls", "ops", "ms", "np", "numpy", "mindspore", "nn", "mint", "F", "P", "Tensor",
                         "mstype", "math"})


# -- reading the failing line -------------------------------------------------------------------

def _statement(span: Span) -> ast.stmt | None:
    return source.statement_at(span.file, span.line)


def _header(statement: ast.stmt) -> list[ast.AST]:
    """The part of a statement that runs on its own line: a compound statement's header only."""
    if isinstance(statement, (ast.If, ast.While)):
        return [statement.test]
    if isinstance(statement, ast.For):
        return [statement.iter]
    if isinstance(statement, ast.With):
        return [item.context_expr for item in statement.items]
    if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Try)):
        return []
    return [statement]


def _nodes(statement: ast.stmt | None, predicate: Callable[[ast.AST], bool]) -> list[Any]:
    """The nodes of the statement's own line(s) that match, in source order."""
    if statement is None:
        return []
    found = [n for root in _header(statement) for n in ast.walk(root) if predicate(n)]
    return sorted(found, key=lambda n: (getattr(n, "lineno", 0), getattr(n, "col_offset", 0)))


def _callee(node: ast.AST) -> str:
    if isinstance(node, ast.Call):
        func = node.func
        return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
    return ""


def _is_method(call: ast.Call) -> bool:
    """`items.pop(0)` rather than `ops.pop(...)` of a module."""
    return isinstance(call.func, ast.Attribute) and not (isinstance(call.func.value, ast.Name)
                                                         and call.func.value.id in _NOT_VALUES - {"self"})


def _operands(node: ast.AST | None) -> list[ast.expr]:
    """The values an expression reads (names, `self.x`, `cfg["k"]`), outermost first, without the
    functions it calls."""
    if node is None:
        return []
    called = {id(n.func) for n in ast.walk(node) if isinstance(n, ast.Call)}
    found: list[ast.expr] = []
    for n in ast.walk(node):
        if id(n) in called or not isinstance(n, (ast.Name, ast.Attribute, ast.Subscript)):
            continue
        if isinstance(n, ast.Name) and n.id in _NOT_VALUES:
            continue
        if isinstance(n, ast.Attribute) and _base_name(n) in _NOT_VALUES - {"self"}:
            continue
        if any(n is not outer and _contains(outer, n) for outer in found):
            continue  # `self.cfg` inside `self.cfg["k"]`: the outer one is the value
        found.append(n)
    return found


def _distinct(nodes: list[ast.expr]) -> list[ast.expr]:
    """The expressions with the same text only once (`self.mode` read by three checks)."""
    seen: set[str] = set()
    kept = []
    for node in nodes:
        key = ast.dump(node)
        if key not in seen:
            seen.add(key)
            kept.append(node)
    return kept


def _base_name(node: ast.expr) -> str:
    while isinstance(node, (ast.Attribute, ast.Subscript)):
        node = node.value
    return node.id if isinstance(node, ast.Name) else ""


def _contains(outer: ast.AST, inner: ast.AST) -> bool:
    return any(n is inner for n in ast.walk(outer))


def _exits(body: list[ast.stmt]) -> bool:
    return bool(body) and isinstance(body[-1], (ast.Return, ast.Raise, ast.Continue, ast.Break))


def _looped_over(span: Span, name: ast.AST) -> ast.expr | None:
    """What the loop variable `name` runs over, when a comprehension of the failing statement
    binds it (`tuple(feats[i] for i in self.out_indices)`) and takes it straight from the sequence."""
    statement = source.statement_at(span.file, span.line)
    if statement is None or not isinstance(name, ast.Name):
        return None
    for comprehension in (n for n in ast.walk(statement) if isinstance(n, ast.comprehension)):
        if isinstance(comprehension.target, ast.Name) and comprehension.target.id == name.id:
            return comprehension.iter
    return None


@dataclass
class _Line:
    """The failing line of one failure: where it is, the eager frame stopped there (if any), and
    how to read the values and origins of its expressions."""

    ev: Evidence
    span: Span
    frame: Frame | None
    statement: ast.stmt | None
    namespace: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def of(cls, ev: Evidence, span: Span | None = None) -> "_Line | None":
        span = span or ev.failing_span()
        if span is None:
            return None
        frame = ev.eager_frame()
        if frame is not None and not (frame.file == span.file and frame.line <= span.line <= frame.end_line):
            frame = None  # stopped elsewhere: its locals are not this line's
        namespace = {**frame.globals, **frame.locals} if frame is not None else {}
        if "self" not in namespace and ev.target.kind == "cell" and _line_in_construct(ev, span):
            namespace["self"] = ev.target.obj
        return cls(ev, span, frame, _statement(span), namespace)

    def nodes(self, predicate: Callable[[ast.AST], bool]) -> list[Any]:
        return _nodes(self.statement, predicate)

    def value(self, node: ast.AST | None) -> Any:
        """The value of a plain expression of this line, read from the eager frame; `_UNKNOWN`
        when it cannot be read without running code."""
        return _evaluate(node, self.namespace) if node is not None else _UNKNOWN

    def text(self, node: ast.AST, limit: int = 60) -> str:
        text = " ".join(source.segment(self.span.file, node).split()) or ast.unparse(node)
        return text if len(text) <= limit else text[: limit - 3] + "..."

    def here(self, node: ast.AST | None) -> Span:
        return node_span(self.span.file, node) if node is not None and hasattr(node, "lineno") else self.span

    def origin(self, node: ast.AST | None, want: Want | None = None, frame: Frame | None = None) -> Trace | None:
        """Where the value of `node` was chosen, when that is outside the failing function and not
        an input of the watched call. `frame`: read it in another frame than the line's own."""
        frame = frame or self.frame
        if frame is None or not isinstance(node, (ast.Name, ast.Attribute, ast.Subscript)):
            return None
        if isinstance(node, ast.Name) and node.id in _NOT_VALUES:
            return None
        try:
            traced = self.ev.provenance.expression(frame, node, want or Want("any"))
        except Exception:  # noqa: BLE001 - a reading that fails leaves the failing line as the answer
            return None
        if traced is None or _inside_function_of(traced.root.span, self.span):
            return None
        if any(is_watched_input(self.ev, step.span) for step in (traced.root, *traced.hops)):
            return None  # an input of the watched call: the code that uses it is what to change
        return traced

    def enclosing(self) -> Frame | None:
        """The frame a generator expression of this line runs in: the comprehension's own frame
        holds only its loop variables, the function's frame the sequence it runs over."""
        frames = self.ev.eager.frames if self.ev.eager is not None else []
        index = frames.index(self.frame) if self.frame is not None and self.frame in frames else 0
        outer = frames[index - 1] if index > 0 else None
        return outer if outer is not None and outer.file == self.span.file \
            and outer.line <= self.span.line <= outer.end_line else None

    def seen(self) -> list[str]:
        evidence = [tr("seen.mindspore", headline=_clip(self.ev.headline, 200))]
        eager = self.ev.eager_message
        if eager and eager.strip("'. ") != self.ev.headline.strip("'. "):
            evidence.append(tr("seen.eager", message=f"{self.ev.eager.type_name}: {_clip(eager, 160)}"))  # type: ignore[union-attr]
        return evidence

    def seen_values(self, nodes: Iterable[ast.expr]) -> list[str]:
        found = []
        for node in nodes:
            if isinstance(node, ast.Constant):
                continue  # its text says it all
            value = self.value(node)
            if value is not _UNKNOWN:
                found.append(tr("seen.value", name=self.text(node, 40), value=describe(value)))
        return found


def _line_in_construct(ev: Evidence, span: Span) -> bool:
    located = ev.construct_function()
    if located is None:
        return False
    file, function = located
    return file == span.file and function.lineno <= span.line <= (function.end_lineno or function.lineno)


def _inside_function_of(place: Span, failing: Span) -> bool:
    """Whether `place` is in the function that holds the failing line."""
    return place.file == failing.file and source.same_function(failing.file, failing.line, place.line)


def _evaluate(node: ast.AST, namespace: dict[str, Any]) -> Any:
    """Constants, names, attribute chains, subscripts of plain containers; never runs user code."""
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, (ast.Name, ast.Attribute)):
        base = node
        while isinstance(base, ast.Attribute):
            base = base.value
        if not isinstance(base, ast.Name) or base.id not in namespace:
            return _UNKNOWN
        value = resolve_expression(node, namespace)  # type: ignore[arg-type]
        if value is None and not (isinstance(node, ast.Name) and namespace.get(node.id, 0) is None):
            return _UNKNOWN
        return value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        inner = _evaluate(node.operand, namespace)
        return -inner if isinstance(inner, (int, float)) and not isinstance(inner, bool) else _UNKNOWN
    if isinstance(node, (ast.Tuple, ast.List)):
        items = [_evaluate(e, namespace) for e in node.elts]
        if any(i is _UNKNOWN for i in items):
            return _UNKNOWN
        return tuple(items) if isinstance(node, ast.Tuple) else items
    if isinstance(node, ast.Subscript):
        base = _evaluate(node.value, namespace)
        key = _evaluate(node.slice, namespace)
        if isinstance(base, (list, tuple, dict, str)) and key is not _UNKNOWN and not isinstance(key, slice):
            try:
                return base[key]
            except Exception:  # noqa: BLE001
                return _UNKNOWN
    return _UNKNOWN


def _clip(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _python_error(line: "_Line") -> str:
    """Python's own wording of the error: the eager re-run's when it stopped on the failing line,
    else MindSpore's headline."""
    ev = line.ev
    text = ev.eager_message if line.frame is not None and ev.eager_message else ev.headline
    text = text.strip()
    if len(text) > 1 and text[0] == text[-1] == "'":
        text = text[1:-1]  # MindSpore quotes some messages whole
    return _clip(text, 120)


def _kind(value: Any) -> str:
    return {list: "list", tuple: "tuple", str: "string", dict: "dict"}.get(type(value), type(value).__name__)


def _rooted(rule: Rule, trace: Trace, message: str, *, fix: Fix, evidence: list[str],
            after: Iterable[Related]) -> Candidate:
    """A finding at the root of a trace, with its hops and then the places on the failing line."""
    root = trace.root
    related = [*trace.related(), *after]
    return Candidate(rule.finding(root.span, message, fix=fix, evidence=evidence, related=related, label=root.label),
                     Confidence.ROOT)


def _origin_text(trace: Trace) -> str:
    return _clip(trace.root.text, 60)


# -- raise and assert ---------------------------------------------------------------------------

def _raised_name(statement: ast.Raise) -> str:
    raised = statement.exc.func if isinstance(statement.exc, ast.Call) else statement.exc
    if isinstance(raised, ast.Attribute):
        return raised.attr
    return raised.id if isinstance(raised, ast.Name) else ""


def _failing_statement(ev: Evidence, kind: type[ast.stmt]) -> tuple[Span, ast.stmt] | None:
    """The statement of `kind` where the failure shows itself: the eager frame's line, else the
    deepest user line MindSpore names."""
    places: list[Span] = []
    frame = ev.eager_frame()
    if frame is not None:
        places.append(frame_span(frame))
    location = ev.graph_location()
    if location is not None:
        places.append(Span(location.file, location.line, location.end_line, location.column or 0, location.end_column))
    for place in places:
        tree = source.parse_file(place.file)
        statement = source.innermost(tree, kind, place.line) if tree is not None else None
        if statement is not None and statement.lineno == place.line:
            return node_span(place.file, statement), statement
    return None


def _conditions(file: str, statement: ast.stmt) -> list[tuple[ast.expr, bool]]:
    """The tests that decided `statement` runs, with whether each held: the `if` around it, and
    the earlier `if ...: return` guards of its blocks, which all failed."""
    tree = source.parse_file(file)
    function = source.enclosing_function(tree, statement.lineno) if tree is not None else None
    if function is None:
        return []
    parents = {id(child): node for node in ast.walk(function) for child in ast.iter_child_nodes(node)}
    found: list[tuple[ast.expr, bool]] = []
    node: ast.AST = statement
    while id(node) in parents and node is not function:
        parent = parents[id(node)]
        for name in ("body", "orelse"):
            block = getattr(parent, name, None)
            if not isinstance(block, list) or node not in block:
                continue
            if isinstance(parent, (ast.If, ast.While)):
                found.append((parent.test, name == "body"))
            for sibling in reversed(block[: block.index(node)]):
                if isinstance(sibling, ast.If):
                    found.extend((test, False) for test in _guard_tests(sibling))
        node = parent
    return found


def _guard_tests(node: ast.If) -> list[ast.expr]:
    """`if a: return ... elif b: return ...`: the tests that all failed for code after it to run."""
    tests = []
    while True:
        if not _exits(node.body):
            return []
        tests.append(node.test)
        if not node.orelse:
            return tests
        if len(node.orelse) == 1 and isinstance(node.orelse[0], ast.If):
            node = node.orelse[0]
            continue
        return []


class RaiseInGraph(Rule):
    """The graph raised an exception your own `raise` statement makes.

    ## What it does
    Recognises that the failure is a `raise` in `construct` (or a jit function or helper) that
    ran. It names the statement and the check that led to it, with the values the eager re-run
    saw; when the check tests a value set elsewhere (an attribute set in `__init__`, a config
    constant), it points there.

    ## Why is this bad?
    Graph mode compiles `raise` into the graph, and evaluates checks on constants while compiling.
    When the check fires, MindSpore reports your message with its own traceback, often without
    the line of the `raise`. What needs changing is the value the check rejected, not MindSpore.

    ## Example
    ```python
    self.mode = "median"
    ...
    if self.mode == "mean":
        return x.mean()
    raise ValueError(f"unknown pooling mode {self.mode}")
    ```

    ## Use instead
    ```python
    self.mode = "mean"
    ```
    """

    code = "MSD207"
    name = "raise-in-graph"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        if "Unsupported exception type" in ev.headline:
            return []
        found = _failing_statement(ev, ast.Raise)
        if found is None:
            return []
        raise_span, statement = found
        raised = _raised_name(statement)  # type: ignore[arg-type]
        if raised and raised != type(ev.exception).__name__:
            return []
        line = _Line.of(ev, raise_span)
        if line is None:
            return []
        kind = raised or type(ev.exception).__name__
        evidence = line.seen()
        conditions = _conditions(raise_span.file, statement)
        operands = _distinct([operand for test, _ in conditions for operand in _operands(test)]
                             + _operands(statement.exc))  # type: ignore[attr-defined]
        evidence += line.seen_values(operands)
        checked = sorted((Related(line.here(test), tr("label.true_here" if held else "label.false_here"))
                          for test, held in conditions[:3]), key=lambda r: (r.span.line, r.span.column))
        for operand in operands:
            value = line.value(operand)
            if is_tensor(value):
                continue
            traced = line.origin(operand)
            if traced is None:
                continue
            name = line.text(operand, 40)
            message = tr("MSD207.message.traced", name=name, value=_value_text(value, traced), type=kind,
                         line=raise_span.line)
            fix = Fix(tr("MSD207.fix.traced", name=name))
            return [_rooted(self, traced, message, fix=fix, evidence=evidence,
                            after=[*checked, Related(raise_span, tr("label.raised_here"))])]
        direct = next((test for test, held in conditions if held), None)
        because = tr("MSD207.because", condition=line.text(direct)) if direct is not None else ""
        message = tr("MSD207.message", type=kind, line=raise_span.line, because=because)
        return [Candidate(self.finding(raise_span, message, fix=Fix(tr("MSD207.fix")), evidence=evidence,
                                       related=checked), Confidence.CERTAIN)]


def _value_text(value: Any, trace: Trace) -> str:
    """The value as the message shows it: the eager value, else the text that made it."""
    return describe(value) if value is not _UNKNOWN else f"`{_origin_text(trace)}`"


_UNSUPPORTED_EXCEPTION = re.compile(r"Unsupported exception type: (?P<type>\w+)\.(?P<rest>[^\n]*)")


class UnsupportedExceptionType(Rule):
    """A `raise` in graph code uses an exception type graph mode cannot raise.

    ## What it does
    Finds the `raise X(...)` in graph code when MindSpore reports that `X` is not one of the
    exception types it supports, and names the closest type it does support.

    ## Why is this bad?
    Graph mode raises only Python's standard exception types (`ValueError`, `TypeError`,
    `RuntimeError`, `IndexError`, ...). Warnings such as `UserWarning`, `ImportError` and your own
    exception classes stop the compile with `Unsupported exception type`, whether or not the
    `raise` would run.

    ## Example
    ```python
    if overflow:
        raise LossScaleError("loss scale overflow")
    ```

    ## Use instead
    ```python
    if overflow:
        raise RuntimeError("loss scale overflow")
    ```
    """

    code = "MSD208"
    name = "unsupported-exception-type"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        match = _UNSUPPORTED_EXCEPTION.search(ev.headline)
        if not match:
            return []
        wanted = match.group("type")
        supported = re.findall(r"\b[A-Z]\w*(?:Error|Exception|Warning|Interrupt|Iteration)\b", match.group("rest"))
        instead = _supported_base(ev, supported)
        evidence = [tr("seen.mindspore", headline=_clip(ev.headline, 120))]
        found = _failing_statement(ev, ast.Raise)
        places = [found] if found is not None and _raised_name(found[1]) == wanted else []  # type: ignore[arg-type]
        if not places:
            for file, function in _graph_functions(ev):
                for node in ast.walk(function):
                    if isinstance(node, ast.Raise) and node.exc is not None and _raised_name(node) == wanted:
                        places.append((node_span(file, node), node))
        if not places:
            return []
        span, _ = places[0]
        return [Candidate(self.finding(span, tr("MSD208.message", type=wanted, line=span.line),
                                       fix=Fix(tr("MSD208.fix", type=wanted, instead=instead)), evidence=evidence),
                          Confidence.CERTAIN)]


def _supported_base(ev: Evidence, supported: list[str]) -> str:
    """The nearest base class of the raised exception that graph mode raises, else RuntimeError."""
    exception = ev.eager.exception if ev.eager is not None else None
    for base in type(exception).__mro__[1:] if exception is not None else ():
        if base.__name__ in supported and base.__name__ not in ("Exception", "BaseException"):
            return base.__name__
    return "RuntimeError"


def _graph_functions(ev: Evidence) -> list[tuple[str, ast.FunctionDef]]:
    """The user functions of the failing model: its construct, then those MindSpore and the eager
    run name."""
    found: list[tuple[str, ast.FunctionDef]] = []
    located = ev.construct_function()
    if located is not None:
        found.append(located)
    places = [(loc.file, loc.line) for loc in reversed(ev.graph.user_locations())]
    places += [(f.file, f.line) for f in (ev.eager.user_frames() if ev.eager is not None else [])]
    for file, line in places:
        tree = source.parse_file(file)
        function = source.enclosing_function(tree, line) if tree is not None else None
        if function is not None and not any(f is function for _, f in found):
            found.append((file, function))  # type: ignore[arg-type]
    return found


class AssertInGraph(Rule):
    """An `assert` in graph code failed.

    ## What it does
    Recognises an `AssertionError` raised by an `assert` in `construct` or a jit function, names
    the statement and shows the values its test read; when the test reads a value set elsewhere
    (a config entry, an attribute set in `__init__`), it points there.

    ## Why is this bad?
    Graph mode evaluates an `assert` on constants while compiling, and on tensors when the graph
    runs. Either way the failure comes with MindSpore's traceback, and with no message at all when
    the `assert` has none.

    ## Example
    ```python
    self.num_heads = 6
    ...
    assert self.num_heads in (1, 2, 4, 8), "unsupported head count"
    ```

    ## Use instead
    ```python
    self.num_heads = 4
    ```
    """

    code = "MSD209"
    name = "assert-failed-in-graph"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        if not isinstance(ev.exception, AssertionError):
            return []
        found = _failing_statement(ev, ast.Assert)
        if found is None:
            return []
        span, statement = found
        line = _Line.of(ev, span)
        if line is None:
            return []
        test = statement.test  # type: ignore[attr-defined]
        operands = _operands(test)
        evidence = line.seen() + line.seen_values(operands)
        test_text = line.text(test)
        for operand in operands:
            value = line.value(operand)
            traced = line.origin(operand) if not is_tensor(value) else None
            if traced is not None:
                name = line.text(operand, 40)
                message = tr("MSD209.message.traced", name=name, value=_value_text(value, traced), test=test_text,
                             line=span.line)
                return [_rooted(self, traced, message, fix=Fix(tr("MSD209.fix.traced", name=name)), evidence=evidence,
                                after=[Related(line.here(test), tr("label.fails_here"))])]
        values = "; ".join(v for v in line.seen_values(operands)[:2])
        message = tr("MSD209.message", test=test_text, line=span.line,
                     values=tr("MSD209.values", values=values) if values else "")
        return [Candidate(self.finding(span, message, fix=Fix(tr("MSD209.fix")), evidence=evidence),
                          Confidence.CERTAIN)]


# -- builtins -----------------------------------------------------------------------------------

_TENSOR_TO_PYTHON = (
    ("convert", re.compile(r"Can not convert Tensor with more than one element to Scalar|"
                           r"Only one element tensors can be converted", re.IGNORECASE)),
    ("len", re.compile(r"Not support len of a 0-D tensor", re.IGNORECASE)),
    ("iterate", re.compile(r"Cannot iterate over a scalar tensor|iteration over a 0-d tensor", re.IGNORECASE)),
    ("nested", re.compile(r"cannot support tensor in list or tuple nested", re.IGNORECASE)),
    ("compare", re.compile(r"truth value of an array with more than one element|more than one element is ambiguous",
                           re.IGNORECASE)),
)
_DATA_SHAPE = re.compile(r"data's shape is ?: ?\((?P<shape>[^)]*)\)")
# The builtins each kind of error comes from.
_KIND_BUILTINS = {
    "convert": ("int", "float", "bool", "round", "abs", "range", "complex"),
    "len": ("len", "list", "tuple", "enumerate", "zip", "sorted", "sum", "max", "min", "any", "all", "iter"),
    "iterate": ("list", "tuple", "enumerate", "zip", "sorted", "sum", "max", "min", "any", "all", "iter"),
    "nested": ("max", "min"),
    "compare": ("max", "min", "sorted"),
}


class BuiltinOnTensor(Rule):
    """A Python builtin gets a tensor it cannot turn into a Python value.

    ## What it does
    Finds `int()`, `float()`, `len()`, `max()`, iteration and the like applied to a tensor with more
    than one element, to a 0-d tensor, or to tensors nested in lists, and names the call and the
    tensor's shape.

    ## Why is this bad?
    Python builtins work on Python values. Graph mode turns a tensor into one only when it has a
    single element; otherwise the compile stops with `Can not convert Tensor with more than one
    element to Scalar`, `Not support len of a 0-D tensor` or `The truth value of an array with more
    than one element is ambiguous`, naming neither the call nor the tensor.

    ## Example
    ```python
    total = int(lengths)          # lengths is a (B,) tensor
    ```

    ## Use instead
    ```python
    total = lengths.sum()         # stay in tensors, or pass the Python int in from outside
    ```
    """

    code = "MSD210"
    name = "builtin-on-tensor"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        text = f"{ev.headline}\n{ev.eager_message}"
        kind = next((kind for kind, pattern in _TENSOR_TO_PYTHON if pattern.search(text)), None)
        if kind is None:
            return []
        line = _Line.of(ev)
        if line is None:
            return []
        builtins = _KIND_BUILTINS[kind]
        calls = line.nodes(lambda n: isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in builtins)
        node: ast.AST | None = None
        argument: ast.expr | None = None
        for call in reversed(calls):  # the innermost call runs first
            arguments = list(call.args) + [k.value for k in call.keywords]
            tensors = [a for a in arguments if is_tensor(line.value(a)) or isinstance(a, (ast.List, ast.Tuple))]
            unknown = [a for a in arguments if line.value(a) is _UNKNOWN]  # `int(mask.sum(1))`: not read
            if tensors or unknown or line.frame is None:
                node, argument = call, (tensors or unknown or arguments or [None])[0]
                break
        if node is None and kind in ("len", "iterate") and isinstance(line.statement, ast.For):
            node = argument = line.statement.iter
        if node is None:
            return []  # a condition (`if mask:`) is MSD302's; another line's call is not this rule's
        value = line.value(argument)
        shape = _DATA_SHAPE.search(text)
        if argument is not None and value is not _UNKNOWN:
            what = tr("value.is", expression=line.text(argument, 40), value=describe(value))
        elif argument is not None and shape is not None:
            what = tr("MSD210.shaped", expression=line.text(argument, 40), shape=shape.group("shape").strip())
        else:
            what = tr("MSD210.a_tensor")
        if not isinstance(node, ast.Call):
            kind = "iterate"  # `for v in t:` of a 0-d tensor
        call_text = f"`{line.text(node)}`" if isinstance(node, ast.Call) else tr("MSD210.iteration", target=line.text(node, 40))
        message = tr("MSD210.message", call=call_text, line=line.span.line, what=what, why=tr(f"MSD210.why.{kind}"))
        return [Candidate(self.finding(line.here(node), message, fix=Fix(tr(f"MSD210.fix.{kind}")),
                                       evidence=line.seen()), Confidence.LIKELY)]


# Python's and MindSpore's words for a builtin refusing its argument: what is wrong, and the
# builtins it comes from.
_BUILTIN_ERRORS: tuple[tuple[str, re.Pattern[str], tuple[str, ...]], ...] = (
    ("isinstance", re.compile(r"isinstance\(\) arg 2", re.IGNORECASE), ("isinstance",)),
    ("round", re.compile(r"doesn't define __round__", re.IGNORECASE), ("round",)),
    ("enumerate", re.compile(r"For 'enumerate', the 'start'", re.IGNORECASE), ("enumerate",)),
    ("range", re.compile(r"For 'make_range'[^\n]*but got AbstractScalar\(Type: Float", re.IGNORECASE), ("range",)),
    ("empty", re.compile(r"arg is an empty sequence", re.IGNORECASE), ("max", "min")),
    ("literal", re.compile(r"invalid literal for int\(\)|could not convert string to float", re.IGNORECASE),
     ("int", "float", "complex")),
    ("array", re.compile(r"only length-1 arrays can be converted", re.IGNORECASE), ("int", "float", "complex", "bool")),
    ("iterable", re.compile(r"object is not iterable", re.IGNORECASE),
     ("sum", "list", "tuple", "max", "min", "sorted", "enumerate", "zip", "any", "all", "iter", "set", "dict")),
    ("integer", re.compile(r"cannot be interpreted as an integer", re.IGNORECASE),
     ("round", "range", "enumerate", "chr", "bin", "hex")),
)
_ITERABLE_FIRST = ("sum", "list", "tuple", "max", "min", "sorted", "enumerate", "zip", "any", "all", "iter")


class BuiltinArgument(Rule):
    """A Python builtin in graph code gets an argument of the wrong kind.

    ## What it does
    Finds builtins (`sum`, `list`, `round`, `max`, `isinstance`, `enumerate`, `range`, `int`,
    `float`, ...) that graph mode evaluates while compiling and that reject their argument, and
    names the argument; when the argument was made on another line (a config value, an attribute
    set in `__init__`), it points there.

    ## Why is this bad?
    Graph mode runs these builtins on constants at compile time, so Python's own error
    (`'int' object is not iterable`, `isinstance() arg 2 must be a type or tuple of types`) stops
    the compile, in MindSpore's words and often far from where the value was chosen.

    ## Example
    ```python
    self.repeats = depth / 2          # a float
    ...
    for _ in range(self.repeats):
    ```

    ## Use instead
    ```python
    self.repeats = depth // 2
    ```
    """

    code = "MSD211"
    name = "builtin-argument"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        text = f"{ev.headline}\n{ev.eager_message}"
        found = next(((case, names) for case, pattern, names in _BUILTIN_ERRORS if pattern.search(text)), None)
        if found is None:
            return []
        case, builtins = found
        line = _Line.of(ev)
        if line is None:
            return []
        calls = line.nodes(lambda n: isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in builtins)
        if not calls:
            return []
        call = calls[-1]
        name = call.func.id
        argument = _rejected_argument(line, call)
        error = _python_error(line)
        evidence = line.seen()
        if argument is not None:
            evidence += line.seen_values([argument])
            value = line.value(argument)
            traced = line.origin(argument) if not is_tensor(value) else None
            if traced is not None:
                argument_text = line.text(argument, 40)
                message = tr("MSD211.message.traced", name=argument_text, value=_value_text(value, traced),
                             call=line.text(call), line=line.span.line, error=error)
                floor = " / " in traced.root.text and isinstance(value, float)
                fix = Fix(tr("MSD211.fix.floor" if floor else "MSD211.fix.traced", name=argument_text))
                return [_rooted(self, traced, message, fix=fix, evidence=evidence,
                                after=[Related(line.here(call), tr("label.fails_here"))])]
        message = tr("MSD211.message", call=line.text(call), line=line.span.line, error=error)
        return [Candidate(self.finding(line.here(argument if argument is not None else call), message,
                                       fix=Fix(tr(f"MSD211.fix.{case}", call=f"{name}()")), evidence=evidence,
                                       related=[Related(line.here(call), tr("label.fails_here"))]
                                       if argument is not None else []),
                          Confidence.LIKELY)]


def _rejected_argument(line: _Line, call: ast.Call) -> ast.expr | None:
    """The argument the builtin refuses: the one of the wrong kind for its place."""
    name = call.func.id  # type: ignore[attr-defined]
    keywords = {k.arg: k.value for k in call.keywords if k.arg}
    if name == "isinstance":
        return call.args[1] if len(call.args) > 1 else None
    if name == "enumerate" and "start" in keywords:
        return keywords["start"]
    arguments = list(call.args)
    for argument in arguments:
        value = line.value(argument)
        if name in ("range", "round", "enumerate") and isinstance(value, float):
            return argument
        if name in _ITERABLE_FIRST and value is not _UNKNOWN and not isinstance(value, (list, tuple, dict, str, range)) \
                and not is_tensor(value) and argument is arguments[0]:
            return argument
        if name == "round" and isinstance(value, (list, tuple)):
            return argument
    return arguments[0] if arguments else None


# -- attributes ---------------------------------------------------------------------------------

_UNKNOWN_ATTRIBUTE = re.compile(r"'(?P<kind>\w+)' object has no attribute '(?P<name>\w+)'|"
                                r"<(?P<cls>\w+)::\d+>' object has no attribute '(?P<member>\w+)'|"
                                r"'self\.(?P<uninit>\w+)' should be initialized in the '__init__'")
# Python's own types: an attribute read on one of these is read on a value of the wrong kind.
_PLAIN = (int, float, bool, str, list, tuple, dict, type(None))


class UnknownAttribute(Rule):
    """Graph code reads an attribute or calls a method that does not exist.

    ## What it does
    Finds attribute reads such as `x.nrom()` on a tensor, `self.num_feature` on a cell,
    `getattr(x, "name")`, or `.shape` on a Python number, and names the closest attribute the
    object does have. When the object is a Python value of the wrong kind made elsewhere (an
    `int` stored in `__init__`), it points there. When a cell's `__init__` sets the attribute
    only in `if`/`elif` branches that compare a setting with fixed choices, and the setting it
    was built with matches none, it points where that setting was written (a config value).
    A sub-cell's result read as a tensor (`self.pool(h).squeeze(1)`) that is a tuple because the
    sub-cell returns one under a flag it was built with (`if self.return_weights: return pooled,
    weights`) points at the build that set the flag. A None returned by a helper of the cell
    under `if self.pad_id is None: return None` points where that setting was left None (a
    config value), with the `return` as the next step (for every rule that follows a None).
    A parameter left at its None default because the call spread a batch of fewer items
    (`step(*batch)` of a generator that yields `ids, tags` and no mask) points at the `yield`
    (or `return`) that made the batch without it (for every rule that follows a None).
    A cell of a kind without the attribute, built under `if config.FACTORIZED_EMBEDDING:` (a
    `SequentialCell` where an `Embedding` with its `embedding_table` was meant), points at where
    that setting was given its value.
    An expression graph mode made None (`(tokens * mask).sum()` with `mask=None`) is read by
    the one operand that is None, followed to where it became None (a caller that left it out).

    ## Why is this bad?
    Graph mode resolves attributes while compiling, on its own abstract types (`Tensor`, `Int`,
    `Tuple`, `ClassMember`), and stops at the first missing one. Its message names MindSpore's
    type, not your variable.

    ## Example
    ```python
    return x / x.nrom()
    ```

    ## Use instead
    ```python
    return x / x.norm()
    ```
    """

    code = "MSD212"
    name = "unknown-attribute"
    fix = "sometimes"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        match = _UNKNOWN_ATTRIBUTE.search(ev.headline) or _UNKNOWN_ATTRIBUTE.search(ev.eager_message)
        if not match:
            return []
        name = match.group("name") or match.group("member") or match.group("uninit")
        line = _Line.of(ev)
        if line is None:
            return []
        evidence = line.seen()
        found = self._read(line, name)
        if found is None:
            return []
        owner_node, here, literal = found
        owner = line.value(owner_node)
        owner_text = line.text(owner_node, 40)
        if match.group("uninit"):
            closest = _closest(name, _own_attributes(owner) if owner is not _UNKNOWN else [])
            message = tr("MSD212.message.uninit", name=name, line=here.line)
            fix = Fix(tr("MSD212.fix.uninit", name=name))
            if closest:
                fix = Fix(tr("MSD212.fix.rename", name=name, closest=closest), "unsafe",
                          (_edit(here, repr(closest) if literal else closest),))
            return [Candidate(self.finding(here, message, fix=fix, evidence=evidence), Confidence.CERTAIN)]
        kind = _kind_text(owner) if owner is not _UNKNOWN else match.group("kind") or match.group("cls") or "?"
        message = tr("MSD212.message", name=name, owner=owner_text, kind=kind, line=here.line)
        said = (match.group("kind") or match.group("cls") or "").lower()
        if (isinstance(owner, tuple) or (owner is _UNKNOWN and said == "tuple")) and isinstance(owner_node, ast.Call):
            # `self.pool(h).squeeze(1)` where the sub-cell returns `(pooled, weights)` when a flag
            # it was built with is set: the build that set the flag.
            cell = line.value(owner_node.func)
            flag = _tuple_returned_by_flag(cell) if cell is not _UNKNOWN else None
            traced = ev.provenance.attribute(cell, flag) if flag is not None else None
            if traced is not None and not traced.root.span.covers(here.file, here.line):
                message = tr("MSD212.message.flag_tuple", name=name, owner=owner_text, cls=type(cell).__name__, flag=flag,
                             line=here.line)
                return [_rooted(self, traced, message, fix=Fix(tr("MSD212.fix.flag_tuple", flag=flag, owner=owner_text)),
                                evidence=evidence, after=[Related(here, tr("label.read_here", name=name))])]
        if owner is _UNKNOWN and said == "nonetype" and not isinstance(owner_node, ast.Name):
            # `(per_sample * weights).sum()` that graph mode made None: the operand that is None
            # (`weights`, a parameter its caller left at `None`), where it became None.
            nones = [n for n in ast.walk(owner_node) if isinstance(n, ast.Name) and line.value(n) is None]
            owner_node, owner = (nones[0], None) if len(nones) == 1 else (owner_node, owner)
            owner_text = line.text(owner_node, 40)
            message = tr("MSD212.message", name=name, owner=owner_text, kind=kind, line=here.line)
        if isinstance(owner, _PLAIN):
            traced = line.origin(owner_node, Want("none") if owner is None else Want("any"))
            if traced is not None:
                message = tr("MSD212.message.traced", name=name, owner=owner_text, kind=kind, line=here.line)
                return [_rooted(self, traced, message, fix=Fix(tr("MSD212.fix.kind", owner=owner_text, name=name)),
                                evidence=evidence, after=[Related(here, tr("label.read_here", name=name))])]
        made = ev.provenance.created_at(owner) if hasattr(owner, "cells_and_names") and not hasattr(owner, name) else None
        chosen = ev.provenance.chosen_by_setting(made.file, made.line) if made is not None else None
        if chosen is not None and made is not None:
            # `if config.FACTORIZED_EMBEDDING: return nn.SequentialCell([...])` in the helper that
            # built `self.embed`: the setting chose a kind of cell without the attribute.
            test, traced = chosen
            flag = ast.unparse(test)
            message = tr("MSD212.message.flag_kind", name=name, owner=owner_text, kind=kind, flag=flag, line=here.line)
            return [_rooted(self, traced, message, fix=Fix(tr("MSD212.fix.flag_kind", flag=flag, owner=owner_text, name=name)),
                            evidence=evidence, after=[Related(made, tr("label.built_here")),
                                                      Related(here, tr("label.read_here", name=name))])]
        selected = _selector(type(owner), name) if hasattr(owner, "cells_and_names") and not hasattr(owner, name) \
            else None
        traced = ev.provenance.built_argument(owner, name, owner, selected[0]) \
            if selected is not None and ev.provenance.created_at(owner) is not None else None
        if selected is not None and traced is not None and traced.root.label != tr("label.built_here"):
            # `if norm == "batchnorm": self.norm = ...` / `elif ...` with no branch taken: the
            # setting that matched none of the choices, where it was written.
            parameter, choices = selected
            message = tr("MSD212.message.unselected", name=name, cls=type(owner).__name__, parameter=parameter,
                         choices=", ".join(choices), line=here.line)
            return [_rooted(self, traced, message, fix=Fix(tr("MSD212.fix.unselected", parameter=parameter,
                                                               choices=", ".join(choices))),
                            evidence=evidence, after=[Related(here, tr("label.read_here", name=name))])]
        tensor = is_tensor(owner) or (owner is _UNKNOWN and match.group("kind") == "Tensor")
        candidates = _attributes(owner) if owner is not _UNKNOWN else _tensor_attributes() if tensor else []
        closest = _closest(name, candidates)
        if closest:
            fix = Fix(tr("MSD212.fix.rename", name=name, closest=closest), "unsafe",
                      (_edit(here, repr(closest) if literal else closest),))
        elif tensor:
            fix = Fix(tr("MSD212.fix.tensor", name=name))
        elif isinstance(owner, _PLAIN):
            fix = Fix(tr("MSD212.fix.kind", owner=owner_text, name=name))
        else:
            fix = Fix(tr("MSD212.fix", owner=owner_text, name=name))
        return [Candidate(self.finding(here, message, fix=fix, evidence=evidence), Confidence.CERTAIN)]

    @staticmethod
    def _read(line: _Line, name: str) -> tuple[ast.expr, Span, bool] | None:
        """The object read from and the span of the name: `x.name`, or the string of `getattr(x, "name")`.
        Of several reads of the name (`m.expand_dims(1).expand_dims(2)`) the innermost runs first."""
        found = None
        for node in line.nodes(lambda n: isinstance(n, (ast.Attribute, ast.Call))):
            if isinstance(node, ast.Attribute) and node.attr == name:
                end = node.end_col_offset or 0
                here = Span(line.span.file, node.end_lineno or node.lineno, node.end_lineno, end - len(name.encode()), end)
                if found is None or _contains(found[0], node):
                    found = (node.value, here, False)
            elif isinstance(node, ast.Call) and _callee(node) in ("getattr", "hasattr") and len(node.args) >= 2 \
                    and isinstance(node.args[1], ast.Constant) and node.args[1].value == name:
                if found is None or _contains(found[0], node):
                    found = (node.args[0], line.here(node.args[1]), True)
        return found


def _selector(cls: type, name: str) -> tuple[str, list[str]] | None:
    """When `__init__` sets `self.<name>` only in branches that compare one of its parameters with
    constants (`if norm == "batchnorm": ... elif norm == "layernorm": ...`, no `else`): that
    parameter and the constants it is compared with."""
    file = source.class_file(cls)
    tree = source.parse_file(file) if file else None
    node = source.find_class(tree, cls.__name__) if tree is not None else None
    init = next((n for n in node.body if isinstance(n, ast.FunctionDef) and n.name == "__init__"), None) \
        if node is not None else None
    if init is None:
        return None
    assignments = source.self_attribute_assignments(init, name)
    parameters = [a.arg for a in init.args.args[1:] + init.args.kwonlyargs]
    selector: set[str] = set()
    choices: list[str] = []
    guarded = 0
    for branch in (n for n in ast.walk(init) if isinstance(n, ast.If)):
        test = branch.test
        if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], (ast.Eq, ast.In))
                and isinstance(test.left, ast.Name) and test.left.id in parameters):
            continue
        constants = [c for c in ast.walk(test.comparators[0]) if isinstance(c, ast.Constant)]
        owned = [a for a in assignments if any(a is n for statement in branch.body for n in ast.walk(statement))]
        if not owned or not constants:
            continue
        if branch.orelse and not isinstance(branch.orelse[0], ast.If) \
                and any(a is n for statement in branch.orelse for n in ast.walk(statement) for a in assignments):
            return None  # an `else` sets it too: not a choice left unmatched
        selector.add(test.left.id)
        choices += [repr(c.value) for c in constants]
        guarded += len(owned)
    if len(selector) != 1 or guarded != len(assignments):
        return None
    return selector.pop(), choices


def _kind_text(value: Any) -> str:
    """`Tensor[float32, (3,)]`, `int 16`, `list [1, 2]`, `Backbone`."""
    text = describe(value)
    if isinstance(value, _PLAIN) and value is not None and not text.startswith(type(value).__name__):
        return f"{type(value).__name__} {text}"
    return text


def _attributes(owner: Any) -> list[str]:
    """The public names an object has: for a Cell its own attributes, parameters and sub-cells
    (not the whole Cell API), for anything else `dir()`."""
    if hasattr(owner, "cells_and_names"):
        return _own_attributes(owner)
    try:
        return [a for a in dir(owner) if not a.startswith("_")]
    except Exception:  # noqa: BLE001
        return []


def _tensor_attributes() -> list[str]:
    from mindspore import Tensor

    return [a for a in dir(Tensor) if not a.startswith("_")]


def _own_attributes(owner: Any) -> list[str]:
    names = [a for a in getattr(owner, "__dict__", {}) if not a.startswith("_")]
    for private in ("_params", "_cells", "_tensor_list"):
        held = getattr(owner, "__dict__", {}).get(private)
        if isinstance(held, dict):
            names += list(held)
    for cls in type(owner).__mro__:
        if cls.__module__.startswith("mindspore"):
            break
        names += [a for a in vars(cls) if not a.startswith("_")]
    return names


def _closest(name: str, candidates: list[str]) -> str | None:
    found = difflib.get_close_matches(name, [c for c in candidates if c != name], n=1, cutoff=0.7)
    return found[0] if found else None


def _edit(span: Span, text: str) -> Edit:
    return Edit(span.file, span.line, span.column, span.last_line, span.end_column or span.column, text)


# -- sequences ----------------------------------------------------------------------------------

_GETITEM_RANGE = re.compile(r"(?:TupleGetItem|list_getitem|ListGetItem) evaluator index should be in range\[(?P<low>-?\d+), "
                            r"(?P<high>-?\d+)\), but got (?P<index>-?\d+)")
_STRING_RANGE = re.compile(r"String index out of range, expect:\[(?P<low>-?\d+), (?P<last>-?\d+)\], but got (?P<index>-?\d+)")
_POP_RANGE = re.compile(r"The pop index out of range|pop index out of range|pop from empty list")
_PLAIN_RANGE = re.compile(r"\b(?:tuple|list|string) index out of range")
_SHRINKS = ("clear", "pop", "remove")
_COUNTED = ("split", "chunk", "tensor_split", "unbind", "array_split")


class SequenceIndexOutOfRange(Rule):
    """A tuple, list or string is indexed past its end.

    ## What it does
    Finds subscripts and `pop` calls whose index is outside a tuple, list or string that graph mode
    knows while compiling. When the index, or the count that sized the sequence (the parts of a
    `split`), was chosen elsewhere, it points there; when the sequence was emptied earlier
    (`clear`, `pop`), it points at that line.

    ## Why is this bad?
    Graph mode evaluates these indices while compiling and stops with `TupleGetItem evaluator index
    should be in range[-2, 2), but got 2` or `The pop index out of range`, in terms of its own
    evaluators rather than your sequence.

    ## Example
    ```python
    self.num_chunks = 2
    ...
    q, k, v = chunks[0], chunks[1], chunks[2]   # chunks = ops.chunk(x, self.num_chunks)
    ```

    ## Use instead
    ```python
    self.num_chunks = 3
    ```
    """

    code = "MSD213"
    name = "sequence-index-out-of-range"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        text = f"{ev.headline}\n{ev.eager_message}"
        ranged = _GETITEM_RANGE.search(text)
        string = _STRING_RANGE.search(text)
        pop = _POP_RANGE.search(text)
        if not (ranged or string or pop or _PLAIN_RANGE.search(text)):
            return []
        line = _Line.of(ev)
        if line is None:
            return []
        index = int(ranged.group("index")) if ranged else int(string.group("index")) if string else None
        size = int(ranged.group("high")) if ranged else int(string.group("last")) + 1 if string else None
        node, sequence, position = self._lookup(line, index, bool(pop))
        if node is None:
            return []
        held = line.value(sequence)
        if isinstance(held, (list, tuple, str)):
            size = len(held) if size is None or pop else size
        kind = _kind(held) if held is not _UNKNOWN else ("string" if string else "list" if pop else "tuple")
        if index is None:
            position_value = line.value(position) if position is not None else (-1 if pop else _UNKNOWN)
            index = position_value if isinstance(position_value, int) else None
        evidence = line.seen()
        if held is not _UNKNOWN:
            evidence += line.seen_values([sequence])
        here = line.here(node)
        if pop and size == 0:
            message = tr("MSD213.message.empty", text=line.text(node), line=here.line, kind=kind)
        else:
            message = tr("MSD213.message", text=line.text(node), line=here.line, kind=kind,
                         size=size if size is not None else "?", index=index if index is not None else "?")
        # 1. The index was chosen elsewhere (for a loop variable, `feats[i] for i in self.out_indices`,
        # in the sequence it runs over).
        if position is not None and not isinstance(position, ast.Constant):
            traced = line.origin(position) or line.origin(_looped_over(line.span, position), frame=line.enclosing())
            if traced is not None:
                name = line.text(position, 40)
                return [_rooted(self, traced, message, fix=Fix(tr("MSD213.fix.index", name=name, size=size or "?")),
                                evidence=evidence + line.seen_values([position]),
                                after=[Related(here, tr("label.index_used", name=name))])]
        # 2. The sequence was sized by a count chosen elsewhere (the parts of a split).
        counted = _count_origin(line, sequence)
        if counted is not None:
            count_node, traced, made = counted
            name = line.text(count_node, 40)
            return [_rooted(self, traced, message, fix=Fix(tr("MSD213.fix.count", name=name)), evidence=evidence,
                            after=[Related(node_span(line.span.file, made), tr("label.parts_made", name=name)),
                                   Related(here, tr("label.fails_here"))])]
        # 3. The sequence was emptied or shortened earlier in the function.
        shrunk = _shrunk_before(line, sequence)
        if shrunk is not None:
            name = line.text(sequence, 40)
            return [Candidate(self.finding(line.here(shrunk), message, fix=Fix(tr("MSD213.fix.shrunk", name=name)),
                                           evidence=evidence, related=[Related(here, tr("label.fails_here"))],
                                           label=tr("label.shrunk_here", name=name)), Confidence.LIKELY)]
        fix = Fix(tr("MSD213.fix", size=size) if isinstance(size, int) and size > 0 else tr("MSD213.fix.empty"))
        return [Candidate(self.finding(here, message, fix=fix, evidence=evidence), Confidence.LIKELY)]

    @staticmethod
    def _lookup(line: _Line, index: int | None, pop: bool) -> tuple[ast.AST | None, ast.expr | None, ast.expr | None]:
        """The subscript (or `pop`) that fails, its sequence and its index expression."""
        if pop:
            for call in line.nodes(lambda n: isinstance(n, ast.Call) and _callee(n) == "pop" and _is_method(n)):
                return call, call.func.value, (call.args[0] if call.args else None)
            return None, None, None
        subscripts = line.nodes(lambda n: isinstance(n, ast.Subscript) and not isinstance(n.slice, ast.Slice)
                                and isinstance(n.ctx, ast.Load))
        for subscript in subscripts:
            value = line.value(subscript.slice)
            if index is not None and value == index:
                return subscript, subscript.value, subscript.slice
        for subscript in subscripts:
            held = line.value(subscript.value)
            position = line.value(subscript.slice)
            if isinstance(held, (list, tuple, str)) and isinstance(position, int) and not -len(held) <= position < len(held):
                return subscript, subscript.value, subscript.slice
        return (subscripts[0], subscripts[0].value, subscripts[0].slice) if len(subscripts) == 1 else (None, None, None)


def _assignment_of(line: _Line, name: str) -> ast.stmt | None:
    tree = source.parse_file(line.span.file)
    function = source.enclosing_function(tree, line.span.line) if tree is not None else None
    return source.last_assignment(function, name, line.span.line) if function is not None else None


def _count_origin(line: _Line, sequence: ast.expr | None) -> tuple[ast.expr, Trace, ast.stmt] | None:
    """`parts = ops.split(x, self.n)`: the count argument, when it was chosen elsewhere."""
    if not isinstance(sequence, ast.Name):
        return None
    statement = _assignment_of(line, sequence.id)
    value = getattr(statement, "value", None)
    if not isinstance(value, ast.Call) or _callee(value) not in _COUNTED:
        return None
    counts = [a for a in value.args[1:] + [k.value for k in value.keywords if k.arg in ("chunks", "sections",
                                                                                          "split_size_or_sections",
                                                                                          "output_num")]]
    for count in counts:
        if isinstance(count, (ast.Name, ast.Attribute, ast.Subscript)):
            traced = line.origin(count)
            if traced is not None:
                return count, traced, statement  # type: ignore[return-value]
    return None


def _shrunk_before(line: _Line, sequence: ast.expr | None) -> ast.stmt | None:
    """The last statement between the sequence's assignment and the failing line that empties or
    shortens it (`items.clear()`, `items.pop()`, `del items[0]`), among those that ran."""
    if not isinstance(sequence, ast.Name):
        return None
    statement = _assignment_of(line, sequence.id)
    tree = source.parse_file(line.span.file)
    function = source.enclosing_function(tree, line.span.line) if tree is not None else None
    if function is None:
        return None
    start = statement.lineno if statement is not None else function.lineno
    executed = line.ev.eager.lines if line.ev.eager is not None else set()
    best = None
    for node in ast.walk(function):
        if not isinstance(node, ast.stmt) or not start < node.lineno < line.span.line:
            continue
        if executed and (line.span.file, node.lineno) not in executed:
            continue
        shrinks = isinstance(node, ast.Expr) and isinstance(node.value, ast.Call) and _callee(node.value) in _SHRINKS \
            and isinstance(node.value.func, ast.Attribute) and isinstance(node.value.func.value, ast.Name) \
            and node.value.func.value.id == sequence.id
        shrinks = shrinks or (isinstance(node, ast.Delete) and any(
            isinstance(t, ast.Subscript) and isinstance(t.value, ast.Name) and t.value.id == sequence.id for t in node.targets))
        if shrinks and (best is None or node.lineno > best.lineno):
            best = node
    return best


_NOT_IN = re.compile(r"^\s*'?(?P<value>.+?) is not in\s*'?\s*$|substring not found|x not in (?:tuple|list)|"
                     r"is not in list", re.MULTILINE)


def _tuple_returned_by_flag(cell: Any) -> str | None:
    """The attribute of a user cell whose `construct` returns a tuple only under `if self.<flag>:`."""
    function = source.user_function_node(getattr(type(cell), "construct", None))
    for node in ast.walk(function) if function is not None else ():
        test = node.test if isinstance(node, ast.If) else None
        if isinstance(test, ast.Attribute) and isinstance(test.value, ast.Name) and test.value.id == "self" \
                and any(isinstance(r, ast.Return) and isinstance(r.value, ast.Tuple) for b in node.body for r in ast.walk(b)):
            return test.attr
    return None


class ValueNotInSequence(Rule):
    """`seq.index(value)` looks for a value the sequence does not hold.

    ## What it does
    Finds `.index(...)` and `.remove(...)` calls on tuples, lists and strings that graph mode
    evaluates while compiling and that do not find their value, including a tensor looked up among
    Python numbers.

    ## Why is this bad?
    The compile stops with `9 is not in` (the sequence is left out of the message) or
    `substring not found`. Graph mode looks values up while compiling, so a tensor is never found
    among Python numbers, even when an eager run finds it.

    ## Example
    ```python
    position = self.strides.index(Tensor(2))
    ```

    ## Use instead
    ```python
    position = self.strides.index(2)
    ```
    """

    code = "MSD214"
    name = "value-not-in-sequence"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        if not (_NOT_IN.search(ev.headline) or _NOT_IN.search(ev.eager_message)):
            return []
        line = _Line.of(ev)
        if line is None:
            return []
        calls = line.nodes(lambda n: isinstance(n, ast.Call) and _callee(n) in ("index", "remove") and _is_method(n)
                           and n.args)
        if not calls:
            return []
        call = calls[0]
        wanted, sequence = call.args[0], call.func.value
        evidence = line.seen() + line.seen_values([sequence, wanted])
        tensor = _is_tensor_expression(line, wanted)
        key = "MSD214.message.tensor" if tensor else "MSD214.message"
        message = tr(key, value=line.text(wanted, 40), sequence=line.text(sequence, 40), line=line.span.line)
        fix = Fix(tr("MSD214.fix.tensor" if tensor else "MSD214.fix", sequence=line.text(sequence, 40)))
        traced = line.origin(wanted) if not tensor else None
        if traced is not None:
            fix = Fix(tr("MSD214.fix.traced", name=line.text(wanted, 40), sequence=line.text(sequence, 40)))
            return [_rooted(self, traced, message, fix=fix, evidence=evidence,
                            after=[Related(line.here(call), tr("label.fails_here"))])]
        return [Candidate(self.finding(line.here(call), message, fix=fix, evidence=evidence), Confidence.LIKELY)]


def _is_tensor_expression(line: _Line, node: ast.expr) -> bool:
    if is_tensor(line.value(node)):
        return True
    return isinstance(node, ast.Call) and _callee(node) in ("Tensor", "tensor")


# -- dicts --------------------------------------------------------------------------------------

_DICT_KEY = re.compile(r"(?P<op>make_dict|dict_getitem|dict_setitem) evaluator key only supports[^\n]*?but got (?P<got>[^\n]*)"
                       r"|unhashable type: '(?P<type>\w+)'")


class DictKeyUnsupported(Rule):
    """A dict in graph code gets a key graph mode cannot use: a list, or a value known only at run time.

    ## What it does
    Finds dict literals whose key is a list or a tensor input, and points at where the key was made
    when that is another line (a list stored in `__init__`).

    ## Why is this bad?
    Graph mode builds dicts while compiling and needs keys it can hash then: strings, numbers,
    types, None, constant tensors and tuples. The compile stops with `make_dict evaluator key only
    supports string, number, type, none, constant tensor and tuple`.

    ## Example
    ```python
    self.route = [0, 1]
    ...
    table = {self.route: x}
    ```

    ## Use instead
    ```python
    self.route = (0, 1)
    ```
    """

    code = "MSD215"
    name = "dict-key-unsupported"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        match = _DICT_KEY.search(ev.headline) or _DICT_KEY.search(ev.eager_message)
        if not match:
            return []
        line = _Line.of(ev)
        if line is None:
            return []
        keys = [k for d in line.nodes(lambda n: isinstance(n, ast.Dict)) for k in d.keys if k is not None]
        if match.group("op") in ("dict_getitem", "dict_setitem"):
            # `self.gains[domain]`: the subscript of a dict the line reads.
            keys = [n.slice for n in line.nodes(lambda n: isinstance(n, ast.Subscript))
                    if isinstance(line.value(n.value), dict)] + keys
        if not keys:
            return []
        got = match.group("got") or ""
        key = next((k for k in keys if isinstance(line.value(k), list)), None) \
            or next((k for k in keys if is_tensor(line.value(k)) or (got.startswith("ValueAny")
                                                                     and not isinstance(k, ast.Constant))), None) \
            or keys[0]
        value = line.value(key)
        listed = isinstance(value, list) or got.startswith("[") or match.group("type") == "list"
        evidence = line.seen() + line.seen_values([key])
        what = tr("MSD215.a_list") if listed else tr("MSD215.a_tensor")
        message = tr("MSD215.message", key=line.text(key, 40), what=what, line=line.span.line)
        fix = Fix(tr("MSD215.fix.list" if listed else "MSD215.fix.tensor", key=line.text(key, 40)))
        traced = line.origin(key) if listed else _tensor_key_origin(self, line, key)
        if traced is not None:
            return [_rooted(self, traced, message, fix=fix, evidence=evidence,
                            after=[Related(line.here(key), tr("label.key_used"))])]
        return [Candidate(self.finding(line.here(key), message, fix=fix, evidence=evidence), Confidence.LIKELY)]


def _tensor_key_origin(rule: Rule, line: "_Line", key: ast.expr) -> Trace | None:
    """A tensor key that is a value the user made outside the graph and passed in (`ms.Tensor(
    domain_id)`): where it was made a tensor; as a Python value it would be a constant key."""
    ev = line.ev
    if not isinstance(key, ast.Name):
        return None
    traced = None
    if line.frame is not None:
        try:
            traced = ev.provenance.expression(line.frame, key, Want("any"))
        except Exception:  # noqa: BLE001 - the failing line stays the answer
            traced = None
    if traced is None:
        traced = passed_to_watched_call(ev, line.span.file, key.id)
    if traced is None or _inside_function_of(traced.root.span, line.span):
        return None
    return traced


_MISSING_KEY = re.compile(r"The key (?P<key>\S+) does not exist in the dict:?(?P<dict>[^\n]*)")


class DictKeyMissing(Rule):
    """Graph code reads a key a dict does not have.

    ## What it does
    Finds `d[key]` on a dict graph mode knows while compiling when the key is missing, and names
    the closest key the dict has. When no key is close (the key is not misspelt: the dict lacks
    an entry, such as a task a list of tasks names), it points at where the dict was written.

    ## Why is this bad?
    The compile stops with `The key hiden does not exist in the dict`, usually a typo in a config
    key, with MindSpore's traceback rather than the line of the lookup.

    ## Example
    ```python
    width = self.cfg["hiden"]
    ```

    ## Use instead
    ```python
    width = self.cfg["hidden"]
    ```
    """

    code = "MSD216"
    name = "dict-key-missing"
    fix = "sometimes"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        match = _MISSING_KEY.search(ev.headline)
        if not match:
            return []
        line = _Line.of(ev)
        if line is None:
            return []
        key = match.group("key")
        subscripts = line.nodes(lambda n: isinstance(n, ast.Subscript) and str(line.value(n.slice)) == key)
        if not subscripts:
            return []
        subscript = subscripts[0]
        held = line.value(subscript.value)
        keys = [str(k) for k in held] if isinstance(held, dict) else re.findall(r"'([^']+)'\s*:", match.group("dict"))
        closest = _closest(key, keys)
        dict_text = line.text(subscript.value, 40)
        evidence = line.seen()
        if keys:
            evidence.append(tr("seen.value", name=dict_text, value=tr("MSD216.keys", keys=", ".join(keys[:8]))))
        here = line.here(subscript.slice)
        if closest:
            message = tr("MSD216.message.closest", key=key, dict=dict_text, line=here.line, closest=closest)
            edits = (_edit(here, repr(closest)),) if isinstance(subscript.slice, ast.Constant) else ()
            fix = Fix(tr("MSD216.fix.rename", key=key, closest=closest), "unsafe" if edits else "display-only", edits)
        else:
            message = tr("MSD216.message", key=key, dict=dict_text, line=here.line)
            fix = Fix(tr("MSD216.fix", dict=dict_text))
        if not closest and keys:
            # Not a misspelt key: the dict lacks the entry (`LOSS_WEIGHTS` without the task
            # `"share"` that `TASKS` lists), where it was written.
            written = line.origin(subscript.value)
            statement = source.statement_at(written.root.span.file, written.root.span.line) if written is not None else None
            if written is not None and isinstance(getattr(statement, "value", None), ast.Dict) \
                    and not written.root.span.covers(here.file, here.line):
                message = tr("MSD216.message.entry", key=key, dict=dict_text, line=here.line)
                return [_rooted(self, replace(written, root=replace(written.root, label=tr("label.dict_written", key=key))),
                                message, fix=Fix(tr("MSD216.fix.entry", key=key)), evidence=evidence,
                                after=[Related(here, tr("label.key_used"))])]
        traced = line.origin(subscript.slice) if not isinstance(subscript.slice, ast.Constant) else None
        if traced is not None:
            return [_rooted(self, traced, message, fix=Fix(tr("MSD216.fix", dict=dict_text)), evidence=evidence,
                            after=[Related(here, tr("label.key_used"))])]
        return [Candidate(self.finding(here, message, fix=fix, evidence=evidence), Confidence.CERTAIN)]


# -- containers -----------------------------------------------------------------------------------

_SLICE_SIZE = re.compile(r"attempt to assign sequence of size (?P<given>\d+) to extended slice of size (?P<slots>\d+)")


class SliceAssignmentSize(Rule):
    """An extended slice is assigned a sequence of another length.

    ## What it does
    Finds `items[::2] = values` on lists graph mode knows while compiling when `values` does not
    have one element per slot, and points at where the assigned values were chosen when that is
    another line.

    ## Why is this bad?
    An extended slice (one with a step) has a fixed number of slots. The compile stops with
    Python's `attempt to assign sequence of size 4 to extended slice of size 5`, with MindSpore's
    traceback.

    ## Example
    ```python
    self.warmup = [0.1, 0.2, 0.3, 0.4]
    ...
    rates[::2] = self.warmup        # rates has 9 items: 5 even slots
    ```

    ## Use instead
    ```python
    self.warmup = [0.1, 0.2, 0.3, 0.4, 0.5]
    ```
    """

    code = "MSD217"
    name = "slice-assignment-size"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        match = _SLICE_SIZE.search(ev.headline) or _SLICE_SIZE.search(ev.eager_message)
        if not match:
            return []
        line = _Line.of(ev)
        if line is None or not isinstance(line.statement, ast.Assign):
            return []
        statement = line.statement
        target = next((t for t in statement.targets if isinstance(t, ast.Subscript)), None)
        if target is None:
            return []
        given, slots = match.group("given"), match.group("slots")
        message = tr("MSD217.message", given=given, slots=slots, line=line.span.line, target=line.text(target, 40))
        evidence = line.seen() + line.seen_values([statement.value])
        traced = line.origin(statement.value)
        if traced is not None:
            name = line.text(statement.value, 40)
            return [_rooted(self, traced, message, fix=Fix(tr("MSD217.fix.traced", name=name, slots=slots)),
                            evidence=evidence, after=[Related(line.here(statement), tr("label.fails_here"))])]
        return [Candidate(self.finding(line.here(statement), message, fix=Fix(tr("MSD217.fix", slots=slots)),
                                       evidence=evidence), Confidence.LIKELY)]


_METHOD_ARGUMENT = re.compile(r"ListInplaceInsert must be int|Integer argument expected, but got|"
                              r"Int64 object is not iterable|int64' object is not iterable|The pointer\[dict\] is null",
                              re.IGNORECASE)
_POSITION_METHODS = ("insert", "pop")
_ITERABLE_METHODS = ("extend", "update", "fromkeys")


class ContainerMethodArgument(Rule):
    """A list or dict method in graph code gets an argument of the wrong kind.

    ## What it does
    Finds `insert`, `pop`, `extend`, `update` and `fromkeys` on containers graph mode evaluates
    while compiling, called with a float position or with a value that is not iterable.

    ## Why is this bad?
    Graph mode checks these arguments while compiling and stops with messages in its own terms
    (`Integer argument expected, but got FP32Imm`, `Int64 object is not iterable`, `The
    pointer[dict] is null`) that name neither the method nor the argument.

    ## Example
    ```python
    per_head = template.fromkeys(num_heads, 0.0)
    ```

    ## Use instead
    ```python
    per_head = template.fromkeys(range(num_heads), 0.0)
    ```
    """

    code = "MSD218"
    name = "container-method-argument"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        if not (_METHOD_ARGUMENT.search(ev.headline) or _METHOD_ARGUMENT.search(ev.eager_message)):
            return []
        line = _Line.of(ev)
        if line is None:
            return []
        calls = line.nodes(lambda n: isinstance(n, ast.Call) and _is_method(n) and n.args
                           and _callee(n) in _POSITION_METHODS + _ITERABLE_METHODS)
        if not calls:
            return []
        call = calls[0]
        method = _callee(call)
        argument = call.args[0]
        error = _python_error(line)
        evidence = line.seen() + line.seen_values([argument])
        message = tr("MSD218.message", call=line.text(call), line=line.span.line, argument=line.text(argument, 40),
                     error=error)
        kind = "position" if method in _POSITION_METHODS else "iterable"
        traced = line.origin(argument)
        if traced is not None:
            name = line.text(argument, 40)
            return [_rooted(self, traced, message, fix=Fix(tr(f"MSD218.fix.{kind}", method=method, name=name)),
                            evidence=evidence, after=[Related(line.here(argument), tr("label.passed_here"))])]
        return [Candidate(self.finding(line.here(argument), message,
                                       fix=Fix(tr(f"MSD218.fix.{kind}", method=method, name=line.text(argument, 40))),
                                       evidence=evidence, related=[Related(line.here(call), tr("label.fails_here"))]),
                          Confidence.LIKELY)]


class RecursiveContainerInput(Rule):
    """A list or dict passed to a graph contains itself.

    ## What it does
    Finds the argument of the watched call that contains itself (`a.append(a)`,
    `cfg["parent"] = cfg`) and points at the line that made the cycle.

    ## Why is this bad?
    Graph mode converts Python containers passed as inputs into its own values, element by
    element; a container that contains itself never ends, and the call stops with `Detect
    recursion when converting python object`, naming no argument.

    ## Example
    ```python
    config = {"name": 1}
    config["parent"] = config
    model(config)
    ```

    ## Use instead
    ```python
    config = {"name": 1}
    config["parent"] = dict(config)   # a copy, not the dict itself
    model(config)
    ```
    """

    code = "MSD219"
    name = "recursive-container-input"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        if "Detect recursion when converting python object" not in ev.headline:
            return []
        site = ev.target.call_site
        if site is None:
            return []
        arguments = [*zip(_argument_names(ev), ev.target.args), *ev.target.kwargs.items()]
        for name, value in arguments:
            if not _contains_itself(value):
                continue
            call = frame_span(site)
            made = _self_reference(site, name)
            message = tr("MSD219.message", name=name, kind=_kind(value), line=call.line)
            evidence = [tr("seen.mindspore", headline=ev.headline)]
            if made is None:
                return [Candidate(self.finding(call, message, fix=Fix(tr("MSD219.fix", name=name)), evidence=evidence),
                                  Confidence.LIKELY)]
            return [Candidate(self.finding(made, message, fix=Fix(tr("MSD219.fix", name=name)), evidence=evidence,
                                           related=[Related(call, tr("label.passed_here"))],
                                           label=tr("label.cycle_made", name=name)), Confidence.CERTAIN)]
        return []


def _argument_names(ev: Evidence) -> list[str]:
    site = ev.target.call_site
    call = call_at(frame_span(site)) if site is not None else None
    if call is None or any(isinstance(a, ast.Starred) for a in call.args):
        return [tr("MSD219.argument", number=i + 1) for i in range(len(ev.target.args))]
    return [ast.unparse(a) for a in call.args]


def _contains_itself(value: Any, seen: tuple[int, ...] = ()) -> bool:
    if isinstance(value, (list, tuple, dict)):
        if id(value) in seen:
            return True
        items = value.values() if isinstance(value, dict) else value
        return any(_contains_itself(item, (*seen, id(value))) for item in items)
    return False


def _self_reference(site: Frame, name: str) -> Span | None:
    """The last statement before the call, in the caller's function, that puts `name` into itself:
    `name.append(name)`, `name[k] = name`, `name += [name]`."""
    tree = source.parse_file(site.file)
    if tree is None:
        return None
    scope: ast.AST = source.enclosing_function(tree, site.line) or tree

    def names_in(node: ast.AST | None) -> bool:
        return node is not None and any(isinstance(n, ast.Name) and n.id == name for n in ast.walk(node))

    best = None
    for node in ast.walk(scope):
        if not isinstance(node, ast.stmt) or node.lineno >= site.line:
            continue
        cycle = False
        if isinstance(node, ast.Assign):
            cycle = any(isinstance(t, ast.Subscript) and _base_name(t) == name for t in node.targets) and names_in(node.value)
        elif isinstance(node, ast.AugAssign):
            cycle = isinstance(node.target, ast.Name) and node.target.id == name and names_in(node.value)
        elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Attribute):
            call = node.value
            cycle = _base_name(call.func.value) == name and any(names_in(a) for a in [*call.args, *[k.value for k in call.keywords]])
        if cycle and (best is None or node.lineno > best.lineno):
            best = node
    return node_span(site.file, best) if best is not None else None


_NAME_CLASH = re.compile(r"its name '(?P<name>[^']+)' already exists")


class ParameterNameClash(Rule):
    """Two parameters that reach one graph have the same name.

    ## What it does
    Finds where the parameters of the failing graph that share a name were given it: two
    `Parameter(..., name="w")`, or one `Parameter(..., name="w")` in a cell of which several copies
    reach the graph (gathered in `ParameterTuple`s, or captured as globals by one jit function).

    ## Why is this bad?
    A graph identifies parameters by name. MindSpore prefixes the parameters of a cell's sub-cells
    with their attribute path, but not parameters reached another way: the compile stops with
    `its name 'w' already exists`.

    ## Example
    ```python
    gamma = Parameter(Tensor([1.0]), name="scale")
    beta = Parameter(Tensor([0.0]), name="scale")
    ```

    ## Use instead
    ```python
    gamma = Parameter(Tensor([1.0]), name="gamma")
    beta = Parameter(Tensor([0.0]), name="beta")
    ```
    """

    code = "MSD220"
    name = "parameter-name-clash"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        match = _NAME_CLASH.search(ev.headline)
        if not match:
            return []
        name = match.group("name")
        if name in listed_parameter_names(ev):
            return []  # sub-cells kept in a plain list: MSD204's case
        sites = _named_parameter_sites(ev, name)
        if not sites:
            return []
        evidence = [tr("seen.mindspore", headline=_clip(ev.headline, 200))]
        if len(sites) == 1:
            message = tr("MSD220.message.shared", name=name)
            return [Candidate(self.finding(sites[0], message, fix=Fix(tr("MSD220.fix.shared", name=name)),
                                           evidence=evidence), Confidence.LIKELY)]
        first, *others = sites
        message = tr("MSD220.message", name=name, line=first.line)
        related = [Related(first, tr("label.same_name_here", name=name)),
                   *(Related(s, tr("label.same_name_here", name=name)) for s in others[:-1])]
        return [Candidate(self.finding(others[-1], message, fix=Fix(tr("MSD220.fix", name=name)), evidence=evidence,
                                       related=related), Confidence.CERTAIN)]


def _named_parameter_sites(ev: Evidence, name: str) -> list[Span]:
    """Where each `Parameter(...)` named `name` is created in the model's files, in file order
    (`name=` or the second argument; the default name is "Parameter")."""
    files = {loc.file for loc in ev.graph.user_locations()}
    if ev.eager is not None:  # a failure while the model is built has no graph: the frames building it
        files.update(frame.file for frame in ev.eager.user_frames())
    if ev.target.call_site is not None:
        files.add(ev.target.call_site.file)
    located = ev.construct_function()
    if located is not None:
        files.add(located[0])
    sites = []
    for file in sorted(files):
        tree = source.parse_file(file)
        for node in source.nodes_of(tree, ast.Call) if tree is not None else []:
            if _callee(node) != "Parameter":
                continue
            given = next((k.value for k in node.keywords if k.arg == "name"), node.args[1] if len(node.args) > 1 else None)
            if (isinstance(given, ast.Constant) and given.value == name) or (given is None and name == "Parameter"):
                sites.append(node_span(file, node))
    return sorted(sites, key=lambda s: (s.file, s.line, s.column))


_CREATING_CLASS = re.compile(r"creating class '(?:[\w.]+\.)?(?P<cls>\w+)' instances is not supported")


class ClassInstanceInGraph(Rule):
    """Graph code creates an instance of a class graph mode cannot build.

    ## What it does
    Finds calls in graph code that create an instance of a class MindSpore refuses to create inside
    `construct` or a jit function (`MultitypeFuncGraph` and other framework classes), and points at
    the call.

    ## Why is this bad?
    Graph mode can only create the objects it knows how to compile. The compile stops with
    `creating class '...' instances is not supported in 'construct' or @jit decorated function`,
    often without the line.

    ## Example
    ```python
    def construct(self, x):
        add = ops.MultitypeFuncGraph("add")
        ...
    ```

    ## Use instead
    ```python
    add = ops.MultitypeFuncGraph("add")       # at module level, with its registrations

    def construct(self, x):
        ...
    ```
    """

    code = "MSD221"
    name = "class-instance-in-graph"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        match = _CREATING_CLASS.search(ev.headline)
        if not match or match.group("cls") in ("Parameter", "ParameterTuple"):
            return []  # MSD203's
        cls = match.group("cls")
        evidence = [tr("seen.mindspore", headline=_clip(ev.headline, 200))]
        for file, function in _graph_functions(ev):
            calls = sorted((n for n in ast.walk(function) if isinstance(n, ast.Call) and _callee(n) == cls),
                           key=lambda n: (n.lineno, n.col_offset))
            if calls:
                return [Candidate(self.finding(node_span(file, calls[0]), tr("MSD221.message", cls=cls),
                                               fix=Fix(tr("MSD221.fix", cls=cls)), evidence=evidence),
                                  Confidence.CERTAIN)]
        return []


_ARGUMENT_COUNT = re.compile(r"The parameters number of the function is \d+, but the number of provided arguments is \d+|"
                             r"missing \d+ required positional argument")


class MethodCalledOnClass(Rule):
    """A method is called on a class where an instance was meant.

    ## What it does
    Finds calls such as `self.warmup.factor(step)` where `self.warmup` holds a class (often a
    `@jit_class`) rather than an instance of it, and points at where the class was stored.

    ## Why is this bad?
    Called on the class, a method is a plain function: the first argument becomes `self` and the
    last parameter gets nothing. Graph mode reports `The parameters number of the function is 2,
    but the number of provided arguments is 1`, which names neither the class nor the missing
    `()`.

    ## Example
    ```python
    self.warmup = Warmup
    ...
    return self.warmup.factor(step)
    ```

    ## Use instead
    ```python
    self.warmup = Warmup()
    ```
    """

    code = "MSD222"
    name = "method-called-on-class"
    fix = "sometimes"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        if not (_ARGUMENT_COUNT.search(ev.headline) or _ARGUMENT_COUNT.search(ev.eager_message)):
            return []
        line = _Line.of(ev)
        if line is None:
            return []
        for call in line.nodes(lambda n: isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)):
            holder = call.func.value
            cls = line.value(holder)
            if not method_of_class(cls, call.func.attr):
                continue
            holder_text = line.text(holder, 40)
            message = tr("MSD222.message", holder=holder_text, cls=cls.__name__, method=call.func.attr,
                         line=line.span.line)
            evidence = line.seen()
            traced = line.origin(holder)
            if traced is not None:
                fix = Fix(tr("MSD222.fix", holder=holder_text, cls=cls.__name__), "unsafe", _call_edit(traced, cls))
                return [_rooted(self, traced, message, fix=fix, evidence=evidence,
                                after=[Related(line.here(call), tr("label.fails_here"))])]
            return [Candidate(self.finding(line.here(call), message, evidence=evidence,
                                           fix=Fix(tr("MSD222.fix", holder=holder_text, cls=cls.__name__))),
                              Confidence.CERTAIN)]
        return []


def method_of_class(cls: Any, attribute: str) -> bool:
    """Whether `cls` is a class and `cls.<attribute>` an instance method (its first parameter
    `self`), so that calling it on the class leaves `self` to the first argument."""
    if not isinstance(cls, type):
        return False
    raw = next((vars(c)[attribute] for c in cls.__mro__ if attribute in vars(c)), None)
    code = getattr(raw, "__code__", None)  # a staticmethod or classmethod has none
    return code is not None and code.co_argcount >= 1 and code.co_varnames[0] == "self"


def _call_edit(trace: Trace, cls: type) -> tuple[Edit, ...]:
    """`self.warmup = Warmup` -> `self.warmup = Warmup()`, when the root is that assignment."""
    tree = source.parse_file(trace.root.span.file)
    statement = source.innermost(tree, ast.Assign, trace.root.span.line) if tree is not None else None
    value = getattr(statement, "value", None)
    if not isinstance(value, (ast.Name, ast.Attribute)) or value.end_lineno is None or value.end_col_offset is None:
        return ()
    if (value.id if isinstance(value, ast.Name) else value.attr) != cls.__name__:
        return ()
    return (Edit(trace.root.span.file, value.end_lineno, value.end_col_offset, value.end_lineno, value.end_col_offset,
                 "()"),)


# -- operators ----------------------------------------------------------------------------------

_OPERATOR_ERRORS = re.compile(
    r"For primitive\[bit_(?:or|and|xor)\]|For Bit(?:Right|Left)Shift|shift count must be a non-negative|"
    r"negative shift count|Unable to cast Python instance of type <class 'int'> to C\+\+ type|"
    r"unsupported operand type\(s\) for (?:&|\||\^|<<|>>)|object does not support item assignment", re.IGNORECASE)
_BIT_OPERATORS = (ast.BitOr, ast.BitAnd, ast.BitXor, ast.LShift, ast.RShift)
_INT64 = 2**63


class OperatorOperandType(Rule):
    """An operator in graph code gets an operand it cannot take.

    ## What it does
    Finds `|`, `&`, `^`, `<<` and `>>` applied to floats or lists, shifts by a negative count,
    Python ints beyond 64 bits, and item assignment on a tuple. When the offending number was
    chosen elsewhere (an attribute set in `__init__`), it points there.

    ## Why is this bad?
    Graph mode computes operators on constants while compiling, and bitwise operators only on
    ints and bools. It stops with messages such as `For primitive[bit_or], the input
    argument[x_dtype] must be a type of {Bool, Int32, Int64}, but got Float32` or `Unable to cast
    Python instance of type <class 'int'> to C++ type 'long'`, naming neither operand.

    ## Example
    ```python
    self.train_flag = 1.0
    ...
    mask = self.train_flag | self.eval_flag
    ```

    ## Use instead
    ```python
    self.train_flag = 1
    ```
    """

    code = "MSD223"
    name = "operator-operand-type"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        text = f"{ev.headline}\n{ev.eager_message}"
        if not _OPERATOR_ERRORS.search(text) or "'str'" in text:
            return []
        if "Unable to cast Python instance" in text:
            return self._too_large(ev)
        line = _Line.of(ev)
        if line is None:
            return []
        if "does not support item assignment" in text:
            targets = [t for t in getattr(line.statement, "targets", []) if isinstance(t, ast.Subscript)]
            if not targets:
                return []
            target = targets[0]
            held = line.value(target.value)
            message = tr("MSD223.message.item", target=line.text(target, 40), kind=_kind(held) if held is not _UNKNOWN
                         else "tuple", line=line.span.line)
            return [Candidate(self.finding(line.here(line.statement), message, fix=Fix(tr("MSD223.fix.item")),
                                           evidence=line.seen()), Confidence.LIKELY)]
        operations = line.nodes(lambda n: isinstance(n, ast.BinOp) and isinstance(n.op, _BIT_OPERATORS))
        if not operations:
            return []
        operation = operations[0]
        symbol = _SYMBOLS[type(operation.op)]
        sides = [operation.left, operation.right]
        values = [line.value(side) for side in sides]
        evidence = line.seen() + line.seen_values(sides)
        negative = isinstance(operation.op, (ast.LShift, ast.RShift)) and isinstance(values[1], int) and values[1] < 0
        wrong = [side for side, value in zip(sides, values) if isinstance(value, float)]
        if negative:
            wrong, key = [operation.right], "negative"
        elif wrong or any(isinstance(v, float) for v in values) or re.search(r"Float|FP32|'float'", text):
            key = "float"
            wrong = wrong or [s for s in sides if not isinstance(s, ast.Constant) or isinstance(s.value, float)][:1]
        elif any(isinstance(v, (list, tuple, dict)) for v in values) or re.search(r"'list'|'tuple'|'dict'", text):
            key = "container"
            wrong = []
        else:
            key = "float"
        described = " and ".join(f"`{line.text(side, 30)}` ({describe(value)})" for side, value in zip(sides, values)
                                 if value is not _UNKNOWN) or f"`{line.text(operation)}`"
        message = tr(f"MSD223.message.{key}", op=symbol, operands=described, line=line.span.line)
        for side in wrong if key in ("float", "negative") else []:
            traced = line.origin(side)
            if traced is not None:
                name = line.text(side, 40)
                return [_rooted(self, traced, message, fix=Fix(tr(f"MSD223.fix.{key}_traced", name=name, op=symbol)),
                                evidence=evidence, after=[Related(line.here(operation), tr("label.fails_here"))])]
        name = line.text(wrong[0], 40) if wrong else line.text(operation, 40)
        return [Candidate(self.finding(line.here(operation), message, fix=Fix(tr(f"MSD223.fix.{key}", name=name, op=symbol)),
                                       evidence=evidence), Confidence.LIKELY)]

    def _too_large(self, ev: Evidence) -> list[Candidate]:
        """A Python int input beyond int64: the operator in the graph that uses it."""
        huge = [(name, value) for name, value in [*zip(_parameter_names(ev), ev.target.args), *ev.target.kwargs.items()]
                if isinstance(value, int) and not isinstance(value, bool) and not -_INT64 <= value < _INT64]
        located = ev.construct_function()
        if not huge or located is None:
            return []
        file, function = located
        name, value = huge[0]
        uses = sorted((n for n in ast.walk(function) if isinstance(n, ast.BinOp)
                       and any(isinstance(s, ast.Name) and s.id == name for s in (n.left, n.right))),
                      key=lambda n: (n.lineno, n.col_offset))
        evidence = [tr("seen.mindspore", headline=ev.headline), tr("seen.value", name=name, value=value)]
        message = tr("MSD223.message.large", name=name, value=value)
        fix = Fix(tr("MSD223.fix.large", name=name))
        site = ev.target.call_site
        passed = [Related(frame_span(site), tr("label.passed_as", name=name))] if site is not None else []
        span = node_span(file, uses[0]) if uses else (frame_span(site) if site is not None else None)
        if span is None:
            return []
        return [Candidate(self.finding(span, message, fix=fix, evidence=evidence, related=passed if uses else []),
                          Confidence.LIKELY)]


_SYMBOLS: dict[type, str] = {ast.BitOr: "|", ast.BitAnd: "&", ast.BitXor: "^", ast.LShift: "<<", ast.RShift: ">>",
                             ast.Add: "+", ast.Mult: "*", ast.Mod: "%", ast.Sub: "-", ast.Div: "/",
                             ast.FloorDiv: "//", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">="}


def _parameter_names(ev: Evidence) -> list[str]:
    """The names of the watched function's positional parameters, without `self`."""
    located = ev.construct_function()
    if located is None:
        return []
    names = [a.arg for a in located[1].args.posonlyargs + located[1].args.args]
    return names[1:] if names[:1] == ["self"] else names


_STRING_ERRORS = re.compile(
    r"can only concatenate str|other=string\)|input=string|string_mul requires|format: a real number is required|"
    r"not supported between instances of '\w+' and '\w+'|must be str, not|can't multiply sequence by non-int|"
    r"unsupported operand type\(s\) for [^:]+: '(?:str|\w+)' and '(?:str|\w+)'|not all arguments converted during string",
    re.IGNORECASE)


class StringOperation(Rule):
    """A string operation in graph code mixes a string with a number or a tensor.

    ## What it does
    Finds `+`, `*`, `%` and comparisons between strings and numbers or tensors that graph mode
    evaluates while compiling. A repeat count that is a float chosen elsewhere (`columns / 2` in
    `__init__`) is followed there. Arithmetic with a string that spells a number (`1.0 -
    self.smoothing` holding "0.1") is followed to where the text was read: an argparse option
    with a string default and no `type=`, a setting read from a file.

    ## Why is this bad?
    Graph mode handles strings only as compile-time constants. It stops with Python's `can only
    concatenate str (not "int") to str`, or its own `string_mul requires the input to be a string
    and an integer` and `Failed calling Add with "Add()(input=Tensor, other=string)"`.

    ## Example
    ```python
    name = "block" + self.index          # index is an int
    ```

    ## Use instead
    ```python
    name = "block" + str(self.index)
    ```
    """

    code = "MSD224"
    name = "string-operation"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        text = f"{ev.headline}\n{ev.eager_message}"
        match = _STRING_ERRORS.search(text)
        if not match or ("unsupported operand" in match.group(0) and "'str'" not in match.group(0)):
            return []
        line = _Line.of(ev)
        if line is None:
            return []
        operations = line.nodes(lambda n: isinstance(n, (ast.BinOp, ast.Compare)) and _has_string(line, n))
        if not operations:
            return []
        operation = operations[0]
        if isinstance(operation, ast.Compare):
            sides, symbol = [operation.left, operation.comparators[0]], _SYMBOLS.get(type(operation.ops[0]), "<")
        else:
            sides, symbol = [operation.left, operation.right], _SYMBOLS.get(type(operation.op), "+")
        values = [line.value(side) for side in sides]
        others = [(side, value) for side, value in zip(sides, values) if not isinstance(value, str)
                  and not (isinstance(side, ast.Constant) and isinstance(side.value, str))]
        other, other_value = others[0] if others else (sides[1], values[1])
        kind = _string_case(operation, other, other_value, text)
        evidence = line.seen() + line.seen_values(sides)
        texts = [(side, value) for side, value in zip(sides, values) if isinstance(value, str) and _number_text(value)]
        if isinstance(operation, ast.BinOp) and not isinstance(operation.op, ast.Mod) and len(texts) == 1 \
                and (isinstance(other_value, (int, float)) or is_tensor(other_value)):
            # `1.0 - self.smoothing` with the text "0.1": a number read as text (an argparse option
            # without `type=`, a setting from a file), followed to where it was read.
            side, value = texts[0]
            name = line.text(side, 40)
            message = tr("MSD224.message.number_text", text=line.text(operation), line=line.span.line, name=name,
                         value=repr(value))
            fix = Fix(tr("MSD224.fix.number_text", name=name))
            traced = line.origin(side, Want("pytype", "str")) or line.origin(side)
            if traced is not None:
                return [_rooted(self, traced, message, fix=fix, evidence=evidence,
                                after=[Related(line.here(operation), tr("label.fails_here"))])]
            return [Candidate(self.finding(line.here(side), message, fix=fix, evidence=evidence), Confidence.LIKELY)]
        other_text = line.text(other, 40)
        what = describe(other_value) if other_value is not _UNKNOWN else tr("MSD224.a_tensor") if kind == "tensor" else "?"
        message = tr(f"MSD224.message.{kind}", text=line.text(operation), line=line.span.line, other=other_text,
                     value=what, op=symbol)
        fix = Fix(tr(f"MSD224.fix.{kind}", other=other_text))
        if kind == "repeat":
            traced = line.origin(other)
            if traced is not None:
                return [_rooted(self, traced, message, fix=Fix(tr("MSD224.fix.repeat_traced", other=other_text)),
                                evidence=evidence, after=[Related(line.here(operation), tr("label.fails_here"))])]
        return [Candidate(self.finding(line.here(operation), message, fix=fix, evidence=evidence), Confidence.LIKELY)]


def _has_string(line: _Line, node: ast.AST) -> bool:
    sides = [node.left, *node.comparators] if isinstance(node, ast.Compare) else [node.left, node.right]  # type: ignore[attr-defined]
    return any((isinstance(s, ast.Constant) and isinstance(s.value, str)) or isinstance(line.value(s), str)
               or isinstance(s, ast.JoinedStr) for s in sides)


def _number_text(value: str) -> bool:
    """Whether a string spells a number ("0.1", "3e-4")."""
    try:
        float(value)
    except ValueError:
        return False
    return True


def _string_case(operation: ast.AST, other: ast.expr, value: Any, text: str) -> str:
    if isinstance(operation, ast.Compare):
        return "compare"
    if isinstance(operation.op, ast.Mod):  # type: ignore[attr-defined]
        return "format"
    if isinstance(operation.op, ast.Mult):  # type: ignore[attr-defined]
        return "repeat"
    if is_tensor(value) or re.search(r"=Tensor|input=Tensor|AbstractTensor", text):
        return "tensor"
    return "concat"


_DIVISION_BY_ZERO = re.compile(r"divisor could not be zero|division by zero|integer division or modulo by zero|"
                               r"float modulo", re.IGNORECASE)


class DivisionByZero(Rule):
    """Graph code divides by a constant zero.

    ## What it does
    Finds divisions (`/`, `//`, `%`) that graph mode computes on constants while compiling when the
    divisor is zero, and points at where the divisor was chosen when that is another line (a config
    value, an argument given when a class was built).

    ## Why is this bad?
    Graph mode folds arithmetic on constants while compiling: a zero divisor stops the compile with
    `The divisor could not be zero`, far from the value that is zero.

    ## Example
    ```python
    self.warmup_steps = 0
    ...
    scale = step / self.warmup_steps
    ```

    ## Use instead
    ```python
    self.warmup_steps = 100
    ```
    """

    code = "MSD225"
    name = "division-by-zero"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        if not (_DIVISION_BY_ZERO.search(ev.headline) or _DIVISION_BY_ZERO.search(ev.eager_message)):
            return []
        line = _Line.of(ev)
        if line is None:
            return []
        divisions = line.nodes(lambda n: isinstance(n, ast.BinOp) and isinstance(n.op, (ast.Div, ast.FloorDiv, ast.Mod)))
        if not divisions:
            return []
        division = next((d for d in divisions if line.value(d.right) == 0), divisions[0])
        divisor = division.right
        divisor_text = line.text(divisor, 40)
        evidence = line.seen() + line.seen_values([divisor])
        message = tr("MSD225.message", divisor=divisor_text, text=line.text(division), line=line.span.line)
        traced = line.origin(divisor)
        if traced is not None:
            return [_rooted(self, traced, message, fix=Fix(tr("MSD225.fix.traced", divisor=divisor_text)),
                            evidence=evidence, after=[Related(line.here(division), tr("label.fails_here"))])]
        return [Candidate(self.finding(line.here(division), message, fix=Fix(tr("MSD225.fix", divisor=divisor_text)),
                                       evidence=evidence), Confidence.LIKELY)]



# `ms.value_and_grad(fn, ..., has_aux=True)` of a function with one output, and a `grad_position`
# past the function's inputs (`self` is not one of them).
_HAS_AUX = re.compile(r"When has_aux is True, origin fn requires more than one outputs?")
_GRAD_POSITION = re.compile(r"Position index (?P<index>-?\d+) is exceed input size")
_GRAD_BUILDERS = ("value_and_grad", "grad", "GradOperation", "jacfwd", "jacrev", "vjp")


class GradFunctionMisbuilt(Rule):
    """A gradient function is built with settings that do not fit the function it differentiates.

    ## What it does
    Finds failing calls of a function made by `ms.value_and_grad`/`ms.grad` whose settings do not
    fit: `has_aux=True` for a function that returns only the loss, or a `grad_position` past the
    inputs of the function (a Cell's inputs are counted from 0 without `self`). It points at the
    keyword where the gradient function was built, or at the setting the keyword reads
    (`grad_position=cfg.GRAD_INPUTS`), also when the gradient function is called outside graph
    code (a train step built in a factory).

    ## Why is this bad?
    The gradient function is built once, often in `__init__` or a helper that builds the train
    step, and fails only when it is called, with a message about outputs or positions that names
    neither the keyword nor the line that set it.

    ## Example
    ```python
    self.input_grad = ms.grad(self.critic, grad_position=1)   # critic(x): its only input is 0
    ```

    ## Use instead
    ```python
    self.input_grad = ms.grad(self.critic, grad_position=0)
    ```
    """

    code = "MSD226"
    name = "grad-function-misbuilt"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        text = f"{ev.headline}\n{ev.eager_message}"
        aux, position = _HAS_AUX.search(text), _GRAD_POSITION.search(text)
        if not (aux or position):
            return []
        site = ev.target.call_site
        # A gradient function MindSpore made is called from the user's line, and fails inside it.
        line = _Line.of(ev) or (_Line.of(ev, Span(site.file, site.line, site.line, 0, None)) if site is not None else None)
        if line is None:
            return []
        keyword = "has_aux" if aux else "grad_position"
        for call in line.nodes(lambda n: isinstance(n, ast.Call)):
            built = _grad_built(line, call.func)
            if built is None:
                continue
            span, setting, function_text = built
            where = _keyword_span(span.file, setting, keyword) or span
            if aux:
                message = tr("MSD226.message.aux", name=line.text(call.func, 40), function=function_text, line=line.span.line)
                fix = Fix(tr("MSD226.fix.aux", function=function_text))
            else:
                message = tr("MSD226.message.position", name=line.text(call.func, 40), function=function_text,
                             index=position.group("index"), line=line.span.line)  # type: ignore[union-attr]
                fix = Fix(tr("MSD226.fix.position"))
            related = (*([Related(span, tr("label.grad_built"))] if span.line != where.line else []),
                       Related(line.here(call), tr("label.fails_here")))
            value = next((k.value for k in setting.keywords if k.arg == keyword), None)
            chosen = ev.provenance.constant(span.file, value) if isinstance(value, (ast.Name, ast.Attribute)) else None
            if chosen is not None:  # `grad_position=cfg.GRAD_INPUTS`: the setting is the line to change
                return [_rooted(self, chosen, message, fix=fix, evidence=line.seen(),
                                after=[Related(where, tr("label.grad_setting", keyword=keyword)), *related])]
            finding = self.finding(where, message, fix=fix, evidence=line.seen(), related=related,
                                   label=tr("label.grad_setting", keyword=keyword))
            return [Candidate(finding, Confidence.ROOT)]
        return []


def _grad_built(line: _Line, func: ast.expr) -> tuple[Span, ast.Call, str] | None:
    """Where the gradient function a call calls was made: `grad_fn = ms.value_and_grad(...)` in
    the function (or an enclosing one, for a closure) or the module; `self.input_grad = ms.grad(...)`
    in the class. Its span, the call that made it and the text of what it differentiates."""
    tree = source.parse_file(line.span.file)
    if tree is None:
        return None
    candidates: list[ast.Assign] = []
    if isinstance(func, ast.Name):
        candidates = [n for n in ast.walk(tree) if isinstance(n, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == func.id for t in n.targets)]
    elif isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == "self":
        klass = next((n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)
                      and n.lineno <= line.span.line <= (n.end_lineno or n.lineno)), None)
        candidates = [n for n in ast.walk(klass) if isinstance(n, ast.Assign) and any(
            isinstance(t, ast.Attribute) and t.attr == func.attr and isinstance(t.value, ast.Name) and t.value.id == "self"
            for t in n.targets)] if klass is not None else []
    made = [n for n in candidates if isinstance(n.value, ast.Call) and _callee(n.value) in _GRAD_BUILDERS]
    if not made:
        return None
    statement = made[-1]
    call = statement.value
    differentiated = source.segment(line.span.file, call.args[0]) if call.args else ""  # type: ignore[union-attr]
    return node_span(line.span.file, statement), call, differentiated or "the function"  # type: ignore[return-value]


def _keyword_span(file: str, call: ast.Call, keyword: str) -> Span | None:
    found = next((k for k in call.keywords if k.arg == keyword), None)
    return node_span(file, found) if found is not None else None


_JIT_CLASS_ON_CELL = re.compile(r"Decorator jit_class is used for user-defined classes and cannot be used for nn\.Cell")


class JitClassOnCell(Rule):
    """`@ms.jit_class` is put on a subclass of `nn.Cell`.

    ## What it does
    Finds the `@jit_class` decorator on a class that derives from `nn.Cell` (MindSpore refuses it
    when the class is defined, often while a module is imported) and points at the decorator.

    ## Why is this bad?
    `jit_class` makes a plain Python class usable in graph code. A Cell already is: its
    `construct` compiles as it is, and graph code may call it and read its attributes. MindSpore
    stops the program when the module that defines the class is imported.

    ## Example
    ```python
    @ms.jit_class
    class ModelEMA(nn.Cell):
        ...
    ```

    ## Use instead
    ```python
    class ModelEMA(nn.Cell):
        ...
    ```
    """

    code = "MSD227"
    name = "jit-class-on-cell"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        if not (_JIT_CLASS_ON_CELL.search(ev.headline) or _JIT_CLASS_ON_CELL.search(ev.eager_message)):
            return []
        span = ev.failing_span()
        tree = source.parse_file(span.file) if span is not None else None
        if span is None or tree is None:
            return []
        # The class being defined at the failing line: Python names the decorator's line or the
        # `class` line, by version.
        classes = [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)
                   and min([n.lineno, *(d.lineno for d in n.decorator_list)]) <= span.line <= n.lineno]
        decorators = [d for c in classes for d in c.decorator_list if "jit_class" in ast.unparse(d)]
        if not decorators:
            return []
        name = classes[0].name
        finding = self.finding(node_span(span.file, decorators[0]), tr("MSD227.message", name=name),
                               fix=Fix(tr("MSD227.fix", name=name)),
                               evidence=[tr("seen.mindspore", headline=_clip(ev.headline, 200))])
        return [Candidate(finding, Confidence.CERTAIN)]
