"""Python that graph mode cannot compile at all: unsupported statements and expressions."""
from __future__ import annotations

import ast
import dataclasses
import inspect
import re
from typing import Iterable

from ..locale import tr
from ..model import source
from ..model.context import FunctionContext
from ..model.facts import Evidence
from ..report.records import Edit, Finding, Fix, Related, Span
from .base import Candidate, Confidence, Rule
from .silent import related, where

_UNSUPPORTED_MESSAGE = re.compile(r"Unsupported (?:statement|expression|syntax)\s*'?(?P<node>\w+)?'?|not support.*(?:else|for|while)"
                                  r"|supports 1 'comprehension'", re.IGNORECASE)
_PARAMETER_MESSAGE = re.compile(r"creating class '[\w.]*Parameter(?:Tuple)?' instances is not supported", re.IGNORECASE)


def _from_static(rule: Rule, ev: Evidence, node_name: str | None = None) -> list[Candidate]:
    """The runtime side: read the model's source with the static rule and keep the finding
    closest to where MindSpore stopped."""
    findings = [f for f in ev.static_findings(rule.code) if f.code == rule.code]
    if node_name:
        named = [f for f in findings if f"'{node_name}'" in f.message or f"`{node_name.lower()}" in f.message.lower()]
        findings = named or findings
    if not findings:
        return []
    locations = ev.graph.user_locations()

    def distance(finding: Finding) -> tuple[int, int]:
        for index, loc in enumerate(reversed(locations)):
            if loc.file == finding.span.file and loc.line <= finding.span.line <= loc.end_line:
                return (0, index)
        return (1, 0)

    findings.sort(key=distance)
    evidence = (tr("seen.mindspore", headline=ev.headline),)
    # The closest first; the others stay just below it.
    return [Candidate(dataclasses.replace(f, evidence=f.evidence + evidence), Confidence.ROOT - 0.01 * i)
            for i, f in enumerate(findings[:3])]

# Measured on MindSpore 2.10 GRAPH_MODE: each of these stops the compile with
# "Unsupported statement/expression '<Node>'" (or the for/while...else message).
_UNSUPPORTED: dict[type[ast.AST], tuple[str, str, str]] = {
    # node: (keyword shown, MindSpore's name, message key of what to do)
    ast.Try: ("try", "Try", "MSD201.fix.try"),
    ast.Yield: ("yield", "Yield", "MSD201.fix.yield"),
    ast.YieldFrom: ("yield from", "YieldFrom", "MSD201.fix.yield"),
    ast.Nonlocal: ("nonlocal", "Nonlocal", "MSD201.fix.nonlocal"),
    ast.Delete: ("del", "Delete", "MSD201.fix.del"),
    ast.ClassDef: ("class", "ClassDef", "MSD201.fix.class"),
    ast.Set: ("set literal", "Set", "MSD201.fix.set"),
    ast.SetComp: ("set comprehension", "SetComp", "MSD201.fix.set"),
    ast.NamedExpr: (":=", "NamedExpr", "MSD201.fix.walrus"),
    ast.Match: ("match", "Match", "MSD201.fix.match"),
    ast.Import: ("import", "Import", "MSD201.fix.import"),
    ast.ImportFrom: ("from ... import", "ImportFrom", "MSD201.fix.import"),
    ast.Await: ("await", "Await", "MSD201.fix.await"),
}
if hasattr(ast, "TryStar"):
    _UNSUPPORTED[ast.TryStar] = _UNSUPPORTED[ast.Try]


def _head_span(file: str, node: ast.AST, keyword: str) -> Span:
    """The keyword that opens a compound statement: the smallest span that shows it."""
    column = node.col_offset  # type: ignore[attr-defined]
    return Span(file, node.lineno, node.lineno, column, column + len(keyword))  # type: ignore[attr-defined]


