"""Rules for control flow that graph mode cannot compile: joins, tensor conditions, deep unrolling."""
from __future__ import annotations

import ast
import re
from typing import Iterable

from .. import source
from ..evidence import Evidence, node_span, resolve_expression
from ..i18n import tr
from ..model import Fix, Span
from ..values import describe
from . import Candidate, Rule, register

_JOIN = re.compile(r"Cannot join|join the return values|different branches|can not join|abstract.*join", re.IGNORECASE)
_BOOL = re.compile(r"converted to bool|more than one element is ambiguous|truth value of|to bool", re.IGNORECASE)
_DEPTH = re.compile(r"call depth|recursion", re.IGNORECASE)
_DTYPE_WORD = re.compile(r"\b(?:b?float(?:16|32|64)|u?int(?:8|16|32|64)|bool_|Float16|Float32|Float64|Int32|Int64)\b")
_RANGE_TENSOR = re.compile(r"For 'make_range'.*(?:int scalar|Tensor)|range\(\).*Tensor", re.IGNORECASE)


def _graph_user_spans(ev: Evidence) -> list[Span]:
    return [
        Span(loc.file, loc.line, loc.end_line, loc.column or 0, loc.end_column)
        for loc in ev.graph.user_locations()
    ]


def _kind(expression: ast.expr | None) -> str:
    if expression is None:
        return "None"
    if isinstance(expression, ast.Constant):
        return type(expression.value).__name__ if expression.value is not None else "None"
    if isinstance(expression, ast.Tuple):
        return f"tuple of {len(expression.elts)}"
    return "expression"


@register
class BranchReturnMismatch(Rule):
    """The branches of an `if` give values of different types, shapes or dtypes.

    ## What it does
    Finds `if`/`else` branches (or early returns) where one branch returns or assigns a tensor and
    another a Python scalar, `None`, a tuple of another length, or a tensor of another shape or dtype.

    ## Why is this bad?
    When the condition is a tensor, graph mode compiles both branches and must join their results
    into one value of one type. It reports `Cannot join the return values of different branches`
    at the `if`, without saying which branch is the odd one.

    ## Example
    ```python
    if mask.sum() > 0:
        return x * mask
    return 0
    ```

    ## Use instead
    ```python
    if mask.sum() > 0:
        return x * mask
    return ops.zeros_like(x)
    ```
    """

    code = "MSD301"
    name = "branch-return-mismatch"

    def check(self, ev: Evidence) -> Iterable[Candidate]:
        if not _JOIN.search(ev.headline):
            return []
        spans = _graph_user_spans(ev)
        for span in reversed(spans):
            tree = source.parse_file(span.file)
            if tree is None:
                continue
            function = source.enclosing_function(tree, span.line)
            if function is None:
                continue
            found = self._odd_branch(ev, span.file, function, span)
            if found is not None:
                return [found]
        if spans:
            return [Candidate(self.finding(spans[-1], tr("MSD301.message.unlocated"),
                                           fix=Fix(tr("MSD301.fix.same_kind")),
                                           evidence=[f"MindSpore: {ev.headline}"]), 0.6)]
        return []

    def _odd_branch(self, ev: Evidence, filename: str, function: ast.FunctionDef, span: Span) -> Candidate | None:
        returns = [n for n in ast.walk(function) if isinstance(n, ast.Return)]
        assigned = _branch_assignments(function, span.line)
        groups = [("return", returns)] + [(f"`{name}`", nodes) for name, nodes in assigned.items()]
        for label, nodes in groups:
            if len(nodes) < 2:
                continue
            seen = ev.eager.returns if ev.eager is not None else {}
            kinds = {id(n): _kind(n.value) for n in nodes}
            eager_kinds = {id(n): seen.get((filename, n.lineno)) for n in nodes}
            literal = [n for n in nodes if kinds[id(n)] not in ("expression",)]
            computed = [n for n in nodes if kinds[id(n)] == "expression"]
            if literal and computed:
                odd = literal[0]
                other = computed[0]
                other_value = eager_kinds.get(id(other)) or tr("MSD301.tensor_expression")
                kind = kinds[id(odd)]
                if isinstance(odd.value, ast.Tuple):
                    kind = tr("MSD301.kind.tuple", count=len(odd.value.elts))
                message = tr("MSD301.message.literal", kind=kind, text=ast.unparse(odd)[:60], line=other.lineno,
                             other=other_value)
                evidence = [f"MindSpore: {ev.headline}"]
                if eager_kinds.get(id(other)):
                    evidence.append(f"eager re-run: line {other.lineno} returned {eager_kinds[id(other)]}")
                fix = Fix(tr("MSD301.fix.tensor"))
                return Candidate(self.finding(node_span(filename, odd), message, fix=fix, evidence=evidence,
                                              context=[span]), 0.85)
            # Different dtypes: the branch that names a dtype the other does not (an `astype`).
            dtype_texts = {id(n): set(_DTYPE_WORD.findall(ast.unparse(n))) for n in nodes}
            distinct = [n for n in nodes if dtype_texts[id(n)] - set().union(*(dtype_texts[id(m)] for m in nodes if m is not n))]
            if len(distinct) == 1 and _DTYPE_WORD.search(ev.graph.framework_message or ev.graph.detail or ""):
                odd = distinct[0]
                message = tr("MSD301.message.dtype", dtypes=', '.join(sorted(dtype_texts[id(odd)])))
                return Candidate(self.finding(node_span(filename, odd), message,
                                              fix=Fix(tr("MSD301.fix.dtype")),
                                              evidence=[f"MindSpore: {ev.headline}"], context=[span]), 0.85)
            executed = [n for n in nodes if eager_kinds.get(id(n))]
            if executed and len(executed) < len(nodes):
                odd = next(n for n in nodes if not eager_kinds.get(id(n)))
                message = tr("MSD301.message.eager.return" if label == "return" else "MSD301.message.eager",
                             name=label, line=executed[0].lineno, value=eager_kinds[id(executed[0])])
                return Candidate(self.finding(node_span(filename, odd), message,
                                              fix=Fix(tr("MSD301.fix.same_type")),
                                              evidence=[f"MindSpore: {ev.headline}"], context=[span]), 0.7)
        return None


