"""Rules for calls whose arguments do not bind to the callee's parameters."""
from __future__ import annotations

import ast
import difflib
import functools
import inspect
import os
import re
import sys
from dataclasses import dataclass, replace
from typing import Any, Iterable

from ..model import source
from ..model.facts import Evidence, Frame, call_at, frame_span, resolve_expression
from ..model.source import node_span
from ..model.trace import Step, Trace, Want
from ..locale import tr
from ..report.records import Edit, Fix, Related, Span
from .base import Candidate, Confidence, Rule, fails_at
from ..model import msapi
from ..model.values import is_mindspore_layer, is_number, is_sensitivity_grad, is_tensor, shape_of
from .python import method_of_class

_MULTIPLE_GRAPH = re.compile(r"Multiply values for specific argument: (?P<name>\w+)")
_MULTIPLE_EAGER = re.compile(r"(?:got )?multiple values for (?:keyword )?argument '(?P<name>\w+)'")
_UNEXPECTED_EAGER = re.compile(r"got an unexpected keyword argument '(?P<name>\w+)'")
_UNEXPECTED_GRAPH = re.compile(
    r"(?:unexpected keyword argument|not find (?:the )?(?:argument|parameter)|has no (?:argument|parameter))"
    r"\W+(?P<name>\w+)",
    re.IGNORECASE,
)
_MISSING_EAGER = re.compile(r"missing (?P<count>\d+) required (?:positional |keyword-only )?arguments?: (?P<names>.+)")
_NO_CONSTRUCT = "the method 'construct' is not defined"


@dataclass
class FailingCall:
    """The user's call expression that could not bind, and what it calls."""

    file: str
    node: ast.Call
    frame: Frame | None
    callee: Any = None

    @property
    def span(self) -> Span:
        return node_span(self.file, self.node)

    def callee_signature(self) -> inspect.Signature | None:
        target = self.callee
        if isinstance(target, functools.partial):
            target = target.func
        if target is None:
            return None
        construct = getattr(target, "construct", None)
        # Building a class (`nn.LayerNorm(...)`) binds its `__init__`; calling a cell, its construct.
        function = construct if construct is not None and not inspect.isfunction(target) \
            and not inspect.isclass(target) else target
        try:
            return inspect.signature(inspect.unwrap(function))
        except (TypeError, ValueError):
            return None

    def callee_name(self) -> str:
        target = self.callee
        if isinstance(target, functools.partial):
            return getattr(target.func, "__qualname__", ast.unparse(self.node.func))
        if target is None:
            return ast.unparse(self.node.func)
        if inspect.isclass(target):
            return ast.unparse(self.node.func)  # building it, as written: `nn.Conv2d(...)`
        if getattr(target, "construct", None) is not None and not inspect.isfunction(target):
            return f"{type(target).__name__}.construct"
        return getattr(target, "__qualname__", ast.unparse(self.node.func))


def _partial_keyword(ev: Evidence, call: "FailingCall", name: str) -> Trace | None:
    """Where a `functools.partial` the failing call calls was made, when it binds `name`: the one
    `partial(<the same callable>, ..., name=...)` in the user's files."""
    if not isinstance(call.callee, functools.partial) or name not in call.callee.keywords:
        return None
    wanted = getattr(call.callee.func, "__name__", None)
    made = []
    for file, node in source.user_calls():
        callee = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        first = node.args[0] if node.args else None
        named = first.attr if isinstance(first, ast.Attribute) else getattr(first, "id", None)
        if callee == "partial" and named == wanted and any(k.arg == name for k in node.keywords):
            made.append(node_span(file, node))
    if len(made) != 1:
        return None
    return Trace(name, Step(made[0], tr("label.partial_made", name=name)), (), Want("any"))


def failing_call(ev: Evidence) -> FailingCall | None:
    frame = ev.eager_frame()
    span = frame_span(frame) if frame is not None else ev.failing_span()
    if span is None:
        return None
    node = call_at(span)
    if node is None:
        return None
    call = FailingCall(span.file, node, frame)
    if frame is not None:
        # `nn.LayerNorm` is a global of the frame; `self.block` a local.
        call.callee = resolve_expression(node.func, {**(frame.globals or {}), **frame.locals})
    return call


def _watched_call(ev: Evidence) -> FailingCall | None:
    """The user's call of the watched function or cell, when binding its arguments failed."""
    site = ev.target.call_site
    node = call_at(frame_span(site)) if site is not None else None
    if site is None or node is None:
        return None
    return FailingCall(site.file, node, site, ev.target.obj)


def keyword_source(ev: Evidence, call: FailingCall, name: str) -> tuple[Span, str] | None:
    """Where `name=` was written: in the failing call itself, or further up when it arrived
    through `**kwargs` forwarded by helper layers."""
    for keyword in call.node.keywords:
        if keyword.arg == name:
            return node_span(call.file, keyword), ast.unparse(keyword)
    if not any(keyword.arg is None for keyword in call.node.keywords) or ev.eager is None:
        return None
    frames = ev.eager.user_frames()
    if call.frame is None or call.frame not in frames:
        return None
    for frame in reversed(frames[: frames.index(call.frame)]):
        outer = call_at(frame_span(frame))
        if outer is None:
            continue
        for keyword in outer.keywords:
            if keyword.arg == name:
                return node_span(frame.file, keyword), ast.unparse(keyword)
        if not any(keyword.arg is None for keyword in outer.keywords):
            return None
    return None


def _mapping_entry(ev: Evidence, call: FailingCall, name: str) -> tuple[Trace, str] | None:
    """`self.ffn(x, scale, **self.ffn_kwargs)` where the dict holds `scale` too: where that dict
    was written, with the root on its `scale` entry."""
    if call.frame is None:
        return None
    for keyword in call.node.keywords:
        if keyword.arg is not None:
            continue
        held = resolve_expression(keyword.value, {**call.frame.globals, **call.frame.locals})
        if not isinstance(held, dict) or name not in held:
            continue
        trace = ev.provenance.expression(call.frame, keyword.value, Want("any"))
        if trace is None or trace.root.span.covers(call.file, call.span.line):
            return None
        entry = _key_entry(trace.root.span, name) or ev.provenance.copied_entry(trace.root.span, name) \
            or ev.provenance.literal_entry(held, name)
        if entry is not None:
            trace = replace(trace, root=replace(trace.root, span=entry, label=tr("label.key_written", name=name)))
        return trace, ast.unparse(keyword.value)
    return None


def _key_entry(span: Span, name: str) -> Span | None:
    """Where the value of `name` is written in a dict (a literal or `dict(...)`) at `span`."""
    tree = source.parse_file(span.file)
    for node in ast.walk(tree) if tree is not None else ():
        if isinstance(node, (ast.Dict, ast.Call)) and span.line <= node.lineno <= (span.end_line or span.line):
            entry = source.dict_entry(node, name)
            if entry is not None:
                return node_span(span.file, entry)
    return None


def _value_source(filename: str, call: ast.Call, expression: str) -> str:
    """` (assigned at line 72)` / ` (parameter of `Bridge.construct`)` for a plain name."""
    tree = source.parse_file(filename)
    function = source.enclosing_function(tree, call.lineno) if tree is not None else None
    if function is None or not expression.isidentifier():
        return ""
    statement = source.last_assignment(function, expression, call.lineno)
    if statement is not None:
        return tr("binding.assigned_at", line=statement.lineno)
    parameters = [a.arg for a in function.args.args + function.args.kwonlyargs]
    if expression in parameters:
        return tr("binding.parameter_of", function=function.name, line=function.lineno)
    return ""


def _positional_parameters(signature: inspect.Signature) -> list[str]:
    return [
        p.name
        for p in signature.parameters.values()
        if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) and p.name != "self"
    ]


class DuplicateArgument(Rule):
    """A parameter receives a value both positionally and by keyword.

    ## What it does
    Finds calls of a sub-cell (or function) where a positional argument already fills a parameter
    that is also passed by keyword, directly or through `**kwargs` forwarded by helper layers.

    ## Why is this bad?
    Python raises `TypeError: got multiple values for argument` for this. In graph mode MindSpore
    binds the arguments itself while building the graph and reports
    `TypeError: Multiply values for specific argument: <name>`, often without saying which values
    collide. It is not caused by NumPy calls or by "graph pollution": two values for one parameter
    is the whole story. Usually the positional argument was meant for another parameter.

    ## Example
    ```python
    class QFormer(nn.Cell):
        def construct(self, query_embeds, encoder_hidden_states=None):
            ...

    out = self.qformer(img_embeds, query_embeds=self.query_tokens)
    ```

    ## Use instead
    ```python
    out = self.qformer(query_embeds=self.query_tokens, encoder_hidden_states=img_embeds)
    ```
    """

    code = "MSD101"
    name = "duplicate-argument"
    fix = "sometimes"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        match = _MULTIPLE_GRAPH.search(ev.headline) or _MULTIPLE_EAGER.search(ev.eager_message)
        if not match:
            return []
        name = match.group("name")
        call = failing_call(ev)
        if call is None:
            return []
        signature = call.callee_signature()
        positional = _positional_parameters(signature) if signature else []
        callee = call.callee_name()
        evidence = [tr("seen.mindspore", headline=ev.headline)]
        if ev.eager_message:
            evidence.append(f"eager re-run: {ev.eager.type_name}: {ev.eager_message}")  # type: ignore[union-attr]
        positional_text = None
        if name in positional:
            index = positional.index(name)
            plain_args = [arg for arg in call.node.args]
            if index < len(plain_args) and not any(isinstance(a, ast.Starred) for a in plain_args[: index + 1]):
                positional_text = ast.unparse(plain_args[index])
                evidence.append(f"`{name}` is parameter {index + 1} of `{callee}`, filled by `{positional_text}`")
        source_of_keyword = keyword_source(ev, call, name)
        own = next((k for k in call.node.keywords if k.arg == name), None)
        if source_of_keyword is None or (own is not None and positional_text is None):
            # Not filled positionally: the other value came through `**mapping` (Python says
            # "multiple values for keyword argument" for `f(lr=lr, **cfg)` with `lr` in `cfg`).
            mapped = _mapping_entry(ev, call, name)
            if mapped is not None:
                trace, mapping = mapped
                where_positional = (tr("MSD101.keyword", keyword=ast.unparse(own)) if own is not None and positional_text is None
                                    else tr("MSD101.positional.named", value=positional_text) if positional_text
                                    else tr("MSD101.positional.unnamed"))
                message = tr("MSD101.message", name=name, callee=callee, positional=where_positional,
                             keyword=tr("MSD101.keyword.mapping", mapping=mapping, line=trace.root.span.line,
                                        file=os.path.basename(trace.root.span.file)))
                return [self.traced(trace, message, failing=call.span, failing_label=tr("label.fails_here"),
                                    fix=Fix(tr("MSD101.fix.mapping", name=name, mapping=mapping)),
                                    evidence=evidence, confidence=Confidence.CERTAIN)]
        keyword_span, keyword_text = source_of_keyword if source_of_keyword else (None, f"{name}=...")
        where_positional = (tr("MSD101.positional.named", value=positional_text) if positional_text
                            else tr("MSD101.positional.unnamed"))
        if positional_text:
            where_positional += _value_source(call.file, call.node, positional_text)
        own_keyword = any(keyword.arg == name for keyword in call.node.keywords)
        if keyword_span is not None and not own_keyword:
            where_keyword = tr("MSD101.keyword.forwarded", keyword=keyword_text, line=keyword_span.line)
            primary = keyword_span
        else:
            where_keyword = tr("MSD101.keyword", keyword=keyword_text)
            value_text = keyword_text.partition("=")[2]
            if value_text:
                where_keyword += _value_source(call.file, call.node, value_text)
            primary = call.span
        message = tr("MSD101.message", name=name, callee=callee, positional=where_positional, keyword=where_keyword)
        fix = self._fix(call, signature, name, positional_text)
        return [
            Candidate(
                self.finding(primary, message, fix=fix, evidence=evidence, related=fails_at(call.span)),
                Confidence.CERTAIN,
            )
        ]

    def _fix(
        self, call: FailingCall, signature: inspect.Signature | None, name: str, positional_text: str | None
    ) -> Fix:
        if signature is None or positional_text is None:
            return Fix(tr("MSD101.fix.once", name=name))
        bound = {keyword.arg for keyword in call.node.keywords if keyword.arg}
        positional = _positional_parameters(signature)
        index = positional.index(name)
        bound.update(positional[: min(len(call.node.args), len(positional))])
        free = [p for p in signature.parameters.values() if p.name not in bound and p.name != "self"
                and p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)]
        if len(free) == 1 and index == len(call.node.args) - 1:
            intended = free[0].name
            arg = call.node.args[index]
            edit = Edit(call.file, arg.lineno, arg.col_offset, arg.end_lineno or arg.lineno,
                        arg.end_col_offset or arg.col_offset, f"{intended}={positional_text}")
            return Fix(
                tr("MSD101.fix.keyword", value=positional_text, intended=intended),
                "unsafe",
                (edit,),
            )
        return Fix(tr("MSD101.fix.keyword_or_drop", value=positional_text, name=name))


