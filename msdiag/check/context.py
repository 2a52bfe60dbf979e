"""What a static rule sees: one graph function with its module's names resolved, or one Cell class."""
from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Iterable, Iterator, Literal, Protocol, runtime_checkable

from ..model import Finding, Span
from ..source import node_span  # noqa: F401 - static rules import it from here

if TYPE_CHECKING:
    from .project import ClassInfo, Module

# How the function came to be compiled as graph code.
Reach = Literal["construct", "jit", "bprop", "hook", "helper"]

# Builtin Python containers: in graph code, mutating one that outlives the call is lost.
CONTAINER_CALLS = frozenset(
    {
        "list",
        "dict",
        "set",
        "collections.OrderedDict",
        "collections.defaultdict",
        "collections.deque",
        "collections.Counter",
    }
)


def dotted(node: ast.AST) -> str | None:
    """`a.b.c` for a chain of names and attributes, else None."""
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    parts.append(node.id)
    return ".".join(reversed(parts))


def is_python_container(node: ast.AST | None, module: "Module") -> bool:
    if isinstance(node, (ast.List, ast.Dict, ast.Set, ast.ListComp, ast.DictComp, ast.SetComp)):
        return True
    if isinstance(node, ast.Call):
        return module.resolve(node.func) in CONTAINER_CALLS
    return False


@dataclass
class FunctionContext:
    """One function that MindSpore compiles as graph code, seen through its module's imports."""

    module: "Module"
    node: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda
    reach: Reach
    qualname: str
    owner: "ClassInfo | None" = None  # the Cell class for methods
    called_from: Span | None = None  # the call that reached a helper
    entry: str = ""  # the construct / jit function this was reached from
    project: Any = None  # the Project, for questions that need other modules

    @property
    def file(self) -> str:
        return self.module.file

    def resolve(self, node: ast.AST) -> str | None:
        """The fully qualified name an expression refers to, through the module's imports
        (`np.random.randn` -> `numpy.random.randn`); None for local names and other expressions."""
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
            for node in self.walk():
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
            self._globals = {name for node in self.walk() if isinstance(node, ast.Global) for name in node.names}
        return self._globals

    def walk(self) -> Iterator[ast.AST]:
        """Every node of the body in source order, nested functions and lambdas included (they
        are compiled too)."""
        if self._nodes is None:
            body = self.node.body if isinstance(self.node.body, list) else [self.node.body]
            nodes: list[ast.AST] = []
            stack: list[ast.AST] = list(reversed(body))
            while stack:
                node = stack.pop()
                nodes.append(node)
                stack.extend(reversed(list(ast.iter_child_nodes(node))))
            self._nodes = nodes
        return iter(self._nodes)

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
        if self._parents is None:
            self._parents = {}
            for outer in self.walk():
                for child in ast.iter_child_nodes(outer):
                    self._parents[id(child)] = outer
        return self._parents.get(id(node))

    def container_attributes(self) -> set[str]:
        """`self.x` attributes of the owning class that only ever hold Python lists, dicts or sets."""
        if self.owner is None or self.project is None:
            return set()
        return self.project.container_attributes(self.owner)

    def ops_alias(self) -> str | None:
        """A module-level name already bound to `mindspore.ops`."""
        return self.module.alias_for("mindspore.ops")

    _locals: set[str] | None = field(default=None, repr=False)
    _parents: dict[int, ast.AST] | None = field(default=None, repr=False)
    _nodes: list[ast.AST] | None = field(default=None, repr=False)
    _globals: set[str] | None = field(default=None, repr=False)


@dataclass
class ClassContext:
    """One `nn.Cell` subclass of the project."""

    module: "Module"
    info: "ClassInfo"

    @property
    def file(self) -> str:
        return self.module.file

    @property
    def node(self) -> ast.ClassDef:
        return self.info.node

    def span(self, node: ast.AST) -> Span:
        return node_span(self.file, node)


@runtime_checkable
class FunctionRule(Protocol):
    """A static rule over the graph functions: construct, jit functions and what they call."""

    def check_function(self, ctx: FunctionContext) -> Iterable[Finding]: ...


@runtime_checkable
class ClassRule(Protocol):
    """A static rule over the Cell subclasses themselves."""

    def check_class(self, ctx: ClassContext) -> Iterable[Finding]: ...
