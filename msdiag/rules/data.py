"""Rules for failures of the data pipeline (`mindspore.dataset`). They surface where the program
pulls a row (`for x, y in ds.create_tuple_iterator()`, `model.train`), far from the code that built
the dataset or the function that failed; MindSpore names that code only inside its own message."""
from __future__ import annotations

import ast
import inspect
import os
import re
from collections import Counter
from typing import Any, Iterable, Iterator

from ..locale import tr
from ..model import pipeline, source
from ..model.facts import Evidence, Frame, call_at, frame_span, resolve_expression
from ..model.source import node_span
from ..model.trace import Trace, Want
from ..model.values import shape_of
from ..report.records import Fix, Related, Span
from .base import Candidate, Confidence, Rule, fails_at

_USER_FUNCTION = "Exception thrown from user defined Python function in dataset"
# The traceback MindSpore prints inside its message, under "Python Call Stack".
_CALL_STACK_FRAME = re.compile(r'^\s*File "(?P<file>[^"]+)", line (?P<line>\d+), in (?P<function>\S+)', re.MULTILINE)
_RAISED = re.compile(r"^(?P<type>[A-Za-z_][\w.]*(?:Error|Exception|Warning|Interrupt|Exit)):\s?(?P<message>.*)$", re.MULTILINE)
_COLUMN_COUNT = re.compile(r"'source' of 'GeneratorDataset' should return same number of NumPy arrays as specified in "
                           r"column_names, the size of column_names is:\s*(?P<names>\d+) and number of returned NumPy "
                           r"array is:\s*(?P<returned>\d+)")


class DatasetFunctionRaised(Rule):
    """A function the dataset calls (a `GeneratorDataset` source, a `map` operation) raised.

    ## What it does
    Reads the Python call stack MindSpore prints inside its message and points at the last line
    of your code in it: the line of your source's `__getitem__` or `__next__`, or of the function
    given to `map`, that raised, with that exception's own type and message. A `__getitem__`
    asked for the row one past its data, in a source whose `__len__` counts something else
    (`len(self.lines)` of a CSV whose parsed rows exclude the header), points at that `__len__`
    first. A None the raising line uses, which a `mapping.get(key)` without a default gave
    earlier in the function (a word missing from the vocabulary, `vocab.get(w)`), points at that
    lookup first.

    ## Why is this bad?
    The pipeline runs your function in its own thread or worker process when a row is pulled, so
    the traceback Python shows ends at the iterator (`create_tuple_iterator`, `model.train`) with a
    `RuntimeError`. The line that failed, and the real exception, are only in the text of the
    message, between MindSpore's separator lines.

    ## Example
    ```python
    def __getitem__(self, i):
        return self.x[i], self.y[i + 1]      # IndexError on the last row
    ```

    ## Use instead
    ```python
    def __getitem__(self, i):
        return self.x[i], self.y[i]
    ```
    """

    code = "MSD601"
    name = "dataset-function-raised"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        text = str(ev.exception)
        if _USER_FUNCTION not in text:
            return []
        stack = text.split("Python Call Stack", 1)[-1]
        frames = [m for m in _CALL_STACK_FRAME.finditer(stack) if source.is_user_file(m["file"])]
        raised = list(_RAISED.finditer(stack))
        if not frames:
            return []
        last = frames[-1]
        file, line = last["file"], int(last["line"])
        statement = source.statement_at(file, line)
        span = node_span(file, statement) if statement is not None else Span(file, line, line, 0, None)
        kind, message = (raised[-1]["type"], raised[-1]["message"].strip()) if raised else ("", "")
        failing = ev.eager_frame()
        related = fails_at(_line_of(failing), label=tr("label.row_pulled"))
        finding = self.finding(span, tr("MSD601.message", function=last["function"], error=f"{kind}: {message}"[:200]),
                               fix=Fix(tr("MSD601.fix", function=last["function"])),
                               evidence=[tr("seen.mindspore", headline=ev.headline)], related=related,
                               label=tr("label.raised_in_pipeline", error=kind or tr("label.an_exception")))
        looked_up = _none_from_get(file, line) if _NONE_USED.search(message) else None
        if looked_up is not None:
            # `ids = [vocab.get(w) for w in words]` then `np.array(ids, np.int32)`: a key the dict
            # lacks gave None where it was looked up, and the line that uses it raised.
            made = self.finding(node_span(file, looked_up), tr("MSD601.message.get", call=ast.unparse(looked_up),
                                                                function=last["function"],
                                                                error=f"{kind}: {message}"[:160]),
                                fix=Fix(tr("MSD601.fix.get", call=ast.unparse(looked_up.func))),
                                evidence=[tr("seen.mindspore", headline=ev.headline)],
                                related=[Related(span, tr("label.none_used")), *related],
                                label=tr("label.none_for_missing_key"))
            return [Candidate(made, Confidence.LIKELY), Candidate(finding, Confidence.LOCATED)]
        counted = _length_past_the_data(file, line) if kind == "IndexError" and last["function"] == "__getitem__" \
            and _PAST_THE_END.search(message) else None
        if counted is not None:
            # `__getitem__` asked for the row one past the end: the source's `__len__` counts more
            # rows than it holds (the header line of a CSV, a window with nothing after it).
            length, cls = counted
            told = self.finding(length, tr("MSD601.message.length", cls=cls, error=f"{kind}: {message}"[:160]),
                                fix=Fix(tr("MSD601.fix.length", cls=cls)),
                                evidence=[tr("seen.mindspore", headline=ev.headline)],
                                related=[Related(span, tr("label.row_asked_past_end")), *related],
                                label=tr("label.rows_counted"))
            return [Candidate(told, Confidence.LIKELY), Candidate(finding, Confidence.LOCATED)]
        return [Candidate(finding, Confidence.LOCATED)]


# `__getitem__` given the first index past its data (NumPy's and Python's wording).
_PAST_THE_END = re.compile(r"index (\d+) is out of bounds for axis 0 with size \1\b|list index out of range|"
                           r"tuple index out of range")


# A None used where a value was needed ("int() argument must be ... not 'NoneType'", "unsupported
# operand type(s) for +: 'NoneType' and 'int'").
_NONE_USED = re.compile(r"'NoneType'|\bNoneType\b")


def _none_from_get(file: str, line: int) -> ast.Call | None:
    """The `mapping.get(key)` without a default whose result reaches the statement at `line`,
    following plain names back through the assignments of its function (a few steps)."""
    tree = source.parse_file(file)
    function = source.enclosing_function(tree, line) if tree is not None else None
    statement = source.statement_at(file, line)
    if function is None or statement is None:
        return None
    pending = [(statement, line)]
    seen: set[int] = set()
    while pending and len(seen) < 8:
        node, before = pending.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        value = node.value if isinstance(node, (ast.Assign, ast.AnnAssign)) and node is not statement else node
        gets = [c for c in ast.walk(value) if isinstance(c, ast.Call) and isinstance(c.func, ast.Attribute)
                and c.func.attr == "get" and len(c.args) == 1 and not c.keywords] if value is not None else []
        if gets and node is not statement:
            return gets[0]
        for name in sorted({n.id for n in ast.walk(value) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
                           if value is not None else ()):
            bound = source.last_assignment(function, name, before)
            if isinstance(bound, (ast.Assign, ast.AnnAssign)):
                pending.append((bound, bound.lineno))
    return None


def _length_past_the_data(file: str, line: int) -> tuple[Span, str] | None:
    """The `return` of `__len__` in the class whose `__getitem__` holds `line`, with the class's
    name, when that `return` counts something `__getitem__` does not index (`len(self.lines)`
    of a CSV whose rows `__getitem__` reads from `self.features`)."""
    tree = source.parse_file(file)
    classes = [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)] if tree is not None else []
    cls = next((c for c in classes if any(isinstance(f, ast.FunctionDef) and f.name == "__getitem__"
                                          and f.lineno <= line <= (f.end_lineno or f.lineno) for f in c.body)), None)
    methods = {f.name: f for f in cls.body if isinstance(f, ast.FunctionDef)} if cls is not None else {}
    length = methods.get("__len__")
    returns = [n for n in ast.walk(length) if isinstance(n, ast.Return) and n.value is not None] if length else []
    if len(returns) != 1:
        return None
    read = {n.attr for n in ast.walk(methods["__getitem__"]) if isinstance(n, ast.Attribute) and _is_self_name(n.value)}
    counted = {n.attr for n in ast.walk(returns[0]) if isinstance(n, ast.Attribute) and _is_self_name(n.value)}
    if not counted or counted & read:
        return None  # it counts what `__getitem__` indexes: the index, not the count, is off
    return node_span(file, returns[0]), cls.name  # type: ignore[union-attr]


def _is_self_name(node: ast.expr) -> bool:
    return isinstance(node, ast.Name) and node.id == "self"


class GeneratorColumnCount(Rule):
    """A `GeneratorDataset` names more or fewer columns than its source returns arrays.

    ## What it does
    Finds the `GeneratorDataset` whose `column_names` has the length MindSpore's message gives,
    points at that argument, and shows the source's `return` (or `yield`) that gives the other
    count; names given as a setting (`column_names=config.COLUMNS`) point at that setting. A
    source that returns a dict (as a PyTorch `Dataset` does) is reported at that `return`.

    ## Why is this bad?
    The dataset checks each row only when the pipeline pulls it, so the error comes from the
    iterator (or from `model.train`), often in another file than the one that built the dataset.
    Each array the source returns is one column: the names and the arrays must match one to one.

    ## Example
    ```python
    ds.GeneratorDataset(source, column_names=["image", "label", "weight"])   # returns (x, y)
    ```

    ## Use instead
    ```python
    ds.GeneratorDataset(source, column_names=["image", "label"])
    ```
    """

    code = "MSD602"
    name = "generator-column-count"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        match = _COLUMN_COUNT.search(str(ev.exception))
        if match is None:
            return []
        names, returned = int(match["names"]), int(match["returned"])
        failing = ev.eager_frame()
        datasets = [d for d in _generator_datasets(ev) if len(getattr(d, "column_names", None) or ()) == names]
        located = {span: d for d in datasets for span in [_construction(d, ev)] if span is not None}
        if len(located) != 1:  # datasets built by one call (train and validation) are one place
            return []
        span, dataset = next(iter(located.items()))
        related: list[Related] = []
        given = _source_return(dataset.source)
        if given is not None:
            related.append(Related(given, tr("label.source_returns", count=returned)))
        related.extend(fails_at(_line_of(failing), label=tr("label.row_pulled")))
        statement = source.statement_at(given.file, given.line) if given is not None else None
        if given is not None and isinstance(getattr(statement, "value", None), ast.Dict):
            # `return {"vitals": ..., "label": ...}`, PyTorch style: one object, not a tuple of arrays.
            message = tr("MSD602.message.dict", names=names, columns=", ".join(dataset.column_names))
            return [Candidate(self.finding(given, message, fix=Fix(tr("MSD602.fix.dict")),
                                           evidence=[tr("seen.mindspore", headline=ev.headline)],
                                           related=[Related(span, tr("label.columns_named", count=names)), *related[1:]],
                                           label=tr("label.returns_dict")), Confidence.ROOT)]
        message = tr("MSD602.message", names=names, columns=", ".join(dataset.column_names), returned=returned)
        statement = source.statement_at(span.file, span.line)
        named = next((k.value for n in ast.walk(statement) if isinstance(n, ast.Call) for k in n.keywords
                      if k.arg == "column_names"), None) if statement is not None else None
        setting = ev.provenance.constant(span.file, named) if isinstance(named, (ast.Name, ast.Attribute)) else None
        if setting is not None and not setting.root.span.covers(span.file, span.line):
            # `column_names=config.COLUMNS`: the setting that lists the names
            return [self.traced(setting, message, failing=span, failing_label=tr("label.columns_named", count=names),
                                fix=Fix(tr("MSD602.fix", returned=returned)),
                                evidence=[tr("seen.mindspore", headline=ev.headline)], related=related,
                                confidence=Confidence.ROOT)]
        return [Candidate(self.finding(span, message, fix=Fix(tr("MSD602.fix", returned=returned)),
                                       evidence=[tr("seen.mindspore", headline=ev.headline)], related=related,
                                       label=tr("label.columns_named", count=names)), Confidence.ROOT)]