class UnexpectedKeyword(Rule):
    """A call passes a keyword that the callee has no parameter for.

    ## What it does
    Finds calls of a sub-cell or function with a keyword argument the callee's `construct` does not
    declare, often a misspelling, and suggests the closest parameter name. A keyword bound by a
    `functools.partial` the call calls (`norm_layer=partial(nn.LayerNorm, eps=1e-6)`, a default
    ported from PyTorch code) is reported where the partial is made.

    ## Why is this bad?
    Python rejects the call with `TypeError: got an unexpected keyword argument`. In graph mode
    MindSpore resolves keywords while it builds the graph and reports the failure in its own terms,
    frequently pointing at the outer call rather than the keyword.

    ## Example
    ```python
    def construct(self, hidden_states, attention_mask=None): ...
    out = self.layer(h, atention_mask=mask)
    ```

    ## Use instead
    ```python
    out = self.layer(h, attention_mask=mask)
    ```
    """

    code = "MSD102"
    name = "unexpected-keyword"
    fix = "sometimes"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        match = _UNEXPECTED_EAGER.search(ev.eager_message) or _UNEXPECTED_GRAPH.search(ev.headline)
        if not match:
            return []
        name = match.group("name")
        call = failing_call(ev)
        if call is None:
            return []
        signature = call.callee_signature()
        callee = call.callee_name()
        parameters = [p for p in signature.parameters if p != "self"] if signature else []
        close = difflib.get_close_matches(name, parameters, n=1, cutoff=0.6)
        located = keyword_source(ev, call, name)
        mapped = _mapping_entry(ev, call, name) if located is None else None
        primary, keyword_node = (located[0], None) if located else (call.span, None)
        for keyword in call.node.keywords:
            if keyword.arg == name:
                keyword_node = keyword
        message = (tr("MSD102.message.closest", callee=callee, name=name, closest=close[0]) if close
                   else tr("MSD102.message", callee=callee, name=name))
        fix = None
        if close:
            edits: tuple[Edit, ...] = ()
            if keyword_node is not None:
                edits = (Edit(call.file, keyword_node.lineno, keyword_node.col_offset, keyword_node.lineno,
                              keyword_node.col_offset + len(name), close[0]),)
            fix = Fix(tr("MSD102.fix.rename", name=name, closest=close[0]), "unsafe", edits)
        else:
            fix = Fix(tr("MSD102.fix.remove", name=name, callee=callee))
        evidence = [tr("seen.mindspore", headline=ev.headline)]
        if parameters:
            evidence.append(f"`{callee}` takes: {', '.join(parameters)}")
        bound = _partial_keyword(ev, call, name) if located is None and mapped is None else None
        if bound is not None:
            # `norm_layer(dim)` of `partial(nn.LayerNorm, eps=1e-6)`: the keyword was bound where
            # the partial was made (a default, a config), not at the call.
            return [self.traced(bound, message, failing=call.span,
                                failing_label=tr("label.partial_called", callee=callee), fix=fix,
                                evidence=evidence, confidence=Confidence.ROOT)]
        if mapped is not None:
            # `nn.LayerNorm(**norm)` with `norm` a config dict: the key is written in the dict.
            return [self.traced(mapped[0], message, failing=call.span,
                                failing_label=tr("label.unpacked_here", callee=callee), fix=fix,
                                evidence=evidence, confidence=Confidence.ROOT)]
        return [Candidate(self.finding(primary, message, fix=fix, evidence=evidence, related=fails_at(call.span)), Confidence.ROOT)]


class MissingConstruct(Rule):
    """A Cell subclass does not define `construct`.

    ## What it does
    Finds `nn.Cell` subclasses used in the failing model whose forward computation is written in a
    method with another name: PyTorch's `forward`, or a misspelling such as `constuct`.

    ## Why is this bad?
    MindSpore calls `construct` and nothing else. Without it the base `Cell.construct` raises
    `AttributeError: For 'Cell', the method 'construct' is not defined.`, and in graph mode the
    error points at the call of the sub-cell, not at the class that lacks the method.

    ## Example
    ```python
    class Block(nn.Cell):
        def forward(self, x):
            return self.fc(x)
    ```

    ## Use instead
    ```python
    class Block(nn.Cell):
        def construct(self, x):
            return self.fc(x)
    ```
    """

    code = "MSD103"
    name = "missing-construct"
    fix = "sometimes"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        if not ev.mentions(_NO_CONSTRUCT, "'construct' is not defined", "construct is not defined"):
            return []
        candidates: list[Candidate] = []
        for cell in _cells_without_construct(ev):
            located = _class_location(type(cell))
            if located is None:
                continue
            filename, class_node = located
            method = _misnamed_construct(class_node)
            if method is not None:
                name_start = method.col_offset + len("def ")
                edit = Edit(filename, method.lineno, name_start, method.lineno, name_start + len(method.name), "construct")
                span = Span(filename, method.lineno, method.lineno, name_start, name_start + len(method.name))
                message = tr("MSD103.message.misnamed", cls=class_node.name, method=method.name)
                fix = Fix(tr("MSD103.fix.rename", method=method.name), "safe" if method.name == "forward" else "unsafe", (edit,))
            else:
                span = node_span(filename, class_node)
                span = Span(filename, class_node.lineno, class_node.lineno, class_node.col_offset, None)
                message = tr("MSD103.message.missing", cls=class_node.name)
                fix = Fix(tr("MSD103.fix.add", cls=class_node.name))
            candidates.append(Candidate(self.finding(span, message, fix=fix, evidence=[tr("seen.mindspore", headline=ev.headline)]), Confidence.CERTAIN))
        return candidates


def _cells_without_construct(ev: Evidence) -> list[Any]:
    from mindspore import nn

    roots: list[Any] = []
    if ev.target.kind == "cell":
        roots.append(ev.target.obj)
    if ev.eager is not None:
        for frame in ev.eager.frames:
            value = frame.locals.get("self")
            if isinstance(value, nn.Cell):
                roots.append(value)
    found: dict[int, Any] = {}
    for root in roots:
        for _, cell in root.cells_and_names():
            if type(cell).construct is nn.Cell.construct and type(cell).__module__ not in ("mindspore.nn.cell",):
                found[id(cell)] = cell
    return list(found.values())


def _class_location(cls: type) -> tuple[str, ast.ClassDef] | None:
    filename = source.class_file(cls)
    if filename is None:
        return None
    try:
        _, line = inspect.getsourcelines(cls)
    except (OSError, TypeError):
        line = None  # a class typed into IPython: the first class of that name in its cell
    tree = source.parse_file(filename)
    if tree is None:
        return None
    for node in source.nodes_of(tree, ast.ClassDef):
        if node.name == cls.__name__ and (line is None or node.lineno == line
                                          or any(d.lineno == line for d in node.decorator_list)):
            return filename, node
    return None


def _misnamed_construct(class_node: ast.ClassDef) -> ast.FunctionDef | None:
    methods = [node for node in class_node.body if isinstance(node, ast.FunctionDef)]
    for method in methods:
        if method.name in ("forward", "__call__", "call"):
            return method
    names = [m.name for m in methods if not m.name.startswith("__")]
    close = difflib.get_close_matches("construct", names, n=1, cutoff=0.7)
    return next((m for m in methods if close and m.name == close[0]), None)


class AbstractMethodMissing(Rule):
    """A subclass of one of MindSpore's abstract classes does not define a method it must.

    ## What it does
    Reads Python's "Can't instantiate abstract class BalancedAccuracy with abstract method eval"
    for a class of the user's that derives from one of MindSpore's abstract bases (`nn.Metric`
    needs `clear`, `update` and `eval`), and points at the method written under another name:
    the name a PyTorch library uses (torchmetrics' `compute` and `reset`, Keras'
    `update_state` and `result`), or the one method the class adds that no base has; else at the
    class.

    ## Why is this bad?
    MindSpore calls the methods by its own names. The class cannot even be built, and the
    traceback shows the line that builds it, often in a helper far from the class.

    ## Example
    ```python
    class BalancedAccuracy(nn.Metric):
        def compute(self):          # torchmetrics' name
            ...
    ```

    ## Use instead
    ```python
    class BalancedAccuracy(nn.Metric):
        def eval(self):
            ...
    ```
    """

    code = "MSD107"
    name = "abstract-method-missing"
    fix = "sometimes"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        match = _ABSTRACT.search(ev.headline) or _ABSTRACT.search(ev.eager_message)
        if match is None:
            return []
        missing = re.findall(r"\w+", match["methods"])
        cls = _class_named(ev, match["cls"])
        if cls is None or not any(base.__module__.startswith("mindspore") for base in cls.__mro__[1:]):
            return []
        located = _class_location(cls)
        if located is None:
            return []
        file, class_node = located
        evidence = [tr("seen.mindspore", headline=ev.headline)]
        written = [m for m in class_node.body if isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef))]
        inherited = {name for base in cls.__mro__[1:] for name in vars(base)}
        extra = [m for m in written if not m.name.startswith("_") and m.name not in inherited]
        for name in missing:
            method = next((m for m in written if m.name in _OTHER_NAMES.get(name, ())), None)
            if method is None and len(missing) == 1 and len(extra) == 1:
                method = extra[0]
            if method is not None:
                start = method.col_offset + len("async def " if isinstance(method, ast.AsyncFunctionDef) else "def ")
                span = Span(file, method.lineno, method.lineno, start, start + len(method.name))
                edit = Edit(file, method.lineno, start, method.lineno, start + len(method.name), name)
                message = tr("MSD107.message.misnamed", cls=class_node.name, method=method.name, needed=name)
                return [Candidate(self.finding(span, message, evidence=evidence,
                                               fix=Fix(tr("MSD107.fix.rename", method=method.name, needed=name),
                                                       "unsafe", (edit,))), Confidence.ROOT)]
        span = Span(file, class_node.lineno, class_node.lineno, class_node.col_offset, None)
        message = tr("MSD107.message.missing", cls=class_node.name, needed=", ".join(f"`{m}`" for m in missing))
        return [Candidate(self.finding(span, message, evidence=evidence,
                                       fix=Fix(tr("MSD107.fix.add", needed=", ".join(f"`{m}`" for m in missing)))),
                          Confidence.LIKELY)]


# Python 3.10/3.11: "Can't instantiate abstract class X with abstract method(s) a, b";
# 3.12: "... without an implementation for abstract method(s) 'a', 'b'".
_ABSTRACT = re.compile(r"Can't instantiate abstract class (?P<cls>\w+) (?:with|without an implementation for) "
                       r"abstract methods? (?P<methods>['\w, ]+)")
# The names other libraries give the methods MindSpore's abstract bases require.
_OTHER_NAMES = {"eval": ("compute", "result", "evaluate"), "clear": ("reset", "reset_states", "reset_state"),
                "update": ("update_state", "forward", "__call__"), "construct": ("forward", "call")}


def _class_named(ev: Evidence, name: str) -> type | None:
    """The user's class of that name, from the modules msdiag can see (the failing frames' globals
    first: the class is usually named where it is built)."""
    frames = ev.eager.frames if ev.eager is not None else []
    for frame in reversed(frames):
        found = frame.globals.get(name) or frame.locals.get(name)
        if isinstance(found, type):
            return found
    for module in list(sys.modules.values()):
        found = getattr(module, name, None)
        if isinstance(found, type) and source.is_user_file(getattr(module, "__file__", "") or ""):
            return found
    return None


class MissingArgument(Rule):
    """A call leaves a required parameter without a value.

    ## What it does
    Finds calls of a sub-cell or function that do not pass every required parameter of its
    `construct`. When the call was made by MindSpore's own wrapper (`WithLossCell` calls the first
    cell it holds with the data alone), it points at the line that built the wrapper with its
    cells in the wrong order (`nn.WithLossCell(loss_fn, net)`). When the call is a gradient
    function of an `ops.GradOperation(sens_param=True)` given the inputs alone, it points at the
    line that built the operation: the last input was taken as the sensitivity.

    ## Why is this bad?
    Python raises `TypeError: missing 1 required positional argument`. In graph mode MindSpore
    reports the binding failure while building the graph, in terms of the graph's parameters, and
    often at the outermost call.

    ## Example
    ```python
    def construct(self, hidden_states, attention_mask): ...
    out = self.layer(h)
    ```

    ## Use instead
    ```python
    out = self.layer(h, attention_mask=mask)
    ```
    """

    code = "MSD104"
    name = "missing-argument"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        match = _MISSING_EAGER.search(ev.eager_message)
        if not match:
            return []
        names = re.findall(r"'(\w+)'", match.group("names"))
        call = failing_call(ev) or _watched_call(ev)
        if call is None or not names:
            return []
        if isinstance(call.node.func, ast.Attribute) and call.frame is not None and method_of_class(
                resolve_expression(call.node.func.value, call.frame.locals), call.node.func.attr):
            return []  # a method called on its class: the argument is there, `self` is not (MSD222)
        callee = call.callee_name()
        listed = tr("list.separator").join(f"`{n}`" for n in names)
        evidence = [tr("seen.mindspore", headline=ev.headline)]
        sensitivity = _sensitivity_grad(ev, call)
        if sensitivity is not None:
            # `self.grad(net, weights)(x, y)` with `GradOperation(sens_param=True)`: the last
            # argument was taken as the sensitivity, so the function got one value fewer.
            built, grad_name = sensitivity
            message = tr("MSD104.message.sensitivity", grad=grad_name, names=listed)
            finding = self.finding(built, message, related=fails_at(call.span, label=tr("label.called_without_sens")),
                                   fix=Fix(tr("MSD104.fix.sensitivity", grad=grad_name)), evidence=evidence)
            return [Candidate(finding, Confidence.ROOT + 0.04)]
        message = tr("MSD104.message", callee=callee, names=listed)
        fix = Fix(tr("MSD104.fix.one" if len(names) == 1 else "MSD104.fix.many", names=listed, callee=callee))
        at_call = Candidate(self.finding(call.span, message, fix=fix, evidence=evidence), Confidence.ROOT)
        wrapped = _forwarding_wrapper(ev, passed_through=False)
        if wrapped is not None:
            # MindSpore's wrapper called a cell it holds with fewer arguments than that cell takes
            # (`WithLossCell` gives its backbone the data alone): it holds the wrong cells.
            wrapper, span, rejecting = wrapped
            name = type(wrapper).__name__
            finding = _wrapper_finding(self, span, name, call.span, tr("label.called_here"),
                                       tr("MSD104.message.wrapper", wrapper=name, callee=rejecting, names=listed),
                                       Fix(tr("MSD104.fix.wrapper", wrapper=name)), evidence)
            return [Candidate(finding, Confidence.ROOT + 0.04), at_call]
        unpacked = [a.value for a in call.node.args if isinstance(a, ast.Starred)]
        traced = ev.provenance.sequence(call.frame, unpacked[0]) if len(unpacked) == 1 and call.frame is not None else None
        if traced is None or traced.root.span.covers(call.file, call.node.lineno):
            return [at_call]
        # `step(*batch)`: the values were counted where the sequence was made, usually a data
        # helper's `return x, y` that left one out; the call itself may be the place too.
        message = tr("MSD104.message.unpacked", callee=callee, names=listed, sequence=traced.name)
        return [self.traced(traced, message, failing=call.span, failing_label=tr("label.unpacked_here", callee=callee),
                            fix=Fix(tr("MSD104.fix.unpacked", names=listed)), evidence=evidence,
                            confidence=Confidence.ROOT + 0.02), at_call]