def _branch_assignments(function: ast.FunctionDef, line: int) -> dict[str, list[ast.Assign]]:
    """Names assigned in both arms of the `if` around `line`."""
    found: dict[str, list[ast.Assign]] = {}
    for node in ast.walk(function):
        if not isinstance(node, ast.If) or not source.node_covers(node, line):
            continue
        arms = [node.body, node.orelse]
        per_arm: list[dict[str, ast.Assign]] = []
        for arm in arms:
            names: dict[str, ast.Assign] = {}
            for statement in arm:
                if isinstance(statement, ast.Assign):
                    for target in statement.targets:
                        if isinstance(target, ast.Name):
                            names[target.id] = statement
            per_arm.append(names)
        for name in set(per_arm[0]) & set(per_arm[1]):
            found[name] = [per_arm[0][name], per_arm[1][name]]
    return found


@register
class TensorAsBool(Rule):
    """A tensor with more than one element is used as a Python condition.

    ## What it does
    Finds `if`, `while`, `and`/`or` and `assert` conditions that evaluate to a tensor with more than
    one element, and shows its shape from the eager run.

    ## Why is this bad?
    A condition needs one truth value. Graph mode reports `Only tensor which shape is () or (1,) can be
    converted to bool`; eagerly it is "more than one element is ambiguous". Usually a reduction
    (`.any()`, `.all()`) was meant, or an element-wise choice with `ops.select`/`ops.where`.

    ## Example
    ```python
    if mask > 0:
        x = x * 2
    ```

    ## Use instead
    ```python
    x = ops.where(mask > 0, x * 2, x)
    ```
    """

    code = "MSD302"
    name = "tensor-as-bool"

    def check(self, ev: Evidence) -> Iterable[Candidate]:
        if not (_BOOL.search(ev.headline) or _BOOL.search(ev.eager_message)):
            return []
        span = ev.failing_span()
        if span is None:
            return []
        tree = source.parse_file(span.file)
        statement = None
        if tree is not None:
            for kind in (ast.If, ast.While, ast.Assert, ast.IfExp, ast.BoolOp):
                node = source.innermost(tree, kind, span.line)
                if node is not None and node.lineno == span.line:
                    statement = node
                    break
        condition = getattr(statement, "test", None)
        if condition is not None:
            span = Span(span.file, condition.lineno, condition.end_lineno, condition.col_offset, condition.end_col_offset)
        frame = ev.eager_frame()
        evidence = [f"MindSpore: {ev.headline}"]
        described = ""
        if condition is not None and frame is not None:
            for operand in ast.walk(condition):
                if isinstance(operand, (ast.Name, ast.Attribute)):
                    value = resolve_expression(operand, frame.locals)
                    if value is not None and getattr(value, "shape", None) is not None:
                        described = tr("MSD302.described", operand=ast.unparse(operand), value=describe(value))
                        evidence.append(f"eager re-run: `{ast.unparse(operand)}` is {describe(value)}")
                        break
        text = ast.unparse(condition) if condition is not None else tr("MSD302.the_condition")
        message = tr("MSD302.message", text=text, described=described)
        fix = Fix(tr("MSD302.fix"))
        return [Candidate(self.finding(span, message, fix=fix, evidence=evidence), 0.85)]