class ColumnLengthsDiffer(Rule):
    """The arrays given to `NumpySlicesDataset` as its columns have different lengths.

    ## What it does
    Reads "Data length in each column is not equal", measures the arrays the call was given (a
    tuple, a list or a dict of them), and follows the one whose length differs from the others
    to where it was made: a helper that filtered or cut one array and not the others (`return
    covariates[keep], time, event`). Of two columns one row apart, the longer one made from a
    count written `... + 1` (`range(len(series) - window + 1)`, a window started at the last
    position, which has no next value to predict) points at that count first.

    ## Why is this bad?
    Each row of the dataset takes one element of every column, so every column needs as many
    elements. The message names no column, and the line that raises only builds the dataset:
    the arrays were made in a preprocessing step, often in another module.

    ## Example
    ```python
    keep = ~np.isnan(x).any(axis=1)
    return x[keep], time, event
    ```

    ## Use instead
    ```python
    keep = ~np.isnan(x).any(axis=1)
    return x[keep], time[keep], event[keep]
    ```
    """

    code = "MSD608"
    name = "column-lengths-differ"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        if "Data length in each column is not equal" not in str(ev.exception):
            return []
        frame = ev.eager_frame()
        call = call_at(frame_span(frame)) if frame is not None else None
        data = (call.args[0] if call.args else next((k.value for k in call.keywords if k.arg == "data"), None)) \
            if call is not None else None
        names = {**frame.globals, **frame.locals} if frame is not None else {}
        if isinstance(data, ast.Name):  # `columns = (x, y)` a line above
            bound = source.bound_before(frame.file, frame.line, data.id)  # type: ignore[union-attr]
            data = getattr(bound, "value", None)
        elements = data.values if isinstance(data, ast.Dict) else data.elts if isinstance(data, (ast.Tuple, ast.List)) \
            else []
        lengths = []
        for node in elements:
            try:
                lengths.append((node, len(_value_of(node, names))))
            except TypeError:
                return []
        counts = Counter(length for _, length in lengths)
        if len(counts) != 2:
            return []
        # The length most columns share; between two columns, the longer (a filter shortens).
        usual = max(counts, key=lambda length: (counts[length], length))
        odd = [(node, length) for node, length in lengths if length != usual]
        if len(odd) != 1:
            return []
        node, length = odd[0]
        name = ast.unparse(node)
        site = node_span(frame.file, call)  # type: ignore[union-attr, arg-type]
        evidence = [tr("seen.mindspore", headline=ev.headline)]
        first: list[Candidate] = []
        if usual == length + 1 and len(lengths) == 2:
            # Between two columns one row apart, a count written `... + 1` that made the longer
            # one: a window started at the last position too, which has nothing to predict.
            longer = next(n for n, _ in lengths if n is not node)
            counted = _counted_one_over(ev, frame, longer, [node])
            if counted is not None:
                place, range_text = counted
                longer_name = ast.unparse(longer)
                message = tr("MSD608.message.one_over", name=longer_name, length=usual, other=name, count=range_text,
                             shorter=length)
                first = [Candidate(self.finding(place, message, fix=Fix(tr("MSD608.fix.one_over", count=range_text)),
                                                evidence=evidence, label=tr("label.counted_one_over"),
                                                related=fails_at(site, label=tr("label.columns_built"))),
                                   Confidence.LIKELY + 0.02)]
        message = tr("MSD608.message", name=name, length=length, usual=usual)
        fix = Fix(tr("MSD608.fix", name=name))
        together = _made_together(frame, node, [n for n, _ in lengths if n is not node])  # type: ignore[arg-type]
        traced = ev.provenance.written(node_span(frame.file, together), together, Want("any")) \
            if together is not None else None  # type: ignore[union-attr]
        traced = traced or ev.provenance.expression(frame, node, Want("any"))
        if traced is not None and not traced.root.span.covers(site.file, site.line):
            return [*first, self.traced(traced, message, failing=site, failing_label=tr("label.columns_built"), fix=fix,
                                        evidence=evidence, confidence=Confidence.LIKELY)]
        return [*first, Candidate(self.finding(node_span(frame.file, node), message, fix=fix, evidence=evidence,  # type: ignore[union-attr]
                                               related=fails_at(site, label=tr("label.columns_built"))), Confidence.LIKELY)]


def _made_together(frame: Any, odd: ast.expr, others: list[ast.expr]) -> ast.expr | None:
    """The call whose result was unpacked into the odd column and the others alike (`x, time,
    event = drop_incomplete(...)`) before the line the frame stopped at: they were made together
    there, so the helper's `return` is where one of them came out another length."""
    tree = source.parse_file(frame.file)
    function = source.enclosing_function(tree, frame.line) if tree is not None else None
    wanted = {ast.unparse(odd)} if isinstance(odd, ast.Name) else set()
    other_names = {ast.unparse(o) for o in others if isinstance(o, ast.Name)}
    found = None
    for statement in ast.walk(function) if function is not None and wanted else ():
        if isinstance(statement, ast.Assign) and statement.lineno < frame.line and isinstance(statement.value, ast.Call) \
                and len(statement.targets) == 1 and isinstance(statement.targets[0], ast.Tuple):
            bound = {ast.unparse(t) for t in statement.targets[0].elts}
            if wanted <= bound and bound & other_names:
                found = statement.value
    return found


def _counted_one_over(ev: Evidence, frame: Any, column: ast.expr, others: list[ast.expr]) -> tuple[Span, str] | None:
    """Where the column one element too long was counted: a `range(..., n + 1)` (or `n - w + 1`)
    that the column's items were made from, in the helper that made it or beside the dataset.
    Gives the statement holding the range and the range's text."""
    together = _made_together(frame, column, others)
    traced = ev.provenance.written(node_span(frame.file, together), together, Want("any")) if together is not None \
        else ev.provenance.expression(frame, column, Want("any"))
    place = (traced.root.span.file, traced.root.span.line) if traced is not None else (frame.file, frame.line)
    tree = source.parse_file(place[0])
    function = source.enclosing_function(tree, place[1]) if tree is not None else None
    statement = source.statement_at(place[0], place[1])
    if function is None or statement is None:
        return None
    read = statement.value if isinstance(statement, (ast.Return, ast.Assign)) and statement.value is not None else column
    if isinstance(read, ast.Tuple) and isinstance(together, ast.Call):
        # `return x.astype(...), y.astype(...)` unpacked into the columns: the longer one's element
        unpacked = source.statement_at(frame.file, together.lineno)
        targets = unpacked.targets[0].elts if isinstance(unpacked, ast.Assign) else []
        position = next((i for i, t in enumerate(targets) if ast.unparse(t) == ast.unparse(column)), None)
        read = read.elts[position] if position is not None and position < len(read.elts) else read
    seen: set[str] = set()
    pending = [(read, place[1])]
    for _ in range(4):  # through the assignments that made the column
        following = []
        for expression, line in pending:
            for call in (n for n in ast.walk(expression) if isinstance(n, ast.Call)):
                if isinstance(call.func, ast.Name) and call.func.id == "range" and call.args and _plus_one(call.args[-1 if len(call.args) > 1 else 0]):
                    bound = source.statement_at(place[0], call.lineno)
                    return node_span(place[0], bound if bound is not None else call), ast.unparse(call)
            for name in {n.id for n in ast.walk(expression) if isinstance(n, ast.Name)} - seen:
                seen.add(name)
                assigned = source.last_assignment(function, name, line)
                if isinstance(assigned, (ast.Assign, ast.AnnAssign)) and assigned.value is not None:
                    following.append((assigned.value, assigned.lineno))
        pending = following
    return None


def _plus_one(bound: ast.expr) -> bool:
    """`len(series) - window + 1`, `n + 1`: a stop counted one past a length."""
    return isinstance(bound, ast.BinOp) and isinstance(bound.op, ast.Add) and isinstance(bound.right, ast.Constant) \
        and bound.right.value == 1


def _value_of(node: ast.expr, names: dict[str, Any]) -> Any:
    """A column's value in the frame: a name or attribute chain, or a slice of one (`x[:split]`)."""
    value = resolve_expression(node, names)
    if value is None and isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice):
        held = resolve_expression(node.value, names)
        bounds = [resolve_expression(b, names) if b is not None and not isinstance(b, ast.Constant) else
                  getattr(b, "value", None) for b in (node.slice.lower, node.slice.upper)]
        value = held[bounds[0]:bounds[1]] if held is not None and all(b is None or isinstance(b, int) for b in bounds) \
            else None
    if value is None:
        raise TypeError("unknown")
    return value


