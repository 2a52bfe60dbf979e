"""Rules for control flow that graph mode cannot compile: joins, tensor conditions, deep unrolling."""
from __future__ import annotations

import ast
import inspect
import os
import re
from typing import Iterable

from ..model import reach, source
from ..model.facts import Evidence, resolve_expression
from ..model.trace import Trace, Want
from ..model.source import node_span
from ..locale import tr
from ..report.records import Finding, Fix, Related, Span
from ..model.values import describe
from .base import Candidate, Confidence, Hang, Rule, fails_at, passed_to_watched_call

_JOIN = re.compile(r"Cannot join|join the return values|different branches|can not join|abstract.*join|Type Join Failed", re.IGNORECASE)
_BOOL = re.compile(r"converted to bool|more than one element is ambiguous|truth value of|to bool", re.IGNORECASE)
_DEPTH = re.compile(r"call depth|recursion", re.IGNORECASE)
_DTYPE_WORD = re.compile(r"\b(?:b?float(?:16|32|64)|u?int(?:8|16|32|64)|bool_|Float16|Float32|Float64|Int32|Int64)\b")
# range() of a tensor; range() of a float (`AbstractScalar(Type: Float32...)`) is MSD211's.
_COMPARING_BUILTINS = ("max", "min", "sorted")
_RANGE_TENSOR = re.compile(r"For 'make_range'[^\n]*but got AbstractTensor|range\(\)[^\n]*Tensor", re.IGNORECASE)


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


