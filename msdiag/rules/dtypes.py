"""Rules for tensors whose dtype does not fit the op they reach, traced to where the dtype was chosen."""
from __future__ import annotations

import ast
import inspect
import linecache
import re
import sys
from dataclasses import replace
from typing import Any, Iterable

from ..locale import tr
from ..model import msapi, source
from ..model.facts import Evidence, Frame, argument_of, call_at, frame_span, resolve_expression
from ..model.source import node_span
from ..model.trace import Step, Trace, Want
from ..model.values import KEEPS_DTYPE, describe, dtype_name, dtype_of, is_number, is_tensor, shape_of
from ..report.records import Fix, Related, Span
from .base import Candidate, Confidence, Rule, fails_at

_FLOAT64 = re.compile(r"Float64|float64|Double", re.IGNORECASE)
_INT64_LABEL = re.compile(r"Int64|int64")
_LABEL_OPS = re.compile(r"SparseSoftmaxCrossEntropy|SoftmaxCrossEntropy|NLLLoss|nll_loss|CrossEntropy|cross_entropy|OneHot|label|target", re.IGNORECASE)
# What an op says it received: "but got Tensor[Int64]", "but got: Tensor[Float32] and Tensor[Int64]",
# "'x1' with type Tensor[Int64]", "but get input[Float32 Int64 ]", "name:[x]:Tensor[Int64]",
# "but got 'mindspore.int64'".
_GOT = re.compile(r"(?:but got:?|but get|with type|name:\[\w+\]:)\s*((?:'?mindspore\.)?[^.\n]*)")
_FLOAT16 = re.compile(r"Float16|float16|BFloat16|bfloat16", re.IGNORECASE)
_TYPE_WORDS = re.compile(r"type|dtype|same|should be one of", re.IGNORECASE)
_NONE = re.compile(r"\(None\)|NoneType|got None|=None\b|None\b.*(?:not supported|is not)|'None'|"
                   r"cannot be both empty", re.IGNORECASE)
# "the input type must be same": no dtype named, so the eager values decide which rule it is.
_UNNAMED_MISMATCH = re.compile(r"type must be same|should be same|must have the same (?:data )?type", re.IGNORECASE)
# A tensor dtype named in MindSpore's text (`Tensor[Float16]`).
_NAMED_TENSOR_DTYPE = re.compile(r"Tensor\[(?:Float|Int|UInt|Bool|BFloat)\d*\]", re.IGNORECASE)
_INDEX = re.compile(r"indices|index|segment_ids|Gather|mask|condition|(?-i:\[Select\]|'Select')|OneHot|Embedding", re.IGNORECASE)


# Which argument is the index or mask, for the ops that take one.
# For method calls (`x.masked_fill(mask, v)`) the receiver takes the first place.
_INDEX_POSITION = {"gather": 1, "gather_elements": 2, "index_select": 2, "masked_fill": 1, "masked_select": 1,
                   "scatter": 2, "take_along_dim": 1, "one_hot": 0, "embedding": 1, "where": 0, "select": 0,
                   "unsorted_segment_sum": 1, "unsorted_segment_max": 1, "unsorted_segment_min": 1,
                   "unsorted_segment_prod": 1, "segment_sum": 1, "scatter_add": 1, "index_add": 2,
                   "gather_nd": 1, "tensor_scatter_add": 1, "tensor_scatter_update": 1, "scatter_nd": 0,
                   "tensor_scatter_elements": 1, "scatter_nd_add": 1, "scatter_nd_update": 1}
# A kernel that exists for no dtype of the inputs it got ("Select CPU operator[ScatterNd] fail!
# Unsupported data type!"): the message names no input, the eager values tell which.
_KERNEL_DTYPE = re.compile(r"operator\[\w+\] fail! Unsupported data type", re.IGNORECASE)
_FUNCTION_MODULES = ("ops", "F", "P", "mint", "functional", "nn", "ms", "mindspore", "np", "numpy")


def _callee(call: ast.Call) -> str | None:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else None


def _is_self(node: ast.expr) -> bool:
    while isinstance(node, ast.Attribute):
        node = node.value
    return isinstance(node, ast.Name) and node.id == "self"


# Kernel-selection errors list every dtype the kernel supports before the ones it got: only the
# latter say what is wrong ("but get input[Float32 Float32 Float32]").
_SUPPORTED_LIST = re.compile(r"The supported data types are .*?, but get ", re.DOTALL)


def _type_error(ev: Evidence) -> str:
    return _SUPPORTED_LIST.sub("but get ", f"{ev.headline}\n{ev.graph.detail[:4000]}\n{ev.eager_message}")


def _role_argument(call: ast.Call) -> ast.expr | None:
    """The argument that must be an index or a mask, for the ops that take one."""
    role = _INDEX_POSITION.get(_callee(call) or "")
    if role is None:
        return None
    if isinstance(call.func, ast.Attribute) and not (isinstance(call.func.value, ast.Name)
                                                     and call.func.value.id in _FUNCTION_MODULES):
        role -= 1  # a method of the tensor: `x.masked_fill(mask, value)`
        if role < 0:
            return call.func.value
    return call.args[role] if 0 <= role < len(call.args) else None


def _tensor_dtype_want(dtypes: tuple[str, ...], value: object) -> Want | None:
    dtype = dtype_of(value)
    return Want("dtype", dtype) if dtype in dtypes and is_tensor(value) else None


def _innermost_value(ev: Evidence, dtypes: tuple[str, ...]) -> Trace | None:
    """The innermost tensor of the failing chain with one of `dtypes`, traced to where it was made."""
    for dtype in dtypes:
        traced = ev.provenance.value(Want("dtype", dtype))
        if traced is not None:
            return traced
    for dtype in dtypes:
        # Only what consumes the model's output failed (a loss): the model made it.
        traced = ev.provenance.returned(Want("dtype", dtype))
        if traced is not None:
            return traced
    return None


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

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        text = _type_error(ev)
        unnamed = not self.applies(text)
        if unnamed and not (self.unnamed_ok and _UNNAMED_MISMATCH.search(text)):
            return []
        if unnamed and _NAMED_TENSOR_DTYPE.search(text):
            # "got 'x1' with type Tensor[Float16] and 'x2' with type Tensor[Float32]": MindSpore named
            # the clashing dtypes and none is this rule's; a float64 array further up is not the one.
            return []
        failing = ev.failing_span()
        traced = _innermost_value(ev, self.dtypes)
        evidence = [tr("seen.mindspore", headline=ev.headline)]
        if traced is None and unnamed:
            return []
        if traced is None:
            if failing is None:
                return []
            return [Candidate(self.finding(failing, self.message(tr("dtype.a_tensor"), "", failing.line),
                                           fix=Fix(self.fix_title()), evidence=evidence), Confidence.EXPLAINED)]
        evidence.append(tr("seen.traced", name=traced.name, what=traced.want.describe(), line=traced.root.span.line,
                           text=traced.root.text[:80]))
        # Failing inside MindSpore's own layers, the op is reached from the watched call's line.
        site = ev.target.call_site
        message = self.message(traced.name, traced.root.text,
                               failing.line if failing else site.line if site is not None else traced.root.span.line)
        return [self.traced(traced, message, failing=failing,
                            failing_label=tr("label.op_needs", op=ev.op or tr("op.unnamed")),
                            fix=Fix(self.fix_title()), evidence=evidence, confidence=Confidence.LIKELY)]


