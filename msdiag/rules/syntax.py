"""Python that graph mode cannot compile at all: unsupported statements and expressions."""
from __future__ import annotations

import ast
import re
from typing import TYPE_CHECKING, Iterable

from ..check.context import FunctionContext
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
    # node: (keyword shown, MindSpore's name, what to do)
    ast.Try: ("try", "Try", "remove the `try`; guard the values with tensor ops (an `eps`, `ops.where`)"),
    ast.Yield: ("yield", "Yield", "return the values (a tuple) instead of yielding them"),
    ast.YieldFrom: ("yield from", "YieldFrom", "return the values (a tuple) instead of yielding them"),
    ast.Nonlocal: ("nonlocal", "Nonlocal", "pass the value in and return the new one"),
    ast.Delete: ("del", "Delete", "drop the `del`: rebind the name or leave it"),
    ast.ClassDef: ("class", "ClassDef", "define the class at module level"),
    ast.Set: ("set literal", "Set", "use a tuple or a list"),
    ast.SetComp: ("set comprehension", "SetComp", "use a tuple or a list"),
    ast.NamedExpr: (":=", "NamedExpr", "assign on a separate line"),
    ast.Match: ("match", "Match", "use `if`/`elif`"),
    ast.Import: ("import", "Import", "import at module level"),
    ast.ImportFrom: ("from ... import", "ImportFrom", "import at module level"),
    ast.Await: ("await", "Await", "graph code cannot await; compute the value outside"),
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
                keyword, graph_name, advice = entry
                if isinstance(node, (ast.Try, ast.ClassDef, ast.Match)) or type(node).__name__ == "TryStar":
                    span = _head_span(ctx.file, node, keyword)
                else:
                    span = ctx.span(node)
                yield self.finding(
                    span,
                    f"`{keyword}` {where(ctx)} is not supported in graph mode "
                    f"(MindSpore: Unsupported '{graph_name}')",
                    fix=Fix(advice),
                    context=related(ctx),
                )
            elif isinstance(node, (ast.For, ast.While)) and node.orelse:
                keyword = "for" if isinstance(node, ast.For) else "while"
                yield self.finding(
                    _head_span(ctx.file, node, keyword),
                    f"`{keyword} ... else` {where(ctx)} is not supported in graph mode",
                    fix=Fix(f"use a flag set inside the loop instead of the `else` of `{keyword}`"),
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
                    f"`{name}(...)` is created {where(ctx)}; parameters must be created in `__init__`",
                    fix=Fix(f"create the {name} in `__init__`, store it on `self` and use it here"),
                    context=related(ctx),
                )