class BranchReturnMismatch(Rule):
    """The branches of an `if` give values of different types, shapes or dtypes.

    ## What it does
    Finds `if`/`else` branches (or early returns) where one branch returns or assigns a tensor and
    another a Python scalar, `None`, a tuple of another length, or a tensor of another shape or dtype.
    When MindSpore's message names no line of the model, it looks through the model's graph code
    for a name given a Python number in one arm of a tensor-conditioned `if` and a tensor in the
    other (`entropy_term = 0.0` under `if self.ent_coef > 0:`).

    ## Why is this bad?
    When the condition is a tensor, graph mode compiles both branches and must join their results
    into one value of one type. It reports `Cannot join the return values of different branches`
    at the `if`, without saying which branch is the odd one. A variable that starts as a Python
    number before a tensor-conditioned `while` or `if` and becomes a tensor inside it is the most
    common case; there the failure can also surface later, in whichever op first receives the
    unjoined value (`Tensor(shape=[-2], dtype=Float64, value= )`), often a loss in another cell.

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

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        if not _JOIN.search(ev.headline):
            if _UNJOINED.search(ev.headline):
                # A join MindSpore could not type left a tensor of unknown rank: it fails in a later op.
                found = self._python_start_in_model(ev, []) or self._number_returned_in_model(ev)
                return [found] if found is not None else []
            return []
        spans = _graph_user_spans(ev)
        for span in reversed(spans):
            tree = source.parse_file(span.file)
            if tree is None:
                continue
            function = source.enclosing_function(tree, span.line)
            if function is None:
                continue
            found = self._python_start(ev, span.file, function, span) or self._odd_branch(ev, span.file, function, span)
            if found is not None:
                return [found]
        found = self._python_start_in_model(ev, spans) or self._odd_branch_in_model(ev, spans)
        if found is not None:
            return [found]
        if spans:
            return [Candidate(self.finding(spans[-1], tr("MSD301.message.unlocated"),
                                           fix=Fix(tr("MSD301.fix.same_kind")),
                                           evidence=[tr("seen.mindspore", headline=ev.headline)]), Confidence.WEAK)]
        return []

    def _python_start(self, ev: Evidence, filename: str, function: ast.FunctionDef, span: Span) -> Candidate | None:
        """`total = 0` before a tensor-conditioned `while`/`if` whose body makes `total` a tensor:
        one path leaves the Python number, the other the tensor. The start value is the root."""
        blocks = [n for n in ast.walk(function) if isinstance(n, (ast.While, ast.If, ast.For))
                  and n.lineno <= span.line <= (n.end_lineno or n.lineno)]
        # What the eager run's frame held at the end: a name it saw as a Python number is not one
        # that became a tensor.
        held = ev.eager.values_of(filename, function.lineno) if ev.eager is not None else None
        for block in sorted(blocks, key=lambda b: (b.end_lineno or 0) - b.lineno):
            updated = {n.id: n for statement in block.body for n in ast.walk(statement)
                       if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
            for name, target in sorted(updated.items(), key=lambda item: item[1].lineno):
                start = _number_start(function, name, block.lineno)
                if start is None:
                    continue
                if held is not None and name in held and held[name].kind in ("int", "float", "bool"):
                    continue
                inside = next(s for s in ast.walk(block) if isinstance(s, ast.stmt) and s.lineno == target.lineno)
                value = getattr(start, "value", None)
                if isinstance(value, ast.Attribute):
                    held_by = self._held_number(ev, filename, function, name, value.attr, start, inside, block)
                    if held_by is not None:
                        return held_by
                    continue
                return self._started_as_number(ev, filename, name, start, inside, block, [], Confidence.ROOT)
        return None

    def _held_number(self, ev: Evidence, filename: str, function: ast.FunctionDef, name: str, attribute: str,
                     start: ast.stmt, inside: ast.stmt, block: ast.stmt) -> Candidate | None:
        """`best = self.floor` where the cell holds a Python number: the start is a number made
        in `__init__` (`self.floor = cfg["min_confidence"]`), where it can become a tensor."""
        owner = _owner_of(ev, filename, function)
        number = getattr(owner, attribute, None) if owner is not None else None
        if not isinstance(number, (int, float, bool)):
            return None
        stored = ev.provenance.assigned_at(owner, attribute)
        if stored is None:
            return self._started_as_number(ev, filename, name, start, inside, block, [], Confidence.LIKELY)
        message = tr("MSD301.message.held_number", name=name, attribute=attribute, value=repr(number), line=block.lineno)
        related = [Related(node_span(filename, start), tr("label.starts_as", name=name, attribute=attribute)),
                   Related(node_span(filename, inside), tr("label.becomes_tensor", name=name)),
                   Related(Span(filename, block.lineno, block.lineno, block.col_offset, None), tr("label.paths_join"))]
        return Candidate(self.finding(stored, message, fix=Fix(tr("MSD301.fix.held_number", attribute=attribute)),
                                      evidence=[tr("seen.mindspore", headline=ev.headline)], related=related,
                                      label=tr("label.python_made")), Confidence.LIKELY)

    def _started_as_number(self, ev: Evidence, filename: str, name: str, start: ast.stmt, inside: ast.stmt,
                           block: ast.stmt, after: list[Related], confidence: float) -> Candidate:
        """The finding at `name = <number>`, with where it becomes a tensor and where the paths join."""
        message = tr("MSD301.message.python_start", name=name, text=ast.unparse(start).strip()[:60], line=block.lineno)
        related = [Related(node_span(filename, inside), tr("label.becomes_tensor", name=name)),
                   Related(Span(filename, block.lineno, block.lineno, block.col_offset, None), tr("label.paths_join")),
                   *after]
        return Candidate(self.finding(node_span(filename, start), message, fix=Fix(tr("MSD301.fix.python_start", name=name)),
                                      evidence=[tr("seen.mindspore", headline=ev.headline)], related=related,
                                      label=tr("label.python_made")), confidence)

    def _python_start_in_model(self, ev: Evidence, spans: list[Span]) -> Candidate | None:
        """`total = 0` before a tensor-conditioned `while`/`if` anywhere in the model's graph code:
        the join fails where the paths meet, and MindSpore often names a later line (or an op
        that then gets a tensor of unknown rank)."""
        failing = ev.failing_span() or (spans[-1] if spans else None)
        for filename, function, owner in _graph_functions(ev, spans):
            for block in ast.walk(function):
                if not isinstance(block, (ast.While, ast.If)) or not _tensor_test(block.test, function, owner):
                    continue
                for name, inside in _tensor_updates(block):
                    start = _number_start(function, name, block.lineno)
                    if start is not None and isinstance(getattr(start, "value", None), ast.Attribute):
                        held_by = self._held_number(ev, filename, function, name, start.value.attr,  # type: ignore[union-attr]
                                                    start, inside, block)
                        if held_by is not None:
                            return held_by
                    elif start is not None:
                        return self._started_as_number(ev, filename, name, start, inside, block, fails_at(failing),
                                                       Confidence.LIKELY)
        return None

    def _odd_branch_in_model(self, ev: Evidence, spans: list[Span]) -> Candidate | None:
        """A name given a Python number in one arm of a tensor-conditioned `if` and a tensor in
        the other (`entropy_term = 0.0` under `if self.ent_coef > 0:`), anywhere in the model's
        graph code, when MindSpore's message names no line of it."""
        for filename, function, owner in _graph_functions(ev, spans):
            for block in ast.walk(function):
                if isinstance(block, ast.If) and block.orelse and _tensor_test(block.test, function, owner):
                    found = self._odd_branch(ev, filename, function, node_span(filename, block.test))
                    if found is not None:
                        return found
        return None

    def _number_returned_in_model(self, ev: Evidence) -> Candidate | None:
        """A function the graph runs (a helper too) that returns a Python number under a
        tensor-conditioned `if` and a tensor otherwise (`if norm < eps: return 0.0`): the join
        leaves a tensor of unknown rank, which a later op rejects."""
        for code in reach.graph_code(ev.target.obj):
            function = code.node
            if not isinstance(function, ast.FunctionDef):
                continue
            returns = [n for n in ast.walk(function) if isinstance(n, ast.Return) and n.value is not None]
            computed = [r for r in returns if not isinstance(r.value, ast.Constant)]
            for block in ast.walk(function) if computed else ():
                if not isinstance(block, ast.If) or not _tensor_test(block.test, function, code.me):
                    continue
                for odd in block.body:
                    if isinstance(odd, ast.Return) and isinstance(odd.value, ast.Constant) \
                            and type(odd.value.value) in (int, float):
                        other = next(r for r in computed if r is not odd)
                        seen = ev.eager.returns.get((code.filename, other.lineno)) if ev.eager is not None else None
                        message = tr("MSD301.message.literal", kind=type(odd.value.value).__name__,
                                     text=ast.unparse(odd)[:60], line=other.lineno,
                                     other=seen or tr("MSD301.tensor_expression"))
                        return Candidate(self.finding(node_span(code.filename, odd), message, fix=Fix(tr("MSD301.fix.tensor")),
                                                      evidence=[tr("seen.mindspore", headline=ev.headline)],
                                                      related=fails_at(ev.failing_span())), Confidence.LIKELY)
        return None

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
                evidence = [tr("seen.mindspore", headline=ev.headline)]
                if eager_kinds.get(id(other)):
                    evidence.append(f"eager re-run: line {other.lineno} returned {eager_kinds[id(other)]}")
                fix = Fix(tr("MSD301.fix.tensor"))
                return Candidate(self.finding(node_span(filename, odd), message, fix=fix, evidence=evidence,
                                              related=fails_at(span)), Confidence.LIKELY)
            # Different dtypes: the branch that names a dtype the other does not (an `astype`).
            dtype_texts = {id(n): set(_DTYPE_WORD.findall(ast.unparse(n))) for n in nodes}
            distinct = [n for n in nodes if dtype_texts[id(n)] - set().union(*(dtype_texts[id(m)] for m in nodes if m is not n))]
            if len(distinct) == 1 and _DTYPE_WORD.search(ev.graph.framework_message or ev.graph.detail or ""):
                odd = distinct[0]
                message = tr("MSD301.message.dtype", dtypes=', '.join(sorted(dtype_texts[id(odd)])))
                return Candidate(self.finding(node_span(filename, odd), message,
                                              fix=Fix(tr("MSD301.fix.dtype")),
                                              evidence=[tr("seen.mindspore", headline=ev.headline)], related=fails_at(span)), Confidence.LIKELY)
            executed = [n for n in nodes if eager_kinds.get(id(n))]
            if executed and len(executed) < len(nodes):
                odd = next(n for n in nodes if not eager_kinds.get(id(n)))
                message = tr("MSD301.message.eager.return" if label == "return" else "MSD301.message.eager",
                             name=label, line=executed[0].lineno, value=eager_kinds[id(executed[0])])
                return Candidate(self.finding(node_span(filename, odd), message,
                                              fix=Fix(tr("MSD301.fix.same_type")),
                                              evidence=[tr("seen.mindspore", headline=ev.headline)], related=fails_at(span)), Confidence.PLAUSIBLE)
        return None