class Float64Input(_DtypeOriginRule):
    """A float64 tensor reaches layers whose parameters are float32.

    ## What it does
    Finds float64 tensors (NumPy's default float type, so `Tensor(np.random.randn(...))` is float64)
    that reach a float32 layer or op, and points at the line that created the tensor. A data
    helper whose `return` is float math over what it computed itself (`return np.log1p(spec)`
    of an FFT magnitude) is where its result gets its dtype: that `return` is the line. The
    tensor is followed through the calls that hand it on, also a batch spread into a step
    (`train_step(*batch)`) and on into the network as `net(*inputs[:-1])`.

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
        # A failed MultitypeFuncGraph dispatch lists the argument types it got: a Python float
        # shows as `mindspore.float64` there without any float64 tensor.
        return bool(_FLOAT64.search(text)) and bool(_TYPE_WORDS.search(text)) and "cannot find fn match" not in text

    def message(self, name: str, value_text: str, span_line: int) -> str:
        return tr("MSD501.message", name=name, line=span_line)


class LabelDtype(_DtypeOriginRule):
    """Integer labels are int64 where the loss needs int32.

    ## What it does
    Finds int64 label tensors (NumPy's default integer type) reaching a loss or one-hot op that
    requires int32, and points at the line that created the labels. When integer class indices
    reach `nn.SoftmaxCrossEntropyWithLogits` built without `sparse=True` (it then takes one-hot
    float labels), it points at the line that built the loss.

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
        # int64 must be what the op got, not one of the dtypes it lists as accepted.
        got = _GOT.findall(text)
        return bool(_LABEL_OPS.search(text)) and any(_INT64_LABEL.search(g) for g in got)

    def message(self, name: str, value_text: str, span_line: int) -> str:
        return tr("MSD502.message", name=name, line=span_line)

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        dense = _dense_label_loss(ev)
        if dense is None:
            return super().on_failure(ev)
        # Class indices given to a loss built for one-hot (dense) labels: the loss's build is the
        # place (`sparse=True`), whatever dtype the indices have.
        loss, labels = dense
        built = ev.provenance.created_at(loss)
        if built is None:
            return super().on_failure(ev)
        name = type(loss).__name__
        evidence = [tr("seen.mindspore", headline=ev.headline), tr("seen.value", name="labels", value=describe(labels))]
        site = ev.target.call_site
        failing = ev.failing_span() or (frame_span(site) if site is not None else None)
        message = tr("MSD502.message.sparse", loss=name, dtype=dtype_of(labels))
        related = fails_at(failing, label=tr("label.labels_given", loss=name)) if failing is not None else []
        return [Candidate(self.finding(built, message, related=related, fix=Fix(tr("MSD502.fix.sparse", loss=name)),
                                       evidence=evidence, label=tr("label.built_dense", loss=name)), Confidence.ROOT)]


def _dense_label_loss(ev: Evidence) -> tuple[Any, Any] | None:
    """A MindSpore loss built for one-hot labels (`SoftmaxCrossEntropyWithLogits` without
    `sparse=True`) that the eager re-run found given integer class indices: the loss and the labels."""
    if ev.eager is None or "SoftmaxCrossEntropyWithLogits" not in _type_error(ev):
        return None
    for frame in reversed(ev.eager.frames):
        loss = frame.locals.get("self")
        if type(loss).__name__ != "SoftmaxCrossEntropyWithLogits" or getattr(loss, "sparse", True) is not False:
            continue
        labels, logits = frame.locals.get("labels"), frame.locals.get("logits")
        # Class indices have one axis fewer than the logits; integer one-hot rows (same shape) are
        # labels of the right kind in the wrong dtype, made where they were made.
        if is_tensor(labels) and (dtype_of(labels) or "").startswith(("int", "uint")) and is_tensor(logits) \
                and len(shape_of(labels) or ()) == len(shape_of(logits) or ()) - 1:
            return loss, labels
    return None


class FloatIndex(_DtypeOriginRule):
    """A float tensor is used as indices or as a mask.

    ## What it does
    Finds float tensors passed where an op needs integer indices (`gather`, `Embedding`, indexing,
    segment ids) or a boolean mask (`masked_fill`, `select`), and points at the line that made the
    float tensor, also in a data helper or a store of experience the batch was taken from. A
    kernel that exists for no dtype it got ("Select CPU operator[ScatterNd] fail! Unsupported data
    type!") is read the same way when the eager values show a float index argument.

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
        # `range()` of a float tensor also says "index" (PyNative) and "Float32": MSD305's.
        return bool(_INDEX.search(text)) and bool(re.search(r"Float|float", text)) and not _NONE.search(text) \
            and "make_range" not in text

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        # The float tensor that matters is the index or mask argument of the failing call; it is
        # followed back to where it became float (a cast, a float constructor, arithmetic with a float).
        text = _type_error(ev)
        kernel = not self.applies(text) and _KERNEL_DTYPE.search(text) is not None
        if not (self.applies(text) or kernel) or _none_compared(ev):
            return []  # `mask == 0` of a None mask is a Python bool: MSD505's
        failing = ev.failing_span()
        if failing is None:
            return []
        call = call_at(failing)
        frame = ev.eager_frame()
        evidence = [tr("seen.mindspore", headline=ev.headline)]
        culprit, want = self._culprit(ev, call, frame)
        if kernel and (want is None or (call is not None and culprit is not _role_argument(call))):
            return []  # no kernel for some dtype, but not a float index the eager values show
        if culprit is not None and want is None and frame is not None:
            held = resolve_expression(_dtype_carrier(culprit), {**frame.globals, **frame.locals})
            if is_tensor(held) and not (dtype_of(held) or "").startswith(("float", "bfloat")):
                return []  # the eager run saw an integer or bool tensor there: not a float index
        what = f"`{ast.unparse(culprit)}`" if culprit is not None else tr("MSD503.a_float_tensor")
        op = ev.op or (_callee(call) if call is not None else None) or tr("op.unnamed")
        message = tr("MSD503.message.op", what=what, op=op, line=failing.line)
        fix = Fix(self.fix_title())
        if culprit is not None and want is not None:
            evidence.append(tr("seen.value", name=ast.unparse(culprit), value=want.describe()))
            traced = ev.provenance.expression(frame, culprit, want) if frame is not None else None
            if traced is not None and not traced.root.span.covers(failing.file, failing.line):
                # The whole call that needs the index: where the failure surfaced inside it varies
                # with PyNative's asynchronous launches.
                site = node_span(failing.file, call) if call is not None else failing
                return [self.traced(traced, message, failing=site, failing_label=tr("label.op_needs_index", op=op),
                                    fix=fix, evidence=evidence, confidence=Confidence.LIKELY)]
        return [Candidate(self.finding(failing, message, fix=fix, evidence=evidence), Confidence.LIKELY)]

    def _culprit(self, ev: Evidence, call: ast.Call | None, frame: Frame | None) -> tuple[ast.expr | None, Want | None]:
        if call is None:
            return None, None
        role = _role_argument(call)
        arguments = [role] if role is not None else list(call.args) + [k.value for k in call.keywords]
        for argument in arguments:
            target = _dtype_carrier(argument)
            value = resolve_expression(target, frame.locals) if frame is not None else None
            if value is None and ev.target.kind == "cell" and _is_self(target):
                value = resolve_expression(target, {"self": ev.target.obj})
            want = _tensor_dtype_want(self.dtypes, value) if value is not None else None
            if want is not None:
                return argument, want
        if role is not None and isinstance(_dtype_carrier(role), ast.Call):
            # A helper's result (`causal_mask(t)`): no frame holds it, the error says its dtype.
            named = [dtype for dtype in self.dtypes
                     if any(re.search(rf"\b{dtype}\b", got, re.IGNORECASE) for got in _GOT.findall(_type_error(ev)))]
            if len(named) == 1:
                return role, Want("dtype", named[0])
        return (role, None) if role is not None else (None, None)

    def message(self, name: str, value_text: str, span_line: int) -> str:
        return tr("MSD503.message", name=name, line=span_line)


def _dtype_carrier(node: ast.expr) -> ast.expr:
    """The name whose dtype an index expression has: `x[:, None]` and `x.expand_dims(-1)` are `x`'s."""
    while True:
        if isinstance(node, ast.Subscript):
            node = node.value
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr in KEEPS_DTYPE:
            node = node.func.value
        else:
            return node


class MixedPrecisionMismatch(Rule):
    """A float16 layer or parameter meets a float32 tensor in an op that needs equal dtypes.

    ## What it does
    Finds ops whose inputs are float16 and float32 at once, and points at the line that made the
    float16 side: a `to_float(ms.float16)`, a Parameter created as float16, an `astype`. A layer
    built with `dtype=` a setting (`nn.Dense(..., dtype=cfg.param_dtype)`) is followed to the
    config field that says float16, and so is a dtype kept on the cell and used in a cast
    (`ops.cast(x, self.compute_dtype)`) or a state made in `construct` and rebound by a loop.

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

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
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
        evidence = [tr("seen.mindspore", headline=ev.headline)]
        owner = frame.locals.get("self") if frame is not None else None
        if owner is None and ev.target.kind == "cell":
            owner = ev.target.obj
        if call is not None:
            attributes = [n.attr for n in ast.walk(call) if isinstance(n, ast.Attribute)
                          and isinstance(n.value, ast.Name) and n.value.id == "self"]
            for attribute in attributes:
                traced = ev.provenance.attribute(owner, attribute) if owner is not None else None
                built_line = traced.root.span.line if traced is not None else 0
                if traced is not None and not _FLOAT16.search(traced.root.text):
                    traced = _dtype_setting(ev, owner, attribute, traced)
                if traced is not None and _FLOAT16.search(traced.root.text):
                    message = tr("MSD504.message.attribute", attribute=attribute, how=tr("provenance.built_at",
                                 line=built_line), line=failing.line)
                    return [self.traced(traced, message, failing=failing, fix=Fix(tr("MSD504.fix.attribute")),
                                        evidence=evidence, confidence=Confidence.LIKELY)]
        traced = _innermost_value(ev, ("float16", "bfloat16"))
        # A trace that ends at a computation, not at a line naming float16, loses to a recorded
        # `to_float(ms.float16)`: that cast is where the computation's inputs became float16.
        cast = _float16_cast(ev)
        if traced is not None and (cast is None or _FLOAT16.search(traced.root.text)):
            message = tr("MSD504.message.traced", name=traced.name, line=failing.line)
            return [self.traced(traced, message, failing=failing, fix=Fix(tr("MSD504.fix.traced")),
                                evidence=evidence, confidence=Confidence.LOCATED)]
        if cast is not None:
            name, site, dtype = cast
            message = tr("MSD504.message.cast", cell=name, dtype=dtype, line=failing.line)
            return [Candidate(self.finding(site, message, fix=Fix(tr("MSD504.fix.cast", dtype=dtype)),
                                           evidence=evidence, related=fails_at(failing),
                                           label=tr("label.cast_here", cell=name, dtype=dtype)), Confidence.LIKELY)]
        fp16 = _float16_sites(ev, owner) if owner is not None else []
        if fp16:
            message = tr("MSD504.message.site", line=failing.line)
            return [self.traced(fp16[0], message, failing=failing, fix=Fix(tr("MSD504.fix.site")),
                                evidence=evidence, confidence=Confidence.PLAUSIBLE)]
        if _FLOAT16.search(text):
            return [Candidate(self.finding(failing, tr("MSD504.message.unlocated", line=failing.line),
                                           fix=Fix(tr("MSD504.fix.unlocated")), evidence=evidence), Confidence.WEAK)]
        return []


def _dtype_setting(ev: Evidence, owner: Any, attribute: str, built: Trace) -> Trace | None:
    """A layer whose parameters are float16 because it was built with `dtype=<a setting>`
    (`nn.Dense(..., dtype=cfg.param_dtype)`): where that setting was chosen, with the build as a
    step."""
    layer = getattr(owner, attribute, None)
    weights = list(layer.get_parameters()) if hasattr(layer, "get_parameters") else []
    if not weights or dtype_of(weights[0]) not in ("float16", "bfloat16"):
        return None
    statement = source.statement_at(built.root.span.file, built.root.span.line)
    setting = next((k.value for n in ast.walk(statement) if isinstance(n, ast.Call) for k in n.keywords
                    if k.arg == "dtype"), None) if statement is not None else None
    if setting is None:
        return None
    chosen = ev.provenance.written(node_span(built.root.span.file, setting), setting, Want("any"))
    if (chosen is None or chosen.root.span.covers(built.root.span.file, built.root.span.line)) \
            and isinstance(setting, ast.Attribute):
        # `cfg.param_dtype` of a config object handed down: the config class whose field holds it.
        wanted = dtype_of(weights[0])
        chosen = ev.provenance.setting(setting.attr, lambda value: dtype_name(value) == wanted)
    if chosen is None or chosen.root.span.covers(built.root.span.file, built.root.span.line):
        return None
    return replace(chosen, hops=(*chosen.hops, built.root, *built.hops))


def _float16_cast(ev: Evidence) -> tuple[str, Span, str] | None:
    """A cell of the called model that user code turned to float16 (`cell.to_float(ms.float16)`):
    the cell's name in the model, where it was turned, and the dtype."""
    root = ev.target.obj
    if not hasattr(root, "cells_and_names"):
        return None
    for name, cell in root.cells_and_names():
        cast = ev.provenance.cast_at(cell)
        if cast is not None and cast[1] in ("float16", "bfloat16"):
            return name or type(cell).__name__, cast[0], cast[1]
    return None


def _float16_sites(ev: Evidence, owner: Any) -> list[Trace]:
    """`self.x = ...float16...` statements in the classes of the model tree."""
    sites = []
    cells = [cell for _, cell in owner.cells_and_names()] if hasattr(owner, "cells_and_names") else [owner]
    for cell in cells:
        for name in list(msapi.child_cells(cell)) + msapi.own_parameter_names(cell):
            traced = ev.provenance.attribute(cell, name)
            if traced is not None and _FLOAT16.search(traced.root.text):
                sites.append(traced)
    return sites


class NoneReachingOp(Rule):
    """`None` reaches an op that needs a tensor.

    ## What it does
    Finds ops that receive `None` (also two settings both left None: `'size' and 'scale_factor'
    cannot be both empty`), typically an optional argument such as `attention_mask=None` that
    the caller did not pass, and names the variable and where its `None` came from. When the None
    is a setting of a MindSpore layer (`LayerNorm(..., epsilon=None)`), it points at where the
    layer was built: the call of a helper that left its parameter at the default None. A helper
    called inline (`self.fc(normalize(x, "minmax"))`) that returned None is followed into it: a
    missing `return`, or the argument none of its branches handles. An optional argument left
    out points at the call that left it out when the caller holds a value it could have passed
    (a name sharing its last word, or a short form of it: `seq_len` for `seq_lengths`);
    otherwise the use without a check is the place.

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

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        text = _type_error(ev)
        if not _NONE.search(text) and not _none_compared(ev):
            return []
        failing = ev.failing_span()
        if failing is None:
            return []
        frame = ev.eager_frame()
        evidence = [tr("seen.mindspore", headline=ev.headline)]
        nones: list[str] = []
        statement = source.statement_at(failing.file, failing.line)
        if frame is not None and statement is not None:
            used = {n.id for n in ast.walk(statement) if isinstance(n, ast.Name)}
            nones = [name for name in sorted(used) if name in frame.locals and frame.locals[name] is None]
            used_attributes = {n.attr for n in ast.walk(statement) if isinstance(n, ast.Attribute) and _is_self(n.value)}
            owner = frame.locals.get("self")
            nones += [f"self.{name}" for name in sorted(used_attributes)
                      if owner is not None and name in vars(owner) and vars(owner)[name] is None]
        fix = Fix(tr("MSD505.fix"))
        built = _layer_built_with_none(ev, frame, statement, text) if not nones else None
        if built is not None:
            span, label, message, fix = built
            return [Candidate(self.finding(span, message, related=fails_at(failing, label=tr("label.none_reaches")),
                                           fix=fix, evidence=evidence, label=label), Confidence.ROOT)]
        returned = _returned_none(ev, frame, statement) if not nones and frame is not None else None
        if returned is not None:
            # `self.fc(normalize(x, "minmax"))`: no name held the None; a helper returned it.
            traced = ev.provenance.expression(frame, returned, Want("none"))
            # The argument on the failing line no branch of the helper takes is a root too.
            if traced is not None and (traced.hops or not traced.root.span.covers(failing.file, failing.line)):
                name = ast.unparse(returned)
                message = tr("MSD505.message.traced", name=name, line=failing.line, root=traced.root.label)
                return [self.traced(traced, message, failing=failing, failing_label=tr("label.none_reaches"), fix=fix,
                                    evidence=[*evidence, tr("seen.value", name=name, value="None")],
                                    confidence=Confidence.ROOT)]
        if not nones:
            return [Candidate(self.finding(failing, tr("MSD505.message.unnamed", line=failing.line), fix=fix,
                                           evidence=evidence), Confidence.LOCATED)]
        name = nones[0]
        evidence.append(tr("seen.value", name=name, value="None"))
        node = ast.parse(name, mode="eval").body
        traced = ev.provenance.expression(frame, node, Want("none")) if frame is not None else None
        if traced is not None and not traced.root.span.covers(failing.file, failing.line):
            message = tr("MSD505.message.traced", name=name, line=failing.line, root=traced.root.label)
            if traced.root.kind == "omitted":
                fix = Fix(tr("MSD505.fix.pass", name=traced.root.name))
            return [self.traced(traced, message, failing=failing, failing_label=tr("label.none_reaches"), fix=fix,
                                evidence=evidence, confidence=Confidence.ROOT)]
        message = tr("MSD505.message", name=name, line=failing.line, where=_none_default(frame, name))
        return [Candidate(self.finding(failing, message, fix=fix, evidence=evidence), Confidence.LOCATED)]


_NONE_SETTING = re.compile(r"\b(\w+)=None\b")


def _returned_none(ev: Evidence, frame: Frame, statement: ast.stmt | None) -> ast.Call | None:
    """A call in the failing statement of a function of the user's that the eager run saw
    return None (a helper that forgot its `return`, or whose branches miss a case)."""
    if ev.eager is None or statement is None:
        return None
    names = {**frame.globals, **frame.locals}
    for node in ast.walk(statement):
        if not isinstance(node, ast.Call):
            continue
        function = resolve_expression(node.func, names)
        code = getattr(inspect.unwrap(function), "__code__", None) if inspect.isfunction(function) else None
        if code is None or not source.is_user_file(code.co_filename):
            continue
        facts = ev.eager.values_of(code.co_filename, code.co_firstlineno, (frame.file, frame.line))
        if facts and "<return>" in facts and Want("none").holds(facts["<return>"]):
            return node
    return None


def _layer_built_with_none(ev: Evidence, frame: Frame | None, statement: ast.stmt | None,
                           text: str) -> tuple[Span, str, str, Fix] | None:
    """A MindSpore layer called on the failing line that holds None in the setting MindSpore's
    message names (`LayerNorm(..., epsilon=None)`): where the layer was built, and when a helper
    built it (`make_norm(kind, dim, eps=None)`), the call that left the helper's parameter at
    its default None. Returns (place, its label, message, fix)."""
    settings = _NONE_SETTING.findall(text)
    owner = frame.locals.get("self") if frame is not None else None
    if not settings or owner is None or statement is None:
        return None
    for node in ast.walk(statement):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and _is_self(node.func.value)):
            continue
        layer = getattr(owner, node.func.attr, None)
        setting = next((name for name in settings if getattr(layer, name, 0) is None), None)
        if layer is None or setting is None or not type(layer).__module__.startswith("mindspore."):
            continue
        assigned = ev.provenance.assigned_at(owner, node.func.attr)
        made = source.statement_at(assigned.file, assigned.line) if assigned is not None else None
        value = getattr(made, "value", None)
        if assigned is None or not isinstance(value, ast.Call):
            return None
        layer_name, attribute = type(layer).__name__, f"self.{node.func.attr}"
        helper = _helper_default(type(owner), value, setting)
        if helper is not None:
            function, parameter = helper
            message = tr("MSD505.message.helper", attribute=attribute, function=function, parameter=parameter,
                         layer=layer_name, setting=setting)
            return assigned, tr("label.default_left", name=parameter), message, Fix(tr("MSD505.fix.pass", name=parameter))
        message = tr("MSD505.message.layer", attribute=attribute, layer=layer_name, setting=setting)
        return assigned, tr("label.built_here"), message, Fix(tr("MSD505.fix.setting", setting=setting))
    return None


def _helper_default(cls: type, call: ast.Call, setting: str) -> tuple[str, str] | None:
    """When `call` runs a helper of the user's whose parameter with default None becomes the
    layer's `setting` (`nn.LayerNorm(..., epsilon=eps)`) and the call does not pass it: the
    helper's name and that parameter."""
    module = sys.modules.get(cls.__module__)
    function = resolve_expression(call.func, vars(module)) if module is not None else None
    if not inspect.isfunction(function):
        return None
    code = function.__code__
    tree = source.parse_file(code.co_filename)
    node = source.enclosing_function(tree, code.co_firstlineno) if tree is not None else None
    if node is None:
        return None
    signature = inspect.signature(function)
    passed = {k.arg for k in call.keywords}
    names = list(signature.parameters)
    passed.update(names[:len(call.args)])
    for inner in ast.walk(node):
        for keyword in inner.keywords if isinstance(inner, ast.Call) else ():
            if keyword.arg == setting and isinstance(keyword.value, ast.Name) and keyword.value.id in signature.parameters:
                parameter = signature.parameters[keyword.value.id]
                if parameter.default is None and parameter.name not in passed:
                    return function.__name__, parameter.name
    return None


def _none_default(frame: Frame | None, name: str) -> str:
    """` (default of `construct`'s parameter ...)` when `name` is a parameter that defaults to None."""
    if frame is None:
        return ""
    tree = source.parse_file(frame.file)
    function = source.enclosing_function(tree, frame.line) if tree is not None else None
    if function is None:
        return ""
    args = function.args
    positional = args.posonlyargs + args.args
    defaults = dict(zip([a.arg for a in positional][len(positional) - len(args.defaults):], args.defaults))
    defaults.update({a.arg: d for a, d in zip(args.kwonlyargs, args.kw_defaults) if d is not None})
    default = defaults.get(name)
    if isinstance(default, ast.Constant) and default.value is None:
        return tr("MSD505.default", function=function.name, name=name)
    return ""


_NOT_A_TENSOR = re.compile(r"must be Tensor, but got <class 'numpy\.ndarray'>|input_x=External|TensorType'>', but got 'External'|"
                           r"but got (?:a )?numpy|ndarray", re.IGNORECASE)


class PythonNumberAmongTensors(Rule):
    """A Python number sits in a list of tensors that an op joins (`ops.stack`, `ops.cat`).

    ## What it does
    Reads MindSpore's "all types should be same, but got [mindspore.tensor[float32],
    mindspore.float32]", finds the element of the joined list that the eager re-run saw as a
    Python number, and follows it to where it was made: a helper's `return 0.0`, a literal, an
    accumulator started as `0`. A Python number given where an op needs a tensor (`Failed
    calling Reshape with "input=Int64"`, a start token `token = self.bos_id` bound before a
    decoding loop) is followed to the line of graph code that bound it; a Python number kept on
    the cell and given to an op (`ops.exp(self.logit_scale)` with `self.logit_scale =
    math.log(...)`), to where the attribute was set. A sum started as a Python number before a
    `while` loop that a tensor decides (`readout = 0` then `while step < n_steps: readout =
    readout + h`), which graph mode keeps a number although PyNative makes it a tensor, points
    at that start. A loop counter (`for epoch in range(n)`)
    passed as it is to a compiled function points at that call. A Python list or tuple of numbers
    given where an op needs a tensor (`ops.gather(self.alpha, labels, 0)` with per-class weights a
    helper returned as a list) is followed to where the list was made.

    ## Why is this bad?
    A graph op takes one list of tensors; a Python number among them is a constant of another
    type, and the op rejects the whole list. The message names the op, not the element, and the
    number was often produced by a branch of a helper that the model called.

    ## Example
    ```python
    def task_term(loss, weight):
        if weight == 0:
            return 0.0
        return loss * weight
    ```

    ## Use instead
    ```python
    def task_term(loss, weight):
        if weight == 0:
            return ops.zeros_like(loss)
        return loss * weight
    ```
    """

    code = "MSD508"
    name = "python-number-among-tensors"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        match = _MIXED_TYPES.search(ev.headline) or _MIXED_TYPES.search(ev.eager_message)
        failing = ev.failing_span()
        frame = ev.eager_frame()
        if failing is not None and frame is not None and match is None and (
                _NUMBER_GIVEN.search(ev.headline) or _NUMBER_GIVEN.search(ev.eager_message)):
            return self._number_given(ev, failing, frame)
        if failing is not None and frame is None and match is None and _NUMBER_GIVEN.search(ev.headline):
            # The eager re-run went through: PyNative made the number a tensor on the way.
            statement = source.statement_at(failing.file, failing.line)
            used = sorted({n.id for n in ast.walk(statement) if isinstance(n, ast.Name)}) if statement is not None else []
            return self._accumulator_started_as_number(ev, failing, None, used)
        if match is None or failing is None or frame is None:
            return []
        call = call_at(failing)
        statement = source.statement_at(failing.file, failing.line)
        names = {**frame.globals, **frame.locals}
        for argument in list(call.args) if call is not None else []:
            held = resolve_expression(argument, names)
            if not isinstance(held, (list, tuple)) or not any(is_tensor(item) for item in held):
                continue
            numbers = [i for i, item in enumerate(held) if isinstance(item, (int, float)) and not isinstance(item, bool)]
            literal = _list_literal(frame, argument, statement)
            if len(numbers) != 1 or literal is None or numbers[0] >= len(literal.elts):
                continue
            element = literal.elts[numbers[0]]
            traced = ev.provenance.expression(frame, element, Want("python"))
            if traced is None or traced.root.span.covers(failing.file, failing.line):
                continue
            name = ast.unparse(element)
            message = tr("MSD508.message", element=name, position=numbers[0], value=repr(held[numbers[0]]),
                         op=ev.op or _callee(call) or tr("op.unnamed"), line=failing.line)
            return [self.traced(traced, message, failing=failing, failing_label=tr("label.joined_here"),
                                fix=Fix(tr("MSD508.fix", element=name)),
                                evidence=[tr("seen.mindspore", headline=ev.headline)], confidence=Confidence.ROOT)]
        return []


    def _number_given(self, ev: Evidence, failing: Span, frame: Frame) -> list[Candidate]:
        """A Python number where an op needs a tensor (`self.embed(token)` with `token = 1`):
        the local's binding in graph code, where it should have become a tensor."""
        statement = source.statement_at(failing.file, failing.line)
        used = sorted({n.id for n in ast.walk(statement) if isinstance(n, ast.Name)}) if statement is not None else []
        # `ops.exp(self.logit_scale)` with a float kept on the cell: the attribute, where it was set.
        held = [a for n in ast.walk(statement) if isinstance(n, ast.Call) for a in n.args
                if isinstance(a, ast.Attribute)] if statement is not None else []
        for node in held:
            value = resolve_expression(node, frame.locals)
            numbers = _numbers_list(value)
            if not is_number(value) and numbers is None:
                continue
            traced = ev.provenance.expression(frame, node, Want("pytype", numbers) if numbers else Want("python"))
            if traced is None or traced.root.span.covers(failing.file, failing.line):
                continue
            name = ast.unparse(node)
            if numbers is not None:
                # `ops.gather(self.alpha, labels, 0)` with per-class weights kept as a Python list.
                return self._sequence_given(ev, failing, traced, name, numbers, len(value))
            message = tr("MSD508.message.given", name=name, value=repr(value), line=failing.line)
            return [self.traced(traced, message, failing=failing, failing_label=tr("label.tensor_needed"),
                                fix=Fix(tr("MSD508.fix.attribute", name=name)),
                                evidence=[tr("seen.mindspore", headline=ev.headline)], confidence=Confidence.LIKELY)]
        for name in used:
            value = frame.locals.get(name)
            numbers = _numbers_list(value)
            if not is_number(value) and numbers is None:
                continue
            traced = ev.provenance.name(frame, name, Want("pytype", numbers) if numbers else Want("python"))
            if traced is None or traced.root.span.covers(failing.file, failing.line):
                continue
            if numbers is not None:
                return self._sequence_given(ev, failing, traced, name, numbers, len(value))
            site = ev.target.call_site
            passed = next((hop for hop in traced.hops if site is not None and hop.span.covers(site.file, site.line)), None)
            if passed is not None and _HANDED_ON.search(traced.root.text.splitlines()[0] if traced.root.text else ""):
                # `for epoch in range(n)` then `train_step(..., epoch)`: a loop counter is a Python
                # number by nature; the watched call that hands it over is where it must become a tensor.
                handed = replace(traced.root, label=tr("label.number_from_here"))
                rest = tuple(hop for hop in traced.hops if hop is not passed)
                traced = Trace(traced.name, replace(passed, label=tr("label.number_passed", name=name)),
                               (handed, *rest), traced.want)
                message = tr("MSD508.message.passed", name=name, value=repr(value), target=ev.target.name,
                             line=failing.line)
                return [self.traced(traced, message, failing=failing, failing_label=tr("label.tensor_needed"),
                                    fix=Fix(tr("MSD508.fix.passed", name=name)),
                                    evidence=[tr("seen.mindspore", headline=ev.headline)], confidence=Confidence.LIKELY)]
            message = tr("MSD508.message.given", name=name, value=repr(value), line=failing.line)
            return [self.traced(traced, message, failing=failing, failing_label=tr("label.tensor_needed"),
                                fix=Fix(tr("MSD508.fix.given", name=name)),
                                evidence=[tr("seen.mindspore", headline=ev.headline)], confidence=Confidence.LIKELY)]
        return self._accumulator_started_as_number(ev, failing, frame, used)

    def _sequence_given(self, ev: Evidence, failing: Span, traced: Trace, name: str, kind: str,
                        count: int) -> list[Candidate]:
        """A Python list or tuple of numbers where an op needs a tensor: where it was made."""
        traced = replace(traced, root=replace(traced.root, label=tr("label.sequence_made", kind=kind)))
        message = tr("MSD508.message.list", name=name, kind=kind, count=count, line=failing.line)
        return [self.traced(traced, message, failing=failing, failing_label=tr("label.tensor_needed"),
                            fix=Fix(tr("MSD508.fix.list", name=name, kind=kind)),
                            evidence=[tr("seen.mindspore", headline=ev.headline)], confidence=Confidence.LIKELY)]

    def _accumulator_started_as_number(self, ev: Evidence, failing: Span, frame: Frame | None,
                                       used: list[str]) -> list[Candidate]:
        """`readout = 0` before `while step < n_steps:` that adds tensors to it: PyNative ends with
        a tensor, but graph mode, which cannot tell how often a tensor-decided loop runs, keeps the
        number it started as. The start is the line to change."""
        tree = source.parse_file(failing.file)
        function = source.enclosing_function(tree, failing.line) if tree is not None else None
        parameters = {a.arg for a in function.args.args[1:]} if function is not None else set()

        def tensor(name: str) -> bool:
            # What the re-run saw, else a parameter of graph code (its inputs are tensors).
            return is_tensor(frame.locals.get(name)) if frame is not None else name in parameters

        for name in used if function is not None else []:
            if frame is not None and not is_tensor(frame.locals.get(name)):
                continue
            starts = [s for s in ast.walk(function) if isinstance(s, ast.Assign) and len(s.targets) == 1
                      and isinstance(s.targets[0], ast.Name) and s.targets[0].id == name and s.lineno < failing.line
                      and isinstance(s.value, ast.Constant) and type(s.value.value) in (int, float)]
            loops = [loop for loop in ast.walk(function) if isinstance(loop, ast.While) and starts
                     and starts[-1].lineno < loop.lineno and (loop.end_lineno or loop.lineno) < failing.line
                     and any(isinstance(t, ast.Name) and t.id == name for n in ast.walk(loop) if isinstance(n, ast.Assign)
                             for t in n.targets)
                     and any(tensor(n.id) for n in ast.walk(loop.test) if isinstance(n, ast.Name))]
            if not loops:
                continue
            start = starts[-1]
            message = tr("MSD508.message.accumulator", name=name, value=ast.unparse(start.value), loop=loops[0].lineno,
                         line=failing.line)
            related = [Related(node_span(failing.file, loops[0].test), tr("label.loop_decided_by_tensor")),
                       *fails_at(failing, label=tr("label.tensor_needed"))]
            return [Candidate(self.finding(node_span(failing.file, start), message, related=related,
                                           fix=Fix(tr("MSD508.fix.accumulator", name=name)),
                                           evidence=[tr("seen.mindspore", headline=ev.headline)],
                                           label=tr("label.number_from_here")), Confidence.LIKELY)]
        return []


_NUMBER_GIVEN = re.compile(r'Failed calling \w+ with "[^"\n]*=(?:U?Int|Float)\d*"|'
                           r'Failed calling \w+ with "[^"\n]*=(?:List|Tuple)\[(?:U?Int|Float)\d*\*\d+\]"|'
                           r"must be Tensor, but got <class '(?:int|float)'>")
_MIXED_TYPES = re.compile(r"all types should be same, but got \[[^\]]*tensor[^\]]*\]")


def _numbers_list(value: object) -> str | None:
    """"list" or "tuple" for a non-empty Python sequence of plain numbers (per-class weights kept
    as `[0.2, 0.8]`), else None."""
    if type(value) in (list, tuple) and value and all(is_number(item) for item in value):
        return type(value).__name__
    return None


def _list_literal(frame: Frame, argument: ast.expr, statement: ast.stmt | None) -> ast.List | ast.Tuple | None:
    """The list or tuple display an argument is, or the one its name was last bound to."""
    if isinstance(argument, (ast.List, ast.Tuple)):
        return argument
    if not isinstance(argument, ast.Name):
        return None
    value = getattr(source.bound_before(frame.file, frame.line, argument.id), "value", None)
    return value if isinstance(value, (ast.List, ast.Tuple)) else None


class NumpyArrayInput(Rule):
    """A NumPy array reaches a jit function or a Cell where a Tensor is needed.

    ## What it does
    Finds calls of a watched `@ms.jit` function or Cell that get a NumPy array, and points at the
    line that hands the array over: the `return` of the data helper that made it, or the call
    (also when the array comes out of an iterator, `next(batches)`, a `for` over a loader, or a
    list comprehension over a generator that yields slices of NumPy arrays).

    ## Why is this bad?
    A jit function compiles its tensor arguments as graph inputs; a NumPy array is not one. It
    becomes a constant of unknown kind (`External`), and the first op that needs its shape fails
    with `Failed calling Shape with "input_x=External"`, inside the model, far from the loader.

    ## Example
    ```python
    def make_batch(rng):
        x = rng.normal(size=(8, 6)).astype(np.float32)
        return x
    ```

    ## Use instead
    ```python
    def make_batch(rng):
        x = rng.normal(size=(8, 6)).astype(np.float32)
        return ms.Tensor(x)
    ```
    """

    code = "MSD506"
    name = "numpy-array-input"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        if not (_NOT_A_TENSOR.search(ev.headline) or _NOT_A_TENSOR.search(ev.eager_message)):
            return []
        failing = ev.failing_span()
        evidence = [tr("seen.mindspore", headline=ev.headline)]
        traced = ev.provenance.value(Want("ndarray"))
        if traced is None:
            return []
        site = ev.target.call_site
        head = traced.root.text.splitlines()[0] if traced.root.text else ""  # a `for` statement's header
        if _HANDED_ON.search(head) and not _MAKES_ARRAY.search(head) and site is not None \
                and (traced.root.span.file, traced.root.span.line) != (site.file, site.line):
            # The trace ends where the array is only handed on (`x, y = next(batches)`): the
            # watched call, where a tensor should have been passed, is the place to change.
            handed = replace(traced.root, label=tr("label.array_from_here"))
            traced = Trace(traced.name, Step(frame_span(site), tr("label.array_passed"),
                                             linecache.getline(site.file, site.line).strip()),
                           (handed, *traced.hops), traced.want)
        evidence.append(tr("seen.value", name=traced.name, value=tr("value.numpy_array")))
        message = tr("MSD506.message", name=traced.name, target=ev.target.name)
        return [self.traced(traced, message, failing=failing, failing_label=tr("label.needs_tensor"),
                            fix=Fix(tr("MSD506.fix")), evidence=evidence, confidence=Confidence.ROOT)]


# An op's integer argument given a float: "the input argument[k] must be a type of {Int32,
# Int64}, but got Float32".
_NAMED_INTEGER = re.compile(r"the input argument\[(?P<arg>\w+)\] must be a type of \{Int32, Int64\}, but got Float")


# A statement that takes arrays out of an iterator, which hands them on without making them.
_HANDED_ON = re.compile(r"^\s*for\b|\bnext\(")
# A statement that makes a NumPy array (rather than handing one on).
_MAKES_ARRAY = re.compile(r"\b(?:np|numpy)\.|\.(?:asnumpy|astype|numpy)\(")


# What the op needs and what it got, when MindSpore names both: "the 'labels' should be Int32, but
# got 'mindspore.uint8'", "must be a type of {Tensor[Float16], Tensor[Float32]}, but got
# Tensor[Int32]", "index must be an int32, but got Int64".
_DTYPE_WORD = r"(?:bool_?|u?int(?:8|16|32|64)|b?float(?:16|32|64)|complex(?:64|128))"
_CLASH = re.compile(rf"(?:should|must) be (?P<need>[^\n]*?),? but (?:got|get):?\s*'?(?:mindspore\.)?(?:Tensor\[)?"
                    rf"(?P<got>{_DTYPE_WORD})\b", re.IGNORECASE)


# "the type of 'x2' should be same as 'x1', but got 'x1' with type Tensor[Int32] and 'x2' with
# type Tensor[Float32]": two operands that must agree.
_SAME_AS = re.compile(rf"should be same as '\w+', but got '\w+' with type (?:Tensor\[)?(?P<first>{_DTYPE_WORD})\]? "
                      rf"and '\w+' with type (?:Tensor\[)?(?P<second>{_DTYPE_WORD})\b", re.IGNORECASE)


# A CPU/GPU kernel that has no version for the input's dtype (MindSpore 2.9+ select kernels after
# compiling): the dtypes it has and the one it got.
_KERNEL_TYPES = re.compile(r"The supported data types are (?P<need>[^\n]*?), but get input\[(?P<got>[\w ]+?)\s*\]")


def _handed_out(traced: Trace) -> Trace:
    """A raw-sample dtype chosen on purpose (`.astype(np.uint8)` for image bytes) and handed out by
    a helper's `return`: that return is where the conversion to float is missing, the dtype's
    line the next step."""
    if not traced.hops:
        return traced
    handed = traced.hops[0]
    statement = source.statement_at(handed.span.file, handed.span.line)
    if not isinstance(statement, ast.Return):
        return traced
    made = replace(traced.root, label=tr("label.dtype_made", dtype=traced.want.dtype))
    root = replace(handed, label=tr("label.handed_out_as", dtype=traced.want.dtype))
    return replace(traced, root=root, hops=(made, *traced.hops[1:]))


# The dtypes raw samples are stored in (8-bit image bytes, 16-bit audio): data given to a float
# layer before it was converted.
_RAW_DTYPES = ("uint8", "int8", "uint16", "int16")


def _raw_data_input(ev: Evidence) -> Trace | None:
    """"For primitive[Conv2D], the input type must be same" when the failing chain carries a tensor
    of a raw-sample dtype (uint8 image bytes) and MindSpore names no other clash: where that tensor
    got its dtype."""
    text = _type_error(ev)
    if not _UNNAMED_MISMATCH.search(text):
        return None
    named = {name.lower() for name in re.findall(r"Tensor\[(\w+)\]", text)}
    for dtype in _RAW_DTYPES:
        traced = ev.provenance.value(Want("dtype", dtype)) if not named or dtype in named else None
        if traced is not None:
            return traced
    return None


def _kernel_clash(ev: Evidence) -> tuple[str, tuple[str, ...], int] | None:
    """A kernel with no version for its input's dtype: "The supported data types are
    input[Float32], output[Float32]; ..., but get input[Int32 ]" (the got dtype, those it has,
    and the position of that input)."""
    selected = _KERNEL_TYPES.search(f"{ev.headline}\n{ev.graph.detail[:4000]}\n{ev.eager_message}")
    if selected is None:
        return None
    got = selected["got"].lower().split()
    rows = [row.lower().split() for row in re.findall(r"input\[([\w ]+?)\s*\]", selected["need"])]
    rows = [row for row in rows if len(row) == len(got)]
    # Several inputs (`Select`: input[Bool Float32 Float32]): the one position whose dtype no
    # version of the kernel takes, when there is exactly one.
    odd = [i for i in range(len(got)) if rows and all(row[i] != got[i] for row in rows)]
    if len(odd) != 1:
        return None
    need = tuple(dict.fromkeys(row[odd[0]] for row in rows))
    return got[odd[0]], need, odd[0]


def _dtype_clash(text: str) -> tuple[str, tuple[str, ...]] | None:
    """The one dtype an op got and the dtypes it says it needs, from MindSpore's text. Two
    operands that must agree, one integer (or bool) and one float: the integer one is wrong (ids
    or counts fed to a float layer)."""
    same = _SAME_AS.search(text)
    if same is not None:
        first, second = same["first"].lower().rstrip("_"), same["second"].lower().rstrip("_")
        integral = [d for d in (first, second) if not d.startswith(("float", "bfloat", "complex"))]
        if len(integral) == 1:
            return integral[0], (second if integral[0] == first else first,)
        return None
    clashes = set()
    for match in _CLASH.finditer(text):
        need = tuple(dict.fromkeys(n.lower().rstrip("_") for n in re.findall(rf"\b{_DTYPE_WORD}\b", match["need"], re.I)))
        got = match["got"].lower().rstrip("_")
        if need and got not in need:
            clashes.add((got, need))
    return clashes.pop() if len(clashes) == 1 else None


def _operand_with(ev: Evidence, failing: Span | None, dtype: str, position: int | None = None) -> Trace | None:
    """The one operand of the failing call that has `dtype`, traced to where it got it. float32
    is everywhere, so it is only claimed for an operand the eager run saw alone with it; rarer
    dtypes may be looked for along the whole failing chain."""
    call = call_at(failing) if failing is not None else None
    frame = ev.eager_frame()
    site = ev.target.call_site
    if failing is not None and site is not None and (frame is None or (frame.file, frame.line) != (failing.file, failing.line)) \
            and (site.file, site.line) == (failing.file, failing.line):
        frame = site  # it failed inside MindSpore's own cells (a loss, TrainOneStepCell): the watched call's arguments
    want = Want("dtype", dtype)
    if call is not None and frame is not None and (frame.file, frame.line) == (failing.file, failing.line):
        operands = [*call.args, *(k.value for k in call.keywords)]
        if isinstance(call.func, ast.Attribute) and not (isinstance(call.func.value, ast.Name)
                                                         and call.func.value.id in _FUNCTION_MODULES):
            operands.insert(0, call.func.value)
        if isinstance(call.func, ast.Subscript):
            operands.append(call.func.slice)  # `self.heads[task](h)`: the index
        named = _named_argument(ev.headline, call, frame)
        if named is None and frame is site and call.args and _LABELS_NAMED.search(ev.headline) \
                and type(ev.target.obj).__module__.startswith("mindspore.nn"):
            # "the 'labels' should be Int32" from a loss inside MindSpore's wrapper
            # (`WithLossCell`, `TrainOneStepCell`): the wrapper takes the labels last.
            named = call.args[-1]
        if named is not None:
            operands = [named]  # "the input argument[mask]": only that one is looked at
        elif isinstance(call.func, ast.Attribute) and operands and operands[0] is call.func.value \
                and (argument := re.search(r"argument\[(\w+)\]", ev.headline)) is not None \
                and argument.group(1) not in ("input", "x", "input_x", "self"):
            operands = operands[1:]  # `scores.masked_fill(m, v)` and "argument[mask]": not the receiver
        elif position is not None:
            # The kernel's input at `position` (`scores.masked_fill(mask, v)`: input 1 is the mask).
            operands = operands[position:position + 1]
        names = {**frame.globals, **frame.locals}
        having = [node for node in operands if want.holds(resolve_expression(_sliced(_converted(_dtype_carrier(node))), names))]
        if len(having) == 1:
            return ev.provenance.expression(frame, having[0], want)
        if having:
            return None
    if frame is site and site is not None and ev.target.args and _LABELS_NAMED.search(ev.headline) \
            and type(ev.target.obj).__module__.startswith("mindspore.nn"):
        # `model.train(epochs, data)`: MindSpore's wrapper takes the labels last, from the dataset.
        fed = ev.provenance.watched_input(len(ev.target.args) - 1, want)
        if fed is not None:
            return fed
    if dtype == "float32":
        return None
    return _innermost_value(ev, (dtype,)) or _parameter_with(ev, dtype)


def _sliced(node: ast.expr) -> ast.expr:
    """`labels[s:e]` read as `labels`: a slice or an index of an array keeps its dtype."""
    while isinstance(node, ast.Subscript):
        node = node.value
    return node


def _none_compared(ev: Evidence) -> bool:
    """`mask == 0` where `mask` is None: a Python bool, not a tensor, reaches the op (MindSpore
    names the bool, not the None)."""
    frame, failing = ev.eager_frame(), ev.failing_span()
    statement = source.statement_at(failing.file, failing.line) if failing is not None else None
    if frame is None or statement is None:
        return False
    return any(isinstance(side, ast.Name) and side.id in frame.locals and frame.locals[side.id] is None
               for compare in ast.walk(statement) if isinstance(compare, ast.Compare)
               for side in (compare.left, *compare.comparators))


_LABELS_NAMED = re.compile(r"the '(?:labels?|targets?)' (?:should|must)|argument\[(?:labels?|targets?)(?:_type)?\] (?:should|must)")


def _named_argument(headline: str, call: ast.Call, frame: Any) -> ast.expr | None:
    """The expression the failing call passed for the parameter MindSpore names
    (`the input argument[mask]`), bound through the callee's signature."""
    named = re.search(r"argument\[(\w+)\]", headline)
    function = resolve_expression(call.func, frame.locals) if named else None
    if not callable(function):
        return None
    try:
        bound = inspect.signature(function).bind_partial(*call.args, **{k.arg: k.value for k in call.keywords if k.arg})
    except (TypeError, ValueError):
        return None
    value = bound.arguments.get(named.group(1))
    return value if isinstance(value, ast.expr) else None


def _parameter_with(ev: Evidence, dtype: str) -> Trace | None:
    """The one Parameter of the watched model with `dtype` (an optimizer rejects its gradient):
    traced to the line that created it."""
    root = ev.target.obj
    found: dict[int, tuple[Any, str]] = {}
    for _, cell in root.cells_and_names() if hasattr(root, "cells_and_names") else []:
        if any(base.__name__ == "Optimizer" for base in type(cell).__mro__):
            continue  # its moments copy the parameters' dtypes
        if not source.is_user_file(source.class_file(type(cell)) or ""):
            continue  # a wrapper (TrainOneStepCell) lists its network's parameters too
        for name in msapi.own_parameter_names(cell):
            parameter = getattr(cell, name, None)
            if "." not in name and dtype_of(parameter) == dtype:
                found.setdefault(id(parameter), (cell, name))
    if len(found) != 1:
        return None
    cell, name = next(iter(found.values()))
    traced = ev.provenance.attribute(cell, name)
    if traced is not None:
        return traced
    stored = ev.provenance.assigned_at(cell, name)
    return Trace(f"self.{name}", Step(stored, tr("label.dtype_made", dtype=dtype), linecache.getline(stored.file, stored.line).strip()),
                 (), Want("dtype", dtype)) if stored is not None else None


def _converted(node: ast.expr) -> ast.expr:
    """`ms.Tensor(stars)` without a dtype has the dtype of `stars`."""
    if isinstance(node, ast.Call) and _callee(node) in ("Tensor", "tensor") and len(node.args) == 1 and not node.keywords:
        return node.args[0]
    return node


def _preferred(need: tuple[str, ...]) -> str:
    """The dtype to suggest among those an op accepts: the usual one for its kind."""
    return next((d for d in ("float32", "int32", "bool", "int64") if d in need), need[0])


class UnacceptedDtype(Rule):
    """A tensor reaches an op with a dtype the op does not accept; the dtype was chosen elsewhere.

    ## What it does
    Reads the dtype the op needs and the one it got from MindSpore's message (for two operands that
    must agree, an integer one against a float one: the integer one, as when counts or ids reach a
    Dense), finds the tensor of that dtype in the failing code, and follows it back to the line
    that chose its dtype: an `astype`, a NumPy constructor's `dtype=`, `ms.Tensor(array)` of an
    int64 array, a config string. A kernel with several inputs that has no version for one of
    them ("input[Bool Float32 Float32] ..., but get input[Int32 Float32 Float32]", `ops.select`
    given int flags) is read the same way. Labels that `model.train` takes from the dataset
    (`argument[labels_type]` of a sparse loss) are followed there; a label column cut out of a
    float table that joins features and labels (`labels = table[:, -1]`) is the place, not the
    table. "The input type must be same" with no dtype of yours named, when the layer's input is
    raw samples in their storage dtype (uint8 image bytes, int16 audio), points at the helper's
    `return` that hands them out unconverted, with the line that chose the dtype as the next step.
    An integer argument of an op given a Python float ("the input argument[k] must be a type of
    {Int32, Int64}, but got Float32" for `ops.topk(scores, self.k)`) is followed to where the
    float was computed (`TOPK = PATCHES * 0.125`, a true division).

    ## Why is this bad?
    Ops check their input dtypes while the graph is compiled, at the op: the message names the op's
    argument (`labels`, `target`, `index`), not your variable, and the line that made the dtype is
    usually in a data helper or `__init__`, several calls away.

    ## Example
    ```python
    mask = raw.astype(np.uint8)            # in the data code
    loss = self.loss(logits, mask)         # CrossEntropyLoss needs int32 labels
    ```

    ## Use instead
    ```python
    mask = raw.astype(np.int32)
    ```
    """

    code = "MSD507"
    name = "unaccepted-dtype"

    def _raw_handed_out(self, ev: Evidence, raw: Trace, failing: Span | None) -> Candidate:
        """Raw samples (uint8 image bytes) given to a float layer: where they were handed out unconverted."""
        traced = _handed_out(raw)
        op = ev.op or tr("op.unnamed")
        line = failing.line if failing else traced.root.span.line
        evidence = [tr("seen.mindspore", headline=ev.headline),
                    tr("seen.traced", name=raw.name, what=raw.want.describe(), line=raw.root.span.line,
                       text=raw.root.text[:80])]
        message = tr("MSD507.message.raw", name=raw.name, got=raw.want.dtype, op=op, line=line)
        return self.traced(traced, message, failing=failing, failing_label=tr("label.op_needs_dtype", op=op, need="float32"),
                           fix=Fix(tr("MSD507.fix.raw", dtype=raw.want.dtype)), evidence=evidence,
                           confidence=Confidence.PLAUSIBLE)

    def _float_count(self, ev: Evidence) -> list[Candidate]:
        """"For primitive[TopK], the input argument[k] must be a type of {Int32, Int64}, but got
        Float32" where the call gives `k` a Python float (`self.k` from `PATCHES * 0.125`): where
        that float was computed."""
        match = _NAMED_INTEGER.search(ev.headline) or _NAMED_INTEGER.search(ev.eager_message)
        failing, frame = ev.failing_span(), ev.eager_frame()
        call = call_at(failing) if failing is not None else None
        if match is None or frame is None or call is None or (frame.file, frame.line) != (failing.file, failing.line):  # type: ignore[union-attr]
            return []
        names = {**frame.globals, **frame.locals}
        node = argument_of(call, resolve_expression(call.func, names), match["arg"])
        value = resolve_expression(node, names) if node is not None else None
        if not isinstance(value, float):
            return []
        traced = ev.provenance.expression(frame, node, Want("pytype", "float"))
        if traced is None or traced.root.span.covers(failing.file, failing.line):  # type: ignore[union-attr]
            return []
        name, op = ast.unparse(node), ev.op or tr("op.unnamed")
        message = tr("MSD507.message.float_count", name=name, value=repr(value), op=op, arg=match["arg"],
                     line=failing.line)  # type: ignore[union-attr]
        return [self.traced(traced, message, failing=failing, failing_label=tr("label.op_needs_dtype", op=op, need="int"),
                            fix=Fix(tr("MSD507.fix.float_count", name=name)),
                            evidence=[tr("seen.mindspore", headline=ev.headline)], confidence=Confidence.LIKELY)]

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        counted = self._float_count(ev)
        if counted:
            return counted
        named_clash = _dtype_clash(_type_error(ev))
        clash = (*named_clash, None) if named_clash is not None else _kernel_clash(ev)
        raw = _raw_data_input(ev) if clash is None else None
        if clash is None and raw is None:
            return []
        got, need, position = clash if clash is not None else (raw.want.dtype, ("float32",), None)
        site = ev.target.call_site
        # Nothing of the user's failed inside the call (a loss in TrainOneStepCell): the call itself.
        failing = ev.failing_span() or (frame_span(site) if site is not None else None)
        traced = raw or _operand_with(ev, failing, got, position)
        if traced is None:
            return []
        if raw is not None:
            return [self._raw_handed_out(ev, raw, failing)]
        op = ev.op or tr("op.unnamed")
        need_text = tr("MSD507.or").join(need)
        evidence = [tr("seen.mindspore", headline=ev.headline),
                    tr("seen.traced", name=traced.name, what=traced.want.describe(), line=traced.root.span.line,
                       text=traced.root.text[:80])]
        message = tr("MSD507.message", name=traced.name, got=got, op=op, need=need_text,
                     line=failing.line if failing else traced.root.span.line)
        return [self.traced(traced, message, failing=failing, failing_label=tr("label.op_needs_dtype", op=op, need=need_text),
                            fix=Fix(tr("MSD507.fix", name=traced.name, need=_preferred(need))), evidence=evidence,
                            confidence=Confidence.PLAUSIBLE)]