def _sensitivity_grad(ev: Evidence, call: FailingCall) -> tuple[Span, str] | None:
    """When the failing call is a gradient function made by a `GradOperation` built with
    `sens_param=True` (`self.grad(net, weights)(x, y)`): where that operation was built, and its
    name as written."""
    builder = call.node.func
    if not isinstance(builder, ast.Call) or call.frame is None:
        return None
    grad = resolve_expression(builder.func, {**(call.frame.globals or {}), **call.frame.locals})
    if not is_sensitivity_grad(grad):
        return None
    name = ast.unparse(builder.func)
    if isinstance(builder.func, ast.Attribute) and isinstance(builder.func.value, ast.Name):
        owner = call.frame.locals.get(builder.func.value.id)
        built = ev.provenance.assigned_at(owner, builder.func.attr) if owner is not None else None
    else:
        built = ev.provenance.created_at(grad)
    return (built, name) if built is not None else None


_TOO_MANY_EAGER = re.compile(r"(?:(?P<callee>[\w.]+)\(\) )?takes (?P<takes>\d+) positional arguments? but (?P<given>\d+) (?:was|were) given")


class TooManyArguments(Rule):
    """A call passes more positional arguments than the cell or function takes.

    ## What it does
    Finds calls of a cell's `construct` or a function that pass more positional arguments than it
    has parameters. When the arguments are unpacked from a sequence (`step(*batch)`), it points at
    the line that made the sequence: usually a data helper's `return` that added a value. When
    MindSpore's own wrapper passed them on, it points at the line that built the wrapper: a
    `TrainOneStepCell` built around the backbone instead of the loss cell, or a `WithLossCell`
    (which takes one input and the label) around a model with several inputs. When an object of
    MindSpore's calls a function of the user's that it was given (a `LearningRateScheduler` built
    around a PyTorch-style `warmup(step)`), it points at where the function was handed over.

    ## Why is this bad?
    Graph mode reports that "the parameters number of the function is N, but the number of
    provided arguments is M", in terms of the graph's parameters and often inside a wrapper cell
    such as `TrainOneStepCell`; the values were counted where the batch was built.

    ## Example
    ```python
    def collate(samples):
        ...
        return ids, labels, lengths
    loss = train_step(*collate(samples))     # WithLossCell takes (data, label)
    ```

    ## Use instead
    ```python
    def collate(samples):
        ...
        return ids, labels
    ```
    """

    code = "MSD105"
    name = "too-many-arguments"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        match = _TOO_MANY_EAGER.search(ev.eager_message)
        if not match:
            return []
        call = failing_call(ev) or _watched_call(ev)
        if call is None:
            return []
        extra = int(match["given"]) - int(match["takes"])
        callee = match["callee"] or call.callee_name()  # the cell that rejected them, maybe inside a wrapper
        evidence = [tr("seen.mindspore", headline=ev.headline)]
        message = tr("MSD105.message", callee=callee, extra=extra)
        at_call = Candidate(self.finding(call.span, message, fix=Fix(tr("MSD105.fix", callee=callee)), evidence=evidence),
                            Confidence.LOCATED)
        unpacked = [a.value for a in call.node.args if isinstance(a, ast.Starred)]
        traced = ev.provenance.sequence(call.frame, unpacked[0]) if len(unpacked) == 1 and call.frame is not None else None
        if traced is None or traced.root.span.covers(call.file, call.node.lineno):
            handed = _function_handed_over(ev, callee)
            if handed is not None:
                # `LearningRateScheduler(step_decay)` built in a helper: MindSpore's object calls the
                # function in its own way, so the function given to it (or its signature) is wrong.
                span, owner, method = handed
                message = tr("MSD105.message.handed", owner=owner, callee=callee, method=method,
                             given=int(match["given"]), takes=int(match["takes"]))
                return [Candidate(self.finding(span, message, fix=Fix(tr("MSD105.fix.handed", callee=callee, owner=owner)),
                                               evidence=evidence, label=tr("label.handed_to", owner=owner),
                                               related=fails_at(call.span, label=tr("label.called_from_here", method=method))),
                                  Confidence.LIKELY), at_call]
            wrapped = _forwarding_wrapper(ev, passed_through=True)
            if wrapped is not None:
                # MindSpore's own wrapper passed the arguments on: the cell it was built around (or the
                # wrapper chosen) does not take what the caller gives it.
                wrapper, span, rejecting = wrapped
                name = type(wrapper).__name__
                message = tr("MSD105.message.wrapper" if rejecting != name else "MSD105.message.wrapper_takes",
                             wrapper=name, callee=callee, extra=extra, line=call.span.line)
                finding = _wrapper_finding(self, span, name, call.span, tr("label.called_with_more"), message,
                                           Fix(tr("MSD105.fix.wrapper", wrapper=name, callee=rejecting)), evidence)
                return [Candidate(finding, Confidence.LIKELY), at_call]
            return [at_call]
        message = tr("MSD105.message.unpacked", callee=callee, extra=extra, sequence=traced.name)
        return [self.traced(traced, message, failing=call.span, failing_label=tr("label.unpacked_here", callee=callee),
                            fix=Fix(tr("MSD105.fix.unpacked", callee=callee)), evidence=evidence,
                            confidence=Confidence.ROOT), at_call]


def _function_handed_over(ev: Evidence, callee: str) -> tuple[Span, str, str] | None:
    """A function of the user's that MindSpore's code called with more arguments than it takes,
    held by an object of MindSpore's (a callback's `learning_rate_function`): the argument that
    gave it to that object's one build, the object's class and the method that called it."""
    frames = ev.eager.frames if ev.eager is not None else []
    for frame in reversed(frames):
        owner = frame.locals.get("self")
        if owner is None or not msapi.is_mindspore_file(frame.file) or not type(owner).__module__.startswith("mindspore"):
            continue
        held = [name for name, value in vars(owner).items() if getattr(value, "__name__", None) == callee
                and callable(value)] if hasattr(owner, "__dict__") else []
        if not held:
            continue
        built = _only_build(type(owner).__name__)
        if built is None:
            return None
        file, node = built
        given = [a for a in [*node.args, *(k.value for k in node.keywords)]
                 if isinstance(a, (ast.Name, ast.Attribute)) and (getattr(a, "id", None) or getattr(a, "attr", None)) == callee]
        if len(given) != 1:
            return None
        method = frame.function if "." in frame.function else f"{type(owner).__name__}.{frame.function}"
        return node_span(file, given[0]), type(owner).__name__, method
    return None


def _wrapper_finding(rule: Rule, span: Span, wrapper: str, call: Span, call_label: str, message: str,
                     fix: Fix, evidence: list[str]) -> Any:
    """The finding at the line that built a MindSpore wrapper, with the user's call below it."""
    return rule.finding(span, message, related=fails_at(call, label=call_label), fix=fix, evidence=evidence,
                        label=tr("label.wrapper_built", wrapper=wrapper))


def _forwarding_wrapper(ev: Evidence, passed_through: bool) -> tuple[Any, Span, str] | None:
    """When MindSpore's own code made the call that could not bind: the wrapper whose build is the
    place to change, where it was built, and the cell that rejected the arguments.

    `passed_through`: a wrapper that hands its own inputs on unchanged (`TrainOneStepCell`'s
    `construct(*inputs)`) made the call, so the caller's count reached the cell: a MindSpore
    wrapper that rejects them (`WithLossCell` given three inputs) was the wrong wrapper, a cell of
    the user's (the backbone, not the loss cell) the wrong one to wrap. Otherwise a wrapper called
    what it holds in its own way (`WithLossCell` calls its backbone with the data alone): it was
    built around the wrong cells (`WithLossCell(loss, net)`)."""
    frames = ev.eager.frames if ev.eager is not None else []
    held: list[tuple[Any, str]] = []
    for frame in frames:
        cell = frame.locals.get("self")
        if hasattr(cell, "cells_and_names") and (not held or held[-1][0] is not cell):
            held.append((cell, frame.file))
        elif held and held[-1][0] is cell:
            held[-1] = (cell, frame.file)
    if len(held) < 2:
        return None
    (outer, outer_file), (inner, _) = held[-2], held[-1]
    if not msapi.is_mindspore_file(outer_file) or not is_mindspore_layer(outer):
        return None  # the user's own code made the call: that call is the place
    if _passes_inputs_on(outer) != passed_through:
        return None
    wrapper = inner if passed_through and is_mindspore_layer(inner) and msapi.child_cells(inner) else outer
    span = ev.provenance.created_at(wrapper)
    return (wrapper, span, type(inner).__name__) if span is not None else None


def _passes_inputs_on(cell: Any) -> bool:
    """Whether a cell's construct takes `*inputs` (and so hands on whatever it is given)."""
    try:
        parameters = inspect.signature(type(cell).construct).parameters.values()
    except (TypeError, ValueError):
        return False
    return any(p.kind is inspect.Parameter.VAR_POSITIONAL for p in parameters)


_NAMED_ARGUMENT = re.compile(r"'(\w+)'")