# An op got a float tensor of unknown rank and no value: what a failed number/tensor join leaves
# (MindSpore 2.9 and 2.10); 2.7 and 2.8 say the op got None.
_UNJOINED = re.compile(r"shape=\[-2\], dtype=Float(?:64|32|16), value=\s*\)|should be one of \[[^\]]*\], but got 'None'")


def _graph_functions(ev: Evidence, spans: list[Span]) -> Iterable[tuple[str, ast.FunctionDef, object]]:
    """The graph functions of the failure: those MindSpore named, then every user cell's `construct`
    in the called model, each with the cell it runs on (None when unknown)."""
    seen: set[tuple[str, int]] = set()
    for span in reversed(spans):
        tree = source.parse_file(span.file)
        function = source.enclosing_function(tree, span.line) if tree is not None else None
        if function is not None and (span.file, function.lineno) not in seen:
            seen.add((span.file, function.lineno))
            yield span.file, function, None
    root = ev.target.obj
    cells = [cell for _, cell in root.cells_and_names()] if hasattr(root, "cells_and_names") else []
    for cell in cells:
        filename = source.class_file(type(cell))
        if not filename or not source.is_user_file(filename):
            continue
        tree = source.parse_file(filename)
        cls = source.find_class(tree, type(cell).__name__) if tree is not None else None
        method = source.find_method(cls, "construct") if cls is not None else None
        if method is not None and (filename, method.lineno) not in seen:
            seen.add((filename, method.lineno))
            yield filename, method, cell


def _tensor_test(test: ast.expr, function: ast.FunctionDef, owner: object) -> bool:
    """Whether a condition depends on a tensor: it calls something, reads an argument of the
    function or a name computed in it, or a tensor attribute of the cell."""
    parameters = {a.arg for a in function.args.args[1:]}
    computed = {n.id for s in ast.walk(function) if isinstance(s, ast.Assign) and not isinstance(s.value, ast.Constant)
                for t in s.targets for n in ast.walk(t) if isinstance(n, ast.Name)}
    for node in ast.walk(test):
        if isinstance(node, ast.Call):
            return True
        if isinstance(node, ast.Name) and (node.id in parameters or node.id in computed):
            return True
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "self" \
                and owner is not None and type(getattr(owner, node.attr, None)).__name__ in ("Tensor", "Parameter"):
            return True
    return False