class UnsupportedSyntax(Rule):
    """Python syntax that MindSpore's graph compiler rejects.

    ## What it does
    Finds statements and expressions in graph code (construct, `@ms.jit` functions and the helpers
    they call) that MindSpore 2.10 cannot compile: `try`, `yield`, `nonlocal`, `del`, a nested
    `class`, set literals and set comprehensions, `:=`, `match`, `import` inside the function,
    `await`, `for ... else` / `while ... else`, and comprehensions with more than one `for`. A branch
    that never runs still counts: the whole function is parsed. The function `value_and_grad` or
    `grad` differentiates counts as graph code when a jit function calls it.

    ## Why is this bad?
    Graph mode parses the source and builds a graph from it; these constructs have no graph form, so
    the compile stops with `RuntimeError: Unsupported statement 'Try'` (or `'Delete'`, `'Nonlocal'`,
    ...), often pointing into a helper far from the call that triggered it.

    ## Example
    ```python
    def safe_normalize(boxes, eps=1e-6):
        try:
            return boxes / ops.norm(boxes, dim=-1, keepdim=True)
        except ZeroDivisionError:
            return boxes
    ```

    ## Use instead
    ```python
    def safe_normalize(boxes, eps=1e-6):
        return boxes / (ops.norm(boxes, dim=-1, keepdim=True) + eps)
    ```
    """

    code = "MSD201"
    name = "unsupported-syntax"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        match = _UNSUPPORTED_MESSAGE.search(ev.headline)
        if not match:
            return []
        return _from_static(self, ev, match.group("node"))

    def on_function(self, ctx: FunctionContext) -> Iterable[Finding]:
        for node in ctx.walk():
            entry = _UNSUPPORTED.get(type(node))
            if entry is not None:
                keyword, graph_name, advice_key = entry
                if isinstance(node, (ast.Try, ast.ClassDef, ast.Match)) or type(node).__name__ == "TryStar":
                    span = _head_span(ctx.file, node, keyword)
                else:
                    span = ctx.span(node)
                yield self.finding(
                    span,
                    tr("MSD201.message", keyword=keyword, where=where(ctx), graph_name=graph_name),
                    fix=Fix(tr(advice_key)),
                    related=related(ctx),
                )
            elif isinstance(node, (ast.ListComp, ast.GeneratorExp, ast.DictComp)) and len(node.generators) > 1:
                yield self.finding(
                    ctx.span(node),
                    tr("MSD201.message.comprehension", count=len(node.generators), where=where(ctx)),
                    fix=Fix(tr("MSD201.fix.comprehension")),
                    related=related(ctx),
                )
            elif isinstance(node, (ast.For, ast.While)) and node.orelse:
                keyword = "for" if isinstance(node, ast.For) else "while"
                yield self.finding(
                    _head_span(ctx.file, node, keyword),
                    tr("MSD201.message.loop_else", keyword=keyword, where=where(ctx)),
                    fix=Fix(tr("MSD201.fix.loop_else", keyword=keyword)),
                    related=related(ctx),
                )


class ParameterCreatedInConstruct(Rule):
    """A `Parameter` is created inside graph code.

    ## What it does
    Finds `ms.Parameter(...)` and `ParameterTuple(...)` calls in construct, `@ms.jit` functions and the
    helpers they call.

    ## Why is this bad?
    Parameters are the cell's state: graph mode collects them when the cell is built, before
    compiling. One created while the graph runs is not a weight of the cell: it is not trained, not
    saved, and MindSpore refuses to compile it. Lazily sized weights ("create the positional
    embedding once the image size is known") have to be created in `__init__`.

    ## Example
    ```python
    def construct(self, x):
        pos_embed = ms.Parameter(ops.zeros((1, n, self.dim), ms.float32), name="pos_embed")
        return x + pos_embed
    ```

    ## Use instead
    ```python
    def __init__(self, num_patches, dim):
        super().__init__()
        self.pos_embed = ms.Parameter(ops.zeros((1, num_patches, dim), ms.float32), name="pos_embed")

    def construct(self, x):
        return x + self.pos_embed
    ```
    """

    code = "MSD203"
    name = "parameter-created-in-construct"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        if not _PARAMETER_MESSAGE.search(ev.headline):
            return []
        return _from_static(self, ev)

    def on_function(self, ctx: FunctionContext) -> Iterable[Finding]:
        for node in ctx.walk():
            if isinstance(node, ast.Call) and ctx.resolve(node.func) in ("mindspore.Parameter", "mindspore.ParameterTuple"):
                name = "ParameterTuple" if ctx.resolve(node.func).endswith("Tuple") else "Parameter"  # type: ignore[union-attr]
                yield self.finding(
                    ctx.span(node),
                    tr("MSD203.message", name=name, where=where(ctx)),
                    fix=Fix(tr("MSD203.fix", name=name)),
                    related=related(ctx),
                )


