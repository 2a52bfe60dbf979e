"""Rules for tensors whose shapes do not fit the op or layer they reach."""
from __future__ import annotations

import ast
import dataclasses
import inspect
import re
from typing import Any, Callable, Iterable

from ..model import msapi, source
from ..model.axes import ALL, AxisSearch, Fits, broadcasts_with, returned_shape, sized
from ..model.facts import Evidence, Frame, argument_of, call_at, frame_span, resolve_expression
from ..model.source import node_span
from ..locale import tr
from ..report.records import Edit, Fix, Related, Span
from ..model.trace import Step, Trace, Want
from ..model.values import describe, is_mindspore_layer, is_tensor, shape_of
from .base import Candidate, Confidence, Rule, fails_at, is_watched_input

_MATMUL = re.compile(
    r"For '(?:MatMul|MatMulExt|BatchMatMul|BatchMatMulExt|Dense)'.*(?:dimensions must be equal|must be equal to shape2|"
    r"shape1\[-1\]|x1_col|should be equal|must be equal)",
    re.IGNORECASE,
)
_CONV = re.compile(r"For '(?:Conv1D|Conv2D|Conv3D|Conv2DExt|Conv1d|Conv2d|Conv3d|Convolution)\w*'.*(?:C_in|channel|group)", re.IGNORECASE)
_BROADCAST = re.compile(r"need to broadcast|cannot broadcast|can not broadcast|broadcast", re.IGNORECASE)
# A reshape or view named with a float in one message. `Shape: NoShape` of an abstract scalar is
# not a reshape (range() of a float says that).
_RESHAPE_FLOAT = re.compile(r"\b(?:reshape|view)\b[^\n]*\bfloat\b|\bfloat\b[^\n]*\b(?:reshape|view)\b", re.IGNORECASE)
_UNPACK = re.compile(r"(?:too many|not enough) values to unpack \(expected (?P<expected>\d+)(?:, got (?P<got>\d+))?\)")
_NUMBER_INPUT = re.compile(r'Failed calling \w+ with "[^"\n]*=(?:U?Int|Float|Bool)\d*"')
_SHAPE_WORDS = re.compile(r"shape|dimension|\bdim\b|rank|C_in|must be equal|broadcast", re.IGNORECASE)
# `Failed calling Shape with "input_x=None"`: the op `Shape` got None, no size is wrong (MSD505's).
_NONE_INPUT = re.compile(r'Failed calling \w+ with "[^"\n]*\bNone\b')


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
    for name in ("in_channels", "out_channels", "kernel_size", "group", "num_groups", "num_channels",
                 "normalized_shape", "num_features",
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

    if ev.eager is None or frame is None:
        return None
    if ev.eager.failed_layer is not None and is_mindspore_layer(ev.eager.failed_layer):
        return ev.eager.failed_layer
    if frame not in ev.eager.frames:
        return None
    layers = [f.locals.get("self") for f in ev.eager.frames_below(frame)]
    layers = [cell for cell in layers if isinstance(cell, nn.Cell) and is_mindspore_layer(cell)
              and not isinstance(cell, (nn.SequentialCell, nn.CellList))]
    return layers[-1] if layers else None


# The size a MindSpore layer was built with, and the axis of its input that must match it.
_LAYER_SIZES = {"Dense": ("in_channels", -1), "Conv1d": ("in_channels", 1), "Conv2d": ("in_channels", 1),
                "Conv3d": ("in_channels", 1), "Conv1dTranspose": ("in_channels", 1),
                "Conv2dTranspose": ("in_channels", 1), "Conv3dTranspose": ("in_channels", 1),
                "BatchNorm1d": ("num_features", 1), "BatchNorm2d": ("num_features", 1),
                "BatchNorm3d": ("num_features", 1), "InstanceNorm1d": ("num_features", 1),
                "InstanceNorm2d": ("num_features", 1), "InstanceNorm3d": ("num_features", 1),
                "GroupNorm": ("num_channels", 1), "LayerNorm": ("normalized_shape", -1)}


def _wanted_size(ev: Evidence, frame: Frame, call: ast.Call, layer: object) -> int | None:
    """The size `layer` should have been built with: the matching axis of the input the eager
    re-run gave it. None when the layer kind is not known here or the sizes already agree."""
    seen = _layer_input(ev, frame, call, layer)
    if seen is None:
        return None
    built, shape, axis = seen
    wanted = shape[axis]
    return wanted if wanted != built and wanted > 0 else None


def _batch_first_into_time_major(ev: Evidence, frame: Frame, call: ast.Call, layer: Any) -> tuple[Trace, tuple[int, ...]] | None:
    """`self.ctc(log_probs, labels, input_lengths, ...)` with `log_probs` (batch, time, classes):
    `nn.CTCLoss` reads (time, batch, classes), and its lengths have one entry per row of the
    batch, on the first axis here. The layout is followed from the input the model computed
    `log_probs` from (`log_probs = self.acoustic(feats)`) to where it was stacked batch-first."""
    if type(layer).__name__ != "CTCLoss" or len(call.args) < 3:
        return None
    namespace = {**frame.globals, **frame.locals}
    shape, lengths = shape_of(resolve_expression(call.args[0], namespace)), shape_of(resolve_expression(call.args[2], namespace))
    if shape is None or lengths is None or len(shape) != 3 or len(lengths) != 1 \
            or lengths[0] != shape[0] or lengths[0] == shape[1]:
        return None
    node: ast.expr = call.args[0]
    if isinstance(node, ast.Name):  # `log_probs = self.acoustic(feats)`: what the model was given
        bound = source.bound_before(frame.file, frame.line, node.id)
        value = getattr(bound, "value", None)
        if isinstance(value, ast.Call) and value.args:
            node = value.args[0]
    traced = ev.provenance.layout(frame, node)
    return (traced, shape) if traced is not None else None


def _channels_elsewhere(ev: Evidence, frame: Frame, call: ast.Call, layer: object) -> tuple[int, bool] | None:
    """(the channel count, whether it is the last axis) when `layer` (channels second) gets an
    input whose channels are on another axis: the layout may be what is wrong, not the layer."""
    seen = _layer_input(ev, frame, call, layer)
    if seen is None:
        return None
    built, shape, axis = seen
    if axis != 1 or len(shape) < 3 or shape[1] == built or built not in shape[2:]:
        return None
    return built, shape[-1] == built


def _changed_by_layer(ev: Evidence, frame: Frame,
                     pair: tuple[tuple[ast.expr, tuple[int, ...]], tuple[ast.expr, tuple[int, ...]]]
                     ) -> tuple[str, str, int, int, Span] | None:
    """When one operand is a layer applied to the other (`x + self.act(self.proj(self.norm(x)))`)
    and that layer maps the other's size to a different one along the axis that fails: (the
    layer, the other operand, the sizes in and out, where the layer was built)."""
    for (node, shape), (other, other_shape) in (pair, pair[::-1]):
        differ = [axis for axis, (a, b) in enumerate(zip(shape, other_shape)) if a != b and 1 not in (a, b)]
        if len(differ) != 1:
            continue
        axis = differ[0]
        wanted = ast.dump(other)
        branch = node
        if isinstance(node, ast.Name):  # `h = self.act(self.proj(x))` before `x + h`
            branch = getattr(source.bound_before(frame.file, frame.line, node.id), "value", None) or node
        for call in (n for n in ast.walk(branch) if isinstance(n, ast.Call) and n.args):
            layer = resolve_expression(call.func, frame.locals)
            size_in, size_out = getattr(layer, "in_channels", None), getattr(layer, "out_channels", None)
            if not is_mindspore_layer(layer) or not isinstance(size_in, int) or not isinstance(size_out, int) \
                    or not any(ast.dump(n) == wanted for n in ast.walk(call.args[0])) \
                    or (size_in, size_out) != (other_shape[axis], shape[axis]):
                continue
            built_at = ev.provenance.created_at(layer)
            if built_at is not None:
                return ast.unparse(call.func), ast.unparse(other), size_in, size_out, built_at
    return None


_JOINS = ("cat", "concat", "concatenate", "hstack")
_KEEPS_SHAPE = ("relu", "gelu", "silu", "tanh", "sigmoid", "elu", "leaky_relu", "dropout", "softmax", "mish")


def _sized_for_part(ev: Evidence, frame: Frame, call: ast.Call,
                    layer: object) -> tuple[str, str, str, int, int, Span | None] | None:
    """When `layer` gets a concatenation (`ops.cat((a, b), -1)`, at the call or bound to the name
    it gets) along the axis it reads, and was built for the size of exactly one of the parts:
    ("part", that part, all the parts, the size built for, the size given, None). When the parts
    were joined along another axis and their sizes on the layer's axis add up to what it was
    built for: ("axis", the axis they were joined along, the parts, the sizes, the join)."""
    seen = _layer_input(ev, frame, call, layer)
    if seen is None or not call.args:
        return None
    built, shape, axis = seen
    node: ast.expr | None = call.args[0]
    while isinstance(node, ast.Call) and node.args and (_callee_name(node) in _KEEPS_SHAPE or (
            is_mindspore_layer(resolve_expression(node.func, frame.locals))
            and not hasattr(resolve_expression(node.func, frame.locals), "out_channels"))):
        node = node.args[0]  # `ops.relu(both)`, `self.act(both)`: the same shape as `both`
    if isinstance(node, ast.Name):
        statement = source.bound_before(frame.file, frame.line, node.id)
        node = getattr(statement, "value", None) if isinstance(statement, ast.Assign) \
            and len(statement.targets) == 1 else None
    if not (isinstance(node, ast.Call) and _callee_name(node) in _JOINS and node.args
            and isinstance(node.args[0], (ast.Tuple, ast.List))):
        return None
    joined = next((k.value for k in node.keywords if k.arg in ("axis", "dim")), node.args[1] if len(node.args) > 1 else None)
    try:
        along = ast.literal_eval(joined) if joined is not None else 0
    except ValueError:
        along = resolve_expression(joined, frame.locals)
    if not isinstance(along, int):
        return None
    sizes = [_part_shape(part, frame) for part in node.args[0].elts]
    if any(size is None or len(size) != len(shape) for size in sizes):
        return None
    if along % len(shape) != axis % len(shape):
        # `ops.cat((x, neigh), axis=0)` before a Dense built for both widths: joined along the
        # axis the layer does not read, the parts' widths would add up to what it was built for.
        if sum(s[axis] for s in sizes) == built != shape[axis]:  # type: ignore[index]
            return "axis", str(along), ast.unparse(node.args[0]), built, shape[axis], node_span(frame.file, node)
        return None
    if sum(s[axis] for s in sizes) != shape[axis]:  # type: ignore[index]
        return None
    matching = [part for part, size in zip(node.args[0].elts, sizes) if size[axis] == built]  # type: ignore[index]
    if len(matching) != 1 or built == shape[axis]:
        return None
    return "part", ast.unparse(matching[0]), ast.unparse(node.args[0]), built, shape[axis], None


def _size_computed(built_at: Span) -> Span | None:
    """The assignment that computed a layer's input size in the function that builds it
    (`deep_in = cfg.num_sparse * cfg.emb_dim` before `nn.Dense(deep_in, width)`)."""
    tree = source.parse_file(built_at.file)
    call = source.innermost(tree, ast.Call, built_at.line, built_at.column) if tree is not None else None
    if not isinstance(call, ast.Call) or not call.args or not isinstance(call.args[0], ast.Name):
        return None
    statement = source.bound_before(built_at.file, built_at.line, call.args[0].id)
    value = getattr(statement, "value", None)
    if not isinstance(value, (ast.BinOp, ast.Call)):
        return None
    return node_span(built_at.file, statement)  # type: ignore[arg-type]


def _part_shape(part: ast.expr, frame: Frame) -> tuple[int, ...] | None:
    """The shape of a joined part: what the frame holds, or for `self.query(q)` of a Dense-like
    layer, `q`'s shape with the layer's output width last."""
    shape = shape_of(resolve_expression(part, frame.locals))
    if shape is not None or not (isinstance(part, ast.Call) and part.args):
        return shape
    layer = resolve_expression(part.func, frame.locals)
    width = getattr(layer, "out_channels", None)
    given = shape_of(resolve_expression(part.args[0], frame.locals))
    if not is_mindspore_layer(layer) or not isinstance(width, int) or not given or type(layer).__name__ != "Dense":
        return None
    return (*given[:-1], width)


def _layer_input(ev: Evidence, frame: Frame, call: ast.Call, layer: object) -> tuple[int, tuple[int, ...], int] | None:
    """(the size `layer` was built with, the shape of the input the eager re-run gave it, the
    axis that must match)."""
    kind = next((k for k in type(layer).__mro__ if k.__name__ in _LAYER_SIZES and k.__module__.startswith("mindspore")), None)
    if kind is None:
        return None
    attribute, axis = _LAYER_SIZES[kind.__name__]
    built = getattr(layer, attribute, None)
    if isinstance(built, (tuple, list)):
        built = built[-1] if len(built) == 1 else None
    if not isinstance(built, int):
        return None
    given: Any = None
    below = ev.eager.frames_below(frame) if ev.eager is not None and frame in ev.eager.frames else []
    # `Cell.__call__(self, *args)` still holds the input: `construct` may have rebound its name.
    for inner in below:
        arguments = inner.locals.get("args")
        if inner.locals.get("self") is layer and isinstance(arguments, tuple) and arguments:
            given = arguments[0]
            break
    if given is None and call.args and resolve_expression(call.func, frame.locals) is layer:
        given = resolve_expression(call.args[0], frame.locals)
    shape = shape_of(given) if given is not None else None
    if not shape or len(shape) <= max(axis, -axis - 1):
        return None
    return built, shape, axis


def _axis_candidate(rule: Rule, ev: Evidence, frame: Frame, node: ast.expr, fits: Fits, span: Span,
                    failing_label: str, evidence: list[str]) -> Candidate | None:
    """An op on the way to `node` (a reduction, a split, a squeeze, also in a helper or sub-cell it
    called, or one part of a concatenation) whose axis, changed to one other axis, makes `node`
    fit where it fails: that axis is the place to change."""
    choice = AxisSearch(ev).find(frame, node, fits)
    if choice is None:
        return None
    call = node_span(choice.file, choice.call)
    root = Step(call, tr("label.axis_dropped" if choice.keep else "label.squeezed_all" if choice.axis == ALL
                         else "label.axis_chosen", axis=choice.axis),
                source.segment(choice.file, choice.call))
    labels = {"returned": "label.axis_returned", "joined": "label.axis_joined", "tiled": "label.axis_tiled"}
    hops = tuple(Step(node_span(file, place), tr(labels[what])) for file, place, what in choice.hops)
    if choice.left_out is not None:
        # `mu = channel_mean(x)` leaves the helper's `keep_dims` at its False default: the call is
        # the line to change, the reduction that dropped the axis a step on the way.
        file, called, parameter, default = choice.left_out
        hops = (root, *hops)
        root = Step(node_span(file, called), tr("label.called_without", name=parameter, default=default),
                    source.segment(file, called))
    key = "axis.message.keep" if choice.keep else "axis.message.squeeze_all" if choice.axis == ALL else "axis.message"
    message = tr(key, op=choice.op, axis=choice.axis, given=_shape_text(choice.given),
                 made=_shape_text(choice.made), better=choice.better, would=_shape_text(choice.would),
                 name=ast.unparse(node), line=span.line)
    fix = Fix(tr("axis.fix.keep", op=choice.op) if choice.keep else tr("axis.fix.squeeze_all", op=choice.op,
              better=choice.better) if choice.axis == ALL else tr("axis.fix", op=choice.op, axis=choice.axis,
                                                                  better=choice.better))
    return rule.traced(Trace(ast.unparse(node), root, hops), message, failing=span, failing_label=failing_label,
                       fix=fix, evidence=evidence, confidence=Confidence.ROOT)


class _LayerShapeRule(Rule):
    """Shared logic: a shape error inside a MindSpore layer is fixed where the layer was built."""

    pattern: re.Pattern[str]
    layer_word = "layer"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        text = f"{ev.headline}\n{ev.eager_message}"
        if not self.pattern.search(text):
            return []
        candidates = list(self._layer_candidates(ev, text))
        axis_made = self._axis_made(ev)
        return [axis_made, *candidates] if axis_made is not None else candidates

    def _axis_made(self, ev: Evidence) -> Candidate | None:
        """The layer's input made along another axis than the one that fits the layer (`x.mean(axis=1)`
        over the channels of a (B, C, T) map, in a pooling helper): that axis, before the layer's
        build, which stays among the findings."""
        located = _user_call(ev)
        frame, span, call = located if located is not None else (None, None, None)
        if frame is None or call is None or span is None or not call.args:
            return None
        failing_layer = _failing_layer(ev, frame)
        target = failing_layer if failing_layer is not None else resolve_expression(call.func, frame.locals)
        seen = _layer_input(ev, frame, call, target) if target is not None else None
        if seen is None or seen[1][seen[2]] == seen[0]:
            return None
        evidence = [tr("seen.mindspore", headline=ev.headline)] + _argument_descriptions(call, frame)
        return _axis_candidate(self, ev, frame, call.args[0], sized(seen[2], seen[0]), span,
                               tr("label.layer_gets", layer=ast.unparse(call.func)), evidence)

    def _layer_candidates(self, ev: Evidence, text: str) -> Iterable[Candidate]:
        located = _user_call(ev)
        if located is None:
            return []
        frame, span, call = located
        if call is not None and frame is not None and call.args and _NUMBER_INPUT.search(ev.headline):
            given = resolve_expression(call.args[0], frame.locals)
            if isinstance(given, (int, float)) and not isinstance(given, bool):
                return []  # `Failed calling Reshape with "input=Int64"`: a Python number, not a size
        evidence = [tr("seen.mindspore", headline=ev.headline)] + _argument_descriptions(call, frame)
        padded = _product_padded_to_longest(ev, frame, call) if call is not None and frame is not None \
            and self.code == "MSD401" else None
        if padded is not None:
            traced, name, size, other, other_size = padded
            message = tr("MSD401.message.padded", name=name, size=size, other=other, other_size=other_size,
                         line=span.line)
            return [self.traced(traced, message, failing=span, failing_label=tr("label.layer_gets", layer=ast.unparse(call.func)),
                                fix=Fix(tr("MSD401.fix.padded", name=name, other_size=other_size)), evidence=evidence,
                                confidence=Confidence.LIKELY + 0.02)]
        if call is not None and frame is not None:
            failing_layer = _failing_layer(ev, frame)
            target = failing_layer if failing_layer is not None else resolve_expression(call.func, frame.locals)
            flag = _transpose_flag(ev, frame, call, resolve_expression(call.func, frame.locals))
            if flag is not None:
                # `self.scores = ops.BatchMatMul(transpose_b=False)` for `q @ k^T`: the flag, where built.
                built, flag_name, wanted, shapes = flag
                layer_text = ast.unparse(call.func)
                message = tr("layer_shape.message.transpose_flag", layer=layer_text, flag=flag_name,
                             value=not wanted, wanted=wanted, shapes=shapes, line=span.line)
                return [Candidate(self.finding(built, message, evidence=evidence, label=tr("label.transpose_flag_set", flag=flag_name),
                                               fix=Fix(tr("layer_shape.fix.transpose_flag", flag=flag_name, wanted=wanted)),
                                               related=fails_at(span, label=tr("label.layer_gets", layer=layer_text))),
                                  Confidence.LIKELY)]
            branch = _factory_branch(ev, target, text) if target is not None else None
            if branch is not None:
                # `make_norm(32)` after a Dense, in a factory that builds BatchNorm1d only when
                # `dims == 1`: the call that left `dims` at its default chose the layer.
                caller, built, flag, default, kind, needed, got = branch
                layer_text = ast.unparse(call.func)
                message = tr("MSD407.message.factory_flag", kind=kind, flag=flag, default=default, needed=needed,
                             got=got, line=span.line)
                related = [Related(built, tr("label.factory_builds", kind=kind)),
                           *fails_at(span, label=tr("label.layer_gets", layer=layer_text))]
                return [Candidate(self.finding(caller, message, related=related, evidence=evidence,
                                               fix=Fix(tr("MSD407.fix.factory_flag", flag=flag)),
                                               label=tr("label.called_without", name=flag, default=default)),
                                  Confidence.LIKELY + 0.02)]
            timed = _batch_first_into_time_major(ev, frame, call, target) if self.code == "MSD407" else None
            if timed is not None:
                layout, shape = timed
                layer_text = ast.unparse(call.func)
                message = tr("MSD407.message.time_major", name=ast.unparse(call.args[0]), layer=layer_text,
                             shape=_shape_text(shape), batch=shape[0], frames=shape[1])
                return [self.traced(layout, message, failing=span, failing_label=tr("label.layer_gets", layer=layer_text),
                                    fix=Fix(tr("MSD407.fix.time_major", layer=layer_text)), evidence=evidence,
                                    confidence=Confidence.LIKELY)]
            elsewhere = _channels_elsewhere(ev, frame, call, target) if target is not None and call.args else None
            layout = ev.provenance.layout(frame, call.args[0]) if elsewhere is not None else None
            if layout is not None and elsewhere is not None and not elsewhere[1] and not any(
                    word in step.text for step in (layout.root, *layout.hops) for word in ("transpose", "permute")):
                layout = None  # channels on a middle axis: a coincidence unless a permutation put them there
            if layout is not None and elsewhere is not None:
                channels = elsewhere[0]
                layer_text = ast.unparse(call.func)
                message = tr("layout.message", value=ast.unparse(call.args[0]), layer=layer_text, channels=channels,
                             line=span.line)
                return [self.traced(layout, message, failing=span,
                                    failing_label=tr("label.layer_gets", layer=layer_text),
                                    fix=Fix(tr("layout.fix")), evidence=evidence, confidence=Confidence.LIKELY)]
            ranked = _RANK_NEEDED.search(text)
            if ranked is not None and call.args:
                candidates = self._rank_made(ev, frame, span, call, int(ranked["needed"]), int(ranked["got"]), evidence)
                if candidates:
                    return candidates
            called = resolve_expression(call.func, frame.locals)  # the layer itself, not a primitive cell of it
            unbatched = _batch_first_missing(frame, call, called) if called is not None else None
            built = ev.provenance.created_at(called) if unbatched is not None else None
            if unbatched is not None and built is not None:
                # `nn.GRU(features, hidden)` for (batch, time, features) windows: the layer reads
                # the time steps as the batch, and the state made for the batch no longer fits.
                layer_text = ast.unparse(call.func)
                message = tr("MSD407.message.batch_first", layer=layer_text, name=ast.unparse(call.args[0]),
                             shape=_shape_text(unbatched[0]), batch=unbatched[1], line=span.line)
                return [Candidate(self.finding(built, message, related=fails_at(span, label=tr("label.layer_gets", layer=layer_text)),
                                               fix=Fix(tr("MSD407.fix.batch_first", layer=layer_text)), evidence=evidence,
                                               label=tr("label.built_here")), Confidence.LIKELY + 0.02)]
            state = _recurrent_state(frame, call, target) if target is not None else None
            if state is not None:
                candidates = self._state_made(ev, frame, span, call, target, state, evidence)
                if candidates:
                    return candidates
            wanted = _wanted_size(ev, frame, call, target) if target is not None else None
            pooled = _pool_left_at_stride_one(ev) if wanted is not None and self.code != "MSD402" else None
            seen = _layer_input(ev, frame, call, target) if pooled is not None and target is not None else None
            if pooled is not None and seen is not None and wanted > seen[0]:
                # More features than the layer was built for, and a pooling layer that keeps
                # MindSpore's default stride of 1 (PyTorch's default is the kernel size).
                built, pool_text = pooled
                layer_text = ast.unparse(call.func)
                message = tr("MSD401.message.pool_stride", pool=pool_text, layer=layer_text, got=wanted, wanted=seen[0])
                return [Candidate(self.finding(built, message, related=fails_at(span, label=tr("label.layer_gets", layer=layer_text)),
                                               fix=Fix(tr("MSD401.fix.pool_stride")), evidence=evidence,
                                               label=tr("label.pool_stride")), Confidence.LIKELY + 0.02)]
            convs = _conv_left_at_same(ev) if wanted is not None and pooled is None and self.code == "MSD401" else []
            seen = _layer_input(ev, frame, call, target) if convs and target is not None else seen
            if convs and seen is not None and wanted > seen[0] and _same_channels_other_maps(ev, wanted, seen[0]):
                # More features than the layer was built for, and convolutions that keep
                # MindSpore's default `pad_mode="same"` (PyTorch pads nothing by default).
                (built, conv_text), *others = convs
                layer_text = ast.unparse(call.func)
                message = tr("MSD401.message.conv_same", conv=conv_text, layer=layer_text, got=wanted, wanted=seen[0])
                related = [Related(other, tr("label.conv_same")) for other, _ in others]
                layer_built = ev.provenance.created_at(target)
                if layer_built is not None:  # the other fix: a layer built for the larger maps
                    related.append(Related(layer_built, tr("label.built_here")))
                return [Candidate(self.finding(built, message, related=[*related, *fails_at(span, label=tr(
                    "label.layer_gets", layer=layer_text))], fix=Fix(tr("MSD401.fix.conv_same")), evidence=evidence,
                    label=tr("label.conv_same")), Confidence.LIKELY + 0.01)]
            part = _sized_for_part(ev, frame, call, target) if target is not None else None
            if part is not None and part[0] == "axis":
                _, along, parts, built, given, join = part
                layer_text = ast.unparse(call.func)
                message = tr("layer_shape.message.join_axis", parts=parts, along=along, layer=layer_text, built=built,
                             given=given, line=span.line)
                return [Candidate(self.finding(join, message, related=fails_at(span, label=tr(  # type: ignore[arg-type]
                    "label.layer_gets", layer=layer_text)), fix=Fix(tr("layer_shape.fix.join_axis")),
                    evidence=evidence, label=tr("label.joined_along", along=along)), Confidence.LIKELY + 0.02)]
            built_at = ev.provenance.created_at(target) if part is not None else None
            if part is not None and built_at is not None:
                # `self.fc(ops.cat((a, b), -1))` with `self.fc = nn.Dense(da, 1)`: the layer was
                # sized for one of the parts it receives concatenated.
                _, name, parts, built, given, _ = part
                computed = _size_computed(built_at)
                if computed is not None:
                    # `deep_in = num_sparse * emb_dim` then `nn.Dense(deep_in, width)`: the size
                    # was computed for one part a few lines above the build.
                    built_at, extra = computed, [Related(built_at, tr("label.built_here"))]
                else:
                    extra = []
                layer_text = ast.unparse(call.func)
                message = tr("layer_shape.message.concat", layer=layer_text, built=built, part=name, parts=parts,
                             given=given, line=span.line)
                return [Candidate(self.finding(built_at, message, related=[*extra, *fails_at(span, label=tr(
                    "label.layer_gets", layer=layer_text))], fix=Fix(tr("layer_shape.fix.concat", layer=layer_text,
                                                                       given=given)),
                    evidence=evidence, label=tr("label.sized_for_part", part=name)), Confidence.LIKELY + 0.02)]
            named = self._setting_named(ev, frame, call, target, text, span, evidence) if target is not None else None
            if named is not None:
                return [named]
            found = ev.provenance.layer(call, frame, failing_layer, wanted=wanted)
            if found is not None and (found.layer is None or is_mindspore_layer(found.layer)):
                layer_text = ast.unparse(call.func)
                config = _layer_config(found.layer) if found.layer is not None else layer_text
                evidence.insert(1, tr("seen.layer", layer=layer_text, config=config, built=found.built))
                seen = _layer_input(ev, frame, call, found.layer) if found.layer is not None else None
                inputs = "; ".join(_argument_descriptions(call, frame)) or (
                    tr("layer_shape.input_seen", shape=_shape_text(seen[1]), built=seen[0]) if seen is not None
                    else tr("layer_shape.its_input"))
                message = tr("layer_shape.message", layer=layer_text, line=span.line, inputs=inputs)
                fix = Fix(tr("layer_shape.fix", layer=layer_text, line=span.line))
                return [self.traced(found.trace, message, failing=span,
                                    failing_label=tr("label.layer_gets", layer=layer_text), fix=fix,
                                    evidence=evidence, confidence=Confidence.LIKELY)]
        for argument in call.args if call is not None and frame is not None else []:
            swapped = ev.provenance.swapped(frame, argument)
            if swapped is not None:
                message = tr("layer_shape.message.swapped", op=ev.op or tr("op.unnamed"), line=span.line,
                             name=ast.unparse(argument))
                return [self.traced(swapped, message, failing=span, failing_label=tr("label.broadcast_fails"),
                                    evidence=evidence, confidence=Confidence.LIKELY)]
        transposed = _transposed_operand(call, frame) if self.code == "MSD401" and call is not None \
            and frame is not None else None
        if transposed is not None:
            # `ops.matmul(power, self.fb)` with fb (40, 129) for power (.., 129): the matrix holds
            # the right sizes in the other order, made (or stored) without its transpose.
            node, shape, size = transposed
            traced = ev.provenance.expression(frame, node, Want("any"))  # type: ignore[arg-type]
            # `return Parameter(ms.Tensor(value))` of a helper: the statement that wrote its shape.
            traced = (ev.provenance.made_size(traced, 0, follow=False) or traced) if traced is not None else None
            if traced is not None and not traced.root.span.covers(span.file, span.line):
                name = ast.unparse(node)
                message = tr("MSD401.message.transposed", name=name, shape=_shape_text(shape), size=size,
                             other=ast.unparse(call.args[0]), line=span.line)  # type: ignore[union-attr]
                return [self.traced(traced, message, failing=span, failing_label=tr("label.broadcast_fails"),
                                    fix=Fix(tr("MSD401.fix.transposed", name=name)), evidence=evidence,
                                    confidence=Confidence.LIKELY)]
        described = _argument_descriptions(call, frame)
        if described:
            message = tr("layer_shape.message.unlocated.described", op=ev.op or tr("op.unnamed"), line=span.line,
                         described="; ".join(described))
        else:
            message = tr("layer_shape.message.unlocated", op=ev.op or tr("op.unnamed"), line=span.line)
        return [Candidate(self.finding(span, message, evidence=evidence), Confidence.WEAK)]

    def _setting_named(self, ev: Evidence, frame: Frame, call: ast.Call, layer: Any, text: str, span: Span,
                       evidence: list[str]) -> Candidate | None:
        """`self.pad(x)` and "For 'MirrorPad', paddings.shape[0] must equal to input's rank": the
        message names one setting of the layer's constructor (not a size), which is followed from
        the layer's build to where it was chosen (a config value)."""
        owner = frame.locals.get("self")
        if not (is_mindspore_layer(layer) and isinstance(call.func, ast.Attribute) and _is_self_attribute(call.func)
                and owner is not None):
            return None
        words = set(re.findall(r"[A-Za-z_]\w+", text))
        named = [p for p in _constructor_parameters(layer) if p in words and len(p) > 3 and p not in _LAYER_SIZE_WORDS]
        if len(named) != 1:
            return None
        traced = ev.provenance.built_argument(owner, call.func.attr, layer, named[0])
        built = ev.provenance.created_at(layer)
        if traced is None or built is None or traced.root.span.covers(built.file, built.line):
            return None  # written at the build itself: the size rules below say more
        layer_text = ast.unparse(call.func)
        message = tr("layer_shape.message.setting", layer=layer_text, name=named[0], line=span.line,
                     reason=(ev.eager_message or ev.headline).strip().splitlines()[0][:160])
        return self.traced(traced, message, failing=span, failing_label=tr("label.layer_gets", layer=layer_text),
                           fix=Fix(tr("layer_shape.fix.setting", layer=layer_text, name=named[0])), evidence=evidence,
                           confidence=Confidence.LIKELY)

    def _rank_made(self, ev: Evidence, frame: Frame, span: Span, call: ast.Call, needed: int, got: int,
                   evidence: list[str]) -> list[Candidate]:
        """A layer given an input with another number of dimensions than it takes (images
        without their channel axis): a layer cannot be built for another rank, so the place is
        where the input got its dimensions, also in a data helper behind the watched call."""
        node = call.args[0]
        shape = shape_of(resolve_expression(node, frame.locals))
        if shape is not None:
            # Conv1d runs Conv2D on an expanded input: the ranks its message gives are one higher.
            needed, got = needed - (got - len(shape)), len(shape)
        traced = ev.provenance.expression(frame, node, Want("rank", rank=got))
        if traced is None or traced.root.span.covers(span.file, span.line):
            return []
        layer = ast.unparse(call.func)
        message = tr("layer_shape.message.rank", value=ast.unparse(node), got=got, layer=layer, needed=needed,
                     line=span.line)
        return [self.traced(traced, message, failing=span, failing_label=tr("label.layer_gets", layer=layer),
                            fix=Fix(tr("layer_shape.fix.rank", needed=needed)), evidence=evidence,
                            confidence=Confidence.LIKELY + 0.02)]

    def _state_made(self, ev: Evidence, frame: Frame, span: Span, call: ast.Call, target: object,
                    state: tuple[ast.expr, int | None, tuple[int, ...], int], evidence: list[str]) -> list[Candidate]:
        """A recurrent layer given an initial state for another number of layers: where the state
        was made (`ops.zeros((1, batch, hidden))` in an `init_hidden` helper), then the layer's
        build, which is the other place to change."""
        node, element, shape, layers = state
        traced = ev.provenance.expression(frame, node.elts[element] if isinstance(node, ast.Tuple) and element is not None
                                          else node, Want("any"),
                                          element=None if isinstance(node, ast.Tuple) else element)
        if traced is None or traced.root.span.covers(span.file, span.line):
            return []
        layer = ast.unparse(call.func)
        left_out = _state_setting_left_out(frame, node.elts[element] if isinstance(node, ast.Tuple) and element is not None
                                           else node, target)
        if left_out is not None:
            # `h0 = init_state(batch, hidden)` for a 2-layer GRU, with `def init_state(..., num_layers=1)`:
            # the call that kept the helper's default for the layer's own setting.
            made_at, setting, default, value = left_out
            message = tr("layer_shape.message.state_default", state=ast.unparse(node), shape=_shape_text(shape),
                         layer=layer, setting=setting, default=default, value=value, line=span.line)
            root = Step(made_at, tr("label.called_without", name=setting, default=default),
                        source.line_text(made_at.file, made_at.line).strip())
            made = () if any(hop.span.covers(traced.root.span.file, traced.root.span.line) for hop in traced.hops) \
                else (traced.root,)
            candidates = [self.traced(dataclasses.replace(traced, root=root, hops=(*made, *traced.hops)),
                                      message, failing=span, failing_label=tr("label.state_given", layer=layer),
                                      fix=Fix(tr("layer_shape.fix.state_default", setting=setting, value=value)),
                                      evidence=evidence, confidence=Confidence.LIKELY + 0.03)]
        else:
            # `ops.zeros(shape)` with `shape = (num_layers, batch, hidden)` a line above: the shape
            # leaves out the directions; the sizes in it are the layer's own.
            traced = ev.provenance.made_size(traced, 0, None, follow=False) or traced
            message = tr("layer_shape.message.state", state=ast.unparse(node), shape=_shape_text(shape), layer=layer,
                         layers=layers, line=span.line)
            candidates = [self.traced(traced, message, failing=span, failing_label=tr("label.state_given", layer=layer),
                                      fix=Fix(tr("layer_shape.fix.state", layers=layers)), evidence=evidence,
                                      confidence=Confidence.LIKELY + 0.02)]
        built = ev.provenance.created_at(target)
        if built is not None:
            message = tr("layer_shape.message.state_layers", layer=layer, state=ast.unparse(node),
                         layers=shape[0], line=span.line)
            candidates.append(Candidate(self.finding(built, message, related=fails_at(span, label=tr(
                "label.state_given", layer=layer)), evidence=evidence), Confidence.PLAUSIBLE))
        return candidates


# A layer's primitive given an input of another rank ("the x shape size must be equal to 4, but got 3").
_RANK_NEEDED = re.compile(r"\bx shape size must be equal to (?P<needed>\d+), but got (?P<got>\d+)")


_POOLS = re.compile(r"(?:Max|Avg)Pool[123]d$")
_CONVS = re.compile(r"^Conv[123]d$")


def _pool_left_at_stride_one(ev: Evidence) -> tuple[Span, str] | None:
    """The one place the model builds a pooling layer with a kernel larger than 1 and no stride:
    MindSpore's pooling layers default to stride 1, so the map barely shrinks."""
    sites = _layers_left_at_default(ev, _POOLS, lambda cell: max(_pair(getattr(cell, "kernel_size", 1))) > 1
                                    and max(_pair(getattr(cell, "stride", 1))) == 1,
                                    lambda made: len(made.args) < 2 and not any(k.arg == "stride" for k in made.keywords))
    return next(iter(sites.items())) if len(sites) == 1 else None


def _conv_left_at_same(ev: Evidence) -> list[tuple[Span, str]]:
    """The places the model builds a convolution with a kernel larger than 1 and neither `pad_mode`
    nor `padding`: MindSpore's convolutions default to `pad_mode="same"` (PyTorch's to no padding),
    so the maps keep their size. In the order the model holds them."""
    sites = _layers_left_at_default(ev, _CONVS, lambda cell: getattr(cell, "pad_mode", None) == "same"
                                    and max(_pair(getattr(cell, "kernel_size", 1))) > 1,
                                    lambda made: len(made.args) < 4 and not any(
                                        k.arg in ("pad_mode", "padding") for k in made.keywords))
    return list(sites.items())


def _same_channels_other_maps(ev: Evidence, got: int, built: int) -> bool:
    """Whether `got` and `built` features are both the last convolution's channels times a map
    size: the channels agree and only the maps are larger than the layer was built for."""
    root = ev.target.obj
    convs = [cell for _, cell in root.cells_and_names() if _CONVS.search(type(cell).__name__)] \
        if hasattr(root, "cells_and_names") else []
    channels = getattr(convs[-1], "out_channels", None) if convs else None
    return isinstance(channels, int) and channels > 0 and got % channels == 0 and built % channels == 0


def _layers_left_at_default(ev: Evidence, kind: re.Pattern[str], built: Callable[[Any], bool],
                            written: Callable[[ast.Call], bool]) -> dict[Span, str]:
    """Where the model's layers of `kind` that `built` accepts were made by a call that `written`
    accepts (the setting left out), by span, with the call's text."""
    root = ev.target.obj
    sites: dict[Span, str] = {}
    for _, parent in root.cells_and_names() if hasattr(root, "cells_and_names") else []:
        for attribute, cell in msapi.child_cells(parent).items():
            if not kind.search(type(cell).__name__) or not built(cell):
                continue
            site = ev.provenance.created_at(cell) or ev.provenance.assigned_at(parent, attribute)
            statement = source.statement_at(site.file, site.line) if site is not None else None
            made = next((n for n in ast.walk(statement) if isinstance(n, ast.Call)
                         and kind.search(_callee_name(n) or "")), None) if statement is not None else None
            if made is not None and written(made):
                sites.setdefault(node_span(site.file, made), ast.unparse(made))  # type: ignore[union-attr]
    return sites


def _transpose_flag(ev: Evidence, frame: Frame, call: ast.Call, layer: Any) -> tuple[Span, str, bool, str] | None:
    """A matrix-product primitive the cell built (`ops.BatchMatMul(transpose_b=False)`) whose two
    inputs fit with one of its transpose flags the other way: (the build, the flag, the value
    that fits, the shapes)."""
    flags = [getattr(layer, "transpose_a", None), getattr(layer, "transpose_b", None)]
    if not all(isinstance(f, bool) for f in flags) or len(call.args) != 2 or not isinstance(call.func, ast.Attribute) \
            or not _is_self_attribute(call.func) or frame.locals.get("self") is None:
        return None
    shapes = [shape_of(resolve_expression(node, frame.locals)) for node in call.args]
    if any(s is None or len(s) < 2 for s in shapes):
        return None

    def fits(a: bool, b: bool) -> bool:
        left, right = shapes
        inner_left = left[-2] if a else left[-1]  # type: ignore[index]
        inner_right = right[-1] if b else right[-2]  # type: ignore[index]
        return inner_left == inner_right

    if fits(*flags):  # type: ignore[arg-type]
        return None
    flipped = [(name, not value) for name, value, other in (("transpose_a", flags[0], (not flags[0], flags[1])),
                                                            ("transpose_b", flags[1], (flags[0], not flags[1])))
               if fits(*other)]  # type: ignore[arg-type]
    if len(flipped) == 2 and shapes[0] == shapes[1]:
        flipped = flipped[1:]  # `q @ k` of two (B, T, D): scores are `q @ k^T`, not a (D, D) product
    built = ev.provenance.assigned_at(frame.locals["self"], call.func.attr)
    if len(flipped) != 1 or built is None:
        return None
    shown = " and ".join(_shape_text(s) for s in shapes)  # type: ignore[arg-type]
    return built, flipped[0][0], flipped[0][1], shown


def _transposed_operand(call: ast.Call, frame: Frame) -> tuple[ast.expr, tuple[int, ...], int] | None:
    """`matmul(a, b)` whose `b` has `a`'s last size on its last axis instead of its first (and
    another size there): `b`, its shape and that size."""
    if len(call.args) != 2 or call.keywords:
        return None
    values = [resolve_expression(node, frame.locals) for node in call.args]
    if type(values[1]).__name__ == "Parameter" and not _is_self_attribute(call.args[1]):
        # A layer's weight (a tied embedding table): the product should transpose it. A factor the
        # running cell makes itself (`self.v`) was made in the wrong layout.
        return None
    first, second = (shape_of(value) for value in values)
    if not first or not second or len(second) < 2:
        return None
    if first[-1] != second[-2] and first[-1] == second[-1] and second[-2] != second[-1]:
        return call.args[1], tuple(second), first[-1]
    return None


# Constructor parameters that are sizes: the size rules follow those with the input's shape.
_LAYER_SIZE_WORDS = {"in_channels", "out_channels", "num_features", "normalized_shape", "vocab_size", "embedding_size",
                     "input_size", "hidden_size", "in_features", "out_features", "num_embeddings", "embedding_dim"}


def _pair(value: Any) -> tuple[int, ...]:
    return tuple(value) if isinstance(value, (tuple, list)) else (int(value),)


def _initial_states(frame: Frame, call: ast.Call) -> tuple[ast.expr, list[tuple[int | None, tuple[int, ...]]]] | None:
    """The initial-state argument of a recurrent layer's call (`self.lstm(x, (h0, c0))`, or `hx=`)
    and the shape of each state in it (by its element of an LSTM's (h0, c0) pair), as the re-run saw them."""
    node = call.args[1] if len(call.args) >= 2 else next((k.value for k in call.keywords if k.arg == "hx"), None)
    if node is None:
        return None
    value = resolve_expression(node, frame.locals)
    if isinstance(node, ast.Tuple):  # `self.lstm(x, (h0, c0))`
        value = tuple(resolve_expression(e, frame.locals) for e in node.elts)
    states = list(enumerate(value)) if isinstance(value, tuple) else [(None, value)]
    return node, [(element, tuple(shape)) for element, state in states
                  if state is not None and (shape := shape_of(state)) and len(shape) == 3]


def _recurrent_sizes(layer: object) -> tuple[int, int, bool] | None:
    """(num_layers, hidden_size, bidirectional) of one of MindSpore's recurrent layers (`nn.RNN`,
    `nn.GRU`, `nn.LSTM`)."""
    sizes = [getattr(layer, name, None) for name in ("num_layers", "hidden_size", "bidirectional")]
    if not is_mindspore_layer(layer) or not isinstance(sizes[0], int) or not isinstance(sizes[1], int) \
            or not isinstance(sizes[2], bool):
        return None
    return sizes[0], sizes[1], sizes[2]


def _recurrent_state(frame: Frame, call: ast.Call,
                     layer: object) -> tuple[ast.expr, int | None, tuple[int, ...], int] | None:
    """When `layer` is a recurrent layer and the call gives it an initial state whose first axis is
    not its count of layers times directions (the other axes agreeing): that argument, the element
    of the (h0, c0) pair that is wrong, the state's shape and the count it should have."""
    sizes, given = _recurrent_sizes(layer), _initial_states(frame, call)
    if sizes is None or given is None:
        return None
    layers = sizes[0] * (2 if sizes[2] else 1)
    for element, shape in given[1]:
        if shape[0] != layers and shape[2] == sizes[1]:
            return given[0], element, shape, layers
    return None


# A layer given an input of another rank than its kind takes: "the in_shape must have 4 dims, but got 2".
_RANK_OF_KIND = re.compile(r"\bmust have (?P<needed>\d+) dims, but got (?P<got>\d+)|\bx shape size must be equal to "
                           r"(?P<needed2>\d+), but got (?P<got2>\d+)")
_KIND_DIMS = re.compile(r"^(?P<stem>\w+?)(?P<dims>[123])[dD]$")


def _factory_branch(ev: Evidence, layer: object, text: str) -> tuple[Span, Span, str, str, str, int, int] | None:
    """(the helper's call, the layer's build, the flag, its default, the layer's kind, the number of
    dimensions it takes and the number it got) when a layer
    given an input of another rank than its kind takes was built by a helper (a factory) that
    builds a sibling kind for another dimension (`BatchNorm1d` under `if dims == 1`, else
    `BatchNorm2d`), and the call of the helper left that flag at its default."""
    ranks = _RANK_OF_KIND.search(text)
    if ranks is None:
        return None
    kind = type(layer).__name__
    built, caller = ev.provenance.created_at(layer), ev.provenance.helper_call(layer)
    stem = _KIND_DIMS.match(kind)
    tree = source.parse_file(built.file) if built is not None else None
    function = source.enclosing_function(tree, built.line) if tree is not None and built is not None else None
    if stem is None or caller is None or function is None:
        return None
    siblings = {callee for node in ast.walk(function) if isinstance(node, ast.Call)
                for callee in [node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")]
                if (other := _KIND_DIMS.match(callee)) and other["stem"] == stem["stem"] and callee != kind}
    defaults = dict(zip([a.arg for a in function.args.args][::-1], function.args.defaults[::-1]))
    tested = {n.id for node in ast.walk(function) if isinstance(node, (ast.If, ast.IfExp))
              for n in ast.walk(node.test) if isinstance(n, ast.Name) and n.id in defaults}
    statement = source.statement_at(caller.file, caller.line)
    calls = [node for node in ast.walk(statement) if isinstance(node, ast.Call)
             and (getattr(node.func, "id", None) or getattr(node.func, "attr", None)) == function.name
             and node.lineno <= caller.line <= (node.end_lineno or node.lineno)] if statement is not None else []
    if not siblings or len(tested) != 1 or len(calls) != 1:
        return None
    flag = tested.pop()
    helper_call = calls[0]
    if not source.leaves_at_default(helper_call, function, flag):
        return None
    needed, got = ranks["needed"] or ranks["needed2"], ranks["got"] or ranks["got2"]
    return node_span(caller.file, helper_call), built, flag, ast.unparse(defaults[flag]), kind, int(needed), int(got)


def _state_setting_left_out(frame: Frame, node: ast.expr, layer: object) -> tuple[Span, str, str, Any] | None:
    """(the call, the parameter, its default, the layer's value) when the state given to a
    recurrent layer comes from a helper call (`h0 = init_state(batch, hidden)`) that leaves a
    parameter named like one of the layer's settings (`num_layers`, `bidirectional`) at a default
    the layer does not have."""
    if isinstance(node, ast.Name):
        bound = source.bound_before(frame.file, frame.line, node.id)
        node = bound.value if isinstance(bound, ast.Assign) and len(bound.targets) == 1 else node
    if not isinstance(node, ast.Call):
        return None
    helper = resolve_expression(node.func, {**frame.globals, **frame.locals})
    if not inspect.isfunction(helper) or not source.is_user_file(helper.__code__.co_filename) \
            or any(isinstance(a, ast.Starred) for a in node.args) or any(k.arg is None for k in node.keywords):
        return None
    for name, parameter in inspect.signature(helper).parameters.items():
        value = getattr(layer, name, None) if name in ("num_layers", "bidirectional") else None
        if value is None or parameter.default is inspect.Parameter.empty or argument_of(node, helper, name) is not None \
                or type(parameter.default) is not type(value) or parameter.default == value:
            continue
        statement = source.statement_at(frame.file, node.lineno)
        return node_span(frame.file, statement or node), name, repr(parameter.default), value
    return None


def _batch_first_missing(frame: Frame, call: ast.Call, layer: object) -> tuple[tuple[int, ...], int] | None:
    """(the input's shape, its batch size) when a recurrent layer built time-major (MindSpore's
    default, `batch_first=False`) gets a batch-first input: the initial state it is given holds
    one row per entry of the input's first axis, where the layer reads the batch from the second."""
    sizes, given = _recurrent_sizes(layer), _initial_states(frame, call)
    if sizes is None or given is None or getattr(layer, "batch_first", None) is not False or not call.args:
        return None
    shape = shape_of(resolve_expression(call.args[0], frame.locals))
    if not shape or len(shape) != 3 or shape[0] == shape[1]:
        return None
    if any(state[1] == shape[0] and state[2] == sizes[1] for _, state in given[1]):
        return tuple(shape), shape[0]
    return None


class MatMulShapeMismatch(_LayerShapeRule):
    """A Dense layer or matrix product gets an input whose inner dimension does not match.

    ## What it does
    Finds `nn.Dense` layers and `ops.matmul`/`MatMul` calls whose input's last dimension differs from
    the layer's `in_channels` (or the other operand's rows), and points at the line that chose the
    wrong size, usually where the layer was built in `__init__`. When the layer gets more features
    than it was built for and the model builds a pooling layer with a kernel but no stride
    (MindSpore's default stride is 1, PyTorch's is the kernel size), it points at that pooling
    layer; when instead the model builds convolutions with a kernel but neither `pad_mode` nor
    `padding` (MindSpore's default is `pad_mode="same"`, PyTorch pads nothing), and the features
    differ only in map size, it points at the first such convolution. A matrix that has the
    input's size on its last axis instead of its first (a table NumPy gives one row per direction,
    stored without `.T`) points at where it was made or stored. An operand that a call passed in another order than its function takes its parameters
    points at that call. A layer given a concatenation (`ops.cat((sparse, dense), -1)`) and built
    for the size of one of its parts points at the layer's build, or at the line above it that
    computed that size (`deep_in = num_sparse * emb_dim`); parts joined along another axis
    (`ops.cat((x, neigh), axis=0)`) whose widths add up to the layer's size point at the join.
    A width a loop carries from layer to layer (`prev = h`) is followed, for the first layer, to
    the value set before the loop. Of a size computed from a setting and a size the helper
    computes itself (`channels * side * side` with `side = image_size // 2`), the computed one is
    followed. An input made by an op along one axis (`x.mean(axis=1)` over
    the channels of a (B, C, T) map in a pooling helper, one part of a concatenation) that would
    fit the layer along one other axis points at that op's axis first, and at the layer's build
    next. A factor the cell makes itself (`self.v = Parameter(..., (out, rank))`) that has the
    input's size on its last axis points at where it was made. A product of two data arrays
    (`ops.matmul(adj, h)`) where one was padded to the longest item of its data (`pad_to =
    max(m.num_atoms for m in mols)`) and the other to a fixed setting points at that padding.
    A size constant counted from a list (`N_FEATURES = len(COLUMNS)`, which counts a column the
    data drops) is followed to its definition even when it sizes several layers. A part of the
    size that a helper computed a line above (`side = feature_grid(...)` in `C * side * side`) is
    read back from the size the layer was built with, and followed into the helper's formula.

    ## Why is this bad?
    Graph mode infers every shape while compiling and stops at the first mismatch, naming the
    primitive (`MatMul`) and often a line inside MindSpore's `nn/layer/basic.py`. The size to change
    was chosen elsewhere: in `__init__`, in a config value, or in a reshape before the call.
    When the size is a config constant computed by a helper (`HEAD = C * frames_after(FRAMES)`),
    it follows the one part that can make it right into the helper's arithmetic.

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


class ConvChannelMismatch(_LayerShapeRule):
    """A convolution gets an input with a different number of channels than it was built for.

    ## What it does
    Finds `nn.Conv1d/2d/3d` layers whose input's channel dimension differs from the layer's
    `in_channels`, and points at the line that built the layer. When the input does have the
    layer's channels, but on its last axis (channels-last data, as image libraries give it) or on
    an axis a transpose put them on, the layer is right and the layout is wrong: it points at the
    stack, transpose or reshape that made the axis order, or the config value the transpose used,
    also through `model.train`'s dataset into the arrays its `NumpySlicesDataset` was given,
    and through a `np.concatenate(parts)` of a list filled with `parts.append(...)` into the
    helper that made each part.

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


class LayerInputMismatch(_LayerShapeRule):
    """A MindSpore layer (LayerNorm, BatchNorm, Embedding, ...) gets an input of the wrong shape.

    ## What it does
    Finds shape errors raised inside a MindSpore `nn` layer called from your code and points at the
    line where that layer was built with a size that does not match its input. When a recurrent
    layer (`nn.GRU`, `nn.LSTM`, `nn.RNN`) gets an initial state made for another number of layers
    or directions, it points first at the line that made the state (or, when a helper made it, at
    the call that left the helper's `num_layers` or `bidirectional` at a default the layer does
    not have); when it gets a batch-first
    input and a state made for that batch while it was built without `batch_first=True` (it reads
    the time steps as the batch), at the layer's build. An input with another
    number of dimensions than the layer takes (images or signals without their channel axis) is
    followed to where it got them, also in a data helper behind the watched call.
    A loss that takes the classes on axis 1 (`nn.CrossEntropyLoss` with (N, C, d...) logits)
    given the model's output with the classes last, (N, d..., C), points at the model's
    `return` that hands the output over, with where it was made as a second place.
    An `nn.PixelShuffle` given channels that are not a multiple of its factor squared points at
    the output channels of the layer before it (the shuffle has no size of its own).
    An `nn.CTCLoss` given batch-first log-probabilities (its lengths have one entry per row of
    the first axis) points where the model's input was stacked batch-first. An input made by an
    op along one axis (a reduction, a split, a squeeze) that would fit the layer along one other
    axis points at that op's axis first. A message that names one setting of the layer's
    constructor (`paddings` of `nn.Pad`) follows that setting from the layer's build to where it
    was chosen (`PADDINGS` in a config). A matrix-product primitive the cell built
    (`ops.BatchMatMul(transpose_b=False)`) whose inputs fit with one transpose flag the other way
    points at that build. A layer that takes inputs of another number of dimensions than it gets
    (`BatchNorm2d` after a `Dense`), built by a helper that builds the other kind under a flag
    (`if dims == 1: return nn.BatchNorm1d(...)`), points at the call of the helper that left the
    flag at its default. A layer given (N, 1, C) where it takes (N, C), by a cell of yours whose
    reduction keeps the reduced axis (`x.mean(axis=1, keep_dims=self.keep_dims)`), points at
    where `keep_dims` became True: the constructor's default, or the literal in `construct`.

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

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        # Only when the failing user call really is a MindSpore layer; other shape errors belong
        # to the more specific rules or the general one.
        if _NONE_INPUT.search(ev.headline):
            return []
        classes_last = _CLASSES_LAST.search(f"{ev.headline}\n{ev.eager_message}")
        if classes_last is not None:
            return self._classes_last(ev, classes_last)
        if _SHUFFLE_CHANNELS.search(f"{ev.headline}\n{ev.eager_message}"):
            shuffled = self._shuffled(ev)
            if shuffled:
                return shuffled
        if (_BROADCAST.search(ev.headline) or _CONCAT.search(ev.headline) or _CONCAT.search(ev.eager_message)) \
                and not _eager_layer_misfit(ev):
            return []  # MSD403's and MSD412's, unless the eager run stopped in a layer its input does not fit
        kept = self._axis_kept(ev)
        if kept:
            return kept
        return [c for c in super().on_failure(ev) if c.finding.related]

    def _axis_kept(self, ev: Evidence) -> list[Candidate]:
        """A layer given (N, 1, C) where it takes (N, C): the axis of 1 was kept by a reduction
        of the cell that made the input (`x.mean(axis=1, keep_dims=self.keep_dims)` with
        `keep_dims=True` the constructor's default). Where `keep_dims` became True is the line to
        change."""
        located = _user_call(ev)
        if located is None or located[0] is None or located[2] is None or not located[2].args:
            return []
        frame, span, call = located
        layer = resolve_expression(call.func, frame.locals)
        shape = shape_of(resolve_expression(call.args[0], frame.locals))
        built = next((getattr(layer, a) for a in ("num_features", "in_channels") if isinstance(getattr(layer, a, None), int)),
                     None)
        if not is_mindspore_layer(layer) or shape is None or len(shape) < 3 or shape[1] != 1 or built is None \
                or built == 1 or built not in shape[2:]:
            return []
        made = call.args[0]
        if isinstance(made, ast.Name):
            bound = source.bound_before(frame.file, frame.line, made.id)
            made = bound.value if isinstance(bound, ast.Assign) and len(bound.targets) == 1 else made
        producer = resolve_expression(made.func, frame.locals) if isinstance(made, ast.Call) \
            and isinstance(made.func, ast.Attribute) else None
        construct = getattr(type(producer), "construct", None) if producer is not None else None
        function = source.user_function_node(construct) if construct is not None else None
        keeps = [k for n in ast.walk(function) if isinstance(n, ast.Call) for k in n.keywords
                 if k.arg in ("keep_dims", "keepdims")] if function is not None else []
        if len(keeps) != 1:
            return []
        kept = keeps[0].value
        name = ast.unparse(made.func)  # type: ignore[union-attr]
        if _is_self_attribute(kept):
            traced = ev.provenance.attribute(producer, kept.attr)  # type: ignore[attr-defined]
        elif isinstance(kept, ast.Constant) and kept.value is True:
            traced = Trace(name, Step(node_span(construct.__code__.co_filename, kept), ""), (), Want("any"))
        else:
            return []
        if traced is None or traced.root.span.covers(span.file, span.line):
            return []
        default = next((hop for hop in traced.hops if isinstance(source.statement_at(hop.span.file, hop.span.line),
                                                                  (ast.FunctionDef, ast.AsyncFunctionDef))), None)
        if traced.root.kind == "omitted" and default is not None:
            # A reducing cell of the user's that keeps the axis by default: its default is the
            # design to change; the construction that left it in place is the next place.
            traced = dataclasses.replace(traced, root=default, hops=(traced.root, *(h for h in traced.hops if h is not default)))
        traced = dataclasses.replace(traced, root=dataclasses.replace(traced.root, label=tr("label.keeps_axis", keyword=keeps[0].arg), kind=""))
        message = tr("MSD407.message.kept_axis", producer=name, shape=_shape_text(shape), layer=ast.unparse(call.func),
                     built=built, keyword=keeps[0].arg)
        return [self.traced(traced, message, failing=span, failing_label=tr("label.layer_gets", layer=ast.unparse(call.func)),
                            fix=Fix(tr("MSD407.fix.kept_axis", producer=name, keyword=keeps[0].arg)),
                            evidence=[tr("seen.mindspore", headline=ev.headline)], confidence=Confidence.LIKELY)]

    def _shuffled(self, ev: Evidence) -> list[Candidate]:
        """`self.shuffle(self.conv(x))` where the convolution makes `colors * r` channels: a pixel
        shuffle has no size of its own to change, the layer before it chose the channels."""
        located = _user_call(ev)
        if located is None or located[0] is None or located[2] is None or not located[2].args:
            return []
        frame, span, call = located
        shuffle = resolve_expression(call.func, frame.locals)
        factor = getattr(shuffle, "upscale_factor", None)
        produced = _producer(frame, call.args[0])
        if produced is None or not isinstance(factor, int) or not isinstance(produced[0].value, ast.Name):
            return []
        func, layer = produced
        owner = resolve_expression(func.value, frame.locals)
        traced = ev.provenance.built_argument(owner, func.attr, layer, "out_channels")
        if traced is None or traced.root.span.covers(span.file, span.line):
            return []
        message = tr("MSD407.message.shuffle", layer=ast.unparse(func), channels=layer.out_channels,
                     shuffle=ast.unparse(call.func), factor=factor, square=factor * factor)
        return [self.traced(traced, message, failing=span,
                            failing_label=tr("label.layer_gets", layer=ast.unparse(call.func)),
                            fix=Fix(tr("MSD407.fix.shuffle", square=factor * factor)),
                            evidence=[tr("seen.mindspore", headline=ev.headline)], confidence=Confidence.LIKELY)]

    def _classes_last(self, ev: Evidence, match: re.Match[str]) -> list[Candidate]:
        """A loss that takes (N, C, d...) logits given (N, d..., C): the model's output, with the
        classes on its last axis, traced back through its `construct` returns to where it was made."""
        logits = tuple(int(d) for d in re.findall(r"\d+", match["logits"]))
        labels = tuple(int(d) for d in re.findall(r"\d+", match["labels"]))
        if len(logits) < 3 or logits[:-1] != labels:
            return []
        traced = ev.provenance.returned(Want("rank", rank=len(logits)))
        if traced is None:
            return []
        # The layer that made (N, L, C) is right for a position-wise head; the model hands it to
        # the loss in the wrong layout: its outermost `return` is where to move the axis.
        steps = (traced.root, *traced.hops)
        returns = [step for step in steps if isinstance(source.statement_at(step.span.file, step.span.line), ast.Return)]
        if returns:
            handed = returns[-1]
            traced = dataclasses.replace(traced, root=handed, hops=tuple(step for step in steps if step is not handed))
        failing = ev.failing_span()
        message = tr("MSD407.message.classes_last", loss=match["loss"], shape=_shape_text(logits),
                     labels=_shape_text(labels))
        return [self.traced(traced, message, failing=failing, failing_label=tr("label.loss_takes", loss=match["loss"]),
                            fix=Fix(tr("MSD407.fix.classes_last", axes=", ".join(
                                ["0", str(len(logits) - 1), *(str(a) for a in range(1, len(logits) - 1))]))),
                            evidence=[tr("seen.mindspore", headline=ev.headline)], confidence=Confidence.LIKELY)]


# The name of an epoch count (`epochs`, `num_epochs`, `EPOCHS`), not of steps per epoch.
_EPOCH_COUNT = re.compile(r"(?:^|_)epochs$|^epochs?$", re.IGNORECASE)
# A Gather past the end of its table: the optimizer's per-step learning rates, among others.
_GATHER_RANGE = re.compile(r"For 'Gather', the 'input_indices' should be in the range \[0, (?P<size>\d+)\), "
                           r"but got (?P<index>\d+)")


# nn.PixelShuffle given channels that are not a multiple of the factor squared.
_SHUFFLE_CHANNELS = re.compile(r"For 'pixel_shuffle', the length of third to last dimension is not divisible")


def _producer(frame: Frame, node: ast.expr) -> tuple[ast.Attribute, Any] | None:
    """The layer held as `self.<name>` whose output `node` is (`self.conv(x)`, at the call or
    bound to the name it gets), when that layer chooses its output channels."""
    if isinstance(node, ast.Name):
        statement = source.bound_before(frame.file, frame.line, node.id)
        node = getattr(statement, "value", None) if isinstance(statement, ast.Assign) \
            and len(statement.targets) == 1 else None
    if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
        return None
    layer = resolve_expression(node.func, frame.locals)
    if not is_mindspore_layer(layer) or not isinstance(getattr(layer, "out_channels", None), int):
        return None
    return node.func, layer


# A loss that wants the classes on axis 1 given them last: (8, 40, 3) logits for (8, 40) labels.
_CLASSES_LAST = re.compile(r"For '(?P<loss>\w+)', the shape of 'logits' should be \(N, C, d_0[^\n]*?but get 'logits' "
                           r"shape: \((?P<logits>[\d, ]+)\) and 'labels' shape: \((?P<labels>[\d, ]+)\)")


def _eager_layer_misfit(ev: Evidence) -> bool:
    """Whether the eager re-run stopped inside a MindSpore layer whose input has another size than
    it was built for: graph mode may stop later, in an op the layer's output reaches (the gradient
    of an activation), with a message about that op's shapes."""
    located = _user_call(ev)
    if located is None or located[0] is None or located[2] is None:
        return False
    frame, _, call = located
    layer, called = _failing_layer(ev, frame), resolve_expression(call.func, frame.locals)
    return (layer is not None and _wanted_size(ev, frame, call, layer) is not None) \
        or (called is not None and _batch_first_missing(frame, call, called) is not None)


class BroadcastShapeMismatch(Rule):
    """An element-wise op gets two tensors whose shapes cannot broadcast.

    ## What it does
    Finds `+`, `*`, `ops.add`, `ops.mul` and friends whose operands' shapes differ in a dimension where
    neither is 1, and shows both shapes as the eager re-run saw them. An operand with fewer
    dimensions is followed to where it was made; when its sizes, aligned from the last axis, differ
    too (a (31, 31) mask for (B, H, 32, 32) scores), to where the size it was made with was chosen
    (a helper's `np.ones((size, size))`, then the argument its caller gave for `size`); when a reduction primitive the cell built with
    `keep_dims=False` (`ops.ReduceMean()`) dropped the axes, to where that primitive was built.
    Operands of one rank, one of them padded on the way by an amount chosen elsewhere (`h =
    ops.pad(x, (self.pad, 0))` before a dilated convolution), are traced to where that amount was
    chosen: the padding was meant to keep the size. One resized to a size computed elsewhere
    (`ops.interpolate(p, size=spatial_size(skip))`) is traced to where that size was computed.
    A residual branch whose layer changes the width of what it is added back to (`x +
    self.act(self.proj(x))` with `self.proj = nn.Dense(d, 2 * d)`) points at that layer's build.
    A branch shortened by convolutions built with `pad_mode="valid"` (PyTorch's and Keras' habit;
    MindSpore's default is `"same"`) points where that mode was chosen: the layer, or the
    constructor argument and config value it came from.
    A loss built with per-class weights (`nn.CrossEntropyLoss(weight=w)`) whose length is not the
    logits' number of classes points at where the weights got their length (`np.unique(labels)`,
    which skips a class no label has), with the loss's build as a second place. A 1-D Parameter
    the size of the channels of an (N, C, H, W) map (a layer scale made as `(dim,)`, not `(dim,
    1, 1)`) points at where it was made before the line that uses it. An operand that is a
    helper's result (`x - window_mean(x)`) is read from what the helper returned in the re-run.
    Data longer than a table sized by a setting (`self.tok_embed(ids) + self.pos_embed`), whose
    length a helper's default chose and its caller kept (`tok.encode_batch(texts)` for
    `max_len=24`), or the longest row, points there first, the table's size second. A table made
    by a helper of the user's (`self.pos = Parameter(sinusoid_table(max_len, d))`) is read through
    the helper's `return`: its size along the short axis is followed from the helper's parameter
    to the caller's argument and on to the setting (`MAX_POSITIONS` in a config); a table left at
    its constructor's default by a cell that takes the same setting and never reads it
    (`SinusoidalPositions(d_model)` in an `__init__` given `max_len`) points at that call.
    An operand chosen by a flag of the cell (`identity = self.shortcut(x) if self.project else
    x`) that a helper computed without reading one of its parameters (`needs_projection(in_ch,
    out_ch, stride)` comparing only the channels) points at that helper's `return`.
    An operand made by an op along one axis (`ops.split(stats, latent, axis=0)` in a sub-cell,
    a reduction, a squeeze) that would broadcast along one other axis points at that op's axis;
    a reduction that would broadcast with its axis kept (`x - x.mean(-1)`), at the reduction.

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

    def _branch_flag(self, ev: Evidence, frame: Frame, pair: Any, span: Span, evidence: list[str],
                     operands: str) -> list[Candidate]:
        """`identity = self.shortcut(x) if self.project else x`: an operand chosen by a flag of the
        cell, which a helper of the user's computed while ignoring one of its inputs
        (`needs_projection(in_ch, out_ch, stride)` that never reads `stride`): the helper's
        `return` decided the branch whose shape does not fit."""
        owner = frame.locals.get("self")
        for node, shape in pair if owner is not None else ():
            statement = source.bound_before(frame.file, frame.line, node.id) if isinstance(node, ast.Name) else None
            value = statement.value if isinstance(statement, ast.Assign) and len(statement.targets) == 1 else None
            test = value.test if isinstance(value, ast.IfExp) else None
            test = test.operand if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not) else test
            if not _is_self_attribute(test):
                continue
            traced = ev.provenance.attribute(owner, test.attr)
            returned = next((hop for hop in traced.hops if isinstance(source.statement_at(hop.span.file, hop.span.line),
                                                                       ast.Return)), None) if traced is not None else None
            tree = source.parse_file(returned.span.file) if returned is not None else None
            helper = source.enclosing_function(tree, returned.span.line) if tree is not None else None
            ignored = source.unused_parameter(helper) if helper is not None else None
            if traced is None or returned is None or ignored is None \
                    or not returned.span.covers(traced.root.span.file, traced.root.span.line):
                continue
            # The helper's `return` decided the flag without one of its inputs.
            root = dataclasses.replace(returned, label=tr("label.ignores_parameter", function=helper.name, name=ignored),
                                       kind="ignored", name=ignored)
            traced = dataclasses.replace(traced, root=root, hops=tuple(h for h in traced.hops if h is not returned))
            name = ast.unparse(node)
            message = tr("MSD403.message.flag", name=name, shape=_shape_text(shape), flag=ast.unparse(test),
                         line=span.line, ignored=ignored, operands=operands)
            return [self.traced(traced, message, failing=span, failing_label=tr("label.broadcast_fails"),
                                evidence=evidence, related=[Related(node_span(frame.file, statement),
                                                                    tr("label.branch_chosen", flag=ast.unparse(test)))],
                                confidence=Confidence.LIKELY + 0.03)]
        return []

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        if not (_BROADCAST.search(ev.headline) or _BROADCAST.search(ev.eager_message)):
            return []
        weighted = self._class_weights(ev)
        if weighted:
            return weighted
        span = ev.failing_span()
        if span is None:
            return []
        frame = ev.eager_frame()
        evidence = [tr("seen.mindspore", headline=ev.headline)]
        op = ev.op or tr("MSD403.elementwise_op")
        pair = _mismatched_operands(ev, span, frame)
        if pair is None:
            return [Candidate(self.finding(span, tr("MSD403.message", op=op, line=span.line), fix=Fix(tr("MSD403.fix")),
                                           evidence=evidence), Confidence.LOCATED)]
        joined = _joining_node(span, pair)
        if joined is not None:
            # `fine + up` itself: which of the statement's calls PyNative names varies with its
            # asynchronous launches; the op of the two operands does not.
            span = node_span(span.file, joined)
        described = [tr("value.is", expression=ast.unparse(node), value=_shape_text(shape)) for node, shape in pair]
        evidence.extend(described)
        operands = tr("MSD403.and").join(described)
        located = tr("MSD403.message.operands", op=op, line=span.line, operands=operands)
        if frame is None:
            return [Candidate(self.finding(span, located, fix=Fix(tr("MSD403.fix")), evidence=evidence), Confidence.LOCATED)]
        (left, left_shape), (right, right_shape) = pair
        candidates: list[Candidate] = self._branch_flag(ev, frame, pair, span, evidence, operands)
        for node, shape in pair:
            other = right_shape if node is left else left_shape
            axis_made = _axis_candidate(self, ev, frame, node, broadcasts_with(other), span,
                                        tr("label.broadcast_fails"), evidence)
            if axis_made is not None:
                candidates.append(axis_made)
        if len(left_shape) != len(right_shape):
            # A mask that lacks dimensions, (B, T) against (B, H, T, T): where it was made. A
            # Parameter with fewer dimensions (a bias) is usually reshaped where it is used.
            low, shape = min(pair, key=lambda side: len(side[1]))
            high = max(pair, key=lambda side: len(side[1]))[1]
            # Aligned from the last axis, as broadcasting aligns them: sizes that differ (a (31, 31)
            # mask against (8, 4, 32, 32) scores) are what is wrong, not the missing leading axes.
            short = {axis - len(shape): high[axis - len(shape)] for axis, size in enumerate(shape)
                     if size != high[axis - len(shape)] and 1 not in (size, high[axis - len(shape)])} \
                if not _fits_with_axes_added(shape, high) else {}
            if short and len(set(short.values())) == 1:
                axis, wanted = next(iter(short.items()))
                made = ev.provenance.expression(frame, low, Want("any"))
                sized = ev.provenance.made_size(made, axis, wanted) if made is not None else None
                if sized is not None and not sized.root.span.covers(span.file, span.line):
                    name = ast.unparse(low)
                    message = tr("MSD403.message.size", name=name, shape=_shape_text(shape), line=span.line,
                                 operands=operands)
                    candidates.append(self.traced(sized, message, failing=span, failing_label=tr(
                        "label.broadcast_fails"), fix=Fix(tr("MSD403.fix.size", name=name)), evidence=evidence,
                        confidence=Confidence.LIKELY))
            traced = ev.provenance.expression(frame, low, Want("rank", rank=len(shape))) if not short else None
            if traced is not None and any(is_watched_input(ev, step.span) for step in (traced.root, *traced.hops)):
                traced = None  # an input of the watched call: the code that combines it is what to change
            reduced = _reduction_built(ev, frame, traced) if traced is not None else None
            if traced is not None and not traced.root.span.covers(span.file, span.line):
                name = ast.unparse(low)
                message = tr("MSD403.message.origin.operands", name=name, line=span.line, operands=operands)
                fix = Fix(tr("MSD403.fix.origin", name=name))
                if reduced is not None:
                    traced, message = reduced, tr("MSD403.message.reduction", name=name, line=span.line, operands=operands)
                    fix = Fix(tr("MSD403.fix.reduction"))
                # A 1-D table sized for the channels of a (N, C, ...) map is a per-channel weight
                # made without its trailing axes (`(dim,)` for `(dim, 1, 1)`), not a bias.
                per_channel = len(shape) == 1 and len(high) >= 3 and shape[0] == high[1] != high[-1]
                confidence = Confidence.LOCATED if not isinstance(low, ast.Attribute) \
                    else Confidence.LOCATED + 0.01 if per_channel else Confidence.PLAUSIBLE
                candidates.append(self.traced(traced, message, failing=span, failing_label=tr("label.broadcast_fails"),
                                              fix=fix, evidence=evidence, confidence=confidence))
        else:
            widened = _changed_by_layer(ev, frame, pair)
            if widened is not None:
                # `x + self.act(self.proj(x))` with `self.proj = nn.Dense(d, 2 * d)`: the branch's
                # layer changed the size of what it is added back to.
                layer_text, other, size_in, size_out, built_at = widened
                message = tr("MSD403.message.layer_width", layer=layer_text, other=other, size_in=size_in,
                             size_out=size_out, line=span.line, operands=operands)
                candidates.append(Candidate(self.finding(built_at, message, related=fails_at(
                    span, label=tr("label.broadcast_fails")), fix=Fix(tr("MSD403.fix.layer_width", layer=layer_text,
                                                                       size=size_in, other=other)),
                    evidence=evidence, label=tr("label.layer_width", size_in=size_in, size_out=size_out)),
                    Confidence.LIKELY))
            # Padded by hand on the way (`ops.pad` before a "valid" convolution): the amount is
            # what is wrong, not the mode (below).
            padded = _padded_on_path(ev, frame, pair)
            valid = _shrunk_by_valid_convs(ev, frame, pair) if padded is None else None
            if valid is not None:
                # `out + self.skip(x)` after convolutions built with pad_mode="valid" (Keras' and
                # PyTorch's habit): each one shortened the branch; where that mode was chosen.
                traced, conv_text, short_name = valid
                message = tr("MSD403.message.valid", conv=conv_text, name=short_name, line=span.line,
                             operands=operands)
                candidates.append(self.traced(traced, message, failing=span, failing_label=tr("label.broadcast_fails"),
                                              fix=Fix(tr("MSD403.fix.valid")), evidence=evidence,
                                              confidence=Confidence.LIKELY + 0.01))
            if padded is not None:
                traced, amount, value, operand = padded
                resize = traced.hops and "resized" in traced.hops[-1].label
                message = tr("MSD403.message.resize", amount=amount, name=operand, line=span.line, operands=operands) \
                    if resize else tr("MSD403.message.pad", amount=amount, value=value, name=operand, line=span.line,
                                      operands=operands)
                fix = Fix(tr("MSD403.fix.resize", amount=amount) if resize else tr("MSD403.fix.pad", amount=amount))
                candidates.append(self.traced(traced, message, failing=span, failing_label=tr("label.broadcast_fails"),
                                              fix=fix, evidence=evidence, confidence=Confidence.LIKELY))
            # Same rank, one size differs. A table fixed when the model was built (a Parameter, an
            # attribute) that is smaller than the data was built too small; one that is larger is
            # meant to be sliced where it is used. The data's own origin is shown too.
            for node, shape in pair:
                other = right_shape if node is left else left_shape
                table = _table_too_small(ev, frame, node, shape, other)
                longer = _data_longer_than_table(ev, frame, right if node is left else left, shape, other) \
                    if table is not None else None
                if longer is not None:
                    # The table has the length the settings allow; the data was made longer (a
                    # helper's default length the caller kept, its longest row).
                    traced, length = longer
                    name = ast.unparse(right if node is left else left)
                    message = tr("MSD403.message.data_longer", name=name, length=length, table=ast.unparse(node),
                                 size=max(shape), line=span.line, operands=operands)
                    candidates.append(self.traced(traced, message, failing=span, failing_label=tr("label.broadcast_fails"),
                                                  fix=Fix(tr("MSD403.fix.data_longer", table=ast.unparse(node))),
                                                  evidence=evidence, confidence=Confidence.LIKELY + 0.01))
                if table is not None:
                    name = ast.unparse(node)
                    message = tr("MSD403.message.size", name=name, shape=_shape_text(shape), line=span.line,
                                 operands=operands)
                    candidates.append(self.traced(table, message, failing=span, failing_label=tr("label.broadcast_fails"),
                                                  fix=Fix(tr("MSD403.fix.size", name=name)), evidence=evidence,
                                                  confidence=Confidence.LIKELY))
                traced = ev.provenance.expression(frame, node, Want("any"))
                if traced is None or traced.root.span.covers(span.file, span.line):
                    continue
                built_small = isinstance(node, ast.Attribute) and any(a < b for a, b in zip(shape, other) if a > 1)
                name = ast.unparse(node)
                message = tr("MSD403.message.size", name=name, shape=_shape_text(shape), line=span.line, operands=operands)
                candidates.append(self.traced(traced, message, failing=span, failing_label=tr("label.broadcast_fails"),
                                              fix=Fix(tr("MSD403.fix.size", name=name)), evidence=evidence,
                                              confidence=Confidence.LOCATED + 0.02 if built_small else Confidence.PLAUSIBLE))
        candidates.append(Candidate(self.finding(span, located, fix=Fix(tr("MSD403.fix")), evidence=evidence),
                                    Confidence.LOCATED))
        return candidates


    def _class_weights(self, ev: Evidence) -> list[Candidate]:
        """A loss built with per-class weights (`CrossEntropyLoss(weight=w)`) whose length is not the
        number of classes the logits have: the weights' length, followed from the loss's build
        to where it was made (`np.unique(labels)` that skips a class no label has)."""
        printed = re.findall(r"input\d\.shape = \[([\d, ]*)\]", ev.headline) or \
            re.findall(r"input\d\.shape = \[([\d, ]*)\]", ev.eager_message)
        shapes = [tuple(int(d) for d in found.split(",") if d.strip()) for found in printed]
        if len(shapes) != 2 or not all(shapes):
            return []
        for loss in _loss_cells(ev):
            weight = getattr(loss, "weight", None) if not isinstance(getattr(loss, "weight", None), (int, float)) else None
            length = shape_of(weight)
            if weight is None or length is None or len(length) != 1:
                continue
            classes = next((s[-1] for s in shapes if s[-1] != length[0] and len(s) > 1), None)
            if classes is None or not any(s == length for s in shapes):
                continue
            built = ev.provenance.created_at(loss)
            call = call_at(built) if built is not None else None
            argument = (next((k.value for k in call.keywords if k.arg == "weight"), None) or
                        (call.args[0] if call.args else None)) if call is not None else None
            if argument is None or built is None:
                continue
            if isinstance(argument, ast.Call) and argument.args and _callee_name(argument) in ("Tensor", "tensor", "Parameter"):
                argument = argument.args[0]  # `ms.Tensor(weights)`: the array it wraps
            traced = ev.provenance.written(node_span(built.file, argument), argument, Want("rank", rank=1))
            sized = ev.provenance.made_size(traced, 0, classes) if traced is not None else None
            made = _length_made(traced.root.span) if traced is not None and sized is None else None
            if made is not None and traced is not None:
                hops = traced.hops if any(h.span.covers(traced.root.span.file, traced.root.span.line) for h in traced.hops) \
                    else (dataclasses.replace(traced.root, label=tr("label.passed_on")), *traced.hops)
                sized = dataclasses.replace(traced, root=Step(made, tr("label.length_made", length=length[0]),
                                                              source.segment(made.file, _node_at(made)) or ""),
                                            hops=hops)
            traced = sized or traced
            name = type(loss).__name__
            message = tr("MSD403.message.class_weights", loss=name, length=length[0], classes=classes)
            evidence = [tr("seen.mindspore", headline=ev.headline)]
            failing = ev.failing_span()
            if traced is None or traced.root.span.covers(built.file, built.line):
                return [Candidate(self.finding(node_span(built.file, argument), message, evidence=evidence,
                                               fix=Fix(tr("MSD403.fix.class_weights", classes=classes)),
                                               related=fails_at(failing, label=tr("label.loss_applied"))),
                                  Confidence.LIKELY)]
            return [self.traced(traced, message, failing=failing, failing_label=tr("label.loss_applied"),
                                fix=Fix(tr("MSD403.fix.class_weights", classes=classes)), evidence=evidence,
                                confidence=Confidence.ROOT, related=[Related(built, tr("label.loss_built", loss=name))])]
        return []

def _shrunk_by_valid_convs(ev: Evidence, frame: Frame, pair: list[tuple[ast.expr, tuple[int, ...]]]
                           ) -> tuple[Trace, str, str] | None:
    """Operands of one rank that differ in spatial axes only, where the shorter one comes from
    convolutions of the running cell built with `pad_mode="valid"` and a kernel wider than 1:
    (where that mode was chosen, the convolution, the shorter operand)."""
    (left, left_shape), (right, right_shape) = pair
    differ = [axis for axis, (a, b) in enumerate(zip(left_shape, right_shape)) if a != b]
    if not differ or min(differ) < 2 or len({left_shape[axis] < right_shape[axis] for axis in differ}) != 1:
        return None  # spatial axes only, one operand shorter on all of them
    short = left if left_shape[differ[0]] < right_shape[differ[0]] else right
    owner = frame.locals.get("self")
    tree = source.parse_file(frame.file)
    function = source.enclosing_function(tree, frame.line) if tree is not None else None
    if owner is None or function is None:
        return None
    used = {n.func.attr for n in ast.walk(function) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
            and _is_self_attribute(n.func) and n.lineno <= frame.line}
    for attribute in sorted(used):
        conv = getattr(owner, attribute, None)
        if not (is_mindspore_layer(conv) and _CONVS.match(type(conv).__name__)
                and str(getattr(conv, "pad_mode", "")).lower() == "valid" and max(_pair(conv.kernel_size)) > 1):
            continue
        traced = ev.provenance.built_argument(owner, attribute, conv, "pad_mode")
        if traced is not None:
            return traced, f"self.{attribute}", ast.unparse(short)
    return None


def _padded_on_path(ev: Evidence, frame: Frame, pair: list[tuple[ast.expr, tuple[int, ...]]]
                    ) -> tuple[Trace, str, Any, str] | None:
    """Operands of one rank that differ in one axis, where one of them was padded on the way by
    an amount chosen elsewhere (`h = ops.pad(x, (self.pad, 0))` before a dilated conv, a residual
    add after it): the padding was meant to keep the size and does not; it is followed to where
    the amount was chosen."""
    (left, left_shape), (right, right_shape) = pair
    axes = [i for i, (a, b) in enumerate(zip(left_shape, right_shape)) if a != b and 1 not in (a, b)]
    tree = source.parse_file(frame.file)
    function = source.enclosing_function(tree, frame.line) if tree is not None else None
    if not axes or function is None:
        return None
    pads = len(axes) == 1  # a padding changes one axis; a resize may change several
    namespace = {**frame.globals, **frame.locals}
    for operand, _ in pair:
        resized = _resized_to(ev, frame, operand)
        if resized is not None:
            return resized
        queue = [(n.id, frame.line) for n in ast.walk(operand) if isinstance(n, ast.Name) and n.id != "self"]
        seen: set[int] = set()
        while queue:
            name, before = queue.pop(0)
            statement = source.last_assignment(function, name, before)
            if not isinstance(statement, ast.Assign) or statement.lineno in seen:
                continue
            seen.add(statement.lineno)
            resized = _resized_to(ev, frame, statement.value)
            if resized is not None:
                return resized
            for call in (n for n in ast.walk(statement.value) if isinstance(n, ast.Call) and pads):
                amounts = call.args[1] if len(call.args) > 1 else \
                    next((k.value for k in call.keywords if k.arg in ("padding", "pad", "paddings")), None)
                if (_callee_name(call) or "").lower() != "pad" or not isinstance(amounts, (ast.Tuple, ast.List)):
                    continue
                chosen = {ast.unparse(e): e for e in amounts.elts if not isinstance(e, ast.Constant)}
                if len(chosen) != 1:
                    continue
                amount, node = next(iter(chosen.items()))
                value = resolve_expression(node, namespace)
                traced = ev.provenance.expression(frame, node, Want("number")) if isinstance(value, int) else None
                if traced is not None and not traced.root.span.covers(frame.file, statement.lineno):
                    padded = Step(node_span(frame.file, call), tr("label.padded_by", amount=amount, value=value),
                                  source.segment(frame.file, call))
                    return dataclasses.replace(traced, hops=(*traced.hops, padded)), amount, value, ast.unparse(operand)
            queue.extend((n.id, statement.lineno) for n in ast.walk(statement.value)
                         if isinstance(n, ast.Name) and n.id != "self")
    return None


_RESIZERS = {"interpolate", "resize", "upsample", "resize_nearest_neighbor", "resize_bilinear"}


def _resized_to(ev: Evidence, frame: Frame, expression: ast.expr) -> tuple[Trace, str, Any, str] | None:
    """`ops.interpolate(p2, size=spatial_size(lat1))` in an operand's making: the size it was
    resized to was computed elsewhere (a helper that reads the wrong axes); followed there."""
    for call in (n for n in ast.walk(expression) if isinstance(n, ast.Call)):
        if (_callee_name(call) or "").lower() not in _RESIZERS:
            continue
        size = next((k.value for k in call.keywords if k.arg in ("size", "sizes", "output_size")), None)
        if size is None or isinstance(size, (ast.Constant, ast.Tuple, ast.List)):
            continue
        traced = ev.provenance.expression(frame, size, Want("any"))
        if traced is not None and not traced.root.span.covers(frame.file, frame.line):
            resized = Step(node_span(frame.file, call), tr("label.resized_to", size=ast.unparse(size)),
                           source.segment(frame.file, call))
            value = resolve_expression(size, {**frame.globals, **frame.locals})
            return dataclasses.replace(traced, hops=(*traced.hops, resized)), ast.unparse(size), value, \
                ast.unparse(call.args[0]) if call.args else ast.unparse(call)
    return None


def _reduction_built(ev: Evidence, frame: Frame, traced: Trace) -> Trace | None:
    """When the tensor with fewer dimensions was made by a reduction primitive the cell built
    with `keep_dims=False` (`self.mean = ops.ReduceMean()` called as `self.mean(x, (2, 3))`):
    the trace goes on to where that primitive was built."""
    owner = frame.locals.get("self")
    statement = source.statement_at(traced.root.span.file, traced.root.span.line)
    if owner is None or statement is None or traced.root.span.file != frame.file:
        return None
    for node in ast.walk(statement):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and isinstance(node.func.value, ast.Name) \
                and node.func.value.id == "self" and getattr(getattr(owner, node.func.attr, None), "keep_dims", None) is False:
            built = ev.provenance.assigned_at(owner, node.func.attr)
            if built is None:
                return None
            made = source.statement_at(built.file, built.line)
            step = Step(built, tr("label.reduction_built", name=f"self.{node.func.attr}"),
                        source.segment(built.file, made) if made is not None else "")
            return dataclasses.replace(traced, root=step, hops=(traced.root, *traced.hops))
    return None


def _table_too_small(ev: Evidence, frame: Frame, node: ast.expr, shape: tuple[int, ...],
                     other: tuple[int, ...]) -> Trace | None:
    """`self.pos` or `self.pos[:, :t]`, a tensor the model built that is smaller than the data on
    one axis (slicing cannot make it larger): where that axis's size was chosen."""
    base = node.value if isinstance(node, ast.Subscript) else node
    if not (isinstance(base, ast.Attribute) and isinstance(base.value, ast.Name) and base.value.id == "self"):
        return None
    short = [axis for axis, (mine, theirs) in enumerate(zip(shape, other)) if 1 < mine < theirs]
    owner = frame.locals.get("self")
    if len(short) != 1 or owner is None:
        return None
    axis = short[0]
    # A size the data really has (the count of patches, one feature group's width) is right where
    # it was chosen: the table's shape leaves something out (a [CLS] slot, the other group).
    # Any other size was chosen too small: followed to the setting that chose it.
    traced = ev.provenance.table_size(owner, base.attr, axis, wanted=other[axis],
                                      follow=shape[axis] not in _sizes_seen(ev, frame))
    return traced if traced is not None and not traced.root.span.covers(frame.file, frame.line) else None


def _data_longer_than_table(ev: Evidence, frame: Frame, data: ast.expr, table: tuple[int, ...],
                            other: tuple[int, ...]) -> tuple[Trace, int] | None:
    """`self.tok_embed(ids) + self.pos_embed` with the table sized by a setting and `ids` made
    longer than it: the length of `ids` followed to where it was chosen, when that is a helper's
    default the caller kept (`encode_batch(texts)` for `max_len=128`) or the longest row
    (`max(len(r) for r in rows)`); (that trace, the data's length)."""
    short = [axis for axis, (mine, theirs) in enumerate(zip(table, other)) if 1 < mine < theirs]
    if len(short) != 1:
        return None
    length = other[short[0]]
    for name in (n for n in ast.walk(data) if isinstance(n, ast.Name) and n.id != "self"):
        shape = shape_of(frame.locals.get(name.id))
        axes = [axis for axis, size in enumerate(shape or ()) if size == length]
        if len(axes) != 1:
            continue
        traced = ev.provenance.expression(frame, name, Want("rank", rank=len(shape)))  # type: ignore[arg-type]
        sized = ev.provenance.made_size(traced, axes[0], table[short[0]]) if traced is not None else None
        if sized is None:
            continue
        sized = _default_kept(sized) or sized
        statement = source.statement_at(sized.root.span.file, sized.root.span.line)
        if sized.root.kind == "omitted" or _takes_longest(statement):
            return sized, length
    return None


def _default_kept(trace: Trace) -> Trace | None:
    """A size traced to a parameter of a helper (`np.full((n, max_len), ...)` in `encode_batch`)
    whose call on the way down leaves it at its default: that call, with the default as a hop."""
    span = trace.root.span
    tree = source.parse_file(span.file)
    function = source.enclosing_function(tree, span.line) if tree is not None else None
    statement = source.statement_at(span.file, span.line)
    if function is None or statement is None:
        return None
    parameters = [a.arg for a in function.args.args]
    defaults = dict(zip(parameters[len(parameters) - len(function.args.defaults):], function.args.defaults))
    used = [n.id for n in ast.walk(statement) if isinstance(n, ast.Name) and n.id in defaults]
    if len(used) != 1:
        return None
    name = used[0]
    # The call on the way down; else the program's one call of the helper (the statement that
    # bound its result is not a step of the trace).
    calls = [(index, hop.span.file, c) for index, hop in enumerate(trace.hops)
             for c in ast.walk(source.statement_at(hop.span.file, hop.span.line) or ast.Pass())
             if isinstance(c, ast.Call) and _callee_name(c) == function.name]
    if not calls:
        calls = [(0, file, c) for file, c in source.user_calls() if _callee_name(c) == function.name]
        calls = calls if len(calls) == 1 else []
    for index, file, call in calls[:1]:
        hop_file = file
        position = parameters.index(name) - (1 if parameters[:1] == ["self"] else 0)
        if any(k.arg == name for k in call.keywords) or len(call.args) > position \
                or any(isinstance(a, ast.Starred) for a in call.args) or any(k.arg is None for k in call.keywords):
            return None
        default = Step(node_span(span.file, defaults[name]), tr("label.default_is", name=name,
                                                                default=ast.unparse(defaults[name])), ast.unparse(defaults[name]))
        root = Step(node_span(hop_file, call), tr("label.called_without", name=name, default=ast.unparse(defaults[name])),
                    source.segment(hop_file, call), kind="omitted", name=name)
        return dataclasses.replace(trace, root=root, hops=(default, trace.root, *trace.hops[index + 1:]))
    return None


def _sizes_seen(ev: Evidence, frame: Frame) -> set[int]:
    """The sizes of the tensors a frame held when it failed, and of those returned to it by the
    user's functions it called before (`x = self.patch_embed(spec)`, since rebound)."""
    seen = {d for name, value in frame.locals.items() if name != "self" and is_tensor(value)
            for d in (shape_of(value) or ())}
    tree = source.parse_file(frame.file)
    function = source.enclosing_function(tree, frame.line) if tree is not None and ev.eager is not None else None
    if function is None:
        return seen
    for (_, _, caller_file, caller_line), kept in ev.eager.values.items():  # type: ignore[union-attr]
        returned = kept.get("<return>")
        if caller_file == frame.file and caller_line is not None and returned is not None and returned.shape \
                and function.lineno <= caller_line <= (function.end_lineno or function.lineno):
            seen.update(returned.shape)
    return seen


def _fits_with_axes_added(low: tuple[int, ...], high: tuple[int, ...]) -> bool:
    """Whether axes of 1 put in the right places would make `low` broadcast against `high`: its
    sizes are, in order, sizes of `high` (or 1). Then the missing axes are what is wrong."""
    position = 0
    for size in low:
        while position < len(high) and size not in (high[position], 1):
            position += 1
        if position == len(high):
            return False
        position += 1
    return True


def _shape_text(shape: tuple[int, ...]) -> str:
    return f"({', '.join(str(d) for d in shape)}{',' if len(shape) == 1 else ''})"


def _broadcastable(first: tuple[int, ...], second: tuple[int, ...]) -> bool:
    return all(a == b or a == 1 or b == 1 or a < 0 or b < 0 for a, b in zip(reversed(first), reversed(second)))


def _joining_node(span: Span, pair: list[tuple[ast.expr, tuple[int, ...]]]) -> ast.expr | None:
    """The element-wise op of the failing statement whose two operands are `pair`."""
    statement = source.statement_at(span.file, span.line)
    (left, _), (right, _) = pair
    for node in ast.walk(statement) if statement is not None else ():
        if isinstance(node, ast.BinOp) and node.left is left and node.right is right:
            return node
        if isinstance(node, ast.Call) and len(node.args) >= 2 and node.args[0] is left and node.args[1] is right:
            return node
    return None


def _mismatched_operands(ev: Evidence, span: Span, frame: Frame | None) -> list[tuple[ast.expr, tuple[int, ...]]] | None:
    """The two operands, with their shapes, of the element-wise op on the failing line whose shapes
    do not broadcast: an op whose operands the eager run saw, else the values on the line whose
    shapes are the ones MindSpore printed."""
    statement = source.statement_at(span.file, span.line)
    if statement is None:
        return None
    namespace = dict(frame.locals) if frame is not None else {"self": ev.target.obj}

    def shape(node: ast.expr) -> tuple[int, ...] | None:
        if isinstance(node, ast.Call):  # `x - window_mean(x)`: what the helper returned in the re-run
            return returned_shape(ev, span.file, {**(frame.globals if frame is not None else {}), **namespace}, node)
        value = resolve_expression(node, namespace)
        return shape_of(value) if value is not None else None

    pairs: list[tuple[ast.expr, ast.expr]] = []
    for node in ast.walk(statement):
        if isinstance(node, ast.BinOp):
            pairs.append((node.left, node.right))
        elif isinstance(node, ast.Call) and len(node.args) >= 2 and (_callee_name(node) or "") in _ELEMENTWISE:
            pairs.append((node.args[0], node.args[1]))
    for left, right in reversed(pairs):  # the innermost op first
        shapes = shape(left), shape(right)
        if shapes[0] is not None and shapes[1] is not None and not _broadcastable(shapes[0], shapes[1]):
            return [(left, shapes[0]), (right, shapes[1])]
    printed = re.search(r"input1?\.shape = \[([^\]]*)\] and (?:input2|other)\.shape = \[([^\]]*)\]", ev.headline)
    if not printed:
        return None
    wanted = [tuple(int(d) for d in re.findall(r"-?\d+", printed.group(i))) for i in (1, 2)]
    leaves = [n for n in ast.walk(statement) if isinstance(n, (ast.Name, ast.Attribute, ast.Subscript))
              and not (isinstance(n, ast.Name) and n.id == "self")]
    found: list[tuple[ast.expr, tuple[int, ...]]] = []
    for target in wanted:
        match = next((n for n in leaves if shape(n) == target and all(n is not f[0] for f in found)), None)
        if match is None:
            break
        found.append((match, target))
    else:
        return found
    for left, right in reversed(pairs):
        # One operand's shape known and printed (a helper's result), the other's unreadable
        # (PyNative raises the pending failure again when it is read): the other printed shape.
        shapes = shape(left), shape(right)
        for index, known in enumerate(shapes):
            if known is not None and shapes[1 - index] is None and known in wanted:
                other = wanted[1 - wanted.index(known)]
                return [(left, known), (right, other)] if index == 0 else [(left, other), (right, known)]
    if len(pairs) == 1:
        # The values could not be read (a tensor PyNative left holding the failure raises it
        # again): the line's one op, with the shapes MindSpore printed for its two inputs.
        left, right = pairs[0]
        return [(left, wanted[0]), (right, wanted[1])]
    return None


_ELEMENTWISE = {"add", "sub", "mul", "div", "maximum", "minimum", "pow", "where", "masked_fill", "logical_and",
                "logical_or", "eq", "ne", "gt", "lt", "ge", "le"}


# "For 'MatMulExt' op, shape1[-1] must be equal to shape2[-2], but got 7 and 10."
_JOINED_SIZES = re.compile(r"shape1\[-1\] must be equal to shape2\[-2\], but got (\d+) and (\d+)")


def _product_padded_to_longest(ev: Evidence, frame: Frame, call: ast.Call) -> tuple[Any, str, int, str, int] | None:
    """`ops.matmul(adj, h)` whose joined axes differ (9 and 12), where one operand was padded to
    the longest item of its data (`pad_to = max(...)`) and the other to a fixed size: the
    padding that ignores the setting is where the sizes parted. Gives its trace, the operand's
    text and size, and the other's."""
    if (_callee_name(call) or "") not in ("matmul", "bmm", "batch_matmul", "BatchMatMul", "MatMul") or len(call.args) < 2:
        return None
    left, right = call.args[0], call.args[1]
    shapes = [shape_of(resolve_expression(node, frame.locals)) for node in (left, right)]
    # the joined sizes as the eager run saw them, or as MindSpore's message gives them (an operand
    # computed in the call, `self.lift(points)`, is held by no name)
    said = _JOINED_SIZES.search(f"{ev.headline}\n{ev.eager_message}")
    sizes = [s[axis] if s is not None and len(s) >= 2 else int(said[i + 1]) if said else None
             for i, (s, axis) in enumerate(zip(shapes, (-1, -2)))]
    if None in sizes or sizes[0] == sizes[1]:
        return None
    found = []
    for node, shape, size, other, other_size in ((left, shapes[0], sizes[0], right, sizes[1]),
                                                 (right, shapes[1], sizes[1], left, sizes[0])):
        traced = _made_from_longest(ev, frame, node, shape) if shape is not None and len(shape) >= 2 else None
        if traced is not None:
            found.append((traced, ast.unparse(node), size, ast.unparse(other), other_size))
    return found[0] if len(found) == 1 else None


def _callee_name(call: ast.Call) -> str | None:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else None


class ReshapeNonIntegerSize(Rule):
    """A reshape size is a float, usually computed with `/` instead of `//`.

    ## What it does
    Finds `reshape`/`view` calls whose target shape contains a float, and points at the line that
    computed it with true division, also behind config constants computed from it, and in a
    helper whose result the size is (`t_out = frames_after(t, factor)` returning `n / factor`).

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
    fix = "sometimes"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        if not (_RESHAPE_FLOAT.search(ev.headline) or _RESHAPE_FLOAT.search(ev.eager_message)):
            return []
        span = ev.failing_span()
        if span is None:
            return []
        call = call_at(span)
        frame = ev.eager_frame()
        division = _find_division(ev, span, call, frame)
        evidence = [tr("seen.mindspore", headline=ev.headline)]
        if division is None:
            message = tr("MSD404.message.unlocated", line=span.line)
            return [Candidate(self.finding(span, message, evidence=evidence), Confidence.PLAUSIBLE)]
        file, node, how = division
        edit = _floor_division_edit(file, node)
        message = tr("MSD404.message", expression=ast.unparse(node), line=span.line)
        fix = Fix(tr("MSD404.fix", replacement=ast.unparse(node).replace(' / ', ' // ')), "unsafe", (edit,) if edit else ())
        if how:
            evidence.append(how)
        return [Candidate(self.finding(node_span(file, node), message, fix=fix, evidence=evidence, related=fails_at(span)), Confidence.ROOT)]


def _divisions(node: ast.AST) -> list[ast.BinOp]:
    return [n for n in ast.walk(node) if isinstance(n, ast.BinOp) and isinstance(n.op, ast.Div)]


def _find_division(ev: Evidence, span: Span, call: ast.Call | None, frame: Frame | None) -> tuple[str, ast.BinOp, str] | None:
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
                return span.file, _divisions(statement)[0], tr("seen.assigned_at", name=name.id, line=statement.lineno)
        traced = None
        if frame is not None and isinstance(resolve_expression(name, {**frame.globals, **frame.locals}), float):
            # `t_out = frames_after(t, self.factor)`: followed to what made it a float, also in a helper
            traced = ev.provenance.expression(frame, name, Want("pytype", "float"))
        if traced is None and _is_self_attribute(name) and frame is not None and frame.locals.get("self") is not None:
            traced = ev.provenance.attribute(frame.locals["self"], name.attr)  # type: ignore[union-attr]
        elif traced is None:
            traced = ev.provenance.constant(span.file, name)
        found = _division_behind(ev, traced, ast.unparse(name), 0) if traced is not None else None
        if found is not None:
            return found
    return None


def _division_behind(ev: Evidence, traced: Trace, name: str, depth: int) -> tuple[str, ast.BinOp, str] | None:
    """The true division in the statement a size was traced to, or in the constants that
    statement is computed from (`NUM_PATCHES = GRID * GRID` with `GRID = IMG_SIZE / PATCH`)."""
    file = traced.root.span.file
    statement = source.statement_at(file, traced.root.span.line)
    if statement is None:
        return None
    if _divisions(statement):
        targets = getattr(statement, "targets", [])
        if len(targets) == 1 and isinstance(targets[0], ast.Name):
            name = targets[0].id  # `TIME_TOKENS = FRAMES / FRAME_PATCH` read as `S.TOKENS`: the name it is assigned to
        return file, _divisions(statement)[0], tr("seen.assigned_at", name=name, line=statement.lineno)
    value = getattr(statement, "value", None)
    if depth >= 3 or value is None:
        return None
    for part in dict.fromkeys(n.id for n in ast.walk(value) if isinstance(n, ast.Name)):
        inner = ev.provenance.constant(file, ast.Name(id=part, ctx=ast.Load()))
        if inner is not None and inner.root.span != traced.root.span:
            found = _division_behind(ev, inner, part, depth + 1)
            if found is not None:
                return found
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


class SplitUnpackMismatch(Rule):
    """The parts of a split or chunk are unpacked into a different number of names.

    ## What it does
    Finds `a, b = ops.split(...)` (or `chunk`, `unbind`, a tuple output) where the call produces
    another number of parts than there are names on the left, and `ops.split(x, [a, b, c])`
    whose sections do not add up to the axis they split. When what is split comes from a layer
    built another width than the parts take (a fused query-key-value projection built two
    widths wide, or a head built `len(TARGETS)` wide for sections the cell holds as
    `list(TARGETS.values())`), it points at the line that built the layer, or at the `return` of
    the helper that computed its width (`nn.Dense(h, output_width(spec))`). A shape unpacked into more or
    fewer names than the tensor has dimensions (`B, C, H, W = x.shape` for images without their
    channel axis) is followed to where the tensor got its dimensions. Sections read from a config
    dict of named widths (`{"rna": 8, "protein": 4}`) that miss some columns point at the entry
    whose width differs by that much from the length of the list its name matches
    (`PROTEIN_MARKERS`).

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

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        match = _UNPACK.search(ev.eager_message) or _UNPACK.search(ev.headline)
        sections = _SECTIONS_SUM.search(ev.eager_message) or _SECTIONS_SUM.search(ev.headline)
        if not match and not sections:
            return []
        span = ev.failing_span()
        if span is None:
            return []
        call = _unpacked_call(span) or call_at(span)
        evidence = [tr("seen.eager", message=ev.eager_message or ev.headline)]
        expected = int(match.group("expected")) if match else _unpack_count(span)
        narrow = _too_narrow_input(ev, call, expected)
        if narrow is not None:
            found, layer_text, width, wanted = narrow
            evidence.append(tr("seen.layer_width", layer=layer_text, width=width, wanted=wanted))
            message = tr("MSD405.message.width", layer=layer_text, width=width, wanted=wanted, line=span.line)
            return [self.traced(found.trace, message, failing=span,
                                failing_label=tr("label.split_here", expected=expected) if match
                                else tr("label.split_sections", wanted=wanted),
                                fix=Fix(tr("MSD405.fix.narrow", layer=layer_text, width=wanted)),
                                evidence=evidence, confidence=Confidence.ROOT)]
        if sections is not None and call is not None:
            entry = _section_entry(ev, call, int(sections["axis"]) - int(sections["sum"]))
            if entry is not None:
                place, key, value, listed, length = entry
                message = tr("MSD405.message.section", key=key, value=value, listed=listed, length=length,
                             axis=sections["axis"], total=sections["sum"], line=span.line)
                return [Candidate(self.finding(place, message, fix=Fix(tr("MSD405.fix.section", key=key, length=length)),
                                               evidence=evidence, label=tr("label.section_width", key=key, value=value),
                                               related=fails_at(span, label=tr("label.split_sections", wanted=sections["axis"]))),
                                  Confidence.LIKELY)]
        if not match:
            return []
        shaped = self._shape_unpacked(ev, span, match, evidence)
        if shaped:
            return shaped
        if call is not None:
            message = tr("MSD405.message.call", line=span.line, expected=match.group('expected'),
                         callee=ast.unparse(call.func))
        else:
            message = tr("MSD405.message", line=span.line, expected=match.group('expected'))
        fix = Fix(tr("MSD405.fix"))
        return [Candidate(self.finding(span, message, fix=fix, evidence=evidence), Confidence.LIKELY)]


    def _shape_unpacked(self, ev: Evidence, span: Span, match: re.Match[str], evidence: list[str]) -> list[Candidate]:
        """`B, C, H, W = x.shape` given a tensor with another number of dimensions (images without
        their channel axis): where `x` got its dimensions, also in a data helper behind the call."""
        frame = ev.eager_frame()
        tree = source.parse_file(span.file)
        statement = source.innermost(tree, ast.Assign, span.line) if tree is not None else None
        value = statement.value if isinstance(statement, ast.Assign) else None
        if isinstance(value, ast.Call) and _callee_name(value) == "shape" and len(value.args) == 1:
            value = ast.Attribute(value=value.args[0], attr="shape", ctx=ast.Load())  # `ops.shape(x)`
        if frame is None or frame.file != span.file or not isinstance(value, ast.Attribute) or value.attr != "shape":
            return []
        shape = shape_of(resolve_expression(value.value, frame.locals))
        if shape is None:
            return []
        got, expected = len(shape), int(match["expected"])
        traced = ev.provenance.expression(frame, value.value, Want("rank", rank=got))
        if traced is None or traced.root.span.covers(span.file, span.line):
            return []
        name = ast.unparse(value.value)
        message = tr("MSD405.message.rank", name=name, got=got, line=span.line, expected=expected)
        return [self.traced(traced, message, failing=span, failing_label=tr("label.unpacked_shape", expected=expected),
                            fix=Fix(tr("MSD405.fix.rank", name=name, expected=expected)), evidence=evidence,
                            confidence=Confidence.ROOT)]


# `ops.split(x, [a, b, c])` whose sections do not add up to the axis (raised by MindSpore's Python).
_SECTIONS_SUM = re.compile(r"sum of 'split_size_or_sections' should be equal to (?P<axis>\d+), but got (?P<sum>\d+)")


def _unpacked_call(span: Span) -> ast.Call | None:
    """The call on the right of `a, b, c = <call>` at the failing line."""
    tree = source.parse_file(span.file)
    statement = source.innermost(tree, ast.Assign, span.line) if tree is not None else None
    if statement is not None and isinstance(statement.value, ast.Call) and \
            any(isinstance(t, (ast.Tuple, ast.List)) for t in statement.targets):
        return statement.value
    return None


def _unpack_count(span: Span) -> int | None:
    """How many names `a, b, c = ...` at the failing line unpacks into."""
    tree = source.parse_file(span.file)
    statement = source.innermost(tree, ast.Assign, span.line) if tree is not None else None
    targets = [t for t in statement.targets if isinstance(t, (ast.Tuple, ast.List))] if statement is not None else []
    return len(targets[0].elts) if targets else None


def _too_narrow_input(ev: Evidence, call: ast.Call | None, expected: int | None) -> tuple[Any, str, int, int] | None:
    """`q, k, v = ops.split(self.qkv(x), dim, axis=-1)` (or `[dim, dim, dim]`) with `self.qkv`
    built `2 * dim` wide: the split asks for parts that fit the names on its left, the layer
    that made its input has another width. Gives the layer's trace, its text, its width and the
    width the split wants."""
    frame = ev.eager_frame()
    if call is None or frame is None or (_callee_name(call) or "") not in ("split", "tensor_split") or len(call.args) < 2:
        return None
    given = call.args[1]
    size = resolve_expression(given, frame.locals) if not isinstance(given, ast.Constant) else given.value
    if isinstance(given, (ast.List, ast.Tuple)) or isinstance(size, (list, tuple)):
        # sizes written out, or held (`self.sizes = list(cfg.TARGETS.values())`)
        parts = [resolve_expression(e, frame.locals) if not isinstance(e, ast.Constant) else e.value
                 for e in given.elts] if isinstance(given, (ast.List, ast.Tuple)) else list(size)
        if not all(isinstance(p, int) and p > 0 for p in parts) or (expected is not None and len(parts) != expected):
            return None
        wanted = sum(parts)
    else:
        if not isinstance(size, int) or size <= 0 or not expected:
            return None
        wanted = size * expected
    source_call = _producing_call(call, frame)
    found, width = None, None
    for _ in range(4):  # through layers that keep the width (`self.norm(self.gates(x))`)
        found = ev.provenance.layer(source_call, frame, side="out", wanted=wanted) if source_call is not None else None
        width = getattr(found.layer, "out_channels", None) if found is not None else None
        if width is not None or source_call is None or not source_call.args or not isinstance(source_call.args[0], ast.Call):
            break
        source_call = source_call.args[0]
    if found is None or not isinstance(width, int) or width == wanted:
        return None
    return found, ast.unparse(source_call.func), width, wanted  # type: ignore[union-attr]


def _producing_call(call: ast.Call, frame: Frame) -> ast.Call | None:
    """The layer call that made what a split splits: written in it, or assigned to the name it splits."""
    node = call.args[0]
    if isinstance(call.func, ast.Attribute) and isinstance(call.func.value, ast.Call):
        node = call.func.value  # `self.qkv(x).split(...)`
    if isinstance(node, ast.Name):
        tree = source.parse_file(frame.file)
        function = source.enclosing_function(tree, frame.line) if tree is not None else None
        statement = source.last_assignment(function, node.id, frame.line) if function is not None else None
        node = statement.value if isinstance(statement, ast.Assign) and len(statement.targets) == 1 \
            and isinstance(statement.targets[0], ast.Name) else None
    return node if isinstance(node, ast.Call) else None


_SET_INPUTS = re.compile(r"set_inputs", re.IGNORECASE)


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

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
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
            got = wrong_dtype.group(2).lower()
            traced = ev.provenance.value(Want("dtype", got))
            if traced is not None:
                message = tr("MSD406.message.dtype", name=traced.name, got=got, line=node.lineno,
                             declared=wrong_dtype.group(1).lower())
                fix = Fix(tr("MSD406.fix.dtype", name=traced.name, declared=wrong_dtype.group(1).lower()))
                return [self.traced(traced, message, failing=node_span(site.file, node),
                                    failing_label=tr("label.declared_here"), fix=fix,
                                    evidence=[tr("seen.mindspore", headline=ev.headline), tr("seen.arguments", values=actual)])]
        message = tr("MSD406.message", line=site.line, actual=actual)
        fix = Fix(tr("MSD406.fix"))

        return [Candidate(self.finding(node_span(site.file, placeholder or node), message, fix=fix,
                                       evidence=[tr("seen.mindspore", headline=ev.headline), tr("seen.arguments", values=actual)],
                                       related=fails_at(frame_span(site))), Confidence.ROOT)]


_RESHAPE_SIZE = re.compile(r"accumulate of x_shape must be equal to out_shape|is invalid for input of size|"
                           r"can ?not reshape|cannot be reshaped", re.IGNORECASE)
_NEGATIVE = re.compile(r"(?:must be greater than or equal to 0|must be non-?negative|should be >= ?0)[^\n]*got (?P<value>-\d+)",
                       re.IGNORECASE)
# A row index past a lookup table (Gather, embedding). Indices into a tuple, list or string are
# MSD213's; their messages name TupleGetItem, list_getitem, pop or a string.
# A class index equal to the class count, found by a loss's gradient kernel (2.10) or its forward
# GatherD (2.7).
_CLASS_INDEX = re.compile(r"For '(?:\w*Grad\w*|GatherD\w*)', the value of 'index' must be in \[-(?P<size>\d+), \d+\), but got:? (?P<index>\d+)")
_OUT_OF_RANGE = re.compile(r"should be in the range \[0, (?P<size>\d+)\), but got (?P<index>-?\d+)|"
                           r"(?:Gather|Embedding|indices)\b[^\n]*\bout of (?:range|bounds)", re.IGNORECASE)


def _shape_arguments(call: ast.Call) -> list[ast.expr]:
    """The sizes a reshape or a constructor gets: `x.reshape(a, b)`, `x.reshape((a, b))`,
    `ops.reshape(x, (a, b))`, `ops.zeros((a, b), dtype)`."""
    method = isinstance(call.func, ast.Attribute) and not (isinstance(call.func.value, ast.Name)
                                                           and call.func.value.id in ("ops", "mint", "F", "P", "np"))
    arguments = list(call.args) if method else list(call.args[1:2] if _callee_name(call) in ("reshape", "view") else call.args[:1])
    if len(arguments) == 1 and isinstance(arguments[0], (ast.Tuple, ast.List)):
        arguments = list(arguments[0].elts)
    return arguments


def _reads_input_shape(node: ast.AST) -> bool:
    return any((isinstance(n, ast.Attribute) and n.attr in ("shape", "ndim")) or
               (isinstance(n, ast.Call) and isinstance(n.func, (ast.Name, ast.Attribute))
                and (_callee_name(n) or "") in ("len", "size", "shape"))
               for n in ast.walk(node))


class ReshapeSizeMismatch(Rule):
    """A reshape asks for a shape whose sizes do not multiply to the input's.

    ## What it does
    Finds `reshape`/`view` calls whose target shape holds a different number of elements than the
    input, and points at the size that does not follow the input: one computed from a fixed
    length, a config constant or an attribute, rather than from the input's own `shape`.

    ## Why is this bad?
    A model designed for a maximum length often bakes that length into its reshapes. Inputs of
    another length then fail with `the accumulate of x_shape must be equal to out_shape`, a
    message that names the reshape and not the line that computed the wrong size.

    ## Example
    ```python
    n_chunks = MAX_LEN // CHUNK
    chunks = x.reshape(b, n_chunks, CHUNK, d)
    ```

    ## Use instead
    ```python
    n_chunks = x.shape[1] // CHUNK
    chunks = x.reshape(b, n_chunks, CHUNK, d)
    ```
    """

    code = "MSD408"
    name = "reshape-size-mismatch"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        if not (_RESHAPE_SIZE.search(ev.headline) or _RESHAPE_SIZE.search(ev.eager_message)):
            return []
        span = ev.failing_span()
        if span is None:
            return []
        call = call_at(span)
        frame = ev.eager_frame()
        if "cannot reshape array" in f"{ev.headline}\n{ev.eager_message}" and (
                call is None or (_callee_name(call) or "") not in ("reshape", "resize")):
            return []  # NumPy's reshape inside MindSpore's code (a metric's `update`), not the user's
        evidence = [tr("seen.mindspore", headline=ev.headline)]
        message = tr("MSD408.message", line=span.line)
        if call is not None and frame is not None:
            divided = _inexact_head_size(ev, frame, call)
            if divided is not None:
                name, traced = divided
                message = tr("MSD408.message.division", name=name, line=span.line, text=traced.root.text[:60])
                return [self.traced(traced, message, failing=span, failing_label=tr("label.reshape_here"),
                                    fix=Fix(tr("MSD408.fix.division", name=name)), evidence=evidence,
                                    confidence=Confidence.ROOT)]
            tree = source.parse_file(frame.file)
            function = source.enclosing_function(tree, frame.line) if tree is not None else None
            for argument, element in _sizes(call, frame):
                if element is None:
                    # `b * n_chunks` with `b` read from the input's shape: the factor chosen elsewhere.
                    argument = _chosen_factor(argument, function, frame.line)
                if isinstance(argument, ast.Constant) or _reads_input_shape(argument):
                    continue
                traced = ev.provenance.expression(frame, argument, Want("any"), element)
                if traced is None or traced.root.span.covers(span.file, span.line) or "shape" in traced.root.text \
                        or (element is not None and _is_number(traced.root.text)):
                    continue
                value = resolve_expression(argument, frame.locals)
                name = ast.unparse(argument)
                if element is not None:
                    value = value[element] if isinstance(value, (tuple, list)) and element < len(value) else None
                    name = f"{name}[{element}]"
                evidence.append(tr("seen.value", name=name, value=describe(value)) if value is not None else "")
                message = tr("MSD408.message.fixed", name=name, line=span.line, text=traced.root.text[:60])
                return [self.traced(traced, message, failing=span, failing_label=tr("label.reshape_here"),
                                    fix=Fix(tr("MSD408.fix.fixed", name=name)), evidence=[e for e in evidence if e],
                                    confidence=Confidence.ROOT)]
        return [Candidate(self.finding(span, message, fix=Fix(tr("MSD408.fix")), evidence=evidence), Confidence.LOCATED)]


def _chosen_factor(argument: ast.expr, function: ast.AST | None, line: int) -> ast.expr:
    """The one factor of a product of sizes that is not read from a tensor's shape; the
    product itself when there is no single such factor."""
    if not (isinstance(argument, ast.BinOp) and isinstance(argument.op, ast.Mult)):
        return argument
    factors = [side for side in (argument.left, argument.right)
               if not isinstance(side, ast.Constant) and not _from_shape(side, function, line)]
    return factors[0] if len(factors) == 1 else argument


def _inexact_head_size(ev: Evidence, frame: Frame, call: ast.Call) -> tuple[str, Trace] | None:
    """`t.reshape(b, n, self.n_heads, self.head_dim)` of a (b, n, 48) tensor with 5 heads of
    9: the width splits into heads only when they divide it, so the head count is followed to
    where it was chosen (a config field), as the eager run's values show."""
    for reshape in (n for n in ast.walk(call) if isinstance(n, ast.Call) and _callee_name(n) in ("reshape", "view")):
        receiver = reshape.func.value if isinstance(reshape.func, ast.Attribute) else (reshape.args[0] if reshape.args else None)
        shape = shape_of(resolve_expression(receiver, frame.locals)) if receiver is not None else None
        arguments = _shape_arguments(reshape)
        values = [resolve_expression(a, frame.locals) for a in arguments]
        if shape is None or len(arguments) != len(shape) + 1 or not all(isinstance(v, int) for v in values):
            continue
        kept = next((k for k in range(len(shape)) if values[k] != shape[k]), len(shape))
        if kept != len(shape) - 1:
            continue
        width, heads, size = shape[kept], values[kept], values[kept + 1]
        if heads <= 1 or width % heads == 0 or size != width // heads:
            continue
        traced = ev.provenance.expression(frame, arguments[kept], Want("any"))
        if traced is not None and not traced.root.span.covers(frame.file, frame.line):
            return f"{ast.unparse(arguments[kept])} = {heads}", traced
    return None


def _sizes(call: ast.Call, frame: Frame) -> list[tuple[ast.expr, int | None]]:
    """The sizes of a reshape, each an expression and, when one expression gives the whole shape
    (`x.reshape(shape)`, `ops.reshape(x, grid(n))`), the element of it: those that could make the
    element counts agree on their own first."""
    arguments = _shape_arguments(call)
    if len(arguments) != 1 or not isinstance(arguments[0], (ast.Name, ast.Attribute, ast.Call, ast.Subscript)):
        return [(argument, None) for argument in _alone_fixable_first(call, frame, arguments)]
    whole = arguments[0]
    value = resolve_expression(whole, frame.locals)
    if isinstance(value, (tuple, list)):
        elements = [ast.Constant(size) for size in value]
        ordered = _alone_fixable_first(call, frame, elements)
        return [(whole, elements.index(size)) for size in ordered]
    if value is not None:
        return [(whole, None)]
    # A helper's result the eager run kept no value of: each element in turn, as the helper writes it.
    return [(whole, index) for index in range(_MAX_RANK)]


_MAX_RANK = 8


def _is_number(text: str) -> bool:
    """A size written as a bare number (`1` in `return (1, side)`): not computed anywhere else."""
    try:
        return isinstance(ast.literal_eval(text.strip()), (int, float))
    except (ValueError, SyntaxError):
        return False


def _alone_fixable_first(call: ast.Call, frame: Frame, arguments: list[ast.expr]) -> list[ast.expr]:
    """The sizes of a reshape, those that could make the element counts agree on their own first:
    in `(b, heads, head_dim)` for 24 elements with b=3, heads=2 and head_dim=5, only `head_dim`
    (24 / (3 * 2) = 4) can; `heads` cannot (24 / 15 is no size)."""
    method = isinstance(call.func, ast.Attribute) and not (isinstance(call.func.value, ast.Name)
                                                           and call.func.value.id in ("ops", "mint", "F", "P", "np"))
    source_node = call.func.value if method else (call.args[0] if call.args else None)  # type: ignore[union-attr]
    shape = shape_of(resolve_expression(source_node, frame.locals)) if source_node is not None else None
    values = [_size_value(argument, frame) for argument in arguments]
    if shape is None or not all(isinstance(v, int) and not isinstance(v, bool) for v in values):
        return arguments
    total = 1
    for size in shape:
        total *= size

    def fixable(index: int) -> bool:
        others = 1
        for other, value in enumerate(values):
            if other != index:
                others *= value
        return others > 0 and total % others == 0 and total // others != values[index] and values[index] != -1

    return sorted(arguments, key=lambda argument: 0 if fixable(arguments.index(argument)) else 1)


def _size_value(node: ast.expr, frame: Frame) -> Any:
    """A size as the eager run saw it: a constant, a name or attribute, or `x.shape[i]`."""
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Attribute) and node.value.attr == "shape" \
            and isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, int):
        shape = shape_of(resolve_expression(node.value.value, frame.locals))
        return shape[node.slice.value] if shape is not None and -len(shape) <= node.slice.value < len(shape) else None
    return resolve_expression(node, frame.locals)