class BatchShapesDiffer(Rule):
    """A batched column gets rows of different shapes from a `GeneratorDataset` source.

    ## What it does
    Reads the column and the two shapes from MindSpore's message (`Cannot batch tensors with
    different shapes in column 0`), finds the `GeneratorDataset` under the iterator, and points at
    the `return` (or `yield`) of its source that gives rows of varying length, naming the column.
    When that column is a slice whose end moves with the index (`self.series[i + w:i + w + h]`)
    and the class counts its rows in `__len__`, the count is the place: it lets the last slices
    run past the end of the data, so they come out shorter.
    For rows of two dtypes (`Cannot batch tensors with different types in column 0`), follows
    that column of the source's `return`, through the helpers it calls, to the path that makes
    the odd dtype (`np.zeros(n)` left at float64 for short clips). For two concatenated datasets
    (`a + b`, `a.concat(b)`) whose `NumpySlicesDataset` arrays give one column in two dtypes,
    follows that column of the one with NumPy's 64-bit default, from the concatenation through
    the loaders and their arguments, to where the array was made.

    ## Why is this bad?
    `batch` stacks the rows of each column into one array, so every row must have the same shape.
    Variable-length rows (tokenised sentences, audio clips) fail only when the pipeline pulls a
    batch, in MindSpore's C++ batch operator, with a `RuntimeError` at the loop.

    ## Example
    ```python
    def __getitem__(self, i):
        return encode(self.texts[i]), self.labels[i]        # lengths vary
    ```

    ## Use instead
    ```python
    def __getitem__(self, i):
        return encode(self.texts[i], max_len=32), self.labels[i]   # padded to one length
    ```
    """

    code = "MSD603"
    name = "batch-shapes-differ"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        typed = _BATCH_TYPES.search(str(ev.exception))
        if typed is not None:
            return self._types(ev, typed)
        concat = _CONCAT_TYPES.search(str(ev.exception))
        if concat is not None:
            return self._concat_types(ev, concat["first"], concat["other"])
        match = _BATCH_SHAPES.search(str(ev.exception))
        if match is None:
            return []
        column = int(match["column"])
        sources = {id(d.source): d for d in _generator_datasets(ev) if getattr(d, "source", None) is not None}
        returns = {span: d for d in sources.values() for span in [_source_return(d.source)] if span is not None}
        if len(returns) != 1:
            return []
        span, dataset = next(iter(returns.items()))
        names = list(getattr(dataset, "column_names", None) or [])
        name = names[column] if column < len(names) else str(column)
        failing = ev.eager_frame()
        cut = _cut_at_the_end(dataset.source, column)
        if cut is not None:
            # `y = self.series[i + w:i + w + h]` with `__len__` giving `len(self.series) - w + 1`:
            # the last rows run past the end and come out shorter; the length is what to change.
            length, sliced = cut
            message = tr("MSD603.message.length", column=name, cls=type(dataset.source).__name__)
            return [Candidate(self.finding(length, message, fix=Fix(tr("MSD603.fix.length", column=name)),
                                           evidence=[tr("seen.mindspore", headline=ev.headline)],
                                           related=[Related(sliced, tr("label.slice_cut", column=name)),
                                                    *fails_at(_line_of(failing), label=tr("label.row_pulled"))],
                                           label=tr("label.length_counts")), Confidence.LIKELY)]
        # The two shapes MindSpore names depend on which batch its workers stack first: not shown.
        message = tr("MSD603.message", column=name)
        return [Candidate(self.finding(span, message, fix=Fix(tr("MSD603.fix", column=name)),
                                       evidence=[tr("seen.mindspore", headline=ev.headline)],
                                       related=fails_at(_line_of(failing), label=tr("label.row_pulled")),
                                       label=tr("label.rows_vary", column=name)), Confidence.LIKELY)]


    def _concat_types(self, ev: Evidence, first: str, other: str) -> list[Candidate]:
        """Two datasets concatenated (`a + b`, `a.concat(b)`) whose sources give one column in two
        dtypes: the column of the one whose dtype is NumPy's 64-bit default, followed from the
        concatenation to where its array was made."""
        odd = other if other.endswith("64") or not first.endswith("64") else first
        concats = {id(d): d for d in _datasets(ev) if type(d).__name__ == "ConcatDataset" and len(d.children) == 2}
        found = []
        for dataset in concats.values():
            for side, child in enumerate(dataset.children):
                arrays = getattr(getattr(child, "source", None), "data", None)
                dtypes = [str(getattr(a, "dtype", "")) for a in arrays] if isinstance(arrays, (tuple, list)) else []
                others = getattr(getattr(dataset.children[1 - side], "source", None), "data", None) or ()
                for column, dtype in enumerate(dtypes):
                    if dtype == odd and column < len(others) and str(getattr(others[column], "dtype", "")) != odd:
                        names = list(getattr(child, "column_names", None) or [])
                        found.append((side, column, names[column] if column < len(names) else str(column)))
        found = list(dict.fromkeys(found))  # the iterator holds a copy of the pipeline
        if len(found) != 1:
            return []
        side, column, name = found[0]
        places = []
        for file, node in _concatenations():
            operands = [node.left, node.right] if isinstance(node, ast.BinOp) else [node.func.value, node.args[0]]  # type: ignore[union-attr]
            traced = ev.provenance.column_written(node_span(file, node), operands[side], column, Want("dtype", odd))
            if traced is not None:
                places.append((file, node, traced))
        if len(places) != 1:
            return []
        file, node, traced = places[0]
        good = first if odd != first else other
        message = tr("MSD603.message.concat", column=name, odd=odd, good=good)
        return [self.traced(traced, message, failing=_line_of(ev.eager_frame()), failing_label=tr("label.row_pulled"),
                            fix=Fix(tr("MSD603.fix.types", column=name, dtype=good)),
                            evidence=[tr("seen.mindspore", headline=ev.headline)], confidence=Confidence.ROOT,
                            related=[Related(node_span(file, node), tr("label.concatenated"))])]

    def _types(self, ev: Evidence, typed: re.Match[str]) -> list[Candidate]:
        """Rows of one column with two dtypes: the `return` of the source that makes the odd one
        (NumPy's 64-bit default on one path, `np.zeros(...)` for a short clip)."""
        column, first, other = int(typed["column"]), typed["first"], typed["other"]
        odd = other if other.endswith("64") or not first.endswith("64") else first
        sources = {id(d.source): d for d in _generator_datasets(ev) if getattr(d, "source", None) is not None}
        if len(sources) != 1:
            return []
        dataset = next(iter(sources.values()))
        traced = ev.provenance.source_element(dataset.source, column, Want("dtype", odd))
        if traced is None:
            return []
        names = list(getattr(dataset, "column_names", None) or [])
        name = names[column] if column < len(names) else str(column)
        message = tr("MSD603.message.types", column=name, first=first, other=other, odd=odd)
        return [self.traced(traced, message, failing=_line_of(ev.eager_frame()), failing_label=tr("label.row_pulled"),
                            fix=Fix(tr("MSD603.fix.types", column=name, dtype=first if odd != first else other)),
                            evidence=[tr("seen.mindspore", headline=ev.headline)], confidence=Confidence.ROOT)]


_CONCAT_TYPES = re.compile(r"Concat: the data types of the two datasets to be concatenated should be the same, "
                           r"but got: (?P<first>\w+) and (?P<other>\w+)")
_BATCH_TYPES = re.compile(r"Cannot batch tensors with different types in column (?P<column>\d+)\. First element had "
                          r"type (?P<first>\w+) and this element had type (?P<other>\w+)")


class MapOperationFailed(Rule):
    """A transform in a dataset's `map` rejects the rows it gets.

    ## What it does
    Reads the operation MindSpore names (`map operation: [RandomCrop] failed`), finds where your
    code builds that transform, and points at it; when one of its arguments is a setting whose
    value MindSpore's message repeats (a crop size of 56), or whose length it names (`size of
    mean: 3` for a single-channel image), also when unpacked from a settings tuple first (`mean,
    std = config.NORM_STATS`), at the line that chose that setting;
    when the message names one of its settings in words (`num classes` for `OneHot(num_classes)`),
    that argument is followed through the helper's parameters to where it was computed.
    A transform a helper builds only when one of its flags is set (`if decode:` then
    `vision.Decode()`), in a helper whose one call leaves that flag at its default, points at that
    call. A `text.Lookup` whose `unknown_token` the vocabulary lacks (`Lookup: "<unk>" doesn't
    exist in vocab`) points at where the vocabulary was built, with the `Lookup` as a second place.
    A source whose `column_names` list the values its `__getitem__` (or generator) gives in
    another order (`["label", "image"]` for `return self.images[i], self.labels[i]`) points at
    those names: the transform got the other column. A `OneHot` given a class index equal to
    its count of classes follows the column it maps to where its values were made; when they
    were numbered from 1 there (`enumerate(names, start=1)`, `i + 1`, also in a helper the
    loader reads a table from), it points at that line. A transform added under `if
    cfg["decode"]:` is followed from that test to where the setting was given its value.

    ## Why is this bad?
    The pipeline applies the transform only when a row is pulled, in its own threads, so Python's
    traceback ends at the iterator or at `model.train` with a `RuntimeError`. The transform, and
    the size or order that does not fit the rows (a crop larger than the images, `Normalize`
    after `HWC2CHW`), are named only inside the message.

    ## Example
    ```python
    CROP_SIZE = 56                       # the images are 48x48
    data = data.map([vision.RandomCrop(CROP_SIZE)], input_columns="image")
    ```

    ## Use instead
    ```python
    CROP_SIZE = 40
    ```
    """

    code = "MSD604"
    name = "map-operation-failed"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        unknown = _UNKNOWN_TOKEN.search(str(ev.exception))
        if unknown is not None:
            return self._unknown_token(ev, unknown["token"])
        match = _MAP_OPERATION.search(str(ev.exception))
        if match is None:
            return []
        operation, detail = match["operation"], match["detail"].strip()
        swapped = self._columns_swapped(ev, operation, detail)
        if swapped:
            return swapped
        built = [(file, call) for file, call in source.user_calls() if _callee(call) == operation]
        failing = ev.eager_frame()
        if len({(file, call.lineno) for file, call in built}) > 1 and failing is not None:
            # Several pipelines build the transform (modules, notebook cells): the one in the
            # `map`s of the dataset the failing loop iterates.
            mapped = {(file, call.lineno) for file, call in ev.provenance.map_operations(failing)}
            built = [(file, call) for file, call in built if (file, call.lineno) in mapped]
        if len({(file, call.lineno) for file, call in built}) != 1:
            return []
        file, call = built[0]
        evidence = [tr("seen.mindspore", headline=ev.headline), tr("seen.pipeline", detail=detail[:200])]
        message = tr("MSD604.message", operation=operation, detail=detail[:160])
        related = list(fails_at(_line_of(failing), label=tr("label.row_pulled")))
        numbers = set(re.findall(r"\b\d+\b", detail))
        for argument in [*call.args, *(k.value for k in call.keywords)]:
            value = ev.provenance.module_value(file, argument) if isinstance(argument, (ast.Name, ast.Attribute)) else None
            read = argument
            if value is None and isinstance(argument, ast.Name):
                # `mean, std = config.NORM_STATS` just before: the setting, and the element taken
                bound = source.bound_before(file, call.lineno, argument.id)
                read, value = _unpacked_setting(ev, file, bound, argument.id) or (argument, None)
            # "got channels: 1, size of mean: 3": statistics for another number of channels; with
            # "channels: 32" the image's axes are out of order instead (a layout, not the setting)
            channels = re.search(r"got channels: (\d+)", detail)
            sized = len(value) if isinstance(value, (tuple, list)) and f"size of {_keyword_name(call, argument)}" in detail \
                and channels is not None and int(channels[1]) <= 4 else None
            if sized is not None and str(sized) in numbers:
                value = sized  # "size of mean: 3": the length of the list given, not its items
            if not isinstance(value, (int, tuple, list)) or isinstance(value, bool) \
                    or not {str(v) for v in (value if isinstance(value, (tuple, list)) else [value])} & numbers:
                continue
            chosen = ev.provenance.constant(file, read)
            if chosen is not None and (chosen.root.span.file, chosen.root.span.line) != (file, call.lineno):
                related.insert(0, Related(node_span(file, call), tr("label.operation_built", operation=operation)))
                return [self.traced(chosen, message, failing=None, fix=Fix(tr("MSD604.fix.setting", operation=operation)),
                                    evidence=evidence, confidence=Confidence.LIKELY, related=related)]
        counted = _counted_past(ev, file, call, detail)
        if counted is not None:
            # `OneHot(5)` given class 5: the labels it maps were numbered from 1 where they were made.
            column, size, traced = counted
            related.insert(0, Related(node_span(file, call), tr("label.operation_built", operation=operation)))
            message = tr("MSD604.message.counted_from_one", operation=operation, column=column, size=size, last=size - 1)
            return [self.traced(traced, message, failing=None, fix=Fix(tr("MSD604.fix.counted_from_one", column=column)),
                                evidence=evidence, confidence=Confidence.LIKELY + 0.01, related=related)]
        named = _named_setting(ev, file, call, detail)
        traced = ev.provenance.written(node_span(file, named), named, Want("any")) if named is not None else None
        if traced is not None and not traced.root.span.covers(file, call.lineno):
            # `T.OneHot(num_classes)` and "should not bigger than num classes: 4": the setting
            # the message names, followed through the helper's parameter to where it was computed.
            related.insert(0, Related(node_span(file, call), tr("label.operation_built", operation=operation)))
            return [self.traced(traced, message, failing=None, fix=Fix(tr("MSD604.fix.setting", operation=operation)),
                                evidence=evidence, confidence=Confidence.LIKELY, related=related)]
        defaulted = _flag_left_at_default(file, call)
        if defaulted is not None:
            # `steps = [vision.Decode()] if from_files else []` in a helper whose caller left
            # `from_files` at its default: that call chose the transform.
            caller_file, caller, flag, default = defaulted
            related.insert(0, Related(node_span(file, call), tr("label.operation_built", operation=operation)))
            message = tr("MSD604.message.default", operation=operation, flag=flag, default=default,
                         detail=detail[:160])
            return [Candidate(self.finding(node_span(caller_file, caller), message, evidence=evidence, related=related,
                                           fix=Fix(tr("MSD604.fix.default", flag=flag)),
                                           label=tr("label.called_without", name=flag, default=default)),
                              Confidence.LIKELY)]
        flagged = ev.provenance.chosen_by_setting(file, call.lineno)
        if flagged is not None:
            # `if source_cfg["decode"]: ops.append(vision.Decode())` with the setting on for data
            # that is already decoded: the setting added the transform.
            test, traced = flagged
            related.insert(0, Related(node_span(file, call), tr("label.operation_built", operation=operation)))
            message = tr("MSD604.message.flag", operation=operation, flag=ast.unparse(test), detail=detail[:160])
            return [self.traced(traced, message, failing=None, fix=Fix(tr("MSD604.fix.flag", operation=operation,
                                                                          flag=ast.unparse(test))),
                                evidence=evidence, confidence=Confidence.LIKELY, related=related)]
        return [Candidate(self.finding(node_span(file, call), message, fix=Fix(tr("MSD604.fix", operation=operation)),
                                       evidence=evidence, related=related,
                                       label=tr("label.operation_built", operation=operation)), Confidence.LIKELY)]

    def _columns_swapped(self, ev: Evidence, operation: str, detail: str) -> list[Candidate]:
        """`GeneratorDataset(FlowerPhotos(n), column_names=["label", "image"])` whose source returns
        `self.images[i], self.labels[i]`: the names given to the columns are the source's values in
        another order, so a transform gets the other column (a crop gets the scalar label)."""
        found = []
        for file, call in source.user_calls():
            columns = pipeline.source_columns(call) if pipeline.is_source(call) else None
            names = pipeline.names(columns)
            if not names or len(names) < 2 or not call.args:
                continue
            returned = _source_value_names(ev, file, call.args[0])
            if returned is None or len(returned) != len(names):
                continue
            stems, given = [_stem(n) for n in returned], [_stem(n) for n in names]
            if sorted(stems) == sorted(given) and stems != given:
                found.append((file, columns, returned))
        if len(found) != 1:
            return []
        file, columns, returned = found[0]
        message = tr("MSD604.message.swapped", operation=operation, columns=ast.unparse(columns),  # type: ignore[arg-type]
                     returned=", ".join(returned), detail=detail[:160])
        related = list(fails_at(_line_of(ev.eager_frame()), label=tr("label.row_pulled")))
        return [Candidate(self.finding(node_span(file, columns), message, evidence=[tr("seen.mindspore", headline=ev.headline)],  # type: ignore[arg-type]
                                       fix=Fix(tr("MSD604.fix.swapped", returned=", ".join(returned))),
                                       label=tr("label.columns_order"), related=related), Confidence.ROOT)]

    def _unknown_token(self, ev: Evidence, token: str) -> list[Candidate]:
        """`Lookup: "<unk>" doesn't exist in vocab`: the one vocabulary the program builds lacks
        the token a `Lookup` falls back to; its build is where to add it (`special_tokens`)."""
        vocabularies, lookups = _unknown_token_places()
        if len(vocabularies) != 1:
            return []
        file, call = vocabularies[0]
        message = tr("MSD604.message.unknown_token", token=token)
        related = [Related(node_span(f, c), tr("label.unknown_token", token=token)) for f, c in lookups]
        related.extend(fails_at(_line_of(ev.eager_frame()), label=tr("label.row_pulled")))
        return [Candidate(self.finding(node_span(file, call), message, fix=Fix(tr("MSD604.fix.unknown_token", token=token)),
                                       evidence=[tr("seen.mindspore", headline=ev.headline)], related=related,
                                       label=tr("label.vocabulary_built")), Confidence.LIKELY)]


