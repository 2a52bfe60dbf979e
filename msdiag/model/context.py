"""What a static rule sees: one graph function with its module's names resolved, or one Cell class."""
from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Any, Iterator, Literal

from ..report.records import Span
from .module import ClassInfo, Module, dotted
from .source import node_span

# The nodes that can bind a local name.
_BINDINGS = (ast.Name, ast.FunctionDef, ast.AsyncFunctionDef, ast.arg)
# How the function came to be compiled as graph code.
Reach = Literal["construct", "jit", "bprop", "hook", "helper"]

@dataclass
class FunctionContext:
    """One function that MindSpore compiles as graph code, seen through its module's imports."""

    module: Module
    node: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda
    reach: Reach
    qualname: str
    owner: ClassInfo | None = None  # the Cell class for methods
    called_from: Span | None = None  # the call that reached a helper
    entry: str = ""  # the construct / jit function this was reached from
    project: Any = None  # the Project, for questions that need other modules

    @property
    def file(self) -> str:
        return self.module.file

    def resolve(self, node: ast.AST) -> str | None:
        """The fully qualified name an expression refers to, through the module's imports
        (`np.random.randn` -> `numpy.random.randn`); None for local names and other expressions."""
        # Several rules ask about the same calls. The node is kept with its answer, so that its id
        # cannot be reused by another node while the answer is remembered.
        remembered = self._resolved.get(id(node))
        if remembered is None:
            remembered = self._resolved[id(node)] = (node, self._resolve(node))
        return remembered[1]

    def _resolve(self, node: ast.AST) -> str | None:
        name = dotted(node)
        if name is None:
            return None
        head = name.split(".", 1)[0]
        if head in self.local_names:
            return None
        return self.module.resolve_dotted(name)

    def span(self, node: ast.AST) -> Span:
        return node_span(self.file, node)

    @property
    def parameters(self) -> set[str]:
        args = self.node.args
        names = [a.arg for a in args.posonlyargs + args.args + args.kwonlyargs]
        names += [a.arg for a in (args.vararg, args.kwarg) if a is not None]
        return set(names)

    @property
    def local_names(self) -> set[str]:
        if self._locals is None:
            names = set(self.parameters)
            for node in self.module.index.body(self.node, _BINDINGS):
                if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                    names.add(node.id)
                elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node is not self.node:
                    names.add(node.name)
                elif isinstance(node, ast.arg):
                    names.add(node.arg)
            names -= self.global_names
            self._locals = names
        return self._locals

    @property
    def global_names(self) -> set[str]:
        if self._globals is None:
            statements: list[ast.Global] = self.module.index.body(self.node, ast.Global)  # type: ignore[assignment]
            self._globals = {name for statement in statements for name in statement.names}
        return self._globals

    def walk(self) -> Iterator[ast.AST]:
        """Every node of the body in source order, nested functions and lambdas included (they
        are compiled too)."""
        if self._nodes is None:
            self._nodes = self.module.index.body(self.node)
        return iter(self._nodes)

    def calls(self) -> list[ast.Call]:
        """The calls of `walk()`, in the same order."""
        return self.module.index.body(self.node, ast.Call)  # type: ignore[return-value]

    def self_name(self) -> str | None:
        """The name of the instance parameter (`self`) for methods of a Cell."""
        if self.owner is None or isinstance(self.node, ast.Lambda):
            return None
        args = self.node.args.posonlyargs + self.node.args.args
        if not args or any(
            isinstance(d, ast.Name) and d.id == "staticmethod" for d in self.node.decorator_list
        ):
            return None
        return args[0].arg

    def self_attribute(self, node: ast.AST) -> str | None:
        """`x` for `self.x`."""
        me = self.self_name()
        if me and isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == me:
            return node.attr
        return None

    def depends_on_locals(self, node: ast.AST) -> bool:
        """True when the expression reads a parameter or local variable (a run-time value)."""
        return any(
            isinstance(n, ast.Name) and n.id in self.local_names and n.id != self.self_name()
            for n in ast.walk(node)
        )

    def parent(self, node: ast.AST) -> ast.AST | None:
        """The node that holds `node` when both are in the body (None for the body's own
        statements and for nodes outside it)."""
        if self._inside is None:
            self._inside = {id(n) for n in self.walk()}
        outer = self.module.index.parent(node)
        return outer if outer is not None and id(node) in self._inside and id(outer) in self._inside else None

    def container_attributes(self) -> set[str]:
        """`self.x` attributes of the owning class that only ever hold Python lists, dicts or sets."""
        if self.owner is None or self.project is None:
            return set()
        return self.project.container_attributes(self.owner)

    def ops_alias(self) -> str | None:
        """A module-level name already bound to `mindspore.ops`."""
        return self.module.alias_for("mindspore.ops")

    _locals: set[str] | None = field(default=None, repr=False)
    _inside: set[int] | None = field(default=None, repr=False)
    _resolved: dict[int, tuple[ast.AST, str | None]] = field(default_factory=dict, repr=False, compare=False)
    _nodes: list[ast.AST] | None = field(default=None, repr=False)
    _globals: set[str] | None = field(default=None, repr=False)


@dataclass
class ClassContext:
    """One `nn.Cell` subclass of the project."""

    module: Module
    info: ClassInfo

    @property
    def file(self) -> str:
        return self.module.file

    @property
    def node(self) -> ast.ClassDef:
        return self.info.node

    def span(self, node: ast.AST) -> Span:
        return node_span(self.file, node)