def _tensor_updates(block: ast.While | ast.If) -> list[tuple[str, ast.stmt]]:
    """Names a block's body assigns from something that computes (a call, another name): a
    tensor where the start was a Python number. `count = count + 1` stays a number."""
    found = []
    for statement in (s for part in block.body for s in ast.walk(part) if isinstance(s, (ast.Assign, ast.AugAssign))):
        targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
        for target in targets:
            if not isinstance(target, ast.Name):
                continue
            others = [n for n in ast.walk(statement.value) if isinstance(n, ast.Call)
                      or (isinstance(n, (ast.Name, ast.Attribute)) and not (isinstance(n, ast.Name) and n.id == target.id))]
            if others:
                found.append((target.id, statement))
    return found


def _number_start(function: ast.FunctionDef, name: str, before: int) -> ast.stmt | None:
    """The last `name = <number>` before line `before`, when that is the name's last assignment there."""
    assigned = [s for s in ast.walk(function) if isinstance(s, (ast.Assign, ast.AnnAssign)) and s.lineno < before
                and any(isinstance(t, ast.Name) and t.id == name
                        for t in (s.targets if isinstance(s, ast.Assign) else [s.target]))]
    start = max(assigned, key=lambda s: s.lineno) if assigned else None
    value = getattr(start, "value", None)
    if isinstance(value, ast.Constant) and isinstance(value.value, (int, float, bool)):
        return start
    if isinstance(value, ast.Attribute) and isinstance(value.value, ast.Name) and value.value.id == "self":
        return start  # `best = self.floor`: a number only if the cell holds one (checked by the caller)
    return None


def _owner_of(ev: Evidence, filename: str, function: ast.FunctionDef) -> object | None:
    """The cell of the watched model whose `construct` is `function`."""
    root = ev.target.obj
    cells = [cell for _, cell in root.cells_and_names()] if hasattr(root, "cells_and_names") else []
    for cell in cells:
        code = getattr(getattr(type(cell), "construct", None), "__code__", None)
        if code is not None and code.co_name == function.name \
                and function.lineno - len(function.decorator_list) <= code.co_firstlineno <= function.lineno \
                and os.path.realpath(code.co_filename) == os.path.realpath(filename):
            return cell
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