_UNKNOWN_TOKEN = re.compile(r"Lookup: \"(?P<token>[^\"\n]*)\" doesn't exist in vocab")
_VOCAB_BUILDERS = frozenset({"from_list", "from_dict", "from_dataset", "from_file"})


def _unpacked_setting(ev: Evidence, file: str, bound: ast.stmt | None, name: str) -> tuple[ast.expr, Any] | None:
    """For `mean, std = config.NORM_STATS` and `mean`: the setting read and the element `mean` got."""
    if not isinstance(bound, ast.Assign) or len(bound.targets) != 1 or not isinstance(bound.value, (ast.Name, ast.Attribute)):
        return None
    target = bound.targets[0]
    setting = ev.provenance.module_value(file, bound.value)
    if isinstance(target, ast.Name) and target.id == name:
        return bound.value, setting
    names = [t.id if isinstance(t, ast.Name) else None for t in target.elts] if isinstance(target, (ast.Tuple, ast.List)) else []
    if name in names and isinstance(setting, (tuple, list)) and len(setting) == len(names):
        return bound.value, setting[names.index(name)]
    return None


def _keyword_name(call: ast.Call, argument: ast.expr) -> str:
    return next((k.arg or "" for k in call.keywords if k.value is argument), "")


def _unknown_token_places() -> tuple[list[tuple[str, ast.Call]], list[tuple[str, ast.Call]]]:
    """The vocabularies the user's code builds, and its `Lookup`s that name an `unknown_token`."""
    vocabularies = [(file, call) for file, call in source.user_calls() if _callee(call) in _VOCAB_BUILDERS
                    and isinstance(call.func, ast.Attribute) and "Vocab" in ast.unparse(call.func.value)]
    lookups = [(file, call) for file, call in source.user_calls() if _callee(call) == "Lookup"
               and _keyword(call, "unknown_token") is not None]
    return vocabularies, lookups


def _counted_past(ev: Evidence, file: str, built: ast.Call, detail: str) -> tuple[str, int, Trace] | None:
    """(the column, the count of classes, where its values were counted from 1) when a transform that takes class
    indices (`OneHot(5)`) got one equal to its count of classes, in the one column it maps."""
    past = _INDEX_PAST.search(detail)
    if past is None or past["size"] != past["index"]:
        return None
    # By position: a notebook's many cells can push the file out of the parse cache, and a parse
    # of it again makes other nodes.
    where = (built.lineno, built.col_offset)
    tree = source.parse_file(file)
    mapped = next((call for call in source.nodes_of(tree, ast.Call) if isinstance(call.func, ast.Attribute)
                   and call.func.attr == "map" and any(isinstance(node, ast.Call) and (node.lineno, node.col_offset) == where
                                                       for node in ast.walk(call))), None) if tree is not None else None
    columns = pipeline.names(pipeline.keyword(mapped, "input_columns", 1)) if mapped is not None else None
    if mapped is None or not columns or len(columns) != 1:
        return None
    traced = ev.provenance.column_named(node_span(file, mapped), mapped.func.value, columns[0], Want("any"))
    counted = ev.provenance.counted_from_one(traced) if traced is not None else None
    return (columns[0], int(past["size"]), counted) if counted is not None else None


def _named_setting(ev: Evidence, file: str, built: ast.Call, detail: str) -> ast.expr | None:
    """The argument of a transform's build whose parameter the pipeline's message names in words
    (`num_classes` in "num classes: 4"), when it is a name to follow (not a number written there)."""
    cls = ev.provenance.module_value(file, built.func)
    try:
        parameters = [p for p in inspect.signature(cls).parameters if p not in ("self", "args", "kwargs")]
    except (TypeError, ValueError):
        return None
    given = dict(zip(parameters, built.args))
    given.update({k.arg: k.value for k in built.keywords if k.arg})
    words = detail.lower()
    named = [node for parameter, node in given.items()
             if parameter.replace("_", " ") in words and isinstance(node, (ast.Name, ast.Attribute, ast.Subscript))]
    return named[0] if len(named) == 1 else None


def _flag_left_at_default(file: str, built: ast.Call) -> tuple[str, ast.Call, str, str] | None:
    """A transform built only when a flag parameter of its helper is set (`if from_files`), in
    a helper whose one call leaves that flag at its default: (the call's file, the call, the flag,
    its default)."""
    tree = source.parse_file(file)
    function = source.enclosing_function(tree, built.lineno) if tree is not None else None
    if function is None:
        return None
    parameters = [a.arg for a in function.args.args]
    defaults = dict(zip(parameters[len(parameters) - len(function.args.defaults):], function.args.defaults))
    flag = None
    for node in ast.walk(function):
        test = node.test if isinstance(node, (ast.If, ast.IfExp)) else None
        test = test.operand if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not) else test
        branch = [node.body] if isinstance(node, ast.IfExp) else node.body if isinstance(node, ast.If) else []
        if isinstance(test, ast.Name) and test.id in defaults and any(n is built for b in branch for n in ast.walk(b)):
            flag = test.id
    if flag is None or not isinstance(defaults[flag], ast.Constant):
        return None
    calls = [(f, c) for f, c in source.user_calls() if _callee(c) == function.name]
    if len(calls) != 1:
        return None
    caller_file, caller = calls[0]
    return (caller_file, caller, flag, ast.unparse(defaults[flag])) if source.leaves_at_default(caller, function, flag) \
        else None


