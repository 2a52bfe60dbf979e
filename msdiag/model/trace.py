"""Where a value was made, as records: what property of a value is wrong (`Want`), the chain of
places it went through (`Trace`), and the questions a rule may ask about it (`Provenance`).

The engine answers the questions (msdiag/evidence/provenance.py); rules only ask them. A trace
runs from the root, the statement a person must change, down to the last place before the op
that failed: each step is a span with a label, shown under the finding as rustc shows spans.
"""
from __future__ import annotations

import ast
from dataclasses import dataclass, field, replace
from typing import Any, Literal, Protocol

from ..report.records import Related, Span
from .values import ValueFacts, dtype_of, is_tensor, shape_of

WantKind = Literal["dtype", "none", "python", "tensor", "rank", "ndarray", "number", "pytype", "any"]


@dataclass(frozen=True)
class Want:
    """The property that makes a value wrong where it fails: a dtype, being None, being a Python
    number where a tensor was needed, being a tensor where a Python number was needed (with
    `dtype` and `rank` when given), a rank, a Python type (`pytype`: a step count that is a
    `float`, a `method` passed where its result was meant). `any` follows the value whatever it is."""

    kind: WantKind
    dtype: str = ""  # for "dtype": `float32`, `int64`, `bool`...; for "pytype": `float`, `method`...
    rank: int = -1  # for "rank"

    def holds(self, value: Any) -> bool:
        """Whether a live value, or the facts the eager run kept of one, has the property."""
        if isinstance(value, ValueFacts):
            return self._holds_facts(value)
        try:
            if self.kind == "dtype":
                return dtype_of(value) == self.dtype
            if self.kind == "none":
                return value is None
            if self.kind == "python":
                return isinstance(value, (bool, int, float)) and not is_tensor(value)
            if self.kind == "tensor":
                shape = shape_of(value)
                return is_tensor(value) and (not self.dtype or dtype_of(value) == self.dtype) \
                    and (self.rank < 0 or (shape is not None and len(shape) == self.rank))
            if self.kind == "rank":
                shape = shape_of(value)
                return shape is not None and len(shape) == self.rank
            if self.kind == "ndarray":
                return type(value).__module__ == "numpy" and hasattr(value, "shape")
            if self.kind == "number":
                return isinstance(value, int) and not isinstance(value, bool)
            if self.kind == "pytype":
                return type(value).__name__ == self.dtype
            return True
        except Exception:  # noqa: BLE001 - a value that cannot be read does not have the property
            return False

    def _holds_facts(self, facts: ValueFacts) -> bool:
        if self.kind == "dtype":
            return facts.dtype == self.dtype
        if self.kind == "none":
            return facts.kind == "none"
        if self.kind == "python":
            return facts.kind in ("int", "float", "bool")
        if self.kind == "tensor":
            return facts.kind == "tensor" and (not self.dtype or facts.dtype == self.dtype) \
                and (self.rank < 0 or (facts.shape is not None and len(facts.shape) == self.rank))
        if self.kind == "rank":
            return facts.shape is not None and len(facts.shape) == self.rank
        if self.kind == "ndarray":
            return facts.kind == "ndarray"
        if self.kind == "number":
            return facts.kind == "int"
        if self.kind == "pytype":
            return facts.kind == self.dtype
        return True

    def describe(self) -> str:
        if self.kind == "dtype":
            return self.dtype
        if self.kind == "none":
            return "None"
        if self.kind == "python":
            return "a Python number"
        if self.kind == "tensor":
            return "a tensor"
        if self.kind == "rank":
            return f"rank {self.rank}"
        if self.kind == "ndarray":
            return "a NumPy array"
        if self.kind == "number":
            return "the number"
        if self.kind == "pytype":
            return f"a {self.dtype}"
        return "the value"


@dataclass(frozen=True)
class Step:
    """One place on a trace: where it is, what happens there, and the source text."""

    span: Span
    label: str
    text: str = ""
    # "omitted" when the root is a call that left a parameter at its default (`name`): the fix
    # passes it there; "chosen" when arithmetic chose a dtype (NumPy's promotion) or a dtype was
    # written out; "wrapped" when a Python number was made a tensor; "stopped" when the reading
    # stopped at a computation it cannot see into (the value was not shown to be made there);
    # "swapped" when a call passes positional arguments in another order than the callee takes
    # them (`name`: the signature); "ignored" when a helper returns a value without reading its
    # parameter `name`; empty otherwise.
    kind: str = ""
    name: str = ""  # "omitted": the parameter left out; "wrapped": the number as written

    def related(self) -> Related:
        return Related(self.span, self.label)


