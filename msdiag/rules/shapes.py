"""Rules for tensors whose shapes do not fit the op or layer they reach."""
from __future__ import annotations

import ast
import re
from typing import Iterable

from .. import source
from ..eager import Frame
from ..evidence import Evidence, call_at, node_span, resolve_expression
from ..i18n import tr
from ..model import Edit, Fix, Span
from ..provenance import (Origin, attribute_origin, constant_origin, is_mindspore_layer, layer_of_call,
                          refine_layer_origin)
from ..values import describe
from . import Candidate, Rule, register

_MATMUL = re.compile(
    r"For '(?:MatMul|MatMulExt|BatchMatMul|BatchMatMulExt|Dense)'.*(?:dimensions must be equal|must be equal to shape2|"
    r"shape1\[-1\]|x1_col|should be equal|must be equal)",
    re.IGNORECASE,
)
_CONV = re.compile(r"For '(?:Conv1D|Conv2D|Conv3D|Conv2DExt|Conv1d|Conv2d|Conv3d|Convolution)\w*'.*(?:C_in|channel|group)", re.IGNORECASE)
_BROADCAST = re.compile(r"need to broadcast|cannot broadcast|can not broadcast|broadcast", re.IGNORECASE)
_RESHAPE_FLOAT = re.compile(r"(?:reshape|Reshape|view).*(?:tuple of int|int).*float|float.*(?:reshape|shape)", re.IGNORECASE)
_UNPACK = re.compile(r"(?:too many|not enough) values to unpack \(expected (?P<expected>\d+)(?:, got (?P<got>\d+))?\)")
_SHAPE_WORDS = re.compile(r"shape|dimension|rank|C_in|must be equal|broadcast", re.IGNORECASE)


def _user_call(ev: Evidence) -> tuple[Frame | None, Span, ast.Call | None] | None:
    frame = ev.eager_frame()
    span = ev.failing_span()
    if span is None:
        return None
    if frame is not None and (frame.file, frame.line) != (span.file, span.line):
        frame = None if frame.file != span.file else frame
    return frame, span, call_at(span)


def _argument_descriptions(call: ast.Call | None, frame: Frame | None) -> list[str]:
    if call is None or frame is None:
        return []
    described = []
    for argument in list(call.args) + [k.value for k in call.keywords]:
        value = resolve_expression(argument, frame.locals)
        if value is not None:
            described.append(tr("value.is", expression=ast.unparse(argument), value=describe(value)))
    return described


def _layer_config(layer: object) -> str:
    fields = []
    for name in ("in_channels", "out_channels", "kernel_size", "group", "normalized_shape", "num_features",
                 "vocab_size", "embedding_size"):
        value = getattr(layer, name, None)
        if value is not None:
            fields.append(f"{name}={value}")
    weight = getattr(layer, "weight", None)
    if weight is not None and getattr(weight, "shape", None) is not None:
        fields.append(f"weight {tuple(weight.shape)}")
    return f"{type(layer).__name__}({', '.join(fields)})"


def _failing_layer(ev: Evidence, frame: Frame | None) -> object | None:
    """The innermost MindSpore layer in the eager traceback below the user's line (the Dense inside
    a SequentialCell, say)."""
    from mindspore import nn

    if ev.eager is None or frame is None or frame not in ev.eager.frames:
        return None
    layers = [f.locals.get("self") for f in ev.eager.frames_below(frame)]
    layers = [cell for cell in layers if isinstance(cell, nn.Cell) and is_mindspore_layer(cell)
              and not isinstance(cell, (nn.SequentialCell, nn.CellList))]
    return layers[-1] if layers else None


