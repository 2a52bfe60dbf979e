"""Rules for how the model is put together: sub-cells in plain lists, APIs not allowed in construct."""
from __future__ import annotations

import ast
import re
from typing import Any, Iterable

from ..model import source
from ..model.facts import Evidence
from ..model.source import node_span
from ..model.trace import Trace
from ..locale import tr
from ..report.records import Edit, Fix, Related, Span
from .base import Candidate, Confidence, Rule, fails_at

_NAME_CLASH = re.compile(r"its name '(?P<name>[^']+)' already exists")


def _listed_cells(ev: Evidence) -> list[tuple[Any, str, Any]]:
    """(cell, attribute, container) for every attribute of the model's cells that keeps sub-cells
    in a plain list, tuple or dict."""
    from mindspore import nn

    found = []
    for cell in _model_cells(ev):
        for attribute, value in vars(cell).items():
            if attribute.startswith("_") or not isinstance(value, (list, tuple, dict)):
                continue
            items = value.values() if isinstance(value, dict) else value
            if any(isinstance(item, nn.Cell) for item in items):
                found.append((cell, attribute, value))
    return found


def listed_parameter_names(ev: Evidence) -> set[str]:
    """The names of the parameters of sub-cells kept in plain lists: unregistered, so two copies of
    one layer keep the same names and clash in the graph."""
    names: set[str] = set()
    for _, _, value in _listed_cells(ev):
        for item in value.values() if isinstance(value, dict) else value:
            if hasattr(item, "parameters_and_names"):
                names.update(parameter.name for _, parameter in item.parameters_and_names())
    return names


def _model_cells(ev: Evidence) -> list[Any]:
    from mindspore import nn

    from ..model.reach import cells_reachable

    roots: list[Any] = cells_reachable([ev.target.obj, *ev.target.args, *ev.target.kwargs.values()])
    if ev.eager is not None:
        roots.extend(f.locals["self"] for f in ev.eager.frames if isinstance(f.locals.get("self"), nn.Cell))
    # Failed outside graph code too (an optimizer built from `net.trainable_params()`): the cells
    # the failing functions hold (not a module's globals, which hold every model of a notebook).
    roots.extend(value for frame in ev.provenance.frames if "__builtins__" not in frame.locals
                 for value in frame.locals.values() if isinstance(value, nn.Cell))
    cells: dict[int, Any] = {}
    for root in roots:
        for _, cell in root.cells_and_names():
            cells[id(cell)] = cell
    return list(cells.values())


class PythonListOfCells(Rule):
    """Sub-cells are kept in a plain Python list or tuple instead of `nn.CellList`.

    ## What it does
    Finds Cell attributes that are Python lists, tuples or dicts holding Cells, and points at the
    `__init__` line that built them (the `self.<name> = ...` assignment of a list filled by
    `append`). When an optimizer or a parameter group gets no parameter (`the argument parameters
    must not be empty`) and the listed cells' parameters are not among the model's, that list is
    the first finding, also for a failure outside graph code.

    ## Why is this bad?
    MindSpore registers sub-cells and their parameters only when they are assigned as a Cell,
    `nn.CellList`, `nn.SequentialCell` or `nn.CellDict`. Layers in a plain list are invisible to
    `parameters_and_names`, the optimizer and checkpoints; in graph mode their parameters get
    clashing names (`its name 'weight' already exists`) or the list cannot be converted.

    ## Example
    ```python
    self.blocks = [Block(dim) for _ in range(depth)]
    ```

    ## Use instead
    ```python
    self.blocks = nn.CellList([Block(dim) for _ in range(depth)])
    ```
    """

    code = "MSD204"
    name = "python-list-of-cells"
    fix = "sometimes"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        clash = _NAME_CLASH.search(ev.headline)
        candidates: list[Candidate] = []
        for cell, attribute, value in _listed_cells(ev):
            traced = ev.provenance.attribute(cell, attribute)
            if traced is None:
                continue
            # `layers = []` filled by `append`, then `self.layers = layers`: the assignment is what to wrap.
            origin = next((step for step in (traced.root, *traced.hops) if isinstance(
                assigned := source.statement_at(step.span.file, step.span.line), ast.Assign) and any(
                isinstance(t, ast.Attribute) and t.attr == attribute for t in assigned.targets)), traced.root)
            kind = "CellDict" if isinstance(value, dict) else "CellList"
            message = tr("MSD204.message", attribute=attribute, count=len(value), container=type(value).__name__)
            fix = Fix(tr("MSD204.fix", attribute=attribute, kind=kind), "unsafe", _wrap_edit(origin.span.file, origin.span.line, kind))
            # The clash is this list's when the clashing name is a parameter of its cells; any
            # other failure of a model that has such a list is not explained by it.
            names = {p.name for item in (value.values() if isinstance(value, dict) else value)
                     if hasattr(item, "parameters_and_names") for _, p in item.parameters_and_names()}
            confident = Confidence.ROOT if clash is not None and clash.group("name") in names else Confidence.STATIC
            related: tuple[Related, ...] = ()
            if _NOTHING_TO_TRAIN.search(f"{ev.headline}\n{ev.eager_message}") and names \
                    and not any(p.name in names for p in cell.trainable_params()):
                # An optimizer given no parameters, of a model whose layers in the list have none
                # registered: that is why it got none, whatever the groups were made from.
                confident = Confidence.CERTAIN
                related = fails_at(ev.failing_span(), label=tr("label.optimizer_empty"))
            candidates.append(Candidate(self.finding(origin.span, message, fix=fix, related=related,
                                                     evidence=[tr("seen.mindspore", headline=ev.headline)]), confident))
        return candidates