class MapColumns(Rule):
    """A dataset's `map` (or `project`, or a batch's `pad_info`) names a column the dataset does
    not have, or declares more output columns than its function returns.

    ## What it does
    For a missing column (`input column name: ecg doesn't exist in the dataset columns`,
    `Invalid pad_info, column name: token does not exist`), finds the `map`, `project` or
    `padded_batch` call that names it and points at where the name was chosen: the literal, or
    the setting it reads. When several steps (`filter`, `map`) read the missing name and the
    source names one column that no step reads (labels aside), the source's name is the one out
    of step: it points there. For a count mismatch (`the number of columns returned in 'map'
    operations: 1, the number of 'output_columns': 2`, or the same of a batch's
    `per_batch_map`), points at the `return` of the function given to that `map` or `batch`,
    with its declared columns as a second place. For two datasets zipped together that both have
    a column of one name (`duplicate column speaker already exists when zipping datasets`), points
    at the later source (or `rename`) that names it, also as a key of the dict a
    `NumpySlicesDataset` is given, with the earlier one as a second place. For
    a `KeyError` where the program looks up a row of `create_dict_iterator` (`batch["waveform"]`)
    by a column the pipeline does not have: when exactly one of the row's columns is never looked
    up, points at where the pipeline named it (a source's `column_names`, a `map`'s or `rename`'s
    `output_columns`), first when the key is a setting and the column a literal, with the key's
    origin as the other place.

    ## Why is this bad?
    Column names are checked only when the pipeline starts, from the iterator or `model.train`,
    with a `RuntimeError` whose traceback never shows the `map` call or the setting.

    ## Example
    ```python
    FEATURE_COLUMN = "ecg"               # the source's columns are ("signal", "label")
    data = data.map(operations=standardize, input_columns=FEATURE_COLUMN)
    ```

    ## Use instead
    ```python
    FEATURE_COLUMN = "signal"
    ```
    """

    code = "MSD605"
    name = "map-columns"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        if isinstance(ev.exception, KeyError):
            return self._row_key(ev)
        text = str(ev.exception)
        missing, counts = _MISSING_COLUMN.search(text), _OUTPUT_COUNT.search(text)
        duplicate = _DUPLICATE_COLUMN.search(text)
        if missing is None and counts is None and duplicate is None:
            return []
        failing = ev.eager_frame()
        evidence = [tr("seen.mindspore", headline=ev.headline)]
        related = list(fails_at(_line_of(failing), label=tr("label.row_pulled")))
        if duplicate is not None:
            return self._duplicate(ev, duplicate["column"], evidence, related)
        if missing is not None:
            if missing["pad"]:
                return self._missing(ev, missing["padded"], evidence, related, padding=True)
            return self._missing(ev, missing["column"], evidence, related)
        batched = counts["batch"] is not None  # type: ignore[index]
        returned = int(counts["got" if batched else "returned"])  # type: ignore[index]
        declared = int(counts["expected" if batched else "declared"])  # type: ignore[index]
        found = []
        for file, call in source.user_calls():
            columns = _keyword(call, "output_columns")
            if batched:
                # A batch's `per_batch_map` returns its `output_columns`, or else its `input_columns`.
                columns = columns or _keyword(call, "input_columns")
                function = _keyword(call, "per_batch_map")
            else:
                function = _keyword(call, "operations") or (call.args[0] if call.args else None)
            names = ev.provenance.module_value(file, columns) if isinstance(columns, (ast.Name, ast.Attribute)) \
                else _literal(columns)
            if _callee(call) != ("batch" if batched else "map") or not isinstance(names, (list, tuple)) \
                    or len(names) != declared or not isinstance(function, ast.Name):
                continue
            given = _source_return(ev.provenance.module_value(file, function))
            if given is not None:
                found.append((given, node_span(file, columns), function.id, call))  # type: ignore[arg-type]
        if len(found) != 1:
            return []
        given, columns_span, function_name, call_of = found[0]
        message = tr("MSD605.message.count_batch" if batched else "MSD605.message.count", function=function_name,
                     returned=returned, declared=declared)
        related.insert(0, Related(columns_span, tr("label.columns_given" if batched and _keyword(call_of, "output_columns") is None
                                                   else "label.columns_declared", count=declared)))
        return [Candidate(self.finding(given, message, fix=Fix(tr("MSD605.fix.count", declared=declared)),
                                       evidence=evidence, related=related,
                                       label=tr("label.function_returns", count=returned)), Confidence.LIKELY)]

    def _row_key(self, ev: Evidence) -> list[Candidate]:
        """`batch["waveform"]` raised KeyError, `batch` a row of `create_dict_iterator`: the row's
        columns are the names the pipeline gave. When exactly one of them is never looked up, it is
        the name that should have been the key; it goes first when the key is a setting the program
        reads (the setting is what the code agreed on) and the column was named some other way."""
        error = ev.exception
        frame = ev.eager_frame()
        if frame is None or len(error.args) != 1 or not isinstance(error.args[0], str):
            return []
        key = error.args[0]
        tree = source.parse_file(frame.file)
        function = source.enclosing_function(tree, frame.line) if tree is not None else None
        if function is None:
            return []
        namespace = {**frame.globals, **frame.locals}
        lookup = next((n for n in ast.walk(function) if isinstance(n, ast.Subscript) and isinstance(n.value, ast.Name)
                       and n.lineno <= frame.line <= (n.end_lineno or n.lineno)
                       and isinstance(frame.locals.get(n.value.id), dict)
                       and resolve_expression(n.slice, namespace) == key), None)
        if lookup is None:
            return []
        row_name = lookup.value.id  # type: ignore[attr-defined]
        if not any(isinstance(n, ast.For) and isinstance(n.target, (ast.Name, ast.Tuple)) and row_name in
                   {t.id for t in ast.walk(n.target) if isinstance(t, ast.Name)} and any(
                       isinstance(c, ast.Call) and pipeline.method(c) == "create_dict_iterator" for c in ast.walk(n.iter))
                   for n in ast.walk(function)):
            return []
        columns = [c for c in frame.locals[row_name] if isinstance(c, str)]
        read = {resolve_expression(n.slice, namespace) for n in ast.walk(function)
                if isinstance(n, ast.Subscript) and isinstance(n.value, ast.Name) and n.value.id == row_name}
        unused = [c for c in columns if c not in read]
        shown = ", ".join(f"`{c}`" for c in columns)
        lookup_span = node_span(frame.file, lookup)
        evidence = [tr("seen.row_columns", name=row_name, columns=shown)]
        key_trace = ev.provenance.constant(frame.file, lookup.slice) \
            if isinstance(lookup.slice, (ast.Name, ast.Attribute)) else None
        places = self._naming(ev, unused[0]) if len(unused) == 1 else []
        found: list[Candidate] = []
        lookup_message = tr("MSD605.message.row_lookup", key=key, columns=shown)
        lookup_fix = Fix(tr("MSD605.fix.row_lookup", key=key, columns=shown))
        lookup_label = tr("label.row_lookup", key=key)
        if len(places) == 1:
            file, node = places[0]
            literal = isinstance(node, ast.Constant)
            first = key_trace is not None and literal
            message = tr("MSD605.message.row_column", key=key, column=unused[0], columns=shown)
            found.append(Candidate(self.finding(node_span(file, node), message, fix=Fix(tr("MSD605.fix.row_column", key=key,
                                                                                           column=unused[0])),
                                                evidence=evidence, label=tr("label.column_named", column=unused[0]),
                                                related=fails_at(lookup_span, label=lookup_label)),
                                   Confidence.LIKELY if first else Confidence.PLAUSIBLE))
        confidence = Confidence.PLAUSIBLE if found and found[0].confidence == Confidence.LIKELY else Confidence.LIKELY
        if key_trace is not None:
            found.append(self.traced(key_trace, lookup_message, failing=lookup_span, failing_label=lookup_label,
                                     fix=lookup_fix, evidence=evidence, confidence=confidence))
        else:
            found.append(Candidate(self.finding(lookup_span, lookup_message, fix=lookup_fix, evidence=evidence,
                                                label=lookup_label), confidence))
        return found

    def _naming(self, ev: Evidence, column: str) -> list[tuple[str, ast.expr]]:
        """Where the user's pipelines name a column `column`: a source's `column_names`, a `map`'s
        or `rename`'s `output_columns`."""
        places = []
        for file, call in source.user_calls():
            for node in pipeline.column_nodes(call):
                value = _literal(node)
                if value is None and isinstance(node, (ast.Name, ast.Attribute)):
                    value = ev.provenance.module_value(file, node)
                if value == column:
                    places.append((file, node))
        return places

    def _duplicate(self, ev: Evidence, column: str, evidence: list[str], related: list[Related]) -> list[Candidate]:
        """`duplicate column dish already exists when zipping datasets`: the sources (or renames)
        that name the column; the later one gives a second column of that name to the zip."""
        places = [(file, node) for file, node in self._naming(ev, column) if not _maps_output(file, node)]
        # Pipelines built elsewhere in the program (other notebook cells) name the column too:
        # those in the files of the failing traceback, when they are two or more.
        traced = ev.reached_files()
        here = [place for place in places if place[0] in traced]
        places = here if len(here) >= 2 else places
        if len(places) < 2:
            return []
        (first_file, first), *_, (file, node) = sorted(places, key=lambda place: (place[0], place[1].lineno))
        message = tr("MSD605.message.duplicate", column=column)
        return [Candidate(self.finding(node_span(file, node), message, fix=Fix(tr("MSD605.fix.duplicate", column=column)),
                                       evidence=evidence, label=tr("label.column_named", column=column),
                                       related=[Related(node_span(first_file, first), tr("label.column_named", column=column)),
                                                *related]), Confidence.LIKELY)]

    def _missing(self, ev: Evidence, column: str, evidence: list[str], related: list[Related],
                 padding: bool = False) -> list[Candidate]:
        places = []
        for file, call in source.user_calls():
            if padding:
                # `padded_batch(n, pad_info={COLUMN: (None, 0)})`: the keys name columns.
                pad_info = _keyword(call, "pad_info")
                nodes = [k for k in pad_info.keys if k is not None] if isinstance(pad_info, ast.Dict) else []
            elif _callee(call) in ("map", "project", "filter"):
                nodes = _read_columns(call)
            else:
                continue
            for node in nodes:
                value = _literal(node)
                if value is None and isinstance(node, (ast.Name, ast.Attribute)):
                    value = ev.provenance.module_value(file, node)
                if value == column:
                    places.append((file, call, node))
        if not places:
            return []
        renamed = _source_name_unread(column, places) if len(places) > 1 else None
        if renamed is not None:
            # Every step reads `waveform`, and the source calls its column `audio`, which no step
            # reads: the source's name is the one out of step.
            source_file, name_node = renamed
            message = tr("MSD605.message.source_name", column=column, name=name_node.value, count=len(places))
            used = [Related(node_span(f, c), tr("label.column_named", column=column)) for f, c, _ in places]
            return [Candidate(self.finding(node_span(source_file, name_node), message, evidence=evidence,
                                           fix=Fix(tr("MSD605.fix.source_name", column=column, name=name_node.value)),
                                           related=[*used, *related], label=tr("label.source_names", name=name_node.value)),
                              Confidence.LIKELY + 0.01)]
        file, call, node = places[0]
        message = tr("MSD605.message.missing_pad" if padding else "MSD605.message.missing", column=column)
        fix = Fix(tr("MSD605.fix.missing", column=column))
        used = [Related(node_span(f, c), tr("label.column_named", column=column)) for f, c, _ in places]
        chosen = ev.provenance.constant(file, node) if not isinstance(node, ast.Constant) else None
        if chosen is not None:
            return [self.traced(chosen, message, failing=None, fix=fix, evidence=evidence,
                                confidence=Confidence.LIKELY, related=[*used, *related])]
        return [Candidate(self.finding(node_span(file, node), message, fix=fix, evidence=evidence,
                                       related=[*used[1:], *related], label=tr("label.column_named", column=column)),
                          Confidence.LIKELY)]


_LABEL_NAME = re.compile(r"label|target|class|^y$", re.IGNORECASE)


def _read_columns(call: ast.Call) -> list[ast.expr]:
    """The expressions naming the columns a `map`, `filter` or `project` reads."""
    argument = _keyword(call, "input_columns") or _keyword(call, "columns") or (
        call.args[0] if _callee(call) == "project" and call.args else None)
    return (argument.elts if isinstance(argument, (ast.List, ast.Tuple)) else [argument]) if argument is not None else []