class NegativeDimension(Rule):
    """A size computed at run time is negative where an op needs a length.

    ## What it does
    Finds ops (`zeros`, `ones`, `pad` blocks, `broadcast_to`) that get a negative size, and points
    at the line that computed it, typically a fixed length minus the input's length. When the
    difference is written in the op's own call (`self.max_len - n`), it points at where the fixed
    length was chosen: the input's length is what the data has.

    ## Why is this bad?
    `CONTEXT - x.shape[1]` is negative as soon as an input is longer than the window it assumes.
    The op that receives the size fails with `must be greater than or equal to 0, but got -4`, far
    from the subtraction.

    ## Example
    ```python
    pad_len = CONTEXT - x.shape[1]
    filler = ops.zeros((b, pad_len, d), ms.float32)
    ```

    ## Use instead
    ```python
    pad_len = max(CONTEXT - x.shape[1], 0)      # or truncate x to CONTEXT first
    ```
    """

    code = "MSD409"
    name = "negative-dimension"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        match = _NEGATIVE.search(ev.headline) or _NEGATIVE.search(ev.eager_message)
        if not match:
            return []
        span = ev.failing_span()
        if span is None:
            return []
        call = call_at(span)
        frame = ev.eager_frame()
        evidence = [tr("seen.mindspore", headline=ev.headline)]
        if call is not None and frame is not None:
            for argument in _shape_arguments(call):
                for node in ast.walk(argument):
                    value = resolve_expression(node, frame.locals) if isinstance(node, (ast.Name, ast.Attribute)) else None
                    if not isinstance(value, int) or value >= 0:
                        continue
                    traced = ev.provenance.expression(frame, node, Want("any"))
                    if traced is None or traced.root.span.covers(span.file, span.line):
                        continue
                    name = ast.unparse(node)
                    evidence.append(tr("seen.value", name=name, value=value))
                    message = tr("MSD409.message", name=name, value=value, line=span.line, text=traced.root.text[:60])
                    return [self.traced(traced, message, failing=span, failing_label=tr("label.size_used", name=name),
                                        fix=Fix(tr("MSD409.fix", name=name)), evidence=evidence,
                                        confidence=Confidence.ROOT)]
            for difference, setting, data in _negative_differences(call, frame):
                traced = ev.provenance.expression(frame, setting, Want("any"))
                if traced is None or traced.root.span.covers(span.file, span.line):
                    continue
                chosen, seen = ast.unparse(setting), ast.unparse(data)
                chosen_value = resolve_expression(setting, frame.locals)
                seen_value = resolve_expression(data, frame.locals)
                evidence.extend([tr("seen.value", name=chosen, value=chosen_value), tr("seen.value", name=seen, value=seen_value)])
                message = tr("MSD409.message.difference", expression=ast.unparse(difference), value=chosen_value - seen_value,
                             line=span.line, setting=chosen, setting_value=chosen_value, data=seen, data_value=seen_value)
                return [self.traced(traced, message, failing=span, failing_label=tr("label.size_used", name=ast.unparse(difference)),
                                    fix=Fix(tr("MSD409.fix.difference", setting=chosen)), evidence=evidence,
                                    confidence=Confidence.LIKELY)]
        return [Candidate(self.finding(span, tr("MSD409.message.unlocated", line=span.line, value=match.group("value")),
                                       fix=Fix(tr("MSD409.fix.unlocated")), evidence=evidence), Confidence.LOCATED)]