class TensorAsBool(Rule):
    """A tensor with more than one element is used as a Python condition.

    ## What it does
    Finds `if`, `while`, `and`/`or`, `assert` and `bool()` conditions that evaluate to a tensor with
    more than one element, and shows its shape from the eager run. A NumPy array used the same way
    fails while the graph compiles, and gets NumPy's fix (`.any()` / `.all()`) instead.

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

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        if not (_BOOL.search(ev.headline) or _BOOL.search(ev.eager_message)):
            return []
        span = ev.failing_span()
        if span is None:
            return []
        tree = source.parse_file(span.file)
        condition: ast.expr | None = None
        if tree is not None:
            for kind in (ast.If, ast.While, ast.Assert, ast.IfExp, ast.BoolOp):
                node = source.innermost(tree, kind, span.line)
                if node is not None and node.lineno == span.line:
                    condition = node if isinstance(node, ast.BoolOp) else node.test
                    break
            if condition is None:
                statement = source.innermost(tree, ast.stmt, span.line)
                calls = [n for n in ast.walk(statement) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)] \
                    if statement is not None else []
                if any(c.func.id in _COMPARING_BUILTINS for c in calls):  # type: ignore[attr-defined]
                    return []  # `max(a, b)` of tensors: MSD210's
                condition = next((c for c in calls if c.func.id == "bool" and c.args), None)  # type: ignore[attr-defined]
        if condition is not None:
            span = Span(span.file, condition.lineno, condition.end_lineno, condition.col_offset, condition.end_col_offset)
        frame = ev.eager_frame()
        evidence = [tr("seen.mindspore", headline=ev.headline)]
        described = ""
        numpy = False
        if condition is not None and frame is not None:
            for operand in ast.walk(condition):
                if isinstance(operand, (ast.Name, ast.Attribute)):
                    value = resolve_expression(operand, {**frame.globals, **frame.locals})
                    if value is not None and getattr(value, "shape", None) is not None:
                        numpy = type(value).__module__.startswith("numpy")
                        described = tr("MSD302.described", operand=ast.unparse(operand), value=describe(value))
                        evidence.append(tr("seen.value", name=ast.unparse(operand), value=describe(value)))
                        break
        # NumPy's own words ("Use a.any() or a.all()"), or `np.` in the condition: a NumPy value,
        # computed while the graph compiles.
        numpy = numpy or "a.any() or a.all()" in ev.headline
        if condition is not None and not numpy:
            numpy = any(isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id in ("np", "numpy")
                        for n in ast.walk(condition))
        text = (" ".join(source.segment(span.file, condition).split()) or ast.unparse(condition)) \
            if condition is not None else tr("MSD302.the_condition")
        message = tr("MSD302.message.numpy" if numpy else "MSD302.message", text=text, described=described)
        fix = Fix(tr("MSD302.fix.numpy" if numpy else "MSD302.fix"))
        return [Candidate(self.finding(span, message, fix=fix, evidence=evidence), Confidence.LIKELY)]


class LoopUnrollTooDeep(Rule):
    """A Python loop in construct unrolls past MindSpore's call-depth limit.

    ## What it does
    Finds `for`/`while` loops in `construct` (or functions it calls) whose iteration count makes the
    compiled graph exceed the call-depth limit, and points at the loop. A recursion is unrolled the
    same way: when its stop test reads a tensor, which cannot be decided while compiling, it points
    at that test, or, when the tensor is a Python number made a tensor (`Tensor(3, ms.int32)` passed
    in, a `while` counter started as `ms.Tensor(0)`), at the line that made it.

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

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        if not _DEPTH.search(ev.headline):
            # Another error raised deep inside an unrolled recursion (a pooling left with no
            # pixels after too many levels): the recursion is the cause when its stop is a tensor.
            return self._recursion(ev, _recursing(ev), tensor_stop_only=True)
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
        functions = [(filename, function) for filename, function in functions if source.is_user_file(filename)]
        for filename, function in functions:
            for loop in ast.walk(function):
                if isinstance(loop, (ast.For, ast.While)):
                    candidates.append((_loop_size(loop), filename, loop))
        if not candidates:
            return self._recursion(ev, functions)
        candidates.sort(key=lambda item: -item[0])
        size, filename, loop = candidates[0]
        header = Span(filename, loop.lineno, loop.lineno, loop.col_offset, None)
        evidence = [tr("seen.mindspore", headline=ev.headline)]
        test = getattr(loop, "test", None) or getattr(loop, "iter", None)
        header_to_test = Span(filename, loop.lineno, test.end_lineno, loop.col_offset, test.end_col_offset) \
            if test is not None and test.end_lineno is not None else header
        counter = _tensor_counter(ev, filename, loop) if isinstance(loop, ast.While) else None
        if counter is not None:
            name, traced = counter
            message = tr("MSD303.message.tensor_counter", name=name, line=loop.lineno)
            fix = Fix(tr("MSD303.fix.tensor_counter", name=name, value=_wrapped_text(traced)))
            related = [*traced.related(), Related(header_to_test, tr("label.loop_tests_tensor", name=name))]
            return [Candidate(self.finding(traced.root.span, message, fix=fix, evidence=evidence, related=related),
                              Confidence.ROOT)]
        bound = tr("loop.iterations", size=size) if size > 1 else ""
        message = tr("MSD303.message", bound=bound)
        fix = Fix(tr("MSD303.fix"))
        return [Candidate(self.finding(header, message, fix=fix, evidence=evidence), Confidence.LOCATED)]

    def _recursion(self, ev: Evidence, functions: list[tuple[str, ast.FunctionDef]],
                   tensor_stop_only: bool = False) -> list[Candidate]:
        """No loop: a function that calls itself is inlined at every level while compiling."""
        for filename, function in functions:
            tree = source.parse_file(filename)
            for node in source.nodes_of(tree, ast.FunctionDef) if tree is not None else []:
                calls = [c for c in ast.walk(node) if isinstance(c, ast.Call)
                         and ((isinstance(c.func, ast.Name) and c.func.id == node.name)
                              or (isinstance(c.func, ast.Attribute) and c.func.attr == node.name
                                  and isinstance(c.func.value, ast.Name) and c.func.value.id == "self"))]
                if not calls or not (node is function or _calls_name(function, node.name)):
                    continue
                evidence = [tr("seen.mindspore", headline=ev.headline)]
                recurses = Related(node_span(filename, calls[0]), tr("label.recurses_here"))
                test = _tensor_stop_test(ev, filename, node)
                if test is not None:
                    name, value = test[1], test[2]
                    evidence.append(tr("seen.value", name=name, value=value))
                    stops = Related(node_span(filename, test[0]), tr("label.stops_on_tensor", function=node.name))
                    traced = _wrapped_argument(ev, value)
                    if traced is not None:
                        # The tensor is a Python number wrapped where it was passed in: passing
                        # the number makes the recursion's depth known while compiling.
                        message = tr("MSD303.message.wrapped_stop", function=node.name, name=name)
                        fix = Fix(tr("MSD303.fix.wrapped_stop", value=_wrapped_text(traced)))
                        return [Candidate(self.finding(traced.root.span, message, fix=fix, evidence=evidence,
                                                       related=[*traced.related(), stops, recurses]),
                                          Confidence.ROOT)]
                    message = tr("MSD303.message.tensor_stop", function=node.name, name=name)
                    return [Candidate(self.finding(node_span(filename, test[0]), message,
                                                   fix=Fix(tr("MSD303.fix.tensor_stop", name=name)), evidence=evidence,
                                                   related=[recurses]),
                                      Confidence.ROOT)]
                computed = _computed_stop_test(node)
                if computed is not None:
                    message = tr("MSD303.message.computed_stop", function=node.name, test=ast.unparse(computed))
                    return [Candidate(self.finding(node_span(filename, computed), message,
                                                   fix=Fix(tr("MSD303.fix.computed_stop")), evidence=evidence,
                                                   related=[recurses]),
                                      Confidence.ROOT)]
                if tensor_stop_only:
                    continue
                message = tr("MSD303.message.recursion", function=node.name)
                fix = Fix(tr("MSD303.fix.recursion"))
                return [Candidate(self.finding(node_span(filename, calls[0]), message, fix=fix,
                                               evidence=evidence), Confidence.LOCATED)]
        return []