def _source_name_unread(column: str, places: list[tuple[str, ast.Call, ast.expr]]) -> tuple[str, ast.Constant] | None:
    """The one column name of the one dataset source in the files of the steps that read
    `column` that no `map`, `filter` or `project` there reads: the name the steps meant."""
    files = {file for file, _, _ in places}
    calls = [(file, call) for file, call in source.user_calls() if file in files]
    read = {_literal(node) for _, call in calls if _callee(call) in ("map", "filter", "project")
            for node in _read_columns(call)}
    found = []
    for file, call in calls:
        given = pipeline.source_columns(call) if pipeline.is_source(call) else None
        nodes = [n for n in (given.elts if isinstance(given, (ast.List, ast.Tuple)) else [])
                 if isinstance(n, ast.Constant) and isinstance(n.value, str)]
        unread = [n for n in nodes if n.value not in read]
        if len(unread) > 1:
            # Labels pass through the pipeline untouched to the loss: not the name the steps meant.
            unread = [n for n in unread if not _LABEL_NAME.search(n.value)]
        if nodes and len(unread) == 1 and column not in [n.value for n in nodes]:
            found.append((file, unread[0]))
    return found[0] if len(found) == 1 else None


_INDEX_PAST = re.compile(r"should not bigger than num classes: (?P<size>\d+), but got: (?P<index>\d+)")
_MAP_OPERATION = re.compile(r"map operation: \[(?P<operation>\w+)\] failed\.(?P<detail>[^\n]*)")
class MindRecordSchema(Rule):
    """Rows given to a MindRecord `FileWriter` do not match the schema it was given.

    ## What it does
    For `There is no valid data which can be written by 'write_raw_data'`, checks the rows the
    writer got against its schema, as the writer does, and names the field and what differs
    (a NumPy array of another dtype, a missing field). For a dtype, follows the value the row's
    dict gives that field (`{"features": f, ...} for f, y in rows`) back through the loops and
    helpers that made it, to the line that gave it NumPy's 64-bit default. Rows a helper built
    and returned (`write(to_records(x, y))`, which the writer empties in place) are rebuilt from
    the arguments the caller still holds, and the helper's `return` is the place.

    ## Why is this bad?
    The writer drops every row that does not match, logs why in a warning, and then fails
    because nothing is left: the error names no field, and the warnings are usually hidden
    (`GLOG_v=3`) or scrolled away.

    ## Example
    ```python
    SCHEMA = {"features": {"type": "float32", "shape": [8]}, "label": {"type": "int32"}}
    features = np.percentile(values, [10, 50, 90])   # float64
    ```

    ## Use instead
    ```python
    features = np.percentile(values, [10, 50, 90]).astype(np.float32)
    ```
    """

    code = "MSD609"
    name = "mindrecord-schema-mismatch"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        if _NO_VALID_ROWS not in str(ev.exception) or ev.eager is None:
            return []
        writing = next((f for f in reversed(ev.eager.frames) if f.function.split(".")[-1] == "write_raw_data"
                        and isinstance(f.locals.get("raw_data"), list)
                        and isinstance(getattr(getattr(f.locals.get("self"), "_header", None), "schema", None), dict)), None)
        user = ev.eager_frame()
        if writing is None or user is None:
            return []
        schema = writing.locals["self"]._header.schema
        statement = source.statement_at(user.file, user.line)
        # The writer removed the invalid rows from its list in place: the rows as the program
        # made them are read again from its own frame.
        rows = writing.locals["raw_data"] or (_rows_written(user, statement) if statement is not None else [])
        made = _rows_made_by_helper(ev) if not rows else None
        mismatch = _schema_mismatch(schema, rows or (made[2] if made is not None else []))
        if mismatch is None:
            return []
        field, wanted, got = mismatch
        if made is not None:
            # The rows a helper returned: the dict's value for the field, in its `return`.
            file, returned, _ = made
            entry = next((v for n in ast.walk(returned) if isinstance(n, ast.Dict) for k, v in zip(n.keys, n.values)
                          if isinstance(k, ast.Constant) and k.value == field), returned)
            return [Candidate(self.finding(node_span(file, returned), tr("MSD609.message", field=field, wanted=wanted, got=got),
                                           fix=Fix(tr("MSD609.fix", field=field, wanted=wanted)),
                                           evidence=[tr("seen.mindspore", headline=ev.headline),
                                                     tr("seen.schema_field", field=field, wanted=wanted, got=got)],
                                           related=[Related(node_span(file, entry), tr("label.field_value", field=field)),
                                                    *fails_at(_line_of(user), label=tr("label.rows_written"))],
                                           label=tr("label.rows_made")), Confidence.LIKELY)]
        values = [v for n in ast.walk(statement) if isinstance(n, ast.Dict) for k, v in zip(n.keys, n.values)
                  if isinstance(k, ast.Constant) and k.value == field] if statement is not None else []
        evidence = [tr("seen.mindspore", headline=ev.headline), tr("seen.schema_field", field=field, wanted=wanted, got=got)]
        message = tr("MSD609.message", field=field, wanted=wanted, got=got)
        fix = Fix(tr("MSD609.fix", field=field, wanted=wanted))
        failing = _line_of(user)
        if len(values) == 1 and got in _NUMPY_DTYPES:
            traced = _row_value(ev, user, statement, values[0], Want("dtype", got))  # type: ignore[arg-type]
            if traced is not None and not traced.root.span.covers(user.file, user.line):
                return [self.traced(traced, message, failing=failing, failing_label=tr("label.rows_written"), fix=fix,
                                    evidence=evidence, confidence=Confidence.ROOT)]
        return [Candidate(self.finding(node_span(user.file, values[0]) if len(values) == 1 else failing,  # type: ignore[arg-type]
                                       message, fix=fix, evidence=evidence), Confidence.LOCATED)]


_NO_VALID_ROWS = "There is no valid data which can be written by 'write_raw_data'"
_NUMPY_DTYPES = frozenset({"float64", "float32", "float16", "int64", "int32", "int16", "int8", "uint8", "bool"})


def _schema_mismatch(schema: dict[str, Any], rows: list[Any]) -> tuple[str, str, str] | None:
    """The first (field, schema type, what the row gives) that makes a row invalid, checked as
    the writer checks: the field is there, and an array has the schema's dtype."""
    for row in rows[:64]:
        if not isinstance(row, dict):
            continue
        for field, spec in schema.items():
            wanted = str(spec.get("type", "")) if isinstance(spec, dict) else ""
            if field not in row:
                continue  # a value the rows give some other way (not read again)
            value = row[field]
            dtype = getattr(value, "dtype", None)
            if dtype is not None and hasattr(value, "shape") and wanted and str(dtype) != wanted:
                return field, wanted, str(dtype)
    return None


def _rows_written(frame: Any, statement: ast.stmt) -> list[dict[str, Any]]:
    """The first rows of `[{"f": f, "y": y} for f, y in rows]` on the writing line, rebuilt from
    the frame's values without running code: the dict's values that are the loop's names."""
    return _rows_from({**frame.globals, **frame.locals}, statement)


def _rows_made_by_helper(ev: Evidence) -> tuple[str, ast.Return, list[dict[str, Any]]] | None:
    """`write_mindrecord(to_records(x, fraud), path)`: rows a helper of the user's built with a
    comprehension of dicts and returned, rebuilt from the arguments the caller's frame still
    holds (the writer empties the list it was given in place)."""
    for frame in reversed(ev.eager.frames if ev.eager is not None else []):
        statement = source.statement_at(frame.file, frame.line) if frame.user else None
        names = {**frame.globals, **frame.locals}
        for call in (n for n in ast.walk(statement) if isinstance(n, ast.Call)) if statement is not None else ():
            helper = resolve_expression(call.func, names) if isinstance(call.func, (ast.Name, ast.Attribute)) else None
            node = source.user_function_node(helper)
            returns = [n for n in ast.walk(node) if isinstance(n, ast.Return) and isinstance(n.value, ast.ListComp)
                       and isinstance(n.value.elt, ast.Dict)] if node is not None else []
            if len(returns) != 1 or call.keywords or any(isinstance(a, ast.Starred) for a in call.args):
                continue
            given = [a.arg for a in node.args.args][:len(call.args)]  # type: ignore[union-attr]
            bound = {name: resolve_expression(argument, names) for name, argument in zip(given, call.args)}
            rows = _rows_from({**inspect.unwrap(helper).__globals__, **bound}, returns[0])
            if rows:
                return inspect.unwrap(helper).__code__.co_filename, returns[0], rows
    return None


def _rows_from(namespace: dict[str, Any], statement: ast.stmt) -> list[dict[str, Any]]:
    for node in ast.walk(statement):
        if not (isinstance(node, ast.ListComp) and len(node.generators) == 1 and isinstance(node.elt, ast.Dict)):
            continue
        loop = node.generators[0]
        items = resolve_expression(loop.iter, namespace)
        if isinstance(loop.iter, ast.Call) and isinstance(loop.iter.func, ast.Name) and loop.iter.func.id == "zip" \
                and loop.iter.args and not loop.iter.keywords:
            # `zip(features, labels)` of sequences the frame holds: paired here, without running code.
            parts = [resolve_expression(a, namespace) for a in loop.iter.args]
            items = list(zip(*(p[:8] for p in parts))) \
                if all(isinstance(p, (list, tuple)) or type(p).__module__ == "numpy" and hasattr(p, "shape") for p in parts) \
                else None
        if not isinstance(items, (list, tuple)):
            return []
        rows = []
        for item in items[:8]:
            bound: dict[str, Any] = {}
            if isinstance(loop.target, ast.Name):
                bound[loop.target.id] = item
            elif isinstance(loop.target, ast.Tuple) and isinstance(item, (tuple, list)) and len(item) == len(loop.target.elts):
                bound.update({t.id: v for t, v in zip(loop.target.elts, item) if isinstance(t, ast.Name)})
            row = {k.value: bound[v.id] for k, v in zip(node.elt.keys, node.elt.values)
                   if isinstance(k, ast.Constant) and isinstance(v, ast.Name) and v.id in bound}
            rows.append(row)
        return rows
    return []


def _row_value(ev: Evidence, frame: Any, statement: ast.stmt, value: ast.expr, want: Want) -> Any:
    """Where a value a row's dict gives was made: for a loop variable of the comprehension
    (`{"f": f} for f, y in rows`), that element of the items of what the loop runs over."""
    if isinstance(value, ast.Name):
        for loop in (g for n in ast.walk(statement) if isinstance(n, (ast.ListComp, ast.GeneratorExp))
                     for g in n.generators):
            names = [t.id if isinstance(t, ast.Name) else None for t in
                     (loop.target.elts if isinstance(loop.target, ast.Tuple) else [loop.target])]
            if value.id in names:
                element = names.index(value.id) if isinstance(loop.target, ast.Tuple) else None
                return ev.provenance.expression(frame, loop.iter, want, element=element)
    return ev.provenance.expression(frame, value, want)


