"""Rules for tensors whose dtype does not fit the op they reach, traced to where the dtype was chosen."""
from __future__ import annotations

import ast
import re
from typing import Any, Iterable

from .. import source
from ..evidence import Evidence, call_at
from ..i18n import tr
from ..model import Fix
from ..provenance import attribute_origin, value_origin
from ..values import describe, dtype_of, is_tensor
from . import Candidate, Rule, register

_FLOAT64 = re.compile(r"Float64|float64|Double", re.IGNORECASE)
_INT64_LABEL = re.compile(r"Int64|int64")
_LABEL_OPS = re.compile(r"SparseSoftmaxCrossEntropy|SoftmaxCrossEntropy|NLLLoss|nll_loss|CrossEntropy|cross_entropy|OneHot|label|target", re.IGNORECASE)
_FLOAT16 = re.compile(r"Float16|float16|BFloat16|bfloat16", re.IGNORECASE)
_TYPE_WORDS = re.compile(r"type|dtype|same", re.IGNORECASE)
_NONE = re.compile(r"\(None\)|NoneType|got None|=None\b|None\b.*(?:not supported|is not)|'None'", re.IGNORECASE)
# "the input type must be same": no dtype named, so the eager values decide which rule it is.
_UNNAMED_MISMATCH = re.compile(r"type must be same|should be same|must have the same (?:data )?type", re.IGNORECASE)
_INDEX = re.compile(r"indices|index|Gather|mask", re.IGNORECASE)


_EXPLICIT_FLOAT = re.compile(r"\b(?:ms|mindspore|mstype|np|numpy)\.(?:b?float(?:16|32|64)|half|double)\b|dtype=\s*['\"]?float")
# Which argument is the index or mask, for the ops that take one.
_INDEX_POSITION = {"gather": 1, "gather_elements": 2, "index_select": 2, "masked_fill": 1, "masked_select": 1,
                   "scatter": 2, "take_along_dim": 1, "one_hot": 0, "embedding": 1}


def _callee(call: ast.Call) -> str | None:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else None


def _is_self(node: ast.expr) -> bool:
    while isinstance(node, ast.Attribute):
        node = node.value
    return isinstance(node, ast.Name) and node.id == "self"


def _type_error(ev: Evidence) -> str:
    return f"{ev.headline}\n{ev.graph.detail[:2000]}\n{ev.eager_message}"


def _with_dtype(*names: str):  # noqa: ANN202 - a small predicate factory
    def predicate(value: Any) -> bool:
        dtype = dtype_of(value)
        return dtype is not None and dtype in names and is_tensor(value)

    return predicate


class _DtypeOriginRule(Rule):
    """Shared logic: follow the offending tensor back to the line that chose its dtype."""

    dtypes: tuple[str, ...] = ()
    unnamed_ok = False  # may claim "type must be same" errors when the eager values show its dtype

    def applies(self, text: str) -> bool:
        raise NotImplementedError

    def fix_title(self) -> str:
        return tr(f"{self.code}.fix")

    def message(self, name: str, value_text: str, span_line: int) -> str:
        raise NotImplementedError

    def check(self, ev: Evidence) -> Iterable[Candidate]:
        text = _type_error(ev)
        unnamed = not self.applies(text)
        if unnamed and not (self.unnamed_ok and _UNNAMED_MISMATCH.search(text)):
            return []
        failing = ev.failing_span()
        traced = value_origin(ev, _with_dtype(*self.dtypes), follow_calls=True)
        evidence = [f"MindSpore: {ev.headline}"]
        if traced is None and unnamed:
            return []
        if traced is None:
            if failing is None:
                return []
            return [Candidate(self.finding(failing, self.message(tr("dtype.a_tensor"), "", failing.line), fix=Fix(self.fix_title()),
                                           evidence=evidence), 0.5)]
        name, origin = traced
        evidence.append(f"`{name}` is {self.dtypes[0]} ({origin.how} at line {origin.span.line}: `{origin.text.strip()[:80]}`)")
        message = self.message(name, origin.text.strip(), failing.line if failing else origin.span.line)
        context = [failing] if failing is not None else []
        return [Candidate(self.finding(origin.span, message, fix=Fix(self.fix_title()), evidence=evidence, context=context), 0.85)]


