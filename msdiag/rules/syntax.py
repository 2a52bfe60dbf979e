"""Python that graph mode cannot compile at all: unsupported statements and expressions."""
from __future__ import annotations

import ast
import re
from typing import TYPE_CHECKING, Iterable

from ..check.context import FunctionContext
from ..i18n import tr
from ..model import Finding, Fix, Span
from . import Candidate, Rule, register
from .silent import related, where

if TYPE_CHECKING:
    from ..evidence import Evidence

_UNSUPPORTED_MESSAGE = re.compile(r"Unsupported (?:statement|expression|syntax)\s*'?(?P<node>\w+)?'?|not support.*(?:else|for|while)", re.IGNORECASE)
_PARAMETER_MESSAGE = re.compile(r"creating class '[\w.]*Parameter(?:Tuple)?' instances is not supported", re.IGNORECASE)


def _from_static(rule: Rule, ev: "Evidence", node_name: str | None = None) -> list[Candidate]:
    """The runtime side: read the model's source with the static rule and keep the finding
    closest to where MindSpore stopped."""
    from ..model_source import model_files, static_findings

    located = [loc.file for loc in ev.graph.user_locations()]
    files = model_files([ev.target.obj], extra=located)
    findings = [f for f in static_findings(files, select=[rule.code]) if f.code == rule.code]
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
    evidence = (f"MindSpore: {ev.headline}",)
    return [Candidate(Finding(**{**f.__dict__, "evidence": f.evidence + evidence}), 0.9 - 0.01 * i)
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


@register
class UnsupportedSyntax(Rule):
    """Python syntax that MindSpore's graph compiler rejects.

    ## What it does
    Finds statements and expressions in graph code (construct, `@ms.jit` functions and the helpers
    they call) that MindSpore 2.10 cannot compile: `try`, `yield`, `nonlocal`, `del`, a nested
    `class`, set literals and set comprehensions, `:=`, `match`, `import` inside the function,
    `await`, and `for ... else` / `while ... else`. A branch that never runs still counts: the whole
    function is parsed.

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

    def check(self, ev: "Evidence") -> Iterable[Candidate]:
        match = _UNSUPPORTED_MESSAGE.search(ev.headline)
        if not match:
            return []
        return _from_static(self, ev, match.group("node"))

    def check_function(self, ctx: FunctionContext) -> Iterable[Finding]:
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
                    context=related(ctx),
                )
            elif isinstance(node, (ast.For, ast.While)) and node.orelse:
                keyword = "for" if isinstance(node, ast.For) else "while"
                yield self.finding(
                    _head_span(ctx.file, node, keyword),
                    tr("MSD201.message.loop_else", keyword=keyword, where=where(ctx)),
                    fix=Fix(tr("MSD201.fix.loop_else", keyword=keyword)),
                    context=related(ctx),
                )


@register
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

    def check(self, ev: "Evidence") -> Iterable[Candidate]:
        if not _PARAMETER_MESSAGE.search(ev.headline):
            return []
        return _from_static(self, ev)

    def check_function(self, ctx: FunctionContext) -> Iterable[Finding]:
        for node in ctx.walk():
            if isinstance(node, ast.Call) and ctx.resolve(node.func) in ("mindspore.Parameter", "mindspore.ParameterTuple"):
                name = "ParameterTuple" if ctx.resolve(node.func).endswith("Tuple") else "Parameter"  # type: ignore[union-attr]
                yield self.finding(
                    ctx.span(node),
                    tr("MSD203.message", name=name, where=where(ctx)),
                    fix=Fix(tr("MSD203.fix", name=name)),
                    context=related(ctx),
                )