class _LayerShapeRule(Rule):
    """Shared logic: a shape error inside a MindSpore layer is fixed where the layer was built."""

    pattern: re.Pattern[str]
    layer_word = "layer"

    def check(self, ev: Evidence) -> Iterable[Candidate]:
        text = f"{ev.headline}\n{ev.eager_message}"
        if not self.pattern.search(text):
            return []
        located = _user_call(ev)
        if located is None:
            return []
        frame, span, call = located
        evidence = [f"MindSpore: {ev.headline}"] + _argument_descriptions(call, frame)
        if call is not None and frame is not None:
            roots = [ev.target.obj] if ev.target.kind == "cell" else []
            found = layer_of_call(call, frame, roots + [frame.locals.get("self")])
            if found is not None:
                layer, origin = found
                failing = _failing_layer(ev, frame)
                origin, trail = refine_layer_origin(origin, layer, failing)
                if failing is not None and layer is not failing and layer is not None:
                    layer = failing
                if layer is None or is_mindspore_layer(layer):
                    config = _layer_config(layer) if layer is not None else ast.unparse(call.func)
                    evidence.insert(1, f"`{ast.unparse(call.func)}` is {config}, {origin.how}")
                    inputs = "; ".join(_argument_descriptions(call, frame)) or tr("layer_shape.its_input")
                    message = tr("layer_shape.message", layer=ast.unparse(call.func), line=span.line, inputs=inputs)
                    fix = Fix(tr("layer_shape.fix", layer=ast.unparse(call.func), line=span.line))
                    return [Candidate(self.finding(origin.span, message, fix=fix, evidence=evidence,
                                                   context=[*trail, span]), 0.85)]
        described = _argument_descriptions(call, frame)
        if described:
            message = tr("layer_shape.message.unlocated.described", op=ev.op or tr("op.unnamed"), line=span.line,
                         described="; ".join(described))
        else:
            message = tr("layer_shape.message.unlocated", op=ev.op or tr("op.unnamed"), line=span.line)
        return [Candidate(self.finding(span, message, evidence=evidence), 0.6)]


@register
class MatMulShapeMismatch(_LayerShapeRule):
    """A Dense layer or matrix product gets an input whose inner dimension does not match.

    ## What it does
    Finds `nn.Dense` layers and `ops.matmul`/`MatMul` calls whose input's last dimension differs from
    the layer's `in_channels` (or the other operand's rows), and points at the line that chose the
    wrong size, usually where the layer was built in `__init__`.

    ## Why is this bad?
    Graph mode infers every shape while compiling and stops at the first mismatch, naming the
    primitive (`MatMul`) and often a line inside MindSpore's `nn/layer/basic.py`. The size to change
    was chosen elsewhere: in `__init__`, in a config value, or in a reshape before the call.

    ## Example
    ```python
    self.head = nn.Dense(256, num_classes)   # the features are 512 wide
    ```

    ## Use instead
    ```python
    self.head = nn.Dense(512, num_classes)
    ```
    """

    code = "MSD401"
    name = "matmul-shape-mismatch"
    pattern = _MATMUL


@register
class ConvChannelMismatch(_LayerShapeRule):
    """A convolution gets an input with a different number of channels than it was built for.

    ## What it does
    Finds `nn.Conv1d/2d/3d` layers whose input's channel dimension differs from the layer's
    `in_channels`, and points at the line that built the layer.

    ## Why is this bad?
    MindSpore checks `C_in` while it infers shapes for the graph and reports it for the primitive
    (`Conv2D`), not for the layer definition that has the wrong `in_channels`.

    ## Example
    ```python
    self.conv2 = nn.Conv2d(32, 64, 3)   # conv1 produces 64 channels
    ```

    ## Use instead
    ```python
    self.conv2 = nn.Conv2d(64, 64, 3)
    ```
    """

    code = "MSD402"
    name = "conv-channel-mismatch"
    pattern = _CONV


@register
class LayerInputMismatch(_LayerShapeRule):
    """A MindSpore layer (LayerNorm, BatchNorm, Embedding, ...) gets an input of the wrong shape.

    ## What it does
    Finds shape errors raised inside a MindSpore `nn` layer called from your code and points at the
    line where that layer was built with a size that does not match its input.

    ## Why is this bad?
    The error names a primitive and a line inside MindSpore's own package; the size to change is in
    your `__init__` (or the config value it reads).

    ## Example
    ```python
    self.norm = nn.LayerNorm((256,))   # the hidden size is 384
    ```

    ## Use instead
    ```python
    self.norm = nn.LayerNorm((384,))
    ```
    """

    code = "MSD407"
    name = "layer-input-mismatch"
    pattern = _SHAPE_WORDS

    def check(self, ev: Evidence) -> Iterable[Candidate]:
        # Only when the failing user call really is a MindSpore layer; other shape errors belong
        # to the more specific rules or the general one.
        if _BROADCAST.search(ev.headline):
            return []
        return [c for c in super().check(ev) if c.finding.context]