class LayerArgumentRejected(Rule):
    """A MindSpore layer rejects an argument while the model is being built.

    ## What it does
    When a layer's constructor (`nn.Conv2d`, `nn.Dense`, `nn.LSTM` ...), an optimizer's or a
    `Model`'s, a function of MindSpore's called while the model or its training is set up
    (`nn.piecewise_constant_lr`, `nn.cosine_decay_lr`), or a method of a dataset or model
    (`dataset.batch`, `model.train`) raises, finds the argument its message names (`'group'`,
    `Input batch_size`, `'level'` for `amp_level`), or else the one argument whose value has the
    type the message says it got (`but got <class 'method'>`), and follows its value back to
    where it was chosen: a constructor parameter, the caller's argument, a config constant, dict
    entry (also read with `.get`) or dataclass default, a helper's `return`, also through a list
    that scales one setting (`[e * steps for e in EPOCHS]`). A float where an int is needed is
    followed to what made it a float (`steps = n / batch`); a method passed uncalled, to where it
    was named (`net.trainable_params`); a product rejected as 0 (`total_step=steps * EPOCHS`), to
    where its factor that is 0 was computed. An argument the message names by the primitive's
    spelling (`'pad'` of `Conv2D` for the layer's `padding`) is found too, and so is one the
    message names by a helper's parameter but shows by its value (`'name' must be in [...], but
    got swish` for `nn.Dense`'s `activation`), or quotes (`export file in 'AIR' format`). A value
    rejected as equal to the range's bound that another argument gives (`padding_idx=pad_id` and
    `vocab_size`, "must be in range of [0, 29), but got 29") points first at where that size was
    computed, one short, and then at the value (unless the list the value was counted from
    already holds a padding entry, `SYMBOLS = [_pad] + ...`: then the value is off). An optimizer given no parameter after a helper set
    `p.requires_grad = p.name.startswith(prefix)` with a prefix no parameter of the model has
    points where that prefix was chosen. A `Parameter(initializer(init, shape))` whose
    initializer rejects the shape (`'fan_in' and 'fan_out' can not be computed` for a vector given
    a Xavier or He initialiser) is followed from the shape to the call that asked for it. When the argument
    named belongs to the object's constructor, not to the method that raised (`model.eval(data)`
    and "the model argument 'metrics' can not be None"), the line that built the object without
    it is the place. An object of MindSpore's built elsewhere that raises later from one of its
    methods, with a message naming one of its constructor's parameters (a callback built in a
    helper, "ReduceLROnPlateau only supports scalar monitor now" inside `model.fit`), is followed
    to the argument its one build gave for that parameter, and on to where that was chosen. A
    metric whose `update` cannot take what the model gives it (a top-5 accuracy for 4 classes)
    points at the metric's one build. A parameter group whose `"params"` hold names (`[p.name for
    p in ...]`) points at the statement that made that list; a list of callbacks with one class
    among instances, at that element. Of two parameters the message names, the one it is about
    (`bucket_batch_sizes must contain one element more than bucket_boundaries`) is followed.
    Parameter groups with a key MindSpore's optimizers do not take (PyTorch's `"betas"`,
    `"momentum"`) point at that dict entry, also in the helper that built the groups; a
    parameter in two groups (`already exists`), at the group's filter that repeats the other
    group's test instead of negating it, or that negates a narrower test than the other group's
    (`"bias" not in p.name` against `any(k in p.name for k in ("bias", "gamma", "beta"))`), or at
    the group that takes every parameter unfiltered (`decay = net.trainable_params()`, or a copy:
    `[p for p in params]`, `list(params)`). In graph
    code, an op that rejects a string setting the message names (`ops.interpolate(...,
    mode=self.mode)` and "trilinear only support '[5]'D") is followed the same way, from the
    argument to the config entry that chose it. A number given as text, read from a mapping
    that no literal writes (`dict(parser.items("loader"))` of configparser), points at where
    that mapping of strings was made (or, for a mapping filled by one `config[key] = value` of a
    parser, at that statement). A size given as a tuple where one number was meant is followed
    to the slice of a shape that made it (`return out.shape[1:]` in a probing helper). A class
    given among instances, in a list (`callbacks=[...]`) or
    as a value of a dict (`metrics={"mse": nn.MSE}`), points at that entry. A parameter group
    whose per-step learning rates have another length than the optimizer's `learning_rate` is
    followed from its `"lr"` entry to where that list was made (warm-up steps added on top of a
    full schedule). Indices of the wrong type are followed through `.tolist()` to
    where the array was made (`np.linspace`, a float step). A generator read to the end before MindSpore got it
    (`params = net.get_parameters()` counted, then given to `nn.Adam`) points at where it was taken.
    An optimizer given no parameter after a helper that sets `requires_grad = False` on every
    parameter of the cell it gets was called with the whole model (a linear probe whose new head
    froze with the encoder) points at that call. Absolute split sizes each rounded down with
    `int()` (`Sum of split sizes 235 is not equal to dataset size 237`) point at the last size,
    which should take what is left. A dataset transform whose validator rejects a size
    (`vision.Resize((IMAGE_SIZE, IMAGE_SIZE))` with `IMAGE_SIZE = RESOLUTION / 2`, a float) is
    followed from the element of the tuple to where it was computed, and a value of the wrong type
    inside a dict in a list (`append_info=[stats]` holding NumPy floats) to where that dict was made.
    A setting read from a merge that puts defaults last (`{**user_cfg, **DEFAULTS}`, so the
    defaults override what the caller gave) points at the merge; of a message that names two
    parameters, the one shown with its value ("but got 'momentum' 0.0") is followed. A file that
    does not exist beside one named like it but for one number (`grader-1_7.ckpt` where
    `grader-1_6.ckpt` was saved), its name rebuilt by a helper's f-string, points at where that
    number was computed (a step count rounded up). A message that names no parameter but shows
    the number it got ("must be in range of (0.0, 1.0), but got 10.0") is about the one argument
    given that number; a float given where "a single integer" is needed, and a NumPy integer that
    a helper returns into a dict written in the call (`append_dict={"best": best_epoch(h)}`), are
    followed to where they were computed. An object built by a helper that hands on its own
    `metrics=None` (`make_model(net, loss, opt)` for `Model(..., metrics=metrics)`) and rejected
    later by `Model.fit(..., valid_dataset)` points at the helper's call that left it out. A
    group key MindSpore does not take, written by a group helper as `dict(..., tag=tag)`, points
    at that keyword. Per-step group schedules of two lengths under one `learning_rate` number
    keep the length of the step count the schedule calls share (`cosine(lr, total)` and
    `warmup_cosine(lr, total, warm)`): the other group's list is followed to where it was made.
    A tensor setting rejected for its number of axes (a learning-rate schedule joined with
    `np.stack` or `np.vstack` into two rows) is followed to where it got them. A class appended
    to a list of instances (`callbacks.append(TimeMonitor)`) points at that append. Arguments
    given by unpacking a dict built a few lines above (`nn.SGD(params, **options)`) or a settings
    tuple spread into the call (`nn.Conv2d(*STEM)`, whose fifth value lands on `pad_mode`) are
    found in that dict or tuple. Of a message that names two parameters that must agree ("if
    'nesterov' is true, 'momentum' must be > 0.0", "'epoch' must bigger than 'initial_epoch'"),
    when one is read from the settings and the other is written or computed in the code
    (`nesterov=True`, `initial_epoch=start` parsed by a helper), the other is followed: the
    settings say what was meant. Items handed on through `set()`, `list()`, `tuple()` or
    `sorted()` are followed to where they were written. A setting named as a percentage
    (`cfg["flip_percent"]`) given where a fraction in [0, 1] is needed points at where it is read.
    Two parameter groups whose filters test different words that both take one parameter
    (`"gamma" in p.name` and `"layer_norm" in p.name`) point at the filter of the group with
    weight decay: it should take what the other group leaves.

    ## Why is this bad?
    The check fails inside MindSpore's validator, several frames below your `__init__`, with a
    message about the layer's own parameter names; the value to change is usually set in a
    config far from the layer.

    ## Example
    ```python
    CARDINALITY = 3                    # config.py
    nn.Conv2d(32, 32, 3, group=cardinality)
    ```

    ## Use instead
    ```python
    CARDINALITY = 4                    # divides 32
    ```
    """

    code = "MSD106"
    name = "layer-argument-rejected"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        frame = ev.eager_frame()
        if ev.phase != "build" and frame is not None:
            return self._setting_rejected_in_graph(ev, frame)
        if ev.phase != "build" or frame is None or ev.eager is None:
            return []
        frames = ev.eager.frames
        deeper = frames[frames.index(frame) + 1:] if frame in frames else []
        if "must not be empty" in ev.eager_message:
            frozen = self._frozen_by_prefix(ev) or self._frozen_whole(ev)
            if frozen:
                return frozen
        call = call_at(frame_span(frame))
        if call is None:
            return []
        if any(f.file.endswith(f"common{os.sep}initializer.py") for f in deeper):
            # `Parameter(initializer(init, shape, ...))`: the initializer, run when the Parameter
            # is made, is what rejects the arguments
            call = next((a for a in call.args if isinstance(a, ast.Call) and getattr(
                resolve_expression(a.func, {**frame.globals, **frame.locals}), "__name__", "") == "initializer"), call)
        layer = _rejecting_callable(call, frame, deeper)
        if layer is None:
            return []
        try:
            signature = inspect.signature(_undecorated(layer if not inspect.isclass(layer) else layer.__init__))
        except (TypeError, ValueError):
            return []
        parameters = [p.name for p in signature.parameters.values() if p.name != "self"
                      and p.kind not in (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD)]
        repeated = _REPEATED_PARAMETER.search(ev.eager_message)
        if repeated is not None and call.args:
            overlapping = self._overlapping_groups(ev, frame, call, repeated["name"])
            if overlapping:
                return overlapping
        unknown = _UNKNOWN_KEYS.search(ev.eager_message)
        if unknown is not None and call.args:
            keyed = self._unknown_key(ev, frame, call, layer, set(re.findall(r"'(\w+)'", unknown["keys"])))
            if keyed:
                return keyed
        got_type = _got_type(ev.eager_message)
        if got_type is not None and "group" in ev.eager_message and call.args:
            grouped = self._group_element(ev, frame, call, got_type, deeper)
            if grouped:
                return grouped
        if _GROUP_RATE_LENGTH.search(ev.eager_message) and call.args:
            rate = next((resolve_expression(k.value, {**frame.globals, **frame.locals}) for k in call.keywords
                         if k.arg == "learning_rate"), None)
            lengths = self._group_rate_length(ev, frame, call, rate)
            if lengths:
                return lengths
        if _CONSTRUCTOR_ARGUMENT.search(ev.eager_message):
            # "the model argument 'metrics' can not be None" raised by `fit(..., valid_dataset)`:
            # about the object's construction, whatever argument of the method the message names first
            built = self._built_without(ev, frame, call, layer)
            if built:
                return built
        found = _rejected_argument(call, frame, parameters, ev.eager_message)
        if found is None:
            return self._built_without(ev, frame, call, layer) or self._built_elsewhere(ev, frame, call, deeper)
        name, argument, element = found
        value = resolve_expression(argument, {**frame.globals, **frame.locals})
        if value is None and isinstance(argument, ast.Subscript) and isinstance(argument.slice, ast.Constant):
            held = resolve_expression(argument.value, {**frame.globals, **frame.locals})  # `cfg["batch_size"]`
            value = held.get(argument.slice.value) if isinstance(held, dict) else None
        if hasattr(value, "cells_and_names"):
            return []  # a model handed to MindSpore's code (`load_param_into_net(net, ...)`) is not a setting
        percent = _percent_read(frame, argument) if is_number(value) and 1 < float(value) <= 100 \
            and _FRACTION_INTERVAL.search(ev.eager_message) else None
        if percent is not None:
            # `flip_prob = cfg["flip_percent"]` given as `prob=`: a percentage read as a fraction,
            # where the setting is read (its value is right for what its name says).
            statement, setting = percent
            message = tr("MSD106.message.percent", setting=setting, value=_shown(value), name=name,
                         layer=ast.unparse(call.func).split(".")[-1])
            return [Candidate(self.finding(node_span(frame.file, statement), message,
                                           fix=Fix(tr("MSD106.fix.percent", setting=setting)),
                                           evidence=[tr("seen.mindspore", headline=ev.headline)],
                                           related=fails_at(node_span(frame.file, call),
                                                            label=tr("label.layer_rejects", name=name))),
                              Confidence.ROOT)]
        near = _near_file(ev, frame, argument, value) if isinstance(value, str) and "not exist" in ev.eager_message \
            else None
        if near is not None:
            # `occupancy-2_7.ckpt` asked for beside `occupancy-2_6.ckpt`: the part that differs,
            # followed to where it was computed (a step count rounded up).
            traced, part, given, written = near
            message = tr("MSD106.message.near_file", path=os.path.basename(value), written=written, part=part,
                         given=given)
            return [self.traced(traced, message, failing=node_span(frame.file, call),
                                failing_label=tr("label.layer_rejects", name=name),
                                fix=Fix(tr("MSD106.fix.near_file", part=part, written=written)),
                                evidence=[tr("seen.mindspore", headline=ev.headline)], confidence=Confidence.ROOT)]
        owner = getattr(layer, "__self__", None)
        label = f"{type(owner).__name__}.{layer.__name__}" if owner is not None and not inspect.isclass(owner) \
            else layer.__qualname__
        message = tr("MSD106.message", layer=label, name=name, value=_shown(value) if value is not None
                     else ast.unparse(argument), reason=ev.eager_message.strip().splitlines()[0][:160])
        fix = Fix(tr("MSD106.fix", name=name, layer=label))
        evidence = [tr("seen.mindspore", headline=ev.headline)]
        if inspect.isgenerator(value) and inspect.getgeneratorstate(value) == inspect.GEN_CLOSED:
            # `params = net.get_parameters()` read by a loop before the optimizer got it: empty.
            traced = ev.provenance.expression(frame, argument, Want("pytype", "generator"))
            site = node_span(frame.file, call)
            if traced is not None and not traced.root.span.covers(site.file, site.line):
                message = tr("MSD106.message.consumed", layer=label, name=name,
                             reason=ev.eager_message.strip().splitlines()[0][:160])
                return [self.traced(traced, message, failing=site, failing_label=tr("label.layer_rejects", name=name),
                                    fix=Fix(tr("MSD106.fix.consumed")), evidence=[tr("seen.mindspore", headline=ev.headline)],
                                    confidence=Confidence.ROOT)]
        got = _got_type(ev.eager_message)
        if got is None and isinstance(value, str) and _NEEDS_NUMBER.search(ev.eager_message):
            got = "str"  # "batch_size should either be an int": the text "16" of a settings file
        if got is None and type(value) is float and re.search(r"\binteger\b|\bint\b", ev.eager_message):
            got = "float"  # "Size should be a single integer" given 73.0: where the float was made
        want = Want("pytype", got) if got in _TRACED_TYPES else Want("any")
        ranked = _REJECTED_RANK.search(ev.eager_message)
        shape = shape_of(value)
        if got is None and ranked is not None and shape is not None and len(shape) == int(ranked[1]):
            # "the dimension of it should be 0 or 1, but got 2": where the array got its axes.
            want = Want("rank", rank=len(shape))
        site = node_span(frame.file, call)
        if element is not None:
            # An element of a list or dict has the type rejected (`layers.append(nn.Tanh)`, a
            # NumPy integer among `append_dict`'s values): that element is what to follow.
            node, statement = element
            if statement is not None and got in ("type", "ABCMeta"):
                # A class given where an instance is needed: the line that adds it uncalled.
                return [Candidate(self.finding(node_span(frame.file, statement), message, fix=fix, evidence=evidence,
                                               related=fails_at(site, label=tr("label.layer_rejects", name=name)),
                                               label=tr("label.class_not_instance")), Confidence.ROOT)]
            argument = node
        # The values of a list are wrong (`milestone[1] must be greater than milestone[0]`), not its
        # length (`the size of 'milestone' must be same with...`): its items are followed.
        items = not re.search(r"\b(?:size|length|len)\b", ev.eager_message)
        if isinstance(argument, ast.BinOp) and isinstance(argument.op, ast.Mult) \
                and re.search(r"got '?0'?\b", ev.eager_message):
            # `total_step=steps_per_epoch * EPOCHS` rejected as 0: the factor that is 0 is followed.
            names = {**frame.globals, **frame.locals}
            zero = [side for side in (argument.left, argument.right)
                    if type(resolve_expression(side, names)) is int and resolve_expression(side, names) == 0]
            argument = zero[0] if len(zero) == 1 else argument
        traced = ev.provenance.expression(frame, argument, want, items=items)
        if (traced is None or traced.root.kind == "stopped") and want.kind != "any":
            traced = ev.provenance.expression(frame, argument, Want("any"), items=items) or traced
        held = value if value is not None else next((f.locals[name] for f in deeper if name in f.locals), None)
        listed = _class_among_instances(traced, held) if traced is not None else None
        if listed is not None:
            # `callbacks=[LossMonitor(n), EpochSummary]`: the one class listed where instances are.
            return [Candidate(self.finding(listed, message, fix=fix, evidence=evidence, label=tr("label.class_not_instance"),
                                           related=[*traced.related(), *fails_at(site, label=tr("label.layer_rejects",
                                                                                                 name=name))]),
                              Confidence.ROOT)]
        bound = self._bound_one_short(ev, frame, call, parameters, name, evidence, site)
        short = _SPLIT_SUM.search(ev.eager_message)
        last = _truncated_last(traced) if traced is not None and short is not None \
            and int(short["sum"]) < int(short["size"]) else None
        if last is not None:
            # `[int(0.8 * n), int(0.1 * n), int(0.1 * n)]`: every part rounded down, so the
            # rows left over belong to none; the last part is the one to make take the rest.
            place, size_name, others = last
            message = tr("MSD106.message.truncated", name=size_name, missing=int(short["size"]) - int(short["sum"]),
                         layer=label, reason=ev.eager_message.strip().splitlines()[0][:160])
            return [Candidate(self.finding(place, message, fix=Fix(tr("MSD106.fix.truncated", name=size_name, others=others)),
                                           evidence=evidence, label=tr("label.rounded_down"),
                                           related=[*traced.related(),  # type: ignore[union-attr]
                                                    *fails_at(site, label=tr("label.layer_rejects", name=name))]),
                              Confidence.ROOT)]
        if traced is not None and not traced.root.span.covers(site.file, site.line):
            return [*bound, self.traced(traced, message, failing=site, failing_label=tr("label.layer_rejects", name=name),
                                        fix=fix, evidence=evidence, confidence=Confidence.ROOT)]
        return [*bound, Candidate(self.finding(node_span(frame.file, argument), message, fix=fix, evidence=evidence),
                                  Confidence.LIKELY)]

    def _bound_one_short(self, ev: Evidence, frame: Frame, call: ast.Call, parameters: list[str], name: str,
                         evidence: list[str], site: Span) -> list[Candidate]:
        """`nn.Embedding(vocab_size, dim, padding_idx=pad_id)` and "'padding_idx' must be in range
        of [0, 29), but got 29": the value is the bound itself, and the bound is another argument
        (the table's size), one short of holding it. That size, where it was computed, is the
        first place; the rejected value stays the second."""
        bound = re.search(r"in range (?:of )?\[\s*-?\d+\s*,\s*(\d+)\s*\), but got:? (\d+)", ev.eager_message)
        if bound is None or bound[1] != bound[2]:
            return []
        namespace = {**frame.globals, **frame.locals}
        sizes = [(p, a) for p in parameters if p != name and (a := _given(call, parameters, p)) is not None
                 and type(resolve_expression(a, namespace)) is int and resolve_expression(a, namespace) == int(bound[1])]
        if len(sizes) != 1:
            return []
        parameter, argument = sizes[0]
        if _pad_entry_listed(ev, frame, call, parameters, name):
            return []  # the table lists a padding entry (`SYMBOLS = [_pad] + ...`): the id should be its index
        traced = ev.provenance.expression(frame, argument, Want("any"))
        if traced is None or traced.root.span.covers(site.file, site.line):
            return []
        message = tr("MSD106.message.bound", name=name, value=bound[2], size=parameter,
                     reason=ev.eager_message.strip().splitlines()[0][:160])
        return [self.traced(traced, message, failing=site, failing_label=tr("label.layer_rejects", name=name),
                            fix=Fix(tr("MSD106.fix.bound", size=parameter, name=name)), evidence=evidence,
                            confidence=Confidence.ROOT + 0.01)]


    def _built_without(self, ev: Evidence, frame: Frame, call: ast.Call, method: Any) -> list[Candidate]:
        """`model.eval(data)` and "the model argument 'metrics' can not be None": the argument the
        message names is one of the object's constructor, which the line that built it left out.
        The object is followed from the call's receiver to that line."""
        owner = getattr(method, "__self__", None)
        if owner is None or inspect.isclass(owner) or not isinstance(call.func, ast.Attribute):
            return []
        try:
            built_with = [p for p in inspect.signature(type(owner).__init__).parameters if p != "self"]
        except (TypeError, ValueError):
            return []
        named = [n for n in dict.fromkeys(_NAMED_ARGUMENT.findall(ev.eager_message)) if n in built_with]
        if len(named) != 1 or getattr(owner, named[0], getattr(owner, f"_{named[0]}", None)) not in (None, {}, [], ()):
            return []
        traced = ev.provenance.expression(frame, call.func.value, Want("any"))
        site = node_span(frame.file, call)
        if traced is None or traced.root.span.covers(site.file, site.line):
            return []
        statement = source.statement_at(traced.root.span.file, traced.root.span.line)
        passed = next((k.value for n in ast.walk(statement) if isinstance(n, ast.Call) for k in n.keywords
                       if k.arg == named[0] and isinstance(k.value, ast.Name)), None) if statement is not None else None
        left = ev.provenance.written(node_span(traced.root.span.file, passed), passed, Want("none")) \
            if passed is not None else None
        if left is not None and left.root.kind == "omitted":
            # `Model(..., metrics=metrics)` in a helper whose `metrics=None` its caller left out
            traced = replace(left, hops=(*left.hops, *traced.hops[1:]) if traced.hops else left.hops)
        owner_name, method_name = type(owner).__name__, f"{type(owner).__name__}.{call.func.attr}"
        message = tr("MSD106.message.built_without", owner=owner_name, name=named[0], method=method_name,
                     reason=ev.eager_message.strip().splitlines()[0][:160])
        return [self.traced(traced, message, failing=site, failing_label=tr("label.needs_setting", name=named[0]),
                            fix=Fix(tr("MSD106.fix.built_without", owner=owner_name, name=named[0])),
                            evidence=[tr("seen.mindspore", headline=ev.headline)], confidence=Confidence.ROOT)]


    def _setting_rejected_in_graph(self, ev: Evidence, frame: Frame) -> list[Candidate]:
        """`ops.interpolate(x, ..., mode=config.UPSAMPLE_MODE)` in graph code and "bilinear only
        support '[4]'D": the one string argument whose value the message names, followed to
        where it was chosen (a config value, a constructor argument)."""
        call = call_at(frame_span(frame))
        if call is None:
            return []
        text = f"{ev.headline}\n{ev.eager_message}"
        words = set(re.findall(r"[A-Za-z_]\w*", text))
        named = []
        for keyword, node in [*((None, a) for a in call.args), *((k.arg, k.value) for k in call.keywords if k.arg)]:
            if isinstance(node, ast.Constant):
                continue  # written on the failing line itself: that line is the place
            value = resolve_expression(node, {**frame.globals, **frame.locals})
            if isinstance(value, str) and len(value) > 2 and value in words:
                named.append((keyword, node, value))
        if len(named) != 1:
            return []
        keyword, node, value = named[0]
        site = node_span(frame.file, call)
        traced = ev.provenance.expression(frame, node, Want("any"))
        if traced is None or traced.root.span.covers(site.file, site.line):
            return []
        callee = ast.unparse(call.func)
        name = keyword or ast.unparse(node)
        message = tr("MSD106.message", layer=callee, name=name, value=repr(value),
                     reason=(ev.eager_message or ev.headline).strip().splitlines()[0][:160])
        return [self.traced(traced, message, failing=site, failing_label=tr("label.layer_rejects", name=name),
                            fix=Fix(tr("MSD106.fix", name=name, layer=callee)),
                            evidence=[tr("seen.mindspore", headline=ev.headline)], confidence=Confidence.LIKELY)]

    def _unknown_key(self, ev: Evidence, frame: Frame, call: ast.Call, layer: Any, keys: set[str]) -> list[Candidate]:
        """"the key in group params must be one of [...], but got ['betas']": the dict entry with
        that key, in the list of groups the call was given (also where a helper built it)."""
        argument = call.args[0]
        traced = ev.provenance.expression(frame, argument, Want("any"))
        places = [step.span for step in ((traced.root, *traced.hops) if traced is not None else ())]
        places.append(node_span(frame.file, argument))
        for place in places:
            statement = source.statement_at(place.file, place.line)
            entries = _key_entries(statement, keys) if statement is not None else []
            if not entries and statement is not None:
                # `[make_group("towers", ...), ...]`: the group helper of this module that writes the key
                tree = source.parse_file(place.file)
                called = {n.func.id for n in ast.walk(statement) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
                helpers = [f for f in (tree.body if tree is not None else []) if isinstance(f, ast.FunctionDef) and f.name in called]
                entries = [entry for f in helpers for r in ast.walk(f) if isinstance(r, ast.Return) and r.value is not None
                           for entry in _key_entries(r, keys)]
            if len(entries) == 1:
                label = layer.__qualname__ if inspect.isclass(layer) else getattr(layer, "__qualname__", str(layer))
                key = entries[0].value if isinstance(entries[0], ast.Constant) else entries[0].arg
                message = tr("MSD106.message.key", layer=label, key=key,
                             reason=ev.eager_message.strip().strip('"').splitlines()[0][:160])
                return [Candidate(self.finding(node_span(place.file, entries[0]), message,
                                               fix=Fix(tr("MSD106.fix.key", key=key, layer=label)),
                                               evidence=[tr("seen.mindspore", headline=ev.headline)],
                                               related=fails_at(node_span(frame.file, call),
                                                                label=tr("label.layer_rejects", name=key))),
                                  Confidence.ROOT)]
        return []

    def _frozen_by_prefix(self, ev: Evidence) -> list[Candidate]:
        """"the argument parameters must not be empty" after a loop that sets `p.requires_grad =
        p.name.startswith(prefix)`: a prefix no parameter of the model has freezes them all. The
        helper's call is found in a frame of the traceback; its argument for the prefix is followed
        to where it was chosen."""
        users = [f for f in (ev.eager.frames if ev.eager is not None else []) if f.user]
        for frame in reversed(users):
            tree = source.parse_file(frame.file)
            scope = (source.enclosing_function(tree, frame.line) or tree) if tree is not None else None
            for call in _own_calls(scope) if scope is not None else ():
                if call.lineno >= frame.line:
                    continue
                namespace = {**frame.globals, **frame.locals}
                helper = resolve_expression(call.func, namespace) if isinstance(call.func, (ast.Name, ast.Attribute)) else None
                test = _prefix_test(helper)
                if test is None:
                    continue
                parameter, how = test
                try:
                    parameters = list(inspect.signature(helper).parameters)
                except (TypeError, ValueError):
                    continue
                argument = _given(call, parameters, parameter)
                prefix = resolve_expression(argument, namespace) if argument is not None else None
                models = [v for v in frame.locals.values() if hasattr(v, "parameters_and_names") and not isinstance(v, type)]
                names = [n for model in models for n, _ in model.parameters_and_names()]
                if not isinstance(prefix, str) or not names or any(
                        n.startswith(prefix) if how == "startswith" else prefix in n for n in names):
                    continue
                traced = ev.provenance.expression(frame, argument, Want("any"))  # type: ignore[arg-type]
                site = node_span(frame.file, call)
                message = tr("MSD106.message.frozen", prefix=prefix, helper=getattr(helper, "__name__", "?"),
                             reason=ev.eager_message.strip().splitlines()[0][:160])
                fix = Fix(tr("MSD106.fix.frozen", example=names[-1]))
                evidence = [tr("seen.mindspore", headline=ev.headline)]
                if traced is not None and not traced.root.span.covers(site.file, site.line):
                    return [self.traced(traced, message, failing=frame_span(frame), fix=fix, evidence=evidence,
                                        failing_label=tr("label.optimizer_empty"), confidence=Confidence.ROOT,
                                        related=[Related(site, tr("label.prefix_applied"))])]
                return [Candidate(self.finding(node_span(frame.file, argument), message, fix=fix, evidence=evidence,  # type: ignore[arg-type]
                                               related=fails_at(frame_span(frame), label=tr("label.optimizer_empty"))),
                                  Confidence.LIKELY)]
        return []

    def _frozen_whole(self, ev: Evidence) -> list[Candidate]:
        """"the argument parameters must not be empty" after a helper that sets `requires_grad =
        False` on every parameter of the cell it is given, called with the whole model (a linear
        probe whose new head got frozen with the encoder): the call is the line to change, to the
        part meant to stay fixed."""
        users = [f for f in (ev.eager.frames if ev.eager is not None else []) if f.user]
        for frame in reversed(users):
            tree = source.parse_file(frame.file)
            scope = (source.enclosing_function(tree, frame.line) or tree) if tree is not None else None
            for call in sorted(_own_calls(scope) if scope is not None else (), key=lambda c: -c.lineno):
                if call.lineno >= frame.line:
                    continue
                namespace = {**frame.globals, **frame.locals}
                helper = resolve_expression(call.func, namespace) if isinstance(call.func, (ast.Name, ast.Attribute)) else None
                parameter = _freezes_all(helper)
                try:
                    parameters = list(inspect.signature(helper).parameters) if parameter is not None else []
                except (TypeError, ValueError):
                    continue
                argument = _given(call, parameters, parameter) if parameter is not None else None
                model = resolve_expression(argument, namespace) if argument is not None else None
                if model is None or not hasattr(model, "name_cells") or not hasattr(model, "trainable_params"):
                    continue
                parts = [(name, cell) for name, cell in model.name_cells().items()
                         if hasattr(cell, "get_parameters") and any(True for _ in cell.get_parameters())]
                if model.trainable_params() or len(parts) < 2:
                    continue
                holders = [v for f in users for v in f.locals.values() if hasattr(v, "cells_and_names")
                           and not isinstance(v, type) and v is not model
                           and any(c is model for _, c in v.cells_and_names())]
                if any(h.trainable_params() for h in holders):
                    continue  # a part frozen on purpose (the encoder of a model whose head trains)
                kept = max(parts, key=lambda part: sum(p.size for p in part[1].get_parameters()))[0]
                given, helper_name = ast.unparse(argument), getattr(helper, "__name__", "?")
                message = tr("MSD106.message.frozen_whole", call=ast.unparse(call), model=given,
                             parts=", ".join(f"`{name}`" for name, _ in parts),
                             reason=ev.eager_message.strip().splitlines()[0][:160])
                fix = Fix(tr("MSD106.fix.frozen_whole", helper=helper_name, part=f"{given}.{kept}"))
                return [Candidate(self.finding(node_span(frame.file, call), message, fix=fix,
                                               evidence=[tr("seen.mindspore", headline=ev.headline)],
                                               label=tr("label.freezes_everything", model=given),
                                               related=fails_at(ev.failing_span(), label=tr("label.optimizer_empty"))),
                                  Confidence.ROOT)]
        return []

    def _group_element(self, ev: Evidence, frame: Frame, call: ast.Call, got: str, deeper: list[Frame]) -> list[Candidate]:
        """"the element in group parameters must be Parameter type, but got <class 'str'>": the
        group whose "params" hold that type (names instead of the parameters), followed from the
        groups given to the optimizer to the statement that made that group's list."""
        groups = resolve_expression(call.args[0], {**frame.globals, **frame.locals})
        if not isinstance(groups, list):  # `nn.Adam(param_groups(net), ...)`: what the optimizer got
            groups = next((value for f in deeper for value in f.locals.values() if isinstance(value, list) and value
                           and all(isinstance(g, dict) and "params" in g for g in value)), None)
        if not isinstance(groups, list):
            return []
        odd = [i for i, group in enumerate(groups) if isinstance(group, dict)
               and any(type(item).__name__ == got for item in group.get("params", ()))]
        if len(odd) != 1:
            return []
        traced = ev.provenance.expression(frame, call.args[0], Want("any"))
        places = [step.span for step in ((traced.root, *traced.hops) if traced is not None else ())]
        places.append(node_span(frame.file, call.args[0]))
        for place in places:
            statement = source.statement_at(place.file, place.line)
            literal = next((n for n in ast.walk(statement) if isinstance(n, ast.List) and len(n.elts) == len(groups)
                            and all(isinstance(e, ast.Dict) for e in n.elts)), None) if statement is not None else None
            entry = source.dict_entry(literal.elts[odd[0]], "params") if literal is not None else None
            if entry is None:
                continue
            tree = source.parse_file(place.file)
            function = source.enclosing_function(tree, place.line) if tree is not None else None
            made = source.last_assignment(function, entry.id, place.line) \
                if isinstance(entry, ast.Name) and function is not None else None
            root = node_span(place.file, made if made is not None else entry)
            message = tr("MSD106.message.group_type", got=got, index=odd[0],
                         reason=ev.eager_message.strip().splitlines()[0][:160])
            return [Candidate(self.finding(root, message, fix=Fix(tr("MSD106.fix.group_type")),
                                           evidence=[tr("seen.mindspore", headline=ev.headline)],
                                           label=tr("label.group_made", got=got),
                                           related=[*(traced.related() if traced is not None else ()),
                                                    *fails_at(node_span(frame.file, call),
                                                              label=tr("label.layer_rejects", name="params"))]),
                              Confidence.ROOT)]
        return []

    def _group_rate_length(self, ev: Evidence, frame: Frame, call: ast.Call, rate: Any) -> list[Candidate]:
        """"the Tensor type dynamic learning rate in group must be the same size as the argument
        'learning_rate'": the one group whose per-step list has another length, followed from its
        entry in the groups' literal to where that list was made (a schedule that prepends frozen
        steps to a full-length decay)."""
        groups = resolve_expression(call.args[0], {**frame.globals, **frame.locals})
        if not isinstance(groups, list) or not isinstance(call.args[0], ast.Name):
            return []
        bound = source.bound_before(frame.file, frame.line, call.args[0].id)
        if bound is None and source.parse_file(frame.file) is not None:  # a script's top level
            bound = source.last_assignment(source.parse_file(frame.file), call.args[0].id, frame.line)
        literal = getattr(bound, "value", None)
        counted = not isinstance(rate, (list, tuple))
        if counted:
            # one `learning_rate` number and per-step lists of two lengths: the length the step
            # count the lists were made for gives (`total` in `cosine(lr, total)` and
            # `warmup_cosine(lr, total, warm)`) is the one to keep
            rate = _steps_length(frame, literal, groups)
            if rate is None:
                return []
        odd = [i for i, group in enumerate(groups) if isinstance(group, dict)
               and isinstance(group.get("lr"), (list, tuple)) and len(group["lr"]) != len(rate)]
        if len(odd) != 1 or not isinstance(literal, ast.List) or len(literal.elts) != len(groups) \
                or not isinstance(literal.elts[odd[0]], ast.Dict):
            return []
        entry = source.dict_entry(literal.elts[odd[0]], "lr")
        traced = ev.provenance.written(node_span(frame.file, entry), entry, Want("any")) if entry is not None else None
        site = node_span(frame.file, call)
        if traced is None or traced.root.span.covers(site.file, site.line):
            return []
        length = len(groups[odd[0]]["lr"])
        message = tr("MSD106.message.group_rate_steps" if counted else "MSD106.message.group_rate_length",
                     index=odd[0], length=length, rate=len(rate))
        hop = Step(node_span(frame.file, entry), tr("label.group_rate", index=odd[0], length=length), ast.unparse(entry))
        traced = replace(traced, hops=(*traced.hops, hop)) if not any(
            h.span.covers(hop.span.file, hop.span.line) for h in (traced.root, *traced.hops)) else traced
        return [self.traced(traced, message, failing=site, failing_label=tr("label.layer_rejects", name="learning_rate"),
                            fix=Fix(tr("MSD106.fix.group_rate_length", rate=len(rate))),
                            evidence=[tr("seen.mindspore", headline=ev.headline)], confidence=Confidence.ROOT)]

    def _overlapping_groups(self, ev: Evidence, frame: Frame, call: ast.Call, name: str) -> list[Candidate]:
        """"the token_embedding.embedding_table parameter already exists": two parameter groups
        filtered from one list by conditions that overlap (`no_decay = [p for p in params if
        is_no_decay(p.name)]`, `decay = [p for p in params if is_no_decay(p.name) or p.ndim > 1]`).
        The filter that repeats the other's test without negating it is the place."""
        traced = ev.provenance.expression(frame, call.args[0], Want("any"))
        places = [step.span for step in ((traced.root, *traced.hops) if traced is not None else ())]
        for place in places:
            tree = source.parse_file(place.file)
            statement = source.statement_at(place.file, place.line)
            function = source.enclosing_function(tree, place.line) if tree is not None else None
            if statement is None or function is None:
                continue
            groups = [value for node in ast.walk(statement) if isinstance(node, ast.Dict)
                      for key, value in zip(node.keys, node.values)
                      if isinstance(key, ast.Constant) and key.value == "params" and isinstance(value, ast.Name)]
            filters, whole = [], []
            for group in groups:
                made = source.last_assignment(function, group.id, place.line)
                value = getattr(made, "value", None)
                if isinstance(value, ast.ListComp) and len(value.generators) == 1 and len(value.generators[0].ifs) == 1:
                    filters.append((made, value.generators[0].ifs[0]))
                elif isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) \
                        and value.func.attr in ("trainable_params", "get_parameters", "get_params"):
                    whole.append(made)
                elif isinstance(value, ast.ListComp) and len(value.generators) == 1 and not value.generators[0].ifs \
                        or isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id == "list" \
                        and len(value.args) == 1:
                    whole.append(made)  # `[p for p in params]`, `list(params)`: a copy of every parameter
            if len(filters) == 1 and len(whole) == 1:
                # `decay = net.trainable_params()` beside `no_decay = [p for p in ... if ...]`: the
                # unfiltered group also holds what the other one takes.
                made, test = whole[0], filters[0][1]
                message = tr("MSD106.message.groups_whole", name=name, group=ast.unparse(made.targets[0]),  # type: ignore[attr-defined]
                             other=ast.unparse(test))
                return [Candidate(self.finding(node_span(place.file, made), message,
                                               fix=Fix(tr("MSD106.fix.groups_negation", other=ast.unparse(test))),
                                               evidence=[tr("seen.mindspore", headline=ev.headline)],
                                               related=fails_at(node_span(frame.file, call),
                                                                label=tr("label.layer_rejects", name=name))),
                                  Confidence.LIKELY)]
            if len(filters) != 2:
                continue
            for (made, test), (_, other) in (filters, filters[::-1]):
                # `a or b` that contains the other group's whole test `a`: both groups take what `a` takes.
                if any(ast.dump(part) == ast.dump(other) for part in ast.walk(test) if part is not test):
                    message = tr("MSD106.message.groups", name=name, group=ast.unparse(made.targets[0]),  # type: ignore[attr-defined]
                                 other=ast.unparse(other))
                    return [Candidate(self.finding(node_span(place.file, made), message,
                                                   fix=Fix(tr("MSD106.fix.groups", other=ast.unparse(other))),
                                                   evidence=[tr("seen.mindspore", headline=ev.headline)],
                                                   related=fails_at(node_span(frame.file, call),
                                                                    label=tr("label.layer_rejects", name=name))),
                                      Confidence.ROOT)]
            negated = [(made, test, other) for (made, test), (_, other) in (filters, filters[::-1])
                       if _negation(test) is not None and _negation(other) is None]
            if not negated:
                # `decay = [p ... if "weight" in p.name or "gamma" in p.name]` beside `no_decay =
                # [p ... if "layer_norm" in p.name]`: tests of different words that both take
                # `layer_norm.gamma`. The group with weight decay should be what the other leaves.
                decaying = [made for made, _ in filters if _decays(statement, made.targets[0])]  # type: ignore[attr-defined]
                if len(decaying) == 1:
                    made = decaying[0]
                    other = next(test for m, test in filters if m is not made)
                    message = tr("MSD106.message.groups_both", name=name, group=ast.unparse(made.targets[0]),  # type: ignore[attr-defined]
                                 other=ast.unparse(other))
                    return [Candidate(self.finding(node_span(place.file, made), message,
                                                   fix=Fix(tr("MSD106.fix.groups_negation", other=ast.unparse(other))),
                                                   evidence=[tr("seen.mindspore", headline=ev.headline)],
                                                   related=fails_at(node_span(frame.file, call),
                                                                    label=tr("label.layer_rejects", name=name))),
                                      Confidence.LIKELY)]
            if len(negated) == 1:
                # `"bias" not in p.name` against `any(k in p.name for k in NO_DECAY_KEYS)`: the
                # negated test excludes less than the other group takes; what is left is in both.
                made, test, other = negated[0]
                message = tr("MSD106.message.groups_negation", name=name, group=ast.unparse(made.targets[0]),  # type: ignore[attr-defined]
                             test=ast.unparse(test), other=ast.unparse(other))
                return [Candidate(self.finding(node_span(place.file, made), message,
                                               fix=Fix(tr("MSD106.fix.groups_negation", other=ast.unparse(other))),
                                               evidence=[tr("seen.mindspore", headline=ev.headline)],
                                               related=fails_at(node_span(frame.file, call),
                                                                label=tr("label.layer_rejects", name=name))),
                                  Confidence.LIKELY)]
        return []

    def _built_elsewhere(self, ev: Evidence, frame: Frame, call: ast.Call, deeper: list[Frame]) -> list[Candidate]:
        """`model.fit(..., callbacks=build_callbacks())` and "EarlyStopping only supports scalar
        monitor now": an object of MindSpore's the user built elsewhere raised from one of its
        methods, naming one of its constructor's parameters; the argument given for it where the
        object was built (or the build that left it at its default) is the place."""
        words = set(re.findall(r"[A-Za-z_]\w+", ev.eager_message))
        for below in reversed(deeper):
            owner = below.locals.get("self")
            if owner is None or not msapi.is_mindspore_file(below.file) or hasattr(owner, "cells_and_names") \
                    or not type(owner).__module__.startswith("mindspore"):
                continue
            try:
                built_with = [p for p in inspect.signature(type(owner).__init__).parameters if p != "self"]
            except (TypeError, ValueError):
                continue
            named = [p for p in built_with if p in words and len(p) > 3]
            if not named and below.function.split(".")[-1] == "update" and type(owner).__module__.startswith(
                    "mindspore.train.metrics") and not (isinstance(call.func, ast.Attribute) and call.func.attr == "update"):
                # A metric that cannot take what the model gives (a top-5 accuracy for 4 classes):
                # no setting is named; the metric chosen is what to change.
                built = _only_build(type(owner).__name__)
                if built is not None:
                    file, node = built
                    name = type(owner).__name__
                    message = tr("MSD106.message.metric", metric=name, reason=ev.eager_message.strip().splitlines()[0][:160])
                    return [Candidate(self.finding(node_span(file, node), message, evidence=[tr("seen.mindspore", headline=ev.headline)],
                                                   related=fails_at(node_span(frame.file, call), label=tr("label.used_here",
                                                                                                         method=f"{name}.update")),
                                                   fix=Fix(tr("MSD106.fix.metric", metric=name))), Confidence.LIKELY)]
            built = _only_build(type(owner).__name__) if len(named) == 1 else None
            if built is None:
                continue
            file, node = built
            name = named[0]
            index = built_with.index(name)
            argument = next((k.value for k in node.keywords if k.arg == name), None)
            if argument is None and index < len(node.args) and not any(isinstance(a, ast.Starred) for a in node.args):
                argument = node.args[index]
            site = node_span(frame.file, call)
            evidence = [tr("seen.mindspore", headline=ev.headline)]
            reason = ev.eager_message.strip().splitlines()[0][:160]
            method = below.function if "." in below.function else f"{type(owner).__name__}.{below.function}"
            if argument is None:
                message = tr("MSD106.message.default", owner=type(owner).__name__, name=name, method=method,
                             reason=reason)
                return [Candidate(self.finding(node_span(file, node), message, evidence=evidence,
                                               related=fails_at(site, label=tr("label.used_here", method=method)),
                                               fix=Fix(tr("MSD106.fix.built_without", owner=type(owner).__name__,
                                                          name=name))), Confidence.LIKELY)]
            message = tr("MSD106.message.built", owner=type(owner).__name__, name=name,
                         value=ast.unparse(argument)[:60], method=method, reason=reason)
            fix = Fix(tr("MSD106.fix", name=name, layer=type(owner).__name__))
            span = node_span(file, argument)
            traced = ev.provenance.written(span, argument, Want("any"))
            if traced is not None and not traced.root.span.covers(span.file, span.line):
                given = Step(span, tr("label.passed_as", name=name), ast.unparse(argument))
                traced = replace(traced, hops=(*traced.hops, given))
                return [self.traced(traced, message, failing=site, failing_label=tr("label.used_here", method=method),
                                    fix=fix, evidence=evidence, confidence=Confidence.LIKELY)]
            return [Candidate(self.finding(span, message, evidence=evidence, fix=fix,
                                           related=fails_at(site, label=tr("label.used_here", method=method))),
                              Confidence.LIKELY)]
        return []