@register
class LoopUnrollTooDeep(Rule):
    """A Python loop in construct unrolls past MindSpore's call-depth limit.

    ## What it does
    Finds `for`/`while` loops in `construct` (or functions it calls) whose iteration count makes the
    compiled graph exceed the call-depth limit, and points at the loop.

    ## Why is this bad?
    Graph mode unrolls Python loops with constant bounds: each iteration becomes more graph. Long
    loops hit `Exceed function call depth limit 1000` after a long compile, with no line given.

    ## Example
    ```python
    for _ in range(2000):
        x = self.step(x)
    ```

    ## Use instead
    ```python
    x = ops.ForiLoop()(0, 2000, lambda i, x: self.step(x), x)   # or raise max_call_depth
    ```
    """

    code = "MSD303"
    name = "loop-unroll-too-deep"

    def check(self, ev: Evidence) -> Iterable[Candidate]:
        if not _DEPTH.search(ev.headline):
            return []
        candidates: list[tuple[int, str, ast.AST]] = []
        functions = []
        located = ev.construct_function()
        if located is not None:
            functions.append(located)
        for span in _graph_user_spans(ev):
            tree = source.parse_file(span.file)
            function = source.enclosing_function(tree, span.line) if tree is not None else None
            if function is not None:
                functions.append((span.file, function))
        for filename, function in functions:
            for loop in ast.walk(function):
                if isinstance(loop, (ast.For, ast.While)):
                    candidates.append((_loop_size(loop), filename, loop))
        if not candidates:
            return self._recursion(ev, functions)
        candidates.sort(key=lambda item: -item[0])
        size, filename, loop = candidates[0]
        header = Span(filename, loop.lineno, loop.lineno, loop.col_offset, None)
        bound = tr("loop.iterations", size=size) if size > 1 else ""
        message = tr("MSD303.message", bound=bound)
        fix = Fix(tr("MSD303.fix"))
        return [Candidate(self.finding(header, message, fix=fix, evidence=[f"MindSpore: {ev.headline}"]), 0.8)]


    def _recursion(self, ev: Evidence, functions: list[tuple[str, ast.FunctionDef]]) -> list[Candidate]:
        """No loop: a function that calls itself is inlined at every level while compiling."""
        for filename, function in functions:
            tree = source.parse_file(filename)
            for node in source.nodes_of(tree, ast.FunctionDef) if tree is not None else []:
                calls = [c for c in ast.walk(node) if isinstance(c, ast.Call)
                         and ((isinstance(c.func, ast.Name) and c.func.id == node.name)
                              or (isinstance(c.func, ast.Attribute) and c.func.attr == node.name
                                  and isinstance(c.func.value, ast.Name) and c.func.value.id == "self"))]
                if calls and (node is function or _calls_name(function, node.name)):
                    message = tr("MSD303.message.recursion", function=node.name)
                    fix = Fix(tr("MSD303.fix.recursion"))
                    return [Candidate(self.finding(node_span(filename, calls[0]), message, fix=fix,
                                                   evidence=[f"MindSpore: {ev.headline}"]), 0.8)]
        return []


def _calls_name(function: ast.AST, name: str) -> bool:
    return any(isinstance(c, ast.Call) and isinstance(c.func, ast.Name) and c.func.id == name for c in ast.walk(function))


def _loop_size(loop: ast.AST) -> int:
    if isinstance(loop, ast.For) and isinstance(loop.iter, ast.Call) and isinstance(loop.iter.func, ast.Name):
        if loop.iter.func.id == "range":
            numbers = [a.value for a in loop.iter.args if isinstance(a, ast.Constant) and isinstance(a.value, int)]
            if numbers:
                return max(numbers)
    if isinstance(loop, ast.While):
        numbers = [n.value for n in ast.walk(loop.test) if isinstance(n, ast.Constant) and isinstance(n.value, int)]
        if numbers:
            return max(numbers)
    return 1