@register
class BroadcastShapeMismatch(Rule):
    """An element-wise op gets two tensors whose shapes cannot broadcast.

    ## What it does
    Finds `+`, `*`, `ops.add`, `ops.mul` and friends whose operands' shapes differ in a dimension where
    neither is 1, and shows both shapes as the eager re-run saw them.

    ## Why is this bad?
    Graph mode infers shapes for the whole graph before running it; the broadcast error names the
    primitive (`Add`, `Mul`) and its inputs as `input1`/`input2`, not the variables in your code.

    ## Example
    ```python
    scores = scores + mask          # (B, H, T, T) + (B, T)
    ```

    ## Use instead
    ```python
    scores = scores + mask[:, None, None, :]
    ```
    """

    code = "MSD403"
    name = "broadcast-shape-mismatch"

    def check(self, ev: Evidence) -> Iterable[Candidate]:
        if not (_BROADCAST.search(ev.headline) or _BROADCAST.search(ev.eager_message)):
            return []
        span = ev.failing_span()
        if span is None:
            return []
        frame = ev.eager_frame()
        evidence = [f"MindSpore: {ev.headline}"]
        operands = _binary_operands(span, frame)
        op = ev.op or tr("MSD403.elementwise_op")
        if operands:
            message = tr("MSD403.message.operands", op=op, line=span.line, operands=tr("MSD403.and").join(operands))
            evidence.extend(operands)
        else:
            message = tr("MSD403.message", op=op, line=span.line)
        fix = Fix(tr("MSD403.fix"))
        origin = _lower_rank_origin(ev, span, frame)
        if origin is not None:
            name, made = origin
            message = (tr("MSD403.message.origin.operands", name=name, line=span.line,
                          operands=tr("MSD403.and").join(operands)) if operands
                       else tr("MSD403.message.origin", name=name, line=span.line))
            fix = Fix(tr("MSD403.fix.origin", name=name))
            return [Candidate(self.finding(made.span, message, fix=fix, evidence=evidence, context=[span]), 0.8)]
        return [Candidate(self.finding(span, message, fix=fix, evidence=evidence), 0.8)]


def _lower_rank_origin(ev: Evidence, span: Span, frame: Frame | None) -> tuple[str, Origin] | None:
    """A mask or bias that lacks dimensions (B, T) against (B, H, T, T) was made somewhere else:
    follow the operand with fewer dimensions back to the line that made it."""
    from ..provenance import trace_name_in_chain
    from ..values import shape_of

    if frame is None or ev.eager is None:
        return None
    tree = source.parse_file(span.file)
    node = source.innermost(tree, ast.BinOp, span.line, None) if tree is not None else None
    if node is None:
        return None
    # The shapes MindSpore printed, in operand order; a failed op's output cannot be read eagerly.
    printed = re.search(r"input1\.shape = \[([^\]]*)\] and input2\.shape = \[([^\]]*)\]", ev.headline)
    sides = []
    for position, operand in enumerate((node.left, node.right)):
        value = resolve_expression(operand, frame.locals)
        shape = shape_of(value) if value is not None else None
        if shape is None and printed:
            shape = tuple(int(d) for d in re.findall(r"-?\d+", printed.group(position + 1)))
        sides.append((operand, shape))
    if any(shape is None for _, shape in sides) or len(sides[0][1]) == len(sides[1][1]):
        return None
    low = min(sides, key=lambda side: len(side[1]))[0]
    if not isinstance(low, ast.Name):
        return None
    made = trace_name_in_chain(ev, frame, low.id)
    if made is None or (made.span.file, made.span.line) == (span.file, span.line):
        return None
    return low.id, made


def _binary_operands(span: Span, frame: Frame | None) -> list[str]:
    tree = source.parse_file(span.file)
    if tree is None:
        return []
    node = source.innermost(tree, ast.BinOp, span.line, None)
    operands: list[ast.expr] = []
    if node is not None:
        operands = [node.left, node.right]
    else:
        call = call_at(span)
        operands = list(call.args[:2]) if call is not None else []
    described = []
    for operand in operands:
        value = resolve_expression(operand, frame.locals) if frame is not None else None
        text = f"`{ast.unparse(operand)}`"
        described.append(tr("value.is", expression=ast.unparse(operand), value=describe(value)) if value is not None else text)
    return described