def _undecorated(function: Any) -> Any:
    """The `__init__` a decorator without `functools.wraps` wraps (MindSpore's optimizers'
    `__init__` is `deco(self, *args, **kwargs)` around it): the one function in its closure;
    else the function itself."""
    inner = [c.cell_contents for c in getattr(function, "__closure__", None) or ()
             if inspect.isfunction(getattr(c, "cell_contents", None))]
    return inner[0] if len(inner) == 1 and not hasattr(function, "__wrapped__") and inner[0].__name__ == "__init__" \
        and getattr(function, "__name__", None) != "__init__" else function


# Parameters MindSpore's messages spell out in full ("the argument parameters must not be empty").
_SPELLED_OUT = {"params": ("parameters",), "shape": ("dimensions",)}
_NEEDS_NUMBER = re.compile(r"\b(?:be|an?|must be|should be)\s+(?:an?\s+)?(?:int|integer|float|number)\b")
# One parameter in two of an optimizer's parameter groups.
_REPEATED_PARAMETER = re.compile(r"For 'Optimizer', the (?P<name>[\w.]+) parameter already exists")
# An optimizer's parameter groups with a key it does not know (PyTorch's "betas", "momentum").
_UNKNOWN_KEYS = re.compile(r"key in group params must be one of in \[[^\]]*\], but got (?P<keys>\[[^\]]*\])")