@register
class Float64Input(_DtypeOriginRule):
    """A float64 tensor reaches layers whose parameters are float32.

    ## What it does
    Finds float64 tensors (NumPy's default float type, so `Tensor(np.random.randn(...))` is float64)
    that reach a float32 layer or op, and points at the line that created the tensor.

    ## Why is this bad?
    MindSpore does not promote float64 to float32 inside layers: `MatMul`, `Conv2D` and friends
    require equal input dtypes. Graph mode reports it at the primitive; the dtype was chosen where
    the input was made.

    ## Example
    ```python
    x = ms.Tensor(np.random.randn(8, 32))        # float64
    ```

    ## Use instead
    ```python
    x = ms.Tensor(np.random.randn(8, 32), ms.float32)
    ```
    """

    code = "MSD501"
    name = "float64-input"
    dtypes = ("float64",)
    unnamed_ok = True

    def applies(self, text: str) -> bool:
        return bool(_FLOAT64.search(text)) and bool(_TYPE_WORDS.search(text))

    def message(self, name: str, value_text: str, span_line: int) -> str:
        return tr("MSD501.message", name=name, line=span_line)


@register
class LabelDtype(_DtypeOriginRule):
    """Integer labels are int64 where the loss needs int32.

    ## What it does
    Finds int64 label tensors (NumPy's default integer type) reaching a loss or one-hot op that
    requires int32, and points at the line that created the labels.

    ## Why is this bad?
    `nn.SoftmaxCrossEntropyWithLogits(sparse=True)` and similar ops accept int32 labels on every
    backend; the graph compiler rejects the int64 input at the primitive, far from where the labels
    were made.

    ## Example
    ```python
    labels = ms.Tensor(np.array([1, 0, 3]))      # int64
    ```

    ## Use instead
    ```python
    labels = ms.Tensor(np.array([1, 0, 3]), ms.int32)
    ```
    """

    code = "MSD502"
    name = "label-dtype"
    dtypes = ("int64",)

    def applies(self, text: str) -> bool:
        return bool(_INT64_LABEL.search(text)) and bool(_LABEL_OPS.search(text))

    def message(self, name: str, value_text: str, span_line: int) -> str:
        return tr("MSD502.message", name=name, line=span_line)