def _recursing(ev: Evidence) -> list[tuple[str, ast.FunctionDef]]:
    """The user functions MindSpore's trace shows entered again and again (a line of theirs
    repeated at least three times): a recursion it was unrolling when the error came."""
    counts: dict[tuple[str, int], int] = {}
    for span in _graph_user_spans(ev):
        counts[(span.file, span.line)] = counts.get((span.file, span.line), 0) + 1
    functions: list[tuple[str, ast.FunctionDef]] = []
    for (filename, line), count in counts.items():
        tree = source.parse_file(filename) if count >= 3 else None
        function = source.enclosing_function(tree, line) if tree is not None else None
        if isinstance(function, ast.FunctionDef) and all(function is not known for _, known in functions):
            functions.append((filename, function))
    return functions


def _tensor_stop_test(ev: Evidence, filename: str, function: ast.FunctionDef) -> tuple[ast.expr, str, str] | None:
    """The `if` test of a recursive function that reads a parameter the eager run saw as a tensor."""
    parameters = [a.arg for a in function.args.args if a.arg != "self"]
    seen: dict[str, str] = {}
    for record in ev.eager.calls if ev.eager is not None else []:
        if record.file == filename and record.function == function.name:
            seen.update(record.arguments)
    for node in ast.walk(function):
        if isinstance(node, ast.If):
            for name in (n.id for n in ast.walk(node.test) if isinstance(n, ast.Name)):
                if name in parameters and seen.get(name, "").startswith("Tensor"):
                    return node.test, name, seen[name]
    return None


def _computed_stop_test(function: ast.FunctionDef) -> ast.expr | None:
    """The test of a recursive function's stopping `if` (its body returns) that reads none of its
    parameters and computes with ops: a tensor condition, whatever depth was reached."""
    parameters = {a.arg for a in function.args.args if a.arg != "self"}
    for node in ast.walk(function):
        if not isinstance(node, ast.If) or not any(isinstance(s, ast.Return) for s in node.body):
            continue
        names = {n.id for n in ast.walk(node.test) if isinstance(n, ast.Name)}
        computes = any(isinstance(n, ast.Call) for n in ast.walk(node.test))
        if computes and not names & parameters:
            return node.test
    return None


_SEEN_TENSOR = re.compile(r"^Tensor\[(\w+), \(([^)]*)\)\]")


def _wrapped_argument(ev: Evidence, seen: str) -> Trace | None:
    """The tensor the user passed in that a stop test read (as the eager run described it),
    traced to where a Python number was made a tensor (`Tensor(3, ms.int32)`)."""
    match = _SEEN_TENSOR.match(seen)
    if match is None:
        return None
    rank = len([part for part in match.group(2).split(",") if part.strip()])
    traced = ev.provenance.value(Want("tensor", dtype=match.group(1), rank=rank))
    return traced if traced is not None and traced.root.kind == "wrapped" else None


def _tensor_counter(ev: Evidence, filename: str, loop: ast.While) -> tuple[str, Trace] | None:
    """A `while` whose test reads a name made a tensor from a Python number before the loop
    (`step = ms.Tensor(0, ms.int32)`)."""
    for node in ast.walk(loop.test):
        if isinstance(node, ast.Name):
            traced = ev.provenance.written(node_span(filename, node), node, Want("tensor"))
            if traced is not None and traced.root.kind == "wrapped" and traced.root.span.line < loop.lineno:
                return node.id, traced
    return None