def _negative_differences(call: ast.Call, frame: Frame) -> Iterable[tuple[ast.BinOp, ast.expr, ast.expr]]:
    """`self.target_len - n` in a size that is negative: (the difference, the side that is a
    setting, the side read from the data's shape). A size the input really has is a fact; the
    length chosen for it is what was chosen too small."""
    tree = source.parse_file(frame.file)
    function = source.enclosing_function(tree, frame.line) if tree is not None else None
    for argument in _shape_arguments(call):
        for node in ast.walk(argument):
            if not (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Sub)):
                continue
            left, right = resolve_expression(node.left, frame.locals), resolve_expression(node.right, frame.locals)
            if not (isinstance(left, int) and isinstance(right, int)) or left - right >= 0:
                continue
            from_data = [_from_shape(side, function, frame.line) for side in (node.left, node.right)]
            if from_data == [False, True]:
                yield node, node.left, node.right
            elif from_data == [True, False]:
                yield node, node.right, node.left


def _from_shape(node: ast.expr, function: ast.AST | None, line: int) -> bool:
    """Whether a size is read from a tensor's shape, in place (`x.shape[-1]`) or by the statement
    that assigned the name (`b, c, n = x.shape`)."""
    if _reads_input_shape(node):
        return True
    if isinstance(node, ast.Name) and function is not None:
        statement = source.last_assignment(function, node.id, line)
        value = getattr(statement, "value", None)
        return isinstance(value, ast.AST) and _reads_input_shape(value)
    return False