@register
class SlowCompile(Rule):
    """A graph compile is still running long after compiles normally finish.

    ## What it does
    Reported by the compile watchdog (`msdiag run --compile-warn SECONDS`, 60 s by default) while a
    watched Cell or jit function is still compiling. Points at the Python loop in its `construct`
    that unrolls into the most graph, or at `construct` itself.

    ## Why is this bad?
    Graph mode unrolls Python loops with constant bounds and inlines every call; a loop of a few
    hundred iterations over a sub-cell can make compilation take minutes or exhaust memory without
    any error.

    ## Example
    ```python
    for step in range(500):
        x = self.cell(x)
    ```

    ## Use instead
    ```python
    x = ops.ForiLoop()(0, 500, lambda i, x: self.cell(x), x)
    ```
    """

    code = "MSD304"
    name = "slow-compile"
    severity = "warning"

    def check(self, ev: Evidence) -> Iterable[Candidate]:
        return []  # raised by the watchdog, not by a failed call


def slow_compile_findings(obj: object) -> list:
    """Findings for a compile that is taking too long: the biggest loops in its construct."""
    import inspect

    function = getattr(type(obj), "construct", None) if not inspect.isfunction(obj) else obj
    function = inspect.unwrap(function) if function is not None else None
    code = getattr(function, "__code__", None)
    if code is None:
        return []
    tree = source.parse_file(code.co_filename)
    if tree is None:
        return []
    node = next((n for n in source.nodes_of(tree, ast.FunctionDef)
                 if n.name == code.co_name and n.lineno <= code.co_firstlineno + 5 and n.end_lineno >= code.co_firstlineno), None)
    if node is None:
        return []
    loops = sorted(((_loop_size(l), l) for l in ast.walk(node) if isinstance(l, (ast.For, ast.While))),
                   key=lambda item: -item[0])
    rule = SlowCompile()
    if loops:
        size, loop = loops[0]
        span = Span(code.co_filename, loop.lineno, loop.lineno, loop.col_offset, None)
        bound = tr("loop.iterations", size=size) if size > 1 else ""
        return [rule.finding(span, tr("MSD304.message.loop", bound=bound), fix=Fix(tr("MSD304.fix")))]
    span = Span(code.co_filename, node.lineno, node.lineno, node.col_offset, None)
    return [rule.finding(span, tr("MSD304.message.function"))]


@register
class TensorLoopBound(Rule):
    """`range()` gets a tensor where graph mode needs a Python int.

    ## What it does
    Finds `for ... in range(n)` in graph code where `n` is a tensor (a `max()`, a `shape` read from a
    tensor value, an input), and points at the line that made `n` a tensor.

    ## Why is this bad?
    Graph mode unrolls `range` loops while compiling, so the bound must be known then: a Python
    int or a constant. A tensor's value only exists when the graph runs, and MindSpore stops with
    `For 'make_range', the 0th input should be a int scalar but got AbstractTensor`.

    ## Example
    ```python
    max_len = lengths.max()
    for _ in range(max_len):
        ...
    ```

    ## Use instead
    ```python
    for _ in range(self.max_len):   # a Python int fixed in __init__; mask the extra steps
        ...
    ```
    """

    code = "MSD305"
    name = "tensor-loop-bound"

    def check(self, ev: Evidence) -> Iterable[Candidate]:
        if not _RANGE_TENSOR.search(ev.headline):
            return []
        for span in reversed(_graph_user_spans(ev)):
            tree = source.parse_file(span.file)
            if tree is None:
                continue
            loop = next((n for n in source.nodes_of(tree, ast.For) if n.lineno == span.line or source.node_covers(n.iter, span.line)), None)
            if loop is None or not isinstance(loop.iter, ast.Call) or not loop.iter.args:
                continue
            bound = loop.iter.args[-1] if len(loop.iter.args) == 1 else loop.iter.args[1]
            evidence = [f"MindSpore: {ev.headline[:160]}"]
            header = Span(span.file, loop.lineno, loop.lineno, loop.col_offset, None)
            fix = Fix(tr("MSD305.fix"))
            if isinstance(bound, ast.Name):
                function = source.enclosing_function(tree, loop.lineno)
                statement = source.last_assignment(function, bound.id, loop.lineno) if function is not None else None
                if statement is not None:
                    message = tr("MSD305.message.assigned", name=bound.id, line=loop.lineno)
                    return [Candidate(self.finding(node_span(span.file, statement), message, fix=fix,
                                                   evidence=evidence, context=[header]), 0.85)]
            message = tr("MSD305.message", bound=ast.unparse(bound))
            return [Candidate(self.finding(header, message, fix=fix, evidence=evidence), 0.8)]
        return []