def _only_build(class_name: str) -> tuple[str, ast.Call] | None:
    """The one call of the user's files that builds a `class_name` (`EarlyStopping(...)`,
    `callback.EarlyStopping(...)`), with its file; nothing when there are several or none."""
    found = [(file, call) for file, call in source.user_calls()
             if (call.func.id if isinstance(call.func, ast.Name) else
                 call.func.attr if isinstance(call.func, ast.Attribute) else None) == class_name]
    return found[0] if len(found) == 1 else None


# "must be int, but got 'float'", "must be Iterable type, but got <class 'method'>": the type of
# the value MindSpore rejected, which picks the argument when the message does not name it and is
# what a trace follows back (the true division that made a step count a float).
_TYPE_GOT = re.compile(r"(?:but got|with type)(?: type)? (?:<class )?'(?:\w+\.)*(?P<type>\w+)'")
_CLASS_NAMED = re.compile(r"<class '(?:\w+\.)*(?P<type>\w+)'>")
# A parameter group's per-step learning rates of another length than the optimizer's.
_GROUP_RATE_LENGTH = re.compile(r"dynamic learning rate in group must be the same size as the argument 'learning_rate'")
_TRACED_TYPES = frozenset({"float", "method", "function", "type", "ABCMeta", "ndarray", "list", "tuple", "str",
                           "int64", "int32", "float64", "float32"})