# An optimizer or a parameter group given no parameters.
_NOTHING_TO_TRAIN = re.compile(r"group `params` must not be empty|parameters must not be empty|params.{0,40}\bempty\b")


def _wrap_edit(filename: str, line: int, kind: str) -> tuple[Edit, ...]:
    tree = source.parse_file(filename)
    if tree is None:
        return ()
    statement = source.innermost(tree, ast.Assign, line)
    if statement is None or statement.lineno != line:
        return ()
    value = statement.value
    if not isinstance(value, (ast.List, ast.ListComp, ast.Tuple, ast.Dict, ast.Name)):
        return ()
    return (
        Edit(filename, value.end_lineno or value.lineno, value.end_col_offset or 0,
             value.end_lineno or value.lineno, value.end_col_offset or 0, ")"),
        Edit(filename, value.lineno, value.col_offset, value.lineno, value.col_offset, f"nn.{kind}("),
    )



# "creating class 'X' instances is not supported" is MSD203's (Parameter) or MSD221's (other classes).
_NOT_IN_CONSTRUCT = re.compile(
    r"(?<!creating )(?:method or function|class) '(?P<api>[\w.]+)' is not supported in 'construct'", re.IGNORECASE
)


class ApiNotAllowedInConstruct(Rule):
    """A MindSpore or Python API that graph mode does not allow inside `construct` or `@jit`.

    ## What it does
    Finds calls inside `construct` (or a jit function) to APIs that MindSpore refuses to compile,
    such as `ms.get_context`, `ms.set_context` or creating `ms.Parameter` objects, and points at the
    call. When the method is one the graph calls because your code handed it over uncalled
    (`weights=net.trainable_params` for `ms.value_and_grad`), it points where it was named
    without `()`.

    ## Why is this bad?
    These APIs read or change global state, or create graph inputs, which only makes sense outside
    the graph. Graph mode stops with `Failed to compile in GRAPH_MODE because the method or function
    ... is not supported in 'construct'`.

    ## Example
    ```python
    def construct(self, x):
        if ms.get_context("mode") == ms.PYNATIVE_MODE:
            ...
    ```

    ## Use instead
    ```python
    def __init__(self):
        self.pynative = ms.get_context("mode") == ms.PYNATIVE_MODE

    def construct(self, x):
        if self.pynative:
            ...
    ```
    """

    code = "MSD202"
    name = "api-not-allowed-in-construct"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        match = _NOT_IN_CONSTRUCT.search(ev.headline)
        if not match or "Parameter" in match.group("api").split(".")[-1]:
            return []
        api = match.group("api")
        location = ev.graph_location()
        if location is None:
            return []
        from ..report.records import Span

        span = Span(location.file, location.line, location.end_line, location.column or 0, location.end_column)
        short = api.split(".")[-1]
        evidence = [tr("seen.mindspore", headline=ev.headline)]
        statement = source.statement_at(span.file, span.line)
        direct = statement is not None and any(isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
                                               and n.func.attr == short for n in ast.walk(statement))
        uncalled = _uncalled_method(api) if not direct else None
        if uncalled is not None:
            # `value_and_grad(fn, None, model.trainable_params)`: the method handed over uncalled
            # is called by the graph, where it cannot run.
            message = tr("MSD202.message.uncalled", name=ast.unparse(uncalled[1]), short=short)
            return [Candidate(self.finding(node_span(*uncalled), message, fix=Fix(tr(
                "MSD202.fix.uncalled", name=ast.unparse(uncalled[1]))), evidence=evidence,
                related=fails_at(span), label=tr("label.uncalled")), Confidence.ROOT)]
        message = tr("MSD202.message", short=short, api=api)
        fix = Fix(tr("MSD202.fix", short=short))
        return [Candidate(self.finding(span, message, fix=fix, evidence=evidence), Confidence.ROOT)]