@register
class ReshapeNonIntegerSize(Rule):
    """A reshape size is a float, usually computed with `/` instead of `//`.

    ## What it does
    Finds `reshape`/`view` calls whose target shape contains a float, and points at the line that
    computed it with true division.

    ## Why is this bad?
    In Python 3 `/` always gives a float, even for `8 / 2`. Shapes must be integers; graph mode
    rejects the tuple while compiling, at the reshape, not where the float was made.

    ## Example
    ```python
    head_dim = hidden / num_heads
    x = x.reshape(b, t, num_heads, head_dim)
    ```

    ## Use instead
    ```python
    head_dim = hidden // num_heads
    ```
    """

    code = "MSD404"
    name = "reshape-non-integer-size"
    fixable = True

    def check(self, ev: Evidence) -> Iterable[Candidate]:
        if not (_RESHAPE_FLOAT.search(ev.headline) or _RESHAPE_FLOAT.search(ev.eager_message)):
            return []
        span = ev.failing_span()
        if span is None:
            return []
        call = call_at(span)
        frame = ev.eager_frame()
        division = _find_division(span, call, frame)
        evidence = [f"MindSpore: {ev.headline}"]
        if division is None:
            message = tr("MSD404.message.unlocated", line=span.line)
            return [Candidate(self.finding(span, message, evidence=evidence), 0.7)]
        file, node, how = division
        edit = _floor_division_edit(file, node)
        message = tr("MSD404.message", expression=ast.unparse(node), line=span.line)
        fix = Fix(tr("MSD404.fix", replacement=ast.unparse(node).replace(' / ', ' // ')), "unsafe", (edit,) if edit else ())
        if how:
            evidence.append(how)
        return [Candidate(self.finding(node_span(file, node), message, fix=fix, evidence=evidence, context=[span]), 0.9)]


def _divisions(node: ast.AST) -> list[ast.BinOp]:
    return [n for n in ast.walk(node) if isinstance(n, ast.BinOp) and isinstance(n.op, ast.Div)]


def _find_division(span: Span, call: ast.Call | None, frame: Frame | None) -> tuple[str, ast.BinOp, str] | None:
    if call is None:
        return None
    direct = [d for arg in call.args for d in _divisions(arg)]
    if direct:
        return span.file, direct[0], ""
    names = [n for arg in call.args for n in ast.walk(arg) if isinstance(n, (ast.Name, ast.Attribute))]
    tree = source.parse_file(span.file)
    function = source.enclosing_function(tree, span.line) if tree is not None else None
    for name in names:
        if isinstance(name, ast.Name) and function is not None:
            statement = source.last_assignment(function, name.id, span.line)
            if statement is not None and _divisions(statement):
                return span.file, _divisions(statement)[0], f"`{name.id}` assigned at line {statement.lineno}"
        if isinstance(name, (ast.Name, ast.Attribute)) and not _is_self_attribute(name):
            constant = constant_origin(span.file, name)
            if constant is not None:
                tree = source.parse_file(constant.span.file)
                statement = source.innermost(tree, ast.stmt, constant.span.line) if tree else None
                if statement is not None and _divisions(statement):
                    return constant.span.file, _divisions(statement)[0], f"`{ast.unparse(name)}` {constant.how}"
        if isinstance(name, ast.Attribute) and isinstance(name.value, ast.Name) and name.value.id == "self" and frame:
            owner = frame.locals.get("self")
            origin = attribute_origin(owner, name.attr) if owner is not None else None
            if origin is not None:
                tree = source.parse_file(origin.span.file)
                statement = source.innermost(tree, ast.stmt, origin.span.line) if tree else None
                if statement is not None and _divisions(statement):
                    return origin.span.file, _divisions(statement)[0], f"`self.{name.attr}` {origin.how}"
    return None


def _is_self_attribute(node: ast.expr) -> bool:
    return isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "self"


def _floor_division_edit(file: str, node: ast.BinOp) -> Edit | None:
    text = source.line_text(file, node.lineno)
    if node.lineno != node.end_lineno:
        return None
    start = node.left.end_col_offset or 0
    end = node.right.col_offset
    between = text[start:end]
    if between.count("/") != 1:
        return None
    slash = start + between.index("/")
    return Edit(file, node.lineno, slash, node.lineno, slash + 1, "//")