@dataclass(frozen=True)
class Trace:
    """A value followed back to where its offending property was introduced.

    `root` is the statement to change; `hops` are the places in between, root side first (the
    argument it was passed as, the helper that returned it). `name` is what was traced as the
    failing code calls it."""

    name: str
    root: Step
    hops: tuple[Step, ...] = ()
    want: Want = field(default_factory=lambda: Want("any"))

    def related(self) -> tuple[Related, ...]:
        """The hops as labelled spans; a hop on the root's own line adds nothing and is left out."""
        root = self.root.span
        return tuple(step.related() for step in self.hops if not step.span.covers(root.file, root.line))

    def default_first(self) -> "Trace | None":
        """For a trace whose root is a call that left a parameter at its default: the same chain
        with the default as the root and that call as the next step (a helper's default chose
        the value; the call that kept it is the other place). None for any other trace."""
        if self.root.kind != "omitted" or not self.hops:
            return None
        return replace(self, root=self.hops[0], hops=(self.root, *self.hops[1:]))

    def passes_through(self, file: str, line: int) -> bool:
        return any(step.span.covers(file, line) for step in (self.root, *self.hops))


@dataclass(frozen=True)
class LayerTrace:
    """A sub-cell a user line calls, and where the size it was built with was chosen."""

    layer: Any
    trace: Trace
    built: str  # "built in `Net.__init__`"


class Provenance(Protocol):
    """The questions a rule may ask about where things were made, for one failure."""

    def value(self, want: Want) -> Trace | None:
        """The innermost value of the failing call chain that has `want`'s property, traced back."""

    def layout(self, frame: Any, node: ast.expr) -> Trace | None:
        """Where the value of `node` in an eager frame got its axis order (a transpose, a stack,
        the config value a transpose was given)."""

    def returned(self, want: Want) -> Trace | None:
        """The output of the user's model with `want`'s property, when it fails only in what
        consumes it (a loss): traced back through the model's `construct` returns."""

    def name(self, frame: Any, name: str, want: Want) -> Trace | None:
        """The value `name` has in an eager frame, traced back."""

    def expression(self, frame: Any, node: ast.expr, want: Want, element: int | None = None,
                   items: bool = False) -> Trace | None:
        """The value of an expression of the line `frame` stopped at, traced back; with `element`,
        only that element of the tuple it gives (`shape[1]` of `shape = grid(...)`); with
        `items` (the values of a list are wrong, not its length), through a list that scales the
        items of another (`[e * steps for e in epochs]`) to that other."""

    def written(self, span: Span, node: ast.expr, want: Want) -> Trace | None:
        """An expression of the user's source at `span`, read as the source has it (with what the
        eager run saw of its function, when it ran), traced back."""

    def attribute(self, owner: Any, attribute: str) -> Trace | None:
        """Where `owner.<attribute>` was set (the `__init__` line, or where a recorded object was made)."""

    def swapped(self, frame: Any, node: ast.expr) -> Trace | None:
        """A parameter of the frame's function given, by its caller, the positional argument named
        like another parameter (arguments in another order): that call."""

    def layer(self, call: ast.Call, frame: Any, inner: Any = None, everywhere: bool = False) -> LayerTrace | None:
        """The sub-cell a call invokes (or `inner`, a layer inside it that failed), followed to
        where the size it was built with was chosen; with `everywhere` (a size too small for the
        data wherever it is used), past the layers that share it, to where it was written."""

    def repeated(self, layer: Any) -> Trace | None:
        """The count of the loop that built a layer again and again, traced to where it was chosen."""

    def map_operations(self, frame: Any) -> list[tuple[str, ast.Call]]:
        """The transforms written in the `map` stages of the dataset a loop at the line `frame`
        stopped at iterates (`for x, y in loader(8).create_tuple_iterator()`), with their files."""

    def source_element(self, source_object: Any, element: int, want: Want) -> Trace | None:
        """Element `element` of what a dataset source returns (its `__getitem__`, or the generator
        it is), followed to where it got `want`'s property (among several `return`s, the one)."""

    def watched_input(self, index: int, want: Want) -> Trace | None:
        """Input `index` of the watched call, traced from the user's call: its argument, or the
        dataset column `model.train(epochs, data)` gave it."""

    def dataset_batch(self, frame: Any, node: ast.expr) -> tuple[Span, int, bool] | None:
        """For a dataset expression of the line `frame` stopped at (or of its function): the
        pipeline's `batch` call, its batch size and whether it drops the smaller last batch."""

    def batched(self, frame: Any, name: str) -> tuple[Span, int, bool] | None:
        """For a name bound by a loop over a dataset's iterator at the line `frame` stopped at: the
        pipeline's `batch` call, its batch size and whether it drops the smaller last batch."""

    def built_argument(self, owner: Any, attribute: str, layer: Any, parameter: str,
                       wanted: int | None = None) -> Trace | None:
        """The argument `parameter` of the call that built `layer` (held as `owner.<attribute>`),
        followed to where it was written, past the layers that share it (the whole model was
        built with it), and into a helper that computed it when `wanted` (the size it should
        have been) is known; else the call itself."""

    def made_size(self, trace: Trace, axis: int, wanted: int | None = None, follow: bool = True) -> Trace | None:
        """For a trace that ends where a tensor was made (`np.ones((size, size))`, perhaps in a
        helper that returned it): where the size of its axis `axis` was chosen, followed like a
        layer's size (the helper's parameter to its caller's argument, constructor parameters,
        config values); the trace's own steps are kept as hops. Without `follow`, the statement
        that writes the shape (`shape = (num_layers, batch, hidden)`), when it is not the creation's."""

    def constant(self, file: str, node: ast.expr) -> Trace | None:
        """A config value (module constant, dict entry, dataclass field) named in `file`: its definition."""

    def created_at(self, obj: Any) -> Span | None:
        """Where an object (Cell, Parameter, Tensor) was made, when msdiag saw it being made."""

    def cast_at(self, cell: Any) -> tuple[Span, str] | None:
        """Where `cell.to_float(dtype)` was called, and the dtype, when msdiag saw it."""