def _wrapped_text(traced: Trace) -> str:
    """The Python number a root `Tensor(<number>, ...)` wraps, as written."""
    return traced.root.name or traced.name


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

    def on_hang(self, hang: Hang) -> Iterable[Finding]:
        """The biggest loop in what is compiling, else its construct."""
        obj = hang.obj
        function = getattr(type(obj), "construct", None) if not inspect.isfunction(obj) else obj
        function = inspect.unwrap(function) if function is not None else None
        code = getattr(function, "__code__", None)
        tree = source.parse_file(code.co_filename) if code is not None else None
        if tree is None:
            return
        node = next((n for n in source.nodes_of(tree, ast.FunctionDef)
                     if n.name == code.co_name and n.lineno <= code.co_firstlineno + 5
                     and (n.end_lineno or 0) >= code.co_firstlineno), None)
        if node is None:
            return
        loops = sorted(((_loop_size(loop), loop) for loop in ast.walk(node) if isinstance(loop, (ast.For, ast.While))),
                       key=lambda item: -item[0])
        if loops:
            size, loop = loops[0]
            bound = tr("loop.iterations", size=size) if size > 1 else ""
            yield self.finding(Span(code.co_filename, loop.lineno, loop.lineno, loop.col_offset, None),
                               tr("MSD304.message.loop", bound=bound), fix=Fix(tr("MSD304.fix")))
        else:
            yield self.finding(Span(code.co_filename, node.lineno, node.lineno, node.col_offset, None),
                               tr("MSD304.message.function"))


class TensorLoopBound(Rule):
    """`range()` gets a tensor where graph mode needs a Python int.

    ## What it does
    Finds `for ... in range(n)` in graph code where `n` is a tensor (a `max()`, a `shape` read from a
    tensor value, an input, a number stored as `ms.Tensor(n)` in `__init__`), and points at the line
    that made `n` a tensor. A bound the cell keeps (`range(self.rounds)`) is followed through the
    constructor's caller into the helper whose `return` made it a tensor, also when a jit train
    step calls the model through `value_and_grad`.

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

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
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
            evidence = [tr("seen.mindspore", headline=ev.headline[:160])]
            header = Span(span.file, loop.lineno, loop.lineno, loop.col_offset, None)
            fix = Fix(tr("MSD305.fix"))
            wrapped = ev.provenance.written(node_span(span.file, bound), bound, Want("tensor"))
            if wrapped is not None and wrapped.root.kind == "wrapped":
                # `self.max_steps = ms.Tensor(max_steps, ms.int32)` in `__init__`: the number was
                # made a tensor where it was stored, the line to change.
                name = ast.unparse(bound)
                message = tr("MSD305.message.wrapped", name=name, line=loop.lineno)
                return [self.traced(wrapped, message, failing=header,
                                    fix=Fix(tr("MSD305.fix.wrapped", name=name, value=_wrapped_text(wrapped))),
                                    evidence=evidence, confidence=Confidence.ROOT)]
            made = wrapped is not None and not wrapped.root.span.covers(span.file, loop.lineno)
            if made and not isinstance(bound, ast.Name):
                # `self.rounds = rounds` given a helper's tensor (`ops.cast(n.max(), ms.int32) // 2`):
                # where the bound became a tensor.
                name = ast.unparse(bound)
                message = tr("MSD305.message.made", name=name, line=loop.lineno)
                return [self.traced(wrapped, message, failing=header, fix=fix, evidence=evidence,
                                    confidence=Confidence.LIKELY)]
            if isinstance(bound, ast.Name):
                function = source.enclosing_function(tree, loop.lineno)
                traced = _passed_tensor(ev, function, bound.id, span.file)
                if traced is not None:
                    message = tr("MSD305.message.passed", name=bound.id, line=loop.lineno)
                    return [self.traced(traced, message, failing=header, fix=Fix(tr("MSD305.fix.passed", name=bound.id)),
                                        evidence=evidence, confidence=Confidence.LIKELY)]
                statement = source.last_assignment(function, bound.id, loop.lineno) if function is not None else None
                if statement is not None:
                    message = tr("MSD305.message.assigned", name=bound.id, line=loop.lineno)
                    return [Candidate(self.finding(node_span(span.file, statement), message, fix=fix,
                                                   evidence=evidence, related=fails_at(header)), Confidence.LIKELY)]
            message = tr("MSD305.message", bound=ast.unparse(bound))
            return [Candidate(self.finding(header, message, fix=fix, evidence=evidence), Confidence.LOCATED)]
        return []


def _passed_tensor(ev: Evidence, function: ast.FunctionDef | ast.AsyncFunctionDef | None, name: str,
                   file: str) -> Trace | None:
    """A loop bound that is a parameter of the watched `construct` or jit function: the tensor
    the user's call passed for it (often wrapped "to avoid recompiling" in `ms.Tensor(n)`)."""
    traced = passed_to_watched_call(ev, file, name, function) if function is not None else None
    if traced is None or traced.root.span.covers(file, function.lineno):
        return None
    return traced


# Ops that need a list whose length is known when the graph is compiled.
_SEQUENCE_OPS = {"stack", "concat", "cat", "hstack", "vstack", "concatenate", "len", "addn", "AddN"}