class OutputFolderMissing(Rule):
    """MindSpore writes a file (a checkpoint, a MindRecord, an exported graph) into a folder that
    does not exist.

    ## What it does
    For a `FileNotFoundError` raised inside MindSpore's writer, takes the folder of the file it
    could not create and looks for the `os.makedirs` (or `mkdir`) in your code that creates a
    folder above it: that call creates the run folder but not the subfolder the file goes into,
    and is the line to change. With no such call, points at your call that asked for the file.

    ## Why is this bad?
    `ms.save_checkpoint` and the other writers create the file, not its folders (unlike
    `ModelCheckpoint`, which creates its `directory`). The error names a temporary file name
    inside MindSpore, often late in training (the first time the best epoch is saved).

    ## Example
    ```python
    os.makedirs(RUN_DIR, exist_ok=True)
    ms.save_checkpoint(net, os.path.join(RUN_DIR, "best", "model.ckpt"))
    ```

    ## Use instead
    ```python
    os.makedirs(os.path.join(RUN_DIR, "best"), exist_ok=True)
    ```
    """

    code = "MSD610"
    name = "output-folder-missing"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        error = ev.exception
        user = ev.eager_frame()
        filename = getattr(error, "filename", None)
        if not isinstance(error, FileNotFoundError) or not isinstance(filename, str) or user is None:
            return []
        missing = os.path.dirname(os.path.abspath(filename))
        if os.path.isdir(missing):
            return []
        made = []
        for file, call in source.user_calls():
            if _callee(call) not in ("makedirs", "mkdir") or not call.args:
                continue
            folder = _folder_value(ev, file, call)
            if isinstance(folder, str) and folder and missing.startswith(os.path.abspath(folder).rstrip(os.sep) + os.sep):
                made.append((len(os.path.abspath(folder)), file, call, os.path.abspath(folder)))
        writing = _line_of(user)
        evidence = [tr("seen.python", message=f"FileNotFoundError: {str(error)[:160]}")]
        if made:
            _, file, call, folder = max(made, key=lambda found: found[0])
            # Named from the folder that is made (temporary folders differ from machine to machine).
            below = os.path.relpath(missing, folder)
            message = tr("MSD610.message", made=os.path.basename(folder), missing=below)
            return [Candidate(self.finding(node_span(file, call), message, fix=Fix(tr("MSD610.fix.below", missing=below)),
                                           evidence=evidence, label=tr("label.folder_made", folder=os.path.basename(folder)),
                                           related=fails_at(writing, label=tr("label.written_into", folder=below))),
                              Confidence.LIKELY)]
        return [Candidate(self.finding(writing, tr("MSD610.message.none", missing=missing),  # type: ignore[arg-type]
                                       fix=Fix(tr("MSD610.fix", missing=missing)), evidence=evidence), Confidence.LOCATED)]


def _folder_value(ev: Evidence, file: str, call: ast.Call) -> Any:
    """The folder a `makedirs(path)` or `Path(...).mkdir()` call creates, read without running
    code: a module-level setting, or a name of a frame of the traceback in that function."""
    node = call.args[0] if _callee(call) == "makedirs" or not isinstance(call.func, ast.Attribute) else call.func.value
    if _callee(call) == "mkdir" and isinstance(call.func, ast.Attribute) and call.args \
            and isinstance(call.func.value, ast.Name) and call.func.value.id == "os":
        node = call.args[0]
    value = ev.provenance.module_value(file, node)
    if value is None and ev.eager is not None:
        for frame in ev.eager.frames:
            if frame.file == file and source.same_function(frame.file, frame.line, call.lineno):
                value = resolve_expression(node, {**frame.globals, **frame.locals})
                break
    return str(value) if value is not None and type(value).__name__ in ("str", "PosixPath", "WindowsPath") else None


class LastBatchSmaller(Rule):
    """The dataset's last batch is smaller than the others, and the model assumes the batch size.

    ## What it does
    When a graph call fails on a shape, and an input it was given was pulled from a dataset whose
    `batch(n)` keeps the last, smaller batch (no `drop_remainder=True`), and that input has fewer
    rows than `n`, points at the `batch` call, with the failing line as a second place. Under
    `model.train(epochs, data)` the network's inputs are the columns of `data`, whose `batch` is
    found the same way.

    ## Why is this bad?
    Every batch but the last has `n` rows, so a model that writes the batch size into a shape
    (`x.reshape(BATCH, ...)`, a state of `(BATCH, hidden)`) runs for a whole epoch and fails on
    its last step, with a shape error in the model that names neither the dataset nor the batch.

    ## Example
    ```python
    data = data.batch(32)                       # 1000 rows: the last batch has 8
    ```

    ## Use instead
    ```python
    data = data.batch(32, drop_remainder=True)  # or read the batch size from x.shape[0]
    ```
    """

    code = "MSD606"
    name = "last-batch-smaller"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        site = ev.target.call_site
        if site is None or not re.search(r"shape", f"{ev.headline}\n{ev.eager_message}", re.IGNORECASE):
            return []
        call = call_at(frame_span(site))
        if call is None:
            return []
        trained = ev.provenance.trained_batch(site)
        # The arguments of the call, each from its own pipeline; or, under `model.train(epochs,
        # data)`, the network's inputs, all columns of `data`.
        given = [(argument.id, value, None) for argument, value in zip(call.args, ev.target.args)
                 if isinstance(argument, ast.Name)] if trained is None else \
            [(name, value, trained) for name, value in zip(_input_names(ev), ev.target.args)]
        for name, value, batched in given:
            shape = shape_of(value)
            if not shape:
                continue
            batched = batched or ev.provenance.batched(site, name)
            if batched is None:
                continue
            span, size, dropped = batched
            if dropped or not 0 < shape[0] < size:
                continue
            message = tr("MSD606.message", name=name, rows=shape[0], size=size)
            failing = ev.failing_span()
            related = fails_at(failing, label=tr("label.assumes_batch", size=size)) if failing is not None else []
            return [Candidate(self.finding(span, message, fix=Fix(tr("MSD606.fix")), related=related,
                                           evidence=[tr("seen.mindspore", headline=ev.headline)],
                                           label=tr("label.keeps_last_batch", size=size)), Confidence.CERTAIN)]
        return []


def _input_names(ev: Evidence) -> list[str]:
    """The names of the watched network's inputs: the parameters of the `construct` of the first
    cell of the user's that it holds (the model inside MindSpore's train step, which is given the
    first columns), else their positions."""
    names: list[str] = []
    for _, cell in ev.target.obj.cells_and_names() if hasattr(ev.target.obj, "cells_and_names") else ():
        if source.is_user_file(source.class_file(type(cell)) or ""):
            try:
                names = [p.name for p in inspect.signature(type(cell).construct).parameters.values()
                         if p.name != "self" and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
            except (TypeError, ValueError, AttributeError):
                names = []
            break
    return names + [tr("MSD606.input", index=i) for i in range(len(names), len(ev.target.args))]


class NoBatchLeft(Rule):
    """A dataset gives no batch at all: it has fewer rows than `batch(n, drop_remainder=True)`.

    ## What it does
    When a metric is evaluated without a single sample ("the number of samples is 0"), finds the
    loop over a dataset in the function that evaluates it, and that dataset's `batch` call; when
    it drops the last, smaller batch, points there. When `Model.train` (or `Model.eval`) refuses
    a dataset with no batch ("There is no valid data in dataset"), points at the `batch` call of
    that dataset, and first at a split sized with the other split's setting (`n_train =
    int(len(ids) * cfg.VAL_FRACTION)`).

    ## Why is this bad?
    With `drop_remainder=True`, a split smaller than the batch size (a validation split of 20
    images and batches of 32) gives no batch: the loop never runs, and the metric fails after
    it, far from the pipeline that emptied it.

    ## Example
    ```python
    val = val.batch(32, drop_remainder=True)     # 20 rows: no batch
    ```

    ## Use instead
    ```python
    val = val.batch(32)                          # keep the last, smaller batch when evaluating
    ```
    """

    code = "MSD607"
    name = "no-batch-left"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        frame = ev.eager_frame()
        if frame is not None and _NO_VALID_DATA.search(str(ev.exception)):
            return self._refused(ev, frame)
        if frame is None or not _NO_SAMPLES.search(str(ev.exception)):
            return []
        tree = source.parse_file(frame.file)
        function = source.enclosing_function(tree, frame.line) if tree is not None else None
        loops = [n for n in ast.walk(function) if isinstance(n, ast.For) and isinstance(n.iter, ast.Call)
                 and isinstance(n.iter.func, ast.Attribute) and n.iter.func.attr in pipeline.ITERATORS
                 and n.lineno < frame.line] if function is not None else []
        for loop in loops:
            batched = ev.provenance.dataset_batch(frame, loop.iter.func.value)  # type: ignore[union-attr]
            if batched is None or not batched[2]:
                continue
            span, size, _ = batched
            message = tr("MSD607.message", size=size)
            header = Span(frame.file, loop.lineno, loop.lineno, loop.col_offset, None)
            return [Candidate(self.finding(span, message, fix=Fix(tr("MSD607.fix", size=size)),
                                           evidence=[tr("seen.mindspore", headline=ev.headline)],
                                           related=[Related(header, tr("label.loop_never_runs")),
                                                    *fails_at(Span(frame.file, frame.line, frame.line, 0, None))],
                                           label=tr("label.drops_last_batch", size=size)), Confidence.LIKELY)]
        return []


    def _refused(self, ev: Evidence, frame: Frame) -> list[Candidate]:
        """`model.train(epochs, train_ds)` refusing a dataset with no batch ("There is no valid
        data in dataset"): a training split sized with the validation setting (`n_train =
        int(n * VAL_FRACTION)`), then the `batch(..., drop_remainder=True)` that dropped its rows."""
        statement = source.statement_at(frame.file, frame.line)
        calls = [c for c in ast.walk(statement) if isinstance(c, ast.Call) and _callee(c) in _TAKES_DATASET] \
            if statement is not None else []
        if not calls:
            return []
        call = calls[0]
        position, keyword = _TAKES_DATASET[_callee(call)]
        given = _keyword(call, keyword) or (call.args[position] if len(call.args) > position else None)
        batched = ev.provenance.dataset_batch(frame, given) if given is not None else None
        evidence = [tr("seen.mindspore", headline=ev.headline)]
        refused = fails_at(node_span(frame.file, call), label=tr("label.no_batch_given"))
        found = []
        sized = _split_sized_by_other(ev.reached_files(), "validation" if _callee(call) == "eval" else "train")
        if sized is not None:
            span, setting, split = sized
            found.append(Candidate(self.finding(span, tr("MSD607.message.split", split=split, setting=setting),
                                                fix=Fix(tr("MSD607.fix.split", split=split, setting=setting)),
                                                evidence=evidence, related=refused,
                                                label=tr("label.split_sized_by", setting=setting)), Confidence.LIKELY))
        if batched is not None and batched[2]:
            span, size, _ = batched
            found.append(Candidate(self.finding(span, tr("MSD607.message.refused", size=size, call=_callee(call)),
                                                fix=Fix(tr("MSD607.fix", size=size)), evidence=evidence,
                                                related=refused, label=tr("label.drops_last_batch", size=size)),
                                   Confidence.LIKELY - 0.02 if found else Confidence.LIKELY))
        return found


_NO_SAMPLES = re.compile(r"number of samples is 0")
# `Model.train`/`Model.eval` given a dataset with no batch.
_NO_VALID_DATA = re.compile(r"There is no valid data in dataset")
# The methods that refuse an empty dataset: where their dataset argument is (position, keyword).
_TAKES_DATASET = {"train": (1, "train_dataset"), "eval": (0, "valid_dataset"), "fit": (1, "train_dataset")}
# A split's size and the setting that sizes it: `n_train = int(len(ids) * cfg.VAL_FRACTION)`.
_SPLITS = {"train": re.compile(r"train", re.I), "validation": re.compile(r"val|valid|dev|eval|test|holdout", re.I)}
_FRACTION = re.compile(r"frac|ratio|share|pct|percent|portion|split", re.I)


def _split_sized_by_other(files: set[str], split: str) -> tuple[Span, str, str] | None:
    """An assignment to a split's size (`n_train = ...`) computed from a fraction setting named
    for the other split (`cfg.VAL_FRACTION`): the split was sized with the wrong setting."""
    other = "validation" if split == "train" else "train"
    for file in sorted(files):
        tree = source.parse_file(file)
        for node in source.nodes_of(tree, ast.Assign) if tree is not None else ():
            targets = [t.id for t in node.targets if isinstance(t, ast.Name)]
            if len(targets) != 1 or not _SPLITS[split].search(targets[0]) or _SPLITS[other].search(targets[0]):
                continue
            settings = [ast.unparse(n) for n in ast.walk(node.value) if isinstance(n, (ast.Name, ast.Attribute))
                        and _FRACTION.search(n.attr if isinstance(n, ast.Attribute) else n.id)]
            wrong = [name for name in settings if _SPLITS[other].search(name.rsplit(".", 1)[-1])
                     and not _SPLITS[split].search(name.rsplit(".", 1)[-1])]
            if len(wrong) == 1 and len(settings) == 1:
                return node_span(file, node), wrong[0], split
    return None


_MISSING_COLUMN = re.compile(r"(?:input )?column name: (?P<column>\S+) (?:doesn't|does not) exist in the dataset columns"
                             r"|Invalid (?P<pad>pad_info), column name: (?P<padded>\S+) does not exist")
_DUPLICATE_COLUMN = re.compile(r"duplicate column (?P<column>\S+) already exists when zipping")
_OUTPUT_COUNT = re.compile(r"the number of columns returned in 'map' operations: (?P<returned>\d+), "
                           r"the number of 'output_columns': (?P<declared>\d+)"
                           r"|the number of columns returned in '(?P<batch>per_batch_map)' function should be "
                           r"(?P<expected>\d+) ?, but got: (?P<got>\d+)")


def _maps_output(file: str, node: ast.expr) -> bool:
    """Whether a column name is a `map`'s output column (it replaces a column; a zip's duplicate
    comes from sources and renames)."""
    tree = source.parse_file(file)
    return tree is not None and any(_callee(call) == "map" and any(n is node for n in ast.walk(call))
                                    for call in source.nodes_of(tree, ast.Call))


def _stem(name: str) -> str:
    """`images` and `image`, `labels` and `label` name one column."""
    name = name.lower().lstrip("_")
    return name[:-1] if name.endswith("s") and len(name) > 3 else name


def _source_value_names(ev: Evidence, file: str, given: ast.expr) -> list[str] | None:
    """The names of what a dataset source gives per row, in order: the attributes or names in
    the tuple its class's `__getitem__` returns (`self.images[i], self.labels[i]`), or a generator
    function's `yield`."""
    made = given.func if isinstance(given, ast.Call) else given
    value = ev.provenance.module_value(file, made) if isinstance(made, (ast.Name, ast.Attribute)) else None
    function = getattr(value, "__getitem__", None) if isinstance(value, type) else value if inspect.isfunction(value) else None
    node = source.user_function_node(function)
    outputs = [n.value for n in ast.walk(node) if isinstance(n, (ast.Return, ast.Yield)) and n.value is not None] \
        if node is not None else []
    if len(outputs) != 1 or not isinstance(outputs[0], ast.Tuple):
        return None
    names = []
    for element in outputs[0].elts:
        while isinstance(element, ast.Subscript):
            element = element.value
        if isinstance(element, ast.Attribute):
            names.append(element.attr)
        elif isinstance(element, ast.Name):
            names.append(element.id)
        else:
            return None
    return names


def _callee(call: ast.Call) -> str:
    return call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func, "id", "")