def _got_type(message: str) -> str | None:
    """The type of the value MindSpore rejected: "but got 'float'", "but got type <class 'type'>",
    or the last class it names ("value: <class 'numpy.int64'>")."""
    got = _TYPE_GOT.search(message)
    if got is not None:
        return got["type"]
    named = _CLASS_NAMED.findall(message)
    return named[-1] if named else None


def _negation(test: ast.expr) -> ast.expr | None:
    """The test a filter negates: `not t`, `a not in b` (as `a in b`), `a != b`; else None."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        return test.operand
    if isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], (ast.NotIn, ast.NotEq, ast.IsNot)):
        return test
    return None


def _rejecting_callable(call: ast.Call, frame: Frame, deeper: list[Frame]) -> Any:
    """What of MindSpore's the user's call built or called, when it raised from within: a layer
    or optimizer class, a function (`nn.piecewise_constant_lr`), or a method of one of its objects
    (`dataset.batch`, `model.train`), also on an object the line made (`NumpySlicesDataset(...).batch`)."""
    namespace = {**frame.globals, **frame.locals}
    layer = resolve_expression(call.func, namespace)
    if layer is None and isinstance(call.func, ast.Attribute):
        # A method of an object no name holds: the object is `self` of MindSpore's frames below.
        for below in deeper:
            held = below.locals.get("self")
            if held is not None and msapi.is_mindspore_file(below.file) and hasattr(type(held), call.func.attr):
                layer = getattr(held, call.func.attr, None)
                break
    if inspect.isclass(layer):
        # raised by its `__init__`, or by the validator that wraps it (`new_method(self, ...)` of
        # a dataset transform, whose `self` is the object being built)
        built = any((f.function.endswith("__init__") or isinstance(f.locals.get("self"), layer)) and not f.user
                    for f in deeper)
        return layer if built else None
    if is_tensor(getattr(layer, "__self__", None)):
        return None  # a tensor's own method (`x.reshape(...)`): the shape and dtype rules read those
    function = getattr(layer, "__func__", layer)
    if not (inspect.isfunction(function) and str(getattr(function, "__module__", "")).startswith("mindspore.")):
        return None
    return layer if any(not f.user for f in deeper) else None


def _own_calls(scope: ast.AST) -> list[ast.Call]:
    """The calls a function (or a module's top level) makes itself, not those of the functions
    and classes defined in it."""
    found, stack = [], list(ast.iter_child_nodes(scope))
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        if isinstance(node, ast.Call):
            found.append(node)
        stack.extend(ast.iter_child_nodes(node))
    return found


# A method's message about an argument of the object's constructor (`Model.fit` and 'metrics').
_CONSTRUCTOR_ARGUMENT = re.compile(r"the model argument '\w+'")
# `dataset.split([...])` given absolute sizes that do not add up to the dataset's.
_SPLIT_SUM = re.compile(r"Sum of split sizes (?P<sum>\d+) is not equal to dataset size (?P<size>\d+)")


def _truncated_last(traced: Trace) -> tuple[Span, str, str] | None:
    """For sizes traced to `[n_train, n_valid, n_test]` whose every name was computed with
    `int(...)` in the same function: the last name's statement, that name, and the others."""
    statement = source.statement_at(traced.root.span.file, traced.root.span.line)
    listed = getattr(statement, "value", None)
    tree = source.parse_file(traced.root.span.file)
    function = source.enclosing_function(tree, traced.root.span.line) if tree is not None else None
    if not isinstance(listed, (ast.List, ast.Tuple)) or len(listed.elts) < 2 or function is None \
            or not all(isinstance(e, ast.Name) for e in listed.elts):
        return None
    made = [source.last_assignment(function, e.id, statement.lineno) for e in listed.elts]  # type: ignore[union-attr]
    if not all(isinstance(m, ast.Assign) and isinstance(m.value, ast.Call) and isinstance(m.value.func, ast.Name)
               and m.value.func.id == "int" for m in made):
        return None
    names = [e.id for e in listed.elts]  # type: ignore[union-attr]
    product = made[-1].value.args[0] if made[-1].value.args else None  # type: ignore[union-attr]
    counted = [side.id for side in (product.left, product.right) if isinstance(side, ast.Name)] \
        if isinstance(product, ast.BinOp) and isinstance(product.op, ast.Mult) else []
    total = counted[0] if len(counted) == 1 else "len(dataset)"
    return node_span(traced.root.span.file, made[-1]), names[-1], " - ".join([total, *names[:-1]])


def _near_file(ev: Evidence, frame: Frame, argument: ast.expr, path: str) -> tuple[Trace, str, str, str] | None:
    """A path that does not exist, in a folder that holds a file named like it but for one number
    (`occupancy-2_7.ckpt` and `occupancy-2_6.ckpt`), made by a helper's f-string from its
    arguments: the argument that gave that number, followed from the helper's call to where it
    was computed. Gives the trace, the argument, the number asked for and the file's name."""
    folder, wanted = os.path.split(path)
    try:
        names = [n for n in os.listdir(folder or ".") if os.path.splitext(n)[1] == os.path.splitext(wanted)[1]]
    except OSError:
        return None
    close = difflib.get_close_matches(wanted, names, n=1, cutoff=0.8)
    asked, written = (re.split(r"(\d+)", wanted), re.split(r"(\d+)", close[0])) if close else ([], [])
    differ = [(a, w) for a, w in zip(asked, written) if a != w]
    if len(asked) != len(written) or len(differ) != 1 or not differ[0][0].isdigit():
        return None
    namespace = {**frame.globals, **frame.locals}
    made = source.bound_before(frame.file, frame.line, argument.id) if isinstance(argument, ast.Name) else None
    call = getattr(made, "value", argument)
    helper = resolve_expression(call.func, namespace) if isinstance(call, ast.Call) else None
    function = source.user_function_node(helper)
    returns = [n.value for n in ast.walk(function) if isinstance(n, ast.Return)] if function is not None else []
    formatted = [v.value for r in returns if r is not None for text in ast.walk(r) if isinstance(text, ast.JoinedStr)
                 for v in text.values if isinstance(v, ast.FormattedValue) and isinstance(v.value, ast.Name)]
    try:
        parameters = list(inspect.signature(helper).parameters)
    except (TypeError, ValueError):
        return None
    values = [(p, node, node.value if isinstance(node, ast.Constant) else resolve_expression(node, namespace))
              for p in dict.fromkeys(v.id for v in formatted)
              if (node := _given(call, parameters, p)) is not None]  # type: ignore[arg-type]
    given = [(p, node) for p, node, value in values if str(value) == differ[0][0]] or \
        [(p, node) for p, node, value in values if value is None]  # a call's result no frame holds
    if len(given) != 1:
        return None
    part, node = given[0]
    traced = ev.provenance.expression(frame, node, Want("any"))
    if traced is None or traced.root.span.covers(frame.file, frame.line):
        return None
    return traced, part, differ[0][0], close[0]


def _steps_length(frame: Frame, literal: Any, groups: list[Any]) -> list[None] | None:
    """For groups written as a list of dicts whose `"lr"` lists have two lengths, made by calls
    that share a name for the step count: a list of the length that count gives (the odd group
    is then the other), else None."""
    lengths = [len(g["lr"]) for g in groups if isinstance(g, dict) and isinstance(g.get("lr"), (list, tuple))]
    if len(set(lengths)) != 2 or not isinstance(literal, ast.List):
        return None
    calls = [source.dict_entry(e, "lr") for e in literal.elts if isinstance(e, ast.Dict)]
    shared = set.intersection(*[{a.id for a in c.args if isinstance(a, ast.Name)} for c in calls if isinstance(c, ast.Call)]) \
        if calls and all(isinstance(c, ast.Call) for c in calls) else set()
    namespace = {**frame.globals, **frame.locals}
    counts = {resolve_expression(ast.Name(id=n, ctx=ast.Load()), namespace) for n in shared}
    kept = [length for length in set(lengths) if length in counts]
    return [None] * kept[0] if len(kept) == 1 else None


def _key_entries(node: ast.AST, keys: set[str]) -> list[Any]:
    """The entries of dicts written in `node` whose key is one of `keys`: `{"betas": ...}`'s key,
    or `dict(name=...)`'s keyword."""
    found: list[Any] = []
    for inner in ast.walk(node):
        if isinstance(inner, ast.Dict):
            found += [k for k in inner.keys if isinstance(k, ast.Constant) and k.value in keys]
        elif isinstance(inner, ast.Call) and isinstance(inner.func, ast.Name) and inner.func.id == "dict":
            found += [k for k in inner.keywords if k.arg in keys]
    return found


def _freezes_all(helper: Any) -> str | None:
    """For a user function that loops over the parameters of one of its arguments and sets
    `requires_grad = False` on each, whatever its name (`for p in cell.get_parameters(): ...`),
    that argument."""
    function = source.user_function_node(helper)
    if function is None:
        return None
    names = set(source.parameter_names(function))
    for loop in ast.walk(function):
        iterated = loop.iter if isinstance(loop, ast.For) else None
        if not (isinstance(iterated, ast.Call) and isinstance(iterated.func, ast.Attribute)
                and iterated.func.attr in ("get_parameters", "trainable_params")
                and isinstance(iterated.func.value, ast.Name) and iterated.func.value.id in names):
            continue
        if any(isinstance(statement, ast.Assign) and isinstance(statement.value, ast.Constant)
               and statement.value.value is False and any(isinstance(t, ast.Attribute) and t.attr == "requires_grad"
                                                          for t in statement.targets)
               for statement in loop.body):
            return iterated.func.value.id
    return None


def _prefix_test(helper: Any) -> tuple[str, str] | None:
    """For a user function that sets `p.requires_grad` from a test of `p.name` against one of
    its parameters (`p.name.startswith(prefix)`, `prefix in p.name`): (that parameter, "startswith"
    or "in")."""
    function = source.user_function_node(helper)
    if function is None:
        return None
    names = set(source.parameter_names(function))
    for node in ast.walk(function):
        if not (isinstance(node, ast.Assign) and any(isinstance(t, ast.Attribute) and t.attr == "requires_grad"
                                                     for t in node.targets)):
            continue
        for test in ast.walk(node.value):
            if isinstance(test, ast.Call) and isinstance(test.func, ast.Attribute) and test.func.attr == "startswith" \
                    and len(test.args) == 1 and isinstance(test.args[0], ast.Name) and test.args[0].id in names:
                return test.args[0].id, "startswith"
            if isinstance(test, ast.Compare) and isinstance(test.left, ast.Name) and test.left.id in names \
                    and len(test.ops) == 1 and isinstance(test.ops[0], ast.In):
                return test.left.id, "in"
    return None


def _pad_entry_listed(ev: Evidence, frame: Frame, call: ast.Call, parameters: list[str], name: str) -> bool:
    """Whether the rejected id was computed as `len(X)` of a list that already holds a padding
    entry (a `"<pad>"` string, or an element named like `_pad`): then the id, not the table's
    size, is what is off."""
    argument = _given(call, parameters, name)
    traced = ev.provenance.expression(frame, argument, Want("any")) if argument is not None else None
    statement = source.statement_at(traced.root.span.file, traced.root.span.line) if traced is not None else None
    value = getattr(statement, "value", None)
    if not (isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id == "len" and value.args):
        return False
    listed = value.args[0]
    tree = source.parse_file(traced.root.span.file)  # type: ignore[union-attr]
    if isinstance(listed, ast.Name) and tree is not None:
        bound = source.last_assignment(tree, listed.id, traced.root.span.line)  # type: ignore[union-attr]
        listed = getattr(bound, "value", listed)
    words = [n.id for n in ast.walk(listed) if isinstance(n, ast.Name)] + \
        [n.value for n in ast.walk(listed) if isinstance(n, ast.Constant) and isinstance(n.value, str)]
    return any("pad" in word.lower() for word in words)


def _given(call: ast.Call, parameters: list[str], name: str) -> ast.expr | None:
    """The argument a call gives for parameter `name`, by keyword or by position."""
    argument = next((k.value for k in call.keywords if k.arg == name), None)
    if argument is None and name in parameters and parameters.index(name) < len(call.args) \
            and not any(isinstance(a, ast.Starred) for a in call.args[:parameters.index(name) + 1]):
        argument = call.args[parameters.index(name)]
    return argument


def _spread_element(call: ast.Call, frame: Frame, parameters: list[str], name: str) -> ast.expr | None:
    """`nn.Conv2d(*config.STEM)`: the element of the spread sequence that lands on `name`, as a
    subscript of it (`config.STEM[4]`), when the sequence the frame holds is long enough."""
    starred = [i for i, a in enumerate(call.args) if isinstance(a, ast.Starred)]
    if len(starred) != 1 or starred[0] != len(call.args) - 1 or name not in parameters:
        return None
    spread = call.args[starred[0]]
    index = parameters.index(name) - starred[0]
    held = resolve_expression(spread.value, {**frame.globals, **frame.locals})  # type: ignore[attr-defined]
    if index < 0 or not isinstance(held, (list, tuple)) or index >= len(held):
        return None
    element = ast.Subscript(value=spread.value, slice=ast.Constant(index), ctx=ast.Load())  # type: ignore[attr-defined]
    return ast.fix_missing_locations(ast.copy_location(element, spread))


# A probability or fraction setting's interval ("not within the required interval of [0.0, 1.0]").
_FRACTION_INTERVAL = re.compile(r"[\[(]0(?:\.0)?, 1(?:\.0)?[\])]")
_PERCENT_NAME = re.compile(r"percent|pct|\bperc\b", re.IGNORECASE)


def _percent_read(frame: Frame, argument: ast.expr) -> tuple[ast.AST, str] | None:
    """Where a setting named as a percentage (`cfg["flip_percent"]`, `FLIP_PCT`) is read into the
    argument: the argument itself, or the statement above that bound the name it passes. Gives
    that node and the setting's text."""
    node: ast.AST = argument
    if isinstance(argument, ast.Name):
        statement = source.bound_before(frame.file, frame.line, argument.id)
        if not isinstance(statement, ast.Assign):
            return None
        node, argument = statement, statement.value
    read = [n for n in ast.walk(argument) if isinstance(n, (ast.Constant, ast.Attribute, ast.Name))
            and _PERCENT_NAME.search(str(n.value if isinstance(n, ast.Constant) else n.attr if isinstance(n, ast.Attribute) else n.id))]
    if len(read) != 1 or any(isinstance(n, ast.BinOp) and isinstance(n.op, ast.Div) for n in ast.walk(argument)):
        return None
    return node, ast.unparse(argument)


def _decays(statement: ast.AST, group: ast.expr) -> bool:
    """Whether the parameter group `{"params": group, "weight_decay": w}` in `statement` has a
    weight decay that is not a literal 0."""
    for node in ast.walk(statement):
        if isinstance(node, ast.Dict) and any(isinstance(v, ast.Name) and isinstance(group, ast.Name) and v.id == group.id
                                              and isinstance(k, ast.Constant) and k.value == "params"
                                              for k, v in zip(node.keys, node.values)):
            decay = source.dict_entry(node, "weight_decay")
            return decay is not None and not (isinstance(decay, ast.Constant) and not decay.value)
    return False


def _unpacked_entry(call: ast.Call, frame: Frame, name: str) -> ast.expr | None:
    """The entry for `name` of a dict the call unpacks (`nn.SGD(groups, **kwargs)` with `kwargs =
    dict(momentum=..., nesterov=True)` a few lines above, or the literal written in the call)."""
    for keyword in call.keywords:
        if keyword.arg is not None:
            continue
        value = keyword.value
        if isinstance(value, ast.Name):
            statement = source.bound_before(frame.file, call.lineno, value.id)
            value = statement.value if isinstance(statement, ast.Assign) and len(statement.targets) == 1 \
                and isinstance(statement.targets[0], ast.Name) else None
        entry = source.dict_entry(value, name) if value is not None else None
        if entry is not None:
            return entry
    return None


# A setting rejected for its number of axes ("if 'learning_rate' is Tensor type, then the dimension
# of it should be 0 or 1, but got 2").
_REJECTED_RANK = re.compile(r"\bdimension of it should be [^\n]*?, but got (\d+)")


def _rejected_argument(call: ast.Call, frame: Frame, parameters: list[str],
                       message: str) -> tuple[str, ast.expr, tuple[ast.expr, ast.stmt | None] | None] | None:
    """The argument of `call` MindSpore's message is about: one it names in quotes (`'group'`),
    by its primitive's spelling (`'pad'` for `padding`), or unquoted (`Input batch_size is not
    within...`); else the one argument whose value has the type the message says it got."""
    def given(name: str) -> ast.expr | None:
        return _given(call, parameters, name) or _unpacked_entry(call, frame, name) \
            or _spread_element(call, frame, parameters, name)

    named = list(dict.fromkeys(_NAMED_ARGUMENT.findall(message)))
    shown = re.search(r"but got '(\w+)'\s+[-\w.]+", message)
    if shown is not None and shown[1] in named:
        # "if 'nesterov' is true, 'momentum' must be > 0.0 ..., but got 'momentum' 0.0": the one
        # shown with its value is the one rejected
        named.remove(shown[1])
        named.insert(0, shown[1])
    arguments = {name: argument for name in named if (argument := given(name)) is not None}
    chosen = [name for name, argument in arguments.items() if not source.reads_setting(argument)]
    if len(arguments) == 2 and len(chosen) == 1 and named[0] != chosen[0]:
        # Two parameters that must agree ("'epoch' must bigger than parameter 'initial_epoch'", "if
        # 'nesterov' is true, 'momentum' must be > 0.0"), one read from the settings and one written
        # or computed here (`nesterov=True`, `initial_epoch=start` parsed by a helper): the settings
        # say what was meant, the other value is the one to follow.
        named.remove(chosen[0])
        named.insert(0, chosen[0])
    for name in named:
        if name not in parameters:
            # The primitive's name for it (`'pad'` of Conv2D is the layer's `padding`).
            # (or an older name of it: `save_checkpoint` says 'append_info' of its `append_dict`)
            spelled = [p for p in parameters if (p.startswith(name) or name.startswith(p) or p.endswith(f"_{name}")
                                                 or ("_" in name and p.startswith(name.split("_")[0] + "_")
                                                     and name != ast.unparse(call.func).split(".")[-1]))
                       and p not in named and given(p) is not None]
            name = spelled[0] if len(spelled) == 1 else name
        argument = given(name)
        if argument is not None:
            got = _got_type(message)  # a container named: the element of the type rejected, when one is
            return name, argument, _element_of_type(argument, frame, got) if got is not None else None
    # "Size should be a single integer ...": a parameter named at the start of a sentence counts
    words = re.findall(r"\b\w+\b", message)
    if len(words) > 2 and words[1] in ("should", "must"):
        words[0] = words[0].lower()

    def first_said(name: str) -> int:
        return min((words.index(w) for w in (name, *_SPELLED_OUT.get(name, ())) if w in words), default=len(words))
    def shown_set(name: str) -> bool:
        # "Conflicting arguments ... num_samples: None, shuffle: True": the one shown with a value
        return re.search(rf"\b{re.escape(name)}\s*[:=]\s*(?!None\b)[\w'\"\[(]", message) is not None
    # The parameter shown with the value it was given first, then the subject of the message:
    # "bucket_batch_sizes must contain one element more than bucket_boundaries" is about the sizes,
    # whatever the order of the parameters.
    for name in sorted(parameters, key=lambda p: (not shown_set(p), first_said(p))):
        spelled = first_said(name) < len(words)
        argument = given(name) if spelled and len(name) > 2 else None
        if argument is not None:
            return name, argument, None
    namespace = {**frame.globals, **frame.locals}
    # By the text it gave: `nn.Dense(..., activation=ACT)` and "'name' must be in [...], but got
    # swish." from the helper the layer hands it to.
    texts = [(name, argument) for name in parameters if (argument := given(name)) is not None
             and isinstance(value := resolve_expression(argument, namespace), str) and value
             and (re.search(rf"\bgot:? ['\"]?{re.escape(value)}['\"]?(?:[.,;\s]|$)", message)
                  or re.search(rf"['\"]{re.escape(value)}['\"]", message))]  # "export file in 'AIR' format"
    if len(texts) == 1:
        return texts[0][0], texts[0][1], None
    # By the number it gave: "The input value must be in range of (0.0, 1.0), but got 10.0".
    shown_number = re.search(r"but got:? '?(-?\d+(?:\.\d+)?(?:e-?\d+)?)'?(?![\w.])", message)
    if shown_number is not None:
        numbers = [(name, argument) for name in parameters if (argument := given(name)) is not None
                   and is_number(value := (argument.value if isinstance(argument, ast.Constant)
                                              else resolve_expression(argument, namespace)))
                   and float(value) == float(shown_number[1])]
        if len(numbers) == 1:
            return numbers[0][0], numbers[0][1], None
    got = _got_type(message)
    if got is None:
        return None
    # By parameter name; for a constructor that takes `*args` (a decorated optimizer), by position.
    given_all = [(name, argument) for name in parameters if (argument := given(name)) is not None] or \
        [(ast.unparse(a), a) for a in call.args if not isinstance(a, ast.Starred)]
    typed = [(name, argument) for name, argument in given_all
             if type(resolve_expression(argument, namespace)).__name__ == got]
    if len(typed) == 1:
        return typed[0][0], typed[0][1], None
    held = [(name, argument, element) for name, argument in given_all
            if (element := _element_of_type(argument, frame, got)) is not None]
    return held[0] if len(held) == 1 else None


def _element_of_type(argument: ast.expr, frame: Frame, got: str) -> tuple[ast.expr, ast.stmt | None] | None:
    """The element of a container argument whose value has the type `got`: a value of a dict
    written in the call, or what was appended to (or listed in) a list the frame holds; with the
    statement that added it."""
    namespace = {**frame.globals, **frame.locals}

    def typed(node: ast.expr) -> bool:
        return type(resolve_expression(node, namespace)).__name__ == got

    if isinstance(argument, ast.Dict):
        found = [value for value in argument.values if typed(value)]
        return (found[0], None) if len(found) == 1 else None
    held = resolve_expression(argument, namespace)
    if not isinstance(argument, ast.Name) or not isinstance(held, (list, tuple)) \
            or not any(type(item).__name__ == got for item in held):
        return None
    tree = source.parse_file(frame.file)
    function = source.enclosing_function(tree, frame.line) if tree is not None else None
    added = []
    for node in ast.walk(function) if function is not None else ():
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Attribute) \
                and node.value.func.attr == "append" and isinstance(node.value.func.value, ast.Name) \
                and node.value.func.value.id == argument.id and len(node.value.args) == 1 and typed(node.value.args[0]):
            added.append((node.value.args[0], node))
    return added[0] if len(added) == 1 else None