class TensorFilteredList(Rule):
    """A list whose length depends on a tensor reaches an op that needs a fixed length.

    ## What it does
    Finds a list built with a tensor condition (`[p for p in probs if p.max() > t]`, or
    `items.append(x)` under `if <tensor>:`) that is then stacked, concatenated or measured, and
    points at the line that filters it.

    ## Why is this bad?
    Graph mode fixes the length of every list when it compiles; a condition that depends on a
    tensor's value is only known when the graph runs. The op that receives the list fails with a
    message about its input types or shapes (`TensorType object is not subscriptable`), not about
    the list.

    ## Example
    ```python
    votes = [p for p in probs if p.max() > self.threshold]
    return ops.stack(votes).mean(axis=0)
    ```

    ## Use instead
    ```python
    keep = ops.stack([(p.max() > self.threshold).astype(p.dtype) for p in probs])
    return (ops.stack(probs) * keep[:, None, None]).sum(axis=0) / keep.sum()
    ```
    """

    code = "MSD306"
    name = "tensor-filtered-list"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        # The graph functions MindSpore named first, then every construct of the model: the op
        # that received the list is often not in MindSpore's traceback.
        for filename, function, owner in _graph_functions(ev, _graph_user_spans(ev)):
            owner = owner if owner is not None else _owner_of(ev, filename, function)
            for statement in (n for n in ast.walk(function) if isinstance(n, ast.stmt) and not isinstance(n, ast.FunctionDef)):
                for name in _sequence_arguments(statement):
                    built = _filtered_by_tensor(function, name, statement.lineno, owner)
                    if built is None:
                        continue
                    site, test = built
                    held = _tensor_attribute(test, owner)
                    stored = ev.provenance.assigned_at(owner, held) if held is not None else None
                    if stored is not None:
                        # A flag kept as a tensor in `__init__` (`self.active = ms.Tensor(flags)`):
                        # as a Python value the condition would be known when compiling.
                        message = tr("MSD306.message.attribute", attribute=held, test=ast.unparse(test)[:60], name=name,
                                     line=statement.lineno)
                        related = [Related(node_span(filename, site), tr("label.length_decided")),
                                   *fails_at(node_span(filename, statement), label=tr("label.length_needed", name=name))]
                        return [Candidate(self.finding(stored, message, fix=Fix(tr("MSD306.fix.attribute", attribute=held)),
                                                       evidence=[tr("seen.mindspore", headline=ev.headline[:160])],
                                                       related=related, label=tr("label.tensor_stored", attribute=held)),
                                          Confidence.LIKELY)]
                    message = tr("MSD306.message", name=name, test=ast.unparse(test)[:60], line=statement.lineno)
                    return [Candidate(self.finding(node_span(filename, site), message, fix=Fix(tr("MSD306.fix")),
                                                   evidence=[tr("seen.mindspore", headline=ev.headline[:160])],
                                                   related=fails_at(node_span(filename, statement),
                                                                    label=tr("label.length_needed", name=name)),
                                                   label=tr("label.length_decided")), Confidence.LIKELY)]
        return []


def _tensor_attribute(test: ast.expr, owner: object) -> str | None:
    """The one `self.<name>` a condition reads that the cell holds as a tensor (not a Parameter)."""
    names = {n.attr for n in ast.walk(test) if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name)
             and n.value.id == "self" and type(getattr(owner, n.attr, None)).__name__ == "Tensor"}
    return names.pop() if len(names) == 1 else None


def _sequence_arguments(statement: ast.stmt) -> list[str]:
    """Names of lists a statement hands to an op that needs their length: `ops.stack(votes)`."""
    names = []
    for call in (n for n in ast.walk(statement) if isinstance(n, ast.Call)):
        callee = call.func.attr if isinstance(call.func, ast.Attribute) else call.func.id if isinstance(call.func, ast.Name) else ""
        if callee in _SEQUENCE_OPS and call.args and isinstance(call.args[0], ast.Name):
            names.append(call.args[0].id)
    return names


def _filtered_by_tensor(function: ast.FunctionDef, name: str, before: int,
                        owner: object) -> tuple[ast.AST, ast.expr] | None:
    """Where `name` got a length that depends on a tensor: a comprehension with a tensor `if`,
    or an `append` under an `if` whose test reads a tensor. The place and the test."""
    assigned = [s for s in ast.walk(function) if isinstance(s, ast.Assign) and s.lineno < before
                and any(isinstance(t, ast.Name) and t.id == name for t in s.targets)]
    if not assigned:
        return None
    last = max(assigned, key=lambda s: s.lineno)
    if isinstance(last.value, ast.ListComp):
        for generator in last.value.generators:
            for test in generator.ifs:
                if _tensor_test(test, function, owner):
                    return last, test
        return None
    if not (isinstance(last.value, ast.List) and not last.value.elts):
        return None
    for block in ast.walk(function):
        if not isinstance(block, ast.If) or not (last.lineno < block.lineno < before):
            continue
        appends = [n for part in block.body for n in ast.walk(part) if isinstance(n, ast.Call)
                   and isinstance(n.func, ast.Attribute) and n.func.attr in ("append", "extend", "insert")
                   and isinstance(n.func.value, ast.Name) and n.func.value.id == name]
        if appends and _tensor_test(block.test, function, owner):
            return block, block.test
    return None