class IndexOutOfRange(Rule):
    """An index is beyond the table it looks up: an embedding or gather table built too small.

    ## What it does
    Finds lookups (`nn.Embedding`, `ops.gather`) that fail because an index is not smaller than the
    table's size, and points at where the table's size was chosen: the layer's size argument, and
    the config value it comes from, even when that value sizes other layers too (the vocabulary of
    an embedding and of the output head are too small together). A Parameter table the cell
    built itself (`ops.gather(self.table, ids, 0)`) is followed the same way, from the shape it was
    created with (`int(sum(field_sizes))`) to the sizes it was given. When the index is exactly
    the table's size and the indices were made counting from 1 (`ops.arange(1, n + 1)`,
    `rng.integers(1, n + 1)`), that line comes first and the table's size second. A layer built
    with its sizes in another order than it takes them (`nn.Embedding(cfg.embed_dim,
    cfg.vocab_size)`) is reported at that call. A fixed index of a subscript past its axis
    (`out[:, self.step]`) is followed to where it was made; one equal to the axis' size was set
    from a length (`self.step = window`), and that line is the place. An optimizer that reads
    its per-step learning-rate table past the end (training takes more steps than the table
    has) points where the steps per epoch were counted for the table (`rows // batch_size` for
    a dataset that keeps its smaller last batch). A segment op (`ops.unsorted_segment_sum(h, ids,
    n)`) whose ids, as the eager run saw them, reach `n`: where the count was made (`int(ids.max())`
    for ids that count from 0), however far the failure surfaced from it. Positions looked up as
    `arange(ids.shape[1])` of ids padded to their longest row (`pad_to = max(len(r) for r in
    rows)`) point at that padding, before the table's size: the table has the length the
    settings allow, the padding ignores it. A loss's gradient that finds a class index equal to
    the class count ("For 'GatherDGradV2', the value of 'index' must be in [-5, 5), but got: 5")
    while the labels given reach that count points where the one head with that many outputs got
    its size (`NUM_GROUPS = len(EDGES)` for the `len(EDGES) + 1` bins of `np.digitize`).
    A table sized by a helper that returns the largest id of the data (`int(max(ids.max()
    ...))`, without `+ 1`) points at that helper's `return` first, before ids counted from 1.

    ## Why is this bad?
    The lookup fails only when the graph runs, with a message that names the kernel (`Gather`) and
    the bad index. The mistake is usually the vocabulary size in a config that forgot the special
    tokens a tokenizer appends after the regular ids.

    ## Example
    ```python
    MODEL = {"vocab_size": 256}          # bytes 0..255, but BOS/EOS/PAD are 256..258
    ```

    ## Use instead
    ```python
    MODEL = {"vocab_size": 259}
    ```
    """

    code = "MSD410"
    name = "index-out-of-range"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        sliced = _SLICE_RANGE.search(ev.headline) or _SLICE_RANGE.search(ev.eager_message)
        if sliced is not None:
            return self._sliced(ev, int(sliced["axis"]), int(sliced["size"]), int(sliced["index"]))
        schedule = self._schedule_too_short(ev)
        if schedule:
            return schedule
        segments = self._too_few_segments(ev)
        if segments:
            return segments
        classes = self._one_class_short(ev)
        if classes:
            return classes
        match = _OUT_OF_RANGE.search(ev.headline) or _OUT_OF_RANGE.search(ev.eager_message)
        if not match:
            return []
        span = ev.failing_span()
        if span is None:
            return []
        call = call_at(span)
        frame = ev.eager_frame()
        size, index = match.group("size"), match.group("index")
        evidence = [tr("seen.mindspore", headline=ev.headline)]
        message = tr("MSD410.message", line=span.line, size=size or "?", index=index or "?")
        if call is not None and frame is not None:
            failing_layer = _failing_layer(ev, frame)
            call = _call_of_layer(span, frame, failing_layer) or _lookup_call(span, frame) or call
            shifted = _counted_from_one(ev, frame, call) if size and index and int(index) == int(size) else None
            found = ev.provenance.layer(call, frame, failing_layer, everywhere=True)
            if found is not None and not found.trace.root.span.covers(span.file, span.line):
                layer_text = ast.unparse(call.func)
                message = tr("MSD410.message.layer", layer=layer_text, size=size or "?", index=index or "?", line=span.line)
                table = self.traced(found.trace, message, failing=span, failing_label=tr("label.lookup_here", index=index or "?"),
                                    fix=Fix(tr("MSD410.fix.layer", layer=layer_text)), evidence=evidence,
                                    confidence=Confidence.ROOT)
                padded = _padded_to_longest(ev, frame, call, int(size)) if size and shifted is None else None
                if padded is not None:
                    # Positions `arange(ids.shape[1])` of ids padded to the longest row: the table
                    # has the length the settings allow; the padding ignores it.
                    traced, longest = padded
                    message = tr("MSD410.message.padded", layer=layer_text, size=size, length=longest, line=span.line)
                    return [self.traced(traced, message, failing=span, failing_label=tr("label.lookup_here", index=index),
                                        fix=Fix(tr("MSD410.fix.padded", size=size)), evidence=evidence,
                                        confidence=Confidence.ROOT + 0.01), table]
                if shifted is None:
                    return [table]
                # Index n in a table of n rows, made by `arange(1, n + 1)` or `integers(1, n + 1)`:
                # indices counted from 1. The table's size is the other place to look.
                name = ast.unparse(call.args[0])
                message = tr("MSD410.message.one_based", name=name, layer=layer_text, size=size, line=span.line)
                one_based = self.traced(shifted, message, failing=span, failing_label=tr("label.lookup_here", index=index),
                                        fix=Fix(tr("MSD410.fix.one_based", name=name)), evidence=evidence,
                                        confidence=Confidence.ROOT + 0.02)
                largest = ev.provenance.into_helper(found.trace)
                if largest is not None and _LARGEST_ID.search(largest.root.text) and "+ 1" not in largest.root.text:
                    # `return int(max(col.max() ...))` sized the table: the largest id is a count
                    # one short whatever the ids count from, and that helper is the first place.
                    message = tr("MSD410.message.largest_id", layer=layer_text, size=size, line=span.line)
                    return [self.traced(largest, message, failing=span, failing_label=tr("label.lookup_here", index=index),
                                        fix=Fix(tr("MSD410.fix.largest_id")), evidence=evidence,
                                        confidence=Confidence.ROOT + 0.03), one_based]
                return [one_based, table]
            table = _gathered_table(span, frame)
            traced = ev.provenance.table_size(frame.locals["self"], table.attr, 0,
                                              wanted=int(index) + 1 if index else None, everywhere=True) \
                if table is not None else None
            if traced is not None and not traced.root.span.covers(span.file, span.line):
                name = ast.unparse(table)
                message = tr("MSD410.message.table", table=name, size=size or "?", index=index or "?", line=span.line)
                return [self.traced(traced, message, failing=span, failing_label=tr("label.lookup_here", index=index or "?"),
                                    fix=Fix(tr("MSD410.fix.table", table=name)), evidence=evidence,
                                    confidence=Confidence.LIKELY),
                        Candidate(self.finding(span, message, fix=Fix(tr("MSD410.fix")), evidence=evidence),
                                  Confidence.PLAUSIBLE)]
        return [Candidate(self.finding(span, message, fix=Fix(tr("MSD410.fix")), evidence=evidence), Confidence.LOCATED)]


    def _one_class_short(self, ev: Evidence) -> list[Candidate]:
        """"For 'GatherDGradV2', the value of 'index' must be in [-5, 5), but got: 5" while a loss
        trains on labels the watched call was given whose largest is 5: a class index equal to the
        class count. The model's one head built with that many outputs is followed to where the
        count was chosen (`NUM_GROUPS = len(EDGES)` for the `len(EDGES) + 1` bins of `np.digitize`)."""
        found = _CLASS_INDEX.search(ev.headline) or _CLASS_INDEX.search(str(ev.exception))
        if found is None or found["size"] != found["index"] or not ev.target.args:
            return []
        count = int(found["size"])
        labels = ev.target.args[-1]
        try:
            largest = int(labels.asnumpy().max()) if is_tensor(labels) else None
        except Exception:  # noqa: BLE001 - a value that cannot be read tells nothing
            largest = None
        if largest != count:
            return []
        heads = [(name, cell) for name, cell in ev.target.obj.cells_and_names()
                 if type(cell).__name__ == "Dense" and getattr(cell, "out_channels", None) == count] \
            if hasattr(ev.target.obj, "cells_and_names") else []
        if len(heads) != 1:
            return []
        name, head = heads[0]
        owner_path, _, attribute = name.rpartition(".")
        owner = ev.target.obj
        for part in owner_path.split(".") if owner_path else ():
            owner = getattr(owner, part, None)
        traced = ev.provenance.built_argument(owner, attribute, head, "out_channels", count + 1) \
            if owner is not None else None
        if traced is None:
            return []
        site = ev.target.call_site
        failing = frame_span(site) if site is not None else None
        message = tr("MSD410.message.class_count", count=count, head=name)
        return [self.traced(traced, message, failing=failing, failing_label=tr("label.labels_reach", count=count),
                            fix=Fix(tr("MSD410.fix.class_count", count=count + 1)),
                            evidence=[tr("seen.mindspore", headline=ev.headline)], confidence=Confidence.LIKELY)]

    def _too_few_segments(self, ev: Evidence) -> list[Candidate]:
        """`ops.unsorted_segment_sum(h, ids, n)` where the eager run saw an id not smaller than
        `n`: the count is what is short (a graph count taken as `ids.max()`, not `ids.max() + 1`).
        The compiled graph drops the rows of that segment and fails later, on the shorter result
        (a loss against one target per graph); PyNative stops at the segment op itself."""
        frame = ev.eager_frame()
        statement = source.statement_at(frame.file, frame.line) if frame is not None else None
        if statement is None:
            return []
        namespace = {**frame.globals, **frame.locals}  # type: ignore[union-attr]
        for call in (n for n in ast.walk(statement) if isinstance(n, ast.Call)):
            function = resolve_expression(call.func, namespace)
            name = getattr(function, "__name__", "")
            if not name.startswith("unsorted_segment_"):
                continue
            ids, count = argument_of(call, function, "segment_ids"), argument_of(call, function, "num_segments")
            ids_value = resolve_expression(ids, namespace) if ids is not None else None
            count_value = resolve_expression(count, namespace) if count is not None else None
            if is_tensor(count_value) and shape_of(count_value) == ():
                count_value = int(count_value.asnumpy())
            if not is_tensor(ids_value) or not isinstance(count_value, int) or isinstance(count_value, bool):
                continue
            try:
                largest = int(ids_value.asnumpy().max())
            except Exception:  # noqa: BLE001 - ids that cannot be read say nothing
                continue
            if largest < count_value:
                continue
            traced = ev.provenance.expression(frame, count, Want("any"))
            if traced is None or traced.root.span.covers(frame.file, frame.line):  # type: ignore[union-attr]
                continue
            span = node_span(frame.file, call)  # type: ignore[union-attr]
            count_text, ids_text = ast.unparse(count), ast.unparse(ids)  # type: ignore[arg-type]
            message = tr("MSD410.message.segments", count=count_text, value=count_value, ids=ids_text, largest=largest,
                         op=name)
            evidence = [tr("seen.mindspore", headline=ev.headline),
                        tr("seen.value", name=count_text, value=count_value),
                        tr("seen.value", name=f"{ids_text}.max()", value=largest)]
            return [self.traced(traced, message, failing=span, failing_label=tr("label.segments_counted", count=count_value),
                                fix=Fix(tr("MSD410.fix.segments", count=count_text)), evidence=evidence,
                                confidence=Confidence.ROOT)]
        return []

    def _schedule_too_short(self, ev: Evidence) -> list[Candidate]:
        """"the 'input_indices' should be in the range [0, 12), but got 12" from the optimizer's
        per-step learning-rate table: training takes more steps than the table has. The table's
        `total_step` is followed to where the steps per epoch were counted."""
        bounded = _GATHER_RANGE.search(ev.headline) or _GATHER_RANGE.search(ev.eager_message)
        optimizer = _learning_rate_table(ev, int(bounded["size"])) if bounded else None
        built = ev.provenance.created_at(optimizer) if optimizer is not None else None
        call = call_at(built) if built is not None else None
        tree = source.parse_file(built.file) if built is not None else None
        if call is None or tree is None:
            return []
        learning_rate = argument_of(call, type(optimizer).__init__, "learning_rate") or \
            next((k.value for k in call.keywords if k.arg == "learning_rate"), None)
        traced = ev.provenance.written(node_span(built.file, learning_rate), learning_rate, Want("any")) \
            if learning_rate is not None else None
        if traced is None:
            return []
        made = call_at(traced.root.span)
        schedule = ev.provenance.module_value(traced.root.span.file, made.func) if made is not None else None  # type: ignore[attr-defined]
        total = argument_of(made, schedule, "total_step") if made is not None and callable(schedule) else None
        if total is not None:
            counted = ev.provenance.written(node_span(traced.root.span.file, total), total, Want("any"))
            statement = source.statement_at(counted.root.span.file, counted.root.span.line) if counted else None
            value = getattr(statement, "value", None)
            factors = [value.left, value.right] if isinstance(value, ast.BinOp) and isinstance(value.op, ast.Mult) else []
            steps = [side for side in factors if isinstance(side, ast.Name) and not _EPOCH_COUNT.search(side.id)] \
                if all(isinstance(side, ast.Name) for side in factors) else []
            if counted is not None and len(steps) == 1:
                # `total = steps_per_epoch * epochs`: the epochs are the training's; the steps
                # per epoch were counted apart from the dataset.
                per_epoch = ev.provenance.written(node_span(counted.root.span.file, steps[0]), steps[0], Want("any"))
                counted = per_epoch if per_epoch is not None else counted
            if counted is not None:
                made_here = dataclasses.replace(traced.root, label=tr("label.table_made"))
                traced = dataclasses.replace(counted, hops=(*counted.hops, made_here, *traced.hops))
        message = tr("MSD410.message.schedule", size=bounded["size"], step=bounded["index"])  # type: ignore[index]
        related = [Related(built, tr("label.optimizer_built"))]
        return [self.traced(traced, message, failing=ev.failing_span(), failing_label=tr("label.table_read"),
                            fix=Fix(tr("MSD410.fix.schedule")), evidence=[tr("seen.mindspore", headline=ev.headline)],
                            confidence=Confidence.ROOT, related=related)]

    def _sliced(self, ev: Evidence, axis: int, size: int, index: int) -> list[Candidate]:
        """`out[:, self.readout_step, :]` with a step past the axis: the index written in the
        subscript, followed to where it was made. An index equal to the axis' size was made from
        a length (`self.readout_step = window`): its binding is the line, not the length."""
        span, frame = ev.failing_span(), ev.eager_frame()
        statement = source.statement_at(span.file, span.line) if span is not None else None
        if span is None or frame is None or statement is None:
            return []
        namespace = {**frame.globals, **frame.locals}
        found = []
        for node in ast.walk(statement):
            if not isinstance(node, ast.Subscript):
                continue
            parts = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
            element = parts[axis] if axis < len(parts) else None
            if isinstance(element, (ast.Name, ast.Attribute)) and resolve_expression(element, namespace) == index:
                found.append(element)
        if len(found) != 1:
            return []
        element, name = found[0], ast.unparse(found[0])
        message = tr("MSD410.message.slice", name=name, index=index, axis=axis, size=size, line=span.line)
        evidence = [tr("seen.mindspore", headline=ev.headline)]
        fails = Related(span, tr("label.lookup_here", index=index))
        if index == size:
            owner = frame.locals.get("self")
            bound = ev.provenance.assigned_at(owner, element.attr) if isinstance(element, ast.Attribute) \
                and owner is not None else None
            if bound is None and isinstance(element, ast.Name):
                statement = source.bound_before(frame.file, frame.line, element.id)
                bound = node_span(frame.file, statement) if statement is not None else None
            if bound is not None and not bound.covers(span.file, span.line):
                return [Candidate(self.finding(bound, tr("MSD410.message.slice_length", name=name, size=size, line=span.line),
                                               fix=Fix(tr("MSD410.fix.slice_length", name=name)), evidence=evidence,
                                               related=[fails], label=tr("label.index_from_length")), Confidence.ROOT)]
        traced = ev.provenance.expression(frame, element, Want("any"))
        if traced is not None and not traced.root.span.covers(span.file, span.line):
            return [self.traced(traced, message, failing=span, failing_label=tr("label.lookup_here", index=index),
                                fix=Fix(tr("MSD410.fix")), evidence=evidence, confidence=Confidence.ROOT)]
        return [Candidate(self.finding(node_span(span.file, element), message, fix=Fix(tr("MSD410.fix")),
                                       evidence=evidence), Confidence.LOCATED)]