def _keyword(call: ast.Call, name: str) -> ast.expr | None:
    return next((k.value for k in call.keywords if k.arg == name), None)


def _literal(node: ast.expr | None) -> Any:
    try:
        return ast.literal_eval(node) if node is not None else None
    except ValueError:
        return None


_BATCH_SHAPES = re.compile(r"Cannot batch tensors with different shapes in column (?P<column>\d+)\.")


def _line_of(frame: Any) -> Span | None:
    """The line where the program pulled the row, whole (Python 3.10 gives no columns, and 3.11
    gives the loop header's, which may span lines)."""
    return Span(frame.file, frame.line, frame.line, 0, None) if frame is not None else None


def _generator_datasets(ev: Evidence) -> list[Any]:
    """The GeneratorDatasets under every dataset the traceback's frames hold, the iterator's own
    included (a batched, mapped or shuffled dataset keeps its inputs as `children`)."""
    return [d for d in _datasets(ev) if type(d).__name__ == "GeneratorDataset"]


def _datasets(ev: Evidence) -> list[Any]:
    """Every dataset object under those the traceback's frames hold."""
    found: dict[int, Any] = {}
    stack = [value for frame in (ev.eager.frames if ev.eager is not None else [])
             for value in [*frame.locals.values(), *(frame.globals.values() if frame.user else ())]
             if type(value).__module__.startswith("mindspore.dataset")]
    while stack and len(found) < 256:
        value = stack.pop()
        if id(value) in found or not type(value).__module__.startswith("mindspore.dataset"):
            continue
        found[id(value)] = value
        held = getattr(value, "dataset", None) if "iterators" in type(value).__module__ else None
        stack.extend([*(getattr(value, "children", None) or ()), *([held] if held is not None else [])])
    return list(found.values())


def _concatenations() -> Iterator[tuple[str, ast.expr]]:
    """`a + b` and `a.concat(b)` in the user's files: the ways two datasets are concatenated."""
    for file in source.user_files():
        tree = source.parse_file(file)
        for node in ast.walk(tree) if tree is not None else ():
            if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) \
                    and all(isinstance(side, (ast.Name, ast.Call, ast.Attribute)) for side in (node.left, node.right)):
                yield file, node
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "concat" \
                    and len(node.args) == 1 and not isinstance(node.args[0], (ast.List, ast.Tuple)):
                yield file, node


def _construction(dataset: Any, ev: Evidence | None = None) -> Span | None:
    """The `column_names` argument of the one `GeneratorDataset(...)` call in the user's modules
    that names exactly these columns (also a setting of another module, `config.COLUMNS`)."""
    wanted = list(dataset.column_names)
    found: list[Span] = []
    for file, call in source.user_calls():
        argument = _keyword(call, "column_names")
        if argument is None and len(call.args) > 1:
            argument = call.args[1]
        names = _names(argument, file) if argument is not None else None
        if names is None and ev is not None and isinstance(argument, ast.Attribute):
            value = ev.provenance.module_value(file, argument)
            names = list(value) if isinstance(value, (list, tuple)) else None
        if _callee(call) == "GeneratorDataset" and argument is not None and names == wanted:
            found.append(node_span(file, argument))
    return found[0] if len(found) == 1 else None


def _names(node: ast.expr, file: str) -> list[str] | None:
    """A list of string literals, or a module-level name bound to one in the same file."""
    if isinstance(node, (ast.List, ast.Tuple)) and all(isinstance(e, ast.Constant) and isinstance(e.value, str)
                                                       for e in node.elts):
        return [e.value for e in node.elts]  # type: ignore[attr-defined]
    if isinstance(node, ast.Name):
        tree = source.parse_file(file)
        for statement in tree.body if tree is not None else ():
            if isinstance(statement, ast.Assign) and any(isinstance(t, ast.Name) and t.id == node.id
                                                         for t in statement.targets):
                return _names(statement.value, file)
    return None


def _cut_at_the_end(source_object: Any, column: int) -> tuple[Span, Span] | None:
    """For a dataset class whose `__getitem__(i)` returns, as `column`, a slice whose end moves
    with `i` (`self.series[i + w:i + w + h]`) and whose `__len__` returns a count: the `return`
    of `__len__` (which lets `i` run so far that the slice is cut by the end) and the slice."""
    cls = type(source_object)
    getitem, length = getattr(cls, "__getitem__", None), getattr(cls, "__len__", None)
    codes = [getattr(f, "__code__", None) for f in (getitem, length)]
    if None in codes or not all(source.is_user_file(c.co_filename) for c in codes):  # type: ignore[union-attr]
        return None
    read, count = source.user_function_node(getitem), source.user_function_node(length)
    if read is None or count is None or len(read.args.args) < 2:
        return None
    index = read.args.args[1].arg
    returns = [n for n in ast.walk(read) if isinstance(n, ast.Return) and isinstance(n.value, ast.Tuple)]
    counts = [n for n in ast.walk(count) if isinstance(n, ast.Return) and n.value is not None]
    if len(returns) != 1 or len(counts) != 1 or column >= len(returns[0].value.elts):  # type: ignore[union-attr]
        return None
    element = returns[0].value.elts[column]  # type: ignore[union-attr]
    while isinstance(element, ast.Call):  # `window.astype(np.float32)`, `np.asarray(window)`
        if isinstance(element.func, ast.Attribute) and element.func.attr in ("astype", "copy"):
            element = element.func.value
        elif element.args and _callee(element) in ("asarray", "array", "float32", "int32"):
            element = element.args[0]
        else:
            break
    if isinstance(element, ast.Name):
        assigned = source.last_assignment(read, element.id, returns[0].lineno)
        element = assigned.value if isinstance(assigned, ast.Assign) and len(assigned.targets) == 1 else element
    sliced = element.slice if isinstance(element, ast.Subscript) else None
    upper = sliced.upper if isinstance(sliced, ast.Slice) else None
    moving = {index}  # the index, and the names computed from it (`start = i * self.stride`)
    for statement in (n for n in ast.walk(read) if isinstance(n, ast.Assign) and len(n.targets) == 1):
        if isinstance(statement.targets[0], ast.Name) and any(
                isinstance(n, ast.Name) and n.id in moving for n in ast.walk(statement.value)):
            moving.add(statement.targets[0].id)
    if upper is None or not any(isinstance(n, ast.Name) and n.id in moving for n in ast.walk(upper)):
        return None
    file = codes[0].co_filename  # type: ignore[union-attr]
    return node_span(codes[1].co_filename, counts[0]), node_span(file, element)  # type: ignore[union-attr]


def _source_return(source_object: Any) -> Span | None:
    """The last `return` of the source's `__getitem__`, or `yield` of its generator."""
    function = getattr(type(source_object), "__getitem__", None) or (source_object if callable(source_object) else None)
    function = getattr(function, "__func__", function)
    node = source.user_function_node(function)
    if node is None:
        return None
    code = inspect.unwrap(function).__code__  # type: ignore[arg-type]
    given = [n for n in ast.walk(node) if isinstance(n, (ast.Return, ast.Yield)) and n.value is not None]
    return node_span(code.co_filename, given[-1]) if given else None