_INDENTATION_MESSAGE = re.compile(r"incorrect indentations in definition or comment of function: '(?P<function>[^']+)'")


class CommentIndentation(Rule):
    """A line inside a graph function is indented less than the function's body.

    ## What it does
    Finds the line of `construct` (or a jit function) indented less than its body, usually a
    comment at column 0, when MindSpore refuses to parse the function.

    ## Why is this bad?
    Python ignores the indentation of comments, but MindSpore reads the function's source with
    `inspect`, removes the common indentation and parses the rest. A line less indented than the
    body breaks that step: the compile stops with `IndentationError: There are incorrect
    indentations in definition or comment of function`, naming the `def` line, not the comment.

    ## Example
    ```python
    def construct(self, x):
        y = self.fc(x)
    # skip the residual for now
        return y
    ```

    ## Use instead
    ```python
    def construct(self, x):
        y = self.fc(x)
        # skip the residual for now
        return y
    ```
    """

    code = "MSD206"
    name = "comment-indentation"
    fix = "always"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        match = _INDENTATION_MESSAGE.search(ev.headline) or _INDENTATION_MESSAGE.search(str(ev.exception))
        if not match:
            return []
        for file, function in _functions_named(ev, match.group("function")):
            line = _outdented_line(file, function)
            if line is None:
                continue
            text = source.line_text(file, line)
            lead = len(text) - len(text.lstrip())
            body = function.body[0].col_offset
            edit = Edit(file, line, 0, line, lead, " " * body)
            span = Span(file, line, line, lead, len(text.encode("utf-8")))
            message = tr("MSD206.message", function=match.group("function"), line=line)
            definition = Span(file, function.lineno, function.lineno, function.col_offset, None)
            return [Candidate(self.finding(span, message, fix=Fix(tr("MSD206.fix", column=body + 1), "safe", (edit,)),
                                           evidence=[tr("seen.mindspore", headline=ev.headline)],
                                           related=[Related(definition, tr("label.named_by_mindspore"))]),
                              Confidence.CERTAIN)]
        return []


def _functions_named(ev: Evidence, qualname: str) -> Iterable[tuple[str, ast.FunctionDef]]:
    """The user functions of the failing model whose qualified name is `qualname` (`Net.construct`)."""
    objects = [ev.target.obj, *ev.target.args, *(f.locals.get("self") for f in (ev.eager.frames if ev.eager else []))]
    seen: set[int] = set()
    for obj in objects:
        cells = [c for _, c in obj.cells_and_names()] if hasattr(obj, "cells_and_names") else [obj]
        for cell in cells:
            candidates = [cell] if inspect.isfunction(cell) else [getattr(cls, qualname.rsplit(".", 1)[-1], None)
                                                                  for cls in type(cell).__mro__]
            for function in candidates:
                code = getattr(inspect.unwrap(function), "__code__", None) if function is not None else None
                if code is None or id(code) in seen or not getattr(function, "__qualname__", "").endswith(qualname):
                    continue
                seen.add(id(code))
                tree = source.parse_file(code.co_filename)
                node = next((n for n in source.nodes_of(tree, ast.FunctionDef) if n.name == code.co_name
                             and n.lineno <= code.co_firstlineno + 5 and (n.end_lineno or 0) >= code.co_firstlineno),
                            None) if tree is not None else None
                if node is not None:
                    yield code.co_filename, node


def _outdented_line(file: str, function: ast.FunctionDef) -> int | None:
    """The first non-blank line inside the function indented less than its body."""
    body = function.body[0].col_offset
    for line in range(function.body[0].lineno, (function.end_lineno or function.lineno) + 1):
        text = source.line_text(file, line)
        if text.strip() and len(text) - len(text.lstrip()) < body:
            return line
    return None