@register
class FloatIndex(_DtypeOriginRule):
    """A float tensor is used as indices or as a mask.

    ## What it does
    Finds float tensors passed where an op needs integer indices (`gather`, `Embedding`, indexing) or
    a boolean mask (`masked_fill`, `select`), and points at the line that made the float tensor.

    ## Why is this bad?
    Index and mask inputs have fixed integer or bool dtypes; graph mode rejects the float input at
    the primitive, often with a message that does not name the argument.

    ## Example
    ```python
    ids = ops.floor(positions * scale)            # still float32
    out = ops.gather(table, ids, 0)
    ```

    ## Use instead
    ```python
    ids = ops.floor(positions * scale).astype(ms.int32)
    ```
    """

    code = "MSD503"
    name = "float-index"
    dtypes = ("float32", "float16", "float64")

    def applies(self, text: str) -> bool:
        return bool(_INDEX.search(text)) and bool(re.search(r"Float|float", text)) and not _NONE.search(text)

    def check(self, ev: Evidence) -> Iterable[Candidate]:
        # The float tensor that matters is an argument of the failing call, not any float local:
        # the fix (a cast, or an integer/bool tensor) belongs at that call.
        text = _type_error(ev)
        if not self.applies(text):
            return []
        failing = ev.failing_span()
        if failing is None:
            return []
        call = call_at(failing)
        frame = ev.eager_frame()
        evidence = [f"MindSpore: {ev.headline}"]
        culprit = ""
        if call is not None:
            from ..evidence import resolve_expression

            arguments = list(call.args) + [k.value for k in call.keywords]
            role = _INDEX_POSITION.get(_callee(call))
            if role is not None and role < len(call.args):
                arguments = [call.args[role]]
            for argument in arguments:
                target = argument.value if isinstance(argument, ast.Subscript) else argument
                value = resolve_expression(target, frame.locals) if frame is not None else None
                if value is None and ev.target.kind == "cell" and isinstance(target, ast.Attribute):
                    value = resolve_expression(target, {"self": ev.target.obj}) if _is_self(target) else None
                if value is not None and dtype_of(value) in self.dtypes:
                    culprit = ast.unparse(argument)
                    evidence.append(f"`{ast.unparse(target)}` is {describe(value)}")
                    break
        what = f"`{culprit}`" if culprit else tr("MSD503.a_float_tensor")
        span, context = failing, []
        if culprit.isidentifier() and frame is not None:
            # Where the float dtype was named explicitly (`Tensor(..., ms.float32)`, `ones(..., float32)`),
            # that line chose it; otherwise the cast belongs at the op.
            from ..provenance import trace_name_in_chain

            origin = trace_name_in_chain(ev, frame, culprit)
            if origin is not None and _EXPLICIT_FLOAT.search(origin.text):
                span, context = origin.span, [failing]
        message = tr("MSD503.message.op", what=what, op=ev.op or tr("op.unnamed"), line=failing.line)
        return [Candidate(self.finding(span, message, fix=Fix(self.fix_title()), evidence=evidence, context=context), 0.85)]

    def message(self, name: str, value_text: str, span_line: int) -> str:
        return tr("MSD503.message", name=name, line=span_line)


@register
class MixedPrecisionMismatch(Rule):
    """A float16 layer or parameter meets a float32 tensor in an op that needs equal dtypes.

    ## What it does
    Finds ops whose inputs are float16 and float32 at once, and points at the line that made the
    float16 side: a `to_float(ms.float16)`, a Parameter created as float16, an `astype`.

    ## Why is this bad?
    Many primitives (`MatMul`, `BiasAdd`, `Concat`) require all inputs to share one dtype and do not
    promote. Graph mode reports the primitive; the dtype was chosen in `__init__`.

    ## Example
    ```python
    self.proj = nn.Dense(64, 64).to_float(ms.float16)
    ```

    ## Use instead
    ```python
    self.proj = nn.Dense(64, 64)   # or cast the input: self.proj(x.astype(ms.float16))
    ```
    """

    code = "MSD504"
    name = "mixed-precision-mismatch"

    def check(self, ev: Evidence) -> Iterable[Candidate]:
        text = _type_error(ev)
        if not (_FLOAT16.search(text) or "must be same" in text or "should be same" in text):
            return []
        if _FLOAT64.search(text) or re.search(r"got '?\w*'?\s*(?:with type )?Tensor\[(?:U?Int|Bool)", text):
            return []
        failing = ev.failing_span()
        if failing is None:
            return []
        frame = ev.eager_frame()
        call = call_at(failing)
        evidence = [f"MindSpore: {ev.headline}"]
        owner = frame.locals.get("self") if frame is not None else None
        if owner is None and ev.target.kind == "cell":
            owner = ev.target.obj
        if call is not None:
            attributes = [n.attr for n in ast.walk(call) if isinstance(n, ast.Attribute)
                          and isinstance(n.value, ast.Name) and n.value.id == "self"]
            for attribute in attributes:
                origin = attribute_origin(owner, attribute) if owner is not None else None
                if origin is not None and _FLOAT16.search(origin.text):
                    message = tr("MSD504.message.attribute", attribute=attribute, how=origin.how, line=failing.line)
                    fix = Fix(tr("MSD504.fix.attribute"))
                    return [Candidate(self.finding(origin.span, message, fix=fix, evidence=evidence, context=[failing]), 0.85)]
        traced = value_origin(ev, _with_dtype("float16", "bfloat16"))
        if traced is not None:
            name, origin = traced
            message = tr("MSD504.message.traced", name=name, line=failing.line)
            fix = Fix(tr("MSD504.fix.traced"))
            return [Candidate(self.finding(origin.span, message, fix=fix, evidence=evidence, context=[failing]), 0.8)]
        fp16 = _float16_sites(owner) if owner is not None else []
        if fp16:
            origin = fp16[0]
            message = tr("MSD504.message.site", line=failing.line)
            return [Candidate(self.finding(origin.span, message, fix=Fix(tr("MSD504.fix.site")),
                                           evidence=evidence, context=[failing]), 0.7)]
        if _FLOAT16.search(text):
            return [Candidate(self.finding(failing, tr("MSD504.message.unlocated", line=failing.line),
                                           fix=Fix(tr("MSD504.fix.unlocated")), evidence=evidence), 0.6)]
        return []