def _uncalled_method(api: str) -> tuple[str, ast.Attribute] | None:
    """For a method of one of MindSpore's classes (`mindspore.nn.cell.Cell.trainable_params`):
    the one place in the user's files that names it without calling it (`model.trainable_params`
    handed to a function), if there is exactly one."""
    parts = api.split(".")
    if len(parts) < 3 or not parts[-2][:1].isupper():
        return None
    found = []
    for file in source.user_files():
        tree = source.parse_file(file)
        called = {id(n.func) for n in ast.walk(tree) if isinstance(n, ast.Call)} if tree is not None else set()
        found += [(file, n) for n in ast.walk(tree) if isinstance(n, ast.Attribute) and n.attr == parts[-1]
                  and isinstance(n.ctx, ast.Load) and id(n) not in called] if tree is not None else []
    return found[0] if len(found) == 1 else None


_GOT_TUPLE = re.compile(r"but got '?(?:Tuple|tuple|List|list)\b", re.IGNORECASE)
# Python's own words, in the eager re-run, for a tuple used as a tensor.
_TUPLE_AS_TENSOR = re.compile(r"tuple indices must be integers or slices|'tuple' object has no attribute|"
                              r"unsupported operand type\(s\) for [^:]+: '(?:tuple|Tensor|StubTensor)' and '(?:tuple|Tensor|StubTensor)'|"
                              r"unsupported operand type\(s\) for [^:]+: '(?:\w+' and 'tuple|tuple' and '\w+)'|"
                              r"can't multiply sequence by non-int")


def _flag_choosing(ev: Evidence, filename: str, statement: ast.Return) -> tuple[str, Trace] | None:
    """When the `return a, b` runs only under `if self.<flag>:` (the construct returns one tensor
    otherwise): the flag and where its value was chosen (the constructor argument the model was
    built with), from the cell of the watched model whose construct it is."""
    tree = source.parse_file(filename)
    function = source.enclosing_function(tree, statement.lineno) if tree is not None else None
    guard = next((n for n in ast.walk(function) if isinstance(n, ast.If) and statement in n.body
                  and isinstance(n.test, ast.Attribute) and isinstance(n.test.value, ast.Name)
                  and n.test.value.id == "self"), None) if function is not None else None
    if guard is None or not any(isinstance(n, ast.Return) and n is not statement for n in ast.walk(function)):
        return None
    flag = guard.test.attr  # type: ignore[attr-defined]
    root = ev.target.obj
    cells = [cell for _, cell in root.cells_and_names()] if hasattr(root, "cells_and_names") else []
    owners = [cell for cell in cells if getattr(getattr(type(cell).construct, "__code__", None), "co_filename", None)
              == filename and getattr(cell, flag, None) is True]
    traced = ev.provenance.attribute(owners[0], flag) if len(owners) == 1 else None
    return (flag, traced) if traced is not None else None