class NoProvenance:
    """Answers nothing: for evidence built without the engine (tests of pure rule logic)."""

    def value(self, want: Want) -> Trace | None:
        return None

    def returned(self, want: Want) -> Trace | None:
        return None

    def layout(self, frame: Any, node: ast.expr) -> Trace | None:
        return None

    def name(self, frame: Any, name: str, want: Want) -> Trace | None:
        return None

    def expression(self, frame: Any, node: ast.expr, want: Want, element: int | None = None,
                   items: bool = False) -> Trace | None:
        return None

    def written(self, span: Span, node: ast.expr, want: Want) -> Trace | None:
        return None

    def attribute(self, owner: Any, attribute: str) -> Trace | None:
        return None

    def swapped(self, frame: Any, node: ast.expr) -> Trace | None:
        return None

    def layer(self, call: ast.Call, frame: Any, inner: Any = None, everywhere: bool = False) -> LayerTrace | None:
        return None

    def repeated(self, layer: Any) -> Trace | None:
        return None

    def map_operations(self, frame: Any) -> list[tuple[str, ast.Call]]:
        return []

    def source_element(self, source_object: Any, element: int, want: Want) -> Trace | None:
        return None

    def watched_input(self, index: int, want: Want) -> Trace | None:
        return None

    def dataset_batch(self, frame: Any, node: ast.expr) -> tuple[Span, int, bool] | None:
        return None

    def batched(self, frame: Any, name: str) -> tuple[Span, int, bool] | None:
        return None

    def built_argument(self, owner: Any, attribute: str, layer: Any, parameter: str,
                       wanted: int | None = None) -> Trace | None:
        return None

    def made_size(self, trace: Trace, axis: int, wanted: int | None = None, follow: bool = True) -> Trace | None:
        return None

    def constant(self, file: str, node: ast.expr) -> Trace | None:
        return None

    def created_at(self, obj: Any) -> Span | None:
        return None

    def cast_at(self, cell: Any) -> tuple[Span, str] | None:
        return None