# "the 'strides[1]' cannot be negative number and 'begin[1]' must be in [-64, 64) when
# 'shrink_axis_mask' is greater than 0, but got 'strides[1]': 1, 'begin[1]': 64": a fixed index
# of a subscript past its axis.
_SLICE_RANGE = re.compile(r"'begin\[(?P<axis>\d+)\]' must be in \[-(?P<size>\d+), \d+\)[^\n]*?'begin\[\d+\]': (?P<index>-?\d+)")




def _learning_rate_table(ev: Evidence, length: int) -> Any:
    """The optimizer of the watched model whose learning rate is a per-step table of `length`
    entries (a dynamic learning rate: the optimizer gathers entry `global_step` at every step)."""
    root = ev.target.obj
    for _, cell in root.cells_and_names() if hasattr(root, "cells_and_names") else []:
        if not any(base.__name__ == "Optimizer" for base in type(cell).__mro__):
            continue
        table = getattr(cell, "learning_rate", None)
        if not is_tensor(table):  # 2.7-2.10 wrap the table in a cell that gathers from it
            table = getattr(table, "learning_rate", None)
        if shape_of(table) == (length,) and getattr(cell, "dynamic_lr", True):
            return cell
    return None


# A table size computed as the largest id (`max(ids)`, `ids.max()`): one short of holding it.
_LARGEST_ID = re.compile(r"\bmax\(|\.max\(\)")