class TupleWhereTensorExpected(Rule):
    """A network returns a tuple where the next step (a loss, a wrapper) expects one tensor.

    ## What it does
    Finds ops or losses that receive a tuple, and points at the `return a, b` of your `construct`
    that produced it: the eager re-run records what every function of yours returned. When that
    `return` runs only under `if self.<flag>:` and the model returns one tensor otherwise, it
    points first at where the flag was set (the constructor argument the model was built with).
    When the eager re-run fails because a tuple is used as a tensor (`out[:, -1]` after `out =
    self.rnn(x)`, whose `nn.GRU` returns `(output, h_n)`, or `best * gamma` after `best =
    ops.max(q, axis=1)`, which returns values and indices), it points at the line that kept the
    whole tuple.

    ## Why is this bad?
    Wrappers such as `nn.WithLossCell` pass the network's output straight to the loss. A network
    that also returns features or attention maps hands the loss a tuple, and graph mode stops inside
    MindSpore's wrapper with `the 'logits' must be Tensor, but got 'Tuple[...]'`.

    ## Example
    ```python
    def construct(self, x):
        feats = self.backbone(x)
        return self.head(feats), feats
    ```

    ## Use instead
    ```python
    def construct(self, x):
        return self.head(self.backbone(x))   # or write a loss cell that unpacks the tuple
    ```
    """

    code = "MSD205"
    name = "tuple-where-tensor-expected"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        kept = self._tuple_kept(ev)
        if kept:
            return kept
        if not _GOT_TUPLE.search(ev.headline) or ev.eager is None:
            return []
        tuples = [(place, value) for place, value in ev.eager.returns.items()
                  if value.startswith("(") and source.is_user_file(place[0])]
        found = []
        for (filename, line), value in tuples:
            tree = source.parse_file(filename)
            statement = source.innermost(tree, ast.Return, line) if tree is not None else None
            function = source.enclosing_function(tree, line) if tree is not None else None
            if statement is None or function is None or function.name != "construct":
                continue
            if isinstance(statement.value, ast.Tuple):
                found.append((filename, statement, value))
        if not found:
            return []
        filename, statement, value = found[-1]
        message = tr("MSD205.message", value=value)
        fix = Fix(tr("MSD205.fix"))
        evidence = [tr("seen.mindspore", headline=ev.headline[:200]), f"eager re-run: returned {value}"]
        at_return = Candidate(self.finding(node_span(filename, statement), message, fix=fix, evidence=evidence),
                              Confidence.LIKELY)
        chosen = _flag_choosing(ev, filename, statement)
        if chosen is None:
            return [at_return]
        flag, traced = chosen
        message = tr("MSD205.message.flag", value=value, flag=flag)
        return [self.traced(traced, message, failing=node_span(filename, statement),
                            failing_label=tr("label.tuple_returned"), fix=Fix(tr("MSD205.fix.flag", flag=flag)),
                            evidence=evidence, confidence=Confidence.LIKELY + 0.02), at_return]

    def _tuple_kept(self, ev: Evidence) -> list[Candidate]:
        """`out = self.rnn(x)` then `out[:, -1]`: the eager re-run fails on the line that uses the
        tuple as a tensor; the line to change is where the tuple was kept whole."""
        frame = ev.eager_frame()
        if frame is None or not _TUPLE_AS_TENSOR.search(ev.eager_message):
            return []
        tree = source.parse_file(frame.file)
        function = source.enclosing_function(tree, frame.line) if tree is not None else None
        statement = source.statement_at(frame.file, frame.line)
        if function is None or statement is None:
            return []
        names = sorted({n.id for n in ast.walk(statement) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)
                        and isinstance(frame.locals.get(n.id), tuple)})
        if len(names) != 1:
            return []
        name = names[0]
        made = source.last_assignment(function, name, frame.line)
        if not isinstance(made, ast.Assign) or not isinstance(made.value, ast.Call) or len(made.targets) != 1 \
                or not isinstance(made.targets[0], ast.Name):
            return []
        held = frame.locals[name]
        callee = ast.unparse(made.value.func)
        failing = Span(frame.file, frame.line, frame.end_line, frame.column or 0, frame.end_column)
        message = tr("MSD205.message.kept", name=name, callee=callee, count=len(held), line=frame.line)
        return [Candidate(self.finding(node_span(frame.file, made), message,
                                       fix=Fix(tr("MSD205.fix.kept", name=name, callee=callee)),
                                       evidence=[tr("seen.mindspore", headline=ev.headline[:200]),
                                                 tr("seen.eager", message=f"{ev.eager.type_name}: {ev.eager_message}")],  # type: ignore[union-attr]
                                       related=fails_at(failing, label=tr("label.tuple_used", name=name)),
                                       label=tr("label.tuple_kept", count=len(held))),
                          Confidence.LIKELY)]