@register
class SplitUnpackMismatch(Rule):
    """The parts of a split or chunk are unpacked into a different number of names.

    ## What it does
    Finds `a, b = ops.split(...)` (or `chunk`, `unbind`, a tuple output) where the call produces
    another number of parts than there are names on the left.

    ## Why is this bad?
    `ops.split(x, split_size_or_sections)` takes the *size* of each part, not the number of parts.
    In graph mode the unpacking is resolved at compile time and the error, if any, points at the
    graph; eagerly it is Python's "too many values to unpack".

    ## Example
    ```python
    q, k, v = ops.split(qkv, 3, axis=-1)     # splits into parts of size 3
    ```

    ## Use instead
    ```python
    q, k, v = ops.chunk(qkv, 3, axis=-1)
    ```
    """

    code = "MSD405"
    name = "split-unpack-mismatch"

    def check(self, ev: Evidence) -> Iterable[Candidate]:
        match = _UNPACK.search(ev.eager_message) or _UNPACK.search(ev.headline)
        if not match:
            return []
        span = ev.failing_span()
        if span is None:
            return []
        call = call_at(span)
        if call is not None:
            message = tr("MSD405.message.call", line=span.line, expected=match.group('expected'),
                         callee=ast.unparse(call.func))
        else:
            message = tr("MSD405.message", line=span.line, expected=match.group('expected'))
        fix = Fix(tr("MSD405.fix"))
        return [Candidate(self.finding(span, message, fix=fix, evidence=[f"eager re-run: {ev.eager_message}"]), 0.85)]


_SET_INPUTS = re.compile(r"set_inputs", re.IGNORECASE)


@register
class DynamicShapeMismatch(Rule):
    """A call does not match the dynamic-shape signature declared with `set_inputs`.

    ## What it does
    Finds calls of a Cell whose arguments differ in rank or dtype from the placeholders declared with
    `cell.set_inputs(Tensor(shape=[None, ...], dtype=...))`, and points at the `set_inputs` call.

    ## Why is this bad?
    `set_inputs` fixes the rank and dtype of every input for one compiled graph; only `None`
    dimensions may vary. A call with another rank or dtype is rejected before compiling, and the
    message counts inputs and dims without naming the declaration.

    ## Example
    ```python
    net.set_inputs(ms.Tensor(shape=[None, 16], dtype=ms.float32))
    net(ms.Tensor(np.ones((2, 8, 16)), ms.float32))      # rank 3
    ```

    ## Use instead
    ```python
    net.set_inputs(ms.Tensor(shape=[None, None, 16], dtype=ms.float32))
    ```
    """

    code = "MSD406"
    name = "dynamic-shape-mismatch"

    def check(self, ev: Evidence) -> Iterable[Candidate]:
        if not _SET_INPUTS.search(ev.headline):
            return []
        site = ev.target.call_site
        if site is None:
            return []
        tree = source.parse_file(site.file)
        if tree is None:
            return []
        declared = [
            node for node in source.nodes_of(tree, ast.Call)
            if isinstance(node.func, ast.Attribute) and node.func.attr == "set_inputs"
            and resolve_expression(node.func.value, site.locals) is ev.target.obj
        ]
        if not declared:
            declared = [node for node in source.nodes_of(tree, ast.Call)
                        if isinstance(node.func, ast.Attribute) and node.func.attr == "set_inputs"]
        if not declared:
            return []
        node = max(declared, key=lambda n: n.lineno if n.lineno <= site.line else -1)
        actual = ", ".join(describe(a) for a in ev.target.args)
        which = re.search(r"(\d+)(?:th|st|nd|rd) input", ev.headline)
        placeholder: ast.expr | None = None
        if which and 0 < int(which.group(1)) <= len(node.args):  # MindSpore counts inputs from 1
            placeholder = node.args[int(which.group(1)) - 1]
        wrong_dtype = re.search(r"should be Tensor\[(\w+)\], but got Tensor\[(\w+)\]", ev.headline)
        if wrong_dtype:
            # The declaration is the model's contract; the input was made with another dtype.
            from ..provenance import value_origin
            from ..values import dtype_of

            got = wrong_dtype.group(2).lower()
            traced = value_origin(ev, lambda v: dtype_of(v) == got, follow_calls=True)
            if traced is not None:
                name, origin = traced
                message = tr("MSD406.message.dtype", name=name, got=got, line=node.lineno,
                             declared=wrong_dtype.group(1).lower())
                fix = Fix(tr("MSD406.fix.dtype", name=name, declared=wrong_dtype.group(1).lower()))
                return [Candidate(self.finding(origin.span, message, fix=fix,
                                               evidence=[f"MindSpore: {ev.headline}", f"call arguments: {actual}"],
                                               context=[node_span(site.file, node)]), 0.9)]
        message = tr("MSD406.message", line=site.line, actual=actual)
        fix = Fix(tr("MSD406.fix"))
        from ..evidence import frame_span as _frame_span

        return [Candidate(self.finding(node_span(site.file, placeholder or node), message, fix=fix,
                                       evidence=[f"MindSpore: {ev.headline}", f"call arguments: {actual}"],
                                       context=[_frame_span(site)]), 0.9)]