def _counted_from_one(ev: Evidence, frame: Frame, call: ast.Call) -> Trace | None:
    """Where the indices a lookup got were made, when that line counts them from 1."""
    if not call.args:
        return None
    shape = shape_of(resolve_expression(call.args[0], frame.locals))
    if shape is None:
        return None
    traced = ev.provenance.expression(frame, call.args[0], Want("rank", rank=len(shape)))
    return ev.provenance.counted_from_one(traced) if traced is not None else None


def _gathered_table(span: Span, frame: Frame) -> ast.Attribute | None:
    """`self.table` in `ops.gather(self.table, ids, 0)` or `self.table[ids]` on the failing line,
    when it is a tensor the cell built (a Parameter table), not a layer."""
    statement = source.statement_at(span.file, span.line)
    found = []
    for node in ast.walk(statement) if statement is not None else []:
        table = None
        if isinstance(node, ast.Call) and _callee_name(node) in ("gather", "embedding_lookup", "index_select") and node.args:
            table = node.args[0]
        elif isinstance(node, ast.Subscript):
            table = node.value
        if isinstance(table, ast.Attribute) and isinstance(table.value, ast.Name) and table.value.id == "self" \
                and is_tensor(resolve_expression(table, frame.locals)):
            found.append(table)
    return found[0] if len(found) == 1 else None


def _call_of_layer(span: Span, frame: Frame, layer: object) -> ast.Call | None:
    """The call on the failing line that invokes `layer` (or holds it), when several calls share the line."""
    if layer is None:
        return None
    statement = source.statement_at(span.file, span.line)
    for node in ast.walk(statement) if statement is not None else []:
        if isinstance(node, ast.Call) and isinstance(node.func, (ast.Attribute, ast.Name)):
            called = resolve_expression(node.func, frame.locals)
            if called is layer or (hasattr(called, "cells_and_names") and any(c is layer for _, c in called.cells_and_names())):
                return node
    return None


def _takes_longest(statement: ast.AST | None) -> bool:
    """Whether a statement takes a `max(...)`: a length chosen by the longest row."""
    return statement is not None and any(isinstance(n, ast.Call) and (_callee_name(n) or "") == "max"
                                         for n in ast.walk(statement))


def _padded_to_longest(ev: Evidence, frame: Frame, call: ast.Call, rows: int) -> tuple[Trace, int] | None:
    """A position table looked up with `arange(ids.shape[k])` where `ids` got that length from
    the longest row of the data (`pad_to = max(len(s) for s in encoded)`): (the trace to that
    statement, the length the eager run saw)."""
    index = call.args[0] if call.args else None
    if isinstance(index, ast.Name):
        bound = source.bound_before(frame.file, frame.line, index.id)
        index = getattr(bound, "value", None)
    if not (isinstance(index, ast.Call) and (_callee_name(index) or "") == "arange" and len(index.args) == 1):
        return None
    length = index.args[0]
    if not (isinstance(length, ast.Subscript) and isinstance(length.value, ast.Attribute) and length.value.attr == "shape"
            and isinstance(length.slice, ast.Constant) and type(length.slice.value) is int):
        return None
    data, axis = length.value.value, length.slice.value
    shape = shape_of(resolve_expression(data, {**frame.globals, **frame.locals}))
    if shape is None or len(shape) <= axis or shape[axis] <= rows:
        return None
    traced = _made_from_longest(ev, frame, data, shape)
    return (traced, shape[axis]) if traced is not None else None


def _made_from_longest(ev: Evidence, frame: Frame, data: ast.expr, shape: tuple[int, ...]) -> Trace | None:
    """Where an array was made with a length taken from the longest item of the data (`pad_to =
    max(len(s) for s in encoded)` before `np.zeros((n, pad_to))`): the trace to that statement."""
    traced = ev.provenance.expression(frame, data, Want("rank", rank=len(shape)))  # where the array was made
    made = traced.root.span if traced is not None else None
    tree = source.parse_file(made.file) if made is not None else None
    function = source.enclosing_function(tree, made.line) if tree is not None and made is not None else None
    statement = source.statement_at(made.file, made.line) if made is not None else None
    if traced is None or made is None or function is None or statement is None:
        return None
    longest = []
    for name in dict.fromkeys(n.id for n in ast.walk(statement) if isinstance(n, ast.Name)):
        bound = source.last_assignment(function, name, made.line)
        if _takes_longest(bound):
            longest.append(bound)
    if len(longest) != 1:
        return None
    root = Step(node_span(made.file, longest[0]), tr("label.padded_longest"), source.segment(made.file, longest[0]))
    hops = (dataclasses.replace(traced.root, label=tr("label.made_here")), *traced.hops)
    return Trace(traced.name, root, hops)


def _lookup_call(span: Span, frame: Frame) -> ast.Call | None:
    """The call on the failing line of a layer that looks rows up in a table (an Embedding)."""
    statement = source.statement_at(span.file, span.line)
    for node in ast.walk(statement) if statement is not None else []:
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            called = resolve_expression(node.func, frame.locals)
            if hasattr(called, "embedding_table") or hasattr(called, "vocab_size"):
                return node
    return None


# A permutation that does not fit its input, as Transpose, TransposeView and Tensor.transpose
# say it while the graph is built (wrong length, an axis out of range, an axis twice, a float).
_TRANSPOSE = re.compile(r"For (?:primitive\[|')?(?:Transpose|TransposeView|TransposeExt\w*|Permute)(?:\]|')|"
                        r"For '?Tensor\.(?:transpose|permute)\b|\b(?:transpose|permute)\(\): argument")
_PERMUTES = ("transpose", "permute")
_PERM_KEYWORDS = ("perm", "input_perm", "dims", "axes")


def _transpose_call(span: Span) -> ast.Call | None:
    """The transpose or permute call on the failing line (the line may hold other calls)."""
    call = call_at(span)
    if call is not None and _callee_name(call) in _PERMUTES:
        return call
    statement = source.statement_at(span.file, span.line)
    found = [n for n in ast.walk(statement) if isinstance(n, ast.Call) and _callee_name(n) in _PERMUTES] \
        if statement is not None else []
    return found[0] if len(found) == 1 else None


def _permutation_of(call: ast.Call) -> tuple[ast.expr | None, list[ast.expr]]:
    """The tensor a transpose permutes, and its permutation as written: one expression
    (`x.transpose(perm)`, `ops.transpose(x, perm)`) or the axes one by one (`x.transpose(0, 2, 1)`)."""
    method = isinstance(call.func, ast.Attribute) and not (isinstance(call.func.value, ast.Name)
                                                           and call.func.value.id in ("ops", "mint", "F", "P", "np"))
    keyword = [k.value for k in call.keywords if k.arg in _PERM_KEYWORDS]
    if method:
        return call.func.value, keyword or list(call.args)  # type: ignore[union-attr]
    return (call.args[0] if call.args else None), keyword or list(call.args[1:])


class TransposePermutation(Rule):
    """A transpose gets a permutation that does not fit its input's rank.

    ## What it does
    Finds `transpose`/`permute` calls whose permutation has another length than the input has
    dimensions, names an axis the input does not have, names one twice or is not made of integers,
    and points at where the permutation was made: a config constant, or the `__init__` line that
    stored it. When the input is `ops.one_hot(labels, ...)` with one axis more than the
    permutation, the labels had a channel axis (`(N, 1, H, W)` masks): they are followed to where
    they got it, also through the dataset `model.train` was given.

    ## Why is this bad?
    A permutation kept in a config or an attribute is written once for one layout (4-D images,
    say) and then reused for features of another rank. Graph mode checks it while it infers
    shapes and stops at the transpose, with `size of perm should equal to rank of x`; the value to
    change was written far from that line.

    ## Example
    ```python
    TOKENS_FIRST = (0, 2, 3, 1)          # the features are (batch, channels, length)
    tokens = ops.transpose(features, TOKENS_FIRST)
    ```

    ## Use instead
    ```python
    TOKENS_FIRST = (0, 2, 1)
    tokens = ops.transpose(features, TOKENS_FIRST)
    ```
    """

    code = "MSD411"
    name = "transpose-permutation"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        if not (_TRANSPOSE.search(ev.headline) or _TRANSPOSE.search(ev.eager_message)):
            return []
        span = ev.failing_span()
        if span is None:
            return []
        call = _transpose_call(span)
        if call is None:
            return []
        frame = ev.eager_frame()
        tensor, axes = _permutation_of(call)
        written = ", ".join(ast.unparse(a) for a in axes)
        evidence = [tr("seen.mindspore", headline=ev.headline)]
        shape = shape_of(resolve_expression(tensor, frame.locals)) if frame is not None and tensor is not None else None
        axes_text = tr("MSD411.axes", rank=len(shape)) if shape is not None else tr("MSD411.axes.unknown")
        if shape is not None and tensor is not None:
            evidence.append(tr("value.is", expression=ast.unparse(tensor), value=_shape_text(shape)))
        single = axes[0] if len(axes) == 1 and not isinstance(axes[0], (ast.Tuple, ast.List, ast.Constant)) else None
        if single is not None and frame is not None:
            name = ast.unparse(single)
            value = resolve_expression(single, frame.locals)
            if value is not None:
                evidence.append(tr("seen.value", name=name, value=describe(value)))
            traced = ev.provenance.expression(frame, single, Want("any"))
            if traced is not None and not traced.root.span.covers(span.file, span.line):
                shown = describe(value) if value is not None else f"`{traced.root.text[:60]}`"
                message = tr("MSD411.message.origin", name=name, value=shown, line=span.line, axes=axes_text)
                return [self.traced(traced, message, failing=span, failing_label=tr("label.permuted_here", name=name),
                                    fix=Fix(tr("MSD411.fix", name=name, axes=axes_text)), evidence=evidence,
                                    confidence=Confidence.ROOT)]
        ranks = _PERM_RANK.search(f"{ev.headline}\n{ev.eager_message}")
        rank = len(shape) if shape is not None else int(ranks["rank"]) if ranks is not None else None
        widened = _one_hot_input(ev, frame, tensor, rank) if frame is not None and rank is not None else None
        if widened is not None:
            # `ops.one_hot(mask, n)` adds an axis: a mask that already had a channel axis, (N, 1, H, W),
            # gives one more than the permutation was written for.
            traced, name = widened
            message = tr("MSD411.message.one_hot", name=name, rank=rank - 1, line=span.line)
            return [self.traced(traced, message, failing=span, failing_label=tr("label.permuted_here",
                                                                                name=ast.unparse(tensor)),
                                fix=Fix(tr("MSD411.fix.one_hot", name=name)), evidence=evidence,
                                confidence=Confidence.ROOT)]
        message = tr("MSD411.message", perm=written or "()", line=span.line, axes=axes_text)
        return [Candidate(self.finding(node_span(span.file, call), message,
                                       fix=Fix(tr("MSD411.fix", name=written or "()", axes=axes_text)), evidence=evidence),
                          Confidence.LOCATED)]


_PERM_RANK = re.compile(r"size of perm should equal to rank of x, but got (?P<perm>\d+) and (?P<rank>\d+)")


def _one_hot_input(ev: Evidence, frame: Frame, tensor: ast.expr | None, rank: int) -> tuple[Trace, str] | None:
    """When the transposed tensor is `ops.one_hot(labels, ...)` of the same function: the labels,
    followed to where they got their rank (one axis fewer than the one-hot result)."""
    if not isinstance(tensor, ast.Name):
        return None
    statement = source.bound_before(frame.file, frame.line, tensor.id)
    value = getattr(statement, "value", None)
    if not (isinstance(value, ast.Call) and _callee_name(value) in ("one_hot", "OneHot") and value.args):
        return None
    labels = value.args[0]
    traced = ev.provenance.expression(frame, labels, Want("rank", rank=rank - 1))
    if traced is None or traced.root.span.covers(frame.file, value.lineno):
        return None
    return traced, ast.unparse(labels)


_CONCAT = re.compile(r"For (?:primitive\[|')(?:Concat|ConcatV2|Cat)(?:\]|')[^\n]*(?:rank|shape|axis)", re.IGNORECASE)
_CONCAT_CALLS = {"concat", "cat", "concatenate", "hstack", "vstack"}


class ConcatShapeMismatch(Rule):
    """The tensors joined by a concat differ in rank, or in a size other than the concat axis.

    ## What it does
    Finds the input of `ops.concat`/`ops.cat` whose shape does not fit the others (one dimension
    too few, as when a feature column is `(B,)` instead of `(B, 1)`, or the axes in another order)
    and follows it back to the line that gave it that shape: a data helper's return, a reshape or
    transpose in another cell, or the layer that resampled it (a transposed convolution or pooling
    built with a stride that does not bring it to the size of the skip connection it joins).
    An upsampled map one pixel short of its skip connection (14 against 15), in a model given
    inputs of 2**k times the odd size, points at the setting that chose the input size (`TILE =
    60`, which three poolings cannot halve evenly). A part made by an op along one axis (a
    summary token `h.mean(axis=2, keep_dims=True)` that averaged the features, not the steps)
    that would fit the other parts along one other axis points at that op's axis. Inputs that
    fit along exactly one other axis than the one joined along point where that axis was chosen
    (a helper's `axis=0` default first, the call that kept it second). A `squeeze()`
    without an axis that also dropped a batch of one row says so, and names the axis to keep.

    ## Why is this bad?
    Graph mode checks the shapes when it infers the graph and stops at the concat with the shapes
    of all inputs and no names. The concat only joins what was made elsewhere; the input with the
    odd shape was made wrong where it was made.

    ## Example
    ```python
    numeric = income.astype(np.float32)           # (B,)
    h = ops.concat((embedded, numeric), axis=-1)  # (B, E) and (B,)
    ```

    ## Use instead
    ```python
    numeric = income.astype(np.float32)[:, None]  # (B, 1)
    ```
    """

    code = "MSD412"
    name = "concat-shape-mismatch"

    def _joined_along_other_axis(self, ev: Evidence, frame: Frame, call: ast.Call,
                                 inputs: list[tuple[ast.expr, tuple[int, ...]]], span: Span,
                                 evidence: list[str]) -> list[Candidate]:
        """`ops.cat((photo, tabular), axis=axis)` with `axis` a helper's default of 0: inputs of one
        rank that fit along exactly one other axis. The axis is the place: where it was chosen
        (the default first, the call that kept it second), or the call itself."""
        shapes = [shape for _, shape in inputs]
        if len({len(shape) for shape in shapes}) != 1:
            return []
        given = call.args[1] if len(call.args) > 1 else next((k.value for k in call.keywords if k.arg in ("axis", "dim")), None)
        axis = _concat_axis(call) if given is None or isinstance(given, (ast.Constant, ast.UnaryOp)) else \
            resolve_expression(given, {**frame.globals, **frame.locals})
        rank = len(shapes[0])
        if type(axis) is not int or not -rank <= axis < rank:
            return []
        better = [other for other in range(rank) if other != axis % rank
                  and all(_fits_outside(shapes[0], shape, other) for shape in shapes[1:])]
        if len(better) != 1:
            return []
        shown = ", ".join(_shape_text(shape) for shape in shapes)
        message = tr("MSD412.message.axis", axis=axis, shapes=shown, better=better[0], line=span.line)
        fix = Fix(tr("MSD412.fix.axis", better=better[0]))
        traced = ev.provenance.expression(frame, given, Want("any")) if isinstance(given, (ast.Name, ast.Attribute)) else None
        if traced is None or traced.root.span.covers(span.file, span.line):
            return [Candidate(self.finding(span, message, fix=fix, evidence=evidence), Confidence.LIKELY)]
        found = [self.traced(traced, message, failing=span, failing_label=tr("label.concat_fails"), fix=fix,
                             evidence=evidence, confidence=Confidence.LIKELY)]
        default = traced.default_first()
        if default is not None:
            # A helper's default chose the axis; the call that kept it is the other place.
            found.insert(0, self.traced(default, message, failing=span, failing_label=tr("label.concat_fails"),
                                        fix=fix, evidence=evidence, confidence=Confidence.LIKELY + 0.01))
        return found

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        if not (_CONCAT.search(ev.headline) or _CONCAT.search(ev.eager_message)):
            return []
        span = ev.failing_span()
        if span is None:
            return []
        call = _concat_call(span)
        frame = ev.eager_frame()
        evidence = [tr("seen.mindspore", headline=ev.headline)]
        located = Candidate(self.finding(span, tr("MSD412.message", line=span.line), fix=Fix(tr("MSD412.fix")),
                                         evidence=evidence), Confidence.LOCATED)
        halved = _uneven_halving(ev, span, _printed_shapes(ev.headline) or _printed_shapes(ev.eager_message))
        if halved is not None:
            return [halved(self), located]
        if call is None or frame is None or not call.args:
            return [located]
        inputs = _concat_inputs(call.args[0], frame, _printed_shapes(ev.headline) or _printed_shapes(ev.eager_message))
        if len(inputs) < 2:
            return [located]
        evidence.extend(tr("value.is", expression=ast.unparse(node), value=_shape_text(shape)) for node, shape in inputs
                        if node is not call.args[0])
        ranks = [len(shape) for _, shape in inputs]
        common = max(set(ranks), key=lambda r: (ranks.count(r), r))
        odd = [(node, shape) for node, shape in inputs if len(shape) != common]
        if any(node is call.args[0] for node, _ in odd):
            odd = []  # the odd one was made in a loop: no expression of its own to follow
        candidates: list[Candidate] = self._joined_along_other_axis(ev, frame, call, inputs, span, evidence)
        joined_along = _concat_axis(call)
        for node, shape in inputs if joined_along is not None else []:
            # One part made along another axis than the one that fits the others (`x.mean(axis=2)`
            # where the time axis was meant): that op's axis.
            others = [other for n, other in inputs if n is not node]
            made = _axis_candidate(self, ev, frame, node, lambda s, others=others: all(
                _fits_outside(s, other, joined_along) for other in others), span, tr("label.concat_fails"), evidence) \
                if node is not call.args[0] else None
            if made is not None:
                candidates.append(made)
        fix_key, layer = "MSD412.fix", ""
        if len(odd) == 1:
            node, shape = odd[0]
            traced = ev.provenance.expression(frame, node, Want("rank", rank=len(shape)))
            message = tr("MSD412.message.rank", name=ast.unparse(node), shape=_shape_text(shape), rank=len(shape),
                         common=common, line=span.line)
        elif not odd:
            traced, node, shape = None, None, None
            axis = _concat_axis(call)

            def fitting(item: tuple[ast.expr, tuple[int, ...]]) -> int:
                return sum(1 for other in inputs if other is not item and _fits_outside(item[1], other[1], axis))

            resampled = _resampled_input(ev, frame, inputs, axis)
            if resampled is not None:
                node, shape, traced, layer = resampled
                fix_key = "MSD412.fix.resampled"
            else:
                for node, shape in sorted(inputs, key=fitting):  # the one that fits the fewest others first
                    if node is call.args[0]:
                        continue
                    traced = ev.provenance.layout(frame, node)
                    if traced is not None and not traced.root.span.covers(span.file, span.line):
                        break
                    traced = None
            others = ", ".join(_shape_text(s) for n, s in inputs if n is not node)
            message = tr("MSD412.message.axes", name=ast.unparse(node) if node is not None else "", line=span.line,
                         shape=_shape_text(shape) if shape is not None else "", others=others)
            if resampled is not None:
                message += tr("MSD412.message.resampled", layer=layer)
        else:
            traced = None
        if traced is not None and not traced.root.span.covers(span.file, span.line):
            candidates.append(self.traced(traced, message, failing=span, failing_label=tr("label.concat_fails"),
                                          fix=Fix(tr(fix_key, layer=layer)), evidence=evidence,
                                          confidence=Confidence.LIKELY))
        return [*candidates, located]