def _float16_sites(owner: Any) -> list[Any]:
    """`self.x = ...float16...` statements in the classes of the model tree."""
    sites = []
    cells = [cell for _, cell in owner.cells_and_names()] if hasattr(owner, "cells_and_names") else [owner]
    for cell in cells:
        for name in list(vars(cell).get("_cells", {})) + list(vars(cell).get("_params", {})):
            origin = attribute_origin(cell, name)
            if origin is not None and _FLOAT16.search(origin.text):
                sites.append(origin)
    return sites


@register
class NoneReachingOp(Rule):
    """`None` reaches an op that needs a tensor.

    ## What it does
    Finds ops that receive `None`, typically an optional argument such as `attention_mask=None` that
    the caller did not pass, and names the variable and where its `None` came from.

    ## Why is this bad?
    Graph mode builds the op with a `None` input and fails at compile time with a message like
    `Failed calling add with "add(None)"`, without saying which variable was `None`.

    ## Example
    ```python
    def construct(self, x, mask=None):
        return x + mask
    ```

    ## Use instead
    ```python
    def construct(self, x, mask=None):
        if mask is not None:
            x = x + mask
        return x
    ```
    """

    code = "MSD505"
    name = "none-reaching-op"

    def check(self, ev: Evidence) -> Iterable[Candidate]:
        text = _type_error(ev)
        if not _NONE.search(text):
            return []
        failing = ev.failing_span()
        if failing is None:
            return []
        frame = ev.eager_frame()
        evidence = [f"MindSpore: {ev.headline}"]
        nones: list[str] = []
        tree = source.parse_file(failing.file)
        statement = source.innermost(tree, ast.stmt, failing.line) if tree is not None else None
        if frame is not None and statement is not None:
            used = {n.id for n in ast.walk(statement) if isinstance(n, ast.Name)}
            nones = [name for name in sorted(used) if name in frame.locals and frame.locals[name] is None]
        if nones:
            name = nones[0]
            where = _none_source(ev, frame, name) if frame is not None else ""
            message = tr("MSD505.message", name=name, line=failing.line, where=where)
            evidence.append(f"eager re-run: `{name}` = None")
        else:
            message = tr("MSD505.message.unnamed", line=failing.line)
        fix = Fix(tr("MSD505.fix"))
        return [Candidate(self.finding(failing, message, fix=fix, evidence=evidence), 0.8)]


def _none_source(ev: Evidence, frame: Any, name: str) -> str:
    tree = source.parse_file(frame.file)
    function = source.enclosing_function(tree, frame.line) if tree is not None else None
    if function is None:
        return ""
    defaults = dict(zip([a.arg for a in function.args.args][-len(function.args.defaults):] if function.args.defaults else [],
                        function.args.defaults))
    if name in defaults and isinstance(defaults[name], ast.Constant) and defaults[name].value is None:
        return tr("MSD505.default", function=function.name, name=name)
    return ""