def _class_among_instances(traced: Trace, held: Any) -> Span | None:
    """The element of the list literal (or value of the dict literal) a trace ends at that is a
    class, when the list (or dict) the call got holds exactly one class among instances."""
    items = list(held.values()) if isinstance(held, dict) else held
    if not isinstance(items, (list, tuple)) or len(items) < 2:
        return None
    classes = [i for i, item in enumerate(items) if inspect.isclass(item)]
    if len(classes) != 1:
        return None
    statement = source.statement_at(traced.root.span.file, traced.root.span.line)
    literals = [n.values if isinstance(n, ast.Dict) else n.elts for n in ast.walk(statement)
                if isinstance(n, (ast.Dict,) if isinstance(held, dict) else (ast.List, ast.Tuple))
                and len(n.values if isinstance(n, ast.Dict) else n.elts) == len(items)] if statement is not None else []
    if len(literals) == 1:
        return node_span(traced.root.span.file, literals[0][classes[0]])
    # `cbs = [LossMonitor(...)]` then `cbs.append(TimeMonitor)`: the class added uncalled, by its name.
    named = items[classes[0]].__name__
    tree = source.parse_file(traced.root.span.file)
    function = source.enclosing_function(tree, traced.root.span.line) if tree is not None else None
    added = [node for node in (ast.walk(function) if function is not None else ())
             if isinstance(node, (ast.Name, ast.Attribute)) and isinstance(node.ctx, ast.Load)
             and (node.id if isinstance(node, ast.Name) else node.attr) == named
             and not any(isinstance(call, ast.Call) and call.func is node for call in ast.walk(function))]
    return node_span(traced.root.span.file, added[0]) if len(added) == 1 else None


def _shown(value: Any) -> str:
    """A value as a message shows it: a method or class by its name, not a model's whole repr."""
    if inspect.ismethod(value) or inspect.isfunction(value) or inspect.isclass(value):
        return f"<{type(value).__name__} {value.__qualname__}>"
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."