# Layers that set the length, height or width of what they give: by their stride, scale or kernel.
_RESAMPLERS = re.compile(r"^(?:Conv[123]dTranspose|Conv[123]d|Upsample|MaxPool[123]d|AvgPool[123]d|"
                         r"AdaptiveAvgPool[123]d|AdaptiveMaxPool[123]d|PixelShuffle|PixelUnshuffle)$")


def _resampled_input(ev: Evidence, frame: Frame, inputs: list[tuple[ast.expr, tuple[int, ...]]],
                     axis: int | None) -> tuple[ast.expr, tuple[int, ...], Trace, str] | None:
    """An input of the concat that a sub-layer resampled (`self.up(x)`, a transposed conv) where
    the inputs differ only in spatial sizes (axes from 2 on), by whole factors: the layer was built
    with the wrong stride or scale, where `__init__` made it."""
    if axis is None:
        return None
    owner = frame.locals.get("self")
    for node, shape in inputs:
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and isinstance(node.func.value, ast.Name) and node.func.value.id == "self") or owner is None:
            continue
        layer = msapi.child_cells(owner).get(node.func.attr)
        if layer is None or not _RESAMPLERS.match(type(layer).__name__):
            continue
        ndim = len(shape)
        for other, other_shape in inputs:
            if other is node or len(other_shape) != ndim:
                continue
            differ = [i for i in range(ndim) if i != axis % ndim and shape[i] != other_shape[i]]
            if not differ or any(i < 2 for i in differ) or any(min(shape[i], other_shape[i]) <= 0 for i in differ) \
                    or any(max(shape[i], other_shape[i]) % min(shape[i], other_shape[i]) for i in differ):
                break
            traced = ev.provenance.attribute(owner, node.func.attr)
            if traced is not None:
                built = dataclasses.replace(traced, root=dataclasses.replace(traced.root, label=tr("label.built_here")))
                return node, shape, built, f"self.{node.func.attr}"
            break
    return None


def _concat_call(span: Span) -> ast.Call | None:
    tree = source.parse_file(span.file)
    calls = [n for n in source.nodes_of(tree, ast.Call) if (_callee_name(n) or "") in _CONCAT_CALLS
             and source.node_covers(n, span.line)] if tree is not None else []
    return min(calls, key=lambda n: ((n.end_lineno or n.lineno) - n.lineno, n.end_col_offset or 0), default=None)


def _section_entry(ev: Evidence, call: ast.Call, short: int) -> tuple[Span, str, int, str, int] | None:
    """`ops.split(x, sections)` whose sections, read from a config dict of named widths
    (`{"rna": 8, "protein": 4}`), miss `short` columns: the entry whose width differs by that much
    from the length of the list its name matches (`PROTEIN_MARKERS`, 5 markers). (the entry, its
    key, its width, the list's name, the list's length)"""
    frame = ev.eager_frame()
    given = call.args[1] if len(call.args) > 1 else next((k.value for k in call.keywords
                                                         if k.arg == "split_size_or_sections"), None)
    if frame is None or given is None or short == 0:
        return None
    sections = resolve_expression(given, {**frame.globals, **frame.locals})
    if not isinstance(sections, (list, tuple)) or not all(type(n) is int for n in sections):
        return None
    dicts, lists = [], {}
    for file in source.user_files():
        tree = source.parse_file(file)
        for statement in tree.body if tree is not None else ():
            if not (isinstance(statement, ast.Assign) and len(statement.targets) == 1
                    and isinstance(statement.targets[0], ast.Name)):
                continue
            value = statement.value
            if isinstance(value, ast.Dict) and value.keys and all(isinstance(k, ast.Constant) and isinstance(k.value, str)
                                                                  for k in value.keys) \
                    and all(isinstance(v, ast.Constant) and type(v.value) is int for v in value.values) \
                    and sorted(v.value for v in value.values) == sorted(sections):  # type: ignore[union-attr]
                dicts.append((file, value))
            elif isinstance(value, (ast.List, ast.Tuple)):
                lists[statement.targets[0].id] = len(value.elts)
    if len(dicts) != 1:
        return None
    file, written = dicts[0]
    found = []
    for key, width in zip(written.keys, written.values):
        matching = [(name, length) for name, length in lists.items()
                    if key.value.lower() in name.lower().split("_")]  # type: ignore[union-attr]
        if len(matching) == 1 and matching[0][1] - width.value == short:  # type: ignore[union-attr]
            found.append((node_span(file, key), key.value, width.value, *matching[0]))  # type: ignore[union-attr]
    return found[0] if len(found) == 1 else None


def _uneven_halving(ev: Evidence, span: Span, shapes: list[tuple[int, ...]]) -> Callable[[Rule], Candidate] | None:
    """A skip connection one pixel off its upsampled partner (`{4, 32, 14, 14}` and `{4, 32, 15,
    15}`), in a model given inputs whose size is 2**k times the odd size: the input size cannot be
    halved k + 1 times evenly. The setting with that size (`TILE = 60`) is the place."""
    if len(shapes) != 2 or len(shapes[0]) != len(shapes[1]) or len(shapes[0]) < 3:
        return None
    (a, b) = shapes
    spatial = [axis for axis in range(len(a)) if a[axis] != b[axis]]
    if not spatial or any(axis < 2 or abs(a[axis] - b[axis]) != 1 for axis in spatial):
        return None
    odd = max(a[spatial[-1]], b[spatial[-1]])
    sizes = {shape[-1] for value in ev.target.args if is_tensor(value) for shape in [shape_of(value)]
             if shape is not None and len(shape) == len(a)}
    size = next((n for n in sizes if odd % 2 and n % odd == 0 and n > odd and (n // odd) & (n // odd - 1) == 0), None)
    if size is None:
        return None
    settings = [(file, statement) for file in source.user_files() for tree in [source.parse_file(file)] if tree is not None
                for statement in tree.body if isinstance(statement, ast.Assign) and len(statement.targets) == 1
                and isinstance(statement.targets[0], ast.Name) and statement.targets[0].id.isupper()
                and isinstance(statement.value, ast.Constant) and statement.value.value == size
                and type(statement.value.value) is int]
    if len(settings) != 1:
        return None
    file, statement = settings[0]
    name, halvings = statement.targets[0].id, (size // odd).bit_length() - 1  # type: ignore[union-attr]
    message = tr("MSD412.message.halving", name=name, size=size, halvings=halvings, times=halvings + 1, odd=odd, pooled=odd // 2,
                 upsampled=odd // 2 * 2, line=span.line)
    evidence = [tr("seen.mindspore", headline=ev.headline)]
    return lambda rule: Candidate(rule.finding(node_span(file, statement), message, evidence=evidence,
                                               fix=Fix(tr("MSD412.fix.halving", name=name, factor=2 * (size // odd))),
                                               label=tr("label.input_size_set", size=size),
                                               related=fails_at(span, label=tr("label.skip_mismatch"))),
                                  Confidence.LIKELY)


# Calls that keep the length of the array they are given (and any Python numbers with it).
_ELEMENTWISE_KEEP = frozenset({"astype", "copy", "maximum", "minimum", "clip", "abs", "sqrt", "log", "log1p", "exp",
                               "asarray", "array", "float32", "round"})


def _length_made(place: Span) -> Span | None:
    """From an expression of a helper (its `return weights.astype(np.float32)`), back through
    element-wise steps (`len(y) / (c * np.maximum(counts, 1))`) to the statement that gave the
    array its length (`counts = np.unique(labels, return_counts=True)[1]`)."""
    tree = source.parse_file(place.file)
    function = source.enclosing_function(tree, place.line) if tree is not None else None
    statement = source.statement_at(place.file, place.line)
    node = getattr(statement, "value", None)
    if function is None or node is None:
        return None
    for _ in range(12):
        if isinstance(node, ast.Name):
            bound = source.last_assignment(function, node.id, statement.lineno)  # type: ignore[union-attr]
            if bound is None or not isinstance(getattr(bound, "value", None), ast.expr):
                return None
            statement, node = bound, bound.value
        elif isinstance(node, ast.Call) and _callee_name(node) in _ELEMENTWISE_KEEP:
            inner = node.func.value if isinstance(node.func, ast.Attribute) and not (
                isinstance(node.func.value, ast.Name) and node.func.value.id in ("np", "numpy")) else None
            arrays = [inner] if inner is not None else [a for a in node.args if _local_array(a, function)]
            if len(arrays) != 1:
                return None
            node = arrays[0]
        elif isinstance(node, ast.BinOp):
            arrays = [side for side in (node.left, node.right) if _local_array(side, function)]
            if len(arrays) != 1:
                return None
            node = arrays[0]
        else:
            return node_span(place.file, statement) if statement is not None and statement.lineno != place.line else None
    return None


def _local_array(node: ast.expr, function: ast.AST) -> bool:
    """Whether an expression reads a name the function assigns (an array it computed), not only
    numbers, `len(...)` or its parameters."""
    assigned = {t.id for n in ast.walk(function) if isinstance(n, (ast.Assign, ast.AugAssign, ast.AnnAssign))
                for t in ast.walk(n.targets[0] if isinstance(n, ast.Assign) else n.target) if isinstance(t, ast.Name)}
    return any(isinstance(n, ast.Name) and n.id in assigned for n in ast.walk(node)) and not (
        isinstance(node, ast.Call) and _callee_name(node) in ("len", "sum", "mean", "max", "min", "std", "prod", "var")
        and not node.keywords and (not node.args or _callee_name(node) == "len"
                                   or (isinstance(node.func, ast.Attribute) and isinstance(node.func.value, ast.Name)
                                       and node.func.value.id in ("np", "numpy") and len(node.args) == 1)))


def _node_at(place: Span) -> ast.AST:
    return source.statement_at(place.file, place.line) or ast.Pass()


def _loss_cells(ev: Evidence) -> list[Any]:
    """MindSpore's loss cells the failing call can reach: in a `Model`, in the watched network,
    in the frames' cells."""
    found: dict[int, Any] = {}
    roots = [ev.target.obj, *(v for f in (ev.eager.frames if ev.eager is not None else []) for v in f.locals.values())]
    for value in roots:
        for cell in (getattr(value, "_loss_fn", None), getattr(value, "_network", None), value):
            if cell is None or not hasattr(cell, "cells_and_names"):
                continue
            try:
                cells = [c for _, c in cell.cells_and_names()]
            except Exception:  # noqa: BLE001 - a cell that cannot list its children holds no loss to read
                continue
            for inner in cells:
                if type(inner).__module__.startswith("mindspore.nn.loss"):
                    found[id(inner)] = inner
    return list(found.values())


def _printed_shapes(text: str) -> list[tuple[int, ...]]:
    """The input shapes MindSpore printed: `{[const vector]{4, 4}, [const vector]{4}}`."""
    listed = re.search(r"shapes? (?:are|is) (.*)", text)
    return [tuple(int(d) for d in group.split(",")) for group in re.findall(r"\{(-?\d+(?:, *-?\d+)*)\}", listed.group(1))] \
        if listed else []


def _concat_inputs(argument: ast.expr, frame: Frame,
                   printed: list[tuple[int, ...]]) -> list[tuple[ast.expr, tuple[int, ...]]]:
    """Each input of the concat with its shape in the eager run (or as MindSpore printed it, in
    order, for a value the eager run could not read): the elements written in the call, or for a
    list built before it (`parts.append(numeric)`), the appended expressions whose values the
    eager run saw in it."""
    if isinstance(argument, (ast.Tuple, ast.List)):
        nodes = list(argument.elts)
        if len(printed) == len(nodes):
            return [(node, shape_of(resolve_expression(node, frame.locals)) or shape)
                    for node, shape in zip(nodes, printed)]
    else:
        held = resolve_expression(argument, frame.locals)
        if not isinstance(held, (list, tuple)) or not isinstance(argument, ast.Name) or len(held) < 2:
            return []
        shapes = [shape_of(item) for item in held]
        if any(s is None for s in shapes):
            return []
        tree = source.parse_file(frame.file)
        function = source.enclosing_function(tree, frame.line) if tree is not None else None
        appended = [n.args[0] for n in ast.walk(function) if isinstance(n, ast.Call) and n.args
                    and isinstance(n.func, ast.Attribute) and n.func.attr in ("append", "insert")
                    and isinstance(n.func.value, ast.Name) and n.func.value.id == argument.id] if function else []
        # Each element is named by the appended expression that holds it; the others (made in a
        # loop) stand as the list itself, and count for the shapes the named ones differ from.
        named = {}
        for node in appended:
            value = resolve_expression(node, frame.locals)
            if any(value is item for item in held):
                named[id(value)] = node
        return [(named.get(id(item), argument), shape) for item, shape in zip(held, shapes)]  # type: ignore[misc]
    found = []
    for node in nodes:
        shape = shape_of(resolve_expression(node, frame.locals))
        if shape is None:
            return []
        found.append((node, shape))
    return found


def _concat_axis(call: ast.Call) -> int | None:
    given = call.args[1] if len(call.args) > 1 else next((k.value for k in call.keywords if k.arg in ("axis", "dim")), None)
    if given is None:
        return 0
    if isinstance(given, ast.UnaryOp) and isinstance(given.op, ast.USub) and isinstance(given.operand, ast.Constant):
        return -given.operand.value if isinstance(given.operand.value, int) else None
    return given.value if isinstance(given, ast.Constant) and isinstance(given.value, int) else None


def _fits_outside(first: tuple[int, ...], second: tuple[int, ...], axis: int | None) -> bool:
    if len(first) != len(second) or axis is None:
        return False
    axis = axis % len(first) if first else 0
    return all(a == b for i, (a, b) in enumerate(zip(first, second)) if i != axis)


_ARGUMENT_RANGE = re.compile(r"For (?:primitive\[|')(?P<op>\w+)(?:\]|')[^\n]*?\bthe '?(?P<name>\w+)'? must be in "
                           r"(?P<range>[\[\(]\s*-?\d+\s*,\s*-?\d+\s*[\]\)]), but got '?(?P<value>-?\d+)")


# A dataset sampler's argument rejected when the pipeline is built: "DistributedSampler: shard_id
# must be in range [0, 1), but got: 1".
_SAMPLER_RANGE = re.compile(r"(?P<sampler>\w+Sampler): (?P<name>\w+) must be in range \[(?P<low>-?\d+), "
                            r"(?P<high>-?\d+)\), but got: (?P<value>-?\d+)")


class ArgumentOutOfRange(Rule):
    """A number given to an op (`k` of `topk`, an `axis`) is outside the range the op accepts.

    ## What it does
    Reads the argument, its range and the value from MindSpore's message, finds the argument of
    the failing call that holds that value, and follows it back to where the number was chosen: a
    config constant, a class attribute, a constructor argument. For other messages that reject a
    number (`For 'PadV3' ... but got: padding (512,512)`), the one argument that holds a number
    printed after "but got" is followed the same way, through arithmetic with literals
    (`n_fft // 2`) and config modules passed as arguments. A `topk` whose `k` does not fit a last
    axis as long as the batch, while the other axis has room for it, ranks scores made with their
    axes the other way round (`table @ users.T`): where they were made comes first, `k` second.
    A dataset sampler's argument that the pipeline rejects when the first batch is pulled
    ("DistributedSampler: shard_id must be in range [0, 1), but got: 1") is found in the files
    the failure reached and followed to where its value was made (a worker number counted from 1,
    an option's default).

    ## Why is this bad?
    Graph mode checks these numbers against the input's shape when it compiles, and stops at the
    op with the op's own argument name (`the k must be in (0,12]`). The number was written for
    another input size (a catalogue of 20 items, 4-D features) somewhere else.

    ## Example
    ```python
    TOP_K = 20                                   # the catalogue has 12 items
    best = ops.topk(scores, TOP_K)[1]
    ```

    ## Use instead
    ```python
    best = ops.topk(scores, min(TOP_K, scores.shape[-1]))[1]
    ```
    """

    code = "MSD413"
    name = "argument-out-of-range"

    def _sampler_setting(self, ev: Evidence) -> list[Candidate]:
        """"DistributedSampler: shard_id must be in range [0, 1), but got: 1" from the pipeline,
        when `model.train` pulls the first batch: the sampler's argument of that name, in the
        files the failure reached, followed to where its value was made (a helper's `return
        rank + 1` that counts workers from 1)."""
        match = _SAMPLER_RANGE.search(str(ev.exception))
        if match is None:
            return []
        found = []
        for file in sorted(ev.reached_files()):
            tree = source.parse_file(file)
            for call in source.nodes_of(tree, ast.Call) if tree is not None else ():
                name = call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func, "id", "")
                given = next((k.value for k in call.keywords if k.arg == match["name"]), None)
                if name == match["sampler"] and given is not None:
                    found.append((file, call, given))
        if len(found) != 1:
            return []
        file, call, given = found[0]
        site = node_span(file, call)
        traced = ev.provenance.written(site, given, Want("any"))
        if traced is None:
            return []
        message = tr("MSD413.message.sampler", sampler=match["sampler"], name=match["name"], value=match["value"],
                     low=match["low"], high=match["high"], expression=ast.unparse(given))
        return [self.traced(traced, message, failing=site, failing_label=tr("label.sampler_rejects", name=match["name"]),
                            fix=Fix(tr("MSD413.fix.sampler", name=match["name"], low=match["low"], high=match["high"])),
                            evidence=[tr("seen.mindspore", headline=ev.headline)], confidence=Confidence.LIKELY)]

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        sampled = self._sampler_setting(ev)
        if sampled:
            return sampled
        match = _ARGUMENT_RANGE.search(ev.headline) or _ARGUMENT_RANGE.search(ev.eager_message)
        span = ev.failing_span()
        if span is None:
            return []
        if match is None:
            return self._printed_number(ev, span)
        value, argument = int(match["value"]), match["name"]
        evidence = [tr("seen.mindspore", headline=ev.headline)]
        located = Candidate(self.finding(span, tr("MSD413.message", op=match["op"], argument=argument, value=value,
                                                  range=match["range"], line=span.line),
                                         fix=Fix(tr("MSD413.fix", argument=argument, range=match["range"])),
                                         evidence=evidence), Confidence.LOCATED)
        call = call_at(span)
        frame = ev.eager_frame()
        if call is None or frame is None:
            return [located]
        namespace = {**frame.globals, **frame.locals}
        named = [k.value for k in call.keywords if k.arg == argument]
        holders = [node for node in named or [*call.args[1:], *(k.value for k in call.keywords)]
                   if not isinstance(node, ast.Constant) and _is_int(resolve_expression(node, namespace), value)]
        if len(holders) != 1:
            return [located]
        node = holders[0]
        traced = ev.provenance.expression(frame, node, Want("any"))
        if traced is None or traced.root.span.covers(span.file, span.line):
            return [located]
        message = tr("MSD413.message.origin", name=ast.unparse(node), value=value, op=match["op"], argument=argument,
                     range=match["range"], line=span.line)
        chosen = self.traced(traced, message, failing=span, failing_label=tr("label.out_of_range", argument=argument,
                                                                               range=match["range"]),
                             fix=Fix(tr("MSD413.fix", argument=ast.unparse(node), range=match["range"])),
                             evidence=evidence, confidence=Confidence.LIKELY)
        swapped = self._axes_swapped(ev, frame, span, call, value) if match["op"] == "TopK" and argument == "k" else None
        return [swapped, chosen, located] if swapped is not None else [chosen, located]

    def _axes_swapped(self, ev: Evidence, frame: Frame, span: Span, call: ast.Call, k: int) -> Candidate | None:
        """`ops.topk(scores, k)` over a last axis shorter than `k` whose other axis has room for
        `k`, and as long as a batch the function holds (`clicked` of 8 users): the scores were
        made with their axes the other way round (`table @ users.T`, (items, batch)). Where
        they were made comes first, the `k` setting second."""
        if not call.args:
            return None
        namespace = {**frame.globals, **frame.locals}
        shape = shape_of(resolve_expression(call.args[0], namespace))
        if shape is None or len(shape) != 2 or shape[1] >= k or shape[0] < k:
            return None
        held = resolve_expression(call.args[0], namespace)
        batch = sorted(name for name, value in frame.locals.items() if value is not held and is_tensor(value)
                       and (other := shape_of(value)) and other[0] == shape[1] and other[0] != shape[0])
        if not batch:
            return None
        traced = ev.provenance.expression(frame, call.args[0], Want("any"))
        if traced is None or traced.root.span.covers(span.file, span.line):
            return None
        name = ast.unparse(call.args[0])
        message = tr("MSD413.message.swapped", name=name, shape=_shape_text(shape), k=k, batch=batch[0], size=shape[1])
        return self.traced(traced, message, failing=span, failing_label=tr("label.topk_last_axis", size=shape[1]),
                           fix=Fix(tr("MSD413.fix.swapped", name=name)), evidence=[tr("seen.mindspore", headline=ev.headline)],
                           confidence=Confidence.LIKELY + 0.02)


    def _printed_number(self, ev: Evidence, span: Span) -> list[Candidate]:
        """Any other op that rejects a number it was given (`For 'PadV3' ... but got: padding
        (512,512)`): the one argument of the failing call, or element of a tuple argument, that
        holds a number MindSpore printed after "but got", followed to where it was chosen. Only
        an argument whose value is chosen off the failing line; ranked below the rules that
        read the message exactly."""
        match = _REJECTED_NUMBER.search(ev.headline) or _REJECTED_NUMBER.search(ev.eager_message)
        call = call_at(span)
        frame = ev.eager_frame()
        if match is None or call is None or frame is None:
            return []
        printed = {int(n) for n in re.findall(r"-?\d+", match["got"])}
        namespace = {**frame.globals, **frame.locals}
        holders: dict[str, ast.expr] = {}
        for argument in [*call.args[1:], *(k.value for k in call.keywords)]:
            parts = argument.elts if isinstance(argument, (ast.Tuple, ast.List)) else [argument]
            for part in parts:
                held = resolve_expression(part, namespace) if not isinstance(part, ast.Constant) else None
                numbers = [held] if isinstance(held, int) else list(held) if isinstance(held, (tuple, list)) else []
                if numbers and all(isinstance(n, int) and not isinstance(n, bool) for n in numbers) \
                        and any(n in printed and abs(n) > 1 for n in numbers):
                    holders.setdefault(ast.unparse(part), part)
        if len(holders) != 1:
            return []
        name, node = next(iter(holders.items()))
        traced = ev.provenance.expression(frame, node, Want("number"))
        if traced is None or traced.root.span.covers(span.file, span.line):
            return []
        value = resolve_expression(node, namespace)
        root = traced.root.text.strip().splitlines()[0] if traced.root.text.strip() else name
        message = tr("MSD413.message.rejected", name=name, value=value, root=root, op=match["op"], line=span.line)
        return [self.traced(traced, message, failing=span, failing_label=tr("label.rejected", op=match["op"], value=value),
                            fix=Fix(tr("MSD413.fix.rejected", name=name, root=root)),
                            evidence=[tr("seen.mindspore", headline=ev.headline)], confidence=Confidence.PLAUSIBLE)]


# "For 'PadV3' reflect mode, Padding size must be less than the corresponding input dimension,
# but got: padding (512,512) at dimension 2 of input:[400]": the numbers after "but got" up to
# the next clause.
_REJECTED_NUMBER = re.compile(r"For (?:primitive\[|')(?P<op>\w+)(?:\]|')[^\n]*?\bbut got:?(?P<got>[^\n.;]*)")


def _is_int(held: Any, value: int) -> bool:
    return isinstance(held, int) and not isinstance(held, bool) and held == value


# "For 'MaxPool', the each element of the output shape must be larger than 0, but got output
# shape: [const vector]{4, 32, 0, 0}. The input shape: [const vector]{4, 32, 1, 1}, ..."
_EXHAUSTED = re.compile(r"For '(?P<op>\w+)'[^\n]*?output shape must be larger than 0, but got output shape: "
                        r"(?:\[const vector\])?\{(?P<output>[-\d, ]+)\}")


class InputTooSmall(Rule):
    """The input has been downsampled more times than its size allows.

    ## What it does
    Finds the pooling (or strided) layer whose output would have a size of 0 and, when that layer is
    built once per pass of a loop (`for _ in range(cfg["num_stages"])`, a list comprehension over
    `range(num_stages)`, or a helper called in such a loop), follows the loop's count back to where
    it was chosen: a config entry, a constructor argument and the setting the caller gave it.

    ## Why is this bad?
    Each stage halves the image; five stages need an input of at least 32 pixels. Graph mode stops
    at the layer of the last stage with the shapes it computed, far from the setting that asked for
    one stage too many (or from the image size that is too small for them).

    ## Example
    ```python
    BACKBONE = {"num_stages": 5}        # 16x16 crops: 16 -> 8 -> 4 -> 2 -> 1 -> 0
    ```

    ## Use instead
    ```python
    BACKBONE = {"num_stages": 4}
    ```
    """

    code = "MSD414"
    name = "input-too-small"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        match = _EXHAUSTED.search(ev.headline) or _EXHAUSTED.search(ev.eager_message)
        if not match:
            return []
        span = ev.failing_span()
        if span is None:
            return []
        frame = ev.eager_frame()
        layer = _failing_layer(ev, frame)
        traced = ev.provenance.repeated(layer) if layer is not None else None
        evidence = [tr("seen.mindspore", headline=ev.headline)]
        output = "(" + match.group("output") + ")"
        if traced is None or traced.root.span.covers(span.file, span.line):
            message = tr("MSD414.message.unlocated", op=match.group("op"), line=span.line, output=output)
            return [Candidate(self.finding(span, message, fix=Fix(tr("MSD414.fix")), evidence=evidence),
                              Confidence.LOCATED)]
        message = tr("MSD414.message", name=traced.name, op=match.group("op"), line=span.line, output=output)
        return [self.traced(traced, message, failing=span, failing_label=tr("label.shrinks_to_nothing", op=match.group("op")),
                            fix=Fix(tr("MSD414.fix")), evidence=evidence, confidence=Confidence.ROOT)]


# An op that names the operand whose number of dimensions it rejects: (the operand, at least or
# exactly, the rank it takes, the rank it got). The forms MindSpore's ops write, 2.7-2.10.
_OPERAND_RANK = (
    re.compile(r"the dimension of [`'](?P<arg>\w+)[`'] (?:cannot be less than|must be greater than or equal to) "
               r"(?P<least>\d+)\s*,\s*but got (?P<got>\d+)"),
    re.compile(r"the dimension of [`'](?P<arg>\w+)[`'] must be (?:equal to )?(?P<exact>\d+)\s*,\s*but got (?P<got>\d+)"),
    re.compile(r"the (?:input )?(?P<arg>\w+) rank must be (?:equal to (?P<exact>\d+)|greater than or equal to "
               r"(?P<least>\d+))\s*,\s*but got (?P<got>\d+)"),
    re.compile(r"the (?P<arg>input) must be a (?P<exact>\d+)D Tensor, but got input of (?P<got>\d+)D"),
    re.compile(r"the rank\((?P<arg>\w+)\) must be greater than or equal to (?P<least>\d+)\s*,\s*but got (?P<got>\d+)"),
    # GatherD compares the input's rank with the index's and blames the input ("the x_rank must be
    # equal to 1, but got 2" for a 1-D index): the index is the operand made with the rank it has.
    re.compile(r"For primitive\[GatherD\], the x_rank must be equal to (?P<got>\d+), but got (?P<exact>\d+)"),
    # A classification metric's `update(y_pred, y)` given class ids where it takes scores.
    re.compile(r"the dimension of (?P<arg>y_pred) \(predicted value\) should equal to the dimension of y \(true "
               r"value\) add 1, but got y_pred dimension: (?P<got>\d+) and y dimension: (?P<ydim>\d+)"),
)
# The inputs of a metric's `update(*inputs)`, as its messages name them.
_METRIC_INPUTS = {"y_pred": 0, "y": 1}


def _ranked_operand(call: ast.Call, frame: Frame, name: str, got: int) -> ast.expr | None:
    """The argument of `call` MindSpore names `name` (bound through the callee's signature), or,
    when the op's own names differ from the function's, the one argument with `got` dimensions."""
    named = argument_of(call, resolve_expression(call.func, {**frame.globals, **frame.locals}), name)
    candidates: list[ast.expr] = [named] if named is not None else []
    if not candidates and name in _METRIC_INPUTS and len(call.args) > _METRIC_INPUTS[name] \
            and not any(isinstance(a, ast.Starred) for a in call.args):
        candidates = [call.args[_METRIC_INPUTS[name]]]
    if len(candidates) == 1 and resolve_expression(candidates[0], frame.locals) is None:
        return candidates[0]  # named by MindSpore, its value not held by a name here (`predict(net, x)`)
    candidates = candidates or [*call.args, *(k.value for k in call.keywords)]
    fitting = [node for node in candidates
               if (shape := shape_of(resolve_expression(node, frame.locals))) is not None and len(shape) == got]
    return fitting[0] if len(fitting) == 1 else None


class OperandRank(Rule):
    """An op gets an operand with another number of dimensions than it takes.

    ## What it does
    When MindSpore names the operand whose number of dimensions an op rejects (`For
    TensorScatterAdd, the dimension of 'indices' cannot be less than 2, but got 1`), finds the
    argument of your call that MindSpore means and follows it back to where it got that number of
    dimensions: a helper that built it, the caller that passed it in, the data function that made
    the input before the watched call. A classification metric's `update` given class ids where
    it takes per-class scores ("the dimension of y_pred ... should equal to the dimension of y
    add 1") is followed the same way, to the `argmax` that made the ids. So is the index of
    `ops.gather_elements`, whose rank must be the input's (MindSpore blames the input: "the
    x_rank must be equal to 1, but got 2"), through the list a batch was spread from
    (`step(*[ms.Tensor(a) for a in buffer.sample(n)])`) and rows taken with an index array, to
    the buffer allocated 1-D. A MindSpore layer given
    an input of another rank is MSD407's.

    ## Why is this bad?
    The op that complains is only where the tensor was used. Scatter and gather indices, masks
    and segment ids are usually made by a helper far from the model, and the axis that is missing
    (or extra) was dropped there, often by indexing one row out of a `(2, E)` array.

    ## Example
    ```python
    def receivers(edge_index):
        return ms.Tensor(edge_index[1])            # (E,): scatter indices need (E, 1)
    ```

    ## Use instead
    ```python
    def receivers(edge_index):
        return ms.Tensor(edge_index[1][:, None])
    ```
    """

    code = "MSD416"
    name = "operand-rank"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        match = next((m for pattern in _OPERAND_RANK
                      for m in (pattern.search(ev.headline) or pattern.search(ev.eager_message),) if m), None)
        located = _user_call(ev) if match is not None else None
        if match is None or located is None or located[0] is None or located[2] is None:
            return []
        frame, span, call = located
        if is_mindspore_layer(resolve_expression(call.func, frame.locals)):
            return []  # a layer built for inputs of one rank: MSD407's
        got, argument = int(match["got"]), match.groupdict().get("arg") or "index"
        node = _ranked_operand(call, frame, argument, got)
        if node is None:
            return []
        op = ev.op or ast.unparse(call.func)
        least, given = match.groupdict().get("least"), match.groupdict().get("ydim")
        needed = tr("rank.at_least", rank=least) if least else str(int(given) + 1) if given else match["exact"]
        name = ast.unparse(node)
        message = tr("MSD416.message", name=name, got=got, op=op, needed=needed, argument=argument)
        fix = Fix(tr("MSD416.fix", name=name, needed=needed))
        evidence = [tr("seen.mindspore", headline=ev.headline)] + _argument_descriptions(call, frame)
        traced = ev.provenance.expression(frame, node, Want("rank", rank=got))
        failing_label = tr("label.rank_taken", op=op, needed=needed)
        if traced is None or traced.root.span.covers(span.file, span.line):
            return [Candidate(self.finding(span, message, fix=fix, evidence=evidence, label=failing_label),
                              Confidence.LOCATED)]
        return [self.traced(traced, message, failing=span, failing_label=failing_label, fix=fix, evidence=evidence,
                            confidence=Confidence.ROOT)]


class CheckpointShapeMismatch(Rule):
    """A checkpoint's parameter has another shape than the model's it is loaded into.

    ## What it does
    For `load_param_into_net`'s "should have the same shape" error, finds the layer that holds
    the parameter, the size argument it was built with that gives the differing dimension (the
    `out_channels` of a `Dense`, the `vocab_size` of an `Embedding`), and follows that argument
    to where it was written: a constructor parameter, the caller's argument, a config constant.
    A parameter a cell of yours creates itself is followed to the shape it was created with.
    When the program builds the model's class twice (trains and saves one, then builds another
    to load the checkpoint into), the build that loads is the place: its sizes differ from the
    trained model's, whatever settings they read. A parameter dict filtered before loading by a
    name test whose prefix no parameter of the model has (`not k.startswith("classifier.")` for
    a head named `fc`) points where that prefix was chosen (a helper's default first, the call
    that kept it second): the layer it was meant to leave out is loaded. A size computed from a
    setting that other code reads for its own meaning (`num_grades=REFERABLE_FROM + 1`, with
    `REFERABLE_FROM` the referral cut-off) points at that computation, not at the setting.

    ## Why is this bad?
    The error names the parameter by its path in the model (`encoder.body.weight`) and stops in
    MindSpore's loader. The checkpoint was saved from a model built with other settings; the
    setting that differs is usually in a config far from the layer.

    ## Example
    ```python
    HIDDEN = 48                    # config.py; the checkpoint was trained with 32
    net = Classifier(HIDDEN)
    ms.load_param_into_net(net, ms.load_checkpoint("classifier.ckpt"))
    ```

    ## Use instead
    ```python
    HIDDEN = 32
    ```
    """

    code = "MSD415"
    name = "checkpoint-shape-mismatch"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        match = _CHECKPOINT_SHAPE.search(str(ev.exception))
        frame = ev.eager_frame()
        if match is None or frame is None or ev.eager is None:
            return []
        name = match["name"]
        model, saved = _ints(match["net"]), _ints(match["saved"])
        net = next((f.locals["net"] for f in ev.eager.frames
                    if not f.user and f.function.endswith("load_param_into_net") and "net" in f.locals), None)
        held = _parameter_holder(net, name) if net is not None else None
        failing = Span(frame.file, frame.line, frame.line, 0, None)
        evidence = [tr("seen.mindspore", headline=ev.headline)]
        axis = next((i for i, (a, b) in enumerate(zip(model, saved)) if a != b), None)
        if held is None or axis is None or len(model) != len(saved):
            return []
        parent, attribute, layer, own = held
        size = model[axis]
        filtered = _filter_names_nothing(ev, frame, net, name)
        if filtered is not None:
            # `{k: v for k, v in params.items() if not k.startswith(skip_prefix)}` whose prefix no
            # parameter of the model has: the layer it was meant to leave out is loaded.
            traced, test, prefix = filtered
            message = tr("MSD415.message.filter", name=name, model=tuple(model), saved=tuple(saved), test=test,
                         prefix=prefix, cls=type(net).__name__)
            fix = Fix(tr("MSD415.fix.filter", prefix=name.rsplit(".", 1)[0] + "."))
            found = [self.traced(traced, message, failing=failing, failing_label=tr("label.checkpoint_loaded", name=name),
                                 fix=fix, evidence=evidence, confidence=Confidence.ROOT)]
            default = traced.default_first()
            if default is not None:
                # The helper's default names another model's layer; the call that kept it is the
                # other place (it could pass the prefix of this model).
                found.insert(0, self.traced(default, message, failing=failing, fix=fix, evidence=evidence,
                                            failing_label=tr("label.checkpoint_loaded", name=name),
                                            confidence=Confidence.ROOT + 0.01))
            return found
        rebuilt = _built_elsewhere(ev, net)
        if rebuilt is not None:
            # The program builds the model twice (to train and save it, then to load it): the
            # build that loads is the one whose sizes differ.
            here, other = rebuilt
            message = tr("MSD415.message.rebuilt", name=name, model=tuple(model), saved=tuple(saved),
                         cls=type(net).__name__, line=other.line)
            return [Candidate(self.finding(here, message, fix=Fix(tr("MSD415.fix.rebuilt", line=other.line)),
                                           evidence=evidence, label=tr("label.built_for_loading"),
                                           related=[Related(other, tr("label.built_for_saving")),
                                                    *fails_at(failing, label=tr("label.checkpoint_loaded", name=name))]),
                              Confidence.ROOT)]
        if is_mindspore_layer(layer):
            sized = [p for p in _constructor_parameters(layer) if _number(getattr(layer, p, None)) == size]
            parameter = sized[0] if len(sized) == 1 else ""
            traced = ev.provenance.built_argument(parent, attribute, layer, parameter, saved[axis])
        else:  # a tensor the user's cell creates itself: the shape it was created with
            parameter = ""
            traced = ev.provenance.table_size(layer, own, axis, saved[axis], everywhere=True)
        if traced is None:
            return []
        values = dict(name=name, model=tuple(model), saved=tuple(saved), layer=type(layer).__name__,
                      parameter=parameter, size=size, wanted=saved[axis])
        message = tr("MSD415.message" if parameter else "MSD415.message.unnamed", **values)
        fix = Fix(tr("MSD415.fix" if parameter else "MSD415.fix.unnamed", **values))
        return [self.traced(traced, message, failing=failing, failing_label=tr("label.checkpoint_loaded", name=name),
                            fix=fix, evidence=evidence, confidence=Confidence.ROOT)]


_CHECKPOINT_SHAPE = re.compile(r"For 'load_param_into_net', (?P<name>\S+) in the argument 'net' should have the same "
                               r"shape as \S+ in the argument 'parameter_dict'\. But got its shape \((?P<net>[^)]*)\) "
                               r"in the argument 'net' and shape \((?P<saved>[^)]*)\)")


def _filter_names_nothing(ev: Evidence, frame: Frame, net: Any, name: str) -> tuple[Trace, str, str] | None:
    """The parameter dict given to `load_param_into_net` was filtered by a name test (`not
    k.startswith(prefix)`, `prefix not in k`) that matches no parameter of the model, so the one
    that does not fit was kept: (where the prefix was chosen, the test, the prefix)."""
    call = call_at(frame_span(frame))
    given = (call.args[1] if len(call.args) > 1 else next((k.value for k in call.keywords if k.arg == "parameter_dict"), None)) \
        if call is not None else None
    tree = source.parse_file(frame.file)
    function = source.enclosing_function(tree, frame.line) if tree is not None else None
    if not isinstance(given, ast.Name) or function is None:
        return None
    bound = source.last_assignment(function, given.id, frame.line)
    comprehension = getattr(bound, "value", None)
    if not isinstance(comprehension, ast.DictComp) or len(comprehension.generators) != 1:
        return None
    namespace = {**frame.globals, **frame.locals}
    names = [n for n, _ in net.parameters_and_names()] if hasattr(net, "parameters_and_names") else []
    for test in comprehension.generators[0].ifs:
        for node in ast.walk(test):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in ("startswith", "endswith") \
                    and len(node.args) == 1:
                prefix, matches = node.args[0], (lambda n, p, how=node.func.attr: getattr(n, how)(p))
            elif isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], (ast.In, ast.NotIn)):
                prefix, matches = node.left, (lambda n, p: p in n)
            else:
                continue
            value = resolve_expression(prefix, namespace) if not isinstance(prefix, ast.Constant) else prefix.value
            if not isinstance(value, str) or not names or any(matches(n, value) for n in names) or matches(name, value):
                continue
            traced = ev.provenance.expression(frame, prefix, Want("any"))
            if traced is None:
                span = node_span(frame.file, prefix)
                traced = Trace(ast.unparse(prefix), Step(span, tr("label.filter_names_nothing"), ast.unparse(prefix)))
            return traced, ast.unparse(test), value
    return None


def _built_elsewhere(ev: Evidence, net: Any) -> tuple[Span, Span] | None:
    """Where the model being loaded was built, and the one other build of its class in the
    user's code (the model that was trained and saved), when there is exactly one."""
    here = ev.provenance.created_at(net)
    if here is None:
        return None
    name = type(net).__name__
    code = getattr(getattr(type(net), "__init__", None), "__code__", None)
    # Calls of this very class, in the file that loads or in the one that defines it (another
    # module, or another notebook cell, may define and build a class of the same name).
    files = {here.file, getattr(code, "co_filename", here.file)}
    others = [node_span(file, call) for file, call in source.user_calls()
              if file in files
              and (call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func, "id", "")) == name
              and not node_span(file, call).covers(here.file, here.line)
              and isinstance(call.func, (ast.Name, ast.Attribute))
              and ev.provenance.module_value(file, call.func) is type(net)]
    return (here, others[0]) if len(others) == 1 else None


def _ints(text: str) -> list[int]:
    return [int(part) for part in re.findall(r"-?\d+", text)]


def _number(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _constructor_parameters(layer: Any) -> list[str]:
    try:
        return [p for p in inspect.signature(type(layer).__init__).parameters if p != "self"]
    except (TypeError, ValueError):
        return []


def _parameter_holder(net: Any, name: str) -> tuple[Any, str, Any, str] | None:
    """The cell that holds the parameter called `name` in `net`, its parent and the attribute the
    parent holds it as, and the parameter's own attribute in it."""
    try:
        cells = dict(net.cells_and_names())
    except Exception:  # noqa: BLE001 - not a cell
        return None
    for path, cell in cells.items():
        for own, parameter in list(getattr(cell, "_params", {}).items()):
            if getattr(parameter, "name", None) != name:
                continue
            if not path:
                return None  # a parameter of the model itself: no layer built it
            parent_path, _, attribute = path.rpartition(".")
            parent = cells.get(parent_path)
            return (parent, attribute, cell, own) if parent is not None else None
    return None


class RaggedSequence(Rule):
    """A list of sequences of different lengths is turned into a tensor.

    ## What it does
    For `For Tensor, the input_data is [[...], [...]] that contain unsupported element`, checks
    that the list given to `Tensor` holds rows of different lengths, follows it back to where it
    was made, and points at the call of your helper that could have padded the rows but was
    called without its padding argument (`encode_batch(texts)` for `def encode_batch(self, texts,
    pad_to=None)`); else at the line that made the list.

    ## Why is this bad?
    A tensor is rectangular: every row needs the same length. MindSpore names neither the rows
    nor their lengths, only the whole list, and the list is usually made a few calls away from
    the `Tensor(...)` that rejects it.

    ## Example
    ```python
    ids = tokenizer.encode_batch(batch_texts)             # pad_to left at None
    ```

    ## Use instead
    ```python
    ids = tokenizer.encode_batch(batch_texts, pad_to=MAX_LEN)
    ```
    """

    code = "MSD417"
    name = "ragged-sequence"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        text = f"{ev.headline}\n{ev.eager_message}"
        if not _UNSUPPORTED_ELEMENT.search(text) or ev.eager is None:
            return []
        frame = ev.eager_frame()
        statement = source.statement_at(frame.file, frame.line) if frame is not None else None
        if statement is None:
            return []
        namespace = {**frame.globals, **frame.locals}  # type: ignore[union-attr]
        for call in (n for n in ast.walk(statement) if isinstance(n, ast.Call) and n.args):
            made = resolve_expression(call.func, namespace)
            if not (inspect.isclass(made) and made.__name__ == "Tensor") and getattr(made, "__name__", "") != "tensor":
                continue
            given = resolve_expression(call.args[0], namespace)
            lengths = _row_lengths(given)
            if lengths is None or len(set(lengths)) < 2:
                continue
            span = node_span(frame.file, call)  # type: ignore[union-attr]
            name = ast.unparse(call.args[0])
            evidence = [tr("seen.mindspore", headline=_clipped(ev.headline)),
                        tr("seen.row_lengths", name=name, lengths=", ".join(str(n) for n in lengths[:8]))]
            message = tr("MSD417.message", name=name, shortest=min(lengths), longest=max(lengths))
            traced = ev.provenance.expression(frame, call.args[0], Want("any"))
            unpadded = _called_without_padding(ev, [span, *([s.span for s in (*reversed(traced.hops), traced.root)]
                                                            if traced is not None else [])])
            if unpadded is not None:
                place, function, parameter = unpadded
                return [Candidate(self.finding(place, tr("MSD417.message.unpadded", name=name, function=function,
                                                         parameter=parameter, shortest=min(lengths), longest=max(lengths)),
                                               fix=Fix(tr("MSD417.fix.unpadded", function=function, parameter=parameter)),
                                               evidence=evidence, label=tr("label.called_without_padding", parameter=parameter),
                                               related=[*(traced.related() if traced is not None else ()),
                                                        *fails_at(span, label=tr("label.tensor_of_rows"))]),
                                  Confidence.ROOT)]
            if traced is not None and not traced.root.span.covers(span.file, span.line):
                return [self.traced(traced, message, failing=span, failing_label=tr("label.tensor_of_rows"),
                                    fix=Fix(tr("MSD417.fix")), evidence=evidence, confidence=Confidence.LIKELY)]
            return [Candidate(self.finding(span, message, fix=Fix(tr("MSD417.fix")), evidence=evidence), Confidence.LOCATED)]
        return []


_UNSUPPORTED_ELEMENT = re.compile(r"For Tensor, the input_data is .* that contain unsupported element", re.DOTALL)
# Parameters of a helper that pad or cut what it returns to one length.
_PADDING_PARAMETER = re.compile(r"pad|max_len|maxlen|length|seq_len|truncat", re.IGNORECASE)


def _clipped(text: str) -> str:
    return text if len(text) <= 160 else text[:157] + "..."


def _row_lengths(value: Any) -> list[int] | None:
    """The lengths of the rows of a list (or tuple) of lists, tuples or arrays."""
    if not isinstance(value, (list, tuple)) or not value:
        return None
    if not all(isinstance(row, (list, tuple)) or shape_of(row) is not None for row in value):
        return None
    lengths = [len(row) if isinstance(row, (list, tuple)) else (shape_of(row) or (0,))[0] for row in value]
    return lengths


def _called_without_padding(ev: Evidence, spans: list[Span]) -> tuple[Span, str, str] | None:
    """The call, on the way the list came (`spans`, from the tensor back to where the list was
    made), of a user function with a padding parameter (`pad_to=None`) that the call left at its
    default: (the call, the function, the parameter)."""
    frames = ev.eager.frames if ev.eager is not None else []
    for place in spans:
        statement = source.statement_at(place.file, place.line)
        frame = next((f for f in reversed(frames) if f.file == place.file
                      and source.same_function(f.file, f.line, place.line)), None)
        if statement is None or frame is None:
            continue
        namespace = {**frame.globals, **frame.locals}
        # the step's own calls, and those of the statements that bound the names it passes on
        # (`ids = tok.encode_batch(texts)` before `yield tensor_batch(ids, ...)`)
        statements = [statement, *(bound for n in ast.walk(statement) if isinstance(n, ast.Name)
                                   for bound in [source.bound_before(place.file, place.line, n.id)]
                                   if bound is not None)]
        for call in (n for s in statements for n in ast.walk(s) if isinstance(n, ast.Call)):
            function = resolve_expression(call.func, namespace)
            code = getattr(getattr(function, "__func__", function), "__code__", None)
            if code is None or not source.is_user_file(code.co_filename):
                continue
            try:
                signature = inspect.signature(function)
                bound = signature.bind_partial(*call.args, **{k.arg: k.value for k in call.keywords if k.arg})
            except (TypeError, ValueError):
                continue
            left = [p.name for p in signature.parameters.values() if _PADDING_PARAMETER.search(p.name)
                    and p.default in (None, False, 0) and p.name not in bound.arguments]
            if len(left) == 1 and not any(isinstance(a, ast.Starred) for a in call.args) \
                    and not any(k.arg is None for k in call.keywords):
                return node_span(place.file, call), ast.unparse(call.func), left[0]
    return None



# Two sizes in a shape message (`'logits' shape: (16, 3, 28) and 'labels' shape: (16, 40)`).
_SHAPE_TUPLE = re.compile(r"[(\[](\d+(?:,\s*\d+)+)[)\]]")


class LengthShrunkByConvolution(Rule):
    """Convolutions without padding shrink a sequence or map that must keep its length.

    ## What it does
    When a shape error that is not a broadcast (MSD403 reads those) shows an output shorter than
    what it meets (per-position logits of 28 positions against 40 labels) by exactly what the model's
    convolutions built with `pad_mode="valid"` remove (`kernel_size - 1` each, times the
    dilation), points at where those convolutions are built: often one line of a block factory
    that every stage calls. Dilated convolutions of the cell that failed, padded for an
    undilated kernel (`padding=kernel_size - 1` where `dilation * (kernel_size - 1)` is needed),
    whose shortfalls add up to the difference, point at where that padding is computed (a
    helper's `return`, an expression in the layer's constructor), also when the shapes meet in
    an add that cannot broadcast.

    ## Why is this bad?
    A `"valid"` convolution drops `kernel_size - 1` positions at the edges. Stacked, they shrink
    the sequence a little at each layer, and only the loss, which compares every position with
    its label, notices, with a message about the loss's shapes, not about padding.

    ## Example
    ```python
    nn.Conv1d(channels, channels, 5, pad_mode="valid")     # 40 positions in, 36 out
    ```

    ## Use instead
    ```python
    nn.Conv1d(channels, channels, 5, pad_mode="same")      # 40 positions in, 40 out
    ```
    """

    code = "MSD418"
    name = "length-shrunk-by-convolution"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        text = f"{ev.headline}\n{ev.eager_message}"
        if "shape" not in text:
            return []
        sizes = [int(n) for match in _SHAPE_TUPLE.finditer(text) for n in re.split(r",\s*", match[1])]
        undilated = self._padding_without_dilation(ev, sizes)
        if undilated:
            return undilated
        if "broadcast" in text or not hasattr(ev.target.obj, "cells_and_names"):
            return []  # two operands that cannot broadcast are MSD403's, which reads the branch that shrank
        shrinking = []
        for _, cell in ev.target.obj.cells_and_names():
            if type(cell).__name__ not in ("Conv1d", "Conv2d", "Conv3d") or getattr(cell, "pad_mode", "") != "valid":
                continue
            kernel, stride, dilation = (_pair(getattr(cell, a, 1))[-1] for a in ("kernel_size", "stride", "dilation"))
            if stride != 1:
                return []  # a strided convolution divides the length: not a sum of edges
            if kernel > 1:
                shrinking.append((cell, dilation * (kernel - 1)))
        removed = sum(lost for _, lost in shrinking)
        if not shrinking or not any(b - a == removed for a in sizes for b in sizes):
            return []
        sites = [site for cell, _ in shrinking if (site := ev.provenance.created_at(cell)) is not None]
        if not sites:
            return []
        layer = type(shrinking[0][0]).__name__
        message = tr("MSD418.message", count=len(shrinking), layer=layer, removed=removed)
        failing = ev.failing_span()
        related = [Related(site, tr("label.also_shrinks")) for site in dict.fromkeys(sites[1:]) if site != sites[0]]
        if failing is not None:
            related.extend(fails_at(failing, label=tr("label.lengths_differ", removed=removed)))
        return [Candidate(self.finding(sites[0], message, fix=Fix(tr("MSD418.fix", layer=layer)), related=related,
                                       evidence=[tr("seen.mindspore", headline=ev.headline)],
                                       label=tr("label.valid_padding")), Confidence.LIKELY + 0.02)]

    def _padding_without_dilation(self, ev: Evidence, sizes: list[int]) -> list[Candidate]:
        """Dilated convolutions of the cell that failed, padded with what an undilated kernel
        needs (`kernel_size - 1` for a causal one, half of it for a centred one) where they need
        `dilation * (kernel_size - 1)`: each is short by `(dilation - 1) * (kernel_size - 1)`
        positions. When those shortfalls add up to the difference of two sizes in the message,
        the padding's formula (often a helper's `return`) is the line to change."""
        frame = ev.eager_frame()
        failing_cell = frame.locals.get("self") if frame is not None else None
        if not hasattr(failing_cell, "cells_and_names"):
            return []
        short = []
        for _, owner in failing_cell.cells_and_names():
            for attribute, cell in owner.name_cells().items():
                if type(cell).__name__ not in ("Conv1d", "Conv2d", "Conv3d") or getattr(cell, "pad_mode", "") != "pad":
                    continue
                kernel, dilation = (_pair(getattr(cell, a, 1))[-1] for a in ("kernel_size", "dilation"))
                padding = _pair(getattr(cell, "padding", 0))
                if dilation > 1 and kernel > 1 and (padding[-1] == kernel - 1 or 2 * padding[-1] == kernel - 1):
                    short.append((owner, attribute, cell, (dilation - 1) * (kernel - 1)))
        removed = sum(lost for *_, lost in short)
        if not short or not any(b - a == removed for a in sizes for b in sizes):
            return []
        owner, attribute, cell, _ = short[0]
        traced = ev.provenance.built_argument(owner, attribute, cell, "padding")
        if traced is None:
            return []
        kept = re.fullmatch(r"self\.(\w+)", traced.root.text.rsplit("=", 1)[-1].strip()) if traced.root.text else None
        held = ev.provenance.attribute(owner, kept[1]) if kept is not None else None
        if held is not None:
            # `padding=self.pad` with `self.pad = causal_padding(kernel_size, dilation)` above it.
            traced = dataclasses.replace(held, hops=(*held.hops, *traced.hops))
        layer = type(cell).__name__
        message = tr("MSD418.message.dilation", count=len(short), layer=layer, removed=removed) if len(short) > 1 \
            else tr("MSD418.message.dilation.one", layer=layer, removed=removed)
        failing = ev.failing_span()
        traced = dataclasses.replace(traced, root=dataclasses.replace(traced.root, label=tr("label.padding_without_dilation")))
        return [self.traced(traced, message, failing=failing, failing_label=tr("label.lengths_differ", removed=removed),
                            fix=Fix(tr("MSD418.fix.dilation")), evidence=[tr("seen.mindspore", headline=ev.headline)],
                            confidence=Confidence.LIKELY + 0.02)]

